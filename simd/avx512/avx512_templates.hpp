// simd/avx512/avx512_templates.hpp — the AVX-512 kernel tables: the eight directions
// in one zmm register. Compiled by simd/avx512/avx512.cpp (the ISA avx512)
// and simd/avx512icl/avx512icl.cpp (avx512icl), each with its own flags and
// its own xsimd architecture type Arch, so that the two objects share no
// inline code (each architecture type instantiates its own; the ODR check,
// tests/odr_check.cmake). Nothing here runs at program start: the tables are
// constant data.
//
// Directions in lanes: lane d of a zmm walks direction d in dir8 order; the
// odd (orthogonal) lanes start from the orthogonal sliders, the even
// (diagonal) lanes from the diagonal ones. Two steppers of the lanes.hpp
// contract, the fills themselves are lanes.hpp's (each fill cycle one
// vpternlogq):
//   ShiftLanes   per-lane vpsllvq, then vpsrlvq merged into the four
//                right-shifting lanes; file guards against wraps
//                (dumb7_unrolled, kogge_stone)
//   RotateLanes  per-lane vprolvq, avoidWrap masks (chessprogramming wiki
//                "Generalized Rays"; rotate_unrolled)
// rotate_kogge's set-wise entries are the inline target's kernel
// (lanefill/native/avx512.h: lanefill_zmm_ray_lanes,
// lanefill_zmm_occluded_lanes): one compiled kernel for both paths.
// Batches: eight boards per zmm, lanes.hpp boards with immediate shifts
// (DirStep) or rotates (RotateDirStep); Kogge-Stone's slider batch is the
// inline target's (ranks and files by GFNI on avx512icl).
//
// SBAMG: the four lines of a square in one ymm with vplzcntq, the inline
// target's; set-wise entries take one slider at a time; the queen batch
// eight boards per zmm (lanefill/native/avx512.h).
//
// The base table, Othello included, is the inline target's
// (lanefill/native/avx512.h, or avx512icl.h).
//
// Instruction counts and measurements: docs/simd.md, docs/benchmarks.md.
#pragma once

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include <xsimd/xsimd.hpp>

#include "implementations.hpp"
#include "lanefill/native.h"
#include "lanes.hpp"
#include "layouts.hpp"
#include "line_kernels.hpp"

#if !defined(LANEFILL_NATIVE_AVX512)
#error "simd/avx512/avx512_templates.hpp must be compiled with AVX-512 F/CD/VL flags"
#endif

namespace lanefill::detail::avx512 {
namespace {

using D = Direction;

// 8 x 64-bit lane constants, loaded inside the kernels.
struct alignas(64) LaneConstants {
  std::uint64_t v[8];
};

template <class F>
constexpr LaneConstants per_lane(F f) {
  LaneConstants c{};
  for (int d = 0; d < 8; ++d) c.v[d] = f(static_cast<Direction>(d));
  return c;
}
template <int K>
constexpr LaneConstants kRotateCounts = per_lane([](Direction d) {
  return std::uint64_t(simd::rotate_count(d, K));
});
template <int K>
constexpr LaneConstants kShiftCounts = per_lane([](Direction d) {
  return std::uint64_t((shift_of(d) < 0 ? -shift_of(d) : shift_of(d)) * K);
});
constexpr LaneConstants kAvoidWrapLanes = per_lane([](Direction d) { return avoid_wrap(d); });
constexpr LaneConstants kFileGuardLanes = per_lane([](Direction d) { return simd::file_guard(d); });

// Lanes of the orthogonal (odd) and diagonal (even) directions, and the
// right-shifting ones (soEa, sout, soWe, west).
constexpr __mmask8 kOrthLanes = 0xaa, kDiagLanes = 0x55, kRightLanes = 0x3c;

static_assert(kRotateCounts<1>.v[2] == 57 && kRotateCounts<4>.v[5] == 60);
static_assert(kShiftCounts<4>.v[3] == 32 && kShiftCounts<2>.v[0] == 18);

// The lanes walk the directions of simd/common/layouts.hpp's AVX-512 layout: dir8 order.
constexpr bool lanes_in_dir8_order() {
  using Lanes = simd::layouts::Avx512<simd::layouts::Directions>::Lanes;
  for (int d = 0; d < 8; ++d)
    if (Lanes::kList[d] != static_cast<Direction>(d)) return false;
  return Lanes::kCount == 8;
}
static_assert(lanes_in_dir8_order());

// The kernel sets of the research tables, for the xsimd architecture Arch.
template <class Arch>
struct Kernels8 {
  using V = simd::U64<Arch>;  // 8 lanes

  LANEFILL_SIMD_INLINE static V load(const LaneConstants& c) { return V::load_aligned(c.v); }

  // Plain shifts: vpsllvq in all lanes, vpsrlvq merged into the
  // right-shifting ones (a masked merge keeps a fill cycle at one vpternlogq).
  struct ShiftLanes {
    template <int K>
    LANEFILL_SIMD_INLINE static V step(V x) {
      const __m512i counts = load(kShiftCounts<K>);
      return _mm512_mask_srlv_epi64(_mm512_sllv_epi64(x, counts), kRightLanes, x, counts);
    }
    LANEFILL_SIMD_INLINE static V clip(V x) { return x & load(kFileGuardLanes); }
  };

