// tests/test_othello.cpp — Othello moves, flips and perft (lanefill/othello.hpp,
// the dispatched calls, the C API, examples/othello) against an oracle written
// here: square-by-square walks with file and rank arithmetic.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Bitboard;
using lanefill::Square;

Bitboard flips_oracle(int sq, Bitboard me, Bitboard them) {
  return oracle::othello_flips(sq, me, them);
}
Bitboard moves_oracle(Bitboard me, Bitboard them) { return oracle::othello_moves(me, them); }
std::uint64_t perft_oracle(Bitboard me, Bitboard them, int depth) {
  if (depth == 0) return 1;
  const Bitboard m = moves_oracle(me, them);
  if (!m) {
    if (!moves_oracle(them, me)) return 0;
    return depth == 1 ? 1 : perft_oracle(them, me, depth - 1);
  }
  std::uint64_t n = 0;
  for (int sq = 0; sq < 64; ++sq)
    if ((m >> sq) & 1) {
      const Bitboard f = flips_oracle(sq, me, them);
      n += perft_oracle(them & ~f, me | f | (Bitboard{1} << sq), depth - 1);
    }
  return n;
}

// Positions reached by random play from the start (passes included).
std::vector<std::pair<Bitboard, Bitboard>> random_positions(int games) {
  std::vector<std::pair<Bitboard, Bitboard>> out;
  oracle::Rng rng(0x07e110);
  for (int g = 0; g < games; ++g) {
    Bitboard me = lanefill::othello::kStartBlack, them = lanefill::othello::kStartWhite;
    for (int ply = 0; ply < 70; ++ply) {
      out.push_back({me, them});
      const Bitboard m = moves_oracle(me, them);
      if (!m) {
        if (!moves_oracle(them, me)) break;
        std::swap(me, them);
        continue;
      }
      Bitboard pick = m;
      for (unsigned k = rng.below(static_cast<unsigned>(__builtin_popcountll(m))); k > 0; --k)
        pick &= pick - 1;
      const int sq = __builtin_ctzll(pick);
      const Bitboard f = flips_oracle(sq, me, them);
      const Bitboard next_me = them & ~f, next_them = me | f | (Bitboard{1} << sq);
      me = next_me;
      them = next_them;
    }
  }
  return out;
}

// Every square, every direction, every run length 0..6 of opponent discs,
// closed by an own disc, by an empty square or by the edge, with and without
// unrelated discs around, on the constexpr reference: the outflank bit
// scans, the edge masks and the 1, 1, 2, 2 prefix (run length 6 needs every
// step) at every board edge. (Every kernel table meets the same runs in
// test_kernels.cpp.)
TEST(Othello, ReferenceEveryRunFromEverySquare) {
  oracle::Rng rng(0x0e1105);
  const int runs = oracle::for_each_othello_run(rng, [&](const oracle::OthelloRun& run) {
    const int sq = run.square;
    const Bitboard p = run.player, o = run.opponent;
    // Moves of a player who owns the square: the run's far end.
    const Bitboard p_moves = p | oracle::bit(sq % 8, sq / 8);
    const Bitboard flips = flips_oracle(sq, p, o), moves = moves_oracle(p_moves, o);
    const auto where = [&] {
      return "square " + std::to_string(sq) + " step " + std::to_string(run.step.file) + "," +
             std::to_string(run.step.rank) + " run " + std::to_string(run.length) + " end " +
             std::to_string(run.end);
    };
    EXPECT_EQ(lanefill::othello::flips(static_cast<Square>(sq), p, o), flips) << where();
    EXPECT_EQ(lanefill::othello::moves(p_moves, o), moves) << where();
    return !::testing::Test::HasFailure();  // stop at the first wrong case
  });
  EXPECT_GT(runs, 5000);
}

// The dispatched calls on the active ISA (rerun per forced ISA: Dispatched*).
TEST(DispatchedOthello, MovesAndFlipsMatchTheOracle) {
  const auto positions = random_positions(60);
  ASSERT_GT(positions.size(), 3000u);
  for (const auto& [me, them] : positions) {
    const Bitboard want = moves_oracle(me, them);
    ASSERT_EQ(lanefill::othello::moves(me, them), want);
    ASSERT_EQ(lanefill::othello_moves(me, them), want);
    ASSERT_EQ(lanefill_othello_moves(me, them), want);
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard f = flips_oracle(sq, me, them);
      ASSERT_EQ(lanefill::othello_flips(static_cast<Square>(sq), me, them), f) << sq;
      ASSERT_EQ(lanefill_othello_flips(sq, me, them), f) << sq;
    }
  }
}

TEST(Othello, BatchesMatchAndRefuseBadInput) {
  const auto positions = random_positions(10);
  const std::size_t n = positions.size();
  std::vector<Bitboard> me(n), them(n), want(n), out(n + 1, 7), out_c(n + 1, 7);
  for (std::size_t i = 0; i < n; ++i) {
    me[i] = positions[i].first;
    them[i] = positions[i].second;
    want[i] = moves_oracle(me[i], them[i]);
  }
  lanefill::othello_moves_batch(me.data(), them.data(), out.data(), n);
  ASSERT_EQ(lanefill_othello_moves_batch(me.data(), them.data(), out_c.data(), n), 0);
  for (std::size_t i = 0; i < n; ++i) {
    ASSERT_EQ(out[i], want[i]);
    ASSERT_EQ(out_c[i], want[i]);
  }
  EXPECT_EQ(out[n], 7u);  // nothing past the end
  // Overlapping discs: refused before anything is written.
  std::vector<Bitboard> bad = them;
  bad[n / 2] |= me[n / 2] & (~me[n / 2] + 1);
  std::vector<Bitboard> untouched(n, 9);
  EXPECT_EQ(lanefill_othello_moves_batch(me.data(), bad.data(), untouched.data(), n),
            LANEFILL_ERROR_OVERLAP);
  EXPECT_NE(std::string(lanefill_last_error()).find("overlap"), std::string::npos);
  EXPECT_EQ(untouched[0], 9u);
  EXPECT_THROW(lanefill::othello_moves_batch(me.data(), bad.data(), untouched.data(), n),
               std::invalid_argument);
  EXPECT_EQ(lanefill_othello_moves_batch(nullptr, bad.data(), untouched.data(), 1),
            LANEFILL_ERROR_NULL_POINTER);
  EXPECT_EQ(lanefill_othello_moves(1, 1), 0u);
  EXPECT_EQ(lanefill_othello_flips(64, 1, 2), 0u);
  EXPECT_NE(std::string(lanefill_last_error()).find("outside 0..63"), std::string::npos);
}

TEST(Othello, PerftFromTheStartIsPublished) {
  // Edax's convention (lanefill's): pass = a ply and a leaf node, game over = 0.
  const std::uint64_t published[] = {4, 12, 56, 244, 1396, 8200, 55092, 390216};
  for (int d = 1; d <= 8; ++d)
    EXPECT_EQ(perft_oracle(lanefill::othello::kStartBlack, lanefill::othello::kStartWhite, d),
              published[d - 1])
        << "the oracle itself, depth " << d;
}

}  // namespace
