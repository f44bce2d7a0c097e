// simd/common/layouts.hpp — which direction each lane of each register walks, per
// ISA. The ISA files build their steppers from these lists, and `lanefill
// trace` (tools/trace/) builds its recording steppers from the same lists, so
// the registers it shows are the kernels' own.
#pragma once

#include "lanefill/bitboard.hpp"

namespace lanefill::simd::layouts {

using D = Direction;

// SSE2: three registers hold a northward direction in lane 0 and, in lane 1,
// its southward partner on the vertically flipped board (one shift count for
// both lanes); a fourth holds east (lane 0) and west (lane 1).
template <template <Direction> class Mirrored, template <Direction...> class Pair>
struct Sse2 {
  using Vert = Mirrored<D::nort>;  // lane 1: sout, flipped
  using NoEa = Mirrored<D::noEa>;  // lane 1: soEa, flipped
  using NoWe = Mirrored<D::noWe>;  // lane 1: soWe, flipped
  using EastWest = Pair<D::east, D::west>;
};

// AVX2: a left and a right ymm; lane j of the right register walks opposite
// to lane j of the left one; generators {diag, orth, diag, orth}. Rook and
// bishop use one ymm with the piece's four directions.
template <template <Direction...> class Step>
struct Avx2 {
  using Left = Step<D::noEa, D::east, D::noWe, D::nort>;
  using Right = Step<D::soWe, D::west, D::soEa, D::sout>;
  using Rook = Step<D::east, D::nort, D::sout, D::west>;
  using Bishop = Step<D::noEa, D::noWe, D::soEa, D::soWe>;
};

// AVX-512: lane d of one zmm walks direction d (dir8 order); diagonal
// sliders in the even lanes, orthogonal ones in the odd lanes.
template <template <Direction...> class Step>
struct Avx512 {
  using Lanes = Step<D::noEa, D::east, D::soEa, D::sout, D::soWe, D::west, D::noWe, D::nort>;
};

// NEON: a direction and its opposite per q-register.
template <template <Direction...> class Step>
struct Neon {
  using EastWest = Step<D::east, D::west>;
  using NortSout = Step<D::nort, D::sout>;
  using NoEaSoWe = Step<D::noEa, D::soWe>;
  using NoWeSoEa = Step<D::noWe, D::soEa>;
};

// NEON Othello flips: the rays of the played square, two per q-register in
// lanefill_ray_table order; the negative rays' registers step down their rays.
template <template <Direction...> class Step>
struct NeonFlips {
  using Up0 = Step<D::noEa, D::east>;
  using Up1 = Step<D::noWe, D::nort>;
  using Down0 = Step<D::soWe, D::west>;
  using Down1 = Step<D::soEa, D::sout>;
};

// The direction list of a layout's register, for checks and for the trace.
template <Direction... Ds>
struct Directions {
  static constexpr Direction kList[sizeof...(Ds)] = {Ds...};
  static constexpr int kCount = sizeof...(Ds);
};

}  // namespace lanefill::simd::layouts
