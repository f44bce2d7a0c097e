// tests/othello_perft_test.cpp — examples/othello's perft from positions
// reached by random play, against a perft written here on a plain oracle.
#include "othello_perft.hpp"

#include <cstdint>

#include <gtest/gtest.h>

#include "lanefill/othello.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Bitboard;

Bitboard flips(int sq, Bitboard me, Bitboard them) {
  static constexpr int df[8] = {1, 1, 1, 0, -1, -1, -1, 0}, dr[8] = {1, 0, -1, -1, -1, 0, 1, 1};
  if (((me | them) >> sq) & 1) return 0;
  Bitboard all = 0;
  for (int d = 0; d < 8; ++d) {
    Bitboard run = 0;
    int f = sq % 8 + df[d], r = sq / 8 + dr[d];
    const auto on = [&](Bitboard b) {
      return f >= 0 && f < 8 && r >= 0 && r < 8 && ((b >> (r * 8 + f)) & 1);
    };
    while (on(them)) {
      run |= Bitboard{1} << (r * 8 + f);
      f += df[d];
      r += dr[d];
    }
    if (run && on(me)) all |= run;
  }
  return all;
}
std::uint64_t perft(Bitboard me, Bitboard them, int depth, bool& any_pass) {
  if (depth == 0) return 1;
  Bitboard moves = 0;
  for (int sq = 0; sq < 64; ++sq)
    if (flips(sq, me, them)) moves |= Bitboard{1} << sq;
  if (!moves) {
    bool other = false;
    for (int sq = 0; sq < 64 && !other; ++sq) other = flips(sq, them, me) != 0;
    if (!other) return 0;
    any_pass = true;
    return depth == 1 ? 1 : perft(them, me, depth - 1, any_pass);
  }
  std::uint64_t n = 0;
  for (int sq = 0; sq < 64; ++sq)
    if ((moves >> sq) & 1) {
      const Bitboard f = flips(sq, me, them);
      n += perft(them & ~f, me | f | (Bitboard{1} << sq), depth - 1, any_pass);
    }
  return n;
}

TEST(OthelloPerft, MatchesTheOracleFromRandomPositions) {
  oracle::Rng rng(0x5eed0);
  int positions = 0, with_passes = 0;
  for (int game = 0; game < 40; ++game) {
    Bitboard me = lanefill::othello::kStartBlack, them = lanefill::othello::kStartWhite;
    for (int ply = 0; ply < 64; ++ply) {
      if (ply % 6 == 5 || ply > 50) {
        bool pass = false;
        const std::uint64_t want = perft(me, them, 3, pass);
        ASSERT_EQ(lanefill::othello_example::perft(me, them, 3), want) << game << " " << ply;
        ++positions;
        with_passes += pass;
      }
      const Bitboard m = lanefill::othello::moves(me, them);
      if (!m) {
        if (!lanefill::othello::moves(them, me)) break;
        std::swap(me, them);
        continue;
      }
      Bitboard pick = m;
      for (unsigned k = rng.below(static_cast<unsigned>(__builtin_popcountll(m))); k; --k)
        pick &= pick - 1;
      const auto next =
          lanefill::othello::play(static_cast<lanefill::Square>(__builtin_ctzll(pick)), me, them);
      me = next.opponent;
      them = next.player;
    }
  }
  EXPECT_GT(positions, 300);
  EXPECT_GT(with_passes, 0) << "the positions include passes";
}

}  // namespace
