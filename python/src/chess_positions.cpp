// python/src/chess_positions.cpp — chess positions as NumPy arrays
// (docs/python.md, "Positions"): FENs to records of lanefill.CHESS_POSITION
// and back, and per position, in batches, the legal moves and their count,
// both sides' attack maps, the checkers, the pinned pieces and the threat
// pairs. The work is the chess example's batch API (examples/chess/
// positions.hpp, the copy of the active ISA), run with the GIL released after
// every record was checked; a bad record or FEN names its index and the reason.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "fen.hpp"
#include "lanefill/bitboard.hpp"
#include "perft.hpp"
#include "positions.hpp"

namespace py = pybind11;
namespace chess = lanefill::chess;

namespace lanefill_python {
namespace {

// NumPy's dtype of a record type, from (name, format, offset) triples. The
// fields cover every byte: NumPy drops the gaps of a dtype with padding when
// it concatenates or stacks arrays, and the result would be another dtype.
py::dtype make_dtype(const std::vector<std::pair<const char*, py::object>>& fields,
                     const std::vector<std::size_t>& offsets, std::size_t itemsize) {
  py::list names, formats, offs;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    names.append(fields[i].first);
    formats.append(fields[i].second);
    offs.append(offsets[i]);
  }
  py::dict spec;
  spec["names"] = names;
  spec["formats"] = formats;
  spec["offsets"] = offs;
  spec["itemsize"] = itemsize;
  return py::dtype::from_args(spec);
}

py::dtype position_dtype() {
  static const py::dtype* dtype = new py::dtype(make_dtype(
      {{"pieces", py::make_tuple("<u8", py::make_tuple(2, 6))},
       {"side", py::str("u1")},
       {"castling", py::str("u1")},
       {"en_passant", py::str("u1")},
       {"reserved", py::str("u1")},
       {"halfmove_clock", py::str("<u2")},
       {"fullmove_number", py::str("<u2")}},
      {offsetof(chess::PositionRecord, pieces), offsetof(chess::PositionRecord, side),
       offsetof(chess::PositionRecord, castling), offsetof(chess::PositionRecord, en_passant),
       offsetof(chess::PositionRecord, reserved), offsetof(chess::PositionRecord, halfmove_clock),
       offsetof(chess::PositionRecord, fullmove_number)},
      sizeof(chess::PositionRecord)));
  return *dtype;
}

py::dtype move_dtype() {
  static const py::dtype* dtype = new py::dtype(
      make_dtype({{"from", py::str("u1")}, {"to", py::str("u1")}, {"promotion", py::str("u1")}},
                 {0, 1, 2}, sizeof(chess::MoveRecord)));
  return *dtype;
}

py::dtype threat_dtype() {
  static const py::dtype* dtype =
      new py::dtype(make_dtype({{"attacker_square", py::str("u1")},
                                {"attacker_piece", py::str("u1")},
                                {"victim_square", py::str("u1")},
                                {"victim_piece", py::str("u1")}},
                               {0, 1, 2, 3}, sizeof(chess::ThreatRecord)));
  return *dtype;
}

// A new 1-D array of n records.
py::array records_array(const py::dtype& dtype, std::int64_t n) {
  return py::array(dtype, std::vector<py::ssize_t>{static_cast<py::ssize_t>(n)});
}

// The records of a 1-D, C-contiguous array of lanefill.CHESS_POSITION (not
// copied), each checked; ValueError naming the first bad one.
struct Records {
  py::array array;  // keeps the data alive
  const chess::PositionRecord* data;
  std::size_t size;
};

// The array checks of records_arg, the records not yet.
Records unchecked_records_arg(const py::object& positions) {
  if (!py::isinstance<py::array>(positions))
    throw py::type_error("positions must be a numpy array of dtype lanefill.CHESS_POSITION, got " +
                         py::str(py::type::of(positions).attr("__name__")).cast<std::string>() +
                         " (make one with lanefill.parse_fens)");
  py::array a = py::reinterpret_borrow<py::array>(positions);
  if (!a.dtype().equal(position_dtype()))
    throw py::type_error("positions must have dtype lanefill.CHESS_POSITION, got " +
                         py::str(a.dtype()).cast<std::string>());
  if (a.ndim() != 1)
    throw py::value_error("positions must be 1-dimensional, got " + std::to_string(a.ndim()) +
                          " dimensions");
  if (!(a.flags() & py::array::c_style))
    throw py::value_error("positions must be C-contiguous (use numpy.ascontiguousarray)");
  const auto* data = static_cast<const chess::PositionRecord*>(a.data());
  const auto size = static_cast<std::size_t>(a.shape(0));
  return {std::move(a), data, size};
}

// ValueError naming record `bad` and its problem, unless bad is the size.
void refuse_record(const Records& r, std::size_t bad) {
  if (bad != r.size)
    throw py::value_error("positions[" + std::to_string(bad) +
                          "]: " + chess::record_problem(r.data[bad]));
}

Records records_arg(const py::object& positions) {
  Records r = unchecked_records_arg(positions);
  std::size_t bad = r.size;
  {
    py::gil_scoped_release release;
    bad = chess::first_problem(r.data, r.size);
  }
  refuse_record(r, bad);
  return r;
}

py::array parse_fens(const py::iterable& fens) {
  std::vector<chess::PositionRecord> records;
  std::size_t index = 0;
  for (const py::handle item : fens) {
    if (!py::isinstance<py::str>(item))
      throw py::type_error("fens[" + std::to_string(index) + "] must be a str, got " +
                           py::str(py::type::of(item).attr("__name__")).cast<std::string>());
    try {
      const chess::Position pos = chess::parse_fen(item.cast<std::string>());
      if (const std::string problem = chess::perft_problem(pos); !problem.empty())
        throw chess::FenError(problem);
      records.push_back(chess::record_from(pos));
    } catch (const chess::FenError& e) {
      throw py::value_error("fens[" + std::to_string(index) + "]: " + e.what());
    }
    ++index;
  }
  py::array out = records_array(position_dtype(), static_cast<std::int64_t>(records.size()));
  if (!records.empty())
    std::memcpy(out.mutable_data(), records.data(), records.size() * sizeof(records[0]));
  return out;
}

py::list to_fens(const py::object& positions) {
  const Records r = records_arg(positions);
  py::list fens;
  for (std::size_t i = 0; i < r.size; ++i) fens.append(chess::to_fen(r.data[i]));
  return fens;
}

// Checked and counted in one pass: the records are read once.
py::array_t<std::uint32_t> move_counts(const py::object& positions) {
  const Records r = unchecked_records_arg(positions);
  py::array_t<std::uint32_t> counts(static_cast<py::ssize_t>(r.size));
  std::uint32_t* out = counts.mutable_data();
  std::size_t bad = r.size;
  {
    py::gil_scoped_release release;
    bad = chess::checked_move_counts(r.data, r.size, out);
  }
  refuse_record(r, bad);
  return counts;
}

// Offsets (n + 1, from 0) of per-record counts.
py::array_t<std::int64_t> offsets_of(const std::vector<std::uint32_t>& counts) {
  py::array_t<std::int64_t> offsets(static_cast<py::ssize_t>(counts.size() + 1));
  std::int64_t* o = offsets.mutable_data();
  o[0] = 0;
  for (std::size_t i = 0; i < counts.size(); ++i) o[i + 1] = o[i] + counts[i];
  return offsets;
}

// A variable-length answer in two passes without the GIL: counts(n counts),
// then fill(offsets, records) between the offsets. Returns (records, offsets).
template <class Record, class Count, class Fill>
py::tuple counted_then_filled(const Records& r, const py::dtype& dtype, Count&& count,
                              Fill&& fill) {
  std::vector<std::uint32_t> counts(r.size);
  {
    py::gil_scoped_release release;
    count(counts.data());
  }
  py::array_t<std::int64_t> offsets = offsets_of(counts);
  py::array records = records_array(dtype, offsets.data()[r.size]);
  auto* out = static_cast<Record*>(records.mutable_data());
  const std::int64_t* o = offsets.data();
  {
    py::gil_scoped_release release;
    fill(o, out);
  }
  return py::make_tuple(records, offsets);
}

py::tuple legal_moves(const py::object& positions) {
  const Records r = records_arg(positions);
  return counted_then_filled<chess::MoveRecord>(
      r, move_dtype(), [&](std::uint32_t* counts) { chess::move_counts(r.data, r.size, counts); },
      [&](const std::int64_t* offsets, chess::MoveRecord* out) {
        chess::legal_moves(r.data, r.size, offsets, out);
      });
}

std::string uci_of(const chess::MoveRecord& m) {
  std::string s;
  for (const int square : {int{m.from}, int{m.to}})
    s += square < 64 ? lanefill::square_name(static_cast<lanefill::Square>(square)).data() : "??";
  if (m.promotion != 0) s += m.promotion < 5 ? "pnbrqk"[m.promotion] : '?';
  return s;
}

py::array play(const py::object& positions, const py::object& moves) {
  const Records r = records_arg(positions);
  if (!py::isinstance<py::array>(moves) ||
      !py::reinterpret_borrow<py::array>(moves).dtype().equal(move_dtype()))
    throw py::type_error("moves must be a numpy array of dtype lanefill.CHESS_MOVE");
  const auto m = py::reinterpret_borrow<py::array>(moves);
  if (m.ndim() != 1 || m.shape(0) != static_cast<py::ssize_t>(r.size))
    throw py::value_error("moves must be 1-dimensional with one move per position (" +
                          std::to_string(r.size) + ")");
  if (!(m.flags() & py::array::c_style))
    throw py::value_error("moves must be C-contiguous (use numpy.ascontiguousarray)");
  const auto* move = static_cast<const chess::MoveRecord*>(m.data());
  py::array out = records_array(position_dtype(), static_cast<std::int64_t>(r.size));
  auto* after = static_cast<chess::PositionRecord*>(out.mutable_data());
  std::size_t done = 0;
  {
    py::gil_scoped_release release;
    done = chess::play(r.data, r.size, move, after);
  }
  if (done != r.size)
    throw py::value_error("moves[" + std::to_string(done) + "]: " + uci_of(move[done]) +
                          " is not a legal move in positions[" + std::to_string(done) + "] (" +
                          chess::to_fen(r.data[done]) + ")");
  return out;
}

// One answer of attack_facts: (n, 2) attack maps, or (n,) checkers or pinned pieces.
enum class Fact { attack_maps, checkers, pinned };

py::array_t<std::uint64_t> facts(const py::object& positions, Fact fact) {
  const Records r = records_arg(positions);
  std::vector<py::ssize_t> shape{static_cast<py::ssize_t>(r.size)};
  if (fact == Fact::attack_maps) shape.push_back(2);
  py::array_t<std::uint64_t> result(shape);
  std::uint64_t* out = result.mutable_data();
  {
    py::gil_scoped_release release;
    chess::attack_facts(r.data, r.size, fact == Fact::attack_maps ? out : nullptr,
                        fact == Fact::checkers ? out : nullptr,
                        fact == Fact::pinned ? out : nullptr);
  }
  return result;
}

py::tuple threats(const py::object& positions, bool kings, bool own) {
  const Records r = records_arg(positions);
  const int options =
      (kings ? 0 : chess::kThreatsWithoutKings) | (own ? 0 : chess::kThreatsWithoutOwn);
  return counted_then_filled<chess::ThreatRecord>(
      r, threat_dtype(),
      [&](std::uint32_t* counts) { chess::threat_counts(r.data, r.size, options, counts); },
      [&](const std::int64_t* offsets, chess::ThreatRecord* out) {
        chess::threats(r.data, r.size, options, offsets, out);
      });
}

}  // namespace

