// lanefill/reference.hpp — the constexpr scalar reference of every algorithm.
//
// Everything lives in namespace lanefill::reference and is usable at compile
// time. The pieces:
//   masks.hpp  empty-board lines and rays (rook/bishop/queen masks, line_mask,
//              ray_mask, Line)
//   fills.hpp  Dumb7Fill (cycles, loop, unrolled), Kogge-Stone, fills on an
//              empty board, pawn-style spans, generalized (rotate) rays
//   sbamg.hpp  SBAMG: compile-time mask table, o^(o-3cbn) line attacks
//   rays.hpp   all algorithms behind one interface, by Algorithm:
//              occluded_fill, attack_fill, occluded_fills, ray_attacks,
//              slider_attacks, rook/bishop/queen_attacks
// docs/algorithms.md describes each algorithm and how to call it.
#pragma once

#include "lanefill/bitboard.hpp"
#include "lanefill/fills.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/masks.hpp"
#include "lanefill/rays.hpp"
#include "lanefill/sbamg.hpp"
