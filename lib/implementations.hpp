// lib/implementations.hpp — the implementation objects, one per ISA (internal).
//
// Each is plain constant data (function pointers) defined in its own file:
// scalar in lib/scalar_kernels.cpp, the others in simd/<isa>.cpp, compiled
// when CMake defines LANEFILL_HAVE_<ISA>. Taking the address of data executes
// no instruction, so referencing the AVX-512 object is safe on any CPU; only
// calling through it needs the ISA.
#pragma once

#include <string>

#include "lanefill/kernels.hpp"

namespace lanefill::detail {

extern const Implementation scalar_implementation;
// The scalar Othello kernels, also used by ISAs without their own (SSE2's
// flips are the scalar ones).
extern const OthelloKernels scalar_othello_kernels;
Bitboard scalar_othello_flips(int square, Bitboard player, Bitboard opponent);
#if defined(LANEFILL_HAVE_SSE2)
extern const Implementation sse2_implementation;
#endif
#if defined(LANEFILL_HAVE_AVX2)
extern const Implementation avx2_implementation;
#endif
#if defined(LANEFILL_HAVE_AVX512)
extern const Implementation avx512_implementation;
#endif

// The implementation of `isa` compiled into this build, or nullptr.
constexpr const Implementation* compiled_implementation(Isa isa) {
  switch (isa) {
    case Isa::scalar: return &scalar_implementation;
#if defined(LANEFILL_HAVE_SSE2)
    case Isa::sse2: return &sse2_implementation;
#endif
#if defined(LANEFILL_HAVE_AVX2)
    case Isa::avx2: return &avx2_implementation;
#endif
#if defined(LANEFILL_HAVE_AVX512)
    case Isa::avx512: return &avx512_implementation;
#endif
    default: return nullptr;
  }
}

// A user-supplied text as it may be echoed: at most 40 characters, control
// characters escaped.
std::string printable(const char* text);

}  // namespace lanefill::detail
