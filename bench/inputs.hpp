// bench/inputs.hpp — the pre-generated inputs every benchmark reads.
//
// One block of kBlock cases, generated once from a fixed seed, shared by all
// (algorithm, ISA) pairs and baselines so that their ratios compare like with
// like. Each benchmark iteration processes the whole block.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "lanefill/bitboard.hpp"
#include "oracle.hpp"

namespace lanefill_bench {

using lanefill::Bitboard;

inline constexpr std::size_t kBlock = 1024;  // cases per benchmark iteration
inline constexpr std::size_t kBatch = 256;   // items per batch-entry call
static_assert(kBlock % kBatch == 0);

struct Inputs {
  // Single-square workload (as in Gigantua's movegen benchmark):
  // square uniform in 0..63, occupancy rand64() & rand64().
  alignas(64) std::array<std::uint8_t, kBlock> square;
  alignas(64) std::array<Bitboard, kBlock> square_occupied;
  // Set-wise workload: occupancy rand64() & rand64(); 1..3 orthogonal and
  // 1..3 diagonal sliders, each placed on a square of the occupancy (a square
  // may hold both: a queen).
  alignas(64) std::array<Bitboard, kBlock> orth;
  alignas(64) std::array<Bitboard, kBlock> diag;
  alignas(64) std::array<Bitboard, kBlock> occupied;
};

// Fixed seed: identical inputs on every run and for every pair.
const Inputs& inputs();

// splitmix64, the project's one generator (tests/support/oracle.hpp).
using Rng = oracle::Rng;

}  // namespace lanefill_bench
