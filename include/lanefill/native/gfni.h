/* lanefill/native/gfni.h — the gfni level of the inline path (the avx512icl
 * target: AVX-512 with GFNI, VBMI and VBMI2; Ice Lake and later Intel cores,
 * AMD Zen 4 and Zen 5), over the zmm level: the kernels where GFNI makes one
 * of its own. One so far: the slider batch takes the ranks and files of eight
 * boards per zmm by byte subtraction, GFNI turning the files into ranks and
 * reversing the bits of the bytes; the diagonals keep the zmm level's
 * Kogge-Stone pairs.
 *
 * On a rank, the attacks of every slider towards file h are o ^ (o - 2s) in
 * the rank's byte (vpaddb, vpsubb: a slider's borrow runs up to and through
 * the first piece beyond it and never reaches the next byte); towards file a
 * the same on the byte's bits reversed (one vgf2p8affineqb before and
 * after). Files become ranks by one more vgf2p8affineqb (the board turned a
 * quarter: with the board as the matrix and the unit bytes as the data, byte
 * j of the result is file j), and turn back by another and a bit reversal.
 * This is hyperbola quintessence on whole ranks and files, all their sliders
 * at once (chessprogramming wiki "Hyperbola Quintessence", "Subtracting a
 * Rook from a Blocking Piece").
 *
 * The entries it serves (lanefill/native/calls.h takes each entry's kernel
 * from the highest level of the target that serves it):
 *   slider_attacks_batch           lanefill_zmm_slider_attacks_batch_by_gfni
 */
#ifndef LANEFILL_NATIVE_GFNI_H
#define LANEFILL_NATIVE_GFNI_H

#if !defined(__AVX512BW__) || !defined(__GFNI__) || !defined(__AVX512F__)
#error "lanefill/native/gfni.h needs AVX-512 with BW and GFNI flags (e.g. -march=icelake-server)"
#endif
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "lanefill/native/zmm.h"

/* Each byte's bits reversed: the bytes 1 << j as the affine matrix. */
static inline __m512i lanefill_zmm_gfni_reverse_byte_bits(__m512i x) {
  return _mm512_gf2p8affine_epi64_epi8(
      x, _mm512_set1_epi64((long long)UINT64_C(0x8040201008040201)), 0);
}
/* Byte j of the result = file j of the board (bit i = rank 7 - i). */
static inline __m512i lanefill_zmm_gfni_quarter_turn(__m512i board) {
  return _mm512_gf2p8affine_epi64_epi8(_mm512_set1_epi64((long long)UINT64_C(0x8040201008040201)),
                                       board, 0);
}
/* Back: with the bytes 1 << (7 - j) as the data, byte j bit i is
 * R[7 - i][7 - j], the board with each byte's bits reversed. */
static inline __m512i lanefill_zmm_gfni_quarter_turn_back(__m512i turned) {
  return lanefill_zmm_gfni_reverse_byte_bits(_mm512_gf2p8affine_epi64_epi8(
      _mm512_set1_epi64((long long)UINT64_C(0x0102040810204080)), turned, 0));
}
/* Towards each byte's high bit: every slider's run up to and including the
 * first occupied square (the sliders are among the occupied squares). */
static inline __m512i lanefill_zmm_up_the_bytes(__m512i occupied, __m512i sliders) {
  return _mm512_xor_si512(occupied, _mm512_sub_epi8(occupied, _mm512_add_epi8(sliders, sliders)));
}
static inline __m512i lanefill_zmm_both_ways_in_bytes(__m512i occupied, __m512i sliders) {
  const __m512i down = lanefill_zmm_up_the_bytes(lanefill_zmm_gfni_reverse_byte_bits(occupied),
                                                 lanefill_zmm_gfni_reverse_byte_bits(sliders));
  return _mm512_or_si512(lanefill_zmm_up_the_bytes(occupied, sliders),
                         lanefill_zmm_gfni_reverse_byte_bits(down));
}
/* The rank and file attacks of the orthogonal sliders of eight boards. */
static inline __m512i lanefill_zmm_gfni_rank_file_attacks(__m512i occupied, __m512i orth) {
  const __m512i files = lanefill_zmm_both_ways_in_bytes(lanefill_zmm_gfni_quarter_turn(occupied),
                                                        lanefill_zmm_gfni_quarter_turn(orth));
  return _mm512_or_si512(lanefill_zmm_both_ways_in_bytes(occupied, orth),
                         lanefill_zmm_gfni_quarter_turn_back(files));
}

/* The slider attacks of eight boards: the diagonals by the zmm level's
 * Kogge-Stone pairs, the ranks and files by GFNI (the subtraction needs the
 * sliders among the pieces). */
__attribute__((always_inline)) static inline __m512i lanefill_zmm_slider_boards_by_gfni(
    __m512i orth, __m512i diag, __m512i occupied) {
  return (__m512i)lanefill_u8_diagonal_attacks((lanefill_u8)diag, (lanefill_u8)occupied) |
         lanefill_zmm_gfni_rank_file_attacks(_mm512_or_si512(occupied, orth), orth);
}
static inline void lanefill_zmm_slider_attacks_batch_by_gfni(const uint64_t* orth,
                                                             const uint64_t* diag,
                                                             const uint64_t* occupied,
                                                             uint64_t* out, size_t n) {
  lanefill_zmm_slider_batch(orth, diag, occupied, out, n, lanefill_zmm_slider_boards_by_gfni);
}

#endif /* LANEFILL_NATIVE_GFNI_H */
