// examples/chess/positions.hpp — the chess example's batch API: many
// positions at once, as plain records (the layout of lanefill.CHESS_POSITION
// in Python, python/src/chess_positions.cpp), with per position the legal
// moves and their count, both sides' attack maps, the checkers, the pinned
// pieces and the threat pairs. The work runs in the copy of
// positions_native.cpp built for the active ISA's inline target (the
// generator of movegen.hpp on lanefill's inline kernels).
//
// Every batch function takes valid records (record_problem() empty for each)
// and touches no Python: callers may run it without the GIL.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "board.hpp"
#include "fen.hpp"

namespace lanefill::chess {

// One position, 104 bytes. pieces[colour][type]: colour 0 white, 1 black;
// type pawn, knight, bishop, rook, queen, king (PieceType).
struct PositionRecord {
  std::uint64_t pieces[2][kPieceTypeCount];
  std::uint8_t side;        // to move: 0 white, 1 black
  std::uint8_t castling;    // kWhiteKingSide | kWhiteQueenSide | kBlackKingSide | kBlackQueenSide
  std::uint8_t en_passant;  // the square a pawn may capture onto, 64 for none
  std::uint8_t reserved;    // 0 when written here, ignored when read
  std::uint16_t halfmove_clock;   // 0..9999
  std::uint16_t fullmove_number;  // 1..9999
};
static_assert(sizeof(PositionRecord) == 104 && alignof(PositionRecord) == 8);
static_assert(offsetof(PositionRecord, side) == 96 &&
              offsetof(PositionRecord, halfmove_clock) == 100);

// A legal move: from and to squares (castling as the king's move, e1g1), the
// promotion piece type (kKnight..kQueen) or 0.
struct MoveRecord {
  std::uint8_t from, to, promotion;
};
static_assert(sizeof(MoveRecord) == 3);

// A piece as a threat pair names it: colour * 6 + type (0 white pawn .. 11
// black king).
struct ThreatRecord {
  std::uint8_t attacker_square, attacker_piece, victim_square, victim_piece;
};
static_assert(sizeof(ThreatRecord) == 4);

// Which threat pairs to leave out (threat_counts, threats).
inline constexpr int kThreatsWithoutKings = 1;  // pairs with a king on either side
inline constexpr int kThreatsWithoutOwn = 2;    // pairs of pieces of one colour

// The record of a FEN position; the FEN of a valid record.
PositionRecord record_from(const Position& pos);
std::string to_fen(const PositionRecord& r);
// The perft board of a record (its pieces, side, castling and en passant).
// Internal linkage (board_of, record_of): the copies of positions_native.cpp
// inline their own.
namespace {
inline Board board_of(const PositionRecord& r) {
  Board b;
  for (int type = kPawn; type < kPieceTypeCount; ++type) {
    b.by_type[type] = r.pieces[kWhite][type] | r.pieces[kBlack][type];
    b.by_side[kWhite] |= r.pieces[kWhite][type];
    b.by_side[kBlack] |= r.pieces[kBlack][type];
  }
  b.side = r.side;
  b.castling = r.castling;
  b.en_passant = r.en_passant;
  return b;
}

// The record of a board and its clocks.
inline PositionRecord record_of(const Board& b, int halfmove_clock, int fullmove_number) {
  PositionRecord r{};
  for (int side = kWhite; side <= kBlack; ++side)
    for (int type = kPawn; type < kPieceTypeCount; ++type)
      r.pieces[side][type] = b.by_side[side] & b.by_type[type];
  r.side = static_cast<std::uint8_t>(b.side);
  r.castling = static_cast<std::uint8_t>(b.castling);
  r.en_passant = static_cast<std::uint8_t>(b.en_passant);
  r.halfmove_clock = static_cast<std::uint16_t>(halfmove_clock);
  r.fullmove_number = static_cast<std::uint16_t>(fullmove_number);
  return r;
}
}  // namespace

// Empty for a valid record, else why it is not (one line): fields out of
// range, pieces on one square twice, and perft_problem's checks (one king a
// side, no pawn on rank 1 or 8, a possible en passant square, the side not
// to move not in check).
std::string record_problem(const PositionRecord& r);
// The index of the first record with a problem, n if none (the batch check
// of the same rules, in the active ISA's copy).
std::size_t first_problem(const PositionRecord* records, std::size_t n);

// The number of legal moves of each record: counts[i] for records[i].
void move_counts(const PositionRecord* records, std::size_t n, std::uint32_t* counts);
// The same for records not checked yet, each checked as it is counted (one
// pass over memory): returns n, or the index of the first record with a
// problem (counts written up to there).
std::size_t checked_move_counts(const PositionRecord* records, std::size_t n,
                                std::uint32_t* counts);
// The legal moves of each record, in the generator's order: those of
// records[i] go to moves[offsets[i] .. offsets[i + 1]), offsets from
// move_counts (n + 1 of them, offsets[0] = 0). Writes no more than that.
void legal_moves(const PositionRecord* records, std::size_t n, const std::int64_t* offsets,
                 MoveRecord* moves);
// The position after one legal move each: out[i] is records[i] after
// moves[i] (a promotion must name its piece; castling is the king's move),
// the halfmove clock reset by a pawn move or a capture and else counted up,
// the fullmove number counted after black's move (both stop at 9999).
// Returns n, or the index of the first move that is not legal in its
// position (out is then written up to there). out may be records.
std::size_t play(const PositionRecord* records, std::size_t n, const MoveRecord* moves,
                 PositionRecord* out);
// Per record, any output may be null: the squares each colour attacks
// (attacks[2 * i + colour]; a piece's own square is not among them, squares
// behind the first piece on a line are not), the pieces giving check to the
// side to move, and the side to move's pieces pinned to its king.
void attack_facts(const PositionRecord* records, std::size_t n, std::uint64_t* attacks,
                  std::uint64_t* checkers, std::uint64_t* pinned);
// The threat pairs of each record: every piece (attacker) and every piece on
// a square it attacks (victim), either colour, kings included unless
// `options` leaves them out; attackers by square, then victims by square.
void threat_counts(const PositionRecord* records, std::size_t n, int options,
                   std::uint32_t* counts);
void threats(const PositionRecord* records, std::size_t n, int options, const std::int64_t* offsets,
             ThreatRecord* pairs);

// The copy the batch functions run: the active ISA's inline target ("avx512",
// "avx2", "scalar", ...).
std::string positions_target();

}  // namespace lanefill::chess
