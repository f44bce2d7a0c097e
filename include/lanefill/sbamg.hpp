// lanefill/sbamg.hpp — SBAMG, subtraction based attack mask generation.
//
// Line attacks of one slider by o ^ (o - 3*cbn): o is the line occupancy
// without the slider (outer squares forced on), cbn the closest blocker below
// the slider on that line. Subtracting cbn clears it; subtracting 2*cbn more
// borrows through every empty bit up to the first blocker above the slider.
// o ^ (o - 3*cbn) then spans cbn .. first blocker above; masked by the line
// (slider excluded) that is exactly the line attack set.
//
// The mask table (lower, line_ex, outer per square and line) is computed at
// compile time.
#pragma once

#include <array>

#include "lanefill/bitboard.hpp"
#include "lanefill/masks.hpp"

namespace lanefill::reference {

struct SbamgMasks {
  Bitboard lower;    // squares below the slider; bit 0 alone for square 0
  Bitboard line_ex;  // the line without the slider's square
  Bitboard outer;    // the line's end squares except the slider's, plus bit 0
};

// Masks of square sq and line l.
//
// outer: the ends of the line never change its attacks, so they are always
// set. Bit 0 is set too: it lies in every `lower`, so the bit scan never
// sees 0. The slider's own square must stay clear: were it set, the borrow
// of a slider at the low end of its line would stop at the slider itself.
// Square 0 is the one exception (bit 0 is the slider): there cbn is the
// slider's own bit, o - 3 clears it and borrows upward from bit 1, which is
// exactly the subtraction wanted.
constexpr SbamgMasks make_sbamg_masks(Square sq, Line l) {
  const Bitboard line = line_mask(sq, l);
  const Bitboard self = square_bb(sq);
  const Bitboard ends = square_bb(lsb(line)) | square_bb(msb(line));
  SbamgMasks m{};
  m.lower = sq == A1 ? Bitboard{1} : self - 1;
  m.line_ex = line & ~self;
  m.outer = (ends & ~self) | Bitboard{1};
  return m;
}

using SbamgTable = std::array<std::array<SbamgMasks, kLineCount>, 64>;

constexpr SbamgTable make_sbamg_table() {
  SbamgTable table{};
  for (int sq = 0; sq < 64; ++sq)
    for (Line l : kAllLines)
      table[slot(sq)][slot(index(l))] = make_sbamg_masks(static_cast<Square>(sq), l);
  return table;
}

// [square][line], line in Line order (rank, file, diagonal, antidiagonal).
inline constexpr SbamgTable kSbamgMasks = make_sbamg_table();

constexpr const SbamgMasks& sbamg_masks(Square sq, Line l) {
  return kSbamgMasks[slot(sq)][slot(index(l))];
}

// Attacks along one line from one square (chessprogramming wiki "SBAMG").
constexpr Bitboard sbamg_line_attacks(Bitboard occ, const SbamgMasks& m) {
  occ &= m.line_ex;
  occ |= m.outer;
  const int bsq = msb(occ & m.lower);         // closest blocker below (or bit 0)
  const Bitboard cbnx3 = Bitboard{3} << bsq;  // three times that blocker
  occ = occ ^ (occ - cbnx3);
  return occ & m.line_ex;
}
constexpr Bitboard sbamg_line_attacks(Square sq, Line l, Bitboard occ) {
  return sbamg_line_attacks(occ, sbamg_masks(sq, l));
}

constexpr Bitboard sbamg_rook_attacks(Square sq, Bitboard occ) {
  return sbamg_line_attacks(occ, sbamg_masks(sq, Line::rank)) |
         sbamg_line_attacks(occ, sbamg_masks(sq, Line::file));
}
constexpr Bitboard sbamg_bishop_attacks(Square sq, Bitboard occ) {
  return sbamg_line_attacks(occ, sbamg_masks(sq, Line::diagonal)) |
         sbamg_line_attacks(occ, sbamg_masks(sq, Line::antidiagonal));
}
constexpr Bitboard sbamg_queen_attacks(Square sq, Bitboard occ) {
  return sbamg_rook_attacks(sq, occ) | sbamg_bishop_attacks(sq, occ);
}

// --- light static checks ----------------------------------------------------
// The wiki's two-nibble sample: rook on bit 3, blockers on bits 0, 1 and 6.
static_assert((0x43 ^ (0x43 - 3 * 0x02)) == 0x7e && (0x43 - 3 * 0x02) == 0x3d);
static_assert(sbamg_line_attacks(0x43, sbamg_masks(D1, Line::rank)) == 0x76);
static_assert(sbamg_masks(A1, Line::rank).lower == 1 && sbamg_masks(B1, Line::rank).lower == 1);
static_assert(sbamg_masks(A1, Line::file).outer == (square_bb(A8) | 1));
static_assert(sbamg_rook_attacks(E4, 0) == rook_mask(E4));
static_assert(sbamg_bishop_attacks(A1, kUniverse) == square_bb(B2));
static_assert(sbamg_queen_attacks(H8, 0) == queen_mask(H8));

}  // namespace lanefill::reference
