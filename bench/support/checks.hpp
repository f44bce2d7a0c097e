// bench/checks.hpp — start-up correctness checks of everything benchmarked.
#pragma once

#include <string>

#include "inputs.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill_bench {

// Expected values come from lanefill::reference (reference.hpp), dumb7fill
// unrolled. check_oracles() first confirms that reference against the
// independent ray walk of ray_walk.hpp on every input: empty if they agree.
std::string check_oracles();

// Empty if every entry of k that is benchmarked agrees with the reference on the
// whole input block; otherwise a one-line description of the first mismatch.
std::string check_kernels(const lanefill::Kernels& k);

// The same for a single-square queen generator (the baselines).
using QueenFn = lanefill::Bitboard (*)(int square, lanefill::Bitboard occupied);
std::string check_queen(QueenFn fn);

// The same for a set-wise attack map generator (baselines looped over sliders).
using MapFn = lanefill::Bitboard (*)(lanefill::Bitboard orth, lanefill::Bitboard diag,
                                     lanefill::Bitboard occupied);
std::string check_map(MapFn fn);

// Checks computed results of any timed loop: out holds the results of cases
// [first, first + n) of workload w's inputs (results_per_item(w) per case, in
// order). Empty if all agree with the reference, else the first mismatch.
std::string check_results(Workload w, std::size_t first, std::size_t n,
                          const lanefill::Bitboard* out);

}  // namespace lanefill_bench
