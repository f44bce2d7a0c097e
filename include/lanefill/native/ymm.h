/* lanefill/native/ymm.h — the ymm level of the inline path, for a file built
 * with AVX2 (the avx2 target; the avx512 targets compile it with AVX-512VL,
 * which fuses each AND and OR pair of its steps into one vpternlogq): the
 * kernels on ymm registers and their views (lanefill/native/ymm_ops.h), over
 * the rendered sources of lanefill/native/ymm_kernels.h. Every function is
 * static inline (internal linkage).
 *
 * The entries it serves (lanefill/native/calls.h takes each entry's kernel
 * from the highest level of the target that serves it):
 *   rook_attacks                   lanefill_xmm_rook_attacks
 *   bishop_attacks                 lanefill_xmm_bishop_attacks
 *   queen_attacks                  lanefill_ymm_queen_attacks
 *   occluded_fills                 lanefill_ymm_occluded_fills
 *   ray_attacks                    lanefill_ymm_ray_attacks
 *   slider_attacks                 lanefill_ymm_slider_attacks
 *   square_rays                    lanefill_ymm_square_rays
 *   slider_threats                 lanefill_ymm_slider_threats
 *   queen_attacks_batch            lanefill_ymm_queen_attacks_batch
 *   slider_attacks_batch           lanefill_ymm_slider_attacks_batch
 *   othello_moves                  lanefill_ymm_othello_moves
 *   othello_flips                  lanefill_ymm_othello_flips
 *   othello_moves_batch            lanefill_u4_othello_moves_batch
 *   othello_stable_discs           lanefill_ymm_othello_stable_discs
 *   othello_mobility               lanefill_ymm_othello_mobility
 *   othello_stable_discs_batch     lanefill_u4_othello_stable_discs_batch
 *   othello_potential_moves_batch  lanefill_u4_othello_potential_moves_batch
 *   othello_mobility_batch         lanefill_u4_othello_mobility_batch
 */
#ifndef LANEFILL_NATIVE_YMM_H
#define LANEFILL_NATIVE_YMM_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "lanefill/native/tables.h"
#include "lanefill/native/u64.h"
#include "lanefill/native/ymm_kernels.h"
#include "lanefill/native/ymm_ops.h"
#include "lanefill/types.h"

/* ------------------------------------------------------------------------
 * Set-wise sliders: Kogge-Stone with the up lanes {noEa, east, noWe, nort}
 * in one register and the down lanes {soWe, west, soEa, sout} in another,
 * both started from {diag, orth, diag, orth}. */
static inline __m256i lanefill_ymm_generators(uint64_t orth, uint64_t diag) {
  return _mm256_set_epi64x((long long)orth, (long long)diag, (long long)orth, (long long)diag);
}
/* The occluded fills: each register on its own propagator (the flood may
 * reach an edge file in one direction, so no sharing). */
static inline void lanefill_ymm_occluded_pair(uint64_t orth, uint64_t diag, uint64_t occupied,
                                              __m256i* up, __m256i* down) {
  const __m256i gen = lanefill_ymm_generators(orth, diag),
                empty = lanefill_ymm_broadcast(~occupied);
  *up = lanefill_ymm_kogge_stone_up(gen, empty & lanefill_ymm_load(lanefill_ymm_up_guard));
  *down = lanefill_ymm_kogge_stone_down(gen, empty & lanefill_ymm_load(lanefill_ymm_down_guard));
}
/* The attacks: Kogge-Stone of the opposite pair on one shared propagator,
 * then one step each onto the blockers. */
static inline void lanefill_ymm_ray_pair(uint64_t orth, uint64_t diag, uint64_t occupied,
                                         __m256i* up, __m256i* down) {
  __m256i u = lanefill_ymm_generators(orth, diag), d = u;
  const __m256i pro =
      lanefill_ymm_broadcast(~occupied) & lanefill_ymm_load(lanefill_ymm_both_guard);
  lanefill_ymm_kogge_stone_opposite(&u, &d, pro);
  *up = lanefill_ymm_step_up(u, 1) & lanefill_ymm_load(lanefill_ymm_up_guard);
  *down = lanefill_ymm_step_down(d, 1) & lanefill_ymm_load(lanefill_ymm_down_guard);
}
/* An up/down pair of ray registers in dir8 order (noEa, east, soEa, sout,
 * soWe, west, noWe, nort): four 128-bit stores. */
