// tools/help.cpp — the help texts, `lanefill help` and `--help` of every command.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"

namespace lanefill::cli {

// ---------------------------------------------------------------------------
// Help texts.

// The overview around the generated parts: the usage lines and the command
// list come from kCommands (below), so that no command can be left out.
const std::string_view kMainIntro =
    R"(Sliding-piece attack sets (rooks, bishops, queens) computed by bitboard fills,
with the kernel chosen at run time for this CPU (scalar, SSE2, AVX2, AVX-512),
and Othello moves and flips on the same fills.
)";

const std::string_view kMainTail =
    R"(
A FEN is one quoted argument or several unquoted ones; all six fields, or the
first four (clocks default to 0 1). 'startpos' and 'kiwipete' name those
positions. Squares are a1..h8; diagrams show rank 8 at the top.
ISAs: {ISAS}.
Algorithms: {ALGORITHMS}.

environment:
  LANEFILL_ISA=NAME  the ISA to use (any case); ignored (with the reason shown by
                     'lanefill cpu') if unknown, not compiled or not runnable.
                     --isa overrides it and fails instead of being ignored.
exit status: 0 ok, 1 cross-check mismatch, 2 bad usage or input.
)";

const std::string_view kDemoHelp =
    R"(usage: lanefill [demo] [FEN] [--isa NAME] [--algorithm NAME]

The demo: for a position (default Kiwipete,
  r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1)
prints the board, its occupancy, the attack sets of each colour's sliders per
direction (dir8 order noEa east soEa sout soWe west noWe nort; orthogonal
sliders = rooks|queens, diagonal = bishops|queens, occupied = all pieces),
the combined attack maps of both colours, which ISA and algorithm computed
them and why, and a cross-check of every kernel entry point against a second
scalar algorithm and against a plain ray walk.

options:
  --isa NAME        force the ISA ({ISA_CHOICES}); exit 2 if this
                    build or CPU cannot run it
  --algorithm NAME  use this algorithm instead of the ISA's plan
  -h, --help        this help
exit status: 0 ok, 1 cross-check mismatch, 2 bad usage or input.
)";

const std::string_view kShowHelp =
    R"(usage: lanefill show <HEX|FEN>

HEX: a bitboard as 1..16 hex digits, with or without 0x (bit 0 = a1,
     bit 63 = h8); printed as a diagram with its hex value and popcount.
FEN: a position (quoted, or as separate arguments; or 'startpos', 'kiwipete');
     printed as a board with piece letters plus side to move, castling rights,
     en passant square, clocks, and its occupancy bitboards.
An argument containing '/' is read as a FEN, anything else as HEX.

options:
  -h, --help  this help
)";

const std::string_view kAttacksHelp =
    R"(usage: lanefill attacks <FEN> [--square SQ [--piece rook|bishop|queen]]
                               [--algorithm NAME] [--isa NAME]

Without --square: the set-wise attacks of both colours' sliders, per direction
(dir8 order) and combined (orthogonal sliders = rooks|queens, diagonal sliders
= bishops|queens, occupied = all pieces; blockers are included).

With --square SQ: the attacks of the slider on SQ (rook, bishop or queen by the
piece standing there), split into own pieces, enemy pieces and empty squares.
If SQ is empty or holds a king, knight or pawn, that is an error (exit 2)
unless --piece says which slider to compute for that square.

options:
  --square SQ       a square a1..h8
  --piece KIND      rook, bishop or queen: compute for this slider on SQ
                    whatever stands there (needs --square)
  --algorithm NAME  one of: {ALGORITHMS}
                    (default: the ISA's plan, see `lanefill cpu`)
  --isa NAME        {ISA_CHOICES}; exit 2 if this build or CPU
                    cannot run it, or it has no kernel for --algorithm
  -h, --help        this help
The output names the ISA and algorithm that computed the result.
)";

const std::string_view kCpuHelp =
    R"(usage: lanefill cpu

Prints the CPU features lanefill detected (CPUID/XGETBV), the ISAs compiled
into this build, which of them this CPU supports (and what is missing for the
others), the LANEFILL_ISA environment variable if set, and a line
  active: <isa> (<reason>)
with the ISA dispatched calls use and why.

options:
  -h, --help  this help
)";

const std::string_view kPerftHelp =
    R"(usage: lanefill perft <DEPTH> [FEN] [--divide] [--threads N] [--algorithm NAME]
                     [--isa NAME]

