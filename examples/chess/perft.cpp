// examples/chess/perft.cpp — legal move generation and perft for `lanefill perft`.
#include "perft.hpp"

#include <array>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>

#include "../common/tasks.hpp"

namespace lanefill::chess {
namespace {

enum PieceType : int { kPawn, kKnight, kBishop, kRook, kQueen, kKing, kPieceTypeCount };
enum Side : int { kWhite, kBlack };

// Castling right bits.
constexpr int kWhiteKingSide = 1, kWhiteQueenSide = 2, kBlackKingSide = 4, kBlackQueenSide = 8;

struct Board {
  std::array<Bitboard, kPieceTypeCount> by_type{};
  std::array<Bitboard, 2> by_side{};
  int side = kWhite;
  int castling = 0;
  int en_passant = kNoSquare;  // square a pawn may capture onto, or kNoSquare

  Bitboard occupied() const { return by_side[kWhite] | by_side[kBlack]; }
  Bitboard pieces(int s, int t) const {
    return by_side[static_cast<std::size_t>(s)] & by_type[static_cast<std::size_t>(t)];
  }
  // The piece type on an occupied square.
  int type_at(int sq) const {
    for (int t = 0; t < kPieceTypeCount; ++t)
      if ((by_type[static_cast<std::size_t>(t)] >> sq) & 1) return t;
    return kPawn;  // not reached for occupied squares
  }
};

enum class MoveKind : std::uint8_t { normal, double_push, en_passant, castle };

struct Move {
  std::uint8_t from = 0, to = 0;
  std::uint8_t promotion = 0;  // piece type, 0 (= pawn) for none
  MoveKind kind = MoveKind::normal;
};

struct MoveList {
  // Pseudo-legal moves: at most 16 pieces a side (perft_problem), none with
  // more than 27 targets plus 4 promotions x 3 targets for a pawn: < 512.
  std::array<Move, 512> moves;
  std::size_t size = 0;
  void add(int from, int to, MoveKind kind = MoveKind::normal, int promotion = 0) {
    moves[size++] = Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to),
                         static_cast<std::uint8_t>(promotion), kind};
  }
};

// Non-slider attack tables, built at compile time from the one-step shifts.
constexpr Bitboard knight_attacks_of(Bitboard b) {
  const Bitboard e1 = shift_one(b, Direction::east), w1 = shift_one(b, Direction::west);
  const Bitboard e2 = shift_one(e1, Direction::east), w2 = shift_one(w1, Direction::west);
  return shift_signed(e1 | w1, 16) | shift_signed(e1 | w1, -16) | shift_signed(e2 | w2, 8) |
         shift_signed(e2 | w2, -8);
}
constexpr Bitboard king_attacks_of(Bitboard b) {
  Bitboard a = 0;
  for (const Direction d : kAllDirections) a |= shift_one(b, d);
  return a;
}
constexpr Bitboard pawn_attacks_of(Bitboard b, int side) {
  return side == kWhite ? shift_one(b, Direction::noEa) | shift_one(b, Direction::noWe)
                        : shift_one(b, Direction::soEa) | shift_one(b, Direction::soWe);
}

template <typename F>
constexpr std::array<Bitboard, 64> square_table(F f) {
  std::array<Bitboard, 64> t{};
  for (int s = 0; s < 64; ++s) t[static_cast<std::size_t>(s)] = f(Bitboard{1} << s);
  return t;
}
constexpr auto kKnightAttacks = square_table(knight_attacks_of);
constexpr auto kKingAttacks = square_table(king_attacks_of);
static_assert(kKnightAttacks[B1] == (square_bb(A3) | square_bb(C3) | square_bb(D2)));
static_assert(kKingAttacks[A1] == (square_bb(A2) | square_bb(B1) | square_bb(B2)));

// Castling rights kept when a move touches a square (king or rook moves or captures).
constexpr std::array<int, 64> kCastlingKept = [] {
  std::array<int, 64> keep{};
  keep.fill(15);
  keep[E1] = 15 & ~(kWhiteKingSide | kWhiteQueenSide);
  keep[H1] = 15 & ~kWhiteKingSide;
  keep[A1] = 15 & ~kWhiteQueenSide;
  keep[E8] = 15 & ~(kBlackKingSide | kBlackQueenSide);
  keep[H8] = 15 & ~kBlackKingSide;
  keep[A8] = 15 & ~kBlackQueenSide;
  return keep;
}();