static inline void lanefill_ymm_store_ray_pair(uint64_t out[8], __m256i up, __m256i down) {
  _mm_storeu_si128((__m128i*)(void*)out, _mm256_castsi256_si128(up));
  _mm_storeu_si128((__m128i*)(void*)(out + 6), _mm256_extracti128_si256(up, 1));
  _mm_storeu_si128((__m128i*)(void*)(out + 4), _mm256_castsi256_si128(down));
  _mm_storeu_si128((__m128i*)(void*)(out + 2), _mm256_extracti128_si256(down, 1));
}

/* ------------------------------------------------------------------------
 * One square's four lines (lanes rank, file, diagonal, antidiagonal) by
 * SBAMG without vplzcntq: the msb of `below` is isolated by smearing it down
 * its own line and keeping the bit with nothing one square further down. */
static inline __m256i lanefill_ymm_sbamg_lines(int square, uint64_t occupied) {
  const uint64_t* m = lanefill_sbamg_table[square];
  return (__m256i)lanefill_u4_sbamg_by_line_smear(
      lanefill_u4_splat(occupied), (lanefill_u4)lanefill_ymm_load(m),
      (lanefill_u4)lanefill_ymm_load(m + 4), (lanefill_u4)lanefill_ymm_load(m + 8));
}

/* ------------------------------------------------------------------------
 * Hyperbola quintessence (chessprogramming wiki) on lines with one square
 * per rank (file, diagonal, antidiagonal), one line per lane: o - self
 * borrows up to the first blocker above the slider; the same on the
 * byte-swapped board (ranks mirrored, one byte shuffle) reaches the first
 * blocker below (lanefill/detail/bodies.hpp's hq_lines, rendered in
 * ymm_kernels.h). The byte-swapped square's bit is the table row's word 13.
 * A chain of two shuffles and two subtracts, where SBAMG's has a
 * leading-zero count and a rotate (or a line smear): the single-square
 * bishops and (AVX2) queens of this level; Stockfish's dual hyperbola
 * quintessence (src/attacks.h) is the same method. */
static inline __m128i lanefill_xmm_hq_lines(int square, uint64_t occupied, __m128i line_ex) {
  const uint64_t* m = lanefill_sbamg_table[square];
  return lanefill_xmm_hq_of_lines(_mm_and_si128(_mm_set1_epi64x((long long)occupied), line_ex),
                                  _mm_set1_epi64x((long long)m[12]),
                                  _mm_set1_epi64x((long long)m[13]), line_ex);
}
static inline __m256i lanefill_ymm_hq_lines(int square, uint64_t occupied, __m256i line_ex) {
  const uint64_t* m = lanefill_sbamg_table[square];
  const __m256i o = _mm256_and_si256(_mm256_set1_epi64x((long long)occupied), line_ex);
  return lanefill_ymm_hq_of_lines(o, _mm256_set1_epi64x((long long)m[12]),
                                  _mm256_set1_epi64x((long long)m[13]), line_ex);
}

/* ------------------------------------------------------------------------
 * The eight rays of one square, blockers included: the up rays (lanes noEa,
 * east, noWe, nort) in one register, the down rays (soWe, west, soEa, sout;
 * lane j the opposite of up lane j) in another, from the empty-board rays of
 * the square (the square excluded). Up the board a ray ends at its lowest
 * occupied square: x ^ (x - 1) keeps everything up to and including the
 * lowest bit of x (all of it where x is 0). */
static inline void lanefill_ymm_square_ray_pair(int square, uint64_t occupied, __m256i* up,
                                                __m256i* down) {
  const lanefill_u4 occ = lanefill_u4_splat(occupied);
  const lanefill_u4 up_rays = (lanefill_u4)lanefill_ymm_load(lanefill_ray_table[square]);
  const lanefill_u4 down_rays = (lanefill_u4)lanefill_ymm_load(lanefill_ray_table[square] + 4);
  const lanefill_u4 x = up_rays & occ;
  /* Down the board a ray ends at its highest occupied square: the blockers
   * smeared one square further down their rays and then by 1, 2 and 4
   * squares cover every ray square beyond the highest of them (a square that
   * wraps round the board leaves the ray, so `down_rays` drops it). */
  lanefill_u4 beyond = lanefill_u4_step_down(down_rays & occ, 1);
  beyond = beyond | lanefill_u4_step_down(beyond, 1);
  beyond = beyond | lanefill_u4_step_down(beyond, 2);
  beyond = beyond | lanefill_u4_step_down(beyond, 4);
  *up = (__m256i)(up_rays & (x ^ (x - lanefill_u4_splat(1))));
  *down = (__m256i)(down_rays & ~beyond);
}
/* An up/down pair in dir8 order: directions 0-3 are up lanes 0, 1 and down
 * lanes 2, 3; directions 4-7 down lanes 0, 1 and up lanes 2, 3. */
