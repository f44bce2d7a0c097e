// tests/native/test_native.cpp — lanefill/native.hpp against the oracle and the
// dispatched calls. Built three times (tests/native/CMakeLists.txt): with the
// plain flags (scalar kernel), -march=x86-64-v3 (AVX2) and -march=x86-64-v4
// (AVX-512); EXPECTED_ISA says which kernel each build must have picked.
// Othello: native::othello_moves / othello_flips against the oracle's
// square-by-square walk and the dispatched calls, on positions reached by
// random play (passes and finished games included) and on every run length
// in every direction from every square.
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "lanefill/lanefill.hpp"
#include "lanefill/native.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Bitboard;
using lanefill::Square;

TEST(Native, CompiledKernelIsTheOneTheFlagsAllow) {
  EXPECT_EQ(std::string(lanefill::native::isa_name()), EXPECTED_ISA);
}

TEST(Native, SingleSquareMatchesOracleAndDispatch) {
  int checked = 0;
  for (Bitboard occ : oracle::test_occupancies(0x5eed, 40)) {
    for (int sq = 0; sq < 64; ++sq) {
      const auto s = static_cast<Square>(sq);
      ASSERT_EQ(lanefill::native::rook_attacks(s, occ), oracle::rook_attacks(sq, occ))
          << "rook " << sq << " " << oracle::hex(occ);
      ASSERT_EQ(lanefill::native::bishop_attacks(s, occ), oracle::bishop_attacks(sq, occ))
          << "bishop " << sq << " " << oracle::hex(occ);
      ASSERT_EQ(lanefill::native::queen_attacks(s, occ), oracle::queen_attacks(sq, occ))
          << "queen " << sq << " " << oracle::hex(occ);
      ASSERT_EQ(lanefill::native::queen_attacks(s, occ), lanefill::queen_attacks(s, occ));
      ++checked;
    }
  }
  EXPECT_GT(checked, 64 * 200);
}

TEST(Native, SetWiseMatchesOracleAndDispatch) {
  auto cases = oracle::slider_cases(0xab, 20);
  // Lone sliders too: one rook-like or one bishop-like piece.
  oracle::Rng rng(7);
  for (int i = 0; i < 500; ++i) {
    const Bitboard one = Bitboard{1} << rng.square();
    const Bitboard occ = rng.next() & rng.next();
    cases.push_back({i % 2 ? one : 0, i % 2 ? 0 : one, occ});
  }
  for (const auto& c : cases) {
    const auto expected = oracle::all_ray_attacks(c.orth, c.diag, c.occupied);
    ASSERT_EQ(lanefill::native::ray_attacks(c.orth, c.diag, c.occupied), expected)
        << oracle::hex(c.orth) << " " << oracle::hex(c.diag) << " " << oracle::hex(c.occupied);
    ASSERT_EQ(lanefill::native::slider_attacks(c.orth, c.diag, c.occupied),
              oracle::slider_attacks(c.orth, c.diag, c.occupied));
    ASSERT_EQ(lanefill::native::slider_attacks(c.orth, c.diag, c.occupied),
              lanefill::slider_attacks(c.orth, c.diag, c.occupied));
  }
}

// Othello positions from random play with the oracle, both sides to move at
// every ply: a position where the mover has no move is kept (a pass), and so
// is a finished game's last position.
struct OthelloPosition {
  Bitboard player, opponent;
};
std::vector<OthelloPosition> random_othello_positions(std::uint64_t seed, int games) {
  std::vector<OthelloPosition> out;
  oracle::Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    Bitboard me = lanefill::othello::kStartBlack, them = lanefill::othello::kStartWhite;
    for (int ply = 0; ply < 80; ++ply) {
      out.push_back({me, them});
      const Bitboard moves = oracle::othello_moves(me, them);
      if (moves == 0) {
        if (oracle::othello_moves(them, me) == 0) break;  // the game is over
        std::swap(me, them);                              // a pass
        continue;
      }
      Bitboard pick = moves;
      for (unsigned k = rng.below(static_cast<unsigned>(__builtin_popcountll(moves))); k > 0; --k)
        pick &= pick - 1;
      const int sq = __builtin_ctzll(pick);
      const Bitboard f = oracle::othello_flips(sq, me, them);
      const Bitboard next_me = them & ~f, next_them = me | f | (Bitboard{1} << sq);
      me = next_me;
      them = next_them;
    }
  }
  return out;
}

