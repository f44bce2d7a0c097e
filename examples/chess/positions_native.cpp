// examples/chess/positions_native.cpp — compiled once per inline target (the
// chess example's universal target): the batch functions of positions.hpp
// on movegen.hpp's generator and lanefill's inline kernels.
#include "positions_native.hpp"

#include "legality.hpp"
#include "native_sliders.hpp"

namespace lanefill::chess {
namespace {

std::uint32_t move_count(const Board& b) {
  const NativeSliders sliders;
  return static_cast<std::uint32_t>(b.side == kWhite ? legal_move_count<true>(sliders, b)
                                                     : legal_move_count<false>(sliders, b));
}

// A movegen.hpp sink writing each legal move, up to `end`.
template <bool White>
struct MoveWriter {
  using C = Us<White>;
  static constexpr bool counts_only() { return false; }
  MoveRecord* out;
  MoveRecord* end;
  void add(int from, int to, int promotion) {
    if (out != end)
      *out++ = {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to),
                static_cast<std::uint8_t>(promotion)};
  }
  void piece(int, int from, U64 targets) {
    for (; targets; targets &= targets - 1) add(from, first_square(targets), 0);
  }
  void pawn_moves(U64 targets, int delta) {
    for (; targets; targets &= targets - 1) {
      const int to = first_square(targets), from = to - delta;
      if ((C::last_rank >> to) & 1) {
        constexpr int kPromotions[4] = {kQueen, kRook, kBishop, kKnight};
        for (const int promotion : kPromotions) add(from, to, promotion);
      } else {
        add(from, to, 0);
      }
    }
  }
  void pawns(U64 push, U64 double_push, U64 west, U64 east) {
    pawn_moves(push, C::push);
    pawn_moves(west, C::to_west);
    pawn_moves(east, C::to_east);
    pawn_moves(double_push, 2 * C::push);
  }
  void en_passant(int from, int to) { add(from, to, 0); }
  void castle(int king_from, int king_to, int, int) { add(king_from, king_to, 0); }
};

template <bool White>
void write_moves(const Board& b, MoveRecord* out, MoveRecord* end) {
  MoveWriter<White> writer{out, end};
  generate<White>(NativeSliders{}, b, analyse<White>(b), writer);
}

// The record after `move` if it is legal in r (clocks counted as play()
// says); false if it is not.
bool play_one(const PositionRecord& r, const MoveRecord& move, PositionRecord& out) {
  const Board b = board_of(r);
  bool found = false;
  Board after;
  for_each_legal_move(NativeSliders{}, b, [&](const Board& child, RootMove m) {
    if (m.from == move.from && m.to == move.to && m.promotion == move.promotion) {
      after = child;
      found = true;
    }
  });
  if (!found) return false;
  const U64 occupied = b.by_side[kWhite] | b.by_side[kBlack];
  const bool resets = ((b.by_type[kPawn] >> move.from) & 1) || ((occupied >> move.to) & 1);
  const int halfmove = resets ? 0 : r.halfmove_clock + 1;
  const int fullmove = r.fullmove_number + (b.side == kBlack ? 1 : 0);
  out = record_of(after, halfmove < 9999 ? halfmove : 9999, fullmove < 9999 ? fullmove : 9999);
  return true;
}

// The squares `side`'s pieces attack (occupancy as on the board).
U64 attack_map(const NativeSliders& sliders, const Board& b, int side) {
  const U64 own = b.by_side[side], occupied = b.by_side[kWhite] | b.by_side[kBlack];
  const U64 queens = b.by_type[kQueen] & own;
  const U64 pawns = b.by_type[kPawn] & own;
  // Us<!White>::enemy_pawn_attacks: the attacks of White's pawns.
  const U64 pawn_attacks =
      side == kWhite ? Us<false>::enemy_pawn_attacks(pawns) : Us<true>::enemy_pawn_attacks(pawns);
  return sliders.map((b.by_type[kRook] & own) | queens, (b.by_type[kBishop] & own) | queens,
                     occupied) |
         knight_set(b.by_type[kKnight] & own) | pawn_attacks |
         kTables.king[first_square(b.by_type[kKing] & own)];
}

// The squares the piece of `type` and `side` on `square` attacks.
U64 piece_attacks(const NativeSliders& sliders, int side, int type, int square, U64 occupied) {
  switch (type) {
    case kPawn: return kTables.pawn[side][square];
    case kKnight: return kTables.knight[square];
    case kBishop: return sliders.bishop(square, occupied);
    case kRook: return sliders.rook(square, occupied);
    case kQueen: return sliders.queen(square, occupied);
    default: return kTables.king[square];
  }
}

// Calls pair(attacker square, attacker piece, victim square, victim piece)
// for each threat pair of r that `options` keeps, attackers by square.
template <class Pair>
void for_each_threat(const PositionRecord& r, int options, Pair&& pair) {
  const NativeSliders sliders;
  std::uint8_t piece_on[64];
  U64 by_side[2] = {0, 0};
  for (int side = kWhite; side <= kBlack; ++side)
    for (int type = kPawn; type < kPieceTypeCount; ++type) {
      const U64 squares = r.pieces[side][type];
      by_side[side] |= squares;
      for (U64 p = squares; p; p &= p - 1)
        piece_on[first_square(p)] = static_cast<std::uint8_t>(side * kPieceTypeCount + type);
    }
  const U64 occupied = by_side[kWhite] | by_side[kBlack];
  const U64 kings = r.pieces[kWhite][kKing] | r.pieces[kBlack][kKing];
  const bool without_kings = (options & kThreatsWithoutKings) != 0;
  const U64 attackers = without_kings ? occupied & ~kings : occupied;
  for (U64 a = attackers; a; a &= a - 1) {
    const int from = first_square(a);
    const int piece = piece_on[from];
    const int side = piece / kPieceTypeCount;
    U64 victims = piece_attacks(sliders, side, piece % kPieceTypeCount, from, occupied) & occupied;
    if (without_kings) victims &= ~kings;
    if (options & kThreatsWithoutOwn) victims &= ~by_side[side];
    for (; victims; victims &= victims - 1) {
      const int to = first_square(victims);
      pair(from, piece, to, piece_on[to]);
    }
  }
}

}  // namespace
}  // namespace lanefill::chess

