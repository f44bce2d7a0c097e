// lib/scalar_kernels.cpp — the scalar kernel tables: one per Algorithm.
//
// Each table is the reference algorithm of lanefill::scalar (reference.hpp)
// behind the AttackKernels function pointers. Single-square kernels are the
// plain algorithm applied to the one square (e.g. eight unrolled dumb7 attack
// fills for a queen), so they serve as benchmark baselines. Batches loop.
#include <cstddef>
#include <cstdint>

#include "implementations.hpp"
#include "lanefill/reference.hpp"

namespace lanefill::detail {
namespace {

template <Algorithm A>
void occluded_fills_kernel(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
  const auto fills = scalar::occluded_fills<A>(orth, diag, empty);
  for (int d = 0; d < 8; ++d) out[d] = fills[d];
}

template <Algorithm A>
void ray_attacks_kernel(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto rays = scalar::ray_attacks<A>(orth, diag, occupied);
  for (int d = 0; d < 8; ++d) out[d] = rays[d];
}

template <Algorithm A>
Bitboard slider_attacks_kernel(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return scalar::slider_attacks<A>(orth, diag, occupied);
}

template <Algorithm A>
Bitboard rook_attacks_kernel(int square, Bitboard occupied) {
  return scalar::rook_attacks<A>(static_cast<Square>(square), occupied);
}

template <Algorithm A>
Bitboard bishop_attacks_kernel(int square, Bitboard occupied) {
  return scalar::bishop_attacks<A>(static_cast<Square>(square), occupied);
}

template <Algorithm A>
Bitboard queen_attacks_kernel(int square, Bitboard occupied) {
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
  return AttackKernels{A,
                       Isa::scalar,
                       &occluded_fills_kernel<A>,
                       &ray_attacks_kernel<A>,
                       &slider_attacks_kernel<A>,
                       &rook_attacks_kernel<A>,
                       &bishop_attacks_kernel<A>,
                       &queen_attacks_kernel<A>,
                       &queen_attacks_batch_kernel<A>,
                       &slider_attacks_batch_kernel<A>};
}

constexpr const AttackKernels* scalar_kernels(Algorithm a) {
  return &scalar_kernel_tables[static_cast<int>(a)];
}

// Fastest scalar kernels (Google Benchmark, see docs/benchmarks.md): SBAMG
// for one square; Kogge-Stone for set-wise calls (SBAMG must loop over the
// sliders there).
constexpr Algorithm kPreferred = Algorithm::kogge_stone;
constexpr Algorithm kSingleSquare = Algorithm::sbamg;

}  // namespace

// Indexed by Algorithm.
constinit const AttackKernels scalar_kernel_tables[kAlgorithmCount] = {
    make_kernels<Algorithm::dumb7_cycles>(),   make_kernels<Algorithm::dumb7_loop>(),
    make_kernels<Algorithm::dumb7_unrolled>(), make_kernels<Algorithm::kogge_stone>(),
    make_kernels<Algorithm::rotate_loop>(),    make_kernels<Algorithm::rotate_unrolled>(),
    make_kernels<Algorithm::rotate_kogge>(),   make_kernels<Algorithm::sbamg>()};

constinit const Implementation scalar_implementation{
    Isa::scalar,
    "scalar",
    "portable 64-bit integer code, one bitboard at a time",
    {scalar_kernels(Algorithm::dumb7_cycles), scalar_kernels(Algorithm::dumb7_loop),
     scalar_kernels(Algorithm::dumb7_unrolled), scalar_kernels(Algorithm::kogge_stone),
     scalar_kernels(Algorithm::rotate_loop), scalar_kernels(Algorithm::rotate_unrolled),
     scalar_kernels(Algorithm::rotate_kogge), scalar_kernels(Algorithm::sbamg)},
    scalar_kernels(kPreferred),
    scalar_kernels(kSingleSquare)};

}  // namespace lanefill::detail
