// tools/bench_entries.cpp — the entries of `lanefill bench`: the block
// functions of every kernel table, the dispatched API and the baselines
// (lookups inlined into the loop), per workload.
#include "bench_entries.hpp"

#include <algorithm>
#include <utility>

#include "baselines.hpp"
#include "cli.hpp"
#include "threat_inputs.hpp"

namespace lanefill::cli::bench {
namespace {

namespace lb = ::lanefill_bench;
namespace bl = ::lanefill_bench::baselines;

// ---------------------------------------------------------------------------
// Entries: a block function computes the results of cases [first, first + n)
// into out (8 per case for rays); timing and checking call the same function.

const lb::Inputs& in() { return lb::inputs(); }

// Kernel tables: one call through the table's pointer per item (or per kBatch items).
void table_rays(const void* c, std::size_t first, std::size_t n, Bitboard* out) {
  const auto f = table_of(c).ray_attacks;
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i, out += 8)
    f(x.orth[i], x.diag[i], x.occupied[i], out);
}
void table_queen(const void* c, std::size_t first, std::size_t n, Bitboard* out) {
  const auto f = table_of(c).queen_attacks;
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = f(Square(x.square[i]), x.square_occupied[i]);
}
void table_map(const void* c, std::size_t first, std::size_t n, Bitboard* out) {
  const auto f = table_of(c).slider_attacks;
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i) *out++ = f(x.orth[i], x.diag[i], x.occupied[i]);
}
void table_queen_batch(const void* c, std::size_t first, std::size_t n, Bitboard* out) {
  const auto f = table_of(c).queen_attacks_batch;
  const lb::Inputs& x = in();
  for (std::size_t b = 0; b < n; b += lb::kBatch)
    f(x.square.data() + first + b, x.square_occupied.data() + first + b, out + b,
      std::min(lb::kBatch, n - b));
}
void table_map_batch(const void* c, std::size_t first, std::size_t n, Bitboard* out) {
  const auto f = table_of(c).slider_attacks_batch;
  const lb::Inputs& x = in();
  for (std::size_t b = 0; b < n; b += lb::kBatch)
    f(x.orth.data() + first + b, x.diag.data() + first + b, x.occupied.data() + first + b, out + b,
      std::min(lb::kBatch, n - b));
}

// The dispatched public API (lanefill.hpp), as an engine calls it; the batch
// overloads check their input.
void dispatched_rays(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i, out += 8) {
    const auto rays = lanefill::ray_attacks(x.orth[i], x.diag[i], x.occupied[i]);
    std::copy(rays.begin(), rays.end(), out);
  }
}
void dispatched_queen(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = lanefill::queen_attacks(static_cast<Square>(x.square[i]), x.square_occupied[i]);
}
void dispatched_map(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = lanefill::slider_attacks(x.orth[i], x.diag[i], x.occupied[i]);
}
void dispatched_queen_batch(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t b = 0; b < n; b += lb::kBatch)
    lanefill::queen_attacks_batch(x.square.data() + first + b, x.square_occupied.data() + first + b,
                                  out + b, std::min(lb::kBatch, n - b));
}
void dispatched_map_batch(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t b = 0; b < n; b += lb::kBatch)
    lanefill::slider_attacks_batch(x.orth.data() + first + b, x.diag.data() + first + b,
                                   x.occupied.data() + first + b, out + b,
                                   std::min(lb::kBatch, n - b));
}

// Baselines: the lookups inlined into the loop (bench/baselines/lookups.hpp).
// PEXT loops carry the bmi2 target and run only when the CPU has BMI2.
LANEFILL_BMI2 void pext_queen(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = bl::pext_queen(x.square[i], x.square_occupied[i]);
}
LANEFILL_BMI2 void pext_map(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = bl::pext_map(x.orth[i], x.diag[i], x.occupied[i]);
}
LANEFILL_BMI2 void pext_queen_batch(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t b = 0; b < n; b += lb::kBatch)
    bl::pext_queen_batch(x.square.data() + first + b, x.square_occupied.data() + first + b, out + b,
                         std::min(lb::kBatch, n - b));
}
LANEFILL_BMI2 void pext_map_batch(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t b = 0; b < n; b += lb::kBatch)
    bl::pext_map_batch(x.orth.data() + first + b, x.diag.data() + first + b,
                       x.occupied.data() + first + b, out + b, std::min(lb::kBatch, n - b));
}
LANEFILL_AVX2 void dual_hyperbola_queen(const void*, std::size_t first, std::size_t n,
                                        Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = bl::dual_hyperbola_queen(x.square[i], x.square_occupied[i]);
}
void magic_queen(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = bl::magic_queen(x.square[i], x.square_occupied[i]);
}
void magic_map(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = bl::magic_map(x.orth[i], x.diag[i], x.occupied[i]);
}
void magic_queen_batch(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t b = 0; b < n; b += lb::kBatch)
    bl::magic_queen_batch(x.square.data() + first + b, x.square_occupied.data() + first + b,
                          out + b, std::min(lb::kBatch, n - b));
}
void magic_map_batch(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t b = 0; b < n; b += lb::kBatch)
    bl::magic_map_batch(x.orth.data() + first + b, x.diag.data() + first + b,
                        x.occupied.data() + first + b, out + b, std::min(lb::kBatch, n - b));
}

