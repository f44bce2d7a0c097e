// simd/avx512icl/avx512icl.cpp — AVX-512 with GFNI and VBMI/VBMI2 (Ice Lake and later
// Intel cores, AMD Zen 4 and Zen 5): simd/avx512/avx512.cpp's kernels compiled with
// these flags, and a slider batch whose ranks and files need no shifts.
//
// The slider batch (Kogge-Stone table, 8 boards per zmm): on a rank, the
// attacks of every slider towards file h are o ^ (o - 2s) in the rank's byte
// (vpaddb, vpsubb: the borrow of a slider runs up to and through the first
// piece beyond it, and a byte's borrow never reaches the next rank); towards
// file a the same on the byte's bits reversed (one vgf2p8affineqb before and
// after). Files become ranks by one more vgf2p8affineqb (the board turned a
// quarter: with the board as the matrix and the unit vectors as the data,
// byte j of the result is file j); one more affine transform and a bit
// reversal turn the files' attacks back. This is hyperbola quintessence on whole ranks and files,
// all their sliders at once (chessprogramming wiki "Hyperbola Quintessence", "Subtracting a Rook
// from a Blocking Piece"; Intel's GFNI affine transform for the bit reversal and the transpose).
// The diagonals keep the Kogge-Stone occluded fill with immediate shifts.
//
// Flags: avx512's (lanefill/isas.hpp), so that the xsimd code this file and
// simd/avx512/avx512.cpp both instantiate is compiled alike (one weak copy may
// serve both); the GFNI functions below take GFNI by a target attribute, and
// dispatch calls in only where the CPU reports GFNI, VBMI and VBMI2.
#if defined(__GNUC__) && !defined(__clang__)
// g++ 12 reports a false -Wmaybe-uninitialized inside avx512fintrin.h.
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include "lanefill/native/bodies.h"

#if !defined(__AVX512BW__)
#error "simd/avx512icl/avx512icl.cpp must be compiled with AVX-512 BW (lanefill/isas.hpp)"
#endif

// The GFNI functions (their callers need not have GFNI: they call, not inline).
#define LANEFILL_GFNI __attribute__((target("gfni")))

