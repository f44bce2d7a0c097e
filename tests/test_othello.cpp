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

// ---------------------------------------------------------------------------
// The endgame.

// The edge table (lanefill/native/othello_tables.h, generated by
// scripts/generate.py (scripts/codegen/othello_tables.py)) against the oracle's search on a real
// edge, for every way the 8 squares of rank 1 can be filled.
TEST(OthelloEndgame, EdgeTableIsTheSearch) {
  int states = 0;
  for (unsigned p = 0; p < 256; ++p)
    for (unsigned o = 0; o < 256; ++o) {
      if (p & o) continue;
      ++states;
      ASSERT_EQ(lanefill::othello::stable_discs(p, o) & 0xff,
                oracle::othello_stable_discs(p, o) & 0xff)
          << "rank 1 player " << p << " opponent " << o;
    }
  EXPECT_EQ(states, 6561);
}

// Endgame positions (random play to the end and random dense boards): the
// constexpr reference of each quantity against the oracle's walk.
TEST(OthelloEndgame, ReferenceMatchesTheOracle) {
  auto positions = random_positions(40);
  oracle::Rng rng(0x5eab1e);
  for (int i = 0; i < 4000; ++i) {
    const Bitboard empty = rng.next() & rng.next() & rng.next() & (i % 2 ? rng.next() : ~0ULL);
    const Bitboard p = ~empty & rng.next();
    positions.push_back({p, ~empty & ~p});
  }
  for (const auto& [me, them] : positions) {
    namespace ref = lanefill::othello;
    ASSERT_EQ(ref::stable_discs(me, them), oracle::othello_stable_discs(me, them))
        << oracle::hex(me) << " " << oracle::hex(them);
    ASSERT_EQ(ref::potential_moves(me, them), oracle::othello_potential_moves(me, them));
    ASSERT_EQ(ref::mobility(me, them), oracle::othello_mobility(me, them));
    const auto full = ref::full_lines(me | them), want = oracle::othello_full_lines(me | them);
    for (int l = 0; l < 4; ++l) ASSERT_EQ(full[l], want[l]) << oracle::hex(me | them) << " " << l;
    for (int sq = 0; sq < 64; sq += 7)
      ASSERT_EQ(ref::last_flip_count(Square(sq), me), oracle::othello_last_flip_count(sq, me));
  }
}

// Known values: a full board of one colour is all stable and flips nothing
// more; the start has nothing stable; corners and a full rank 1.
TEST(OthelloEndgame, KnownPositions) {
  namespace ref = lanefill::othello;
  static_assert(ref::stable_discs(~0ULL, 0) == ~0ULL);
  static_assert(ref::stable_discs(ref::kStartBlack, ref::kStartWhite) == 0);
  static_assert(ref::stable_discs(0x8100000000000081ULL, 0) == 0x8100000000000081ULL);
  static_assert(ref::stable_discs(0xffULL, 0) == 0xffULL);
  static_assert(ref::mobility(ref::kStartBlack, ref::kStartWhite) == 4);
  // a1 empty, b1..g1 white, h1 black, the rest white: black on a1 flips b1..g1.
  static_assert(ref::last_flip_count(lanefill::A1, 0x80ULL) == 6);
  static_assert(ref::last_flip_count(lanefill::A1, 0x1ULL) == 0);  // the player has a1
  // Potential moves of the start: the empty squares around the two white discs
  // (d4, e5), diagonal neighbours included.
  static_assert(ref::potential_moves(ref::kStartBlack, ref::kStartWhite) == 0x00003824241c0000ULL);
  static_assert(ref::full_lines(0xffULL)[0] == 0xffULL && ref::full_lines(0xffULL)[1] == 0);
  EXPECT_EQ(lanefill::othello_mobility(ref::kStartBlack, ref::kStartWhite), 4);
  EXPECT_EQ(lanefill_othello_last_flip_count(64, 1), LANEFILL_ERROR_SQUARE);
  EXPECT_EQ(lanefill_othello_mobility(1, 1), LANEFILL_ERROR_OVERLAP);
  EXPECT_EQ(lanefill_othello_full_lines(0, nullptr), LANEFILL_ERROR_NULL_POINTER);
}

// The endgame batches: the oracle's answers, refusals before writing.
TEST(OthelloEndgame, BatchesMatchAndRefuseBadInput) {
  const auto positions = random_positions(10);
  const std::size_t n = positions.size();
  std::vector<Bitboard> me(n), them(n), stable(n), potential(n);
  std::vector<std::uint8_t> squares(n), mobility(n + 1, 0xee), last(n + 1, 0xee);
  for (std::size_t i = 0; i < n; ++i) {
    me[i] = positions[i].first;
    them[i] = positions[i].second;
    squares[i] = static_cast<std::uint8_t>((i * 13) % 64);
  }
  lanefill::othello_stable_discs_batch(me.data(), them.data(), stable.data(), n);
  lanefill::othello_potential_moves_batch(me.data(), them.data(), potential.data(), n);
  lanefill::othello_mobility_batch(me.data(), them.data(), mobility.data(), n);
  lanefill::othello_last_flip_count_batch(squares.data(), me.data(), last.data(), n);
  for (std::size_t i = 0; i < n; ++i) {
    ASSERT_EQ(stable[i], oracle::othello_stable_discs(me[i], them[i]));
    ASSERT_EQ(potential[i], oracle::othello_potential_moves(me[i], them[i]));
    ASSERT_EQ(mobility[i], oracle::othello_mobility(me[i], them[i]));
    ASSERT_EQ(last[i], oracle::othello_last_flip_count(squares[i], me[i]));
  }
  EXPECT_EQ(mobility[n], 0xee);
  EXPECT_EQ(last[n], 0xee);
  std::vector<Bitboard> bad = them;
  bad[n / 2] |= me[n / 2] & (~me[n / 2] + 1);
  std::vector<std::uint8_t> untouched(n, 9);
  EXPECT_EQ(lanefill_othello_mobility_batch(me.data(), bad.data(), untouched.data(), n),
            LANEFILL_ERROR_OVERLAP);
  EXPECT_EQ(untouched[0], 9);
  EXPECT_THROW(lanefill::othello_mobility_batch(me.data(), bad.data(), untouched.data(), n),
               std::invalid_argument);
  squares[n - 1] = 64;
  EXPECT_EQ(lanefill_othello_last_flip_count_batch(squares.data(), me.data(), untouched.data(), n),
            LANEFILL_ERROR_SQUARE);
  EXPECT_EQ(untouched[0], 9);
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
