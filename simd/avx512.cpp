// simd/avx512.cpp — AVX-512 kernels: the eight directions in one zmm register.
//
// Compiled with -mavx512f -mavx512cd -mavx512dq -mavx512bw -mavx512vl (plus
// AVX2, BMI1/2, POPCNT); lib/dispatch.cpp calls in here only when the CPU has
// all of them and the OS saves ZMM state. Nothing here runs at program start:
// the tables at the bottom are constant data (function pointers), constants
// are plain uint64_t arrays loaded inside the kernels, and every helper has
// internal linkage (anonymous namespace). No VBMI, GFNI or VPOPCNTDQ.
//
// Directions in lanes (set-wise and single-square fills): lane d of a zmm
// walks direction d in dir8 order (bitboard.hpp); the odd (orthogonal) lanes
// start from the orthogonal sliders, the even (diagonal) lanes from the
// diagonal ones. Every fill is written once over a "stepper":
//   ShiftLanes   per-lane vpsllvq, then vpsrlvq merged into the four
//                right-shifting lanes; file guards (~A / ~H) against wraps.
//   RotateLanes  per-lane vprolvq (the seed's generalized rays); the avoidWrap
//                masks remove what wrapped over a file edge or the board end.
// and the fill steps are vpternlogq: flood |= pro & step(flood) is one
// instruction besides the step.
//
// Vector instructions per 8-direction attack fill, including the propagator
// (~occupied & guard) and the final one-step move, excluding the broadcasts:
//   dumb7_unrolled   6 fill cycles: 14 shifts (vpsllvq + vpsrlvq), 8 logic
//   kogge_stone      Kogge-Stone 1, 2, 4: 12 shifts, 7 logic
//   rotate_unrolled  6 fill cycles: 7 vprolvq, 8 logic
//   rotate_kogge     Kogge-Stone r, 2r, 4r: 6 vprolvq, 7 logic
// (occluded fills: 7 dumb7 cycles, no final move). 512-bit shifts and rotates
// issue on one port only, so the rotate forms are the fast ones. Set-wise
// entries add 3 broadcasts and an unpack for the generator lanes; single
// squares 2 broadcasts and the OR of the 8 lanes (3 shuffles, 3 ORs, vmovq).
//
// SBAMG (o ^ (o - 3cbn)) works on lines, not directions: rank, file,
// diagonal and antidiagonal of one square in the 4 lanes of a ymm (2 lanes
// of an xmm for rook or bishop); vplzcntq finds the closest blocker below,
// vprorvq turns its index into 3 << index: 6 instructions for the 4 lines,
// plus the broadcast of the occupancy and a 4-lane OR (5). This is the
// preferred table: the fastest single-square queen here.
// Set-wise entries of the sbamg table: a lone slider's 8 rays by SBAMG in one
// zmm (both halves of each line); two or more sliders by the rotate
// Kogge-Stone fill, which beats a loop over them (the loop's exit branch
// alone costs more than the fill).
//
// Batches: boards in lanes (8 boards per zmm, one immediate shift or rotate
// per direction), simd/lanes.hpp for dumb7_unrolled and kogge_stone, the same
// lanes.hpp fills with an immediate-rotate stepper (vprolq + avoidWrap) for
// the rotate algorithms. SBAMG queens: one ymm per board, the lane ORs of 4
// boards as one 4x4 transpose; SBAMG slider maps: Kogge-Stone boards.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <xsimd/xsimd.hpp>

#include "implementations.hpp"
#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "lanes.hpp"

