// simd/lanes.hpp — fill kernels written once over xsimd batches, shared by simd/<isa>.cpp.
//
// Include only from simd/ files. Everything below lives in an anonymous
// namespace AND is templated on the xsimd arch, so each ISA file gets its own
// internal copy compiled with its own flags (no weak symbol can be shared
// between an AVX file and a baseline caller). Instantiate only with an arch
// the including file is compiled for. No vector constant at namespace scope:
// every constant is built inside a function.
//
// ============================ STABLE INTERFACE ============================
// namespace lanefill::simd (anonymous inner namespace)
//
//   template <class A> using U64 = xsimd::batch<std::uint64_t, A>;
//   `Alg` below is Algorithm::dumb7_unrolled or Algorithm::kogge_stone.
//
// Boards in lanes — lane i holds board i, every direction a constant shift:
//   U64<A> slider_attacks_boards<Alg, A>(U64<A> orth, U64<A> diag, U64<A> occupied)
//       lane-wise slider_attacks (union of the 8 ray attacks).
//   U64<A> queen_attacks_boards<Alg, A>(U64<A> square_bit, U64<A> occupied)
//       lane-wise queen_attacks; `square_bit` holds 1 << square per lane.
//   U64<A> square_bits<A>(const std::uint8_t* squares)
//       1 << squares[i] per lane (reads U64<A>::size bytes).
//   void slider_attacks_batch<Alg, A>(const uint64_t* orth, const uint64_t* diag,
//                                     const uint64_t* occupied, uint64_t* out, size_t n)
//   void queen_attacks_batch<Alg, A>(const uint8_t* squares, const uint64_t* occupied,
//                                    uint64_t* out, size_t n)
//       The AttackKernels batch entries: U64<A>::size boards per step, the
//       tail (n % size) through the same code on a zero-padded copy.
//   Per direction, if needed: ray_attacks_lanes<Alg, DirStep<A, D>>(gen, empty)
//   and occluded_fill_lanes<Alg, DirStep<A, D>>(gen, empty).
//
// Directions in lanes — lane j of a register walks its own direction:
//   LaneStep<A, D0, D1, ...>: one direction per lane (as many as U64<A>::size),
//       per-lane variable shifts (vpsllvq/vpsrlvq, emitted directly for AVX2
//       and AVX-512 archs; do not use it on SSE2, which has no such shift).
//   occluded_fill_lanes / ray_attacks_lanes work with any stepper.
//
// Fills (any stepper S, any batch type B; `empty` is the propagator before
// clipping, i.e. ~occupied for attacks):
//   B occluded_fill_lanes<Alg, S>(B gen, B empty)  generator + reachable empties
//   B ray_attacks_lanes<Alg, S>(B gen, B empty)    one step further, clipped
//   void opposite_ray_attacks<Alg, S, T>(B gen_s, B gen_t, B empty, B& att_s, B& att_t)
//       ray_attacks_lanes for two steppers whose lane j walk opposite
//       directions, cheaper: one shared propagator (Kogge-Stone derives T's
//       propagator steps from S's by one shift). Needs S::clip_both/kDirections.
//   LANEFILL_SIMD_INLINE: [[gnu::always_inline]] inline, for ISA-file helpers.
//
// SBAMG lines (simd/sse2.cpp, simd/avx2.cpp), line order rank, file,
// diagonal, antidiagonal (scalar::Line):
//   SbamgLines::kSquares[sq]: per line line_ex, floor, lower (SbamgSquare);
//       kSbamgStep[line]: bit distance of neighbouring squares on the line.
//   Set-wise entries sbamg_ray_attacks<K>, sbamg_occluded_fills<K>,
//   sbamg_slider_attacks<K>: SBAMG for at most one slider by the two-line
//   kernel K::lines<First>(int square, __m128i occupied) (First 0: rank,
//   file; 2: diagonal, antidiagonal; occupied broadcast), K::fill_ray_attacks,
//   K::fill_occluded_fills, K::fill_slider_attacks (the AttackKernels
//   signatures) for more sliders.
//
// Stepper concept (DirStep, LaneStep, and ISA-specific ones in simd/<isa>.cpp):
//   template <int K> static B step(B x)  every lane K steps along its direction
//                                        (plain shift: bits crossing a file
//                                        edge wrap, bits leaving the board drop)
//   static B clip(B x)                   x & (the file each lane's direction must
//                                        not land on, removed): ~file A for the
//                                        eastward directions, ~file H for the
//                                        westward ones, nothing for nort/sout.
//   Clipping the propagator once makes every fill step wrap-free; clipping the
//   final one-step shift makes the attack set wrap-free. (Landing on the edge
//   rank is impossible after a shift, so file masks are all that is needed.)
//   For opposite_ray_attacks only (DirStep and LaneStep have them):
//   static B clip_both(B x)              x & both edge files' guards (the
//                                        lane's direction and its opposite)
//   static constexpr Direction kDirections[lanes]   the lanes' directions
// ===========================================================================
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include <xsimd/xsimd.hpp>

