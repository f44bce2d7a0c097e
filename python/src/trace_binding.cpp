// python/src/trace_binding.cpp — the trace of a kernel (`lanefill trace`) as Python
// objects: a dict with its steps, each step's lanes a uint64 array.
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
#include "trace.hpp"

namespace lanefill_python {
namespace {

py::dict trace_kernel(const std::string& kernel, const py::object& isa,
                      const std::string& algorithm, const py::object& orth, const py::object& diag,
                      const py::object& occupied, const py::object& player,
                      const py::object& opponent, const py::object& square) {
  namespace tr = lanefill::trace;
  tr::Request r;
  const std::pair<const char*, tr::Kernel> kernels[] = {{"rays", tr::Kernel::rays},
                                                        {"batch", tr::Kernel::batch},
                                                        {"othello", tr::Kernel::othello},
                                                        {"sbamg", tr::Kernel::sbamg},
                                                        {"flips", tr::Kernel::flips}};
  bool known = false;
  for (const auto& [name, k] : kernels)
    if (kernel == name) r.kernel = k, known = true;
  if (!known) value_error("kernel must be 'rays', 'batch', 'othello', 'sbamg' or 'flips'");
  // By default the active ISA, or the most capable one the CPU runs whose
  // registers the trace knows.
  r.isa = isa.is_none() ? [] {
    const std::vector<lanefill::Isa> supported = lanefill::supported_isas();
    for (auto it = supported.rbegin(); it != supported.rend(); ++it)
      if (*it == lanefill::active_isa() && tr::has_layout(*it)) return *it;
    for (auto it = supported.rbegin(); it != supported.rend(); ++it)
      if (tr::has_layout(*it)) return *it;
    return lanefill::Isa::scalar;
  }()
                        : [&] {
                            const auto i = lanefill::isa_from_name(isa.cast<std::string>());
                            if (!i)
                              value_error("isa: unknown ISA (" + lanefill::isa_name_list(", ") +
                                          ")");
                            return *i;
                          }();
  if (!tr::has_layout(r.isa))
    value_error("isa: the trace has no register layout for " +
                std::string(lanefill::name_of(r.isa)));
  const auto a = lanefill::algorithm_from_name(algorithm);
  if (!a) value_error("algorithm: unknown (" + lanefill::algorithm_name_list(", ") + ")");
  r.algorithm = *a;
  const std::vector<lanefill::Algorithm> can = tr::traceable_algorithms(r.kernel, r.isa);
  if (std::find(can.begin(), can.end(), r.algorithm) == can.end()) {
    std::string names;
    for (auto alg : can) names += (names.empty() ? "" : ", ") + std::string(lanefill::name_of(alg));
    value_error("algorithm: " + kernel + " on " + std::string(lanefill::name_of(r.isa)) +
                " traces " + (names.empty() ? "nothing" : names));
  }
  r.orth = bitboards_arg(orth, "orth");
  r.diag = bitboards_arg(diag, "diag");
  r.occupied = bitboards_arg(occupied, "occupied");
  r.player = bitboards_arg(player, "player");
  r.opponent = bitboards_arg(opponent, "opponent");
  r.square = square.is_none() ? 0 : square_arg(square, "square");
  const std::size_t boards = static_cast<std::size_t>(tr::boards_per_register(r.isa));
  const auto need = [&](const std::vector<Bitboard>& v, const char* name, std::size_t n) {
    if (v.size() != n)
      value_error(std::string(name) + " must hold " + std::to_string(n) + " bitboards for " +
                  kernel + " on " + std::string(lanefill::name_of(r.isa)) + ", got " +
                  std::to_string(v.size()));
  };
  switch (r.kernel) {
    case tr::Kernel::rays:
      need(r.orth, "orth", 1), need(r.diag, "diag", 1), need(r.occupied, "occupied", 1);
      break;
    case tr::Kernel::batch:
      need(r.orth, "orth", boards), need(r.diag, "diag", boards);
      need(r.occupied, "occupied", boards);
      break;
    case tr::Kernel::othello:
      need(r.player, "player", boards), need(r.opponent, "opponent", boards);
      for (std::size_t i = 0; i < boards; ++i)
        if (r.player[i] & r.opponent[i]) value_error("player and opponent overlap");
      break;
    case tr::Kernel::sbamg: need(r.occupied, "occupied", 1); break;
    case tr::Kernel::flips:
      need(r.player, "player", 1), need(r.opponent, "opponent", 1);
      if (r.player[0] & r.opponent[0]) value_error("player and opponent overlap");
      break;
  }
  const tr::Trace t = tr::run(r);
  py::list steps;
  for (const tr::Step& s : t.steps) {
    py::dict d;
    d["register"] = s.reg;
    d["lane_names"] = s.lane_names;
    d["ops"] = s.ops;
    d["instructions"] = s.instructions;
    py::array_t<Bitboard> lanes(static_cast<py::ssize_t>(s.lanes.size()));
    std::copy(s.lanes.begin(), s.lanes.end(), lanes.mutable_data());
    d["lanes"] = lanes;
    d["unchanged"] = std::vector<bool>(s.unchanged.begin(), s.unchanged.end());
    steps.append(d);
  }
  py::list outputs;
  for (const tr::Output& o : t.outputs) {
    py::dict d;
    d["name"] = o.name;
    d["got"] = o.got;
    d["reference"] = o.reference;
    d["dispatched"] = o.dispatched ? py::object(py::int_(*o.dispatched)) : py::none();
    outputs.append(d);
  }
  py::dict d;
  d["what"] = t.what;
  d["layout"] = t.layout;
  d["steps"] = steps;
  d["outputs"] = outputs;
  d["instructions"] = t.instructions;
  d["matches_reference"] = t.matches_reference;
  d["matches_dispatched"] =
      t.matches_dispatched ? py::object(py::bool_(*t.matches_dispatched)) : py::none();
  return d;
}

}  // namespace

void bind_trace(py::module_& m) {
  const auto arg = [](const char* name) { return py::arg(name); };
  m.def("trace", &trace_kernel, py::arg("kernel") = "rays", py::arg("isa") = py::none(),
        py::arg("algorithm") = "kogge_stone", py::arg("orth") = py::none(),
        py::arg("diag") = py::none(), py::arg("occupied") = py::none(),
        py::arg("player") = py::none(), py::arg("opponent") = py::none(),
        py::arg("square") = py::none(),
        "A kernel's fill step by step, lane by lane (what `lanefill trace` shows).\n\n"
        "kernel: 'rays' (orth, diag, occupied bitboards) or another the CLI's trace names;\n"
        "isa: whose registers (default: the active ISA); algorithm: the fill\n"
        "Returns a dict: 'what', 'layout', 'steps' (each a dict of 'register', 'ops',\n"
        "'instructions', 'lanes' (ints), 'lane_names', 'unchanged'), 'outputs',\n"
        "'instructions', 'matches_reference', 'matches_dispatched'; draw it with\n"
        "lanefill.plot_trace.");
  m.def(
      "boards_per_register",
      [](const std::string& isa) {
        const auto i = lanefill::isa_from_name(isa);
        if (!i) value_error("isa: unknown ISA");
        return lanefill::trace::boards_per_register(*i);
      },
      arg("isa"), "How many boards one register of `isa` holds in the batch kernels.");
}

}  // namespace lanefill_python
