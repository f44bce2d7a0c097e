/* lanefill/native/common.h — part of lanefill/native.h (include that):
 * the masks and tables of every target, built at compile time, and the
 * scalar bit helpers (bit scans, byte swap, hyperbola quintessence). */
#ifndef LANEFILL_NATIVE_COMMON_H
#define LANEFILL_NATIVE_COMMON_H
#ifndef LANEFILL_NATIVE_H
#error "lanefill/native/common.h is a part of lanefill/native.h: include <lanefill/native.h>"
#endif

#include "lanefill/native/rows.h"

/* The tables of the rows of lanefill/native/rows.h (the C++ reference builds
 * its own from the same rows). */

LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint64_t lanefill_nk_sbamg[64][16] = {LANEFILL_NK_ROWS64(LANEFILL_NK_SBAMG_ROW)};
LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint64_t lanefill_nk_rays[64][8] = {LANEFILL_NK_ROWS64(LANEFILL_NK_RAY_ROW)};

LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint8_t lanefill_nk_first_rank[64][8] = {
    LANEFILL_NK_ROWS64(LANEFILL_NK_FIRST_RANK_ROW)};

LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint64_t lanefill_nk_avoid_wrap[8] = {LANEFILL_NK_AVOID_WRAP};
LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint64_t lanefill_nk_rotate[3][8] = {LANEFILL_NK_ROT8(1), LANEFILL_NK_ROT8(2),
                                                       LANEFILL_NK_ROT8(4)};

