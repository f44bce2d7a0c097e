// lanefill/bitboard.hpp — types, squares, directions, masks and one-step shifts.
//
// Square mapping: little-endian rank-file (a1 = 0, h1 = 7, a8 = 56, h8 = 63).
//
/*   noWe         nort         noEa
            +7    +8    +9
                \  |  /
    west    -1 <-  0 -> +1    east
                /  |  \
            -9    -8    -7
     soWe         sout         soEa   */
//
// Direction order (dir8) is also the lane order of every 8-lane kernel:
//   0 noEa +9, 1 east +1, 2 soEa -7, 3 sout -8, 4 soWe -9, 5 west -1, 6 noWe +7, 7 nort +8.
#pragma once

#if defined(_MSC_VER) && !defined(__clang__)
#error \
    "lanefill's C++ headers need GCC or Clang (their builtins; clang-cl has them); with MSVC, use the C API lanefill/lanefill.h"
#endif

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace lanefill {

using Bitboard = std::uint64_t;

// Squares a1..h8 as 0..63; kNoSquare marks "none".
// clang-format off
enum Square : int {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  kNoSquare = 64,
};
// clang-format on

// The eight ray directions in dir8 order (the order of the chessprogramming
// wiki's "Generalized Rays" page).
enum class Direction : int { noEa = 0, east, soEa, sout, soWe, west, noWe, nort };

inline constexpr int kDirectionCount = 8;

inline constexpr std::array<Direction, 8> kAllDirections = {
    Direction::noEa, Direction::east, Direction::soEa, Direction::sout,
    Direction::soWe, Direction::west, Direction::noWe, Direction::nort};

inline constexpr std::array<std::string_view, 8> kDirectionNames = {"noEa", "east", "soEa", "sout",
                                                                    "soWe", "west", "noWe", "nort"};

// Square offset of one step: positive = left shift, negative = right shift.
inline constexpr std::array<int, 8> kShift = {9, 1, -7, -8, -9, -1, 7, 8};

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kRank1 = 0xffULL;
inline constexpr Bitboard kRank8 = kRank1 << 56;
inline constexpr Bitboard kNotFileA = ~kFileA;
inline constexpr Bitboard kNotFileH = ~kFileH;
inline constexpr Bitboard kEmpty = 0;
inline constexpr Bitboard kUniverse = ~Bitboard{0};

// Array subscript from a non-negative int (squares, directions, lines).
constexpr std::size_t slot(int i) { return static_cast<std::size_t>(i); }

// avoidWrap[dir8]: squares a one-step move in that direction may land on:
// the board shifted one step, without the file a square east-going steps
// reach by wrapping (file h for west-going ones). Used after a rotate
// (generalized shift) to drop bits that wrapped around.
constexpr std::array<Bitboard, 8> make_avoid_wrap() {
  std::array<Bitboard, 8> masks{};
  for (int d = 0; d < 8; ++d) {
    const int s = kShift[slot(d)];
    const Bitboard shifted = s > 0 ? kUniverse << s : kUniverse >> -s;
    const int file_step = (s % 8 + 8) % 8 == 1 ? 1 : (s % 8 + 8) % 8 == 7 ? -1 : 0;  // east, west
    masks[slot(d)] = shifted & (file_step > 0 ? kNotFileA : file_step < 0 ? kNotFileH : kUniverse);
  }
  return masks;
}
inline constexpr std::array<Bitboard, 8> kAvoidWrap = make_avoid_wrap();

constexpr int index(Direction d) { return static_cast<int>(d); }
constexpr int shift_of(Direction d) { return kShift[slot(index(d))]; }
constexpr Bitboard avoid_wrap(Direction d) { return kAvoidWrap[slot(index(d))]; }
constexpr std::string_view name_of(Direction d) { return kDirectionNames[slot(index(d))]; }

// Opposite direction: dir8 is arranged so that d and d+4 are opposite.
constexpr Direction opposite(Direction d) { return static_cast<Direction>((index(d) + 4) & 7); }
// Orthogonal (rook) directions are the odd ones: east, sout, west, nort.
constexpr bool is_orthogonal(Direction d) { return (index(d) & 1) != 0; }
constexpr bool is_diagonal(Direction d) { return !is_orthogonal(d); }
// Positive directions shift left (towards h8): noEa, east, noWe, nort.
constexpr bool is_positive(Direction d) { return shift_of(d) > 0; }

constexpr bool is_valid(Square s) { return s >= A1 && s <= H8; }
constexpr bool is_valid(int s) { return s >= 0 && s < 64; }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return static_cast<Square>(rank * 8 + file); }
constexpr Bitboard square_bb(Square s) { return Bitboard{1} << s; }
constexpr Bitboard file_bb(int file) { return kFileA << file; }
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }

