// lanefill/plan.hpp — the dispatch plan: which kernel table serves each kind
// of call on each ISA. The plan itself is one table in lib/plan.cpp; this
// header lets callers (the CLI's `cpu` command, the benchmarks) read it.
#pragma once

#include <array>

#include "lanefill/bitboard.hpp"
#include "lanefill/cpu.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill {

// The kinds of call a plan row decides separately: the `kind` column of
// lanefill/entries.def.
enum class CallKind : int {
  set_wise,       // occluded_fills, ray_attacks, slider_attacks
  single_square,  // rook_attacks, bishop_attacks, queen_attacks, square_rays, slider_threats
  queen_batch,    // queen_attacks_batch
  slider_batch,   // slider_attacks_batch
  othello_moves,  // othello_moves
  othello_flips,  // othello_flips
  othello_batch,  // othello_moves_batch
};
inline constexpr int kCallKindCount = 7;
inline constexpr std::array<CallKind, kCallKindCount> kAllCallKinds = {
    CallKind::set_wise,     CallKind::single_square, CallKind::queen_batch,
    CallKind::slider_batch, CallKind::othello_moves, CallKind::othello_flips,
    CallKind::othello_batch};
inline constexpr std::array<const char*, kCallKindCount> kCallKindNames = {
    "set-wise",      "single square", "queen batch",  "slider batch",
    "othello moves", "othello flips", "othello batch"};
constexpr const char* name_of(CallKind k) { return kCallKindNames[slot(static_cast<int>(k))]; }
// Othello's kinds come from an ISA's base table, the others from an (ISA,
// algorithm) table.
constexpr bool is_othello(CallKind k) {
  return k == CallKind::othello_moves || k == CallKind::othello_flips ||
         k == CallKind::othello_batch;
}

// A kernel table: an (ISA, algorithm) pair. A row may name the scalar table
// where scalar code is the fastest (scalar code runs on every CPU).
struct KernelChoice {
  Isa isa;
  Algorithm algorithm;
};

// Othello: whose base table (dispatch.hpp's Implementation::base: the ISA's
// inline kernels and its own) serves each dispatched Othello call
// (othello_moves, othello_flips, othello_moves_batch). Like a KernelChoice,
// the row's own ISA or a narrower one. Moves and flips are chosen apart: in a
// search they alternate on one dependency chain, and the fastest pair is
// measured as a pair (Othello perft, docs/benchmarks.md).
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

  // The table of a slider kind of call (not Othello's).
  constexpr KernelChoice choice(CallKind k) const {
    switch (k) {
      case CallKind::set_wise: return set_wise;
      case CallKind::single_square: return single_square;
      case CallKind::queen_batch: return queen_batch;
      default: break;
    }
    return slider_batch;
  }
  // The ISA whose base table serves an Othello kind of call.
  constexpr Isa othello_isa(CallKind k) const {
    return k == CallKind::othello_moves   ? othello.moves
           : k == CallKind::othello_flips ? othello.flips
                                          : othello.batch;
  }
  // The ISA whose code serves a kind of call.
  constexpr Isa isa_of(CallKind k) const { return is_othello(k) ? othello_isa(k) : choice(k).isa; }
};

// The plan's row for `isa` on a CPU of kind `cpu`: the row measured on that
// kind of CPU where the plan has one, else the ISA's default row. Every ISA
// has a default row, compiled in or not.
const PlanRow& plan_row(Isa isa, CpuKind cpu);
// The row for `isa` on this CPU (cpu_kind()): what the dispatched calls run.
const PlanRow& plan_row(Isa isa);

}  // namespace lanefill
