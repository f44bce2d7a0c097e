/* lanefill/native.h — the inline path for C (C99 and later) and C++: the one
 * source of the inline kernels. lanefill/native.hpp wraps these functions in
 * C++ names, and simd/avx2.cpp and simd/avx512.cpp compile them as their
 * dispatched single-square and single-board Othello kernels.
 *
 *   #include <lanefill/native.h>
 *   uint64_t q = lanefill_native_queen_attacks(28, occupied);   (e4 = 28)
 *
 * Header-only: no library to link, no CPUID, no indirect call, no init. The
 * kernels are chosen by the including file's own target flags:
 *
 *   flags of the including file          sliders, one square          set-wise map Othello
 *   __AVX512F__ __AVX512CD__ __AVX512VL__  SBAMG, 4 lines, vplzcntq    rotate Kogge-Stone, zmm
 *   __AVX2__                               hyperbola quintessence      Kogge-Stone, 2 ymm
 *   none of these                          hyperbola quintessence      rotate Kogge-Stone
 *
 *   Othello moves and flips: a left/right ymm pair on AVX2, the same pair
 *   with vpternlogq and vplzcntq on AVX-512 (VL), scalar shifts and scans.
 *
 * Hyperbola quintessence: byte swaps on the file and diagonals, a 512-byte
 * first-rank table for the rank (on aarch64 the rank by `rbit` instead). The
 * tables are built at compile time.
 *
 * LANEFILL_NATIVE_ISA_NAME ("avx512", "avx2" or "scalar") names the choice.
 * Every function has internal linkage (static inline), so files of one
 * program built with different flags never share a definition. A binary that
 * must run on any x86-64 should call the dispatched C API (lanefill.h): this
 * header executes whatever its flags allow, unchecked.
 *
 * Preconditions (asserted unless NDEBUG): squares 0..63, colours 0 (white)
 * or 1 (black), Othello discs of the two sides disjoint. Results equal the
 * dispatched calls bit for bit (tests/native checks every target).
 *
 * Techniques (chessprogramming wiki): "SBAMG" (o ^ (o - 3cbn) per line),
 * "Kogge-Stone Algorithm", "Generalized Rays" (rotate + avoidWrap), "Knight
 * Pattern", "King Pattern", "Pawn Attacks (Bitboards)"; Othello flips by the
 * first non-opponent square of each ray ("outflank", Edax's name; no code
 * taken).
 *
 * Names starting lanefill_nk_ are internal: they may change in any release. */
#ifndef LANEFILL_NATIVE_H
#define LANEFILL_NATIVE_H

#include <assert.h>
#include <stdint.h>

#if defined(__AVX512F__) && defined(__AVX512CD__) && defined(__AVX512VL__)
#define LANEFILL_NATIVE_AVX512 1
#define LANEFILL_NATIVE_ISA_NAME "avx512"
#include <immintrin.h>
#elif defined(__AVX2__)
#define LANEFILL_NATIVE_AVX2 1
#define LANEFILL_NATIVE_ISA_NAME "avx2"
#include <immintrin.h>
#else
#define LANEFILL_NATIVE_SCALAR 1
#define LANEFILL_NATIVE_ISA_NAME "scalar"
#endif

/* Othello on an AVX-512 target: the AVX-512 kernels (AVX-512VL on ymm
 * registers, so that CPUs with 256-bit pipes such as AMD Zen 4 run them at
 * full rate), or the AVX2 ones with LANEFILL_NATIVE_OTHELLO_AVX2.
 * LANEFILL_NATIVE_OTHELLO_ISA_NAME names the choice. */
#if defined(LANEFILL_NATIVE_AVX512) && !defined(LANEFILL_NATIVE_OTHELLO_AVX2)
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "avx512"
#elif defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "avx2"
#else
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "scalar"
#endif

#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif

#if defined(__cplusplus)
#define LANEFILL_NK_ALIGN(n) alignas(n)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define LANEFILL_NK_ALIGN(n) _Alignas(n)
#elif defined(_MSC_VER)
#define LANEFILL_NK_ALIGN(n) __declspec(align(n))
#else
#define LANEFILL_NK_ALIGN(n) __attribute__((aligned(n)))
#endif

