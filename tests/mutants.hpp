// tests/mutants.hpp — the slips kernel edits make, as mutants of a kernel
// table: a step without its file guard, a lane left out, a discovery taken
// from the wrong direction, a batch's tail element skipped or one written too
// many. Each wraps the table g_table points at; the tests (test_mutations.cpp
// on every table of every ISA, tests/native on the inline paths) check that
// kernel_checks.hpp catches each one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "lanefill/lanefill.hpp"

namespace mutants {

using lanefill::Bitboard;
using lanefill::Direction;
using lanefill::Kernels;

// The table the mutants wrap (the tests run on one thread).
inline const Kernels* g_table = nullptr;

inline constexpr Bitboard kFileH = 0x8080808080808080ULL, kRank8 = 0xff00000000000000ULL;
inline constexpr int kEast = static_cast<int>(Direction::east),
                     kNort = static_cast<int>(Direction::nort);

// An east step without its file guard: sliders on file h reach file a one rank up.
inline void rays_guard_dropped(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  g_table->ray_attacks(orth, diag, occupied, out);
  out[kEast] |= (orth & kFileH & ~kRank8) << 1;
}
inline Bitboard rook_guard_dropped(int square, Bitboard occupied) {
  const Bitboard self = Bitboard{1} << square;
  return g_table->rook_attacks(square, occupied) | ((self & kFileH & ~kRank8) << 1);
}
// The lane of one direction left out.
inline void rays_lane_dropped(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  g_table->ray_attacks(orth, diag, occupied, out);
  out[kNort] = 0;
}
inline void fills_lane_dropped(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  g_table->occluded_fills(orth, diag, occupied, out);
  out[kNort] = 0;
}
// A batch's last element skipped, or one element too many written.
inline void queens_tail_dropped(const std::uint8_t* squares, const Bitboard* occupied,
                                Bitboard* out, std::size_t n) {
  g_table->queen_attacks_batch(squares, occupied, out, n > 0 ? n - 1 : 0);
}
inline void sliders_tail_dropped(const Bitboard* orth, const Bitboard* diag,
                                 const Bitboard* occupied, Bitboard* out, std::size_t n) {
  g_table->slider_attacks_batch(orth, diag, occupied, out, n > 0 ? n - 1 : 0);
}
inline void sliders_tail_overrun(const Bitboard* orth, const Bitboard* diag,
                                 const Bitboard* occupied, Bitboard* out, std::size_t n) {
  g_table->slider_attacks_batch(orth, diag, occupied, out, n);
  if (n > 0) out[n] = 0;
}
// Threat queries: the east ray of a file-h square wrapping to file a; the
// nort lane left out; each slider's discovery taken from its own direction
// instead of the opposite one.
inline void square_rays_guard_dropped(int square, Bitboard occupied, lanefill::SquareRays* out) {
  g_table->square_rays(square, occupied, out);
  out->rays[kEast] |= ((Bitboard{1} << square) & kFileH & ~kRank8) << 1;
}
inline void square_rays_lane_dropped(int square, Bitboard occupied, lanefill::SquareRays* out) {
  g_table->square_rays(square, occupied, out);
  out->rays[kNort] = out->blockers[kNort] = 0;
}
inline void threats_lane_dropped(int square, Bitboard occupied, Bitboard orth, Bitboard diag,
                                 lanefill::SliderThreats* out) {
  g_table->slider_threats(square, occupied, orth, diag, out);
  out->attackers &= ~out->slider[kNort];
  out->slider[kNort] = out->discovered[kNort] = 0;
  out->directions &= ~(1u << kNort);
}
inline void threats_not_opposite(int square, Bitboard occupied, Bitboard orth, Bitboard diag,
                                 lanefill::SliderThreats* out) {
  g_table->slider_threats(square, occupied, orth, diag, out);
  for (int d = 0; d < 8; ++d) out->discovered[d] = out->slider[d];
}
// Othello: the flips of the west ray left out; the batch's last board skipped.
inline Bitboard flips_lane_dropped(int square, Bitboard player, Bitboard opponent) {
  const Bitboard west = (Bitboard{0xff} << (square & 56)) & ((Bitboard{1} << square) - 1);
  return g_table->othello_flips(square, player, opponent) & ~west;
}
inline void othello_tail_dropped(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                                 std::size_t n) {
  g_table->othello_moves_batch(player, opponent, out, n > 0 ? n - 1 : 0);
}

struct Mutant {
  const char* slip;
  void (*mutate)(Kernels&);
};
inline const std::vector<Mutant>& all_mutants() {
  static const std::vector<Mutant> all = {
      {"ray_attacks east without its file guard",
       [](Kernels& k) { k.ray_attacks = &rays_guard_dropped; }},
      {"rook_attacks east without its file guard",
       [](Kernels& k) { k.rook_attacks = &rook_guard_dropped; }},
      {"ray_attacks without the nort lane", [](Kernels& k) { k.ray_attacks = &rays_lane_dropped; }},
      {"occluded_fills without the nort lane",
       [](Kernels& k) { k.occluded_fills = &fills_lane_dropped; }},
      {"square_rays east without its file guard",
       [](Kernels& k) { k.square_rays = &square_rays_guard_dropped; }},
      {"square_rays without the nort lane",
       [](Kernels& k) { k.square_rays = &square_rays_lane_dropped; }},
      {"slider_threats without the nort lane",
       [](Kernels& k) { k.slider_threats = &threats_lane_dropped; }},
      {"slider_threats discovers along the slider's own direction",
       [](Kernels& k) { k.slider_threats = &threats_not_opposite; }},
      {"queen_attacks_batch skips the tail element",
       [](Kernels& k) { k.queen_attacks_batch = &queens_tail_dropped; }},
      {"slider_attacks_batch skips the tail element",
       [](Kernels& k) { k.slider_attacks_batch = &sliders_tail_dropped; }},
      {"slider_attacks_batch writes one element too many",
       [](Kernels& k) { k.slider_attacks_batch = &sliders_tail_overrun; }},
      {"othello_flips without the west ray",
       [](Kernels& k) { k.othello_flips = &flips_lane_dropped; }},
      {"othello_moves_batch skips the tail board",
       [](Kernels& k) { k.othello_moves_batch = &othello_tail_dropped; }},
  };
  return all;
}

}  // namespace mutants
