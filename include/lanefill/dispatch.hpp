// lanefill/dispatch.hpp — introspection: the implementations compiled in,
// what the dispatched calls run, and why. For tools, benchmarks and tests;
// an engine needs only lanefill/lanefill.hpp (which does not include this).
//
// An implementation is one ISA's set of kernel tables, one per algorithm it
// has (simdjson's implementation objects). What the dispatched calls of an
// ISA run per kind of call is its row of the dispatch plan (plan.hpp); the
// CPU's features and kind are in cpu.hpp.
#pragma once

#include <array>

#include "lanefill/cpu.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/lanefill.hpp"
#include "lanefill/plan.hpp"

namespace lanefill {

// One ISA: its name and the kernel tables it has.
struct Implementation {
  Isa isa;
  const char* name;         // the registry's spelling: "scalar", "sse2", ...
  const char* description;  // one line: lanes, instructions used
  // by_algorithm[a]: this ISA's table of algorithm a, or null.
  std::array<const AttackKernels*, slot(kAlgorithmCount)> by_algorithm;
  // Othello: this ISA's kernels (the scalar ones where the ISA has none).
  const OthelloKernels* othello;
};

// The implementation of `isa` compiled into this library, or nullptr.
const Implementation* implementation(Isa isa);
// The active ISA's implementation.
const Implementation& active_implementation();

// What the dispatched calls of one ISA run: the attack and the Othello
// kernels its plan row composes (`attacks.isa` and `othello.isa` are the
// row's ISA). kernels() and othello_kernels() are the active ISA's.
struct DispatchedKernels {
  AttackKernels attacks;
  OthelloKernels othello;
};
// The kernels a plan row composes; its ISAs must be compiled in (a narrower
// Othello ISA that is not falls back to the row's own).
DispatchedKernels compose(const PlanRow& row);

}  // namespace lanefill
