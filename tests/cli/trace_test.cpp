// tests/cli/trace_test.cpp — the traced steps end in the kernels' own
// answers: for every ISA and every traceable algorithm, the trace's result
// equals the constexpr reference, and, on every ISA this CPU runs, the
// dispatched table's call of the same kernel (ray_attacks, the slider batch,
// the Othello batch, SBAMG's lines, Othello flips), on random positions.
#include "trace.hpp"

#include <map>
#include <string>

#include <gtest/gtest.h>

#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "lanefill/othello.hpp"

namespace {

using lanefill::Bitboard;
using lanefill::Isa;
using lanefill::trace::Kernel;

// splitmix64
struct Rng {
  std::uint64_t s;
  Bitboard next() {
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
};

lanefill::trace::Request random_request(Kernel k, Isa isa, lanefill::Algorithm a, Rng& rng) {
  lanefill::trace::Request r;
  r.kernel = k, r.isa = isa, r.algorithm = a;
  const int boards = k == Kernel::rays ? 1 : lanefill::trace::boards_per_register(isa);
  for (int i = 0; i < boards; ++i) {
    const Bitboard occ = rng.next() & rng.next();
    r.occupied.push_back(occ);
    r.orth.push_back(occ & rng.next());
    r.diag.push_back(occ & rng.next() & ~r.orth.back());
    const Bitboard discs = rng.next() | rng.next();
    r.player.push_back(discs & rng.next());
    r.opponent.push_back(discs & ~r.player.back());
  }
  return r;
}

void expect_traces_end_right(Kernel k, const std::string& kernel) {
  Rng rng{0x7ace};
  std::map<std::string, int> shown;  // per ISA/algorithm: rounds with output 0 not 0
  for (const Isa isa : lanefill::kAllIsas)
    for (const lanefill::Algorithm a : lanefill::trace::traceable_algorithms(k, isa))
      for (int round = 0; round < 20; ++round) {
        const auto t = lanefill::trace::run(random_request(k, isa, a, rng));
        const std::string label = kernel + " " + std::string(lanefill::name_of(isa)) + "/" +
                                  std::string(lanefill::name_of(a));
        ASSERT_FALSE(t.outputs.empty()) << label;
        ASSERT_FALSE(t.steps.empty()) << label;
        EXPECT_TRUE(t.matches_reference) << label;
        if (lanefill::is_supported(isa)) {
          ASSERT_TRUE(t.matches_dispatched.has_value()) << label;
          EXPECT_TRUE(*t.matches_dispatched) << label;
        }
        // The last step of the register that computes output 0 holds it
        // (counted, so that rounds whose output 0 is 0 cannot pass alone).
        int& rounds_shown = shown[label];
        if (t.outputs.front().got == 0) continue;
        ++rounds_shown;
        bool seen = false;
        for (const auto& s : t.steps)
          for (Bitboard lane : s.lanes) seen = seen || lane == t.outputs.front().got;
        EXPECT_TRUE(seen) << label << ": no step shows the result";
      }
  for (const auto& [label, rounds] : shown)
    EXPECT_GT(rounds, 0) << label << ": output 0 was 0 in every round, nothing was checked";
}

TEST(Trace, RaysEndInTheKernelsAnswers) { expect_traces_end_right(Kernel::rays, "rays"); }
TEST(Trace, BatchesEndInTheKernelsAnswers) { expect_traces_end_right(Kernel::batch, "batch"); }
TEST(Trace, OthelloEndsInTheKernelsAnswers) { expect_traces_end_right(Kernel::othello, "othello"); }

// The ISAs whose `kernel` the trace steps through (SBAMG: SSE2, AVX2, AVX-512,
// avx512icl on its registers and SIMD128;
// flips: NEON and AVX2), each proven below; the others say why not.
std::vector<Isa> isas_tracing(Kernel kernel) {
  std::vector<Isa> out;
  for (const Isa isa : lanefill::kAllIsas)
    if (!lanefill::trace::traceable_algorithms(kernel, isa).empty()) out.push_back(isa);
  return out;
}

// SBAMG stage by stage: every square, random occupancies.
TEST(Trace, SbamgEndsInTheKernelsAnswers) {
  Rng rng{0x5ba3};
  EXPECT_EQ(isas_tracing(Kernel::sbamg),
            (std::vector<Isa>{Isa::sse2, Isa::avx2, Isa::avx512, Isa::avx512icl, Isa::wasm128}));
  for (const Isa isa : isas_tracing(Kernel::sbamg))
    for (int sq = 0; sq < 64; ++sq) {
      lanefill::trace::Request r;
      r.kernel = Kernel::sbamg, r.isa = isa, r.algorithm = lanefill::Algorithm::sbamg;
      r.square = sq;
      r.occupied = {rng.next() & rng.next()};
      const auto t = lanefill::trace::run(r);
      ASSERT_EQ(t.outputs.size(), 6u) << sq;  // four lines, rook, bishop
      EXPECT_TRUE(t.matches_reference) << lanefill::name_of(isa) << " square " << sq;
      if (lanefill::is_supported(isa)) {
        ASSERT_TRUE(t.matches_dispatched.has_value());
        EXPECT_TRUE(*t.matches_dispatched) << lanefill::name_of(isa) << " square " << sq;
      }
    }
}

// Flips by the bodies of lanefill/detail/bodies.hpp, every empty square of
// random positions.
TEST(Trace, FlipsEndInTheKernelsAnswers) {
  Rng rng{0xf11b};
  EXPECT_EQ(isas_tracing(Kernel::flips), (std::vector<Isa>{Isa::avx2, Isa::neon}));
  for (const Isa isa : isas_tracing(Kernel::flips))
    for (int round = 0; round < 40; ++round) {
      const Bitboard discs = rng.next() | rng.next();
      const Bitboard player = discs & rng.next(), opponent = discs & ~player;
      for (int sq = 0; sq < 64; ++sq) {
        if ((discs >> sq) & 1) continue;
        lanefill::trace::Request r;
        r.kernel = Kernel::flips, r.isa = isa, r.square = sq;
        r.player = {player}, r.opponent = {opponent};
        const auto t = lanefill::trace::run(r);
        ASSERT_EQ(t.outputs.size(), 1u);
        ASSERT_TRUE(t.matches_reference) << lanefill::name_of(isa) << " square " << sq;
        if (lanefill::is_supported(isa)) {
          ASSERT_TRUE(t.matches_dispatched.has_value());
          ASSERT_TRUE(*t.matches_dispatched) << lanefill::name_of(isa) << " square " << sq;
        }
      }
    }
}

// Kogge-Stone needs fewer fill steps than dumb7fill on every ISA: three
// doubling steps against six or seven single ones.
TEST(Trace, KoggeStoneTakesFewerStepsThanDumb7fill) {
  Rng rng{0x5eed};
  for (const Isa isa : lanefill::kAllIsas) {
    if (lanefill::trace::traceable_algorithms(Kernel::rays, isa).empty()) continue;  // refused
    const auto dumb7 = lanefill::trace::run(
        random_request(Kernel::rays, isa, lanefill::Algorithm::dumb7_unrolled, rng));
    const auto kogge = lanefill::trace::run(
        random_request(Kernel::rays, isa, lanefill::Algorithm::kogge_stone, rng));
    EXPECT_LT(kogge.steps.size(), dumb7.steps.size()) << lanefill::name_of(isa);
  }
}

}  // namespace
