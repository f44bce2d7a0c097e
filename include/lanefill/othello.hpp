// lanefill/othello.hpp — Othello (Reversi) legal moves and flips with the same
// 8-direction fills as the chess attacks: the generator is the player's
// discs, the propagator the opponent's discs, and the last step lands on an
// empty square (a move) or on an own disc (the discs in between flip).
// Sources: chessprogramming wiki "Dumb7Fill", "Kogge-Stone Algorithm"; the
// Othello move rules.
//
// Boards: bit i is square i (a1 = 0 ... h8 = 63, as everywhere in lanefill).
// `player` and `opponent` must not overlap: the C API and the batch calls
// refuse that (see lanefill.h); the constexpr functions below assume it.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>

#include "lanefill/bitboard.hpp"

namespace lanefill {
namespace othello {

// The standard start: black (to move) on d5 and e4, white on d4 and e5.
inline constexpr Bitboard kStartBlack = 0x0000000810000000ULL;
inline constexpr Bitboard kStartWhite = 0x0000001008000000ULL;

// Squares reached from `player` by one or more opponent discs in direction d
// and then one more step: the runs of opponent discs next to the player.
template <Direction D>
constexpr Bitboard opponent_runs(Bitboard player, Bitboard opponent) {
  // Kogge-Stone occluded fill of the opponent discs adjacent to the player.
  Bitboard pro = opponent & avoid_wrap(D);
  Bitboard gen = shift_one<D>(player) & opponent;
  gen |= pro & shift_one<D>(gen);
  gen |= pro & shift_one<D>(gen);
  gen |= pro & shift_one<D>(gen);
  gen |= pro & shift_one<D>(gen);
  gen |= pro & shift_one<D>(gen);
  return gen;  // at most 6 opponent discs in a row between two squares
}

template <Direction... Ds>
constexpr Bitboard moves_over(Bitboard player, Bitboard opponent) {
  const Bitboard empty = ~(player | opponent);
  return ((shift_one<Ds>(opponent_runs<Ds>(player, opponent)) & empty) | ...);
}

// Every square where `player` may play: empty, and the end of a run of
// opponent discs that starts next to a player disc.
constexpr Bitboard moves(Bitboard player, Bitboard opponent) {
  using D = Direction;
  return moves_over<D::noEa, D::east, D::soEa, D::sout, D::soWe, D::west, D::noWe, D::nort>(
      player, opponent);
}

// The opponent discs flipped when `player` plays `square`: in each direction
// the run of opponent discs from the square, if an own disc closes it. 0 when
// the square is occupied or the move flips nothing (an illegal move).
constexpr Bitboard flips(Square square, Bitboard player, Bitboard opponent) {
  assert(static_cast<unsigned>(square) < 64u && "lanefill: square out of range 0..63");
  const Bitboard from = square_bb(square);
  if ((player | opponent) & from) return 0;
  Bitboard flipped = 0;
  for (Direction d : kAllDirections) {
    Bitboard run = 0, x = shift_one(from, d);
    while (x & opponent) {
      run |= x;
      x = shift_one(x, d);
    }
    if (x & player) flipped |= run;
  }
  return flipped;
}

// The position after `player` plays `square` (a legal move), still from the
// mover's point of view: {player with the move and the flips, opponent without them}.
struct Discs {
  Bitboard player, opponent;
};
constexpr Discs play(Square square, Bitboard player, Bitboard opponent) {
  const Bitboard f = flips(square, player, opponent);
  return {player | f | square_bb(square), opponent & ~f};
}

static_assert(moves(kStartBlack, kStartWhite) == 0x0000102004080000ULL);  // d3 c4 f5 e6
static_assert(flips(D3, kStartBlack, kStartWhite) == square_bb(D4));
static_assert(flips(A1, kStartBlack, kStartWhite) == 0);

}  // namespace othello

// Dispatched calls (lib/othello.cpp): the same answers as the constexpr
// functions above. Preconditions as there; the batch call checks and throws
// std::invalid_argument (null pointer with n > 0, or overlapping discs)
// before writing anything.
Bitboard othello_moves(Bitboard player, Bitboard opponent);
Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent);
void othello_moves_batch(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                         std::size_t n);

}  // namespace lanefill