Counts the leaf nodes of the legal move tree from FEN (default: the start
position) for every depth 1..DEPTH (DEPTH 0..9), printing "perft(N) = COUNT"
lines. Every slider attack comes from lanefill: by default its inline
kernels compiled for the active ISA (avx512, avx2, else scalar; --isa or
LANEFILL_ISA chooses the ISA), with --algorithm NAME that kernel table,
called through its function pointers. The generator (examples/chess) makes
legal moves only, from a check mask and pins, and counts the last ply set-wise.
Compare with published numbers, e.g. startpos 20 400 8902 197281, Kiwipete
48 2039 97862 4085603, or another engine's "go perft".

The position needs one king per side, no pawns on rank 1 or 8, and the side
not to move must not be in check.

options:
  --divide          also print each root move's count at DEPTH (UCI moves)
  --threads N       count on N threads, 1..256 (default: the cores this
                    process may use); the tree is split below the root, the
                    counts are the same for every N
  --algorithm NAME  a kernel table, as for 'lanefill attacks'
  --isa NAME        as for 'lanefill attacks'
  -h, --help        this help
)";

const std::string_view kOthelloHelp =
    R"(usage: lanefill othello perft <DEPTH> [POSITION] [--finished-games none|leaf]
                             [--threads N]
       lanefill othello solve POSITION|FILE [--threads N] [--kernels inline|dispatched]
                             [--table-mib N]
       lanefill othello show [POSITION]
       lanefill othello moves [POSITION]

Othello on lanefill's fills (examples/othello). POSITION is the one-line form
of Edax's OBF files: 64 characters in square order (a1 first, row by row:
a1..h1, a2..h2, ...), 'X' black, 'O' white, '-' empty, then a space and the
side to move, 'X' or 'O' (one quoted argument or two words). Without
POSITION: the standard start, black (X) to move.

perft prints the leaf count of every depth 1..DEPTH (0..20), then
"nodes: N", the time and nodes/s; moves and flips are lanefill's inline
kernels compiled for the active ISA (avx512, avx2, else scalar; LANEFILL_ISA
chooses). A forced pass takes a ply and counts as
one node at the leaf. A game over before the last ply counts 0 by default
(Edax's convention; from the start: 4 12 56 244 1396 8200 55092 390216
3005288 24571056 212258216), or 1 with --finished-games leaf (Aart Bik's
table and Egaroucid: the same to depth 9, then 24571284 212258800).
--threads N counts on N threads, 1..256 (default: the cores this process may
use), the tree split below the root into subtrees; the counts are the same
for every N.
solve finds the exact final score with perfect play (the side to move's disc
difference, the empty squares to the winner) and a best move, by alpha-beta
with lanefill's endgame kernels: last-move flip counts, stable discs (the
stability cutoff), mobility and potential mobility (move ordering), and a
transposition table of --table-mib MiB (default 64). POSITION may carry an
OBF score ("...  X; G8:+2;"); FILE is an Edax OBF file, one position a line,
solved in turn. A score that differs from the one given prints DIFFERS and
exits 1. --threads N searches the root moves on N threads (default: the cores
this process may use); --kernels dispatched calls the dispatched kernel table
instead of the inline kernels. Practical up to about 24 empty squares.
show draws the board; moves marks the legal moves with '*' and lists them.
)";

const std::string_view kTraceHelp =
    R"(usage: lanefill trace [rays] [FEN] [--isa NAME] [--algorithm NAME] [--html FILE]
       lanefill trace rays --orth HEX --diag HEX --occupied HEX [options]
       lanefill trace batch [FEN] [options]
       lanefill trace othello [POSITION] [options]
       lanefill trace sbamg [FEN] [--square SQ] --isa sse2|avx2|avx512|wasm128 [options]
       lanefill trace flips [POSITION] [--square SQ] --isa avx2|neon [options]

Runs one kernel step by step on the registers of an ISA and
prints every step: the register and what its lanes hold, the operations (shift
or rotate by how much per lane, which file guard or avoidWrap mask, AND, OR,
OR-AND as one ternary on AVX-512) with their vector instructions, and every
lane as a board (rank 8 on top) with its value in hex; a lane equal to its
register's previous step is marked unchanged. Last, the result against the
constexpr reference and, where this CPU runs the ISA, against the dispatched
table's call of the same kernel.

The trace is the kernel itself: its code (simd/common/lanes.hpp, the kernel bodies
of lanefill/detail/bodies.hpp, simd/common/line_kernels.hpp) compiled once more with
recording registers and the lane layouts of simd/common/layouts.hpp, so any ISA
traces on any CPU.

