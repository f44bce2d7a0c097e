/* lanefill/native/zmm.h — the zmm level of the inline path, for a file built
 * with AVX-512 F, CD, DQ, BW and VL (the avx512 and avx512icl targets): the
 * kernels on zmm registers and on ymm registers with vplzcntq and vpternlogq
 * (lanefill/native/zmm_ops.h), over the rendered sources of
 * lanefill/native/zmm_kernels.h and the ymm level. Every function is static
 * inline (internal linkage).
 *
 *   sliders, one square   SBAMG, the four lines in a ymm (vplzcntq)
 *   set-wise              rotate Kogge-Stone, the 8 directions in a zmm
 *                         (vprolvq, vpternlogq)
 *   threat inputs         the eight rays in a zmm (vplzcntq down the board)
 *   batches               8 boards per zmm: queens by SBAMG with the lines
 *                         from register tables, sliders by Kogge-Stone pairs
 *                         (avx512icl: ranks and files by GFNI, native/gfni.h)
 *   Othello               moves in an up and a down ymm (the ymm level's,
 *                         AVX-512VL fusing each step into a vpternlogq: ymm
 *                         registers run at full rate on CPUs with 256-bit
 *                         pipes such as AMD Zen 4), flips with the down rays'
 *                         highest stop by vplzcntq; the batches 8 boards per
 *                         zmm. LANEFILL_NATIVE_OTHELLO_AVX2 takes the ymm
 *                         level's flips (a smear) instead.
 *
 * The entries it serves (lanefill/native/calls.h takes each entry's kernel
 * from the highest level of the target that serves it):
 *   queen_attacks                  lanefill_ymm_queen_attacks_by_lzcnt
 *   occluded_fills                 lanefill_zmm_occluded_fills
 *   ray_attacks                    lanefill_zmm_ray_attacks
 *   slider_attacks                 lanefill_zmm_slider_attacks
 *   square_rays                    lanefill_zmm_square_rays
 *   slider_threats                 lanefill_zmm_slider_threats
 *   queen_attacks_batch            lanefill_zmm_queen_attacks_batch
 *   slider_attacks_batch           lanefill_zmm_slider_attacks_batch
 *   othello_flips                  lanefill_ymm_othello_flips_by_lzcnt
 *   othello_moves_batch            lanefill_u8_othello_moves_batch
 *   othello_stable_discs_batch     lanefill_u8_othello_stable_discs_batch
 *   othello_potential_moves_batch  lanefill_u8_othello_potential_moves_batch
 *   othello_mobility_batch         lanefill_u8_othello_mobility_batch
 */
#ifndef LANEFILL_NATIVE_ZMM_H
#define LANEFILL_NATIVE_ZMM_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "lanefill/native/tables.h"
#include "lanefill/native/u64.h"
#include "lanefill/native/ymm.h"
#include "lanefill/native/zmm_kernels.h"
#include "lanefill/native/zmm_ops.h"
#include "lanefill/types.h"

#if defined(__GNUC__) && !defined(__clang__)
/* g++ 12's false -Wmaybe-uninitialized inside avx512fintrin.h (zmm_ops.h). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

/* ------------------------------------------------------------------------
 * Sliders on one square: SBAMG on the four lines (lanes rank, file,
 * diagonal, antidiagonal) of a ymm, 3cbn by a rotate of bits 63 and 0 by
 * vplzcntq. */
static inline __m256i lanefill_ymm_sbamg_lines_by_lzcnt(int square, uint64_t occupied) {
  const uint64_t* m = lanefill_sbamg_table[square];
  const __m256i occ = lanefill_ymm_broadcast(occupied), one = _mm256_set1_epi64x(1);
  const __m256i line = lanefill_ymm_load(m);
  const __m256i x = lanefill_ymm_and_or(occ, line, one);
  const __m256i below = lanefill_ymm_and_or(occ, lanefill_ymm_load(m + 4), one);
  return lanefill_ymm_sbamg_by_lzcnt(x, below, line);
}
static inline uint64_t lanefill_ymm_queen_attacks_by_lzcnt(int square, uint64_t occupied) {
  return lanefill_ymm_or_lanes(lanefill_ymm_sbamg_lines_by_lzcnt(square, occupied));
}

