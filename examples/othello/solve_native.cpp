// examples/othello/solve_native.cpp — compiled once per target (CMake sets the
// target's flags and LANEFILL_OTHELLO_TARGET): the exact search of
// solve_search.hpp on lanefill's inline Othello kernels, which native.h
// picks from those flags.
#include "solve_native.hpp"

#include <lanefill/native.h>

#include "solve_search.hpp"

#if !defined(LANEFILL_OTHELLO_TARGET)
#error \
    "compile solve_native.cpp with LANEFILL_OTHELLO_TARGET=<an inline target> (lanefill_add_native_targets)"
#endif
#define LANEFILL_OTHELLO_CONCAT2(a, b) a##b
#define LANEFILL_OTHELLO_CONCAT(a, b) LANEFILL_OTHELLO_CONCAT2(a, b)

namespace lanefill::othello_example {
namespace {

struct NativeEndgameKernels {
  std::uint64_t moves(std::uint64_t player, std::uint64_t opponent) const {
    return lanefill_native_othello_moves(player, opponent);
  }
  std::uint64_t flips(int square, std::uint64_t player, std::uint64_t opponent) const {
    return lanefill_native_othello_flips(square, player, opponent);
  }
  int last_flip_count(int square, std::uint64_t player) const {
    return lanefill_native_othello_last_flip_count(square, player);
  }
  std::uint64_t stable_discs(std::uint64_t player, std::uint64_t opponent) const {
    return lanefill_native_othello_stable_discs(player, opponent);
  }
  std::uint64_t potential_moves(std::uint64_t player, std::uint64_t opponent) const {
    return lanefill_native_othello_potential_moves(player, opponent);
  }
};

}  // namespace

int LANEFILL_OTHELLO_CONCAT(native_solve_,
                            LANEFILL_OTHELLO_TARGET)(std::uint64_t player, std::uint64_t opponent,
                                                     int alpha, int beta, SolveTableView table,
                                                     std::uint64_t* nodes) {
  SolveSearch<NativeEndgameKernels> search(NativeEndgameKernels{}, table);
  const int score = search.search(player, opponent, alpha, beta);
  *nodes += search.nodes();
  return score;
}

}  // namespace lanefill::othello_example
