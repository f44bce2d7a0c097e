// bench/baselines/lookups.hpp — the table lookups of the PEXT and fancy magic
// baselines as inline functions, so that a timing loop can inline them (as an
// engine does) instead of paying a call per lookup. Written in-house for this
// project's benchmarks; no third-party code.
//
// The tables are built by init_pext() / init_magic() (baselines.hpp) and
// never change afterwards. PEXT executes BMI2: the pext_* lookups carry
// __attribute__((target("bmi2"))) (no ISA flag on any file), so a loop that
// wants them inlined carries the same attribute, and may run only when
// lanefill::cpu_features().bmi2 is true.
#pragma once

#if defined(__x86_64__) || defined(_M_X64)
#define LANEFILL_BENCH_X86 1
#include <immintrin.h>
#endif

#include <array>
#include <cstddef>
#include <cstdint>

#include "lanefill/bitboard.hpp"
#include "threat_inputs.hpp"

namespace lanefill_bench::baselines {

using lanefill::Bitboard;

#if defined(LANEFILL_BENCH_X86)
#define LANEFILL_BMI2 __attribute__((target("bmi2")))
#define LANEFILL_AVX2 __attribute__((target("avx2")))
#else
// Elsewhere (aarch64) the x86 baselines compile to portable code that no
// entry runs: lanefill::cpu_features() reports no BMI2 and no AVX2 there.
#define LANEFILL_BMI2
#define LANEFILL_AVX2
#endif

struct PextEntry {
  Bitboard mask;            // relevant occupancy
  const Bitboard* attacks;  // 2^popcount(mask) entries, indexed by pext(occupied, mask)
};
// Hyperbola quintessence on three lines in one ymm (file, diagonal,
// antidiagonal, and a zero lane), the technique Stockfish's current master
// calls "dual hyperbola quintessence": both subtractions, o - s and the same on
// the byte-swapped lines, in the same register, the byte swap by vpshufb;
// the rank by a first-rank table. 64 bytes a square, 32-byte aligned.
struct alignas(32) DualHyperbolaEntry {
  Bitboard lines[4];        // file, diagonal, antidiagonal (each without the square), 0
  Bitboard slider;          // 1 << square
  Bitboard slider_swapped;  // the same, byte-swapped: 1 << (square ^ 56)
  Bitboard pad[2];
};
struct MagicEntry {
  Bitboard mask;
  Bitboard magic;
  const Bitboard* attacks;
  unsigned shift;  // 64 - popcount(mask)
};

// Filled by init_pext(), init_magic() and init_hyperbola() (pext.cpp,
// magic.cpp, hyperbola.cpp).
extern std::array<PextEntry, 64> g_pext_rook, g_pext_bishop;
extern std::array<MagicEntry, 64> g_magic_rook, g_magic_bishop;
extern std::array<DualHyperbolaEntry, 64> g_dual_hyperbola;
// g_first_rank[inner][file]: the attacks along rank 1 from `file` when b1..g1
// hold `inner` (bits 0..5).
extern std::array<std::array<std::uint8_t, 8>, 64> g_first_rank;

// Runs only where lanefill::cpu_features().avx2 is true: the rook attacks
// (the file lane and the rank) and the bishop attacks (the two diagonals).
LANEFILL_AVX2 inline void dual_hyperbola_rook_bishop(int square, Bitboard occupied, Bitboard& rook,
                                                     Bitboard& bishop) {
  const DualHyperbolaEntry& e = g_dual_hyperbola[static_cast<std::size_t>(square)];
#if !defined(LANEFILL_BENCH_X86)
  (void)e;
  (void)occupied;
  rook = bishop = 0;  // never run: no CPU but x86-64 reports AVX2
#else
  // vpshufb within each 128-bit half: bytes 7..0 and 15..8, a byte swap per qword.
  const __m256i swap = _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
                                       10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
  const __m256i lines = _mm256_load_si256(reinterpret_cast<const __m256i*>(e.lines));
  const __m256i o = _mm256_and_si256(_mm256_set1_epi64x(static_cast<long long>(occupied)), lines);
  const __m256i up = _mm256_sub_epi64(o, _mm256_set1_epi64x(static_cast<long long>(e.slider)));
  const __m256i down = _mm256_sub_epi64(
      _mm256_shuffle_epi8(o, swap), _mm256_set1_epi64x(static_cast<long long>(e.slider_swapped)));
  const __m256i x = _mm256_and_si256(_mm256_xor_si256(up, _mm256_shuffle_epi8(down, swap)), lines);
  const __m128i low = _mm256_castsi256_si128(x), high = _mm256_extracti128_si256(x, 1);
  const int rank = square & 56;
  const unsigned inner = static_cast<unsigned>(occupied >> (rank + 1)) & 63;
  rook = static_cast<Bitboard>(_mm_cvtsi128_si64(low)) |
         (Bitboard{g_first_rank[inner][static_cast<std::size_t>(square & 7)]} << rank);
  bishop = static_cast<Bitboard>(_mm_extract_epi64(low, 1)) |
           static_cast<Bitboard>(_mm_cvtsi128_si64(high));
#endif
}
LANEFILL_AVX2 inline Bitboard dual_hyperbola_queen(int square, Bitboard occupied) {
  Bitboard rook, bishop;
  dual_hyperbola_rook_bishop(square, occupied, rook, bishop);
  return rook | bishop;
}

LANEFILL_BMI2 inline Bitboard pext_lookup(const PextEntry& e, Bitboard occupied) {
#if defined(LANEFILL_BENCH_X86)
  return e.attacks[_pext_u64(occupied, e.mask)];
#else
  std::size_t index = 0;  // the bits of occupied under mask, packed (what pext does)
  std::size_t bit = 1;
  for (Bitboard m = e.mask; m != 0; m &= m - 1, bit <<= 1)
    if (occupied & m & (~m + 1)) index |= bit;
  return e.attacks[index];
#endif
}
LANEFILL_BMI2 inline Bitboard pext_rook(int square, Bitboard occupied) {
  return pext_lookup(g_pext_rook[static_cast<std::size_t>(square)], occupied);
}
LANEFILL_BMI2 inline Bitboard pext_bishop(int square, Bitboard occupied) {
  return pext_lookup(g_pext_bishop[static_cast<std::size_t>(square)], occupied);
}
LANEFILL_BMI2 inline Bitboard pext_queen(int square, Bitboard occupied) {
  return pext_rook(square, occupied) | pext_bishop(square, occupied);
}

inline std::size_t magic_index(const MagicEntry& e, Bitboard occupied) {
  return static_cast<std::size_t>(((occupied & e.mask) * e.magic) >> e.shift);
}
inline Bitboard magic_rook(int square, Bitboard occupied) {
  const MagicEntry& e = g_magic_rook[static_cast<std::size_t>(square)];
  return e.attacks[magic_index(e, occupied)];
}
inline Bitboard magic_bishop(int square, Bitboard occupied) {
  const MagicEntry& e = g_magic_bishop[static_cast<std::size_t>(square)];
  return e.attacks[magic_index(e, occupied)];
}
inline Bitboard magic_queen(int square, Bitboard occupied) {
  return magic_rook(square, occupied) | magic_bishop(square, occupied);
}

// The set-wise attack map by lookups: a rook lookup per orthogonal slider, a
// bishop lookup per diagonal slider (a queen is in both sets, so it gets both).
LANEFILL_BMI2 inline Bitboard pext_map(Bitboard orth, Bitboard diag, Bitboard occupied) {
  Bitboard attacks = 0;
  for (; orth != 0; orth &= orth - 1) attacks |= pext_rook(__builtin_ctzll(orth), occupied);
  for (; diag != 0; diag &= diag - 1) attacks |= pext_bishop(__builtin_ctzll(diag), occupied);
  return attacks;
}
inline Bitboard magic_map(Bitboard orth, Bitboard diag, Bitboard occupied) {
  Bitboard attacks = 0;
  for (; orth != 0; orth &= orth - 1) attacks |= magic_rook(__builtin_ctzll(orth), occupied);
  for (; diag != 0; diag &= diag - 1) attacks |= magic_bishop(__builtin_ctzll(diag), occupied);
  return attacks;
}

// ---------------------------------------------------------------------------
// The threat update as Stockfish 18 computes it (Position::update_piece_
// threats, in our words), around any rook and bishop lookup: the rook and
// bishop attacks of the square; the sliders among them that attack it; per
// slider a table row, the squares beyond the square on the slider's ray, ANDed
// with the attacks and the pieces: the piece it discovers. Stockfish reads two
// 32 KB tables there (RayPassBB and BetweenBB); g_beyond is the one they make.
// The answer folds into threat_inputs.hpp's digest.
extern std::array<std::array<Bitboard, 64>, 64> g_beyond;  // [slider][square], init_threats()
void init_threats();

inline Bitboard threat_fold(int square, Bitboard occupied, Bitboard orth, Bitboard diag,
                            Bitboard rook, Bitboard bishop) {
  Bitboard digest = ::lanefill_bench::threat_attacks(rook, bishop);
  const Bitboard seen = (rook | bishop) & occupied;
  for (Bitboard sliders = (orth & rook) | (diag & bishop); sliders != 0; sliders &= sliders - 1) {
    const int s = __builtin_ctzll(sliders);
    const Bitboard discovered =
        g_beyond[static_cast<std::size_t>(s)][static_cast<std::size_t>(square)] & seen;
    digest ^= ::lanefill_bench::threat_pair(sliders & (~sliders + 1), discovered);
  }
  return digest;
}
LANEFILL_BMI2 inline Bitboard pext_threats(int square, Bitboard occupied, Bitboard orth,
                                           Bitboard diag) {
  return threat_fold(square, occupied, orth, diag, pext_rook(square, occupied),
                     pext_bishop(square, occupied));
}
inline Bitboard magic_threats(int square, Bitboard occupied, Bitboard orth, Bitboard diag) {
  return threat_fold(square, occupied, orth, diag, magic_rook(square, occupied),
                     magic_bishop(square, occupied));
}

LANEFILL_AVX2 inline Bitboard dual_hyperbola_threats(int square, Bitboard occupied, Bitboard orth,
                                                     Bitboard diag) {
  Bitboard rook, bishop;
  dual_hyperbola_rook_bishop(square, occupied, rook, bishop);
  return threat_fold(square, occupied, orth, diag, rook, bishop);
}

// Batches as loops of inline lookups (the baselines' form of the batch calls).
LANEFILL_BMI2 inline void pext_queen_batch(const std::uint8_t* squares, const Bitboard* occupied,
                                           Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = pext_queen(squares[i], occupied[i]);
}
inline void magic_queen_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                              std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = magic_queen(squares[i], occupied[i]);
}
LANEFILL_BMI2 inline void pext_map_batch(const Bitboard* orth, const Bitboard* diag,
                                         const Bitboard* occupied, Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = pext_map(orth[i], diag[i], occupied[i]);
}
inline void magic_map_batch(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                            Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = magic_map(orth[i], diag[i], occupied[i]);
}

}  // namespace lanefill_bench::baselines
