// simd/scalar/scalar.cpp — the scalar kernel tables: one per Algorithm.
//
// Each table is the reference algorithm of lanefill::reference (reference.hpp)
// behind the AttackKernels function pointers. Single-square kernels are the
// plain algorithm applied to the one square (e.g. eight unrolled dumb7 attack
// fills for a queen), so they serve as benchmark baselines. Batches loop.
#include <cstddef>
#include <cstdint>

#include "implementations.hpp"
#include "lanefill/native.h"
#include "lanefill/reference.hpp"

namespace lanefill::detail {
namespace {

constexpr bool is_line_method(Algorithm a) {
  return a == Algorithm::sbamg || a == Algorithm::hyperbola;
}

// The kernel set of the scalar tables: the reference algorithm A behind each entry.
struct Reference {
  template <Algorithm A>
  static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
    const auto fills = reference::occluded_fills<A>(orth, diag, empty);
    for (int d = 0; d < 8; ++d) out[d] = fills[slot(d)];
  }
  // Set-wise rotate Kogge-Stone is the inline path's scalar kernel
  // (lanefill/native/scalar.h): one compiled kernel for both paths.
  template <Algorithm A>
  static void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    if constexpr (A == Algorithm::rotate_kogge) {
      lanefill_native_ray_attacks(orth, diag, occupied, out);
    } else {
      const auto rays = reference::ray_attacks<A>(orth, diag, occupied);
      for (int d = 0; d < 8; ++d) out[d] = rays[slot(d)];
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
  // (lanefill/native.h; scalar code on every target): the dispatched and the
  // inline calls run the same code.
  template <Algorithm A>
  static Bitboard rook_attacks(int square, Bitboard occupied) {
    if constexpr (A == Algorithm::hyperbola) return lanefill_nk_hq_rook_attacks(square, occupied);
    return reference::rook_attacks<A>(static_cast<Square>(square), occupied);
  }
  template <Algorithm A>
  static Bitboard bishop_attacks(int square, Bitboard occupied) {
    if constexpr (A == Algorithm::hyperbola) return lanefill_nk_hq_bishop_attacks(square, occupied);
    return reference::bishop_attacks<A>(static_cast<Square>(square), occupied);
  }
  template <Algorithm A>
  static Bitboard queen_attacks(int square, Bitboard occupied) {
    if constexpr (A == Algorithm::hyperbola) return lanefill_nk_hq_queen_attacks(square, occupied);
    return reference::queen_attacks<A>(static_cast<Square>(square), occupied);
  }
  // The threat queries: every algorithm's own rays with the square as the
  // one slider (lib/implementations.hpp), but the single-square methods'
  // (SBAMG, hyperbola quintessence): they take the inline path's ray kernel,
  // one bit scan per ray.
  template <Algorithm A>
  static void square_rays(int square, Bitboard occupied, SquareRays* out) {
    if constexpr (is_line_method(A)) {
      lanefill_native_square_rays(square, occupied, out);
    } else {
      square_rays_by_fill<A, Reference>(square, occupied, out);
    }
  }
  template <Algorithm A>
  static void slider_threats(int square, Bitboard occupied, Bitboard orth, Bitboard diag,
                             SliderThreats* out) {
    if constexpr (is_line_method(A)) {
      lanefill_native_slider_threats(square, occupied, orth, diag, out);
    } else {
      slider_threats_by_fill<A, Reference>(square, occupied, orth, diag, out);
    }
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

// One table per algorithm, every algorithm of the list.
#define LANEFILL_SCALAR_TABLE(name) \
  constexpr AttackTable k_##name = attack_kernels<Algorithm::name, Reference>(Isa::scalar);
LANEFILL_ALGORITHM_LIST(LANEFILL_SCALAR_TABLE)
#undef LANEFILL_SCALAR_TABLE

#define LANEFILL_SCALAR_TABLE_ADDRESS(name) &k_##name,
constexpr const AttackTable* kTables[] = {LANEFILL_ALGORITHM_LIST(LANEFILL_SCALAR_TABLE_ADDRESS)};
#undef LANEFILL_SCALAR_TABLE_ADDRESS

// Othello: the inline path's scalar kernels (lanefill/native/scalar.h), so
// that the dispatched and the inline scalar calls run the same code.
Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  return lanefill_native_othello_moves(player, opponent);
}
void othello_moves_batch(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                         std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
    out[i] = lanefill_native_othello_moves(player[i], opponent[i]);
}

}  // namespace

Bitboard scalar_othello_flips(int square, Bitboard player, Bitboard opponent) {
  return lanefill_native_othello_flips(square, player, opponent);
}

constinit const OthelloTable scalar_othello_kernels =
    othello_table<&scalar_othello_flips>(Isa::scalar, &othello_moves, &othello_moves_batch);

constinit const Implementation scalar_implementation =
    make_implementation(Isa::scalar, "portable 64-bit integer code, one bitboard at a time",
                        kTables, &scalar_othello_kernels);

}  // namespace lanefill::detail
