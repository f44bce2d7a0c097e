// tools/cmd_bench.cpp — `lanefill bench`: a short benchmark of every kernel
// table this CPU runs, the dispatched calls and the PEXT / fancy magic
// baselines, on the inputs of bench/ (1M pre-generated cases per workload,
// walked in order, identical for every entry), with its own timing loop.
//
// Every entry is checked against lanefill::reference on its own inputs before it
// is timed (bench/checks.hpp); a wrong entry is reported and left out.
// Bounds: bench/support/bounds.hpp (vector ops per item and a per-CPU port model)
// over the core clock measured here by a dependent chain of adds.
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "baselines.hpp"
#include "bench_entries.hpp"
#include "bounds.hpp"
#include "build_info.hpp"
#include "checks.hpp"
#include "cli.hpp"
#include "inputs.hpp"

#ifndef LANEFILL_CLI_BUILD_TYPE
#define LANEFILL_CLI_BUILD_TYPE "unknown"
#endif

namespace lanefill::cli {
namespace {

namespace lb = ::lanefill_bench;
namespace bl = ::lanefill_bench::baselines;
using bench::choice_name;
using bench::Entry;
using bench::kDefaultSeconds;
using bench::Kind;
using bench::make_entries;
using bench::Options;
using bench::plan_choice;
using lb::Workload;

// ---------------------------------------------------------------------------
// Options.

constexpr double kQuickSeconds = 0.02;  // --quick: ~3 s
constexpr double kMaxSeconds = 10;
// Slices per entry; the fastest is reported: on a shared machine other work
// only ever adds time, so the best slice is the most repeatable figure.
constexpr int kRepetitions = 5;

std::vector<Workload> parse_workloads(std::string_view text) {
  std::vector<Workload> out;
  std::size_t at = 0;
  for (;;) {
    const std::size_t comma = std::min(text.find(',', at), text.size());
    const std::string_view name = text.substr(at, comma - at);
    std::optional<Workload> found;
    for (const Workload w : lb::kAllWorkloads)
      if (name == lb::name_of(w)) found = w;
    if (!found)
      throw UsageError("unknown workload '" + std::string(name) +
                       "' (expected rays, queen, map, queen_batch or map_batch, comma-separated)");
    if (std::find(out.begin(), out.end(), *found) == out.end()) out.push_back(*found);
    if (comma == text.size()) break;
    at = comma + 1;
  }
  std::sort(out.begin(), out.end());
  return out;
}

double parse_seconds(const std::string& text) {
  const std::string problem = "bad --seconds '" + text + "' (expected seconds per entry, " +
                              "more than 0 and at most 10, e.g. 0.1)";
  double value = 0;
  std::size_t used = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    throw UsageError(problem);
  }
  if (used != text.size() || !std::isfinite(value) || value <= 0 || value > kMaxSeconds)
    throw UsageError(problem);
  return value;
}

Options parse_options(const CommandArgs& args) {
  Options o;
  if (!args.positional.empty())
    throw UsageError("bench takes no arguments, got '" + args.positional.front() +
                     "' (see 'lanefill bench --help')");
  o.workloads = args.option("--workload")
                    ? parse_workloads(*args.option("--workload"))
                    : std::vector<Workload>(lb::kAllWorkloads.begin(), lb::kAllWorkloads.end());
  if (args.flag("--quick")) o.seconds = kQuickSeconds;
  if (const auto s = args.option("--seconds")) o.seconds = parse_seconds(*s);
  o.json = args.flag("--json");
  if (args.option("--isa")) {
    apply_isa_option(args);  // validates (exit 2 with the reason) and dispatches to it
    o.isa = active_isa();
  }
  return o;
}

// ---------------------------------------------------------------------------
// The machine.

struct Machine {
  std::string cpu_model;  // CPUID brand string
  std::string vendor;     // CPUID vendor string
  unsigned family = 0, model = 0;
  CpuKind kind = CpuKind::other;
  std::optional<double> ghz;  // core clock estimate, if plausible
  double measured_ghz = 0;    // what the add chain gave, plausible or not
};

// The library's CPUID reading: brand, vendor, family, model and kind.
void cpuid_identity(Machine& m) {
  const CpuIdentity id = cpu_identity();
  m.vendor = id.vendor;
  m.family = id.family;
  m.model = id.model;
  m.kind = cpu_kind();
  m.cpu_model = cpu_brand();
}

#if defined(__x86_64__) || defined(__i386__)
// Core clock: a dependent chain of 1-cycle adds (the chain cannot be folded or
// overlapped: each add needs the previous result), timed by steady_clock.
// The best of a few short runs, in GHz.
double add_chain_ghz() {
  constexpr int kAddsPerLoop = 100;
  constexpr int kLoops = 100000;  // 10M adds: ~2.5 ms at 4 GHz
  double best = 0;
  for (int run = 0; run < 7; ++run) {
    std::uint64_t x = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < kLoops; ++i) asm volatile(".rept 100\n\taddq $1, %0\n\t.endr" : "+r"(x));
    const auto stop = std::chrono::steady_clock::now();
    const double ns = std::chrono::duration<double, std::nano>(stop - start).count();
    if (x != std::uint64_t{kAddsPerLoop} * kLoops) return 0;  // the chain did not run as written
    best = std::max(best, double(kAddsPerLoop) * kLoops / ns);
  }
  return best;
}
#else
double add_chain_ghz() { return 0; }
#endif

