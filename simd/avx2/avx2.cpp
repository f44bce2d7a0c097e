// simd/avx2/avx2.cpp — AVX2 kernels (compiled with -mavx2 -mbmi -mbmi2 -mpopcnt).
//
// Directions in lanes, four per ymm, split by the sign of their shift so that
// each register needs one per-lane variable shift per fill step:
//
//   left  ymm  lanes {noEa +9, east +1, noWe +7, nort +8}  -> out[0], out[1], out[6], out[7]
//   right ymm  lanes {soWe -9, west -1, soEa -7, sout -8}  -> out[4], out[5], out[2], out[3]
//
// Lane j of the right register is the opposite of lane j of the left one, so
// attack fills share one propagator. Both take the generators {diag, orth,
// diag, orth}. Kogge-Stone is the avx2 inline target's kernel
// (lanefill/native/ymm.h: lanefill_ymm_ray_pair, lanefill_ymm_occluded_pair),
// one compiled kernel for both paths; dumb7fill is lanes.hpp's
// (opposite_ray_attacks). Rook and bishop use one ymm with the piece's four
// directions (mixed signs: vpsllvq | vpsrlvq per step). Batches: four boards
// per ymm (lanes.hpp, immediate shifts; Kogge-Stone's is the inline
// target's).
//
// SBAMG: the four lines of a square in one ymm, the inline target's kernel
// (no vplzcntq: the msb by a smear along the line, the body
// sbamg_by_line_smear of lanefill/detail/bodies.hpp, lanefill_u4_sbamg_by_line_smear
// in lanefill/native/ymm_kernels.h). Its set-wise entries take one slider at a
// time (line_kernels.hpp).
//
// The base table, Othello included, is the avx2 inline target's
// (lanefill/native/avx2.h).
//
// Instruction counts and measurements: docs/simd.md, docs/benchmarks.md.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include "implementations.hpp"
#include "lanefill/native.h"
#include "lanes.hpp"
#include "layouts.hpp"
#include "line_kernels.hpp"

namespace lanefill::detail {
namespace {

using Arch = xsimd::avx2;
using B = simd::U64<Arch>;
using D = Direction;

template <Direction... Ds>
using Ymm = simd::LaneStep<Arch, Ds...>;
using Layout = simd::layouts::Avx2<Ymm>;  // simd/common/layouts.hpp
using LeftStep = Layout::Left;
using RightStep = Layout::Right;
using RookStep = Layout::Rook;
using BishopStep = Layout::Bishop;

LANEFILL_SIMD_INLINE B generators(Bitboard orth, Bitboard diag) {
  return B(lanefill_ymm_generators(orth, diag));
}

// The fill kernel set: directions in lanes; batches with boards in lanes.
struct Fills : simd::BoardBatches<Arch> {
  template <Algorithm Alg>
  static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    __m256i left, right;
    if constexpr (Alg == Algorithm::kogge_stone) {
      lanefill_ymm_occluded_pair(orth, diag, occupied, &left, &right);
    } else {
      const B gen = generators(orth, diag), pro(~occupied);
      left = simd::occluded_fill_lanes<Alg, LeftStep>(gen, pro);
      right = simd::occluded_fill_lanes<Alg, RightStep>(gen, pro);
    }
    lanefill_ymm_store_ray_pair(out, left, right);
  }
  template <Algorithm Alg>
  static void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    __m256i left, right;
    attack_registers<Alg>(orth, diag, occupied, left, right);
    lanefill_ymm_store_ray_pair(out, left, right);
  }
  template <Algorithm Alg>
  static Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
    __m256i left, right;
    attack_registers<Alg>(orth, diag, occupied, left, right);
    return lanefill_ymm_or_lanes(_mm256_or_si256(left, right));
  }
  // The slider batch: four boards per ymm; Kogge-Stone's is the inline target's.
  template <Algorithm Alg>
  static void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag,
                                   const Bitboard* occupied, Bitboard* out, std::size_t n) {
    if constexpr (Alg == Algorithm::kogge_stone)
      lanefill_native_slider_attacks_batch(orth, diag, occupied, out, n);
    else
      simd::BoardBatches<Arch>::slider_attacks_batch<Alg>(orth, diag, occupied, out, n);
  }
  template <Algorithm Alg>
  static Bitboard rook_attacks(int square, Bitboard occupied) {
    return simd::or_lanes<Arch>(
        simd::ray_attacks_lanes<Alg, RookStep>(B(Bitboard{1} << square), B(~occupied)));
  }
  template <Algorithm Alg>
  static Bitboard bishop_attacks(int square, Bitboard occupied) {
    return simd::or_lanes<Arch>(
        simd::ray_attacks_lanes<Alg, BishopStep>(B(Bitboard{1} << square), B(~occupied)));
  }

 private:
  // Kogge-Stone: the inline target's kernel (one compiled kernel for both
  // paths); dumb7fill: lanes.hpp's loop.
  template <Algorithm Alg>
  LANEFILL_SIMD_INLINE static void attack_registers(Bitboard orth, Bitboard diag, Bitboard occupied,
                                                    __m256i& left, __m256i& right) {
    if constexpr (Alg == Algorithm::kogge_stone) {
      lanefill_ymm_ray_pair(orth, diag, occupied, &left, &right);
    } else {
      const B gen = generators(orth, diag);
      B l, r;
      simd::opposite_ray_attacks<Alg, LeftStep, RightStep>(gen, gen, B(~occupied), l, r);
      left = l;
      right = r;
    }
  }
};

// SBAMG: the inline target's line kernel, its set-wise entries one slider at a time.
using Sbamg = simd::SbamgTable<simd::NativeSbamgLines>;

}  // namespace

constinit const Implementation avx2_implementation =
    implementation_of<Isa::avx2, NoKernelsOfItsOwn, Research<Algorithm::dumb7_unrolled, Fills>,
                      Research<Algorithm::kogge_stone, Fills>, Research<Algorithm::sbamg, Sbamg>>(
        "4 directions per ymm (vpsllvq/vpsrlvq), SBAMG lines per ymm, 4 boards per ymm for "
        "batches");

}  // namespace lanefill::detail
