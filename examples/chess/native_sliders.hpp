// examples/chess/native_sliders.hpp — the slider policy of movegen.hpp on
// lanefill's inline kernels (lanefill/native.h), for the sources compiled
// once per inline target (perft_native.cpp, positions_native.cpp). Internal
// linkage only, like movegen.hpp: copies compiled with different flags share
// no definition.
#pragma once

#include <lanefill/native.h>

#include "movegen.hpp"

// g++ 12 reports a false -Wmaybe-uninitialized inside avx512fintrin.h (as
// lanefill/native/zmm.h notes), here and in lane_registers.hpp.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

#include "board_lanes.hpp"

namespace lanefill::chess {
namespace {

struct NativeSliders {
  U64 rook(int square, U64 occupied) const {
    return lanefill_native_rook_attacks(square, occupied);
  }
  U64 bishop(int square, U64 occupied) const {
    return lanefill_native_bishop_attacks(square, occupied);
  }
  U64 queen(int square, U64 occupied) const {
    return lanefill_native_queen_attacks(square, occupied);
  }
  U64 map(U64 orth, U64 diag, U64 occupied) const {
    return lanefill_native_slider_attacks(orth, diag, occupied);
  }
#if LANEFILL_CHESS_LANES
  // The leaves 2 or 3 plies below b, the last ply counted in lanes.
  template <bool White>
  U64 leaves_in_lanes(const Board& b, int depth) const {
    return lanefill::chess::leaves_in_lanes<White>(*this, b, depth);
  }
#endif
  // The moves of many knights and sliders. On zmm the knights' 8 jumps (one
  // rotate per lane) and one 8-direction fill, the bits of all 16 jump/ray
  // sets & targets counted in the register: VPOPCNTQ where the target has
  // it, else a nibble table by byte shuffle, then byte sums (Mula, Kurz and
  // Lemire, "Faster Population Counts Using AVX2 Instructions"). On ymm the
  // same for the fill's two registers, the knights by lookup (their shifts
  // in the count cost more than the lookups, measured). In scalar code a
  // lookup per piece is cheaper than 8 rotate fills.
  U64 piece_move_count(U64 knights, U64 orth, U64 diag, U64 occupied, U64 targets) const {
#if defined(LANEFILL_NATIVE_AVX512) && defined(__AVX512BW__)  // VPOPCNTQ or byte shuffles
    const __m512i t = _mm512_set1_epi64(static_cast<long long>(targets));
    const __m512i rays = _mm512_and_si512(lanefill_zmm_ray_lanes(orth, diag, occupied), t);
    const __m512i jumps = _mm512_rolv_epi64(_mm512_set1_epi64(static_cast<long long>(knights)),
                                            _mm512_loadu_si512(kKnightJumpTables.rotate));
    // jumps & landing & targets (0x80: the AND of the three operands)
    const __m512i knight_moves =
        _mm512_ternarylogic_epi64(jumps, _mm512_loadu_si512(kKnightJumpTables.landing), t, 0x80);
#if defined(__AVX512VPOPCNTDQ__)
    const __m512i sums =
        _mm512_add_epi64(_mm512_popcnt_epi64(rays), _mm512_popcnt_epi64(knight_moves));
#else
    const __m512i nibble = _mm512_set1_epi8(0x0f);
    // The bit count of each nibble value, in every 128-bit block.
    const __m512i table = _mm512_set4_epi64(0x0403030203020201, 0x0302020102010100,
                                            0x0403030203020201, 0x0302020102010100);
    const auto bit_counts = [&](__m512i v) {  // per byte, at most 8
      return _mm512_add_epi8(
          _mm512_shuffle_epi8(table, _mm512_and_si512(v, nibble)),
          _mm512_shuffle_epi8(table, _mm512_and_si512(_mm512_srli_epi64(v, 4), nibble)));
    };
    const __m512i sums = _mm512_sad_epu8(
        _mm512_add_epi8(bit_counts(rays), bit_counts(knight_moves)), _mm512_setzero_si512());
#endif
    const __m256i quad =
        _mm256_add_epi64(_mm512_castsi512_si256(sums), _mm512_extracti64x4_epi64(sums, 1));
    const __m128i pair =
        _mm_add_epi64(_mm256_castsi256_si128(quad), _mm256_extracti128_si256(quad, 1));
    return static_cast<U64>(_mm_cvtsi128_si64(_mm_add_epi64(pair, _mm_unpackhi_epi64(pair, pair))));
#elif !defined(LANEFILL_NATIVE_SCALAR) && defined(__AVX2__)
    __m256i up, down;
    lanefill_ymm_ray_pair(orth, diag, occupied, &up, &down);
    const __m256i t = _mm256_set1_epi64x(static_cast<long long>(targets));
    const __m256i nibble = _mm256_set1_epi8(0x0f);
    const __m256i table = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1,
                                           2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    const auto bit_counts = [&](__m256i v) {  // per byte, at most 8
      return _mm256_add_epi8(
          _mm256_shuffle_epi8(table, _mm256_and_si256(v, nibble)),
          _mm256_shuffle_epi8(table, _mm256_and_si256(_mm256_srli_epi64(v, 4), nibble)));
    };
    const __m256i bytes =
        _mm256_add_epi8(bit_counts(_mm256_and_si256(up, t)), bit_counts(_mm256_and_si256(down, t)));
    const __m256i sums = _mm256_sad_epu8(bytes, _mm256_setzero_si256());
    const __m128i pair =
        _mm_add_epi64(_mm256_castsi256_si128(sums), _mm256_extracti128_si256(sums, 1));
    return static_cast<U64>(
               _mm_cvtsi128_si64(_mm_add_epi64(pair, _mm_unpackhi_epi64(pair, pair)))) +
           knight_move_count(knights, targets);
#else
    U64 moves = knight_move_count(knights, targets);
    for (U64 p = orth & diag; p; p &= p - 1)
      moves += static_cast<U64>(count(queen(first_square(p), occupied) & targets));
    for (U64 p = orth & ~diag; p; p &= p - 1)
      moves += static_cast<U64>(count(rook(first_square(p), occupied) & targets));
    for (U64 p = diag & ~orth; p; p &= p - 1)
      moves += static_cast<U64>(count(bishop(first_square(p), occupied) & targets));
    return moves;
#endif
  }
};

}  // namespace
}  // namespace lanefill::chess

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
