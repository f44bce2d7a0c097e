// examples/chess/perft.hpp — a small legal move generator for `lanefill perft`.
//
// Counts the leaves of the legal move tree to a given depth (perft), the
// standard test of a move generator. Rook, bishop and queen moves come from
// an AttackKernels table (any ISA/algorithm), so equal counts across
// kernels — and against published perft numbers or another engine — check
// lanefill's attack functions in real use. Everything else (pawns, knights,
// king, castling, en passant, promotions, check evasion) is plain bitboard
// code here. Legality: each pseudo-legal move is made on a copy of the board
// and rejected if it leaves the mover's king attacked.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "fen.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill::chess {

// Empty if perft can run on `pos`; else why not (one line), e.g. a missing
// king, a pawn on the first or last rank, or the side not to move in check.
std::string perft_problem(const Position& pos);

// Leaf nodes of the legal move tree of `depth` plies (depth 0 -> 1), on
// `threads` threads (1..examples::kMaxThreads; the tree is split below the
// root, the count is the same for every thread count).
// Precondition: perft_problem(pos) is empty.
std::uint64_t perft(const Position& pos, int depth, const AttackKernels& k, unsigned threads = 1);

// Per root move (UCI notation such as "e2e4", "e7e8q"), the leaves below it
// at `depth` >= 1, in generation order. With one thread each root move's
// subtree is one task; with more, from depth 3 on, each pair of a root move
// and a reply is one. progress(done, total), if given, is called after each
// task (from the thread that ran it, one call at a time).
std::vector<std::pair<std::string, std::uint64_t>> perft_divide(
    const Position& pos, int depth, const AttackKernels& k,
    const std::function<void(std::size_t, std::size_t)>& progress = {}, unsigned threads = 1);

}  // namespace lanefill::chess
