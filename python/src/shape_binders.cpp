// python/src/shape_binders.cpp — the calls of the entry list in Python, one
// binder per shape (python/src/entry_bindings.cpp, generated, binds every
// entry through them). Each calls the dispatched table's entry (a member
// pointer) on a Python int and a bitboard, or elementwise on NumPy arrays: the
// entry's batch where the list relates one to it (LANEFILL_BATCH_OF), else
// the entry in a loop; the GIL released while the kernels run.
#include "shape_binders.hpp"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "lanefill/lanefill.hpp"

namespace lanefill_python {
namespace {

// square_attacks: f(square, occupied) on a square and a bitboard, or
// elementwise on arrays (the batch entry where there is one).
py::object square_attacks_call(const py::object& square, const py::object& occupied,
                               const py::object& out, SquareAttacksFn Kernels::*entry,
                               QueenBatchFn Kernels::*batch) {
  if (py::isinstance<py::array>(square) || py::isinstance<py::array>(occupied)) {
    const SquareArrays a = square_arrays(square, occupied);
    const std::uint8_t* s = a.squares;
    const Bitboard* o = a.occupied;
    const py::ssize_t n = a.n;
    py::array_t<Bitboard> result = output_array(out, {n});
    Bitboard* r = result.mutable_data();
    if (n > 0) {
      py::gil_scoped_release release;
      const Kernels& k = lanefill::kernels();
      if (batch != nullptr)
        (k.*batch)(s, o, r, static_cast<std::size_t>(n));
      else
        for (py::ssize_t i = 0; i < n; ++i) r[i] = (k.*entry)(s[i], o[i]);
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  const Square s = square_arg(square, "square");
  const Bitboard o = bitboard_arg(occupied, "occupied");
  return py::int_((lanefill::kernels().*entry)(s, o));
}

// set_union: f(orth, diag, occupied): ints, or arrays of n boards.
py::object set_union_call(const py::object& orth, const py::object& diag,
                          const py::object& occupied, const py::object& out,
                          SetUnionFn Kernels::*entry, SetBatchFn Kernels::*batch) {
  if (any_array(orth, diag, occupied)) {
    const SetWise w = set_wise_arrays(orth, diag, occupied);
    py::array_t<Bitboard> result = output_array(out, {w.n});
    Bitboard* r = result.mutable_data();
    if (w.n > 0) {
      py::gil_scoped_release release;
      const Kernels& k = lanefill::kernels();
      if (batch != nullptr)
        (k.*batch)(w.o, w.d, w.c, r, static_cast<std::size_t>(w.n));
      else
        for (py::ssize_t i = 0; i < w.n; ++i) r[i] = (k.*entry)(w.o[i], w.d[i], w.c[i]);
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  return py::int_((lanefill::kernels().*entry)(
      bitboard_arg(orth, "orth"), bitboard_arg(diag, "diag"), bitboard_arg(occupied, "occupied")));
}

// set_rays: eight bitboards per board, dir8 order: a list for one board, an
// (n, 8) array for arrays.
py::object set_rays_call(const py::object& orth, const py::object& diag, const py::object& occupied,
                         const py::object& out, SetRaysFn Kernels::*entry) {
  if (any_array(orth, diag, occupied)) {
    const SetWise w = set_wise_arrays(orth, diag, occupied);
    py::array_t<Bitboard> result = output_array(out, {w.n, 8});
    Bitboard* r = result.mutable_data();
    {
      py::gil_scoped_release release;
      const Kernels& k = lanefill::kernels();
      for (py::ssize_t i = 0; i < w.n; ++i) (k.*entry)(w.o[i], w.d[i], w.c[i], r + 8 * i);
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  std::array<Bitboard, 8> r;
  (lanefill::kernels().*entry)(bitboard_arg(orth, "orth"), bitboard_arg(diag, "diag"),
                               bitboard_arg(occupied, "occupied"), r.data());
  return py::cast(std::vector<Bitboard>(r.begin(), r.end()));
}

// discs: f(player, opponent).
py::object discs_call(const py::object& player, const py::object& opponent, const py::object& out,
                      DiscsFn Kernels::*entry, DiscsBatchFn Kernels::*batch) {
  if (py::isinstance<py::array>(player) || py::isinstance<py::array>(opponent)) {
    const DiscArrays a = disc_arrays(player, opponent);
    py::array_t<Bitboard> result = output_array(out, {a.n});
    Bitboard* r = result.mutable_data();
    if (a.n > 0) {
      py::gil_scoped_release release;
      const Kernels& k = lanefill::kernels();
      if (batch != nullptr)
        (k.*batch)(a.player, a.opponent, r, static_cast<std::size_t>(a.n));
      else
        for (py::ssize_t i = 0; i < a.n; ++i) r[i] = (k.*entry)(a.player[i], a.opponent[i]);
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  const auto [p, o] = discs_arg(player, opponent);
  return py::int_((lanefill::kernels().*entry)(p, o));
}

// discs_square: f(square, player, opponent).
py::object discs_square_call(const py::object& square, const py::object& player,
                             const py::object& opponent, const py::object& out,
                             DiscsSquareFn Kernels::*entry) {
  const bool arrays = py::isinstance<py::array>(square) || py::isinstance<py::array>(player) ||
                      py::isinstance<py::array>(opponent);
  if (arrays) {
    if (!py::isinstance<py::array>(square))
      type_error("squares, player and opponent must all be arrays, or all scalars");
    const py::array sa = py::reinterpret_borrow<py::array>(square);
    const auto* s = input_array<std::uint8_t>(sa, "squares", "uint8");
    const DiscArrays a = disc_arrays(player, opponent);
    same_length(sa.shape(0), a.player_array, "squares", "player");
    check_squares(s, a.n, "squares");
    py::array_t<Bitboard> result = output_array(out, {a.n});
    Bitboard* r = result.mutable_data();
    {
      py::gil_scoped_release release;
      const Kernels& k = lanefill::kernels();
      for (py::ssize_t i = 0; i < a.n; ++i) r[i] = (k.*entry)(s[i], a.player[i], a.opponent[i]);
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  const Square s = square_arg(square, "square");
  const auto [p, o] = discs_arg(player, opponent);
  return py::int_((lanefill::kernels().*entry)(s, p, o));
}

// discs_count: a count of f(player, opponent): an int, or a uint8 array.
py::object discs_count_call(const py::object& player, const py::object& opponent,
                            const py::object& out, DiscsCountFn Kernels::*entry,
                            DiscsCountBatchFn Kernels::*batch) {
  if (py::isinstance<py::array>(player) || py::isinstance<py::array>(opponent)) {
    const DiscArrays a = disc_arrays(player, opponent);
    py::array_t<std::uint8_t> result = output_array_of<std::uint8_t>(out, {a.n}, "uint8");
    std::uint8_t* r = result.mutable_data();
    if (a.n > 0) {
      py::gil_scoped_release release;
      (lanefill::kernels().*batch)(a.player, a.opponent, r, static_cast<std::size_t>(a.n));
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  const auto [p, o] = discs_arg(player, opponent);
  return py::int_((lanefill::kernels().*entry)(p, o));
}

// last_move: a count of f(square, player): an int, or a uint8 array.
py::object last_move_call(const py::object& square, const py::object& player, const py::object& out,
                          LastMoveFn Kernels::*entry, LastMoveBatchFn Kernels::*batch) {
  if (py::isinstance<py::array>(square) || py::isinstance<py::array>(player)) {
    if (!py::isinstance<py::array>(square) || !py::isinstance<py::array>(player))
      type_error("squares and player must both be arrays, or both scalars");
    const py::array sa = py::reinterpret_borrow<py::array>(square);
    const py::array pa = py::reinterpret_borrow<py::array>(player);
    const auto* s = input_array<std::uint8_t>(sa, "squares", "uint8");
    const auto* p = input_array<Bitboard>(pa, "player", "uint64");
    const py::ssize_t n = sa.shape(0);
    same_length(n, pa, "squares", "player");
    check_squares(s, n, "squares");
    py::array_t<std::uint8_t> result = output_array_of<std::uint8_t>(out, {n}, "uint8");
    std::uint8_t* r = result.mutable_data();
    if (n > 0) {
      py::gil_scoped_release release;
      (lanefill::kernels().*batch)(s, p, r, static_cast<std::size_t>(n));
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  return py::int_(
      (lanefill::kernels().*entry)(square_arg(square, "square"), bitboard_arg(player, "player")));
}

// occupied_lines: four bitboards per occupancy: a list for one, an (n, 4)
// array for an array.
py::object occupied_lines_call(const py::object& occupied, const py::object& out,
                               OccupiedLinesFn Kernels::*entry) {
  if (py::isinstance<py::array>(occupied)) {
    const py::array oa = py::reinterpret_borrow<py::array>(occupied);
    const auto* o = input_array<Bitboard>(oa, "occupied", "uint64");
    const py::ssize_t n = oa.shape(0);
    py::array_t<Bitboard> result = output_array(out, {n, 4});
    Bitboard* r = result.mutable_data();
    {
      py::gil_scoped_release release;
      const Kernels& k = lanefill::kernels();
      for (py::ssize_t i = 0; i < n; ++i) (k.*entry)(o[i], r + 4 * i);
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  std::array<Bitboard, 4> r;
  (lanefill::kernels().*entry)(bitboard_arg(occupied, "occupied"), r.data());
  return py::cast(std::vector<Bitboard>(r.begin(), r.end()));
}

// ---------------------------------------------------------------------------
// Threat inputs.

py::dict rays_dict(const lanefill::SquareRays& r) {
  py::dict d;
  d["rays"] = std::vector<Bitboard>(r.rays, r.rays + 8);
  d["blockers"] = std::vector<Bitboard>(r.blockers, r.blockers + 8);
  return d;
}
py::dict threats_dict(const lanefill::SliderThreats& t) {
  py::dict d;
  d["slider"] = std::vector<Bitboard>(t.slider, t.slider + 8);
  d["discovered"] = std::vector<Bitboard>(t.discovered, t.discovered + 8);
  d["orth_attacks"] = t.orth_attacks;
  d["diag_attacks"] = t.diag_attacks;
  d["attackers"] = t.attackers;
  d["directions"] = t.directions;
  return d;
}

// square_rays: the rays and blockers of a square, a dict of lists, or of
// (n, 8) arrays for arrays.
py::object square_rays_call(const py::object& square, const py::object& occupied,
                            SquareRaysFn Kernels::*entry) {
  if (py::isinstance<py::array>(square) || py::isinstance<py::array>(occupied)) {
    const SquareArrays a = square_arrays(square, occupied);
    const std::uint8_t* s = a.squares;
    const Bitboard* o = a.occupied;
    const py::ssize_t n = a.n;
    py::array_t<Bitboard> rays({n, py::ssize_t{8}}), blockers({n, py::ssize_t{8}});
    Bitboard *r = rays.mutable_data(), *b = blockers.mutable_data();
    {
      py::gil_scoped_release release;
      const lanefill::Kernels& k = lanefill::kernels();
      for (py::ssize_t i = 0; i < n; ++i) {
        lanefill::SquareRays one;
        (k.*entry)(s[i], o[i], &one);
        std::copy(one.rays, one.rays + 8, r + 8 * i);
        std::copy(one.blockers, one.blockers + 8, b + 8 * i);
      }
    }
    py::dict d;
    d["rays"] = rays;
    d["blockers"] = blockers;
    return d;
  }
  lanefill::SquareRays r;
  (lanefill::kernels().*entry)(square_arg(square, "square"), bitboard_arg(occupied, "occupied"),
                               &r);
  return rays_dict(r);
}

// slider_threats: the sliders through a square, a dict; of arrays for arrays.
py::object slider_threats_call(const py::object& square, const py::object& occupied,
                               const py::object& orth, const py::object& diag,
                               SliderThreatsFn Kernels::*entry) {
  const bool arrays = py::isinstance<py::array>(square) || py::isinstance<py::array>(occupied) ||
                      py::isinstance<py::array>(orth) || py::isinstance<py::array>(diag);
  if (!arrays) {
    lanefill::SliderThreats t;
    (lanefill::kernels().*entry)(square_arg(square, "square"), bitboard_arg(occupied, "occupied"),
                                 bitboard_arg(orth, "orth"), bitboard_arg(diag, "diag"), &t);
    return threats_dict(t);
  }
  if (!py::isinstance<py::array>(square)) type_error("squares must be an array like the others");
  const py::array sq = py::reinterpret_borrow<py::array>(square);
  const auto* s = input_array<std::uint8_t>(sq, "squares", "uint8");
  const SetWise w = set_wise_arrays(orth, diag, occupied);
  const py::ssize_t n = sq.shape(0);
  same_length(n, w.orth, "squares", "orth");
  check_squares(s, n, "squares");
  py::array_t<Bitboard> slider({n, py::ssize_t{8}}), discovered({n, py::ssize_t{8}});
  py::array_t<Bitboard> orth_attacks(n), diag_attacks(n), attackers(n);
  py::array_t<std::uint32_t> directions(n);
  {
    Bitboard *sl = slider.mutable_data(), *di = discovered.mutable_data();
    Bitboard *oa = orth_attacks.mutable_data(), *da = diag_attacks.mutable_data();
    Bitboard* at = attackers.mutable_data();
    std::uint32_t* dr = directions.mutable_data();
    py::gil_scoped_release release;
    const lanefill::Kernels& k = lanefill::kernels();
    for (py::ssize_t i = 0; i < n; ++i) {
      lanefill::SliderThreats t;
      (k.*entry)(s[i], w.c[i], w.o[i], w.d[i], &t);
      std::copy(t.slider, t.slider + 8, sl + 8 * i);
      std::copy(t.discovered, t.discovered + 8, di + 8 * i);
      oa[i] = t.orth_attacks;
      da[i] = t.diag_attacks;
      at[i] = t.attackers;
      dr[i] = t.directions;
    }
  }
  py::dict d;
  d["slider"] = slider;
  d["discovered"] = discovered;
  d["orth_attacks"] = orth_attacks;
  d["diag_attacks"] = diag_attacks;
  d["attackers"] = attackers;
  d["directions"] = directions;
  return d;
}

}  // namespace

// ---------------------------------------------------------------------------
// The binders, one per shape: the entry's docstring (its sentence from the
// list, then the shape's forms: scripts/codegen/shapes.py) and arguments.

void bind_square_attacks(py::module_& m, const char* name, SquareAttacksFn Kernels::*e,
                         QueenBatchFn Kernels::*batch, const char* doc) {
  m.def(
      name,
      [e, batch](const py::object& square, const py::object& occupied, const py::object& out) {
        return square_attacks_call(square, occupied, out, e, batch);
      },
      py::arg("square"), py::arg("occupied"), py::arg("out") = py::none(), doc);
}
void bind_set_union(py::module_& m, const char* name, SetUnionFn Kernels::*e,
                    SetBatchFn Kernels::*batch, const char* doc) {
  m.def(
      name,
      [e, batch](const py::object& orth, const py::object& diag, const py::object& occupied,
                 const py::object& out) {
        return set_union_call(orth, diag, occupied, out, e, batch);
      },
      py::arg("orth"), py::arg("diag"), py::arg("occupied"), py::arg("out") = py::none(), doc);
}
void bind_set_rays(py::module_& m, const char* name, SetRaysFn Kernels::*e, const char* doc) {
  m.def(
      name,
      [e](const py::object& orth, const py::object& diag, const py::object& occupied,
          const py::object& out) { return set_rays_call(orth, diag, occupied, out, e); },
      py::arg("orth"), py::arg("diag"), py::arg("occupied"), py::arg("out") = py::none(), doc);
}
void bind_square_rays(py::module_& m, const char* name, SquareRaysFn Kernels::*e, const char* doc) {
  m.def(
      name,
      [e](const py::object& square, const py::object& occupied) {
        return square_rays_call(square, occupied, e);
      },
      py::arg("square"), py::arg("occupied"), doc);
}
void bind_slider_threats(py::module_& m, const char* name, SliderThreatsFn Kernels::*e,
                         const char* doc) {
  m.def(
      name,
      [e](const py::object& square, const py::object& occupied, const py::object& orth,
          const py::object& diag) { return slider_threats_call(square, occupied, orth, diag, e); },
      py::arg("square"), py::arg("occupied"), py::arg("orth"), py::arg("diag"), doc);
}
void bind_discs(py::module_& m, const char* name, DiscsFn Kernels::*e, DiscsBatchFn Kernels::*batch,
                const char* doc) {
  m.def(
      name,
      [e, batch](const py::object& player, const py::object& opponent, const py::object& out) {
        return discs_call(player, opponent, out, e, batch);
      },
      py::arg("player"), py::arg("opponent"), py::arg("out") = py::none(), doc);
}
void bind_discs_square(py::module_& m, const char* name, DiscsSquareFn Kernels::*e,
                       const char* doc) {
  m.def(
      name,
      [e](const py::object& square, const py::object& player, const py::object& opponent,
          const py::object& out) { return discs_square_call(square, player, opponent, out, e); },
      py::arg("square"), py::arg("player"), py::arg("opponent"), py::arg("out") = py::none(), doc);
}
void bind_discs_count(py::module_& m, const char* name, DiscsCountFn Kernels::*e,
                      DiscsCountBatchFn Kernels::*batch, const char* doc) {
  m.def(
      name,
      [e, batch](const py::object& player, const py::object& opponent, const py::object& out) {
        return discs_count_call(player, opponent, out, e, batch);
      },
      py::arg("player"), py::arg("opponent"), py::arg("out") = py::none(), doc);
}
void bind_last_move(py::module_& m, const char* name, LastMoveFn Kernels::*e,
                    LastMoveBatchFn Kernels::*batch, const char* doc) {
  m.def(
      name,
      [e, batch](const py::object& square, const py::object& player, const py::object& out) {
        return last_move_call(square, player, out, e, batch);
      },
      py::arg("square"), py::arg("player"), py::arg("out") = py::none(), doc);
}
void bind_occupied_lines(py::module_& m, const char* name, OccupiedLinesFn Kernels::*e,
                         const char* doc) {
  m.def(
      name,
      [e](const py::object& occupied, const py::object& out) {
        return occupied_lines_call(occupied, out, e);
      },
      py::arg("occupied"), py::arg("out") = py::none(), doc);
}
}  // namespace lanefill_python
