// lib/cpu.cpp — CPUID + XGETBV feature detection (no reliance on xsimd's).
#include "lanefill/cpu.hpp"

#include <cstdint>
#include <cstring>
#include <string>

#if defined(__x86_64__) || defined(_M_X64) || defined(__i386__)
#define LANEFILL_X86 1
#include <cpuid.h>
#endif

namespace lanefill {
namespace {

constexpr bool bit(std::uint64_t value, int n) { return ((value >> n) & 1) != 0; }

// XCR0 state components.
constexpr std::uint64_t kXcr0Sse = 1u << 1;
constexpr std::uint64_t kXcr0Avx = 1u << 2;
constexpr std::uint64_t kXcr0Zmm =
    (1u << 5) | (1u << 6) | (1u << 7);  // opmask, ZMM_Hi256, Hi16_ZMM

void append_missing(std::string& out, bool present, const char* what) {
  if (present) return;
  if (!out.empty()) out += ", ";
  out += what;
}

}  // namespace

CpuFeatures decode_cpu_features(const CpuidRegisters& r) {
  CpuFeatures f;
  if (r.max_leaf < 1) return f;
  f.sse2 = bit(r.leaf1_edx, 26);
  f.sse3 = bit(r.leaf1_ecx, 0);
  f.ssse3 = bit(r.leaf1_ecx, 9);
  f.sse41 = bit(r.leaf1_ecx, 19);
  f.sse42 = bit(r.leaf1_ecx, 20);
  f.popcnt = bit(r.leaf1_ecx, 23);
  f.osxsave = bit(r.leaf1_ecx, 27);
  // XCR0 is meaningful only when the OS has set CR4.OSXSAVE (XGETBV usable).
  const std::uint64_t xcr0 = f.osxsave ? r.xcr0 : 0;
  f.os_xmm = (xcr0 & kXcr0Sse) == kXcr0Sse;
  f.os_ymm = (xcr0 & (kXcr0Sse | kXcr0Avx)) == (kXcr0Sse | kXcr0Avx);
  f.os_zmm = f.os_ymm && (xcr0 & kXcr0Zmm) == kXcr0Zmm;
  f.avx = bit(r.leaf1_ecx, 28) && f.os_ymm;
  if (r.max_leaf >= 7) {
    f.bmi1 = bit(r.leaf7_ebx, 3);
    f.bmi2 = bit(r.leaf7_ebx, 8);
    f.gfni = bit(r.leaf7_ecx, 8);
    f.avx2 = f.avx && bit(r.leaf7_ebx, 5);
    const bool zmm = f.avx && f.os_zmm;
    f.avx512f = zmm && bit(r.leaf7_ebx, 16);
    f.avx512dq = f.avx512f && bit(r.leaf7_ebx, 17);
    f.avx512cd = f.avx512f && bit(r.leaf7_ebx, 28);
    f.avx512bw = f.avx512f && bit(r.leaf7_ebx, 30);
    f.avx512vl = f.avx512f && bit(r.leaf7_ebx, 31);
    f.avx512vbmi = f.avx512f && bit(r.leaf7_ecx, 1);
    f.avx512vbmi2 = f.avx512f && bit(r.leaf7_ecx, 6);
    f.avx512vpopcntdq = f.avx512f && bit(r.leaf7_ecx, 14);
  }
  return f;
}

CpuidRegisters read_cpuid_registers() {
  CpuidRegisters r;
#if defined(LANEFILL_X86)
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(0, &a, &b, &c, &d)) return r;
  r.max_leaf = a;
  r.vendor[0] = b;
  r.vendor[1] = d;
  r.vendor[2] = c;
  if (r.max_leaf >= 1) {
    __get_cpuid(1, &a, &b, &c, &d);
    r.leaf1_eax = a;
    r.leaf1_ecx = c;
    r.leaf1_edx = d;
  }
  if (r.max_leaf >= 7) {
    __get_cpuid_count(7, 0, &a, &b, &c, &d);
    r.leaf7_ebx = b;
    r.leaf7_ecx = c;
  }
  if (bit(r.leaf1_ecx, 27)) {  // OSXSAVE: XGETBV is allowed
    std::uint32_t lo = 0, hi = 0;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    r.xcr0 = (std::uint64_t{hi} << 32) | lo;
  }
#endif
  return r;
}

const CpuFeatures& cpu_features() {
  static const CpuFeatures features = decode_cpu_features(read_cpuid_registers());
  return features;
}

namespace {
// The 12 vendor characters of CPUID leaf 0, in EBX, EDX, ECX order.
bool vendor_is(const CpuidRegisters& r, const char (&name)[13]) {
  std::uint32_t words[3];
  std::memcpy(words, name, sizeof words);
  return r.vendor[0] == words[0] && r.vendor[1] == words[1] && r.vendor[2] == words[2];
}
}  // namespace

unsigned cpu_family(const CpuidRegisters& r) {
  const unsigned base = (r.leaf1_eax >> 8) & 0xf;
  return base == 0xf ? base + ((r.leaf1_eax >> 20) & 0xff) : base;
}

