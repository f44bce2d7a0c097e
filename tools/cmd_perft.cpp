// tools/cmd_perft.cpp — `lanefill perft`: leaf counts of the legal move tree.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli.hpp"

namespace lanefill::cli {

int parse_depth(std::string_view text) {
  if (text.size() != 1 || text[0] < '0' || text[0] > '9')
    throw UsageError("bad perft depth '" + std::string(text) + "' (expected 0..9)");
  return text[0] - '0';
}

int run_perft(const std::vector<std::string>& words) {
  const CommandArgs args =
      parse_command_args("perft", words, {"--isa", "--algorithm", "--threads"}, {"--divide"});
  if (args.help) return print_help(kPerftHelp);
  if (args.positional.empty())
    throw UsageError("perft needs a depth (see 'lanefill perft --help')");
  const int depth = parse_depth(args.positional.front());
  const std::vector<std::string> fen_words(args.positional.begin() + 1, args.positional.end());
  const Position pos = position_from_words(fen_words, kStartFen);
  if (const std::string problem = perft_problem(pos); !problem.empty())
    throw UsageError("cannot run perft on this position: " + problem);
  const ChosenKernels choice = choose_kernels(args);
  const unsigned threads = parse_threads(args.option("--threads"));
  // Without --algorithm: lanefill's inline kernels compiled for the active
  // ISA (where one is compiled for it), else the chosen table.
  const std::string target = args.option("--algorithm") ? std::string() : inline_target();
  const Sliders sliders{target.empty() ? choice.kernels : nullptr};

  std::cout << "position: " << to_fen(pos) << "\n";
  if (target.empty())
    print_computed_by(choice);
  else
    std::cout << "computed by: lanefill's inline kernels (lanefill/native.h) compiled for "
              << target << ", the active ISA " << active_implementation().name << "\n";
  std::cout << "threads: " << threads << " (the tree split below the root)\n";
  // Flushed line by line: deep counts take a while. With --divide the last
  // depth is computed once, per root move, and its total is perft(DEPTH).
  const bool divide = args.flag("--divide") && depth >= 1;
  std::uint64_t nodes = depth == 0 ? 1 : 0;
  double seconds = 0;  // of the last depth
  for (int d = 1; d <= depth; ++d) {
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::pair<std::string, std::uint64_t>> per_move;
    // Long runs (depth 7 and more) go root move by root move and show progress on stderr.
    const bool long_run = d >= 7;
    if ((divide || long_run) && d == depth) {
      per_move = perft_divide(
          pos, d, sliders,
          [&](std::size_t done, std::size_t total) {
            if (long_run)
              std::cerr << "\rperft(" << d << "): " << done << "/" << total << " subtrees"
                        << std::flush;
          },
          threads);
      if (long_run) std::cerr << "\n";
      nodes = 0;
      for (const auto& entry : per_move) nodes += entry.second;
    } else {
      nodes = perft(pos, d, sliders, threads);
    }
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "perft(" << d << ") = " << nodes << std::endl;
    if (divide && d == depth) {
      std::cout << "divide at depth " << depth << ":\n";
      for (const auto& [move, count] : per_move) std::cout << move << ": " << count << "\n";
      std::cout << "total: " << nodes << "\n";
    }
  }
  if (depth == 0) std::cout << "perft(0) = 1\n";
  char rate[96];
  std::snprintf(rate, sizeof rate, "time: %.3f s (depth %d), %.1f M nodes/s, %u thread%s\n",
                seconds, depth, seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0,
                threads, threads == 1 ? "" : "s");
  std::cout << rate;
  return kExitOk;
}

}  // namespace lanefill::cli
