// examples/othello/othello_perft.cpp — Othello perft (both conventions for
// finished games, othello_perft.hpp).
#include "othello_perft.hpp"

#include <atomic>
#include <cstddef>
#include <string>
#include <vector>

#include "lanefill/dispatch.hpp"
#include "lanefill/othello.hpp"
#include "othello_count.hpp"
#include "perft_native.hpp"
#include "targets.hpp"
#include "tasks.hpp"

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
  const Kernels& k;
  Bitboard moves(Bitboard p, Bitboard o) const { return k.othello_moves(p, o); }
  Bitboard flips(int sq, Bitboard p, Bitboard o) const { return k.othello_flips(sq, p, o); }
};

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

using LeavesFn = std::uint64_t (*)(std::uint64_t, std::uint64_t, int, std::uint64_t);

// The inline entry point of the active ISA.
examples::TargetEntry<LeavesFn> inline_leaves() {
  return examples::entry_for_active_isa<LeavesFn>(&lanefill_universal_address_lanefill_othello,
                                                  "lanefill_othello_native_leaves");
}

// Counts the subtrees below the root on `threads` threads; count(p, o, d)
// counts one.
template <class Count>
std::uint64_t count_split(const Table& table, Bitboard player, Bitboard opponent, int depth,
                          unsigned threads, Count&& count) {
  if (threads <= 1) return count(player, opponent, depth);
  // Several subtrees a thread, so that large and small ones even out.
  const std::vector<Subtree> parts =
      split(table, {player, opponent, depth}, 8 * std::size_t{threads});
  std::atomic<std::uint64_t> nodes{0};
  examples::run_tasks(parts.size(), threads, [&](std::size_t i) {
    nodes += count(parts[i].player, parts[i].opponent, parts[i].depth);
  });
  return nodes;
}

std::uint64_t over_of(FinishedGames finished) { return finished == FinishedGames::leaf ? 1 : 0; }

}  // namespace

std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, FinishedGames finished) {
  return count_leaves(Inline{}, player, opponent, depth, over_of(finished));
}

std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, const Kernels& k,
                    FinishedGames finished, unsigned threads) {
  const Table table{k};
  return count_split(table, player, opponent, depth, threads, [&](Bitboard p, Bitboard o, int d) {
    return count_leaves(table, p, o, d, over_of(finished));
  });
}

std::uint64_t perft_inline(Bitboard player, Bitboard opponent, int depth, FinishedGames finished,
                           unsigned threads) {
  const LeavesFn leaves = inline_leaves().entry;
  return count_split(
      Table{kernels()}, player, opponent, depth, threads,
      [&](Bitboard p, Bitboard o, int d) { return leaves(p, o, d, over_of(finished)); });
}

std::string inline_target() { return inline_leaves().target; }

}  // namespace lanefill::othello_example
