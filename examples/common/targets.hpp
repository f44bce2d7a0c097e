// examples/common/targets.hpp — which per-target entry point of an example
// engine runs: the one compiled for the active ISA's inline target of
// lanefill/native.h (the registry's inline_target, simd/registry.json).
// cmake/LanefillIsa.cmake's lanefill_add_native_targets compiles the
// engine's per-target source once per inline target and generates
// LANEFILL_INLINE_TARGETS(X), X(name) for each.
#pragma once

#include <array>
#include <cstddef>
#include <utility>

#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"

namespace lanefill::examples {

template <class F>
struct TargetEntry {
  F entry;
  const char* target;  // the inline target's ISA name, "scalar" at least
};

// The entry of the active ISA's inline target, from a table of {target,
// entry} pairs that starts with scalar's; scalar's where the table lacks it.
template <class F, std::size_t N>
TargetEntry<F> entry_for_active_isa(const std::array<std::pair<Isa, F>, N>& entries) {
  static_assert(N > 0);
  const Isa wanted = inline_target_of(active_isa());
  for (const auto& [isa, entry] : entries)
    if (isa == wanted) return {entry, name_of(isa).data()};
  return {entries[0].second, name_of(entries[0].first).data()};
}

}  // namespace lanefill::examples