/* Tables: constexpr in C++ (so tests can compare them with the constexpr
 * reference at compile time), static const in C; internal linkage in both. */
#if defined(__cplusplus)
#define LANEFILL_NK_TABLE static constexpr
#else
#define LANEFILL_NK_TABLE static const
#endif

#define LANEFILL_NK_ASSERT_SQUARE(s) \
  assert((unsigned)(s) < 64u && "lanefill: square out of range 0..63")
#define LANEFILL_NK_ASSERT_DISJOINT(p, o) \
  assert(((p) & (o)) == 0 && "lanefill: player and opponent discs overlap")

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

#if defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
/* ------------------------------------------------------------------------
 * Helpers of both vector targets. */
static inline __m256i lanefill_nk_load4(const uint64_t* p) {
  return _mm256_load_si256((const __m256i*)(const void*)p);
}
static inline __m256i lanefill_nk_broadcast4(uint64_t b) {
  return _mm256_set1_epi64x((long long)b);
}
static inline uint64_t lanefill_nk_or_lanes2(__m128i x) {
  return (uint64_t)_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x)));
}
static inline uint64_t lanefill_nk_or_lanes4(__m256i y) {
  return lanefill_nk_or_lanes2(
      _mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1)));
}
#endif

#if defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
/* ========================================================================
 * AVX2, for both vector targets (AVX-512 builds have AVX2 too, and use these
 * Othello kernels where they win, see LANEFILL_NATIVE_OTHELLO_AVX2). Lane j
 * of a "left" register steps up by 9, 1, 7, 8 (noEa, east, noWe, nort), lane
 * j of a "right" register down as much (soWe, west, soEa, sout): the layout
 * of the chessprogramming wiki's AVX2 page. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_step[3][4] = {
    {9, 1, 7, 8}, {18, 2, 14, 16}, {36, 4, 28, 32}};
/* The squares a one-step move of each lane may land on. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_left_guard[4] = {
    LANEFILL_NK_NOT_FILE_A, LANEFILL_NK_NOT_FILE_A, LANEFILL_NK_NOT_FILE_H, ~UINT64_C(0)};
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_right_guard[4] = {
    LANEFILL_NK_NOT_FILE_H, LANEFILL_NK_NOT_FILE_H, LANEFILL_NK_NOT_FILE_A, ~UINT64_C(0)};
/* SBAMG line steps (rank, file, diagonal, antidiagonal) of 1, 2, 4 squares. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_line_step[3][4] = {
    {1, 8, 9, 7}, {2, 16, 18, 14}, {4, 32, 36, 28}};

static inline __m256i lanefill_nk_left(__m256i x, __m256i n) { return _mm256_sllv_epi64(x, n); }
static inline __m256i lanefill_nk_right(__m256i x, __m256i n) { return _mm256_srlv_epi64(x, n); }
/* Up (left != 0) or down; `left` is a constant at every call, so the branch folds. */
static inline __m256i lanefill_nk_shift(__m256i x, __m256i n, int left) {
  return left ? lanefill_nk_left(x, n) : lanefill_nk_right(x, n);
}

