// lib/dispatch.cpp — chooses the active implementation once, on first use.
#include "lanefill/dispatch.hpp"

#include <array>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <string>

#include "implementations.hpp"
#include "lanefill/cpu.hpp"

namespace lanefill {
namespace detail {
std::atomic<const AttackKernels*> active_kernels{nullptr};
}  // namespace detail

namespace {

constexpr const Implementation* kCompiled[kIsaCount] = {
    &detail::scalar_implementation,
#if defined(LANEFILL_HAVE_SSE2)
    &detail::sse2_implementation,
#else
    nullptr,
#endif
#if defined(LANEFILL_HAVE_AVX2)
    &detail::avx2_implementation,
#else
    nullptr,
#endif
#if defined(LANEFILL_HAVE_AVX512)
    &detail::avx512_implementation,
#else
    nullptr,
#endif
};

// Guards the slow path (first resolution, set_isa, reset_isa) and the reason.
std::mutex& state_mutex() {
  static std::mutex m;
  return m;
}
std::atomic<const Implementation*> g_active{nullptr};
std::string g_reason;  // guarded by state_mutex()

// The dispatched table of one ISA: set-wise entries from `preferred`,
// single-square entries from `single_square`.
AttackKernels compose(const Implementation& impl) {
  const AttackKernels& set = *impl.preferred;
  const AttackKernels& one = *impl.single_square;
  return {set.algorithm,      impl.isa,          set.occluded_fills,      set.ray_attacks,
          set.slider_attacks, one.rook_attacks,  one.bishop_attacks,      one.queen_attacks,
          one.queen_attacks_batch,               set.slider_attacks_batch};
}

std::string compiled_list() {
  std::string s;
  for (int i = 0; i < kIsaCount; ++i)
    if (kCompiled[i]) s += std::string(s.empty() ? "" : "|") + kIsaNames[i].data();
  return s;
}

// The automatic choice, honouring LANEFILL_ISA where it can be honoured.
const Implementation* resolve_automatic(std::string& reason) {
  bool compiled[kIsaCount];
  for (int i = 0; i < kIsaCount; ++i) compiled[i] = kCompiled[i] != nullptr;
  const Isa best = best_supported_isa(cpu_features(), compiled);
  const std::string best_name(name_of(best));

  const char* env = std::getenv("LANEFILL_ISA");
  if (env == nullptr || *env == '\0') {
    reason = "best ISA compiled in and supported by this CPU";
    return kCompiled[static_cast<int>(best)];
  }
  const std::string value(env);
  const auto wanted = isa_from_name(value);
  if (!wanted) {
    reason = "LANEFILL_ISA=\"" + value + "\" ignored: unknown name (expected " +
             std::string("scalar|sse2|avx2|avx512") + "); using " + best_name +
             ", the best this CPU supports";
  } else if (!kCompiled[static_cast<int>(*wanted)]) {
    reason = "LANEFILL_ISA=" + value + " ignored: not compiled into this build (compiled: " +
             compiled_list() + "); using " + best_name + ", the best this CPU supports";
  } else if (!cpu_supports(*wanted, cpu_features())) {
    reason = "LANEFILL_ISA=" + value + " ignored: this CPU cannot run it (" +
             missing_features(*wanted, cpu_features()) + "); using " + best_name +
             ", the best this CPU supports";
  } else {
    reason = "forced by LANEFILL_ISA=" + value;
    return kCompiled[static_cast<int>(*wanted)];
  }
  return kCompiled[static_cast<int>(best)];
}

const AttackKernels& dispatched_table(const Implementation& impl) {
  // Built once (thread-safe static initialisation) and never written again,
  // so a published pointer always sees a complete table.
  static const std::array<AttackKernels, kIsaCount> tables = [] {
    std::array<AttackKernels, kIsaCount> t{};
    for (int i = 0; i < kIsaCount; ++i)
      if (kCompiled[i] != nullptr) t[i] = compose(*kCompiled[i]);
    return t;
  }();
  return tables[static_cast<int>(impl.isa)];
}

void publish(const Implementation* impl) {
  g_active.store(impl, std::memory_order_release);
  detail::active_kernels.store(&dispatched_table(*impl), std::memory_order_release);
}

const Implementation& resolve_once() {
  std::lock_guard<std::mutex> lock(state_mutex());
  const Implementation* impl = g_active.load(std::memory_order_acquire);
  if (impl == nullptr) {
    impl = resolve_automatic(g_reason);
    publish(impl);
  }
  return *impl;
}

}  // namespace

const Implementation* implementation(Isa isa) {
  const int i = static_cast<int>(isa);
  return (i >= 0 && i < kIsaCount) ? kCompiled[i] : nullptr;
}

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

const Implementation& active_implementation() {
  const Implementation* impl = g_active.load(std::memory_order_acquire);
  return impl ? *impl : resolve_once();
}

Isa active_isa() { return active_implementation().isa; }

std::string active_reason() {
  active_implementation();
  std::lock_guard<std::mutex> lock(state_mutex());
  return g_reason;
}

std::string_view describe(SetIsaResult r) {
  switch (r) {
    case SetIsaResult::ok: return "ok";
    case SetIsaResult::unknown_name: return "unknown ISA name (expected scalar|sse2|avx2|avx512)";
    case SetIsaResult::not_compiled: return "ISA not compiled into this build";
    case SetIsaResult::not_supported: return "ISA not supported by this CPU";
  }
  return "unknown result";
}

SetIsaResult set_isa(Isa isa) {
  const Implementation* impl = implementation(isa);
  if (impl == nullptr) return SetIsaResult::not_compiled;
  if (!cpu_supports(isa, cpu_features())) return SetIsaResult::not_supported;
  std::lock_guard<std::mutex> lock(state_mutex());
  g_reason = "set by set_isa(\"" + std::string(name_of(isa)) + "\")";
  publish(impl);
  return SetIsaResult::ok;
}

SetIsaResult set_isa(std::string_view name) {
  const auto isa = isa_from_name(name);
  return isa ? set_isa(*isa) : SetIsaResult::unknown_name;
}

void reset_isa() {
  std::lock_guard<std::mutex> lock(state_mutex());
  publish(resolve_automatic(g_reason));
}

const AttackKernels& detail::resolve_kernels() {
  return dispatched_table(active_implementation());
}

const AttackKernels* find_kernels(Isa isa, Algorithm algorithm) {
  const int a = static_cast<int>(algorithm);
  if (a < 0 || a >= kAlgorithmCount || !is_supported(isa)) return nullptr;
  return implementation(isa)->by_algorithm[a];
}

const AttackKernels& kernels(Algorithm algorithm) {
  const int a = static_cast<int>(algorithm);
  const AttackKernels* k = active_implementation().by_algorithm[a];
  return k ? *k : *detail::scalar_implementation.by_algorithm[a];
}

}  // namespace lanefill
