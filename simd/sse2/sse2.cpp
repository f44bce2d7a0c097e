// simd/sse2/sse2.cpp — SSE2 kernels: two directions per xmm (compiled with -msse2).
//
// SSE2 shifts both 64-bit lanes of an xmm by the same count (psllq/psrlq), so
// a register can only hold two directions that shift the same way. Vertical
// mirroring makes pairs of that kind: flipping the ranks (bswap of the board)
// turns every southward direction into the northward one with the same file
// step, and clipping masks stay the same:
//
//   sout -8 (b) = flip(nort +8 (flip b))
//   soEa -7 (b) = flip(noEa +9 (flip b))
//   soWe -9 (b) = flip(noWe +7 (flip b))
//
// so three registers hold {direction, mirrored partner} and shift left by one
// immediate count, lane 1 working on the flipped board:
//
//   vert  {nort, flip sout}  psllq 8        -> out[7], flip -> out[3]
//   noEa  {noEa, flip soEa}  psllq 9, ~A    -> out[0], flip -> out[2]
//   noWe  {noWe, flip soWe}  psllq 7, ~H    -> out[6], flip -> out[4]
//
// East and west cannot be mirrored vertically. The fourth register {east,
// west} shifts by psllq and psrlq by the same count and takes lane 0 of the
// left shift and lane 1 of the right one with one movsd: 3 instructions per
// step instead of 1. Alternatives counted and rejected: a
// horizontal mirror (bit reversal in every byte, ~15 scalar ops per board
// each way), an and/andnot/or blend (one op more than movsd), and east and
// west in two half-empty registers (1 + 1 shifts but twice the and/or: more
// ops than the merge).
//
// Flips are scalar bswaps: one per input board (orth, diag, empty) on the way
// in, and on the way out one per mirrored lane for the per-direction entries,
// but only ONE for the unions (slider/rook/bishop/queen): the three mirrored
// lanes are ORed first, then flipped back together. Rook and bishop run only
// the two registers of their own directions.
//
// Vector instructions per call (Kogge-Stone, attacks): per mirrored register
// 5 shifts + 5 and + 3 or + final shift (+ and) ~ 15; {east, west} ~ 27 with
// its 3-op shifts; setup 3 bswap + 2 x (2 movq, punpcklqdq) + 2 broadcasts;
// union: 3 por, psrldq, por, 2 movq, bswap, or. The single queen is ~95 ALU
// instructions plus register copies (SSE2 has no 3-operand forms). No
// per-lane variable shift anywhere (g++ would emit a scalar loop for it).
//
// Boards in lanes (the batch entries): two boards per xmm, each direction an
// immediate shift, opposite directions sharing propagators (simd/common/lanes.hpp);
// queen generators built in general registers and paired with punpcklqdq.
#include <emmintrin.h>

#include <cstddef>
#include <cstdint>

#include "implementations.hpp"
#include "lanefill/native.h"
#include "lanes.hpp"
#include "layouts.hpp"
#include "line_kernels.hpp"

namespace lanefill::detail {
namespace {

using Arch = xsimd::sse2;
using B = simd::U64<Arch>;
using D = Direction;

// Lane 0 on the board, lane 1 on the vertically flipped board.
template <Direction Dir>
using Mirrored = simd::DirStep<Arch, Dir>;
template <Direction... Ds>
using Pair = simd::layouts::Directions<Ds...>;       // the east/west register's lanes
using Layout = simd::layouts::Sse2<Mirrored, Pair>;  // simd/common/layouts.hpp
using VertStep = Layout::Vert;
using NoEaStep = Layout::NoEa;
using NoWeStep = Layout::NoWe;

// {lane0, lane1}. (Intrinsics instead of batch{...}: no std::initializer_list
// accessor becomes a weak symbol shared with other ISA files in -O0 builds.)
LANEFILL_SIMD_INLINE __m128i pair(Bitboard lane0, Bitboard lane1) {
  return _mm_set_epi64x(static_cast<long long>(lane1), static_cast<long long>(lane0));
}

// Lane 0 east (left shift), lane 1 west (right shift); one movsd merges them.
struct EastWestStep {
  template <int K>
  LANEFILL_SIMD_INLINE static B step(B x) {
    const __m128d left = _mm_castsi128_pd(x << K);
    const __m128d right = _mm_castsi128_pd(x >> K);
    return _mm_castpd_si128(_mm_move_sd(right, left));  // {left[0], right[1]}
  }
  static constexpr Bitboard kEastGuard = simd::file_guard(D::east);
  static constexpr Bitboard kWestGuard = simd::file_guard(D::west);
  LANEFILL_SIMD_INLINE static B clip(B x) { return x & B(pair(kEastGuard, kWestGuard)); }
};
static_assert(Layout::EastWest::kList[0] == D::east && Layout::EastWest::kList[1] == D::west,
              "EastWestStep shifts lane 0 left (east) and lane 1 right (west)");

LANEFILL_SIMD_INLINE Bitboard flip(Bitboard b) { return __builtin_bswap64(b); }  // a1 <-> a8
LANEFILL_SIMD_INLINE B with_flip(Bitboard b) { return B(pair(b, flip(b))); }
LANEFILL_SIMD_INLINE Bitboard low(B x) { return static_cast<Bitboard>(_mm_cvtsi128_si64(x)); }
LANEFILL_SIMD_INLINE Bitboard high(B x) {
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(x, x)));
}