/* Othello moves: the runs of opponent discs next to an own disc, up (left
 * register) and down (right register) by a parallel prefix of steps 1, 1,
 * 2, 2 (a run has at most 6 discs). The sideways lanes' propagator is the
 * opponent's discs on files b..g, so no step crosses a file edge and both
 * directions share it: the down pair mask is the up one shifted back. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_othello_inner[4] = {
    UINT64_C(0x7e7e7e7e7e7e7e7e), UINT64_C(0x7e7e7e7e7e7e7e7e), UINT64_C(0x7e7e7e7e7e7e7e7e),
    ~UINT64_C(0)};
static inline uint64_t lanefill_nk_avx2_othello_moves(uint64_t player, uint64_t opponent) {
  const __m256i own = lanefill_nk_broadcast4(player);
  const __m256i pro = _mm256_and_si256(lanefill_nk_broadcast4(opponent),
                                       lanefill_nk_load4(lanefill_nk_othello_inner));
  const __m256i k1 = lanefill_nk_load4(lanefill_nk_step[0]);
  const __m256i k2 = lanefill_nk_load4(lanefill_nk_step[1]);
  const __m256i up_pairs = _mm256_and_si256(pro, lanefill_nk_left(pro, k1));
  const __m256i down_pairs = lanefill_nk_right(up_pairs, k1);
  __m256i up = _mm256_and_si256(pro, lanefill_nk_left(own, k1));
  __m256i down = _mm256_and_si256(pro, lanefill_nk_right(own, k1));
  up = _mm256_or_si256(up, _mm256_and_si256(pro, lanefill_nk_left(up, k1)));
  down = _mm256_or_si256(down, _mm256_and_si256(pro, lanefill_nk_right(down, k1)));
  up = _mm256_or_si256(up, _mm256_and_si256(up_pairs, lanefill_nk_left(up, k2)));
  down = _mm256_or_si256(down, _mm256_and_si256(down_pairs, lanefill_nk_right(down, k2)));
  up = _mm256_or_si256(up, _mm256_and_si256(up_pairs, lanefill_nk_left(up, k2)));
  down = _mm256_or_si256(down, _mm256_and_si256(down_pairs, lanefill_nk_right(down, k2)));
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  /* One step past each run, landing on an empty square. */
  return lanefill_nk_or_lanes4(
             _mm256_or_si256(lanefill_nk_left(up, k1), lanefill_nk_right(down, k1))) &
         ~(player | opponent);
}

/* Flips: per ray the first square without an opponent disc (a "stop"); an
 * own disc there flips the ray squares between. Positive rays: the lowest
 * stop, s & -s. Negative rays (no vplzcntq): the stops smeared down their own
 * ray by 1, 2, 4 steps cover the squares at or below the highest stop, which
 * is the stop not covered by the smear one step down (the smear idea of
 * Edax's AVX2 flips; no code taken). */
static inline uint64_t lanefill_nk_avx2_othello_flips(int square, uint64_t player,
                                                      uint64_t opponent) {
  __m256i own, other, zero, up_rays, down_rays, k1, stops, first, open, up, smear, down;
  LANEFILL_NK_ASSERT_SQUARE(square);
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  if (((player | opponent) >> square) & 1) return 0;
  own = lanefill_nk_broadcast4(player);
  other = lanefill_nk_broadcast4(opponent);
  zero = _mm256_setzero_si256();
  up_rays = lanefill_nk_load4(lanefill_nk_rays[square]);
  down_rays = lanefill_nk_load4(lanefill_nk_rays[square] + 4);
  stops = _mm256_andnot_si256(other, up_rays);
  first = _mm256_and_si256(stops, _mm256_sub_epi64(zero, stops));
  open = _mm256_cmpeq_epi64(_mm256_and_si256(first, own), zero);
  up = _mm256_andnot_si256(
      open, _mm256_and_si256(_mm256_add_epi64(first, _mm256_set1_epi64x(-1)), up_rays));
  k1 = lanefill_nk_load4(lanefill_nk_step[0]);
  stops = _mm256_andnot_si256(other, down_rays);
  smear = _mm256_or_si256(stops, lanefill_nk_right(stops, k1));
  smear = _mm256_or_si256(smear, lanefill_nk_right(smear, lanefill_nk_load4(lanefill_nk_step[1])));
  smear = _mm256_or_si256(smear, lanefill_nk_right(smear, lanefill_nk_load4(lanefill_nk_step[2])));
  first = _mm256_andnot_si256(lanefill_nk_right(smear, k1), stops);
  open = _mm256_cmpeq_epi64(_mm256_and_si256(first, own), zero);
  down = _mm256_andnot_si256(_mm256_or_si256(open, smear), down_rays);
  return lanefill_nk_or_lanes4(_mm256_or_si256(up, down));
}

#endif

#if defined(LANEFILL_NATIVE_AVX512)
/* ========================================================================
 * AVX-512 (F + CD + VL). vpternlogq truth tables f(0xf0, 0xcc, 0xaa):
 * 0xea = (a & b) | c, 0xf8 = a | (b & c), 0x28 = (a ^ b) & c. */
