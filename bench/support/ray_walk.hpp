// bench/ray_walk.hpp — the benchmarks' names for the project's one oracle
// (bench/support/oracle.hpp): every benchmarked kernel and baseline is
// checked against it at start-up, so no number is reported for code that
// computes something else.
#pragma once

#include "lanefill/bitboard.hpp"
#include "oracle.hpp"

namespace lanefill_bench {

using lanefill::Bitboard;
using lanefill::Direction;

// Squares attacked from every slider in `sliders` in direction d, blockers included.
inline Bitboard walk_rays(Bitboard sliders, Direction d, Bitboard occupied) {
  return oracle::ray_attacks(sliders, d, occupied);
}
// ray_attacks semantics: orth feeds the odd (orthogonal) directions, diag the even ones.
inline void walk_ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto rays = oracle::all_ray_attacks(orth, diag, occupied);
  for (int d = 0; d < 8; ++d) out[d] = rays[static_cast<std::size_t>(d)];
}
inline Bitboard walk_rook_attacks(int square, Bitboard occupied) {
  return oracle::rook_attacks(square, occupied);
}
inline Bitboard walk_bishop_attacks(int square, Bitboard occupied) {
  return oracle::bishop_attacks(square, occupied);
}
inline Bitboard walk_queen_attacks(int square, Bitboard occupied) {
  return oracle::queen_attacks(square, occupied);
}

}  // namespace lanefill_bench
