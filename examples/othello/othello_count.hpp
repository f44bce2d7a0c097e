// examples/othello/othello_count.hpp — the Othello perft recursion, written
// once over a kernel policy K (moves(player, opponent), flips(square,
// player, opponent)). Internal linkage and no library inline functions:
// perft_native.cpp compiles it once per target with that target's ISA flags
// (tests/odr_check.cmake), othello_perft.cpp over the kernel tables.
#pragma once

#include <cstdint>

#include "bits.hpp"
#include "lanefill/bitboard.hpp"

namespace lanefill::othello_example {
namespace {

// Bulk counting: the last ply's moves are counted, not played. `over`: what
// a finished game counts (0 or 1). A forced pass takes a ply.
template <class K>
std::uint64_t count_leaves(const K& k, std::uint64_t player, std::uint64_t opponent, int depth,
                           std::uint64_t over) {
  if (depth <= 0) return 1;
  std::uint64_t moves = k.moves(player, opponent);
  if (moves == 0) {
    if (k.moves(opponent, player) == 0) return over;                             // the game is over
    return depth == 1 ? 1 : count_leaves(k, opponent, player, depth - 1, over);  // a pass
  }
  if (depth == 1) return static_cast<std::uint64_t>(examples::bit_count(moves));
  std::uint64_t nodes = 0;
  for (; moves; moves &= moves - 1) {
    const int square = __builtin_ctzll(moves);
    const std::uint64_t flipped = k.flips(lanefill::Square(square), player, opponent);
    nodes += count_leaves(k, opponent & ~flipped, player | flipped | (std::uint64_t{1} << square),
                          depth - 1, over);
  }
  return nodes;
}

}  // namespace
}  // namespace lanefill::othello_example
