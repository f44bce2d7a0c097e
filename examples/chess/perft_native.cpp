// examples/chess/perft_native.cpp — compiled once per target (CMake sets the
// target's flags and LANEFILL_CHESS_TARGET to scalar, avx2 or avx512): the
// generator of movegen.hpp on lanefill's inline kernels, which native.h picks
// from those flags.
#include "perft_native.hpp"

#include <lanefill/native.h>

#include "movegen.hpp"

#if !defined(LANEFILL_CHESS_TARGET)
#error "compile perft_native.cpp with LANEFILL_CHESS_TARGET=scalar|avx2|avx512"
#endif
#define LANEFILL_CHESS_CONCAT2(a, b) a##b
#define LANEFILL_CHESS_CONCAT(a, b) LANEFILL_CHESS_CONCAT2(a, b)

namespace lanefill::chess {
namespace {

struct NativeSliders {
  U64 rook(int square, U64 occupied) const {
    return lanefill_native_rook_attacks(square, occupied);
  }
  U64 bishop(int square, U64 occupied) const {
    return lanefill_native_bishop_attacks(square, occupied);
  }
  U64 map(U64 orth, U64 diag, U64 occupied) const {
    return lanefill_native_slider_attacks(orth, diag, occupied);
  }
};

}  // namespace

std::uint64_t LANEFILL_CHESS_CONCAT(native_leaves_, LANEFILL_CHESS_TARGET)(const Board& b,
                                                                           int depth) {
  return count_leaves(NativeSliders{}, b, depth);
}

}  // namespace lanefill::chess
