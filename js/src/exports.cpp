// js/src/exports.cpp — what the npm package's WebAssembly module exports
// beside lanefill's C API (lanefill.h, lanefill/calls.h): the module's build,
// the example engines (chess positions and perft, Othello perft and the
// exact solver) and the trace as JSON. Plain C functions over pointers into
// the module's memory; js/src/lanefill.js wraps them. A function that can
// fail returns a negative number or null and leaves the reason in
// lfjs_error(); nothing here throws into JavaScript.
#include <emscripten/emscripten.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "fen.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "othello_perft.hpp"
#include "othello_position.hpp"
#include "othello_solve.hpp"
#include "perft.hpp"
#include "positions.hpp"
#include "trace.hpp"

namespace {

std::string g_error;  // the last failure's reason (one thread: the module has one)
std::string g_text;   // the last returned string

int fail(const std::string& why) {
  g_error = why;
  return -1;
}
const char* text(std::string s) {
  g_text = std::move(s);
  return g_text.c_str();
}

using lanefill::chess::PositionRecord;

// Runs f, turning a C++ exception into lfjs_error() and `failed`.
template <class F, class R>
R guarded(F f, R failed) {
  try {
    return f();
  } catch (const std::exception& e) {
    g_error = e.what();
  }
  return failed;
}

void append_json_string(std::string& out, const std::string& s) {
  out += '"';
  for (const char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += c;
    }
  }
  out += '"';
}
// A bitboard as a JSON string of its decimal value (JSON numbers lose bits
// above 2^53; the package turns it into a BigInt).
void append_board(std::string& out, lanefill::Bitboard b) { out += '"' + std::to_string(b) + '"'; }

// ,"name":[item,...] with each item written by `append`.
template <class List, class Append>
void append_json_list(std::string& out, const char* name, const List& list, Append append) {
  out += std::string(",\"") + name + "\":[";
  bool first = true;
  for (const auto& item : list) {
    if (!first) out += ',';
    first = false;
    append(out, item);
  }
  out += ']';
}

std::string trace_json(const lanefill::trace::Trace& t) {
  std::string out = "{\"what\":";
  append_json_string(out, t.what);
  out += ",\"layout\":";
  append_json_string(out, t.layout);
  out += ",\"instructions\":" + std::to_string(t.instructions);
  out += ",\"matchesReference\":";
  out += t.matches_reference ? "true" : "false";
  out += ",\"steps\":[";
  for (std::size_t i = 0; i < t.steps.size(); ++i) {
    const auto& s = t.steps[i];
    out += i ? ",{" : "{";
    out += "\"register\":";
    append_json_string(out, s.reg);
    out += ",\"instructions\":" + std::to_string(s.instructions);
    append_json_list(out, "laneNames", s.lane_names,
                     [](std::string& o, const std::string& v) { append_json_string(o, v); });
    append_json_list(out, "ops", s.ops,
                     [](std::string& o, const std::string& v) { append_json_string(o, v); });
    append_json_list(out, "lanes", s.lanes, append_board);
    append_json_list(out, "unchanged", s.unchanged,
                     [](std::string& o, bool v) { o += v ? "true" : "false"; });
    out += "}";
  }
  out += "],\"outputs\":[";
  for (std::size_t i = 0; i < t.outputs.size(); ++i) {
    const auto& o = t.outputs[i];
    out += i ? ",{\"name\":" : "{\"name\":";
    append_json_string(out, o.name);
    out += ",\"got\":";
    append_board(out, o.got);
    out += ",\"reference\":";
    append_board(out, o.reference);
    if (o.dispatched) {
      out += ",\"dispatched\":";
      append_board(out, *o.dispatched);
    }
    out += '}';
  }
  out += "]}";
  return out;
}

}  // namespace

