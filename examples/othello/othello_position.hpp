// examples/othello/othello_position.hpp — Othello positions in the one-line form of
// Edax's OBF files: 64 characters in square order (a1 = bit 0 first, row by
// row), 'X' black, 'O' white, '-' empty, then one space and the side to move,
// 'X' or 'O'.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "lanefill/bitboard.hpp"

namespace lanefill::othello_example {

struct Position {
  Bitboard player = 0;    // the discs of the side to move
  Bitboard opponent = 0;  // the other side's discs
  bool black_to_move = true;
};

// Thrown by parse_position; what() is one line.
class PositionError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

Position start_position();
Position parse_position(std::string_view text);
std::string to_text(const Position& pos);

}  // namespace lanefill::othello_example
