// tools/cmd_attacks.cpp — `lanefill attacks`: set-wise or single-slider attacks of a position.
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

enum class SliderKind { rook, bishop, queen };

std::optional<SliderKind> slider_kind_of_piece(char piece) {
  switch (piece | 0x20) {  // lower-case letter
    case 'r': return SliderKind::rook;
    case 'b': return SliderKind::bishop;
    case 'q': return SliderKind::queen;
    default: return std::nullopt;
  }
}

SliderKind parse_slider_kind(std::string_view text) {
  if (text == "rook") return SliderKind::rook;
  if (text == "bishop") return SliderKind::bishop;
  if (text == "queen") return SliderKind::queen;
  throw UsageError("bad --piece '" + std::string(text) + "' (expected rook, bishop or queen)");
}

constexpr std::string_view name_of(SliderKind kind) {
  return kind == SliderKind::rook ? "rook" : kind == SliderKind::bishop ? "bishop" : "queen";
}

Bitboard slider_attacks_from(const Kernels& k, SliderKind kind, Square s, Bitboard occ) {
  switch (kind) {
    case SliderKind::rook: return k.rook_attacks(s, occ);
    case SliderKind::bishop: return k.bishop_attacks(s, occ);
    case SliderKind::queen: return k.queen_attacks(s, occ);
  }
  return 0;
}

// The slider to compute for on `s`: --piece if given, else the piece there.
SliderKind slider_for_square(const Position& pos, Square s, const CommandArgs& args) {
  if (const std::optional<std::string> piece = args.option("--piece"))
    return parse_slider_kind(*piece);
  const char p = pos.board[static_cast<std::size_t>(s)];
  const std::string sq = square_name(s).data();
  if (p == '\0')
    throw UsageError("square " + sq +
                     " is empty; pass --piece rook|bishop|queen to compute attacks from it");
  if (const std::optional<SliderKind> kind = slider_kind_of_piece(p)) return *kind;
  throw UsageError("square " + sq + " holds a " + piece_name(p) +
                   ", not a slider; pass --piece rook|bishop|queen to compute anyway");
}

void print_square_attacks(const ChosenKernels& choice, const Position& pos, Square s,
                          SliderKind kind) {
  const Kernels& k = *choice.kernels;
  const Bitboard occupied = pos.occupied();
  const Bitboard attacks = slider_attacks_from(k, kind, s, occupied);
  const std::string sq = square_name(s).data();
  const char p = pos.board[static_cast<std::size_t>(s)];
  const bool own_piece = p != '\0' && slider_kind_of_piece(p) == kind;
  const std::string who = own_piece ? "the " + piece_name(p) : "a " + std::string(name_of(kind));

  std::cout << "position: " << to_fen(pos) << "\n";
  print_computed_by(choice);
  std::cout << "\nattacks of " << who << " on " << sq << ": " << name_of(kind) << "_attacks(" << sq
            << ", occupied), blockers included\n"
            << side_by_side({board_panel("Board", pos),
                             bitboard_panel(count_title("Attacks", attacks), attacks)},
                            3)
            << "attacks: " << hex(attacks) << "  popcount " << popcount(attacks) << "\n"
            << "squares: " << square_list(attacks) << "\n";
  if (p != '\0') {
    const Color c = color_of(p);
    std::cout << "own pieces (defended):       " << square_list(attacks & pos.pieces(c)) << "\n"
              << "enemy pieces (captures):     " << square_list(attacks & pos.pieces(opposite(c)))
              << "\n";
  } else {
    std::cout << "pieces hit:                  " << square_list(attacks & occupied) << "\n";
  }
  std::cout << "empty squares (quiet moves): " << square_list(attacks & ~occupied) << "\n";
}

int run_attacks(const std::vector<std::string>& words) {
  const CommandArgs args =
      parse_command_args("attacks", words, {"--square", "--piece", "--algorithm", "--isa"});
  if (args.help) return print_help(kAttacksHelp);
  if (args.positional.empty())
    throw UsageError("attacks needs a FEN (see 'lanefill attacks --help')");
  const Position pos = position_from_words(args.positional, {});
  // Validate everything before printing anything.
  const std::optional<std::string> square = args.option("--square");
  if (!square) {
    if (args.option("--piece")) throw UsageError("--piece needs --square");
    const ChosenKernels choice = choose_kernels(args);
    std::cout << "position: " << to_fen(pos) << "\n";
    print_computed_by(choice);
    std::cout << "\n";
    print_attack_maps(*choice.kernels, pos);
    return kExitOk;
  }
  const Square s = parse_square(*square);
  const SliderKind kind = slider_for_square(pos, s, args);
  const ChosenKernels choice = choose_kernels(args);
  print_square_attacks(choice, pos, s, kind);
  return kExitOk;
}

}  // namespace lanefill::cli