#if defined(__GNUC__) && !defined(__clang__)
/* g++ 12 reports a false -Wmaybe-uninitialized inside avx512fintrin.h (the
 * "undefined" pass-through operand of some intrinsics; fixed in GCC 13). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

/* The four lines' attacks of a square, lanes rank, file, diagonal, antidiagonal. */
static inline __m256i lanefill_nk_sbamg_lines(int square, uint64_t occupied) {
  const uint64_t* m = lanefill_nk_sbamg[square];
  const __m256i occ = lanefill_nk_broadcast4(occupied), ones = _mm256_set1_epi64x(1);
  const __m256i line_ex = lanefill_nk_load4(m);
  /* With vplzcntq bit 0 stands in for floor: it lies in every lower. */
  const __m256i x = _mm256_ternarylogic_epi64(occ, line_ex, ones, 0xea);
  const __m256i below = _mm256_ternarylogic_epi64(occ, lanefill_nk_load4(m + 4), ones, 0xea);
  /* 3 << msb(below) as a rotate of bits 63 and 0 right by lzcnt(below). */
  const __m256i cbn3 = _mm256_rorv_epi64(
      _mm256_set1_epi64x((long long)UINT64_C(0x8000000000000001)), _mm256_lzcnt_epi64(below));
  return _mm256_ternarylogic_epi64(x, _mm256_sub_epi64(x, cbn3), line_ex, 0x28);
}

static inline __m512i lanefill_nk_broadcast8(uint64_t b) { return _mm512_set1_epi64((long long)b); }
static inline __m512i lanefill_nk_load8(const uint64_t* p) {
  return _mm512_load_si512((const void*)p);
}
static inline uint64_t lanefill_nk_or_lanes8(__m512i z) {
  return lanefill_nk_or_lanes4(
      _mm256_or_si256(_mm512_castsi512_si256(z), _mm512_extracti64x4_epi64(z, 1)));
}

/* The attacks of all 8 directions (lane d = direction d): Kogge-Stone steps
 * of r, 2r, 4r by rotation, wraps removed by avoidWrap. */
static inline __m512i lanefill_nk_ray_lanes(uint64_t orth, uint64_t diag, uint64_t occupied) {
  /* Diagonal sliders in the even lanes, orthogonal ones in the odd lanes. */
  __m512i gen = _mm512_unpacklo_epi64(lanefill_nk_broadcast8(diag), lanefill_nk_broadcast8(orth));
  const __m512i guard = lanefill_nk_load8(lanefill_nk_avoid_wrap);
  const __m512i r1 = lanefill_nk_load8(lanefill_nk_rotate[0]);
  const __m512i r2 = lanefill_nk_load8(lanefill_nk_rotate[1]);
  const __m512i r4 = lanefill_nk_load8(lanefill_nk_rotate[2]);
  __m512i pro = _mm512_andnot_si512(lanefill_nk_broadcast8(occupied), guard);
  gen = _mm512_ternarylogic_epi64(gen, pro, _mm512_rolv_epi64(gen, r1), 0xf8);
  pro = _mm512_and_si512(pro, _mm512_rolv_epi64(pro, r1));
  gen = _mm512_ternarylogic_epi64(gen, pro, _mm512_rolv_epi64(gen, r2), 0xf8);
  pro = _mm512_and_si512(pro, _mm512_rolv_epi64(pro, r2));
  gen = _mm512_ternarylogic_epi64(gen, pro, _mm512_rolv_epi64(gen, r4), 0xf8);
  return _mm512_and_si512(_mm512_rolv_epi64(gen, r1), guard);
}

static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  _mm512_storeu_si512((void*)out, lanefill_nk_ray_lanes(orth, diag, occupied));
}
static inline uint64_t lanefill_native_slider_attacks(uint64_t orth, uint64_t diag,
                                                      uint64_t occupied) {
  return lanefill_nk_or_lanes8(lanefill_nk_ray_lanes(orth, diag, occupied));
}

/* Othello flips: per ray the first square without an opponent disc (a
 * "stop"); an own disc there flips the ray squares between. Positive rays
 * (a ymm): the squares below the lowest stop, ~s & (s - 1). Negative rays
 * (a ymm): the squares above the highest stop, found by vplzcntq. */
