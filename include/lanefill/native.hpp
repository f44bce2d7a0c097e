// lanefill/native.hpp — the inline path, for engines that choose their ISA at
// build time (-march=x86-64-v3, -march=x86-64-v4, ARCH=x86-64-bmi2 ...).
//
//   #include <lanefill/native.hpp>
//   Bitboard q = lanefill::native::queen_attacks(E4, occupied);
//
// Header-only and fully inlinable: no indirect call, no CPUID, no table to
// build. The kernel is chosen by the including file's own target flags:
//
//   flags of the including file          single square            set-wise
//   __AVX512F__ __AVX512CD__ __AVX512VL__  SBAMG, vplzcntq, 4 lines  rotate Kogge-Stone, 8 dirs/zmm
//   __AVX2__                               SBAMG, line smear, 4 lines Kogge-Stone, 4 dirs/ymm x 2
//   none of these                          scalar SBAMG               scalar Kogge-Stone
//
// native::kIsa names the choice. Results are bit-identical to the dispatched
// calls of lanefill.hpp (tests/test_native.cpp checks every ISA the CPU runs).
// A binary meant to run on any x86-64 should use the dispatched API instead:
// this header executes whatever the flags allow, unchecked.
//
// Each kernel lives in an inline namespace named after its ISA and has internal
// linkage, so files of one program compiled with different flags never share
// (and never swap) a definition.
//
// The kernels call no other header function at run time (only in constant
// expressions): simd/ files compile them with ISA flags, and at -O0 a shared
// inline helper would be one weak symbol for ISA and baseline objects alike.
//
// Techniques: chessprogramming wiki "SBAMG" (o ^ (o - 3cbn) per line),
// "Kogge-Stone Algorithm" and "Generalized Rays" (rotate + avoidWrap).
// Preconditions: squares 0..63 (asserted in debug builds).
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "lanefill/attacks.hpp"
#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/masks.hpp"
#include "lanefill/othello.hpp"
#include "lanefill/rays.hpp"
#include "lanefill/sbamg.hpp"

#if defined(__AVX512F__) && defined(__AVX512CD__) && defined(__AVX512VL__)
#define LANEFILL_NATIVE_AVX512 1
#define LANEFILL_NATIVE_NAMESPACE avx512
#include <immintrin.h>
#elif defined(__AVX2__)
#define LANEFILL_NATIVE_AVX2 1
#define LANEFILL_NATIVE_NAMESPACE avx2
#include <immintrin.h>
#endif

