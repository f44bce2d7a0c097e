// CPU feature decoding as a pure function of fabricated CPUID/XCR0 values.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include <gtest/gtest.h>

#include "cpu_registers.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/plan.hpp"

namespace {

using lanefill::CpuFeatures;
using lanefill::CpuidRegisters;
using lanefill::Isa;

constexpr std::uint32_t kLeaf1EdxSse2 = 1u << 26;
constexpr std::uint32_t kLeaf1EcxPopcnt = 1u << 23;
constexpr std::uint32_t kLeaf1EcxOsxsave = 1u << 27;
constexpr std::uint32_t kLeaf1EcxAvx = 1u << 28;
constexpr std::uint32_t kLeaf7EbxBmi1 = 1u << 3;
constexpr std::uint32_t kLeaf7EbxAvx2 = 1u << 5;
constexpr std::uint32_t kLeaf7EbxBmi2 = 1u << 8;
constexpr std::uint32_t kLeaf7EbxAvx512 =
    (1u << 16) | (1u << 17) | (1u << 28) | (1u << 30) | (1u << 31);  // F DQ CD BW VL
constexpr std::uint64_t kXcr0Ymm = 0x6;                              // SSE + AVX state
constexpr std::uint64_t kXcr0Zmm = 0xe6;  // plus opmask, ZMM_Hi256, Hi16_ZMM

// A Skylake-SP-like CPU whose OS enables everything.
CpuidRegisters avx512_machine() {
  CpuidRegisters r;
  r.max_leaf = 0x16;
  r.leaf1_edx = kLeaf1EdxSse2;
  r.leaf1_ecx = kLeaf1EcxPopcnt | kLeaf1EcxOsxsave | kLeaf1EcxAvx;
  r.leaf7_ebx = kLeaf7EbxBmi1 | kLeaf7EbxAvx2 | kLeaf7EbxBmi2 | kLeaf7EbxAvx512;
  r.xcr0 = kXcr0Zmm | 1;
  return r;
}

// What dispatch picks where the decoded x86 features allow `isa`: that ISA in
// an x86-64 build; scalar in a build for another architecture (an aarch64
// build decodes the same CPUID values but runs no x86 ISA).
// What x86 registers choose elsewhere: the best ISA of the build's own
// architecture that needs no CPU feature (scalar; wasm128 in a SIMD128
// module, which loads only where the engine runs SIMD128).
Isa featureless_best() {
  Isa best = Isa::scalar;
  for (const Isa isa : lanefill::kAllIsas)
    if (lanefill::is_native_arch(isa) && lanefill::features_of(isa).empty()) best = isa;
  return best;
}
Isa x86_or_scalar(Isa isa) { return lanefill::is_native_arch(isa) ? isa : featureless_best(); }
const Isa kSse2Level = x86_or_scalar(Isa::sse2);

// missing_features names `what` in an x86-64 build, the architecture elsewhere.
std::string expected_missing(Isa isa, const char* what) {
  return lanefill::is_native_arch(isa) ? what : "not an x86-64 CPU";
}
#define EXPECT_MISSING(isa, f, what)                                              \
  EXPECT_NE(lanefill::missing_features(isa, f).find(expected_missing(isa, what)), \
            std::string::npos)                                                    \
      << lanefill::missing_features(isa, f)

// Which ISAs count as compiled in: every one, or those up to `last`.
struct Compiled {
  bool isa[lanefill::kIsaCount] = {};
};
Compiled compiled_up_to(Isa last) {
  Compiled c;
  for (const Isa isa : lanefill::kAllIsas)
    c.isa[static_cast<int>(isa)] = static_cast<int>(isa) <= static_cast<int>(last);
  return c;
}

Isa best(const CpuFeatures& f) {
  return lanefill::best_supported_isa(f, compiled_up_to(lanefill::kAllIsas.back()).isa);
}

TEST(CpuDecode, FullAvx512MachineChoosesAvx512) {
  const CpuFeatures f = lanefill::decode_cpu_features(avx512_machine());
  EXPECT_TRUE(f.os_zmm);
  EXPECT_TRUE(f.avx512f && f.avx512cd && f.avx512dq && f.avx512bw && f.avx512vl);
  EXPECT_EQ(best(f), x86_or_scalar(Isa::avx512));
  EXPECT_EQ(lanefill::missing_features(Isa::avx512, f),
            lanefill::is_native_arch(Isa::avx512) ? "" : "not an x86-64 CPU");
}

// GFNI with VBMI, VBMI2 and VPOPCNTDQ (Ice Lake, Zen 4 and 5) adds
// avx512icl; each one missing keeps the plain avx512.
TEST(CpuDecode, GfniVbmi2AndVpopcntdqChooseAvx512icl) {
  constexpr unsigned kVbmi = 1u << 1, kVbmi2 = 1u << 6, kGfni = 1u << 8,
                     kVpopcntdq = 1u << 14;  // CPUID.7.0:ECX
  CpuidRegisters r = avx512_machine();
  r.leaf7_ecx |= kVbmi | kVbmi2 | kGfni | kVpopcntdq;
  const CpuFeatures f = lanefill::decode_cpu_features(r);
  EXPECT_TRUE(f.gfni && f.avx512vbmi && f.avx512vbmi2 && f.avx512vpopcntdq);
  EXPECT_EQ(best(f), x86_or_scalar(Isa::avx512icl));
  for (const unsigned bit : {kVbmi, kVbmi2, kGfni, kVpopcntdq}) {
    CpuidRegisters without = r;
    without.leaf7_ecx &= ~bit;
    EXPECT_EQ(best(lanefill::decode_cpu_features(without)), x86_or_scalar(Isa::avx512))
        << "CPUID.7.0:ECX bit " << bit;
  }
}

TEST(CpuDecode, Avx512InCpuidButNoZmmStateFallsBackToAvx2) {
  CpuidRegisters r = avx512_machine();
  r.xcr0 = kXcr0Ymm | 1;  // OS saves YMM but not ZMM/opmask state
  const CpuFeatures f = lanefill::decode_cpu_features(r);
  EXPECT_FALSE(f.os_zmm);
  EXPECT_FALSE(f.avx512f);
  EXPECT_TRUE(f.avx2);
  EXPECT_EQ(best(f), x86_or_scalar(Isa::avx2));
  EXPECT_MISSING(Isa::avx512, f, "ZMM");
}

TEST(CpuDecode, PartialZmmStateIsNotEnough) {
  CpuidRegisters r = avx512_machine();
  r.xcr0 = 0x26 | 1;  // opmask (bit 5) only, no ZMM_Hi256 / Hi16_ZMM
  EXPECT_EQ(best(lanefill::decode_cpu_features(r)), x86_or_scalar(Isa::avx2));
}

TEST(CpuDecode, NoOsxsaveMeansNoAvxAtAllEvenWithXcr0Value) {
  CpuidRegisters r = avx512_machine();
  r.leaf1_ecx &= ~kLeaf1EcxOsxsave;  // XGETBV unusable: XCR0 must be ignored
  const CpuFeatures f = lanefill::decode_cpu_features(r);
  EXPECT_FALSE(f.osxsave);
  EXPECT_FALSE(f.avx);
  EXPECT_FALSE(f.avx2);
  EXPECT_FALSE(f.avx512f);
  EXPECT_EQ(best(f), kSse2Level);
  EXPECT_MISSING(Isa::avx2, f, "OSXSAVE");
}

TEST(CpuDecode, NoYmmStateDisablesAvx2) {
  CpuidRegisters r = avx512_machine();
  r.xcr0 = 0x3;  // x87 + SSE only
  const CpuFeatures f = lanefill::decode_cpu_features(r);
  EXPECT_FALSE(f.os_ymm);
  EXPECT_FALSE(f.avx2);
  EXPECT_EQ(best(f), kSse2Level);
  EXPECT_MISSING(Isa::avx2, f, "YMM");
}

TEST(CpuDecode, Avx2WithoutBmi2IsNotOurAvx2) {
  CpuidRegisters r = avx512_machine();
  r.leaf7_ebx = kLeaf7EbxBmi1 | kLeaf7EbxAvx2;  // no BMI2, no AVX-512
  const CpuFeatures f = lanefill::decode_cpu_features(r);
  EXPECT_TRUE(f.avx2);
  EXPECT_FALSE(f.bmi2);
  EXPECT_EQ(best(f), kSse2Level);
  EXPECT_MISSING(Isa::avx2, f, "BMI2");
}

TEST(CpuDecode, MaxLeafBelowSevenIgnoresLeafSeven) {
  CpuidRegisters r = avx512_machine();
  r.max_leaf = 6;  // leaf 7 values are garbage on such a CPU
  const CpuFeatures f = lanefill::decode_cpu_features(r);
  EXPECT_FALSE(f.avx2);
  EXPECT_FALSE(f.avx512f);
  EXPECT_TRUE(f.avx);
  EXPECT_EQ(best(f), kSse2Level);
}

TEST(CpuDecode, NehalemLikeCpuChoosesSse2) {
  CpuidRegisters r;
  r.max_leaf = 0xb;
  r.leaf1_edx = kLeaf1EdxSse2;
  r.leaf1_ecx = kLeaf1EcxPopcnt;  // SSE4.2 era: no OSXSAVE, no AVX
  const CpuFeatures f = lanefill::decode_cpu_features(r);
  EXPECT_TRUE(f.sse2);
  EXPECT_EQ(best(f), kSse2Level);
}

TEST(CpuDecode, NothingAtAllChoosesScalar) {
  const CpuFeatures f = lanefill::decode_cpu_features(CpuidRegisters{});
  EXPECT_FALSE(f.sse2);
  EXPECT_EQ(best(f), featureless_best());
}

TEST(CpuDecode, BestRespectsWhatIsCompiled) {
  // A machine with every feature runs every ISA of this build's architecture:
  // the last compiled one of that architecture wins.
  CpuidRegisters r = avx512_machine();
  r.leaf7_ecx |= (1u << 1) | (1u << 6) | (1u << 8) | (1u << 14);  // VBMI, VBMI2, GFNI, VPOPCNTDQ
  r.hwcap = 1u << 1;  // Advanced SIMD, for an aarch64 build
  const CpuFeatures every = lanefill::decode_cpu_features(r);
  for (const Isa last : lanefill::kAllIsas) {
    Isa want = Isa::scalar;
    for (const Isa isa : lanefill::kAllIsas)
      if (static_cast<int>(isa) <= static_cast<int>(last) && lanefill::is_native_arch(isa))
        want = isa;
    EXPECT_EQ(lanefill::best_supported_isa(every, compiled_up_to(last).isa), want)
        << lanefill::name_of(last);
  }
}

TEST(CpuDecode, AdvancedSimdFromHwcap) {
  CpuidRegisters r;
  r.hwcap = 1u << 1;  // HWCAP_ASIMD
  const CpuFeatures f = lanefill::decode_cpu_features(r);
  EXPECT_TRUE(f.asimd);
  EXPECT_FALSE(lanefill::decode_cpu_features(CpuidRegisters{}).asimd);
  EXPECT_NE(lanefill::feature_list(f).find("asimd"), std::string::npos);
  // NEON runs where the build is for aarch64 and the CPU reports ASIMD.
  const bool aarch64 = lanefill::is_native_arch(Isa::neon);
  EXPECT_EQ(lanefill::cpu_supports(Isa::neon, f), aarch64);
  EXPECT_FALSE(lanefill::cpu_supports(Isa::neon, CpuFeatures{}));
  EXPECT_EQ(lanefill::missing_features(Isa::neon, CpuFeatures{}),
            aarch64 ? "no ASIMD" : "not an aarch64 CPU");
}

TEST(CpuDecode, FeatureListNamesWhatIsPresent) {
  const CpuFeatures f = lanefill::decode_cpu_features(avx512_machine());
  const std::string list = lanefill::feature_list(f);
  EXPECT_NE(list.find("avx512f"), std::string::npos);
  EXPECT_NE(list.find("os-zmm"), std::string::npos);
  EXPECT_EQ(lanefill::feature_list(CpuFeatures{}), "(none)");
}

// This CPU, against an independent reading: the compiler runtime's own CPU
// detection (__builtin_cpu_supports, which also checks the OS-enabled state).
// Usable features must agree: lanefill may not claim what the CPU or OS lacks.
TEST(CpuDecode, ThisCpuAgreesWithTheCompilerRuntime) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  const CpuFeatures& f = lanefill::cpu_features();
  __builtin_cpu_init();
  // The runtimes decode features only for the vendors they know (a VIA or
  // Zhaoxin CPU reports none there); ThisCpuAgreesWithCpuid covers every CPU.
  if (!__builtin_cpu_is("intel") && !__builtin_cpu_is("amd"))
    GTEST_SKIP() << "the compiler runtime decodes no features for this CPU's vendor";
  EXPECT_TRUE(f.sse2) << "every x86-64 CPU has SSE2";
  EXPECT_EQ(f.sse2, bool(__builtin_cpu_supports("sse2")));
  EXPECT_EQ(f.popcnt, bool(__builtin_cpu_supports("popcnt")));
  EXPECT_EQ(f.bmi2, bool(__builtin_cpu_supports("bmi2")));
  EXPECT_EQ(f.avx2 && f.os_ymm, bool(__builtin_cpu_supports("avx2")));
  EXPECT_EQ(f.avx512f && f.os_zmm, bool(__builtin_cpu_supports("avx512f")));
  EXPECT_EQ(f.avx512bw && f.os_zmm, bool(__builtin_cpu_supports("avx512bw")));
  EXPECT_EQ(f.avx512vl && f.os_zmm, bool(__builtin_cpu_supports("avx512vl")));
#elif defined(__aarch64__) && defined(__linux__) && defined(__ARM_NEON)
  // The compiler's aarch64 baseline has Advanced SIMD, so every CPU this
  // build runs on reports it in AT_HWCAP.
  EXPECT_TRUE(lanefill::cpu_features().asimd);
#else
  GTEST_SKIP() << "no independent CPU detection on this compiler or architecture";
#endif
}

