// examples/chess/movegen.hpp — the legal move generator of the chess perft,
// written once over a slider policy S:
//
//   std::uint64_t S::rook(int square, std::uint64_t occupied) const
//   std::uint64_t S::bishop(int square, std::uint64_t occupied) const
//   std::uint64_t S::queen(int square, std::uint64_t occupied) const
//   std::uint64_t S::piece_move_count(std::uint64_t knights, std::uint64_t orth,
//                                     std::uint64_t diag, std::uint64_t occupied,
//                                     std::uint64_t targets) const
//       (the sum over the 8 knight jumps and the 8 slider directions of
//       popcount(jumps or ray attacks & targets))
//   std::uint64_t S::map(std::uint64_t orth, std::uint64_t diag, std::uint64_t occupied) const
//
// (the set-wise attack map of all those sliders), and optionally
//
//   template <bool White> std::uint64_t S::leaves_in_lanes(const Board&, int depth) const
//
// (the leaves 2 or 3 plies below, the last ply counted many boards at once:
// board_lanes.hpp). perft_native.cpp compiles
// it per target with lanefill's inline kernels; perft.cpp with any kernel
// table. Everything here has internal linkage and no standard-library
// template is used, so objects compiled with different ISA flags never share
// a definition (tests/odr_check.cmake).
//
// Per node (chessprogramming wiki "Checks and Pinned Pieces (Bitboards)"):
// the squares the enemy attacks with our king taken off the board (one
// set-wise call for all enemy sliders), the checkers, a check mask, and the
// pinned pieces split by the direction of their pin, so that a pinned slider
// moves along its pin by one AND. Every generated move is legal; the last
// ply is counted by popcounts (bulk counting), without making its moves.
//
// At the last ply the moves of all unpinned sliders and knights are counted
// set-wise: in one direction each target square is reached by at most one
// slider (the nearest one behind it) and by at most one knight, so the number
// of (piece, target) pairs is the sum over the directions of popcount(that
// direction's ray attacks or jumps & targets), one fill and one rotate for
// all of them instead of a lookup per piece.
#pragma once

#include <cstdint>

#include "bits.hpp"
#include "board.hpp"
#include "piece_steps.hpp"

