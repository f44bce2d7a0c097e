// python/src/perft_binding.cpp — the example engines' perfts (examples/chess,
// examples/othello) from Python, the GIL released while they count, and the
// split of a chess perft for lanefill.dask.
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
#include "fen.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "othello_perft.hpp"
#include "othello_position.hpp"
#include "perft.hpp"

namespace lanefill_python {
namespace {

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

}  // namespace

void bind_perft(py::module_& m) {
  const auto arg = [](const char* name) { return py::arg(name); };
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
}

}  // namespace lanefill_python
