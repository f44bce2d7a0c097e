// examples/chess/perft_native.hpp — the chess perft on lanefill's inline
// kernels (lanefill/native.h), one entry point per target; perft_native.cpp
// is compiled once per target with that target's flags.
#pragma once

#include <cstdint>

#include "board.hpp"

namespace lanefill::chess {

// The leaves of the legal move tree of `depth` >= 1 plies below b. Call a
// target's function only where the CPU runs that target (perft.cpp asks
// lanefill's dispatch).
std::uint64_t native_leaves_scalar(const Board& b, int depth);
std::uint64_t native_leaves_avx2(const Board& b, int depth);
std::uint64_t native_leaves_avx512(const Board& b, int depth);

}  // namespace lanefill::chess
