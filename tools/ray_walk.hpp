// tools/ray_walk.hpp — a plain square-by-square ray walk, written independently
// of the library's kernels, packaged as an AttackKernels table so the CLI can
// cross-check any library kernel against it with the same code.
#pragma once

#include "lanefill/kernels.hpp"

namespace lanefill::cli {

// Every entry walks each ray one step at a time (slow, obviously correct).
// Its `algorithm` field is meaningless (the walk is none of the named ones).
const AttackKernels& ray_walk_kernels();

}  // namespace lanefill::cli
