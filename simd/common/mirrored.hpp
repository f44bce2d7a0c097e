// simd/common/mirrored.hpp — the set-wise kernels of a two-lane register whose
// lanes shift by one count (SSE2's psllq/psrlq, WebAssembly SIMD128's
// i64x2.shl/shr_u): the mirrored layout of layouts::Sse2. Lane 0 walks a
// northward direction on the board, lane 1 the same direction on the
// vertically flipped board, which is the southward partner flipped back; east
// and west share the fourth register. simd/sse2/sse2.cpp explains the layout
// and counts its instructions.
//
// Written once over P, the ISA's pair operations (sse2.cpp's Sse2Pairs,
// wasm128.cpp's Wasm128Pairs):
//   P::Arch, P::B                    the xsimd architecture and its batch
//   P::EastWestStep                  lane 0 east (left shift), lane 1 west
//   P::with_flip(b)                  {b, b flipped vertically (a1 <-> a8)}
//   P::low(x), P::high(x)            lane 0, lane 1
//   P::high_flipped(x)               lane 1 flipped back
//   P::fold_east_west(x)             lane 0: lane 0 | lane 1
#pragma once

#include <cstdint>

#include "lanes.hpp"
#include "layouts.hpp"

namespace lanefill::simd {
namespace {

template <class P>
struct MirroredKernels {
  using B = typename P::B;
  using Arch = typename P::Arch;
  template <Direction Dir>
  using Mirrored = DirStep<Arch, Dir>;  // lane 1 on the flipped board
  template <Direction... Ds>
  using Pair = layouts::Directions<Ds...>;  // the east/west register's lanes
  using Layout = layouts::Sse2<Mirrored, Pair>;
  using VertStep = typename Layout::Vert;
  using NoEaStep = typename Layout::NoEa;
  using NoWeStep = typename Layout::NoWe;
  using EastWestStep = typename P::EastWestStep;
  static_assert(Layout::EastWest::kList[0] == Direction::east &&
                    Layout::EastWest::kList[1] == Direction::west,
                "EastWestStep shifts lane 0 left (east) and lane 1 right (west)");

  // The four registers of one call.
  struct Rays {
    B vert, noea, nowe, eawe;
  };

  template <Algorithm Alg>
  LANEFILL_SIMD_INLINE static Rays ray_attack_registers(Bitboard orth, Bitboard diag,
                                                        Bitboard occupied) {
    const B empty = P::with_flip(~occupied);
    const B o = P::with_flip(orth), d = P::with_flip(diag);
    return {ray_attacks_lanes<Alg, VertStep>(o, empty), ray_attacks_lanes<Alg, NoEaStep>(d, empty),
            ray_attacks_lanes<Alg, NoWeStep>(d, empty),
            ray_attacks_lanes<Alg, EastWestStep>(B(orth), B(~occupied))};
  }

  LANEFILL_SIMD_INLINE static void store_rays(const Rays& r, Bitboard out[8]) {
    using D = Direction;
    out[static_cast<int>(D::nort)] = P::low(r.vert);
    out[static_cast<int>(D::sout)] = P::high_flipped(r.vert);
    out[static_cast<int>(D::noEa)] = P::low(r.noea);
    out[static_cast<int>(D::soEa)] = P::high_flipped(r.noea);
    out[static_cast<int>(D::noWe)] = P::low(r.nowe);
    out[static_cast<int>(D::soWe)] = P::high_flipped(r.nowe);
    out[static_cast<int>(D::east)] = P::low(r.eawe);
    out[static_cast<int>(D::west)] = P::high(r.eawe);
  }

  // Lane 0 of x | lane 0 of y | flip(lane 1 of x), where x holds mirrored
  // pairs {northward rays, flipped southward rays}: one flip for all of them.
  LANEFILL_SIMD_INLINE static Bitboard unmirror_union(B mirrored, B lane0_extra) {
    return P::low(mirrored | lane0_extra) | P::high_flipped(mirrored);
  }

  // OR of the eight rays: the mirrored lanes are ORed first and flipped once.
  LANEFILL_SIMD_INLINE static Bitboard union_of(const Rays& r) {
    return unmirror_union(r.vert | r.noea | r.nowe, P::fold_east_west(r.eawe));
  }

  // The fill kernel set: directions in lanes; batches with boards in lanes.
  struct Fills : BoardBatches<Arch> {
    template <Algorithm Alg>
    static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
      const Bitboard empty = ~occupied;
      const B pro = P::with_flip(empty);
      const B o = P::with_flip(orth), d = P::with_flip(diag);
      store_rays(
          {occluded_fill_lanes<Alg, VertStep>(o, pro), occluded_fill_lanes<Alg, NoEaStep>(d, pro),
           occluded_fill_lanes<Alg, NoWeStep>(d, pro),
           occluded_fill_lanes<Alg, EastWestStep>(B(orth), B(empty))},
          out);
    }

    template <Algorithm Alg>
    static void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
      store_rays(ray_attack_registers<Alg>(orth, diag, occupied), out);
    }

    template <Algorithm Alg>
    LANEFILL_SIMD_INLINE static Bitboard union_of_rays(Bitboard orth, Bitboard diag,
                                                       Bitboard occupied) {
      return union_of(ray_attack_registers<Alg>(orth, diag, occupied));
    }

    template <Algorithm Alg>
    static Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
      return union_of_rays<Alg>(orth, diag, occupied);
    }

    // Rook and bishop run only the registers of their own directions.
    template <Algorithm Alg>
    static Bitboard rook_attacks(int square, Bitboard occupied) {
      const Bitboard rook = Bitboard{1} << square, empty = ~occupied;
      const B vert = ray_attacks_lanes<Alg, VertStep>(P::with_flip(rook), P::with_flip(empty));
      const B eawe = ray_attacks_lanes<Alg, EastWestStep>(B(rook), B(empty));
      return unmirror_union(vert, P::fold_east_west(eawe));
    }

    template <Algorithm Alg>
    static Bitboard bishop_attacks(int square, Bitboard occupied) {
      const B bishop = P::with_flip(Bitboard{1} << square), empty = P::with_flip(~occupied);
      const B noea = ray_attacks_lanes<Alg, NoEaStep>(bishop, empty);
      const B nowe = ray_attacks_lanes<Alg, NoWeStep>(bishop, empty);
      return unmirror_union(noea | nowe, B(std::uint64_t{0}));
    }
  };

  // Othello, one board: the four registers above, each running the 1, 1, 2,
  // 2 prefix of othello_move_lanes; one flip for the mirrored lanes. (A base
  // of the ISA's Othello kernel set: base_table finds the member by name.)
  struct OthelloMoves {
    static Bitboard othello_moves(Bitboard player, Bitboard opponent) {
      const B p = P::with_flip(player), o = P::with_flip(opponent);
      const B mirrored = othello_move_lanes<VertStep>(p, o) | othello_move_lanes<NoEaStep>(p, o) |
                         othello_move_lanes<NoWeStep>(p, o);
      return unmirror_union(
          mirrored, P::fold_east_west(othello_move_lanes<EastWestStep>(B(player), B(opponent))));
    }
  };
};

}  // namespace
}  // namespace lanefill::simd