static inline void lanefill_ymm_store_dir8(uint64_t out[8], __m256i up, __m256i down) {
  _mm256_storeu_si256((__m256i*)(void*)out, _mm256_blend_epi32(up, down, 0xf0));
  _mm256_storeu_si256((__m256i*)(void*)(out + 4), _mm256_blend_epi32(down, up, 0xf0));
}
static inline void lanefill_ymm_square_rays(int square, uint64_t occupied,
                                            lanefill_square_rays_t* out) {
  const __m256i occ = lanefill_ymm_broadcast(occupied);
  __m256i up, down;
  lanefill_ymm_square_ray_pair(square, occupied, &up, &down);
  lanefill_ymm_store_dir8(out->rays, up, down);
  lanefill_ymm_store_dir8(out->blockers, up & occ, down & occ);
}
/* The sliders: blockers of the lanes whose kind moves there (odd lanes of
 * either register orthogonal); what each discovers: the other register's
 * blocker in the same lane. */
static inline void lanefill_ymm_slider_threats(int square, uint64_t occupied, uint64_t orth,
                                               uint64_t diag, lanefill_slider_threats_t* out) {
  const __m256i occ = lanefill_ymm_broadcast(occupied), zero = _mm256_setzero_si256();
  const __m256i kinds = lanefill_ymm_generators(orth, diag);
  __m256i up, down, up_sliders, down_sliders, up_none, down_none;
  __m128i kinds2;
  lanefill_ymm_square_ray_pair(square, occupied, &up, &down);
  up_sliders = up & occ & kinds;
  down_sliders = down & occ & kinds;
  up_none = _mm256_cmpeq_epi64(up_sliders, zero);
  down_none = _mm256_cmpeq_epi64(down_sliders, zero);
  lanefill_ymm_store_dir8(out->slider, up_sliders, down_sliders);
  lanefill_ymm_store_dir8(out->discovered, _mm256_andnot_si256(up_none, down & occ),
                          _mm256_andnot_si256(down_none, up & occ));
  /* diagonal lanes in lane 0, orthogonal ones in lane 1 */
  kinds2 = _mm_or_si128(_mm256_castsi256_si128(up | down), _mm256_extracti128_si256(up | down, 1));
  out->diag_attacks = (uint64_t)_mm_cvtsi128_si64(kinds2);
  out->orth_attacks = (uint64_t)_mm_extract_epi64(kinds2, 1);
  out->attackers = ((out->orth_attacks & orth) | (out->diag_attacks & diag)) & occupied;
  out->directions =
      ~(unsigned)(_mm256_movemask_pd(
                      _mm256_castsi256_pd(_mm256_blend_epi32(up_none, down_none, 0xf0))) |
                  (_mm256_movemask_pd(
                       _mm256_castsi256_pd(_mm256_blend_epi32(down_none, up_none, 0xf0)))
                   << 4)) &
      0xffu;
}

/* ------------------------------------------------------------------------
 * Othello, one board. Moves: the runs of opponent discs next to an own disc,
 * up and down by a parallel prefix of steps 1, 1, 2, 2 (a run has at most 6
 * discs). The sideways lanes' propagator is the opponent's discs on files
 * b..g, so no step crosses a file edge and both directions share it: the
 * down pair mask is the up one shifted back. */
