/* lanefill/native/tables.h — the constant tables of lanefill, built at
 * compile time from constant expressions of a square: the one source of the
 * tables of the inline kernels (C and C++) and of the constexpr reference
 * (C++: the tables are constexpr there). Internal linkage (static) in both,
 * so files built with different flags never share one. The macros that
 * build the rows are undefined at the end of this file. C99 and C++. */
#ifndef LANEFILL_NATIVE_TABLES_H
#define LANEFILL_NATIVE_TABLES_H

#include <stdint.h>

#if defined(__cplusplus)
#define LANEFILL_NK_TABLE alignas(64) static constexpr
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define LANEFILL_NK_TABLE _Alignas(64) static const
#elif defined(_MSC_VER)
#define LANEFILL_NK_TABLE __declspec(align(64)) static const
#else
#define LANEFILL_NK_TABLE __attribute__((aligned(64))) static const
#endif

/* Masks as constant expressions of a square s (a1 = 0 ... h8 = 63). */
#define LANEFILL_NK_SELF(s) (UINT64_C(1) << (s))
#define LANEFILL_NK_RANK(s) (UINT64_C(0xff) << ((s)&56))
#define LANEFILL_NK_FILE(s) (UINT64_C(0x0101010101010101) << ((s)&7))
/* The main diagonal a1-h8 (antidiagonal h1-a8) moved by whole ranks onto s:
 * (file - rank) ranks down, (file + rank - 7) ranks up. The counts are
 * masked to 0..63 so that the branch not taken shifts legally too. */
#define LANEFILL_NK_DIAG(s)                                                                    \
  (((s)&7) >= ((s) >> 3) ? UINT64_C(0x8040201008040201) >> ((8 * (((s)&7) - ((s) >> 3))) & 63) \
                         : UINT64_C(0x8040201008040201) << ((8 * (((s) >> 3) - ((s)&7))) & 63))
#define LANEFILL_NK_ANTI(s)                                                      \
  (((s)&7) + ((s) >> 3) >= 7                                                     \
       ? UINT64_C(0x0102040810204080) << ((8 * (((s)&7) + ((s) >> 3) - 7)) & 63) \
       : UINT64_C(0x0102040810204080) >> ((8 * (7 - ((s)&7) - ((s) >> 3))) & 63))
#define LANEFILL_NK_ABOVE(s) (~UINT64_C(1) << (s))
#define LANEFILL_NK_BELOW(s) ((UINT64_C(1) << (s)) - 1)

/* SBAMG per line (lanefill/sbamg.hpp explains the method):
 *   line_ex  the line without the slider's square
 *   floor    the line's low end, or bit 0 where the slider is that end
 *   lower    the line's squares below the slider, plus floor          */
#define LANEFILL_NK_EX(line, s) ((line) & ~LANEFILL_NK_SELF(s))
#define LANEFILL_NK_FLOOR(line, s) \
  (((line) & (~(line) + 1)) == LANEFILL_NK_SELF(s) ? UINT64_C(1) : ((line) & (~(line) + 1)))
#define LANEFILL_NK_LOWER(line, s) \
  ((LANEFILL_NK_EX(line, s) & LANEFILL_NK_BELOW(s)) | LANEFILL_NK_FLOOR(line, s))
#define LANEFILL_NK_SBAMG_ROW(s)                                                                 \
  {                                                                                              \
    LANEFILL_NK_EX(LANEFILL_NK_RANK(s), s), LANEFILL_NK_EX(LANEFILL_NK_FILE(s), s),              \
        LANEFILL_NK_EX(LANEFILL_NK_DIAG(s), s), LANEFILL_NK_EX(LANEFILL_NK_ANTI(s), s),          \
        LANEFILL_NK_LOWER(LANEFILL_NK_RANK(s), s), LANEFILL_NK_LOWER(LANEFILL_NK_FILE(s), s),    \
        LANEFILL_NK_LOWER(LANEFILL_NK_DIAG(s), s), LANEFILL_NK_LOWER(LANEFILL_NK_ANTI(s), s),    \
        LANEFILL_NK_FLOOR(LANEFILL_NK_RANK(s), s), LANEFILL_NK_FLOOR(LANEFILL_NK_FILE(s), s),    \
        LANEFILL_NK_FLOOR(LANEFILL_NK_DIAG(s), s), LANEFILL_NK_FLOOR(LANEFILL_NK_ANTI(s), s), 0, \
        0, 0, 0                                                                                  \
  }