using namespace lanefill::chess;

std::uint32_t lanefill_chess_native_move_count(const Board* b) { return move_count(*b); }

std::size_t lanefill_chess_native_first_problem(const PositionRecord* records, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
    if (check_record(records[i]) != RecordProblem::none) return i;
  return n;
}

void lanefill_chess_native_move_counts(const PositionRecord* records, std::size_t n,
                                       std::uint32_t* counts) {
  for (std::size_t i = 0; i < n; ++i) counts[i] = move_count(board_of(records[i]));
}

std::size_t lanefill_chess_native_checked_move_counts(const PositionRecord* records, std::size_t n,
                                                      std::uint32_t* counts) {
  for (std::size_t i = 0; i < n; ++i) {
    const Board b = board_of(records[i]);
    if (check_record(records[i], b) != RecordProblem::none) return i;
    counts[i] = move_count(b);
  }
  return n;
}

void lanefill_chess_native_moves(const PositionRecord* records, std::size_t n,
                                 const std::int64_t* offsets, MoveRecord* moves) {
  for (std::size_t i = 0; i < n; ++i) {
    const Board b = board_of(records[i]);
    MoveRecord* const out = moves + offsets[i];
    MoveRecord* const end = moves + offsets[i + 1];
    if (b.side == kWhite)
      write_moves<true>(b, out, end);
    else
      write_moves<false>(b, out, end);
  }
}

std::size_t lanefill_chess_native_play(const PositionRecord* records, std::size_t n,
                                       const MoveRecord* moves, PositionRecord* out) {
  for (std::size_t i = 0; i < n; ++i) {
    PositionRecord after;
    if (!play_one(records[i], moves[i], after)) return i;
    out[i] = after;
  }
  return n;
}

void lanefill_chess_native_attack_facts(const PositionRecord* records, std::size_t n,
                                        std::uint64_t* attacks, std::uint64_t* checkers,
                                        std::uint64_t* pinned) {
  const NativeSliders sliders;
  for (std::size_t i = 0; i < n; ++i) {
    const Board b = board_of(records[i]);
    if (attacks) {
      attacks[2 * i] = attack_map(sliders, b, kWhite);
      attacks[2 * i + 1] = attack_map(sliders, b, kBlack);
    }
    if (checkers || pinned) {
      const Node node = b.side == kWhite ? analyse<true>(b) : analyse<false>(b);
      if (checkers) checkers[i] = node.checkers;
      // A pin line holds the pinner and the squares up to the king: one of them ours.
      if (pinned) pinned[i] = (node.pin_orth | node.pin_diag) & node.own;
    }
  }
}

void lanefill_chess_native_threat_counts(const PositionRecord* records, std::size_t n, int options,
                                         std::uint32_t* counts) {
  for (std::size_t i = 0; i < n; ++i) {
    std::uint32_t count = 0;
    for_each_threat(records[i], options, [&](int, int, int, int) { ++count; });
    counts[i] = count;
  }
}

void lanefill_chess_native_threats(const PositionRecord* records, std::size_t n, int options,
                                   const std::int64_t* offsets, ThreatRecord* pairs) {
  for (std::size_t i = 0; i < n; ++i) {
    ThreatRecord* out = pairs + offsets[i];
    ThreatRecord* const end = pairs + offsets[i + 1];
    for_each_threat(records[i], options, [&](int from, int attacker, int to, int victim) {
      if (out != end)
        *out++ = {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(attacker),
                  static_cast<std::uint8_t>(to), static_cast<std::uint8_t>(victim)};
    });
  }
}
