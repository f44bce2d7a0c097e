// examples/chess/board.hpp — the perft board: plain data only (no functions,
// no library types), so that the generator's per-ISA objects
// (perft_native.cpp, compiled once per target with its flags) share it
// without sharing any compiled code.
#pragma once

#include <cstdint>

namespace lanefill::chess {

enum PieceType : int { kPawn, kKnight, kBishop, kRook, kQueen, kKing, kPieceTypeCount };
enum Side : int { kWhite, kBlack };

// Castling right bits.
inline constexpr int kWhiteKingSide = 1, kWhiteQueenSide = 2, kBlackKingSide = 4,
                     kBlackQueenSide = 8;
// Board::en_passant when there is no en passant capture.
inline constexpr int kNoEnPassant = 64;

struct Board {
  std::uint64_t by_type[kPieceTypeCount] = {};
  std::uint64_t by_side[2] = {};
  int side = kWhite;
  int castling = 0;
  int en_passant = kNoEnPassant;  // the square a pawn may capture onto
};

// A move as the root of a perft reports it (UCI: from, to, promotion).
struct RootMove {
  int from = 0, to = 0;
  int promotion = 0;  // piece type, 0 (= pawn) for none
};

}  // namespace lanefill::chess