/* Othello rays from s, the square excluded: noEa, east, noWe, nort (towards
 * h8), then soWe, west, soEa, sout (lane j + 4 is lane j's opposite). */
#define LANEFILL_NK_RAY_ROW(s)                                                                  \
  {                                                                                             \
    LANEFILL_NK_DIAG(s) & LANEFILL_NK_ABOVE(s), LANEFILL_NK_RANK(s) & LANEFILL_NK_ABOVE(s),     \
        LANEFILL_NK_ANTI(s) & LANEFILL_NK_ABOVE(s), LANEFILL_NK_FILE(s) & LANEFILL_NK_ABOVE(s), \
        LANEFILL_NK_DIAG(s) & LANEFILL_NK_BELOW(s), LANEFILL_NK_RANK(s) & LANEFILL_NK_BELOW(s), \
        LANEFILL_NK_ANTI(s) & LANEFILL_NK_BELOW(s), LANEFILL_NK_FILE(s) & LANEFILL_NK_BELOW(s)  \
  }
/* First-rank attacks (chessprogramming wiki "First Rank Attacks"), one byte
 * per (inner occupancy i of files b..g, file f): the squares a rook on file f
 * of an 8-square rank attacks when the rank holds i plus both end squares.
 * East: up to the lowest blocker above f; west: the same on the bit-reversed
 * rank (REV8: the byte reversal by multiply and modulus, "Bit Twiddling
 * Hacks"). */
#define LANEFILL_NK_REV8(x) ((((x)*UINT64_C(0x0202020202)) & UINT64_C(0x010884422010)) % 1023)
#define LANEFILL_NK_RANK_OCC(i) (((uint64_t)(i) << 1) | 0x81)
#define LANEFILL_NK_ABOVE8(f) ((UINT64_C(0xfe) << (f)) & 0xff)
#define LANEFILL_NK_EAST8(f, o)                                                      \
  ((((((o)&LANEFILL_NK_ABOVE8(f)) & (~((o)&LANEFILL_NK_ABOVE8(f)) + 1)) << 1) - 1) & \
   LANEFILL_NK_ABOVE8(f))
#define LANEFILL_NK_FIRST_RANK(f, i)                         \
  ((uint8_t)(LANEFILL_NK_EAST8(f, LANEFILL_NK_RANK_OCC(i)) | \
             LANEFILL_NK_REV8(                               \
                 LANEFILL_NK_EAST8(7 - (f), LANEFILL_NK_REV8(LANEFILL_NK_RANK_OCC(i))))))
#define LANEFILL_NK_FIRST_RANK_ROW(i)                                                             \
  {                                                                                               \
    LANEFILL_NK_FIRST_RANK(0, i), LANEFILL_NK_FIRST_RANK(1, i), LANEFILL_NK_FIRST_RANK(2, i),     \
        LANEFILL_NK_FIRST_RANK(3, i), LANEFILL_NK_FIRST_RANK(4, i), LANEFILL_NK_FIRST_RANK(5, i), \
        LANEFILL_NK_FIRST_RANK(6, i), LANEFILL_NK_FIRST_RANK(7, i)                                \
  }
#define LANEFILL_NK_ROWS8(ROW, r) \
  ROW(r), ROW(r + 1), ROW(r + 2), ROW(r + 3), ROW(r + 4), ROW(r + 5), ROW(r + 6), ROW(r + 7)
