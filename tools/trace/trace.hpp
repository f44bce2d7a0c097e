// tools/trace/trace.hpp — `lanefill trace`: a kernel (simd/common/lanes.hpp, the
// bodies of lanefill/detail/bodies.hpp, simd/common/line_kernels.hpp) run on the
// recording registers (recording.hpp), step by step, lane by lane.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill::trace {

// What a kernel does to one register in one step: a fill cycle ending in its
// OR, or the operations before or after the cycles.
struct Step {
  std::string reg;                      // e.g. "ymm (4 lanes): noEa east noWe nort"
  std::vector<std::string> lane_names;  // per lane: its direction or board
  std::vector<std::string> ops;         // e.g. "shift by {+9,+1,+7,+8} (vpsllvq)"
  int instructions = 0;                 // vector instructions of the step
  std::vector<Bitboard> lanes;          // the register after the step
  std::vector<bool> unchanged;          // per lane: the same as this register's last step
};

struct Output {
  std::string name;  // e.g. "noEa", "board 2"
  Bitboard got = 0, reference = 0;
  std::optional<Bitboard> dispatched;  // where this CPU runs the ISA
};

struct Trace {
  std::string what;    // e.g. "ray_attacks, kogge_stone on avx2"
  std::string layout;  // how the lanes hold directions or boards
  std::vector<Step> steps;
  std::vector<Output> outputs;
  int instructions = 0;
  bool matches_reference = false;
  std::optional<bool> matches_dispatched;  // empty where this CPU cannot run the ISA
};

enum class Kernel { rays, batch, othello, sbamg, flips };

struct Request {
  Kernel kernel = Kernel::rays;
  Isa isa = Isa::scalar;
  Algorithm algorithm = Algorithm::kogge_stone;
  // rays: one set of sliders; batch: the boards (lanes) of one register.
  std::vector<Bitboard> orth, diag, occupied;
  // othello: the boards of one register (player to move, opponent).
  std::vector<Bitboard> player, opponent;
  // sbamg: the slider's square (occupied[0] the occupancy); flips: the move's
  // square (player[0], opponent[0] the position).
  int square = 0;
};

// The algorithms a kernel can be traced with on `isa` (its fill shapes);
// empty if the ISA has no such kernel.
std::vector<Algorithm> traceable_algorithms(Kernel kernel, Isa isa);
// Whether the trace knows the registers `isa` runs: those of the ISA its
// registry row names as its trace_layout (simd/registry.json), avx512's for
// avx512icl. An ISA whose trace_layout the trace lacks traces nothing, and
// the CLI tests fail.
bool has_layout(Isa isa);
// "" where `isa` is its own layout; else what the layout text says first:
// whose registers are shown, and why.
std::string layout_note(Isa isa);
// How many boards one register of `isa` holds (batches, Othello).
int boards_per_register(Isa isa);
// Runs the kernel on the recording registers. Preconditions: the algorithm is
// traceable there, and a batch or Othello request has boards_per_register(isa)
// boards.
Trace run(const Request& request);

}  // namespace lanefill::trace
