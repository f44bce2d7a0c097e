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
#include "mirrored.hpp"

namespace lanefill::detail {
namespace {

using Arch = xsimd::sse2;
using B = simd::U64<Arch>;
using D = Direction;

// {lane0, lane1}. (Intrinsics instead of batch{...}: no std::initializer_list
// accessor becomes a weak symbol shared with other ISA files in -O0 builds.)
LANEFILL_SIMD_INLINE __m128i pair(Bitboard lane0, Bitboard lane1) {
  return _mm_set_epi64x(static_cast<long long>(lane1), static_cast<long long>(lane0));
}

// The pair operations of simd/common/mirrored.hpp's kernels.
struct Sse2Pairs {
  using Arch = xsimd::sse2;
  using B = simd::U64<xsimd::sse2>;

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

  // The board flipped vertically (a1 <-> a8).
  LANEFILL_SIMD_INLINE static Bitboard flip(Bitboard b) { return __builtin_bswap64(b); }
  LANEFILL_SIMD_INLINE static B with_flip(Bitboard b) { return B(pair(b, flip(b))); }
  LANEFILL_SIMD_INLINE static Bitboard low(B x) {
    return static_cast<Bitboard>(_mm_cvtsi128_si64(x));
  }
  LANEFILL_SIMD_INLINE static Bitboard high(B x) {
    return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(x, x)));
  }
  LANEFILL_SIMD_INLINE static Bitboard high_flipped(B x) { return flip(high(x)); }
  // Lane 0: east | west.
  LANEFILL_SIMD_INLINE static B fold_east_west(B eawe) { return eawe | B(_mm_srli_si128(eawe, 8)); }
};
using Kernels = simd::MirroredKernels<Sse2Pairs>;
using Fills = Kernels::Fills;

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
struct Othello : simd::OthelloBoardsBatch<Arch>, Kernels::OthelloMoves {};

}  // namespace

constinit const Implementation sse2_implementation =
    implementation_of<Isa::sse2, Othello, Research<Algorithm::dumb7_unrolled, Fills>,
                      Research<Algorithm::kogge_stone, Fills>,
                      Research<Algorithm::sbamg, simd::SbamgTable<SbamgLines>>>(
        "2 directions per xmm (south mirrored onto north by bswap), 2 boards per xmm for "
        "batches");

}  // namespace lanefill::detail