// CPU kinds from fabricated leaf 0 and leaf 1 values.
CpuidRegisters vendor_family_model(const char (&vendor)[13], std::uint32_t leaf1_eax) {
  CpuidRegisters r;
  r.max_leaf = 0x10;
  std::memcpy(r.vendor, vendor, sizeof r.vendor);
  r.leaf1_eax = leaf1_eax;
  return r;
}
// EAX of leaf 1: extended family in bits 20-27 (base family 0xf), extended
// model in bits 16-19, base model in bits 4-7.
constexpr std::uint32_t amd_eax(unsigned family, unsigned model) {
  return ((family - 0xf) << 20) | ((model >> 4) << 16) | (0xfu << 8) | ((model & 0xf) << 4);
}

TEST(CpuKind, DecodedFromVendorFamilyAndModel) {
  using lanefill::CpuKind;
  const auto kind = [](const CpuidRegisters& r) { return lanefill::decode_cpu_kind(r); };
  EXPECT_EQ(kind(vendor_family_model("AuthenticAMD", amd_eax(0x1a, 0x02))), CpuKind::amd_zen5);
  EXPECT_EQ(kind(vendor_family_model("AuthenticAMD", amd_eax(0x1a, 0x44))), CpuKind::amd_zen5);
  EXPECT_EQ(kind(vendor_family_model("AuthenticAMD", amd_eax(0x19, 0x11))), CpuKind::amd_zen4);
  EXPECT_EQ(kind(vendor_family_model("AuthenticAMD", amd_eax(0x19, 0x61))), CpuKind::amd_zen4);
  EXPECT_EQ(kind(vendor_family_model("AuthenticAMD", amd_eax(0x19, 0x01))), CpuKind::amd_zen3);
  EXPECT_EQ(kind(vendor_family_model("AuthenticAMD", amd_eax(0x19, 0x21))), CpuKind::amd_zen3);
  EXPECT_EQ(kind(vendor_family_model("AuthenticAMD", amd_eax(0x19, 0x50))), CpuKind::amd_zen3);
  EXPECT_EQ(kind(vendor_family_model("AuthenticAMD", amd_eax(0x17, 0x31))), CpuKind::amd);
  // Intel family 6 model 0xa7 (the Xeon of docs/benchmarks.md): extended model 0xa.
  EXPECT_EQ(kind(vendor_family_model("GenuineIntel", 0x000a0671)), CpuKind::intel);
  EXPECT_EQ(kind(vendor_family_model("HygonGenuine", amd_eax(0x18, 0x01))), CpuKind::other);
  EXPECT_EQ(kind(CpuidRegisters{}), CpuKind::other);
  CpuidRegisters arm;
  arm.hwcap = 1u << 1;  // an aarch64 CPU: no CPUID, AT_HWCAP read
  EXPECT_EQ(kind(arm), CpuKind::arm64);
}

