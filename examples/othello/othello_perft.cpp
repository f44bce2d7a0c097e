// examples/othello/othello_perft.cpp — Othello perft (both conventions for
// finished games, othello_perft.hpp).
#include "othello_perft.hpp"

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

}  // namespace

std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, FinishedGames finished) {
  return count(Inline{}, player, opponent, depth, finished == FinishedGames::leaf ? 1 : 0);
}

std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, const OthelloKernels& k,
                    FinishedGames finished) {
  return count(Table{k}, player, opponent, depth, finished == FinishedGames::leaf ? 1 : 0);
}

}  // namespace lanefill::othello_example