kernels:
  rays     ray_attacks of the side to move's sliders (default; FEN default
           Kiwipete), or of the --orth/--diag/--occupied sets
  batch    slider_attacks_batch: boards in lanes (the side to move's and the
           other side's sliders, alternately)
  othello  Othello moves of POSITION (Edax's OBF line, default the start),
           boards in lanes, prefix steps 1, 1, 2, 2 per direction
  sbamg    SBAMG's o ^ (o - 3cbn) stage by stage for one slider (--square,
           default the side to move's first slider): two lines per xmm on
           SSE2, four per ymm on AVX2 (cbn by a smear) and AVX-512 (cbn by
           vplzcntq); scalar finds cbn by one bit scan
  flips    Othello flips of a move (--square, default the first legal move)
           on the square's eight rays: four per ymm on AVX2, two per
           q-register on NEON (elsewhere one vplzcntq or bit scan a ray)
options:
  --isa NAME        the ISA's registers ({ISA_CHOICES}; default the active one)
  --algorithm NAME  dumb7_unrolled or kogge_stone (default), rotate_unrolled or
                    rotate_kogge on avx512 and scalar
  --html FILE       also write the trace as one self-contained page: step
                    forward and back, switch the lane view
  -h, --help        this help
exit status: 0 identical, 1 the result differs, 2 bad usage or input.
)";

const std::string_view kBenchHelp =
    R"(usage: lanefill bench [--quick] [--json] [--workload NAME[,NAME...]] [--isa NAME]
                      [--seconds S]

Times, on this CPU, every kernel table it runs (each ISA x algorithm), the
dispatched calls (lanefill::queen_attacks(...) etc., as an engine calls them)
and two table-driven baselines: PEXT bitboards (only when the CPU has BMI2)
and fancy magic bitboards, lookups inlined in the loop; for single queens
also dual hyperbola quintessence (three lines in one ymm and a rank table,
how Stockfish computes sliders without PEXT; AVX2 CPUs only). Workloads:
  rays         ray_attacks: the 8 direction attack sets of a slider set
  queen        queen_attacks: random square, occupancy rand64() & rand64()
  map          slider_attacks: the attack map of 1..3 orthogonal and 1..3
               diagonal sliders (baselines: a lookup per slider)
  queen_batch  queen_attacks over 256 queens per call
  map_batch    slider_attacks over 256 slider sets per call
Inputs: 1M pre-generated cases per workload, walked in order, the same for
every entry. Every entry is checked against lanefill::reference first; a wrong
one is reported and not timed (exit 1). Timing: std::chrono::steady_clock,
the best of 5 slices per entry. About 20 s by default, 3 s with --quick.

Output: the CPU (CPUID brand string), the active ISA and why, the compiler,
the core clock (a dependent chain of adds; "unknown" outside 1..6 GHz), then
per workload: ns per item, speed relative to PEXT (PEXT time / entry time,
above 1 is faster; magic without BMI2),
the throughput bound in ns per item where bench/support/bounds.hpp knows it for this
CPU ("-" otherwise), and whether the dispatch plan's choice (lib/plan.cpp)
was the fastest table here. Timings vary from run to run by a few percent;
compare entries within one run.

options:
  --quick          about 3 s in all (0.02 s per entry)
  --seconds S      seconds per entry, 0 < S <= 10 (default 0.15)
  --workload LIST  only these workloads, comma-separated
  --isa NAME       only this ISA's tables ({ISA_CHOICES}), and dispatch to it;
                   exit 2 if this build or CPU cannot run it
  --json           one JSON document instead of the tables (bench/report.py
                   turns it into tables and a chart)
  -h, --help       this help
exit status: 0 ok, 1 an entry computed wrong results, 2 bad usage.
)";

const std::string_view kHelpHelp =
    R"(usage: lanefill help [COMMAND]

Prints the overview, or the help of COMMAND ({COMMANDS}).
)";

