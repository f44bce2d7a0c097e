// python/src/module.cpp — lanefill._lanefill, the compiled half of the Python
// package `lanefill` (python/lanefill/__init__.py is the other): each part
// of it bound by a file of its own.
//   kernels.cpp, entry_bindings.cpp  every entry of lanefill/entries.def
//                                     (entry_bindings.cpp generated)
//   attacks.cpp         knight, king and pawn attacks, attack_map
//   perft.cpp           perft, perft_split, othello_perft
//   isa.cpp             cpu, active_isa, set_isa, reset_isa, __version__
//   trace.cpp           trace, boards_per_register
//   othello_games.cpp   OthelloGames (othello_playout.cpp: its random playouts)
//   chess_positions.cpp parse_fens, to_fens, chess_*
//   arguments.cpp       the argument checks they share
//
// Every call goes through lanefill's dispatched kernels, so one module runs
// the best ISA the CPU has. Batches take NumPy arrays without copying them
// (1-D, C-contiguous, the exact dtype: uint8 squares, uint64 bitboards),
// check every argument before the work starts, and release the GIL while
// the kernels run. An output array may be passed as `out`.
#include <pybind11/pybind11.h>

#include "bindings.hpp"
#include "shape_binders.hpp"

PYBIND11_MODULE(_lanefill, m) {
  m.doc() = "lanefill: SIMD bitboard attacks, batches over NumPy arrays (see docs/python.md)";
  lanefill_python::bind_entries(m);
  lanefill_python::bind_attacks(m);
  lanefill_python::bind_perft(m);
  lanefill_python::bind_isa(m);
  lanefill_python::bind_othello_games(m);
  lanefill_python::bind_chess_positions(m);
  lanefill_python::bind_trace(m);
}