void expect_othello_matches(Bitboard me, Bitboard them) {
  const Bitboard moves = lanefill::native::othello_moves(me, them);
  ASSERT_EQ(moves, oracle::othello_moves(me, them)) << oracle::hex(me) << " " << oracle::hex(them);
  ASSERT_EQ(moves, lanefill::othello_moves(me, them));
  for (int sq = 0; sq < 64; ++sq) {
    const auto s = static_cast<Square>(sq);
    const Bitboard f = lanefill::native::othello_flips(s, me, them);
    ASSERT_EQ(f, oracle::othello_flips(sq, me, them))
        << "square " << sq << " " << oracle::hex(me) << " " << oracle::hex(them);
    ASSERT_EQ(f, lanefill::othello_flips(s, me, them)) << "square " << sq;
    ASSERT_EQ(f != 0, ((moves >> sq) & 1) != 0) << "square " << sq;
  }
}

TEST(NativeOthello, RandomPlayMatchesOracleAndDispatch) {
  const auto positions = random_othello_positions(0x0f1e2d, 300);
  int passes = 0, finished = 0, full_edges = 0;
  for (const OthelloPosition& p : positions) {
    // The side to move and, as if it passed, the other side.
    expect_othello_matches(p.player, p.opponent);
    expect_othello_matches(p.opponent, p.player);
    if (HasFatalFailure()) return;
    const bool stuck = oracle::othello_moves(p.player, p.opponent) == 0;
    passes += stuck && oracle::othello_moves(p.opponent, p.player) != 0;
    finished += stuck && oracle::othello_moves(p.opponent, p.player) == 0;
    full_edges += ((p.player | p.opponent) & 0xff818181818181ffULL) == 0xff818181818181ffULL;
  }
  EXPECT_GT(positions.size(), 15000u);
  EXPECT_GT(passes, 0) << "random play should reach forced passes";
  EXPECT_GT(finished, 0) << "random play should finish games";
  EXPECT_GT(full_edges, 0) << "random play should fill the edges";
}

// Every square, every direction, every run length 0..6 of opponent discs,
// closed by an own disc, by an empty square or by the edge, with and without
// unrelated discs around: moves and flips of the square at the run's start.
TEST(NativeOthello, EveryRunFromEverySquare) {
  oracle::Rng rng(0x5a11);
  const int runs = oracle::for_each_othello_run(rng, [](const oracle::OthelloRun& run) {
    const Bitboard p = run.player, o = run.opponent;
    const Bitboard flips = oracle::othello_flips(run.square, p, o);
    const Bitboard moves = oracle::othello_moves(p, o);
    EXPECT_EQ(lanefill::native::othello_flips(static_cast<Square>(run.square), p, o), flips)
        << "square " << run.square << " step " << run.step.file << "," << run.step.rank << " run "
        << run.length;
    EXPECT_EQ(lanefill::native::othello_moves(p, o), moves)
        << oracle::hex(p) << " " << oracle::hex(o);
    return !::testing::Test::HasFailure();  // stop at the first wrong case
  });
  EXPECT_GT(runs, 5000);
}

// Occupied squares never flip, whatever surrounds them.
TEST(NativeOthello, OccupiedSquaresFlipNothing) {
  for (const OthelloPosition& p : random_othello_positions(0xdead, 20)) {
    const Bitboard occupied = p.player | p.opponent;
    for (int sq = 0; sq < 64; ++sq) {
      if (((occupied >> sq) & 1) == 0) continue;
      const auto s = static_cast<Square>(sq);
      ASSERT_EQ(lanefill::native::othello_flips(s, p.player, p.opponent), 0u) << sq;
      ASSERT_EQ(lanefill::native::othello_flips(s, p.opponent, p.player), 0u) << sq;
    }
  }
}

TEST(NativeOthello, StartPosition) {
  using namespace lanefill;
  const Bitboard black = othello::kStartBlack, white = othello::kStartWhite;
  EXPECT_EQ(native::othello_moves(black, white), 0x0000102004080000ULL);  // d3 c4 f5 e6
  EXPECT_EQ(native::othello_flips(D3, black, white), square_bb(D4));
  EXPECT_EQ(native::othello_flips(F5, black, white), square_bb(E5));
  EXPECT_EQ(native::othello_flips(E3, black, white), 0u);
  EXPECT_EQ(native::othello_moves(0, 0), 0u);
}

}  // namespace
