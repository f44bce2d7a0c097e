// simd/neon/neon.cpp — aarch64 Advanced SIMD (NEON) kernels: two directions per
// q-register (compiled with the baseline aarch64 flags: NEON is part of it).
//
// NEON shifts each 64-bit lane by its own signed count in one instruction
// (ushl: a negative count shifts right), so a register may hold a direction
// and its opposite. Four registers hold the eight directions, each pair
// started from its own sliders:
//
//   orth  {east +1, west -1}    -> out[1], out[5]
//   orth  {nort +8, sout -8}    -> out[7], out[3]
//   diag  {noEa +9, soWe -9}    -> out[0], out[4]
//   diag  {noWe +7, soEa -7}    -> out[6], out[2]
//
// Every fill step is one ushl of the generator (and one of the propagator in
// Kogge-Stone's doubling steps), one and, one orr. Rook and bishop run only
// their two registers. Batches: two boards per q-register, every direction an
// immediate shift (simd/common/lanes.hpp). No 64-bit clz or lane rotate on NEON: the
// single-square plan takes scalar hyperbola quintessence (rbit) there.
//
// Othello: moves by the same four registers (lanes.hpp's prefix of steps 1,
// 1, 2, 2); flips by lanes.hpp's flips_up and flips_down, two rays per
// register; batches two boards a register.
#include <arm_neon.h>

#include <cstddef>
#include <cstdint>

#include "implementations.hpp"
#include "lanefill/native.h"
#include "lanes.hpp"
#include "layouts.hpp"

namespace lanefill::detail {
namespace {

using Arch = xsimd::neon64;
using B = simd::U64<Arch>;
using D = Direction;

LANEFILL_SIMD_INLINE B pair(std::uint64_t lane0, std::uint64_t lane1) {
  return B(vcombine_u64(vcreate_u64(lane0), vcreate_u64(lane1)));
}

// Lane 0 walks D0, lane 1 walks D1: one ushl with the signed counts.
template <Direction... Ds>
struct PairStep {
  static_assert(sizeof...(Ds) == 2, "two directions per q-register");
  static constexpr Direction kDirections[2] = {Ds...};
  static constexpr Direction D0 = kDirections[0], D1 = kDirections[1];

  template <int K>
  LANEFILL_SIMD_INLINE static B step(B x) {
    const int64x2_t counts = vcombine_s64(vcreate_s64(std::uint64_t(shift_of(D0) * K)),
                                          vcreate_s64(std::uint64_t(shift_of(D1) * K)));
    return B(vshlq_u64(x, counts));
  }
  LANEFILL_SIMD_INLINE static B clip(B x) {
    return x & pair(simd::file_guard(D0), simd::file_guard(D1));
  }
};

using Layout = simd::layouts::Neon<PairStep>;  // simd/common/layouts.hpp
using EastWest = Layout::EastWest;
using NortSout = Layout::NortSout;
using NoEaSoWe = Layout::NoEaSoWe;
using NoWeSoEa = Layout::NoWeSoEa;

// The four registers of one call, in the order above.
struct Rays {
  B eawe, noso, nesw, nwse;
};

template <Algorithm Alg, template <Algorithm, class> class Fill>
LANEFILL_SIMD_INLINE Rays rays_of(Bitboard orth, Bitboard diag, Bitboard propagator) {
  const B o(orth), d(diag), p(propagator);
  return {Fill<Alg, EastWest>::run(o, p), Fill<Alg, NortSout>::run(o, p),
          Fill<Alg, NoEaSoWe>::run(d, p), Fill<Alg, NoWeSoEa>::run(d, p)};
}
template <Algorithm Alg, class S>
struct OccludedFill {
  LANEFILL_SIMD_INLINE static B run(B gen, B empty) {
    return simd::occluded_fill_lanes<Alg, S>(gen, empty);
  }
};
template <Algorithm Alg, class S>
struct AttackFill {
  LANEFILL_SIMD_INLINE static B run(B gen, B empty) {
    return simd::ray_attacks_lanes<Alg, S>(gen, empty);
  }
};

LANEFILL_SIMD_INLINE void store_rays(const Rays& r, Bitboard out[8]) {
  const auto put = [out](B x, Direction lane0, Direction lane1) {
    out[index(lane0)] = vgetq_lane_u64(x, 0);
    out[index(lane1)] = vgetq_lane_u64(x, 1);
  };
  put(r.eawe, D::east, D::west);
  put(r.noso, D::nort, D::sout);
  put(r.nesw, D::noEa, D::soWe);
  put(r.nwse, D::noWe, D::soEa);
}

// The fill kernel set: directions in lanes; batches with boards in lanes.
struct Fills : simd::BoardBatches<Arch> {
  template <Algorithm Alg>
  static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    store_rays(rays_of<Alg, OccludedFill>(orth, diag, ~occupied), out);
  }

