// tests/support/oracle_kernels.hpp — the ray-walk oracle packaged as an
// AttackKernels table, so that any library table can be compared with it by
// the same code (the CLI's cross-check, the benchmarks' start-up checks).
#pragma once

#include <cstddef>
#include <cstdint>

#include "lanefill/kernels.hpp"
#include "oracle.hpp"

namespace oracle {

namespace walk_table {

inline void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto rays = all_ray_attacks(orth, diag, occupied);
  for (int d = 0; d < 8; ++d) out[d] = rays[static_cast<std::size_t>(d)];
}
inline void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto fills = all_occluded_fills(orth, diag, ~occupied);
  for (int d = 0; d < 8; ++d) out[d] = fills[static_cast<std::size_t>(d)];
}
inline Bitboard rook(lanefill::Square sq, Bitboard occupied) { return rook_attacks(sq, occupied); }
inline Bitboard bishop(lanefill::Square sq, Bitboard occupied) {
  return bishop_attacks(sq, occupied);
}
inline Bitboard queen(lanefill::Square sq, Bitboard occupied) {
  return queen_attacks(sq, occupied);
}
inline void square_rays(lanefill::Square sq, Bitboard occupied, lanefill::SquareRays* out) {
  const SquareThreats t = square_threats(sq, occupied, 0, 0);
  for (int d = 0; d < 8; ++d) {
    out->rays[d] = t.rays[static_cast<std::size_t>(d)];
    out->blockers[d] = t.blockers[static_cast<std::size_t>(d)];
  }
}
inline void slider_threats(lanefill::Square sq, Bitboard occupied, Bitboard orth, Bitboard diag,
                           lanefill::SliderThreats* out) {
  const SquareThreats t = square_threats(sq, occupied, orth, diag);
  for (int d = 0; d < 8; ++d) {
    out->slider[d] = t.slider[static_cast<std::size_t>(d)];
    out->discovered[d] = t.discovered[static_cast<std::size_t>(d)];
  }
  out->orth_attacks = t.orth_attacks;
  out->diag_attacks = t.diag_attacks;
  out->attackers = t.attackers;
  out->directions = t.directions;
}
inline void queen_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                        std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = queen_attacks(squares[i], occupied[i]);
}
inline void slider_batch(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                         Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = slider_attacks(orth[i], diag[i], occupied[i]);
}

}  // namespace walk_table

// Every entry walks each ray one square at a time (slow, obviously right).
// Its `algorithm` field means nothing: the walk is none of the named ones.
inline const lanefill::AttackKernels& ray_walk_kernels() {
  static constexpr lanefill::AttackKernels table{.algorithm = lanefill::Algorithm::dumb7_loop,
                                                 .isa = lanefill::Isa::scalar,
                                                 .occluded_fills = walk_table::occluded_fills,
                                                 .ray_attacks = walk_table::ray_attacks,
                                                 .slider_attacks = slider_attacks,
                                                 .rook_attacks = walk_table::rook,
                                                 .bishop_attacks = walk_table::bishop,
                                                 .queen_attacks = walk_table::queen,
                                                 .square_rays = walk_table::square_rays,
                                                 .slider_threats = walk_table::slider_threats,
                                                 .queen_attacks_batch = walk_table::queen_batch,
                                                 .slider_attacks_batch = walk_table::slider_batch};
  return table;
}

}  // namespace oracle