static inline uint64_t lanefill_ymm_othello_moves(uint64_t player, uint64_t opponent) {
  const __m256i own = lanefill_ymm_broadcast(player), other = lanefill_ymm_broadcast(opponent);
  const __m256i pro = other & lanefill_ymm_load(lanefill_ymm_both_guard);
  const __m256i up_pairs = pro & lanefill_ymm_step_up(pro, 1);
  const __m256i down_pairs = lanefill_ymm_step_down(up_pairs, 1);
  const __m256i up = lanefill_ymm_othello_run_up(own, pro, up_pairs);
  const __m256i down = lanefill_ymm_othello_run_down(own, pro, down_pairs);
  /* One step past each run, landing on an empty square. */
  const __m256i ends = lanefill_ymm_step_up(up, 1) | lanefill_ymm_step_down(down, 1);
#if defined(__clang__)
  /* clang: the occupied squares come off in the vector unit. With the final
   * AND in general registers clang keeps the boards there and broadcasts
   * from them (two uops each) instead of from memory (one load). */
  const __m128i half =
      _mm_or_si128(_mm256_castsi256_si128(ends), _mm256_extracti128_si256(ends, 1));
  const __m128i occupied = _mm256_castsi256_si128(own | other);
  return (uint64_t)_mm_cvtsi128_si64(
      _mm_andnot_si128(occupied, _mm_or_si128(half, _mm_unpackhi_epi64(half, half))));
#else
  /* g++ broadcasts from memory either way: the AND in general registers
   * keeps two steps off the vector unit (6-12% faster on AMD Zen 4 in
   * lanefill_bench, where clang's form above is 11-16% faster with clang). */
  return lanefill_ymm_or_lanes(ends) & ~(player | opponent);
#endif
}

/* The move count: the count of this level's moves. */
static inline int lanefill_ymm_othello_mobility(uint64_t player, uint64_t opponent) {
  return lanefill_u64_popcount(lanefill_ymm_othello_moves(player, opponent));
}

/* Flips (of an empty square): the up rays' lowest stop in one register; the
 * down rays' highest stop in another, by a smear (the targets with vplzcntq
 * find it by a search). */
static inline uint64_t lanefill_ymm_othello_flips_on_empty(int square, uint64_t player,
                                                           uint64_t opponent) {
  const lanefill_u4 own = lanefill_u4_splat(player), other = lanefill_u4_splat(opponent);
  const lanefill_u4 up = lanefill_u4_flips_up_by_run(
      own, other, (lanefill_u4)lanefill_ymm_load(lanefill_ray_table[square]));
  const lanefill_u4 down = lanefill_u4_flips_down_by_compare(
      own, other, (lanefill_u4)lanefill_ymm_load(lanefill_ray_table[square] + 4));
  return lanefill_ymm_or_lanes((__m256i)(up | down));
}

/* Stable discs (one board): the u64 level's edges and rounds of contact,
 * with the full lines in vector registers. A full rank is a byte of all
 * ones (one byte compare). Both diagonals share one register: lanes 0 and 1
 * step up the a1-h8 and h1-a8 lines (right shifts by 9 and 7), lanes 2 and
 * 3 down them (left shifts; a count of 64 shifts everything out, so each
 * lane takes one of the two shifts), each ANDed with itself 1, 2 and 4
 * steps on, the squares past the edge counting as occupied (the pads of the
 * u64 level's lanefill_u64_full_line_of, lane by lane). */
static inline void lanefill_ymm_othello_full_lines_of_one(uint64_t occupied, uint64_t full[4]) {
  const __m128i ranks = _mm_cmpeq_epi8(_mm_cvtsi64_si128((long long)occupied), _mm_set1_epi8(-1));
  __m256i lines = lanefill_ymm_broadcast(occupied);
  __m128i diagonals;
  uint64_t file = occupied;
  int k;
  for (k = 0; k < 3; ++k) {
    const uint64_t(*step)[4] = lanefill_ymm_full_diagonal_steps[k];
    lines &= _mm256_srlv_epi64(lines, lanefill_ymm_load(step[0])) |
             _mm256_sllv_epi64(lines, lanefill_ymm_load(step[1])) | lanefill_ymm_load(step[2]);
  }
  diagonals = _mm256_castsi256_si128(lines) & _mm256_extracti128_si256(lines, 1);
  file &= (file >> 8) | (file << 56);
  file &= (file >> 16) | (file << 48);
  full[0] = (uint64_t)_mm_cvtsi128_si64(ranks);
  full[1] = file & ((file >> 32) | (file << 32));
  full[2] = (uint64_t)_mm_cvtsi128_si64(diagonals);
  full[3] = (uint64_t)_mm_extract_epi64(diagonals, 1);
}
static inline uint64_t lanefill_ymm_othello_stable_discs(uint64_t player, uint64_t opponent) {
  uint64_t full[4];
  lanefill_ymm_othello_full_lines_of_one(player | opponent, full);
  return lanefill_u64_stable_discs_of_full_lines(player, opponent, full);
}

