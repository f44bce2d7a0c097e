// tools/diagram.hpp — 8x8 text diagrams of bitboards and positions.
//
// A diagram has rank 8 at the top and files a..h left to right:
//
//   8 1 . . . . . . 1
//   ...
//   1 1 . . . . . . 1
//     a b c d e f g h
//
// Panels (a title plus diagram lines) can be printed side by side.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "fen.hpp"
#include "lanefill/bitboard.hpp"

namespace lanefill::cli {

using namespace ::lanefill::chess;  // Position, Color (examples/chess)

struct Panel {
  std::string title;
  std::vector<std::string> lines;
};

// "0x8100000000000081": always 16 hex digits.
std::string hex(Bitboard b);
// "a1 h1 a8 h8" in square order, or "none".
std::string square_list(Bitboard b);

// The 8 rank lines plus the file-letter line: '1' for set bits, '.' otherwise.
std::vector<std::string> bitboard_diagram(Bitboard b);
// The same with piece letters on occupied squares and '.' elsewhere.
std::vector<std::string> board_diagram(const Position& pos);

// A panel of a bitboard titled `title`; with_hex adds the hex value below.
Panel bitboard_panel(std::string title, Bitboard b, bool with_hex = false);
Panel board_panel(std::string title, const Position& pos);

// Panels side by side, separated by `gap` spaces; one string ending in '\n'.
// Trailing blanks are trimmed from every line.
std::string side_by_side(const std::vector<Panel>& panels, int gap = 3);

}  // namespace lanefill::cli