#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/masks.hpp"

// Hot helpers are forced inline: the fills are short straight-line code and
// a call would pass vectors through memory.
#define LANEFILL_SIMD_INLINE [[gnu::always_inline]] inline

namespace lanefill::simd {
namespace {

template <class A>
using U64 = xsimd::batch<std::uint64_t, A>;

// The file a one-step move in direction d may never land on, removed.
constexpr Bitboard file_guard(Direction d) {
  const int s = kShift[static_cast<int>(d)];
  if (s == 9 || s == 1 || s == -7) return kNotFileA;   // eastward
  if (s == -9 || s == -1 || s == 7) return kNotFileH;  // westward
  return kUniverse;                                    // nort, sout
}

// The squares a flood in direction d or its opposite may pass through when
// only attacks are wanted: not the files either of them lands on by wrapping.
constexpr Bitboard both_guards(Direction d) { return file_guard(d) & file_guard(opposite(d)); }

template <Algorithm Alg>
constexpr bool is_lane_algorithm =
    Alg == Algorithm::dumb7_unrolled || Alg == Algorithm::kogge_stone;

// ---------------------------------------------------------------------------
// Steppers.

// Every lane moves in direction D: a constant (immediate) shift.
template <class A, Direction D>
struct DirStep {
  static constexpr int kStep = kShift[static_cast<int>(D)];
  static constexpr Bitboard kGuard = file_guard(D);
  static constexpr Bitboard kBothGuards = both_guards(D);
  static constexpr Direction kDirections[1] = {D};