namespace lanefill::detail {
namespace {

using Arch = xsimd::avx512bw;
using V = xsimd::batch<std::uint64_t, Arch>;  // 8 lanes

// ---------------------------------------------------------------------------
// Small tools.

// vpternlogq truth tables are written with these operand bytes: f(A, B, C)
// evaluated on kTa, kTb, kTc is the immediate.
constexpr int kTa = 0xf0, kTb = 0xcc, kTc = 0xaa;
constexpr int kOrAnd = kTa | (kTb & kTc);   // a | (b & c)
constexpr int kAndOr = (kTa & kTb) | kTc;   // (a & b) | c
constexpr int kXorAnd = (kTa ^ kTb) & kTc;  // (a ^ b) & c

template <int Table>
V ternlog(V a, V b, V c) {
  return _mm512_ternarylogic_epi64(a, b, c, Table);
}
// a | (b & c): one fill step.
V or_and(V a, V b, V c) { return ternlog<kOrAnd>(a, b, c); }

// Calls f() N times, unrolled.
template <int N, class F>
inline void repeat(F&& f) {
  if constexpr (N > 0) {
    f();
    repeat<N - 1>(f);
  }
}

// OR of all lanes: 8 -> 4 -> 2 -> 1.
Bitboard or_lanes(__m128i q) {
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(q, _mm_unpackhi_epi64(q, q))));
}
Bitboard or_lanes(__m256i y) {
  return or_lanes(_mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1)));
}
Bitboard or_lanes(V v) {
  const __m512i z = v;
  return or_lanes(_mm256_or_si256(_mm512_castsi512_si256(z), _mm512_extracti64x4_epi64(z, 1)));
}

// 8 x 64-bit lane constants, loaded inside the kernels.
struct alignas(64) LaneConstants {
  std::uint64_t v[8];
};
V load(const LaneConstants& c) { return V::load_aligned(c.v); }

// Lane masks: the orthogonal (odd) and diagonal (even) directions, and the
// right-shifting ones (soEa, sout, soWe, west).
constexpr __mmask8 kOrthLanes = 0xaa, kDiagLanes = 0x55, kRightLanes = 0x3c;

// Generator lanes: diag in the even lanes, orth in the odd ones.
V generator_lanes(Bitboard orth, Bitboard diag) { return _mm512_unpacklo_epi64(V(diag), V(orth)); }

// ---------------------------------------------------------------------------
// Steppers, directions in lanes. step<K>(x): every lane K steps along its own
// direction. guard(): the squares a one-step move may land on, per lane; ANDed
// into the propagator once (keeps every fill step wrap-free) and into the
// final one-step move of an attack fill.

constexpr int rotate_count(int lane, int k) { return ((kShift[lane] * k) % 64 + 64) % 64; }
constexpr int shift_count(int lane, int k) {
  return (kShift[lane] < 0 ? -kShift[lane] : kShift[lane]) * k;
}

template <int K>
constexpr LaneConstants kRotateCounts = {
    {rotate_count(0, K), rotate_count(1, K), rotate_count(2, K), rotate_count(3, K),
     rotate_count(4, K), rotate_count(5, K), rotate_count(6, K), rotate_count(7, K)}};
template <int K>
constexpr LaneConstants kShiftCounts = {{shift_count(0, K), shift_count(1, K), shift_count(2, K),
                                         shift_count(3, K), shift_count(4, K), shift_count(5, K),
                                         shift_count(6, K), shift_count(7, K)}};
constexpr LaneConstants kAvoidWrapLanes = {{kAvoidWrap[0], kAvoidWrap[1], kAvoidWrap[2],
                                            kAvoidWrap[3], kAvoidWrap[4], kAvoidWrap[5],
                                            kAvoidWrap[6], kAvoidWrap[7]}};
// Shifts drop what leaves the board; only the file edges need guarding.
constexpr LaneConstants kFileGuardLanes = {
    {kNotFileA, kNotFileA, kNotFileA, kUniverse, kNotFileH, kNotFileH, kNotFileH, kUniverse}};

static_assert(rotate_count(2, 1) == 57 && rotate_count(5, 4) == 60 && rotate_count(4, 2) == 46);
static_assert(shift_count(3, 4) == 32 && shift_count(0, 2) == 18);