/* ------------------------------------------------------------------------
 * Sliders set-wise: lane d of a zmm walks direction d (dir8 order), the
 * diagonal sliders in the even lanes and the orthogonal ones in the odd
 * lanes; Kogge-Stone steps of r, 2r, 4r by rotation, wraps removed by
 * avoidWrap (chessprogramming wiki "Generalized Rays"): the generated
 * lanefill_zmm_kogge_stone_rotate. */
static inline __m512i lanefill_zmm_occluded_lanes(uint64_t orth, uint64_t diag, uint64_t occupied) {
  const __m512i gen =
      _mm512_unpacklo_epi64(lanefill_zmm_broadcast(diag), lanefill_zmm_broadcast(orth));
  const __m512i pro = _mm512_and_si512(lanefill_zmm_broadcast(~occupied),
                                       lanefill_zmm_load(lanefill_avoid_wrap_table));
  return lanefill_zmm_kogge_stone_rotate(gen, pro);
}
static inline __m512i lanefill_zmm_ray_lanes(uint64_t orth, uint64_t diag, uint64_t occupied) {
  const __m512i fills = lanefill_zmm_occluded_lanes(orth, diag, occupied);
  return _mm512_and_si512(lanefill_zmm_rotate_step(fills, 1),
                          lanefill_zmm_load(lanefill_avoid_wrap_table));
}
static inline void lanefill_zmm_occluded_fills(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  _mm512_storeu_si512((void*)out, lanefill_zmm_occluded_lanes(orth, diag, occupied));
}
static inline void lanefill_zmm_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                            uint64_t out[8]) {
  _mm512_storeu_si512((void*)out, lanefill_zmm_ray_lanes(orth, diag, occupied));
}
static inline uint64_t lanefill_zmm_slider_attacks(uint64_t orth, uint64_t diag,
                                                   uint64_t occupied) {
  return lanefill_zmm_or_lanes(lanefill_zmm_ray_lanes(orth, diag, occupied));
}

/* ------------------------------------------------------------------------
 * Threat inputs: the eight rays of a square in a zmm, dir8 order, blockers
 * included. The ray table's lanes (noEa east noWe nort | soWe west soEa
 * sout) reach dir8 order by swapping its 128-bit blocks 1 and 3. Up the
 * board x ^ (x - 1) for x = rays & occupied; down the board the sign bit
 * shifted arithmetically right by lzcnt(x): ones from bit 63 down to the
 * highest blocker, all ones where x is 0 (a count of 64 fills with the
 * sign). */
static inline __m512i lanefill_zmm_square_ray_lanes(int square, uint64_t occupied) {
  const __m512i table = lanefill_zmm_load(lanefill_ray_table[square]);
  const __m512i rays = _mm512_shuffle_i64x2(table, table, _MM_SHUFFLE(1, 2, 3, 0));
  const __m512i x = _mm512_and_si512(rays, lanefill_zmm_broadcast(occupied));
  const __m512i up = _mm512_xor_si512(x, _mm512_sub_epi64(x, _mm512_set1_epi64(1)));
  const __m512i reach = _mm512_mask_srav_epi64(up, 0x3c, _mm512_set1_epi64(INT64_MIN),
                                               _mm512_lzcnt_epi64(x)); /* soEa sout soWe west */
  return _mm512_and_si512(rays, reach);
}
static inline void lanefill_zmm_square_rays(int square, uint64_t occupied,
                                            lanefill_square_rays_t* out) {
  const __m512i rays = lanefill_zmm_square_ray_lanes(square, occupied);
  _mm512_storeu_si512((void*)out->rays, rays);
  _mm512_storeu_si512((void*)out->blockers,
                      _mm512_and_si512(rays, lanefill_zmm_broadcast(occupied)));
}
/* The sliders: the blockers of the lanes whose kind moves there (odd lanes
 * orthogonal); what each discovers: the opposite lane's blocker, the zmm's
 * 256-bit halves swapped. */
