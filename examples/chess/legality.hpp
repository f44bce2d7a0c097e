// examples/chess/legality.hpp — which positions the move generator takes:
// the checks behind perft_problem (perft.hpp) and record_problem
// (positions.hpp) as codes, written once for the baseline code that words
// the messages and for the copies of positions_native.cpp that check a batch
// (with the target's POPCNT). Internal linkage only, like movegen.hpp.
#pragma once

#include <cstdint>

#include "movegen.hpp"
#include "positions.hpp"

namespace lanefill::chess {
namespace {

enum class BoardProblem {
  none,
  king_count,       // a side without exactly one king (`side` says which)
  pawn_back_rank,   // a pawn on rank 1 or 8
  piece_count,      // more than 16 pieces
  pawn_count,       // more than 8 pawns
  en_passant,       // no pawn can just have moved past the en passant square
  opponent_checked  // the side not to move is in check
};

struct BoardCheck {
  BoardProblem problem;
  int side;  // the side the problem is about (king, piece and pawn counts)
};

// Whether the king of `side` is attacked (tables only, no slider kernel: a
// slider on one of the king's lines with nothing between).
inline bool king_attacked(const Board& b, int side) {
  const U64 enemy = b.by_side[side ^ 1];
  const U64 occupied = b.by_side[kWhite] | b.by_side[kBlack];
  const int king = first_square(b.by_type[kKing] & b.by_side[side]);
  if ((kTables.knight[king] & b.by_type[kKnight] & enemy) ||
      (kTables.pawn[side][king] & b.by_type[kPawn] & enemy) ||
      (kTables.king[king] & b.by_type[kKing] & enemy))
    return true;
  const U64 queens = b.by_type[kQueen] & enemy;
  const U64 sliders = (kTables.rook_rays[king] & ((b.by_type[kRook] & enemy) | queens)) |
                      (kTables.bishop_rays[king] & ((b.by_type[kBishop] & enemy) | queens));
  for (U64 s = sliders; s; s &= s - 1)
    if ((kTables.between[king][first_square(s)] & occupied) == 0) return true;
  return false;
}

inline BoardCheck check_board(const Board& b) {
  for (int side = kWhite; side <= kBlack; ++side)
    if (count(b.by_type[kKing] & b.by_side[side]) != 1) return {BoardProblem::king_count, side};
  if ((b.by_type[kPawn] & (kRank1 | kRank8)) != 0) return {BoardProblem::pawn_back_rank, 0};
  for (int side = kWhite; side <= kBlack; ++side) {
    if (count(b.by_side[side]) > 16) return {BoardProblem::piece_count, side};
    if (count(b.by_type[kPawn] & b.by_side[side]) > 8) return {BoardProblem::pawn_count, side};
  }
  if (b.en_passant != kNoEnPassant) {
    // The pawn that just moved two squares stands in front of the en passant
    // square (seen from the side to move), and the squares it crossed are empty.
    const int ep = b.en_passant;
    const int pawn_square = b.side == kWhite ? ep - 8 : ep + 8;
    const int origin = b.side == kWhite ? ep + 8 : ep - 8;
    const U64 occupied = b.by_side[kWhite] | b.by_side[kBlack];
    const bool pawn_there = ((b.by_type[kPawn] & b.by_side[b.side ^ 1]) >> pawn_square) & 1;
    const bool crossed_empty = (((occupied >> ep) | (occupied >> origin)) & 1) == 0;
    if (!pawn_there || !crossed_empty) return {BoardProblem::en_passant, 0};
  }
  if (king_attacked(b, b.side ^ 1)) return {BoardProblem::opponent_checked, 0};
  return {BoardProblem::none, 0};
}

enum class RecordProblem {
  none,
  side,             // not 0 or 1
  castling,         // above 15
  en_passant,       // above 64
  halfmove_clock,   // above 9999
  fullmove_number,  // 0 or above 9999
  overlap,          // two pieces on one square
  en_passant_rank,  // an en passant square on the wrong rank
  board             // check_board's problem
};

// r's problem; b is board_of(r).
inline RecordProblem check_record(const PositionRecord& r, const Board& b) {
  if (r.side > 1) return RecordProblem::side;
  if (r.castling > 15) return RecordProblem::castling;
  if (r.en_passant > kNoEnPassant) return RecordProblem::en_passant;
  if (r.halfmove_clock > 9999) return RecordProblem::halfmove_clock;
  if (r.fullmove_number < 1 || r.fullmove_number > 9999) return RecordProblem::fullmove_number;
  U64 seen = 0, overlap = 0;
  for (const auto& side : r.pieces)
    for (const U64 squares : side) {
      overlap |= squares & seen;
      seen |= squares;
    }
  if (overlap != 0) return RecordProblem::overlap;
  if (r.en_passant != kNoEnPassant && r.en_passant / 8 != (r.side == kWhite ? 5 : 2))
    return RecordProblem::en_passant_rank;
  if (check_board(b).problem != BoardProblem::none) return RecordProblem::board;
  return RecordProblem::none;
}

inline RecordProblem check_record(const PositionRecord& r) { return check_record(r, board_of(r)); }

}  // namespace
}  // namespace lanefill::chess
