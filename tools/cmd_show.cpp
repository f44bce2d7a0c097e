// tools/cmd_show.cpp — `lanefill show`: a hex bitboard or a FEN as a diagram.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"

namespace lanefill::cli {

int show_bitboard(Bitboard b) {
  std::cout << hex(b) << "  popcount " << popcount(b) << "\n";
  for (const std::string& line : bitboard_diagram(b)) std::cout << line << "\n";
  std::cout << "squares: " << square_list(b) << "\n";
  return kExitOk;
}

int show_position(const Position& pos) {
  std::cout << "FEN: " << to_fen(pos) << "\n";
  std::cout << side_by_side(
      {board_panel("Board", pos),
       bitboard_panel(count_title("Occupied", pos.occupied()), pos.occupied(), true),
       bitboard_panel(count_title("White", pos.pieces(Color::white)), pos.pieces(Color::white),
                      true),
       bitboard_panel(count_title("Black", pos.pieces(Color::black)), pos.pieces(Color::black),
                      true)},
      2);
  std::cout << "side to move:    " << name_of(pos.side_to_move) << "\n"
            << "castling:        " << castling_string(pos) << "\n"
            << "en passant:      "
            << (pos.en_passant == kNoSquare ? std::string("-") : square_name(pos.en_passant).data())
            << "\n"
            << "halfmove clock:  " << pos.halfmove_clock << "\n"
            << "fullmove number: " << pos.fullmove_number << "\n";
  return kExitOk;
}

int run_show(const std::vector<std::string>& words) {
  const CommandArgs args = parse_command_args("show", words, {});
  if (args.help) return print_help(kShowHelp);
  if (args.positional.empty())
    throw UsageError("show needs a hex bitboard or a FEN (see 'lanefill show --help')");
  const std::string text = join(args.positional);
  const bool is_fen =
      text.find('/') != std::string::npos || text == "startpos" || text == "kiwipete";
  if (is_fen) return show_position(position_from_words(args.positional, {}));
  if (args.positional.size() > 1)
    throw UsageError("show takes one hex bitboard, got " + std::to_string(args.positional.size()) +
                     " arguments");
  return show_bitboard(parse_hex_bitboard(text));
}

}  // namespace lanefill::cli
