// examples/chess/perft_native.hpp — the chess perft on lanefill's inline
// kernels (lanefill/native.h). perft_native.cpp is universal
// (lanefill_add_universal in CMakeLists.txt): one isolated copy per inline
// target, each compiled with that target's flags.
#pragma once

#include <lanefill/universal.h>

#include <cstdint>

#include "board.hpp"

// The leaves of the legal move tree of `depth` >= 1 plies below *b. Called
// by name it runs the copy chosen at start-up; perft.cpp takes the copy of
// the active ISA from lanefill_universal_address_lanefill_chess.
extern "C" std::uint64_t lanefill_chess_native_leaves(const lanefill::chess::Board* b, int depth);
LANEFILL_UNIVERSAL_DECLARE(lanefill_chess);
