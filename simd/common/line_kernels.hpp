// simd/common/line_kernels.hpp — kernel sets over one-board kernels (include only
// from simd/ files): SBAMG set-wise entries one slider at a time over an ISA's
// line kernel (SbamgTable), and the inline targets' line kernels
// (lanefill/native/ymm.h) compiled with the including file's flags.
#pragma once

#include <cstddef>
#include <cstdint>

#include "lanefill/native.h"
#include "lanes.hpp"

namespace lanefill::simd {
namespace {

// ---------------------------------------------------------------------------
// SBAMG set-wise: one slider at a time (SBAMG is a single-square method). The
// ISA's `lines(square, occupied, out4)` writes the attacks on the rank, file,
// diagonal and antidiagonal of the square (reference::Line order); each line is
// split at the slider into its two rays.
template <class Lines>
LANEFILL_SIMD_INLINE void sbamg_ray_attacks_loop(Bitboard orth, Bitboard diag, Bitboard occupied,
                                                 Bitboard out[8], Lines lines) {
  using D = Direction;
  // Constants, so that no header function runs here (see docs/architecture.md).
  constexpr int kEast = index(D::east), kWest = index(D::west), kNort = index(D::nort),
                kSout = index(D::sout), kNoEa = index(D::noEa), kSoWe = index(D::soWe),
                kNoWe = index(D::noWe), kSoEa = index(D::soEa);
  for (int d = 0; d < 8; ++d) out[d] = 0;
  for (Bitboard sliders = orth | diag; sliders; sliders &= sliders - 1) {
    const int sq = __builtin_ctzll(sliders);
    const Bitboard self = sliders & (~sliders + 1);
    const Bitboard below = self - 1, above = ~below & ~self;
    alignas(32) Bitboard att[4];
    lines(sq, occupied, att);
    if (orth & self) {
      out[kEast] |= att[0] & above;
      out[kWest] |= att[0] & below;
      out[kNort] |= att[1] & above;
      out[kSout] |= att[1] & below;
    }
    if (diag & self) {
      out[kNoEa] |= att[2] & above;
      out[kSoWe] |= att[2] & below;
      out[kNoWe] |= att[3] & above;
      out[kSoEa] |= att[3] & below;
    }
  }
}

// The other set-wise entries and the slider batch from the ray loop.
template <class Lines>
LANEFILL_SIMD_INLINE void sbamg_occluded_fills_loop(Bitboard orth, Bitboard diag, Bitboard occupied,
                                                    Bitboard out[8], Lines lines) {
  sbamg_ray_attacks_loop(orth, diag, occupied, out, lines);
  for (int d = 0; d < 8; ++d) out[d] = ((d & 1) ? orth : diag) | (out[d] & ~occupied);
}
template <class Lines>
LANEFILL_SIMD_INLINE Bitboard sbamg_slider_attacks_loop(Bitboard orth, Bitboard diag,
                                                        Bitboard occupied, Lines lines) {
  Bitboard all = 0;
  for (Bitboard sliders = orth | diag; sliders; sliders &= sliders - 1) {
    const int sq = __builtin_ctzll(sliders);
    const Bitboard self = sliders & (~sliders + 1);
    alignas(32) Bitboard att[4];
    lines(sq, occupied, att);
    if (orth & self) all |= att[0] | att[1];
    if (diag & self) all |= att[2] | att[3];
  }
  return all;
}

// ---------------------------------------------------------------------------
// SBAMG on whole lines, one line per lane, without lzcnt or per-lane shifts
// (chessprogramming wiki "SBAMG"): x = (occupied & line_ex) | floor; cbn,
// the highest bit of `below` = x & lower, comes from the full smear s =
// below | below >> 1 | ... | below >> 63 = 2cbn - 1, so s + (s >> 1) =
// 3cbn - 2 and x - 3cbn = (x - 2) - (s + (s >> 1)); the attacks are
// (x ^ (x - 3cbn)) & line_ex. The masks per lane: lanefill_sbamg_table.
template <class B>
LANEFILL_SIMD_INLINE B sbamg_lines_by_smear(B occupied, B line_ex, B lower, B floor) {
  const B x = (occupied & line_ex) | floor;
  const B below = x & lower;
  B s = below | (below >> 1);
  s = s | (s >> 2);
  s = s | (s >> 4);
  s = s | (s >> 8);
  s = s | (s >> 16);
  s = s | (s >> 32);
  const B cbn3_minus_2 = s + (s >> 1);
  const B diff = (x - B(std::uint64_t{2})) - cbn3_minus_2;
  return (x ^ diff) & line_ex;
}

// A queen batch over single-square line kernels: blocks of N boards through
// block(squares, occupied, out) (N kernels, their lane ORs stored at once),
// the rest one board at a time through queen(square, occupied).
template <std::size_t N, class Block, class Queen>
LANEFILL_SIMD_INLINE void queen_batch_in_blocks(const std::uint8_t* squares,
                                                const Bitboard* occupied, Bitboard* out,
                                                std::size_t n, Block block, Queen queen) {
  std::size_t i = 0;
  for (; i + N <= n; i += N) block(squares + i, occupied + i, out + i);
  for (; i < n; ++i) out[i] = queen(squares[i], occupied[i]);
}

// The sbamg kernel set of an ISA (for attack_kernels<Algorithm::sbamg, ...>,
// lib/implementations.hpp), written once over its line kernel L:
//   static void lines(int square, Bitboard occupied, Bitboard out[4])
//   static Bitboard rook(int, Bitboard), bishop(int, Bitboard), queen(int, Bitboard)
//   static void queen_batch(const uint8_t*, const Bitboard*, Bitboard*, size_t)
// (L's functions are forced inline, so that each entry below is one function
// with the line kernel in it, not a call to it.)
template <class L>
struct SbamgTable {
  // The line kernel as a callable: a direct call the loops inline.
  static constexpr auto lines =
      [](int square, Bitboard occupied, Bitboard out[4])
          LANEFILL_SIMD_INLINE_LAMBDA { L::lines(square, occupied, out); };
  template <Algorithm>
  static void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    sbamg_ray_attacks_loop(orth, diag, occupied, out, lines);
  }
  template <Algorithm>
  static void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
    sbamg_occluded_fills_loop(orth, diag, occupied, out, lines);
  }
  template <Algorithm>
  static Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
    return sbamg_slider_attacks_loop(orth, diag, occupied, lines);
  }
  template <Algorithm>
  static void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag,
                                   const Bitboard* occupied, Bitboard* out, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i)
      out[i] = sbamg_slider_attacks_loop(orth[i], diag[i], occupied[i], lines);
  }
  template <Algorithm>
  static Bitboard rook_attacks(int square, Bitboard occupied) {
    return L::rook(square, occupied);
  }
  template <Algorithm>
  static Bitboard bishop_attacks(int square, Bitboard occupied) {
    return L::bishop(square, occupied);
  }
  template <Algorithm>
  static Bitboard queen_attacks(int square, Bitboard occupied) {
    return L::queen(square, occupied);
  }
  template <Algorithm>
  static void queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied,
                                  Bitboard* out, std::size_t n) {
    L::queen_batch(squares, occupied, out, n);
  }
  // The threat queries: lanefill/native.h's ray kernels with this file's
  // flags (a zmm with vplzcntq, a ymm pair smeared down, or bit scans), the
  // per-ray counterpart of SBAMG's per-line subtraction.
  template <Algorithm>
  static void square_rays(int square, Bitboard occupied, SquareRays* out) {
    lanefill_native_square_rays(square, occupied, out);
  }
  template <Algorithm>
  static void slider_threats(int square, Bitboard occupied, Bitboard orth, Bitboard diag,
                             SliderThreats* out) {
    lanefill_native_slider_threats(square, occupied, orth, diag, out);
  }
};

