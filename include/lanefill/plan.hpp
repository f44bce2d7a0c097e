// lanefill/plan.hpp — the dispatch plan: which kernel table serves each kind
// of call on each ISA. The plan itself is one table in lib/plan.cpp; this
// header lets callers (the CLI's `cpu` command, the benchmarks) read it.
#pragma once

#include <array>

#include "lanefill/cpu.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill {

// The kinds of call a plan row decides separately.
enum class CallKind : int {
  set_wise,       // occluded_fills, ray_attacks, slider_attacks
  single_square,  // rook_attacks, bishop_attacks, queen_attacks
  queen_batch,    // queen_attacks_batch
  slider_batch,   // slider_attacks_batch
};
inline constexpr int kCallKindCount = 4;
inline constexpr std::array<CallKind, slot(kCallKindCount)> kAllCallKinds = {
    CallKind::set_wise, CallKind::single_square, CallKind::queen_batch, CallKind::slider_batch};
inline constexpr std::array<const char*, slot(kCallKindCount)> kCallKindNames = {
    "set-wise", "single square", "queen batch", "slider batch"};
constexpr const char* name_of(CallKind k) { return kCallKindNames[slot(static_cast<int>(k))]; }

// A kernel table: an (ISA, algorithm) pair. A row may name the scalar table
// where scalar code is the fastest (scalar code runs on every CPU).
struct KernelChoice {
  Isa isa;
  Algorithm algorithm;
};

// Othello: whose OthelloKernels (Implementation::othello of that ISA) serve
// each dispatched Othello call (lanefill/othello.hpp): othello_moves,
// othello_flips and othello_moves_batch. Like a KernelChoice, the row's own
// ISA or scalar. Moves and flips are chosen apart: in a search they alternate
// on one dependency chain, and the fastest pair is measured as a pair
// (Othello perft, docs/benchmarks.md).
struct OthelloChoice {
  Isa moves;
  Isa flips;
  Isa batch;
};

// One row of the plan: what the dispatched calls run when `isa` is active on
// a CPU of kind `cpu` (CpuKind::other: every CPU without a row of its own).
struct PlanRow {
  Isa isa;
  CpuKind cpu;
  KernelChoice set_wise, single_square, queen_batch, slider_batch;
  OthelloChoice othello;
  const char* evidence;  // the measurement behind the row (docs/benchmarks.md)

  constexpr KernelChoice choice(CallKind k) const {
    switch (k) {
      case CallKind::set_wise: return set_wise;
      case CallKind::single_square: return single_square;
      case CallKind::queen_batch: return queen_batch;
      case CallKind::slider_batch: break;
    }
    return slider_batch;
  }
};

// The plan's row for `isa` on a CPU of kind `cpu`: the row measured on that
// kind of CPU where the plan has one, else the ISA's default row. Every ISA
// has a default row, compiled in or not.
const PlanRow& plan_row(Isa isa, CpuKind cpu);
// The row for `isa` on this CPU (cpu_kind()): what the dispatched calls run.
const PlanRow& plan_row(Isa isa);

}  // namespace lanefill