/* ------------------------------------------------------------------------
 * Boards in lanes, four per register (the kernels of ymm_kernels.h, the
 * Othello batches among them): the slider attacks of four boards. */
static inline lanefill_u4 lanefill_u4_slider_boards(lanefill_u4 orth, lanefill_u4 diag,
                                                    lanefill_u4 occupied) {
  return lanefill_u4_diagonal_attacks(diag, occupied) |
         lanefill_u4_rank_file_attacks(orth, occupied);
}
/* out[i] = the slider attacks of board i: whole registers, then the tail
 * through the same kernel on a zero-padded copy. */
static inline void lanefill_ymm_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                                     const uint64_t* occupied, uint64_t* out,
                                                     size_t n) {
  size_t i;
  for (i = 0; i + 4 <= n; i += 4)
    lanefill_ymm_storeu(
        out + i, (__m256i)lanefill_u4_slider_boards((lanefill_u4)lanefill_ymm_loadu(orth + i),
                                                    (lanefill_u4)lanefill_ymm_loadu(diag + i),
                                                    (lanefill_u4)lanefill_ymm_loadu(occupied + i)));
  if (i == n) return;
  lanefill_ymm_store_tail(
      out, i, n,
      (__m256i)lanefill_u4_slider_boards((lanefill_u4)lanefill_ymm_load_tail(orth, i, n),
                                         (lanefill_u4)lanefill_ymm_load_tail(diag, i, n),
                                         (lanefill_u4)lanefill_ymm_load_tail(occupied, i, n)));
}

/* ------------------------------------------------------------------------
 * The ymm level's kernels of the entries (where it has its own). */
/* Bishops: both diagonals in an xmm (the table row's words 2 and 3). */
static inline uint64_t lanefill_xmm_bishop_attacks(int square, uint64_t occupied) {
  const __m128i diagonals =
      _mm_load_si128((const __m128i*)(const void*)(lanefill_sbamg_table[square] + 2));
  return lanefill_xmm_or_lanes(lanefill_xmm_hq_lines(square, occupied, diagonals));
}
/* Rooks: the file by hyperbola quintessence in an xmm whose second lane is
 * the byte-swapped board (one shuffle makes both lanes from the board; the
 * table row's words 12 to 15 hold both lanes' square and file), one more
 * shuffle brings the swapped lane's result back onto the first; the rank by
 * the first-rank table. */
static inline uint64_t lanefill_xmm_rook_attacks(int square, uint64_t occupied) {
  const uint64_t* m = lanefill_sbamg_table[square];
  const __m128i files = _mm_load_si128((const __m128i*)(const void*)(m + 14));
  const __m128i board_and_swapped =
      _mm_shuffle_epi8(_mm_cvtsi64_si128((long long)occupied),
                       _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0));
  const __m128i borrowed = _mm_sub_epi64(_mm_and_si128(board_and_swapped, files),
                                         _mm_load_si128((const __m128i*)(const void*)(m + 12)));
  const __m128i lanes_swapped = _mm_shuffle_epi8(
      borrowed, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
  return (uint64_t)_mm_cvtsi128_si64(_mm_and_si128(_mm_xor_si128(borrowed, lanes_swapped), files)) |
         lanefill_u64_rank_attacks(square, occupied);
}
/* Queens: the file and both diagonals in a ymm, the rank by the first-rank
 * table. The ymm is the row's words 0 to 3: the rank's lane computes to
 * nothing (on the rank both halves of the method are the same east ray, so
 * their XOR is 0), which saves clearing it. */
