// simd/avx512icl.cpp — AVX-512 with GFNI and VBMI/VBMI2 (Ice Lake and later
// Intel cores, AMD Zen 4 and Zen 5): simd/avx512.cpp's kernels compiled with
// these flags, and a slider batch whose ranks and files need no shifts.
//
// The slider batch (Kogge-Stone table, 8 boards per zmm): on a rank, the
// attacks of every slider towards file h are o ^ (o - 2s) in the rank's byte
// (vpaddb, vpsubb: the borrow of a slider runs up to and through the first
// piece beyond it, and a byte's borrow never reaches the next rank); towards
// file a the same on the byte's bits reversed (one vgf2p8affineqb before and
// after). Files become ranks by one more vgf2p8affineqb (the board turned a
// quarter: with the board as the matrix and the unit vectors as the data,
// byte j of the result is file j); three quarter turns turn the files'
// attacks back. This is hyperbola quintessence on whole ranks and files, all
// their sliders at once (chessprogramming wiki "Hyperbola Quintessence",
// "Subtracting a Rook from a Blocking Piece"; Intel's GFNI affine transform
// for the bit reversal and the transpose). The diagonals keep the Kogge-Stone
// occluded fill with immediate shifts.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#if !defined(__GFNI__) || !defined(__AVX512BW__)
#error "simd/avx512icl.cpp must be compiled with GFNI and AVX-512 BW (lanefill/isas.hpp)"
#endif

namespace lanefill::detail {
namespace {
namespace gfni_lines {

// The matrix (or, as data, the bytes 1 << j) of the identity: as a matrix it
// reverses each byte's bits, as data it turns a board a quarter.
constexpr long long kUnit = 0x8040201008040201LL;

inline __m512i reverse_bytes_bits(__m512i x) {
  return _mm512_gf2p8affine_epi64_epi8(x, _mm512_set1_epi64(kUnit), 0);
}
// Byte j of the result = file j of the board (bit i = rank 7 - i).
inline __m512i quarter_turn(__m512i board) {
  return _mm512_gf2p8affine_epi64_epi8(_mm512_set1_epi64(kUnit), board, 0);
}
// Towards the byte's high bit: every slider's run up to and including the
// first occupied square (sliders are occupied).
inline __m512i up_the_bytes(__m512i occupied, __m512i sliders) {
  return _mm512_xor_si512(occupied, _mm512_sub_epi8(occupied, _mm512_add_epi8(sliders, sliders)));
}
inline __m512i both_ways_in_bytes(__m512i occupied, __m512i sliders) {
  const __m512i down = up_the_bytes(reverse_bytes_bits(occupied), reverse_bytes_bits(sliders));
  return _mm512_or_si512(up_the_bytes(occupied, sliders), reverse_bytes_bits(down));
}
// Rank and file attacks of the orthogonal sliders of eight boards.
inline __m512i rank_file_attacks(__m512i occupied, __m512i orth) {
  const __m512i files = both_ways_in_bytes(quarter_turn(occupied), quarter_turn(orth));
  return _mm512_or_si512(both_ways_in_bytes(occupied, orth),
                         quarter_turn(quarter_turn(quarter_turn(files))));
}

// Kogge-Stone occluded fill of one diagonal direction (shift S, file guard
// G), then the step onto the blockers.
template <int S, std::uint64_t G>
inline __m512i diagonal_attacks(__m512i gen, __m512i empty) {
  const auto step = [](__m512i x, int k) {
    return S > 0 ? _mm512_slli_epi64(x, S * k) : _mm512_srli_epi64(x, -S * k);
  };
  constexpr int kOrAnd = 0xf8;  // a | (b & c)
  const __m512i guard = _mm512_set1_epi64(static_cast<long long>(G));
  __m512i pro = _mm512_and_si512(empty, guard);
  gen = _mm512_ternarylogic_epi64(gen, pro, step(gen, 1), kOrAnd);
  pro = _mm512_and_si512(pro, step(pro, 1));
  gen = _mm512_ternarylogic_epi64(gen, pro, step(gen, 2), kOrAnd);
  pro = _mm512_and_si512(pro, step(pro, 2));
  gen = _mm512_ternarylogic_epi64(gen, pro, step(gen, 4), kOrAnd);
  return _mm512_and_si512(step(gen, 1), guard);
}

inline __m512i slider_attacks8(__m512i orth, __m512i diag, __m512i occupied) {
  constexpr std::uint64_t kNotFileA = 0xfefefefefefefefeULL, kNotFileH = 0x7f7f7f7f7f7f7f7fULL;
  constexpr int kOr3 = 0xfe;
  const __m512i empty = _mm512_ternarylogic_epi64(occupied, occupied, occupied, 0x55);  // ~occ
  // (locals: _mm512_ternarylogic_epi64 is a macro at -O0, and template
  // arguments' commas would split its arguments)
  const __m512i noea = diagonal_attacks<9, kNotFileA>(diag, empty);
  const __m512i nowe = diagonal_attacks<7, kNotFileH>(diag, empty);
  const __m512i soea = diagonal_attacks<-7, kNotFileA>(diag, empty);
  const __m512i sowe = diagonal_attacks<-9, kNotFileH>(diag, empty);
  const __m512i diagonals =
      _mm512_ternarylogic_epi64(_mm512_or_si512(noea, nowe), soea, sowe, kOr3);
  // The subtraction needs the sliders among the pieces; an empty square with
  // a slider stops that slider's run where the next one's starts, the same union.
  return _mm512_or_si512(diagonals, rank_file_attacks(_mm512_or_si512(occupied, orth), orth));
}

// out[i] = slider attacks of board i; the tail by masked loads and a masked
// store (lanes past n are never read or written).
void slider_batch(const std::uint64_t* orth, const std::uint64_t* diag,
                  const std::uint64_t* occupied, std::uint64_t* out, std::size_t n) {
  std::size_t i = 0;
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
#define LANEFILL_AVX512_DESCRIPTION                                                            \
  "AVX-512 with GFNI and VBMI2: simd/avx512.cpp's kernels with these flags; the slider batch " \
  "takes ranks and files by byte subtraction (vgf2p8affineqb bit reversal and quarter turn)"
#define LANEFILL_AVX512_KOGGE_SLIDER_BATCH gfni_lines::slider_batch
#include "avx512.cpp"
