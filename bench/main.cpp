// bench/main.cpp — lanefill_bench: Google Benchmark suites of every
// (algorithm, ISA) pair this CPU runs, the dispatched API, and baselines.
//
// Benchmarks are registered at run time, after checking each kernel and
// baseline against lanefill::reference (itself checked against a ray walk) on the very inputs it
// will be timed on:
//   rays/<algorithm>/<isa>         ray_attacks: 8 directions of one slider set
//   queen/<algorithm>/<isa>        queen_attacks: one square, occupancy rand & rand
//   map/<algorithm>/<isa>          slider_attacks: set-wise attack map
//   queen_batch/<algorithm>/<isa>  queen_attacks_batch, kBatch boards per call
//   map_batch/<algorithm>/<isa>    slider_attacks_batch, kBatch slider sets per call
//   threats/<algorithm>/<isa>      slider_threats: a square of a real game's move
//                                  (threat_inputs.hpp), its sliders and discoveries
//   <workload>/dispatched          the public inline API (what an engine calls)
//   queen/pext/bmi2, queen/magic/scalar, queen/hyperbola/scalar,
//   queen/dual_hyperbola/avx2                                     baselines
//   map/{pext/bmi2,magic/scalar}   a rook lookup per orthogonal slider, a bishop
//                                  lookup per diagonal slider (out-of-line call per set)
//   queen_batch/{pext/bmi2,magic/scalar}, map_batch/{pext/bmi2,magic/scalar}
//                                  loops of inline lookups (baselines/lookups.hpp),
//                                  kBatch items per call
//   threats/{pext/bmi2,magic/scalar,dual_hyperbola/avx2}
//                                  Stockfish 18's threat update around each lookup
//
// Extra options (before the --benchmark_* ones, which may override them):
//   --quick   (or LANEFILL_BENCH_QUICK=1) a short subset; see bench/README.md.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <span>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "baselines.hpp"
#include "build_info.hpp"
#include "checks.hpp"
#include "chess_move_counts.hpp"
#include "inputs.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "threat_inputs.hpp"
#include "workloads.hpp"

#ifndef LANEFILL_BENCH_CXX_FLAGS
#define LANEFILL_BENCH_CXX_FLAGS "unknown"
#endif
#ifndef LANEFILL_BENCH_BUILD_TYPE
#define LANEFILL_BENCH_BUILD_TYPE "unknown"
#endif