static inline void lanefill_zmm_slider_threats(int square, uint64_t occupied, uint64_t orth,
                                               uint64_t diag, lanefill_slider_threats_t* out) {
  const __m512i rays = lanefill_zmm_square_ray_lanes(square, occupied);
  const __m512i blockers = _mm512_and_si512(rays, lanefill_zmm_broadcast(occupied));
  const __m512i kinds =
      _mm512_unpacklo_epi64(lanefill_zmm_broadcast(diag), lanefill_zmm_broadcast(orth));
  const __mmask8 seen = _mm512_test_epi64_mask(blockers, kinds);
  const __m512i sliders = _mm512_maskz_and_epi64(seen, blockers, kinds);
  const __m512i across = _mm512_shuffle_i64x2(blockers, blockers, _MM_SHUFFLE(1, 0, 3, 2));
  /* diagonal lanes in lane 0, orthogonal ones in lane 1 */
  const __m256i half =
      _mm256_or_si256(_mm512_castsi512_si256(rays), _mm512_extracti64x4_epi64(rays, 1));
  const __m128i kinds2 =
      _mm_or_si128(_mm256_castsi256_si128(half), _mm256_extracti128_si256(half, 1));
  _mm512_storeu_si512((void*)out->slider, sliders);
  _mm512_storeu_si512((void*)out->discovered, _mm512_maskz_mov_epi64(seen, across));
  out->diag_attacks = (uint64_t)_mm_cvtsi128_si64(kinds2);
  out->orth_attacks = (uint64_t)_mm_extract_epi64(kinds2, 1);
  /* the sliders among the attacked pieces: scalar, no third lane reduction */
  out->attackers = ((out->orth_attacks & orth) | (out->diag_attacks & diag)) & occupied;
  out->directions = (unsigned)seen;
}

/* ------------------------------------------------------------------------
 * Queens, eight boards per zmm (lane i board i): SBAMG on each of the four
 * lines for eight boards at once. The lines through a square come from
 * register tables (vpermq for ranks and files, vpermt2q for the diagonals:
 * lanefill_rank_lines ... of lanefill/native/line_tables.h), so nothing is
 * gathered and no lane reduction is needed. */
static inline __m512i lanefill_zmm_lookup8(const uint64_t* table, __m512i index) {
  return _mm512_permutexvar_epi64(index, lanefill_zmm_load(table)); /* the low 3 bits */
}
static inline __m512i lanefill_zmm_lookup16(const uint64_t* table, __m512i index) {
  return _mm512_permutex2var_epi64(lanefill_zmm_load(table), index, lanefill_zmm_load(table + 8));
}
/* SBAMG on one line per lane, the slider's own square still in: below is x
 * & ~above (`above`: the squares above the slider, less bit 0). */
