// simd/lanes.hpp — the fill kernels, written once over xsimd batches, for every
// ISA file under simd/ (chessprogramming wiki: "Dumb7Fill", "Kogge-Stone
// Algorithm", "Generalized Rays", "SBAMG").
//
// Include only from simd/ files. Everything here lives in an anonymous
// namespace and is templated on the batch type or the xsimd arch, so each ISA
// file gets its own internal copy compiled with its own flags: no weak symbol
// is ever shared between an AVX file and a baseline caller. No vector constant
// at namespace scope: every constant is built inside a function.
//
// Code here runs with the including file's ISA flags, so it calls no function
// of the public headers at run time (at -O0 those would become weak symbols
// shared with baseline objects: ctest -R odr): header functions appear only in
// constant expressions (constexpr members and locals).
//
// ================================ CONTRACT ================================
// A stepper S moves every lane of a batch B along that lane's own direction:
//   template <int K> static B step(B x)  K steps: plain shift (bits leaving the
//                                        board drop, bits crossing a file edge
//                                        wrap) or rotate (everything wraps)
//   static B clip(B x)                   x & the squares a one-step move of each
//                                        lane may land on (file_guard() for
//                                        shifts, avoidWrap for rotates)
// and, for opposite_ray_attacks only,
//   static B clip_both(B x)              x & the guards of the lane's direction
//                                        and of its opposite
//   static constexpr Direction kDirections[lanes]
// Steppers here: DirStep (every lane one direction, immediate shift),
// RotateDirStep (every lane one direction, immediate rotate), LaneStep (lane j
// its own direction, per-lane variable shifts, AVX2/AVX-512). ISA files may
// add their own (simd/sse2.cpp: east/west in one xmm; simd/avx512.cpp: the 8
// dir8 directions in one zmm).
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
// Helpers written once: or_lanes (NEON q, xmm, ymm, zmm), or_lanes_4x4, square_bits,
// batch_of_boards / batch_of_queens (full blocks, then the tail through the
// same kernel on a zero-padded copy), sbamg_ray_attacks_loop (SBAMG set-wise,
// one slider at a time).
// ===========================================================================
#pragma once

#if defined(__x86_64__) || defined(_M_X64)
#include <immintrin.h>
#elif defined(__aarch64__)
#include <arm_neon.h>
#endif

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include <xsimd/xsimd.hpp>

#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/masks.hpp"
#include "lanefill/native.hpp"

// Hot helpers are forced inline: the fills are short straight-line code and
// a call would pass vectors through memory.
#define LANEFILL_SIMD_INLINE [[gnu::always_inline]] inline

namespace lanefill::simd {
namespace {

template <class A>
using U64 = xsimd::batch<std::uint64_t, A>;

template <class B>
constexpr bool is_avx512_batch = false;
#if XSIMD_WITH_AVX512F
template <class A>
constexpr bool is_avx512_batch<xsimd::batch<std::uint64_t, A>> =
    std::is_base_of_v<xsimd::avx512f, A>;
#endif

// The file a one-step shift in direction d may never land on, removed.
constexpr Bitboard file_guard(Direction d) {
  const int s = shift_of(d);
  if (s == 9 || s == 1 || s == -7) return kNotFileA;   // eastward
  if (s == -9 || s == -1 || s == 7) return kNotFileH;  // westward
  return kUniverse;                                    // nort, sout
}
// Squares a flood in direction d or its opposite may pass through when only
// attacks are wanted: neither direction's wrap file.
constexpr Bitboard both_guards(Direction d) { return file_guard(d) & file_guard(opposite(d)); }

// Rotate count of k steps in direction d (generalized rays).
constexpr int rotate_count(Direction d, int k) { return ((shift_of(d) * k) % 64 + 64) % 64; }

// The fill shape of an algorithm: rotate forms are the shift forms' shapes.
template <Algorithm Alg>
constexpr Algorithm fill_shape = (Alg == Algorithm::kogge_stone || Alg == Algorithm::rotate_kogge)
                                     ? Algorithm::kogge_stone
                                     : Algorithm::dumb7_unrolled;

// a | (b & c): one fill cycle. vpternlogq on AVX-512 (truth table 0xf8).
template <class B>
LANEFILL_SIMD_INLINE B or_and(B a, B b, B c) {
#if XSIMD_WITH_AVX512F
  if constexpr (is_avx512_batch<B>) return B(_mm512_ternarylogic_epi64(a, b, c, 0xf8));
#endif
  return a | (b & c);
}

// ---------------------------------------------------------------------------
// Steppers.

// Every lane moves in direction D: an immediate shift.
template <class A, Direction D>
struct DirStep {
  static constexpr int kStep = shift_of(D);
  static constexpr Direction kDirections[1] = {D};

