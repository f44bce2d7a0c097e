// tools/perft/movegen.cpp — legal move generation (copy-make) on lanefill.
#include "movegen.hpp"

namespace lanefill::perft {
namespace {

constexpr Bitboard bb(int sq) { return Bitboard{1} << sq; }

Bitboard knight_attacks(Bitboard n) {
  const Bitboard l1 = (n >> 1) & kNotFileH, l2 = (n >> 2) & 0x3f3f3f3f3f3f3f3fULL;
  const Bitboard r1 = (n << 1) & kNotFileA, r2 = (n << 2) & 0xfcfcfcfcfcfcfcfcULL;
  const Bitboard h1 = l1 | r1, h2 = l2 | r2;
  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

Bitboard king_attacks(Bitboard k) {
  Bitboard a = 0;
  for (Direction d : kAllDirections) a |= shift_one(k, d);
  return a;
}

// Squares attacked by pawns of colour `c`.
Bitboard pawn_attacks(Bitboard pawns, int c) {
  return c == 0 ? shift_one(pawns, Direction::noEa) | shift_one(pawns, Direction::noWe)
                : shift_one(pawns, Direction::soEa) | shift_one(pawns, Direction::soWe);
}

void add(std::vector<Move>& moves, int from, int to, std::uint8_t flags = 0) {
  moves.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), 0, flags});
}

void add_pawn_moves(const Board& b, std::vector<Move>& moves) {
  const int us = b.side, them = 1 - us;
  const Bitboard pawns = b.pieces[us][kPawn], empty = ~b.occupied();
  const Direction fwd = us == 0 ? Direction::nort : Direction::sout;
  const int step = us == 0 ? 8 : -8;
  const Bitboard promo_rank = us == 0 ? kRank8 : kRank1;
  const Bitboard double_rank = us == 0 ? rank_bb(3) : rank_bb(4);
  auto emit = [&](Bitboard targets, int delta, std::uint8_t flags) {
    while (targets) {
      const int to = pop_lsb(targets), from = to - delta;
      if (bb(to) & promo_rank) {
        for (std::uint8_t p = kQueen; p >= kKnight; --p)
          moves.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), p, 0});
      } else {
        add(moves, from, to, flags);
      }
    }
  };
  const Bitboard single = shift_one(pawns, fwd) & empty;
  emit(single, step, 0);
  emit(shift_one(single, fwd) & empty & double_rank, 2 * step, kDoublePush);
  const Direction east = us == 0 ? Direction::noEa : Direction::soEa;
  const Direction west = us == 0 ? Direction::noWe : Direction::soWe;
  Bitboard targets = b.colour[them];
  if (b.en_passant >= 0) targets |= bb(b.en_passant);
  for (Direction d : {east, west}) {
    Bitboard caps = shift_one(pawns, d) & targets;
    const int delta = shift_of(d);
    Bitboard ep = b.en_passant >= 0 ? caps & bb(b.en_passant) : 0;
    emit(caps & ~ep, delta, 0);
    if (ep) add(moves, b.en_passant - delta, b.en_passant, kEnPassant);
  }
}

void add_piece_moves(const Board& b, std::vector<Move>& moves) {
  const int us = b.side;
  const Bitboard own = b.colour[us], occ = b.occupied();
  for (int type = kKnight; type <= kQueen; ++type) {
    Bitboard from_set = b.pieces[us][type];
    while (from_set) {
      const Square from = pop_lsb(from_set);
      Bitboard to = type == kKnight   ? knight_attacks(bb(from))
                    : type == kBishop ? bishop_attacks(from, occ)
                    : type == kRook   ? rook_attacks(from, occ)
                                      : queen_attacks(from, occ);
      to &= ~own;
      while (to) add(moves, from, pop_lsb(to));
    }
  }
}

// King steps and castling; legality against the enemy's attack map.
void add_king_moves(const Board& b, std::vector<Move>& moves) {
  const int us = b.side, them = 1 - us;
  const Square king = lsb(b.pieces[us][kKing]);
  const Bitboard occ_without_king = b.occupied() & ~bb(king);
  // Every square the enemy attacks, with our king removed so it cannot hide
  // behind itself on a slider's line: one set-wise call for all sliders.
  const Bitboard enemy_orth = b.pieces[them][kRook] | b.pieces[them][kQueen];
  const Bitboard enemy_diag = b.pieces[them][kBishop] | b.pieces[them][kQueen];
  const Bitboard danger = slider_attacks(enemy_orth, enemy_diag, occ_without_king) |
                          knight_attacks(b.pieces[them][kKnight]) |
                          pawn_attacks(b.pieces[them][kPawn], them) |
                          king_attacks(b.pieces[them][kKing]);
  Bitboard to = king_attacks(bb(king)) & ~b.colour[us] & ~danger;
  while (to) add(moves, king, pop_lsb(to));

  if (danger & bb(king)) return;  // no castling out of check
  const Bitboard occ = b.occupied();
  const int base = us == 0 ? 0 : 56;
  const int rights = us == 0 ? b.castling & 3 : (b.castling >> 2) & 3;
  if ((rights & 1) && !(occ & (bb(base + 5) | bb(base + 6))) &&
      !(danger & (bb(base + 5) | bb(base + 6))))
    add(moves, king, base + 6, kCastle);
  if ((rights & 2) && !(occ & (bb(base + 1) | bb(base + 2) | bb(base + 3))) &&
      !(danger & (bb(base + 2) | bb(base + 3))))
    add(moves, king, base + 2, kCastle);
}

}  // namespace

