// examples/chess/fen.cpp — strict FEN parsing (see fen.hpp for the accepted grammar).
#include "fen.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace lanefill::chess {
namespace {

constexpr std::string_view kPieceLetters = "PNBRQKpnbrqk";
constexpr int kMaxClock = 9999;

bool is_piece_letter(char c) {
  return c != '\0' && kPieceLetters.find(c) != std::string_view::npos;
}

[[noreturn]] void fail(const std::string& message) { throw FenError("bad FEN: " + message); }

// Quotes a field for an error message, shortening very long ones.
std::string quoted(std::string_view field) {
  constexpr std::size_t kMax = 40;
  std::string s = "'";
  s += field.substr(0, kMax);
  s += field.size() <= kMax ? "'" : "...'";
  return s;
}

// A character for an error message: 'x', or its code when not printable.
std::string printable(char c) {
  if (c >= 0x21 && c <= 0x7e) return std::string{'\'', c, '\''};
  constexpr char kHex[] = "0123456789abcdef";
  const auto u = static_cast<unsigned char>(c);
  return std::string("byte 0x") + kHex[u >> 4] + kHex[u & 15];
}

// Splits on runs of spaces/tabs; leading and trailing blanks are ignored.
std::vector<std::string_view> split_fields(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) fields.push_back(text.substr(start, i - start));
  }
  return fields;
}

std::vector<std::string_view> split_ranks(std::string_view placement) {
  std::vector<std::string_view> ranks;
  std::size_t start = 0;
  for (;;) {
    const std::size_t slash = placement.find('/', start);
    const std::size_t length = slash == std::string_view::npos ? slash : slash - start;
    ranks.push_back(placement.substr(start, length));
    if (slash == std::string_view::npos) return ranks;
    start = slash + 1;
  }
}

// Fills one rank (0 = rank 1) of `board` from its FEN text, top rank first in the FEN.
void parse_rank(std::string_view text, int rank, std::array<char, 64>& board) {
  const int rank_label = rank + 1;
  int file = 0;
  bool previous_was_digit = false;
  for (const char c : text) {
    if (c >= '1' && c <= '8') {
      if (previous_was_digit)
        fail("rank " + std::to_string(rank_label) + " " + quoted(text) +
             " has two digits in a row (write one digit per empty run)");
      file += c - '0';
      previous_was_digit = true;
    } else if (is_piece_letter(c)) {
      if (file < 8) board[static_cast<std::size_t>(rank * 8 + file)] = c;
      ++file;
      previous_was_digit = false;
    } else {
      fail("bad character " + printable(c) + " in rank " + std::to_string(rank_label) +
           " (expected PNBRQK, pnbrqk or a digit 1-8)");
    }
    if (file > 8)
      fail("rank " + std::to_string(rank_label) + " " + quoted(text) + " covers more than 8 files");
  }
  if (file < 8)
    fail("rank " + std::to_string(rank_label) + " " + quoted(text) + " covers " +
         std::to_string(file) + " files, expected 8");
}

std::array<char, 64> parse_placement(std::string_view placement) {
  const std::vector<std::string_view> ranks = split_ranks(placement);
  if (ranks.size() != 8)
    fail("piece placement " + quoted(placement) + " has " + std::to_string(ranks.size()) +
         " ranks, expected 8 separated by '/'");
  std::array<char, 64> board{};
  for (int i = 0; i < 8; ++i) parse_rank(ranks[static_cast<std::size_t>(i)], 7 - i, board);
  return board;
}

Color parse_side(std::string_view field) {
  if (field == "w") return Color::white;
  if (field == "b") return Color::black;
  fail("side to move " + quoted(field) + " must be 'w' or 'b'");
}

void parse_castling(std::string_view field, Position& pos) {
  if (field == "-") return;
  constexpr std::string_view kOrder = "KQkq";
  std::size_t next = 0;  // index in kOrder the next letter may start from
  for (const char c : field) {
    const std::size_t at = kOrder.find(c);
    if (at == std::string_view::npos)
      fail("castling " + quoted(field) + " may only contain K, Q, k, q (or be '-')");
    if (at < next)
      fail("castling " + quoted(field) + " must list rights once each, in the order KQkq");
    next = at + 1;
  }
  pos.castle_white_king = field.find('K') != std::string_view::npos;
  pos.castle_white_queen = field.find('Q') != std::string_view::npos;
  pos.castle_black_king = field.find('k') != std::string_view::npos;
  pos.castle_black_queen = field.find('q') != std::string_view::npos;
}