  template <int K>
  LANEFILL_SIMD_INLINE static U64<A> step(U64<A> x) {
#if XSIMD_WITH_NEON64
    // xsimd 8.1 shifts a NEON batch by a run-time count through a 64-way
    // switch: the immediate forms (shl/ushr #n) directly.
    if constexpr (std::is_base_of_v<xsimd::neon64, A>) {
      if constexpr (kStep > 0)
        return U64<A>(vshlq_n_u64(x, kStep * K));
      else
        return U64<A>(vshrq_n_u64(x, -kStep * K));
    }
#endif
    if constexpr (kStep > 0)
      return x << (kStep * K);
    else
      return x >> (-kStep * K);
  }
  LANEFILL_SIMD_INLINE static U64<A> clip(U64<A> x) { return guard<file_guard(D)>(x); }
  LANEFILL_SIMD_INLINE static U64<A> clip_both(U64<A> x) { return guard<both_guards(D)>(x); }

 private:
  template <Bitboard G>
  LANEFILL_SIMD_INLINE static U64<A> guard(U64<A> x) {
    if constexpr (G == kUniverse)
      return x;
    else
      return x & U64<A>(G);
  }
};

// Every lane moves in direction D by rotation; avoidWrap removes what came
// round a file edge or the board's end.
template <class A, Direction D>
struct RotateDirStep {
  static constexpr Direction kDirections[1] = {D};
  static constexpr Bitboard kGuard = avoid_wrap(D);
  static constexpr Bitboard kBothGuards = avoid_wrap(D) & avoid_wrap(opposite(D));

  template <int K>
  LANEFILL_SIMD_INLINE static U64<A> step(U64<A> x) {
    constexpr int n = rotate_count(D, K);
#if XSIMD_WITH_AVX512F
    if constexpr (std::is_base_of_v<xsimd::avx512f, A>) return U64<A>(_mm512_rol_epi64(x, n));
#endif
    if constexpr (n == 0)
      return x;
    else
      return (x << n) | (x >> (64 - n));
  }
  LANEFILL_SIMD_INLINE static U64<A> clip(U64<A> x) { return x & U64<A>(kGuard); }
  LANEFILL_SIMD_INLINE static U64<A> clip_both(U64<A> x) { return x & U64<A>(kBothGuards); }
};

// Per-lane variable shifts: vpsllvq/vpsrlvq directly (xsimd 8.1 emits a
// scalar loop for them on AVX-512).
template <class A, bool Left>
LANEFILL_SIMD_INLINE U64<A> shift_lanes(U64<A> x, U64<A> counts) {
#if XSIMD_WITH_AVX512F
  if constexpr (std::is_base_of_v<xsimd::avx512f, A>)
    return U64<A>(Left ? _mm512_sllv_epi64(x, counts) : _mm512_srlv_epi64(x, counts));
#endif
#if XSIMD_WITH_AVX2
  if constexpr (std::is_base_of_v<xsimd::avx2, A>)
    return U64<A>(Left ? _mm256_sllv_epi64(x, counts) : _mm256_srlv_epi64(x, counts));
#endif
  if constexpr (Left)
    return x << counts;
  else
    return x >> counts;
}

// Shift count of k steps in direction d for a left (or right) shift; 64, a
// zero result, where the lane shifts the other way.
constexpr std::uint64_t shift_count(Direction d, int k, bool left) {
  const int s = shift_of(d);
  return (s > 0) == left ? std::uint64_t((s > 0 ? s : -s) * k) : 64;
}

// Lane j moves in direction Ds[j] (AVX2/AVX-512). Mixed signs cost two shifts
// and an OR.
template <class A, Direction... Ds>
struct LaneStep {
  static_assert(sizeof...(Ds) == U64<A>::size, "one direction per lane");
  static constexpr bool kAllLeft = ((shift_of(Ds) > 0) && ...);
  static constexpr bool kAllRight = ((shift_of(Ds) < 0) && ...);
  static constexpr Direction kDirections[sizeof...(Ds)] = {Ds...};

  template <int K>
  static constexpr std::uint64_t kLeft[sizeof...(Ds)] = {shift_count(Ds, K, true)...};
  template <int K>
  static constexpr std::uint64_t kRight[sizeof...(Ds)] = {shift_count(Ds, K, false)...};
  static constexpr Bitboard kGuards[sizeof...(Ds)] = {file_guard(Ds)...};
  static constexpr Bitboard kBothGuards[sizeof...(Ds)] = {both_guards(Ds)...};