// THE command table: dispatch (main.cpp), the overview's usage lines and
// command list, `help COMMAND` and the unknown-command message all read it.
const std::array<Command, 9> kCommands = {{
    {"demo", &run_demo,
     "(default) attack maps of a position per direction and combined, for both\n"
     "colours, cross-checked against a second algorithm",
     kDemoHelp},
    {"show", &run_show, "a hex bitboard or a FEN position as an 8x8 diagram", kShowHelp},
    {"attacks", &run_attacks, "set-wise attacks of a position's sliders, or of one slider",
     kAttacksHelp},
    {"cpu", &run_cpu,
     "CPU kind and features, compiled and supported ISAs, the plan, the active ISA", kCpuHelp},
    {"perft", &run_perft,
     "chess perft: leaf counts of the legal move tree (examples/chess), to check\n"
     "the kernels in real use",
     kPerftHelp},
    {"othello", &run_othello,
     "Othello perft, exact endgame solve, board and legal moves (examples/othello)", kOthelloHelp},
    {"bench", &run_bench,
     "a short benchmark on this CPU: every kernel table, the dispatched calls and\n"
     "PEXT / fancy magic baselines, with bounds and the plan",
     kBenchHelp},
    {"trace", &run_trace,
     "a kernel step by step, lane by lane, on an ISA's registers (terminal and\n"
     "HTML page)",
     kTraceHelp},
    {"help", &run_help, "this text, or a command's help ('lanefill help attacks')", kHelpHelp},
}};

std::span<const Command> commands() { return kCommands; }

const Command* find_command(std::string_view name) {
  for (const Command& c : kCommands)
    if (c.name == name) return &c;
  return nullptr;
}

namespace {

std::string command_names() {
  std::string s;
  for (const Command& c : kCommands) {
    if (!s.empty()) s += ' ';
    s.append(c.name);
  }
  return s;
}

// The usage lines of a help text: its first paragraph, "usage: " dropped.
std::vector<std::string_view> usage_lines(std::string_view help) {
  std::vector<std::string_view> lines;
  const std::string_view end_of_usage = help.substr(0, help.find("\n\n"));
  for (std::size_t at = 0; at < end_of_usage.size();) {
    const std::size_t nl = std::min(end_of_usage.find('\n', at), end_of_usage.size());
    // "usage: " and the 7 spaces under it go; deeper indents stay.
    std::string_view line = end_of_usage.substr(at, nl - at);
    if (line.substr(0, 7) == "usage: " || line.substr(0, 7) == "       ") line.remove_prefix(7);
    if (!line.empty()) lines.push_back(line);
    at = nl + 1;
  }
  return lines;
}

}  // namespace

std::string main_help() {
  std::string s;
  for (const Command& c : kCommands)
    for (std::string_view line : usage_lines(c.help)) {
      s.append(s.empty() ? "usage: " : "       ");
      s.append(line);
      s += '\n';
    }
  s += "       lanefill --help  |  lanefill --version\n\n";
  s += kMainIntro;
  s += "\ncommands:\n";
  for (const Command& c : kCommands) {
    std::string name(c.name);
    name.resize(9, ' ');
    std::string_view summary = c.summary;
    for (bool first = true; !summary.empty(); first = false) {
      const std::size_t nl = std::min(summary.find('\n'), summary.size());
      s.append("  ");
      s.append(first ? name : std::string(9, ' '));
      s.append(summary.substr(0, nl));
      s += '\n';
      summary.remove_prefix(std::min(nl + 1, summary.size()));
    }
  }
  s += kMainTail;
  return s;
}

std::string_view help_of(std::string_view command) {
  if (const Command* c = find_command(command)) return c->help;
  throw UsageError("unknown command '" + std::string(command) + "' (commands: " + command_names() +
                   "; see 'lanefill --help')");
}

// The ISA and algorithm names come from the library's one list, never from
// these texts: {ISAS}, {ISA_CHOICES} and {ALGORITHMS} are filled in here.
int print_help(std::string_view text) {
  std::string out(text);
  const std::pair<std::string_view, std::string> fills[] = {
      {"{ISAS}", isa_name_list(" ")},
      {"{ISA_CHOICES}", isa_name_list("|")},
      {"{ALGORITHMS}", algorithm_name_list(" ")},
      {"{COMMANDS}", command_names()}};
  for (const auto& [key, value] : fills)
    for (std::size_t at = out.find(key); at != std::string::npos; at = out.find(key, at))
      out.replace(at, key.size(), value);
  std::cout << out;
  return kExitOk;
}

int run_help(const std::vector<std::string>& words) {
  const CommandArgs args = parse_command_args("help", words, {});
  if (args.help) return print_help(kHelpHelp);
  if (args.positional.empty()) return print_help(main_help());
  if (args.positional.size() > 1) throw UsageError("help takes at most one command name");
  return print_help(help_of(args.positional.front()));
}

}  // namespace lanefill::cli
