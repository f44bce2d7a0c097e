// python/src/arguments.hpp — the arguments of lanefill._lanefill's calls:
// Python ints and NumPy arrays checked and read, every error a TypeError or
// ValueError that names the argument (and the element, for arrays). Shared by
// every file of the module (module.cpp lists them).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "lanefill/attacks.hpp"
#include "lanefill/bitboard.hpp"

namespace lanefill_python {

namespace py = pybind11;
using lanefill::Bitboard;
using lanefill::Square;

[[noreturn]] void type_error(const std::string& text);
[[noreturn]] void value_error(const std::string& text);

// An integer argument (a Python int or a NumPy integer scalar), as a Python int.
py::object integer_arg(const py::handle& value, const char* name);
Square square_arg(const py::handle& value, const char* name);
Bitboard bitboard_arg(const py::handle& value, const char* name);
// One bitboard, or a sequence of them (None: none).
std::vector<Bitboard> bitboards_arg(const py::object& values, const char* name);
// 0 or 'white', 1 or 'black'.
lanefill::Color color_arg(const py::object& color);

std::string dtype_name(const py::array& a);

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
py::array_t<Bitboard> output_array(const py::object& out, std::vector<py::ssize_t> shape);

void same_length(py::ssize_t n, const py::array& a, const char* first, const char* name);
// Every square < 64, or a ValueError naming the first that is not.
void check_squares(const std::uint8_t* squares, py::ssize_t n, const char* name);
void check_disjoint(const Bitboard* player, const Bitboard* opponent, py::ssize_t n);

// Squares and occupancies as arrays of one length, every square checked.
struct SquareArrays {
  py::array squares_array, occupied_array;  // held: the pointers below are theirs
  const std::uint8_t* squares;
  const Bitboard* occupied;
  py::ssize_t n;
};
SquareArrays square_arrays(const py::object& square, const py::object& occupied);

// The set-wise calls on (orth, diag, occupied): ints, or arrays of n boards.
struct SetWise {
  const py::array orth, diag, occ;
  const Bitboard *o, *d, *c;
  py::ssize_t n;
};
bool any_array(const py::object& a, const py::object& b, const py::object& c);
SetWise set_wise_arrays(const py::object& orth, const py::object& diag, const py::object& occupied);

// The Othello discs of one call: ints, or arrays of one length.
struct DiscArrays {
  py::array player_array, opponent_array;  // held: the pointers below are theirs
  const Bitboard *player, *opponent;
  py::ssize_t n;
};
DiscArrays disc_arrays(const py::object& player, const py::object& opponent);
std::pair<Bitboard, Bitboard> discs_arg(const py::object& player, const py::object& opponent);

}  // namespace lanefill_python