// Whether side `by` attacks `sq` on `b` (sliders through the kernel table).
bool attacked(const Board& b, int sq, int by, const AttackKernels& k) {
  const Bitboard occ = b.occupied();
  const Bitboard queens = b.pieces(by, kQueen);
  return (pawn_attacks_of(Bitboard{1} << sq, by ^ 1) & b.pieces(by, kPawn)) != 0 ||
         (kKnightAttacks[static_cast<std::size_t>(sq)] & b.pieces(by, kKnight)) != 0 ||
         (kKingAttacks[static_cast<std::size_t>(sq)] & b.pieces(by, kKing)) != 0 ||
         (k.rook_attacks(sq, occ) & (b.pieces(by, kRook) | queens)) != 0 ||
         (k.bishop_attacks(sq, occ) & (b.pieces(by, kBishop) | queens)) != 0;
}

bool in_check(const Board& b, int side, const AttackKernels& k) {
  const Bitboard king = b.pieces(side, kKing);
  return king != 0 && attacked(b, lsb(king), side ^ 1, k);
}

void toggle(Board& b, int side, int type, Bitboard squares) {
  b.by_side[static_cast<std::size_t>(side)] ^= squares;
  b.by_type[static_cast<std::size_t>(type)] ^= squares;
}

Board make_move(const Board& b, const Move& m) {
  Board n = b;
  const int us = b.side, them = us ^ 1;
  const Bitboard from = Bitboard{1} << m.from, to = Bitboard{1} << m.to;
  const int moved = b.type_at(m.from);
  if ((b.by_side[static_cast<std::size_t>(them)] & to) != 0) toggle(n, them, b.type_at(m.to), to);
  toggle(n, us, moved, from | to);
  if (m.kind == MoveKind::en_passant) {
    const int captured = us == kWhite ? m.to - 8 : m.to + 8;
    toggle(n, them, kPawn, Bitboard{1} << captured);
  }
  if (m.promotion != 0) {
    n.by_type[kPawn] ^= to;
    n.by_type[m.promotion] ^= to;
  }
  if (m.kind == MoveKind::castle) {
    const bool king_side = m.to > m.from;
    const int rook_from = king_side ? m.from + 3 : m.from - 4;
    const int rook_to = king_side ? m.from + 1 : m.from - 1;
    toggle(n, us, kRook, (Bitboard{1} << rook_from) | (Bitboard{1} << rook_to));
  }
  n.en_passant = m.kind == MoveKind::double_push ? (m.from + m.to) / 2 : kNoSquare;
  n.castling &= kCastlingKept[m.from] & kCastlingKept[m.to];
  n.side = them;
  return n;
}

// ---------------------------------------------------------------------------
// Legal generation (chessprogramming wiki "Checks and Pinned Pieces
// (Bitboards)", "Square Attacked By"): per node one enemy attack map (the
// enemy sliders set-wise through the kernel table, the king taken off the
// board so that it cannot hide behind itself), the checkers, a check mask and
// the pinned pieces; every generated move is legal.

struct Node {
  int us, them, king;
  Bitboard occ, own, enemy, enemy_attacks, check_mask, pinned;
};

Node analyse(const Board& b, const AttackKernels& k) {
  Node n{};
  n.us = b.side;
  n.them = b.side ^ 1;
  n.occ = b.occupied();
  n.own = b.by_side[static_cast<std::size_t>(n.us)];
  n.enemy = b.by_side[static_cast<std::size_t>(n.them)];
  n.king = lsb(b.pieces(n.us, kKing));
  const Bitboard queens = b.pieces(n.them, kQueen);
  const Bitboard orth = b.pieces(n.them, kRook) | queens, diag = b.pieces(n.them, kBishop) | queens;
  const Color them_color = n.them == kWhite ? Color::white : Color::black;
  n.enemy_attacks = lanefill::pawn_attack_set(them_color, b.pieces(n.them, kPawn)) |
                    lanefill::knight_attack_set(b.pieces(n.them, kKnight)) |
                    kKingAttacks[static_cast<std::size_t>(lsb(b.pieces(n.them, kKing)))] |
                    k.slider_attacks(orth, diag, n.occ & ~(Bitboard{1} << n.king));
  const auto ksq = static_cast<Square>(n.king);
  const Bitboard checkers =
      (lanefill::pawn_attacks(n.us == kWhite ? Color::white : Color::black, ksq) &
       b.pieces(n.them, kPawn)) |
      (kKnightAttacks[static_cast<std::size_t>(n.king)] & b.pieces(n.them, kKnight)) |
      (k.rook_attacks(n.king, n.occ) & orth) | (k.bishop_attacks(n.king, n.occ) & diag);
  if (checkers == 0)
    n.check_mask = ~Bitboard{0};
  else if ((checkers & (checkers - 1)) == 0)
    n.check_mask = checkers | lanefill::between(ksq, static_cast<Square>(lsb(checkers)));
  else
    n.check_mask = 0;  // double check: only the king moves
  n.pinned = lanefill::pinned(ksq, n.own, orth, diag, n.occ);
  return n;
}

