/* lanefill/native/avx512icl.h — the avx512icl inline target: AVX-512 with
 * GFNI, VBMI and VBMI2 (Ice Lake and later Intel cores, AMD Zen 4 and Zen 5;
 * -march=icelake-server, -march=znver4 ...; GCC or Clang). Its kernels are
 * the gfni level's where it has one (lanefill/native/gfni.h,
 * lanefill_gfni_<name>: the slider batch, ranks and files by GFNI), else the
 * avx512 target's (lanefill/native/avx512.h: the zmm, ymm and u64 levels),
 * compiled with these flags. This header defines LANEFILL_NATIVE_AVX512ICL,
 * includes the gfni level, then avx512.h (which names the target avx512icl
 * and includes lanefill/native/calls.h).
 *
 * One inline target per file: a second target header is an error. */
#if !defined(LANEFILL_NATIVE_H_TARGET)
#if !defined(__GNUC__) && !defined(__clang__)
#error \
    "lanefill/native/avx512icl.h needs GCC or Clang (GNU C vector extensions); MSVC has none: include lanefill/native/scalar.h, or call the dispatched lanefill/lanefill.h"
#endif
#if !defined(__AVX512BW__) || !defined(__GFNI__) || !defined(__AVX512F__)
#error \
    "lanefill/native/avx512icl.h needs AVX-512 with BW and GFNI flags (e.g. -march=icelake-server)"
#endif
#define LANEFILL_NATIVE_AVX512ICL 1

/* The avx512 target, named avx512icl (its calls.h adds the gfni level). */
#include "lanefill/native/avx512.h"
#elif !defined(LANEFILL_NATIVE_AVX512ICL)
#error "lanefill/native/avx512icl.h: this file already has another inline target (one per file)"
#endif
