// simd/common/steppers.hpp — the steppers of the fill kernels (simd/common/lanes.hpp): how
// the lanes of an xsimd batch move, one direction per lane.
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
// constant expressions (constexpr members and locals). lanefill/native.h's
// functions are static (internal linkage), so ISA files may call those.
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
// add their own (simd/sse2/sse2.cpp: east/west in one xmm; simd/avx512/avx512.cpp: the 8
// dir8 directions in one zmm).
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

#include "lanefill/bitboard.hpp"
#include "lanefill/fills.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/masks.hpp"
#include "xsimd_batches.hpp"

// Hot helpers are forced inline: the fills are short straight-line code and
// a call would pass vectors through memory.
#define LANEFILL_SIMD_INLINE [[gnu::always_inline]] inline
// The same for a lambda (the attribute goes after the parameter list).
#define LANEFILL_SIMD_INLINE_LAMBDA __attribute__((always_inline))

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

// The squares a one-step shift in direction d may land on (the reference's
// shift_wrap_mask, lanefill/fills.hpp; constant expressions only here).
constexpr Bitboard file_guard(Direction d) { return reference::shift_wrap_mask(d); }
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

// All ones in the lanes of x that are zero, zero elsewhere (vceqzq on NEON).
template <class A>
LANEFILL_SIMD_INLINE U64<A> zero_lanes(U64<A> x) {
#if XSIMD_WITH_NEON64
  if constexpr (std::is_base_of_v<xsimd::neon64, A>) return U64<A>(vceqzq_u64(x));
#endif
  return xsimd::select(x == U64<A>(std::uint64_t{0}), U64<A>(~std::uint64_t{0}),
                       U64<A>(std::uint64_t{0}));
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

}  // namespace
}  // namespace lanefill::simd