// Where a piece on `from` may go: the check mask, and the pin line if pinned.
inline Bitboard allowed(const Node& n, int from) {
  if ((n.pinned >> from) & 1)
    return n.check_mask & lanefill::line(static_cast<Square>(n.king), static_cast<Square>(from));
  return n.check_mask;
}

// An en passant capture is legal if the king is not exposed once both pawns
// have left their squares (the pin may run along the rank).
bool en_passant_legal(const Board& b, const Node& n, int from, int to, const AttackKernels& k) {
  const int captured = n.us == kWhite ? to - 8 : to + 8;
  const Bitboard occ =
      (n.occ ^ (Bitboard{1} << from) ^ (Bitboard{1} << captured)) | (Bitboard{1} << to);
  const Bitboard queens = b.pieces(n.them, kQueen);
  return (k.rook_attacks(n.king, occ) & (b.pieces(n.them, kRook) | queens)) == 0 &&
         (k.bishop_attacks(n.king, occ) & (b.pieces(n.them, kBishop) | queens)) == 0;
}

// Calls emit(from, to, kind, promotion) for every legal move.
template <class Emit>
void for_each_legal(const Board& b, const Node& n, const AttackKernels& k, Emit&& emit) {
  const Bitboard targets = ~n.own;
  // King.
  for (Bitboard t = kKingAttacks[static_cast<std::size_t>(n.king)] & targets & ~n.enemy_attacks; t;)
    emit(n.king, pop_lsb(t), MoveKind::normal, 0);
  if (n.check_mask == 0) return;  // double check
  // Castling: not in check, the squares between empty, the king's path not attacked.
  if (n.check_mask == ~Bitboard{0}) {
    struct Castle {
      int right, king_from, king_to, rook_from;
      Bitboard empty, safe;
    };
    static constexpr Castle kCastles[4] = {
        {kWhiteKingSide, E1, G1, H1, square_bb(F1) | square_bb(G1), square_bb(F1) | square_bb(G1)},
        {kWhiteQueenSide, E1, C1, A1, square_bb(B1) | square_bb(C1) | square_bb(D1),
         square_bb(C1) | square_bb(D1)},
        {kBlackKingSide, E8, G8, H8, square_bb(F8) | square_bb(G8), square_bb(F8) | square_bb(G8)},
        {kBlackQueenSide, E8, C8, A8, square_bb(B8) | square_bb(C8) | square_bb(D8),
         square_bb(C8) | square_bb(D8)}};
    for (int i = n.us == kWhite ? 0 : 2, end = i + 2; i < end; ++i) {
      const Castle& c = kCastles[i];
      if ((b.castling & c.right) && n.king == c.king_from &&
          ((b.pieces(n.us, kRook) >> c.rook_from) & 1) && !(n.occ & c.empty) &&
          !(n.enemy_attacks & c.safe))
        emit(c.king_from, c.king_to, MoveKind::castle, 0);
    }
  }
  // Knights (a pinned knight never moves).
  for (Bitboard p = b.pieces(n.us, kKnight) & ~n.pinned; p;) {
    const int from = pop_lsb(p);
    for (Bitboard t = kKnightAttacks[static_cast<std::size_t>(from)] & targets & n.check_mask; t;)
      emit(from, pop_lsb(t), MoveKind::normal, 0);
  }
  // Sliders.
  const Bitboard queens = b.pieces(n.us, kQueen);
  for (Bitboard p = b.pieces(n.us, kBishop) | queens; p;) {
    const int from = pop_lsb(p);
    for (Bitboard t = k.bishop_attacks(from, n.occ) & targets & allowed(n, from); t;)
      emit(from, pop_lsb(t), MoveKind::normal, 0);
  }
  for (Bitboard p = b.pieces(n.us, kRook) | queens; p;) {
    const int from = pop_lsb(p);
    for (Bitboard t = k.rook_attacks(from, n.occ) & targets & allowed(n, from); t;)
      emit(from, pop_lsb(t), MoveKind::normal, 0);
  }
  // Pawns.
  const int forward = n.us == kWhite ? 8 : -8;
  const Bitboard empty = ~n.occ;
  const Bitboard double_rank = n.us == kWhite ? rank_bb(2) : rank_bb(5);  // after one step
  const Bitboard last_rank = n.us == kWhite ? rank_bb(7) : rank_bb(0);
  const Color us_color = n.us == kWhite ? Color::white : Color::black;
  for (Bitboard p = b.pieces(n.us, kPawn); p;) {
    const int from = pop_lsb(p);
    const Bitboard ok = allowed(n, from);
    Bitboard t = 0;
    const Bitboard one = shift_signed(Bitboard{1} << from, forward) & empty;
    t |= one;
    const Bitboard two = shift_signed(one & double_rank, forward) & empty;
    const Bitboard attacks = lanefill::pawn_attacks(us_color, static_cast<Square>(from));
    t = (t | (attacks & n.enemy)) & ok;
    for (; t;) {
      const int to = pop_lsb(t);
      if ((Bitboard{1} << to) & last_rank)
        for (const int promotion : {kQueen, kRook, kBishop, kKnight})
          emit(from, to, MoveKind::normal, promotion);
      else
        emit(from, to, MoveKind::normal, 0);
    }
    if (two & ok) emit(from, lsb(two), MoveKind::double_push, 0);
    if (b.en_passant != kNoSquare && ((attacks >> b.en_passant) & 1)) {
      const int captured = n.us == kWhite ? b.en_passant - 8 : b.en_passant + 8;
      // In check, the capture must take the checker or block (ep square).
      const bool resolves =
          ((n.check_mask >> captured) & 1) || ((n.check_mask >> b.en_passant) & 1);
      if (resolves && en_passant_legal(b, n, from, b.en_passant, k))
        emit(from, b.en_passant, MoveKind::en_passant, 0);
    }
  }
}