static inline __m512i lanefill_zmm_sbamg_line(__m512i others, __m512i line, __m512i above) {
  const __m512i x = lanefill_zmm_and_or(others, line, _mm512_set1_epi64(1));
  return lanefill_zmm_sbamg_by_lzcnt(x, _mm512_andnot_si512(above, x), line);
}
/* Queen attacks of eight boards: squares `sq` (0..63 per lane), occupancies `occ`. */
static inline __m512i lanefill_zmm_queen_boards(__m512i sq, __m512i occ) {
  const __m512i self = _mm512_sllv_epi64(_mm512_set1_epi64(1), sq);
  /* The squares above the slider, less bit 0: x & ~above is x below the
   * slider plus its floor bit 0 (x never holds the slider's own bit but on a1). */
  const __m512i above = _mm512_sllv_epi64(lanefill_zmm_broadcast(~UINT64_C(1)), sq);
  const __m512i others = _mm512_andnot_si512(self, occ);
  const __m512i file = _mm512_and_si512(sq, _mm512_set1_epi64(7));
  const __m512i rank = _mm512_srli_epi64(sq, 3);
  const __m512i rank_line =
      lanefill_zmm_sbamg_line(others, lanefill_zmm_lookup8(lanefill_rank_lines, rank), above);
  const __m512i file_line =
      lanefill_zmm_sbamg_line(others, lanefill_zmm_lookup8(lanefill_file_lines, sq), above);
  const __m512i diag = lanefill_zmm_sbamg_line(
      others, lanefill_zmm_lookup16(lanefill_diagonal_lines, _mm512_sub_epi64(rank, file)), above);
  const __m512i anti = lanefill_zmm_sbamg_line(
      others, lanefill_zmm_lookup16(lanefill_antidiagonal_lines, _mm512_add_epi64(rank, file)),
      above);
  /* The four lines, less the slider's square (every line holds it):
   * a | b | c (0xfe), then (x | anti) & ~self (0x54). */
  return _mm512_ternarylogic_epi64(_mm512_ternarylogic_epi64(rank_line, file_line, diag, 0xfe),
                                   anti, self, 0x54);
}
static inline void lanefill_zmm_queen_attacks_batch(const uint8_t* squares,
                                                    const uint64_t* occupied, uint64_t* out,
                                                    size_t n) {
  size_t i = 0;
  __mmask8 rest;
  for (; i + 8 <= n; i += 8)
    _mm512_storeu_si512(
        (void*)(out + i),
        lanefill_zmm_queen_boards(
            _mm512_cvtepu8_epi64(_mm_loadl_epi64((const __m128i*)(const void*)(squares + i))),
            _mm512_loadu_si512((const void*)(occupied + i))));
  if (i == n) return;
  /* The tail: masked loads and store (masked-off lanes are never touched). */
  rest = (__mmask8)((1u << (n - i)) - 1);
  _mm512_mask_storeu_epi64(
      (void*)(out + i), rest,
      lanefill_zmm_queen_boards(
          _mm512_maskz_cvtepu8_epi64(rest, _mm_maskz_loadu_epi8((__mmask16)rest, squares + i)),
          _mm512_maskz_loadu_epi64(rest, (const void*)(occupied + i))));
}

/* ------------------------------------------------------------------------
 * Boards in lanes, eight per zmm (the kernels of zmm_kernels.h): slider
 * attacks and Othello moves. */

/* The slider attacks of eight boards: the diagonals and the ranks and files
 * by Kogge-Stone pairs (avx512icl takes the ranks and files by GFNI:
 * lanefill/native/gfni.h). */
__attribute__((always_inline)) static inline __m512i lanefill_zmm_slider_boards(__m512i orth,
                                                                                __m512i diag,
                                                                                __m512i occupied) {
  return (__m512i)(lanefill_u8_diagonal_attacks((lanefill_u8)diag, (lanefill_u8)occupied) |
                   lanefill_u8_rank_file_attacks((lanefill_u8)orth, (lanefill_u8)occupied));
}
/* out[i] = kernel(orth[i], diag[i], occupied[i]), eight boards a zmm: two
 * zmm a step (independent chains to interleave), the tail by masked loads
 * and a masked store (each caller passes its kernel: this function and the
 * kernels are always inlined, so the kernel is inlined here). */
typedef __m512i (*lanefill_zmm_kernel3)(__m512i, __m512i, __m512i);
__attribute__((always_inline)) static inline void lanefill_zmm_slider_batch(
    const uint64_t* orth, const uint64_t* diag, const uint64_t* occupied, uint64_t* out, size_t n,
    lanefill_zmm_kernel3 kernel) {
  size_t i = 0;
  __mmask8 rest;
  for (; i + 16 <= n; i += 16) {
    const __m512i a = kernel(_mm512_loadu_si512((const void*)(orth + i)),
                             _mm512_loadu_si512((const void*)(diag + i)),
                             _mm512_loadu_si512((const void*)(occupied + i)));
    const __m512i b = kernel(_mm512_loadu_si512((const void*)(orth + i + 8)),
                             _mm512_loadu_si512((const void*)(diag + i + 8)),
                             _mm512_loadu_si512((const void*)(occupied + i + 8)));
    _mm512_storeu_si512((void*)(out + i), a);
    _mm512_storeu_si512((void*)(out + i + 8), b);
  }
  for (; i + 8 <= n; i += 8)
    _mm512_storeu_si512((void*)(out + i), kernel(_mm512_loadu_si512((const void*)(orth + i)),
                                                 _mm512_loadu_si512((const void*)(diag + i)),
                                                 _mm512_loadu_si512((const void*)(occupied + i))));
  if (i == n) return;
  rest = (__mmask8)((1u << (n - i)) - 1);
  _mm512_mask_storeu_epi64((void*)(out + i), rest,
                           kernel(_mm512_maskz_loadu_epi64(rest, (const void*)(orth + i)),
                                  _mm512_maskz_loadu_epi64(rest, (const void*)(diag + i)),
                                  _mm512_maskz_loadu_epi64(rest, (const void*)(occupied + i))));
}
static inline void lanefill_zmm_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                                     const uint64_t* occupied, uint64_t* out,
                                                     size_t n) {
  lanefill_zmm_slider_batch(orth, diag, occupied, out, n, lanefill_zmm_slider_boards);
}

