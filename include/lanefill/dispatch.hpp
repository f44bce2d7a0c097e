// lanefill/dispatch.hpp — introspection: the implementations compiled in,
// what the dispatched calls run, and why; what the registry says of each
// ISA. For tools, benchmarks and tests; an engine needs only
// lanefill/lanefill.hpp (which does not include this).
//
// An implementation is one ISA's set of kernel tables (simdjson's
// implementation objects): its base table (every entry, from the inline
// target its flags select and its own kernels) and one research table per
// algorithm it has. What the dispatched calls of an ISA run per kind of call
// is its row of the dispatch plan (plan.hpp); the CPU's features and kind
// are in cpu.hpp.
#pragma once

#include <array>
#include <string>
#include <string_view>

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
  // Every entry: the inline target's kernels compiled with this ISA's flags
  // (lanefill/native/<target>.h), and the ISA's own where it has them.
  const Kernels* base;
  // by_algorithm[a]: the research table of algorithm a (the base table with
  // the algorithm's slider kernels), or null.
  std::array<const Kernels*, kAlgorithmNames.size()> by_algorithm;
};

// The implementation of `isa` compiled into this library, or nullptr.
const Implementation* implementation(Isa isa);
// The active ISA's implementation.
const Implementation& active_implementation();

// The kernels a plan row composes: for each entry, the entry of the table
// its kind names (plan.hpp); "dispatched" its algorithm, the row's ISA its
// isa. The row's ISAs must be compiled in (a narrower Othello ISA that is
// not falls back to the row's own).
Kernels compose(const PlanRow& row);
// The table a plan's choice names (a missing one is a build defect: abort).
const Kernels& table_of(KernelChoice choice);

// What the registry (simd/registry.json) says of an ISA.
std::string_view architecture_of(Isa isa);  // "any", "x86_64" or "aarch64"
bool is_native_arch(Isa isa);               // any, or the architecture of this build
std::string_view features_of(Isa isa);      // the CPU features it needs, space-separated
Isa inline_target_of(Isa isa);              // the inline target its flags select
Isa trace_layout_of(Isa isa);               // whose registers `lanefill trace` shows for it
std::string_view flags_of(Isa isa);         // the flags of simd/<isa>/<isa>.cpp
std::string_view about(Algorithm a);        // what the algorithm is, one line
// "scalar|sse2|avx2|..." and "dumb7_cycles|...", for messages and help texts.
std::string isa_name_list(const char* separator = "|");
std::string algorithm_name_list(const char* separator = "|");

}  // namespace lanefill
