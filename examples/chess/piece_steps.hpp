// examples/chess/piece_steps.hpp — what movegen.hpp's legal move generator
// is built on: the board's bits and tables (the squares between and beyond
// two squares on a line, the knight jumps), and the steps of the pieces of
// one board (U64) or of boards in lanes (board_lanes.hpp specializes
// SquareMask): knight jumps, pawn pushes and captures of the side to move.
// Internal linkage, no standard-library template (movegen.hpp says why).
#pragma once

#include <cstdint>

#include "bits.hpp"
#include "board.hpp"

namespace lanefill::chess {
namespace {

using U64 = std::uint64_t;

constexpr U64 bit(int square) { return U64{1} << square; }
inline int first_square(U64 b) { return __builtin_ctzll(b); }
inline int count(U64 b) { return examples::bit_count(b); }

constexpr U64 kFileA = 0x0101010101010101, kFileH = kFileA << 7;
constexpr U64 kRank1 = 0xff, kRank8 = kRank1 << 56;

// The 8 steps as (file, rank) deltas; the first four are orthogonal.
constexpr int kStepFile[8] = {1, -1, 0, 0, 1, 1, -1, -1};
constexpr int kStepRank[8] = {0, 0, 1, -1, 1, -1, 1, -1};

struct Tables {
  U64 knight[64] = {}, king[64] = {}, rook_rays[64] = {}, bishop_rays[64] = {};
  U64 pawn[2][64] = {};        // [side][square]
  U64 between[64][64] = {};    // strictly between, if aligned
  int castling_kept[64] = {};  // the castling rights kept when a move touches the square
};

constexpr bool on_board(int file, int rank) {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}
// The square `df` files and `dr` ranks away from s, as a set (empty off the board).
constexpr U64 offset(int s, int df, int dr) {
  return on_board(s % 8 + df, s / 8 + dr) ? bit(s + df + 8 * dr) : 0;
}

// The knight's 8 jumps as (file, rank) deltas.
constexpr int kKnightJumps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                    {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

constexpr Tables make_tables() {
  Tables t;
  for (int s = 0; s < 64; ++s) {
    for (const auto& j : kKnightJumps) t.knight[s] |= offset(s, j[0], j[1]);
    for (int d = 0; d < 8; ++d) {
      t.king[s] |= offset(s, kStepFile[d], kStepRank[d]);
      U64 path = 0;  // the squares passed so far along direction d
      for (int k = 1; on_board(s % 8 + k * kStepFile[d], s / 8 + k * kStepRank[d]); ++k) {
        const int to = s + k * (kStepFile[d] + 8 * kStepRank[d]);
        t.between[s][to] = path;
        path |= bit(to);
      }
      (d < 4 ? t.rook_rays[s] : t.bishop_rays[s]) |= path;
    }
    t.pawn[kWhite][s] = offset(s, -1, 1) | offset(s, 1, 1);
    t.pawn[kBlack][s] = offset(s, -1, -1) | offset(s, 1, -1);
    t.castling_kept[s] = 15;
  }
  t.castling_kept[4] = 15 & ~(kWhiteKingSide | kWhiteQueenSide);   // e1
  t.castling_kept[7] = 15 & ~kWhiteKingSide;                       // h1
  t.castling_kept[0] = 15 & ~kWhiteQueenSide;                      // a1
  t.castling_kept[60] = 15 & ~(kBlackKingSide | kBlackQueenSide);  // e8
  t.castling_kept[63] = 15 & ~kBlackKingSide;                      // h8
  t.castling_kept[56] = 15 & ~kBlackQueenSide;                     // a8
  return t;
}
constexpr Tables kTables = make_tables();
static_assert(kTables.between[0][27] == (bit(9) | bit(18)) && kTables.between[0][17] == 0);
static_assert(kTables.knight[1] == (bit(16) | bit(18) | bit(11)));

// The knight's 8 jumps as rotations of the board (the left rotate count,
// modulo 64) and the squares each jump can land on from a square of the board
// (what a rotate wraps across a file or rank edge falls outside): a knight
// set's jumps in direction j are rotl(knights, rotate[j]) & landing[j], and
// each target is reached by at most one knight per direction.
struct KnightJumpTables {
  long long rotate[8] = {};
  U64 landing[8] = {};
};
constexpr KnightJumpTables make_knight_jumps() {
  KnightJumpTables t;
  for (int j = 0; j < 8; ++j) {
    const int df = kKnightJumps[j][0], dr = kKnightJumps[j][1];
    t.rotate[j] = (df + 8 * dr + 64) % 64;
    for (int s = 0; s < 64; ++s)
      if (on_board(s % 8 - df, s / 8 - dr)) t.landing[j] |= bit(s);
  }
  return t;
}
constexpr KnightJumpTables kKnightJumpTables = make_knight_jumps();
static_assert(kKnightJumpTables.rotate[0] == 17 && kKnightJumpTables.rotate[3] == 49);
static_assert(kKnightJumpTables.landing[0] == ~(kFileA | kRank1 | (kRank1 << 8)));
// The rotated jumps of every single knight are its table row.
constexpr bool knight_rotations_match_table() {
  for (int s = 0; s < 64; ++s) {
    U64 jumps = 0;
    for (int j = 0; j < 8; ++j) {
      const int r = static_cast<int>(kKnightJumpTables.rotate[j]);
      jumps |= ((bit(s) << r) | (bit(s) >> ((64 - r) % 64))) & kKnightJumpTables.landing[j];
    }
    if (jumps != kTables.knight[s]) return false;
  }
  return true;
}
static_assert(knight_rotations_match_table());

// The moves of knights by lookup: one table row per knight.
inline U64 knight_move_count(U64 knights, U64 targets) {
  U64 moves = 0;
  for (U64 p = knights; p; p &= p - 1)
    moves += static_cast<U64>(count(kTables.knight[first_square(p)] & targets));
  return moves;
}

// b & M, of one board (U64) or of boards in lanes: board_lanes.hpp specializes
// SquareMask for its vectors (there the mask is read from memory, not
// rebuilt at each use). The steps below are written once for both.
template <class B>
struct SquareMask {
  template <U64 M>
  [[gnu::always_inline]] static constexpr B keep(B b) {
    return b & M;
  }
};
template <U64 M, class B>
[[gnu::always_inline]] constexpr B keep(B b) {
  return SquareMask<B>::template keep<M>(b);
}

// The sideways steps a knight's jumps are made of: one and two files east
// and west, within the rank.
template <class B>
struct KnightSteps {
  B e1, w1, e2, w2;
  [[gnu::always_inline]] explicit constexpr KnightSteps(B b)
      : e1(keep<~kFileA>(b << 1)),
        w1(keep<~kFileH>(b >> 1)),
        e2(keep<~kFileA>(e1 << 1)),
        w2(keep<~kFileH>(w1 >> 1)) {}
  // Every jump: one file and two ranks, or two files and one rank.
  [[gnu::always_inline]] constexpr B jumps() const {
    return ((e1 | w1) << 16) | ((e1 | w1) >> 16) | ((e2 | w2) << 8) | ((e2 | w2) >> 8);
  }
};
template <class B>
[[gnu::always_inline]] constexpr B knight_set(B b) {
  return KnightSteps<B>(b).jumps();
}
static_assert(knight_set(bit(0)) == (bit(10) | bit(17)));

// The side to move as a compile-time constant: pawn steps and ranks.
template <bool White>
struct Us {
  static constexpr int me = White ? kWhite : kBlack, them = White ? kBlack : kWhite;
  static constexpr int push = White ? 8 : -8;
  static constexpr int to_west = White ? 7 : -9, to_east = White ? 9 : -7;  // captures
  static constexpr U64 third_rank = White ? kRank1 << 16 : kRank1 << 40;    // after one push
  static constexpr U64 last_rank = White ? kRank8 : kRank1;
  static constexpr int back = White ? 0 : 56;  // castling rank
  // Of one board (U64) or of boards in lanes (board_lanes.hpp).
  template <class B>
  static constexpr B forward(B b) {
    if constexpr (White)
      return b << 8;
    else
      return b >> 8;
  }
  template <class B>
  [[gnu::always_inline]] static constexpr B west_capture(B b) {
    if constexpr (White)
      return keep<~kFileH>(b << 7);
    else
      return keep<~kFileH>(b >> 9);
  }
  template <class B>
  [[gnu::always_inline]] static constexpr B east_capture(B b) {
    if constexpr (White)
      return keep<~kFileA>(b << 9);
    else
      return keep<~kFileA>(b >> 7);
  }
  template <class B>
  [[gnu::always_inline]] static constexpr B enemy_pawn_attacks(B pawns) {
    if constexpr (White)
      return keep<~kFileH>(pawns >> 9) | keep<~kFileA>(pawns >> 7);
    else
      return keep<~kFileH>(pawns << 7) | keep<~kFileA>(pawns << 9);
  }
};

}  // namespace
}  // namespace lanefill::chess