  template <int K>
  LANEFILL_SIMD_INLINE static U64<A> step(U64<A> x) {
    if constexpr (kStep > 0)
      return x << (kStep * K);
    else
      return x >> (-kStep * K);
  }
  LANEFILL_SIMD_INLINE static U64<A> clip(U64<A> x) {
    if constexpr (kGuard == kUniverse)
      return x;
    else
      return x & U64<A>(kGuard);
  }
  LANEFILL_SIMD_INLINE static U64<A> clip_both(U64<A> x) {
    if constexpr (kBothGuards == kUniverse)
      return x;
    else
      return x & U64<A>(kBothGuards);
  }
};

// Per-lane variable shifts. xsimd 8.1 maps them to vpsllvq/vpsrlvq on AVX2
// but to a scalar loop on AVX-512 (and on SSE2 under g++): use the
// instructions directly where they exist.
template <class A>
LANEFILL_SIMD_INLINE U64<A> shift_left_lanes(U64<A> x, U64<A> counts) {
#if XSIMD_WITH_AVX512F
  if constexpr (std::is_base_of_v<xsimd::avx512f, A>)
    return U64<A>(_mm512_sllv_epi64(x, counts));
  else
#endif
#if XSIMD_WITH_AVX2
  if constexpr (std::is_base_of_v<xsimd::avx2, A>)
    return U64<A>(_mm256_sllv_epi64(x, counts));
  else
#endif
    return x << counts;
}

#if XSIMD_WITH_AVX2
// The lane ORs of four ymm at once (lane i of the result = OR of r_i's four
// lanes) as one 4x4 transpose, unpack + permute, instead of four reductions.
LANEFILL_SIMD_INLINE __m256i or_lanes_4x4(__m256i r0, __m256i r1, __m256i r2, __m256i r3) {
  const __m256i a = _mm256_or_si256(_mm256_unpacklo_epi64(r0, r1), _mm256_unpackhi_epi64(r0, r1));
  const __m256i b = _mm256_or_si256(_mm256_unpacklo_epi64(r2, r3), _mm256_unpackhi_epi64(r2, r3));
  return _mm256_or_si256(_mm256_permute2x128_si256(a, b, 0x20),
                         _mm256_permute2x128_si256(a, b, 0x31));
}
#endif

template <class A>
LANEFILL_SIMD_INLINE U64<A> shift_right_lanes(U64<A> x, U64<A> counts) {
#if XSIMD_WITH_AVX512F
  if constexpr (std::is_base_of_v<xsimd::avx512f, A>)
    return U64<A>(_mm512_srlv_epi64(x, counts));
  else
#endif
#if XSIMD_WITH_AVX2
  if constexpr (std::is_base_of_v<xsimd::avx2, A>)
    return U64<A>(_mm256_srlv_epi64(x, counts));
  else
#endif
    return x >> counts;
}

// Per-lane shift counts of K steps in direction d; 64 (a zero result) where
// the lane shifts the other way.
constexpr std::uint64_t left_count(Direction d, int k) {
  const int s = kShift[static_cast<int>(d)];
  return s > 0 ? std::uint64_t(s * k) : 64;
}
constexpr std::uint64_t right_count(Direction d, int k) {
  const int s = kShift[static_cast<int>(d)];
  return s < 0 ? std::uint64_t(-s * k) : 64;
}

// Lane j moves in direction Ds[j]: per-lane variable shifts (AVX2/AVX-512).
// Mixed signs cost two shifts and an OR (a count of 64 zeroes a lane).
template <class A, Direction... Ds>
struct LaneStep {
  static_assert(sizeof...(Ds) == U64<A>::size, "one direction per lane");
  static constexpr bool kAllLeft = ((kShift[static_cast<int>(Ds)] > 0) && ...);
  static constexpr bool kAllRight = ((kShift[static_cast<int>(Ds)] < 0) && ...);

  // Shift counts and guards as constant arrays (loaded, never computed).
  template <int K>
  static constexpr std::uint64_t kLeftCounts[sizeof...(Ds)] = {left_count(Ds, K)...};
  template <int K>
  static constexpr std::uint64_t kRightCounts[sizeof...(Ds)] = {right_count(Ds, K)...};
  static constexpr Bitboard kGuards[sizeof...(Ds)] = {file_guard(Ds)...};
  static constexpr Bitboard kBothGuards[sizeof...(Ds)] = {both_guards(Ds)...};
  static constexpr Direction kDirections[sizeof...(Ds)] = {Ds...};