static inline uint64_t lanefill_nk_avx512_othello_flips(int square, uint64_t player,
                                                        uint64_t opponent) {
  __m256i own, other, up_rays, down_rays, up_stops, up_less, up, down_stops, lz, down;
  __mmask8 up_closed, down_closed;
  LANEFILL_NK_ASSERT_SQUARE(square);
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  if (((player | opponent) >> square) & 1) return 0;
  own = lanefill_nk_broadcast4(player);
  other = lanefill_nk_broadcast4(opponent);
  up_rays = lanefill_nk_load4(lanefill_nk_rays[square]);
  down_rays = lanefill_nk_load4(lanefill_nk_rays[square] + 4);
  up_stops = _mm256_andnot_si256(other, up_rays);
  up_less = _mm256_add_epi64(up_stops, _mm256_set1_epi64x(-1));
  /* s & ~(s - 1) is the lowest stop. */
  up_closed = _mm256_test_epi64_mask(_mm256_andnot_si256(up_less, up_stops), own);
  up = _mm256_maskz_ternarylogic_epi64(up_closed, up_stops, up_less, up_rays, 0x08); /* ~a&b&c */
  down_stops = _mm256_andnot_si256(other, down_rays);
  lz = _mm256_lzcnt_epi64(down_stops); /* 64 for a ray without a stop: both shifts give 0 */
  down_closed = _mm256_test_epi64_mask(
      _mm256_srlv_epi64(_mm256_set1_epi64x((long long)(UINT64_C(1) << 63)), lz), own);
  down = _mm256_maskz_andnot_epi64(down_closed, _mm256_srlv_epi64(_mm256_set1_epi64x(-1), lz),
                                   down_rays);
  return lanefill_nk_or_lanes4(_mm256_or_si256(up, down));
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#elif defined(LANEFILL_NATIVE_AVX2)
/* ========================================================================
 * AVX2: SBAMG lines and Kogge-Stone. */

/* The four lines' attacks of a square, lanes rank, file, diagonal,
 * antidiagonal. No vplzcntq: the msb of `below` is isolated by smearing it
 * down its own line (steps k, 2k, 4k, k the line's square step) and keeping
 * the bit with nothing k above. */
static inline __m256i lanefill_nk_sbamg_lines(int square, uint64_t occupied) {
  const uint64_t* m = lanefill_nk_sbamg[square];
  const __m256i line_ex = lanefill_nk_load4(m);
  const __m256i k1 = lanefill_nk_load4(lanefill_nk_line_step[0]);
  const __m256i x = _mm256_or_si256(_mm256_and_si256(lanefill_nk_broadcast4(occupied), line_ex),
                                    lanefill_nk_load4(m + 8));
  const __m256i below = _mm256_and_si256(x, lanefill_nk_load4(m + 4));
  __m256i s = _mm256_or_si256(below, lanefill_nk_right(below, k1)), cbn;
  s = _mm256_or_si256(s, lanefill_nk_right(s, lanefill_nk_load4(lanefill_nk_line_step[1])));
  s = _mm256_or_si256(s, lanefill_nk_right(s, lanefill_nk_load4(lanefill_nk_line_step[2])));
  cbn = _mm256_andnot_si256(lanefill_nk_right(s, k1), s);
  cbn = _mm256_add_epi64(_mm256_add_epi64(cbn, cbn), cbn);
  return _mm256_and_si256(_mm256_xor_si256(x, _mm256_sub_epi64(x, cbn)), line_ex);
}

/* Kogge-Stone attacks in one register, every lane stepping up (left) or down
 * by its own k, 2k, 4k; `pro` already holds the wrap guard. */
static inline __m256i lanefill_nk_kogge(__m256i gen, __m256i pro, __m256i guard, int left) {
  const __m256i k1 = lanefill_nk_load4(lanefill_nk_step[0]);
  const __m256i k2 = lanefill_nk_load4(lanefill_nk_step[1]);
  const __m256i k4 = lanefill_nk_load4(lanefill_nk_step[2]);
  gen = _mm256_or_si256(gen, _mm256_and_si256(pro, lanefill_nk_shift(gen, k1, left)));
  pro = _mm256_and_si256(pro, lanefill_nk_shift(pro, k1, left));
  gen = _mm256_or_si256(gen, _mm256_and_si256(pro, lanefill_nk_shift(gen, k2, left)));
  pro = _mm256_and_si256(pro, lanefill_nk_shift(pro, k2, left));
  gen = _mm256_or_si256(gen, _mm256_and_si256(pro, lanefill_nk_shift(gen, k4, left)));
  return _mm256_and_si256(lanefill_nk_shift(gen, k1, left), guard);
}

/* Left lanes {noEa, east, noWe, nort}, right lanes {soWe, west, soEa, sout},
 * both started from {diag, orth, diag, orth}. */
static inline void lanefill_nk_ray_pair(uint64_t orth, uint64_t diag, uint64_t occupied,
                                        __m256i* left, __m256i* right) {
  const __m256i gen =
      _mm256_set_epi64x((long long)orth, (long long)diag, (long long)orth, (long long)diag);
  const __m256i empty = lanefill_nk_broadcast4(~occupied);
  const __m256i left_guard = lanefill_nk_load4(lanefill_nk_left_guard);
  const __m256i right_guard = lanefill_nk_load4(lanefill_nk_right_guard);
  *left = lanefill_nk_kogge(gen, _mm256_and_si256(empty, left_guard), left_guard, 1);
  *right = lanefill_nk_kogge(gen, _mm256_and_si256(empty, right_guard), right_guard, 0);
}

static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  LANEFILL_NK_ALIGN(32) uint64_t l[4];
  LANEFILL_NK_ALIGN(32) uint64_t r[4];
  __m256i left, right;
  lanefill_nk_ray_pair(orth, diag, occupied, &left, &right);
  _mm256_store_si256((__m256i*)(void*)l, left);
  _mm256_store_si256((__m256i*)(void*)r, right);
  /* dir8 order: noEa, east, soEa, sout, soWe, west, noWe, nort */
  out[0] = l[0], out[1] = l[1], out[2] = r[2], out[3] = r[3];
  out[4] = r[0], out[5] = r[1], out[6] = l[2], out[7] = l[3];
}
static inline uint64_t lanefill_native_slider_attacks(uint64_t orth, uint64_t diag,
                                                      uint64_t occupied) {
  __m256i left, right;
  lanefill_nk_ray_pair(orth, diag, occupied, &left, &right);
  return lanefill_nk_or_lanes4(_mm256_or_si256(left, right));
}