// Plain shifts: vpsllvq for all lanes, then vpsrlvq replaces the four
// right-shifting lanes (a masked merge: the step is one value, so a fill
// cycle gen | pro & step stays one vpternlogq; OR-ing a left and a right
// shift with counts of 64 in the other lanes would need a second one).
struct ShiftLanes {
  template <int K>
  static V step(V x) {
    const __m512i counts = load(kShiftCounts<K>);
    return _mm512_mask_srlv_epi64(_mm512_sllv_epi64(x, counts), kRightLanes, x, counts);
  }
  static V guard() { return load(kFileGuardLanes); }
};

// Generalized rays: rotate left by shift mod 64, one vprolvq for all lanes.
struct RotateLanes {
  template <int K>
  static V step(V x) {
    return _mm512_rolv_epi64(x, load(kRotateCounts<K>));
  }
  static V guard() { return load(kAvoidWrapLanes); }
};

// ---------------------------------------------------------------------------
// The fills, once for both steppers. `pro` is already guarded.

// Dumb7fill unrolled, in the seed's fill-cycle form flood |= pro & step(flood)
// (the flood only grows, so this equals the flood-accumulator form; with
// vpternlogq each cycle is one logic instruction instead of two).
template <class S, int Cycles>
V dumb7_fill(V flood, V pro) {
  repeat<Cycles>([&] { flood = or_and(flood, pro, S::template step<1>(flood)); });
  return flood;
}

// Kogge-Stone parallel prefix: steps of 1, 2 and 4 squares.
template <class S>
V kogge_fill(V gen, V pro) {
  gen = or_and(gen, pro, S::template step<1>(gen));
  pro = pro & S::template step<1>(pro);
  gen = or_and(gen, pro, S::template step<2>(gen));
  pro = pro & S::template step<2>(pro);
  return or_and(gen, pro, S::template step<4>(gen));
}

// The stepper and fill of each fill algorithm.
template <Algorithm Alg>
struct LaneFill {
  static constexpr bool kRotate =
      Alg == Algorithm::rotate_unrolled || Alg == Algorithm::rotate_kogge;
  static constexpr bool kKogge = Alg == Algorithm::kogge_stone || Alg == Algorithm::rotate_kogge;
  using S = std::conditional_t<kRotate, RotateLanes, ShiftLanes>;

  // Occluded fill: up to 7 squares from the generator.
  static V occluded(V gen, V empty) {
    const V pro = empty & S::guard();
    if constexpr (kKogge)
      return kogge_fill<S>(gen, pro);
    else
      return dumb7_fill<S, 7>(gen, pro);
  }
  // Attack fill: occluded fill one step further. Dumb7fill needs one cycle
  // less: the occupancy of the 7th square never matters.
  static V attacks(V gen, V occupied) {
    const V guard = S::guard();
    const V pro = ~occupied & guard;
    V fill;
    if constexpr (kKogge)
      fill = kogge_fill<S>(gen, pro);
    else
      fill = dumb7_fill<S, 6>(gen, pro);
    return S::template step<1>(fill) & guard;
  }
};

// ---------------------------------------------------------------------------
// Kernel entries of the fill algorithms.

template <Algorithm Alg>
void fill_occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
  LaneFill<Alg>::occluded(generator_lanes(orth, diag), V(empty)).store_unaligned(out);
}

template <Algorithm Alg>
void fill_ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  LaneFill<Alg>::attacks(generator_lanes(orth, diag), V(occupied)).store_unaligned(out);
}

template <Algorithm Alg>
Bitboard fill_slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return or_lanes(LaneFill<Alg>::attacks(generator_lanes(orth, diag), V(occupied)));
}

template <Algorithm Alg>
Bitboard fill_rook_attacks(int square, Bitboard occupied) {
  const V gen = _mm512_maskz_set1_epi64(kOrthLanes, static_cast<long long>(Bitboard{1} << square));
  return or_lanes(LaneFill<Alg>::attacks(gen, V(occupied)));
}

