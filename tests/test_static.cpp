// tests/test_static.cpp — compile-time checks of the constexpr reference.
//
// Everything here is a static_assert: if this file compiles, the checks
// passed. The oracle (bench/support/oracle.hpp) is constexpr as well, so the
// reference is compared with an independent ray walk inside the compiler.
// Loops are sized to stay well inside the default constexpr step limits of
// g++ and clang.
#include <cstddef>
#include <cstdint>
#include <utility>

#include <gtest/gtest.h>

#include "lanefill/native/tables.h"
#include "lanefill/othello.hpp"
#include "lanefill/reference.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::Bitboard;
using lanefill::Direction;
using lanefill::Square;
namespace reference = lanefill::reference;

constexpr Square sq_of(int i) { return static_cast<Square>(i); }

// --- masks -----------------------------------------------------------------

constexpr bool masks_match_oracle() {
  for (int i = 0; i < 64; ++i) {
    if (reference::kRookMasks[i] != oracle::rook_attacks(i, 0)) return false;
    if (reference::kBishopMasks[i] != oracle::bishop_attacks(i, 0)) return false;
    if (reference::rook_lines_by_stepping(sq_of(i)) !=
        (oracle::rook_attacks(i, 0) | (Bitboard{1} << i)))
      return false;
  }
  return true;
}
static_assert(masks_match_oracle());

constexpr bool ray_masks_match_oracle() {
  for (int i = 0; i < 64; ++i)
    for (Direction d : lanefill::kAllDirections)
      if (reference::ray_mask(sq_of(i), d) != oracle::attacks_from(i, d, 0)) return false;
  return true;
}
static_assert(ray_masks_match_oracle());

// --- SBAMG table -------------------------------------------------------------

constexpr bool sbamg_table_sound() {
  for (int i = 0; i < 64; ++i)
    for (reference::Line l : reference::kAllLines) {
      const reference::SbamgMasks& m = reference::kSbamgMasks[i][reference::index(l)];
      if ((m.outer & m.lower) == 0) return false;                  // bit scan never sees 0
      if (i != 0 && (m.outer & (Bitboard{1} << i))) return false;  // slider square stays clear
      if (m.line_ex & (Bitboard{1} << i)) return false;
      if (m.lower != (i == 0 ? 1 : (Bitboard{1} << i) - 1)) return false;
    }
  return true;
}
static_assert(sbamg_table_sound());

// Empty and full boards: the whole line, or just the two neighbours.
constexpr bool sbamg_extremes_match_oracle() {
  for (int i = 0; i < 64; ++i)
    for (Bitboard occ : {Bitboard{0}, lanefill::kUniverse}) {
      if (reference::sbamg_rook_attacks(sq_of(i), occ) != oracle::rook_attacks(i, occ))
        return false;
      if (reference::sbamg_bishop_attacks(sq_of(i), occ) != oracle::bishop_attacks(i, occ))
        return false;
    }
  return true;
}
static_assert(sbamg_extremes_match_oracle());

// The inline kernels' SBAMG table (lanefill/native/tables.h, built by C macros)
// against the oracle's walked lines, not the masks it was made from: per
// square and line, the line without the square; the line's squares below
// the square plus its floor (the line's lowest square, or bit 0 where the
// square is the lowest); the floor alone.
constexpr Direction kLineDirection[4] = {Direction::east, Direction::nort, Direction::noEa,
                                         Direction::noWe};  // rank, file, diagonal, antidiagonal
