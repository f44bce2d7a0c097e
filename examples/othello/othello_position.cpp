// examples/othello/othello_position.cpp — the OBF-style position line.
#include "othello_position.hpp"

#include "lanefill/othello.hpp"

namespace lanefill::othello_example {

Position start_position() { return {othello::kStartBlack, othello::kStartWhite, true}; }

Position parse_position(std::string_view text) {
  if (text.size() != 66)
    throw PositionError(
        "a position is 64 squares ('X', 'O' or '-'), a space and the side to "
        "move ('X' or 'O'): got " +
        std::to_string(text.size()) + " characters");
  Bitboard black = 0, white = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const char c = text[static_cast<std::size_t>(sq)];
    const Bitboard bit = Bitboard{1} << sq;
    if (c == 'X')
      black |= bit;
    else if (c == 'O')
      white |= bit;
    else if (c != '-')
      throw PositionError("square " + std::to_string(sq) + " is '" + std::string(1, c) +
                          "' (expected 'X', 'O' or '-')");
  }
  if (text[64] != ' ') throw PositionError("expected a space after the 64 squares");
  const char side = text[65];
  if (side != 'X' && side != 'O')
    throw PositionError(std::string("side to move is '") + side + "' (expected 'X' or 'O')");
  const bool black_moves = side == 'X';
  return black_moves ? Position{black, white, true} : Position{white, black, false};
}

std::string to_text(const Position& pos) {
  const Bitboard black = pos.black_to_move ? pos.player : pos.opponent;
  const Bitboard white = pos.black_to_move ? pos.opponent : pos.player;
  std::string s(64, '-');
  for (int sq = 0; sq < 64; ++sq) {
    if ((black >> sq) & 1) s[static_cast<std::size_t>(sq)] = 'X';
    if ((white >> sq) & 1) s[static_cast<std::size_t>(sq)] = 'O';
  }
  return s + (pos.black_to_move ? " X" : " O");
}

}  // namespace lanefill::othello_example
