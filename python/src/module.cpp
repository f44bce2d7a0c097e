// python/src/module.cpp — lanefill._lanefill, the compiled half of the Python
// package `lanefill` (python/lanefill/__init__.py is the other).
//
// Every call goes through lanefill's dispatched kernels, so one module runs
// the best ISA the CPU has. Batches take NumPy arrays without copying them
// (1-D, C-contiguous, the exact dtype: uint8 squares, uint64 bitboards),
// check every argument before the work starts, and release the GIL while
// the kernels run. An output array may be passed as `out`.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "fen.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"
#include "othello_perft.hpp"
#include "othello_position.hpp"
#include "perft.hpp"
#include "trace.hpp"

namespace py = pybind11;
using lanefill::Bitboard;
using lanefill::Square;

namespace {

// ---------------------------------------------------------------------------
// Arguments.

[[noreturn]] void type_error(const std::string& text) { throw py::type_error(text); }
[[noreturn]] void value_error(const std::string& text) { throw py::value_error(text); }

// An integer argument (a Python int or a NumPy integer scalar), as a Python int.
py::object integer_arg(const py::handle& value, const char* name) {
  PyObject* index = PyNumber_Index(value.ptr());
  if (index == nullptr) {
    PyErr_Clear();
    type_error(std::string(name) + " must be an integer or a numpy array, got " +
               py::str(py::type::of(value).attr("__name__")).cast<std::string>());
  }
  return py::reinterpret_steal<py::object>(index);
}

Square square_arg(const py::handle& value, const char* name) {
  const py::object i = integer_arg(value, name);
  const long long v = PyLong_AsLongLong(i.ptr());
  if (v == -1 && PyErr_Occurred()) PyErr_Clear();
  if (v < 0 || v > 63)
    value_error(std::string(name) + " must be a square 0..63, got " +
                py::str(i).cast<std::string>());
  return static_cast<Square>(v);
}

Bitboard bitboard_arg(const py::handle& value, const char* name) {
  const py::object i = integer_arg(value, name);
  const unsigned long long v = PyLong_AsUnsignedLongLong(i.ptr());
  if (v == ~0ULL && PyErr_Occurred()) {
    PyErr_Clear();
    value_error(std::string(name) + " must be a bitboard 0 .. 2**64 - 1, got " +
                py::str(i).cast<std::string>());
  }
  return v;
}

std::string dtype_name(const py::array& a) { return py::str(a.dtype()).cast<std::string>(); }

// A read-only 1-D array of T: the exact dtype, C-contiguous, no copy.
template <class T>
const T* input_array(const py::array& a, const char* name, const char* dtype) {
  if (!a.dtype().is(py::dtype::of<T>()))
    type_error(std::string(name) + " must have dtype " + dtype + ", got " + dtype_name(a));
  if (a.ndim() != 1)
    value_error(std::string(name) + " must be 1-dimensional, got " + std::to_string(a.ndim()) +
                " dimensions");
  if (!(a.flags() & py::array::c_style))
    value_error(std::string(name) + " must be C-contiguous (use numpy.ascontiguousarray)");
  return static_cast<const T*>(a.data());
}

// The output: `out` checked (dtype T, C-contiguous, writeable, `shape`), or
// a new array of that shape.
template <class T>
py::array_t<T> output_array_of(const py::object& out, std::vector<py::ssize_t> shape,
                               const char* dtype) {
  if (out.is_none()) return py::array_t<T>(shape);
  if (!py::isinstance<py::array>(out)) type_error("out must be a numpy.ndarray or None");
  py::array a = py::reinterpret_borrow<py::array>(out);
  if (!a.dtype().is(py::dtype::of<T>()))
    type_error(std::string("out must have dtype ") + dtype + ", got " + dtype_name(a));
  if (!(a.flags() & py::array::c_style)) value_error("out must be C-contiguous");
  if (!a.writeable()) value_error("out must be writeable");
  const std::vector<py::ssize_t> got(a.shape(), a.shape() + a.ndim());
  if (got != shape) {
    std::string want = "(", have = "(";
    for (auto s : shape) want += std::to_string(s) + ",";
    for (auto s : got) have += std::to_string(s) + ",";
    value_error("out must have shape " + want + ") , got " + have + ")");
  }
  return py::array_t<T>(a);
}
py::array_t<Bitboard> output_array(const py::object& out, std::vector<py::ssize_t> shape) {
  return output_array_of<Bitboard>(out, std::move(shape), "uint64");
}

void same_length(py::ssize_t n, const py::array& a, const char* first, const char* name) {
  if (a.shape(0) != n)
    value_error(std::string(name) + " has " + std::to_string(a.shape(0)) + " elements, " + first +
                " has " + std::to_string(n));
}

// Every square < 64, or a ValueError naming the first that is not.
void check_squares(const std::uint8_t* squares, py::ssize_t n, const char* name) {
  // An OR over all of them first (a loop the compiler vectorizes); the
  // culprit is searched for only when some square has bit 6 or 7 set.
  std::uint8_t any = 0;
  for (py::ssize_t i = 0; i < n; ++i) any |= squares[i];
  if (any < 64) return;
  for (py::ssize_t i = 0; i < n; ++i)
    if (squares[i] > 63)
      value_error(std::string(name) + "[" + std::to_string(i) +
                  "] = " + std::to_string(squares[i]) + " is not a square 0..63");
}

void check_disjoint(const Bitboard* player, const Bitboard* opponent, py::ssize_t n) {
  for (py::ssize_t i = 0; i < n; ++i)
    if (player[i] & opponent[i])
      value_error("player[" + std::to_string(i) + "] and opponent[" + std::to_string(i) +
                  "] overlap");
}

// ---------------------------------------------------------------------------
// One call, a Python int for single values or an array for arrays.

// Squares and occupancies as arrays of one length, every square checked.
struct SquareArrays {
  py::array squares_array, occupied_array;  // held: the pointers below are theirs
  const std::uint8_t* squares;
  const Bitboard* occupied;
  py::ssize_t n;
};
SquareArrays square_arrays(const py::object& square, const py::object& occupied) {
  if (!py::isinstance<py::array>(square) || !py::isinstance<py::array>(occupied))
    type_error("squares and occupied must both be arrays, or a square and a bitboard");
  SquareArrays a{py::reinterpret_borrow<py::array>(square),
                 py::reinterpret_borrow<py::array>(occupied), nullptr, nullptr, 0};
  a.squares = input_array<std::uint8_t>(a.squares_array, "squares", "uint8");
  a.occupied = input_array<Bitboard>(a.occupied_array, "occupied", "uint64");
  a.n = a.squares_array.shape(0);
  same_length(a.n, a.occupied_array, "squares", "occupied");
  check_squares(a.squares, a.n, "squares");
  return a;
}

// The set-wise calls on (orth, diag, occupied): ints, or arrays of n boards.
struct SetWise {
  const py::array orth, diag, occ;
  const Bitboard *o, *d, *c;
  py::ssize_t n;
};
bool any_array(const py::object& a, const py::object& b, const py::object& c) {
  return py::isinstance<py::array>(a) || py::isinstance<py::array>(b) ||
         py::isinstance<py::array>(c);
}
SetWise set_wise_arrays(const py::object& orth, const py::object& diag,
                        const py::object& occupied) {
  if (!py::isinstance<py::array>(orth) || !py::isinstance<py::array>(diag) ||
      !py::isinstance<py::array>(occupied))
    type_error("orth, diag and occupied must all be arrays, or all bitboards");
  SetWise w{py::reinterpret_borrow<py::array>(orth),
            py::reinterpret_borrow<py::array>(diag),
            py::reinterpret_borrow<py::array>(occupied),
            nullptr,
            nullptr,
            nullptr,
            0};
  w.o = input_array<Bitboard>(w.orth, "orth", "uint64");
  w.d = input_array<Bitboard>(w.diag, "diag", "uint64");
  w.c = input_array<Bitboard>(w.occ, "occupied", "uint64");
  w.n = w.orth.shape(0);
  same_length(w.n, w.diag, "orth", "diag");
  same_length(w.n, w.occ, "orth", "occupied");
  return w;
}

// ---------------------------------------------------------------------------
// The calls of lanefill/entries.def: one binding per shape, each calling the
// dispatched table's entry (a member pointer). An entry's array form runs
// its batch entry, `<name>_batch`, where the list has one, else the entry
// in a loop.

using lanefill::Kernels;
using SquareAttacksFn = Bitboard (*)(int, Bitboard);
using SetRaysFn = void (*)(Bitboard, Bitboard, Bitboard, Bitboard*);
using SetUnionFn = Bitboard (*)(Bitboard, Bitboard, Bitboard);
using SquareRaysFn = void (*)(int, Bitboard, lanefill::SquareRays*);
using SliderThreatsFn = void (*)(int, Bitboard, Bitboard, Bitboard, lanefill::SliderThreats*);
using QueenBatchFn = void (*)(const std::uint8_t*, const Bitboard*, Bitboard*, std::size_t);
using SetBatchFn = void (*)(const Bitboard*, const Bitboard*, const Bitboard*, Bitboard*,
                            std::size_t);
using DiscsFn = Bitboard (*)(Bitboard, Bitboard);
using DiscsSquareFn = Bitboard (*)(int, Bitboard, Bitboard);
using DiscsBatchFn = void (*)(const Bitboard*, const Bitboard*, Bitboard*, std::size_t);
using DiscsCountFn = int (*)(Bitboard, Bitboard);
using LastMoveFn = int (*)(int, Bitboard);
using OccupiedLinesFn = void (*)(Bitboard, Bitboard*);
using DiscsCountBatchFn = void (*)(const Bitboard*, const Bitboard*, std::uint8_t*, std::size_t);
using LastMoveBatchFn = void (*)(const std::uint8_t*, const Bitboard*, std::uint8_t*, std::size_t);

// The entry named `name` whose function type is Fn, or null.
template <class Fn>
Fn Kernels::*entry_named(const std::string& name) {
  Fn Kernels::*found = nullptr;
#define LANEFILL_ENTRY(entry, shape, kind, doc)                           \
  if constexpr (std::is_same_v<Fn Kernels::*, decltype(&Kernels::entry)>) \
    if (name == #entry) found = &Kernels::entry;
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
  return found;
}

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

// The Othello discs of one call: ints, or arrays of one length.
struct DiscArrays {
  py::array player_array, opponent_array;  // held: the pointers below are theirs
  const Bitboard *player, *opponent;
  py::ssize_t n;
};
DiscArrays disc_arrays(const py::object& player, const py::object& opponent) {
  if (!py::isinstance<py::array>(player) || !py::isinstance<py::array>(opponent))
    type_error("player and opponent must both be arrays, or both bitboards");
  DiscArrays a{py::reinterpret_borrow<py::array>(player),
               py::reinterpret_borrow<py::array>(opponent), nullptr, nullptr, 0};
  a.player = input_array<Bitboard>(a.player_array, "player", "uint64");
  a.opponent = input_array<Bitboard>(a.opponent_array, "opponent", "uint64");
  a.n = a.player_array.shape(0);
  same_length(a.n, a.opponent_array, "player", "opponent");
  check_disjoint(a.player, a.opponent, a.n);
  return a;
}
std::pair<Bitboard, Bitboard> discs_arg(const py::object& player, const py::object& opponent) {
  const Bitboard p = bitboard_arg(player, "player"), o = bitboard_arg(opponent, "opponent");
  if (p & o) value_error("player and opponent overlap");
  return {p, o};
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

// Non-sliders: f(bitboard) set-wise, on ints or uint64 arrays.
py::object set_call(const py::object& pieces, const py::object& out, Bitboard (*f)(Bitboard),
                    const char* name) {
  if (py::isinstance<py::array>(pieces)) {
    const py::array a = py::reinterpret_borrow<py::array>(pieces);
    const auto* p = input_array<Bitboard>(a, name, "uint64");
    const py::ssize_t n = a.shape(0);
    py::array_t<Bitboard> result = output_array(out, {n});
    Bitboard* r = result.mutable_data();
    {
      py::gil_scoped_release release;
      for (py::ssize_t i = 0; i < n; ++i) r[i] = f(p[i]);
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  return py::int_(f(bitboard_arg(pieces, name)));
}

// Non-sliders per square: ints or uint8 square arrays.
py::object square_set_call(const py::object& square, const py::object& out,
                           Bitboard (*f)(Bitboard)) {
  if (py::isinstance<py::array>(square)) {
    const py::array a = py::reinterpret_borrow<py::array>(square);
    const auto* s = input_array<std::uint8_t>(a, "squares", "uint8");
    const py::ssize_t n = a.shape(0);
    check_squares(s, n, "squares");
    py::array_t<Bitboard> result = output_array(out, {n});
    Bitboard* r = result.mutable_data();
    {
      py::gil_scoped_release release;
      for (py::ssize_t i = 0; i < n; ++i) r[i] = f(Bitboard{1} << s[i]);
    }
    return result;
  }
  if (!out.is_none()) type_error("out is for arrays only");
  return py::int_(f(Bitboard{1} << square_arg(square, "square")));
}

lanefill::Color color_arg(const py::object& color) {
  if (py::isinstance<py::str>(color)) {
    const std::string c = color.cast<std::string>();
    if (c == "white") return lanefill::Color::white;
    if (c == "black") return lanefill::Color::black;
  } else if (py::isinstance<py::int_>(color)) {
    const long long c = color.cast<long long>();
    if (c == 0 || c == 1) return static_cast<lanefill::Color>(c);
  }
  value_error("color must be 'white' (0) or 'black' (1)");
}

Bitboard white_pawn_set(Bitboard p) { return lanefill::pawn_attack_set(lanefill::Color::white, p); }
Bitboard black_pawn_set(Bitboard p) { return lanefill::pawn_attack_set(lanefill::Color::black, p); }

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

// Every square a side attacks, from its pieces by kind (ints, or arrays of
// one length each) and the occupancy.
py::object attack_map(const py::object& color, const py::object& pawns, const py::object& knights,
                      const py::object& bishops, const py::object& rooks, const py::object& queens,
                      const py::object& kings, const py::object& occupied, const py::object& out) {
  const lanefill::Color c = color_arg(color);
  const py::object* fields[] = {&pawns, &knights, &bishops, &rooks, &queens, &kings, &occupied};
  const char* names[] = {"pawns", "knights", "bishops", "rooks", "queens", "kings", "occupied"};
  bool arrays = false;
  for (const py::object* f : fields) arrays = arrays || py::isinstance<py::array>(*f);
  if (!arrays) {
    if (!out.is_none()) type_error("out is for arrays only");
    const lanefill::Pieces side{bitboard_arg(pawns, "pawns"),     bitboard_arg(knights, "knights"),
                                bitboard_arg(bishops, "bishops"), bitboard_arg(rooks, "rooks"),
                                bitboard_arg(queens, "queens"),   bitboard_arg(kings, "kings")};
    return py::int_(lanefill::attack_map(c, side, bitboard_arg(occupied, "occupied")));
  }
  const Bitboard* p[7];
  py::array held[7];
  py::ssize_t n = 0;
  for (int i = 0; i < 7; ++i) {
    if (!py::isinstance<py::array>(*fields[i]))
      type_error(std::string(names[i]) + " must be an array like the others");
    held[i] = py::reinterpret_borrow<py::array>(*fields[i]);
    p[i] = input_array<Bitboard>(held[i], names[i], "uint64");
    if (i == 0) n = held[0].shape(0);
    same_length(n, held[i], "pawns", names[i]);
  }
  py::array_t<Bitboard> result = output_array(out, {n});
  Bitboard* r = result.mutable_data();
  {
    py::gil_scoped_release release;
    for (py::ssize_t i = 0; i < n; ++i)
      r[i] =
          lanefill::attack_map(c, {p[0][i], p[1][i], p[2][i], p[3][i], p[4][i], p[5][i]}, p[6][i]);
  }
  return result;
}

// ---------------------------------------------------------------------------
// Perft and the ISA.

unsigned threads_arg(int threads) {
  if (threads < 1 || threads > 256) value_error("threads must be 1..256");
  return static_cast<unsigned>(threads);
}

lanefill::chess::Position fen_arg(const py::object& fen) {
  lanefill::chess::Position pos;
  if (!fen.is_none() && !py::isinstance<py::str>(fen)) type_error("fen must be a str or None");
  try {
    pos = lanefill::chess::parse_fen(
        fen.is_none() ? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                      : fen.cast<std::string>());
  } catch (const lanefill::chess::FenError& e) {
    value_error(std::string("fen: ") + e.what());
  }
  if (const std::string problem = lanefill::chess::perft_problem(pos); !problem.empty())
    value_error("fen: " + problem);
  return pos;
}

lanefill::Isa isa_arg(const std::string& name) {
  const auto isa = lanefill::isa_from_name(name);
  if (!isa) value_error("isa: unknown ISA '" + name + "' (" + lanefill::isa_name_list(", ") + ")");
  if (!lanefill::is_supported(*isa)) value_error("isa: this CPU or build cannot run " + name);
  return *isa;
}

// A kernel table by ISA and algorithm names, for a count that does not use
// the inline kernels (a second opinion).
const lanefill::Kernels* table_arg(const py::object& isa, const py::object& algorithm) {
  if (isa.is_none() && algorithm.is_none()) return nullptr;
  const lanefill::Isa i = isa.is_none() ? lanefill::active_isa() : isa_arg(isa.cast<std::string>());
  const std::string name = algorithm.is_none() ? "kogge_stone" : algorithm.cast<std::string>();
  const auto a = lanefill::algorithm_from_name(name);
  if (!a)
    value_error("algorithm: unknown algorithm '" + name + "' (" +
                lanefill::algorithm_name_list(", ") + ")");
  const lanefill::Kernels* k = lanefill::find_kernels(i, *a);
  if (k == nullptr)
    value_error("algorithm: " + std::string(lanefill::name_of(i)) + " has no " + name + " kernels");
  return k;
}

std::uint64_t chess_perft(int depth, const py::object& fen, int threads, const py::object& isa,
                          const py::object& algorithm) {
  if (depth < 0 || depth > 20) value_error("depth must be 0..20");
  const lanefill::chess::Position pos = fen_arg(fen);
  const unsigned t = threads_arg(threads);
  const lanefill::Kernels* table = table_arg(isa, algorithm);
  py::gil_scoped_release release;
  return lanefill::chess::perft(pos, depth, {table}, t);
}

std::vector<std::pair<std::string, std::uint64_t>> chess_split(int plies, const py::object& fen) {
  if (plies < 0 || plies > 8) value_error("plies must be 0..8");
  const lanefill::chess::Position pos = fen_arg(fen);
  py::gil_scoped_release release;
  return lanefill::chess::perft_split(pos, plies);
}

std::uint64_t othello_perft(int depth, const py::object& position, int threads,
                            const std::string& finished, const py::object& isa) {
  namespace ox = lanefill::othello_example;
  if (depth < 0 || depth > 30) value_error("depth must be 0..30");
  ox::FinishedGames f;
  if (finished == "none") {
    f = ox::FinishedGames::none;
  } else if (finished == "leaf") {
    f = ox::FinishedGames::leaf;
  } else {
    value_error("finished must be 'none' (Edax) or 'leaf' (Aart Bik, Egaroucid)");
  }
  // The position: OBF text, or (player, opponent) bitboards, the side to move first.
  ox::Position pos;
  if (py::isinstance<py::tuple>(position)) {
    const py::tuple discs = position.cast<py::tuple>();
    if (discs.size() != 2) value_error("position must be OBF text or a (player, opponent) tuple");
    pos.player = bitboard_arg(discs[0], "position[0]");
    pos.opponent = bitboard_arg(discs[1], "position[1]");
    if (pos.player & pos.opponent) value_error("position: player and opponent overlap");
  } else {
    if (!position.is_none() && !py::isinstance<py::str>(position))
      type_error("position must be OBF text, a (player, opponent) tuple, or None");
    try {
      pos = position.is_none() ? ox::start_position()
                               : ox::parse_position(position.cast<std::string>());
    } catch (const ox::PositionError& e) {
      value_error(std::string("position: ") + e.what());
    }
  }
  const unsigned t = threads_arg(threads);
  // A named ISA counts with that ISA's Othello table instead of the inline kernels.
  const lanefill::Kernels* table =
      isa.is_none() ? nullptr : lanefill::implementation(isa_arg(isa.cast<std::string>()))->base;
  py::gil_scoped_release release;
  if (table != nullptr) return ox::perft(pos.player, pos.opponent, depth, *table, f, t);
  return ox::perft_inline(pos.player, pos.opponent, depth, f, t);
}

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

// ---------------------------------------------------------------------------
// The trace of a kernel (`lanefill trace`), as Python objects: a dict with
// its steps, each step's lanes a uint64 array.

std::vector<Bitboard> bitboards_arg(const py::object& values, const char* name) {
  std::vector<Bitboard> out;
  if (values.is_none()) return out;
  if (py::isinstance<py::int_>(values) || PyIndex_Check(values.ptr())) {
    out.push_back(bitboard_arg(values, name));
    return out;
  }
  if (!py::isinstance<py::sequence>(values) && !py::isinstance<py::array>(values))
    type_error(std::string(name) + " must be a bitboard or a sequence of bitboards");
  for (const py::handle v : values) out.push_back(bitboard_arg(v, name));
  return out;
}

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

// ---------------------------------------------------------------------------
// The bindings of the entries of lanefill/entries.def, one per shape: the
// entry's sentence from the list, then the call's forms, as its docstring.

// Docstrings live as long as the module (pybind11 keeps the pointer).
const char* keep(std::string text) {
  static std::deque<std::string> texts;
  return texts.emplace_back(std::move(text)).c_str();
}
const char* doc_of(const char* sentence, const char* forms) {
  return keep(std::string(sentence) + "\n\n" + forms);
}

constexpr const char* kSquareForms =
    "square: an int 0..63 (a1 = 0, h8 = 63), or a 1-D numpy.uint8 array of n squares\n"
    "occupied: an int bitboard (0 .. 2**64 - 1), or a 1-D numpy.uint64 array of n bitboards\n"
    "out: with arrays, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
    "Returns an int, or a numpy.uint64 array of shape (n,).";
constexpr const char* kSetUnionForms =
    "orth: the orthogonal sliders (rooks, queens), diag: the diagonal ones (bishops, queens),\n"
    "occupied: every piece; each an int bitboard, or a 1-D numpy.uint64 array of n boards\n"
    "out: with arrays, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
    "Returns an int, or a numpy.uint64 array of shape (n,).";
constexpr const char* kSetRaysForms =
    "orth: the orthogonal sliders (rooks, queens), diag: the diagonal ones (bishops, queens),\n"
    "occupied: every piece; each an int bitboard, or a 1-D numpy.uint64 array of n boards\n"
    "out: with arrays, a C-contiguous numpy.uint64 array of shape (n, 8) to write into\n"
    "Returns a list of 8 ints, or a numpy.uint64 array of shape (n, 8); directions in\n"
    "lanefill.DIRECTIONS order (noEa, east, soEa, sout, soWe, west, noWe, nort).";
constexpr const char* kSquareRaysForms =
    "square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n"
    "occupied: an int bitboard, or a 1-D numpy.uint64 array of n bitboards\n"
    "Returns a dict: 'rays' and 'blockers', each 8 ints in lanefill.DIRECTIONS order (uint64\n"
    "arrays of shape (n, 8) for arrays).";
constexpr const char* kSliderThreatsForms =
    "square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n"
    "occupied: every piece; orth: the rooks and queens, diag: the bishops and queens of both\n"
    "sides; each an int bitboard, or a 1-D numpy.uint64 array of n bitboards\n"
    "Returns a dict: 'slider' and 'discovered' (8 ints in lanefill.DIRECTIONS order, uint64\n"
    "arrays of shape (n, 8) for arrays), 'orth_attacks', 'diag_attacks', 'attackers' (ints,\n"
    "or uint64 arrays of shape (n,)) and 'directions' (an int, or a uint32 array).";
constexpr const char* kDiscsForms =
    "player: the discs of the side to move, opponent: the other side's (disjoint); each an\n"
    "int bitboard, or a 1-D numpy.uint64 array of n boards\n"
    "out: with arrays, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
    "Returns an int, or a numpy.uint64 array of shape (n,).";
constexpr const char* kDiscsSquareForms =
    "square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n"
    "player: the discs of the side to move, opponent: the other side's (disjoint); each an\n"
    "int bitboard, or a 1-D numpy.uint64 array of n boards\n"
    "out: with arrays, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
    "Returns an int, or a numpy.uint64 array of shape (n,).";

void bind_square_attacks(py::module_& m, const char* name, SquareAttacksFn Kernels::*e,
                         const char* doc) {
  const auto batch = entry_named<QueenBatchFn>(std::string(name) + "_batch");
  m.def(
      name,
      [e, batch](const py::object& square, const py::object& occupied, const py::object& out) {
        return square_attacks_call(square, occupied, out, e, batch);
      },
      py::arg("square"), py::arg("occupied"), py::arg("out") = py::none(),
      doc_of(doc, kSquareForms));
}
void bind_set_union(py::module_& m, const char* name, SetUnionFn Kernels::*e, const char* doc) {
  const auto batch = entry_named<SetBatchFn>(std::string(name) + "_batch");
  m.def(
      name,
      [e, batch](const py::object& orth, const py::object& diag, const py::object& occupied,
                 const py::object& out) {
        return set_union_call(orth, diag, occupied, out, e, batch);
      },
      py::arg("orth"), py::arg("diag"), py::arg("occupied"), py::arg("out") = py::none(),
      doc_of(doc, kSetUnionForms));
}
void bind_set_rays(py::module_& m, const char* name, SetRaysFn Kernels::*e, const char* doc) {
  m.def(
      name,
      [e](const py::object& orth, const py::object& diag, const py::object& occupied,
          const py::object& out) { return set_rays_call(orth, diag, occupied, out, e); },
      py::arg("orth"), py::arg("diag"), py::arg("occupied"), py::arg("out") = py::none(),
      doc_of(doc, kSetRaysForms));
}
void bind_square_rays(py::module_& m, const char* name, SquareRaysFn Kernels::*e, const char* doc) {
  m.def(
      name,
      [e](const py::object& square, const py::object& occupied) {
        return square_rays_call(square, occupied, e);
      },
      py::arg("square"), py::arg("occupied"), doc_of(doc, kSquareRaysForms));
}
void bind_slider_threats(py::module_& m, const char* name, SliderThreatsFn Kernels::*e,
                         const char* doc) {
  m.def(
      name,
      [e](const py::object& square, const py::object& occupied, const py::object& orth,
          const py::object& diag) { return slider_threats_call(square, occupied, orth, diag, e); },
      py::arg("square"), py::arg("occupied"), py::arg("orth"), py::arg("diag"),
      doc_of(doc, kSliderThreatsForms));
}
void bind_discs(py::module_& m, const char* name, DiscsFn Kernels::*e, const char* doc) {
  const auto batch = entry_named<DiscsBatchFn>(std::string(name) + "_batch");
  m.def(
      name,
      [e, batch](const py::object& player, const py::object& opponent, const py::object& out) {
        return discs_call(player, opponent, out, e, batch);
      },
      py::arg("player"), py::arg("opponent"), py::arg("out") = py::none(),
      doc_of(doc, kDiscsForms));
}
void bind_discs_square(py::module_& m, const char* name, DiscsSquareFn Kernels::*e,
                       const char* doc) {
  m.def(
      name,
      [e](const py::object& square, const py::object& player, const py::object& opponent,
          const py::object& out) { return discs_square_call(square, player, opponent, out, e); },
      py::arg("square"), py::arg("player"), py::arg("opponent"), py::arg("out") = py::none(),
      doc_of(doc, kDiscsSquareForms));
}
constexpr const char* kDiscsCountForms =
    "player: the discs of the side to move, opponent: the other side's (disjoint); each an\n"
    "int bitboard, or a 1-D numpy.uint64 array of n boards\n"
    "out: with arrays, a C-contiguous numpy.uint8 array of shape (n,) to write into\n"
    "Returns an int, or a numpy.uint8 array of shape (n,).";
constexpr const char* kLastMoveForms =
    "square: an int 0..63 (the last empty square), or a 1-D numpy.uint8 array of n squares\n"
    "player: the discs of the side to move (every other square but `square` is the\n"
    "opponent's); an int bitboard, or a 1-D numpy.uint64 array of n boards\n"
    "out: with arrays, a C-contiguous numpy.uint8 array of shape (n,) to write into\n"
    "Returns an int, or a numpy.uint8 array of shape (n,).";
constexpr const char* kOccupiedLinesForms =
    "occupied: every disc; an int bitboard, or a 1-D numpy.uint64 array of n boards\n"
    "out: with an array, a C-contiguous numpy.uint64 array of shape (n, 4) to write into\n"
    "Returns a list of 4 ints (rank, file, diagonal, antidiagonal), or a numpy.uint64 array\n"
    "of shape (n, 4).";
void bind_discs_count(py::module_& m, const char* name, DiscsCountFn Kernels::*e, const char* doc) {
  const auto batch = entry_named<DiscsCountBatchFn>(std::string(name) + "_batch");
  m.def(
      name,
      [e, batch](const py::object& player, const py::object& opponent, const py::object& out) {
        return discs_count_call(player, opponent, out, e, batch);
      },
      py::arg("player"), py::arg("opponent"), py::arg("out") = py::none(),
      doc_of(doc, kDiscsCountForms));
}
void bind_last_move(py::module_& m, const char* name, LastMoveFn Kernels::*e, const char* doc) {
  const auto batch = entry_named<LastMoveBatchFn>(std::string(name) + "_batch");
  m.def(
      name,
      [e, batch](const py::object& square, const py::object& player, const py::object& out) {
        return last_move_call(square, player, out, e, batch);
      },
      py::arg("square"), py::arg("player"), py::arg("out") = py::none(),
      doc_of(doc, kLastMoveForms));
}
void bind_occupied_lines(py::module_& m, const char* name, OccupiedLinesFn Kernels::*e,
                         const char* doc) {
  m.def(
      name,
      [e](const py::object& occupied, const py::object& out) {
        return occupied_lines_call(occupied, out, e);
      },
      py::arg("occupied"), py::arg("out") = py::none(), doc_of(doc, kOccupiedLinesForms));
}
// A batch entry is the array form of the entry it is named after.
template <class Fn>
void bind_batch(py::module_&, const char*, Fn Kernels::*, const char*) {}
#define bind_queen_batch bind_batch
#define bind_set_batch bind_batch
#define bind_discs_batch bind_batch
#define bind_discs_count_batch bind_batch
#define bind_last_move_batch bind_batch

}  // namespace

PYBIND11_MODULE(_lanefill, m) {
  m.doc() = "lanefill: SIMD bitboard attacks, batches over NumPy arrays (see docs/python.md)";
  const auto arg = [](const char* name) { return py::arg(name); };
  const py::arg_v no_out = py::arg("out") = py::none();

  // Every entry of lanefill/entries.def (its batch serving its array form).
#define LANEFILL_ENTRY(name, shape, kind, doc) bind_##shape(m, #name, &Kernels::name, doc);
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
  m.def(
      "knight_attacks",
      [](const py::object& s, const py::object& out) {
        return square_set_call(s, out, &lanefill::knight_attack_set);
      },
      arg("square"), no_out,
      "The squares a knight on `square` attacks.\n\n"
      "square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n"
      "out: with an array, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
      "Returns an int bitboard, or a numpy.uint64 array of shape (n,).");
  m.def(
      "king_attacks",
      [](const py::object& s, const py::object& out) {
        return square_set_call(s, out, &lanefill::king_attack_set);
      },
      arg("square"), no_out,
      "The squares a king on `square` attacks.\n\n"
      "square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n"
      "out: with an array, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
      "Returns an int bitboard, or a numpy.uint64 array of shape (n,).");
  m.def(
      "pawn_attacks",
      [](const py::object& color, const py::object& s, const py::object& out) {
        return square_set_call(
            s, out, color_arg(color) == lanefill::Color::white ? &white_pawn_set : &black_pawn_set);
      },
      arg("color"), arg("square"), no_out,
      "The squares a pawn of `color` on `square` attacks (captures, not pushes).\n\n"
      "color: 0 or 'white', 1 or 'black'\n"
      "square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n"
      "out: with an array, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
      "Returns an int bitboard, or a numpy.uint64 array of shape (n,).");
  m.def(
      "knight_attack_set",
      [](const py::object& p, const py::object& out) {
        return set_call(p, out, &lanefill::knight_attack_set, "knights");
      },
      arg("knights"), no_out,
      "Every square a set of knights attacks.\n\n"
      "knights: an int bitboard, or a 1-D numpy.uint64 array of n sets\n"
      "out: with an array, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
      "Returns an int bitboard, or a numpy.uint64 array of shape (n,).");
  m.def(
      "king_attack_set",
      [](const py::object& p, const py::object& out) {
        return set_call(p, out, &lanefill::king_attack_set, "kings");
      },
      arg("kings"), no_out,
      "Every square a set of kings attacks.\n\n"
      "kings: an int bitboard, or a 1-D numpy.uint64 array of n sets\n"
      "out: with an array, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
      "Returns an int bitboard, or a numpy.uint64 array of shape (n,).");
  m.def(
      "pawn_attack_set",
      [](const py::object& color, const py::object& p, const py::object& out) {
        return set_call(
            p, out, color_arg(color) == lanefill::Color::white ? &white_pawn_set : &black_pawn_set,
            "pawns");
      },
      arg("color"), arg("pawns"), no_out,
      "Every square a set of pawns of `color` attacks.\n\n"
      "color: 0 or 'white', 1 or 'black'\n"
      "pawns: an int bitboard, or a 1-D numpy.uint64 array of n sets\n"
      "out: with an array, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
      "Returns an int bitboard, or a numpy.uint64 array of shape (n,).");
  m.def("attack_map", &attack_map, arg("color"), arg("pawns"), arg("knights"), arg("bishops"),
        arg("rooks"), arg("queens"), arg("kings"), arg("occupied"), no_out,
        "Every square one side attacks: its pieces by type, the board's occupancy.\n\n"
        "color: the side, 0 or 'white', 1 or 'black'\n"
        "pawns .. kings, occupied: int bitboards, or 1-D numpy.uint64 arrays of n positions\n"
        "out: with arrays, a C-contiguous numpy.uint64 array of shape (n,) to write into\n"
        "Returns an int bitboard, or a numpy.uint64 array of shape (n,).");
  m.def("perft", &chess_perft, arg("depth"), py::arg("fen") = py::none(), py::arg("threads") = 1,
        py::arg("isa") = py::none(), py::arg("algorithm") = py::none(),
        "The leaves of the legal move tree `depth` plies below a chess position (the example\n"
        "engine, examples/chess).\n\n"
        "fen: a FEN, 'startpos' or 'kiwipete' (default: the start position)\n"
        "threads: worker threads; isa, algorithm: a kernel table to run (default: the inline\n"
        "kernels of the active ISA)\n"
        "Returns an int.");
  m.def("perft_split", &chess_split, arg("plies"), py::arg("fen") = py::none(),
        "The positions `plies` plies below `fen` (a FEN or 'startpos'), for distributing a\n"
        "perft (lanefill.dask): a list of (FEN, count) pairs, the count of each position.");
  m.def("othello_perft", &othello_perft, arg("depth"), py::arg("position") = py::none(),
        py::arg("threads") = 1, py::arg("finished") = "none", py::arg("isa") = py::none(),
        "Othello perft from `position` (an OBF string; default: the start).\n\n"
        "finished: what a finished game counts, 'none' (Edax: 0) or 'leaf' (1)\n"
        "threads: worker threads; isa: an ISA's kernel table (default: the inline kernels)\n"
        "Returns an int.");
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
  lanefill_python::bind_othello_games(m);
  lanefill_python::bind_chess_positions(m);
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