TEST(CpuKind, FamilyAndModelFoldTheExtendedFields) {
  const CpuidRegisters zen5 = vendor_family_model("AuthenticAMD", amd_eax(0x1a, 0x44));
  EXPECT_EQ(lanefill::cpu_family(zen5), 0x1au);
  EXPECT_EQ(lanefill::cpu_model(zen5), 0x44u);
  const CpuidRegisters xeon = vendor_family_model("GenuineIntel", 0x000a0671);
  EXPECT_EQ(lanefill::cpu_family(xeon), 6u);
  EXPECT_EQ(lanefill::cpu_model(xeon), 0xa7u);
}

// The brand: up to the first NUL, printable, trimmed; "unknown" when empty.
std::string brand_of(const std::string& bytes) {
  char raw[48] = {};
  std::memcpy(raw, bytes.data(), bytes.size() < 48 ? bytes.size() : 48);
  return lanefill::decode_cpu_brand(raw);
}

TEST(CpuBrand, TrimmedPrintableUpToTheFirstNul) {
  EXPECT_EQ(brand_of("AMD EPYC 9R45"), "AMD EPYC 9R45");
  EXPECT_EQ(brand_of("       Intel(R) Xeon(R) Platinum 8488C   "),
            "Intel(R) Xeon(R) Platinum 8488C");
  EXPECT_EQ(brand_of("Oxide Virtual Turin-like Processor"), "Oxide Virtual Turin-like Processor");
  EXPECT_EQ(brand_of(std::string("Odd\tBrand\x01\xff", 11)), "Odd?Brand??");
  EXPECT_EQ(brand_of(std::string("Before\0After", 12)), "Before");
  EXPECT_EQ(brand_of(std::string(48, ' ')), "unknown");
  EXPECT_EQ(brand_of(""), "unknown");
  EXPECT_EQ(brand_of(std::string(48, 'x')), std::string(48, 'x'));  // no NUL at all
}

