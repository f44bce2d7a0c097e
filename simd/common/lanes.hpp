// simd/common/lanes.hpp — the fill kernels over xsimd batches and the steppers of
// simd/common/steppers.hpp (the bodies of lanefill/detail/bodies.hpp), for
// every ISA file under simd/
// (chessprogramming wiki: "Dumb7Fill", "Kogge-Stone Algorithm", "Generalized
// Rays"); boards in lanes for the batches; Othello moves by the same steppers.
//
//
// The fills, for any stepper (`empty` is the propagator before clipping):
//   occluded_fill_lanes<Alg, S>(gen, empty)   generator + reachable empties
//   ray_attacks_lanes<Alg, S>(gen, empty)     one step further, clipped
//   opposite_ray_attacks<Alg, S, T>(...)      two steppers whose lanes walk
//                                             opposite ways, one propagator
// Alg is the fill shape: dumb7_unrolled or kogge_stone (the rotate algorithms
// use the same shapes with a rotate stepper: fill_shape<Alg>). Every fill
// cycle is or_and(a, b, c) = a | (b & c): one vpternlogq on AVX-512.
//
// Helpers written once: or_lanes (NEON q and SSE2 xmm here; ymm and zmm forward
// to lanefill/native/ymm.h's and avx512.h's), square_bits,
// batch_of_boards / batch_of_queens (full blocks, then the tail through the
// same kernel on a zero-padded copy), the batch entries (BoardBatches).
// SBAMG's set-wise loops and the native.h kernel sets: simd/common/line_kernels.hpp.
// ===========================================================================
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "lanefill/detail/bodies.hpp"
#include "lanefill/native.h"
#include "steppers.hpp"