Square parse_en_passant(std::string_view field, const Position& pos) {
  if (field == "-") return kNoSquare;
  const Square sq = square_from_name(field);
  if (sq == kNoSquare || field[0] < 'a' || field[0] > 'h')
    fail("en passant " + quoted(field) + " must be '-' or a square a1..h8");
  const int wanted_rank = pos.side_to_move == Color::white ? 5 : 2;
  if (rank_of(sq) != wanted_rank)
    fail("en passant square " + quoted(field) + " must be on rank " +
         std::to_string(wanted_rank + 1) + " when " + std::string(name_of(pos.side_to_move)) +
         " is to move");
  if (pos.board[static_cast<std::size_t>(sq)] != '\0')
    fail("en passant square " + quoted(field) + " is occupied");
  return sq;
}

// A decimal integer in [min, kMaxClock]: digits only, no leading zeros.
int parse_counter(std::string_view field, const char* what, int min) {
  bool digits_only = !field.empty();
  for (const char c : field) digits_only = digits_only && c >= '0' && c <= '9';
  if (!digits_only) fail(std::string(what) + " " + quoted(field) + " is not a decimal number");
  if (field.size() > 1 && field[0] == '0')
    fail(std::string(what) + " " + quoted(field) + " has a leading zero");
  if (field.size() > 4)
    fail(std::string(what) + " " + quoted(field) + " is out of range " + std::to_string(min) +
         ".." + std::to_string(kMaxClock));
  int value = 0;
  for (const char c : field) value = value * 10 + (c - '0');
  if (value < min)
    fail(std::string(what) + " " + quoted(field) + " must be at least " + std::to_string(min));
  return value;
}

}  // namespace

Bitboard Position::pieces(char letter) const {
  Bitboard b = 0;
  for (int sq = 0; sq < 64; ++sq)
    if (board[static_cast<std::size_t>(sq)] == letter) b |= Bitboard{1} << sq;
  return b;
}

Bitboard Position::pieces(Color c) const {
  Bitboard b = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const char p = board[static_cast<std::size_t>(sq)];
    if (p != '\0' && color_of(p) == c) b |= Bitboard{1} << sq;
  }
  return b;
}

Bitboard Position::orthogonal_sliders(Color c) const {
  return c == Color::white ? pieces('R') | pieces('Q') : pieces('r') | pieces('q');
}

Bitboard Position::diagonal_sliders(Color c) const {
  return c == Color::white ? pieces('B') | pieces('Q') : pieces('b') | pieces('q');
}

Position parse_fen(std::string_view text) {
  const std::vector<std::string_view> fields = split_fields(text);
  if (fields.empty()) fail("empty FEN");
  if (fields.size() != 4 && fields.size() != 6)
    fail("expected 6 fields (or 4 without the clocks), got " + std::to_string(fields.size()));
  Position pos;
  pos.board = parse_placement(fields[0]);
  pos.side_to_move = parse_side(fields[1]);
  parse_castling(fields[2], pos);
  pos.en_passant = parse_en_passant(fields[3], pos);
  if (fields.size() == 6) {
    pos.halfmove_clock = parse_counter(fields[4], "halfmove clock", 0);
    pos.fullmove_number = parse_counter(fields[5], "fullmove number", 1);
  }
  return pos;
}

std::string castling_string(const Position& pos) {
  std::string s;
  if (pos.castle_white_king) s += 'K';
  if (pos.castle_white_queen) s += 'Q';
  if (pos.castle_black_king) s += 'k';
  if (pos.castle_black_queen) s += 'q';
  return s.empty() ? "-" : s;
}

std::string to_fen(const Position& pos) {
  std::string fen;
  for (int rank = 7; rank >= 0; --rank) {
    int empty_run = 0;
    for (int file = 0; file < 8; ++file) {
      const char p = pos.board[static_cast<std::size_t>(rank * 8 + file)];
      if (p == '\0') {
        ++empty_run;
        continue;
      }
      if (empty_run > 0) fen += static_cast<char>('0' + empty_run);
      empty_run = 0;
      fen += p;
    }
    if (empty_run > 0) fen += static_cast<char>('0' + empty_run);
    if (rank > 0) fen += '/';
  }
  fen += pos.side_to_move == Color::white ? " w " : " b ";
  fen += castling_string(pos);
  fen += ' ';
  fen += pos.en_passant == kNoSquare ? std::string("-") : square_name(pos.en_passant).data();
  fen += ' ' + std::to_string(pos.halfmove_clock) + ' ' + std::to_string(pos.fullmove_number);
  return fen;
}

std::string piece_name(char piece) {
  std::string name(name_of(color_of(piece)));
  switch (piece | 0x20) {  // lower-case letter
    case 'p': return name + " pawn";
    case 'n': return name + " knight";
    case 'b': return name + " bishop";
    case 'r': return name + " rook";
    case 'q': return name + " queen";
    case 'k': return name + " king";
    default: return "unknown piece";
  }
}

}  // namespace lanefill::chess
