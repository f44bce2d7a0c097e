// lib/implementations.hpp — how an ISA's implementation object is made
// (internal).
//
// Each ISA's object is plain constant data (function pointers) defined in its
// own file, simd/<isa>/<isa>.cpp, compiled where the registry row's
// architecture is the target's and its LANEFILL_ENABLE_<ISA> switch is on.
// Taking the address of data executes no instruction, so referencing the
// AVX-512 object is safe on any CPU; only calling through it needs the ISA.
//
// An ISA file makes, with the helpers below (compiled with its own flags):
//   its base table      base_table<Own>(isa): every entry of
//                       lanefill/entries.def from lanefill/native.h (the
//                       inline target its flags select), or from Own where
//                       Own has a kernel of that name
//   its research tables attack_kernels<Algorithm, K>(base): the base table
//                       with the slider kernels of kernel set K for one
//                       algorithm
//   its object          make_implementation(isa, description, base, tables)
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include "entry_tables.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/native.h"
#include "lanefill/plan.hpp"
#include "lanefill_compiled_isas.hpp"
#include "lanefill_registry.hpp"

// Internal to the library: hidden from a shared liblanefill's exports (the
// version script cmake/lanefill.map would export every lanefill:: name).
#if defined(__GNUC__)
#pragma GCC visibility push(hidden)
#endif
namespace lanefill::detail {

// <isa>_implementation for every ISA this build compiles (the generated
// LANEFILL_COMPILED_ISAS list, cmake/LanefillIsa.cmake), each defined in its
// simd/<isa>/<isa>.cpp.
#define LANEFILL_DECLARE_IMPLEMENTATION(isa) extern const Implementation isa##_implementation;
LANEFILL_COMPILED_ISAS(LANEFILL_DECLARE_IMPLEMENTATION)
#undef LANEFILL_DECLARE_IMPLEMENTATION

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

namespace {  // internal linkage: the simd/ files instantiate these with their own flags

constexpr const char* isa_name(Isa isa) { return kIsaNames[static_cast<std::size_t>(isa)].data(); }

// The base table of the ISA of the file that calls it: each entry Own's
// static member of the entry's name where Own has one, else the inline
// target's lanefill_native_<name> (compiled with the file's flags).
struct NoKernelsOfItsOwn {};
template <class Own = NoKernelsOfItsOwn>
constexpr Kernels base_table(Isa isa) {
  Kernels t{};
  t.size = sizeof(Kernels);
  t.isa = isa_name(isa);
  t.algorithm = "base";
  set_base_entries<Own>(t);  // lib/entry_tables.hpp
  return t;
}

// Kernels a set of slider kernels lacks, from its own fills: a queen by the
// union of its set-wise fill with the square as the one slider of both
// kinds; the threat queries by its ray kernel (the eight directions of one
// fill) and lanefill/native/u64.h's scalar finish.
template <Algorithm A, class K>
struct DerivedKernels {
  static Bitboard queen_attacks(int square, Bitboard occupied) {
    const Bitboard self = Bitboard{1} << square;
    return K::template slider_attacks<A>(self, self, occupied);
  }
  static void square_rays(int square, Bitboard occupied, SquareRays* out) {
    const Bitboard self = Bitboard{1} << square;
    K::template ray_attacks<A>(self, self, occupied, out->rays);
    for (int d = 0; d < 8; ++d) out->blockers[d] = out->rays[d] & occupied;
  }
  static void slider_threats(int square, Bitboard occupied, Bitboard orth, Bitboard diag,
                             SliderThreats* out) {
    const Bitboard self = Bitboard{1} << square;
    Bitboard rays[8];
    K::template ray_attacks<A>(self, self, occupied, rays);
    lanefill_u64_threats_from_rays(rays, occupied, orth, diag, out);
  }
};

// The research table of algorithm A: the base table, each entry K's
// `template <Algorithm> static` member of the entry's name where K has one
// (the slider kernels of the algorithm), else the one DerivedKernels makes
// from K's fills, else the base table's (Othello's).
template <Algorithm A, class K>
constexpr Kernels attack_kernels(const Kernels& base) {
  using Derived = DerivedKernels<A, K>;
  Kernels t = base;
  t.algorithm = kAlgorithmNames[static_cast<std::size_t>(A)].data();
  set_algorithm_entries<A, K, Derived>(t);  // lib/entry_tables.hpp
  return t;
}

// An ISA's implementation object from its base table and research tables
// (its name from the registry); by_algorithm is built by key, from the
// tables' own algorithms.
// `tables`: a range of const Kernels* (an array).
template <class Tables>
constexpr Implementation make_implementation(Isa isa, const char* description, const Kernels* base,
                                             const Tables& tables) {
  Implementation impl{.isa = isa,
                      .name = isa_name(isa),
                      .description = description,
                      .base = base,
                      .by_algorithm = {}};
  for (const Kernels* t : tables)
    impl.by_algorithm[static_cast<std::size_t>(*algorithm_from_name(t->algorithm))] = t;
  return impl;
}

// A research table of an ISA file: algorithm A over the kernel set K.
template <Algorithm A, class K>
struct Research {};

// The tables of the ISA file that instantiates them (with its flags): its
// base table (Own's kernels, else the inline target's) and one table per
// Research<A, K>.
template <Isa I, class Own>
constexpr Kernels kBaseTable = base_table<Own>(I);
template <Isa I, class Own, class R>
constexpr Kernels kResearchTable{};
template <Isa I, class Own, Algorithm A, class K>
constexpr Kernels kResearchTable<I, Own, Research<A, K>> = attack_kernels<A, K>(kBaseTable<I, Own>);

// The architecture the including file is compiled for.
inline constexpr registry::Arch kCompiledArch =
#if defined(__x86_64__) || defined(_M_X64)
    registry::Arch::x86_64;
#elif defined(__aarch64__) || defined(_M_ARM64)
    registry::Arch::aarch64;
#elif defined(__wasm32__)
    registry::Arch::wasm32;
#else
    registry::Arch::any;
#endif

// Whether the including file is compiled as ISA I's row of the registry
// (simd/registry.json) says: for its architecture, with the flags that select
// its inline target (lanefill/native.h).
template <Isa I>
constexpr bool compiled_as_registered() {
  constexpr auto row = static_cast<std::size_t>(I);
  constexpr registry::Arch arch = registry::kArchs[row];
  constexpr Isa target = registry::kInlineTargets[row];
  return (arch == registry::Arch::any || arch == kCompiledArch) &&
         kIsaNames[static_cast<std::size_t>(target)] == std::string_view(LANEFILL_NATIVE_ISA_NAME);
}

// The implementation object of ISA I: its base table and research tables.
// Every ISA file defines its own through here, which checks its flags.
template <Isa I, class Own, class... Rs>
constexpr Implementation implementation_of(const char* description) {
  static_assert(compiled_as_registered<I>(),
                "a simd/ file compiled without its row's flags, or for another architecture "
                "(simd/registry.json: flags, architecture, inline_target)");
  constexpr std::array<const Kernels*, sizeof...(Rs)> tables = {&kResearchTable<I, Own, Rs>...};
  return make_implementation(I, description, &kBaseTable<I, Own>, tables);
}

}  // namespace

}  // namespace lanefill::detail
#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
