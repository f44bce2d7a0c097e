// examples/othello/perft_native.hpp — Othello perft on lanefill's inline
// kernels (lanefill/native.h). perft_native.cpp and solve_native.cpp are
// universal (lanefill_add_universal in CMakeLists.txt): one isolated copy per
// inline target, each compiled with that target's flags.
#pragma once

#include <lanefill/universal.h>

#include <cstdint>

// The leaves below (player, opponent) at `depth`, a finished game counting
// `over` (0 or 1). Called by name it runs the copy chosen at start-up;
// othello_perft.cpp takes the copy of the active ISA from
// lanefill_universal_address_lanefill_othello.
extern "C" std::uint64_t lanefill_othello_native_leaves(std::uint64_t player,
                                                        std::uint64_t opponent, int depth,
                                                        std::uint64_t over);
LANEFILL_UNIVERSAL_DECLARE(lanefill_othello);
