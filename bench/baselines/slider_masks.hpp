// bench/baselines/slider_masks.hpp — relevant-occupancy masks and subset
// enumeration shared by the table-driven baselines (internal).
#pragma once

#include <cstddef>

#include "ray_walk.hpp"

namespace lanefill_bench::baselines {

enum class Slider { rook, bishop };

inline Bitboard walk_attacks(Slider s, int square, Bitboard occupied) {
  return s == Slider::rook ? walk_rook_attacks(square, occupied)
                           : walk_bishop_attacks(square, occupied);
}

// Squares whose occupancy can change the attacks from `square`: the empty-board
// rays minus their last square (a blocker on the board edge changes nothing).
inline Bitboard relevant_mask(Slider s, int square) {
  Bitboard mask = 0;
  const Bitboard from = Bitboard{1} << square;
  for (Direction d : lanefill::kAllDirections) {
    if (lanefill::is_orthogonal(d) != (s == Slider::rook)) continue;
    // The empty-board ray without its last square (the one whose next step leaves the board).
    for (Bitboard ray = walk_rays(from, d, 0); ray != 0; ray &= ray - 1) {
      const Bitboard sq = ray & (~ray + 1);
      if (lanefill::shift_one(sq, d) != 0) mask |= sq;
    }
  }
  return mask;
}

// Calls f(subset, n) for every subset of mask; n counts 0, 1, 2, ... and is
// exactly pext(subset, mask) (the carry-rippler enumerates subsets in that order).
template <class F>
void for_each_subset(Bitboard mask, F&& f) {
  Bitboard subset = 0;
  std::size_t n = 0;
  do {
    f(subset, n++);
    subset = (subset - mask) & mask;  // next subset: carry ripples through the gaps
  } while (subset != 0);
}

}  // namespace lanefill_bench::baselines