static inline uint64_t lanefill_ymm_queen_attacks(int square, uint64_t occupied) {
  const __m256i lines = lanefill_ymm_load(lanefill_sbamg_table[square]);
  return lanefill_ymm_or_lanes(lanefill_ymm_hq_lines(square, occupied, lines)) |
         lanefill_u64_rank_attacks(square, occupied);
}
static inline void lanefill_ymm_occluded_fills(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  __m256i up, down;
  lanefill_ymm_occluded_pair(orth, diag, occupied, &up, &down);
  lanefill_ymm_store_ray_pair(out, up, down);
}
static inline void lanefill_ymm_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                            uint64_t out[8]) {
  __m256i up, down;
  lanefill_ymm_ray_pair(orth, diag, occupied, &up, &down);
  lanefill_ymm_store_ray_pair(out, up, down);
}
static inline uint64_t lanefill_ymm_slider_attacks(uint64_t orth, uint64_t diag,
                                                   uint64_t occupied) {
  __m256i up, down;
  lanefill_ymm_ray_pair(orth, diag, occupied, &up, &down);
  return lanefill_ymm_or_lanes(_mm256_or_si256(up, down));
}
/* Queens, four boards in the lanes of a ymm: each line kind (rank, file,
 * diagonal, antidiagonal) a register of the four boards' lines, from their
 * table rows' words 0 to 3 by one 4x4 transpose; hyperbola quintessence on
 * each (the rank's with the bits of each byte reversed). About 60
 * instructions for four boards, no cross-lane step but the transpose. */
static inline lanefill_u4 lanefill_u4_queen_boards(const uint8_t* squares, lanefill_u4 occupied) {
  const __m256i r0 = lanefill_ymm_load(lanefill_sbamg_table[squares[0]]);
  const __m256i r1 = lanefill_ymm_load(lanefill_sbamg_table[squares[1]]);
  const __m256i r2 = lanefill_ymm_load(lanefill_sbamg_table[squares[2]]);
  const __m256i r3 = lanefill_ymm_load(lanefill_sbamg_table[squares[3]]);
  const __m256i words02_01 = _mm256_unpacklo_epi64(r0, r1),
                words13_01 = _mm256_unpackhi_epi64(r0, r1);
  const __m256i words02_23 = _mm256_unpacklo_epi64(r2, r3),
                words13_23 = _mm256_unpackhi_epi64(r2, r3);
  const lanefill_u4 rank = (lanefill_u4)_mm256_permute2x128_si256(words02_01, words02_23, 0x20);
  const lanefill_u4 file = (lanefill_u4)_mm256_permute2x128_si256(words13_01, words13_23, 0x20);
  const lanefill_u4 diagonal = (lanefill_u4)_mm256_permute2x128_si256(words02_01, words02_23, 0x31);
  const lanefill_u4 antidiagonal =
      (lanefill_u4)_mm256_permute2x128_si256(words13_01, words13_23, 0x31);
  /* the four bytes as one word (one 32-bit load), widened to a lane each */
  const uint32_t four_squares = (uint32_t)squares[0] | (uint32_t)squares[1] << 8 |
                                (uint32_t)squares[2] << 16 | (uint32_t)squares[3] << 24;
  const __m256i square = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128((int)four_squares));
  const __m256i one = _mm256_set1_epi64x(1);
  const lanefill_u4 self = (lanefill_u4)_mm256_sllv_epi64(one, square);
  const lanefill_u4 swapped = lanefill_u4_byte_swap(self);
  const lanefill_u4 mirrored =
      (lanefill_u4)_mm256_sllv_epi64(one, _mm256_xor_si256(square, _mm256_set1_epi64x(7)));
  return lanefill_u4_hq_of_ranks(occupied & rank, self, mirrored, rank) |
         lanefill_u4_hq_of_lines(occupied & file, self, swapped, file) |
         lanefill_u4_hq_of_lines(occupied & diagonal, self, swapped, diagonal) |
         lanefill_u4_hq_of_lines(occupied & antidiagonal, self, swapped, antidiagonal);
}
static inline void lanefill_ymm_queen_attacks_batch(const uint8_t* squares,
                                                    const uint64_t* occupied, uint64_t* out,
                                                    size_t n) {
  size_t i = 0;
  for (; i + 4 <= n; i += 4)
    lanefill_ymm_storeu(out + i, (__m256i)lanefill_u4_queen_boards(
                                     squares + i, (lanefill_u4)lanefill_ymm_loadu(occupied + i)));
  for (; i < n; ++i) out[i] = lanefill_ymm_queen_attacks(squares[i], occupied[i]);
}
/* Othello: a move on an occupied square flips nothing. */
static inline uint64_t lanefill_ymm_othello_flips(int square, uint64_t player, uint64_t opponent) {
  return lanefill_u64_occupied_at(square, player, opponent)
             ? 0
             : lanefill_ymm_othello_flips_on_empty(square, player, opponent);
}

#endif /* LANEFILL_NATIVE_YMM_H */
