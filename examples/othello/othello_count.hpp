// examples/othello/othello_count.hpp — the Othello perft recursion, written
// once over a kernel policy K (moves(player, opponent), flips(square,
// player, opponent)). Internal linkage and no library inline functions:
// perft_native.cpp compiles it once per target with that target's ISA flags
// (tests/odr_check.cmake), othello_perft.cpp over the kernel tables.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "bits.hpp"
#include "lanefill/bitboard.hpp"

namespace lanefill::othello_example {
namespace {

// Whether K finds the moves of many boards in one call (K::moves_batch:
// boards in vector lanes).
template <class K, class = void>
struct HasMovesBatch : std::false_type {};
template <class K>
struct HasMovesBatch<K, std::void_t<decltype(std::declval<const K&>().moves_batch(
                            nullptr, nullptr, nullptr, std::size_t{0}))>> : std::true_type {};

// The last two plies of a node that has `moves`: its children are played
// one by one, then their moves found together in lanes and counted (a child
// without a move passes, one leaf, if its opponent has a move; else its game
// is over and counts `over`).
template <class K>
std::uint64_t count_two_plies_in_lanes(const K& k, std::uint64_t player, std::uint64_t opponent,
                                       std::uint64_t moves, std::uint64_t over) {
  // Room for whole registers: the batch runs over the children rounded up to
  // 8 boards (empty ones, no moves), with no partial register at the end.
  std::uint64_t child_player[72], child_opponent[72], child_moves[72];
  std::size_t n = 0;
  for (; moves; moves &= moves - 1, ++n) {
    const int square = __builtin_ctzll(moves);
    const std::uint64_t flipped = k.flips(lanefill::Square(square), player, opponent);
    child_player[n] = opponent & ~flipped;
    child_opponent[n] = player | flipped | (std::uint64_t{1} << square);
  }
  const std::size_t padded = (n + 7) & ~std::size_t{7};
  for (std::size_t i = n; i < padded; ++i) child_player[i] = child_opponent[i] = 0;
  k.moves_batch(child_player, child_opponent, child_moves, padded);
  std::uint64_t nodes = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (child_moves[i] != 0)
      nodes += static_cast<std::uint64_t>(examples::bit_count(child_moves[i]));
    else
      nodes += k.moves(child_opponent[i], child_player[i]) != 0 ? 1 : over;  // a pass, or the end
  }
  return nodes;
}

// Bulk counting: the last ply's moves are counted, not played. `over`: what
// a finished game counts (0 or 1). A forced pass takes a ply. With a K that
// has moves_batch, the last two plies go by count_two_plies_in_lanes.
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
  if constexpr (HasMovesBatch<K>::value) {
    if (depth == 2) return count_two_plies_in_lanes(k, player, opponent, moves, over);
  }
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