namespace lanefill::native {

using scalar::kSbamgLanes;
using scalar::SbamgLanes;

#if defined(LANEFILL_NATIVE_AVX512)
// ===========================================================================
// g++ 12 reports a false -Wmaybe-uninitialized inside avx512fintrin.h (the
// "undefined" pass-through operand of some intrinsics; fixed in GCC 13).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
inline namespace avx512 {
namespace {  // internal linkage: no definition is shared between files

inline constexpr Isa kIsa = Isa::avx512;

namespace detail {

// vpternlogq truth tables: f(0xf0, 0xcc, 0xaa) for operands (a, b, c).
constexpr int kAndOr = (0xf0 & 0xcc) | 0xaa;   // (a & b) | c
constexpr int kOrAnd = 0xf0 | (0xcc & 0xaa);   // a | (b & c)
constexpr int kXorAnd = (0xf0 ^ 0xcc) & 0xaa;  // (a ^ b) & c

inline __m256i load4(const Bitboard* p) {
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(p));
}

// The four lines' attacks of `sq` in the lanes of a ymm.
inline __m256i sbamg_lines(Square sq, Bitboard occupied) {
  const SbamgLanes& m = kSbamgLanes.square[sq];
  const __m256i occ = _mm256_set1_epi64x(static_cast<long long>(occupied));
  const __m256i ones = _mm256_set1_epi64x(1);
  const __m256i line_ex = load4(m.line_ex);
  const __m256i x = _mm256_ternarylogic_epi64(occ, line_ex, ones, kAndOr);
  const __m256i below = _mm256_ternarylogic_epi64(occ, load4(m.lower), ones, kAndOr);
  // 3 << msb(below) as a rotate of bits 63 and 0 right by lzcnt(below).
  const __m256i cbn3 = _mm256_rorv_epi64(
      _mm256_set1_epi64x(static_cast<long long>(0x8000000000000001ULL)), _mm256_lzcnt_epi64(below));
  return _mm256_ternarylogic_epi64(x, _mm256_sub_epi64(x, cbn3), line_ex, kXorAnd);
}

inline Bitboard or_lanes(__m128i x) {
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
}
inline Bitboard or_lanes(__m256i y) {
  return or_lanes(_mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1)));
}

// Per-lane rotate counts of k steps in each dir8 direction, and avoidWrap.
constexpr long long rotate_count(int lane, int k) {
  return ((kShift[slot(lane)] * k) % 64 + 64) % 64;
}
template <int K>
inline __m512i rotate_counts() {
  return _mm512_set_epi64(rotate_count(7, K), rotate_count(6, K), rotate_count(5, K),
                          rotate_count(4, K), rotate_count(3, K), rotate_count(2, K),
                          rotate_count(1, K), rotate_count(0, K));
}
inline __m512i avoid_wrap_lanes() { return _mm512_loadu_si512(kAvoidWrap.data()); }

// Attack fills of all 8 directions (lane d = direction d): Kogge-Stone steps
// of r, 2r, 4r by rotation, wraps removed by avoidWrap.
inline __m512i ray_attack_lanes(Bitboard orth, Bitboard diag, Bitboard occupied) {
  // Diagonal sliders in the even lanes, orthogonal ones in the odd lanes.
  __m512i gen = _mm512_unpacklo_epi64(_mm512_set1_epi64(static_cast<long long>(diag)),
                                      _mm512_set1_epi64(static_cast<long long>(orth)));
  const __m512i guard = avoid_wrap_lanes();
  __m512i pro = _mm512_andnot_si512(_mm512_set1_epi64(static_cast<long long>(occupied)), guard);
  const __m512i r1 = rotate_counts<1>(), r2 = rotate_counts<2>(), r4 = rotate_counts<4>();
  gen = _mm512_ternarylogic_epi64(gen, pro, _mm512_rolv_epi64(gen, r1), kOrAnd);
  pro = _mm512_and_si512(pro, _mm512_rolv_epi64(pro, r1));
  gen = _mm512_ternarylogic_epi64(gen, pro, _mm512_rolv_epi64(gen, r2), kOrAnd);
  pro = _mm512_and_si512(pro, _mm512_rolv_epi64(pro, r2));
  gen = _mm512_ternarylogic_epi64(gen, pro, _mm512_rolv_epi64(gen, r4), kOrAnd);
  return _mm512_and_si512(_mm512_rolv_epi64(gen, r1), guard);
}

}  // namespace detail

