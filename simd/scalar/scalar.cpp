// simd/scalar/scalar.cpp — the scalar kernel tables: the base table (the
// scalar inline target, lanefill/native/scalar.h) and one research table per
// Algorithm.
//
// Each research table is the reference algorithm of lanefill::reference
// (reference.hpp) behind the kernel table's function pointers. Single-square
// kernels are the plain algorithm applied to the one square (e.g. eight
// unrolled dumb7 attack fills for a queen), so they serve as benchmark
// baselines. Batches loop.
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "implementations.hpp"
#include "lanefill/native.h"
#include "lanefill/reference.hpp"

namespace lanefill::detail {
namespace {

constexpr bool is_line_method(Algorithm a) {
  return a == Algorithm::sbamg || a == Algorithm::hyperbola;
}

// The slider kernels of the research tables: the reference algorithm A
// behind each entry (lib/implementations.hpp derives the queen and the
// threat queries of the fill algorithms from their fills).
struct Reference {
  template <Algorithm A>
  static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    reference::each_occluded_fill<A>(orth, diag, ~occupied,
                                     [out](std::size_t d, Bitboard fill) { out[d] = fill; });
  }
  // Set-wise rotate Kogge-Stone is the inline path's scalar kernel
  // (lanefill/native/scalar.h): one compiled kernel for both paths.
  template <Algorithm A>
  static void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    if constexpr (A == Algorithm::rotate_kogge) {
      lanefill_native_ray_attacks(orth, diag, occupied, out);
    } else if constexpr (is_line_method(A)) {
      const auto rays = reference::ray_attacks<A>(orth, diag, occupied);
      for (int d = 0; d < 8; ++d) out[d] = rays[slot(d)];
    } else {
      reference::each_attack_fill<A>(orth, diag, ~occupied,
                                     [out](std::size_t d, Bitboard ray) { out[d] = ray; });
    }
  }
  template <Algorithm A>
  static Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
    if constexpr (A == Algorithm::rotate_kogge)
      return lanefill_native_slider_attacks(orth, diag, occupied);
    else
      return reference::slider_attacks<A>(orth, diag, occupied);
  }
  // Single squares by hyperbola quintessence run the inline path's kernels
  // (lanefill/native/u64.h): the dispatched and the inline calls run the
  // same code (but in WebAssembly, whose inline path takes obstruction
  // difference for files and diagonals: `hyperbola` stays what it says).
  template <Algorithm A>
  static Bitboard rook_attacks(int square, Bitboard occupied) {
    if constexpr (A == Algorithm::hyperbola) return lanefill_u64_hq_rook_attacks(square, occupied);
    return reference::rook_attacks<A>(static_cast<Square>(square), occupied);
  }
  template <Algorithm A>
  static Bitboard bishop_attacks(int square, Bitboard occupied) {
    if constexpr (A == Algorithm::hyperbola)
      return lanefill_u64_hq_bishop_attacks(square, occupied);
    return reference::bishop_attacks<A>(static_cast<Square>(square), occupied);
  }
  template <Algorithm A>
  static Bitboard queen_attacks(int square, Bitboard occupied) {
    if constexpr (A == Algorithm::hyperbola) return lanefill_native_queen_attacks(square, occupied);
    return reference::queen_attacks<A>(static_cast<Square>(square), occupied);
  }
  // The threat queries of the single-square methods (SBAMG, hyperbola
  // quintessence): the inline path's ray kernel, one bit scan per ray. (The
  // fill algorithms' come from their own rays.)
  template <Algorithm A>
  requires(is_line_method(A)) static void square_rays(int square, Bitboard occupied,
                                                      SquareRays* out) {
    lanefill_native_square_rays(square, occupied, out);
  }
  template <Algorithm A>
  requires(is_line_method(A)) static void slider_threats(int square, Bitboard occupied,
                                                         Bitboard orth, Bitboard diag,
                                                         SliderThreats* out) {
    lanefill_native_slider_threats(square, occupied, orth, diag, out);
  }
  template <Algorithm A>
  static void queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied,
                                  Bitboard* out, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) out[i] = queen_attacks<A>(squares[i], occupied[i]);
  }
  template <Algorithm A>
  static void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag,
                                   const Bitboard* occupied, Bitboard* out, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) out[i] = slider_attacks<A>(orth[i], diag[i], occupied[i]);
  }
};

// One research table per algorithm, every algorithm of the registry.
template <std::size_t... I>
constexpr Implementation scalar_of(std::index_sequence<I...>) {
  return implementation_of<Isa::scalar, NoKernelsOfItsOwn,
                           Research<static_cast<Algorithm>(I), Reference>...>(
      "portable 64-bit integer code, one bitboard at a time");
}

}  // namespace

constinit const Implementation scalar_implementation =
    scalar_of(std::make_index_sequence<kAlgorithmNames.size()>{});

}  // namespace lanefill::detail
