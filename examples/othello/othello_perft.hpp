// examples/othello/othello_perft.hpp — Othello perft on lanefill.
//
// A forced pass takes a ply, and at the last ply it counts as one node. A
// game that ends before the last ply (neither side can move) counts 0 in
// Edax's convention (FinishedGames::none: 24571056 at depth 10, 212258216
// at 11) and 1 in the convention of Aart Bik's published table and
// Egaroucid (FinishedGames::leaf: 24571284 and 212258800); both agree up to
// depth 9, since no game ends before its ninth move.
// Bulk counting: at the last ply the legal moves are counted, not played.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill::othello_example {

// What a game that is over before the last ply counts.
enum class FinishedGames { none, leaf };

// With the constexpr scalar kernels of lanefill/othello.hpp (inlined).
std::uint64_t perft(Bitboard player, Bitboard opponent, int depth,
                    FinishedGames finished = FinishedGames::none);
// With a kernel table: lanefill::kernels() (the dispatched one, the plan's
// choice) or one ISA's own, *lanefill::active_implementation().base;
// on `threads` threads (1..examples::kMaxThreads): the tree is split below
// the root into subtrees counted apart, the count is the same for every
// thread count.
std::uint64_t perft(Bitboard player, Bitboard opponent, int depth, const Kernels& k,
                    FinishedGames finished = FinishedGames::none, unsigned threads = 1);
// With lanefill's inline kernels (lanefill/native.h) compiled for the active
// ISA's target (perft_native.cpp, once per target), no call through a table.
std::uint64_t perft_inline(Bitboard player, Bitboard opponent, int depth,
                           FinishedGames finished = FinishedGames::none, unsigned threads = 1);
// That target: "avx512", "avx2" or "scalar" (SSE2 runs the scalar one).
std::string inline_target();

}  // namespace lanefill::othello_example
