// tools/trace/single_board.hpp — the single-board kernels' traces
// (tools/trace/single_board.cpp): outputs and recorded events, grouped into
// steps by trace.cpp.
#pragma once

#include "trace.hpp"

namespace lanefill::trace {

// SBAMG for request.square on request.isa (sse2 or avx2).
Trace sbamg_trace(const Request& request);
// Othello flips of a move on request.square on request.isa (avx2 or neon).
Trace flips_trace(const Request& request);

}  // namespace lanefill::trace
