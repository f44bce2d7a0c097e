// examples/othello/othello_perft.cpp — Othello perft (Edax's pass convention).
#include "othello_perft.hpp"

#include "lanefill/othello.hpp"

namespace lanefill::othello_example {

std::uint64_t perft(Bitboard player, Bitboard opponent, int depth) {
  if (depth <= 0) return 1;
  Bitboard moves = othello::moves(player, opponent);
  if (moves == 0) {
    if (othello::moves(opponent, player) == 0) return 0;         // the game is over
    return depth == 1 ? 1 : perft(opponent, player, depth - 1);  // a forced pass
  }
  if (depth == 1) return static_cast<std::uint64_t>(popcount(moves));
  std::uint64_t nodes = 0;
  while (moves) {
    const Square sq = pop_lsb(moves);
    const othello::Discs next = othello::play(sq, player, opponent);
    nodes += perft(next.opponent, next.player, depth - 1);
  }
  return nodes;
}

}  // namespace lanefill::othello_example
