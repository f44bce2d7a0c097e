// tools/cmd_othello.cpp — `lanefill othello perft|show|moves`: Othello on
// lanefill (examples/othello).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "cli.hpp"
#include "lanefill/othello.hpp"
#include "lanefill/plan.hpp"
#include "othello_perft.hpp"
#include "othello_position.hpp"
#include "tasks.hpp"

namespace lanefill::cli {
namespace {

namespace ox = ::lanefill::othello_example;

// The position: none (the start), one argument, or the 64 squares and the
// side to move as two words.
ox::Position othello_position(const std::vector<std::string>& words) {
  if (words.empty()) return ox::start_position();
  try {
    return ox::parse_position(join(words));
  } catch (const ox::PositionError& e) {
    throw UsageError(std::string("bad Othello position: ") + e.what());
  }
}

int parse_othello_depth(const std::string& text) {
  int depth = 0;
  const bool digits = !text.empty() && text.size() <= 2 &&
                      text.find_first_not_of("0123456789") == std::string::npos;
  if (digits) depth = std::stoi(text);
  if (!digits || depth > 20)
    throw UsageError("bad Othello perft depth '" + text + "' (expected 0..20)");
  return depth;
}

// Rank 8 on top: 'X' black, 'O' white, '*' a legal move of the side to move.
void print_board(const ox::Position& pos, Bitboard marks) {
  const Bitboard black = pos.black_to_move ? pos.player : pos.opponent;
  const Bitboard white = pos.black_to_move ? pos.opponent : pos.player;
  for (int rank = 7; rank >= 0; --rank) {
    std::cout << "  " << rank + 1 << " ";
    for (int file = 0; file < 8; ++file) {
      const Bitboard bit = Bitboard{1} << (rank * 8 + file);
      std::cout << ' ' << ((black & bit) ? 'X' : (white & bit) ? 'O' : (marks & bit) ? '*' : '.');
    }
    std::cout << "\n";
  }
  std::cout << "     a b c d e f g h\n"
            << "  " << popcount(black) << " black (X), " << popcount(white) << " white (O), "
            << (pos.black_to_move ? "black" : "white") << " (" << (pos.black_to_move ? 'X' : 'O')
            << ") to move\n";
}

std::string othello_square_list(Bitboard squares) {
  std::string s;
  while (squares) append_word(s, square_name(pop_lsb(squares)).data());
  return s.empty() ? "none" : s;
}

// Takes "NAME VALUE" out of `words` (the last one given wins). Positions
// start with a single '-', so only the exact option word is taken.
std::optional<std::string> take_option(std::vector<std::string>& words, std::string_view name,
                                       std::string_view expected) {
  std::optional<std::string> value;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i] != name) continue;
    if (i + 1 >= words.size())
      throw UsageError(std::string(name) + " needs a value (" + std::string(expected) + ")");
    value = words[i + 1];
    words.erase(words.begin() + static_cast<std::ptrdiff_t>(i),
                words.begin() + static_cast<std::ptrdiff_t>(i) + 2);
    --i;
  }
  return value;
}

// --finished-games none|leaf (default none, Edax's convention).
ox::FinishedGames take_finished_games(std::vector<std::string>& words) {
  const std::optional<std::string> v = take_option(words, "--finished-games", "none or leaf");
  if (!v || *v == "none") return ox::FinishedGames::none;
  if (*v == "leaf") return ox::FinishedGames::leaf;
  throw UsageError("bad --finished-games '" + *v + "' (expected none or leaf)");
}

int othello_perft(std::vector<std::string> words) {
  const ox::FinishedGames finished = take_finished_games(words);
  const unsigned threads =
      parse_threads(take_option(words, "--threads", "1.." + std::to_string(examples::kMaxThreads)));
  if (words.empty())
    throw UsageError("othello perft needs a depth (see 'lanefill othello --help')");
  const int depth = parse_othello_depth(words.front());
  const ox::Position pos = othello_position({words.begin() + 1, words.end()});
  std::cout << "othello perft from " << ox::to_text(pos) << "\n"
            << (finished == ox::FinishedGames::none
                    ? "convention: a forced pass takes a ply and is one node at the leaf; a "
                      "finished game counts 0 (Edax's)\n"
                    : "convention: a forced pass takes a ply and is one node at the leaf; a "
                      "finished game counts 1 (Aart Bik's table, Egaroucid)\n");
  // lanefill's inline kernels compiled for the active ISA (examples/othello
  // builds the perft once per target of lanefill/native.h).
  std::cout << "kernels: lanefill's inline kernels (lanefill/native.h) compiled for "
            << ox::inline_target() << ", the active ISA " << active_implementation().name << "\n"
            << "threads: " << threads << " (the tree split below the root)\n";
  std::uint64_t nodes = depth == 0 ? 1 : 0;
  double seconds = 0;  // of the last depth
  for (int d = 1; d <= depth; ++d) {
    const auto start = std::chrono::steady_clock::now();
    nodes = ox::perft_inline(pos.player, pos.opponent, d, finished, threads);
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "depth " << d << ": " << nodes << std::endl;
  }
  char rate[96];
  std::snprintf(rate, sizeof rate, "time: %.3f s (depth %d), %.1f M nodes/s, %u thread%s\n",
                seconds, depth, seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0,
                threads, threads == 1 ? "" : "s");
  std::cout << "nodes: " << nodes << "\n" << rate;
  return kExitOk;
}

}  // namespace

// Positions start with '-' (an empty a1): the words after the subcommand are
// all positional, never options; only -h/--help is recognised anywhere.
int run_othello(const std::vector<std::string>& words) {
  for (const std::string& w : words)
    if (w == "-h" || w == "--help") return print_help(kOthelloHelp);
  if (words.empty()) throw UsageError("othello needs a subcommand: perft, show or moves");
  const std::string& sub = words.front();
  const std::vector<std::string> rest(words.begin() + 1, words.end());
  if (sub == "perft") return othello_perft(rest);
  if (sub == "show" || sub == "moves") {
    const ox::Position pos = othello_position(rest);
    const Bitboard moves = othello::moves(pos.player, pos.opponent);
    print_board(pos, sub == "moves" ? moves : 0);
    if (sub == "moves") std::cout << "legal moves: " << othello_square_list(moves) << "\n";
    return kExitOk;
  }
  throw UsageError("unknown othello subcommand '" + sub + "' (expected perft, show or moves)");
}

}  // namespace lanefill::cli
