// lib/cpu_registers.hpp — CPU detection from raw register values (internal;
// tests/test_cpu.cpp checks it with fabricated values: AVX-512 in CPUID
// without ZMM state in XCR0, no OSXSAVE, ...).
#pragma once

#include <cstdint>
#include <string>

#include "lanefill/cpu.hpp"

// Internal to the library: hidden from a shared liblanefill's exports.
#if defined(__GNUC__)
#pragma GCC visibility push(hidden)
#endif
namespace lanefill {

// Raw values of the CPUID leaves and XCR0 that feature decoding needs.
struct CpuidRegisters {
  std::uint32_t max_leaf = 0;    // CPUID.0:EAX
  std::uint32_t vendor[3] = {};  // CPUID.0:EBX, EDX, ECX ("GenuineIntel", "AuthenticAMD")
  std::uint32_t leaf1_eax = 0;   // CPUID.1:EAX (family, model, stepping)
  std::uint32_t leaf1_ecx = 0;   // CPUID.1:ECX
  std::uint32_t leaf1_edx = 0;   // CPUID.1:EDX
  std::uint32_t leaf7_ebx = 0;   // CPUID.(7,0):EBX
  std::uint32_t leaf7_ecx = 0;   // CPUID.(7,0):ECX
  std::uint64_t xcr0 = 0;        // XGETBV(0); read only when OSXSAVE is set
  std::uint64_t hwcap = 0;       // aarch64 Linux: getauxval(AT_HWCAP) (bit 1: ASIMD)
};

// Pure decoding: CPUID bits are only trusted when the OS saves the state.
CpuFeatures decode_cpu_features(const CpuidRegisters& regs);
// Executes CPUID (and XGETBV when OSXSAVE is reported) on this CPU.
CpuidRegisters read_cpuid_registers();
// Display family and model (extended fields folded in as the vendors specify).
unsigned cpu_family(const CpuidRegisters& regs);
unsigned cpu_model(const CpuidRegisters& regs);
// Pure decoding of the kind.
CpuKind decode_cpu_kind(const CpuidRegisters& regs);
// The brand from the 48 raw bytes of CPUID 0x80000002-4: up to the first NUL,
// bytes outside printable ASCII as '?', spaces trimmed; "unknown" if nothing
// is left.
std::string decode_cpu_brand(const char (&raw)[48]);

}  // namespace lanefill
#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
