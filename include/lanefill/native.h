/* lanefill/native.h — the inline path for C (C99 and later) and C++: the one
 * source of the inline kernels. lanefill/native.hpp wraps these functions in
 * C++ names, and simd/avx2/avx2.cpp and simd/avx512/avx512.cpp compile them as their
 * dispatched single-square and single-board Othello kernels.
 *
 *   #include <lanefill/native.h>
 *   uint64_t q = lanefill_native_queen_attacks(28, occupied);   (e4 = 28)
 *
 * Header-only: no library to link, no CPUID, no indirect call, no init. The
 * kernels are chosen by the including file's own target flags:
 *
 *   flags of the including file          sliders, one square          set-wise map Othello
 *   the AVX-512 ones below and __AVX512BW__ __GFNI__ (avx512icl): AVX-512's kernels, and
 *     the slider batch by GFNI, 8 boards per zmm (ranks and files by byte subtraction)
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
 * LANEFILL_NATIVE_ISA (avx512icl, avx512, avx2 or scalar, the registry's
 * spelling) and LANEFILL_NATIVE_ISA_NAME (the same as a string) name the choice.
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
 * The kernels are in lanefill/native/ (bodies.h: the kernel bodies, shared
 * with the dispatched kernels; common.h: masks, tables and scalar bit
 * helpers; x86.h: AVX2 and AVX-512; scalar.h: the scalar target), parts of
 * this header that are not included on their own. The vector targets need
 * GCC or Clang (GNU vector operators); other compilers get the scalar one.
 *
 * Names starting lanefill_nk_ are internal: they may change in any release. */
#ifndef LANEFILL_NATIVE_H
#define LANEFILL_NATIVE_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "lanefill/types.h"

/* The vector kernels use the GNU vector operators on __m256i (GCC, Clang). */
#if defined(__GNUC__) || defined(__clang__)
#define LANEFILL_NK_VECTOR_OPERATORS 1
#endif
#if defined(__AVX512F__) && defined(__AVX512CD__) && defined(__AVX512VL__) && \
    defined(__AVX512BW__) && defined(__GFNI__) && defined(LANEFILL_NK_VECTOR_OPERATORS)
#define LANEFILL_NATIVE_AVX512 1
#define LANEFILL_NATIVE_AVX512ICL 1 /* the AVX-512 kernels, and a GFNI batch */
#define LANEFILL_NATIVE_ISA avx512icl
#include <immintrin.h>
#elif defined(__AVX512F__) && defined(__AVX512CD__) && defined(__AVX512VL__) && \
    defined(LANEFILL_NK_VECTOR_OPERATORS)
#define LANEFILL_NATIVE_AVX512 1
#define LANEFILL_NATIVE_ISA avx512
#include <immintrin.h>
#elif defined(__AVX2__) && defined(LANEFILL_NK_VECTOR_OPERATORS)
#define LANEFILL_NATIVE_AVX2 1
#define LANEFILL_NATIVE_ISA avx2
#include <immintrin.h>
#else
#define LANEFILL_NATIVE_SCALAR 1
#define LANEFILL_NATIVE_ISA scalar
#endif
/* The target as a token (the registry's spelling, lanefill/isas.hpp) and as
 * a string. */
#define LANEFILL_NK_STRING2(x) #x
#define LANEFILL_NK_STRING(x) LANEFILL_NK_STRING2(x)
#define LANEFILL_NATIVE_ISA_NAME LANEFILL_NK_STRING(LANEFILL_NATIVE_ISA)

/* Othello on an AVX-512 target: the AVX-512 kernels (AVX-512VL on ymm
 * registers, so that CPUs with 256-bit pipes such as AMD Zen 4 run them at
 * full rate), or the AVX2 ones with LANEFILL_NATIVE_OTHELLO_AVX2.
 * LANEFILL_NATIVE_OTHELLO_ISA_NAME names the choice. */
#if defined(LANEFILL_NATIVE_AVX512) && !defined(LANEFILL_NATIVE_OTHELLO_AVX2)
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME LANEFILL_NATIVE_ISA_NAME /* avx512 or avx512icl */
#elif defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "avx2"
#else
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME LANEFILL_NATIVE_ISA_NAME
#endif

#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif
/* x86 registers of every width the flags allow: lane reductions (x86.h). */
#if defined(__SSE2__) && defined(LANEFILL_NK_VECTOR_OPERATORS)
#define LANEFILL_NK_SSE2_REGISTERS 1
#include <immintrin.h>
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

#include "lanefill/native/bodies.h" /* the kernel bodies, each written once */
#include "lanefill/native/common.h" /* masks, tables, scalar bit helpers */
#include "lanefill/native/scalar.h" /* the scalar target's set-wise and Othello kernels */
#include "lanefill/native/x86.h"    /* AVX2 and AVX-512 kernels */

#if defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
/* On AVX-512 the moves are the AVX2 kernel compiled with AVX-512VL (each
 * prefix step's AND and OR fuse into one vpternlogq). */