  template <int K>
  LANEFILL_SIMD_INLINE static U64<A> step(U64<A> x) {
    const U64<A> left = U64<A>::load_unaligned(kLeft<K>);
    const U64<A> right = U64<A>::load_unaligned(kRight<K>);
    if constexpr (kAllLeft)
      return shift_lanes<A, true>(x, left);
    else if constexpr (kAllRight)
      return shift_lanes<A, false>(x, right);
    else
      return shift_lanes<A, true>(x, left) | shift_lanes<A, false>(x, right);
  }
  LANEFILL_SIMD_INLINE static U64<A> clip(U64<A> x) { return x & U64<A>::load_unaligned(kGuards); }
  LANEFILL_SIMD_INLINE static U64<A> clip_both(U64<A> x) {
    return x & U64<A>::load_unaligned(kBothGuards);
  }
};

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

// Kogge-Stone parallel prefix: steps of 1, 2 and 4 (distance up to 7).
template <class S, class B>
LANEFILL_SIMD_INLINE B kogge_fill(B gen, B pro) {
  gen = or_and(gen, pro, S::template step<1>(gen));
  pro &= S::template step<1>(pro);
  gen = or_and(gen, pro, S::template step<2>(gen));
  pro &= S::template step<2>(pro);
  return or_and(gen, pro, S::template step<4>(gen));
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

// Attack fills of two steppers whose lane j walk opposite directions. A flood
// never needs to pass a square it could only leave by wrapping (its final step
// still lands there), so both share one propagator clipped for both
// directions, and Kogge-Stone gets T's propagator steps from S's with one
// step each: p1(-d) = step_T(p1(d)), p2(-d) = step_T^3(p2(d)).
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
    const B pro1_s = pro & S::template step<1>(pro);
    const B pro2_s = pro1_s & S::template step<2>(pro1_s);
    const B pro1_t = T::template step<1>(pro1_s);
    const B pro2_t = T::template step<3>(pro2_s);
    gen_s = or_and(gen_s, pro, S::template step<1>(gen_s));
    gen_t = or_and(gen_t, pro, T::template step<1>(gen_t));
    gen_s = or_and(gen_s, pro1_s, S::template step<2>(gen_s));
    gen_t = or_and(gen_t, pro1_t, T::template step<2>(gen_t));
    gen_s = or_and(gen_s, pro2_s, S::template step<4>(gen_s));
    gen_t = or_and(gen_t, pro2_t, T::template step<4>(gen_t));
  }
  attacks_s = S::clip(S::template step<1>(gen_s));
  attacks_t = T::clip(T::template step<1>(gen_t));
}

// ---------------------------------------------------------------------------
// Boards in lanes: lane i holds board i; Step<A, D> is DirStep or RotateDirStep.

template <Algorithm Shape, template <class, Direction> class Step, class A>
LANEFILL_SIMD_INLINE U64<A> slider_attacks_boards(U64<A> orth, U64<A> diag, U64<A> occupied) {
  using D = Direction;
  const U64<A> empty = ~occupied;
  U64<A> east, west, nort, sout, noea, sowe, nowe, soea;
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
#else
    return U64<A>(_mm_set_epi64x(static_cast<long long>(lane1), static_cast<long long>(lane0)));
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
#if XSIMD_WITH_SSE2
LANEFILL_SIMD_INLINE Bitboard or_lanes(__m128i x) {
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
}
#endif
#if XSIMD_WITH_AVX2
LANEFILL_SIMD_INLINE Bitboard or_lanes(__m256i y) {
  return or_lanes(_mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1)));
}
// Lane i of the result = OR of r_i's four lanes: one 4x4 transpose.
LANEFILL_SIMD_INLINE __m256i or_lanes_4x4(__m256i r0, __m256i r1, __m256i r2, __m256i r3) {
  const __m256i a = _mm256_or_si256(_mm256_unpacklo_epi64(r0, r1), _mm256_unpackhi_epi64(r0, r1));
  const __m256i b = _mm256_or_si256(_mm256_unpacklo_epi64(r2, r3), _mm256_unpackhi_epi64(r2, r3));
  return _mm256_or_si256(_mm256_permute2x128_si256(a, b, 0x20),
                         _mm256_permute2x128_si256(a, b, 0x31));
}
#endif
#if XSIMD_WITH_AVX512F
LANEFILL_SIMD_INLINE Bitboard or_lanes(__m512i z) {
  return or_lanes(_mm256_or_si256(_mm512_castsi512_si256(z), _mm512_extracti64x4_epi64(z, 1)));
}
#endif
template <class A>
LANEFILL_SIMD_INLINE Bitboard or_lanes(U64<A> x) {
  return or_lanes(static_cast<typename U64<A>::register_type>(x));
}