int Board::piece_on(int sq) const {
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < kPieceTypeCount; ++t)
      if (pieces[c][t] & bb(sq)) return t;
  return -1;
}

Board board_from(const cli::Position& pos) {
  Board b;
  constexpr std::string_view kLetters = "pnbrqk";
  for (int sq = 0; sq < 64; ++sq) {
    const char p = pos.board[sq];
    if (p == '\0') continue;
    const int c = cli::color_of(p) == cli::Color::white ? 0 : 1;
    const int t = static_cast<int>(kLetters.find(static_cast<char>(p | 0x20)));
    b.pieces[c][t] |= bb(sq);
    b.colour[c] |= bb(sq);
  }
  b.side = pos.side_to_move == cli::Color::white ? 0 : 1;
  b.castling = (pos.castle_white_king ? 1 : 0) | (pos.castle_white_queen ? 2 : 0) |
               (pos.castle_black_king ? 4 : 0) | (pos.castle_black_queen ? 8 : 0);
  b.en_passant = pos.en_passant == kNoSquare ? -1 : pos.en_passant;
  return b;
}

bool attacked(const Board& b, int sq, int by, Bitboard occ) {
  const Square s = static_cast<Square>(sq);
  const Bitboard* p = b.pieces[by];
  return (rook_attacks(s, occ) & (p[kRook] | p[kQueen])) ||
         (bishop_attacks(s, occ) & (p[kBishop] | p[kQueen])) ||
         (knight_attacks(bb(sq)) & p[kKnight]) || (king_attacks(bb(sq)) & p[kKing]) ||
         (pawn_attacks(bb(sq), 1 - by) & p[kPawn]);
}

Board make_move(const Board& b, const Move& m) {
  Board n = b;
  const int us = b.side, them = 1 - us;
  const int type = b.piece_on(m.from);
  const Bitboard from = bb(m.from), to = bb(m.to);
  for (int t = 0; t < kPieceTypeCount; ++t) n.pieces[them][t] &= ~to;  // capture
  n.colour[them] &= ~to;
  n.pieces[us][type] ^= from;
  n.pieces[us][m.promotion ? m.promotion : type] |= to;
  n.colour[us] ^= from | to;
  if (m.flags & kEnPassant) {
    const Bitboard victim = bb(us == 0 ? m.to - 8 : m.to + 8);
    n.pieces[them][kPawn] &= ~victim;
    n.colour[them] &= ~victim;
  }
  if (m.flags & kCastle) {
    const bool king_side = m.to > m.from;
    const Bitboard rook = bb(king_side ? m.to + 1 : m.to - 2) | bb(king_side ? m.to - 1 : m.to + 1);
    n.pieces[us][kRook] ^= rook;
    n.colour[us] ^= rook;
  }
  // A move from or to a corner or king square removes those castling rights.
  auto rights_lost = [](int sq) {
    switch (sq) {
      case 0: return 2;  case 7: return 1;  case 4: return 3;
      case 56: return 8; case 63: return 4; case 60: return 12;
      default: return 0;
    }
  };
  n.castling &= ~(rights_lost(m.from) | rights_lost(m.to));
  n.en_passant = (m.flags & kDoublePush) ? (m.from + m.to) / 2 : -1;
  n.side = them;
  return n;
}

std::vector<Move> legal_moves(const Board& b) {
  std::vector<Move> pseudo, legal;
  pseudo.reserve(64);
  add_pawn_moves(b, pseudo);
  add_piece_moves(b, pseudo);
  legal.reserve(pseudo.size() + 8);
  const int us = b.side;
  for (const Move& m : pseudo) {
    const Board n = make_move(b, m);
    if (!attacked(n, lsb(n.pieces[us][kKing]), 1 - us, n.occupied())) legal.push_back(m);
  }
  add_king_moves(b, legal);  // already legal by construction
  return legal;
}

std::uint64_t perft(const Board& b, int depth) {
  const std::vector<Move> moves = legal_moves(b);
  if (depth <= 1) return depth <= 0 ? 1 : moves.size();
  std::uint64_t nodes = 0;
  for (const Move& m : moves) nodes += perft(make_move(b, m), depth - 1);
  return nodes;
}

std::string uci(const Move& m) {
  std::string s;
  s += square_name(static_cast<Square>(m.from)).data();
  s += square_name(static_cast<Square>(m.to)).data();
  if (m.promotion) s += "pnbrqk"[m.promotion];
  return s;
}

}  // namespace lanefill::perft
