// bench/ray_walk.hpp — an independent, obviously-correct oracle: square by
// square ray walks built only on lanefill::shift_one (bitboard.hpp).
//
// Used at start-up to check every benchmarked kernel and baseline, so no
// number is ever reported for code that computes something else.
#pragma once

#include "lanefill/bitboard.hpp"

namespace lanefill_bench {

using lanefill::Bitboard;
using lanefill::Direction;

// Squares attacked from every slider in `sliders` in direction d, blockers included.
inline Bitboard walk_rays(Bitboard sliders, Direction d, Bitboard occupied) {
  Bitboard attacks = 0;
  for (Bitboard b = lanefill::shift_one(sliders, d); b != 0;
       b = lanefill::shift_one(b & ~occupied, d))
    attacks |= b;
  return attacks;
}

// ray_attacks semantics: orth feeds the odd (orthogonal) directions, diag the even ones.
inline void walk_ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  for (Direction d : lanefill::kAllDirections)
    out[lanefill::index(d)] = walk_rays(lanefill::is_orthogonal(d) ? orth : diag, d, occupied);
}

inline Bitboard walk_slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  Bitboard rays[8];
  walk_ray_attacks(orth, diag, occupied, rays);
  Bitboard all = 0;
  for (Bitboard r : rays) all |= r;
  return all;
}

inline Bitboard walk_rook_attacks(int square, Bitboard occupied) {
  return walk_slider_attacks(Bitboard{1} << square, 0, occupied);
}
inline Bitboard walk_bishop_attacks(int square, Bitboard occupied) {
  return walk_slider_attacks(0, Bitboard{1} << square, occupied);
}
inline Bitboard walk_queen_attacks(int square, Bitboard occupied) {
  return walk_slider_attacks(Bitboard{1} << square, Bitboard{1} << square, occupied);
}

}  // namespace lanefill_bench
