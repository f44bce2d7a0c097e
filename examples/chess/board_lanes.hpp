// examples/chess/board_lanes.hpp — the last ply with boards in lanes: the
// legal move counts of 8 boards (zmm) or 4 (ymm) at once, one board per
// 64-bit lane, every step set-wise, no branch per board, over the registers
// of lane_registers.hpp (whose first comment says how the count goes).
#pragma once

#include <cstdint>

#include "lane_registers.hpp"
#include "movegen.hpp"

#if LANEFILL_CHESS_LANES
namespace lanefill::chess {
namespace {

// What one line through the king (directions Forward and its opposite)
// gives: the own pieces pinned along it, the empty squares between the king
// and a checker on it, the enemy sliders checking along it, and the squares
// the enemy sliders attack along it. All rays run over the board without our
// king: the enemy's so that the king cannot step back along a checker's
// line; the king's own rays start beyond its square, so they do not change.
struct LineFacts {
  Lanes pinned, between, checkers, danger;
};

template <class ForwardFill, class BackFill>
[[gnu::always_inline]] inline LineFacts line_facts(const SideLanes& s, Lanes enemy_sliders,
                                                   Lanes empty_without_king) {
  const ForwardFill fwd(empty_without_king);
  const BackFill back(empty_without_king);
  const Lanes king_fwd = fwd.attacks(s.king), king_back = back.attacks(s.king);
  const Lanes enemy_fwd = fwd.attacks(enemy_sliders), enemy_back = back.attacks(enemy_sliders);
  // Both rays stop on the same square: a pinned own piece, or an empty
  // square between the king and a checker (the enemy's ray runs on to the
  // king), or a blocking enemy piece (neither).
  const Lanes meet = (king_fwd & enemy_back) | (king_back & enemy_fwd);
  return LineFacts{meet & s.own, meet & s.empty, (king_fwd | king_back) & enemy_sliders,
                   enemy_fwd | enemy_back};
}

// The squares the enemy sliders attack along one line, over the board
// without our king (line_facts' danger alone: no pins, no checks there).
template <class ForwardFill, class BackFill>
[[gnu::always_inline]] inline Lanes line_danger(Lanes enemy_sliders, Lanes empty_without_king) {
  return ForwardFill(empty_without_king).attacks(enemy_sliders) |
         BackFill(empty_without_king).attacks(enemy_sliders);
}

// The moves of `sliders` along one line (both directions) over the board
// as it is, counted into `moves`.
// (`targets` is cut to the squares each direction's step lands on.)
template <class ForwardFill, class BackFill, class Tally>
[[gnu::always_inline]] inline void count_line_moves(Lanes sliders, Lanes empty, Lanes targets,
                                                    Tally& moves) {
  moves.add(ForwardFill(empty).attacks_within(sliders, masked<ForwardFill::kLanding>(targets)));
  moves.add(BackFill(empty).attacks_within(sliders, masked<BackFill::kLanding>(targets)));
}

// Whether any lane of b has a bit set.
[[gnu::always_inline]] inline bool any_lane(Lanes b) {
#if defined(__AVX512F__) && defined(__AVX512BW__)
  const __m512i v = reinterpret_cast<__m512i>(b);
  return _mm512_test_epi64_mask(v, v) != 0;
#else
  const __m256i v = reinterpret_cast<__m256i>(b);
  return _mm256_testz_si256(v, v) == 0;
#endif
}

// The knights' moves to `targets`, counted into `moves`. With VPOPCNTQ jump
// by jump (each target is reached by at most one knight per jump: 8 counts);
// else, where a count costs six steps, the jumps of the first knight and of
// the others (at most one in almost every board), two counts.
[[gnu::always_inline]] inline void count_knight_moves(Lanes knights, Lanes targets,
                                                      BitTally& moves) {
  const auto count_jumps = [&] {
    const KnightSteps<Lanes> k(knights);
    moves.add((k.e1 << 16) & targets);
    moves.add((k.w1 << 16) & targets);
    moves.add((k.e1 >> 16) & targets);
    moves.add((k.w1 >> 16) & targets);
    moves.add((k.e2 << 8) & targets);
    moves.add((k.w2 << 8) & targets);
    moves.add((k.e2 >> 8) & targets);
    moves.add((k.w2 >> 8) & targets);
  };
  if constexpr (BitTally::kCheapCounts) {
    count_jumps();
  } else {
    const Lanes first = knights & (0 - knights), others = knights ^ first;
    if (any_lane(others & (others - 1))) {  // three knights or more (promotions)
      count_jumps();
      return;
    }
    moves.add(knight_set(first) & targets);
    moves.add(knight_set(others) & targets);
  }
}

// The number of legal moves of each lane's board, the side to move White or
// black (movegen.hpp's legal_move_count without en passant captures). Two
// passes over the 8 directions, so that few values stay live (16 ymm
// registers): the king's lines first (pins, checks, danger), then the moves.
// KingLines false: no board has an enemy slider on a line through its king,
// so only the danger map is filled on the king's lines (no pins, no checks
// but by knights and pawns).
template <bool White, bool KingLines>
[[gnu::always_inline]] inline Lanes legal_move_counts(const SideLanes& s) {
  using C = Us<White>;
  const Lanes open = s.empty | s.king;  // the board without our king
  LineFacts rank{}, file{}, diagonal{}, anti{};
  if constexpr (KingLines) {
    rank = line_facts<EastBySubtraction, WestFill>(s, s.enemy_orth, open);
    file = line_facts<NorthFill, SouthFill>(s, s.enemy_orth, open);
    diagonal = line_facts<NorthEastFill, SouthWestFill>(s, s.enemy_diag, open);
    anti = line_facts<NorthWestFill, SouthEastFill>(s, s.enemy_diag, open);
  } else {
    rank.danger = line_danger<EastBySubtraction, WestFill>(s.enemy_orth, open);
    file.danger = line_danger<NorthFill, SouthFill>(s.enemy_orth, open);
    diagonal.danger = line_danger<NorthEastFill, SouthWestFill>(s.enemy_diag, open);
    anti.danger = line_danger<NorthWestFill, SouthEastFill>(s.enemy_diag, open);
  }
  const Lanes pinned = rank.pinned | file.pinned | diagonal.pinned | anti.pinned;

  // Checks: the check mask is everything, the checker and the squares
  // between, or nothing (double check). The squares the enemy knights and
  // pawns attack serve the danger map; only where one of them is the king's
  // are the checking knights and pawns looked for (rare).
  const Lanes leaper_attacks = knight_set(s.enemy_knights) | C::enemy_pawn_attacks(s.enemy_pawns);
  Lanes checkers = rank.checkers | file.checkers | diagonal.checkers | anti.checkers;
  if (any_lane(leaper_attacks & s.king))
    checkers |= (knight_set(s.king) & s.enemy_knights) |
                ((C::west_capture(s.king) | C::east_capture(s.king)) & s.enemy_pawns);
  const Lanes in_check = nonzero(checkers);
  const Lanes double_check = nonzero(checkers & (checkers - 1));
  const Lanes between = rank.between | file.between | diagonal.between | anti.between;
  const Lanes check_mask = ((checkers | between) | ~in_check) & ~double_check;
  const Lanes targets = ~s.own & check_mask;

  BitTally moves;
  // Sliders: in each direction those free or pinned along its line.
  const auto allowed = [&](Lanes sliders, Lanes line_pinned) {
    return sliders & ~(pinned & ~line_pinned);
  };
  count_line_moves<EastBySubtraction, WestFill>(allowed(s.orth, rank.pinned), s.empty, targets,
                                                moves);
  count_line_moves<NorthFill, SouthFill>(allowed(s.orth, file.pinned), s.empty, targets, moves);
  count_line_moves<NorthEastFill, SouthWestFill>(allowed(s.diag, diagonal.pinned), s.empty, targets,
                                                 moves);
  count_line_moves<NorthWestFill, SouthEastFill>(allowed(s.diag, anti.pinned), s.empty, targets,
                                                 moves);
  count_knight_moves(s.knights & ~pinned, targets, moves);  // a pinned knight stays

  // Pawns: a pawn pinned on the file pushes, one pinned on a diagonal
  // captures along it (white's west capture runs on the anti-diagonal).
  const Lanes pushers = s.pawns & ~(pinned & ~file.pinned);
  const Lanes west_pinned = White ? anti.pinned : diagonal.pinned;
  const Lanes east_pinned = White ? diagonal.pinned : anti.pinned;
  const Lanes push = C::forward(pushers) & s.empty;
  const Lanes double_push = C::forward(push & splat<C::third_rank>()) & s.empty & check_mask;
  const Lanes capturable = s.enemy & check_mask;
  const Lanes west_captures = C::west_capture(s.pawns & ~(pinned & ~west_pinned)) & capturable;
  const Lanes east_captures = C::east_capture(s.pawns & ~(pinned & ~east_pinned)) & capturable;
  moves.add((push & check_mask) | double_push);  // on different squares
  moves.add(west_captures);
  moves.add(east_captures);
  // A promotion is 4 moves: 3 more for each. The three kinds, all on the
  // last rank, are moved to three different ranks and counted once.
  constexpr int kRank = White ? -8 : 8;  // one rank away from the last
  const Lanes promotions = (push & check_mask & splat<C::last_rank>()) |
                           shifted<kRank>(west_captures & splat<C::last_rank>()) |
                           shifted<2 * kRank>(east_captures & splat<C::last_rank>());
  Lanes promotion_moves{};
  if (any_lane(promotions)) {  // rare: skipped in most batches
    BitTally tally;
    tally.add(promotions);
    promotion_moves = 3 * tally.counts();
  }

  // The king, over the danger map.
  const Lanes danger = rank.danger | file.danger | diagonal.danger | anti.danger | leaper_attacks |
                       king_set_lanes(s.enemy_king);
  moves.add(king_set_lanes(s.king) & ~s.own & ~danger);
  // Castling: the right (its rook on its square), the king at home and not
  // in check, the squares between empty, the king's path not attacked. All
  // that fails leaves a bit in `blocked`; a castling counts where none is.
  constexpr int e = C::back + 4;
  const Lanes occupied = ~s.empty;
  const Lanes rooks_with_right = s.castling_rooks & s.rooks;
  const Lanes away = in_check | (splat<bit(e)>() & ~s.king);
  const Lanes king_side_blocked = away | ((occupied | danger) & splat<bit(e + 1) | bit(e + 2)>()) |
                                  (splat<bit(e + 3)>() & ~rooks_with_right);
  const Lanes queen_side_blocked =
      away | (occupied & splat<bit(e - 1) | bit(e - 2) | bit(e - 3)>()) |
      (danger & splat<bit(e - 1) | bit(e - 2)>()) | (splat<bit(e - 4)>() & ~rooks_with_right);
  // (A lane comparison gives -1 where it holds.)
  return moves.counts() + promotion_moves - lanes_where(king_side_blocked == 0) -
         lanes_where(queen_side_blocked == 0);
}

// The rook squares of a set of castling rights (Board::castling).
struct CastlingRookTable {
  U64 rooks[16] = {};
};
constexpr CastlingRookTable make_castling_rooks() {
  CastlingRookTable t;
  for (int rights = 0; rights < 16; ++rights) {
    if (rights & kWhiteKingSide) t.rooks[rights] |= bit(7);
    if (rights & kWhiteQueenSide) t.rooks[rights] |= bit(0);
    if (rights & kBlackKingSide) t.rooks[rights] |= bit(63);
    if (rights & kBlackQueenSide) t.rooks[rights] |= bit(56);
  }
  return t;
}
constexpr CastlingRookTable kCastlingRookTable = make_castling_rooks();
constexpr const U64 (&kCastlingRooks)[16] = kCastlingRookTable.rooks;

// Boards gathered for legal_move_counts, one column per board: as few
// columns as the count needs (each board's fields are stored one by one and
// then loaded as one vector per column; fewer stores drain sooner).
template <bool White>
struct BoardLanes {
  alignas(64) U64 own[kLaneCount] = {}, pawns[kLaneCount] = {}, knights[kLaneCount] = {},
                  orth[kLaneCount] = {}, diag[kLaneCount] = {}, kings[kLaneCount] = {},
                  castling_rooks[kLaneCount] = {};
  int filled = 0;
  Lanes total{};  // the move counts of the boards counted so far, per lane