  // Generalized rays: one vprolvq for all lanes, avoidWrap as the guard.
  struct RotateLanes {
    template <int K>
    LANEFILL_SIMD_INLINE static V step(V x) {
      return _mm512_rolv_epi64(x, load(kRotateCounts<K>));
    }
    LANEFILL_SIMD_INLINE static V clip(V x) { return x & load(kAvoidWrapLanes); }
  };

  template <Algorithm Alg>
  using Lanes = std::conditional_t<simd::is_rotate_form<Alg>, RotateLanes, ShiftLanes>;
  template <Algorithm Alg>
  static constexpr Algorithm kShape = simd::fill_shape<Alg>;

  // Generator lanes: diag in the even lanes, orth in the odd ones.
  LANEFILL_SIMD_INLINE static V generator_lanes(Bitboard orth, Bitboard diag) {
    return _mm512_unpacklo_epi64(V(diag), V(orth));
  }

  template <Algorithm Alg>
  LANEFILL_SIMD_INLINE static V attack_lanes(V gen, Bitboard occupied) {
    return simd::ray_attacks_lanes<kShape<Alg>, Lanes<Alg>>(gen, V(~occupied));
  }
  // The set-wise attacks: rotate_kogge by the inline target's kernel (one
  // compiled kernel for both paths).
  template <Algorithm Alg>
  LANEFILL_SIMD_INLINE static V setwise_attack_lanes(Bitboard orth, Bitboard diag,
                                                     Bitboard occupied) {
    if constexpr (Alg == Algorithm::rotate_kogge)
      return lanefill_zmm_ray_lanes(orth, diag, occupied);
    else
      return attack_lanes<Alg>(generator_lanes(orth, diag), occupied);
  }

  // The fill kernel set: the 8 directions in one zmm; batches with boards in
  // lanes (lanes.hpp steps the rotate algorithms' boards by immediate rotates).
  struct Fills : simd::BoardBatches<Arch> {
    template <Algorithm Alg>
    static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
      if constexpr (Alg == Algorithm::rotate_kogge)
        _mm512_storeu_si512(out, lanefill_zmm_occluded_lanes(orth, diag, occupied));
      else
        simd::occluded_fill_lanes<kShape<Alg>, Lanes<Alg>>(generator_lanes(orth, diag),
                                                           V(~occupied))
            .store_unaligned(out);
    }
    template <Algorithm Alg>
    static void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
      setwise_attack_lanes<Alg>(orth, diag, occupied).store_unaligned(out);
    }
    template <Algorithm Alg>
    static Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
      return simd::or_lanes<Arch>(setwise_attack_lanes<Alg>(orth, diag, occupied));
    }
    template <Algorithm Alg>
    static Bitboard rook_attacks(int square, Bitboard occupied) {
      const V gen =
          _mm512_maskz_set1_epi64(kOrthLanes, static_cast<long long>(Bitboard{1} << square));
      return simd::or_lanes<Arch>(attack_lanes<Alg>(gen, occupied));
    }
    template <Algorithm Alg>
    static Bitboard bishop_attacks(int square, Bitboard occupied) {
      const V gen =
          _mm512_maskz_set1_epi64(kDiagLanes, static_cast<long long>(Bitboard{1} << square));
      return simd::or_lanes<Arch>(attack_lanes<Alg>(gen, occupied));
    }
    template <Algorithm Alg>
    static Bitboard queen_attacks(int square, Bitboard occupied) {
      return simd::or_lanes<Arch>(attack_lanes<Alg>(V(Bitboard{1} << square), occupied));
    }
  };
  // The Kogge-Stone table's kernel set: the fills, and the inline target's
  // slider batch (eight boards per zmm; ranks and files by GFNI on
  // avx512icl).
  struct KoggeFills : Fills {
    template <Algorithm>
    static void slider_attacks_batch(const std::uint64_t* orth, const std::uint64_t* diag,
                                     const std::uint64_t* occupied, std::uint64_t* out,
                                     std::size_t n) {
      lanefill_native_slider_attacks_batch(orth, diag, occupied, out, n);
    }
  };
};

// The implementation object of ISA I (avx512 or avx512icl) with its xsimd
// architecture Arch: the fills of every algorithm over the zmm kernel sets,
// and SBAMG by the inline target's line kernel, set-wise one slider at a time.
template <Isa I, class Arch>
constexpr Implementation implementation(const char* description) {
  using Fills = typename Kernels8<Arch>::Fills;
  return implementation_of<I, NoKernelsOfItsOwn, Research<Algorithm::dumb7_unrolled, Fills>,
                           Research<Algorithm::kogge_stone, typename Kernels8<Arch>::KoggeFills>,
                           Research<Algorithm::rotate_unrolled, Fills>,
                           Research<Algorithm::rotate_kogge, Fills>,
                           Research<Algorithm::sbamg, simd::SbamgTable<simd::NativeSbamgLines>>>(
      description);
}

}  // namespace
}  // namespace lanefill::detail::avx512