inline std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> out;
  _mm512_storeu_si512(out.data(), detail::ray_attack_lanes(orth, diag, occupied));
  return out;
}
inline Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  const __m512i rays = detail::ray_attack_lanes(orth, diag, occupied);
  return detail::or_lanes(
      _mm256_or_si256(_mm512_castsi512_si256(rays), _mm512_extracti64x4_epi64(rays, 1)));
}

}  // namespace
}  // namespace avx512
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#elif defined(LANEFILL_NATIVE_AVX2)
// ===========================================================================
inline namespace avx2 {
namespace {  // internal linkage: no definition is shared between files

inline constexpr Isa kIsa = Isa::avx2;

namespace detail {

inline __m256i load4(const Bitboard* p) {
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(p));
}
inline __m256i set4(Bitboard a, Bitboard b, Bitboard c, Bitboard d) {
  return _mm256_set_epi64x(static_cast<long long>(d), static_cast<long long>(c),
                           static_cast<long long>(b), static_cast<long long>(a));
}

// The four lines' attacks of `sq` in the lanes of a ymm. No vplzcntq: the
// msb of `below` is isolated by smearing it down its own line (steps k, 2k,
// 4k, k = the line's square step) and keeping the bit with nothing k above.
inline __m256i sbamg_lines(Square sq, Bitboard occupied) {
  const SbamgLanes& m = kSbamgLanes.square[sq];
  const __m256i occ = _mm256_set1_epi64x(static_cast<long long>(occupied));
  const __m256i line_ex = load4(m.line_ex);
  const __m256i x = _mm256_or_si256(_mm256_and_si256(occ, line_ex), load4(m.floor));
  const __m256i below = _mm256_and_si256(x, load4(m.lower));
  const __m256i k1 = set4(1, 8, 9, 7), k2 = set4(2, 16, 18, 14), k4 = set4(4, 32, 36, 28);
  __m256i s = _mm256_or_si256(below, _mm256_srlv_epi64(below, k1));
  s = _mm256_or_si256(s, _mm256_srlv_epi64(s, k2));
  s = _mm256_or_si256(s, _mm256_srlv_epi64(s, k4));
  const __m256i cbn = _mm256_andnot_si256(_mm256_srlv_epi64(s, k1), s);
  const __m256i cbn3 = _mm256_add_epi64(_mm256_add_epi64(cbn, cbn), cbn);
  return _mm256_and_si256(_mm256_xor_si256(x, _mm256_sub_epi64(x, cbn3)), line_ex);
}

inline Bitboard or_lanes(__m128i x) {
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
}
inline Bitboard or_lanes(__m256i y) {
  return or_lanes(_mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1)));
}

// Kogge-Stone in one register, every lane shifting the same way (Left) by
// its own count k, 2k, 4k; `pro` already holds the wrap guard.
template <bool Left>
inline __m256i shift(__m256i x, __m256i n) {
  return Left ? _mm256_sllv_epi64(x, n) : _mm256_srlv_epi64(x, n);
}
template <bool Left>
inline __m256i kogge_attacks(__m256i gen, __m256i pro, __m256i guard) {
  const __m256i k1 = set4(9, 1, 7, 8), k2 = set4(18, 2, 14, 16), k4 = set4(36, 4, 28, 32);
  gen = _mm256_or_si256(gen, _mm256_and_si256(pro, shift<Left>(gen, k1)));
  pro = _mm256_and_si256(pro, shift<Left>(pro, k1));
  gen = _mm256_or_si256(gen, _mm256_and_si256(pro, shift<Left>(gen, k2)));
  pro = _mm256_and_si256(pro, shift<Left>(pro, k2));
  gen = _mm256_or_si256(gen, _mm256_and_si256(pro, shift<Left>(gen, k4)));
  return _mm256_and_si256(shift<Left>(gen, k1), guard);
}

// Left lanes {noEa, east, noWe, nort}; right lanes {soWe, west, soEa, sout},
// lane j opposite to lane j. Both start from {diag, orth, diag, orth}.
struct RayPair {
  __m256i left, right;
};
inline RayPair ray_attack_pair(Bitboard orth, Bitboard diag, Bitboard occupied) {
  const __m256i gen = set4(diag, orth, diag, orth);
  const __m256i empty = _mm256_set1_epi64x(static_cast<long long>(~occupied));
  const __m256i left_guard = set4(kNotFileA, kNotFileA, kNotFileH, kUniverse);
  const __m256i right_guard = set4(kNotFileH, kNotFileH, kNotFileA, kUniverse);
  return {kogge_attacks<true>(gen, _mm256_and_si256(empty, left_guard), left_guard),
          kogge_attacks<false>(gen, _mm256_and_si256(empty, right_guard), right_guard)};
}

}  // namespace detail

