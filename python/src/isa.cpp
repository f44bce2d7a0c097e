// python/src/isa.cpp — what lanefill found on this CPU and which ISA the
// calls run: cpu(), active_isa(), set_isa(), reset_isa(), __version__.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "arguments.hpp"
#include "bindings.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"

namespace lanefill_python {
namespace {

py::dict cpu() {
  const lanefill::CpuIdentity id = lanefill::cpu_identity();
  py::dict d;
  d["brand"] = lanefill::cpu_brand();
  d["vendor"] = id.vendor;
  d["family"] = id.family;
  d["model"] = id.model;
  d["kind"] = std::string(lanefill::name_of(lanefill::cpu_kind()));
  d["features"] = lanefill::feature_list(lanefill::cpu_features());
  std::vector<std::string> compiled, supported;
  for (const lanefill::Isa isa : lanefill::compiled_isas())
    compiled.emplace_back(lanefill::name_of(isa));
  for (const lanefill::Isa isa : lanefill::supported_isas())
    supported.emplace_back(lanefill::name_of(isa));
  d["compiled"] = compiled;
  d["supported"] = supported;
  d["active"] = std::string(lanefill::name_of(lanefill::active_isa()));
  d["reason"] = lanefill::active_reason();
  return d;
}

void set_isa(const std::string& name) {
  const lanefill::SetIsaResult r = lanefill::set_isa(std::string_view(name));
  if (r != lanefill::SetIsaResult::ok)
    value_error("set_isa('" + name + "'): " + std::string(lanefill::describe(r)) +
                " (ISAs: " + lanefill::isa_name_list(", ") + ")");
}

}  // namespace

void bind_isa(py::module_& m) {
  const auto arg = [](const char* name) { return py::arg(name); };
  m.def("cpu", &cpu,
        "What lanefill found on this CPU: a dict of 'vendor', 'brand', 'family', 'model',\n"
        "'kind', 'features', the ISAs 'compiled' in and 'supported' here, the 'active' ISA and\n"
        "the 'reason' it was chosen.");
  m.def(
      "active_isa", [] { return std::string(lanefill::name_of(lanefill::active_isa())); },
      "The name of the ISA the calls run now: 'scalar', 'sse2', 'avx2', 'avx512', ...");
  m.def("set_isa", &set_isa, arg("name"),
        "Forces an ISA by name for every later call (ValueError if unknown, not compiled in,\n"
        "or not supported by this CPU).");
  m.def(
      "reset_isa", [] { lanefill::reset_isa(); },
      "Back to the automatic choice (LANEFILL_ISA, else the best ISA of this CPU).");
  m.attr("__version__") = std::string(lanefill::kVersionString);
}

}  // namespace lanefill_python