MoveList legal_moves(const Board& b, const AttackKernels& k) {
  MoveList list;
  for_each_legal(b, analyse(b, k), k, [&](int from, int to, MoveKind kind, int promotion) {
    list.add(from, to, kind, promotion);
  });
  return list;
}

// The number of legal moves, without a move list (bulk counting).
std::uint64_t count_legal(const Board& b, const AttackKernels& k) {
  std::uint64_t count = 0;
  for_each_legal(b, analyse(b, k), k, [&](int, int, MoveKind, int) { ++count; });
  return count;
}

std::uint64_t count_leaves(const Board& b, int depth, const AttackKernels& k) {
  if (depth == 1) return count_legal(b, k);  // bulk counting at the last ply
  const MoveList moves = legal_moves(b, k);
  std::uint64_t nodes = 0;
  for (std::size_t i = 0; i < moves.size; ++i)
    nodes += count_leaves(make_move(b, moves.moves[i]), depth - 1, k);
  return nodes;
}

Board board_from(const Position& pos) {
  Board b;
  constexpr std::string_view kLetters = "pnbrqk";
  for (int sq = 0; sq < 64; ++sq) {
    const char p = pos.board[static_cast<std::size_t>(sq)];
    if (p == '\0') continue;
    const int type = static_cast<int>(kLetters.find(static_cast<char>(p | 0x20)));
    toggle(b, color_of(p) == Color::white ? kWhite : kBlack, type, Bitboard{1} << sq);
  }
  b.side = pos.side_to_move == Color::white ? kWhite : kBlack;
  b.castling = (pos.castle_white_king ? kWhiteKingSide : 0) |
               (pos.castle_white_queen ? kWhiteQueenSide : 0) |
               (pos.castle_black_king ? kBlackKingSide : 0) |
               (pos.castle_black_queen ? kBlackQueenSide : 0);
  b.en_passant = pos.en_passant;
  return b;
}

std::string uci(const Move& m) {
  std::string s = square_name(static_cast<Square>(m.from)).data();
  s += square_name(static_cast<Square>(m.to)).data();
  if (m.promotion != 0) s += "pnbrqk"[m.promotion];
  return s;
}

}  // namespace

