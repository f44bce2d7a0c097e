// tests/othello_perft_test.cpp — examples/othello's perft from positions
// reached by random play, against a perft written here on a plain oracle.
#include "othello_perft.hpp"

#include <cstdint>

#include <gtest/gtest.h>

#include "lanefill/dispatch.hpp"
#include "lanefill/othello.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Bitboard;

Bitboard flips(int sq, Bitboard me, Bitboard them) { return oracle::othello_flips(sq, me, them); }
// `over`: what a finished game counts (Edax 0, Aart Bik's table 1).
std::uint64_t perft(Bitboard me, Bitboard them, int depth, bool& any_pass, std::uint64_t over = 0) {
  if (depth == 0) return 1;
  Bitboard moves = 0;
  for (int sq = 0; sq < 64; ++sq)
    if (flips(sq, me, them)) moves |= Bitboard{1} << sq;
  if (!moves) {
    bool other = false;
    for (int sq = 0; sq < 64 && !other; ++sq) other = flips(sq, them, me) != 0;
    if (!other) return over;
    any_pass = true;
    return depth == 1 ? 1 : perft(them, me, depth - 1, any_pass, over);
  }
  std::uint64_t n = 0;
  for (int sq = 0; sq < 64; ++sq)
    if ((moves >> sq) & 1) {
      const Bitboard f = flips(sq, me, them);
      n += perft(them & ~f, me | f | (Bitboard{1} << sq), depth - 1, any_pass, over);
    }
  return n;
}

// The split's thread counts; one where the build has no threads (a
// WebAssembly module without pthreads: the table's perft, unsplit).
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
constexpr unsigned kThreadCounts[] = {1u};
#else
constexpr unsigned kThreadCounts[] = {2u, 5u};
#endif

TEST(OthelloPerft, MatchesTheOracleFromRandomPositions) {
  oracle::Rng rng(0x5eed0);
  int positions = 0, with_passes = 0, finished_differ = 0;
  for (int game = 0; game < 40; ++game) {
    Bitboard me = lanefill::othello::kStartBlack, them = lanefill::othello::kStartWhite;
    for (int ply = 0; ply < 64; ++ply) {
      if (ply % 6 == 5 || ply > 50) {
        bool pass = false;
        const std::uint64_t want = perft(me, them, 3, pass);
        ASSERT_EQ(lanefill::othello_example::perft(me, them, 3), want) << game << " " << ply;
        const std::uint64_t want_leaf = perft(me, them, 3, pass, 1);
        ASSERT_EQ(lanefill::othello_example::perft(me, them, 3,
                                                   lanefill::othello_example::FinishedGames::leaf),
                  want_leaf)
            << game << " " << ply;
        // Split on threads: the same counts (the split passes and ends games as
        // the recursion does).
        for (const unsigned threads : kThreadCounts)
          for (const auto finished : {lanefill::othello_example::FinishedGames::none,
                                      lanefill::othello_example::FinishedGames::leaf})
            ASSERT_EQ(lanefill::othello_example::perft(me, them, 4, lanefill::kernels(), finished,
                                                       threads),
                      lanefill::othello_example::perft(me, them, 4, finished))
                << game << " " << ply << " threads " << threads;
        finished_differ += want_leaf != want;
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
  EXPECT_GT(finished_differ, 0) << "the positions include games that end before the last ply";
}

}  // namespace
