// bench/native/bench_native.hpp — what bench/native/bench_native.cpp (the
// chess workloads, main) and bench_othello.cpp (the Othello workloads) share.
// Both are compiled with the target's flags of their lanefill_bench_native_*.
#pragma once

#include <cstddef>

namespace bench_native {

constexpr std::size_t kPairs = std::size_t{1} << 20;  // distinct inputs per workload
constexpr std::size_t kChunk = 1024;                  // lookups per benchmark iteration

// The Othello benchmarks (bench_othello.cpp), and their check against the
// oracle on the first 64K positions (false, with a message, on a mismatch).
void register_othello();
bool check_othello();

}  // namespace bench_native
