// lib/dispatch.cpp — chooses the active implementation once, on first use, and
// composes its dispatched table from the plan (lib/plan.cpp).
//
// State: ONE atomic pointer (active_kernels) to the dispatched table of the
// active ISA (lanefill::kernels(), and the C API's lanefill_get_kernels()).
// The table names its ISA, so active_isa() and kernels() can never disagree,
// not even while another thread calls set_isa(). Tables are built once and
// never change: a call in flight on the old table finishes there, correctly.
#include "lanefill/dispatch.hpp"

#include <array>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <stdexcept>
#include <string>

#include "active_kernels.hpp"
#include "implementations.hpp"
#include "lanefill/cpu.hpp"
#include "lanefill/plan.hpp"
#include "lanefill_registry.hpp"

namespace lanefill {

// The dispatched kernels of the active ISA; null until first use
// (lib/active_kernels.hpp).
std::atomic<const Kernels*> detail::active_kernels{nullptr};

namespace {
using detail::active_kernels;

// Guards the slow path (first resolution, set_isa, reset_isa) and the reason.
std::mutex& state_mutex() {
  static std::mutex m;
  return m;
}
std::string& reason_text() {  // guarded by state_mutex()
  static std::string reason;
  return reason;
}

}  // namespace

const Kernels& table_of(KernelChoice c) {
  const Implementation* impl = detail::compiled_implementation(c.isa);
  const Kernels* k = impl ? impl->by_algorithm[slot(static_cast<int>(c.algorithm))] : nullptr;
  if (k == nullptr) std::abort();  // the plan names a missing table: a build defect
  return *k;
}

namespace {

// The base table of `wanted`, or of the row's own ISA where `wanted` is not
// compiled in (LANEFILL_ENABLE_AVX2=OFF beside AVX-512).
const Kernels& base_of(Isa wanted, Isa row_isa) {
  const Implementation* impl =
      detail::compiled_implementation(is_compiled(wanted) ? wanted : row_isa);
  if (impl == nullptr) std::abort();  // the plan names an ISA not compiled in: a build defect
  return *impl->base;
}

// The table whose entries of kind k the row's dispatched table takes.
const Kernels& source_of(const PlanRow& row, CallKind k) {
  return is_othello(k) ? base_of(row.othello_isa(k), row.isa) : table_of(row.choice(k));
}

}  // namespace

// The dispatched kernels of a plan row, entry by entry.
Kernels compose(const PlanRow& row) {
  Kernels k{};
  k.size = sizeof(Kernels);
  k.isa = kIsaNames[slot(static_cast<int>(row.isa))].data();
  k.algorithm = "dispatched";
  detail::set_dispatched_entries(k, [&row](CallKind kind) -> const Kernels& {  // entry_tables.hpp
    return source_of(row, kind);
  });
  return k;
}

namespace {

const Kernels& dispatched_table(Isa isa) {
  // Built once (thread-safe static initialisation) and never written again.
  static const std::array<Kernels, slot(kIsaCount)> tables = [] {
    std::array<Kernels, slot(kIsaCount)> t{};
    for (Isa i : kAllIsas)
      if (is_compiled(i)) t[slot(static_cast<int>(i))] = compose(plan_row(i));
    return t;
  }();
  return tables[slot(static_cast<int>(isa))];
}

std::string compiled_list() {
  std::string s;
  for (Isa isa : compiled_isas()) {
    if (!s.empty()) s += '|';
    s += name_of(isa);
  }
  return s;
}

template <std::size_t N>
std::string join(const std::array<std::string_view, N>& names, const char* separator) {
  std::string s;
  for (std::string_view n : names) {
    if (!s.empty()) s += separator;
    s += n;
  }
  return s;
}

// The automatic choice, honouring LANEFILL_ISA where it can be honoured.
Isa resolve_automatic(std::string& reason) {
  bool compiled[kIsaCount];
  for (Isa i : kAllIsas) compiled[static_cast<int>(i)] = is_compiled(i);
  const Isa best = best_supported_isa(cpu_features(), compiled);
  const std::string using_best =
      "; using " + std::string(name_of(best)) + ", the best this CPU supports";

  const char* env = std::getenv("LANEFILL_ISA");
  if (env == nullptr || *env == '\0') {
    reason = "best ISA compiled in and supported by this CPU";
    return best;
  }
  const std::string value = detail::printable(env);
  const auto wanted = isa_from_name(env);
  if (!wanted) {
    reason = "LANEFILL_ISA=\"" + value + "\" ignored: unknown name (expected " + isa_name_list() +
             ", any case)" + using_best;
  } else if (!is_compiled(*wanted)) {
    reason = "LANEFILL_ISA=" + value +
             " ignored: not compiled into this build (compiled: " + compiled_list() + ")" +
             using_best;
  } else if (!cpu_supports(*wanted, cpu_features())) {
    reason = "LANEFILL_ISA=" + value + " ignored: this CPU cannot run it (" +
             missing_features(*wanted, cpu_features()) + ")" + using_best;
  } else {
    reason = "forced by LANEFILL_ISA=" + value;
    return *wanted;
  }
  return best;
}

void publish(Isa isa) { active_kernels.store(&dispatched_table(isa), std::memory_order_release); }

}  // namespace

const Kernels& detail::resolve_kernels() {
  std::lock_guard<std::mutex> lock(state_mutex());
  const Kernels* k = active_kernels.load(std::memory_order_acquire);
  if (k == nullptr) {
    publish(resolve_automatic(reason_text()));
    k = active_kernels.load(std::memory_order_acquire);
  }
  return *k;
}

// Every dispatched C++ call runs this first (its fast path starts a 64-byte
// line: CMakeLists.txt aligns the library's functions).
const Kernels& kernels() { return detail::active_table(); }

namespace detail {

// An environment value as it may be shown: at most 40 characters, control
// characters escaped.
std::string printable(const char* text) {
  std::string out;
  std::size_t n = 0;
  for (const char* p = text; *p != '\0'; ++p, ++n) {
    if (n == 40) return out + "...";
    const unsigned char c = static_cast<unsigned char>(*p);
    if (c < 0x20 || c == 0x7f) {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

}  // namespace detail

const Implementation* implementation(Isa isa) { return detail::compiled_implementation(isa); }

bool is_compiled(Isa isa) { return implementation(isa) != nullptr; }

bool is_supported(Isa isa) { return is_compiled(isa) && cpu_supports(isa, cpu_features()); }

std::vector<Isa> compiled_isas() {
  std::vector<Isa> out;
  for (Isa isa : kAllIsas)
    if (is_compiled(isa)) out.push_back(isa);
  return out;
}

std::vector<Isa> supported_isas() {
  std::vector<Isa> out;
  for (Isa isa : kAllIsas)
    if (is_supported(isa)) out.push_back(isa);
  return out;
}

// The table names its ISA, so that the two never disagree.
Isa active_isa() { return *isa_from_name(kernels().isa); }

const Implementation& active_implementation() { return *implementation(active_isa()); }

std::string active_reason() {
  kernels();
  std::lock_guard<std::mutex> lock(state_mutex());
  return reason_text();
}

std::string_view describe(SetIsaResult r) {
  switch (r) {
    case SetIsaResult::ok: return "ok";
    case SetIsaResult::unknown_name: return "unknown ISA name";
    case SetIsaResult::not_compiled: return "ISA not compiled into this build";
    case SetIsaResult::not_supported: return "ISA not supported by this CPU";
  }
  return "unknown result";
}

SetIsaResult set_isa(Isa isa) {
  if (!is_compiled(isa)) return SetIsaResult::not_compiled;
  if (!cpu_supports(isa, cpu_features())) return SetIsaResult::not_supported;
  std::lock_guard<std::mutex> lock(state_mutex());
  reason_text() = "set by set_isa(\"" + std::string(name_of(isa)) + "\")";
  publish(isa);
  return SetIsaResult::ok;
}

SetIsaResult set_isa(std::string_view name) {
  const auto isa = isa_from_name(name);
  return isa ? set_isa(*isa) : SetIsaResult::unknown_name;
}

void reset_isa() {
  std::lock_guard<std::mutex> lock(state_mutex());
  publish(resolve_automatic(reason_text()));
}

const Kernels* find_kernels(Isa isa, Algorithm algorithm) {
  if (!is_valid(algorithm) || !is_supported(isa)) return nullptr;
  return implementation(isa)->by_algorithm[slot(static_cast<int>(algorithm))];
}

// What the registry says of an ISA (the generated lanefill_registry.hpp).
namespace {
std::size_t row_of(Isa isa) { return is_valid(isa) ? slot(static_cast<int>(isa)) : 0; }
}  // namespace
std::string_view architecture_of(Isa isa) {
  switch (registry::kArchs[row_of(isa)]) {
    case registry::Arch::x86_64: return "x86_64";
    case registry::Arch::aarch64: return "aarch64";
    case registry::Arch::wasm32: return "wasm32";
    case registry::Arch::any: break;
  }
  return "any";
}
bool is_native_arch(Isa isa) {
  const registry::Arch a = registry::kArchs[row_of(isa)];
#if defined(__x86_64__) || defined(_M_X64)
  return a == registry::Arch::any || a == registry::Arch::x86_64;
#elif defined(__aarch64__) || defined(_M_ARM64)
  return a == registry::Arch::any || a == registry::Arch::aarch64;
#elif defined(__wasm32__)
  return a == registry::Arch::any || a == registry::Arch::wasm32;
#else
  return a == registry::Arch::any;
#endif
}
std::string_view features_of(Isa isa) { return registry::kFeatures[row_of(isa)]; }
Isa inline_target_of(Isa isa) { return registry::kInlineTargets[row_of(isa)]; }
Isa trace_layout_of(Isa isa) { return registry::kTraceLayouts[row_of(isa)]; }
std::string_view flags_of(Isa isa) { return registry::kFlags[row_of(isa)]; }
std::string_view about(Algorithm a) {
  return registry::kAlgorithmAbout[is_valid(a) ? slot(static_cast<int>(a)) : 0];
}
std::string isa_name_list(const char* separator) { return join(kIsaNames, separator); }
std::string algorithm_name_list(const char* separator) { return join(kAlgorithmNames, separator); }

}  // namespace lanefill
