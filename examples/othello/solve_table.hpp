// examples/othello/solve_table.hpp — the transposition table of the exact
// solver (othello_solve.hpp): plain data, shared by the threads of one solve
// and by the per-target searches (solve_search.hpp reads and writes it).
#pragma once

#include <cstdint>

namespace lanefill::othello_example {

// One slot: the bounds of a position's exact score and its best move. The
// slot holds `check` = key ^ data, so that a slot torn by two threads
// writing at once reads as a miss, never as another position's bounds
// (Hyatt and Mann, "A lock-less transposition table implementation for
// parallel search chess engines"). Both words are read and written with
// relaxed atomic builtins (__atomic_load_n, solve_search.hpp), not
// std::atomic, whose member functions an unoptimised build leaves as
// out-of-line code that the per-target objects would share.
struct SolveSlot {
  std::uint64_t check = 0;
  std::uint64_t data = 0;
};

// The table a search sees: 2^k slots, `mask` = 2^k - 1.
struct SolveTableView {
  SolveSlot* slots = nullptr;
  std::uint64_t mask = 0;
};

}  // namespace lanefill::othello_example