std::string perft_problem(const Position& pos) {
  const Board b = board_from(pos);
  for (const int side : {kWhite, kBlack})
    if (popcount(b.pieces(side, kKing)) != 1)
      return std::string("perft needs exactly one ") + (side == kWhite ? "white" : "black") +
             " king";
  if ((b.by_type[kPawn] & (rank_bb(0) | rank_bb(7))) != 0)
    return "perft needs no pawns on rank 1 or 8";
  for (const int side : {kWhite, kBlack}) {
    const char* name = side == kWhite ? "white" : "black";
    if (popcount(b.by_side[static_cast<std::size_t>(side)]) > 16)
      return std::string("illegal position: ") + name + " has more than 16 pieces";
    if (popcount(b.pieces(side, kPawn)) > 8)
      return std::string("illegal position: ") + name + " has more than 8 pawns";
  }
  if (b.en_passant != kNoSquare) {
    // The pawn that just moved two squares stands in front of the en passant
    // square (seen from the side to move), and the squares it crossed are empty.
    const int ep = b.en_passant;
    const int pawn_square = b.side == kWhite ? ep - 8 : ep + 8;
    const int origin = b.side == kWhite ? ep + 8 : ep - 8;
    const bool pawn_there = ((b.pieces(b.side ^ 1, kPawn) >> pawn_square) & 1) != 0;
    const bool crossed_empty =
        ((b.occupied() >> ep) & 1) == 0 && ((b.occupied() >> origin) & 1) == 0;
    if (!pawn_there || !crossed_empty)
      return std::string("illegal position: en passant square ") +
             square_name(static_cast<Square>(ep)).data() +
             " but no pawn can just have moved past it";
  }
  // The scalar reference keeps this check independent of the kernel under test.
  if (in_check(b, b.side ^ 1,
               *lanefill::find_kernels(lanefill::Isa::scalar, lanefill::Algorithm::kogge_stone)))
    return "the side not to move is in check (its king could be captured)";
  return {};
}

namespace {

// A subtree to count: the board, the plies left, and the root move above it.
struct Subtree {
  Board board;
  int depth;
  std::size_t root;
};

// The subtrees below `b`: one per root move, or (`split_twice`, depth >= 3)
// one per root move and reply.
std::vector<Subtree> split(const Board& b, const MoveList& roots, int depth, bool split_twice,
                           const AttackKernels& k) {
  std::vector<Subtree> parts;
  for (std::size_t i = 0; i < roots.size; ++i) {
    const Board child = make_move(b, roots.moves[i]);
    if (!split_twice || depth < 3) {
      parts.push_back({child, depth - 1, i});
      continue;
    }
    const MoveList replies = legal_moves(child, k);
    for (std::size_t j = 0; j < replies.size; ++j)
      parts.push_back({make_move(child, replies.moves[j]), depth - 2, i});
  }
  return parts;
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth, const AttackKernels& k, unsigned threads) {
  if (depth <= 0) return 1;
  if (threads <= 1) return count_leaves(board_from(pos), depth, k);
  std::uint64_t nodes = 0;
  for (const auto& entry : perft_divide(pos, depth, k, {}, threads)) nodes += entry.second;
  return nodes;
}

std::vector<std::pair<std::string, std::uint64_t>> perft_divide(
    const Position& pos, int depth, const AttackKernels& k,
    const std::function<void(std::size_t, std::size_t)>& progress, unsigned threads) {
  const Board b = board_from(pos);
  const MoveList moves = legal_moves(b, k);
  const std::vector<Subtree> parts = split(b, moves, depth, threads > 1, k);
  std::vector<std::uint64_t> leaves(parts.size());
  std::mutex report;
  std::size_t done = 0;
  examples::run_tasks(parts.size(), threads, [&](std::size_t i) {
    const Subtree& part = parts[i];
    leaves[i] = part.depth <= 0 ? 1 : count_leaves(part.board, part.depth, k);
    if (!progress) return;
    const std::lock_guard<std::mutex> lock(report);
    progress(++done, parts.size());
  });
  std::vector<std::pair<std::string, std::uint64_t>> result;
  for (std::size_t i = 0; i < moves.size; ++i) result.emplace_back(uci(moves.moves[i]), 0);
  for (std::size_t i = 0; i < parts.size(); ++i) result[parts[i].root].second += leaves[i];
  return result;
}

}  // namespace lanefill::chess