/* The runs of `pro` (opponent discs, pre-masked by the guard) that start one
 * step from `from`, by a parallel prefix of steps 1, 1, 2, 2. */

#else
/* ========================================================================
 * Scalar: rotate Kogge-Stone one direction at a time, Othello by shifts and
 * bit scans. */

static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  int d;
  for (d = 0; d < 8; ++d) {
    const uint64_t guard = lanefill_nk_avoid_wrap[d];
    const unsigned r1 = (unsigned)lanefill_nk_rotate[0][d], r2 = (unsigned)lanefill_nk_rotate[1][d],
                   r4 = (unsigned)lanefill_nk_rotate[2][d];
    uint64_t gen = (d & 1) ? orth : diag, pro = ~occupied & guard; /* odd lanes orthogonal */
    gen |= pro & lanefill_nk_rotl(gen, r1);
    pro &= lanefill_nk_rotl(pro, r1);
    gen |= pro & lanefill_nk_rotl(gen, r2);
    pro &= lanefill_nk_rotl(pro, r2);
    gen |= pro & lanefill_nk_rotl(gen, r4);
    out[d] = lanefill_nk_rotl(gen, r1) & guard;
  }
}
static inline uint64_t lanefill_native_slider_attacks(uint64_t orth, uint64_t diag,
                                                      uint64_t occupied) {
  uint64_t rays[8];
  lanefill_native_ray_attacks(orth, diag, occupied, rays);
  return rays[0] | rays[1] | rays[2] | rays[3] | rays[4] | rays[5] | rays[6] | rays[7];
}

/* Othello moves per shift amount S: one direction by a left shift, its
 * opposite by a right shift, runs by a parallel prefix of steps 1, 1, 2, 2.
 * The propagator of the sideways pairs (S = 1, 7, 9) is the opponent's discs
 * on files b..g, so no step crosses a file edge. */