void bind_chess_positions(py::module_& m) {
  m.attr("CHESS_POSITION") = position_dtype();
  m.attr("CHESS_MOVE") = move_dtype();
  m.attr("CHESS_THREAT") = threat_dtype();
  const auto positions = py::arg("positions");
  m.def("parse_fens", &parse_fens, py::arg("fens"),
        "Parses FEN strings into a 1-D array of dtype lanefill.CHESS_POSITION (104 bytes a\n"
        "position): 'pieces' (2, 6) uint64 bitboards [colour 0 white, 1 black][pawn, knight,\n"
        "bishop, rook, queen, king], 'side' uint8 (0 white, 1 black to move), 'castling' uint8\n"
        "(bits K=1 Q=2 k=4 q=8), 'en_passant' uint8 (the square a pawn may capture onto, 64\n"
        "for none), 'reserved' uint8 (0, ignored), 'halfmove_clock' and 'fullmove_number'\n"
        "uint16. Squares a1 = 0 .. h8 = 63.\n\n"
        "fens: an iterable of str (six fields, or four without the clocks). ValueError naming\n"
        "the index and the reason for a malformed FEN or a position the move generator\n"
        "refuses (not one king a side, a pawn on rank 1 or 8, an impossible en passant\n"
        "square, the side not to move in check).");
  m.def("to_fens", &to_fens, positions,
        "The FEN of each record of `positions` (dtype lanefill.CHESS_POSITION), a list of str.");
  m.def("chess_move_counts", &move_counts, positions,
        "The number of legal moves of each position: a (n,) uint32 array.\n\n"
        "positions: a 1-D C-contiguous array of dtype lanefill.CHESS_POSITION (not copied);\n"
        "every record is checked first (ValueError naming the index and the reason).\n"
        "Runs with the GIL released, on the copy of the chess example's generator built\n"
        "for the active ISA. Do not modify `positions` from another thread meanwhile.");
  m.def("chess_legal_moves", &legal_moves, positions,
        "The legal moves of each position: (moves, offsets). moves: a 1-D array of dtype\n"
        "lanefill.CHESS_MOVE ('from', 'to' squares, 'promotion' 0 or 1 knight, 2 bishop,\n"
        "3 rook, 4 queen; castling as the king's move, e1g1), those of position i in\n"
        "moves[offsets[i]:offsets[i + 1]], in the generator's order; offsets: (n + 1,) int64.");
  m.def("chess_play", &play, positions, py::arg("moves"),
        "The positions after one move each: a new array of dtype lanefill.CHESS_POSITION,\n"
        "record i being positions[i] after moves[i] (dtype lanefill.CHESS_MOVE, one per\n"
        "position; make them from UCI text with lanefill.uci_moves). The halfmove clock\n"
        "restarts after a pawn move or a capture, the fullmove number counts black's moves.\n"
        "ValueError naming the index of a move that is not legal in its position.");
  m.def(
      "chess_attack_maps", [](const py::object& p) { return facts(p, Fact::attack_maps); },
      positions,
      "The squares each side attacks: an (n, 2) uint64 array, [:, 0] white, [:, 1] black.\n"
      "A slider attacks up to and including the first piece on each line; a square\n"
      "holding a piece of the attacking side counts (it is defended).");
  m.def(
      "chess_checkers", [](const py::object& p) { return facts(p, Fact::checkers); }, positions,
      "The pieces giving check to the side to move: an (n,) uint64 array of bitboards.");
  m.def(
      "chess_pinned", [](const py::object& p) { return facts(p, Fact::pinned); }, positions,
      "The side to move's pieces pinned to its king (each is the only piece between its\n"
      "king and an enemy slider on that line): an (n,) uint64 array of bitboards.");
  m.def("chess_threats", &threats, positions, py::kw_only(), py::arg("kings") = true,
        py::arg("own") = true,
        "The threat pairs of each position: every piece (the attacker) with every piece on a\n"
        "square it attacks (the victim), both colours. Returns (pairs, offsets): pairs a 1-D\n"
        "array of dtype lanefill.CHESS_THREAT ('attacker_square', 'attacker_piece',\n"
        "'victim_square', 'victim_piece' uint8; a piece is colour * 6 + type, 0 white pawn ..\n"
        "11 black king), those of position i in pairs[offsets[i]:offsets[i + 1]], attackers\n"
        "by square then victims by square; offsets (n + 1,) int64.\n\n"
        "kings=False leaves out pairs with a king on either side; own=False leaves out pairs\n"
        "of pieces of one colour (defences).");
}

}  // namespace lanefill_python
