// bench/threat_inputs.cpp — games replayed into threat-update items.
#include "threat_inputs.hpp"

#include <array>
#include <stdexcept>
#include <string>

namespace lanefill_bench {

extern const char kGamesText[];  // bench/data/games.txt, compiled in (CMake)

namespace {

// A board as a piece letter per square (FEN letters, '.' empty).
struct Board {
  std::array<char, 64> piece;
};

Board start_board() {
  Board b;
  b.piece.fill('.');
  const char* back = "RNBQKBNR";
  for (int f = 0; f < 8; ++f) {
    b.piece[static_cast<std::size_t>(f)] = back[f];
    b.piece[static_cast<std::size_t>(8 + f)] = 'P';
    b.piece[static_cast<std::size_t>(48 + f)] = 'p';
    b.piece[static_cast<std::size_t>(56 + f)] = static_cast<char>(back[f] - 'A' + 'a');
  }
  return b;
}

bool is_orth(char p) { return p == 'R' || p == 'Q' || p == 'r' || p == 'q'; }
bool is_diag(char p) { return p == 'B' || p == 'Q' || p == 'b' || p == 'q'; }

ThreatItem item_on(const Board& b, int square) {
  ThreatItem t{static_cast<std::uint8_t>(square), 0, 0, 0};
  for (int s = 0; s < 64; ++s) {
    const char p = b.piece[static_cast<std::size_t>(s)];
    if (p == '.') continue;
    const Bitboard bit = Bitboard{1} << s;
    t.occupied |= bit;
    if (is_orth(p)) t.orth |= bit;
    if (is_diag(p)) t.diag |= bit;
  }
  return t;
}

int parse_square(std::string_view move, std::size_t at, const std::string& where) {
  if (move.size() < at + 2 || move[at] < 'a' || move[at] > 'h' || move[at + 1] < '1' ||
      move[at + 1] > '8')
    throw std::invalid_argument(where + ": '" + std::string(move) + "' is not a UCI move");
  return (move[at + 1] - '1') * 8 + (move[at] - 'a');
}

// Applies a UCI move and appends its items: every square whose piece
// changes, on the board before (a piece leaving or captured) and after (a
// piece arriving).
void play(Board& b, std::string_view move, const std::string& where, std::vector<ThreatItem>& out) {
  const int from = parse_square(move, 0, where), to = parse_square(move, 2, where);
  const char piece = b.piece[static_cast<std::size_t>(from)];
  if (piece == '.')
    throw std::invalid_argument(where + ": no piece on the from-square of '" + std::string(move) +
                                "'");
  Board after = b;
  after.piece[static_cast<std::size_t>(from)] = '.';
  char arriving = piece;
  if (move.size() == 5) {  // promotion: the piece letter, in the mover's case
    const char p = move[4];
    arriving = piece == 'P' ? static_cast<char>(p - 'a' + 'A') : p;
  }
  after.piece[static_cast<std::size_t>(to)] = arriving;
  const bool pawn = piece == 'P' || piece == 'p';
  if (pawn && (from & 7) != (to & 7) && b.piece[static_cast<std::size_t>(to)] == '.')
    after.piece[static_cast<std::size_t>((from & 56) | (to & 7))] = '.';  // en passant
  if ((piece == 'K' || piece == 'k') && (to - from == 2 || from - to == 2)) {
    const int rook_from = to > from ? from + 3 : from - 4, rook_to = (from + to) / 2;
    after.piece[static_cast<std::size_t>(rook_to)] =
        after.piece[static_cast<std::size_t>(rook_from)];
    after.piece[static_cast<std::size_t>(rook_from)] = '.';
  }
  for (int s = 0; s < 64; ++s) {
    const char was = b.piece[static_cast<std::size_t>(s)],
               now = after.piece[static_cast<std::size_t>(s)];
    if (was == now) continue;
    if (was != '.') out.push_back(item_on(b, s));
    if (now != '.') out.push_back(item_on(after, s));
  }
  b = after;
}

// The board mirrored: files (a <-> h), ranks (1 <-> 8), or both.
Bitboard mirror(Bitboard x, int flip) {
  Bitboard out = 0;
  for (; x != 0; x &= x - 1) out |= Bitboard{1} << (std::countr_zero(x) ^ flip);
  return out;
}
ThreatItem mirrored(const ThreatItem& t, int flip) {
  return {static_cast<std::uint8_t>(t.square ^ flip), mirror(t.occupied, flip),
          mirror(t.orth, flip), mirror(t.diag, flip)};
}

}  // namespace

std::vector<ThreatItem> threat_items_of(std::string_view games) {
  std::vector<ThreatItem> out;
  int game = 0;
  while (!games.empty()) {
    const std::size_t eol = games.find('\n');
    std::string_view line = games.substr(0, eol);
    games = eol == std::string_view::npos ? std::string_view{} : games.substr(eol + 1);
    if (line.empty()) continue;
    ++game;
    Board b = start_board();
    int ply = 0;
    while (!line.empty()) {
      const std::size_t space = line.find(' ');
      const std::string_view move = line.substr(0, space);
      line = space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);
      if (move.empty()) continue;
      ++ply;
      play(b, move, "game " + std::to_string(game) + " ply " + std::to_string(ply), out);
    }
  }
  return out;
}

std::string_view games_text() { return kGamesText; }

const std::vector<ThreatItem>& threat_items() {
  static const std::vector<ThreatItem> items = [] {
    std::vector<ThreatItem> all = threat_items_of(games_text());
    const std::size_t n = all.size();
    for (const int flip : {7, 56, 63})
      for (std::size_t i = 0; i < n; ++i) all.push_back(mirrored(all[i], flip));
    return all;
  }();
  return items;
}

}  // namespace lanefill_bench