static inline uint64_t lanefill_nk_moves_both_ways(uint64_t player, uint64_t pro, int s) {
  uint64_t up = pro & (player << s), down = pro & (player >> s);
  const uint64_t pro_up = pro & (pro << s), pro_down = pro_up >> s;
  up |= pro & (up << s);
  down |= pro & (down >> s);
  up |= pro_up & (up << (2 * s));
  down |= pro_down & (down >> (2 * s));
  up |= pro_up & (up << (2 * s));
  down |= pro_down & (down >> (2 * s));
  return (up << s) | (down >> s);
}
static inline uint64_t lanefill_native_othello_moves(uint64_t player, uint64_t opponent) {
  const uint64_t inner = opponent & UINT64_C(0x7e7e7e7e7e7e7e7e); /* files b..g */
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  return (lanefill_nk_moves_both_ways(player, inner, 1) |
          lanefill_nk_moves_both_ways(player, opponent, 8) |
          lanefill_nk_moves_both_ways(player, inner, 7) |
          lanefill_nk_moves_both_ways(player, inner, 9)) &
         ~(player | opponent);
}

/* Flips by the outflank search: the lowest stop on a positive ray, the
 * highest on a negative one; an own disc there flips the squares between. */
static inline uint64_t lanefill_native_othello_flips(int square, uint64_t player,
                                                     uint64_t opponent) {
  const uint64_t* ray;
  uint64_t flipped = 0;
  int j;
  LANEFILL_NK_ASSERT_SQUARE(square);
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  if (((player | opponent) >> square) & 1) return 0;
  ray = lanefill_nk_rays[square];
  for (j = 0; j < 4; ++j) {
    const uint64_t stops = ray[j] & ~opponent;
    const uint64_t outflank = stops & (0 - stops) & player;
    flipped |= (outflank - (uint64_t)(outflank != 0)) & ray[j];
  }
  for (j = 4; j < 8; ++j) {
    /* `stops | 1` keeps the scan defined; `& stops` drops a made-up a1. */
    const uint64_t stops = ray[j] & ~opponent;
    const uint64_t outflank = (UINT64_C(1) << lanefill_nk_msb(stops | 1)) & stops & player;
    flipped |= (0 - (outflank << 1)) & ray[j];
  }
  return flipped;
}
#endif

#if defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
/* On AVX-512 the moves are the AVX2 kernel compiled with AVX-512VL (each
 * prefix step's AND and OR fuse into one vpternlogq). */
static inline uint64_t lanefill_native_othello_moves(uint64_t player, uint64_t opponent) {
  return lanefill_nk_avx2_othello_moves(player, opponent);
}
static inline uint64_t lanefill_native_othello_flips(int square, uint64_t player,
                                                     uint64_t opponent) {
#if defined(LANEFILL_NATIVE_AVX512) && !defined(LANEFILL_NATIVE_OTHELLO_AVX2)
  return lanefill_nk_avx512_othello_flips(square, player, opponent);
#else
  return lanefill_nk_avx2_othello_flips(square, player, opponent);
#endif
}
#endif

/* ------------------------------------------------------------------------
 * Sliders on one square. AVX-512: SBAMG, the four lines in a ymm (vplzcntq).
 * Rooks and bishops elsewhere: hyperbola quintessence on the file and
 * diagonals, the rank by the first-rank table: scalar code whose dependency
 * chain is less than half the ymm kernel's (no lane reduction), and whose
 * small tables stay in L1 where a PEXT table misses. */