Machine machine() {
  Machine m;
  cpuid_identity(m);
  if (m.cpu_model.empty()) m.cpu_model = "unknown";
  m.measured_ghz = add_chain_ghz();
  if (m.measured_ghz >= 1 && m.measured_ghz <= 6) m.ghz = m.measured_ghz;
  return m;
}

// ---------------------------------------------------------------------------
// Checking and timing.

constexpr std::size_t kBlock = lb::kBlock;
constexpr std::size_t kCheckedBlocks = 2;

std::string check_entry(const Entry& e, std::vector<Bitboard>& out) {
  if (e.kind == Kind::table) {
    // Every entry point of the table, edge cases included (bench/checks.cpp).
    if (std::string error = lb::check_kernels(bench::table_of(e.context)); !error.empty())
      return error;
  }
  for (std::size_t block = 0; block < kCheckedBlocks; ++block) {
    e.run(e.context, block * kBlock, kBlock, out.data());
    if (std::string error = lb::check_results(e.workload, block * kBlock, kBlock, out.data());
        !error.empty())
      return error;
  }
  return {};
}

// ns per item: kRepetitions slices of `seconds / kRepetitions`, each running
// blocks of fresh cases in order (wrapping after all kCases) until its time
// is up; the best (fastest) slice.
double time_entry(const Entry& e, double seconds, std::vector<Bitboard>& out) {
  using Clock = std::chrono::steady_clock;
  const auto slice = std::chrono::duration<double>(seconds / kRepetitions);
  std::size_t at = 0;
  e.run(e.context, at, kBlock, out.data());  // warm-up: code, tables, branch history
  std::array<double, kRepetitions> ns{};
  for (double& result : ns) {
    std::size_t items = 0;
    const auto start = Clock::now();
    auto now = start;
    do {
      e.run(e.context, at, kBlock, out.data());
      at = (at + kBlock) % lb::kCases;
      items += kBlock;
      now = Clock::now();
    } while (now - start < slice);
    result = std::chrono::duration<double, std::nano>(now - start).count() / double(items);
  }
  return *std::min_element(ns.begin(), ns.end());
}

// ---------------------------------------------------------------------------
// Bounds (bench/support/bounds.hpp): the entry's kernel; the dispatched call's is its
// plan choice.

std::optional<double> bound_of(const Entry& e, const Machine& m) {
  const lb::bounds::PortModel* model = lb::bounds::port_model(m.kind);
  if (model == nullptr || !m.ghz) return std::nullopt;
  std::string algorithm = e.algorithm, isa = e.isa;
  if (e.kind == Kind::dispatched) {
    const KernelChoice c = plan_choice(e.workload);
    algorithm = name_of(c.algorithm);
    isa = name_of(c.isa);
  }
  const lb::bounds::OpCount* count = lb::bounds::op_count(lb::name_of(e.workload), algorithm, isa);
  if (count == nullptr) return std::nullopt;
  return lb::bounds::bound_cycles(*count, *model) / *m.ghz;
}

