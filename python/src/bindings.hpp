// python/src/bindings.hpp — the parts of lanefill._lanefill bound in files of
// their own (module.cpp calls each from PYBIND11_MODULE).
#pragma once

#include <pybind11/pybind11.h>

namespace lanefill_python {

// lanefill.OthelloGames (othello_games.cpp).
void bind_othello_games(pybind11::module_& m);

// lanefill.parse_fens, lanefill.chess_* and the CHESS_* dtypes (chess_positions.cpp).
void bind_chess_positions(pybind11::module_& m);

}  // namespace lanefill_python
