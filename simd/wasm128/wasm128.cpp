// simd/wasm128/wasm128.cpp — WebAssembly SIMD128 kernels: two directions per
// v128 (compiled with -msimd128, in the SIMD build of the WebAssembly module).
//
// i64x2.shl and i64x2.shr_u shift both 64-bit lanes by one count, as SSE2's
// psllq/psrlq do, so the registers are SSE2's (simd/common/mirrored.hpp,
// layouts::Sse2): three hold a northward direction in lane 0 and its
// southward partner on the vertically flipped board in lane 1, the fourth
// east (left shift) and west (right shift), merged by one i64x2.shuffle.
// Where SSE2 flips boards with scalar bswaps, SIMD128 flips inside the
// register: one i8x16.shuffle reverses lane 1's bytes (WebAssembly has no
// byte-swap instruction; a 64-bit bswap in scalar code is ~10 operations).
//
// Boards in lanes (the batch entries, the Othello batch): two boards per
// v128, every direction an immediate shift (simd/common/lanes.hpp). SBAMG:
// {rank, file} and {diagonal, antidiagonal} per v128, o ^ (o - 3cbn) by the
// full smear (simd/common/line_kernels.hpp), as on SSE2 (no lzcnt, one shift
// count per register). Othello flips: the base table's (the scalar target's
// per-ray scans compiled with these flags).
//
// The xsimd batch type over v128_t is lanefill's own (xsimd_wasm128.hpp,
// which simd/common/xsimd_batches.hpp includes): Debian's xsimd 8.1 knows no
// WebAssembly.
#include <wasm_simd128.h>

#include <cstddef>
#include <cstdint>

#include "implementations.hpp"
#include "lanefill/native.h"
#include "lanes.hpp"
#include "line_kernels.hpp"
#include "mirrored.hpp"

namespace lanefill::detail {
namespace {

using Arch = xsimd::lanefill_wasm128;
using B = simd::U64<Arch>;
using D = Direction;

// The pair operations of simd/common/mirrored.hpp's kernels.
struct Wasm128Pairs {
  using Arch = xsimd::lanefill_wasm128;
  using B = simd::U64<xsimd::lanefill_wasm128>;

  // Lane 0 east (left shift), lane 1 west (right shift): one shuffle merges them.
  struct EastWestStep {
    template <int K>
    LANEFILL_SIMD_INLINE static B step(B x) {
      return wasm_i64x2_shuffle(x << K, x >> K, 0, 3);  // {left[0], right[1]}
    }
    static constexpr Bitboard kEastGuard = simd::file_guard(D::east);
    static constexpr Bitboard kWestGuard = simd::file_guard(D::west);
    LANEFILL_SIMD_INLINE static B clip(B x) {
      return x & B(wasm_u64x2_const(kEastGuard, kWestGuard));
    }
  };

  // {b, b flipped vertically}: lane 1's bytes reversed (a1 <-> a8).
  LANEFILL_SIMD_INLINE static B with_flip(Bitboard b) {
    const v128_t both = wasm_u64x2_splat(b);
    return wasm_i8x16_shuffle(both, both, 0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0);
  }
  LANEFILL_SIMD_INLINE static Bitboard low(B x) { return wasm_u64x2_extract_lane(x, 0); }
  LANEFILL_SIMD_INLINE static Bitboard high(B x) { return wasm_u64x2_extract_lane(x, 1); }
  // Lane 1 with its bytes reversed, read from lane 0 of one shuffle.
  LANEFILL_SIMD_INLINE static Bitboard high_flipped(B x) {
    const v128_t v = x;
    return wasm_u64x2_extract_lane(
        wasm_i8x16_shuffle(v, v, 15, 14, 13, 12, 11, 10, 9, 8, 8, 9, 10, 11, 12, 13, 14, 15), 0);
  }
  // Lane 0: east | west.
  LANEFILL_SIMD_INLINE static B fold_east_west(B eawe) {
    const v128_t v = eawe;
    return eawe | B(wasm_i64x2_shuffle(v, v, 1, 1));
  }
};
using Kernels = simd::MirroredKernels<Wasm128Pairs>;
using Fills = Kernels::Fills;

// ---------------------------------------------------------------------------
// SBAMG: two lines per v128, masks from the one table (lanefill_sbamg_table,
// lanefill/native/tables.h: line_ex, lower, floor at 0, 4, 8).

template <int First>
LANEFILL_SIMD_INLINE B sbamg_lines(int square, B occupied) {
  const std::uint64_t* m = lanefill_sbamg_table[square];
  const auto load2 = [](const std::uint64_t* p) { return B(wasm_v128_load(p)); };
  return simd::sbamg_lines_by_smear(occupied, load2(m + First), load2(m + 4 + First),
                                    load2(m + 8 + First));
}

LANEFILL_SIMD_INLINE B sbamg_queen_lines(int square, Bitboard occupied) {
  const B occ(occupied);
  return sbamg_lines<0>(square, occ) | sbamg_lines<2>(square, occ);
}

LANEFILL_SIMD_INLINE Bitboard or_lanes(B x) {
  return Wasm128Pairs::low(Wasm128Pairs::fold_east_west(x));
}

// The line kernel for simd::SbamgTable.
struct SbamgLines {
  LANEFILL_SIMD_INLINE static void lines(int square, Bitboard occupied, Bitboard out[4]) {
    const B occ(occupied);
    sbamg_lines<0>(square, occ).store_unaligned(out);
    sbamg_lines<2>(square, occ).store_unaligned(out + 2);
  }
  LANEFILL_SIMD_INLINE static Bitboard rook(int square, Bitboard occupied) {
    return or_lanes(sbamg_lines<0>(square, B(occupied)));
  }
  LANEFILL_SIMD_INLINE static Bitboard bishop(int square, Bitboard occupied) {
    return or_lanes(sbamg_lines<2>(square, B(occupied)));
  }
  LANEFILL_SIMD_INLINE static Bitboard queen(int square, Bitboard occupied) {
    return or_lanes(sbamg_queen_lines(square, occupied));
  }
  // Two boards' queen registers, one shuffle pair for both lane ORs.
  static void queen_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                          std::size_t n) {
    simd::queen_batch_in_blocks<2>(
        squares, occupied, out, n,
        [](const std::uint8_t* s, const Bitboard* o, Bitboard* r) LANEFILL_SIMD_INLINE_LAMBDA {
          const v128_t q0 = sbamg_queen_lines(s[0], o[0]), q1 = sbamg_queen_lines(s[1], o[1]);
          wasm_v128_store(
              r, wasm_v128_or(wasm_i64x2_shuffle(q0, q1, 0, 2), wasm_i64x2_shuffle(q0, q1, 1, 3)));
        },
        &queen);
  }
};

// Othello: moves by the mirrored registers, the batch two boards per v128;
// flips are the base table's.
struct Othello : simd::OthelloBoardsBatch<Arch>, Kernels::OthelloMoves {};

}  // namespace

constinit const Implementation wasm128_implementation =
    implementation_of<Isa::wasm128, Othello, Research<Algorithm::dumb7_unrolled, Fills>,
                      Research<Algorithm::kogge_stone, Fills>,
                      Research<Algorithm::sbamg, simd::SbamgTable<SbamgLines>>>(
        "2 directions per v128 (south mirrored onto north by an i8x16.shuffle), 2 boards per "
        "v128 for batches");

}  // namespace lanefill::detail