static inline uint64_t lanefill_native_othello_moves(uint64_t player, uint64_t opponent) {
  return lanefill_nk_avx2_othello_moves(player, opponent);
}
static inline uint64_t lanefill_native_othello_flips(int square, uint64_t player,
                                                     uint64_t opponent) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  if (((player | opponent) >> square) & 1) return 0;
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
/* A queen's four lines fill the ymm: SBAMG by line smear (docs/benchmarks.md
 * has the measurement behind the choice). */
static inline uint64_t lanefill_native_queen_attacks(int square, uint64_t occupied) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  return lanefill_nk_or_lanes4(lanefill_nk_sbamg_lines(square, occupied));
}
#elif !defined(LANEFILL_NATIVE_AVX512)
static inline uint64_t lanefill_native_queen_attacks(int square, uint64_t occupied) {
  return lanefill_nk_hq_queen_attacks(square, occupied);
}
#endif

/* The threat inputs on targets without vector kernels for them: the rook
 * and bishop attacks by hyperbola quintessence, each ray the part of them on
 * its empty-board ray; a slider's discovery is the opposite ray's first
 * attacked piece. */
#if defined(LANEFILL_NATIVE_SCALAR)
static inline void lanefill_native_square_rays(int square, uint64_t occupied,
                                               lanefill_square_rays_t* out) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  lanefill_nk_rays_from_attacks(square, occupied, lanefill_nk_hq_rook_attacks(square, occupied),
                                lanefill_nk_hq_bishop_attacks(square, occupied), out);
}
static inline void lanefill_native_slider_threats(int square, uint64_t occupied, uint64_t orth,
                                                  uint64_t diag, lanefill_slider_threats_t* out) {
  LANEFILL_NK_ASSERT_SQUARE(square);
  lanefill_nk_threats_from_attacks(square, occupied, orth, diag,
                                   lanefill_nk_hq_rook_attacks(square, occupied),
                                   lanefill_nk_hq_bishop_attacks(square, occupied), out);
}
#endif

/* ------------------------------------------------------------------------
 * Non-sliders, set-wise and per square: shifts, no tables. */
static inline uint64_t lanefill_native_knight_attack_set(uint64_t knights) {
  return LANEFILL_NK_KNIGHT_SET(knights);
}
static inline uint64_t lanefill_native_king_attack_set(uint64_t kings) {
  return LANEFILL_NK_KING_SET(kings);
}
/* White (0) pawns capture north-east and north-west, black (1) south-east and south-west. */
static inline uint64_t lanefill_native_pawn_attack_set(int color, uint64_t pawns) {
  assert((color == 0 || color == 1) && "lanefill: colour must be 0 (white) or 1 (black)");
  return color == 0 ? LANEFILL_NK_WHITE_PAWN_SET(pawns) : LANEFILL_NK_BLACK_PAWN_SET(pawns);
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

/* ------------------------------------------------------------------------
 * Threat inputs. lanefill_native_square_rays(square, occupied, &out): the
 * eight rays of the square and their first blockers. lanefill_native_
 * slider_threats(square, occupied, orth, diag, &out): the sliders (orth:
 * rooks and queens, diag: bishops and queens, of both sides) attacking the
 * square, and what each attacks through it when it is empty (lanefill/
 * types.h): one 8-direction computation, the opposite directions in the
 * lanes d and d ^ 4. Both are above (per target). The attack map of one side:
 * every square a piece of `side` attacks, colour 0 white (pawns capture
 * north), 1 black. */
static inline uint64_t lanefill_native_attack_map(int color, const lanefill_pieces_t* side,
                                                  uint64_t occupied) {
  return lanefill_native_pawn_attack_set(color, side->pawns) |
         lanefill_native_knight_attack_set(side->knights) |
         lanefill_native_king_attack_set(side->kings) |
         lanefill_native_slider_attacks(side->rooks | side->queens, side->bishops | side->queens,
                                        occupied);
}

/* Slider attacks of n boards: out[i] = lanefill_native_slider_attacks(orth[i],
 * diag[i], occupied[i]). Boards in lanes on the vector targets (x86.h: four
 * per ymm, eight per zmm, ranks and files by GFNI on avx512icl); the
 * one-board kernel in a loop on the scalar target. */
#if defined(LANEFILL_NATIVE_SCALAR)
static inline void lanefill_native_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                                        const uint64_t* occupied, uint64_t* out,
                                                        size_t n) {
  size_t i;
  for (i = 0; i < n; ++i) out[i] = lanefill_native_slider_attacks(orth[i], diag[i], occupied[i]);
}
#endif

/* The compiled-in choice: "avx512icl", "avx512", "avx2" or "scalar" (for Othello:
 * LANEFILL_NATIVE_OTHELLO_ISA_NAME). */
static inline const char* lanefill_native_isa_name(void) { return LANEFILL_NATIVE_ISA_NAME; }

#endif /* LANEFILL_NATIVE_H */
