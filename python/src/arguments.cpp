// python/src/arguments.cpp — the argument checks of lanefill._lanefill
// (python/src/arguments.hpp).
#include "arguments.hpp"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace lanefill_python {

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

}  // namespace lanefill_python
