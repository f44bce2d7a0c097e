// tools/cmd_perft.cpp — `lanefill perft`: leaf counts of the legal move tree.
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

int parse_depth(std::string_view text) {
  if (text.size() != 1 || text[0] < '0' || text[0] > '9')
    throw UsageError("bad perft depth '" + std::string(text) + "' (expected 0..9)");
  return text[0] - '0';
}

int run_perft(const std::vector<std::string>& words) {
  const CommandArgs args =
      parse_command_args("perft", words, {"--isa", "--algorithm"}, {"--divide"});
  if (args.help) return print_help(kPerftHelp);
  if (args.positional.empty())
    throw UsageError("perft needs a depth (see 'lanefill perft --help')");
  const int depth = parse_depth(args.positional.front());
  const std::vector<std::string> fen_words(args.positional.begin() + 1, args.positional.end());
  const Position pos = position_from_words(fen_words, kStartFen);
  if (const std::string problem = perft_problem(pos); !problem.empty())
    throw UsageError("cannot run perft on this position: " + problem);
  const ChosenKernels choice = choose_kernels(args);
  const AttackKernels& k = *choice.kernels;

  std::cout << "position: " << to_fen(pos) << "\n";
  print_computed_by(choice);
  // Flushed line by line: deep counts take a while.
  for (int d = 1; d <= depth; ++d)
    std::cout << "perft(" << d << ") = " << perft(pos, d, k) << std::endl;
  if (depth == 0) std::cout << "perft(0) = 1\n";
  if (args.flag("--divide") && depth >= 1) {
    std::cout << "divide at depth " << depth << ":\n";
    std::uint64_t total = 0;
    for (const auto& [move, count] : perft_divide(pos, depth, k)) {
      std::cout << move << ": " << count << "\n";
      total += count;
    }
    std::cout << "total: " << total << "\n";
  }
  return kExitOk;
}

}  // namespace lanefill::cli