#define LANEFILL_NK_ROWS64(ROW)                                                           \
  LANEFILL_NK_ROWS8(ROW, 0), LANEFILL_NK_ROWS8(ROW, 8), LANEFILL_NK_ROWS8(ROW, 16),       \
      LANEFILL_NK_ROWS8(ROW, 24), LANEFILL_NK_ROWS8(ROW, 32), LANEFILL_NK_ROWS8(ROW, 40), \
      LANEFILL_NK_ROWS8(ROW, 48), LANEFILL_NK_ROWS8(ROW, 56)

/* [square]: line_ex[4], lower[4], floor[4] (lanes rank, file, diagonal,
 * antidiagonal), padded to two cache lines. */
LANEFILL_NK_TABLE uint64_t lanefill_sbamg_table[64][16] = {
    LANEFILL_NK_ROWS64(LANEFILL_NK_SBAMG_ROW)};
/* [square]: the eight empty-board rays from the square, up rays first. */
LANEFILL_NK_TABLE uint64_t lanefill_ray_table[64][8] = {LANEFILL_NK_ROWS64(LANEFILL_NK_RAY_ROW)};
/* [inner occupancy of files b..g][file]: a rook's attacks on its rank. */
LANEFILL_NK_TABLE uint8_t lanefill_first_rank_table[64][8] = {
    LANEFILL_NK_ROWS64(LANEFILL_NK_FIRST_RANK_ROW)};
/* Per dir8 direction (noEa, east, soEa, sout, soWe, west, noWe, nort): the
 * signed shift of one step (positive: up the board), and avoidWrap, the
 * squares a one-step move by rotation may land on. */
LANEFILL_NK_TABLE int lanefill_direction_shift[8] = {9, 1, -7, -8, -9, -1, 7, 8};
LANEFILL_NK_TABLE uint64_t lanefill_avoid_wrap_table[8] = {
    UINT64_C(0xfefefefefefefe00), UINT64_C(0xfefefefefefefefe), UINT64_C(0x00fefefefefefefe),
    UINT64_C(0x00ffffffffffffff), UINT64_C(0x007f7f7f7f7f7f7f), UINT64_C(0x7f7f7f7f7f7f7f7f),
    UINT64_C(0x7f7f7f7f7f7f7f00), UINT64_C(0xffffffffffffff00)};
/* [k >> 1][direction]: the left-rotate count of k = 1, 2, 4 steps. */
LANEFILL_NK_TABLE uint64_t lanefill_rotate_table[3][8] = {
    {9, 1, 57, 56, 55, 63, 7, 8}, {18, 2, 50, 48, 46, 62, 14, 16}, {36, 4, 36, 32, 28, 60, 28, 32}};

#include "lanefill/native/othello_tables.h"

#undef LANEFILL_NK_TABLE
#undef LANEFILL_NK_SELF
#undef LANEFILL_NK_RANK
#undef LANEFILL_NK_FILE
#undef LANEFILL_NK_DIAG
#undef LANEFILL_NK_ANTI
#undef LANEFILL_NK_ABOVE
#undef LANEFILL_NK_BELOW
#undef LANEFILL_NK_EX
#undef LANEFILL_NK_FLOOR
#undef LANEFILL_NK_LOWER
#undef LANEFILL_NK_SBAMG_ROW
#undef LANEFILL_NK_RAY_ROW
#undef LANEFILL_NK_REV8
#undef LANEFILL_NK_RANK_OCC
#undef LANEFILL_NK_ABOVE8
#undef LANEFILL_NK_EAST8
#undef LANEFILL_NK_FIRST_RANK
#undef LANEFILL_NK_FIRST_RANK_ROW
#undef LANEFILL_NK_ROWS8
#undef LANEFILL_NK_ROWS64

#endif /* LANEFILL_NATIVE_TABLES_H */