inline std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  const detail::RayPair r = detail::ray_attack_pair(orth, diag, occupied);
  alignas(32) Bitboard left[4], right[4];
  _mm256_store_si256(reinterpret_cast<__m256i*>(left), r.left);
  _mm256_store_si256(reinterpret_cast<__m256i*>(right), r.right);
  return {left[0], left[1], right[2], right[3], right[0], right[1], left[2], left[3]};
}
inline Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  const detail::RayPair r = detail::ray_attack_pair(orth, diag, occupied);
  return detail::or_lanes(_mm256_or_si256(r.left, r.right));
}

}  // namespace
}  // namespace avx2

#else
// ===========================================================================
inline namespace scalar_isa {
namespace {  // internal linkage: no definition is shared between files

inline constexpr Isa kIsa = Isa::scalar;

constexpr Bitboard rook_attacks(Square sq, Bitboard occupied) {
  assert(static_cast<unsigned>(sq) < 64u && "lanefill: square out of range 0..63");
  return scalar::sbamg_rook_attacks(sq, occupied);
}
constexpr Bitboard bishop_attacks(Square sq, Bitboard occupied) {
  assert(static_cast<unsigned>(sq) < 64u && "lanefill: square out of range 0..63");
  return scalar::sbamg_bishop_attacks(sq, occupied);
}
constexpr Bitboard queen_attacks(Square sq, Bitboard occupied) {
  assert(static_cast<unsigned>(sq) < 64u && "lanefill: square out of range 0..63");
  return scalar::sbamg_queen_attacks(sq, occupied);
}
constexpr std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return scalar::ray_attacks<Algorithm::kogge_stone>(orth, diag, occupied);
}
constexpr Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return scalar::slider_attacks<Algorithm::kogge_stone>(orth, diag, occupied);
}

}  // namespace
}  // namespace scalar_isa
#endif

#if defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
// Single squares on both vector targets: the four lines of SBAMG in a ymm.
inline namespace LANEFILL_NATIVE_NAMESPACE {
namespace {
inline Bitboard rook_attacks(Square sq, Bitboard occupied) {
  assert(static_cast<unsigned>(sq) < 64u && "lanefill: square out of range 0..63");
  return detail::or_lanes(_mm256_castsi256_si128(detail::sbamg_lines(sq, occupied)));
}
inline Bitboard bishop_attacks(Square sq, Bitboard occupied) {
  assert(static_cast<unsigned>(sq) < 64u && "lanefill: square out of range 0..63");
  return detail::or_lanes(_mm256_extracti128_si256(detail::sbamg_lines(sq, occupied), 1));
}
inline Bitboard queen_attacks(Square sq, Bitboard occupied) {
  assert(static_cast<unsigned>(sq) < 64u && "lanefill: square out of range 0..63");
  return detail::or_lanes(detail::sbamg_lines(sq, occupied));
}
}  // namespace
}  // namespace LANEFILL_NATIVE_NAMESPACE
#endif

// ===========================================================================
// Othello (lanefill/othello.hpp rules): othello_moves(player, opponent) is
// every square `player` may play; othello_flips(square, player, opponent) the
// opponent discs that move flips (0 if the square is occupied or the move is
// illegal). Preconditions: square 0..63, player & opponent == 0 (asserted in
// debug builds). Bit-identical to lanefill::othello_moves / othello_flips.
//
//   AVX-512  moves: the 8 directions in a zmm, vprolvq steps clipped by
//            avoidWrap ("Generalized Rays"), the run of opponent discs by a
//            parallel prefix of steps 1, 1, 2, 2 (a run is at most 6 discs;
//            the propagator is pre-masked by the guard, so each step is one
//            vpternlogq a | (b & c)).
//            flips: per-square ray masks, the first non-opponent square of
//            each ray found directly (the "outflank" search): the lowest bit
//            (x & -x) for the 4 positive directions, the highest (vplzcntq,
//            then a variable shift of bit 63) for the 4 negative ones. The
//            flipped run lies between the square and an own disc there.
//            Measured on Zen 5 against the same parallel-prefix fill run from
//            the square: 1.65 ns against 2.21 ns a call.
//   AVX2     moves: 4 directions a ymm, left shifts in one register and right
//            shifts in another (the layout of Edax's AVX2 mobility and of the
//            chessprogramming wiki's AVX2 page), the same 1, 1, 2, 2 prefix.
//            flips: the lowest-bit outflank search for the 4 positive
//            directions, the prefix fill from the square for the 4 negative
//            ones (no vplzcntq): 2.75 ns against 7.5 ns for fills both ways.
//   scalar   the constexpr reference, lanefill::othello::moves / flips.
//
// simd/avx2.cpp and simd/avx512.cpp compile these as their dispatched
// single-board Othello kernels (simd::NativeOthello in simd/lanes.hpp). The
// flips' ray table is lanefill/othello.hpp's (make_ray_table), lanes in its
// kRayDirections order. As above, the vector kernels call no header function
// at run time: their tables are namespace-scope constexpr data built in
// constant expressions.

