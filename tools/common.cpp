// tools/common.cpp — helpers the commands share: lists, wrapping, FEN words, --isa/--algorithm.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#if defined(__linux__)
#include <sched.h>
#endif

#include "cli.hpp"
#include "tasks.hpp"

namespace lanefill::cli {

// ---------------------------------------------------------------------------
// Shared helpers.

// Appends `word` to a space-separated list.
void append_word(std::string& list, std::string_view word) {
  if (!list.empty()) list += ' ';
  list += word;
}

std::string compiled_isas() {
  std::string s;
  for (const Isa isa : kAllIsas)
    if (is_compiled(isa)) append_word(s, name_of(isa));
  return s;
}

// `text` as lines of at most `width` columns, each starting with `indent`.
std::string wrapped(std::string_view text, std::size_t width, std::string_view indent) {
  std::string out, line;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t end = std::min(text.find(' ', i), text.size());
    const std::string_view word = text.substr(i, end - i);
    if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
      out += std::string(indent) + line + "\n";
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += word;
    i = end + 1;
  }
  if (!line.empty()) out += std::string(indent) + line + "\n";
  return out;
}

// Parses the positional words as one FEN (or a position name); `fallback`
// is used when there are none.
Position position_from_words(const std::vector<std::string>& words, std::string_view fallback) {
  std::string text = words.empty() ? std::string(fallback) : join(words);
  if (text == "startpos") text = kStartFen;
  if (text == "kiwipete") text = kKiwipeteFen;
  try {
    return parse_fen(text);
  } catch (const FenError& e) {
    throw UsageError(e.what());
  }
}

unsigned usable_cores() {
#if defined(__linux__)
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return static_cast<unsigned>(CPU_COUNT(&set));
#endif
  return std::max(std::thread::hardware_concurrency(), 1u);
}

unsigned parse_threads(const std::optional<std::string>& text) {
  if (!text) return std::min(usable_cores(), examples::kMaxThreads);
  const std::string& t = *text;
  const bool digits = !t.empty() && t.size() <= 3 && t[0] != '0' &&
                      std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
  const unsigned n = digits ? static_cast<unsigned>(std::stoul(t)) : 0;
  if (n < 1 || n > examples::kMaxThreads)
    throw UsageError("bad --threads '" + t + "' (expected 1.." +
                     std::to_string(examples::kMaxThreads) + ")");
  return n;
}

// Applies --isa if given. Every failure is a usage error (exit 2).
void apply_isa_option(const CommandArgs& args) {
  const std::optional<std::string> name = args.option("--isa");
  if (!name) return;
  const std::optional<Isa> isa = isa_from_name(*name);
  if (!isa) throw UsageError("unknown ISA '" + *name + "' (expected " + isa_name_list(", ") + ")");
  switch (set_isa(*isa)) {
    case SetIsaResult::ok: return;
    case SetIsaResult::not_compiled:
      throw UsageError("ISA " + *name +
                       " is not compiled into this build (compiled: " + compiled_isas() + ")");
    case SetIsaResult::not_supported:
      throw UsageError("this CPU cannot run ISA " + *name + " (" +
                       missing_features(*isa, cpu_features()) + ")");
    case SetIsaResult::unknown_name: break;
  }
  throw UsageError("cannot use ISA '" + *name + "'");
}

std::string algorithm_names() {
  std::string s;
  for (const std::string_view name : kAlgorithmNames) append_word(s, name);
  return s;
}

std::string algorithms_of(const Implementation& impl) {
  std::string s;
  for (const Algorithm a : kAllAlgorithms)
    if (impl.by_algorithm[static_cast<std::size_t>(a)] != nullptr) append_word(s, name_of(a));
  return s.empty() ? "none" : s;
}

// "set-wise rotate_kogge, single square sbamg, ...": the plan row of the ISA
// (lib/plan.cpp), i.e. what dispatched calls run.
std::string dispatch_plan(const Implementation& impl) {
  const PlanRow& row = plan_row(impl.isa);
  std::string s;
  for (const CallKind kind : kAllCallKinds) {
    if (!s.empty()) s.append(", ");
    s.append(name_of(kind)).append(" ");
    if (lanefill::is_othello(kind)) {
      // Othello: whose base table serves the call.
      s.append(name_of(row.othello_isa(kind)));
      if (row.othello_isa(kind) != impl.isa) s.append(" code");
      continue;
    }
    const lanefill::KernelChoice c = row.choice(kind);
    s.append(name_of(c.algorithm));
    if (c.isa != impl.isa) s.append(" (").append(name_of(c.isa)).append(" code)");
  }
  return s;
}

ChosenKernels choose_kernels(const CommandArgs& args) {
  apply_isa_option(args);
  const Implementation& impl = active_implementation();
  const std::optional<std::string> name = args.option("--algorithm");
  if (!name)
    return {&kernels(), std::string("dispatched on ") + impl.name + ": " + dispatch_plan(impl)};
  const std::optional<Algorithm> algorithm = algorithm_from_name(*name);
  if (!algorithm)
    throw UsageError("unknown algorithm '" + *name + "' (expected one of: " + algorithm_names() +
                     ")");
  if (const Kernels* k = impl.by_algorithm[static_cast<std::size_t>(*algorithm)])
    return {k, "chosen by --algorithm"};
  if (args.option("--isa"))
    throw UsageError(std::string("ISA ") + impl.name + " has no kernel for algorithm " + *name +
                     " (it has: " + algorithms_of(impl) + ")");
  return {find_kernels(Isa::scalar, *algorithm),
          std::string("chosen by --algorithm; ") + impl.name +
              " has no such kernel, so the scalar one is used"};
}

std::string kernel_name(const Kernels& k) {
  return std::string(k.isa) + "/" + std::string(k.algorithm);
}

void print_computed_by(const ChosenKernels& choice) {
  const Kernels& k = *choice.kernels;
  std::cout << "computed by: ISA " << k.isa << ", algorithm " << k.algorithm << " (" << choice.how
            << ")\n"
            << "active ISA:  " << active_implementation().name << " (" << active_reason() << ")\n";
}

std::string count_title(std::string_view name, Bitboard b) {
  return std::string(name) + " (" + std::to_string(popcount(b)) + ")";
}

std::string slider_squares(const Position& pos, Color c) {
  return "orthogonal (R|Q) " + square_list(pos.orthogonal_sliders(c)) + "; diagonal (B|Q) " +
         square_list(pos.diagonal_sliders(c));
}

}  // namespace lanefill::cli
