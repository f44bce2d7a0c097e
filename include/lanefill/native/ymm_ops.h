/* lanefill/native/ymm_ops.h — the operations of the ymm level (AVX2; GCC or
 * Clang) on its register types: __m256i (prefix ymm), its low half __m128i
 * (xmm), and lanefill_u4 (u4), an unsigned view of __m256i as four uint64_t
 * lanes (GNU vector extensions), where the arithmetic of the kernel sources
 * runs and lanes wrap as they need. Loads, stores and lane reductions; the
 * steppers, tables of per-lane shift counts (an "up" register's lanes step up
 * the board by 9, 1, 7, 8 bits: noEa, east, noWe, nort; a "down" register's
 * lanes down as much: soWe, west, soEa, sout; the layout of the
 * chessprogramming wiki's AVX2 page); and the operations the kernel sources
 * are written in, spelled lanefill_ymm_<operation> and lanefill_u4_<operation>
 * (lanefill/native/ymm_kernels.h is written over them). The AVX-512 targets
 * compile them too, with AVX-512VL (each AND and OR pair fuses into one
 * vpternlogq). Every function is static inline (internal linkage). */
#ifndef LANEFILL_NATIVE_YMM_OPS_H
#define LANEFILL_NATIVE_YMM_OPS_H

#if !defined(__AVX2__) || !(defined(__GNUC__) || defined(__clang__))
#error "lanefill/native/ymm_ops.h needs AVX2 flags and GCC or Clang (GNU vector extensions)"
#endif
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

typedef uint64_t lanefill_u4 __attribute__((vector_size(32)));
/* The boards a lanefill_u4 holds. */
enum { lanefill_u4_lanes = 4 };

/* ------------------------------------------------------------------------
 * Registers. */
static inline __m256i lanefill_ymm_load(const uint64_t* p) {
  return _mm256_load_si256((const __m256i*)(const void*)p);
}
static inline __m256i lanefill_ymm_broadcast(uint64_t b) {
  return _mm256_set1_epi64x((long long)b);
}
static inline lanefill_u4 lanefill_u4_splat(uint64_t b) {
  return (lanefill_u4)_mm256_set1_epi64x((long long)b);
}
/* The OR of a register's lanes. */
static inline uint64_t lanefill_xmm_or_lanes(__m128i x) {
  return (uint64_t)_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x)));
}
static inline uint64_t lanefill_ymm_or_lanes(__m256i y) {
  return lanefill_xmm_or_lanes(
      _mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1)));
}
/* Lane i of the result = the OR of r_i's four lanes: one 4x4 transpose. */
static inline __m256i lanefill_ymm_or_lanes_4x4(__m256i r0, __m256i r1, __m256i r2, __m256i r3) {
  const __m256i a = _mm256_or_si256(_mm256_unpacklo_epi64(r0, r1), _mm256_unpackhi_epi64(r0, r1));
  const __m256i b = _mm256_or_si256(_mm256_unpacklo_epi64(r2, r3), _mm256_unpackhi_epi64(r2, r3));
  return _mm256_or_si256(_mm256_permute2x128_si256(a, b, 0x20),
                         _mm256_permute2x128_si256(a, b, 0x31));
}
/* All ones in the lanes of x that are zero. */
static inline lanefill_u4 lanefill_u4_zero_lanes(lanefill_u4 x) {
  return (lanefill_u4)_mm256_cmpeq_epi64((__m256i)x, _mm256_setzero_si256());
}

/* ------------------------------------------------------------------------
 * Steppers: the stepper is a table of per-lane counts, [k - 1] the counts of
 * k steps (a step up is a left shift, a step down a right shift). */
#if defined(__cplusplus)
#define LANEFILL_NK_YMM_TABLE alignas(32) static constexpr
#else
#define LANEFILL_NK_YMM_TABLE __attribute__((aligned(32))) static const
#endif
/* {noEa, east, noWe, nort} up, {soWe, west, soEa, sout} down: 1 to 4 steps. */
LANEFILL_NK_YMM_TABLE uint64_t lanefill_ymm_ray_steps[4][4] = {
    {9, 1, 7, 8}, {18, 2, 14, 16}, {27, 3, 21, 24}, {36, 4, 28, 32}};
/* Down the four lines of a square (rank, file, diagonal, antidiagonal), 1 to 4 squares. */
LANEFILL_NK_YMM_TABLE uint64_t lanefill_ymm_line_steps[4][4] = {
    {1, 8, 9, 7}, {2, 16, 18, 14}, {3, 24, 27, 21}, {4, 32, 36, 28}};
/* The squares a one-step move of each lane may land on. */
LANEFILL_NK_YMM_TABLE uint64_t lanefill_ymm_up_guard[4] = {
    UINT64_C(0xfefefefefefefefe), UINT64_C(0xfefefefefefefefe), UINT64_C(0x7f7f7f7f7f7f7f7f),
    ~UINT64_C(0)};
LANEFILL_NK_YMM_TABLE uint64_t lanefill_ymm_down_guard[4] = {
    UINT64_C(0x7f7f7f7f7f7f7f7f), UINT64_C(0x7f7f7f7f7f7f7f7f), UINT64_C(0xfefefefefefefefe),
    ~UINT64_C(0)};
/* The squares a flood in a lane's direction or its opposite may pass. */
LANEFILL_NK_YMM_TABLE uint64_t lanefill_ymm_both_guard[4] = {
    UINT64_C(0x7e7e7e7e7e7e7e7e), UINT64_C(0x7e7e7e7e7e7e7e7e), UINT64_C(0x7e7e7e7e7e7e7e7e),
    ~UINT64_C(0)};
/* The full diagonals' steps (lanefill_ymm_othello_full_lines_of_one): per
 * 1, 2 and 4 steps the right shifts, the left shifts and the pads. */
