// lib/scalar_kernels.cpp — the scalar kernel tables: one per Algorithm.
//
// Each table is the reference algorithm of lanefill::scalar (reference.hpp)
// behind the AttackKernels function pointers. Single-square kernels are the
// plain algorithm applied to the one square (e.g. eight unrolled dumb7 attack
// fills for a queen), so they serve as benchmark baselines. Batches loop.
#include <cstddef>
#include <cstdint>

#include "implementations.hpp"
#include "lanefill/native.h"
#include "lanefill/othello.hpp"
#include "lanefill/reference.hpp"

namespace lanefill::detail {
namespace {

template <Algorithm A>
void occluded_fills_kernel(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
  const auto fills = scalar::occluded_fills<A>(orth, diag, empty);
  for (int d = 0; d < 8; ++d) out[d] = fills[slot(d)];
}

template <Algorithm A>
void ray_attacks_kernel(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto rays = scalar::ray_attacks<A>(orth, diag, occupied);
  for (int d = 0; d < 8; ++d) out[d] = rays[slot(d)];
}

template <Algorithm A>
Bitboard slider_attacks_kernel(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return scalar::slider_attacks<A>(orth, diag, occupied);
}

// Single squares by hyperbola quintessence run the inline path's kernels
// (lanefill/native.h; scalar code on every target): the dispatched and the
// inline calls run the same code.
template <Algorithm A>
Bitboard rook_attacks_kernel(int square, Bitboard occupied) {
  if constexpr (A == Algorithm::hyperbola) return lanefill_nk_hq_rook_attacks(square, occupied);
  return scalar::rook_attacks<A>(static_cast<Square>(square), occupied);
}

template <Algorithm A>
Bitboard bishop_attacks_kernel(int square, Bitboard occupied) {
  if constexpr (A == Algorithm::hyperbola) return lanefill_nk_hq_bishop_attacks(square, occupied);
  return scalar::bishop_attacks<A>(static_cast<Square>(square), occupied);
}

template <Algorithm A>
Bitboard queen_attacks_kernel(int square, Bitboard occupied) {
  if constexpr (A == Algorithm::hyperbola) return lanefill_nk_hq_queen_attacks(square, occupied);
  return scalar::queen_attacks<A>(static_cast<Square>(square), occupied);
}

template <Algorithm A>
void queen_attacks_batch_kernel(const std::uint8_t* squares, const Bitboard* occupied,
                                Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
    out[i] = scalar::queen_attacks<A>(static_cast<Square>(squares[i]), occupied[i]);
}

template <Algorithm A>
void slider_attacks_batch_kernel(const Bitboard* orth, const Bitboard* diag,
                                 const Bitboard* occupied, Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
    out[i] = scalar::slider_attacks<A>(orth[i], diag[i], occupied[i]);
}

template <Algorithm A>
constexpr AttackKernels make_kernels() {
  return {.algorithm = A,
          .isa = Isa::scalar,
          .occluded_fills = &occluded_fills_kernel<A>,
          .ray_attacks = &ray_attacks_kernel<A>,
          .slider_attacks = &slider_attacks_kernel<A>,
          .rook_attacks = &rook_attacks_kernel<A>,
          .bishop_attacks = &bishop_attacks_kernel<A>,
          .queen_attacks = &queen_attacks_kernel<A>,
          .queen_attacks_batch = &queen_attacks_batch_kernel<A>,
          .slider_attacks_batch = &slider_attacks_batch_kernel<A>};
}

// One table per algorithm, every algorithm of the list.
#define LANEFILL_SCALAR_TABLE(name) \
  constexpr AttackKernels k_##name = make_kernels<Algorithm::name>();
LANEFILL_ALGORITHM_LIST(LANEFILL_SCALAR_TABLE)
#undef LANEFILL_SCALAR_TABLE

#define LANEFILL_SCALAR_TABLE_ADDRESS(name) &k_##name,
constexpr const AttackKernels* kTables[] = {LANEFILL_ALGORITHM_LIST(LANEFILL_SCALAR_TABLE_ADDRESS)};
#undef LANEFILL_SCALAR_TABLE_ADDRESS

Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  return othello::moves(player, opponent);
}
void othello_moves_batch(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                         std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = othello::moves(player[i], opponent[i]);
}

}  // namespace

Bitboard scalar_othello_flips(int square, Bitboard player, Bitboard opponent) {
  return othello::flips(static_cast<Square>(square), player, opponent);
}

constinit const OthelloKernels scalar_othello_kernels{.isa = Isa::scalar,
                                                      .moves = &othello_moves,
                                                      .flips = &scalar_othello_flips,
                                                      .moves_batch = &othello_moves_batch};

constinit const Implementation scalar_implementation{
    .isa = Isa::scalar,
    .name = "scalar",
    .description = "portable 64-bit integer code, one bitboard at a time",
    .by_algorithm = index_by_algorithm(kTables),
    .othello = &scalar_othello_kernels};

}  // namespace lanefill::detail