// ---------------------------------------------------------------------------
// Output.

struct Verdict {
  std::string plan;      // the plan's choice, isa/algorithm
  std::string fastest;   // the fastest table here, isa/algorithm
  double slower_by = 0;  // percent the plan's choice is slower than the fastest (0 if it is)
  bool plan_measured = false;
  std::string text() const {
    if (!plan_measured) return "plan picks " + plan + " (not measured here)";
    if (plan == fastest) return "plan picks " + plan + ": fastest here";
    if (slower_by < 0.5) return "plan picks " + plan + ": fastest here (tied with " + fastest + ")";
    char pct[32];
    std::snprintf(pct, sizeof pct, "%.0f%%", slower_by);
    std::string s = "plan picks " + plan + "; " + fastest + " is faster here by " + pct;
    if (slower_by < 5) s += " (within run-to-run noise)";
    return s;
  }
};

Verdict verdict_of(Workload w, const std::vector<Entry>& entries) {
  Verdict v;
  v.plan = choice_name(plan_choice(w));
  double plan_ns = 0, best_ns = 0;
  for (const Entry& e : entries) {
    if (e.workload != w || e.kind != Kind::table || !e.error.empty()) continue;
    const std::string name = e.isa + "/" + e.algorithm;
    if (v.fastest.empty() || e.ns < best_ns) {
      v.fastest = name;
      best_ns = e.ns;
    }
    if (name == v.plan) {
      v.plan_measured = true;
      plan_ns = e.ns;
    }
  }
  if (v.plan_measured && v.plan != v.fastest) v.slower_by = (plan_ns / best_ns - 1) * 100;
  return v;
}

// The baseline ratios are taken against: PEXT when the CPU has BMI2, else magic.
const char* ratio_baseline() { return cpu_features().bmi2 ? "pext" : "magic"; }

std::optional<double> baseline_ns(Workload w, const std::vector<Entry>& entries,
                                  std::string_view algorithm) {
  for (const Entry& e : entries)
    if (e.workload == w && e.kind == Kind::baseline && e.algorithm == algorithm && e.error.empty())
      return e.ns;
  return std::nullopt;
}

std::string fixed(double v, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}
std::string pad(std::string s, std::size_t width, bool right = false) {
  if (s.size() >= width) return s;
  const std::string fill(width - s.size(), ' ');
  return right ? fill + s : s + fill;
}

void print_header(const Machine& m, const Options& o) {
  std::cout << "cpu:      " << m.cpu_model;
  if (!m.vendor.empty())
    std::cout << " (" << m.vendor << ", family 0x" << std::hex << m.family << ", model 0x"
              << m.model << std::dec << ")";
  std::cout << "\nactive:   " << active_implementation().name << " (" << active_reason() << ")\n"
            << "compiler: " << lanefill_bench::compiler_name() << ", " << LANEFILL_CLI_BUILD_TYPE
            << " build\n"
            << "clock:    ";
  if (m.ghz)
    std::cout << fixed(*m.ghz, 2) << " GHz (dependent chain of 1-cycle adds)\n";
  else
    std::cout << "unknown (the add chain gave " << fixed(m.measured_ghz, 2)
              << " GHz, outside 1..6)\n";
  const lb::bounds::PortModel* model = lb::bounds::port_model(m.kind);
  std::cout << "bounds:   "
            << (model ? std::string(model->name) + " port model (bench/support/bounds.hpp)"
                      : std::string("no port model for this CPU"))
            << "\n"
            << "timing:   " << fixed(o.seconds, 3) << " s per entry, best of " << kRepetitions
            << " slices; " << lb::kCases << " fresh cases per workload\n"
            << "ratio:    " << ratio_baseline() << " time / entry time (above 1: faster than "
            << ratio_baseline() << ")" << (cpu_features().bmi2 ? "" : "; this CPU lacks BMI2")
            << "\n";
}

