// lanefill/kernels.hpp — the names of the instruction sets and algorithms
// (lanefill/isas.hpp, generated from the registry), and the kernel table.
//
// A kernel table (lanefill::Kernels, the C struct lanefill_kernels of
// lanefill/lanefill.h: the same type for C and C++) holds one function
// pointer per entry of lanefill/entries.def. Every boundary between a file
// compiled with ISA flags (simd/) and the rest of the library is such a
// plain function pointer taking scalars and pointers: vector types never
// cross between translation units.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "lanefill/bitboard.hpp"
#include "lanefill/isas.hpp"
#include "lanefill/lanefill.h"

namespace lanefill {

// One table of kernels: the dispatched one (lanefill::kernels()), a
// research table of one (ISA, algorithm) pair (lanefill::find_kernels()),
// or the inline target's (lanefill::native::kernels()). Entries take C
// types: a square is an int (lanefill::Square converts to it), a bitboard a
// std::uint64_t. Preconditions, unchecked: squares 0..63, non-null pointers
// (n > 0), Othello discs disjoint.
using Kernels = lanefill_kernels;

// The eight rays of a square and their first blockers; the sliders through a
// square and what each discovers (lanefill/types.h has the fields; arrays in
// dir8 order, direction d ^ 4 opposite to d).
using SquareRays = lanefill_square_rays_t;
using SliderThreats = lanefill_slider_threats_t;

template <class E, std::size_t N>
constexpr std::array<E, N> all_of() {
  std::array<E, N> all{};
  for (std::size_t i = 0; i < N; ++i) all[i] = static_cast<E>(i);
  return all;
}
inline constexpr std::array<Isa, kIsaNames.size()> kAllIsas = all_of<Isa, kIsaNames.size()>();
inline constexpr std::array<Algorithm, kAlgorithmNames.size()> kAllAlgorithms =
    all_of<Algorithm, kAlgorithmNames.size()>();

constexpr bool is_valid(Isa isa) {
  return static_cast<int>(isa) >= 0 && static_cast<int>(isa) < kIsaCount;
}
constexpr bool is_valid(Algorithm a) {
  return static_cast<int>(a) >= 0 && static_cast<int>(a) < kAlgorithmCount;
}
constexpr std::string_view name_of(Isa isa) {
  return is_valid(isa) ? kIsaNames[static_cast<std::size_t>(isa)] : std::string_view("?");
}
constexpr std::string_view name_of(Algorithm a) {
  return is_valid(a) ? kAlgorithmNames[static_cast<std::size_t>(a)] : std::string_view("?");
}

// Names compare without regard to ASCII case ("AVX2" is avx2).
constexpr bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const char x = (a[i] >= 'A' && a[i] <= 'Z') ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
    if (x != b[i]) return false;
  }
  return true;
}
constexpr std::optional<Isa> isa_from_name(std::string_view name) {
  for (Isa isa : kAllIsas)
    if (same_name(name, name_of(isa))) return isa;
  return std::nullopt;
}
constexpr std::optional<Algorithm> algorithm_from_name(std::string_view name) {
  for (Algorithm a : kAllAlgorithms)
    if (same_name(name, name_of(a))) return a;
  return std::nullopt;
}

static_assert(isa_from_name("AVX2") == Isa::avx2 && !isa_from_name("avx3"));

}  // namespace lanefill