// A vendor the plan has no rows for decodes as `other`, whatever its family
// and model, and every ISA's row for it is the ISA's default row.
TEST(CpuKind, UnknownVendorAndFamilyUseTheDefaultRows) {
  CpuidRegisters r = avx512_machine();
  std::memcpy(r.vendor, "MadeUpCpuInc", 12);
  r.leaf1_eax = amd_eax(0x42, 0x37);
  EXPECT_EQ(lanefill::decode_cpu_kind(r), lanefill::CpuKind::other);
  EXPECT_EQ(lanefill::cpu_family(r), 0x42u);
  EXPECT_EQ(lanefill::cpu_model(r), 0x37u);
  for (const Isa isa : lanefill::kAllIsas) {
    const lanefill::PlanRow& row = lanefill::plan_row(isa, lanefill::decode_cpu_kind(r));
    EXPECT_EQ(row.isa, isa);
    EXPECT_EQ(row.cpu, lanefill::CpuKind::other) << lanefill::name_of(isa);
  }
}

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
// CPUID executed here, without lanefill or <cpuid.h>.
struct Cpuid {
  std::uint32_t a, b, c, d;
};
Cpuid cpuid(std::uint32_t leaf) {
  Cpuid r{};
  __asm__ volatile("cpuid" : "=a"(r.a), "=b"(r.b), "=c"(r.c), "=d"(r.d) : "a"(leaf), "c"(0));
  return r;
}
#endif

