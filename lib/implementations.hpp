// lib/implementations.hpp — the implementation objects, one per ISA (internal).
//
// Each is plain constant data (function pointers) defined in its own file:
// scalar in simd/scalar/scalar.cpp, the others in simd/<isa>/<isa>.cpp, compiled
// where the ISA registry row's architecture is the target's and its
// LANEFILL_ENABLE_<ISA> switch is on. Taking the address of data executes
// no instruction, so referencing the AVX-512 object is safe on any CPU; only
// calling through it needs the ISA.
#pragma once

#include <cstddef>
#include <string>
#include <type_traits>

#include "lanefill/dispatch.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/native.h"
#include "lanefill/plan.hpp"
#include "lanefill_compiled_isas.hpp"

// Internal to the library: hidden from a shared liblanefill's exports (the
// version script cmake/lanefill.map would export every lanefill:: name).
#if defined(__GNUC__)
#pragma GCC visibility push(hidden)
#endif
namespace lanefill::detail {

// A published kernel table and the entries the C table (lanefill.h's
// lanefill_kernels) takes from it: the same kernels with the square an int.
// Every table an implementation lists is one of these (make_implementation
// takes nothing else), so c_entries() may look through any of them.
struct CSquareEntries {
  Bitboard (*rook_attacks)(int square, Bitboard occupied);
  Bitboard (*bishop_attacks)(int square, Bitboard occupied);
  Bitboard (*queen_attacks)(int square, Bitboard occupied);
  void (*square_rays)(int square, Bitboard occupied, SquareRays* out);
  void (*slider_threats)(int square, Bitboard occupied, Bitboard orth, Bitboard diag,
                         SliderThreats* out);
};
struct AttackTable : AttackKernels {
  CSquareEntries c;
};
struct OthelloTable : OthelloKernels {
  Bitboard (*c_flips)(int square, Bitboard player, Bitboard opponent);
};
inline const CSquareEntries& c_entries(const AttackKernels& published) {
  return static_cast<const AttackTable&>(published).c;
}
inline auto c_flips(const OthelloKernels& published) {
  return static_cast<const OthelloTable&>(published).c_flips;
}

namespace {  // internal linkage: the simd/ files instantiate these with their own flags

// An Othello table from kernels whose flips take an int square.
template <Bitboard (*Flips)(int, Bitboard, Bitboard)>
Bitboard flips_by_square(Square square, Bitboard player, Bitboard opponent) {
  return Flips(square, player, opponent);
}
template <Bitboard (*Flips)(int, Bitboard, Bitboard)>
constexpr OthelloTable othello_table(Isa isa, decltype(OthelloKernels::moves) moves,
                                     decltype(OthelloKernels::moves_batch) batch) {
  OthelloTable t{};
  t.isa = isa;
  t.moves = moves;
  t.flips = &flips_by_square<Flips>;
  t.moves_batch = batch;
  t.c_flips = Flips;
  return t;
}

}  // namespace

// The scalar Othello kernels, also used by ISAs without their own (SSE2's
// flips are the scalar ones).
extern const OthelloTable scalar_othello_kernels;
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

// A kernel set without a queen kernel of its own: the union of its set-wise
// fill with the square as the one slider of both kinds.
template <Algorithm A, class K>
Bitboard queen_attacks_by_fill(int square, Bitboard occupied) {
  const Bitboard self = Bitboard{1} << square;
  return K::template slider_attacks<A>(self, self, occupied);
}

template <Algorithm A, class K, class = void>
struct HasQueenKernel : std::false_type {};
template <Algorithm A, class K>
struct HasQueenKernel<A, K, std::void_t<decltype(&K::template queen_attacks<A>)>> : std::true_type {
};

template <Algorithm A, class K, class = void>
struct HasThreatKernels : std::false_type {};
template <Algorithm A, class K>
struct HasThreatKernels<A, K, std::void_t<decltype(&K::template square_rays<A>)>> : std::true_type {
};

}  // namespace

