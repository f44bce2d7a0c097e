// bench/baselines/baselines.hpp — table-driven slider attack generators that
// the lanefill kernels are measured against (library lanefill_baselines,
// bench/baselines/CMakeLists.txt). Written for this project (no third-party
// code). Each has an init step (tables, magic search) that runs once before
// it is timed. The functions below are ordinary out-of-line calls, like the
// library's calls through its kernel tables; lookups.hpp has the same PEXT
// and magic lookups inline, for loops that inline them as an engine does.
#pragma once

#include <cstddef>
#include <cstdint>

#include "lanefill/bitboard.hpp"
#include "lookups.hpp"

namespace lanefill_bench::baselines {

using lanefill::Bitboard;

// PEXT bitboards (BMI2): per square, index = pext(occupied, relevant mask).
// init_pext() builds the tables without executing PEXT; the pext_* lookups
// execute PEXT: call them only when lanefill::cpu_features().bmi2.
bool init_pext();  // false if the tables came out the wrong size
Bitboard pext_rook_attacks(int square, Bitboard occupied);
Bitboard pext_bishop_attacks(int square, Bitboard occupied);
Bitboard pext_queen_attacks(int square, Bitboard occupied);
Bitboard pext_slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied);

// Fancy magic bitboards: per square, index = ((occupied & mask) * magic) >> shift,
// one shared table. init_magic() finds the magics by a fixed-seed search (~0.2 s).
bool init_magic();  // false if the tables came out the wrong size
Bitboard magic_rook_attacks(int square, Bitboard occupied);
Bitboard magic_bishop_attacks(int square, Bitboard occupied);
Bitboard magic_queen_attacks(int square, Bitboard occupied);
Bitboard magic_slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied);

// Hyperbola quintessence: o ^ (o - 2s) on file and diagonals with a byte
// swap for the reverse direction; ranks by a 64 x 8 first-rank table.
void init_hyperbola();
Bitboard hyperbola_queen_attacks(int square, Bitboard occupied);
// The same three lines in one ymm (lookups.hpp: dual_hyperbola_queen), as an
// out-of-line call; AVX2: call only when lanefill::cpu_features().avx2.
Bitboard dual_hyperbola_queen_attacks(int square, Bitboard occupied);

// The threat update of one square (lookups.hpp: threat_fold), its digest
// (threat_inputs.hpp), around PEXT (BMI2), fancy magic or the dual
// hyperbola quintessence (AVX2), as out-of-line calls; after init_threats()
// and the lookups' own init.
Bitboard pext_threat_digest(int square, Bitboard occupied, Bitboard orth, Bitboard diag);
Bitboard magic_threat_digest(int square, Bitboard occupied, Bitboard orth, Bitboard diag);
Bitboard dual_hyperbola_threat_digest(int square, Bitboard occupied, Bitboard orth, Bitboard diag);

}  // namespace lanefill_bench::baselines