#if defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
namespace othello_tables {
// Lane constants, one aligned row (a vector load).
template <std::size_t N>
struct alignas(8 * N) OthelloLanes {
  long long v[N];
};
}  // namespace othello_tables
#endif

#if defined(LANEFILL_NATIVE_AVX512)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
inline namespace avx512 {
namespace {
namespace othello_detail {

using native::othello_tables::OthelloLanes;

constexpr int kOrAnd = 0xf0 | (0xcc & 0xaa);  // vpternlogq: a | (b & c)

// Lane d = direction d (dir8): rotate counts of k steps, avoidWrap guards.
constexpr OthelloLanes<8> rotate_lanes(int k) {
  OthelloLanes<8> r{};
  for (std::size_t d = 0; d < 8; ++d) r.v[d] = ((kShift[d] * k) % 64 + 64) % 64;
  return r;
}
constexpr OthelloLanes<8> guard_lanes() {
  OthelloLanes<8> g{};
  for (std::size_t d = 0; d < 8; ++d) g.v[d] = static_cast<long long>(kAvoidWrap[d]);
  return g;
}
constexpr unsigned char positive_lanes() {
  unsigned mask = 0;
  for (std::size_t j = 0; j < 8; ++j)
    if (is_positive(othello::kRayDirections[j])) mask |= 1u << j;
  return static_cast<unsigned char>(mask);
}
inline constexpr OthelloLanes<8> kRotate1 = rotate_lanes(1);
inline constexpr OthelloLanes<8> kRotate2 = rotate_lanes(2);
inline constexpr OthelloLanes<8> kGuard = guard_lanes();
// The flips' ray table (othello.hpp's, this file's own copy), lanes in
// kRayDirections order: noEa, east, noWe, nort shift up, the rest down.
inline constexpr othello::RayTable kRays = othello::make_ray_table();
inline constexpr __mmask8 kPositive = positive_lanes();
static_assert(kPositive == 0x0f, "kRayDirections: the four positive directions first");

inline __m512i lanes(const OthelloLanes<8>& c) { return _mm512_load_si512(c.v); }
inline __m512i broadcast(Bitboard b) { return _mm512_set1_epi64(static_cast<long long>(b)); }
inline Bitboard or_lanes(__m512i z) {
  const __m256i y = _mm256_or_si256(_mm512_castsi512_si256(z), _mm512_extracti64x4_epi64(z, 1));
  const __m128i x = _mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1));
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
}

}  // namespace othello_detail

inline Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  using namespace othello_detail;
  const __m512i r1 = lanes(kRotate1), r2 = lanes(kRotate2), guard = lanes(kGuard);
  // Opponent discs a one-step move of each lane may land on.
  const __m512i pro = _mm512_and_si512(broadcast(opponent), guard);
  __m512i run = _mm512_and_si512(_mm512_rolv_epi64(broadcast(player), r1), pro);
  run = _mm512_ternarylogic_epi64(run, pro, _mm512_rolv_epi64(run, r1), kOrAnd);
  const __m512i pro2 = _mm512_and_si512(pro, _mm512_rolv_epi64(pro, r1));
  run = _mm512_ternarylogic_epi64(run, pro2, _mm512_rolv_epi64(run, r2), kOrAnd);
  run = _mm512_ternarylogic_epi64(run, pro2, _mm512_rolv_epi64(run, r2), kOrAnd);
  // One step past each run, landing on an empty square.
  return or_lanes(_mm512_and_si512(_mm512_rolv_epi64(run, r1), guard)) & ~(player | opponent);
}

