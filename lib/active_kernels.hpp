// lib/active_kernels.hpp — the dispatched table of the active ISA, read in
// place by the library's own calls (lib/capi.cpp): one atomic load, no call.
// The pointer and the slow path live in lib/dispatch.cpp; hidden, so a
// shared liblanefill never exports them (not part of the ABI).
#pragma once

#include <atomic>

#include "lanefill/lanefill.hpp"

// ELF only: PE/COFF has no symbol visibility (a lanefill DLL exports the
// names cmake/lanefill_exports.cmake lists, and these are not among them).
#if defined(_WIN32)
#define LANEFILL_LIB_HIDDEN
#else
#define LANEFILL_LIB_HIDDEN [[gnu::visibility("hidden")]]
#endif

namespace lanefill::detail {

// The active ISA's table; null until the first call resolves it.
LANEFILL_LIB_HIDDEN extern std::atomic<const Kernels*> active_kernels;
// The first resolution (CPU detection, LANEFILL_ISA) under the state lock.
LANEFILL_LIB_HIDDEN const Kernels& resolve_kernels();

// lanefill::kernels() inlined: the table, resolved on first use.
inline const Kernels& active_table() {
  const Kernels* k = active_kernels.load(std::memory_order_acquire);
  return __builtin_expect(k != nullptr, 1) ? *k : resolve_kernels();
}

}  // namespace lanefill::detail
