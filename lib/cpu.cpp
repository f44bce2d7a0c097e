// lib/cpu.cpp — feature detection: CPUID + XGETBV on x86-64, getauxval on
// aarch64 Linux (no reliance on xsimd's).
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "cpu_registers.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill_registry.hpp"

#if defined(__x86_64__) || defined(_M_X64) || defined(__i386__)
#define LANEFILL_X86 1
#include <cpuid.h>
#endif
#if defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
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
  f.asimd = bit(r.hwcap, 1);  // HWCAP_ASIMD
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
#if defined(__aarch64__) && defined(__linux__)
  r.hwcap = getauxval(AT_HWCAP);
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
  if (r.max_leaf < 1) return r.hwcap != 0 ? CpuKind::arm64 : CpuKind::other;
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

CpuIdentity cpu_identity() {
  const CpuidRegisters regs = read_cpuid_registers();
  CpuIdentity id;
  if (regs.max_leaf == 0) return id;
  char vendor[13] = {};
  std::memcpy(vendor, regs.vendor, 12);
  id.vendor = vendor;
  id.family = cpu_family(regs);
  id.model = cpu_model(regs);
  return id;
}

std::string decode_cpu_brand(const char (&raw)[48]) {
  // The brand is 48 bytes, NUL-padded; some CPUs and hypervisors pad it with
  // spaces on either side, and nothing stops one from putting other bytes in.
  std::string s;
  for (const char c : raw) {
    if (c == '\0') break;
    s += (c >= 0x20 && c <= 0x7e) ? c : '?';
  }
  const auto first = s.find_first_not_of(' ');
  const auto last = s.find_last_not_of(' ');
  return first == std::string::npos ? "unknown" : s.substr(first, last - first + 1);
}

std::string cpu_brand() {
#if defined(LANEFILL_X86)
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(0x80000000u, &a, &b, &c, &d) || a < 0x80000004u) return "unknown";
  char raw[48] = {};
  for (unsigned leaf = 0; leaf < 3; ++leaf) {
    __get_cpuid(0x80000002u + leaf, &a, &b, &c, &d);
    const unsigned regs[4] = {a, b, c, d};
    std::memcpy(raw + 16 * leaf, regs, sizeof regs);
  }
  return decode_cpu_brand(raw);
#else
  return "unknown";
#endif
}

namespace {

// Every feature by the name lanefill::feature_list and the ISA registry use.
struct FeatureField {
  std::string_view name;
  bool CpuFeatures::*present;
};
constexpr FeatureField kFeatureFields[] = {{"sse2", &CpuFeatures::sse2},
                                           {"sse3", &CpuFeatures::sse3},
                                           {"ssse3", &CpuFeatures::ssse3},
                                           {"sse4.1", &CpuFeatures::sse41},
                                           {"sse4.2", &CpuFeatures::sse42},
                                           {"popcnt", &CpuFeatures::popcnt},
                                           {"osxsave", &CpuFeatures::osxsave},
                                           {"avx", &CpuFeatures::avx},
                                           {"avx2", &CpuFeatures::avx2},
                                           {"bmi1", &CpuFeatures::bmi1},
                                           {"bmi2", &CpuFeatures::bmi2},
                                           {"avx512f", &CpuFeatures::avx512f},
                                           {"avx512cd", &CpuFeatures::avx512cd},
                                           {"avx512dq", &CpuFeatures::avx512dq},
                                           {"avx512bw", &CpuFeatures::avx512bw},
                                           {"avx512vl", &CpuFeatures::avx512vl},
                                           {"avx512vbmi", &CpuFeatures::avx512vbmi},
                                           {"avx512vbmi2", &CpuFeatures::avx512vbmi2},
                                           {"gfni", &CpuFeatures::gfni},
                                           {"avx512vpopcntdq", &CpuFeatures::avx512vpopcntdq},
                                           {"os-ymm", &CpuFeatures::os_ymm},
                                           {"os-zmm", &CpuFeatures::os_zmm},
                                           {"asimd", &CpuFeatures::asimd}};

constexpr const FeatureField* find_feature(std::string_view name) {
  for (const FeatureField& field : kFeatureFields)
    if (field.name == name) return &field;
  return nullptr;
}

// Calls f(name) for each space-separated name of a registry row.
template <class F>
constexpr void for_each_name(std::string_view list, F f) {
  while (!list.empty()) {
    const std::size_t end = list.find(' ');
    if (end != 0) f(list.substr(0, end));
    if (end == std::string_view::npos) break;
    list.remove_prefix(end + 1);
  }
}

// Every feature the registry names is one lanefill detects.
constexpr bool registry_names_known_features() {
  bool known = true;
  for (std::string_view list : registry::kFeatures)
    for_each_name(list,
                  [&known](std::string_view name) { known &= find_feature(name) != nullptr; });
  return known;
}
static_assert(registry_names_known_features(),
              "simd/registry.json names a CPU feature that lib/cpu.cpp does not know");

// What a missing feature is called in messages. The OS state is reported
// only where the feature that reveals it is present (XCR0 needs OSXSAVE).
void append_missing_feature(std::string& out, std::string_view name, const CpuFeatures& f) {
  if (name == "osxsave") return append_missing(out, false, "no OSXSAVE (XGETBV unusable)");
  if (name == "os-ymm")
    return append_missing(out, !f.osxsave, "OS has not enabled YMM state (XCR0)");
  if (name == "os-zmm")
    return append_missing(out, !f.os_ymm, "OS has not enabled ZMM state (XCR0)");
  std::string upper(name);
  for (char& c : upper) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  append_missing(out, false, ("no " + upper).c_str());
}

}  // namespace

bool cpu_supports(Isa isa, const CpuFeatures& f) { return missing_features(isa, f).empty(); }

std::string missing_features(Isa isa, const CpuFeatures& f) {
  if (!is_valid(isa)) return "unknown ISA";
  if (!is_native_arch(isa)) {
    const std::string_view arch = architecture_of(isa);  // the registry's "x86_64" said "x86-64"
    return "not an " + std::string(arch == "x86_64" ? "x86-64" : arch) + " CPU";
  }
  std::string m;
  for_each_name(registry::kFeatures[static_cast<std::size_t>(isa)], [&](std::string_view name) {
    if (!(f.*(find_feature(name)->present))) append_missing_feature(m, name, f);
  });
  return m;
}

std::string feature_list(const CpuFeatures& f) {
  std::string out;
  for (const FeatureField& field : kFeatureFields) {
    if (!(f.*field.present)) continue;
    if (!out.empty()) out += ' ';
    out += field.name;
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