LANEFILL_NK_YMM_TABLE uint64_t lanefill_ymm_full_diagonal_steps[3][3][4] = {
    {{9, 7, 64, 64},
     {64, 64, 9, 7},
     {UINT64_C(0xff80808080808080), UINT64_C(0xff01010101010101), UINT64_C(0x01010101010101ff),
      UINT64_C(0x80808080808080ff)}},
    {{18, 14, 64, 64},
     {64, 64, 18, 14},
     {UINT64_C(0xffffc0c0c0c0c0c0), UINT64_C(0xffff030303030303), UINT64_C(0x030303030303ffff),
      UINT64_C(0xc0c0c0c0c0c0ffff)}},
    {{36, 28, 64, 64},
     {64, 64, 36, 28},
     {UINT64_C(0xfffffffff0f0f0f0), UINT64_C(0xffffffff0f0f0f0f), UINT64_C(0x0f0f0f0fffffffff),
      UINT64_C(0xf0f0f0f0ffffffff)}},
};
#undef LANEFILL_NK_YMM_TABLE
/* x with every up lane moved k squares up its ray (k = 1..4), or every down
 * lane down. */
static inline __m256i lanefill_ymm_step_up(__m256i x, int k) {
  return _mm256_sllv_epi64(x, lanefill_ymm_load(lanefill_ymm_ray_steps[k - 1]));
}
static inline __m256i lanefill_ymm_step_down(__m256i x, int k) {
  return _mm256_srlv_epi64(x, lanefill_ymm_load(lanefill_ymm_ray_steps[k - 1]));
}
static inline lanefill_u4 lanefill_u4_step_down(lanefill_u4 x, int k) {
  return (lanefill_u4)lanefill_ymm_step_down((__m256i)x, k);
}
/* Every lane moved k squares down its line (rank, file, diagonal, antidiagonal). */
static inline lanefill_u4 lanefill_u4_line_step_down(lanefill_u4 x, int k) {
  return (lanefill_u4)_mm256_srlv_epi64((__m256i)x,
                                        lanefill_ymm_load(lanefill_ymm_line_steps[k - 1]));
}

/* Batches: four boards a register from memory and back; the last one to
 * three through a buffer. */
static inline __m256i lanefill_ymm_loadu(const uint64_t* p) {
  return _mm256_loadu_si256((const __m256i*)(const void*)p);
}
static inline void lanefill_ymm_storeu(uint64_t* p, __m256i x) {
  _mm256_storeu_si256((__m256i*)(void*)p, x);
}
/* n - i (1..3) lanes of p from i, the rest zero. */
static inline __m256i lanefill_ymm_load_tail(const uint64_t* p, size_t i, size_t n) {
  __attribute__((aligned(32))) uint64_t t[4] = {0, 0, 0, 0};
  size_t j;
  for (j = 0; i + j < n; ++j) t[j] = p[i + j];
  return lanefill_ymm_load(t);
}
static inline void lanefill_ymm_store_tail(uint64_t* p, size_t i, size_t n, __m256i x) {
  __attribute__((aligned(32))) uint64_t t[4];
  size_t j;
  _mm256_store_si256((__m256i*)(void*)t, x);
  for (j = 0; i + j < n; ++j) p[i + j] = t[j];
}
/* Boards i..i+3 of p (past n: zero), and back into p (below n). */
static inline lanefill_u4 lanefill_u4_boards_at(const uint64_t* p, size_t i, size_t n) {
  return (lanefill_u4)(i + 4 <= n ? lanefill_ymm_loadu(p + i) : lanefill_ymm_load_tail(p, i, n));
}
static inline void lanefill_u4_store_boards(uint64_t* p, size_t i, size_t n, lanefill_u4 x) {
  if (i + 4 <= n)
    lanefill_ymm_storeu(p + i, (__m256i)x);
  else
    lanefill_ymm_store_tail(p, i, n, (__m256i)x);
}
/* Whether some lane of x is not zero. */
static inline int lanefill_u4_any(lanefill_u4 x) {
  return !_mm256_testz_si256((__m256i)x, (__m256i)x);
}

/* Each lane's bytes reversed (the byte-swapped board: ranks mirrored), one shuffle. */
static inline __m128i lanefill_xmm_byte_swap(__m128i x) {
  return _mm_shuffle_epi8(x, _mm_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8));
}
static inline __m256i lanefill_ymm_byte_swap(__m256i x) {
  return _mm256_shuffle_epi8(
      x, _mm256_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
                          0, 15, 14, 13, 12, 11, 10, 9, 8));
}
static inline lanefill_u4 lanefill_u4_byte_swap(lanefill_u4 x) {
  return (lanefill_u4)lanefill_ymm_byte_swap((__m256i)x);
}
/* Each byte's bits reversed (a rank's files mirrored in its byte): the two
 * nibbles of every byte looked up, reversed, in a 16-byte table (one
 * shuffle each) and put back on the other side. */
static inline lanefill_u4 lanefill_u4_reverse_bits_in_bytes(lanefill_u4 x) {
  const __m256i nibble = _mm256_set1_epi8(0x0f);
  const __m256i reversed = _mm256_setr_epi8(0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15, 0,
                                            8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15);
  const __m256i low = _mm256_and_si256((__m256i)x, nibble);
  const __m256i high = _mm256_and_si256(_mm256_srli_epi16((__m256i)x, 4), nibble);
  return (lanefill_u4)_mm256_or_si256(_mm256_shuffle_epi8(_mm256_slli_epi16(reversed, 4), low),
                                      _mm256_shuffle_epi8(reversed, high));
}
#endif /* LANEFILL_NATIVE_YMM_OPS_H */
