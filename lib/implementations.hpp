// lib/implementations.hpp — the implementation objects, one per ISA (internal).
//
// Each is plain constant data (function pointers) defined in its own file:
// scalar in lib/scalar_kernels.cpp, the others in simd/<isa>.cpp. Taking the
// address of data executes no instruction, so referencing the AVX-512 table
// is safe on any CPU; only calling through it needs the ISA.
#pragma once

#include "lanefill/kernels.hpp"

namespace lanefill::detail {

extern const Implementation scalar_implementation;
// The scalar kernel tables, indexed by Algorithm; other ISAs may name one as
// their single_square table.
extern const AttackKernels scalar_kernel_tables[kAlgorithmCount];
#if defined(LANEFILL_HAVE_SSE2)
extern const Implementation sse2_implementation;
#endif
#if defined(LANEFILL_HAVE_AVX2)
extern const Implementation avx2_implementation;
#endif
#if defined(LANEFILL_HAVE_AVX512)
extern const Implementation avx512_implementation;
#endif

}  // namespace lanefill::detail