template <Algorithm Alg>
Bitboard fill_bishop_attacks(int square, Bitboard occupied) {
  const V gen = _mm512_maskz_set1_epi64(kDiagLanes, static_cast<long long>(Bitboard{1} << square));
  return or_lanes(LaneFill<Alg>::attacks(gen, V(occupied)));
}

template <Algorithm Alg>
Bitboard fill_queen_attacks(int square, Bitboard occupied) {
  return or_lanes(LaneFill<Alg>::attacks(V(Bitboard{1} << square), V(occupied)));
}

// ---------------------------------------------------------------------------
// Boards in lanes for the rotate algorithms: the generic fills of lanes.hpp
// with an immediate-rotate stepper (vprolq) and avoidWrap as the guard.

template <Direction D>
struct RotateDirection {
  static constexpr int kLane = static_cast<int>(D);
  static constexpr Bitboard kGuard = kAvoidWrap[kLane];

  template <int K>
  LANEFILL_SIMD_INLINE static V step(V x) {
    constexpr int kCount = rotate_count(kLane, K);
    return _mm512_rol_epi64(x, kCount);
  }
  LANEFILL_SIMD_INLINE static V clip(V x) { return x & V(kGuard); }
};

// The lanes.hpp fill shape of a rotate algorithm.
template <Algorithm Alg>
constexpr Algorithm kLaneShape =
    Alg == Algorithm::rotate_kogge ? Algorithm::kogge_stone : Algorithm::dumb7_unrolled;

template <Algorithm Alg>
LANEFILL_SIMD_INLINE V rotate_slider_boards(V orth, V diag, V occupied) {
  using D = Direction;
  constexpr Algorithm Shape = kLaneShape<Alg>;
  const V empty = ~occupied;
  const V orth_rays = simd::ray_attacks_lanes<Shape, RotateDirection<D::east>>(orth, empty) |
                      simd::ray_attacks_lanes<Shape, RotateDirection<D::sout>>(orth, empty) |
                      simd::ray_attacks_lanes<Shape, RotateDirection<D::west>>(orth, empty) |
                      simd::ray_attacks_lanes<Shape, RotateDirection<D::nort>>(orth, empty);
  const V diag_rays = simd::ray_attacks_lanes<Shape, RotateDirection<D::noEa>>(diag, empty) |
                      simd::ray_attacks_lanes<Shape, RotateDirection<D::soEa>>(diag, empty) |
                      simd::ray_attacks_lanes<Shape, RotateDirection<D::soWe>>(diag, empty) |
                      simd::ray_attacks_lanes<Shape, RotateDirection<D::noWe>>(diag, empty);
  return orth_rays | diag_rays;
}

// 8 boards per step; the tail (n % 8) on a zero-padded copy.
template <class Boards>
void boards_batch(const Bitboard* a, const Bitboard* b, const Bitboard* c, Bitboard* out,
                  std::size_t n, Boards boards) {
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8)
    boards(V::load_unaligned(a + i), V::load_unaligned(b + i), V::load_unaligned(c + i))
        .store_unaligned(out + i);
  if (i == n) return;
  const std::size_t rest = n - i;
  alignas(64) Bitboard pa[8] = {}, pb[8] = {}, pc[8] = {}, r[8];
  std::memcpy(pa, a + i, rest * sizeof(Bitboard));
  std::memcpy(pb, b + i, rest * sizeof(Bitboard));
  std::memcpy(pc, c + i, rest * sizeof(Bitboard));
  boards(V::load_aligned(pa), V::load_aligned(pb), V::load_aligned(pc)).store_aligned(r);
  std::memcpy(out + i, r, rest * sizeof(Bitboard));
}

template <Algorithm Alg>
void rotate_slider_attacks_batch(const Bitboard* orth, const Bitboard* diag,
                                 const Bitboard* occupied, Bitboard* out, std::size_t n) {
  boards_batch(orth, diag, occupied, out, n,
               [](V o, V d, V occ) { return rotate_slider_boards<Alg>(o, d, occ); });
}

