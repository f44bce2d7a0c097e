// examples/othello/perft_native.hpp — Othello perft on lanefill's inline
// kernels (lanefill/native.h), one entry point per target; perft_native.cpp is
// compiled once per target with that target's flags.
#pragma once

#include <cstdint>

namespace lanefill::othello_example {

// The leaves below (player, opponent) at `depth`, a finished game counting
// `over` (0 or 1). Call a target's function only where the CPU runs it
// (othello_perft.cpp asks lanefill's dispatch).
std::uint64_t native_leaves_scalar(std::uint64_t player, std::uint64_t opponent, int depth,
                                   std::uint64_t over);
std::uint64_t native_leaves_avx2(std::uint64_t player, std::uint64_t opponent, int depth,
                                 std::uint64_t over);
std::uint64_t native_leaves_avx512(std::uint64_t player, std::uint64_t opponent, int depth,
                                   std::uint64_t over);

}  // namespace lanefill::othello_example