namespace lanefill::simd {
namespace {

// ---------------------------------------------------------------------------
// The fills, once for every stepper. `pro` is already clipped.

// Dumb7fill, unrolled: Cycles times flood |= pro & step(flood).
template <int Cycles, class S, class B>
LANEFILL_SIMD_INLINE B dumb7_fill(B flood, B pro) {
#pragma GCC unroll 8
  for (int cycle = 0; cycle < Cycles; ++cycle)
    flood = or_and(flood, pro, S::template step<1>(flood));
  return flood;
}

// The operations of lanefill/detail/bodies.hpp over xsimd batches: a
// stepper's own K-step move (S::step<K>), or_and (one vpternlogq on
// AVX-512) and zero_lanes of simd/common/steppers.hpp.
template <class S>
struct StepOf {
  template <class B, int K>
  LANEFILL_SIMD_INLINE B operator()(B x, std::integral_constant<int, K>) const {
    return S::template step<K>(x);
  }
};
struct OrAndOp {
  template <class B>
  LANEFILL_SIMD_INLINE B operator()(B a, B b, B c) const {
    return or_and(a, b, c);
  }
};
struct ZeroLanesOp {
  template <class B>
  LANEFILL_SIMD_INLINE B operator()(B x) const {
    return zero_lanes(x);
  }
};

// Kogge-Stone parallel prefix: steps of 1, 2 and 4 (distance up to 7).
template <class S, class B>
LANEFILL_SIMD_INLINE B kogge_fill(B gen, B pro) {
  return lanefill::detail::kogge_stone(gen, pro, StepOf<S>{}, OrAndOp{});
}

template <Algorithm Shape>
constexpr bool is_fill_shape =
    Shape == Algorithm::dumb7_unrolled || Shape == Algorithm::kogge_stone;

// Occluded fill: generator plus the empty squares its flood reaches.
template <Algorithm Shape, class S, class B>
LANEFILL_SIMD_INLINE B occluded_fill_lanes(B gen, B empty) {
  static_assert(is_fill_shape<Shape>);
  const B pro = S::clip(empty);
  if constexpr (Shape == Algorithm::dumb7_unrolled)
    return dumb7_fill<7, S>(gen, pro);
  else
    return kogge_fill<S>(gen, pro);
}

// Attack fill: the occluded fill one step further, clipped. Dumb7fill needs
// one cycle less here: the last square's occupancy never matters.
template <Algorithm Shape, class S, class B>
LANEFILL_SIMD_INLINE B ray_attacks_lanes(B gen, B empty) {
  static_assert(is_fill_shape<Shape>);
  const B pro = S::clip(empty);
  B fill;
  if constexpr (Shape == Algorithm::dumb7_unrolled)
    fill = dumb7_fill<6, S>(gen, pro);
  else
    fill = kogge_fill<S>(gen, pro);
  return S::clip(S::template step<1>(fill));
}

template <class S, class T>
constexpr bool lanes_are_opposite() {
  constexpr std::size_t n = sizeof(S::kDirections) / sizeof(Direction);
  static_assert(n == sizeof(T::kDirections) / sizeof(Direction));
  for (std::size_t j = 0; j < n; ++j)
    if (T::kDirections[j] != opposite(S::kDirections[j])) return false;
  return true;
}

// Kogge-Stone occluded fills of two steppers whose lane j walk opposite
// directions, on one propagator (bodies.hpp's kogge_stone_opposite explains
// why that is enough); gen_s and gen_t filled in place.
template <class S, class T, class B>
LANEFILL_SIMD_INLINE void kogge_fill_opposite(B& gen_s, B& gen_t, B pro) {
  lanefill::detail::kogge_stone_opposite(gen_s, gen_t, pro, StepOf<S>{}, StepOf<T>{}, OrAndOp{});
}

// Attack fills of two steppers whose lane j walk opposite directions, one
// propagator clipped for both directions.
template <Algorithm Shape, class S, class T, class B>
LANEFILL_SIMD_INLINE void opposite_ray_attacks(B gen_s, B gen_t, B empty, B& attacks_s,
                                               B& attacks_t) {
  static_assert(is_fill_shape<Shape>);
  static_assert(lanes_are_opposite<S, T>(), "lane j of T must be opposite to lane j of S");
  const B pro = S::clip_both(empty);
  if constexpr (Shape == Algorithm::dumb7_unrolled) {
    gen_s = dumb7_fill<6, S>(gen_s, pro);
    gen_t = dumb7_fill<6, T>(gen_t, pro);
  } else {
    kogge_fill_opposite<S, T>(gen_s, gen_t, pro);
  }
  attacks_s = S::clip(S::template step<1>(gen_s));
  attacks_t = T::clip(T::template step<1>(gen_t));
}

// ---------------------------------------------------------------------------
// Boards in lanes: lane i holds board i; Step<A, D> is DirStep or RotateDirStep.

template <Algorithm Shape, template <class, Direction> class Step, class A, class B>
LANEFILL_SIMD_INLINE B slider_attacks_boards(B orth, B diag, B occupied) {
  using D = Direction;
  const B empty = ~occupied;
  B east, west, nort, sout, noea, sowe, nowe, soea;
  opposite_ray_attacks<Shape, Step<A, D::east>, Step<A, D::west>>(orth, orth, empty, east, west);
  opposite_ray_attacks<Shape, Step<A, D::nort>, Step<A, D::sout>>(orth, orth, empty, nort, sout);
  opposite_ray_attacks<Shape, Step<A, D::noEa>, Step<A, D::soWe>>(diag, diag, empty, noea, sowe);
  opposite_ray_attacks<Shape, Step<A, D::noWe>, Step<A, D::soEa>>(diag, diag, empty, nowe, soea);
  return ((east | west) | (nort | sout)) | ((noea | sowe) | (nowe | soea));
}

// 1 << squares[i] per lane (reads U64<A>::size bytes).
template <class A>
LANEFILL_SIMD_INLINE U64<A> square_bits(const std::uint8_t* squares) {
#if XSIMD_WITH_AVX512F
  if constexpr (std::is_base_of_v<xsimd::avx512f, A>) {
    const __m512i idx =
        _mm512_cvtepu8_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(squares)));
    return U64<A>(_mm512_sllv_epi64(_mm512_set1_epi64(1), idx));
  } else
#endif
#if XSIMD_WITH_AVX2
      if constexpr (std::is_base_of_v<xsimd::avx2, A>) {
    std::int32_t four;
    std::memcpy(&four, squares, sizeof four);
    const __m256i idx = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(four));
    return U64<A>(_mm256_sllv_epi64(_mm256_set1_epi64x(1), idx));
  } else
