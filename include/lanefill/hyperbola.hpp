// lanefill/hyperbola.hpp — hyperbola quintessence, constexpr (chessprogramming
// wiki "Hyperbola Quintessence", "First Rank Attacks").
//
// Line attacks of one slider on a line with one square per rank (file,
// diagonal, antidiagonal): o = occupied & line (slider excluded); o - s
// borrows through the empty squares above the slider up to the first
// blocker; the same subtraction on the byte-swapped board (ranks mirrored)
// reaches the first blocker below. (o - s) ^ swap(swap(o) - swap(s)), masked
// by the line, is the line's attack set. A byte swap does not mirror a rank,
// so ranks come from a 512-byte table of first-rank attacks, indexed by the
// six inner squares of the rank and the slider's file.
//
// The inline kernels (lanefill/native.h) compute the same; this is their
// constexpr reference.
#pragma once

#include <array>
#include <cstdint>

#include "lanefill/bitboard.hpp"
#include "lanefill/masks.hpp"

namespace lanefill::reference {

constexpr Bitboard byte_swap(Bitboard b) {
  Bitboard r = 0;
  for (int i = 0; i < 8; ++i) r |= ((b >> (8 * i)) & 0xff) << (8 * (7 - i));
  return r;
}

constexpr Bitboard hyperbola_line_attacks(Square sq, Bitboard occupied, Bitboard line_ex) {
  const Bitboard o = occupied & line_ex, s = square_bb(sq);
  return ((o - s) ^ byte_swap(byte_swap(o) - byte_swap(s))) & line_ex;
}

// first_rank[inner][file]: a rook on `file` of rank 1 whose inner squares
// b1..g1 hold `inner` (bits 0..5), both end squares occupied: the squares
// from its file to the first piece each way. (The inline kernels' table,
// lanefill/native/tables.h, is built by other means; tests/test_static.cpp
// checks both against the oracle's ray walk.)
using FirstRankTable = std::array<std::array<std::uint8_t, 8>, 64>;
constexpr FirstRankTable make_first_rank_table() {
  FirstRankTable t{};
  for (int inner = 0; inner < 64; ++inner)
    for (int file = 0; file < 8; ++file) {
      const int rank = (inner << 1) | 0x81;
      int attacks = 0;
      for (int f = file + 1; f < 8; ++f) {
        attacks |= 1 << f;
        if ((rank >> f) & 1) break;
      }
      for (int f = file - 1; f >= 0; --f) {
        attacks |= 1 << f;
        if ((rank >> f) & 1) break;
      }
      t[slot(inner)][slot(file)] = static_cast<std::uint8_t>(attacks);
    }
  return t;
}
inline constexpr FirstRankTable kFirstRankAttacks = make_first_rank_table();

constexpr Bitboard hyperbola_rank_attacks(Square sq, Bitboard occupied) {
  const int shift = rank_of(sq) * 8;
  const auto inner = static_cast<std::size_t>((occupied >> (shift + 1)) & 63);
  return Bitboard{kFirstRankAttacks[inner][slot(file_of(sq))]} << shift;
}

// Attacks along one line (Line order: rank, file, diagonal, antidiagonal).
constexpr Bitboard hyperbola_line_attacks(Square sq, Line l, Bitboard occupied) {
  if (l == Line::rank) return hyperbola_rank_attacks(sq, occupied);
  return hyperbola_line_attacks(sq, occupied, line_mask(sq, l) & ~square_bb(sq));
}

constexpr Bitboard hyperbola_rook_attacks(Square sq, Bitboard occupied) {
  return hyperbola_line_attacks(sq, Line::rank, occupied) |
         hyperbola_line_attacks(sq, Line::file, occupied);
}
constexpr Bitboard hyperbola_bishop_attacks(Square sq, Bitboard occupied) {
  return hyperbola_line_attacks(sq, Line::diagonal, occupied) |
         hyperbola_line_attacks(sq, Line::antidiagonal, occupied);
}
constexpr Bitboard hyperbola_queen_attacks(Square sq, Bitboard occupied) {
  return hyperbola_rook_attacks(sq, occupied) | hyperbola_bishop_attacks(sq, occupied);
}

static_assert(byte_swap(0x0102030405060708ULL) == 0x0807060504030201ULL);
static_assert(kFirstRankAttacks[0][0] == 0xfe && kFirstRankAttacks[0][3] == 0xf7);
static_assert(kFirstRankAttacks[63][3] == 0x14);
static_assert(kFirstRankAttacks[63][7] == 0x40);
static_assert(hyperbola_rook_attacks(A1, 0) == rook_mask(A1));
static_assert(hyperbola_bishop_attacks(D4, 0) == bishop_mask(D4));
static_assert(hyperbola_queen_attacks(H8, kUniverse) ==
              (square_bb(G8) | square_bb(H7) | square_bb(G7)));

}  // namespace lanefill::reference