inline Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent) {
  assert(static_cast<unsigned>(square) < 64u && "lanefill: square out of range 0..63");
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  using namespace othello_detail;
  if (((player | opponent) >> square) & 1) return 0;
  const __m512i rays = _mm512_load_si512(kRays.ray[square]);
  const __m512i own = broadcast(player), zero = _mm512_setzero_si512();
  // Ray squares without an opponent disc; the first of them along each ray.
  const __m512i stops = _mm512_andnot_si512(broadcast(opponent), rays);
  __m512i first = _mm512_srlv_epi64(broadcast(Bitboard{1} << 63), _mm512_lzcnt_epi64(stops));
  first = _mm512_mask_and_epi64(first, kPositive, stops, _mm512_sub_epi64(zero, stops));
  // An own disc there closes the run: the ray squares strictly between, i.e.
  // below it (positive rays: outflank - 1) or above it (negative: -(2 outflank)).
  const __mmask8 closed = _mm512_test_epi64_mask(first, own);
  const __m512i outflank = _mm512_and_si512(first, own);
  __m512i between = _mm512_sub_epi64(zero, _mm512_add_epi64(outflank, outflank));
  between = _mm512_mask_sub_epi64(between, kPositive, outflank, _mm512_set1_epi64(1));
  return or_lanes(_mm512_maskz_and_epi64(closed, between, rays));
}

}  // namespace
}  // namespace avx512
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#elif defined(LANEFILL_NATIVE_AVX2)
inline namespace avx2 {
namespace {
namespace othello_detail {

using native::othello_tables::OthelloLanes;

// Lane j of the left register shifts up by kUp[j] (noEa, east, noWe, nort);
// lane j of the right register shifts down as much (soWe, west, soEa, sout),
// the opposite direction. Guards: the squares a one-step shift may land on.
inline constexpr OthelloLanes<4> kStep1 = {{9, 1, 7, 8}};
inline constexpr OthelloLanes<4> kStep2 = {{18, 2, 14, 16}};
inline constexpr OthelloLanes<4> kLeftGuard = {
    {static_cast<long long>(kNotFileA), static_cast<long long>(kNotFileA),
     static_cast<long long>(kNotFileH), static_cast<long long>(kUniverse)}};
inline constexpr OthelloLanes<4> kRightGuard = {
    {static_cast<long long>(kNotFileH), static_cast<long long>(kNotFileH),
     static_cast<long long>(kNotFileA), static_cast<long long>(kUniverse)}};
// The flips' ray table (othello.hpp's, this file's own copy): lanes 0..3 of
// each row are the left register's directions.
inline constexpr othello::RayTable kRays = othello::make_ray_table();
static_assert(othello::kRayDirections[0] == Direction::noEa &&
                  othello::kRayDirections[1] == Direction::east &&
                  othello::kRayDirections[2] == Direction::noWe &&
                  othello::kRayDirections[3] == Direction::nort,
              "the left register's lanes");

inline __m256i lanes(const OthelloLanes<4>& c) {
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(c.v));
}
inline __m256i broadcast(Bitboard b) { return _mm256_set1_epi64x(static_cast<long long>(b)); }
inline Bitboard or_lanes(__m256i y) {
  const __m128i x = _mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1));
  return static_cast<Bitboard>(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
}
template <bool Left>
inline __m256i step(__m256i x, __m256i n) {
  return Left ? _mm256_sllv_epi64(x, n) : _mm256_srlv_epi64(x, n);
}
// The runs of `pro` (opponent discs, pre-masked by the guard) that start one
// step from `from`, by a parallel prefix of steps 1, 1, 2, 2.
template <bool Left>
inline __m256i runs(__m256i from, __m256i pro) {
  const __m256i k1 = lanes(kStep1), k2 = lanes(kStep2);
  __m256i run = _mm256_and_si256(step<Left>(from, k1), pro);
  run = _mm256_or_si256(run, _mm256_and_si256(pro, step<Left>(run, k1)));
  const __m256i pro2 = _mm256_and_si256(pro, step<Left>(pro, k1));
  run = _mm256_or_si256(run, _mm256_and_si256(pro2, step<Left>(run, k2)));
  return _mm256_or_si256(run, _mm256_and_si256(pro2, step<Left>(run, k2)));
}

}  // namespace othello_detail

