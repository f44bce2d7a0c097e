// bench/inputs.hpp — the pre-generated inputs every benchmark reads.
//
// kCases cases per workload, generated once from a fixed seed, shared by all
// (algorithm, ISA) pairs and baselines so that their ratios compare like with
// like. Each benchmark iteration processes the whole block.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "lanefill/bitboard.hpp"
#include "oracle.hpp"

namespace lanefill_bench {

using lanefill::Bitboard;

inline constexpr std::size_t kBlock = 1024;  // cases per benchmark iteration
inline constexpr std::size_t kBatch = 256;   // items per batch-entry call
// Distinct cases per workload: every iteration takes the next kBlock of them,
// so nothing repeats before 1M cases (about 33 MB in all) and neither the
// branch predictor nor the caches learn the inputs. The *_cached workloads
// repeat the first block instead, as harnesses with a shared block do.
inline constexpr std::size_t kCases = std::size_t{1} << 20;
static_assert(kBlock % kBatch == 0 && kCases % kBlock == 0);

struct Inputs {
  // Single-square workload (as in Gigantua's movegen benchmark):
  // square uniform in 0..63, occupancy rand64() & rand64().
  std::vector<std::uint8_t> square;
  std::vector<Bitboard> square_occupied;
  // Set-wise workload: occupancy rand64() & rand64(); 1..3 orthogonal and
  // 1..3 diagonal sliders, each placed on a square of the occupancy (a square
  // may hold both: a queen).
  std::vector<Bitboard> orth, diag, occupied;
  // Threat-update workload (threat_inputs.hpp): the squares whose piece the
  // moves of real games change, the board's occupancy and its sliders of
  // both sides; the items of the games (mirrored four ways) over and over.
  std::vector<std::uint8_t> threat_square;
  std::vector<Bitboard> threat_occupied, threat_orth, threat_diag;
};

// The timed workloads (bench/README.md): rays, queen and queen_batch read the
// single-square or set-wise inputs below, threats the threat-update items;
// every item has one result, except rays (8, dir8 order). A threats item's
// result is the digest of threat_inputs.hpp.
enum class Workload { rays, queen, map, queen_batch, map_batch, threats };
inline constexpr std::array<Workload, 6> kAllWorkloads = {
    Workload::rays,        Workload::queen,     Workload::map,
    Workload::queen_batch, Workload::map_batch, Workload::threats};
constexpr const char* name_of(Workload w) {
  constexpr const char* names[] = {"rays", "queen", "map", "queen_batch", "map_batch", "threats"};
  return names[static_cast<int>(w)];
}
constexpr std::size_t results_per_item(Workload w) { return w == Workload::rays ? 8 : 1; }

// Fixed seed: identical inputs on every run and for every pair.
const Inputs& inputs();

// splitmix64, the project's one generator (bench/support/oracle.hpp).
using Rng = oracle::Rng;

}  // namespace lanefill_bench
