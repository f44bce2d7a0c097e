/* lanefill/native/avx2.h — the avx2 inline target: every kernel of
 * lanefill/entries.def for a file built with AVX2 (-mavx2, -march=x86-64-v3,
 * -march=haswell ...; GCC or Clang). lanefill/native.h includes it where the
 * flags allow AVX2 but not AVX-512. Its kernels are the ymm level's where it
 * has one (lanefill/native/ymm.h, lanefill_ymm_<name>), else the u64
 * level's (native/u64.h):
 *
 *   rook, bishop          hyperbola quintessence (u64: its dependency chain
 *                         is less than half a ymm kernel's)
 *   queen                 SBAMG, the four lines in a ymm (a smear finds cbn)
 *   set-wise              Kogge-Stone, 4 directions per ymm, an up and a
 *                         down register on one propagator
 *   threat inputs         the eight rays in an up and a down ymm
 *   batches               4 boards per ymm (queens: 4 ymm and a transpose)
 *   Othello               moves and flips in an up and a down ymm; the batch
 *                         4 boards per ymm; the endgame's single boards u64
 *
 * One inline target per file: a second target header is an error. */
#ifndef LANEFILL_NATIVE_H_TARGET
#if !defined(__GNUC__) && !defined(__clang__)
#error \
    "lanefill/native/avx2.h needs GCC or Clang (GNU C vector extensions); MSVC has none: include lanefill/native/scalar.h, or call the dispatched lanefill/lanefill.h"
#endif
#define LANEFILL_NATIVE_H_TARGET avx2
#define LANEFILL_NATIVE_AVX2 1
#define LANEFILL_NATIVE_ISA avx2
#define LANEFILL_NATIVE_ISA_NAME "avx2"
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "avx2"

/* lanefill_native_<name>: the ymm level's kernel, else the u64 level's. */
#include "lanefill/native/calls.h"

#elif !defined(LANEFILL_NATIVE_AVX2)
#error "lanefill/native/avx2.h: this file already has another inline target (one per file)"
#endif
