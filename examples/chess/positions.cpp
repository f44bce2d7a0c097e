// examples/chess/positions.cpp — the batch API of positions.hpp: records to
// and from FEN, their checks, and the copy of positions_native.cpp each
// batch call runs (the active ISA's, asked at every call: the CLI, the tests
// and Python switch the active ISA while they run).
#include "positions.hpp"

#include "legality.hpp"
#include "perft.hpp"
#include "perft_native.hpp"  // LANEFILL_UNIVERSAL_DECLARE(lanefill_chess)
#include "positions_native.hpp"
#include "targets.hpp"

namespace lanefill::chess {
namespace {

template <class F>
F native(const char* entry) {
  return examples::entry_for_active_isa<F>(&lanefill_universal_address_lanefill_chess, entry).entry;
}

std::string out_of_range(const char* field, int value, const char* range) {
  return std::string(field) + " is " + std::to_string(value) + ", expected " + range;
}

// Which two pieces share a square (check_record found some).
std::string overlap_message(const PositionRecord& r) {
  std::uint64_t seen = 0;
  for (int side = kWhite; side <= kBlack; ++side)
    for (int type = kPawn; type < kPieceTypeCount; ++type) {
      const std::uint64_t squares = r.pieces[side][type];
      if (squares & seen)
        return "pieces[" + std::to_string(side) + "][" + std::to_string(type) + "] shares square " +
               square_name(static_cast<Square>(__builtin_ctzll(squares & seen))).data() +
               " with another piece";
      seen |= squares;
    }
  return "two pieces share a square";
}

}  // namespace

PositionRecord record_from(const Position& pos) {
  return record_of(board_from(pos), pos.halfmove_clock, pos.fullmove_number);
}

std::string to_fen(const PositionRecord& r) {
  Position pos = position_from(board_of(r));
  pos.halfmove_clock = r.halfmove_clock;
  pos.fullmove_number = r.fullmove_number;
  return to_fen(pos);
}

std::string record_problem(const PositionRecord& r) {
  switch (check_record(r)) {
    case RecordProblem::none: return {};
    case RecordProblem::side: return out_of_range("side", r.side, "0 (white) or 1 (black)");
    case RecordProblem::castling:
      return out_of_range("castling", r.castling, "0..15 (bits K=1 Q=2 k=4 q=8)");
    case RecordProblem::en_passant:
      return out_of_range("en_passant", r.en_passant, "a square 0..63 or 64");
    case RecordProblem::halfmove_clock:
      return out_of_range("halfmove_clock", r.halfmove_clock, "0..9999");
    case RecordProblem::fullmove_number:
      return out_of_range("fullmove_number", r.fullmove_number, "1..9999");
    case RecordProblem::overlap: return overlap_message(r);
    case RecordProblem::en_passant_rank:
      return std::string("en_passant ") + square_name(static_cast<Square>(r.en_passant)).data() +
             " must be on rank " + (r.side == kWhite ? "6 when white" : "3 when black") +
             " is to move";
    case RecordProblem::board: return board_problem(board_of(r));
  }
  return "unknown problem";
}

std::size_t first_problem(const PositionRecord* records, std::size_t n) {
  using Fn = std::size_t (*)(const PositionRecord*, std::size_t);
  return native<Fn>("lanefill_chess_native_first_problem")(records, n);
}

void move_counts(const PositionRecord* records, std::size_t n, std::uint32_t* counts) {
  using Fn = void (*)(const PositionRecord*, std::size_t, std::uint32_t*);
  native<Fn>("lanefill_chess_native_move_counts")(records, n, counts);
}

std::size_t checked_move_counts(const PositionRecord* records, std::size_t n,
                                std::uint32_t* counts) {
  using Fn = std::size_t (*)(const PositionRecord*, std::size_t, std::uint32_t*);
  return native<Fn>("lanefill_chess_native_checked_move_counts")(records, n, counts);
}

void legal_moves(const PositionRecord* records, std::size_t n, const std::int64_t* offsets,
                 MoveRecord* moves) {
  using Fn = void (*)(const PositionRecord*, std::size_t, const std::int64_t*, MoveRecord*);
  native<Fn>("lanefill_chess_native_moves")(records, n, offsets, moves);
}

std::size_t play(const PositionRecord* records, std::size_t n, const MoveRecord* moves,
                 PositionRecord* out) {
  using Fn =
      std::size_t (*)(const PositionRecord*, std::size_t, const MoveRecord*, PositionRecord*);
  return native<Fn>("lanefill_chess_native_play")(records, n, moves, out);
}

void attack_facts(const PositionRecord* records, std::size_t n, std::uint64_t* attacks,
                  std::uint64_t* checkers, std::uint64_t* pinned) {
  using Fn =
      void (*)(const PositionRecord*, std::size_t, std::uint64_t*, std::uint64_t*, std::uint64_t*);
  native<Fn>("lanefill_chess_native_attack_facts")(records, n, attacks, checkers, pinned);
}

void threat_counts(const PositionRecord* records, std::size_t n, int options,
                   std::uint32_t* counts) {
  using Fn = void (*)(const PositionRecord*, std::size_t, int, std::uint32_t*);
  native<Fn>("lanefill_chess_native_threat_counts")(records, n, options, counts);
}

void threats(const PositionRecord* records, std::size_t n, int options, const std::int64_t* offsets,
             ThreatRecord* pairs) {
  using Fn = void (*)(const PositionRecord*, std::size_t, int, const std::int64_t*, ThreatRecord*);
  native<Fn>("lanefill_chess_native_threats")(records, n, options, offsets, pairs);
}

std::string positions_target() {
  return examples::entry_for_active_isa<void*>(&lanefill_universal_address_lanefill_chess,
                                               "lanefill_chess_native_move_counts")
      .target;
}

}  // namespace lanefill::chess