#endif
  {
    static_assert(U64<A>::size == 2);
    // Built in registers, not stored and reloaded (store forwarding).
    const std::uint64_t lane0 = std::uint64_t{1} << squares[0];
    const std::uint64_t lane1 = std::uint64_t{1} << squares[1];
#if XSIMD_WITH_NEON64
    return U64<A>(vcombine_u64(vcreate_u64(lane0), vcreate_u64(lane1)));
#elif defined(__wasm_simd128__)
    return U64<A>(wasm_u64x2_make(lane0, lane1));
#elif XSIMD_WITH_SSE2
    return U64<A>(_mm_set_epi64x(static_cast<long long>(lane1), static_cast<long long>(lane0)));
#else
    alignas(16) const std::uint64_t lanes[2] = {lane0, lane1};
    return U64<A>::load_aligned(lanes);
#endif
  }
}

// out[i] = boards(a[i], b[i], c[i]) lane-wise, U64<A>::size boards a step; the
// tail through the same kernel on a zero-padded copy.
template <class A, class Boards>
LANEFILL_SIMD_INLINE void batch_of_boards(const std::uint64_t* a, const std::uint64_t* b,
                                          const std::uint64_t* c, std::uint64_t* out, std::size_t n,
                                          Boards boards) {
  constexpr std::size_t N = U64<A>::size;
  std::size_t i = 0;
  for (; i + N <= n; i += N)
    boards(U64<A>::load_unaligned(a + i), U64<A>::load_unaligned(b + i),
           U64<A>::load_unaligned(c + i))
        .store_unaligned(out + i);
  if (i == n) return;
  const std::size_t rest = n - i;
  alignas(64) std::uint64_t pa[N] = {}, pb[N] = {}, pc[N] = {}, r[N];
  std::memcpy(pa, a + i, rest * sizeof(std::uint64_t));
  std::memcpy(pb, b + i, rest * sizeof(std::uint64_t));
  std::memcpy(pc, c + i, rest * sizeof(std::uint64_t));
  boards(U64<A>::load_aligned(pa), U64<A>::load_aligned(pb), U64<A>::load_aligned(pc))
      .store_aligned(r);
  std::memcpy(out + i, r, rest * sizeof(std::uint64_t));
}

// out[i] = queens(1 << squares[i], occupied[i]) lane-wise, tail as above.
template <class A, class Queens>
LANEFILL_SIMD_INLINE void batch_of_queens(const std::uint8_t* squares,
                                          const std::uint64_t* occupied, std::uint64_t* out,
                                          std::size_t n, Queens queens) {
  constexpr std::size_t N = U64<A>::size;
  std::size_t i = 0;
  for (; i + N <= n; i += N)
    queens(square_bits<A>(squares + i), U64<A>::load_unaligned(occupied + i))
        .store_unaligned(out + i);
  if (i == n) return;
  const std::size_t rest = n - i;
  alignas(64) std::uint8_t sq[N] = {};
  alignas(64) std::uint64_t occ[N] = {}, r[N];
  std::memcpy(sq, squares + i, rest);
  std::memcpy(occ, occupied + i, rest * sizeof(std::uint64_t));
  queens(square_bits<A>(sq), U64<A>::load_aligned(occ)).store_aligned(r);
  std::memcpy(out + i, r, rest * sizeof(std::uint64_t));
}

// The batch entries of every kernel set: boards in lanes, A's batch size a
// step, each direction an immediate shift (RotateDirStep for the rotate
// algorithms), the fill shape of the algorithm.
template <Algorithm Alg>
constexpr bool is_rotate_form = Alg == Algorithm::rotate_unrolled || Alg == Algorithm::rotate_kogge;
template <Algorithm Alg>
struct BoardStepOf {
  template <class A, Direction D>
  using Step = std::conditional_t<is_rotate_form<Alg>, RotateDirStep<A, D>, DirStep<A, D>>;
};
template <class A>
struct BoardBatches {
  template <Algorithm Alg>
  static void slider_attacks_batch(const std::uint64_t* orth, const std::uint64_t* diag,
                                   const std::uint64_t* occupied, std::uint64_t* out,
                                   std::size_t n) {
    batch_of_boards<A>(orth, diag, occupied, out, n, [](U64<A> o, U64<A> d, U64<A> occ) {
      return slider_attacks_boards<fill_shape<Alg>, BoardStepOf<Alg>::template Step, A>(o, d, occ);
    });
  }
  template <Algorithm Alg>
  static void queen_attacks_batch(const std::uint8_t* squares, const std::uint64_t* occupied,
                                  std::uint64_t* out, std::size_t n) {
    batch_of_queens<A>(squares, occupied, out, n, [](U64<A> bits, U64<A> occ) {
      return slider_attacks_boards<fill_shape<Alg>, BoardStepOf<Alg>::template Step, A>(bits, bits,
                                                                                        occ);
    });
  }
};

