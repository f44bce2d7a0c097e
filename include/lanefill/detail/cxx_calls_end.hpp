// lanefill/detail/cxx_calls_end.hpp — undefines lanefill/detail/cxx_calls.hpp's
// macros. No include guard, by design.
#undef LANEFILL_CXX_square_attacks
#undef LANEFILL_CXX_set_rays
#undef LANEFILL_CXX_set_union
#undef LANEFILL_CXX_square_rays
#undef LANEFILL_CXX_slider_threats
#undef LANEFILL_CXX_discs
#undef LANEFILL_CXX_discs_square
#undef LANEFILL_CXX_queen_batch
#undef LANEFILL_CXX_set_batch
#undef LANEFILL_CXX_discs_batch
#undef LANEFILL_CXX_discs_count
#undef LANEFILL_CXX_last_move
#undef LANEFILL_CXX_occupied_lines
#undef LANEFILL_CXX_discs_count_batch
#undef LANEFILL_CXX_last_move_batch