unsigned cpu_model(const CpuidRegisters& r) {
  const unsigned base = (r.leaf1_eax >> 4) & 0xf;
  const unsigned family = (r.leaf1_eax >> 8) & 0xf;
  return (family == 0x6 || family == 0xf) ? base | (((r.leaf1_eax >> 16) & 0xf) << 4) : base;
}

CpuKind decode_cpu_kind(const CpuidRegisters& r) {
  if (r.max_leaf < 1) return CpuKind::other;
  if (vendor_is(r, "GenuineIntel")) return CpuKind::intel;
  if (!vendor_is(r, "AuthenticAMD")) return CpuKind::other;
  const unsigned family = cpu_family(r), model = cpu_model(r);
  if (family == 0x1a) return CpuKind::amd_zen5;
  const bool zen4_model = (model >= 0x10 && model <= 0x1f) || (model >= 0x60 && model <= 0x7f) ||
                          (model >= 0xa0 && model <= 0xaf);
  if (family == 0x19 && zen4_model) return CpuKind::amd_zen4;
  const bool zen3_model =
      model <= 0x0f || (model >= 0x20 && model <= 0x2f) || (model >= 0x40 && model <= 0x5f);
  if (family == 0x19 && zen3_model) return CpuKind::amd_zen3;
  return CpuKind::amd;
}

CpuKind cpu_kind() {
  static const CpuKind kind = decode_cpu_kind(read_cpuid_registers());
  return kind;
}

std::string cpu_brand() {
#if defined(LANEFILL_X86)
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(0x80000000u, &a, &b, &c, &d) || a < 0x80000004u) return "unknown";
  char text[49] = {};
  for (unsigned leaf = 0; leaf < 3; ++leaf) {
    __get_cpuid(0x80000002u + leaf, &a, &b, &c, &d);
    const unsigned regs[4] = {a, b, c, d};
    std::memcpy(text + 16 * leaf, regs, sizeof regs);
  }
  std::string s(text);
  const auto first = s.find_first_not_of(' ');
  const auto last = s.find_last_not_of(' ');
  return first == std::string::npos ? "unknown" : s.substr(first, last - first + 1);
#else
  return "unknown";
#endif
}

bool cpu_supports(Isa isa, const CpuFeatures& f) { return missing_features(isa, f).empty(); }

std::string missing_features(Isa isa, const CpuFeatures& f) {
  std::string m;
  switch (isa) {
    case Isa::scalar: break;
    case Isa::sse2:
#if !defined(LANEFILL_X86)
      m = "not an x86 CPU";
#else
      append_missing(m, f.sse2, "no SSE2");
#endif
      break;
    case Isa::avx512:
      append_missing(m, f.avx512f, "no AVX512F");
      append_missing(m, f.avx512cd, "no AVX512CD");
      append_missing(m, f.avx512dq, "no AVX512DQ");
      append_missing(m, f.avx512bw, "no AVX512BW");
      append_missing(m, f.avx512vl, "no AVX512VL");
      [[fallthrough]];
    case Isa::avx2:
      append_missing(m, f.avx2, "no AVX2");
      append_missing(m, f.bmi1, "no BMI1");
      append_missing(m, f.bmi2, "no BMI2");
      append_missing(m, f.popcnt, "no POPCNT");
      append_missing(m, f.osxsave, "no OSXSAVE (XGETBV unusable)");
      append_missing(m, !f.osxsave || f.os_ymm, "OS has not enabled YMM state (XCR0)");
      if (isa == Isa::avx512)
        append_missing(m, !f.os_ymm || f.os_zmm, "OS has not enabled ZMM state (XCR0)");
      break;
  }
  return m;
}

std::string feature_list(const CpuFeatures& f) {
  const struct {
    bool present;
    const char* name;
  } all[] = {{f.sse2, "sse2"},
             {f.sse3, "sse3"},
             {f.ssse3, "ssse3"},
             {f.sse41, "sse4.1"},
             {f.sse42, "sse4.2"},
             {f.popcnt, "popcnt"},
             {f.osxsave, "osxsave"},
             {f.avx, "avx"},
             {f.avx2, "avx2"},
             {f.bmi1, "bmi1"},
             {f.bmi2, "bmi2"},
             {f.avx512f, "avx512f"},
             {f.avx512cd, "avx512cd"},
             {f.avx512dq, "avx512dq"},
             {f.avx512bw, "avx512bw"},
             {f.avx512vl, "avx512vl"},
             {f.avx512vbmi, "avx512vbmi"},
             {f.avx512vbmi2, "avx512vbmi2"},
             {f.gfni, "gfni"},
             {f.avx512vpopcntdq, "avx512vpopcntdq"},
             {f.os_ymm, "os-ymm"},
             {f.os_zmm, "os-zmm"}};
  std::string out;
  for (const auto& e : all) {
    if (!e.present) continue;
    if (!out.empty()) out += ' ';
    out += e.name;
  }
  return out.empty() ? "(none)" : out;
}

Isa best_supported_isa(const CpuFeatures& f, const bool compiled[kIsaCount]) {
  for (int i = kIsaCount - 1; i > 0; --i) {
    const Isa isa = static_cast<Isa>(i);
    if (compiled[i] && cpu_supports(isa, f)) return isa;
  }
  return Isa::scalar;
}

}  // namespace lanefill