constexpr bool native_sbamg_table_matches_oracle_lines() {
  for (int i = 0; i < 64; ++i)
    for (reference::Line l : reference::kAllLines) {
      const int li = reference::index(l);
      const std::size_t j = lanefill::slot(li);
      const Bitboard self = Bitboard{1} << i;
      const Bitboard line = oracle::line_through(i, kLineDirection[li]);
      const Bitboard below = line & (self - 1);
      const Bitboard floor = below != 0 ? below & (~below + 1) : 1;
      if (lanefill_sbamg_table[i][j] != (line & ~self)) return false;
      if (lanefill_sbamg_table[i][4 + j] != (below | floor)) return false;
      if (lanefill_sbamg_table[i][8 + j] != floor) return false;
    }
  return true;
}
static_assert(native_sbamg_table_matches_oracle_lines());
// The row's last four words: the square's bit, its bit on the board with
// the ranks mirrored (a byte swap moves rank r to rank 7 - r), the file
// without the square, and that file with the mirrored square's hole.
constexpr bool native_sbamg_table_self_words() {
  for (int i = 0; i < 64; ++i) {
    const int mirrored = (7 - (i >> 3)) * 8 + (i & 7);
    const Bitboard file = Bitboard{0x0101010101010101} << (i & 7);
    if (lanefill_sbamg_table[i][12] != Bitboard{1} << i) return false;
    if (lanefill_sbamg_table[i][13] != Bitboard{1} << mirrored) return false;
    if (lanefill_sbamg_table[i][14] != (file & ~(Bitboard{1} << i))) return false;
    if (lanefill_sbamg_table[i][15] != (file & ~(Bitboard{1} << mirrored))) return false;
  }
  return true;
}
static_assert(native_sbamg_table_self_words());

// The ray and first-rank tables of the inline kernels (lanefill/native/tables.h)
// and the reference's against the oracle's square-by-square walks: a ray is
// the attack set from its square on an empty board; a first rank entry the
// rook's attacks on rank 1 holding its inner squares and both ends.
constexpr bool ray_table_matches_oracle() {
  for (int i = 0; i < 64; ++i)
    for (std::size_t j = 0; j < 8; ++j) {
      const Bitboard want = oracle::attacks_from(i, lanefill::othello::kRayDirections[j], 0);
      if (lanefill_ray_table[i][j] != want) return false;
    }
  return true;
}
static_assert(ray_table_matches_oracle());

constexpr bool first_rank_table_matches_oracle() {
  for (int inner = 0; inner < 64; ++inner)
    for (int file = 0; file < 8; ++file) {
      const Bitboard rank = (Bitboard(inner) << 1) | 0x81;
      const Bitboard want = oracle::rook_attacks(file, rank) & 0xff;
      const std::size_t i = lanefill::slot(inner), f = lanefill::slot(file);
      if (reference::kFirstRankAttacks[i][f] != want || lanefill_first_rank_table[i][f] != want)
        return false;
    }
  return true;
}
static_assert(first_rank_table_matches_oracle());

// The chessprogramming wiki's SBAMG sample.
static_assert(reference::sbamg_line_attacks(0x43, reference::sbamg_masks(lanefill::D1,
                                                                         reference::Line::rank)) ==
              0x76);

// --- every algorithm, single squares ------------------------------------------

template <Algorithm A>
constexpr bool queens_match_oracle(Bitboard occ) {
  for (int i = 0; i < 64; ++i)
    if (reference::queen_attacks<A>(sq_of(i), occ) != oracle::queen_attacks(i, occ)) return false;
  return true;
}
constexpr Bitboard kSomeBoard = 0x0040'2200'1881'0400ULL;
// Every algorithm of the registry, each check its own constant evaluation
// (a new algorithm is checked without an edit here).
template <std::size_t I>
struct QueensOfAlgorithm {
  static constexpr Algorithm A = static_cast<Algorithm>(I);
  static_assert(queens_match_oracle<A>(0));
  static_assert(queens_match_oracle<A>(kSomeBoard));
  static_assert(queens_match_oracle<A>(lanefill::kUniverse));
};
template <std::size_t... I>
constexpr bool every_algorithm_checked(std::index_sequence<I...>) {
  return ((sizeof(QueensOfAlgorithm<I>) > 0) && ...);
}
constexpr auto kEveryAlgorithm = std::make_index_sequence<lanefill::kAlgorithmNames.size()>{};
static_assert(every_algorithm_checked(kEveryAlgorithm));

// --- every algorithm, slider sets --------------------------------------------

