// examples/othello/solve_native.cpp — compiled once per inline target
// (lanefill_add_universal gives each copy its target's flags): the exact
// search of solve_search.hpp on lanefill's inline Othello kernels, which
// native.h picks from those flags.
#include "solve_native.hpp"

#include <lanefill/native.h>

#include "solve_search.hpp"

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

}  // namespace lanefill::othello_example

int lanefill_othello_native_solve(std::uint64_t player, std::uint64_t opponent, int alpha, int beta,
                                  lanefill::othello_example::SolveTableView table,
                                  std::uint64_t* nodes) {
  using namespace lanefill::othello_example;
  SolveSearch<NativeEndgameKernels> search(NativeEndgameKernels{}, table);
  const int score = search.search(player, opponent, alpha, beta);
  *nodes += search.nodes();
  return score;
}
