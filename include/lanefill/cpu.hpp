// lanefill/cpu.hpp — what this CPU is and can run: CPUID + XGETBV on x86-64,
// getauxval(AT_HWCAP) on aarch64 Linux, read once. Introspection (included by
// lanefill/dispatch.hpp, not by lanefill.hpp). The decoding from raw register
// values is internal (lib/cpu_registers.hpp) and unit-tested there.
#pragma once

#include <cstdint>
#include <string>

#include "lanefill/kernels.hpp"

namespace lanefill {

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
// This CPU's kind, read once.
CpuKind cpu_kind();
// This CPU's identity from CPUID: the vendor string ("GenuineIntel",
// "AuthenticAMD"; empty without CPUID), the display family and model
// (extended fields folded in as the vendors specify; 0 without CPUID).
struct CpuIdentity {
  std::string vendor;
  unsigned family = 0, model = 0;
};
CpuIdentity cpu_identity();
// The CPU's brand string (CPUID 0x80000002-4), e.g. "AMD EPYC 9R45", or "unknown".
// Always printable ASCII with no leading or trailing spaces.
std::string cpu_brand();

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
