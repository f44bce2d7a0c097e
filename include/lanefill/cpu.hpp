// lanefill/cpu.hpp — CPU feature detection: CPUID + XGETBV on x86-64,
// getauxval(AT_HWCAP) on aarch64 Linux.
//
// decode_cpu_features() is a pure function of the raw register values, so it
// can be unit-tested with fabricated values (AVX-512 in CPUID without ZMM
// state in XCR0, no OSXSAVE, ...). read_cpuid_registers() does the reading.
#pragma once

#include <cstdint>
#include <string>

#include "lanefill/kernels.hpp"

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

struct CpuFeatures {
  bool sse2 = false, sse3 = false, ssse3 = false, sse41 = false, sse42 = false;
  bool popcnt = false, osxsave = false, avx = false, avx2 = false, bmi1 = false, bmi2 = false;
  bool avx512f = false, avx512cd = false, avx512dq = false, avx512bw = false, avx512vl = false;
  bool avx512vbmi = false, avx512vbmi2 = false, gfni = false, avx512vpopcntdq = false;
  bool os_xmm = false;  // XCR0 bit 1 (SSE state)
  bool os_ymm = false;  // XCR0 bits 1,2 (SSE + AVX state)
  bool os_zmm = false;  // XCR0 bits 1,2,5,6,7 (plus opmask, ZMM_Hi256, Hi16_ZMM)
  bool asimd = false;   // aarch64 Advanced SIMD (NEON), HWCAP_ASIMD
};

// Pure decoding: CPUID bits are only trusted when the OS saves the state.
CpuFeatures decode_cpu_features(const CpuidRegisters& regs);
// Executes CPUID (and XGETBV when OSXSAVE is reported) on this CPU.
CpuidRegisters read_cpuid_registers();
// This CPU's features, read once.
const CpuFeatures& cpu_features();

// The kind of core, for the dispatch plan's per-CPU rows (plan.hpp): the
// maker from CPUID leaf 0, the family and model from leaf 1.
//   intel     any GenuineIntel CPU
//   amd_zen3  AuthenticAMD family 0x19, models 0x00-0x0f, 0x20-0x2f, 0x40-0x5f
//   amd_zen4  AuthenticAMD family 0x19, models 0x10-0x1f, 0x60-0x7f, 0xa0-0xaf
//   amd_zen5  AuthenticAMD family 0x1a
//   amd       other AuthenticAMD CPUs (Zen 2 and older)
//   arm64     any 64-bit ARM CPU (no CPUID; AT_HWCAP read)
//   other     any other maker, or no CPUID
enum class CpuKind : int { other, intel, amd, amd_zen3, amd_zen4, amd_zen5, arm64 };
inline constexpr int kCpuKindCount = 7;
constexpr const char* name_of(CpuKind k) {
  switch (k) {
    case CpuKind::intel: return "Intel";
    case CpuKind::amd: return "AMD (Zen 2 or older)";
    case CpuKind::amd_zen3: return "AMD Zen 3";
    case CpuKind::amd_zen4: return "AMD Zen 4";
    case CpuKind::amd_zen5: return "AMD Zen 5";
    case CpuKind::arm64: return "64-bit ARM";
    case CpuKind::other: break;
  }
  return "other";
}
// Display family and model (extended fields folded in as the vendors specify).
unsigned cpu_family(const CpuidRegisters& regs);
unsigned cpu_model(const CpuidRegisters& regs);
// Pure decoding of the kind, and this CPU's kind, read once.
CpuKind decode_cpu_kind(const CpuidRegisters& regs);
CpuKind cpu_kind();
// The CPU's brand string (CPUID 0x80000002-4), e.g. "AMD EPYC 9R45", or "unknown".
// Always printable ASCII with no leading or trailing spaces (decode_cpu_brand).
std::string cpu_brand();
// The brand from the 48 raw bytes of those leaves: up to the first NUL, bytes
// outside printable ASCII as '?', spaces trimmed; "unknown" if nothing is left.
std::string decode_cpu_brand(const char (&raw)[48]);

// Whether the CPU (as described by f) can run the kernels of `isa`: the ISA
// is of this build's architecture and f has every feature its registry row
// names (lanefill/isas.hpp).
bool cpu_supports(Isa isa, const CpuFeatures& f);
// Empty if supported; else what is missing, e.g. "no AVX512F; OS has not enabled ZMM state".
std::string missing_features(Isa isa, const CpuFeatures& f);
// Space-separated names of the features present, e.g. "sse2 ... avx512f ..."
// (the names the ISA registry uses).
std::string feature_list(const CpuFeatures& f);
// The most capable ISA among `compiled` that f supports (scalar at least).
Isa best_supported_isa(const CpuFeatures& f, const bool compiled[kIsaCount]);

}  // namespace lanefill