namespace lanefill_bench {
namespace {

using lanefill::Algorithm;
using lanefill::Isa;
using lanefill::Kernels;

// Filter and minimum time of --quick: the headline comparisons only.
constexpr const char* kQuickFilter =
    "--benchmark_filter=^(queen|rays)/(dumb7_unrolled|kogge_stone|dispatched|pext|magic)";
constexpr const char* kQuickMinTime = "--benchmark_min_time=0.05";

std::string pair_name(const char* workload, Algorithm a, Isa isa) {
  return std::string(workload) + "/" + std::string(lanefill::name_of(a)) + "/" +
         std::string(lanefill::name_of(isa));
}

// Every pair the CPU runs that agrees with the reference. A wrong pair is reported
// and left out (its speed would mean nothing); its name is added to `skipped`.
struct Pair {
  Algorithm algorithm;
  Isa isa;
  const Kernels* kernels;  // find_kernels(isa, algorithm)
};

std::vector<Pair> checked_pairs(std::string& skipped) {
  std::vector<Pair> pairs;
  for (Isa isa : lanefill::kAllIsas) {
    for (Algorithm a : lanefill::kAllAlgorithms) {
      const Kernels* k = lanefill::find_kernels(isa, a);
      if (k == nullptr) continue;
      const std::string error = check_kernels(*k);
      if (error.empty()) {
        pairs.push_back({a, isa, k});
        continue;
      }
      const std::string name =
          std::string(lanefill::name_of(a)) + "/" + std::string(lanefill::name_of(isa));
      std::fprintf(stderr, "lanefill_bench: WARNING: %s is wrong (%s); not benchmarked\n",
                   name.c_str(), error.c_str());
      if (!skipped.empty()) skipped += ' ';
      skipped += name;
    }
  }
  return pairs;
}

// Registers <workload>/<algorithm>/<isa> for every pair; make_run(k) returns
// the benchmark function (it copies the kernel pointer it needs, so the timed
// loop calls a register rather than reloading the table).
template <class MakeRun>
void register_pairs(const char* workload, const std::vector<Pair>& pairs, MakeRun make_run) {
  for (const Pair& p : pairs)
    benchmark::RegisterBenchmark(pair_name(workload, p.algorithm, p.isa).c_str(),
                                 make_run(*p.kernels));
}

using lanefill::CallKind;

std::string kernel_name(lanefill::KernelChoice c) {
  return std::string(lanefill::name_of(c.isa)) + "/" + std::string(lanefill::name_of(c.algorithm));
}

// What the dispatched calls of the active ISA run: its plan row (lib/plan.cpp).
std::string dispatched_kernel(CallKind kind) {
  return kernel_name(lanefill::plan_row(lanefill::active_isa()).choice(kind));
}

// <workload>/dispatched: the public API exactly as an engine calls it,
// labelled with the isa/algorithm it dispatches to.
template <class Run>
void register_dispatched(const char* workload, CallKind kind, Run run) {
  const std::string label = dispatched_kernel(kind);
  const std::string name = std::string(workload) + "/dispatched";
  benchmark::RegisterBenchmark(name.c_str(), [label, run](benchmark::State& s) {
    run(s);
    s.SetLabel(label);
  });
}

void register_rays(const std::vector<Pair>& pairs) {
  register_pairs("rays", pairs, [](const Kernels& k) {
    return [f = k.ray_attacks](benchmark::State& s) { run_rays(s, f); };
  });
  register_dispatched("rays", CallKind::set_wise, [](benchmark::State& s) {
    run_rays(s, [](Bitboard o, Bitboard d, Bitboard occ, Bitboard out[8]) {
      const auto rays = lanefill::ray_attacks(o, d, occ);
      for (int i = 0; i < 8; ++i) out[i] = rays[i];
    });
  });
}

void register_queen(const std::vector<Pair>& pairs) {
  register_pairs("queen", pairs, [](const Kernels& k) {
    return [f = k.queen_attacks](benchmark::State& s) { run_queen(s, f); };
  });
  register_dispatched("queen", CallKind::single_square, [](benchmark::State& s) {
    run_queen(s, [](int sq, Bitboard occ) {
      return lanefill::queen_attacks(static_cast<lanefill::Square>(sq), occ);
    });
  });
}

void register_map(const std::vector<Pair>& pairs) {
  register_pairs("map", pairs, [](const Kernels& k) {
    return [f = k.slider_attacks](benchmark::State& s) { run_map(s, f); };
  });
  register_dispatched("map", CallKind::set_wise, [](benchmark::State& s) {
    run_map(s, [](Bitboard o, Bitboard d, Bitboard occ) {
      return lanefill::slider_attacks(o, d, occ);
    });
  });
}

// queen_batch_1m/api: the checked C++ batch over the 2^20 single-square
// cases in one call, the C++ side of the Python module's benchmark
// (bench/python/bench_python.py runs it beside lanefill.queen_attacks).
void register_queen_batch_1m() {
  benchmark::RegisterBenchmark("queen_batch_1m/api", [](benchmark::State& s) {
    const Inputs& in = inputs();
    const std::size_t n = in.square.size();
    std::vector<Bitboard> out(n);
    for (auto _ : s) {
      lanefill::queen_attacks_batch(in.square.data(), in.square_occupied.data(), out.data(), n);
      benchmark::DoNotOptimize(out.data());
      benchmark::ClobberMemory();
    }
    s.SetItemsProcessed(static_cast<std::int64_t>(s.iterations() * n));
  });
}

void register_batches(const std::vector<Pair>& pairs) {
  register_pairs("queen_batch", pairs, [](const Kernels& k) {
    return [f = k.queen_attacks_batch](benchmark::State& s) { run_queen_batch(s, f); };
  });
  register_dispatched("queen_batch", CallKind::queen_batch, [](benchmark::State& s) {
    run_queen_batch(
        s, [](const std::uint8_t* sq, const Bitboard* occ, Bitboard* out, std::size_t n) {
          lanefill::queen_attacks_batch(std::span(sq, n), std::span(occ, n), std::span(out, n));
        });
  });
  register_pairs("map_batch", pairs, [](const Kernels& k) {
    return [f = k.slider_attacks_batch](benchmark::State& s) { run_map_batch(s, f); };
  });
  register_dispatched("map_batch", CallKind::slider_batch, [](benchmark::State& s) {
    run_map_batch(s, [](const Bitboard* o, const Bitboard* d, const Bitboard* occ, Bitboard* out,
                        std::size_t n) {
      lanefill::slider_attacks_batch(std::span(o, n), std::span(d, n), std::span(occ, n),
                                     std::span(out, n));
    });
  });
}

// threats/<algorithm>/<isa>: a table's slider_threats and the fold of its
// pairs into the digest, as an engine's threat update walks them.
void register_threats(const std::vector<Pair>& pairs) {
  register_pairs("threats", pairs, [](const Kernels& k) {
    return [f = k.slider_threats](benchmark::State& s) {
      run_threats(s, [f](int sq, Bitboard occ, Bitboard orth, Bitboard diag) {
        lanefill::SliderThreats t;
        f(lanefill::Square(sq), occ, orth, diag, &t);
        return threat_digest(t);
      });
    };
  });
  register_dispatched("threats", CallKind::single_square, [](benchmark::State& s) {
    run_threats(s, [](int sq, Bitboard occ, Bitboard orth, Bitboard diag) {
      return threat_digest(
          lanefill::slider_threats(static_cast<lanefill::Square>(sq), occ, orth, diag));
    });
  });
}

// The threat update around each lookup baseline that was prepared (its
// tables built and checked), checked on the workload's first blocks.
using ThreatFn = Bitboard (*)(int, Bitboard, Bitboard, Bitboard);

struct Baseline {
  const char* name;
  QueenFn fn;
};

bool register_threat_baselines(const std::vector<Baseline>& prepared) {
  namespace b = baselines;
  b::init_threats();
  const std::pair<const char*, ThreatFn> all[] = {
      {"pext/bmi2", b::pext_threat_digest},
      {"magic/scalar", b::magic_threat_digest},
      {"dual_hyperbola/avx2", b::dual_hyperbola_threat_digest}};
  const Inputs& in = inputs();
  for (const auto& entry : all) {
    const char* const suffix = entry.first;
    const ThreatFn fn = entry.second;  // a variable, for the lambda below (not a binding)
    const std::string queen = "queen/" + std::string(suffix);
    bool ready = false;
    for (const Baseline& p : prepared) ready |= queen == p.name;
    if (!ready) continue;
    std::vector<Bitboard> out(4 * kBlock);
    for (std::size_t i = 0; i < out.size(); ++i)
      out[i] = fn(in.threat_square[i], in.threat_occupied[i], in.threat_orth[i], in.threat_diag[i]);
    if (const std::string error = check_results(Workload::threats, 0, out.size(), out.data());
        !error.empty()) {
      std::fprintf(stderr, "lanefill_bench: baseline threats/%s is WRONG: %s\n", suffix,
                   error.c_str());
      return false;
    }
    benchmark::RegisterBenchmark(("threats/" + std::string(suffix)).c_str(),
                                 [fn](benchmark::State& s) { run_threats(s, fn); });
  }
  return true;
}

// Builds and checks the baselines; false (with a message) if one is wrong.
bool prepare_baselines(std::vector<Baseline>& out) {
  namespace b = baselines;
  struct Candidate {
    const char* name;
    bool runnable;
    bool (*init)();  // builds the tables; false if they came out inconsistent
    QueenFn fn;
  };
  const Candidate candidates[] = {
      {"queen/pext/bmi2", lanefill::cpu_features().bmi2, b::init_pext, b::pext_queen_attacks},
      {"queen/magic/scalar", true, b::init_magic, b::magic_queen_attacks},
      {"queen/hyperbola/scalar", true, [] { return b::init_hyperbola(), true; },
       b::hyperbola_queen_attacks},
      {"queen/dual_hyperbola/avx2", lanefill::cpu_features().avx2,
       [] { return b::init_hyperbola(), true; }, b::dual_hyperbola_queen_attacks},
  };
  for (const Candidate& c : candidates) {
    if (!c.runnable) {
      std::fprintf(stderr, "lanefill_bench: this CPU lacks its ISA (BMI2 or AVX2): %s not run\n",
                   c.name);
      continue;
    }
    if (!c.init()) {
      std::fprintf(stderr, "lanefill_bench: baseline %s: its tables came out inconsistent\n",
                   c.name);
      return false;
    }
    const std::string error = check_queen(c.fn);
    if (!error.empty()) {
      std::fprintf(stderr, "lanefill_bench: baseline %s is WRONG: %s\n", c.name, error.c_str());
      return false;
    }
    out.push_back({c.name, c.fn});
  }
  return true;
}

// Each baseline on fresh inputs, and (labelled queen_cached/...) on one
// repeated block of 1024 cases, where its tables stay in L1 and its branches
// are learnt: the workload of harnesses that reuse one block.
void register_baselines(const std::vector<Baseline>& baselines) {
  for (const Baseline& b : baselines) {
    benchmark::RegisterBenchmark(b.name, [f = b.fn](benchmark::State& s) { run_queen(s, f); });
    const std::string cached = "queen_cached/" + std::string(b.name).substr(6);
    benchmark::RegisterBenchmark(
        cached.c_str(), [f = b.fn](benchmark::State& s) { run_queen<QueenFn, true>(s, f); });
  }
  benchmark::RegisterBenchmark("queen_cached/dispatched", [](benchmark::State& s) {
    const QueenFn dispatched = [](int sq, Bitboard occ) {
      return lanefill::queen_attacks(static_cast<lanefill::Square>(sq), occ);
    };
    run_queen<QueenFn, true>(s, dispatched);
  });
}

// The set-wise and batch forms of the table baselines: map/<name>/<isa> (an
// out-of-line call per slider set, lookups inline in it), queen_batch and
// map_batch (loops of inline lookups, kBatch items per call). Each is checked
// against the reference first; false (with a message) if one is wrong.
struct TableBaseline {
  const char* suffix;  // "pext/bmi2"
  MapFn map;
  void (*queen_batch)(const std::uint8_t*, const Bitboard*, Bitboard*, std::size_t);
  void (*map_batch)(const Bitboard*, const Bitboard*, const Bitboard*, Bitboard*, std::size_t);
};

std::string check_table_baseline(const TableBaseline& b) {
  const Inputs& in = inputs();
  if (std::string error = check_map(b.map); !error.empty()) return "map: " + error;
  std::vector<Bitboard> out(kBlock);
  b.queen_batch(in.square.data(), in.square_occupied.data(), out.data(), kBlock);
  if (std::string error = check_results(Workload::queen_batch, 0, kBlock, out.data());
      !error.empty())
    return error;
  b.map_batch(in.orth.data(), in.diag.data(), in.occupied.data(), out.data(), kBlock);
  return check_results(Workload::map_batch, 0, kBlock, out.data());
}

bool register_table_baselines(const std::vector<Baseline>& prepared) {
  namespace b = baselines;
  auto prepared_has = [&](const char* name) {
    for (const Baseline& p : prepared)
      if (std::strcmp(p.name, name) == 0) return true;
    return false;
  };
  std::vector<TableBaseline> tables;
  if (prepared_has("queen/pext/bmi2"))
    tables.push_back({"pext/bmi2", b::pext_slider_attacks, b::pext_queen_batch, b::pext_map_batch});
  if (prepared_has("queen/magic/scalar"))
    tables.push_back(
        {"magic/scalar", b::magic_slider_attacks, b::magic_queen_batch, b::magic_map_batch});
  for (const TableBaseline& t : tables) {
    if (const std::string error = check_table_baseline(t); !error.empty()) {
      std::fprintf(stderr, "lanefill_bench: baseline %s is WRONG: %s\n", t.suffix, error.c_str());
      return false;
    }
    const std::string suffix = t.suffix;
    benchmark::RegisterBenchmark(("map/" + suffix).c_str(),
                                 [f = t.map](benchmark::State& s) { run_map(s, f); });
    benchmark::RegisterBenchmark(
        ("queen_batch/" + suffix).c_str(),
        [f = t.queen_batch](benchmark::State& s) { run_queen_batch(s, f); });
    benchmark::RegisterBenchmark(("map_batch/" + suffix).c_str(),
                                 [f = t.map_batch](benchmark::State& s) { run_map_batch(s, f); });
  }
  return true;
}

// "model name" of /proc/cpuinfo plus family/model/stepping (VMs often hide the name).
std::string cpu_model() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string name = "unknown", family, model, stepping;
  auto value_of = [](const std::string& line) {
    const auto colon = line.find(':');
    const auto start =
        colon == std::string::npos ? std::string::npos : line.find_first_not_of(" \t", colon + 1);
    return start == std::string::npos ? std::string() : line.substr(start);
  };
  // The first processor's block ends at the first empty line.
  for (std::string line; std::getline(cpuinfo, line) && !line.empty();) {
    if (line.rfind("model name", 0) == 0)
      name = value_of(line);
    else if (line.rfind("cpu family", 0) == 0)
      family = value_of(line);
    else if (line.rfind("model", 0) == 0)
      model = value_of(line);
    else if (line.rfind("stepping", 0) == 0)
      stepping = value_of(line);
  }
  if (family.empty()) return name;
  return name + " (family " + family + ", model " + model + ", stepping " + stepping + ")";
}

// "isa:isa/algorithm ..." for each ISA this CPU runs: the kernels its
// dispatched calls of one kind would use if it were the active ISA.
std::string dispatch_per_isa(CallKind kind) {
  std::string list;
  for (Isa isa : lanefill::kAllIsas) {
    if (!lanefill::is_supported(isa)) continue;
    if (!list.empty()) list += ' ';
    list.append(lanefill::name_of(isa))
        .append(":")
        .append(kernel_name(lanefill::plan_row(isa).choice(kind)));
  }
  return list;
}

// Everything report.py needs to describe the run goes into the JSON context.
void add_context(const std::string& skipped) {
  const auto& active = lanefill::active_implementation();
  benchmark::AddCustomContext("cpu_model", cpu_model());
  benchmark::AddCustomContext("cpu_features", lanefill::feature_list(lanefill::cpu_features()));
  benchmark::AddCustomContext("compiler", lanefill_bench::compiler_name());
  benchmark::AddCustomContext("cxx_flags", LANEFILL_BENCH_CXX_FLAGS);
  benchmark::AddCustomContext("build_type", LANEFILL_BENCH_BUILD_TYPE);
  benchmark::AddCustomContext("lanefill_active_isa", active.name);
  benchmark::AddCustomContext("lanefill_active_reason", lanefill::active_reason());
  benchmark::AddCustomContext("lanefill_dispatched_set_wise",
                              dispatched_kernel(CallKind::set_wise));
  benchmark::AddCustomContext("lanefill_dispatched_single_square",
                              dispatched_kernel(CallKind::single_square));
  benchmark::AddCustomContext("lanefill_set_wise", dispatch_per_isa(CallKind::set_wise));
  benchmark::AddCustomContext("lanefill_single_square", dispatch_per_isa(CallKind::single_square));
  benchmark::AddCustomContext("lanefill_block", std::to_string(kBlock));
  benchmark::AddCustomContext("lanefill_batch", std::to_string(kBatch));
  if (!skipped.empty()) benchmark::AddCustomContext("lanefill_skipped_wrong", skipped);
}

bool quick_requested(int argc, char** argv) {
  const char* env = std::getenv("LANEFILL_BENCH_QUICK");
  bool quick = env != nullptr && *env != '\0' && std::strcmp(env, "0") != 0;
  for (int i = 1; i < argc; ++i) quick |= std::strcmp(argv[i], "--quick") == 0;
  return quick;
}

// argv without --quick; the quick defaults go first so that explicit
// --benchmark_* options given by the user override them.
std::vector<char*> arguments(int argc, char** argv) {
  std::vector<char*> args{argv[0]};
  if (quick_requested(argc, argv)) {
    args.push_back(const_cast<char*>(kQuickFilter));
    args.push_back(const_cast<char*>(kQuickMinTime));
  }
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--quick") != 0) args.push_back(argv[i]);
  args.push_back(nullptr);
  return args;
}

}  // namespace
}  // namespace lanefill_bench

