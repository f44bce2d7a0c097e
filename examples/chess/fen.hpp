// examples/chess/fen.hpp — a strict FEN parser and printer (the chess example, used by the CLI).
//
// Accepts the six standard fields separated by spaces, or the first four
// (the clocks then default to "0 1"). Every field is validated:
//   1. piece placement: exactly 8 ranks separated by '/', each covering
//      exactly 8 files; pieces PNBRQK/pnbrqk; empty runs 1..8 (no two digits
//      in a row);
//   2. side to move: 'w' or 'b';
//   3. castling: '-' or a non-empty subset of "KQkq" in that order;
//   4. en passant: '-' or an empty square on rank 6 (white to move) or
//      rank 3 (black to move);
//   5. halfmove clock: a decimal integer 0..9999 (no sign, no leading zeros);
//   6. fullmove number: a decimal integer 1..9999 (no sign, no leading zeros).
// King counts and other legality questions are left to the caller.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

#include "lanefill/attacks.hpp"
#include "lanefill/bitboard.hpp"

namespace lanefill::chess {

// The standard starting position and "Kiwipete" (a well-known perft test position).
inline constexpr std::string_view kStartFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
inline constexpr std::string_view kKiwipeteFen =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

using ::lanefill::Color;  // white, black (lanefill/attacks.hpp)

constexpr std::string_view name_of(Color c) { return c == Color::white ? "white" : "black"; }
constexpr Color opposite(Color c) { return c == Color::white ? Color::black : Color::white; }

// Thrown by parse_fen; what() is one line describing the first problem found.
class FenError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Position {
  // Piece letter per square (a1 = 0): "PNBRQK" white, "pnbrqk" black, '\0' empty.
  std::array<char, 64> board{};
  Color side_to_move = Color::white;
  // Castling rights in "KQkq" order.
  bool castle_white_king = false, castle_white_queen = false;
  bool castle_black_king = false, castle_black_queen = false;
  Square en_passant = kNoSquare;
  int halfmove_clock = 0;
  int fullmove_number = 1;

  // Squares holding exactly this piece letter (e.g. 'R' = white rooks).
  Bitboard pieces(char letter) const;
  Bitboard pieces(Color c) const;
  Bitboard occupied() const { return pieces(Color::white) | pieces(Color::black); }
  // Orthogonal sliders (rooks | queens) and diagonal sliders (bishops | queens).
  Bitboard orthogonal_sliders(Color c) const;
  Bitboard diagonal_sliders(Color c) const;
};

// Parses `text` strictly; throws FenError on the first malformed field.
Position parse_fen(std::string_view text);
// The six-field FEN of `pos` (canonical spelling).
std::string to_fen(const Position& pos);
// The castling field of `pos`: "-" or a subset of "KQkq".
std::string castling_string(const Position& pos);

// Colour of a piece letter; the letter must be one of PNBRQKpnbrqk.
constexpr Color color_of(char piece) { return piece >= 'a' ? Color::black : Color::white; }
// "white rook", "black queen", ... for a valid piece letter.
std::string piece_name(char piece);

}  // namespace lanefill::chess
