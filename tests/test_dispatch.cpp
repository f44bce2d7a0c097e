// Dispatch: LANEFILL_ISA, set_isa, reset_isa, find_kernels, checked batches.
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::AttackKernels;
using lanefill::Isa;

// Restores LANEFILL_ISA and the automatic choice after each test, so the
// per-ISA ctest runs (which set LANEFILL_ISA) keep their forced ISA.
class Dispatch : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* v = std::getenv("LANEFILL_ISA");
    if (v != nullptr) saved_ = std::string(v);
  }
  void TearDown() override {
    if (saved_)
      ::setenv("LANEFILL_ISA", saved_->c_str(), 1);
    else
      ::unsetenv("LANEFILL_ISA");
    lanefill::reset_isa();
  }
  static void use_env(const char* value) {
    ::setenv("LANEFILL_ISA", value, 1);
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
  EXPECT_LE(supported.size(), compiled.size());
  for (Isa isa : supported) EXPECT_TRUE(lanefill::is_compiled(isa));
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
    EXPECT_EQ(lanefill::kernels().isa, isa);
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

TEST_F(Dispatch, AutomaticChoiceIsTheBestSupportedIsa) {
  use_env("");
  Isa best = Isa::scalar;
  for (Isa isa : lanefill::kAllIsas)
    if (lanefill::is_supported(isa)) best = isa;
  EXPECT_EQ(lanefill::active_isa(), best);
  EXPECT_NE(lanefill::active_reason().find("best"), std::string::npos);
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

TEST_F(Dispatch, KernelsByAlgorithmIsNeverNull) {
  for (auto a : lanefill::kAllAlgorithms) {
    const lanefill::AttackKernels& k = lanefill::kernels(a);
    EXPECT_EQ(k.algorithm, a);
    EXPECT_EQ(lanefill::popcount(k.rook_attacks(lanefill::A1, 0)), 14);
  }
}

TEST_F(Dispatch, FindKernelsMatchesTheImplementationTables) {
  for (Isa isa : lanefill::kAllIsas) {
    for (auto a : lanefill::kAllAlgorithms) {
      const lanefill::AttackKernels* k = lanefill::find_kernels(isa, a);
      if (!lanefill::is_supported(isa)) {
        EXPECT_EQ(k, nullptr);
        continue;
      }
      EXPECT_EQ(k, lanefill::implementation(isa)->by_algorithm[static_cast<int>(a)]);
      if (k) {
        EXPECT_EQ(k->isa, isa);
        EXPECT_EQ(k->algorithm, a);
      }
    }
  }
}

// The dispatched table of each ISA is its plan row, entry by entry.
TEST_F(Dispatch, DispatchedTableIsThePlanRow) {
  using lanefill::CallKind;
  for (Isa isa : lanefill::kAllIsas) {
    if (!lanefill::is_supported(isa)) continue;
    const lanefill::PlanRow& row = lanefill::plan_row(isa);
    EXPECT_EQ(row.isa, isa);
    const auto table = [&](CallKind kind) {
      const lanefill::KernelChoice c = row.choice(kind);
      // A row uses its own ISA's tables or portable scalar ones.
      EXPECT_TRUE(c.isa == isa || c.isa == Isa::scalar) << lanefill::name_of(isa);
      const AttackKernels* k = lanefill::find_kernels(c.isa, c.algorithm);
      EXPECT_NE(k, nullptr) << lanefill::name_of(isa) << " plan names a missing table";
      return k;
    };
    const AttackKernels* set = table(CallKind::set_wise);
    const AttackKernels* one = table(CallKind::single_square);
    const AttackKernels* queens = table(CallKind::queen_batch);
    const AttackKernels* sliders = table(CallKind::slider_batch);
    ASSERT_TRUE(set && one && queens && sliders);
    ASSERT_EQ(lanefill::set_isa(isa), lanefill::SetIsaResult::ok);
    const AttackKernels& k = lanefill::kernels();
    EXPECT_EQ(k.isa, isa);
    EXPECT_EQ(lanefill::active_isa(), isa);
    EXPECT_EQ(k.algorithm, set->algorithm);
    EXPECT_EQ(k.ray_attacks, set->ray_attacks);
    EXPECT_EQ(k.occluded_fills, set->occluded_fills);
    EXPECT_EQ(k.slider_attacks, set->slider_attacks);
    EXPECT_EQ(k.rook_attacks, one->rook_attacks);
    EXPECT_EQ(k.bishop_attacks, one->bishop_attacks);
    EXPECT_EQ(k.queen_attacks, one->queen_attacks);
    EXPECT_EQ(k.queen_attacks_batch, queens->queen_attacks_batch);
    EXPECT_EQ(k.slider_attacks_batch, sliders->slider_attacks_batch);
    // And the table stays put: fetching it again gives the same object.
    EXPECT_EQ(&k, &lanefill::kernels());
  }
}

// The dispatched Othello table of each ISA is its plan row's Othello column:
// moves, flips and batch each from the ISA the row names, the row's own ISA
// or a narrower one; the dispatched calls go through that table.
TEST_F(Dispatch, DispatchedOthelloIsThePlanRow) {
  for (Isa isa : lanefill::kAllIsas) {
    if (!lanefill::is_supported(isa)) continue;
    const lanefill::OthelloChoice c = lanefill::plan_row(isa).othello;
    const auto table = [isa](Isa used) {
      EXPECT_LE(static_cast<int>(used), static_cast<int>(isa)) << lanefill::name_of(isa);
      const lanefill::OthelloKernels* k = lanefill::implementation(used)->othello;
      EXPECT_NE(k, nullptr);
      if (k) {
        EXPECT_EQ(k->isa, used);
      }
      return k;
    };
    const lanefill::OthelloKernels* moves = table(c.moves);
    const lanefill::OthelloKernels* flips = table(c.flips);
    const lanefill::OthelloKernels* batch = table(c.batch);
    ASSERT_TRUE(moves && flips && batch);
    ASSERT_EQ(lanefill::set_isa(isa), lanefill::SetIsaResult::ok);
    const lanefill::OthelloKernels& k = lanefill::othello_kernels();
    EXPECT_EQ(k.isa, isa);
    EXPECT_EQ(k.moves, moves->moves) << lanefill::name_of(isa);
    EXPECT_EQ(k.flips, flips->flips) << lanefill::name_of(isa);
    EXPECT_EQ(k.moves_batch, batch->moves_batch) << lanefill::name_of(isa);
    EXPECT_EQ(&k, &lanefill::othello_kernels());
    // The calls run it: d3 c4 f5 e6 from the start, d3 flips d4.
    const lanefill::Bitboard black = lanefill::othello::kStartBlack;
    const lanefill::Bitboard white = lanefill::othello::kStartWhite;
    EXPECT_EQ(lanefill::othello_moves(black, white), 0x0000102004080000ULL);
    EXPECT_EQ(lanefill::othello_flips(lanefill::D3, black, white),
              lanefill::square_bb(lanefill::D4));
  }
}

// Per-CPU rows: a CPU kind with a row of its own gets it, any other kind the
// ISA's default row; the dispatched calls use this CPU's row.
TEST_F(Dispatch, PlanRowsPerKindOfCpu) {
  using lanefill::CpuKind;
  for (Isa isa : lanefill::kAllIsas) {
    const lanefill::PlanRow& fallback = lanefill::plan_row(isa, CpuKind::other);
    EXPECT_EQ(fallback.isa, isa);
    EXPECT_EQ(fallback.cpu, CpuKind::other);
    EXPECT_NE(std::string(fallback.evidence), "");
    EXPECT_EQ(&lanefill::plan_row(isa), &lanefill::plan_row(isa, lanefill::cpu_kind()));
    for (int k = 0; k < lanefill::kCpuKindCount; ++k) {
      const lanefill::PlanRow& row = lanefill::plan_row(isa, static_cast<CpuKind>(k));
      EXPECT_EQ(row.isa, isa);
      EXPECT_TRUE(row.cpu == static_cast<CpuKind>(k) || &row == &fallback);
    }
  }
}

// Every row of the plan, for every kind of CPU, composes kernels that follow
// the row and answer right: what a CPU of that kind would run, run here
// wherever this CPU supports the row's ISA (a Zen 4 row's AVX2 Othello
// kernels run on any AVX2 machine, for example).
TEST_F(Dispatch, EveryPlanRowComposesRightKernels) {
  using lanefill::CpuKind;
  oracle::Rng rng(0x91a7);
  int rows = 0;
  for (Isa isa : lanefill::supported_isas()) {
    for (int kind = 0; kind < lanefill::kCpuKindCount; ++kind) {
      const lanefill::PlanRow& row = lanefill::plan_row(isa, static_cast<CpuKind>(kind));
      const lanefill::DispatchedKernels d = lanefill::detail::compose(row);
      const std::string label = std::string(lanefill::name_of(isa)) + " row for " +
                                lanefill::name_of(static_cast<CpuKind>(kind));
      ASSERT_EQ(d.attacks.isa, isa) << label;
      ASSERT_EQ(d.othello.isa, isa) << label;
      EXPECT_EQ(d.othello.flips, lanefill::implementation(row.othello.flips)->othello->flips)
          << label;
      EXPECT_EQ(
          d.attacks.queen_attacks,
          lanefill::find_kernels(row.single_square.isa, row.single_square.algorithm)->queen_attacks)
          << label;
      for (int i = 0; i < 2000; ++i) {
        const int sq = rng.square();
        const lanefill::Bitboard occ = rng.next() & rng.next();
        const lanefill::Bitboard orth = occ & rng.next() & rng.next();
        const lanefill::Bitboard diag = occ & rng.next() & rng.next() & ~orth;
        ASSERT_EQ(d.attacks.queen_attacks(sq, occ), oracle::queen_attacks(sq, occ)) << label;
        ASSERT_EQ(d.attacks.slider_attacks(orth, diag, occ),
                  oracle::slider_attacks(orth, diag, occ))
            << label;
        const lanefill::Bitboard me = occ & rng.next(), them = occ & ~me;
        ASSERT_EQ(d.othello.moves(me, them), oracle::othello_moves(me, them)) << label;
        if (((occ >> sq) & 1) == 0) {
          ASSERT_EQ(d.othello.flips(sq, me, them), oracle::othello_flips(sq, me, them)) << label;
        }
      }
      ++rows;
    }
  }
  EXPECT_GE(rows, lanefill::kCpuKindCount);
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

// kernels(Algorithm) refuses a value outside the enumerators, as find_kernels does.
TEST_F(Dispatch, KernelsRefusesAnAlgorithmOutOfRange) {
  const auto bad = static_cast<Algorithm>(lanefill::kAlgorithmCount);
  EXPECT_EQ(lanefill::find_kernels(Isa::scalar, bad), nullptr);
  EXPECT_THROW(lanefill::kernels(bad), std::invalid_argument);
  EXPECT_THROW(lanefill::kernels(static_cast<Algorithm>(-1)), std::invalid_argument);
}

TEST_F(Dispatch, BatchApiChecksItsArguments) {
  std::vector<std::uint8_t> squares = {0, 27, 63};
  std::vector<lanefill::Bitboard> occ = {0, 0, 0}, out(3), short_out(2);
  lanefill::queen_attacks(squares, occ, out);
  EXPECT_EQ(out[1], lanefill::queen_attacks(lanefill::D4, 0));
  EXPECT_THROW(lanefill::queen_attacks(squares, occ, short_out), std::invalid_argument);
  squares[2] = 64;
  EXPECT_THROW(lanefill::queen_attacks(squares, occ, out), std::invalid_argument);
  std::vector<lanefill::Bitboard> orth = {1, 2}, diag = {4, 8}, occ2 = {0, 0}, out2(2), out1(1);
  lanefill::slider_attacks(orth, diag, occ2, out2);
  EXPECT_EQ(out2[0], lanefill::slider_attacks(1, 4, 0));
  EXPECT_THROW(lanefill::slider_attacks(orth, diag, occ2, out1), std::invalid_argument);
  // Empty batches are fine.
  lanefill::queen_attacks(std::span<const std::uint8_t>{}, {}, {});
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
