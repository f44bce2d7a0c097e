// examples/common/targets.hpp — which copy of an example engine's inline
// code runs: the one built for the active ISA's inline target of
// lanefill/native.h (the registry's inline_target, simd/registry.json).
// The engines' per-target sources are universal (lanefill_add_universal,
// cmake/LanefillUniversal.cmake): one isolated copy per inline target, each
// ENTRY function reachable by copy name through
// lanefill_universal_address_<name> (lanefill/universal.h). The engines ask
// at every call, not once at start-up, because the CLI and the tests switch
// the active ISA while they run.
#pragma once

#include <string_view>

#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "lanefill/universal.h"

namespace lanefill::examples {

template <class F>
struct TargetEntry {
  F entry;
  const char* target;  // the inline target's ISA name, "scalar" at least
};

// ENTRY function `entry` of the copy of the active ISA's inline target, from
// a universal target's lanefill_universal_address_<name>; scalar's copy
// where that copy was not built.
template <class F>
TargetEntry<F> entry_for_active_isa(lanefill_universal_address_fn address, const char* entry) {
  const std::string_view target = name_of(inline_target_of(active_isa()));
  if (void* found = address(target.data(), entry))
    return {reinterpret_cast<F>(found), target.data()};
  return {reinterpret_cast<F>(address("scalar", entry)), "scalar"};
}

}  // namespace lanefill::examples
