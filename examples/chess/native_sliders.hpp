// examples/chess/native_sliders.hpp — the slider policy of movegen.hpp on
// lanefill's inline kernels (lanefill/native.h), for the sources compiled
// once per inline target (perft_native.cpp, positions_native.cpp). Internal
// linkage only, like movegen.hpp: copies compiled with different flags share
// no definition.
#pragma once

#include <lanefill/native.h>

#include "movegen.hpp"

namespace lanefill::chess {
namespace {

struct NativeSliders {
  U64 rook(int square, U64 occupied) const {
    return lanefill_native_rook_attacks(square, occupied);
  }
  U64 bishop(int square, U64 occupied) const {
    return lanefill_native_bishop_attacks(square, occupied);
  }
  U64 queen(int square, U64 occupied) const {
    return lanefill_native_queen_attacks(square, occupied);
  }
  U64 map(U64 orth, U64 diag, U64 occupied) const {
    return lanefill_native_slider_attacks(orth, diag, occupied);
  }
  // The moves of many sliders: one 8-direction fill on the vector targets; in
  // scalar code a lookup per slider is cheaper than 8 rotate fills.
  U64 ray_moves(U64 orth, U64 diag, U64 occupied, U64 targets) const {
#if defined(LANEFILL_NATIVE_SCALAR)
    U64 moves = 0;
    for (U64 p = orth & diag; p; p &= p - 1)
      moves += static_cast<U64>(count(queen(first_square(p), occupied) & targets));
    for (U64 p = orth & ~diag; p; p &= p - 1)
      moves += static_cast<U64>(count(rook(first_square(p), occupied) & targets));
    for (U64 p = diag & ~orth; p; p &= p - 1)
      moves += static_cast<U64>(count(bishop(first_square(p), occupied) & targets));
    return moves;
#else
    U64 rays[8];
    lanefill_native_ray_attacks(orth, diag, occupied, rays);
    return static_cast<U64>(count(rays[0] & targets) + count(rays[1] & targets) +
                            count(rays[2] & targets) + count(rays[3] & targets) +
                            count(rays[4] & targets) + count(rays[5] & targets) +
                            count(rays[6] & targets) + count(rays[7] & targets));
#endif
  }
};

}  // namespace
}  // namespace lanefill::chess