  // Adds b (White to move, no en passant capture); counts when full.
  [[gnu::always_inline]] void add(const Board& b) {
    using C = Us<White>;
    const int i = filled;
    own[i] = b.by_side[C::me];
    pawns[i] = b.by_type[kPawn];
    knights[i] = b.by_type[kKnight];
    orth[i] = b.by_type[kRook] | b.by_type[kQueen];
    diag[i] = b.by_type[kBishop] | b.by_type[kQueen];
    kings[i] = b.by_type[kKing];
    castling_rooks[i] = kCastlingRooks[b.castling & 15];
    if (++filled == kLaneCount) count();
  }
  // Counts the boards added since the last count (the lanes beyond them
  // hold earlier boards and are left out).
  void count() {
    // An enemy slider on a line through our king (on the empty board) in a
    // board of the batch: the count needs the king's rays (pins, checks).
    // Judged here, not in add(): there it made g++ stop inlining the child
    // visitor into the move generator (slower, measured).
    U64 king_lines = 0;
    for (int i = 0; i < kLaneCount; ++i) {
      // (A lane never filled holds no king: h8 stands in, with no pieces.)
      const int k = first_square((kings[i] & own[i]) | bit(63));
      const U64 theirs = ~own[i];
      king_lines |=
          (kTables.rook_rays[k] & orth[i] & theirs) | (kTables.bishop_rays[k] & diag[i] & theirs);
    }
    const auto load = [](const U64* column) {
      Lanes v;
      __builtin_memcpy(&v, column, sizeof v);
      return v;
    };
    const Lanes mine = load(own), pawn = load(pawns), knight = load(knights);
    const Lanes orthogonal = load(orth), diagonal = load(diag), king = load(kings);
    const Lanes occupied = pawn | knight | orthogonal | diagonal | king;
    const Lanes theirs = occupied & ~mine;
    SideLanes s;
    s.own = mine;
    s.enemy = theirs;
    s.empty = ~occupied;
    s.pawns = pawn & mine;
    s.knights = knight & mine;
    s.rooks = orthogonal & ~diagonal & mine;
    s.orth = orthogonal & mine;
    s.diag = diagonal & mine;
    s.king = king & mine;
    s.enemy_pawns = pawn & theirs;
    s.enemy_knights = knight & theirs;
    s.enemy_orth = orthogonal & theirs;
    s.enemy_diag = diagonal & theirs;
    s.enemy_king = king & theirs;
    s.castling_rooks = load(castling_rooks);
    Lanes lane{};
    for (int i = 0; i < kLaneCount; ++i) lane[i] = static_cast<U64>(i);
    const Lanes counts =
        king_lines != 0 ? legal_move_counts<White, true>(s) : legal_move_counts<White, false>(s);
    total += counts & lanes_where(lane < static_cast<U64>(filled));
    filled = 0;
  }
  // The sum of all counts (after a last count()).
  U64 sum() const {
    U64 all = 0;
    for (int i = 0; i < kLaneCount; ++i) all += total[i];
    return all;
  }
};

// Whether b needs movegen.hpp's scalar count: an en passant capture is
// possible (White to move).
template <bool White>
[[gnu::always_inline]] inline bool has_en_passant_capture(const Board& b) {
  using C = Us<White>;
  return b.en_passant != kNoEnPassant &&
         (kTables.pawn[C::them][b.en_passant] & b.by_type[kPawn] & b.by_side[C::me]) != 0;
}

// Adds the children of the leaf parent b (White to move, analysed as n) to
// `lanes`; returns the move count of those with an en passant capture
// (movegen.hpp's scalar count).
template <bool White, class S>
U64 add_children(const S& sliders, const Board& b, const Node& n, BoardLanes<!White>& lanes) {
  U64 scalar = 0;
  for_each_child<White>(sliders, b, n, [&](const Board& child, RootMove) {
    if (has_en_passant_capture<!White>(child))
      scalar += legal_move_count<!White>(sliders, child);
    else
      lanes.add(child);
  });
  return scalar;
}

// The leaves `depth` (2 or 3) plies below b, White to move, the last ply
// counted in lanes. From depth 3 the grandchildren of all children share the
// batches (one partly filled batch per call, not per leaf parent).
template <bool White, class S>
U64 leaves_in_lanes(const S& sliders, const Board& b, int depth) {
  const Node n = analyse<White>(b);
  if (depth == 2) {
    BoardLanes<!White> lanes;
    const U64 scalar = add_children<White>(sliders, b, n, lanes);
    if (lanes.filled != 0) lanes.count();
    return scalar + lanes.sum();
  }
  BoardLanes<White> lanes;
  U64 scalar = 0;
  for_each_child<White>(sliders, b, n, [&](const Board& child, RootMove) {
    scalar += add_children<!White>(sliders, child, analyse<!White>(child), lanes);
  });
  if (lanes.filled != 0) lanes.count();
  return scalar + lanes.sum();
}

}  // namespace
}  // namespace lanefill::chess
#endif  // LANEFILL_CHESS_LANES
