// tools/cmd_othello.cpp — `lanefill othello perft|solve|show|moves`: Othello
// on lanefill (examples/othello).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "cli.hpp"
#include "lanefill/othello.hpp"
#include "lanefill/plan.hpp"
#include "othello_perft.hpp"
#include "othello_position.hpp"
#include "othello_solve.hpp"
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

// --kernels inline|dispatched (default inline).
ox::SolveKernels take_solve_kernels(std::vector<std::string>& words) {
  const std::optional<std::string> v = take_option(words, "--kernels", "inline or dispatched");
  if (!v || *v == "inline") return ox::SolveKernels::inline_target;
  if (*v == "dispatched") return ox::SolveKernels::dispatched;
  throw UsageError("bad --kernels '" + *v + "' (expected inline or dispatched)");
}

std::size_t take_table_mib(std::vector<std::string>& words) {
  const std::optional<std::string> v = take_option(words, "--table-mib", "1..65536");
  if (!v) return 64;
  const bool digits =
      !v->empty() && v->size() <= 5 && v->find_first_not_of("0123456789") == std::string::npos;
  const unsigned long n = digits ? std::stoul(*v) : 0;
  if (n < 1 || n > 65536) throw UsageError("bad --table-mib '" + *v + "' (expected 1..65536)");
  return n;
}

std::string move_name(int square) {
  return square < 0 ? "pass" : std::string(square_name(static_cast<Square>(square)).data());
}

std::string signed_score(int score) {
  char text[8];
  std::snprintf(text, sizeof text, "%+d", score);
  return score == 0 ? "0" : text;
}

struct Solved {
  ox::SolveResult result;
  double seconds;
};

Solved timed_solve(const ox::Position& pos, const ox::SolveOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  const ox::SolveResult r = ox::solve(pos, options);
  return {r, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
}

// The lines of an OBF file that hold positions (not blank, not a comment).
std::vector<std::pair<int, ox::ObfLine>> read_obf(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("cannot read '" + path + "' (neither a position nor a readable file)");
  std::vector<std::pair<int, ox::ObfLine>> lines;
  std::string text;
  for (int number = 1; std::getline(in, text); ++number) {
    const std::size_t first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos || text[first] == '%' || text[first] == '#') continue;
    try {
      lines.emplace_back(number, ox::parse_obf_line(text));
    } catch (const ox::PositionError& e) {
      throw UsageError(path + ":" + std::to_string(number) + ": " + e.what());
    }
  }
  if (lines.empty()) throw UsageError("no positions in '" + path + "'");
  return lines;
}

int othello_solve(std::vector<std::string> words) {
  ox::SolveOptions options;
  options.threads =
      parse_threads(take_option(words, "--threads", "1.." + std::to_string(examples::kMaxThreads)));
  options.kernels = take_solve_kernels(words);
  options.table_mib = take_table_mib(words);
  if (words.empty())
    throw UsageError(
        "othello solve needs a position or an OBF file (see 'lanefill othello --help')");
  const std::string kernels_line =
      options.kernels == ox::SolveKernels::dispatched
          ? std::string("the dispatched kernel table, ISA ") + active_implementation().name
          : "lanefill's inline kernels (lanefill/native.h) compiled for " +
                ox::solve_inline_target() + ", the active ISA " + active_implementation().name;
  const std::string joined = join(words);
  if (words.size() >= 2 || joined.size() == 66 || joined.find(';') != std::string::npos) {
    ox::ObfLine line;
    try {
      line = ox::parse_obf_line(joined);
    } catch (const ox::PositionError& e) {
      throw UsageError(std::string("bad Othello position: ") + e.what());
    }
    print_board(line.position, 0);
    std::cout << "kernels: " << kernels_line << "\nthreads: " << options.threads << "\n";
    const Solved s = timed_solve(line.position, options);
    char time[64];
    std::snprintf(time, sizeof time, "%.3f s", s.seconds);
    std::cout << "score: " << signed_score(s.result.score)
              << (s.result.game_over ? " (the game is over)" : "")
              << "\nbest move: " << (s.result.game_over ? "none" : move_name(s.result.best_move))
              << "\nnodes: " << s.result.nodes << "\ntime: " << time << "\n";
    if (line.score && *line.score != s.result.score) {
      std::cout << "DIFFERS from the score given, " << signed_score(*line.score) << "\n";
      return kExitMismatch;
    }
    return kExitOk;
  }
  const std::vector<std::pair<int, ox::ObfLine>> lines = read_obf(joined);
  std::cout << "kernels: " << kernels_line << "\nthreads: " << options.threads << "\n"
            << " line empties  score  given  move        nodes     time\n";
  int differ = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (const auto& [number, line] : lines) {
    const Solved s = timed_solve(line.position, options);
    nodes += s.result.nodes;
    seconds += s.seconds;
    const bool wrong = line.score && *line.score != s.result.score;
    differ += wrong;
    char row[160];
    std::snprintf(
        row, sizeof row, "%5d %7d %6s %6s  %-4s %12llu %8.3f%s\n", number,
        64 - popcount(line.position.player | line.position.opponent),
        signed_score(s.result.score).c_str(), line.score ? signed_score(*line.score).c_str() : "?",
        move_name(s.result.best_move).c_str(), static_cast<unsigned long long>(s.result.nodes),
        s.seconds, wrong ? "  DIFFERS" : "");
    std::cout << row << std::flush;
  }
  char total[160];
  std::snprintf(total, sizeof total, "%zu positions, %llu nodes in %.3f s (%.1f M nodes/s)\n",
                lines.size(), static_cast<unsigned long long>(nodes), seconds,
                seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0);
  std::cout << total;
  if (differ) {
    std::cout << differ << (differ == 1 ? " score DIFFERS" : " scores DIFFER")
              << " from the file's\n";
    return kExitMismatch;
  }
  std::cout << "every score given in the file reproduced\n";
  return kExitOk;
}

}  // namespace

// Positions start with '-' (an empty a1): the words after the subcommand are
// all positional, never options; only -h/--help is recognised anywhere.
int run_othello(const std::vector<std::string>& words) {
  for (const std::string& w : words)
    if (w == "-h" || w == "--help") return print_help(kOthelloHelp);
  if (words.empty()) throw UsageError("othello needs a subcommand: perft, solve, show or moves");
  const std::string& sub = words.front();
  const std::vector<std::string> rest(words.begin() + 1, words.end());
  if (sub == "perft") return othello_perft(rest);
  if (sub == "solve") return othello_solve(rest);
  if (sub == "show" || sub == "moves") {
    const ox::Position pos = othello_position(rest);
    const Bitboard moves = othello::moves(pos.player, pos.opponent);
    print_board(pos, sub == "moves" ? moves : 0);
    if (sub == "moves") std::cout << "legal moves: " << othello_square_list(moves) << "\n";
    return kExitOk;
  }
  throw UsageError("unknown othello subcommand '" + sub +
                   "' (expected perft, solve, show or moves)");
}

}  // namespace lanefill::cli