template <Algorithm Alg>
void rotate_queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied,
                                Bitboard* out, std::size_t n) {
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    const V bits = simd::square_bits<Arch>(squares + i);
    rotate_slider_boards<Alg>(bits, bits, V::load_unaligned(occupied + i)).store_unaligned(out + i);
  }
  if (i == n) return;
  const std::size_t rest = n - i;
  alignas(64) std::uint8_t sq[8] = {};
  alignas(64) Bitboard occ[8] = {}, r[8];
  std::memcpy(sq, squares + i, rest);
  std::memcpy(occ, occupied + i, rest * sizeof(Bitboard));
  const V bits = simd::square_bits<Arch>(sq);
  rotate_slider_boards<Alg>(bits, bits, V::load_aligned(occ)).store_aligned(r);
  std::memcpy(out + i, r, rest * sizeof(Bitboard));
}

// The batch entries of each fill algorithm.
template <Algorithm Alg>
constexpr auto queen_batch() {
  if constexpr (LaneFill<Alg>::kRotate)
    return &rotate_queen_attacks_batch<Alg>;
  else
    return &simd::queen_attacks_batch<Alg, Arch>;
}
template <Algorithm Alg>
constexpr auto slider_batch() {
  if constexpr (LaneFill<Alg>::kRotate)
    return &rotate_slider_attacks_batch<Alg>;
  else
    return &simd::slider_attacks_batch<Alg, Arch>;
}

template <Algorithm Alg>
constexpr AttackKernels make_fill_kernels() {
  return AttackKernels{Alg,
                       Isa::avx512,
                       &fill_occluded_fills<Alg>,
                       &fill_ray_attacks<Alg>,
                       &fill_slider_attacks<Alg>,
                       &fill_rook_attacks<Alg>,
                       &fill_bishop_attacks<Alg>,
                       &fill_queen_attacks<Alg>,
                       queen_batch<Alg>(),
                       slider_batch<Alg>()};
}

// ---------------------------------------------------------------------------
// SBAMG.

// Per square: the four lines through it (rank, file, diagonal, antidiagonal),
// the square itself excluded, and their parts below the square. One cache
// line per square.
struct alignas(64) SbamgRow {
  Bitboard line_ex[4];
  Bitboard lower_line[4];
};
struct SbamgTable {
  SbamgRow row[65];  // row 64 stays zero: the "no slider" square
};

constexpr Bitboard walk(int sq, Direction d) {
  Bitboard ray = 0;
  for (Bitboard b = shift_one(square_bb(static_cast<Square>(sq)), d); b; b = shift_one(b, d))
    ray |= b;
  return ray;
}

consteval SbamgTable make_sbamg_table() {
  using D = Direction;
  SbamgTable t{};
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard below = (Bitboard{1} << sq) - 1;
    const Bitboard lines[4] = {
        walk(sq, D::east) | walk(sq, D::west), walk(sq, D::nort) | walk(sq, D::sout),
        walk(sq, D::noEa) | walk(sq, D::soWe), walk(sq, D::noWe) | walk(sq, D::soEa)};
    for (int l = 0; l < 4; ++l) {
      t.row[sq].line_ex[l] = lines[l];
      t.row[sq].lower_line[l] = lines[l] & below;
    }
  }
  return t;
}

constexpr SbamgTable kSbamg = make_sbamg_table();

static_assert(kSbamg.row[E4].line_ex[0] == (rank_bb(3) & ~square_bb(E4)));
static_assert(kSbamg.row[D1].lower_line[0] == 0x07 && kSbamg.row[A1].lower_line[2] == 0);
static_assert(kSbamg.row[H1].line_ex[3] == 0x0102040810204000ULL);

