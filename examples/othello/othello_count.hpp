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

// Boards whose moves are found together (K::moves_batch) and counted as
// leaves: a board without a move passes, one leaf, if its opponent has a
// move; else its game is over and counts `over`. Room for whole registers:
// the batch runs over the boards rounded up to 8 (empty ones, no moves).
struct LeafBatch {
  static constexpr std::size_t kCapacity = 512;
  std::uint64_t player[kCapacity + 8], opponent[kCapacity + 8], moves[kCapacity + 8];
  std::size_t size = 0;

  // The child of (p, o) by the move on `square`, the move handed over.
  template <class K>
  void add_child(const K& k, int square, std::uint64_t p, std::uint64_t o) {
    const std::uint64_t flipped = k.flips(lanefill::Square(square), p, o);
    player[size] = o & ~flipped;
    opponent[size] = p | flipped | (std::uint64_t{1} << square);
    ++size;
  }
  template <class K>
  void find_moves(const K& k) {
    const std::size_t padded = (size + 7) & ~std::size_t{7};
    for (std::size_t i = size; i < padded; ++i) player[i] = opponent[i] = 0;
    k.moves_batch(player, opponent, moves, padded);
  }
  // The leaves one ply below every board, the batch emptied.
  template <class K>
  std::uint64_t count_and_clear(const K& k, std::uint64_t over) {
    find_moves(k);
    std::uint64_t nodes = 0;
    for (std::size_t i = 0; i < size; ++i) {
      if (moves[i] != 0)
        nodes += static_cast<std::uint64_t>(examples::bit_count(moves[i]));
      else
        nodes += k.moves(opponent[i], player[i]) != 0 ? 1 : over;  // a pass, or the end
    }
    size = 0;
    return nodes;
  }
};

// The last three plies of a node that has `moves`: its children played and
// their moves found in lanes, then their children (the grandchildren) played
// into one batch, whose moves are found and counted in lanes.
template <class K>
std::uint64_t count_three_plies_in_lanes(const K& k, std::uint64_t player, std::uint64_t opponent,
                                         std::uint64_t moves, std::uint64_t over) {
  LeafBatch children, grandchildren;
  for (; moves; moves &= moves - 1) children.add_child(k, __builtin_ctzll(moves), player, opponent);
  children.find_moves(k);
  std::uint64_t nodes = 0;
  for (std::size_t i = 0; i < children.size; ++i) {
    const std::uint64_t p = children.player[i], o = children.opponent[i];
    std::uint64_t child_moves = children.moves[i];
    if (child_moves == 0) {  // a pass to the last ply, or the end
      const std::uint64_t replies = k.moves(o, p);
      nodes += replies != 0 ? static_cast<std::uint64_t>(examples::bit_count(replies)) : over;
      continue;
    }
    if (grandchildren.size + 64 > LeafBatch::kCapacity)
      nodes += grandchildren.count_and_clear(k, over);
    for (; child_moves; child_moves &= child_moves - 1)
      grandchildren.add_child(k, __builtin_ctzll(child_moves), p, o);
  }
  return nodes + grandchildren.count_and_clear(k, over);
}

// Bulk counting: the last ply's moves are counted, not played. `over`: what
// a finished game counts (0 or 1). A forced pass takes a ply. With a K that
// has moves_batch, the last three plies go by count_three_plies_in_lanes.
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
    if (depth == 2) {
      LeafBatch children;
      for (; moves; moves &= moves - 1)
        children.add_child(k, __builtin_ctzll(moves), player, opponent);
      return children.count_and_clear(k, over);
    }
    if (depth == 3) return count_three_plies_in_lanes(k, player, opponent, moves, over);
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
