/* lanefill/native/scalar.h — the scalar inline target: every kernel of
 * lanefill/entries.def on 64-bit integer registers, for any CPU and any
 * compiler (C99 or C++). lanefill/native.h includes it where the flags
 * select no vector target; include it yourself to run the scalar kernels
 * whatever the flags.
 *
 *   sliders, one square   hyperbola quintessence, the rank by a 512-byte
 *                         first-rank table (by rbit on aarch64)
 *   set-wise              rotate Kogge-Stone, one direction at a time
 *   threat inputs         the rays cut from the rook and bishop attacks
 *   batches               the single-board kernel in a loop
 *   Othello               moves by shifts and prefix runs, flips by the
 *                         outflank bit scans
 *
 * One inline target per file: a second target header is an error. */
#ifndef LANEFILL_NATIVE_H_TARGET
#define LANEFILL_NATIVE_H_TARGET scalar
#define LANEFILL_NATIVE_SCALAR 1
#define LANEFILL_NATIVE_ISA scalar
#define LANEFILL_NATIVE_ISA_NAME "scalar"
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "scalar"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "lanefill/native/u64.h"
#include "lanefill/types.h"

/* ------------------------------------------------------------------------
 * Sliders on one square. */
static inline uint64_t lanefill_native_rook_attacks(int square, uint64_t occupied) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  return lanefill_u64_rook_attacks(square, occupied);
}
static inline uint64_t lanefill_native_bishop_attacks(int square, uint64_t occupied) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  return lanefill_u64_bishop_attacks(square, occupied);
}
static inline uint64_t lanefill_native_queen_attacks(int square, uint64_t occupied) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  return lanefill_u64_rook_attacks(square, occupied) |
         lanefill_u64_bishop_attacks(square, occupied);
}

/* ------------------------------------------------------------------------
 * Sliders set-wise: the diagonal sliders feed the even directions (noEa,
 * soEa, soWe, noWe), the orthogonal ones the odd directions. */
static inline void lanefill_native_occluded_fills(uint64_t orth, uint64_t diag, uint64_t occupied,
                                                  uint64_t out[8]) {
  int d;
  for (d = 0; d < 8; ++d)
    out[d] = lanefill_u64_kogge_stone_rotate((d & 1) ? orth : diag, ~occupied, d);
}
static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  int d;
  for (d = 0; d < 8; ++d)
    out[d] = lanefill_u64_attack_fill_rotate((d & 1) ? orth : diag, occupied, d);
}
static inline uint64_t lanefill_native_slider_attacks(uint64_t orth, uint64_t diag,
                                                      uint64_t occupied) {
  uint64_t rays[8];
  lanefill_native_ray_attacks(orth, diag, occupied, rays);
  return rays[0] | rays[1] | rays[2] | rays[3] | rays[4] | rays[5] | rays[6] | rays[7];
}

/* ------------------------------------------------------------------------
 * Threat inputs: each ray the part of the rook or bishop attacks on its
 * empty-board ray; a slider's discovery the opposite ray's first piece. */
static inline void lanefill_native_square_rays(int square, uint64_t occupied,
                                               lanefill_square_rays_t* out) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  lanefill_u64_rays_from_attacks(square, occupied, lanefill_u64_rook_attacks(square, occupied),
                                 lanefill_u64_bishop_attacks(square, occupied), out);
}
static inline void lanefill_native_slider_threats(int square, uint64_t occupied, uint64_t orth,
                                                  uint64_t diag, lanefill_slider_threats_t* out) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  lanefill_u64_threats_from_attacks(square, occupied, orth, diag,
                                    lanefill_u64_rook_attacks(square, occupied),
                                    lanefill_u64_bishop_attacks(square, occupied), out);
}

/* ------------------------------------------------------------------------
 * Batches: one board at a time. */
static inline void lanefill_native_queen_attacks_batch(const uint8_t* squares,
                                                       const uint64_t* occupied, uint64_t* out,
                                                       size_t n) {
  size_t i;
  for (i = 0; i < n; ++i) out[i] = lanefill_native_queen_attacks(squares[i], occupied[i]);
}
static inline void lanefill_native_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                                        const uint64_t* occupied, uint64_t* out,
                                                        size_t n) {
  size_t i;
  for (i = 0; i < n; ++i) out[i] = lanefill_native_slider_attacks(orth[i], diag[i], occupied[i]);
}

/* ------------------------------------------------------------------------
 * Othello. */
static inline uint64_t lanefill_native_othello_moves(uint64_t player, uint64_t opponent) {
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  return lanefill_u64_othello_moves(player, opponent);
}
static inline uint64_t lanefill_native_othello_flips(int square, uint64_t player,
                                                     uint64_t opponent) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  if (((player | opponent) >> square) & 1) return 0;
  return lanefill_u64_othello_flips(square, player, opponent);
}
static inline void lanefill_native_othello_moves_batch(const uint64_t* player,
                                                       const uint64_t* opponent, uint64_t* out,
                                                       size_t n) {
  size_t i;
  for (i = 0; i < n; ++i) out[i] = lanefill_u64_othello_moves(player[i], opponent[i]);
}

/* ------------------------------------------------------------------------
 * The Othello endgame (lanefill/othello.hpp defines each). */
#include "lanefill/native/othello_endgame.h"
static inline void lanefill_native_othello_stable_discs_batch(const uint64_t* player,
                                                              const uint64_t* opponent,
                                                              uint64_t* out, size_t n) {
  lanefill_u64_othello_stable_discs_batch(player, opponent, out, n);
}
static inline void lanefill_native_othello_potential_moves_batch(const uint64_t* player,
                                                                 const uint64_t* opponent,
                                                                 uint64_t* out, size_t n) {
  size_t i;
  for (i = 0; i < n; ++i) out[i] = lanefill_u64_othello_potential_moves(player[i], opponent[i]);
}
static inline void lanefill_native_othello_mobility_batch(const uint64_t* player,
                                                          const uint64_t* opponent, uint8_t* out,
                                                          size_t n) {
  size_t i;
  for (i = 0; i < n; ++i)
    out[i] = (uint8_t)lanefill_u64_popcount(lanefill_u64_othello_moves(player[i], opponent[i]));
}

#include "lanefill/native/end.h"
#elif !defined(LANEFILL_NATIVE_SCALAR)
#error "lanefill/native/scalar.h: this file already has another inline target (one per file)"
#endif