#if defined(LANEFILL_NATIVE_AVX2) || defined(LANEFILL_NATIVE_AVX512)
// The line kernel of the inline target (compiled with this file's flags):
// the four lines of a square in one ymm, cbn by a smear (avx2) or vplzcntq
// (avx512, avx512icl); the queen batch is the target's inline batch, boards
// in lanes: by SBAMG in a zmm (avx512), by hyperbola quintessence in a ymm
// (avx2: lanefill_u4_queen_boards, faster there than SBAMG's line smear).
struct NativeSbamgLines {
  LANEFILL_SIMD_INLINE static __m256i ymm(int square, Bitboard occupied) {
#if defined(LANEFILL_NATIVE_AVX512)
    return lanefill_ymm_sbamg_lines_by_lzcnt(square, occupied);
#else
    return lanefill_ymm_sbamg_lines(square, occupied);
#endif
  }
  LANEFILL_SIMD_INLINE static void lines(int square, Bitboard occupied, Bitboard out[4]) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), ymm(square, occupied));
  }
  LANEFILL_SIMD_INLINE static Bitboard rook(int square, Bitboard occupied) {
    return lanefill_xmm_or_lanes(_mm256_castsi256_si128(ymm(square, occupied)));
  }
  LANEFILL_SIMD_INLINE static Bitboard bishop(int square, Bitboard occupied) {
    return lanefill_xmm_or_lanes(_mm256_extracti128_si256(ymm(square, occupied), 1));
  }
  LANEFILL_SIMD_INLINE static Bitboard queen(int square, Bitboard occupied) {
    return lanefill_ymm_or_lanes(ymm(square, occupied));
  }
  static void queen_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                          std::size_t n) {
    lanefill_native_queen_attacks_batch(squares, occupied, out, n);
  }
};
#endif

}  // namespace
}  // namespace lanefill::simd