// ---------------------------------------------------------------------------
// Lane OR-reductions.

#if XSIMD_WITH_NEON64
LANEFILL_SIMD_INLINE Bitboard or_lanes(uint64x2_t x) {
  return vgetq_lane_u64(x, 0) | vgetq_lane_u64(x, 1);
}
#endif
// x86: the inline kernels' reductions (static, compiled with this file's flags).
#if XSIMD_WITH_SSE2
LANEFILL_SIMD_INLINE Bitboard or_lanes(__m128i x) {
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
}
#endif
#if XSIMD_WITH_AVX2
LANEFILL_SIMD_INLINE Bitboard or_lanes(__m256i y) { return lanefill_ymm_or_lanes(y); }
#endif
#if XSIMD_WITH_AVX512F
LANEFILL_SIMD_INLINE Bitboard or_lanes(__m512i z) { return lanefill_zmm_or_lanes(z); }
#endif
template <class A>
LANEFILL_SIMD_INLINE Bitboard or_lanes(U64<A> x) {
  return or_lanes(static_cast<typename U64<A>::register_type>(x));
}

// ---------------------------------------------------------------------------
// Othello moves with the same steppers (lanefill/othello.hpp): the generator
// is the player's discs, the propagator the opponent's; one more step lands
// on an empty square (a move). Flips are found by the outflank search
// (native.hpp, simd/sse2/sse2.cpp, othello.hpp), not by fills.

// Per lane: the squares `player` may play in that lane's direction. The run
// of opponent discs next to the player by a parallel prefix of steps 1, 1,
// 2, 2 (a run is at most 6 discs); the propagator is clipped once, so every
// step is one or_and (one vpternlogq on AVX-512).
template <class S, class B>
LANEFILL_SIMD_INLINE B othello_move_lanes(B player, B opponent) {
  const B pro = S::clip(opponent);
  const B pairs = pro & S::template step<1>(pro);
  const B run = lanefill::detail::othello_run(player, pro, pairs, StepOf<S>{}, OrAndOp{});
  return S::clip(S::template step<1>(run)) & ~(player | opponent);
}

// Boards in lanes: every direction an immediate step of Step<A, D> (DirStep).
template <template <class, Direction> class Step, class A, Direction... Ds, class B>
LANEFILL_SIMD_INLINE B othello_moves_over(B player, B opponent) {
  return (othello_move_lanes<Step<A, Ds>>(player, opponent) | ...);
}
template <template <class, Direction> class Step, class A, class B>
LANEFILL_SIMD_INLINE B othello_moves_boards(B player, B opponent) {
  using D = Direction;
  return othello_moves_over<Step, A, D::noEa, D::east, D::soEa, D::sout, D::soWe, D::west, D::noWe,
                            D::nort>(player, opponent);
}
template <class A>
void othello_moves_batch(const std::uint64_t* player, const std::uint64_t* opponent,
                         std::uint64_t* out, std::size_t n) {
  batch_of_boards<A>(player, opponent, opponent, out, n, [](U64<A> p, U64<A> o, U64<A>) {
    return othello_moves_boards<DirStep, A>(p, o);
  });
}
// The Othello batch as a kernel set's member (an ISA's Othello struct
// derives from it; base_table finds the member by name).
template <class A>
struct OthelloBoardsBatch {
  static void othello_moves_batch(const std::uint64_t* player, const std::uint64_t* opponent,
                                  std::uint64_t* out, std::size_t n) {
    simd::othello_moves_batch<A>(player, opponent, out, n);
  }
};

// Othello flips on the rays of the played square, one ray per lane
// (bodies.hpp's flips_up and flips_down); zero_lanes(x) is all ones in the
// lanes of x that are zero. Rays running up the board: the lowest stop.
template <class B>
LANEFILL_SIMD_INLINE B flips_up(B own, B other, B rays) {
  return lanefill::detail::flips_up(own, other, rays, ZeroLanesOp{}, B(~std::uint64_t{0}));
}
// Rays running down the board (T steps each lane down its ray): the highest
// stop by a smear.
template <class T, class B>
LANEFILL_SIMD_INLINE B flips_down(B own, B other, B rays) {
  return lanefill::detail::flips_down(own, other, rays, StepOf<T>{}, ZeroLanesOp{});
}

}  // namespace
}  // namespace lanefill::simd
