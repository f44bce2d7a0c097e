// examples/othello/solve_native.hpp — the exact solver's search on lanefill's
// inline kernels (lanefill/native.h), one entry point per target;
// solve_native.cpp is compiled once per target with that target's flags.
#pragma once

#include <cstdint>

#include "lanefill_inline_targets.hpp"
#include "solve_table.hpp"

namespace lanefill::othello_example {

// The score of (player, opponent) if in (alpha, beta), else a bound past it
// (solve_search.hpp); adds the nodes searched to *nodes. One function per
// inline target this build compiles; call a target's function only where
// the CPU runs it (othello_solve.cpp asks lanefill's dispatch).
#define LANEFILL_OTHELLO_DECLARE_SOLVE(target)                                                 \
  int native_solve_##target(std::uint64_t player, std::uint64_t opponent, int alpha, int beta, \
                            SolveTableView table, std::uint64_t* nodes);
LANEFILL_INLINE_TARGETS(LANEFILL_OTHELLO_DECLARE_SOLVE)
#undef LANEFILL_OTHELLO_DECLARE_SOLVE

}  // namespace lanefill::othello_example
