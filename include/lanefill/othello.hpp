// lanefill/othello.hpp — Othello (Reversi) legal moves and flips, constexpr:
// the scalar reference of lanefill's Othello kernels, and the kernels the
// scalar ISA dispatches to. Moves: fills whose generator is the player's
// discs and whose propagator is the opponent's, one more step landing on an
// empty square. Flips: per ray, the first square without an opponent disc
// (the "outflank" square of Edax's flips, by Richard Delorme): the lowest
// stop by s & -s, the highest by a bit scan. Sources: chessprogramming wiki "Kogge-Stone
// Algorithm", "BitScan"; Edax's technique names (no code taken); the Othello move rules.
//
// Boards: bit i is square i (a1 = 0 ... h8 = 63, as everywhere in lanefill).
// `player` and `opponent` must not overlap: the C API and the batch calls
// refuse that (see lanefill.h); the constexpr functions below assume it.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "lanefill/bitboard.hpp"
#include "lanefill/detail/bodies.hpp"
#include "lanefill/masks.hpp"
#include "lanefill/native/tables.h"

namespace lanefill {
namespace othello {

// The standard start: black (to move) on d5 and e4, white on d4 and e5.
inline constexpr Bitboard kStartBlack = 0x0000000810000000ULL;
inline constexpr Bitboard kStartWhite = 0x0000001008000000ULL;

// Moves by a parallel prefix (chessprogramming wiki "Kogge-Stone
// Algorithm"; the mobility of Edax and other Othello programs): per shift
// amount S in {1, 7, 8, 9} one direction by a left shift and its opposite by
// a right shift. The propagator of the sideways pairs (1, 7, 9) is the
// opponent's discs on the files b..g, so no run and no step out of a run can
// cross a file edge, and plain shifts need no per-step guard. A run of
// opponent discs is at most 6 long: steps of 1, 1, 2, 2 cover it (the run
// after k steps has grown to 1, 2, 4, 6 discs).
// (The run is the body of every Othello kernel, lanefill/detail/bodies.hpp's
// othello_run; its stepper here is the bits of one shift.)
namespace detail {
// The runs' steppers: the bits of one shift, towards h8 (left) or a1 (right).
constexpr Bitboard shift_up(int bits, Bitboard x, int k) { return x << (k * bits); }
constexpr Bitboard shift_down(int bits, Bitboard x, int k) { return x >> (k * bits); }
// The run of opponent discs next to the player's, S bits a step one way.
template <int S>
constexpr Bitboard run(Bitboard player, Bitboard pro, Bitboard pro2,
                       Bitboard (*step)(int, Bitboard, int)) {
  const auto step_s = [step](Bitboard x, int k) { return step(S, x, k); };
  return lanefill::detail::othello_run(player, pro, pro2, step_s, lanefill::detail::plain_or_and);
}
}  // namespace detail
template <int S>
constexpr Bitboard moves_both_ways(Bitboard player, Bitboard pro) {
  const Bitboard pro_up = pro & (pro << S), pro_down = pro_up >> S;  // pro & (pro >> S)
  return (detail::run<S>(player, pro, pro_up, detail::shift_up) << S) |
         (detail::run<S>(player, pro, pro_down, detail::shift_down) >> S);
}

// Every square where `player` may play: empty, and the end of a run of
// opponent discs that starts next to a player disc.
constexpr Bitboard moves(Bitboard player, Bitboard opponent) {
  const Bitboard inner = opponent & 0x7e7e7e7e7e7e7e7eULL;  // files b..g
  return (moves_both_ways<1>(player, inner) | moves_both_ways<8>(player, opponent) |
          moves_both_ways<7>(player, inner) | moves_both_ways<9>(player, inner)) &
         ~(player | opponent);
}

// The rays of the flips, for each square the empty-board rays from it (the
// square itself excluded) in this order: the four positive directions
// (towards h8) first, then their opposites, so that ray j + 4 is ray j's
// opposite (the inline kernels' ray table has the same order).
inline constexpr std::array<Direction, 8> kRayDirections = {
    Direction::noEa, Direction::east, Direction::noWe, Direction::nort,
    Direction::soWe, Direction::west, Direction::soEa, Direction::sout};

// The opponent discs flipped when `player` plays `square`: in each direction
// the run of opponent discs from the square, if an own disc closes it. 0 when
// the square is occupied or the move flips nothing (an illegal move).
// The "outflank" search: along each ray the first square without an opponent
// disc is found directly: the lowest ray bit (s & -s) for the positive
// directions, the highest (a bit scan, bsr) for the negative ones; if it
// holds an own disc (the outflanking disc), the ray squares between flip.
namespace detail {
constexpr Bitboard zero_lanes(Bitboard x) { return x == 0 ? ~Bitboard{0} : Bitboard{0}; }
constexpr Bitboard highest(Bitboard x) { return x == 0 ? Bitboard{0} : square_bb(msb(x)); }
// The flips of one ray running up the board (its lowest stop) and of one
// running down (its highest).
constexpr Bitboard flips_up_ray(Bitboard own, Bitboard other, Bitboard ray) {
  return lanefill::detail::flips_up(own, other, ray, zero_lanes, ~Bitboard{0});
}
constexpr Bitboard flips_down_ray(Bitboard own, Bitboard other, Bitboard ray) {
  return lanefill::detail::flips_down_by_highest(own, other, ray, highest, Bitboard{0});
}
}  // namespace detail
constexpr Bitboard flips(Square square, Bitboard player, Bitboard opponent) {
  assert(static_cast<unsigned>(square) < 64u && "lanefill: square out of range 0..63");
  if (((player | opponent) >> square) & 1) return 0;
  std::array<Bitboard, 8> rays{};
  for (std::size_t j = 0; j < 8; ++j) rays[j] = reference::ray_mask(square, kRayDirections[j]);
  return lanefill::detail::flips_by_ray(player, opponent, rays.data(), detail::flips_up_ray,
                                        detail::flips_down_ray, Bitboard{0});
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

// ---------------------------------------------------------------------------
// The endgame: what exact solvers ask at every node (Edax and Egaroucid
// define the same quantities; where Edax's form is particular, it is said).

// The number of moves the player has. (Edax's get_weighted_mobility counts
// the corners twice: mobility + popcount(moves & corners).)
constexpr int mobility(Bitboard player, Bitboard opponent) {
  return popcount(moves(player, opponent));
}

// The number of discs the player flips by playing `square` as the last move:
// every square but `square` and the player's discs holds an opponent disc
// (0 where the player already has `square`). Edax's count_last_flip returns
// twice this, ready for a disc difference.
constexpr int last_flip_count(Square square, Bitboard player) {
  return popcount(flips(square, player, ~(player | square_bb(square))));
}

// Potential moves: the empty squares next to an opponent disc along a line
// that goes on past that disc on its far side (so that a disc of the player
// could one day flank it there); discs on the board's edge count only along
// the edge. Edax's get_potential_moves; its potential mobility counts them
// with the corners twice.
constexpr Bitboard potential_moves(Bitboard player, Bitboard opponent) {
  constexpr Direction kAxes[4] = {Direction::east, Direction::nort, Direction::noEa,
                                  Direction::noWe};
  Bitboard out = 0;
  for (Square s = A1; s <= H8; s = Square(s + 1)) {
    if (!(opponent & square_bb(s))) continue;
    for (Direction d : kAxes) {
      const Bitboard ahead = shift_one(square_bb(s), d),
                     behind = shift_one(square_bb(s), opposite(d));
      if (ahead && behind) out |= ahead | behind;  // both neighbours on the board
    }
  }
  return out & ~(player | opponent);
}

// The full lines of an occupancy, one bitboard per kind of line (Line:
// rank, file, diagonal a1-h8, antidiagonal h1-a8): the squares whose line of
// that kind is occupied from edge to edge.
constexpr std::array<Bitboard, 4> full_lines(Bitboard occupied) {
  std::array<Bitboard, 4> full{};
  for (Square s = A1; s <= H8; s = Square(s + 1))
    for (int l = 0; l < 4; ++l) {
      const Bitboard line = reference::line_mask(s, static_cast<reference::Line>(l));
      if ((occupied & line) == line) full[static_cast<std::size_t>(l)] |= square_bb(s);
    }
  return full;
}

namespace detail {
// The discs of an edge, eight squares long, as bytes (bit i the i-th square
// along it): a rank of the board as is, a file a1..a8 or h1..h8 gathered.
constexpr unsigned file_byte(Bitboard b, int file) {
  unsigned byte = 0;
  for (int r = 0; r < 8; ++r) byte |= static_cast<unsigned>((b >> (8 * r + file)) & 1) << r;
  return byte;
}
constexpr Bitboard file_bits(unsigned byte, int file) {
  Bitboard b = 0;
  for (int r = 0; r < 8; ++r) b |= Bitboard{(byte >> r) & 1} << (8 * r + file);
  return b;
}
// The player's stable discs of one edge (lanefill/native/othello_tables.h:
// every sequence of discs placed on the edge's empty squares, by either
// side, flipping along the edge only, leaves them; generated by
// scripts/generate.py (scripts/codegen/othello_tables.py), checked by the tests against a search).
constexpr unsigned edge_stable(unsigned player, unsigned opponent) {
  return lanefill_edge_stable_table[lanefill_base3_table[player] +
                                    2 * lanefill_base3_table[opponent]];
}
// The player's stable discs of the four edges.
constexpr Bitboard stable_edges(Bitboard player, Bitboard opponent) {
  const Bitboard rank1 =
      edge_stable(static_cast<unsigned>(player & 0xff), static_cast<unsigned>(opponent & 0xff));
  const Bitboard rank8 = Bitboard{edge_stable(static_cast<unsigned>(player >> 56),
                                              static_cast<unsigned>(opponent >> 56))}
                         << 56;
  const Bitboard file_a = file_bits(edge_stable(file_byte(player, 0), file_byte(opponent, 0)), 0);
  const Bitboard file_h = file_bits(edge_stable(file_byte(player, 7), file_byte(opponent, 7)), 7);
  return rank1 | rank8 | file_a | file_h;
}
}  // namespace detail

// The player's stable discs: discs no sequence of moves can flip, as the
// classic lower bound finds them (Edax's get_stable_discs, Egaroucid's
// calc_stability): the stable discs of each edge; then, among the player's
// inner discs (b2..g7), those whose four lines are full; then, repeatedly,
// an inner disc of the player's that along each of its four lines either
// lies on a full line or touches a stable disc, until nothing is added.
constexpr Bitboard stable_discs(Bitboard player, Bitboard opponent) {
  constexpr Direction kAxes[4] = {Direction::east, Direction::nort, Direction::noEa,
                                  Direction::noWe};  // Line order: rank, file, diagonal, anti
  const std::array<Bitboard, 4> full = full_lines(player | opponent);
  const Bitboard inner = player & 0x007e7e7e7e7e7e00ULL;
  Bitboard stable =
      detail::stable_edges(player, opponent) | (inner & full[0] & full[1] & full[2] & full[3]);
  for (Bitboard before = 0; before != stable;) {
    before = stable;
    for (Square s = A1; s <= H8; s = Square(s + 1)) {
      if (!(inner & square_bb(s)) || (stable & square_bb(s))) continue;
      bool held = true;
      for (std::size_t l = 0; l < 4; ++l) {
        const Bitboard neighbours =
            shift_one(square_bb(s), kAxes[l]) | shift_one(square_bb(s), opposite(kAxes[l]));
        held = held && ((full[l] & square_bb(s)) || (stable & neighbours));
      }
      if (held) stable |= square_bb(s);
    }
  }
  return stable;
}

static_assert(moves(kStartBlack, kStartWhite) == 0x0000102004080000ULL);  // d3 c4 f5 e6
static_assert(flips(D3, kStartBlack, kStartWhite) == square_bb(D4));
static_assert(flips(A1, kStartBlack, kStartWhite) == 0);
// Runs closed in several directions at once, runs the edge leaves open, and
// runs that would wrap round a file edge (b1 is not h1's east neighbour).
static_assert(flips(A1, 0x8000000000000080ULL, 0x004020100804027eULL) == 0x004020100804027eULL);
static_assert(flips(A1, 0x8000000000000080ULL, 0x0040201008040206ULL) == 0x0040201008040200ULL);
static_assert(flips(H8, 0x0000000000000001ULL, 0x0040201008040200ULL) == 0x0040201008040200ULL);
static_assert(flips(G1, 0x0000000000000100ULL, 0x0000000000000080ULL) == 0);
static_assert(flips(D4, 0, 0x000000001c141c00ULL) == 0);
static_assert(moves(0x0000000000000100ULL, 0x0000000000000080ULL) == 0);
static_assert(moves(0x0000000000000001ULL, 0x000000000000007eULL) == 0x0000000000000080ULL);

}  // namespace othello

// The dispatched calls (othello_moves, othello_flips, othello_moves_batch) are
// in lanefill/lanefill.hpp.

}  // namespace lanefill
