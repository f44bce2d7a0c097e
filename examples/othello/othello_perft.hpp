// examples/othello/othello_perft.hpp — Othello perft on lanefill.
//
// Convention (Edax's): a forced pass takes a ply, and at the last ply it
// counts as one node; a finished game (neither side can move) counts 0.
// Counts from the start: 4, 12, 56, 244, 1396, 8200, 55092, 390216, ...
// Bulk counting: at the last ply the legal moves are counted, not played.
#pragma once

#include <cstdint>
#include <functional>

#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill::othello_example {

// With the constexpr scalar kernels of lanefill/othello.hpp (inlined).
std::uint64_t perft(Bitboard player, Bitboard opponent, int depth);
// With a kernel table: lanefill::othello_kernels() (the dispatched one, the
// plan's choice) or one ISA's own, *lanefill::active_implementation().othello.
std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, const OthelloKernels& k);

}  // namespace lanefill::othello_example
