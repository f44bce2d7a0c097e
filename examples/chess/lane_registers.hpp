// examples/chess/lane_registers.hpp — the registers of the last ply with
// boards in lanes (board_lanes.hpp): one bitboard per 64-bit lane, 8 boards
// (zmm) or 4 (ymm), and what they do set-wise: constants, the directions'
// fills, the counts; the moving side's view of a board. What follows is
// board_lanes.hpp's plan, the count that runs on them:
//
// movegen.hpp counts a leaf parent's children one at a time: per child a
// call, the pins found by a loop over the enemy sliders on the king's lines,
// one 8-direction fill for the moving side's sliders, a second for the
// danger map. Here the children of the leaf parents are gathered into lanes
// (from depth 3 those of all children share the batches) and each direction
// is filled with lane-wise shifts (Kogge-Stone, chessprogramming wiki
// "Kogge-Stone Algorithm"; east by subtraction); per direction d three fills: the moving
// side's sliders (its move count), the king's ray (checks and pins) and the
// enemy sliders over the board without our king (the danger map). Pins and
// checks then need no loop: an own piece is pinned on a line when the king's
// ray in d and an enemy slider's ray in the opposite direction both stop on
// it; the empty squares both rays cover lie between the king and a checker.
// Most batches need no king's rays at all: where no enemy slider stands on a
// line through the king (on the empty board, a table row per board), no
// piece is pinned and no slider checks, and the count fills only the danger
// map and the moves (start position, perft 7: 87% of the batches).
//
// Children with an en passant capture go to movegen.hpp's scalar count
// (has_en_passant_capture); everything else a legal move count needs is
// here. Compiled only where the target has AVX2 (GCC/clang vector
// extensions, one register per value).
#pragma once

#include <cstdint>

#include "movegen.hpp"

#if !defined(LANEFILL_NATIVE_SCALAR) && defined(__AVX2__) && \
    (defined(__GNUC__) || defined(__clang__))
#define LANEFILL_CHESS_LANES 1
#include <immintrin.h>
#else
#define LANEFILL_CHESS_LANES 0
#endif

