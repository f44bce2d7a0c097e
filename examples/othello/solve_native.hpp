// examples/othello/solve_native.hpp — the exact solver's search on lanefill's
// inline kernels (lanefill/native.h); solve_native.cpp is universal, as
// perft_native.cpp (perft_native.hpp).
#pragma once

#include <cstdint>

#include "perft_native.hpp"
#include "solve_table.hpp"

// The score of (player, opponent) if in (alpha, beta), else a bound past it
// (solve_search.hpp); adds the nodes searched to *nodes. Called by name it
// runs the copy chosen at start-up; othello_solve.cpp takes the copy of the
// active ISA from lanefill_universal_address_lanefill_othello.
extern "C" int lanefill_othello_native_solve(std::uint64_t player, std::uint64_t opponent,
                                             int alpha, int beta,
                                             lanefill::othello_example::SolveTableView table,
                                             std::uint64_t* nodes);
