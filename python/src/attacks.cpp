// python/src/attacks.cpp — the non-sliders (knight, king and pawn attacks,
// per square and set-wise) and one side's attack map, on Python ints or
// NumPy arrays.
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
#include "lanefill/lanefill.hpp"

namespace lanefill_python {
namespace {

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

Bitboard white_pawn_set(Bitboard p) { return lanefill::pawn_attack_set(lanefill::Color::white, p); }
Bitboard black_pawn_set(Bitboard p) { return lanefill::pawn_attack_set(lanefill::Color::black, p); }

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

}  // namespace

void bind_attacks(py::module_& m) {
  const auto arg = [](const char* name) { return py::arg(name); };
  const py::arg_v no_out = py::arg("out") = py::none();
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
}

}  // namespace lanefill_python
