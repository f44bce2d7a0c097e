// lanefill_perft — counts the leaf nodes of the legal move tree (perft).
//
//   lanefill_perft <depth> [FEN] [--divide] [--isa NAME]
//
// An example engine-style use of lanefill and an end-to-end check of its
// attack sets against published perft numbers and Stockfish's `go perft`.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "movegen.hpp"

namespace {

constexpr const char* kUsage =
    "usage: lanefill_perft <depth> [FEN] [--divide] [--isa NAME]\n"
    "  depth   1..10; counts the legal move sequences of that length\n"
    "  FEN     position (quoted, 4 or 6 fields); default: the start position\n"
    "  --divide  print the count below each root move (as Stockfish does)\n"
    "  --isa     scalar|sse2|avx2|avx512 (must be supported by this CPU)\n";

int usage_error(const std::string& message) {
  std::fprintf(stderr, "lanefill_perft: %s\n%s", message.c_str(), kUsage);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace lanefill;
  int depth = -1;
  std::string fen(cli::kStartFen);
  bool divide = false, have_fen = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (arg == "--divide") {
      divide = true;
    } else if (arg == "--isa") {
      if (i + 1 >= argc) return usage_error("--isa needs a value");
      const SetIsaResult r = set_isa(std::string_view(argv[++i]));
      if (r != SetIsaResult::ok)
        return usage_error("--isa " + std::string(argv[i]) + ": " + std::string(describe(r)));
    } else if (depth < 0) {
      const std::string s(arg);
      if (s.empty() || s.size() > 2 || s.find_first_not_of("0123456789") != std::string::npos ||
          std::atoi(s.c_str()) < 1 || std::atoi(s.c_str()) > 10)
        return usage_error("depth must be a number 1..10, not '" + s + "'");
      depth = std::atoi(s.c_str());
    } else if (!have_fen) {
      fen = std::string(arg);
      have_fen = true;
    } else {
      return usage_error("unexpected argument '" + std::string(arg) + "'");
    }
  }
  if (depth < 0) return usage_error("missing depth");

  cli::Position pos;
  try {
    pos = cli::parse_fen(fen);
  } catch (const cli::FenError& e) {
    return usage_error(e.what());
  }
  for (const char king : {'K', 'k'})
    if (popcount(pos.pieces(king)) != 1)
      return usage_error(std::string("the position needs exactly one ") +
                         (king == 'K' ? "white" : "black") + " king");

  const perft::Board board = perft::board_from(pos);
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (divide) {
    for (const perft::Move& m : perft::legal_moves(board)) {
      const std::uint64_t n = perft::perft(perft::make_move(board, m), depth - 1);
      std::printf("%s: %llu\n", perft::uci(m).c_str(), static_cast<unsigned long long>(n));
      nodes += n;
    }
    std::printf("\n");
  } else {
    nodes = perft::perft(board, depth);
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("Nodes searched: %llu\n", static_cast<unsigned long long>(nodes));
  std::printf("depth %d, %.3f s, %.1f M nodes/s, isa %s\n", depth, seconds,
              seconds > 0 ? nodes / seconds / 1e6 : 0.0, active_implementation().name);
  return 0;
}
