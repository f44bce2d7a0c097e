// simd/avx512/avx512.cpp — AVX-512 kernels: the eight directions in one zmm register.
//
// Compiled with -mavx512f -mavx512cd -mavx512dq -mavx512bw -mavx512vl (plus
// AVX2, BMI1/2, POPCNT); the dispatcher calls in here only when the CPU has
// all of them and the OS saves ZMM state. Nothing here runs at program start:
// the tables at the bottom are constant data.
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
// rotate_kogge's set-wise entries are lanefill/native/x86.h's kernel
// (lanefill_nk_ray_lanes, lanefill_nk_occluded_lanes), the inline path's
// own: one compiled kernel for both paths.
// Batches: eight boards per zmm, lanes.hpp boards with immediate shifts
// (DirStep) or rotates (RotateDirStep).
//
// SBAMG: the four lines of a square in one ymm with vplzcntq, written once in
// lanefill/native/x86.h; set-wise entries take one slider at a time.
//
// Instruction counts and measurements: docs/simd.md, docs/benchmarks.md.
//
// Compiled twice: as the ISA avx512, and included by simd/avx512icl/avx512icl.cpp with
// LANEFILL_AVX512_ISA set to avx512icl, its own flags (GFNI, VBMI, VBMI2) and
// xsimd architecture type (LANEFILL_AVX512_ARCH); there lanefill/native.h's
// slider batch of the Kogge-Stone table takes ranks and files by GFNI.
#if !defined(LANEFILL_AVX512_ISA)
#define LANEFILL_AVX512_ISA avx512
#define LANEFILL_AVX512_DESCRIPTION                                                      \
  "AVX-512 F/CD/DQ/BW/VL: 8 directions per zmm (vprolvq, vpsllvq/vpsrlvq, vpternlogq), " \
  "SBAMG lines per ymm (vplzcntq), 8 boards per zmm in batches"
#endif
#define LANEFILL_AVX512_PASTE(a, b) a##b
#define LANEFILL_AVX512_IMPLEMENTATION(isa) LANEFILL_AVX512_PASTE(isa, _implementation)
#if defined(__GNUC__) && !defined(__clang__)
// g++ 12 reports a false -Wuninitialized inside avx512fintrin.h.
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include <xsimd/xsimd.hpp>

#include "implementations.hpp"
#include "lanefill/native.hpp"
#include "lanes.hpp"
#include "layouts.hpp"
#include "line_kernels.hpp"

#if !defined(LANEFILL_NATIVE_AVX512)
#error "simd/avx512/avx512.cpp must be compiled with AVX-512 F/CD/VL flags"
#endif

