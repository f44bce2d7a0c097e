// tools/cmd_trace.cpp — `lanefill trace`: a kernel run step by step, lane by
// lane, on the ISA's own registers (tools/trace/), in the terminal and as an
// HTML page.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "html.hpp"
#include "lanefill/othello.hpp"
#include "othello_position.hpp"
#include "trace.hpp"

namespace lanefill::cli {
namespace {

namespace ox = ::lanefill::othello_example;
using trace::Kernel;

Kernel kernel_from_words(std::vector<std::string>& words) {
  if (words.empty()) return Kernel::rays;
  const std::string first = words.front();
  Kernel k = Kernel::rays;
  if (first == "rays")
    k = Kernel::rays;
  else if (first == "batch")
    k = Kernel::batch;
  else if (first == "othello")
    k = Kernel::othello;
  else if (first == "sbamg")
    k = Kernel::sbamg;
  else if (first == "flips")
    k = Kernel::flips;
  else
    return Kernel::rays;  // a FEN
  words.erase(words.begin());
  return k;
}

// The ISA to trace: --isa, else the active one. Any ISA traces on any CPU
// (the recording registers are plain integers); the dispatched comparison
// needs the CPU.
Isa trace_isa(const CommandArgs& args) {
  const std::optional<std::string> name = args.option("--isa");
  if (!name) return active_isa();
  const std::optional<Isa> isa = isa_from_name(*name);
  if (!isa) throw UsageError("unknown ISA '" + *name + "' (expected " + isa_name_list(", ") + ")");
  if (!trace::has_layout(*isa))
    throw UsageError("the trace has no register layout for " + *name + " yet");
  return *isa;
}

// The square of --square, else the lowest of `candidates` (the side to
// move's first `what`).
int square_or_first(const CommandArgs& args, Bitboard candidates, const char* what) {
  if (const auto sq = args.option("--square")) return parse_square(*sq);
  if (!candidates)
    throw UsageError(std::string("the side to move has no ") + what + ": give --square");
  return __builtin_ctzll(candidates);
}

// "--isa a, --isa b or --isa c": the ISAs whose `kernel` the trace steps through.
std::string isas_tracing(Kernel kernel) {
  std::vector<std::string> isas;
  for (const Isa isa : kAllIsas)
    if (!trace::traceable_algorithms(kernel, isa).empty())
      isas.push_back("--isa " + std::string(name_of(isa)));
  std::string out;
  for (std::size_t i = 0; i < isas.size(); ++i)
    out += (i == 0 ? "" : i + 1 == isas.size() ? " or " : ", ") + isas[i];
  return out;
}

Algorithm trace_algorithm(const CommandArgs& args, Kernel kernel, Isa isa) {
  const std::vector<Algorithm> can = trace::traceable_algorithms(kernel, isa);
  if (kernel == Kernel::flips) {
    if (can.empty())
      throw UsageError("cannot trace flips on " + std::string(name_of(isa)) +
                       ": one instruction finds the last stop of a ray there (vplzcntq, or "
                       "a bit scan); " +
                       isas_tracing(kernel) + " trace the flips step by step");
    if (args.option("--algorithm")) throw UsageError("trace flips takes no --algorithm");
    return Algorithm::kogge_stone;
  }
  if (kernel == Kernel::sbamg) {
    if (can.empty())
      throw UsageError("cannot trace sbamg on " + std::string(name_of(isa)) +
                       ": one bit scan finds cbn of a line there; " + isas_tracing(kernel) +
                       " trace SBAMG step by step");
    if (args.option("--algorithm")) throw UsageError("trace sbamg takes no --algorithm");
    return Algorithm::sbamg;
  }
  const std::optional<std::string> name = args.option("--algorithm");
  if (!name) return Algorithm::kogge_stone;
  const std::optional<Algorithm> a = algorithm_from_name(*name);
  if (!a)
    throw UsageError("unknown algorithm '" + *name + "' (expected " + algorithm_names() + ")");
  if (std::find(can.begin(), can.end(), *a) == can.end()) {
    std::string list;
    for (Algorithm x : can) append_word(list, name_of(x));
    throw UsageError("cannot trace " + *name + " on " + std::string(name_of(isa)) +
                     ": traceable there: " + list +
                     " (sbamg has its own trace, trace sbamg; hyperbola is not a fill)");
  }
  return *a;
}

// The inputs: the side to move's sliders of a FEN (or --orth/--diag/--occupied),
// the boards of a register for batches, an Othello position.
trace::Request request_of(const CommandArgs& args, Kernel kernel, Isa isa,
                          const std::vector<std::string>& words) {
  trace::Request r;
  r.kernel = kernel;
  r.isa = isa;
  r.algorithm = trace_algorithm(args, kernel, isa);
  const int boards = kernel == Kernel::rays ? 1 : trace::boards_per_register(isa);
  if (kernel == Kernel::othello || kernel == Kernel::flips) {
    ox::Position p = ox::start_position();
    if (!words.empty()) {
      try {
        p = ox::parse_position(join(words));
      } catch (const ox::PositionError& e) {
        throw UsageError(std::string("bad Othello position: ") + e.what());
      }
    }
    if (kernel == Kernel::flips) {
      // The move: --square, else the first legal one.
      r.square = square_or_first(args, othello::moves(p.player, p.opponent), "move");
      if (((p.player | p.opponent) >> r.square) & 1)
        throw UsageError("square " +
                         std::string(square_name(static_cast<Square>(r.square)).data()) +
                         " is occupied");
      r.player = {p.player};
      r.opponent = {p.opponent};
      return r;
    }
    for (int i = 0; i < boards; ++i) {  // the side to move, then the other side, alternately
      r.player.push_back(i % 2 ? p.opponent : p.player);
      r.opponent.push_back(i % 2 ? p.player : p.opponent);
    }
    return r;
  }
  const auto orth = args.option("--orth"), diag = args.option("--diag"),
             occ = args.option("--occupied");
  if (orth || diag || occ) {
    if (!orth || !diag || !occ || !words.empty())
      throw UsageError("--orth, --diag and --occupied go together, without a FEN");
    const Bitboard o = parse_hex_bitboard(*orth), d = parse_hex_bitboard(*diag),
                   all = parse_hex_bitboard(*occ);
    r.orth.assign(static_cast<std::size_t>(boards), o);
    r.diag.assign(static_cast<std::size_t>(boards), d);
    r.occupied.assign(static_cast<std::size_t>(boards), all);
    return r;
  }
  const Position pos = position_from_words(words, kKiwipeteFen);
  if (kernel == Kernel::sbamg) {
    // The slider: --square, else the side to move's first queen, rook or bishop.
    r.square = square_or_first(
        args, pos.orthogonal_sliders(pos.side_to_move) | pos.diagonal_sliders(pos.side_to_move),
        "slider");
    r.occupied.push_back(pos.occupied());
    return r;
  }
  if (args.option("--square")) throw UsageError("--square goes with trace sbamg or flips");
  for (int i = 0; i < boards; ++i) {  // the side to move, then the other side, alternately
    const Color c = (i % 2) ? (pos.side_to_move == Color::white ? Color::black : Color::white)
                            : pos.side_to_move;
    r.orth.push_back(pos.orthogonal_sliders(c));
    r.diag.push_back(pos.diagonal_sliders(c));
    r.occupied.push_back(pos.occupied());
  }
  return r;
}

// The lanes of one step side by side: names, the boards (rank 8 on top), hex.
void print_lanes(const trace::Step& s) {
  constexpr int kWidth = 20;
  const auto pad = [](std::string text) {
    text.resize(static_cast<std::size_t>(kWidth), ' ');
    return text;
  };
  std::string names, marks, hexes;
  for (std::size_t i = 0; i < s.lanes.size(); ++i) {
    names += pad(std::to_string(i) + " " + s.lane_names[i]);
    marks += pad(s.unchanged[i] ? "= unchanged" : "");
    hexes += pad(hex(s.lanes[i]));
  }
  std::cout << "    " << names << "\n";
  for (int rank = 7; rank >= 0; --rank) {
    std::string row;
    for (const Bitboard b : s.lanes) {
      std::string cells;
      for (int file = 0; file < 8; ++file) cells += ((b >> (rank * 8 + file)) & 1) ? "x " : ". ";
      row += pad(cells);
    }
    std::cout << "  " << rank + 1 << " " << row << "\n";
  }
  std::cout << "    " << hexes << "\n";
  if (marks.find_first_not_of(' ') != std::string::npos) std::cout << "    " << marks << "\n";
}

void print_trace(const trace::Trace& t) {
  std::cout << "trace: " << t.what << "\nlayout: " << t.layout << "\n";
  for (std::size_t i = 0; i < t.steps.size(); ++i) {
    const trace::Step& s = t.steps[i];
    std::cout << "\nstep " << i + 1 << " of " << t.steps.size() << ": " << s.reg << "\n  ";
    for (std::size_t k = 0; k < s.ops.size(); ++k) std::cout << (k ? " · " : "") << s.ops[k];
    std::cout << "\n  vector instructions: " << s.instructions << "\n";
    print_lanes(s);
  }
  std::cout << "\nresult (" << t.instructions << " vector instructions in " << t.steps.size()
            << " steps):\n";
  for (const trace::Output& o : t.outputs)
    std::cout << "  " << o.name << std::string(10 - std::min<std::size_t>(o.name.size(), 9), ' ')
              << hex(o.got) << (o.got == o.reference ? "" : "  reference " + hex(o.reference))
              << "\n";
  std::cout << "verdict: " << (t.matches_reference ? "identical to" : "DIFFERS from")
            << " the reference";
  if (t.matches_dispatched)
    std::cout << "; " << (*t.matches_dispatched ? "identical to" : "DIFFERS from")
              << " the dispatched table's call";
  else
    std::cout << "; the dispatched table was not run (this CPU cannot run the ISA)";
  std::cout << "\n";
}

}  // namespace

int run_trace(const std::vector<std::string>& words) {
  const CommandArgs args = parse_command_args(
      "trace", words,
      {"--isa", "--algorithm", "--html", "--orth", "--diag", "--occupied", "--square"});
  if (args.help) return print_help(kTraceHelp);
  std::vector<std::string> rest = args.positional;
  const Kernel kernel = kernel_from_words(rest);
  const Isa isa = trace_isa(args);
  const trace::Request request = request_of(args, kernel, isa, rest);
  std::ofstream page;
  const auto path = args.option("--html");
  if (path) {
    page.open(*path, std::ios::binary);
    if (!page) throw UsageError("cannot write '" + *path + "'");
  }
  const trace::Trace t = trace::run(request);
  print_trace(t);
  if (path) {
    page << trace::html_page(t, "lanefill trace: " + t.what);
    page.close();
    if (!page) throw UsageError("cannot write '" + *path + "'");
    std::cout << "page: " << *path << "\n";
  }
  const bool ok = t.matches_reference && t.matches_dispatched.value_or(true);
  return ok ? kExitOk : kExitMismatch;
}

}  // namespace lanefill::cli