// The threat update of one square of a real game (bench/threat_inputs.hpp):
// the table's or the API's slider_threats, its pairs folded into the digest;
// the baselines' Stockfish-style update around their lookups, inlined.
void table_threats(const void* c, std::size_t first, std::size_t n, Bitboard* out) {
  const auto f = table_of(c).slider_threats;
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i) {
    SliderThreats t;
    f(Square(x.threat_square[i]), x.threat_occupied[i], x.threat_orth[i], x.threat_diag[i], &t);
    *out++ = lb::threat_digest(t);
  }
}
void dispatched_threats(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = lb::threat_digest(lanefill::slider_threats(static_cast<Square>(x.threat_square[i]),
                                                        x.threat_occupied[i], x.threat_orth[i],
                                                        x.threat_diag[i]));
}
LANEFILL_BMI2 void pext_threats(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = bl::pext_threats(x.threat_square[i], x.threat_occupied[i], x.threat_orth[i],
                              x.threat_diag[i]);
}
void magic_threats(const void*, std::size_t first, std::size_t n, Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = bl::magic_threats(x.threat_square[i], x.threat_occupied[i], x.threat_orth[i],
                               x.threat_diag[i]);
}
LANEFILL_AVX2 void dual_hyperbola_threats(const void*, std::size_t first, std::size_t n,
                                          Bitboard* out) {
  const lb::Inputs& x = in();
  for (std::size_t i = first; i < first + n; ++i)
    *out++ = bl::dual_hyperbola_threats(x.threat_square[i], x.threat_occupied[i], x.threat_orth[i],
                                        x.threat_diag[i]);
}

struct WorkloadFns {
  BlockFn table, dispatched, pext, magic;  // pext/magic null: no baseline
  CallKind call_kind;
  const char* item;  // what one item is
};
WorkloadFns fns_of(Workload w) {
  switch (w) {
    case Workload::rays:
      return {table_rays,
              dispatched_rays,
              nullptr,
              nullptr,
              CallKind::set_wise,
              "the 8 direction attack sets of 1..3 orthogonal + 1..3 diagonal sliders"};
    case Workload::queen:
      return {table_queen,
              dispatched_queen,
              pext_queen,
              magic_queen,
              CallKind::single_square,
              "one queen: random square, occupancy rand64() & rand64()"};
    case Workload::map:
      return {table_map,          dispatched_map,
              pext_map,           magic_map,
              CallKind::set_wise, "the attack map of 1..3 orthogonal + 1..3 diagonal sliders"};
    case Workload::queen_batch:
      return {table_queen_batch, dispatched_queen_batch, pext_queen_batch,
              magic_queen_batch, CallKind::queen_batch,  "one queen of a 256-queen batch call"};
    case Workload::threats:
      return {table_threats,
              dispatched_threats,
              pext_threats,
              magic_threats,
              CallKind::single_square,
              "the threat update of one square a move of a real game changes: its sliders and "
              "what each discovers"};
    case Workload::map_batch: break;
  }
  return {table_map_batch, dispatched_map_batch,   pext_map_batch,
          magic_map_batch, CallKind::slider_batch, "one slider set of a 256-set batch call"};
}

// The tables to run: every find_kernels(isa, algorithm) that exists; with
// --isa only that ISA's, plus the tables its plan row names.
std::vector<const Kernels*> tables_to_run(const Options& o) {
  std::vector<const Kernels*> tables;
  for (const Isa isa : kAllIsas)
    for (const Algorithm a : kAllAlgorithms) {
      const Kernels* k = find_kernels(isa, a);
      if (k == nullptr) continue;
      bool wanted = !o.isa || *o.isa == isa;
      for (const CallKind kind : kAllCallKinds) {
        if (lanefill::is_othello(kind)) continue;  // base tables, not research ones
        const KernelChoice c = plan_row(active_isa()).choice(kind);
        wanted |= c.isa == isa && c.algorithm == a;
      }
      if (wanted) tables.push_back(k);
    }
  return tables;
}

Entry make_entry(Workload w, Kind kind, std::string algorithm, std::string isa, BlockFn run,
                 const void* context = nullptr) {
  Entry e{w, kind, std::move(algorithm), std::move(isa), run, context, 0, std::nullopt, {}};
  return e;
}

}  // namespace

const Kernels& table_of(const void* context) { return *static_cast<const Kernels*>(context); }
const char* item_of(Workload w) { return fns_of(w).item; }

std::string choice_name(KernelChoice c) {
  return std::string(name_of(c.isa)) + "/" + std::string(name_of(c.algorithm));
}
KernelChoice plan_choice(Workload w) { return plan_row(active_isa()).choice(fns_of(w).call_kind); }

std::vector<Entry> make_entries(const Options& o) {
  const bool bmi2 = cpu_features().bmi2;
  const auto tables = tables_to_run(o);
  std::vector<Entry> entries;
  for (const Workload w : o.workloads) {
    const WorkloadFns f = fns_of(w);
    for (const Kernels* k : tables)
      entries.push_back(
          make_entry(w, Kind::table, std::string(k->algorithm), std::string(k->isa), f.table, k));
    entries.push_back(
        make_entry(w, Kind::dispatched, "dispatched", active_implementation().name, f.dispatched));
    if (f.pext != nullptr && bmi2)
      entries.push_back(make_entry(w, Kind::baseline, "pext", "bmi2", f.pext));
    if (f.magic != nullptr)
      entries.push_back(make_entry(w, Kind::baseline, "magic", "scalar", f.magic));
    // Stockfish master's way without PEXT, written here (bench/baselines/lookups.hpp).
    if (w == Workload::queen && cpu_features().avx2)
      entries.push_back(
          make_entry(w, Kind::baseline, "dual_hyperbola", "avx2", dual_hyperbola_queen));
    if (w == Workload::threats && cpu_features().avx2)
      entries.push_back(
          make_entry(w, Kind::baseline, "dual_hyperbola", "avx2", dual_hyperbola_threats));
  }
  return entries;
}

}  // namespace lanefill::cli::bench
