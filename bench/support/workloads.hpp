// bench/workloads.hpp — the timed loops, one per workload, shared by the
// kernel pairs, the dispatched API and the baselines.
//
// Every iteration processes the next kBlock of the kCases pre-generated cases
// (inputs.hpp), wrapping only after all of them, and counts one item per
// case, so Google Benchmark reports items/s and the per-item time is
// comparable across workloads of the same kind. Cached = true repeats the
// first block instead (the *_cached workloads, labelled as such).
#pragma once

#include <array>
#include <cstddef>

#include <benchmark/benchmark.h>

#include "inputs.hpp"

namespace lanefill_bench {

// The first case of the next block: fresh blocks in order, or always block 0.
template <bool Cached>
struct Cursor {
  std::size_t at = 0;
  std::size_t next() {
    const std::size_t first = at;
    if constexpr (!Cached) at = (at + kBlock) % kCases;
    return first;
  }
};

inline void count_items(benchmark::State& state) {
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(kBlock));
}

// fn(orth, diag, occupied, out[8]): the 8-direction attack fill of one slider set.
template <class RaysFn>
void run_rays(benchmark::State& state, RaysFn fn) {
  const Inputs& in = inputs();
  Cursor<false> cursor;
  for (auto _ : state) {
    const std::size_t first = cursor.next();
    for (std::size_t i = first; i < first + kBlock; ++i) {
      Bitboard out[8];
      fn(in.orth[i], in.diag[i], in.occupied[i], out);
      benchmark::DoNotOptimize(out);
    }
  }
  count_items(state);
}

// fn(square, occupied) -> attacks: single-square queen attacks.
template <class QueenFn, bool Cached = false>
void run_queen(benchmark::State& state, QueenFn fn) {
  const Inputs& in = inputs();
  Cursor<Cached> cursor;
  for (auto _ : state) {
    const std::size_t first = cursor.next();
    for (std::size_t i = first; i < first + kBlock; ++i) {
      Bitboard attacks = fn(lanefill::Square(in.square[i]), in.square_occupied[i]);
      benchmark::DoNotOptimize(attacks);
    }
  }
  count_items(state);
}

// fn(orth, diag, occupied) -> attacks: the set-wise attack map.
template <class MapFn>
void run_map(benchmark::State& state, MapFn fn) {
  const Inputs& in = inputs();
  Cursor<false> cursor;
  for (auto _ : state) {
    const std::size_t first = cursor.next();
    for (std::size_t i = first; i < first + kBlock; ++i) {
      Bitboard attacks = fn(in.orth[i], in.diag[i], in.occupied[i]);
      benchmark::DoNotOptimize(attacks);
    }
  }
  count_items(state);
}

// fn(squares, occupied, out, n): queen attacks of kBatch boards per call.
template <class QueenBatchFn>
void run_queen_batch(benchmark::State& state, QueenBatchFn fn) {
  const Inputs& in = inputs();
  alignas(64) std::array<Bitboard, kBlock> out;
  Cursor<false> cursor;
  for (auto _ : state) {
    const std::size_t first = cursor.next();
    for (std::size_t b = 0; b < kBlock; b += kBatch)
      fn(in.square.data() + first + b, in.square_occupied.data() + first + b, out.data() + b,
         kBatch);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  count_items(state);
}

// fn(orth, diag, occupied, out, n): attack maps of kBatch slider sets per call.
template <class MapBatchFn>
void run_map_batch(benchmark::State& state, MapBatchFn fn) {
  const Inputs& in = inputs();
  alignas(64) std::array<Bitboard, kBlock> out;
  Cursor<false> cursor;
  for (auto _ : state) {
    const std::size_t first = cursor.next();
    for (std::size_t b = 0; b < kBlock; b += kBatch)
      fn(in.orth.data() + first + b, in.diag.data() + first + b, in.occupied.data() + first + b,
         out.data() + b, kBatch);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  count_items(state);
}

// fn(square, occupied, orth, diag) -> digest: the threat update of one
// square of a real game (threat_inputs.hpp).
template <class ThreatFn>
void run_threats(benchmark::State& state, ThreatFn fn) {
  const Inputs& in = inputs();
  Cursor<false> cursor;
  for (auto _ : state) {
    const std::size_t first = cursor.next();
    for (std::size_t i = first; i < first + kBlock; ++i) {
      Bitboard digest =
          fn(in.threat_square[i], in.threat_occupied[i], in.threat_orth[i], in.threat_diag[i]);
      benchmark::DoNotOptimize(digest);
    }
  }
  count_items(state);
}

}  // namespace lanefill_bench