// The table of algorithm A on `isa` from a kernel set K: a type whose static
// member function templates, one per entry, take the algorithm (every ISA
// file and the scalar tables build their tables here). A kernel set may
// leave out square_rays and slider_threats (its ray kernel serves them) and
// queen_attacks (its set-wise union serves it).
// Kernel sets take the square as an int (the C table's type); the C++ entries
// convert, inlined into the same code. Occluded fills propagate over the
// empty squares, ~occupied.
template <Algorithm A, class K>
constexpr AttackTable attack_kernels(Isa isa) {
  AttackTable k{};
  k.algorithm = A;
  k.isa = isa;
  k.occluded_fills = [](Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    K::template occluded_fills<A>(orth, diag, ~occupied, out);
  };
  k.ray_attacks = &K::template ray_attacks<A>;
  k.slider_attacks = &K::template slider_attacks<A>;
  k.queen_attacks_batch = &K::template queen_attacks_batch<A>;
  k.slider_attacks_batch = &K::template slider_attacks_batch<A>;
  k.c.rook_attacks = &K::template rook_attacks<A>;
  k.c.bishop_attacks = &K::template bishop_attacks<A>;
  if constexpr (HasQueenKernel<A, K>::value)
    k.c.queen_attacks = &K::template queen_attacks<A>;
  else
    k.c.queen_attacks = &queen_attacks_by_fill<A, K>;
  k.rook_attacks = [](Square s, Bitboard o) { return K::template rook_attacks<A>(s, o); };
  k.bishop_attacks = [](Square s, Bitboard o) { return K::template bishop_attacks<A>(s, o); };
  k.queen_attacks = [](Square s, Bitboard o) {
    if constexpr (HasQueenKernel<A, K>::value) return K::template queen_attacks<A>(s, o);
    return queen_attacks_by_fill<A, K>(s, o);
  };
  if constexpr (HasThreatKernels<A, K>::value) {
    k.c.square_rays = &K::template square_rays<A>;
    k.c.slider_threats = &K::template slider_threats<A>;
    k.square_rays = [](Square s, Bitboard o, SquareRays* out) {
      K::template square_rays<A>(s, o, out);
    };
    k.slider_threats = [](Square s, Bitboard o, Bitboard orth, Bitboard diag, SliderThreats* out) {
      K::template slider_threats<A>(s, o, orth, diag, out);
    };
  } else {
    k.c.square_rays = &square_rays_by_fill<A, K>;
    k.c.slider_threats = &slider_threats_by_fill<A, K>;
    k.square_rays = [](Square s, Bitboard o, SquareRays* out) {
      square_rays_by_fill<A, K>(s, o, out);
    };
    k.slider_threats = [](Square s, Bitboard o, Bitboard orth, Bitboard diag, SliderThreats* out) {
      slider_threats_by_fill<A, K>(s, o, orth, diag, out);
    };
  }
  return k;
}

// An ISA's implementation object from its tables (its name from the
// registry); by_algorithm is built by key, from the tables' own algorithms.
template <std::size_t N>
constexpr Implementation make_implementation(Isa isa, const char* description,
                                             const AttackTable* const (&tables)[N],
                                             const OthelloTable* othello) {
  Implementation impl{.isa = isa,
                      .name = kIsaNames[slot(static_cast<int>(isa))].data(),
                      .description = description,
                      .by_algorithm = {},
                      .othello = othello};
  for (const AttackTable* t : tables) impl.by_algorithm[slot(static_cast<int>(t->algorithm))] = t;
  return impl;
}

// The implementation of `isa` compiled into this build, or nullptr.
constexpr const Implementation* compiled_implementation(Isa isa) {
#define LANEFILL_IMPLEMENTATION_CASE(name) \
  if (isa == Isa::name) return &name##_implementation;
  LANEFILL_COMPILED_ISAS(LANEFILL_IMPLEMENTATION_CASE)
#undef LANEFILL_IMPLEMENTATION_CASE
  return nullptr;
}

// The table a plan row names (lib/dispatch.cpp; a missing one is a build
// defect and aborts), and the Othello kernels of `wanted`, or of the row's
// own ISA where `wanted` is not compiled in.
const AttackKernels& table_of(KernelChoice c);
const OthelloKernels& othello_for(Isa wanted, Isa row_isa);

// A user-supplied text as it may be echoed: at most 40 characters, control
// characters escaped.
std::string printable(const char* text);

}  // namespace lanefill::detail
#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