// SBAMG on 2, 4 or 8 lines at once (xmm, ymm with AVX-512VL, zmm). xsimd has
// no AVX-512VL architecture (a batch<.., avx2> here would share symbols with
// simd/avx2.cpp), so these are intrinsics. Constants are plain arrays (clang
// turns them into broadcast loads, g++ into a broadcast from a general
// register; measured equal within noise).
constexpr LaneConstants kOnes = {{1, 1, 1, 1, 1, 1, 1, 1}};
constexpr std::uint64_t kTopAndBottom = 0x8000000000000001ULL;  // bits 63 and 0
constexpr LaneConstants kTopAndBottomLanes = {{kTopAndBottom, kTopAndBottom, kTopAndBottom,
                                               kTopAndBottom, kTopAndBottom, kTopAndBottom,
                                               kTopAndBottom, kTopAndBottom}};

struct Xmm {
  using T = __m128i;
  static T load(const Bitboard* p) { return _mm_load_si128(reinterpret_cast<const T*>(p)); }
  static T load(const LaneConstants& c) { return load(c.v); }
  static T set1(Bitboard v) { return _mm_set1_epi64x(static_cast<long long>(v)); }
  template <int Table>
  static T ternlog(T a, T b, T c) {
    return _mm_ternarylogic_epi64(a, b, c, Table);
  }
  static T lzcnt(T x) { return _mm_lzcnt_epi64(x); }
  static T rorv(T x, T n) { return _mm_rorv_epi64(x, n); }
  static T sub(T a, T b) { return _mm_sub_epi64(a, b); }
};
struct Ymm {
  using T = __m256i;
  static T load(const Bitboard* p) { return _mm256_load_si256(reinterpret_cast<const T*>(p)); }
  static T load(const LaneConstants& c) { return load(c.v); }
  static T set1(Bitboard v) { return _mm256_set1_epi64x(static_cast<long long>(v)); }
  template <int Table>
  static T ternlog(T a, T b, T c) {
    return _mm256_ternarylogic_epi64(a, b, c, Table);
  }
  static T lzcnt(T x) { return _mm256_lzcnt_epi64(x); }
  static T rorv(T x, T n) { return _mm256_rorv_epi64(x, n); }
  static T sub(T a, T b) { return _mm256_sub_epi64(a, b); }
};
struct Zmm {
  using T = __m512i;
  static T load(const LaneConstants& c) { return _mm512_load_si512(c.v); }
  static T set1(Bitboard v) { return _mm512_set1_epi64(static_cast<long long>(v)); }
  template <int Table>
  static T ternlog(T a, T b, T c) {
    return _mm512_ternarylogic_epi64(a, b, c, Table);
  }
  static T lzcnt(T x) { return _mm512_lzcnt_epi64(x); }
  static T rorv(T x, T n) { return _mm512_rorv_epi64(x, n); }
  static T sub(T a, T b) { return _mm512_sub_epi64(a, b); }
};

// The seed's lineAttacks per lane, with bit 0 as the only outer square:
//   x   = line occupancy | bit 0         (line_ex excludes the slider's square)
//   cbn = msb((occupied & lower_line) | bit 0): closest blocker below, else 0
//   (x ^ (x - 3cbn)) & keep
// Without a blocker above, the borrow of x - 3cbn runs off the top; without
// one below, the span starts at bit 0: masked, both give the board edge.
// `keep` is line_ex (both rays of the line) or one half of it.
template <class W>
typename W::T sbamg_lines(typename W::T occupied, typename W::T line_ex, typename W::T lower_line,
                          typename W::T keep) {
  using T = typename W::T;
  const T one = W::load(kOnes);
  const T x = W::template ternlog<kAndOr>(occupied, line_ex, one);
  const T below = W::template ternlog<kAndOr>(occupied, lower_line, one);
  // 3 << msb = {63, 0} rotated right by the leading zero count (1..63).
  const T cbn3 = W::rorv(W::load(kTopAndBottomLanes), W::lzcnt(below));
  return W::template ternlog<kXorAnd>(x, W::sub(x, cbn3), keep);
}

