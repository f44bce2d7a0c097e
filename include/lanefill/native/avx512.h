/* lanefill/native/avx512.h — the avx512 inline target: every kernel of
 * lanefill/entries.def for a file built with AVX-512 F, CD, DQ, BW and VL
 * (-march=x86-64-v4, -march=skylake-avx512 ...; GCC or Clang).
 * lanefill/native.h includes it where the flags allow those but not GFNI
 * (with GFNI: the avx512icl target, lanefill/native/avx512icl.h). Its
 * kernels are the zmm level's where it has one (lanefill/native/zmm.h,
 * lanefill_zmm_<name>), else the ymm level's (native/ymm.h), else the u64
 * level's (native/u64.h):
 *
 *   sliders, one square   SBAMG, the four lines in a ymm (vplzcntq)
 *   set-wise              rotate Kogge-Stone, the 8 directions in a zmm
 *                         (vprolvq, vpternlogq)
 *   threat inputs         the eight rays in a zmm (vplzcntq down the board)
 *   batches               8 boards per zmm: queens by SBAMG with the lines
 *                         from register tables, sliders by Kogge-Stone pairs
 *                         (avx512icl: ranks and files by GFNI)
 *   Othello               moves and flips in an up and a down ymm (AVX-512VL:
 *                         ymm registers run at full rate on CPUs with 256-bit
 *                         pipes such as AMD Zen 4), the down rays' highest
 *                         stop by vplzcntq; the batch 8 boards per zmm.
 *                         Define LANEFILL_NATIVE_OTHELLO_AVX2 for the avx2
 *                         target's flips (a smear) instead.
 *
 * One inline target per file: a second target header is an error. */
#ifndef LANEFILL_NATIVE_H_TARGET
#define LANEFILL_NATIVE_H_TARGET avx512
#define LANEFILL_NATIVE_AVX512 1
#if defined(LANEFILL_NATIVE_AVX512ICL)
#define LANEFILL_NATIVE_ISA avx512icl
#define LANEFILL_NATIVE_ISA_NAME "avx512icl"
#else
#define LANEFILL_NATIVE_ISA avx512
#define LANEFILL_NATIVE_ISA_NAME "avx512"
#endif
#if defined(LANEFILL_NATIVE_OTHELLO_AVX2)
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "avx2"
#else
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME LANEFILL_NATIVE_ISA_NAME
#endif

#if !defined(__GNUC__) && !defined(__clang__)
#error \
    "lanefill/native/avx512.h needs GCC or Clang (GNU C vector extensions); MSVC has none: include lanefill/native/scalar.h, or call the dispatched lanefill/lanefill.h"
#endif
#if !defined(__AVX512F__) || !defined(__AVX512CD__) || !defined(__AVX512VL__)
#error "lanefill/native/avx512.h needs AVX-512 F, CD and VL flags (e.g. -march=x86-64-v4)"
#endif
/* lanefill_native_<name>: the zmm level's kernel, else the ymm level's, else
 * the u64 level's. */
#include "lanefill/native/calls.h"

#elif !defined(LANEFILL_NATIVE_AVX512)
#error "lanefill/native/avx512.h: this file already has another inline target (one per file)"
#endif
