// Dispatch: LANEFILL_ISA, set_isa, reset_isa, find_kernels, checked batches.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_checks.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::Isa;
using lanefill::Kernels;

// LANEFILL_ISA set or removed in this process's environment (Windows has
// no setenv: _putenv_s, where an empty value removes the variable).
void set_isa_variable(const char* value) {
#if defined(_WIN32)
  ::_putenv_s("LANEFILL_ISA", value != nullptr ? value : "");
#else
  if (value != nullptr)
    ::setenv("LANEFILL_ISA", value, 1);
  else
    ::unsetenv("LANEFILL_ISA");
#endif
}

// Restores LANEFILL_ISA and the automatic choice after each test, so the
// per-ISA ctest runs (which set LANEFILL_ISA) keep their forced ISA.
class Dispatch : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* v = std::getenv("LANEFILL_ISA");
    if (v != nullptr) saved_ = std::string(v);
  }
  void TearDown() override {
    set_isa_variable(saved_ ? saved_->c_str() : nullptr);
    lanefill::reset_isa();
  }
  static void use_env(const char* value) {
    set_isa_variable(value);
    lanefill::reset_isa();
  }
  std::optional<std::string> saved_;
};

std::optional<Isa> an_unsupported_isa() {
  for (Isa isa : lanefill::kAllIsas)
    if (!lanefill::is_supported(isa)) return isa;
  return std::nullopt;
}

TEST_F(Dispatch, ScalarIsAlwaysCompiledAndSupported) {
  EXPECT_TRUE(lanefill::is_compiled(Isa::scalar));
  EXPECT_TRUE(lanefill::is_supported(Isa::scalar));
}

TEST_F(Dispatch, QueryListsAreConsistent) {
  const auto compiled = lanefill::compiled_isas();
  const auto supported = lanefill::supported_isas();
  ASSERT_FALSE(supported.empty());
  EXPECT_EQ(supported.front(), Isa::scalar);
  // supported = the compiled ISAs whose features this CPU reports, in order.
  std::vector<Isa> want;
  for (Isa isa : compiled)
    if (lanefill::cpu_supports(isa, lanefill::cpu_features())) want.push_back(isa);
  EXPECT_EQ(supported, want);
  for (Isa isa : lanefill::kAllIsas) {
    const bool listed = std::find(compiled.begin(), compiled.end(), isa) != compiled.end();
    EXPECT_EQ(lanefill::is_compiled(isa), listed) << lanefill::name_of(isa);
  }
#if defined(__x86_64__)
  if (lanefill::is_compiled(Isa::sse2)) {
    EXPECT_TRUE(lanefill::is_supported(Isa::sse2)) << "SSE2 is baseline x86-64";
  }
#endif
}

TEST_F(Dispatch, SetIsaTakesForEverySupportedIsa) {
  for (Isa isa : lanefill::kAllIsas) {
    if (!lanefill::is_supported(isa)) continue;
    ASSERT_EQ(lanefill::set_isa(isa), lanefill::SetIsaResult::ok) << lanefill::name_of(isa);
    EXPECT_EQ(lanefill::active_isa(), isa);
    EXPECT_EQ(std::string(lanefill::kernels().isa), lanefill::name_of(isa));
    EXPECT_EQ(&lanefill::kernels(), lanefill_get_kernels());
    EXPECT_EQ(lanefill::active_implementation().name, lanefill::name_of(isa));
    EXPECT_NE(lanefill::active_reason().find("set_isa"), std::string::npos);
    // The dispatched call goes through the chosen ISA and stays correct.
    EXPECT_EQ(lanefill::popcount(lanefill::queen_attacks(lanefill::D4, 0)), 27);
  }
}

TEST_F(Dispatch, SetIsaRefusesUnknownNamesAndKeepsTheActiveIsa) {
  const Isa before = lanefill::active_isa();
  EXPECT_EQ(lanefill::set_isa("avx1024"), lanefill::SetIsaResult::unknown_name);
  EXPECT_EQ(lanefill::set_isa(""), lanefill::SetIsaResult::unknown_name);
  EXPECT_EQ(lanefill::set_isa("avx 2"), lanefill::SetIsaResult::unknown_name);
  EXPECT_EQ(lanefill::active_isa(), before);
}