void print_workload(Workload w, const std::vector<Entry>& entries) {
  std::vector<const Entry*> rows;
  for (const Entry& e : entries)
    if (e.workload == w) rows.push_back(&e);
  std::stable_sort(rows.begin(), rows.end(), [](const Entry* a, const Entry* b) {
    if (a->error.empty() != b->error.empty()) return a->error.empty();
    return a->ns < b->ns;
  });
  const std::optional<double> base = baseline_ns(w, entries, ratio_baseline());
  const std::string plan = choice_name(plan_choice(w));
  std::cout << "\n" << lb::name_of(w) << ": ns per item, one item = " << bench::item_of(w) << "\n";
  std::cout << "  " << pad("entry (* = the plan's choice)", 50) << pad("ns/item", 9, true)
            << pad(std::string("x ") + ratio_baseline(), 9, true) << pad("bound ns", 10, true)
            << "\n";
  for (const Entry* e : rows) {
    std::string label = e->name();
    if (e->kind == Kind::dispatched)
      label += " (" + plan + ")";
    else if (e->kind == Kind::table && e->isa + "/" + e->algorithm == plan)
      label += " *";
    if (!e->error.empty()) {
      std::cout << "  " << pad(label, 50) << "  WRONG, not timed: " << e->error << "\n";
      continue;
    }
    std::cout << "  " << pad(label, 50) << pad(fixed(e->ns, 2), 9, true)
              << pad(base ? fixed(*base / e->ns, 2) : "-", 9, true)
              << pad(e->bound_ns ? fixed(*e->bound_ns, 2) : "-", 10, true) << "\n";
  }
  std::cout << "  " << verdict_of(w, entries).text() << "\n";
}

// JSON strings: quotes, backslashes and control characters escaped.
std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += ch;
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += ch;
    }
  }
  return out + "\"";
}
std::string json_number(std::optional<double> v, int decimals = 4) {
  return v && std::isfinite(*v) ? fixed(*v, decimals) : "null";
}

