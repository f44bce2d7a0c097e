// examples/chess/perft.hpp — a legal move generator and perft for `lanefill perft`.
//
// Counts the leaves of the legal move tree to a given depth (perft), the
// standard test of a move generator. Every slider attack comes from lanefill:
// either its inline kernels (lanefill/native.h) compiled once per target and
// chosen by the active ISA, or any kernel table (any ISA x algorithm, through
// function pointers), so equal counts across kernels — and against published
// perft numbers or another engine — check lanefill's attack functions in real
// use. The generator (movegen.hpp) makes legal moves only, from a check mask
// and pin masks, and counts the last ply by popcounts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "board.hpp"
#include "fen.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill::chess {

// Empty if perft can run on `pos`; else why not (one line), e.g. a missing
// king, a pawn on the first or last rank, or the side not to move in check.
std::string perft_problem(const Position& pos);
// The same for a board (the checks of perft_problem on its pieces, side and
// en passant square; the board's fields are taken as in range).
std::string board_problem(const Board& b);

// A FEN position as a perft board, and back (the clocks reset).
Board board_from(const Position& pos);
Position position_from(const Board& b);

// Where the generator's slider attacks come from: a kernel table, or (null)
// lanefill's inline kernels compiled for the active ISA (see inline_target()).
struct Sliders {
  const Kernels* table = nullptr;
};

// The target of the inline kernels the active ISA runs: "avx512", "avx2" or
// "scalar" (also for SSE2, which native.h has no target for).
std::string inline_target();

// Leaf nodes of the legal move tree of `depth` plies (depth 0 -> 1), on
// `threads` threads (1..examples::kMaxThreads; the tree is split below the
// root, the count is the same for every thread count).
// Precondition: perft_problem(pos) is empty.
std::uint64_t perft(const Position& pos, int depth, Sliders sliders, unsigned threads = 1);

// Per root move (UCI notation such as "e2e4", "e7e8q"), the leaves below it
// at `depth` >= 1, in generation order. With one thread each root move's
// subtree is one task; with more, from depth 3 on, each pair of a root move
// and a reply is one. progress(done, total), if given, is called after each
// task (from the thread that ran it, one call at a time).
std::vector<std::pair<std::string, std::uint64_t>> perft_divide(
    const Position& pos, int depth, Sliders sliders,
    const std::function<void(std::size_t, std::size_t)>& progress = {}, unsigned threads = 1);

// The positions `plies` >= 0 plies below pos, each with the number of move
// sequences that reach it, transpositions merged (positions compared by
// their FEN with the clocks reset), in FEN order: the perft of pos at depth
// d >= plies is the sum of count * perft(position, d - plies). A line that
// ends earlier (mate, stalemate) has no leaves at that depth and no entry.
// For splitting a perft too deep for one machine (python/lanefill/dask.py).
// Precondition: perft_problem(pos) is empty.
std::vector<std::pair<std::string, std::uint64_t>> perft_split(const Position& pos, int plies);

}  // namespace lanefill::chess