// The four registers of one call.
struct Rays {
  B vert, noea, nowe, eawe;
};

template <Algorithm Alg>
LANEFILL_SIMD_INLINE Rays ray_attack_registers(Bitboard orth, Bitboard diag, Bitboard occupied) {
  const B empty = with_flip(~occupied);
  const B o = with_flip(orth), d = with_flip(diag);
  return {simd::ray_attacks_lanes<Alg, VertStep>(o, empty),
          simd::ray_attacks_lanes<Alg, NoEaStep>(d, empty),
          simd::ray_attacks_lanes<Alg, NoWeStep>(d, empty),
          simd::ray_attacks_lanes<Alg, EastWestStep>(B(orth), B(~occupied))};
}

LANEFILL_SIMD_INLINE void store_rays(const Rays& r, Bitboard out[8]) {
  out[static_cast<int>(D::nort)] = low(r.vert);
  out[static_cast<int>(D::sout)] = flip(high(r.vert));
  out[static_cast<int>(D::noEa)] = low(r.noea);
  out[static_cast<int>(D::soEa)] = flip(high(r.noea));
  out[static_cast<int>(D::noWe)] = low(r.nowe);
  out[static_cast<int>(D::soWe)] = flip(high(r.nowe));
  out[static_cast<int>(D::east)] = low(r.eawe);
  out[static_cast<int>(D::west)] = high(r.eawe);
}

// Lane 0 of x | lane 0 of y | flip(lane 1 of x), where x holds mirrored pairs
// {northward rays, flipped southward rays}: one bswap for all mirrored lanes.
LANEFILL_SIMD_INLINE Bitboard unmirror_union(B mirrored, B lane0_extra) {
  return low(mirrored | lane0_extra) | flip(high(mirrored));
}

// Lane 0: east | west.
LANEFILL_SIMD_INLINE B fold_east_west(B eawe) { return eawe | B(_mm_srli_si128(eawe, 8)); }

// OR of the eight rays: the mirrored lanes are ORed first and flipped once.
LANEFILL_SIMD_INLINE Bitboard union_of(const Rays& r) {
  return unmirror_union(r.vert | r.noea | r.nowe, fold_east_west(r.eawe));
}

// The fill kernel set: directions in lanes; batches with boards in lanes.
struct Fills : simd::BoardBatches<Arch> {
  template <Algorithm Alg>
  static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    const Bitboard empty = ~occupied;
    const B pro = with_flip(empty);
    const B o = with_flip(orth), d = with_flip(diag);
    store_rays({simd::occluded_fill_lanes<Alg, VertStep>(o, pro),
                simd::occluded_fill_lanes<Alg, NoEaStep>(d, pro),
                simd::occluded_fill_lanes<Alg, NoWeStep>(d, pro),
                simd::occluded_fill_lanes<Alg, EastWestStep>(B(orth), B(empty))},
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
    const B vert = simd::ray_attacks_lanes<Alg, VertStep>(with_flip(rook), with_flip(empty));
    const B eawe = simd::ray_attacks_lanes<Alg, EastWestStep>(B(rook), B(empty));
    return unmirror_union(vert, fold_east_west(eawe));
  }

  template <Algorithm Alg>
  static Bitboard bishop_attacks(int square, Bitboard occupied) {
    const B bishop = with_flip(Bitboard{1} << square), empty = with_flip(~occupied);
    const B noea = simd::ray_attacks_lanes<Alg, NoEaStep>(bishop, empty);
    const B nowe = simd::ray_attacks_lanes<Alg, NoWeStep>(bishop, empty);
    return unmirror_union(noea | nowe, B(std::uint64_t{0}));
  }
};

