// bench/support/oracle_kernels.hpp — the ray-walk oracle as a kernel table:
// one function per entry of lanefill/entries.def, named as the entry, with
// the kernel's arguments, each walking rays square by square (slow, obviously
// right). Any table is compared with it by the same code: the tests walk the
// list (kernel_checks.hpp), the CLI cross-checks, the benchmarks check their
// tables at start-up.
#pragma once

#include <cstddef>
#include <cstdint>

#include "lanefill/kernels.hpp"
#include "oracle.hpp"

namespace oracle {

namespace walk {

inline Bitboard rook_attacks(int sq, Bitboard occupied) {
  return oracle::rook_attacks(sq, occupied);
}
inline Bitboard bishop_attacks(int sq, Bitboard occupied) {
  return oracle::bishop_attacks(sq, occupied);
}
inline Bitboard queen_attacks(int sq, Bitboard occupied) {
  return oracle::queen_attacks(sq, occupied);
}
inline void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto fills = all_occluded_fills(orth, diag, ~occupied);
  for (int d = 0; d < 8; ++d) out[d] = fills[static_cast<std::size_t>(d)];
}
inline void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto rays = all_ray_attacks(orth, diag, occupied);
  for (int d = 0; d < 8; ++d) out[d] = rays[static_cast<std::size_t>(d)];
}
inline Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return oracle::slider_attacks(orth, diag, occupied);
}
inline void square_rays(int sq, Bitboard occupied, lanefill::SquareRays* out) {
  const SquareThreats t = square_threats(sq, occupied, 0, 0);
  for (int d = 0; d < 8; ++d) {
    out->rays[d] = t.rays[static_cast<std::size_t>(d)];
    out->blockers[d] = t.blockers[static_cast<std::size_t>(d)];
  }
}
inline void slider_threats(int sq, Bitboard occupied, Bitboard orth, Bitboard diag,
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
inline void queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied,
                                Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = queen_attacks(squares[i], occupied[i]);
}
inline void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag,
                                 const Bitboard* occupied, Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = slider_attacks(orth[i], diag[i], occupied[i]);
}
inline Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  return oracle::othello_moves(player, opponent);
}
inline Bitboard othello_flips(int sq, Bitboard player, Bitboard opponent) {
  return oracle::othello_flips(sq, player, opponent);
}
inline void othello_moves_batch(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                                std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = othello_moves(player[i], opponent[i]);
}

inline int othello_last_flip_count(int sq, Bitboard player) {
  return oracle::othello_last_flip_count(sq, player);
}
inline Bitboard othello_stable_discs(Bitboard player, Bitboard opponent) {
  return oracle::othello_stable_discs(player, opponent);
}
inline void othello_full_lines(Bitboard occupied, Bitboard out[4]) {
  const auto full = oracle::othello_full_lines(occupied);
  for (std::size_t k = 0; k < 4; ++k) out[k] = full[k];
}
inline Bitboard othello_potential_moves(Bitboard player, Bitboard opponent) {
  return oracle::othello_potential_moves(player, opponent);
}
inline int othello_mobility(Bitboard player, Bitboard opponent) {
  return oracle::othello_mobility(player, opponent);
}
inline void othello_last_flip_count_batch(const std::uint8_t* squares, const Bitboard* player,
                                          std::uint8_t* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
    out[i] = static_cast<std::uint8_t>(othello_last_flip_count(squares[i], player[i]));
}
inline void othello_stable_discs_batch(const Bitboard* player, const Bitboard* opponent,
                                       Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = othello_stable_discs(player[i], opponent[i]);
}
inline void othello_potential_moves_batch(const Bitboard* player, const Bitboard* opponent,
                                          Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = othello_potential_moves(player[i], opponent[i]);
}
inline void othello_mobility_batch(const Bitboard* player, const Bitboard* opponent,
                                   std::uint8_t* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
    out[i] = static_cast<std::uint8_t>(othello_mobility(player[i], opponent[i]));
}

}  // namespace walk

// The walks as a table ("ray walk" its algorithm, "scalar" its ISA).
inline const lanefill::Kernels& ray_walk_kernels() {
  static constexpr lanefill::Kernels table = {
      sizeof(lanefill::Kernels),
      "scalar",
      "ray walk",
#define LANEFILL_ENTRY(name, shape, kind, doc) &walk::name,
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
  };
  return table;
}

}  // namespace oracle
