/* lanefill/native/zmm_ops.h — the operations of the zmm level (AVX-512 F,
 * CD, DQ, BW and VL; GCC or Clang) on its register types: __m512i (prefix
 * zmm), lanefill_u8 (u8), an unsigned view of __m512i as eight uint64_t lanes
 * (GNU vector extensions), and the __m256i operations that need AVX-512VL
 * (ymm: vpternlogq, vplzcntq). Loads, masked batches, lane reductions, the
 * rotate stepper of the eight directions, and the operations the kernel
 * sources are written in (lanefill/native/zmm_kernels.h is written over
 * them). Every function is static inline (internal linkage). */
#ifndef LANEFILL_NATIVE_ZMM_OPS_H
#define LANEFILL_NATIVE_ZMM_OPS_H

#if !defined(__AVX512F__) || !defined(__AVX512CD__) || !defined(__AVX512VL__)
#error "lanefill/native/zmm_ops.h needs AVX-512 F, CD and VL flags (e.g. -march=x86-64-v4)"
#endif
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "lanefill/native/tables.h"
#include "lanefill/native/ymm_ops.h"

#if defined(__GNUC__) && !defined(__clang__)
/* g++ 12 reports a false -Wmaybe-uninitialized inside avx512fintrin.h (the
 * "undefined" pass-through operand of some intrinsics; fixed in GCC 13). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

/* ------------------------------------------------------------------------
 * Registers. vpternlogq truth tables f(0xf0, 0xcc, 0xaa) for (a, b, c):
 * 0xea = (a & b) | c, 0xf8 = a | (b & c), 0x28 = (a ^ b) & c. */
typedef uint64_t lanefill_u8 __attribute__((vector_size(64)));
/* The boards a lanefill_u8 holds. */
enum { lanefill_u8_lanes = 8 };
static inline __m512i lanefill_zmm_broadcast(uint64_t b) { return _mm512_set1_epi64((long long)b); }
static inline __m512i lanefill_zmm_load(const uint64_t* p) {
  return _mm512_load_si512((const void*)p);
}
static inline lanefill_u8 lanefill_u8_splat(uint64_t b) {
  return (lanefill_u8)lanefill_zmm_broadcast(b);
}
static inline uint64_t lanefill_zmm_or_lanes(__m512i z) {
  return lanefill_ymm_or_lanes(
      _mm256_or_si256(_mm512_castsi512_si256(z), _mm512_extracti64x4_epi64(z, 1)));
}
static inline __m256i lanefill_ymm_and_or(__m256i a, __m256i b, __m256i c) {
  return _mm256_ternarylogic_epi64(a, b, c, 0xea);
}
static inline __m256i lanefill_ymm_xor_and(__m256i a, __m256i b, __m256i c) {
  return _mm256_ternarylogic_epi64(a, b, c, 0x28);
}
static inline __m512i lanefill_zmm_and_or(__m512i a, __m512i b, __m512i c) {
  return _mm512_ternarylogic_epi64(a, b, c, 0xea);
}
static inline __m512i lanefill_zmm_xor_and(__m512i a, __m512i b, __m512i c) {
  return _mm512_ternarylogic_epi64(a, b, c, 0x28);
}
static inline __m512i lanefill_zmm_or_and(__m512i a, __m512i b, __m512i c) {
  return _mm512_ternarylogic_epi64(a, b, c, 0xf8);
}
/* Lane d (dir8 order) moved k = 1, 2 or 4 squares along direction d by
 * rotation (the counts of k steps: row k >> 1 of lanefill_rotate_table). */
static inline __m512i lanefill_zmm_rotate_step(__m512i x, int k) {
  return _mm512_rolv_epi64(x, lanefill_zmm_load(lanefill_rotate_table[k >> 1]));
}
static inline __m256i lanefill_ymm_three_cbn(__m256i below) {
  return _mm256_rorv_epi64(_mm256_set1_epi64x((long long)UINT64_C(0x8000000000000001)),
                           _mm256_lzcnt_epi64(below));
}
static inline __m512i lanefill_zmm_three_cbn(__m512i below) {
  return _mm512_rorv_epi64(lanefill_zmm_broadcast(UINT64_C(0x8000000000000001)),
                           _mm512_lzcnt_epi64(below));
}

/* Batches: eight boards a register, boards i..i+7 of p by a masked load
 * (zero past n), stored back under the same mask. */
static inline __mmask8 lanefill_zmm_boards_mask(size_t i, size_t n) {
  const unsigned lanes = n - i >= 8 ? 0xffu : (1u << (n - i)) - 1u;
  return (__mmask8)lanes;
}
static inline lanefill_u8 lanefill_u8_boards_at(const uint64_t* p, size_t i, size_t n) {
  return (lanefill_u8)_mm512_maskz_loadu_epi64(lanefill_zmm_boards_mask(i, n),
                                               (const void*)(p + i));
}
static inline void lanefill_u8_store_boards(uint64_t* p, size_t i, size_t n, lanefill_u8 x) {
  _mm512_mask_storeu_epi64((void*)(p + i), lanefill_zmm_boards_mask(i, n), (__m512i)x);
}
/* Whether some lane of x is not zero. */
static inline int lanefill_u8_any(lanefill_u8 x) {
  return _mm512_test_epi64_mask((__m512i)x, (__m512i)x) != 0;
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#endif /* LANEFILL_NATIVE_ZMM_OPS_H */
