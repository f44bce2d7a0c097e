/* lanefill/native.h — the inline path for C (C99 and later) and C++: the
 * kernels of one inline target, picked by the including file's own flags,
 * header-only (no library to link, no CPUID, no indirect call, no init).
 * Its C++ face is lanefill/native.hpp (lanefill::native::<name>); the
 * dispatched calls, for a binary that runs on any CPU, are lanefill/lanefill.h
 * (C) and lanefill/lanefill.hpp (C++).
 *
 *   #include <lanefill/native.h>
 *   uint64_t q = lanefill_native_queen_attacks(28, occupied);   (e4 = 28)
 *
 *   flags of the including file                          target (its header)
 *   AVX-512 F, CD, VL, BW and GFNI (-march=icelake-server, znver4)  avx512icl (native/avx512icl.h)
 *   AVX-512 F, CD and VL (-march=x86-64-v4)                         avx512 (native/avx512.h)
 *   AVX2 (-march=x86-64-v3, haswell)                                avx2 (native/avx2.h)
 *   anything else, any compiler                                     scalar (native/scalar.h)
 * (the vector targets need GCC or Clang). Include a target's header instead
 * to choose it yourself.
 *
 * Every target has lanefill_native_<name> for every entry of
 * lanefill/entries.def, with the kernel's arguments (C types, results
 * through `out` where the kernel writes them), and the target's kernel
 * table lanefill_native_kernels() (both in lanefill/native/calls.h, written
 * once for every target); this header adds the non-sliders (knight, king and
 * pawn attacks, set-wise and per square), the attack map of one side and the
 * target's name:
 *   LANEFILL_NATIVE_ISA       the target as a token (the registry's spelling)
 *   LANEFILL_NATIVE_ISA_NAME  the same as a string ("avx512icl", "avx2", ...)
 *   LANEFILL_NATIVE_<TARGET>  1 (LANEFILL_NATIVE_AVX2, ...)
 *   LANEFILL_NATIVE_OTHELLO_ISA_NAME  whose Othello kernels run (avx512 and
 *                             avx512icl: define LANEFILL_NATIVE_OTHELLO_AVX2
 *                             for the avx2 target's flips)
 * Every function has internal linkage (static inline), so files of one
 * program built with different flags never share a definition. This header
 * executes whatever its flags allow, unchecked: a binary that must run on
 * any x86-64 calls the dispatched C API (lanefill.h), or is built once per
 * target and picks a copy at start-up.
 *
 * Preconditions (asserted unless NDEBUG): squares 0..63, colours 0 (white)
 * or 1 (black), Othello discs of the two sides disjoint. Results equal the
 * dispatched calls bit for bit (tests/native checks every target).
 *
 * Techniques (chessprogramming wiki): "SBAMG" (o ^ (o - 3cbn) per line),
 * "Hyperbola Quintessence", "Kogge-Stone Algorithm", "Generalized Rays"
 * (rotate + avoidWrap), "Knight Pattern", "King Pattern", "Pawn Attacks
 * (Bitboards)"; Othello flips by the first non-opponent square of each ray
 * ("outflank", Edax's name; no code taken). */
#ifndef LANEFILL_NATIVE_H
#define LANEFILL_NATIVE_H

#if (defined(__GNUC__) || defined(__clang__)) && defined(__AVX512F__) && defined(__AVX512CD__) && \
    defined(__AVX512VL__) && defined(__AVX512BW__) && defined(__GFNI__)
#include "lanefill/native/avx512icl.h"
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__AVX512F__) && \
    defined(__AVX512CD__) && defined(__AVX512VL__)
#include "lanefill/native/avx512.h"
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__AVX2__)
#include "lanefill/native/avx2.h"
#else
#include "lanefill/native/scalar.h"
#endif

#include <assert.h>
#include <stdint.h>

#include "lanefill/lanefill.h"
#include "lanefill/types.h"

/* ------------------------------------------------------------------------
 * Non-sliders, set-wise and per square: shifts, no tables. White (0) pawns
 * capture north-east and north-west, black (1) south-east and south-west. */
static inline uint64_t lanefill_native_knight_attack_set(uint64_t knights) {
  return lanefill_u64_knight_set(knights);
}
static inline uint64_t lanefill_native_king_attack_set(uint64_t kings) {
  return lanefill_u64_king_set(kings);
}
static inline uint64_t lanefill_native_pawn_attack_set(int color, uint64_t pawns) {
  assert((color == 0 || color == 1) && "lanefill: colour must be 0 (white) or 1 (black)");
  return color == 0 ? lanefill_u64_white_pawn_set(pawns) : lanefill_u64_black_pawn_set(pawns);
}
static inline uint64_t lanefill_native_knight_attacks(int square) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  return lanefill_native_knight_attack_set(UINT64_C(1) << square);
}
static inline uint64_t lanefill_native_king_attacks(int square) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  return lanefill_native_king_attack_set(UINT64_C(1) << square);
}
static inline uint64_t lanefill_native_pawn_attacks(int color, int square) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  return lanefill_native_pawn_attack_set(color, UINT64_C(1) << square);
}

/* Every square a piece of `side` attacks, colour 0 white (pawns capture
 * north), 1 black. */
static inline uint64_t lanefill_native_attack_map(int color, const lanefill_pieces_t* side,
                                                  uint64_t occupied) {
  return lanefill_native_pawn_attack_set(color, side->pawns) |
         lanefill_native_knight_attack_set(side->knights) |
         lanefill_native_king_attack_set(side->kings) |
         lanefill_native_slider_attacks(side->rooks | side->queens, side->bishops | side->queens,
                                        occupied);
}

/* The compiled-in choice: "avx512icl", "avx512", "avx2" or "scalar" (for
 * Othello: LANEFILL_NATIVE_OTHELLO_ISA_NAME). */
static inline const char* lanefill_native_isa_name(void) { return LANEFILL_NATIVE_ISA_NAME; }

#endif /* LANEFILL_NATIVE_H */
