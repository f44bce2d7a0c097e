// python/src/bindings.hpp — the parts of lanefill._lanefill, each bound by a
// file of its own (module.cpp calls each from PYBIND11_MODULE).
#pragma once

#include <pybind11/pybind11.h>

namespace lanefill_python {

// knight_attacks, king_attacks, pawn_attacks, the *_attack_set calls and
// attack_map (attacks.cpp).
void bind_attacks(pybind11::module_& m);

// perft, perft_split, othello_perft (perft.cpp).
void bind_perft(pybind11::module_& m);

// cpu, active_isa, set_isa, reset_isa, __version__ (isa.cpp).
void bind_isa(pybind11::module_& m);

// trace, boards_per_register (trace.cpp).
void bind_trace(pybind11::module_& m);

// lanefill.OthelloGames (othello_games.cpp).
void bind_othello_games(pybind11::module_& m);

// lanefill.parse_fens, lanefill.chess_* and the CHESS_* dtypes (chess_positions.cpp).
void bind_chess_positions(pybind11::module_& m);

}  // namespace lanefill_python
