// lanefill/dispatch.hpp — run-time choice of the implementation (ISA).
//
// The active implementation is resolved on first use (thread-safe, one
// choice) from the CPU's features and the LANEFILL_ISA environment variable
// (scalar|sse2|avx2|avx512, any case). A value that is unknown, not compiled
// in, or not supported by the CPU is ignored: the automatic choice stays, and
// the reason is reported by active_reason() and `lanefill cpu`. What the
// dispatched table runs per kind of call is the plan (plan.hpp).
//
// Threads: every function here may be called from any thread at any time,
// set_isa() and reset_isa() included. The active ISA is one atomic pointer to
// a table that names its ISA, so active_isa() and kernels() always agree; a
// switch affects calls that start after it, and calls in flight finish on the
// table they started with (tables are never freed or changed). Results are the
// same whichever ISA runs them.
#pragma once

#include <atomic>
#include <string>
#include <string_view>
#include <vector>

#include "lanefill/kernels.hpp"
#include "lanefill/plan.hpp"

namespace lanefill {

// The implementation of `isa` compiled into this library, or nullptr.
const Implementation* implementation(Isa isa);
bool is_compiled(Isa isa);
// Compiled and runnable on this CPU.
bool is_supported(Isa isa);
// The ISAs compiled into this build / also runnable on this CPU, in kAllIsas order.
std::vector<Isa> compiled_isas();
std::vector<Isa> supported_isas();

// The active implementation (resolved on first use).
const Implementation& active_implementation();
Isa active_isa();
// Why the active ISA was chosen, one line (e.g. "best supported by this CPU").
std::string active_reason();

enum class SetIsaResult { ok, unknown_name, not_compiled, not_supported };
std::string_view describe(SetIsaResult r);
// Forces an ISA for the whole process. On failure nothing changes.
SetIsaResult set_isa(Isa isa);
SetIsaResult set_isa(std::string_view name);
// Back to the automatic choice (LANEFILL_ISA is read again).
void reset_isa();

// What the dispatched calls of one ISA run, composed from its plan row: the
// attack kernels and the Othello kernels. `attacks.isa` and `othello.isa`
// are that ISA.
struct DispatchedKernels {
  AttackKernels attacks;
  OthelloKernels othello;
};

namespace detail {
// The dispatched kernels of the active ISA; null until first use.
extern std::atomic<const DispatchedKernels*> active_kernels;
const DispatchedKernels& resolve_kernels();
// The kernels a plan row composes (what the dispatched calls run when it is
// this CPU's row); its ISAs must be compiled in (a narrower Othello ISA that
// is not falls back to the row's own).
// Internal (not exported from a shared liblanefill).
#if defined(__GNUC__)
[[gnu::visibility("hidden")]]
#endif
DispatchedKernels
compose(const PlanRow& row);
inline const DispatchedKernels& dispatched() {
  const DispatchedKernels* k = active_kernels.load(std::memory_order_acquire);
  return k ? *k : resolve_kernels();
}
}  // namespace detail

// The dispatched kernel table of the active ISA (its plan row's tables).
// Fetch it once and call through it in hot loops if you like; the table
// stays valid for the life of the process (set_isa() only swaps the cache).
inline const AttackKernels& kernels() { return detail::dispatched().attacks; }
// The dispatched Othello table of the active ISA (its plan row's Othello
// column, PlanRow::othello), the same object's other half.
inline const OthelloKernels& othello_kernels() { return detail::dispatched().othello; }
// A specific (ISA, algorithm) pair, or nullptr when the ISA is not compiled,
// not supported by this CPU, or has no kernel for that algorithm.
const AttackKernels* find_kernels(Isa isa, Algorithm algorithm);
// The active ISA's kernel for `algorithm`, falling back to scalar when the
// active ISA has none. Throws std::invalid_argument for a value outside the
// Algorithm enumerators (find_kernels answers nullptr there).
const AttackKernels& kernels(Algorithm algorithm);

}  // namespace lanefill