// ---------------------------------------------------------------------------
// SBAMG set-wise: one slider at a time (SBAMG is a single-square method). The
// ISA's `lines(square, occupied, out4)` writes the attacks on the rank, file,
// diagonal and antidiagonal of the square (scalar::Line order); each line is
// split at the slider into its two rays.
template <class Lines>
LANEFILL_SIMD_INLINE void sbamg_ray_attacks_loop(Bitboard orth, Bitboard diag, Bitboard occupied,
                                                 Bitboard out[8], Lines lines) {
  using D = Direction;
  // Constants, so that no header function runs here (see docs/architecture.md).
  constexpr int kEast = index(D::east), kWest = index(D::west), kNort = index(D::nort),
                kSout = index(D::sout), kNoEa = index(D::noEa), kSoWe = index(D::soWe),
                kNoWe = index(D::noWe), kSoEa = index(D::soEa);
  for (int d = 0; d < 8; ++d) out[d] = 0;
  for (Bitboard sliders = orth | diag; sliders; sliders &= sliders - 1) {
    const int sq = __builtin_ctzll(sliders);
    const Bitboard self = sliders & (~sliders + 1);
    const Bitboard below = self - 1, above = ~below & ~self;
    alignas(32) Bitboard att[4];
    lines(sq, occupied, att);
    if (orth & self) {
      out[kEast] |= att[0] & above;
      out[kWest] |= att[0] & below;
      out[kNort] |= att[1] & above;
      out[kSout] |= att[1] & below;
    }
    if (diag & self) {
      out[kNoEa] |= att[2] & above;
      out[kSoWe] |= att[2] & below;
      out[kNoWe] |= att[3] & above;
      out[kSoEa] |= att[3] & below;
    }
  }
}

// The other set-wise entries and the slider batch from the ray loop.
template <class Lines>
LANEFILL_SIMD_INLINE void sbamg_occluded_fills_loop(Bitboard orth, Bitboard diag, Bitboard empty,
                                                    Bitboard out[8], Lines lines) {
  sbamg_ray_attacks_loop(orth, diag, ~empty, out, lines);
  for (int d = 0; d < 8; ++d) out[d] = ((d & 1) ? orth : diag) | (out[d] & empty);
}
template <class Lines>
LANEFILL_SIMD_INLINE Bitboard sbamg_slider_attacks_loop(Bitboard orth, Bitboard diag,
                                                        Bitboard occupied, Lines lines) {
  Bitboard all = 0;
  for (Bitboard sliders = orth | diag; sliders; sliders &= sliders - 1) {
    const int sq = __builtin_ctzll(sliders);
    const Bitboard self = sliders & (~sliders + 1);
    alignas(32) Bitboard att[4];
    lines(sq, occupied, att);
    if (orth & self) all |= att[0] | att[1];
    if (diag & self) all |= att[2] | att[3];
  }
  return all;
}

// ---------------------------------------------------------------------------
// Othello moves with the same steppers (lanefill/othello.hpp): the generator
// is the player's discs, the propagator the opponent's; one more step lands
// on an empty square (a move). Flips are found by the outflank search
// (native.hpp, simd/sse2.cpp, othello.hpp), not by fills.

// Per lane: the squares `player` may play in that lane's direction. The run
// of opponent discs next to the player by a parallel prefix of steps 1, 1,
// 2, 2 (a run is at most 6 discs); the propagator is clipped once, so every
// step is one or_and (one vpternlogq on AVX-512).
template <class S, class B>
LANEFILL_SIMD_INLINE B othello_move_lanes(B player, B opponent) {
  const B pro = S::clip(opponent);
  B run = pro & S::template step<1>(player);
  run = or_and(run, pro, S::template step<1>(run));
  const B pro2 = pro & S::template step<1>(pro);
  run = or_and(run, pro2, S::template step<2>(run));
  run = or_and(run, pro2, S::template step<2>(run));
  return S::clip(S::template step<1>(run)) & ~(player | opponent);
}

// Boards in lanes: every direction an immediate shift.
template <class A, Direction... Ds>
LANEFILL_SIMD_INLINE U64<A> othello_moves_over(U64<A> player, U64<A> opponent) {
  return (othello_move_lanes<DirStep<A, Ds>>(player, opponent) | ...);
}
template <class A>
void othello_moves_batch(const std::uint64_t* player, const std::uint64_t* opponent,
                         std::uint64_t* out, std::size_t n) {
  using D = Direction;
  batch_of_boards<A>(player, opponent, opponent, out, n, [](U64<A> p, U64<A> o, U64<A>) {
    return othello_moves_over<A, D::noEa, D::east, D::soEa, D::sout, D::soWe, D::west, D::noWe,
                              D::nort>(p, o);
  });
}