namespace lanefill::detail {
namespace {
namespace gfni_lines {

// The matrix (or, as data, the bytes 1 << j) of the identity: as a matrix it
// reverses each byte's bits, as data it turns a board a quarter.
constexpr long long kUnit = 0x8040201008040201LL;

LANEFILL_GFNI inline __m512i reverse_bytes_bits(__m512i x) {
  return _mm512_gf2p8affine_epi64_epi8(x, _mm512_set1_epi64(kUnit), 0);
}
// Byte j of the result = file j of the board (bit i = rank 7 - i).
LANEFILL_GFNI inline __m512i quarter_turn(__m512i board) {
  return _mm512_gf2p8affine_epi64_epi8(_mm512_set1_epi64(kUnit), board, 0);
}
// Towards the byte's high bit: every slider's run up to and including the
// first occupied square (sliders are occupied).
LANEFILL_GFNI inline __m512i up_the_bytes(__m512i occupied, __m512i sliders) {
  return _mm512_xor_si512(occupied, _mm512_sub_epi8(occupied, _mm512_add_epi8(sliders, sliders)));
}
LANEFILL_GFNI inline __m512i both_ways_in_bytes(__m512i occupied, __m512i sliders) {
  const __m512i down = up_the_bytes(reverse_bytes_bits(occupied), reverse_bytes_bits(sliders));
  return _mm512_or_si512(up_the_bytes(occupied, sliders), reverse_bytes_bits(down));
}
// The quarter turn back: with the bytes 1 << (7 - j) as the data, byte j bit
// i of the result is R[7 - i][7 - j], the board with each byte's bits
// reversed; reversing them gives it back.
LANEFILL_GFNI inline __m512i quarter_turn_back(__m512i turned) {
  const __m512i mirrored =
      _mm512_gf2p8affine_epi64_epi8(_mm512_set1_epi64(0x0102040810204080LL), turned, 0);
  return reverse_bytes_bits(mirrored);
}
// Rank and file attacks of the orthogonal sliders of eight boards.
LANEFILL_GFNI inline __m512i rank_file_attacks(__m512i occupied, __m512i orth) {
  const __m512i files = both_ways_in_bytes(quarter_turn(occupied), quarter_turn(orth));
  return _mm512_or_si512(both_ways_in_bytes(occupied, orth), quarter_turn_back(files));
}

// A diagonal and its opposite (shifts +S and -S, landing guards G_UP and
// G_DOWN): Kogge-Stone of the pair on one propagator without files a and h
// (no flood passes an edge square it could only leave by wrapping), the
// opposite direction's doubled propagators shifted from the first's
// (lanefill/native/bodies.h's LANEFILL_NK_KOGGE_STONE_OPPOSITE), then the
// step onto the blockers.
#define LANEFILL_ICL_UP(x, k, s) _mm512_slli_epi64((x), (k) * (s))
#define LANEFILL_ICL_DOWN(x, k, s) _mm512_srli_epi64((x), (k) * (s))
#define LANEFILL_ICL_OR_AND(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0xf8)
template <int S, std::uint64_t G_UP, std::uint64_t G_DOWN>
LANEFILL_GFNI inline __m512i diagonal_pair_attacks(__m512i gen, __m512i pro) {
  __m512i up = gen, down = gen;
  LANEFILL_NK_KOGGE_STONE_OPPOSITE(__m512i, up, down, pro, LANEFILL_ICL_UP, S, LANEFILL_ICL_DOWN, S,
                                   LANEFILL_ICL_OR_AND);
  constexpr int kAndOr = 0xea;  // (a & b) | c
  const __m512i up_hits =
      _mm512_and_si512(_mm512_slli_epi64(up, S), _mm512_set1_epi64(static_cast<long long>(G_UP)));
  return _mm512_ternarylogic_epi64(_mm512_srli_epi64(down, S),
                                   _mm512_set1_epi64(static_cast<long long>(G_DOWN)), up_hits,
                                   kAndOr);
}
#undef LANEFILL_ICL_UP
#undef LANEFILL_ICL_DOWN
#undef LANEFILL_ICL_OR_AND

LANEFILL_GFNI inline __m512i slider_attacks8(__m512i orth, __m512i diag, __m512i occupied) {
  constexpr std::uint64_t kNotFileA = 0xfefefefefefefefeULL, kNotFileH = 0x7f7f7f7f7f7f7f7fULL;
  // the empty squares off files a and h: ~occupied & both guards
  const __m512i pro = _mm512_andnot_si512(
      occupied, _mm512_set1_epi64(static_cast<long long>(kNotFileA & kNotFileH)));
  const __m512i noea_sowe = diagonal_pair_attacks<9, kNotFileA, kNotFileH>(diag, pro);
  const __m512i nowe_soea = diagonal_pair_attacks<7, kNotFileH, kNotFileA>(diag, pro);
  // The subtraction needs the sliders among the pieces (an empty square with a
  // slider ends one run where the next begins: the same union).
  return _mm512_ternarylogic_epi64(noea_sowe, nowe_soea,
                                   rank_file_attacks(_mm512_or_si512(occupied, orth), orth),
                                   0xfe);  // a | b | c
}

// out[i] = slider attacks of board i; the tail by masked loads and a masked
// store (lanes past n are never read or written).
LANEFILL_GFNI void slider_batch(const std::uint64_t* orth, const std::uint64_t* diag,
                                const std::uint64_t* occupied, std::uint64_t* out, std::size_t n) {
  std::size_t i = 0;
  for (; i + 16 <= n; i += 16) {  // two groups: independent chains to interleave
    const __m512i a = slider_attacks8(_mm512_loadu_si512(orth + i), _mm512_loadu_si512(diag + i),
                                      _mm512_loadu_si512(occupied + i));
    const __m512i b =
        slider_attacks8(_mm512_loadu_si512(orth + i + 8), _mm512_loadu_si512(diag + i + 8),
                        _mm512_loadu_si512(occupied + i + 8));
    _mm512_storeu_si512(out + i, a);
    _mm512_storeu_si512(out + i + 8, b);
  }
  for (; i + 8 <= n; i += 8)
    _mm512_storeu_si512(out + i,
                        slider_attacks8(_mm512_loadu_si512(orth + i), _mm512_loadu_si512(diag + i),
                                        _mm512_loadu_si512(occupied + i)));
  if (i == n) return;
  const __mmask8 rest = static_cast<__mmask8>((1u << (n - i)) - 1);
  _mm512_mask_storeu_epi64(out + i, rest,
                           slider_attacks8(_mm512_maskz_loadu_epi64(rest, orth + i),
                                           _mm512_maskz_loadu_epi64(rest, diag + i),
                                           _mm512_maskz_loadu_epi64(rest, occupied + i)));
}

}  // namespace gfni_lines
}  // namespace
}  // namespace lanefill::detail

#define LANEFILL_AVX512_ISA avx512icl
#define LANEFILL_AVX512_DESCRIPTION                                                             \
  "AVX-512 with GFNI and VBMI2: simd/avx512/avx512.cpp's kernels with these flags; the slider " \
  "batch "                                                                                      \
  "takes ranks and files by byte subtraction (vgf2p8affineqb bit reversal and quarter turn)"
#define LANEFILL_AVX512_KOGGE_SLIDER_BATCH gfni_lines::slider_batch
#include "../avx512/avx512.cpp"