inline Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  using namespace othello_detail;
  const __m256i own = broadcast(player), other = broadcast(opponent), k1 = lanes(kStep1);
  const __m256i left_guard = lanes(kLeftGuard), right_guard = lanes(kRightGuard);
  const __m256i left = runs<true>(own, _mm256_and_si256(other, left_guard));
  const __m256i right = runs<false>(own, _mm256_and_si256(other, right_guard));
  const __m256i ends = _mm256_or_si256(_mm256_and_si256(step<true>(left, k1), left_guard),
                                       _mm256_and_si256(step<false>(right, k1), right_guard));
  return or_lanes(ends) & ~(player | opponent);
}

inline Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent) {
  assert(static_cast<unsigned>(square) < 64u && "lanefill: square out of range 0..63");
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  using namespace othello_detail;
  if (((player | opponent) >> square) & 1) return 0;
  const __m256i own = broadcast(player), other = broadcast(opponent), zero = _mm256_setzero_si256();
  // Positive rays: the first square without an opponent disc is the lowest
  // bit of the ray's stops; an own disc there flips the ray squares below it.
  const __m256i rays = _mm256_load_si256(reinterpret_cast<const __m256i*>(kRays.ray[square]));
  const __m256i stops = _mm256_andnot_si256(other, rays);
  const __m256i outflank =
      _mm256_and_si256(_mm256_and_si256(stops, _mm256_sub_epi64(zero, stops)), own);
  const __m256i up = _mm256_andnot_si256(
      _mm256_cmpeq_epi64(outflank, zero),
      _mm256_and_si256(_mm256_add_epi64(outflank, _mm256_set1_epi64x(-1)), rays));
  // Negative rays: the run from the square, kept where an own disc ends it.
  const __m256i right_guard = lanes(kRightGuard);
  const __m256i run =
      runs<false>(broadcast(Bitboard{1} << square), _mm256_and_si256(other, right_guard));
  const __m256i closed =
      _mm256_and_si256(step<false>(run, lanes(kStep1)), _mm256_and_si256(own, right_guard));
  const __m256i down = _mm256_andnot_si256(_mm256_cmpeq_epi64(closed, zero), run);
  return or_lanes(_mm256_or_si256(up, down));
}

}  // namespace
}  // namespace avx2

#else
inline namespace scalar_isa {
namespace {

// The constexpr reference (lanefill/othello.hpp), usable in constant expressions.
constexpr Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  return othello::moves(player, opponent);
}
constexpr Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent) {
  assert(static_cast<unsigned>(square) < 64u && "lanefill: square out of range 0..63");
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  return othello::flips(square, player, opponent);
}

}  // namespace
}  // namespace scalar_isa
#endif

// The non-sliders, lines, x-rays, pins and checks (lanefill/attacks.hpp):
// constexpr scalar code, the same on every target.
using lanefill::between;
using lanefill::checkers;
using lanefill::king_attack_set;
using lanefill::king_attacks;
using lanefill::knight_attack_set;
using lanefill::knight_attacks;
using lanefill::line;
using lanefill::pawn_attack_set;
using lanefill::pawn_attacks;
using lanefill::pinned;
using lanefill::xray_bishop_attacks;
using lanefill::xray_rook_attacks;

// The name of the compiled-in choice: "scalar", "avx2" or "avx512".
constexpr std::string_view isa_name() { return name_of(kIsa); }

}  // namespace lanefill::native
