// tools/trace/html.hpp — a trace as one self-contained HTML page (no network,
// no external script or font): the steps animated lane by lane, with controls
// to step forward and back and to switch the lane view.
#pragma once

#include <string>

#include "trace.hpp"

namespace lanefill::trace {

std::string html_page(const Trace& trace, const std::string& title);

}  // namespace lanefill::trace