// ---------------------------------------------------------------------------
// SBAMG: two lines per xmm, {rank, file} and {diagonal, antidiagonal}, o ^ (o
// - 3cbn) per lane, masks from the one table (lanefill_sbamg_table, lanefill/native/tables.h:
// line_ex, lower, floor at 0, 4, 8). SSE2 has no lzcnt and no per-lane shift,
// and the two lanes' lines have different square steps, so cbn comes from the
// full smear of simd::sbamg_lines_by_smear (simd/common/line_kernels.hpp). Set-wise
// entries take one slider at a time.

template <int First>
LANEFILL_SIMD_INLINE __m128i sbamg_lines(int square, __m128i occupied) {
  const std::uint64_t* m = lanefill_sbamg_table[square];
  const auto load2 = [](const std::uint64_t* p) {
    return B(_mm_load_si128(reinterpret_cast<const __m128i*>(p)));
  };
  return simd::sbamg_lines_by_smear(B(occupied), load2(m + First), load2(m + 4 + First),
                                    load2(m + 8 + First));
}

LANEFILL_SIMD_INLINE __m128i broadcast(Bitboard b) {
  const __m128i v = _mm_cvtsi64_si128(static_cast<long long>(b));
  return _mm_unpacklo_epi64(v, v);
}

LANEFILL_SIMD_INLINE __m128i sbamg_queen_lines(int square, Bitboard occupied) {
  const __m128i occ = broadcast(occupied);
  return _mm_or_si128(sbamg_lines<0>(square, occ), sbamg_lines<2>(square, occ));
}

// The line kernel for simd::SbamgTable.
struct SbamgLines {
  LANEFILL_SIMD_INLINE static void lines(int square, Bitboard occupied, Bitboard out[4]) {
    const __m128i occ = broadcast(occupied);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), sbamg_lines<0>(square, occ));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 2), sbamg_lines<2>(square, occ));
  }
  LANEFILL_SIMD_INLINE static Bitboard rook(int square, Bitboard occupied) {
    return simd::or_lanes(sbamg_lines<0>(square, broadcast(occupied)));
  }
  LANEFILL_SIMD_INLINE static Bitboard bishop(int square, Bitboard occupied) {
    return simd::or_lanes(sbamg_lines<2>(square, broadcast(occupied)));
  }
  LANEFILL_SIMD_INLINE static Bitboard queen(int square, Bitboard occupied) {
    return simd::or_lanes(sbamg_queen_lines(square, occupied));
  }
  // Two boards' queen registers, one unpack pair for both lane ORs.
  static void queen_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                          std::size_t n) {
    simd::queen_batch_in_blocks<2>(
        squares, occupied, out, n,
        [](const std::uint8_t* s, const Bitboard* o, Bitboard* r) LANEFILL_SIMD_INLINE_LAMBDA {
          const __m128i q0 = sbamg_queen_lines(s[0], o[0]), q1 = sbamg_queen_lines(s[1], o[1]);
          _mm_storeu_si128(reinterpret_cast<__m128i*>(r),
                           _mm_or_si128(_mm_unpacklo_epi64(q0, q1), _mm_unpackhi_epi64(q0, q1)));
        },
        &queen);
  }
};

// Othello, one board: the registers of the fills above ({nort, flip sout},
// {noEa, flip soEa}, {noWe, flip soWe}, {east, west}), each running the 1, 1,
// 2, 2 prefix of simd::othello_move_lanes; one bswap for the mirrored lanes.
// Flips are the base table's (the scalar target's bsf/bsr per ray beat two
// rays per xmm in a search); the batch two boards per xmm.
struct Othello : simd::OthelloBoardsBatch<Arch> {
  static Bitboard othello_moves(Bitboard player, Bitboard opponent) {
    const B p = with_flip(player), o = with_flip(opponent);
    const B mirrored = simd::othello_move_lanes<VertStep>(p, o) |
                       simd::othello_move_lanes<NoEaStep>(p, o) |
                       simd::othello_move_lanes<NoWeStep>(p, o);
    return unmirror_union(
        mirrored, fold_east_west(simd::othello_move_lanes<EastWestStep>(B(player), B(opponent))));
  }
};

}  // namespace

constinit const Implementation sse2_implementation =
    implementation_of<Isa::sse2, Othello, Research<Algorithm::dumb7_unrolled, Fills>,
                      Research<Algorithm::kogge_stone, Fills>,
                      Research<Algorithm::sbamg, simd::SbamgTable<SbamgLines>>>(
        "2 directions per xmm (south mirrored onto north by bswap), 2 boards per xmm for "
        "batches");

}  // namespace lanefill::detail
