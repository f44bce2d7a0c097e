// tools/bench_entries.hpp — what `lanefill bench` times: an entry per kernel
// table, the dispatched call and each baseline, per workload
// (tools/bench_entries.cpp); timing, checking and output stay in
// tools/cmd_bench.cpp.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "inputs.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"

namespace lanefill::cli::bench {

using ::lanefill_bench::Workload;

inline constexpr double kDefaultSeconds = 0.15;  // per entry: ~110 entries on AVX-512, ~20 s

struct Options {
  std::vector<Workload> workloads;
  std::optional<Isa> isa;
  double seconds = kDefaultSeconds;
  bool json = false;
};

using BlockFn = void (*)(const void* context, std::size_t first, std::size_t n, Bitboard* out);

enum class Kind { table, dispatched, baseline };

struct Entry {
  Workload workload;
  Kind kind;
  std::string algorithm;  // table: its algorithm; "dispatched"; "pext", "magic"
  std::string isa;        // table: its ISA; dispatched: the active ISA; "bmi2", "scalar"
  BlockFn run;
  const void* context = nullptr;  // the Kernels of a table entry
  double ns = 0;                  // ns per item, best slice
  std::optional<double> bound_ns;
  std::string error;  // non-empty: wrong, not timed
  std::string name() const {
    return std::string(::lanefill_bench::name_of(workload)) + "/" + algorithm + "/" + isa;
  }
};

// Every entry of the chosen workloads: the tables (every ISA x algorithm this
// CPU runs; with --isa that ISA's and the ones its plan row names), the
// dispatched call, and the baselines the CPU can run.
std::vector<Entry> make_entries(const Options& o);
// The kernel table of a table entry (its context).
const Kernels& table_of(const void* context);
// What one item of a workload is, for the report.
const char* item_of(Workload w);
// The plan's choice for a workload on the active ISA, and its name.
KernelChoice plan_choice(Workload w);
std::string choice_name(KernelChoice c);

}  // namespace lanefill::cli::bench