  template <int K>
  LANEFILL_SIMD_INLINE static U64<A> step(U64<A> x) {
    const U64<A> left = U64<A>::load_unaligned(kLeftCounts<K>);
    const U64<A> right = U64<A>::load_unaligned(kRightCounts<K>);
    if constexpr (kAllLeft)
      return shift_left_lanes<A>(x, left);
    else if constexpr (kAllRight)
      return shift_right_lanes<A>(x, right);
    else
      return shift_left_lanes<A>(x, left) | shift_right_lanes<A>(x, right);
  }
  LANEFILL_SIMD_INLINE static U64<A> clip(U64<A> x) { return x & U64<A>::load_unaligned(kGuards); }
  LANEFILL_SIMD_INLINE static U64<A> clip_both(U64<A> x) {
    return x & U64<A>::load_unaligned(kBothGuards);
  }
};

// ---------------------------------------------------------------------------
// The fills, once for every stepper. `pro` is already clipped.

// Dumb7fill, unrolled: one `gen = step(gen) & pro; flood |= gen` per index.
template <class S, class B, int... Cycle>
LANEFILL_SIMD_INLINE B dumb7_cycles(B gen, B pro, std::integer_sequence<int, Cycle...>) {
  B flood = gen;
  ((gen = S::template step<1>(gen) & pro, flood |= gen, (void)Cycle), ...);
  return flood;
}

template <int Cycles, class S, class B>
LANEFILL_SIMD_INLINE B dumb7_fill(B gen, B pro) {
  return dumb7_cycles<S>(gen, pro, std::make_integer_sequence<int, Cycles>{});
}

// Kogge-Stone parallel prefix: steps of 1, 2 and 4 (distance up to 7).
template <class S, class B>
LANEFILL_SIMD_INLINE B kogge_fill(B gen, B pro) {
  gen |= pro & S::template step<1>(gen);
  pro &= S::template step<1>(pro);
  gen |= pro & S::template step<2>(gen);
  pro &= S::template step<2>(pro);
  gen |= pro & S::template step<4>(gen);
  return gen;
}

// Occluded fill: generator plus the empty squares its flood reaches.
template <Algorithm Alg, class S, class B>
LANEFILL_SIMD_INLINE B occluded_fill_lanes(B gen, B empty) {
  static_assert(is_lane_algorithm<Alg>);
  const B pro = S::clip(empty);
  if constexpr (Alg == Algorithm::dumb7_unrolled)
    return dumb7_fill<7, S>(gen, pro);
  else
    return kogge_fill<S>(gen, pro);
}

// Attack fill: the occluded fill one step further, clipped. Dumb7fill needs
// one cycle less here: the last square's occupancy never matters.
template <Algorithm Alg, class S, class B>
LANEFILL_SIMD_INLINE B ray_attacks_lanes(B gen, B empty) {
  static_assert(is_lane_algorithm<Alg>);
  const B pro = S::clip(empty);
  B fill;
  if constexpr (Alg == Algorithm::dumb7_unrolled)
    fill = dumb7_fill<6, S>(gen, pro);
  else
    fill = kogge_fill<S>(gen, pro);
  return S::clip(S::template step<1>(fill));
}

template <class S, class T>
constexpr bool lanes_are_opposite() {
  constexpr std::size_t n = sizeof(S::kDirections) / sizeof(Direction);
  static_assert(n == sizeof(T::kDirections) / sizeof(Direction));
  for (std::size_t j = 0; j < n; ++j)
    if (T::kDirections[j] != opposite(S::kDirections[j])) return false;
  return true;
}

// Attack fills of two registers whose lanes walk opposite directions (lane j
// of S and lane j of T). Attacks never need a flood to pass through a square
// it could only leave by wrapping (the final step still lands there), so both
// registers share one propagator clipped on the wrap files of both
// directions; Kogge-Stone then gets T's propagator steps from S's with one
// shift each: p1(-d) = p1(d) >> s and p2(-d) = p2(d) >> 3s.
template <Algorithm Alg, class S, class T, class B>
LANEFILL_SIMD_INLINE void opposite_ray_attacks(B gen_s, B gen_t, B empty, B& attacks_s,
                                               B& attacks_t) {
  static_assert(is_lane_algorithm<Alg>);
  static_assert(lanes_are_opposite<S, T>(), "lane j of T must be opposite to lane j of S");
  const B pro = S::clip_both(empty);
  if constexpr (Alg == Algorithm::dumb7_unrolled) {
    gen_s = dumb7_fill<6, S>(gen_s, pro);
    gen_t = dumb7_fill<6, T>(gen_t, pro);
  } else {
    const B pro1_s = pro & S::template step<1>(pro);
    const B pro2_s = pro1_s & S::template step<2>(pro1_s);
    const B pro1_t = T::template step<1>(pro1_s);
    const B pro2_t = T::template step<3>(pro2_s);
    gen_s |= pro & S::template step<1>(gen_s);
    gen_t |= pro & T::template step<1>(gen_t);
    gen_s |= pro1_s & S::template step<2>(gen_s);
    gen_t |= pro1_t & T::template step<2>(gen_t);
    gen_s |= pro2_s & S::template step<4>(gen_s);
    gen_t |= pro2_t & T::template step<4>(gen_t);
  }
  attacks_s = S::clip(S::template step<1>(gen_s));
  attacks_t = T::clip(T::template step<1>(gen_t));
}

// ---------------------------------------------------------------------------
// Boards in lanes.

template <Algorithm Alg, class A>
LANEFILL_SIMD_INLINE U64<A> slider_attacks_boards(U64<A> orth, U64<A> diag, U64<A> occupied) {
  using D = Direction;
  const U64<A> empty = ~occupied;
  U64<A> east, west, nort, sout, noea, sowe, nowe, soea;
  opposite_ray_attacks<Alg, DirStep<A, D::east>, DirStep<A, D::west>>(orth, orth, empty, east, west);
  opposite_ray_attacks<Alg, DirStep<A, D::nort>, DirStep<A, D::sout>>(orth, orth, empty, nort, sout);
  opposite_ray_attacks<Alg, DirStep<A, D::noEa>, DirStep<A, D::soWe>>(diag, diag, empty, noea, sowe);
  opposite_ray_attacks<Alg, DirStep<A, D::noWe>, DirStep<A, D::soEa>>(diag, diag, empty, nowe, soea);
  // Independent halves keep the OR chain short.
  return ((east | west) | (nort | sout)) | ((noea | sowe) | (nowe | soea));
}

// 1 << squares[i] per lane. Native variable shifts where the ISA has them,
// otherwise built in scalar code and loaded.
template <class A>
LANEFILL_SIMD_INLINE U64<A> square_bits(const std::uint8_t* squares) {
#if XSIMD_WITH_AVX512F
  if constexpr (std::is_base_of_v<xsimd::avx512f, A>) {
    const __m512i idx =
        _mm512_cvtepu8_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(squares)));
    return U64<A>(_mm512_sllv_epi64(_mm512_set1_epi64(1), idx));
  } else
#endif
#if XSIMD_WITH_AVX2
  if constexpr (std::is_base_of_v<xsimd::avx2, A>) {
    std::int32_t four;
    std::memcpy(&four, squares, sizeof four);
    const __m256i idx = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(four));
    return U64<A>(_mm256_sllv_epi64(_mm256_set1_epi64x(1), idx));
  } else
