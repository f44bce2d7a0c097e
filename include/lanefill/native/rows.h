/* lanefill/native/rows.h — the masks and table rows of lanefill, as
 * constant expressions (macros) of a square or an index: the one source of
 * the tables of the inline kernels (lanefill/native/common.h, C) and of the
 * constexpr reference (othello.hpp's rays, hyperbola.hpp's first-rank
 * attacks, bitboard.hpp's avoidWrap, C++). C99 and C++; names starting
 * LANEFILL_NK_ are internal. */
#ifndef LANEFILL_NATIVE_ROWS_H
#define LANEFILL_NATIVE_ROWS_H

#include <stdint.h>

/* ------------------------------------------------------------------------
 * Masks as constant expressions of a square s (a1 = 0 ... h8 = 63), so that
 * C and C++ build the same tables at compile time. */
#define LANEFILL_NK_NOT_FILE_A UINT64_C(0xfefefefefefefefe)
#define LANEFILL_NK_NOT_FILE_H UINT64_C(0x7f7f7f7f7f7f7f7f)
#define LANEFILL_NK_FILE_OF(s) ((s)&7)
#define LANEFILL_NK_RANK_OF(s) ((s) >> 3)
#define LANEFILL_NK_SELF(s) (UINT64_C(1) << (s))
#define LANEFILL_NK_RANK(s) (UINT64_C(0xff) << ((s)&56))
#define LANEFILL_NK_FILE(s) (UINT64_C(0x0101010101010101) << ((s)&7))
/* The main diagonal a1-h8 (anti-diagonal h1-a8) moved by whole ranks onto s.
 * The counts are masked to 0..63 so that the branch not taken shifts legally
 * too (compilers check both). */
#define LANEFILL_NK_DIAG_STEPS(s) (LANEFILL_NK_FILE_OF(s) - LANEFILL_NK_RANK_OF(s))
#define LANEFILL_NK_ANTI_STEPS(s) (LANEFILL_NK_FILE_OF(s) + LANEFILL_NK_RANK_OF(s) - 7)
#define LANEFILL_NK_DIAG(s)                                                     \
  (LANEFILL_NK_DIAG_STEPS(s) >= 0                                               \
       ? UINT64_C(0x8040201008040201) >> ((8 * LANEFILL_NK_DIAG_STEPS(s)) & 63) \
       : UINT64_C(0x8040201008040201) << ((-8 * LANEFILL_NK_DIAG_STEPS(s)) & 63))
#define LANEFILL_NK_ANTI(s)                                                     \
  (LANEFILL_NK_ANTI_STEPS(s) >= 0                                               \
       ? UINT64_C(0x0102040810204080) << ((8 * LANEFILL_NK_ANTI_STEPS(s)) & 63) \
       : UINT64_C(0x0102040810204080) >> ((-8 * LANEFILL_NK_ANTI_STEPS(s)) & 63))
#define LANEFILL_NK_ABOVE(s) (~UINT64_C(1) << (s))
#define LANEFILL_NK_BELOW(s) (LANEFILL_NK_SELF(s) - 1)

/* SBAMG per line (lanefill/sbamg.hpp explains the method):
 *   line_ex  the line without the slider's square
 *   floor    the line's low end, or bit 0 where the slider is that end
 *   lower    the line's squares below the slider, plus floor          */
#define LANEFILL_NK_EX(line, s) ((line) & ~LANEFILL_NK_SELF(s))
#define LANEFILL_NK_LOW_END(line) ((line) & (~(line) + 1))
#define LANEFILL_NK_FLOOR(line, s) \
  (LANEFILL_NK_LOW_END(line) == LANEFILL_NK_SELF(s) ? UINT64_C(1) : LANEFILL_NK_LOW_END(line))
#define LANEFILL_NK_LOWER(line, s) \
  ((LANEFILL_NK_EX(line, s) & LANEFILL_NK_BELOW(s)) | LANEFILL_NK_FLOOR(line, s))
#define LANEFILL_NK_LINES4(M, s)                                                   \
  M(LANEFILL_NK_RANK(s), s), M(LANEFILL_NK_FILE(s), s), M(LANEFILL_NK_DIAG(s), s), \
      M(LANEFILL_NK_ANTI(s), s)
/* One row per square: line_ex[4], lower[4], floor[4] (lanes rank, file,
 * diagonal, antidiagonal), padded to two cache lines. */