template <Algorithm A>
constexpr bool slider_sets_match_oracle(std::uint64_t seed) {
  oracle::Rng rng(seed);
  for (int i = 0; i < 12; ++i) {
    const Bitboard orth = rng.next() & rng.next() & rng.next();
    const Bitboard diag = rng.next() & rng.next() & rng.next();
    const Bitboard occ = (rng.next() & rng.next()) | (i % 2 ? orth | diag : 0);
    const auto want = oracle::all_ray_attacks(orth, diag, occ);
    const auto got = reference::ray_attacks<A>(orth, diag, occ);
    const auto want_fill = oracle::all_occluded_fills(orth, diag, ~occ);
    const auto got_fill = reference::occluded_fills<A>(orth, diag, ~occ);
    for (int d = 0; d < 8; ++d)
      if (got[d] != want[d] || got_fill[d] != want_fill[d]) return false;
  }
  return true;
}
template <std::size_t I>
struct SliderSetsOfAlgorithm {
  static_assert(slider_sets_match_oracle<static_cast<Algorithm>(I)>(I + 1));
};
template <std::size_t... I>
constexpr bool every_algorithm_slider_sets_checked(std::index_sequence<I...>) {
  return ((sizeof(SliderSetsOfAlgorithm<I>) > 0) && ...);
}
static_assert(every_algorithm_slider_sets_checked(kEveryAlgorithm));

// Every slider on the board at once: each ray is the board minus the far edge
// behind it, shifted; on an empty board every square is attacked.
static_assert(reference::slider_attacks(Algorithm::kogge_stone, lanefill::kUniverse,
                                        lanefill::kUniverse, 0) == lanefill::kUniverse);
static_assert(reference::slider_attacks(Algorithm::sbamg, lanefill::kUniverse, 0,
                                        lanefill::kUniverse) == lanefill::kUniverse);

// --- empty-board fills --------------------------------------------------------

constexpr bool empty_board_fills_match_oracle() {
  for (int i = 0; i < 64; ++i)
    for (Direction d : lanefill::kAllDirections) {
      const Bitboard s = Bitboard{1} << i;
      if (reference::empty_board_fill(s, d) != oracle::occluded_from(i, d, lanefill::kUniverse))
        return false;
      if (reference::empty_board_attacks(s, d) != oracle::attacks_from(i, d, 0)) return false;
    }
  return true;
}
static_assert(empty_board_fills_match_oracle());
static_assert(reference::file_fill(lanefill::square_bb(lanefill::C5)) == lanefill::file_bb(2));

// --- the Dumb7Fill page's slow-motion south fill -----------------------------

constexpr Bitboard kSlowMotionRooks = 0x0108000020000000ULL;  // a8, d7, f4
constexpr Bitboard kSlowMotionEmpty = 0xbe53bdfbd77b98b6ULL;  // the page's "empty" diagram
constexpr Bitboard kSlowMotionFlood =                         // a8..a3, d7..d5, f4, f3
    (lanefill::kFileA & ~0xffffULL) | 0x0008080800000000ULL | 0x0000000020200000ULL;
static_assert(lanefill::popcount(kSlowMotionEmpty) == 43);
static_assert(kSlowMotionRooks ==
              (lanefill::square_bb(lanefill::A8) | lanefill::square_bb(lanefill::D7) |
               lanefill::square_bb(lanefill::F4)));
static_assert(reference::dumb7_occluded_cycles<Direction::sout>(kSlowMotionRooks,
                                                                kSlowMotionEmpty) ==
              kSlowMotionFlood);
static_assert(reference::dumb7_occluded_loop<Direction::sout>(kSlowMotionRooks, kSlowMotionEmpty) ==
              kSlowMotionFlood);
static_assert(reference::dumb7_occluded_unrolled<Direction::sout>(kSlowMotionRooks,
                                                                  kSlowMotionEmpty) ==
              kSlowMotionFlood);
static_assert(reference::kogge_stone_occluded<Direction::sout>(kSlowMotionRooks,
                                                               kSlowMotionEmpty) ==
              kSlowMotionFlood);
static_assert(reference::rotate_occluded_kogge(kSlowMotionRooks, kSlowMotionEmpty,
                                               Direction::sout) == kSlowMotionFlood);
static_assert(reference::occluded_fill(Algorithm::sbamg, kSlowMotionRooks, kSlowMotionEmpty,
                                       Direction::sout) == kSlowMotionFlood);
static_assert(reference::dumb7_attacks_unrolled<Direction::sout>(kSlowMotionRooks,
                                                                 kSlowMotionEmpty) ==
              kSlowMotionFlood >> 8);

}  // namespace