#endif
  if constexpr (U64<A>::size == 2) {
    // Built in registers (movq/punpcklqdq), not stored and reloaded: a wide
    // load of narrow stores would stall store forwarding.
    return U64<A>(_mm_set_epi64x(static_cast<long long>(std::uint64_t{1} << squares[1]),
                                 static_cast<long long>(std::uint64_t{1} << squares[0])));
  } else {
    alignas(64) std::uint64_t bits[U64<A>::size];
    for (std::size_t i = 0; i < U64<A>::size; ++i) bits[i] = std::uint64_t{1} << squares[i];
    return U64<A>::load_aligned(bits);
  }
}

template <Algorithm Alg, class A>
LANEFILL_SIMD_INLINE U64<A> queen_attacks_boards(U64<A> square_bit, U64<A> occupied) {
  return slider_attacks_boards<Alg, A>(square_bit, square_bit, occupied);
}

template <Algorithm Alg, class A>
void slider_attacks_batch(const std::uint64_t* orth, const std::uint64_t* diag,
                          const std::uint64_t* occupied, std::uint64_t* out, std::size_t n) {
  constexpr std::size_t N = U64<A>::size;
  std::size_t i = 0;
  for (; i + N <= n; i += N) {
    const U64<A> r = slider_attacks_boards<Alg, A>(U64<A>::load_unaligned(orth + i),
                                                   U64<A>::load_unaligned(diag + i),
                                                   U64<A>::load_unaligned(occupied + i));
    r.store_unaligned(out + i);
  }
  if (i == n) return;
  // Tail: the same kernel on a zero-padded copy.
  const std::size_t rest = n - i;
  alignas(64) std::uint64_t o[N] = {}, d[N] = {}, occ[N] = {}, r[N];
  std::memcpy(o, orth + i, rest * sizeof(std::uint64_t));
  std::memcpy(d, diag + i, rest * sizeof(std::uint64_t));
  std::memcpy(occ, occupied + i, rest * sizeof(std::uint64_t));
  slider_attacks_boards<Alg, A>(U64<A>::load_aligned(o), U64<A>::load_aligned(d),
                                U64<A>::load_aligned(occ))
      .store_aligned(r);
  std::memcpy(out + i, r, rest * sizeof(std::uint64_t));
}