#define LANEFILL_NK_SBAMG_ROW(s)                                                     \
  {                                                                                  \
    LANEFILL_NK_LINES4(LANEFILL_NK_EX, s), LANEFILL_NK_LINES4(LANEFILL_NK_LOWER, s), \
        LANEFILL_NK_LINES4(LANEFILL_NK_FLOOR, s), 0, 0, 0, 0                         \
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
#define LANEFILL_NK_ROWS8(ROW, r) \
  ROW(r), ROW(r + 1), ROW(r + 2), ROW(r + 3), ROW(r + 4), ROW(r + 5), ROW(r + 6), ROW(r + 7)
#define LANEFILL_NK_ROWS64(ROW)                                                           \
  LANEFILL_NK_ROWS8(ROW, 0), LANEFILL_NK_ROWS8(ROW, 8), LANEFILL_NK_ROWS8(ROW, 16),       \
      LANEFILL_NK_ROWS8(ROW, 24), LANEFILL_NK_ROWS8(ROW, 32), LANEFILL_NK_ROWS8(ROW, 40), \
      LANEFILL_NK_ROWS8(ROW, 48), LANEFILL_NK_ROWS8(ROW, 56)

/* First-rank attacks (chessprogramming wiki "First Rank Attacks"), one byte
 * per (inner occupancy i of files b..g, file f): the squares a rook on file f
 * of an 8-square rank attacks when the rank holds i plus both end squares.
 * East: up to the lowest blocker above f; west: the same on the bit-reversed
 * rank (rev8: the three-operation byte reversal by multiply and modulus,
 * "Bit Twiddling Hacks"). */
#define LANEFILL_NK_REV8(x) ((((x)*UINT64_C(0x0202020202)) & UINT64_C(0x010884422010)) % 1023)
#define LANEFILL_NK_RANK_OCC(i) (((uint64_t)(i) << 1) | 0x81)
#define LANEFILL_NK_ABOVE8(f) ((UINT64_C(0xfe) << (f)) & 0xff)
#define LANEFILL_NK_EAST8(f, o)                                                      \
  ((((((o)&LANEFILL_NK_ABOVE8(f)) & (~((o)&LANEFILL_NK_ABOVE8(f)) + 1)) << 1) - 1) & \
   LANEFILL_NK_ABOVE8(f))
#define LANEFILL_NK_RANK8(f, o) \
  (LANEFILL_NK_EAST8(f, o) | LANEFILL_NK_REV8(LANEFILL_NK_EAST8(7 - (f), LANEFILL_NK_REV8(o))))
#define LANEFILL_NK_FIRST_RANK(f, i) ((uint8_t)LANEFILL_NK_RANK8(f, LANEFILL_NK_RANK_OCC(i)))
#define LANEFILL_NK_FIRST_RANK_ROW(i)                                                             \
  {                                                                                               \
    LANEFILL_NK_FIRST_RANK(0, i), LANEFILL_NK_FIRST_RANK(1, i), LANEFILL_NK_FIRST_RANK(2, i),     \
        LANEFILL_NK_FIRST_RANK(3, i), LANEFILL_NK_FIRST_RANK(4, i), LANEFILL_NK_FIRST_RANK(5, i), \
        LANEFILL_NK_FIRST_RANK(6, i), LANEFILL_NK_FIRST_RANK(7, i)                                \
  }
/* Per dir8 direction (noEa, east, soEa, sout, soWe, west, noWe, nort): the
 * rotate count of k steps (the shift mod 64) and avoidWrap, the squares a
 * one-step move may land on. */
#define LANEFILL_NK_ROT(shift, k) (((shift) * (k)) & 63)
#define LANEFILL_NK_ROT8(k)                                                                       \
  {                                                                                               \
    LANEFILL_NK_ROT(9, k), LANEFILL_NK_ROT(1, k), LANEFILL_NK_ROT(-7, k), LANEFILL_NK_ROT(-8, k), \
        LANEFILL_NK_ROT(-9, k), LANEFILL_NK_ROT(-1, k), LANEFILL_NK_ROT(7, k),                    \
        LANEFILL_NK_ROT(8, k)                                                                     \
  }
/* avoidWrap per dir8 direction: the squares a one-step move may land on. */
#define LANEFILL_NK_AVOID_WRAP                                                                  \
  UINT64_C(0xfefefefefefefe00), UINT64_C(0xfefefefefefefefe), UINT64_C(0x00fefefefefefefe),     \
      UINT64_C(0x00ffffffffffffff), UINT64_C(0x007f7f7f7f7f7f7f), UINT64_C(0x7f7f7f7f7f7f7f7f), \
      UINT64_C(0x7f7f7f7f7f7f7f00), UINT64_C(0xffffffffffffff00)

#endif /* LANEFILL_NATIVE_ROWS_H */