TEST_F(Dispatch, SetIsaRefusesAnIsaTheCpuLacks) {
  const auto missing = an_unsupported_isa();
  if (!missing) GTEST_SKIP() << "this CPU and build support every ISA; nothing to refuse";
  const Isa before = lanefill::active_isa();
  const auto result = lanefill::set_isa(*missing);
  EXPECT_TRUE(result == lanefill::SetIsaResult::not_supported ||
              result == lanefill::SetIsaResult::not_compiled);
  EXPECT_EQ(lanefill::active_isa(), before);
  EXPECT_EQ(lanefill::find_kernels(*missing, lanefill::Algorithm::kogge_stone), nullptr);
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// The compiler runtime's own word on an ISA (its CPUID reading, the OS state
// included): the features the ISA's files are compiled for.
bool runtime_runs(Isa isa) {
  const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                    __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
  switch (isa) {
    case Isa::scalar: return true;
    case Isa::sse2: return __builtin_cpu_supports("sse2");
    case Isa::avx2: return avx2;
    case Isa::avx512:
      return avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
             __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bw") &&
             __builtin_cpu_supports("avx512vl");
    case Isa::avx512icl:
      return runtime_runs(Isa::avx512) && __builtin_cpu_supports("gfni") &&
             __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512vbmi2") &&
             __builtin_cpu_supports("avx512vpopcntdq");
    default: return false;
  }
}
#endif

// The automatic choice against an independent reading of the CPU: the
// compiler runtime runs the chosen ISA and none of the compiled ones above it.
TEST_F(Dispatch, AutomaticChoiceIsTheBestIsaTheCpuRuns) {
  use_env("");
  const Isa active = lanefill::active_isa();
  EXPECT_NE(lanefill::active_reason().find("best"), std::string::npos);
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  __builtin_cpu_init();
  if (!__builtin_cpu_is("intel") && !__builtin_cpu_is("amd"))
    GTEST_SKIP() << "the compiler runtime decodes no features for this CPU's vendor";
  EXPECT_TRUE(runtime_runs(active)) << lanefill::name_of(active);
  for (Isa isa : lanefill::kAllIsas) {
    if (static_cast<int>(isa) > static_cast<int>(active) && lanefill::is_compiled(isa)) {
      EXPECT_FALSE(runtime_runs(isa)) << lanefill::name_of(isa) << " runs here but "
                                      << lanefill::name_of(active) << " was chosen";
    }
  }
#elif defined(__aarch64__)
  EXPECT_EQ(active, lanefill::is_compiled(Isa::neon) ? Isa::neon : Isa::scalar);
#elif defined(__wasm32__)
  // The SIMD128 module holds wasm128 and loaded, so the engine runs it.
  EXPECT_EQ(active, lanefill::is_compiled(Isa::wasm128) ? Isa::wasm128 : Isa::scalar);
#else
  EXPECT_EQ(active, Isa::scalar);
#endif
}

TEST_F(Dispatch, EnvironmentForcesASupportedIsa) {
  use_env("scalar");
  EXPECT_EQ(lanefill::active_isa(), Isa::scalar);
  EXPECT_NE(lanefill::active_reason().find("LANEFILL_ISA=scalar"), std::string::npos);
}

TEST_F(Dispatch, EnvironmentWithUnknownNameKeepsAutomaticChoiceAndSaysWhy) {
  use_env("");
  const Isa automatic = lanefill::active_isa();
  use_env("turbo");
  EXPECT_EQ(lanefill::active_isa(), automatic);
  const std::string reason = lanefill::active_reason();
  EXPECT_NE(reason.find("turbo"), std::string::npos) << reason;
  EXPECT_NE(reason.find("unknown"), std::string::npos) << reason;
}

TEST_F(Dispatch, EnvironmentWithUnsupportedIsaKeepsAutomaticChoiceAndSaysWhy) {
  const auto missing = an_unsupported_isa();
  if (!missing) GTEST_SKIP() << "this CPU and build support every ISA; nothing to ignore";
  use_env("");
  const Isa automatic = lanefill::active_isa();
  use_env(std::string(lanefill::name_of(*missing)).c_str());
  EXPECT_EQ(lanefill::active_isa(), automatic);
  EXPECT_NE(lanefill::active_reason().find("ignored"), std::string::npos)
      << lanefill::active_reason();
}

// The scalar ISA has every algorithm, labelled as asked.
TEST_F(Dispatch, ScalarHasEveryAlgorithm) {
  for (auto a : lanefill::kAllAlgorithms) {
    const Kernels* k = lanefill::find_kernels(Isa::scalar, a);
    ASSERT_NE(k, nullptr) << lanefill::name_of(a);
    EXPECT_EQ(std::string(k->algorithm), lanefill::name_of(a));
    EXPECT_EQ(k->rook_attacks(lanefill::A1, lanefill::square_bb(lanefill::A4)),
              0xfeULL | lanefill::square_bb(lanefill::A2) | lanefill::square_bb(lanefill::A3) |
                  lanefill::square_bb(lanefill::A4))
        << lanefill::name_of(a);
  }
}

TEST_F(Dispatch, FindKernelsMatchesTheImplementationTables) {
  for (Isa isa : lanefill::kAllIsas) {
    for (auto a : lanefill::kAllAlgorithms) {
      const Kernels* k = lanefill::find_kernels(isa, a);
      if (!lanefill::is_supported(isa)) {
        EXPECT_EQ(k, nullptr);
        continue;
      }
      EXPECT_EQ(k, lanefill::implementation(isa)->by_algorithm[static_cast<int>(a)]);
      if (k) {
        EXPECT_EQ(std::string(k->isa), lanefill::name_of(isa));
        EXPECT_EQ(std::string(k->algorithm), lanefill::name_of(a));
      }
    }
  }
}

std::string row_label(Isa isa, lanefill::CpuKind kind) {
  return std::string(lanefill::name_of(isa)) + " row for " + lanefill::name_of(kind);
}

// Every row of the plan, for every kind of CPU: its own ISA and CPU kind (or
// the ISA's default row), choices on the row's ISA or a narrower one, and
// every choice of a compiled ISA names a table that exists.
TEST_F(Dispatch, PlanRowsAreWellFormedForEveryCpuKind) {
  using lanefill::CpuKind;
  for (Isa isa : lanefill::kAllIsas) {
    const lanefill::PlanRow& fallback = lanefill::plan_row(isa, CpuKind::other);
    for (int kind = 0; kind < lanefill::kCpuKindCount; ++kind) {
      const auto cpu = static_cast<CpuKind>(kind);
      const lanefill::PlanRow& row = lanefill::plan_row(isa, cpu);
      const std::string label = row_label(isa, cpu);
      EXPECT_EQ(row.isa, isa) << label;
      EXPECT_TRUE(row.cpu == cpu || &row == &fallback) << label;
      EXPECT_NE(std::string(row.evidence), "") << label;
      const auto narrower = [&](Isa used) {
        return static_cast<int>(used) <= static_cast<int>(isa);
      };
      for (const lanefill::CallKind k : lanefill::kAllCallKinds) {
        EXPECT_TRUE(narrower(row.isa_of(k))) << label << " " << lanefill::name_of(k);
        if (!lanefill::is_compiled(row.isa_of(k))) continue;
        const lanefill::Implementation* impl = lanefill::implementation(row.isa_of(k));
        if (lanefill::is_othello(k)) {
          EXPECT_NE(impl->base, nullptr) << label;
        } else {
          EXPECT_NE(impl->by_algorithm[static_cast<int>(row.choice(k).algorithm)], nullptr)
              << label << " names a table that does not exist";
        }
      }
    }
  }
}

// Every row of the plan, for every kind of CPU, composes kernels that answer
// right in every entry: what a CPU of that kind would run, run here wherever
// this CPU supports the row's ISA.
TEST_F(Dispatch, EveryPlanRowComposesRightKernels) {
  using lanefill::CpuKind;
  for (Isa isa : lanefill::supported_isas()) {
    for (int kind = 0; kind < lanefill::kCpuKindCount; ++kind) {
      const auto cpu = static_cast<CpuKind>(kind);
      const Kernels d = lanefill::compose(lanefill::plan_row(isa, cpu));
      const std::string label = row_label(isa, cpu);
      EXPECT_EQ(std::string(d.isa), lanefill::name_of(isa)) << label;
      EXPECT_EQ(std::string(d.algorithm), "dispatched") << label;
      EXPECT_EQ(kernel_checks::table_mismatch(d), "") << label;
    }
  }
}

// The dispatched tables of each ISA are its row for this CPU, composed: every
// entry the same function; they stay put between calls.
TEST_F(Dispatch, DispatchedTablesAreThisCpusRow) {
  for (Isa isa : lanefill::supported_isas()) {
    ASSERT_EQ(lanefill::set_isa(isa), lanefill::SetIsaResult::ok);
    const Kernels want = lanefill::compose(lanefill::plan_row(isa));
    const Kernels& k = lanefill::kernels();
    const std::string label(lanefill::name_of(isa));
    EXPECT_EQ(std::string(k.isa), label);
    EXPECT_EQ(std::string(k.algorithm), "dispatched") << label;
#define LANEFILL_ENTRY(name, shape, kind, doc) EXPECT_EQ(k.name, want.name) << label << " " #name;
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
    EXPECT_EQ(&k, &lanefill::kernels()) << label;
  }
}

// Names are taken in any case; garbage is refused.
TEST_F(Dispatch, IsaNamesInAnyCase) {
  EXPECT_EQ(lanefill::isa_from_name("AVX2"), Isa::avx2);
  EXPECT_EQ(lanefill::isa_from_name("Scalar"), Isa::scalar);
  EXPECT_FALSE(lanefill::isa_from_name("avx2 "));
  EXPECT_FALSE(lanefill::isa_from_name(""));
  EXPECT_EQ(lanefill::set_isa("SCALAR"), lanefill::SetIsaResult::ok);
  EXPECT_EQ(lanefill::active_isa(), Isa::scalar);
  EXPECT_EQ(lanefill::set_isa("sse9"), lanefill::SetIsaResult::unknown_name);
  EXPECT_EQ(lanefill::active_isa(), Isa::scalar);
}

// find_kernels answers nullptr for a value outside the enumerators.
TEST_F(Dispatch, FindKernelsRefusesAnAlgorithmOutOfRange) {
  EXPECT_EQ(lanefill::find_kernels(Isa::scalar, static_cast<Algorithm>(lanefill::kAlgorithmCount)),
            nullptr);
  EXPECT_EQ(lanefill::find_kernels(Isa::scalar, static_cast<Algorithm>(-1)), nullptr);
  EXPECT_EQ(lanefill::find_kernels(static_cast<Isa>(lanefill::kIsaCount), Algorithm::sbamg),
            nullptr);
}

TEST_F(Dispatch, BatchApiChecksItsArguments) {
  std::vector<std::uint8_t> squares = {0, 27, 63};
  std::vector<lanefill::Bitboard> occ = {0, 0, 0}, out(3), short_out(2);
  lanefill::queen_attacks_batch(squares, occ, out);
  EXPECT_EQ(out[1], lanefill::queen_attacks(lanefill::D4, 0));
  EXPECT_THROW(lanefill::queen_attacks_batch(squares, occ, short_out), std::invalid_argument);
  squares[2] = 64;
  EXPECT_THROW(lanefill::queen_attacks_batch(squares, occ, out), std::invalid_argument);
  std::vector<lanefill::Bitboard> orth = {1, 2}, diag = {4, 8}, occ2 = {0, 0}, out2(2), out1(1);
  lanefill::slider_attacks_batch(orth, diag, occ2, out2);
  EXPECT_EQ(out2[0], lanefill::slider_attacks(1, 4, 0));
  EXPECT_THROW(lanefill::slider_attacks_batch(orth, diag, occ2, out1), std::invalid_argument);
  std::vector<lanefill::Bitboard> me = {1, 2}, them = {4, 2};
  EXPECT_THROW(lanefill::othello_moves_batch(me, them, out2), std::invalid_argument);
  them[1] = 8;
  lanefill::othello_moves_batch(me, them, out2);
  EXPECT_EQ(out2[1], lanefill::othello_moves(2, 8));
  // Empty batches are fine.
  lanefill::queen_attacks_batch(std::span<const std::uint8_t>{}, {}, {});
}

}  // namespace

namespace {

// Preconditions of the single-square calls are assertions in debug builds.
TEST(Preconditions, SquareOutOfRangeAssertsInDebugBuilds) {
#ifdef NDEBUG
  GTEST_SKIP() << "release build (NDEBUG): single-square preconditions are not checked; "
                  "the batch and C entry points always check";
#else
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(lanefill::rook_attacks(static_cast<lanefill::Square>(64), 0), "out of range");
  EXPECT_DEATH(lanefill::queen_attacks(static_cast<lanefill::Square>(-1), 0), "out of range");
#endif
}

}  // namespace
