// examples/othello/othello_solve.hpp — an exact Othello endgame solver on
// lanefill's endgame kernels (`lanefill othello solve`): the final disc
// difference with perfect play from both sides, and a best move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "othello_position.hpp"

namespace lanefill::othello_example {

// Which kernels the search calls.
enum class SolveKernels {
  inline_target,  // lanefill/native.h compiled for the active ISA (solve_native.cpp)
  dispatched,     // the dispatched kernel table, lanefill::kernels()
};

struct SolveOptions {
  unsigned threads = 1;        // 1..examples::kMaxThreads: root moves searched in parallel
  std::size_t table_mib = 64;  // the transposition table, rounded down to a power of two
  SolveKernels kernels = SolveKernels::inline_target;
};

struct SolveResult {
  int score = 0;       // the side to move's final disc difference, empties to the winner
  int best_move = -1;  // 0..63; -1 when the side to move must pass or the game is over
  bool game_over = false;
  std::uint64_t nodes = 0;  // positions searched (depends on the thread count)
};

// Throws std::invalid_argument on threads 0 or above kMaxThreads, or a table
// under 1 MiB.
SolveResult solve(const Position& pos, const SolveOptions& options = {});

// The inline target solve() runs with SolveKernels::inline_target.
std::string solve_inline_target();

// One line of an Edax OBF file: the position, then "; MOVE:SCORE;" pairs,
// the best move first; `score` is that first pair's score, if any.
struct ObfLine {
  Position position;
  std::optional<int> score;
  std::string best_move;  // as written, e.g. "G8"; empty if none
};
// Throws PositionError on a malformed line.
ObfLine parse_obf_line(std::string_view line);

}  // namespace lanefill::othello_example
