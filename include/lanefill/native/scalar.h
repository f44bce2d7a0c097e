/* lanefill/native/scalar.h — the scalar inline target: every kernel of
 * lanefill/entries.def on 64-bit integer registers, for any CPU and any
 * compiler (C99 or C++). lanefill/native.h includes it where the flags
 * select no vector target; include it yourself to run the scalar kernels
 * whatever the flags. Its kernels are the u64 level's
 * (lanefill/native/u64.h, lanefill_u64_<name>):
 *
 *   sliders, one square   hyperbola quintessence, the rank by a 512-byte
 *                         first-rank table (by rbit on aarch64)
 *   set-wise              rotate Kogge-Stone, one direction at a time
 *   threat inputs         the rays cut from the rook and bishop attacks
 *   batches               the single-board kernel in a loop
 *   Othello               moves by shifts and prefix runs, flips by the
 *                         outflank bit scans
 *
 * One inline target per file: a second target header is an error. */
#ifndef LANEFILL_NATIVE_H_TARGET
#define LANEFILL_NATIVE_H_TARGET scalar
#define LANEFILL_NATIVE_SCALAR 1
#define LANEFILL_NATIVE_ISA scalar
#define LANEFILL_NATIVE_ISA_NAME "scalar"
#define LANEFILL_NATIVE_OTHELLO_ISA_NAME "scalar"

/* lanefill_native_<name>: the u64 level's kernel of every entry. */
#include "lanefill/native/calls.h"

#elif !defined(LANEFILL_NATIVE_SCALAR)
#error "lanefill/native/scalar.h: this file already has another inline target (one per file)"
#endif