  template <Algorithm Alg>
  static void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    store_rays(rays_of<Alg, AttackFill>(orth, diag, ~occupied), out);
  }

  template <Algorithm Alg>
  static Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
    const Rays r = rays_of<Alg, AttackFill>(orth, diag, ~occupied);
    return simd::or_lanes<Arch>((r.eawe | r.noso) | (r.nesw | r.nwse));
  }

  template <Algorithm Alg>
  static Bitboard rook_attacks(int square, Bitboard occupied) {
    const B rook(Bitboard{1} << square), empty(~occupied);
    return simd::or_lanes<Arch>(simd::ray_attacks_lanes<Alg, EastWest>(rook, empty) |
                                simd::ray_attacks_lanes<Alg, NortSout>(rook, empty));
  }

  template <Algorithm Alg>
  static Bitboard bishop_attacks(int square, Bitboard occupied) {
    const B bishop(Bitboard{1} << square), empty(~occupied);
    return simd::or_lanes<Arch>(simd::ray_attacks_lanes<Alg, NoEaSoWe>(bishop, empty) |
                                simd::ray_attacks_lanes<Alg, NoWeSoEa>(bishop, empty));
  }
};

// A stepper without guards, for propagators that can never reach a file edge.
template <class S>
struct Unguarded : S {
  LANEFILL_SIMD_INLINE static B clip(B x) { return x; }
};

// Othello, one board: moves by the four registers of the fills above (the
// sideways pairs propagate through the opponent's discs on files b..g only,
// so no step wraps and no guard is needed: one step past b or g stays on the
// board's own rank); flips by the eight rays of the square, two per
// q-register (lanefill_ray_table order), simd::flips_up / flips_down per
// register; the batch two boards a register.
using FlipLayout = simd::layouts::NeonFlips<PairStep>;  // simd/common/layouts.hpp

LANEFILL_SIMD_INLINE B load_rays(const Bitboard* rays) { return B(vld1q_u64(rays)); }

struct Othello : simd::OthelloBoardsBatch<Arch> {
  static Bitboard othello_moves(Bitboard player, Bitboard opponent) {
    constexpr Bitboard kFilesBtoG = kNotFileA & kNotFileH;
    const B p(player), o(opponent), inner(opponent & kFilesBtoG);
    return simd::or_lanes<Arch>((simd::othello_move_lanes<Unguarded<EastWest>>(p, inner) |
                                 simd::othello_move_lanes<NortSout>(p, o)) |
                                (simd::othello_move_lanes<Unguarded<NoEaSoWe>>(p, inner) |
                                 simd::othello_move_lanes<Unguarded<NoWeSoEa>>(p, inner))) &
           ~(player | opponent);
  }
  static Bitboard othello_flips(int square, Bitboard player, Bitboard opponent) {
    if (((player | opponent) >> square) & 1) return 0;
    const Bitboard* rays = lanefill_ray_table[square];
    const B own(player), other(opponent);
    const B up = simd::flips_up(own, other, load_rays(rays)) |
                 simd::flips_up(own, other, load_rays(rays + 2));
    const B down = simd::flips_down<FlipLayout::Down0>(own, other, load_rays(rays + 4)) |
                   simd::flips_down<FlipLayout::Down1>(own, other, load_rays(rays + 6));
    return simd::or_lanes<Arch>(up | down);
  }
};

}  // namespace

constinit const Implementation neon_implementation =
    implementation_of<Isa::neon, Othello, Research<Algorithm::dumb7_unrolled, Fills>,
                      Research<Algorithm::kogge_stone, Fills>>(
        "2 opposite directions per q-register (ushl by signed per-lane counts), 2 boards per "
        "q-register for batches");

}  // namespace lanefill::detail
