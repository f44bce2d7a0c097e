// tools/perft/movegen.hpp — a small legal chess move generator on lanefill.
//
// An example of lanefill in an engine-like setting and an end-to-end check of
// its attack sets: perft node counts are known exactly (and Stockfish can
// compute more), so any wrong attack bit shows up as a wrong count.
// Sliders use lanefill's dispatched rook/bishop attacks; legality of king
// moves uses the set-wise attack map of all enemy sliders at once.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../fen.hpp"
#include "lanefill/lanefill.hpp"

namespace lanefill::perft {

enum PieceType { kPawn, kKnight, kBishop, kRook, kQueen, kKing, kPieceTypeCount };

struct Move {
  std::uint8_t from = 0, to = 0;
  std::uint8_t promotion = 0;  // 0, or kKnight..kQueen
  std::uint8_t flags = 0;      // kEnPassant, kCastle, kDoublePush
};
inline constexpr std::uint8_t kEnPassant = 1, kCastle = 2, kDoublePush = 4;

struct Board {
  Bitboard pieces[2][kPieceTypeCount] = {};  // [colour][type]
  Bitboard colour[2] = {};
  int side = 0;           // 0 white, 1 black
  int castling = 0;       // bit 0 K, 1 Q, 2 k, 3 q
  int en_passant = -1;    // target square or -1

  Bitboard occupied() const { return colour[0] | colour[1]; }
  int piece_on(int sq) const;  // piece type or -1
};

Board board_from(const cli::Position& pos);
// All legal moves of the side to move.
std::vector<Move> legal_moves(const Board& b);
Board make_move(const Board& b, const Move& m);
// Whether `sq` is attacked by colour `by` given occupancy `occ`.
bool attacked(const Board& b, int sq, int by, Bitboard occ);
std::uint64_t perft(const Board& b, int depth);
// "e2e4", "e7e8q".
std::string uci(const Move& m);

}  // namespace lanefill::perft
