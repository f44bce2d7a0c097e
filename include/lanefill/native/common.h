/* lanefill/native/common.h — part of lanefill/native.h (include that):
 * the masks and tables of every target, built at compile time, and the
 * scalar bit helpers (bit scans, byte swap, hyperbola quintessence). */
#ifndef LANEFILL_NATIVE_COMMON_H
#define LANEFILL_NATIVE_COMMON_H
#ifndef LANEFILL_NATIVE_H
#error "lanefill/native/common.h is a part of lanefill/native.h: include <lanefill/native.h>"
#endif

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

LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint64_t lanefill_nk_sbamg[64][16] = {LANEFILL_NK_ROWS64(LANEFILL_NK_SBAMG_ROW)};
LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint64_t lanefill_nk_rays[64][8] = {LANEFILL_NK_ROWS64(LANEFILL_NK_RAY_ROW)};

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
LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint8_t lanefill_nk_first_rank[64][8] = {
    LANEFILL_NK_ROWS64(LANEFILL_NK_FIRST_RANK_ROW)};

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
LANEFILL_NK_ALIGN(64)
LANEFILL_NK_TABLE uint64_t lanefill_nk_avoid_wrap[8] = {
    UINT64_C(0xfefefefefefefe00), UINT64_C(0xfefefefefefefefe), UINT64_C(0x00fefefefefefefe),
    UINT64_C(0x00ffffffffffffff), UINT64_C(0x007f7f7f7f7f7f7f), UINT64_C(0x7f7f7f7f7f7f7f7f),
    UINT64_C(0x7f7f7f7f7f7f7f00), UINT64_C(0xffffffffffffff00)};
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
