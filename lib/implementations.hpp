// lib/implementations.hpp — the implementation objects, one per ISA (internal).
//
// Each is plain constant data (function pointers) defined in its own file:
// scalar in lib/scalar_kernels.cpp, the others in simd/<isa>.cpp, compiled
// where the ISA registry row's architecture is the target's and its
// LANEFILL_ENABLE_<ISA> switch is on. Taking the address of data executes
// no instruction, so referencing the AVX-512 object is safe on any CPU; only
// calling through it needs the ISA.
#pragma once

#include <cstddef>
#include <string>
#include <type_traits>

#include "lanefill/kernels.hpp"
#include "lanefill/native.h"
#include "lanefill_compiled_isas.hpp"

// Internal to the library: hidden from a shared liblanefill's exports (the
// version script cmake/lanefill.map would export every lanefill:: name).
#if defined(__GNUC__)
#pragma GCC visibility push(hidden)
#endif
namespace lanefill::detail {

// The scalar Othello kernels, also used by ISAs without their own (SSE2's
// flips are the scalar ones).
extern const OthelloKernels scalar_othello_kernels;
Bitboard scalar_othello_flips(int square, Bitboard player, Bitboard opponent);

// <isa>_implementation for every ISA this build compiles (the generated
// LANEFILL_COMPILED_ISAS list, cmake/LanefillIsa.cmake).
#define LANEFILL_DECLARE_IMPLEMENTATION(isa) extern const Implementation isa##_implementation;
LANEFILL_COMPILED_ISAS(LANEFILL_DECLARE_IMPLEMENTATION)
#undef LANEFILL_DECLARE_IMPLEMENTATION

namespace {  // internal linkage: the simd/ files compile these with their own flags

// The threat queries of a kernel set without kernels of its own for them:
// its ray kernel with the square as the one slider of both kinds (the 8
// directions of one fill), then lanefill/native.h's scalar finish.
template <Algorithm A, class K>
void square_rays_by_fill(int square, Bitboard occupied, SquareRays* out) {
  const Bitboard self = Bitboard{1} << square;
  K::template ray_attacks<A>(self, self, occupied, out->rays);
  for (int d = 0; d < 8; ++d) out->blockers[d] = out->rays[d] & occupied;
}
template <Algorithm A, class K>
void slider_threats_by_fill(int square, Bitboard occupied, Bitboard orth, Bitboard diag,
                            SliderThreats* out) {
  const Bitboard self = Bitboard{1} << square;
  Bitboard rays[8];
  K::template ray_attacks<A>(self, self, occupied, rays);
  lanefill_nk_threats_from_rays(rays, occupied, orth, diag, out);
}

template <Algorithm A, class K, class = void>
struct HasThreatKernels : std::false_type {};
template <Algorithm A, class K>
struct HasThreatKernels<A, K, std::void_t<decltype(&K::template square_rays<A>)>> : std::true_type {
};

}  // namespace

// The table of algorithm A on `isa` from a kernel set K: a type whose static
// member function templates, one per entry, take the algorithm (every ISA
// file and the scalar tables build their tables here). A kernel set may
// leave out square_rays and slider_threats: its ray kernel serves them.
template <Algorithm A, class K>
constexpr AttackKernels attack_kernels(Isa isa) {
  AttackKernels k{.algorithm = A,
                  .isa = isa,
                  .occluded_fills = &K::template occluded_fills<A>,
                  .ray_attacks = &K::template ray_attacks<A>,
                  .slider_attacks = &K::template slider_attacks<A>,
                  .rook_attacks = &K::template rook_attacks<A>,
                  .bishop_attacks = &K::template bishop_attacks<A>,
                  .queen_attacks = &K::template queen_attacks<A>,
                  .square_rays = &square_rays_by_fill<A, K>,
                  .slider_threats = &slider_threats_by_fill<A, K>,
                  .queen_attacks_batch = &K::template queen_attacks_batch<A>,
                  .slider_attacks_batch = &K::template slider_attacks_batch<A>};
  if constexpr (HasThreatKernels<A, K>::value) {
    k.square_rays = &K::template square_rays<A>;
    k.slider_threats = &K::template slider_threats<A>;
  }
  return k;
}

// An ISA's implementation object from its tables (its name from the registry).
template <std::size_t N>
constexpr Implementation make_implementation(Isa isa, const char* description,
                                             const AttackKernels* const (&tables)[N],
                                             const OthelloKernels* othello) {
  return {.isa = isa,
          .name = kIsaNames[slot(static_cast<int>(isa))].data(),
          .description = description,
          .by_algorithm = index_by_algorithm(tables),
          .othello = othello};
}

// The implementation of `isa` compiled into this build, or nullptr.
constexpr const Implementation* compiled_implementation(Isa isa) {
#define LANEFILL_IMPLEMENTATION_CASE(name) \
  if (isa == Isa::name) return &name##_implementation;
  LANEFILL_COMPILED_ISAS(LANEFILL_IMPLEMENTATION_CASE)
#undef LANEFILL_IMPLEMENTATION_CASE
  return nullptr;
}

// A user-supplied text as it may be echoed: at most 40 characters, control
// characters escaped.
std::string printable(const char* text);

}  // namespace lanefill::detail
#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
