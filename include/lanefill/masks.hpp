// lanefill/masks.hpp — empty-board line and ray masks, all constexpr.
//
// Lines through a square: its rank, its file, its diagonal (a1-h8 sense:
// noEa/soWe) and its anti-diagonal (a8-h1 sense: noWe/soEa). Rook masks are
// built by "striping" (a rank stripe OR a file stripe, the first rank and the
// A-file shifted into place).
#pragma once

#include <array>
#include <string_view>

#include "lanefill/bitboard.hpp"

namespace lanefill::reference {

// The four lines through a square (the SBAMG mask table is indexed by them).
enum class Line : int { rank = 0, file, diagonal, antidiagonal };
inline constexpr int kLineCount = 4;
inline constexpr std::array<Line, kLineCount> kAllLines = {Line::rank, Line::file, Line::diagonal,
                                                           Line::antidiagonal};
inline constexpr std::array<std::string_view, kLineCount> kLineNames = {"rank", "file", "diagonal",
                                                                        "antidiagonal"};
constexpr int index(Line l) { return static_cast<int>(l); }
constexpr std::string_view line_name(Line l) { return kLineNames[slot(index(l))]; }

// The line a ray direction runs along.
constexpr Line line_of(Direction d) {
  switch (d) {
    case Direction::east:
    case Direction::west: return Line::rank;
    case Direction::nort:
    case Direction::sout: return Line::file;
    case Direction::noEa:
    case Direction::soWe: return Line::diagonal;
    case Direction::noWe:
    case Direction::soEa: break;
  }
  return Line::antidiagonal;
}

inline constexpr Bitboard kMainDiagonal = 0x8040201008040201ULL;      // a1..h8
inline constexpr Bitboard kMainAntidiagonal = 0x0102040810204080ULL;  // h1..a8

// Stripes: the first rank shifted up by 8 per rank, the A-file shifted by 1 per file.
constexpr std::array<Bitboard, 8> make_stripes(Bitboard first, int step) {
  std::array<Bitboard, 8> stripes{};
  for (int i = 0; i < 8; ++i) stripes[slot(i)] = first << (step * i);
  return stripes;
}
inline constexpr std::array<Bitboard, 8> kRankStripes = make_stripes(kRank1, 8);
inline constexpr std::array<Bitboard, 8> kFileStripes = make_stripes(kFileA, 1);

// Full lines through sq, sq included.
constexpr Bitboard rank_line(Square sq) { return kRankStripes[slot(rank_of(sq))]; }
constexpr Bitboard file_line(Square sq) { return kFileStripes[slot(file_of(sq))]; }
// The main diagonal moved up (or down) by whole ranks until it passes sq;
// bits pushed over the top or bottom edge fall off, none wrap.
constexpr Bitboard diagonal_line(Square sq) {
  return shift_signed(kMainDiagonal, 8 * (rank_of(sq) - file_of(sq)));
}
constexpr Bitboard antidiagonal_line(Square sq) {
  return shift_signed(kMainAntidiagonal, 8 * (rank_of(sq) + file_of(sq) - 7));
}

// The full line of kind l through sq, sq included.
constexpr Bitboard line_mask(Square sq, Line l) {
  switch (l) {
    case Line::rank: return rank_line(sq);
    case Line::file: return file_line(sq);
    case Line::diagonal: return diagonal_line(sq);
    case Line::antidiagonal: break;
  }
  return antidiagonal_line(sq);
}

// Empty-board attack masks (the square itself excluded).
constexpr Bitboard rook_mask(Square sq) { return (rank_line(sq) | file_line(sq)) ^ square_bb(sq); }
constexpr Bitboard bishop_mask(Square sq) {
  return (diagonal_line(sq) | antidiagonal_line(sq)) ^ square_bb(sq);
}
constexpr Bitboard queen_mask(Square sq) { return rook_mask(sq) | bishop_mask(sq); }

// Squares with a higher (lower) bit index than sq: where positive (negative)
// directions go. squares_above(H8) == 0, squares_below(A1) == 0.
constexpr Bitboard squares_above(Square sq) { return ~Bitboard{1} << sq; }
constexpr Bitboard squares_below(Square sq) { return square_bb(sq) - 1; }
// The half of a line a direction covers from sq.
constexpr Bitboard ray_half(Square sq, Direction d) {
  return is_positive(d) ? squares_above(sq) : squares_below(sq);
}

// Empty-board ray: the squares from sq (excluded) to the edge in direction d.
constexpr Bitboard ray_mask(Square sq, Direction d) {
  return line_mask(sq, line_of(d)) & ray_half(sq, d);
}
template <Direction D>
constexpr Bitboard ray_mask(Square sq) {
  return ray_mask(sq, D);
}

// The blog's second method: one loop per square, a file bit stepping up by
// 8 and a rank bit stepping right by 1, eight times. Result includes sq.
constexpr Bitboard rook_lines_by_stepping(Square sq) {
  Bitboard lines = 0;
  Bitboard file_bit = Bitboard{1} << file_of(sq);        // bottom square of sq's file
  Bitboard rank_bit = Bitboard{1} << (rank_of(sq) * 8);  // left square of sq's rank
  for (int step = 0; step < 8; ++step) {
    lines |= file_bit | rank_bit;
    file_bit <<= 8;
    rank_bit <<= 1;
  }
  return lines;
}

template <Bitboard (*Mask)(Square)>
constexpr std::array<Bitboard, 64> make_square_table() {
  std::array<Bitboard, 64> table{};
  for (int sq = 0; sq < 64; ++sq) table[slot(sq)] = Mask(static_cast<Square>(sq));
  return table;
}
// Compile-time tables of the empty-board masks (64 entries each).
inline constexpr std::array<Bitboard, 64> kRookMasks = make_square_table<rook_mask>();
inline constexpr std::array<Bitboard, 64> kBishopMasks = make_square_table<bishop_mask>();

// --- light static checks ----------------------------------------------------
static_assert(kRankStripes[7] == kRank8 && kFileStripes[7] == kFileH);
static_assert(line_of(Direction::soEa) == Line::antidiagonal);
static_assert(line_of(Direction::soWe) == Line::diagonal);
static_assert(rook_mask(E4) == 0x10101010ef101010ULL);
static_assert(rook_lines_by_stepping(E4) == (rook_mask(E4) | square_bb(E4)));
static_assert(bishop_mask(A1) == (kMainDiagonal ^ 1));
static_assert(bishop_mask(D4) == 0x8041221400142241ULL);
static_assert(diagonal_line(H1) == square_bb(H1) && antidiagonal_line(A1) == square_bb(A1));
static_assert(ray_mask(E4, Direction::nort) == 0x1010101000000000ULL);
static_assert(ray_mask(E4, Direction::soWe) == 0x0000000000080402ULL);
static_assert(ray_mask(H8, Direction::noEa) == 0 && ray_mask(A1, Direction::west) == 0);
static_assert(squares_above(H8) == 0 && squares_below(A1) == 0);

}  // namespace lanefill::reference