#if defined(LANEFILL_NATIVE_AVX2) || defined(LANEFILL_NATIVE_AVX512)
// The single-board Othello kernels of lanefill/native.hpp, compiled with this
// file's flags (a left and a right ymm; AVX-512 adds vpternlogq and
// vplzcntq), and the kernel table of an ISA from them and a batch.
struct NativeOthello {
  static Bitboard moves(Bitboard player, Bitboard opponent) {
    return native::othello_moves(player, opponent);
  }
  static Bitboard flips(int square, Bitboard player, Bitboard opponent) {
    return native::othello_flips(static_cast<Square>(square), player, opponent);
  }
  static constexpr OthelloKernels kernels(Isa isa, decltype(OthelloKernels::moves_batch) batch) {
    return {.isa = isa, .moves = &moves, .flips = &flips, .moves_batch = batch};
  }
};
#endif

// ---------------------------------------------------------------------------
// The sbamg kernel set of an ISA (for attack_kernels<Algorithm::sbamg, ...>,
// lib/implementations.hpp), written once over its line kernel L:
//   static void lines(int square, Bitboard occupied, Bitboard out[4])
//   static Bitboard rook(int, Bitboard), bishop(int, Bitboard), queen(int, Bitboard)
//   static void queen_batch(const uint8_t*, const Bitboard*, Bitboard*, size_t)
template <class L>
struct SbamgTable {
  template <Algorithm>
  static void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    sbamg_ray_attacks_loop(orth, diag, occupied, out, L::lines);
  }
  template <Algorithm>
  static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
    sbamg_occluded_fills_loop(orth, diag, empty, out, L::lines);
  }
  template <Algorithm>
  static Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
    return sbamg_slider_attacks_loop(orth, diag, occupied, L::lines);
  }
  template <Algorithm>
  static void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag,
                                   const Bitboard* occupied, Bitboard* out, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i)
      out[i] = sbamg_slider_attacks_loop(orth[i], diag[i], occupied[i], L::lines);
  }
  template <Algorithm>
  static Bitboard rook_attacks(int square, Bitboard occupied) {
    return L::rook(square, occupied);
  }
  template <Algorithm>
  static Bitboard bishop_attacks(int square, Bitboard occupied) {
    return L::bishop(square, occupied);
  }
  template <Algorithm>
  static Bitboard queen_attacks(int square, Bitboard occupied) {
    return L::queen(square, occupied);
  }
  template <Algorithm>
  static void queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied,
                                  Bitboard* out, std::size_t n) {
    L::queen_batch(squares, occupied, out, n);
  }
};

#if defined(LANEFILL_NATIVE_AVX2) || defined(LANEFILL_NATIVE_AVX512)
// The line kernel of lanefill/native.hpp (compiled with this file's flags):
// the four lines of a square in one ymm.
struct NativeSbamgLines {
  LANEFILL_SIMD_INLINE static __m256i ymm(int square, Bitboard occupied) {
    return native::detail::sbamg_lines(static_cast<Square>(square), occupied);
  }
  static void lines(int square, Bitboard occupied, Bitboard out[4]) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), ymm(square, occupied));
  }
  static Bitboard rook(int square, Bitboard occupied) {
    return lanefill_nk_or_lanes2(_mm256_castsi256_si128(ymm(square, occupied)));
  }
  static Bitboard bishop(int square, Bitboard occupied) {
    return lanefill_nk_or_lanes2(_mm256_extracti128_si256(ymm(square, occupied), 1));
  }
  static Bitboard queen(int square, Bitboard occupied) {
    return lanefill_nk_or_lanes4(ymm(square, occupied));
  }
  // One ymm per board, the lane ORs of four boards at once.
  static void queen_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                          std::size_t n) {
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
      const __m256i r0 = ymm(squares[i], occupied[i]);
      const __m256i r1 = ymm(squares[i + 1], occupied[i + 1]);
      const __m256i r2 = ymm(squares[i + 2], occupied[i + 2]);
      const __m256i r3 = ymm(squares[i + 3], occupied[i + 3]);
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), or_lanes_4x4(r0, r1, r2, r3));
    }
    for (; i < n; ++i) out[i] = queen(squares[i], occupied[i]);
  }
};
#endif

}  // namespace
}  // namespace lanefill::simd