// The four lines of a square, ymm. `occupied` is broadcast.
__m256i sbamg_queen_lines(int square, __m256i occupied) {
  const SbamgRow& row = kSbamg.row[square];
  const __m256i line_ex = Ymm::load(row.line_ex);
  return sbamg_lines<Ymm>(occupied, line_ex, Ymm::load(row.lower_line), line_ex);
}

// Two lines, xmm: first = 0 for rank and file, 2 for the diagonals.
template <int First>
Bitboard sbamg_two_lines(int square, Bitboard occupied) {
  const SbamgRow& row = kSbamg.row[square];
  const __m128i line_ex = Xmm::load(row.line_ex + First);
  return or_lanes(
      sbamg_lines<Xmm>(Xmm::set1(occupied), line_ex, Xmm::load(row.lower_line + First), line_ex));
}

Bitboard sbamg_rook_attacks(int square, Bitboard occupied) {
  return sbamg_two_lines<0>(square, occupied);
}
Bitboard sbamg_bishop_attacks(int square, Bitboard occupied) {
  return sbamg_two_lines<2>(square, occupied);
}
Bitboard sbamg_queen_attacks(int square, Bitboard occupied) {
  return or_lanes(sbamg_queen_lines(square, Ymm::set1(occupied)));
}

// Queens in batch: one ymm per board; the lane ORs of four boards by
// simd::or_lanes_4x4 (lanes.hpp).

void sbamg_queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                               std::size_t n) {
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    const __m256i r0 = sbamg_queen_lines(squares[i], Ymm::set1(occupied[i]));
    const __m256i r1 = sbamg_queen_lines(squares[i + 1], Ymm::set1(occupied[i + 1]));
    const __m256i r2 = sbamg_queen_lines(squares[i + 2], Ymm::set1(occupied[i + 2]));
    const __m256i r3 = sbamg_queen_lines(squares[i + 3], Ymm::set1(occupied[i + 3]));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), simd::or_lanes_4x4(r0, r1, r2, r3));
  }
  for (; i < n; ++i) out[i] = sbamg_queen_attacks(squares[i], occupied[i]);
}

// Set-wise entries. SBAMG works per square; looping over the sliders loses
// to one 8-direction fill as soon as there are two of them (measured: the
// loop's exit branch alone costs more), so the set-wise entries of the sbamg
// table use SBAMG for a lone slider and the rotate Kogge-Stone fill otherwise.
bool at_most_one_slider(Bitboard orth, Bitboard diag) {
  const Bitboard sliders = orth | diag;
  return (sliders & (sliders - 1)) == 0;
}

// The 8 rays of a lone slider come out of one zmm in "line order": lanes 0-3
// the upper halves of rank, file, diagonal, antidiagonal (east, nort, noEa,
// noWe), lanes 4-7 their lower halves (west, sout, soWe, soEa).
// dir8 lane d takes line-order lane kLineToDir8[d].
constexpr LaneConstants kLineToDir8 = {{2, 0, 7, 5, 6, 4, 3, 1}};

// Ray attacks (dir8 order) of orth | diag holding at most one slider. With
// none, the square is 64: the table's zero row, and all lanes masked off.
V sbamg_lone_slider_rays(Bitboard orth, Bitboard diag, Bitboard occupied) {
  const SbamgRow& row = kSbamg.row[_tzcnt_u64(orth | diag)];
  const __m512i line_ex = _mm512_broadcast_i64x4(Ymm::load(row.line_ex));
  const __m512i lower = _mm512_broadcast_i64x4(Ymm::load(row.lower_line));
  const __m512i halves = _mm512_mask_xor_epi64(lower, 0x0f, lower, line_ex);  // upper | lower
  const __m512i rays = sbamg_lines<Zmm>(Zmm::set1(occupied), line_ex, lower, halves);
  const __mmask8 lanes = (orth ? kOrthLanes : 0) | (diag ? kDiagLanes : 0);
  return _mm512_maskz_permutexvar_epi64(lanes, load(kLineToDir8), rays);
}