namespace lanefill::chess {
namespace {

// What a node's moves depend on.
struct Node {
  U64 own, enemy, occupied;
  U64 enemy_knights, enemy_pawns, enemy_king;
  U64 check_mask;  // where a non-king move must land: all, the checker and the
                   // squares between, or nothing (double check)
  U64 pin_orth;    // the lines (king excluded, pinner included) of rank/file pins
  U64 pin_diag;    // the same for diagonal pins
  U64 enemy_orth, enemy_diag;
  U64 checkers;  // the enemy pieces giving check
  int king;
  bool in_check;
};

template <bool White>
[[gnu::always_inline]] inline Node analyse(const Board& b) {
  using C = Us<White>;
  Node n{};
  n.own = b.by_side[C::me];
  n.enemy = b.by_side[C::them];
  n.occupied = n.own | n.enemy;
  const U64 king = b.by_type[kKing] & n.own;
  n.king = first_square(king);
  const U64 queens = b.by_type[kQueen] & n.enemy;
  n.enemy_orth = (b.by_type[kRook] & n.enemy) | queens;
  n.enemy_diag = (b.by_type[kBishop] & n.enemy) | queens;
  n.enemy_knights = b.by_type[kKnight] & n.enemy;
  n.enemy_pawns = b.by_type[kPawn] & n.enemy;
  n.enemy_king = b.by_type[kKing] & n.enemy;
  U64 checkers =
      (kTables.knight[n.king] & n.enemy_knights) | (kTables.pawn[C::me][n.king] & n.enemy_pawns);
  // Enemy sliders on the king's lines: a checker with nothing between, a pin
  // with one own piece between.
  const U64 orth_lines = kTables.rook_rays[n.king];
  for (U64 s = (orth_lines & n.enemy_orth) | (kTables.bishop_rays[n.king] & n.enemy_diag); s;
       s &= s - 1) {
    const int slider = first_square(s);
    const U64 path = kTables.between[n.king][slider];
    const U64 blockers = path & n.occupied;
    if (blockers == 0)
      checkers |= bit(slider);
    else if ((blockers & (blockers - 1)) == 0 && (blockers & n.own) != 0)
      ((orth_lines >> slider) & 1 ? n.pin_orth : n.pin_diag) |= path | bit(slider);
  }
  n.checkers = checkers;
  n.in_check = checkers != 0;
  if (checkers == 0)
    n.check_mask = ~U64{0};
  else if ((checkers & (checkers - 1)) == 0)
    n.check_mask = checkers | kTables.between[n.king][first_square(checkers)];
  return n;
}

// The squares the enemy attacks, our king taken off the board (so that it
// cannot step back along a slider's line): all enemy sliders in one
// set-wise call.
template <bool White, class S>
[[gnu::always_inline]] inline U64 king_danger(const S& sliders, const Node& n) {
  return sliders.map(n.enemy_orth, n.enemy_diag, n.occupied ^ bit(n.king)) |
         knight_set(n.enemy_knights) | Us<White>::enemy_pawn_attacks(n.enemy_pawns) |
         kTables.king[first_square(n.enemy_king)];
}

// King moves and castling, with the danger map only where a square needs it
// (often the king has no square to go to).
template <bool White, class S, class Sink>
[[gnu::always_inline]] inline void generate_king(const S& sliders, const Board& b, const Node& n,
                                                 Sink& sink) {
  using C = Us<White>;
  const U64 not_own = ~n.own;
  constexpr int kKingSide = White ? kWhiteKingSide : kBlackKingSide;
  constexpr int kQueenSide = White ? kWhiteQueenSide : kBlackQueenSide;
  constexpr int e = C::back + 4;
  const U64 rooks = b.by_type[kRook] & n.own;
  const bool king_side = !n.in_check && (b.castling & kKingSide) && n.king == e &&
                         ((rooks >> (e + 3)) & 1) && !(n.occupied & (bit(e + 1) | bit(e + 2)));
  const bool queen_side = !n.in_check && (b.castling & kQueenSide) && n.king == e &&
                          ((rooks >> (e - 4)) & 1) &&
                          !(n.occupied & (bit(e - 1) | bit(e - 2) | bit(e - 3)));
  const U64 king_targets = kTables.king[n.king] & not_own;
  if (king_targets != 0 || king_side || queen_side) {
    const U64 danger = king_danger<White>(sliders, n);
    sink.piece(kKing, n.king, king_targets & ~danger);
    if (king_side && !(danger & (bit(e + 1) | bit(e + 2)))) sink.castle(e, e + 2, e + 3, e + 1);
    if (queen_side && !(danger & (bit(e - 1) | bit(e - 2)))) sink.castle(e, e - 2, e - 4, e - 1);
  }
}

// Knights, bishops, rooks and queens.
template <class S, class Sink>
[[gnu::always_inline]] inline void generate_pieces(const S& sliders, const Board& b, const Node& n,
                                                   Sink& sink) {
  const U64 targets = ~n.own & n.check_mask;
  const U64 pinned = n.pin_orth | n.pin_diag;
  const U64 rooks = b.by_type[kRook] & n.own;
  const U64 knights = b.by_type[kKnight] & n.own & ~pinned;  // a pinned knight stays
  // Sliders. A pinned one moves along its pin: a diagonal pin keeps only
  // diagonal moves, an orthogonal one only orthogonal moves; a pinned queen
  // is a bishop or a rook for that.
  const U64 queens = b.by_type[kQueen] & n.own;
  const U64 bishops = b.by_type[kBishop] & n.own;
  if constexpr (Sink::counts_only()) {
    sink.add(sliders.piece_move_count(knights, (rooks | queens) & ~pinned,
                                      (bishops | queens) & ~pinned, n.occupied, targets));
  } else {
    for (U64 p = knights; p; p &= p - 1) {
      const int from = first_square(p);
      sink.piece(kKnight, from, kTables.knight[from] & targets);
    }
    for (U64 p = queens & ~pinned; p; p &= p - 1) {
      const int from = first_square(p);
      sink.piece(kQueen, from, sliders.queen(from, n.occupied) & targets);
    }
  }
  const U64 set_wise = Sink::counts_only() ? ~pinned : queens & ~pinned;  // done above
  for (U64 p = (bishops | queens) & ~set_wise & ~n.pin_orth; p; p &= p - 1) {
    const int from = first_square(p);
    U64 t = sliders.bishop(from, n.occupied) & targets;
    if ((n.pin_diag >> from) & 1) t &= n.pin_diag;
    sink.piece((queens >> from) & 1 ? kQueen : kBishop, from, t);
  }
  for (U64 p = (rooks | queens) & ~set_wise & ~n.pin_diag; p; p &= p - 1) {
    const int from = first_square(p);
    U64 t = sliders.rook(from, n.occupied) & targets;
    if ((n.pin_orth >> from) & 1) t &= n.pin_orth;
    sink.piece((queens >> from) & 1 ? kQueen : kRook, from, t);
  }
}

// Pawns, set-wise. A pawn pinned along a file may push along it, one pinned
// on a diagonal may capture along it.
template <bool White, class S, class Sink>
[[gnu::always_inline]] inline void generate_pawns(const S& sliders, const Board& b, const Node& n,
                                                  Sink& sink) {
  using C = Us<White>;
  const U64 pinned = n.pin_orth | n.pin_diag;
  const U64 pawns = b.by_type[kPawn] & n.own, empty = ~n.occupied;
  const U64 free = pawns & ~pinned, file_pinned = pawns & n.pin_orth;
  const U64 diag_pinned = pawns & n.pin_diag;
  const U64 push = (C::forward(free) | (C::forward(file_pinned) & n.pin_orth)) & empty;
  const U64 double_push = C::forward(push & C::third_rank) & empty & n.check_mask;
  const U64 capturable = n.enemy & n.check_mask;
  const U64 west =
      (C::west_capture(free) | (C::west_capture(diag_pinned) & n.pin_diag)) & capturable;
  const U64 east =
      (C::east_capture(free) | (C::east_capture(diag_pinned) & n.pin_diag)) & capturable;
  sink.pawns(push & n.check_mask, double_push, west, east);
  if (b.en_passant != kNoEnPassant) {
    const int to = b.en_passant, captured = to - C::push;
    // In check, the capture must take the checker or block on `to`.
    if (((n.check_mask >> captured) & 1) || ((n.check_mask >> to) & 1)) {
      for (U64 p = kTables.pawn[C::them][to] & pawns; p; p &= p - 1) {
        const int from = first_square(p);
        // Both pawns leave their squares: the king must not be exposed (a
        // pin along the rank, or any pin of the capturing pawn).
        const U64 occ = n.occupied ^ bit(from) ^ bit(captured) ^ bit(to);
        if (!(sliders.rook(n.king, occ) & n.enemy_orth) &&
            !(sliders.bishop(n.king, occ) & n.enemy_diag))
          sink.en_passant(from, to);
      }
    }
  }
}

// Calls the sink with every legal move of the side to move:
//   sink.piece(type, from, targets)        king, knight, bishop, rook, queen
//   sink.pawns(push, double_push, west, east)  targets of set-wise pawn moves
//                                           (promotions where on the last rank)
//   sink.en_passant(from, to)
//   sink.castle(king_from, king_to, rook_from, rook_to)
template <bool White, class S, class Sink>
void generate(const S& sliders, const Board& b, const Node& n, Sink& sink) {
  generate_king<White>(sliders, b, n, sink);
  if (n.check_mask == 0) return;  // double check: only the king moves
  generate_pieces(sliders, b, n, sink);
  generate_pawns<White>(sliders, b, n, sink);
}

// ---------------------------------------------------------------------------
// Making moves (copy-make).

template <bool White>
Board moved(const Board& b, int type, int from, int to) {
  using C = Us<White>;
  // Every field written once from b's (not a copy modified in place: a
  // 64-byte copy read back 8 bytes at a time stalls store forwarding).
  Board n;
  const U64 f = bit(from), t = bit(to);
  for (int i = 0; i < kPieceTypeCount; ++i)  // a capture, then the move
    n.by_type[i] = (b.by_type[i] & ~t) ^ (i == type ? f | t : 0);
  n.by_side[C::them] = b.by_side[C::them] & ~t;
  n.by_side[C::me] = b.by_side[C::me] ^ (f | t);
  n.castling = b.castling & kTables.castling_kept[from] & kTables.castling_kept[to];
  n.en_passant = kNoEnPassant;
  n.side = C::them;
  return n;
}

// Calls visit(child board, root move) for every legal move (every promotion
// piece apart).
template <bool White, class S, class Visit>
void for_each_child(const S& sliders, const Board& b, const Node& n, Visit&& visit) {
  using C = Us<White>;
  struct Children {
    static constexpr bool counts_only() { return false; }
    const Board& b;
    Visit& visit;
    void piece(int type, int from, U64 targets) {
      for (; targets; targets &= targets - 1) {
        const int to = first_square(targets);
        visit(moved<White>(b, type, from, to), RootMove{from, to, 0});
      }
    }
    void pawn_moves(U64 targets, int delta) {
      for (; targets; targets &= targets - 1) {
        const int to = first_square(targets), from = to - delta;
        if ((C::last_rank >> to) & 1) {
          constexpr int kPromotions[4] = {kQueen, kRook, kBishop, kKnight};
          for (const int promotion : kPromotions) {
            Board c = moved<White>(b, kPawn, from, to);
            c.by_type[kPawn] ^= bit(to);
            c.by_type[promotion] ^= bit(to);
            visit(c, RootMove{from, to, promotion});
          }
        } else {
          visit(moved<White>(b, kPawn, from, to), RootMove{from, to, 0});
        }
      }
    }
    void pawns(U64 push, U64 double_push, U64 west, U64 east) {
      pawn_moves(push, C::push);
      pawn_moves(west, C::to_west);
      pawn_moves(east, C::to_east);
      for (; double_push; double_push &= double_push - 1) {
        const int to = first_square(double_push), from = to - 2 * C::push;
        Board c = moved<White>(b, kPawn, from, to);
        c.en_passant = from + C::push;
        visit(c, RootMove{from, to, 0});
      }
    }
    void en_passant(int from, int to) {
      Board c = moved<White>(b, kPawn, from, to);
      const U64 captured = bit(to - C::push);
      c.by_type[kPawn] ^= captured;
      c.by_side[C::them] ^= captured;
      visit(c, RootMove{from, to, 0});
    }
    void castle(int king_from, int king_to, int rook_from, int rook_to) {
      Board c = moved<White>(b, kKing, king_from, king_to);
      c.by_type[kRook] ^= bit(rook_from) | bit(rook_to);
      c.by_side[C::me] ^= bit(rook_from) | bit(rook_to);
      visit(c, RootMove{king_from, king_to, 0});
    }
  } children{b, visit};
  generate<White>(sliders, b, n, children);
}

// The number of legal moves (bulk counting: popcounts, no move is made).
template <bool White>
struct MoveCount {
  static constexpr bool counts_only() { return true; }
  U64 total = 0;
  void add(U64 moves) { total += moves; }
  void piece(int, int, U64 targets) { total += static_cast<U64>(count(targets)); }
  void pawns(U64 push, U64 double_push, U64 west, U64 east) {
    constexpr U64 kLast = Us<White>::last_rank;
    total += static_cast<U64>(
        count(push & ~kLast) + count(double_push) + count(west & ~kLast) + count(east & ~kLast) +
        4 * (count(push & kLast) + count(west & kLast) + count(east & kLast)));
  }
  void en_passant(int, int) { ++total; }
  void castle(int, int, int, int) { ++total; }
};

#if defined(__GNUC__)
#define LANEFILL_CHESS_NOINLINE __attribute__((noinline))
#else
#define LANEFILL_CHESS_NOINLINE
#endif

// The number of legal moves of b. Kept out of line: the last ply's loop
// stays small, and its speed does not depend on the compiler's inlining.
template <bool White, class S>
LANEFILL_CHESS_NOINLINE U64 legal_move_count(const S& sliders, const Board& b) {
  const Node n = analyse<White>(b);
  MoveCount<White> moves;
  generate<White>(sliders, b, n, moves);
  return moves.total;
}

template <bool White, class S>
U64 leaves(const S& sliders, const Board& b, int depth) {
  if (depth == 1) return legal_move_count<White>(sliders, b);
  // A policy that counts the last ply of many positions at once (board_lanes.hpp)
  // takes the last three plies.
  if constexpr (requires { sliders.template leaves_in_lanes<White>(b, depth); })
    if (depth <= 3) return sliders.template leaves_in_lanes<White>(b, depth);
  const Node n = analyse<White>(b);
  U64 total = 0;
  if (depth == 2) {
    for_each_child<White>(sliders, b, n, [&](const Board& child, RootMove) {
      total += legal_move_count<!White>(sliders, child);
    });
    return total;
  }
  for_each_child<White>(sliders, b, n, [&](const Board& child, RootMove) {
    total += leaves<!White>(sliders, child, depth - 1);
  });
  return total;
}

// The leaves of the legal move tree of `depth` >= 1 plies below b.
template <class S>
U64 count_leaves(const S& sliders, const Board& b, int depth) {
  return b.side == kWhite ? leaves<true>(sliders, b, depth) : leaves<false>(sliders, b, depth);
}

// Calls visit(child, move) for every legal move of b.
template <class S, class Visit>
void for_each_legal_move(const S& sliders, const Board& b, Visit&& visit) {
  if (b.side == kWhite)
    for_each_child<true>(sliders, b, analyse<true>(b), visit);
  else
    for_each_child<false>(sliders, b, analyse<false>(b), visit);
}

}  // namespace
}  // namespace lanefill::chess
