/* lanefill/native/u64_ops.h — the operations of the u64 level (any CPU, any
 * compiler; C99 or C++) on its register type, uint64_t: bit scans and counts,
 * a rotate, a byte swap, and the operations the kernel sources are written in
 * (lanefill/detail/bodies.hpp, simd/native/boards.h), spelled
 * lanefill_u64_<operation>. lanefill/native/u64_kernels.h, the sources
 * rendered for uint64_t, is written over them. Every function is static
 * inline (internal linkage). */
#ifndef LANEFILL_NATIVE_U64_OPS_H
#define LANEFILL_NATIVE_U64_OPS_H

#include <stdint.h>

#include "lanefill/native/tables.h"
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h> /* _BitScanReverse64 */
#include <stdlib.h> /* _byteswap_uint64 */
#endif

/* ------------------------------------------------------------------------
 * Bits. */

/* The highest set bit of x != 0. */
static inline int lanefill_u64_msb(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return 63 ^ __builtin_clzll(x); /* one bsr/lzcnt: 63 - clz without the subtraction */
#elif defined(_MSC_VER)
  unsigned long i;
  _BitScanReverse64(&i, x);
  return (int)i;
#else
  int n = 0;
  while (x >>= 1) ++n;
  return n;
#endif
}
/* The highest bit of x, 0 for x = 0: `x | 1` keeps the scan defined, `& x`
 * drops the made-up bit 0 when x is 0. */
static inline uint64_t lanefill_u64_highest(uint64_t x) {
  return (UINT64_C(1) << lanefill_u64_msb(x | 1)) & x;
}
static inline uint64_t lanefill_u64_rotl(uint64_t x, unsigned n) {
  return (x << (n & 63)) | (x >> ((64 - n) & 63));
}
static inline uint64_t lanefill_u64_bswap(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_bswap64(x);
#elif defined(_MSC_VER)
  return _byteswap_uint64(x);
#else
  x = ((x & UINT64_C(0x00ff00ff00ff00ff)) << 8) | ((x >> 8) & UINT64_C(0x00ff00ff00ff00ff));
  x = ((x & UINT64_C(0x0000ffff0000ffff)) << 16) | ((x >> 16) & UINT64_C(0x0000ffff0000ffff));
  return (x << 32) | (x >> 32);
#endif
}
/* All ones where x is 0, else 0 (a one-lane ZERO_LANES). */
static inline uint64_t lanefill_u64_zero_lanes(uint64_t x) {
  return (uint64_t)0 - (uint64_t)(x == 0);
}
static inline int lanefill_u64_popcount(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_popcountll(x);
#else
  x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
  x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
  x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
  return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
#endif
}

/* A register of x (one lane): the kernels of boards in lanes splat their constants. */
static inline uint64_t lanefill_u64_splat(uint64_t x) { return x; }

#endif /* LANEFILL_NATIVE_U64_OPS_H */
