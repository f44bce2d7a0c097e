// examples/othello/othello_perft.cpp — Othello perft (both conventions for
// finished games, othello_perft.hpp).
#include "othello_perft.hpp"

#include <atomic>
#include <cstddef>
#include <vector>

#include "../common/tasks.hpp"
#include "lanefill/othello.hpp"

namespace lanefill::othello_example {
namespace {

// The inlined constexpr kernels.
struct Inline {
  Bitboard moves(Bitboard p, Bitboard o) const { return othello::moves(p, o); }
  Bitboard flips(int sq, Bitboard p, Bitboard o) const {
    return othello::flips(static_cast<Square>(sq), p, o);
  }
};
// An ISA's kernel table.
struct Table {
  const OthelloKernels& k;
  Bitboard moves(Bitboard p, Bitboard o) const { return k.moves(p, o); }
  Bitboard flips(int sq, Bitboard p, Bitboard o) const { return k.flips(sq, p, o); }
};

// `over`: what a finished game counts (0 or 1).
template <class K>
std::uint64_t count(const K& k, Bitboard player, Bitboard opponent, int depth, std::uint64_t over) {
  if (depth <= 0) return 1;
  Bitboard moves = k.moves(player, opponent);
  if (moves == 0) {
    if (k.moves(opponent, player) == 0) return over;                      // the game is over
    return depth == 1 ? 1 : count(k, opponent, player, depth - 1, over);  // a forced pass
  }
  // Bulk counting. SWAR: this is baseline code, where popcount() is a libgcc call.
  if (depth == 1) return static_cast<std::uint64_t>(popcount_swar(moves));
  std::uint64_t nodes = 0;
  while (moves) {
    const Square sq = pop_lsb(moves);
    const Bitboard f = k.flips(sq, player, opponent);
    nodes += count(k, opponent & ~f, player | f | square_bb(sq), depth - 1, over);
  }
  return nodes;
}

// A subtree to count: the side to move, its opponent, the plies left.
struct Subtree {
  Bitboard player, opponent;
  int depth;
};

// The subtrees below the root, breadth first, until there are `want` of them
// or none can be split further. A subtree splits as count() recurses: into
// its moves, or into the forced pass; a finished game and the last two plies
// stay whole.
template <class K>
std::vector<Subtree> split(const K& k, Subtree root, std::size_t want) {
  std::vector<Subtree> parts{root};
  for (bool split_one = true; split_one && parts.size() < want;) {
    split_one = false;
    std::vector<Subtree> next;
    for (const Subtree& s : parts) {
      Bitboard moves = s.depth >= 2 ? k.moves(s.player, s.opponent) : 0;
      if (moves == 0 && s.depth >= 2 && k.moves(s.opponent, s.player) != 0) {
        next.push_back({s.opponent, s.player, s.depth - 1});  // a forced pass
        split_one = true;
        continue;
      }
      if (moves == 0) {
        next.push_back(s);
        continue;
      }
      split_one = true;
      while (moves) {
        const Square sq = pop_lsb(moves);
        const Bitboard f = k.flips(sq, s.player, s.opponent);
        next.push_back({s.opponent & ~f, s.player | f | square_bb(sq), s.depth - 1});
      }
    }
    parts.swap(next);
  }
  return parts;
}

}  // namespace

std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, FinishedGames finished) {
  return count(Inline{}, player, opponent, depth, finished == FinishedGames::leaf ? 1 : 0);
}

std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, const OthelloKernels& k,
                    FinishedGames finished, unsigned threads) {
  const std::uint64_t over = finished == FinishedGames::leaf ? 1 : 0;
  const Table table{k};
  if (threads <= 1) return count(table, player, opponent, depth, over);
  // Several subtrees a thread, so that large and small ones even out.
  const std::vector<Subtree> parts =
      split(table, {player, opponent, depth}, 8 * std::size_t{threads});
  std::atomic<std::uint64_t> nodes{0};
  examples::run_tasks(parts.size(), threads, [&](std::size_t i) {
    nodes += count(table, parts[i].player, parts[i].opponent, parts[i].depth, over);
  });
  return nodes;
}

}  // namespace lanefill::othello_example
