// examples/common/targets.hpp — which per-target entry point of an example
// engine runs: the one compiled for the active ISA's target of
// lanefill/native.h (cmake/LanefillIsa.cmake, lanefill_add_native_targets,
// defines LANEFILL_TARGET_HAVE_<ISA> for the targets it compiled).
#pragma once

#include "lanefill/dispatch.hpp"

// An entry point of a vector target, or nullptr where it is not compiled.
#if defined(LANEFILL_TARGET_HAVE_AVX2)
#define LANEFILL_TARGET_AVX2(entry) (&entry)
#else
#define LANEFILL_TARGET_AVX2(entry) nullptr
#endif
#if defined(LANEFILL_TARGET_HAVE_AVX512)
#define LANEFILL_TARGET_AVX512(entry) (&entry)
#else
#define LANEFILL_TARGET_AVX512(entry) nullptr
#endif

namespace lanefill::examples {

template <class F>
struct TargetEntry {
  F entry;
  const char* target;  // "avx512", "avx2" or "scalar"
};

// The active ISA's entry point: AVX-512 and AVX2 have targets of their own;
// SSE2 and scalar run the scalar one (native.h has no SSE2 target).
template <class F>
TargetEntry<F> entry_for_active_isa(F scalar, F avx2, F avx512) {
  const Isa isa = active_implementation().isa;
  if (isa == Isa::avx512 && avx512 != nullptr) return {avx512, "avx512"};
  if (isa == Isa::avx2 && avx2 != nullptr) return {avx2, "avx2"};
  return {scalar, "scalar"};
}

}  // namespace lanefill::examples