/* ------------------------------------------------------------------------
 * Othello: moves of one board are the ymm level's (AVX-512VL fuses each of
 * its steps into a vpternlogq); flips in two ymm registers, the up rays and
 * the down rays (lanefill_ray_table order), in the form of Edax's
 * AVX-512CD flips (flip_avx512cd.c, Toshihiko Okuhara; no code taken):
 * - up: the lowest stop (a ray square without an opponent disc) that is
 *   the player's outflanks; 0 - outflank has every bit from it up, and a
 *   lane without one takes all ones, so the flips are rays & ~that;
 * - down: the highest stop (vplzcntq), if the player's, outflanks (one
 *   vptestmq into a mask register); the flips are the ray squares above
 *   it: the ray without (all ones >> its leading zeros). The
 *   player's discs enter late (the stops are the opponent's alone), so a
 *   search whose next move depends on these flips waits less.
 * The last vpternlogq merges both halves. A move on an occupied square
 * flips nothing. */
static inline uint64_t lanefill_ymm_othello_flips_on_empty_by_lzcnt(int square, uint64_t player,
                                                                    uint64_t opponent) {
  const __m256i own = _mm256_set1_epi64x((long long)player);
  const __m256i other = _mm256_set1_epi64x((long long)opponent);
  const __m256i zero = _mm256_setzero_si256();
  const __m256i up = lanefill_ymm_load(lanefill_ray_table[square]);
  const __m256i down = lanefill_ymm_load(lanefill_ray_table[square] + 4);
  /* vpternlogq truth tables: a & b & c = 0x80, a | (b & ~c) = 0xf4. */
  const __m256i stops_up = _mm256_andnot_si256(other, up);
  const __m256i outflank_up =
      _mm256_ternarylogic_epi64(stops_up, _mm256_sub_epi64(zero, stops_up), own, 0x80);
  const __m256i from_outflank =
      _mm256_sub_epi64(_mm256_cmpeq_epi64(outflank_up, zero), outflank_up);
  const __m256i stop_zeros = _mm256_lzcnt_epi64(_mm256_andnot_si256(other, down));
  const __m256i highest_stop = _mm256_srlv_epi64(_mm256_set1_epi64x(INT64_MIN), stop_zeros);
  const __m256i to_stop = _mm256_srlv_epi64(_mm256_set1_epi64x(-1), stop_zeros);
  const __mmask8 outflanked = _mm256_test_epi64_mask(highest_stop, own);
  const __m256i flips_down = _mm256_maskz_andnot_epi64(outflanked, to_stop, down);
  return lanefill_ymm_or_lanes(_mm256_ternarylogic_epi64(flips_down, up, from_outflank, 0xf4));
}
static inline uint64_t lanefill_ymm_othello_flips_by_lzcnt(int square, uint64_t player,
                                                           uint64_t opponent) {
  return lanefill_u64_occupied_at(square, player, opponent)
             ? 0
             : lanefill_ymm_othello_flips_on_empty_by_lzcnt(square, player, opponent);
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#endif /* LANEFILL_NATIVE_ZMM_H */
