// examples/othello/perft_native.hpp — Othello perft on lanefill's inline
// kernels (lanefill/native.h), one entry point per target; perft_native.cpp is
// compiled once per target with that target's flags.
#pragma once

#include <cstdint>

#include "lanefill_inline_targets.hpp"

namespace lanefill::othello_example {

// The leaves below (player, opponent) at `depth`, a finished game counting
// `over` (0 or 1), one function per inline target this build compiles. Call
// a target's function only where the CPU runs it (othello_perft.cpp asks
// lanefill's dispatch).
#define LANEFILL_OTHELLO_DECLARE_LEAVES(target)                                                 \
  std::uint64_t native_leaves_##target(std::uint64_t player, std::uint64_t opponent, int depth, \
                                       std::uint64_t over);
LANEFILL_INLINE_TARGETS(LANEFILL_OTHELLO_DECLARE_LEAVES)
#undef LANEFILL_OTHELLO_DECLARE_LEAVES

}  // namespace lanefill::othello_example