void print_json(const Machine& m, const Options& o, const std::vector<Entry>& entries) {
  const lb::bounds::PortModel* model = lb::bounds::port_model(m.kind);
  std::ostringstream j;
  j << "{\n  \"format\": \"lanefill bench\",\n"
    << "  \"machine\": {\"cpu_model\": " << json_string(m.cpu_model)
    << ", \"vendor\": " << json_string(m.vendor) << ", \"family\": " << m.family
    << ", \"model\": " << m.model
    << ", \"cpu_features\": " << json_string(feature_list(cpu_features())) << "},\n"
    << "  \"compiler\": " << json_string(lanefill_bench::compiler_name()) << ",\n"
    << "  \"build_type\": " << json_string(LANEFILL_CLI_BUILD_TYPE) << ",\n"
    << "  \"active_isa\": " << json_string(active_implementation().name) << ",\n"
    << "  \"active_reason\": " << json_string(active_reason()) << ",\n"
    << "  \"clock_ghz\": " << json_number(m.ghz, 3) << ",\n"
    << "  \"port_model\": " << (model ? json_string(model->name) : "null") << ",\n"
    << "  \"seconds_per_entry\": " << o.seconds << ",\n"
    << "  \"repetitions\": " << kRepetitions << ",\n"
    << "  \"cases\": " << lb::kCases << ",\n"
    << "  \"ratio_baseline\": " << json_string(ratio_baseline()) << ",\n"
    << "  \"verdicts\": [";
  for (std::size_t i = 0; i < o.workloads.size(); ++i) {
    const Verdict v = verdict_of(o.workloads[i], entries);
    j << (i ? ",\n    " : "\n    ") << "{\"workload\": " << json_string(lb::name_of(o.workloads[i]))
      << ", \"plan_choice\": " << json_string(v.plan) << ", \"fastest\": " << json_string(v.fastest)
      << ", \"plan_slower_percent\": "
      << json_number(v.plan_measured ? std::optional<double>(v.slower_by) : std::nullopt, 1)
      << ", \"text\": " << json_string(v.text()) << "}";
  }
  j << "\n  ],\n  \"entries\": [";
  bool first = true;
  for (const Entry& e : entries) {
    const std::optional<double> pext = baseline_ns(e.workload, entries, "pext");
    const std::optional<double> magic = baseline_ns(e.workload, entries, "magic");
    const bool ok = e.error.empty();
    const std::string plan = choice_name(plan_choice(e.workload));
    j << (first ? "\n    " : ",\n    ") << "{\"name\": " << json_string(e.name())
      << ", \"workload\": " << json_string(lb::name_of(e.workload))
      << ", \"algorithm\": " << json_string(e.algorithm) << ", \"isa\": " << json_string(e.isa)
      << ", \"kind\": "
      << json_string(e.kind == Kind::table        ? "table"
                     : e.kind == Kind::dispatched ? "dispatched"
                                                  : "baseline")
      << ", \"ns_per_item\": " << json_number(ok ? std::optional(e.ns) : std::nullopt)
      << ", \"ratio_to_pext\": "
      << json_number(ok && pext ? std::optional(*pext / e.ns) : std::nullopt)
      << ", \"ratio_to_magic\": "
      << json_number(ok && magic ? std::optional(*magic / e.ns) : std::nullopt)
      << ", \"bound_ns\": " << json_number(e.bound_ns) << ", \"plan_choice\": " << json_string(plan)
      << ", \"is_plan_choice\": "
      << (e.kind == Kind::table && e.isa + "/" + e.algorithm == plan ? "true" : "false");
    if (e.kind == Kind::dispatched) j << ", \"dispatched_to\": " << json_string(plan);
    if (!ok) j << ", \"error\": " << json_string(e.error);
    j << "}";
    first = false;
  }
  j << "\n  ]\n}\n";
  std::cout << j.str();
}

void show_progress(bool tty, std::size_t done, std::size_t total, const std::string& name) {
  if (!tty) return;
  std::string line = "[" + std::to_string(done) + "/" + std::to_string(total) + "] " + name;
  std::cerr << "\r" << pad(line, 60) << std::flush;
}

}  // namespace

int run_bench(const std::vector<std::string>& words) {
  const CommandArgs args = parse_command_args("bench", words, {"--isa", "--workload", "--seconds"},
                                              {"--quick", "--json"});
  if (args.help) return print_help(kBenchHelp);
  const Options o = parse_options(args);
  const bool tty = isatty(STDERR_FILENO) == 1;

  if (const std::string error = lb::check_oracles(); !error.empty())
    throw std::runtime_error("the scalar reference disagrees with the ray walk: " + error);
  if (cpu_features().bmi2 && !bl::init_pext())
    throw std::runtime_error("the PEXT tables came out inconsistent");
  if (!bl::init_magic()) throw std::runtime_error("the magic tables came out inconsistent");
  bl::init_hyperbola();
  bl::init_threats();
  const Machine m = machine();

  std::vector<Entry> entries = make_entries(o);
  std::vector<Bitboard> out(kBlock * 8);
  int wrong = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    Entry& e = entries[i];
    show_progress(tty, i + 1, entries.size(), e.name());
    e.error = check_entry(e, out);
    if (!e.error.empty()) {
      ++wrong;
      if (tty) std::cerr << "\n";
      std::cerr << "lanefill: " << e.name() << " is WRONG (" << one_line_message(e.error)
                << "); not timed\n";
      continue;
    }
    e.ns = time_entry(e, o.seconds, out);
    e.bound_ns = bound_of(e, m);
  }
  if (tty) std::cerr << "\r" << std::string(60, ' ') << "\r" << std::flush;

  if (o.json) {
    print_json(m, o, entries);
  } else {
    print_header(m, o);
    for (const Workload w : o.workloads) print_workload(w, entries);
  }
  return wrong == 0 ? kExitOk : kExitMismatch;
}

}  // namespace lanefill::cli
