// tools/diagram.cpp — text diagrams of bitboards and positions.
#include "diagram.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace lanefill::cli {
namespace {

constexpr std::string_view kFileLine = "  a b c d e f g h";

// Rank lines from a per-square character (rank 8 first), plus the file letters.
template <typename CharOf>
std::vector<std::string> diagram(CharOf char_of) {
  std::vector<std::string> lines;
  for (int rank = 7; rank >= 0; --rank) {
    std::string line(1, static_cast<char>('1' + rank));
    for (int file = 0; file < 8; ++file) {
      line += ' ';
      line += char_of(make_square(file, rank));
    }
    lines.push_back(line);
  }
  lines.emplace_back(kFileLine);
  return lines;
}

void trim_right(std::string& s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
}

}  // namespace

std::string hex(Bitboard b) {
  constexpr char kDigits[] = "0123456789abcdef";
  std::string s = "0x";
  for (int shift = 60; shift >= 0; shift -= 4) s += kDigits[(b >> shift) & 15];
  return s;
}

std::string square_list(Bitboard b) {
  if (b == 0) return "none";
  std::string s;
  while (b != 0) {
    if (!s.empty()) s += ' ';
    s += square_name(pop_lsb(b)).data();
  }
  return s;
}

std::vector<std::string> bitboard_diagram(Bitboard b) {
  return diagram([b](Square s) { return (b & square_bb(s)) != 0 ? '1' : '.'; });
}

std::vector<std::string> board_diagram(const Position& pos) {
  return diagram([&pos](Square s) {
    const char p = pos.board[static_cast<std::size_t>(s)];
    return p != '\0' ? p : '.';
  });
}

Panel bitboard_panel(std::string title, Bitboard b, bool with_hex) {
  Panel p{std::move(title), bitboard_diagram(b)};
  if (with_hex) p.lines.push_back(hex(b));
  return p;
}

Panel board_panel(std::string title, const Position& pos) {
  return Panel{std::move(title), board_diagram(pos)};
}

std::string side_by_side(const std::vector<Panel>& panels, int gap) {
  std::vector<std::size_t> widths;
  std::size_t height = 0;
  for (const Panel& p : panels) {
    std::size_t w = p.title.size();
    for (const std::string& line : p.lines) w = std::max(w, line.size());
    widths.push_back(w);
    height = std::max(height, p.lines.size());
  }
  const std::string spacer(static_cast<std::size_t>(std::max(gap, 0)), ' ');
  std::string out;
  // Row -1 is the title row, then the panel lines.
  for (std::ptrdiff_t row = -1; row < static_cast<std::ptrdiff_t>(height); ++row) {
    std::string line;
    for (std::size_t i = 0; i < panels.size(); ++i) {
      const Panel& p = panels[i];
      std::string cell;
      if (row < 0)
        cell = p.title;
      else if (static_cast<std::size_t>(row) < p.lines.size())
        cell = p.lines[static_cast<std::size_t>(row)];
      cell.resize(widths[i], ' ');
      if (i > 0) line += spacer;
      line += cell;
    }
    trim_right(line);
    out += line;
    out += '\n';
  }
  return out;
}

}  // namespace lanefill::cli
