// bench/chess_move_counts.hpp — registers chess_move_counts/example_engine
// (chess_move_counts.cpp; built where the chess example is).
#pragma once

namespace lanefill_bench {
void register_chess_move_counts();
}