/* The highest set bit of x != 0. */
static inline int lanefill_nk_msb(uint64_t x) {
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

static inline uint64_t lanefill_nk_rotl(uint64_t x, unsigned n) {
  return (x << (n & 63)) | (x >> ((64 - n) & 63));
}

static inline uint64_t lanefill_nk_bswap(uint64_t x) {
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

/* Hyperbola quintessence (chessprogramming wiki): attacks along a line with
 * at most one square per rank (file, diagonal, antidiagonal). o - s borrows
 * up to the first blocker above the slider; the same on the byte-swapped
 * board (ranks mirrored) reaches the first blocker below. */
static inline uint64_t lanefill_nk_hq_line(uint64_t occupied, uint64_t line_ex, int square) {
  const uint64_t o = occupied & line_ex;
  const uint64_t up = o - (UINT64_C(1) << square);
  const uint64_t down = lanefill_nk_bswap(o) - (UINT64_C(1) << (square ^ 56));
  return (up ^ lanefill_nk_bswap(down)) & line_ex;
}
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
/* 64-bit ARM reverses all 64 bits in one instruction (rbit): hyperbola
 * quintessence then works on a rank too, where a byte swap does not. */
#define LANEFILL_NK_HAVE_RBIT 1
static inline uint64_t lanefill_nk_rbit(uint64_t x) {
  uint64_t r;
  __asm__("rbit %0, %1" : "=r"(r) : "r"(x));
  return r;
}
#endif

/* A rank: hyperbola quintessence on the bit-reversed board where the CPU
 * reverses bits in one instruction (aarch64), else the first-rank table
 * indexed by the rank's six inner squares. */
static inline uint64_t lanefill_nk_rank_attacks(int square, uint64_t occupied) {
#if defined(LANEFILL_NK_HAVE_RBIT)
  const uint64_t rank_ex = lanefill_nk_sbamg[square][0], self = UINT64_C(1) << square;
  const uint64_t o = occupied & rank_ex;
  return ((o - self) ^ lanefill_nk_rbit(lanefill_nk_rbit(o) - lanefill_nk_rbit(self))) & rank_ex;
#else
  const int shift = square & 56;
  return (uint64_t)lanefill_nk_first_rank[(occupied >> (shift + 1)) & 63][square & 7] << shift;
#endif
}

/* The threat inputs of a square from its eight rays (dir8 order, blockers
 * included): the sliders are the blockers of the directions their kind moves
 * along (odd directions orthogonal), what each discovers the blocker of the
 * opposite direction. */
static inline void lanefill_nk_threats_from_rays(const uint64_t rays[8], uint64_t occupied,
                                                 uint64_t orth, uint64_t diag,
                                                 lanefill_slider_threats_t* out) {
  int d;
  out->orth_attacks = rays[1] | rays[3] | rays[5] | rays[7];
  out->diag_attacks = rays[0] | rays[2] | rays[4] | rays[6];
  out->attackers = 0;
  out->directions = 0;
  for (d = 0; d < 8; ++d) {
    const uint64_t slider = rays[d] & occupied & ((d & 1) ? orth : diag);
    out->slider[d] = slider;
    out->discovered[d] = slider ? rays[d ^ 4] & occupied : 0;
    out->attackers |= slider;
    out->directions |= (unsigned)(slider != 0) << d;
  }
}
/* The ray table's lane j (noEa east noWe nort soWe west soEa sout) is dir8
 * direction lanefill_nk_ray_dir8[j], and dir8 direction d is lane
 * lanefill_nk_ray_dir8[d]: the map swaps 2 <-> 6 and 3 <-> 7. */
LANEFILL_NK_TABLE int lanefill_nk_ray_dir8[8] = {0, 1, 6, 7, 4, 5, 2, 3};
/* The dir8 direction from a square to another on its lines, by the signs of
 * the rank and file differences: [rank sign + 1][file sign + 1]. */
LANEFILL_NK_TABLE int lanefill_nk_dir_of_signs[3][3] = {{4, 3, 2}, {5, 0, 1}, {6, 7, 0}};
static inline int lanefill_nk_direction_to(int from, int to) {
  const int df = (to & 7) - (from & 7), dr = (to >> 3) - (from >> 3);
  return lanefill_nk_dir_of_signs[(dr > 0) - (dr < 0) + 1][(df > 0) - (df < 0) + 1];
}
/* The eight rays of a square from its rook and bishop attacks: each empty-
 * board ray keeps the attacked squares on it. */
static inline void lanefill_nk_rays_from_attacks(int square, uint64_t occupied, uint64_t rook,
                                                 uint64_t bishop, lanefill_square_rays_t* out) {
  const uint64_t* ray = lanefill_nk_rays[square];
  int d;
  for (d = 0; d < 8; ++d) {
    out->rays[d] = ray[lanefill_nk_ray_dir8[d]] & ((d & 1) ? rook : bishop);
    out->blockers[d] = out->rays[d] & occupied;
  }
}
/* The threat inputs from the rook and bishop attacks of the square: the
 * sliders among the attacked pieces, and per slider (a few at most) its
 * direction from the square and the first piece on the opposite ray. */
static inline void lanefill_nk_threats_from_attacks(int square, uint64_t occupied, uint64_t orth,
                                                    uint64_t diag, uint64_t rook, uint64_t bishop,
                                                    lanefill_slider_threats_t* out) {
  const uint64_t seen = (rook | bishop) & occupied;
  /* only pieces block: a slider bit on an empty square is no attacker */
  uint64_t sliders = ((rook & orth) | (bishop & diag)) & occupied;
  int d;
  for (d = 0; d < 8; ++d) out->slider[d] = out->discovered[d] = 0;
  out->orth_attacks = rook;
  out->diag_attacks = bishop;
  out->attackers = sliders;
  out->directions = 0;
  for (; sliders != 0; sliders &= sliders - 1) {
    const uint64_t slider = sliders & (~sliders + 1);
    d = lanefill_nk_direction_to(square, lanefill_nk_msb(slider));
    out->slider[d] = slider;
    out->discovered[d] = lanefill_nk_rays[square][lanefill_nk_ray_dir8[d ^ 4]] & seen;
    out->directions |= 1u << d;
  }
}
#endif /* LANEFILL_NATIVE_COMMON_H */