extern "C" {

// The last failure's reason.
EMSCRIPTEN_KEEPALIVE const char* lfjs_error(void) { return g_error.c_str(); }

// "simd128" for the module built with the ISA wasm128, else "baseline".
EMSCRIPTEN_KEEPALIVE const char* lfjs_build(void) {
  return lanefill::is_compiled(lanefill::Isa::wasm128) ? "simd128" : "baseline";
}

// The ISAs this module holds, space-separated, scalar first.
EMSCRIPTEN_KEEPALIVE const char* lfjs_compiled_isas(void) {
  std::string names;
  for (const lanefill::Isa isa : lanefill::kAllIsas)
    if (lanefill::is_compiled(isa)) names += (names.empty() ? "" : " ") + std::string(name_of(isa));
  return text(names);
}

// Why the active ISA is active (lanefill_active_reason, as `lanefill cpu` says it).
EMSCRIPTEN_KEEPALIVE const char* lfjs_active_reason(void) {
  return text(lanefill::active_reason());
}

// ---------------------------------------------------------------------------
// Chess (examples/chess): positions as 104-byte records (positions.hpp).

// Parses a FEN into *out: 0, or -1 with the reason.
EMSCRIPTEN_KEEPALIVE int lfjs_chess_parse(const char* fen, PositionRecord* out) {
  return guarded(
      [&] {
        const auto pos = lanefill::chess::parse_fen(fen);
        const std::string problem = lanefill::chess::perft_problem(pos);
        if (!problem.empty()) return fail(problem);
        *out = lanefill::chess::record_from(pos);
        return 0;
      },
      -1);
}

// The FEN of a record.
EMSCRIPTEN_KEEPALIVE const char* lfjs_chess_fen(const PositionRecord* record) {
  return text(lanefill::chess::to_fen(*record));
}

// The problem of a record ("" for a valid one).
EMSCRIPTEN_KEEPALIVE const char* lfjs_chess_problem(const PositionRecord* record) {
  return text(lanefill::chess::record_problem(*record));
}

// Legal move counts of n records, each checked: n, or the first bad record's index.
EMSCRIPTEN_KEEPALIVE std::size_t lfjs_chess_move_counts(const PositionRecord* records,
                                                        std::size_t n, std::uint32_t* counts) {
  return lanefill::chess::checked_move_counts(records, n, counts);
}

// The legal moves of n valid records at offsets from lfjs_chess_move_counts.
EMSCRIPTEN_KEEPALIVE void lfjs_chess_legal_moves(const PositionRecord* records, std::size_t n,
                                                 const std::int64_t* offsets,
                                                 lanefill::chess::MoveRecord* moves) {
  lanefill::chess::legal_moves(records, n, offsets, moves);
}

// Each record after one move: n, or the index of the first illegal move.
EMSCRIPTEN_KEEPALIVE std::size_t lfjs_chess_play(const PositionRecord* records, std::size_t n,
                                                 const lanefill::chess::MoveRecord* moves,
                                                 PositionRecord* out) {
  return lanefill::chess::play(records, n, moves, out);
}

// Attacks per colour (2 per record), checkers and pinned of n valid records.
EMSCRIPTEN_KEEPALIVE void lfjs_chess_attack_facts(const PositionRecord* records, std::size_t n,
                                                  std::uint64_t* attacks, std::uint64_t* checkers,
                                                  std::uint64_t* pinned) {
  lanefill::chess::attack_facts(records, n, attacks, checkers, pinned);
}

// Perft of a valid record on this module's inline kernels, one thread.
EMSCRIPTEN_KEEPALIVE std::uint64_t lfjs_chess_perft(const PositionRecord* record, int depth) {
  const auto pos = lanefill::chess::position_from(lanefill::chess::board_of(*record));
  return lanefill::chess::perft(pos, depth, lanefill::chess::Sliders{}, 1);
}

// ---------------------------------------------------------------------------
// Othello (examples/othello).

// Perft: leaves at `depth`; finished_leaf != 0 counts a game over early as a leaf.
EMSCRIPTEN_KEEPALIVE std::uint64_t lfjs_othello_perft(std::uint64_t player, std::uint64_t opponent,
                                                      int depth, int finished_leaf) {
  using lanefill::othello_example::FinishedGames;
  return lanefill::othello_example::perft_inline(
      player, opponent, depth, finished_leaf ? FinishedGames::leaf : FinishedGames::none, 1);
}

// The exact solve: out = {score, best move or -1, game over}, *nodes; 0 or -1.
EMSCRIPTEN_KEEPALIVE int lfjs_othello_solve(std::uint64_t player, std::uint64_t opponent,
                                            int table_mib, int* out, std::uint64_t* nodes) {
  return guarded(
      [&] {
        lanefill::othello_example::Position pos;
        pos.player = player;
        pos.opponent = opponent;
        lanefill::othello_example::SolveOptions options;
        options.table_mib = static_cast<std::size_t>(table_mib);
        const auto r = lanefill::othello_example::solve(pos, options);
        out[0] = r.score;
        out[1] = r.best_move;
        out[2] = r.game_over ? 1 : 0;
        *nodes = r.nodes;
        return 0;
      },
      -1);
}

// ---------------------------------------------------------------------------
// The trace (tools/trace): a kernel on the recording registers, as JSON.
// kernel: 0 rays, 1 batch, 2 othello, 3 sbamg, 4 flips; the boards arrays
// hold n boards: one for rays, sbamg and flips; for batch and othello one per
// lane of the ISA's register, or one for all lanes. Null with the reason for
// a request the trace cannot run.
EMSCRIPTEN_KEEPALIVE const char* lfjs_trace(int kernel, const char* isa, const char* algorithm,
                                            std::size_t n, const std::uint64_t* orth,
                                            const std::uint64_t* diag,
                                            const std::uint64_t* occupied,
                                            const std::uint64_t* player,
                                            const std::uint64_t* opponent, int square) {
  namespace tr = lanefill::trace;
  if (kernel < 0 || kernel > 4) return fail("kernel: 0..4"), nullptr;
  const auto parsed_isa = lanefill::isa_from_name(isa);
  if (!parsed_isa) return fail(std::string("isa: no ISA ") + isa), nullptr;
  const auto parsed_algorithm = lanefill::algorithm_from_name(algorithm);
  if (!parsed_algorithm) return fail(std::string("algorithm: no algorithm ") + algorithm), nullptr;
  tr::Request r;
  r.kernel = static_cast<tr::Kernel>(kernel);
  r.isa = *parsed_isa;
  r.algorithm = *parsed_algorithm;
  r.square = square;
  if (!tr::has_layout(r.isa))
    return fail("isa: the trace knows no registers of " + std::string(isa)), nullptr;
  bool traceable = false;
  for (const auto a : tr::traceable_algorithms(r.kernel, r.isa)) traceable |= a == r.algorithm;
  if (!traceable) return fail("algorithm: not traceable for this kernel and ISA"), nullptr;
  const std::size_t want = (r.kernel == tr::Kernel::batch || r.kernel == tr::Kernel::othello)
                               ? static_cast<std::size_t>(tr::boards_per_register(r.isa))
                               : 1;
  // One board for a register of several: the same board in every lane.
  if (n != want && n != 1)
    return fail("boards: " + std::to_string(want) + " (or 1) for this kernel and ISA"), nullptr;
  const auto lanes = [&](const std::uint64_t* boards) {
    std::vector<lanefill::Bitboard> v(want);
    for (std::size_t i = 0; i < want; ++i) v[i] = boards[n == 1 ? 0 : i];
    return v;
  };
  r.orth = lanes(orth);
  r.diag = lanes(diag);
  r.occupied = lanes(occupied);
  r.player = lanes(player);
  r.opponent = lanes(opponent);
  return guarded([&] { return text(trace_json(tr::run(r))); }, static_cast<const char*>(nullptr));
}

}  // extern "C"