// Bit operations on the GCC/Clang builtins (constexpr, C++17 and C++20 alike;
// <bit> would need C++20).
constexpr int popcount(Bitboard b) { return __builtin_popcountll(b); }
// The same count by SWAR arithmetic (chessprogramming wiki "Population
// Count", SWAR-Popcount): for hot loops in baseline builds, where popcount()
// is a libgcc call (__popcountdi2) unless the build enables POPCNT.
constexpr int popcount_swar(Bitboard b) {
  b -= (b >> 1) & 0x5555555555555555ULL;
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
  b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((b * 0x0101010101010101ULL) >> 56);
}
// Index of the least significant set bit; b must not be 0.
constexpr Square lsb(Bitboard b) { return static_cast<Square>(__builtin_ctzll(b)); }
// Index of the most significant set bit; b must not be 0. 63 ^ clz equals
// 63 - clz for clz in 0..63, and compilers fold it into one bsr (63 - clz
// costs g++ 12 a bsr, an xor and a sub without LZCNT).
constexpr Square msb(Bitboard b) { return static_cast<Square>(63 ^ __builtin_clzll(b)); }
// Removes and returns the least significant set bit's square; b must not be 0.
constexpr Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

// Rotate left by r; r may be negative (a rotate right), any value mod 64.
constexpr Bitboard rotate_left(Bitboard b, int r) {
  const unsigned n = static_cast<unsigned>(r) & 63u;
  return n == 0 ? b : (b << n) | (b >> (64u - n));
}

// Plain shift by a signed amount: positive left, negative right.
constexpr Bitboard shift_signed(Bitboard b, int s) { return s >= 0 ? b << s : b >> -s; }

// One step in direction d without wrapping from one board edge to the other.
constexpr Bitboard shift_one(Bitboard b, Direction d) {
  return rotate_left(b, shift_of(d)) & avoid_wrap(d);
}
template <Direction D>
constexpr Bitboard shift_one(Bitboard b) {
  return shift_signed(b, shift_of(D)) & avoid_wrap(D);
}

// Text helpers ("e4" <-> E4). square_from_name returns kNoSquare on bad input.
constexpr Square square_from_name(std::string_view name) {
  if (name.size() != 2) return kNoSquare;
  const char f = name[0], r = name[1];
  const int file = (f >= 'a' && f <= 'h') ? f - 'a' : (f >= 'A' && f <= 'H') ? f - 'A' : -1;
  const int rank = (r >= '1' && r <= '8') ? r - '1' : -1;
  return (file < 0 || rank < 0) ? kNoSquare : make_square(file, rank);
}

// Two-character name of a valid square, e.g. "e4".
constexpr std::array<char, 3> square_name(Square s) {
  return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s)), '\0'};
}

// --- static checks of the tables above ------------------------------------
static_assert(kAvoidWrap[0] == 0xfefefefefefefe00ULL && kAvoidWrap[2] == 0x00fefefefefefefeULL &&
              kAvoidWrap[4] == 0x007f7f7f7f7f7f7fULL && kAvoidWrap[6] == 0x7f7f7f7f7f7f7f00ULL &&
              kAvoidWrap[7] == 0xffffffffffffff00ULL);
static_assert(square_bb(A1) == 1 && square_bb(H8) == 0x8000000000000000ULL);
static_assert(popcount_swar(0) == 0 && popcount_swar(kUniverse) == 64 &&
              popcount_swar(0x8000000000000001ULL) == 2 && popcount_swar(kFileA | kRank8) == 15);
static_assert(kFileH == 0x8080808080808080ULL && kRank8 == 0xff00000000000000ULL);
static_assert(opposite(Direction::noEa) == Direction::soWe);
static_assert(opposite(Direction::nort) == Direction::sout);
static_assert(shift_of(opposite(Direction::east)) == -shift_of(Direction::east));
static_assert(is_orthogonal(Direction::east) && is_diagonal(Direction::noWe));
static_assert(shift_one(square_bb(H4), Direction::east) == 0);
static_assert(shift_one(square_bb(A4), Direction::west) == 0);
static_assert(shift_one(square_bb(E4), Direction::noWe) == square_bb(D5));
static_assert(shift_one(square_bb(A8), Direction::nort) == 0);
static_assert(shift_one<Direction::soEa>(square_bb(B2)) == square_bb(C1));
static_assert(square_from_name("e4") == E4 && square_from_name("i1") == kNoSquare);

}  // namespace lanefill
