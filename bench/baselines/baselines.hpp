// bench/baselines/baselines.hpp — single-square queen attack generators that
// the lanefill kernels are measured against. Written for this benchmark (no
// third-party code). Each has an init step (tables, magic search) that runs
// once before its benchmark; the lookups are ordinary out-of-line calls, like
// the library's calls through its kernel tables.
#pragma once

#include <cstdint>

#include "lanefill/bitboard.hpp"

namespace lanefill_bench::baselines {

using lanefill::Bitboard;

// PEXT bitboards (BMI2): per square, index = pext(occupied, relevant mask).
// init_pext() builds the tables without executing PEXT; pext_queen_attacks()
// executes PEXT: call it only when lanefill::cpu_features().bmi2.
bool init_pext();  // false if the tables came out the wrong size
Bitboard pext_queen_attacks(int square, Bitboard occupied);

// Fancy magic bitboards: per square, index = ((occupied & mask) * magic) >> shift,
// one shared table. init_magic() finds the magics by a fixed-seed search.
bool init_magic();  // false if the tables came out the wrong size
Bitboard magic_queen_attacks(int square, Bitboard occupied);

// Hyperbola quintessence: o ^ (o - 2s) on file and diagonals with a byte
// swap for the reverse direction; ranks by a 64 x 8 first-rank table.
void init_hyperbola();
Bitboard hyperbola_queen_attacks(int square, Bitboard occupied);

}  // namespace lanefill_bench::baselines