void sbamg_ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  if (at_most_one_slider(orth, diag))
    sbamg_lone_slider_rays(orth, diag, occupied).store_unaligned(out);
  else
    fill_ray_attacks<Algorithm::rotate_kogge>(orth, diag, occupied, out);
}

void sbamg_occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
  if (at_most_one_slider(orth, diag)) {
    // Attacks blocked by the non-empty squares; keep the empty ones, add the slider.
    const V reached = sbamg_lone_slider_rays(orth, diag, ~empty);
    ternlog<kAndOr>(reached, V(empty), generator_lanes(orth, diag)).store_unaligned(out);
  } else {
    fill_occluded_fills<Algorithm::rotate_kogge>(orth, diag, empty, out);
  }
}

// Union only: a lone slider's lines (ymm), masked by its kind.
Bitboard sbamg_slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  if (!at_most_one_slider(orth, diag))
    return fill_slider_attacks<Algorithm::rotate_kogge>(orth, diag, occupied);
  const __mmask8 lines = (orth ? 0x3 : 0) | (diag ? 0xc : 0);  // rank, file | diagonals
  const SbamgRow& row = kSbamg.row[_tzcnt_u64(orth | diag)];
  const __m256i line_ex = Ymm::load(row.line_ex);
  const __m256i attacks =
      sbamg_lines<Ymm>(Ymm::set1(occupied), line_ex, Ymm::load(row.lower_line), line_ex);
  return or_lanes(_mm256_maskz_mov_epi64(lines, attacks));
}

// Boards in lanes have no slider count to branch on: Kogge-Stone boards
// (lanes.hpp; plain shifts need no guard for nort/sout, a few ANDs fewer than
// the rotate form).
constexpr auto sbamg_slider_attacks_batch =
    simd::slider_attacks_batch<Algorithm::kogge_stone, Arch>;

constexpr AttackKernels kSbamgKernels{Algorithm::sbamg,           Isa::avx512,
                                      &sbamg_occluded_fills,      &sbamg_ray_attacks,
                                      &sbamg_slider_attacks,      &sbamg_rook_attacks,
                                      &sbamg_bishop_attacks,      &sbamg_queen_attacks,
                                      &sbamg_queen_attacks_batch, sbamg_slider_attacks_batch};

// ---------------------------------------------------------------------------
// The tables.

constexpr AttackKernels kDumb7Unrolled = make_fill_kernels<Algorithm::dumb7_unrolled>();
constexpr AttackKernels kKoggeStone = make_fill_kernels<Algorithm::kogge_stone>();
constexpr AttackKernels kRotateUnrolled = make_fill_kernels<Algorithm::rotate_unrolled>();
constexpr AttackKernels kRotateKogge = make_fill_kernels<Algorithm::rotate_kogge>();

// Fastest set-wise kernel (8-direction attack fill of random slider sets) and
// fastest single-square queen (random square, occupancy rand64() & rand64()),
// both by Google Benchmark; see docs/benchmarks.md.
constexpr const AttackKernels* kPreferred = &kRotateKogge;
constexpr const AttackKernels* kSingleSquare = &kSbamgKernels;

}  // namespace

constinit const Implementation avx512_implementation{
    Isa::avx512,
    "avx512",
    "AVX-512 F/CD/DQ/BW/VL: 8 directions per zmm (vprolvq, vpsllvq/vpsrlvq, vpternlogq), "
    "SBAMG lines per ymm (vplzcntq), 8 boards per zmm in batches",
    {nullptr, nullptr, &kDumb7Unrolled, &kKoggeStone, nullptr, &kRotateUnrolled, &kRotateKogge,
     &kSbamgKernels},
    kPreferred,
    kSingleSquare};

}  // namespace lanefill::detail