#if LANEFILL_CHESS_LANES
// (Included by native_sliders.hpp, inside its silencing of g++ 12's false
// -Wmaybe-uninitialized in avx512fintrin.h.)
namespace lanefill::chess {
namespace {

#if defined(__AVX512F__) && defined(__AVX512BW__)
constexpr int kLaneCount = 8;  // one zmm
#else
constexpr int kLaneCount = 4;  // one ymm
#endif
// One bitboard per board: lane i belongs to board i.
using Lanes = U64 __attribute__((vector_size(8 * kLaneCount)));
using LaneMask = long long __attribute__((vector_size(8 * kLaneCount)));

// All ones in the lanes where `condition` holds (a lane-wise comparison).
[[gnu::always_inline]] inline Lanes lanes_where(LaneMask condition) {
  return reinterpret_cast<Lanes>(condition);
}
[[gnu::always_inline]] inline Lanes nonzero(Lanes b) { return lanes_where(b != 0); }

// A constant in every lane, loaded from memory where it is used. g++ 12
// builds a broadcast constant from a general register (movabs, vmovq,
// vpbroadcastq: two vector instructions, and a register, per use; the ymm
// count spends most of its time on the vector pipes); a load folds into the
// AND. The empty asm hides the array's contents from the compiler.
template <U64 K>
struct LaneConstant {
  alignas(8 * kLaneCount) U64 value[kLaneCount];
};
template <U64 K>
constexpr LaneConstant<K> make_lane_constant() {
  LaneConstant<K> c{};
  for (U64& v : c.value) v = K;
  return c;
}
template <U64 K>
constexpr LaneConstant<K> kLaneConstant = make_lane_constant<K>();
template <U64 K>
[[gnu::always_inline]] inline Lanes splat() {
  const U64* p = kLaneConstant<K>.value;
  __asm__("" : "+r"(p));
  Lanes v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}

// b & K, no AND where K is every square.
template <U64 K>
[[gnu::always_inline]] inline Lanes masked(Lanes b) {
  if constexpr (K == ~U64{0})
    return b;
  else
    return b & splat<K>();
}

// A board shifted one step: left for positive counts, right for negative.
template <int Shift>
[[gnu::always_inline]] inline Lanes shifted(Lanes b) {
  if constexpr (Shift > 0)
    return b << Shift;
  else
    return b >> -Shift;
}

// An occluded fill in one direction over fixed empty squares: the
// propagators (the empty squares a generator may pass after 1, 2 and 4
// steps) are computed once and serve every generator.
template <int Shift, U64 Landing>
struct Fill {
  static constexpr U64 kLanding = Landing;
  Lanes pass1, pass2, pass4;
  [[gnu::always_inline]] explicit Fill(Lanes empty) {
    pass1 = masked<Landing>(empty);
    pass2 = pass1 & shifted<Shift>(pass1);
    pass4 = pass2 & shifted<2 * Shift>(pass2);
  }
  // The squares sliders at `from` attack in this direction: every empty
  // square on the ray and the first occupied one.
  [[gnu::always_inline]] Lanes attacks(Lanes from) const {
    return masked<Landing>(shifted<Shift>(fill(from)));
  }
  // The same within `targets`, which must lie within the squares a step
  // lands on (one AND for both).
  [[gnu::always_inline]] Lanes attacks_within(Lanes from, Lanes targets) const {
    return shifted<Shift>(fill(from)) & targets;
  }
  // `from` and the empty squares its rays pass.
  [[gnu::always_inline]] Lanes fill(Lanes from) const {
    from |= pass1 & shifted<Shift>(from);
    from |= pass2 & shifted<2 * Shift>(from);
    from |= pass4 & shifted<4 * Shift>(from);
    return from;
  }
};
// The 8 directions: the shift of one step, the squares a step lands on.
using EastFill = Fill<1, ~kFileA>;
using WestFill = Fill<-1, ~kFileH>;
using NorthFill = Fill<8, ~U64{0}>;
using SouthFill = Fill<-8, ~U64{0}>;
using NorthEastFill = Fill<9, ~kFileA>;
using SouthWestFill = Fill<-9, ~kFileH>;
using NorthWestFill = Fill<7, ~kFileH>;
using SouthEastFill = Fill<-7, ~kFileA>;

// East rays by subtraction (chessprogramming wiki, "Subtracting a Rook from a
// Blocking Piece", set-wise along the ranks): with the H file taken as
// blocked, the borrow of blockers - (each slider's east neighbour) runs from
// that square up to the first blocker, and the XOR keeps what it changed.
// Four steps where the fill takes eleven. The sliders must be blockers
// themselves (so that no borrow runs across another slider), or one alone:
// the king over the board without it.
struct EastBySubtraction {
  static constexpr U64 kLanding = ~kFileA;
  Lanes blockers;
  [[gnu::always_inline]] explicit EastBySubtraction(Lanes empty)
      : blockers(~empty | splat<kFileH>()) {}
  [[gnu::always_inline]] Lanes attacks(Lanes from) const {
    return blockers ^ (blockers - ((from << 1) & splat<~kFileA>()));
  }
  [[gnu::always_inline]] Lanes attacks_within(Lanes from, Lanes targets) const {
    return attacks(from) & targets;
  }
};

// Bit counts per lane, summed over many sets. With VPOPCNTQ each set's count
// directly; else each byte's count by a nibble table (Mula, Kurz and Lemire,
// "Faster Population Counts Using AVX2 Instructions"), the bytes summed per
// lane at the end (at most 31 sets: a byte's sum stays below 256).
struct BitTally {
#if defined(__AVX512VPOPCNTDQ__) && defined(__AVX512F__) && defined(__AVX512BW__)
  static constexpr bool kCheapCounts = true;  // one instruction per set
#else
  static constexpr bool kCheapCounts = false;
#endif
  Lanes sum{};
  [[gnu::always_inline]] void add(Lanes b) {
#if defined(__AVX512VPOPCNTDQ__) && defined(__AVX512F__) && defined(__AVX512BW__)
    sum += reinterpret_cast<Lanes>(_mm512_popcnt_epi64(reinterpret_cast<__m512i>(b)));
#elif defined(__AVX512F__) && defined(__AVX512BW__)
    const __m512i v = reinterpret_cast<__m512i>(b), nibble = _mm512_set1_epi8(0x0f);
    const __m512i table = _mm512_set4_epi64(0x0403030203020201, 0x0302020102010100,
                                            0x0403030203020201, 0x0302020102010100);
    const __m512i bytes = _mm512_add_epi8(
        _mm512_shuffle_epi8(table, _mm512_and_si512(v, nibble)),
        _mm512_shuffle_epi8(table, _mm512_and_si512(_mm512_srli_epi64(v, 4), nibble)));
    sum = reinterpret_cast<Lanes>(_mm512_add_epi8(reinterpret_cast<__m512i>(sum), bytes));
#else
    const __m256i v = reinterpret_cast<__m256i>(b),
                  nibble = reinterpret_cast<__m256i>(splat<0x0f0f0f0f0f0f0f0f>());
    const __m256i table = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1,
                                           2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    const __m256i bytes = _mm256_add_epi8(
        _mm256_shuffle_epi8(table, _mm256_and_si256(v, nibble)),
        _mm256_shuffle_epi8(table, _mm256_and_si256(_mm256_srli_epi64(v, 4), nibble)));
    sum = reinterpret_cast<Lanes>(_mm256_add_epi8(reinterpret_cast<__m256i>(sum), bytes));
#endif
  }
  // The count per lane.
  [[gnu::always_inline]] Lanes counts() const {
#if defined(__AVX512VPOPCNTDQ__) && defined(__AVX512F__) && defined(__AVX512BW__)
    return sum;
#elif defined(__AVX512F__) && defined(__AVX512BW__)
    return reinterpret_cast<Lanes>(
        _mm512_sad_epu8(reinterpret_cast<__m512i>(sum), _mm512_setzero_si512()));
#else
    return reinterpret_cast<Lanes>(
        _mm256_sad_epu8(reinterpret_cast<__m256i>(sum), _mm256_setzero_si256()));
#endif
  }
};

// The moving side's view of a board in lanes.
struct SideLanes {
  Lanes own, enemy, empty;
  Lanes pawns, knights, rooks, orth, diag, king;  // own pieces (orth: rooks and queens)
  Lanes enemy_pawns, enemy_knights, enemy_orth, enemy_diag, enemy_king;
  Lanes castling_rooks;  // the rook squares of the castling rights kept (both sides)
};

// movegen.hpp's steps (knight_set, KnightSteps, Us<White>'s pawn captures)
// on boards in lanes: their masks by splat.
template <>
struct SquareMask<Lanes> {
  template <U64 M>
  [[gnu::always_inline]] static Lanes keep(Lanes b) {
    return masked<M>(b);
  }
};

// King steps of whole sets, lane-wise.
[[gnu::always_inline]] inline Lanes king_set_lanes(Lanes b) {
  const Lanes row = b | ((b << 1) & splat<~kFileA>()) | ((b >> 1) & splat<~kFileH>());
  return (row | (row << 8) | (row >> 8)) & ~b;
}

}  // namespace
}  // namespace lanefill::chess
#endif  // LANEFILL_CHESS_LANES
