// examples/othello/perft_native.cpp — compiled once per inline target
// (lanefill_add_universal gives each copy its target's flags): the perft of
// othello_count.hpp on lanefill's inline Othello kernels, which native.h
// picks from those flags.
#include "perft_native.hpp"

#include <lanefill/native.h>

#include "othello_count.hpp"

namespace lanefill::othello_example {
namespace {

struct NativeKernels {
  std::uint64_t moves(std::uint64_t player, std::uint64_t opponent) const {
    return lanefill_native_othello_moves(player, opponent);
  }
  std::uint64_t flips(int square, std::uint64_t player, std::uint64_t opponent) const {
    return lanefill_native_othello_flips(square, player, opponent);
  }
  void moves_batch(const std::uint64_t* player, const std::uint64_t* opponent, std::uint64_t* out,
                   std::size_t n) const {
    lanefill_native_othello_moves_batch(player, opponent, out, n);
  }
};

}  // namespace

}  // namespace lanefill::othello_example

std::uint64_t lanefill_othello_native_leaves(std::uint64_t player, std::uint64_t opponent,
                                             int depth, std::uint64_t over) {
  using namespace lanefill::othello_example;
  return count_leaves(NativeKernels{}, player, opponent, depth, over);
}