namespace lanefill::detail {
namespace {

// The xsimd architecture: avx512bw, or the including file's own (an ISA with
// other flags must not share xsimd's inline code with this one: each
// architecture type instantiates its own).
#if defined(LANEFILL_AVX512_ARCH)
using Arch = LANEFILL_AVX512_ARCH;
#else
using Arch = xsimd::avx512bw;
#endif
using V = simd::U64<Arch>;  // 8 lanes
using D = Direction;

// 8 x 64-bit lane constants, loaded inside the kernels.
struct alignas(64) LaneConstants {
  std::uint64_t v[8];
};
LANEFILL_SIMD_INLINE V load(const LaneConstants& c) { return V::load_aligned(c.v); }

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

// Plain shifts: vpsllvq in all lanes, vpsrlvq merged into the right-shifting
// ones (a masked merge keeps a fill cycle at one vpternlogq).
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
constexpr Algorithm kShape = simd::fill_shape<Alg>;

// Generator lanes: diag in the even lanes, orth in the odd ones.
LANEFILL_SIMD_INLINE V generator_lanes(Bitboard orth, Bitboard diag) {
  return _mm512_unpacklo_epi64(V(diag), V(orth));
}

template <Algorithm Alg>
LANEFILL_SIMD_INLINE V attack_lanes(V gen, Bitboard occupied) {
  return simd::ray_attacks_lanes<kShape<Alg>, Lanes<Alg>>(gen, V(~occupied));
}
// The set-wise attacks: rotate_kogge by lanefill/native.h's kernel, the
// inline path's own (one compiled kernel for both paths).
template <Algorithm Alg>
LANEFILL_SIMD_INLINE V setwise_attack_lanes(Bitboard orth, Bitboard diag, Bitboard occupied) {
  if constexpr (Alg == Algorithm::rotate_kogge)
    return lanefill_nk_ray_lanes(orth, diag, occupied);
  else
    return attack_lanes<Alg>(generator_lanes(orth, diag), occupied);
}

// The fill kernel set: the 8 directions in one zmm; batches with boards in
// lanes (lanes.hpp steps the rotate algorithms' boards by immediate rotates).
struct Fills : simd::BoardBatches<Arch> {
  template <Algorithm Alg>
  static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
    if constexpr (Alg == Algorithm::rotate_kogge)
      _mm512_storeu_si512(out, lanefill_nk_occluded_lanes(orth, diag, V(empty)));
    else
      simd::occluded_fill_lanes<kShape<Alg>, Lanes<Alg>>(generator_lanes(orth, diag), V(empty))
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

constexpr AttackTable kDumb7Unrolled =
    attack_kernels<Algorithm::dumb7_unrolled, Fills>(Isa::LANEFILL_AVX512_ISA);
// The Kogge-Stone table's kernel set: the fills, and lanefill/native.h's slider
// batch (eight boards per zmm; ranks and files by GFNI where this file is
// compiled as avx512icl), the inline path's own.
struct KoggeFills : Fills {
  template <Algorithm>
  static void slider_attacks_batch(const std::uint64_t* orth, const std::uint64_t* diag,
                                   const std::uint64_t* occupied, std::uint64_t* out,
                                   std::size_t n) {
    lanefill_native_slider_attacks_batch(orth, diag, occupied, out, n);
  }
};
constexpr AttackTable kKoggeStone =
    attack_kernels<Algorithm::kogge_stone, KoggeFills>(Isa::LANEFILL_AVX512_ISA);
constexpr AttackTable kRotateUnrolled =
    attack_kernels<Algorithm::rotate_unrolled, Fills>(Isa::LANEFILL_AVX512_ISA);
constexpr AttackTable kRotateKogge =
    attack_kernels<Algorithm::rotate_kogge, Fills>(Isa::LANEFILL_AVX512_ISA);
// ---------------------------------------------------------------------------
// SBAMG queen batch, boards in lanes: lane i holds board i, and each of the
// four lines is computed for eight boards at once. The lines through a square
// come from register tables (vpermq for ranks and files, vpermt2q for the
// diagonals), so nothing is gathered and no lane reduction is needed.
// Operation counts and the port bound: docs/simd.md.
namespace sbamg_boards {

// vpternlogq truth tables: f(0xf0, 0xcc, 0xaa) for operands (a, b, c).
constexpr int kAndOr = (0xf0 & 0xcc) | 0xaa;      // (a & b) | c
constexpr int kXorAnd = (0xf0 ^ 0xcc) & 0xaa;     // (a ^ b) & c
constexpr int kOr3 = 0xf0 | 0xcc | 0xaa;          // a | b | c
constexpr int kOrAndNot = (0xf0 | 0xcc) & ~0xaa;  // (a | b) & ~c

// Lines by index, up to 16 entries, from the scalar reference's line masks:
// ranks and files by number (8 entries), the a1-h8 diagonal with rank - file
// = k at index k mod 16, the h1-a8 antidiagonal with rank + file = s at s.
struct alignas(64) LineTable {
  std::uint64_t v[16];
};
template <class F>
constexpr LineTable line_table(int entries, F line_through) {
  LineTable t{};
  for (int i = 0; i < entries; ++i) t.v[i] = line_through(i);
  return t;
}
constexpr LineTable kRanks =
    line_table(8, [](int r) { return reference::rank_line(make_square(0, r)); });
constexpr LineTable kFiles =
    line_table(8, [](int f) { return reference::file_line(make_square(f, 0)); });
constexpr LineTable kDiagonals = line_table(16, [](int i) {  // index 8 (k = +-8) stays empty
  const int k = i < 8 ? i : i - 16;
  return i == 8 ? 0 : reference::diagonal_line(k >= 0 ? make_square(0, k) : make_square(-k, 0));
});
constexpr LineTable kAntidiagonals = line_table(15, [](int s) {  // index 15 stays empty
  return reference::antidiagonal_line(s < 8 ? make_square(s, 0) : make_square(7, s - 7));
});
static_assert(kDiagonals.v[15] == 0x0080402010080402ULL);  // b1-h7 (rank - file = -1)
static_assert(kDiagonals.v[9] == 0x80ULL && kDiagonals.v[7] == (Bitboard{1} << 56));
static_assert(kAntidiagonals.v[0] == 1 && kAntidiagonals.v[14] == (Bitboard{1} << 63));
static_assert(kRanks.v[7] == 0xff00000000000000ULL && kFiles.v[7] == (kFileA << 7));

LANEFILL_SIMD_INLINE __m512i set1(std::uint64_t v) {
  return _mm512_set1_epi64(static_cast<long long>(v));
}
LANEFILL_SIMD_INLINE __m512i lookup16(const LineTable& t, __m512i index) {
  return _mm512_permutex2var_epi64(_mm512_load_si512(t.v), index, _mm512_load_si512(t.v + 8));
}

// SBAMG on one line per lane, the slider's own square still in: x = (occ &
// line) | 1 with `occ` free of the slider, cbn = msb(x & ~above) (bit 0 is the
// floor when nothing lies below; `above` holds the squares above the slider),
// 3 << msb as a rotate by lzcnt, attacks = (x ^ (x - 3cbn)) & line.
// The body is lanefill/native/bodies.h's LANEFILL_NK_SBAMG_BY_LZCNT.
LANEFILL_SIMD_INLINE __m512i and_or(__m512i a, __m512i b, __m512i c) {
  return _mm512_ternarylogic_epi64(a, b, c, kAndOr);
}
LANEFILL_SIMD_INLINE __m512i xor_and(__m512i a, __m512i b, __m512i c) {
  return _mm512_ternarylogic_epi64(a, b, c, kXorAnd);
}
LANEFILL_SIMD_INLINE __m512i below_by_above(__m512i x, __m512i, __m512i above, __m512i) {
  return _mm512_andnot_si512(above, x);
}
LANEFILL_SIMD_INLINE __m512i three_cbn(__m512i below) {
  return _mm512_rorv_epi64(set1(0x8000000000000001ULL), _mm512_lzcnt_epi64(below));
}
LANEFILL_SIMD_INLINE __m512i line_attacks(__m512i occ, __m512i line, __m512i above) {
  __m512i attacks;
  LANEFILL_NK_SBAMG_BY_LZCNT(__m512i, attacks, occ, line, above, set1(1), below_by_above, three_cbn,
                             and_or, xor_and, _mm512_sub_epi64);
  return attacks;
}

// Ranks and files by index 0..7 (vpermq reads the low 3 bits of each index).
LANEFILL_SIMD_INLINE __m512i lookup8(const LineTable& t, __m512i index) {
  return _mm512_permutexvar_epi64(index, _mm512_load_si512(t.v));
}

// Queen attacks of eight boards: squares `sq` (0..63 per lane), occupancies `occ`.
LANEFILL_SIMD_INLINE __m512i queen_boards(__m512i sq, __m512i occ) {
  const __m512i self = _mm512_sllv_epi64(set1(1), sq);
  // The squares above the slider, less bit 0: x & ~above is x below the
  // slider plus its floor bit 0 (x never holds the slider's own bit but on a1).
  const __m512i above = _mm512_sllv_epi64(set1(~Bitboard{1}), sq);
  const __m512i others = _mm512_andnot_si512(self, occ);
  const __m512i file = _mm512_and_si512(sq, set1(7));
  const __m512i rank = _mm512_srli_epi64(sq, 3);
  const __m512i rank_line = line_attacks(others, lookup8(kRanks, rank), above);
  const __m512i file_line = line_attacks(others, lookup8(kFiles, sq), above);
  const __m512i diag =
      line_attacks(others, lookup16(kDiagonals, _mm512_sub_epi64(rank, file)), above);
  const __m512i anti =
      line_attacks(others, lookup16(kAntidiagonals, _mm512_add_epi64(rank, file)), above);
  // The four lines, less the slider's square (every line holds it).
  return _mm512_ternarylogic_epi64(_mm512_ternarylogic_epi64(rank_line, file_line, diag, kOr3),
                                   anti, self, kOrAndNot);
}

LANEFILL_SIMD_INLINE __m512i load_squares(const std::uint8_t* squares) {
  return _mm512_cvtepu8_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(squares)));
}

}  // namespace sbamg_boards

// native.hpp's line kernel for single squares and set-wise entries; the queen
// batch with boards in lanes.
struct Avx512SbamgLines : simd::NativeSbamgLines {
  static void queen_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                          std::size_t n) {
    using namespace sbamg_boards;
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8)
      _mm512_storeu_si512(
          out + i, queen_boards(load_squares(squares + i), _mm512_loadu_si512(occupied + i)));
    if (i == n) return;
    // The tail: masked loads and store (masked-off lanes are never touched).
    const __mmask8 rest = static_cast<__mmask8>((1u << (n - i)) - 1);
    const __m512i sq = _mm512_maskz_cvtepu8_epi64(
        rest, _mm_maskz_loadu_epi8(static_cast<__mmask16>(rest), squares + i));
    _mm512_mask_storeu_epi64(out + i, rest,
                             queen_boards(sq, _mm512_maskz_loadu_epi64(rest, occupied + i)));
  }
};

// SBAMG: the table of Avx512SbamgLines (set-wise entries one slider at a time).
constexpr AttackTable kSbamg =
    attack_kernels<Algorithm::sbamg, simd::SbamgTable<Avx512SbamgLines>>(Isa::LANEFILL_AVX512_ISA);

// Othello: native.hpp's single-board kernels (a left/right ymm pair: prefix
// steps of 1, 1, 2, 2 by vpternlogq, outflank flips by lowest bit and
// vplzcntq); batches with 8 boards in a zmm, every direction an immediate shift.
constexpr OthelloTable kOthello =
    simd::NativeOthello::kernels(Isa::LANEFILL_AVX512_ISA, &simd::othello_moves_batch<Arch>);

constexpr const AttackTable* kTables[] = {&kDumb7Unrolled, &kKoggeStone, &kRotateUnrolled,
                                          &kRotateKogge, &kSbamg};

}  // namespace

constinit const Implementation LANEFILL_AVX512_IMPLEMENTATION(LANEFILL_AVX512_ISA) =
    make_implementation(Isa::LANEFILL_AVX512_ISA, LANEFILL_AVX512_DESCRIPTION, kTables, &kOthello);

}  // namespace lanefill::detail
