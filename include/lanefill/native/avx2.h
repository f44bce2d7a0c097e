/* lanefill/native/avx2.h — the avx2 inline target: every kernel of
 * lanefill/entries.def for a file built with AVX2 (-mavx2, -march=x86-64-v3,
 * -march=haswell ...; GCC or Clang). lanefill/native.h includes it where the
 * flags allow AVX2 but not AVX-512.
 *
 *   rook, bishop          hyperbola quintessence (scalar: its dependency
 *                         chain is less than half a ymm kernel's)
 *   queen                 SBAMG, the four lines in a ymm (a smear finds cbn)
 *   set-wise              Kogge-Stone, 4 directions per ymm, an up and a
 *                         down register on one propagator
 *   threat inputs         the eight rays in an up and a down ymm
 *   batches               4 boards per ymm (queens: 4 ymm and a transpose)
 *   Othello               moves and flips in an up and a down ymm; the batch
 *                         4 boards per ymm
 *
 * One inline target per file: a second target header is an error. */
#if !defined(__GNUC__) && !defined(__clang__)
#error \
    "lanefill/native/avx2.h needs GCC or Clang (GNU C vector extensions); MSVC has none: include lanefill/native/scalar.h, or call the dispatched lanefill/lanefill.h"
#endif
#ifndef LANEFILL_NATIVE_H_TARGET
#define LANEFILL_NATIVE_H_TARGET avx2
#define LANEFILL_NATIVE_AVX2 1
#define LANEFILL_NATIVE_ISA avx2
#define LANEFILL_NATIVE_ISA_NAME "avx2"
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "avx2"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "lanefill/native/u64.h"
#include "lanefill/native/ymm.h"
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
  return lanefill_ymm_or_lanes(lanefill_ymm_sbamg_lines(square, occupied));
}

/* ------------------------------------------------------------------------
 * Sliders set-wise. */
static inline void lanefill_native_occluded_fills(uint64_t orth, uint64_t diag, uint64_t occupied,
                                                  uint64_t out[8]) {
  __m256i up, down;
  lanefill_ymm_occluded_pair(orth, diag, occupied, &up, &down);
  lanefill_ymm_store_ray_pair(out, up, down);
}
static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  __m256i up, down;
  lanefill_ymm_ray_pair(orth, diag, occupied, &up, &down);
  lanefill_ymm_store_ray_pair(out, up, down);
}
static inline uint64_t lanefill_native_slider_attacks(uint64_t orth, uint64_t diag,
                                                      uint64_t occupied) {
  __m256i up, down;
  lanefill_ymm_ray_pair(orth, diag, occupied, &up, &down);
  return lanefill_ymm_or_lanes(_mm256_or_si256(up, down));
}

/* ------------------------------------------------------------------------
 * Threat inputs. */
static inline void lanefill_native_square_rays(int square, uint64_t occupied,
                                               lanefill_square_rays_t* out) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  lanefill_ymm_square_rays(square, occupied, out);
}
static inline void lanefill_native_slider_threats(int square, uint64_t occupied, uint64_t orth,
                                                  uint64_t diag, lanefill_slider_threats_t* out) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  lanefill_ymm_slider_threats(square, occupied, orth, diag, out);
}

/* ------------------------------------------------------------------------
 * Batches. Queens: one ymm of four lines per board, the lane ORs of four
 * boards by one transpose; the rest one board at a time. */
static inline void lanefill_native_queen_attacks_batch(const uint8_t* squares,
                                                       const uint64_t* occupied, uint64_t* out,
                                                       size_t n) {
  size_t i = 0;
  for (; i + 4 <= n; i += 4)
    lanefill_ymm_storeu(out + i, lanefill_ymm_or_lanes_4x4(
                                     lanefill_ymm_sbamg_lines(squares[i], occupied[i]),
                                     lanefill_ymm_sbamg_lines(squares[i + 1], occupied[i + 1]),
                                     lanefill_ymm_sbamg_lines(squares[i + 2], occupied[i + 2]),
                                     lanefill_ymm_sbamg_lines(squares[i + 3], occupied[i + 3])));
  for (; i < n; ++i)
    out[i] = lanefill_ymm_or_lanes(lanefill_ymm_sbamg_lines(squares[i], occupied[i]));
}
static inline void lanefill_native_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                                        const uint64_t* occupied, uint64_t* out,
                                                        size_t n) {
  lanefill_ymm_slider_attacks_batch(orth, diag, occupied, out, n);
}

/* ------------------------------------------------------------------------
 * Othello. */
static inline uint64_t lanefill_native_othello_moves(uint64_t player, uint64_t opponent) {
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  return lanefill_ymm_othello_moves(player, opponent);
}
static inline uint64_t lanefill_native_othello_flips(int square, uint64_t player,
                                                     uint64_t opponent) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  if (((player | opponent) >> square) & 1) return 0;
  return lanefill_ymm_othello_flips(square, player, opponent);
}
static inline void lanefill_native_othello_moves_batch(const uint64_t* player,
                                                       const uint64_t* opponent, uint64_t* out,
                                                       size_t n) {
  lanefill_ymm_othello_moves_batch(player, opponent, out, n);
}

/* ------------------------------------------------------------------------
 * The Othello endgame (lanefill/othello.hpp defines each). */
#include "lanefill/native/othello_endgame.h"
static inline void lanefill_native_othello_stable_discs_batch(const uint64_t* player,
                                                              const uint64_t* opponent,
                                                              uint64_t* out, size_t n) {
  lanefill_ymm_othello_stable_discs_batch(player, opponent, out, n);
}
static inline void lanefill_native_othello_potential_moves_batch(const uint64_t* player,
                                                                 const uint64_t* opponent,
                                                                 uint64_t* out, size_t n) {
  lanefill_ymm_othello_potential_moves_batch(player, opponent, out, n);
}
static inline void lanefill_native_othello_mobility_batch(const uint64_t* player,
                                                          const uint64_t* opponent, uint8_t* out,
                                                          size_t n) {
  lanefill_ymm_othello_mobility_batch(player, opponent, out, n);
}

#include "lanefill/native/end.h"
#elif !defined(LANEFILL_NATIVE_AVX2)
#error "lanefill/native/avx2.h: this file already has another inline target (one per file)"
#endif