template <Algorithm Alg, class A>
void queen_attacks_batch(const std::uint8_t* squares, const std::uint64_t* occupied,
                         std::uint64_t* out, std::size_t n) {
  constexpr std::size_t N = U64<A>::size;
  std::size_t i = 0;
  for (; i + N <= n; i += N) {
    const U64<A> r = queen_attacks_boards<Alg, A>(square_bits<A>(squares + i),
                                                  U64<A>::load_unaligned(occupied + i));
    r.store_unaligned(out + i);
  }
  if (i == n) return;
  const std::size_t rest = n - i;
  alignas(64) std::uint8_t sq[N] = {};
  alignas(64) std::uint64_t occ[N] = {}, r[N];
  std::memcpy(sq, squares + i, rest);
  std::memcpy(occ, occupied + i, rest * sizeof(std::uint64_t));
  queen_attacks_boards<Alg, A>(square_bits<A>(sq), U64<A>::load_aligned(occ)).store_aligned(r);
  std::memcpy(out + i, r, rest * sizeof(std::uint64_t));
}

// ---------------------------------------------------------------------------
// SBAMG masks and set-wise entries (simd/sse2.cpp, simd/avx2.cpp).
//
// Per square and line (rank, file, diagonal, antidiagonal):
//   x     = (occupied & line_ex) | floor      line occupancy, slider excluded
//   below = x & lower                         blockers below the slider
//   cbn   = msb(below)                        closest blocker below
//   attacks = (x ^ (x - 3 cbn)) & line_ex
// `floor` is the low end of the line, always set (it never changes the
// attacks), so `below` is never empty; where the slider IS the low end, bit 0
// instead (then alone in `below`; for a1 it is the slider's own bit, which
// makes x - 3 borrow from bit 1: the seed's square-0 case). Unlike the seed's
// `outer`, the top end is not forced: a borrow running off bit 63 is masked
// away by line_ex. All bits of `below` lie on the line, kSbamgStep apart and
// at most 6 steps below cbn (unless cbn is bit 0 alone): a smear by step, 2
// step, 4 step covers them all, so no full 64-bit smear is needed for
// per-lane shifts.
struct alignas(32) SbamgSquare {
  Bitboard line_ex[4];  // the line without the slider's square
  Bitboard floor[4];    // the line's low end, or bit 0 where the slider is that end
  Bitboard lower[4];    // the line's squares below the slider, plus floor
};

inline constexpr std::uint64_t kSbamgStep[4] = {1, 8, 9, 7};  // rank, file, diagonal, antidiagonal

consteval std::array<SbamgSquare, 64> make_sbamg_squares() {
  std::array<SbamgSquare, 64> t{};
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = static_cast<Square>(sq);
    const Bitboard self = square_bb(s);
    for (scalar::Line l : scalar::kAllLines) {
      const int i = scalar::index(l);
      const Bitboard line = scalar::line_mask(s, l);
      const Bitboard low_end = square_bb(lsb(line));
      t[sq].line_ex[i] = line & ~self;
      t[sq].floor[i] = low_end == self ? Bitboard{1} : low_end;
      t[sq].lower[i] = (line & (self - 1)) | t[sq].floor[i];
    }
  }
  return t;
}

// A class member, not a namespace-scope variable: no unused-variable warning
// in files that include this header without using it.
struct SbamgLines {
  static constexpr std::array<SbamgSquare, 64> kSquares = make_sbamg_squares();
};

static_assert(SbamgLines::kSquares[D1].floor[0] == square_bb(A1) &&
              SbamgLines::kSquares[A1].floor[1] == 1 && SbamgLines::kSquares[H1].floor[2] == 1 &&
              SbamgLines::kSquares[H1].lower[3] == 1);
static_assert(SbamgLines::kSquares[E4].lower[1] == (square_bb(E1) | square_bb(E2) | square_bb(E3)));
static_assert(SbamgLines::kSquares[E4].floor[3] == square_bb(H1));

// Union of the 8 ray sets of one call, split by line halves: lanes {rank,
// file} of orth_* and {diagonal, antidiagonal} of diag_*; *_upper the parts
// above the sliders (east, nort / noEa, noWe), *_lower below (west, sout /
// soWe, soEa).
struct SbamgHalves {
  __m128i orth_upper, orth_lower, diag_upper, diag_lower;
};

