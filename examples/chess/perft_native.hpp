// examples/chess/perft_native.hpp — the chess perft on lanefill's inline
// kernels (lanefill/native.h), one entry point per target; perft_native.cpp
// is compiled once per target with that target's flags.
#pragma once

#include <cstdint>

#include "board.hpp"
#include "lanefill_inline_targets.hpp"

namespace lanefill::chess {

// The leaves of the legal move tree of `depth` >= 1 plies below b, one
// function per inline target this build compiles (native_leaves_scalar,
// native_leaves_avx2, ...). Call a target's function only where the CPU runs
// that target (perft.cpp asks lanefill's dispatch).
#define LANEFILL_CHESS_DECLARE_LEAVES(target) \
  std::uint64_t native_leaves_##target(const Board& b, int depth);
LANEFILL_INLINE_TARGETS(LANEFILL_CHESS_DECLARE_LEAVES)
#undef LANEFILL_CHESS_DECLARE_LEAVES

}  // namespace lanefill::chess