// This CPU: lanefill's reading equals CPUID's own answers (vendor, family
// and model registers, the brand bytes), and the kind is the decoding of
// those registers. Nothing is compared with how the OS or a hypervisor names
// the machine (/proc/cpuinfo's "model name" need not be CPUID's brand).
TEST(CpuKind, ThisCpuAgreesWithCpuid) {
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
  const CpuidRegisters r = lanefill::read_cpuid_registers();
  const Cpuid leaf0 = cpuid(0);
  EXPECT_EQ(r.max_leaf, leaf0.a);
  EXPECT_EQ(r.vendor[0], leaf0.b);
  EXPECT_EQ(r.vendor[1], leaf0.d);
  EXPECT_EQ(r.vendor[2], leaf0.c);
  if (leaf0.a >= 1) {
    const Cpuid leaf1 = cpuid(1);
    EXPECT_EQ(r.leaf1_eax, leaf1.a);
    EXPECT_EQ(r.leaf1_ecx, leaf1.c);
    EXPECT_EQ(r.leaf1_edx, leaf1.d);
  }
  if (leaf0.a >= 7) {
    const Cpuid leaf7 = cpuid(7);
    EXPECT_EQ(r.leaf7_ebx, leaf7.b);
    EXPECT_EQ(r.leaf7_ecx, leaf7.c);
  }
  EXPECT_EQ(lanefill::cpu_kind(), lanefill::decode_cpu_kind(r));

  const std::string brand = lanefill::cpu_brand();
  ASSERT_FALSE(brand.empty());
  for (const char c : brand) EXPECT_TRUE(c >= 0x20 && c <= 0x7e) << "byte " << int(c);
  EXPECT_NE(brand.front(), ' ');
  EXPECT_NE(brand.back(), ' ');
  if (cpuid(0x80000000u).a >= 0x80000004u) {
    char raw[48];
    for (std::uint32_t i = 0; i < 3; ++i) {
      const Cpuid q = cpuid(0x80000002u + i);
      const std::uint32_t words[4] = {q.a, q.b, q.c, q.d};
      std::memcpy(raw + 16 * i, words, sizeof words);
    }
    EXPECT_EQ(brand, lanefill::decode_cpu_brand(raw));
  } else {
    EXPECT_EQ(brand, "unknown");
  }
#else
  GTEST_SKIP() << "CPUID is x86 only; this build is for another architecture or compiler";
#endif
}

}  // namespace