// Loop over the sliders, each one's two lines split at its square into the
// upper and lower ray.
template <class K, int First>
LANEFILL_SIMD_INLINE void sbamg_accumulate_halves(Bitboard sliders, __m128i occupied,
                                                  __m128i& upper, __m128i& lower) {
  for (; sliders; sliders &= sliders - 1) {
    const int sq = __builtin_ctzll(sliders);
    const __m128i attacks = K::template lines<First>(sq, occupied);
    const Bitboard below = (Bitboard{1} << sq) - 1;
    const __m128i below2 = _mm_set1_epi64x(static_cast<long long>(below));
    lower = _mm_or_si128(lower, _mm_and_si128(attacks, below2));
    upper = _mm_or_si128(upper, _mm_andnot_si128(below2, attacks));
  }
}

template <class K>
LANEFILL_SIMD_INLINE SbamgHalves sbamg_halves(Bitboard orth, Bitboard diag, Bitboard occupied) {
  const __m128i occ = _mm_set1_epi64x(static_cast<long long>(occupied));
  SbamgHalves h{_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128(),
                _mm_setzero_si128()};
  sbamg_accumulate_halves<K, 0>(orth, occ, h.orth_upper, h.orth_lower);
  sbamg_accumulate_halves<K, 2>(diag, occ, h.diag_upper, h.diag_lower);
  return h;
}

LANEFILL_SIMD_INLINE Bitboard sbamg_low(__m128i x) {
  return static_cast<Bitboard>(_mm_cvtsi128_si64(x));
}
LANEFILL_SIMD_INLINE Bitboard sbamg_high(__m128i x) {
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(x, x)));
}

// Set-wise entries. SBAMG works per square: a loop over the sliders is
// several times slower than one fill of the whole set as soon as there are a
// few of them (measured: AVX2 ~8x, SSE2 ~5x for random sets of ~10 sliders),
// so, as in simd/avx512.cpp, these entries run SBAMG for at most one slider
// and the ISA's Kogge-Stone fill (K::fill_*) otherwise.
LANEFILL_SIMD_INLINE bool at_most_one_slider(Bitboard orth, Bitboard diag) {
  const Bitboard sliders = orth | diag;
  return (sliders & (sliders - 1)) == 0;
}

template <class K>
void sbamg_ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  using D = Direction;
  if (!at_most_one_slider(orth, diag)) return K::fill_ray_attacks(orth, diag, occupied, out);
  const SbamgHalves h = sbamg_halves<K>(orth, diag, occupied);
  out[static_cast<int>(D::east)] = sbamg_low(h.orth_upper);
  out[static_cast<int>(D::nort)] = sbamg_high(h.orth_upper);
  out[static_cast<int>(D::west)] = sbamg_low(h.orth_lower);
  out[static_cast<int>(D::sout)] = sbamg_high(h.orth_lower);
  out[static_cast<int>(D::noEa)] = sbamg_low(h.diag_upper);
  out[static_cast<int>(D::noWe)] = sbamg_high(h.diag_upper);
  out[static_cast<int>(D::soWe)] = sbamg_low(h.diag_lower);
  out[static_cast<int>(D::soEa)] = sbamg_high(h.diag_lower);
}

// Occluded fill = generator | (attacks blocked by the non-empty squares) & empty.
template <class K>
void sbamg_occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
  if (!at_most_one_slider(orth, diag)) return K::fill_occluded_fills(orth, diag, empty, out);
  sbamg_ray_attacks<K>(orth, diag, ~empty, out);
  for (int d = 0; d < 8; ++d) out[d] = ((d & 1) ? orth : diag) | (out[d] & empty);
}

template <class K>
Bitboard sbamg_slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  if (!at_most_one_slider(orth, diag)) return K::fill_slider_attacks(orth, diag, occupied);
  const __m128i occ = _mm_set1_epi64x(static_cast<long long>(occupied));
  __m128i attacks = _mm_setzero_si128();
  if (orth) attacks = K::template lines<0>(__builtin_ctzll(orth), occ);
  if (diag) attacks = _mm_or_si128(attacks, K::template lines<2>(__builtin_ctzll(diag), occ));
  return sbamg_low(attacks) | sbamg_high(attacks);
}

}  // namespace
}  // namespace lanefill::simd