int main(int argc, char** argv) {
  using namespace lanefill_bench;
  std::vector<char*> args = arguments(argc, argv);
  int n = static_cast<int>(args.size()) - 1;

  if (const std::string error = check_oracles(); !error.empty()) {
    std::fprintf(stderr,
                 "lanefill_bench: aborting: the reference disagrees with the ray walk: %s\n",
                 error.c_str());
    return EXIT_FAILURE;
  }
  std::vector<Baseline> baselines;
  if (!prepare_baselines(baselines)) {
    std::fprintf(stderr, "lanefill_bench: aborting: a baseline disagrees with the reference\n");
    return EXIT_FAILURE;
  }
  std::string skipped;
  const auto pairs = checked_pairs(skipped);
  register_rays(pairs);
  register_queen(pairs);
  register_baselines(baselines);
  register_map(pairs);
  register_batches(pairs);
  register_queen_batch_1m();
  register_threats(pairs);
#if defined(LANEFILL_BENCH_CHESS)
  register_chess_move_counts();
#endif
  if (!register_table_baselines(baselines) || !register_threat_baselines(baselines)) {
    std::fprintf(stderr, "lanefill_bench: aborting: a baseline disagrees with the reference\n");
    return EXIT_FAILURE;
  }
  add_context(skipped);

  benchmark::Initialize(&n, args.data());
  if (benchmark::ReportUnrecognizedArguments(n, args.data())) return EXIT_FAILURE;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return EXIT_SUCCESS;
}