#if defined(LANEFILL_NATIVE_AVX512)
static inline uint64_t lanefill_native_rook_attacks(int square, uint64_t occupied) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_nk_or_lanes2(_mm256_castsi256_si128(lanefill_nk_sbamg_lines(square, occupied)));
}
static inline uint64_t lanefill_native_bishop_attacks(int square, uint64_t occupied) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_nk_or_lanes2(
      _mm256_extracti128_si256(lanefill_nk_sbamg_lines(square, occupied), 1));
}
static inline uint64_t lanefill_native_queen_attacks(int square, uint64_t occupied) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_nk_or_lanes4(lanefill_nk_sbamg_lines(square, occupied));
}
#endif
static inline uint64_t lanefill_nk_hq_rook_attacks(int square, uint64_t occupied) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_nk_hq_line(occupied, lanefill_nk_sbamg[square][1], square) |
         lanefill_nk_rank_attacks(square, occupied);
}
static inline uint64_t lanefill_nk_hq_bishop_attacks(int square, uint64_t occupied) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_nk_hq_line(occupied, lanefill_nk_sbamg[square][2], square) |
         lanefill_nk_hq_line(occupied, lanefill_nk_sbamg[square][3], square);
}
static inline uint64_t lanefill_nk_hq_queen_attacks(int square, uint64_t occupied) {
  return lanefill_nk_hq_rook_attacks(square, occupied) |
         lanefill_nk_hq_bishop_attacks(square, occupied);
}
#if !defined(LANEFILL_NATIVE_AVX512)
static inline uint64_t lanefill_native_rook_attacks(int square, uint64_t occupied) {
  return lanefill_nk_hq_rook_attacks(square, occupied);
}
static inline uint64_t lanefill_native_bishop_attacks(int square, uint64_t occupied) {
  return lanefill_nk_hq_bishop_attacks(square, occupied);
}
#endif
#if defined(LANEFILL_NATIVE_AVX2)
/* A queen's four lines fill the ymm: SBAMG by line smear has the better
 * throughput there (measured on AMD Zen 3, docs/benchmarks.md). */
static inline uint64_t lanefill_native_queen_attacks(int square, uint64_t occupied) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_nk_or_lanes4(lanefill_nk_sbamg_lines(square, occupied));
}
#elif !defined(LANEFILL_NATIVE_AVX512)
static inline uint64_t lanefill_native_queen_attacks(int square, uint64_t occupied) {
  return lanefill_nk_hq_queen_attacks(square, occupied);
}
#endif

/* ------------------------------------------------------------------------
 * Non-sliders, set-wise and per square: shifts, no tables. */
static inline uint64_t lanefill_native_knight_attack_set(uint64_t knights) {
  const uint64_t e1 = (knights << 1) & LANEFILL_NK_NOT_FILE_A;
  const uint64_t w1 = (knights >> 1) & LANEFILL_NK_NOT_FILE_H;
  const uint64_t e2 = (e1 << 1) & LANEFILL_NK_NOT_FILE_A, w2 = (w1 >> 1) & LANEFILL_NK_NOT_FILE_H;
  /* One file and two ranks, or two files and one rank, away. */
  return ((e1 | w1) << 16) | ((e1 | w1) >> 16) | ((e2 | w2) << 8) | ((e2 | w2) >> 8);
}
static inline uint64_t lanefill_native_king_attack_set(uint64_t kings) {
  const uint64_t sideways =
      ((kings << 1) & LANEFILL_NK_NOT_FILE_A) | ((kings >> 1) & LANEFILL_NK_NOT_FILE_H);
  const uint64_t row = kings | sideways;
  return sideways | (row << 8) | (row >> 8);
}
/* White (0) pawns capture north-east and north-west, black (1) south-east and south-west. */
static inline uint64_t lanefill_native_pawn_attack_set(int color, uint64_t pawns) {
  assert((color == 0 || color == 1) && "lanefill: colour must be 0 (white) or 1 (black)");
  return color == 0
             ? ((pawns << 9) & LANEFILL_NK_NOT_FILE_A) | ((pawns << 7) & LANEFILL_NK_NOT_FILE_H)
             : ((pawns >> 7) & LANEFILL_NK_NOT_FILE_A) | ((pawns >> 9) & LANEFILL_NK_NOT_FILE_H);
}
static inline uint64_t lanefill_native_knight_attacks(int square) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_native_knight_attack_set(UINT64_C(1) << square);
}
static inline uint64_t lanefill_native_king_attacks(int square) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_native_king_attack_set(UINT64_C(1) << square);
}
static inline uint64_t lanefill_native_pawn_attacks(int color, int square) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_native_pawn_attack_set(color, UINT64_C(1) << square);
}

/* The compiled-in choice: "avx512", "avx2" or "scalar" (for Othello:
 * LANEFILL_NATIVE_OTHELLO_ISA_NAME). */
static inline const char* lanefill_native_isa_name(void) { return LANEFILL_NATIVE_ISA_NAME; }

#endif /* LANEFILL_NATIVE_H */
