// examples/chess/perft_native.cpp — compiled once per inline target
// (lanefill_add_universal gives each copy its target's flags): the perft of
// movegen.hpp on lanefill's inline kernels (native_sliders.hpp), which
// native.h picks from those flags.
#include "perft_native.hpp"

#include "native_sliders.hpp"

std::uint64_t lanefill_chess_native_leaves(const lanefill::chess::Board* b, int depth) {
  return lanefill::chess::count_leaves(lanefill::chess::NativeSliders{}, *b, depth);
}
