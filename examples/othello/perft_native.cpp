// examples/othello/perft_native.cpp — compiled once per target (CMake sets the
// target's flags and LANEFILL_OTHELLO_TARGET to scalar, avx2 or avx512): the
// perft of othello_count.hpp on lanefill's inline Othello kernels, which
// native.h picks from those flags.
#include "perft_native.hpp"

#include <lanefill/native.h>

#include "othello_count.hpp"

#if !defined(LANEFILL_OTHELLO_TARGET)
#error \
    "compile perft_native.cpp with LANEFILL_OTHELLO_TARGET=<an inline target> (lanefill_add_native_targets)"
#endif
#define LANEFILL_OTHELLO_CONCAT2(a, b) a##b
#define LANEFILL_OTHELLO_CONCAT(a, b) LANEFILL_OTHELLO_CONCAT2(a, b)

namespace lanefill::othello_example {
namespace {

struct NativeKernels {
  std::uint64_t moves(std::uint64_t player, std::uint64_t opponent) const {
    return lanefill_native_othello_moves(player, opponent);
  }
  std::uint64_t flips(int square, std::uint64_t player, std::uint64_t opponent) const {
    return lanefill_native_othello_flips(square, player, opponent);
  }
};

}  // namespace

std::uint64_t LANEFILL_OTHELLO_CONCAT(native_leaves_,
                                      LANEFILL_OTHELLO_TARGET)(std::uint64_t player,
                                                               std::uint64_t opponent, int depth,
                                                               std::uint64_t over) {
  return count_leaves(NativeKernels{}, player, opponent, depth, over);
}

}  // namespace lanefill::othello_example
