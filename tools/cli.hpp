// tools/cli.hpp — what the files of the lanefill CLI share (internal).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "args.hpp"
#include "diagram.hpp"
#include "fen.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "perft.hpp"

namespace lanefill::cli {

// The chess example (examples/chess): positions, FEN, perft.
using namespace ::lanefill::chess;

constexpr int kExitOk = 0;
constexpr int kExitMismatch = 1;

// Help texts (help.cpp).
extern const std::string_view kDemoHelp, kShowHelp, kAttacksHelp, kCpuHelp, kPerftHelp,
    kOthelloHelp, kBenchHelp, kTraceHelp, kHelpHelp;
// The help text of a command; throws UsageError for an unknown command.
std::string_view help_of(std::string_view command);
int print_help(std::string_view text);
// The overview (`lanefill --help`): usage lines and command list generated
// from the command table.
std::string main_help();

// The commands, one file each (cmd_*.cpp, help.cpp).
int run_demo(const std::vector<std::string>& words);
int run_show(const std::vector<std::string>& words);
int run_attacks(const std::vector<std::string>& words);
int run_cpu(const std::vector<std::string>& words);
int run_perft(const std::vector<std::string>& words);
int run_othello(const std::vector<std::string>& words);
int run_bench(const std::vector<std::string>& words);
int run_trace(const std::vector<std::string>& words);
int run_help(const std::vector<std::string>& words);

// The command table (help.cpp): name, entry point, one-line summary ('\n'
// continues it on the next line of the overview), help text.
struct Command {
  std::string_view name;
  int (*run)(const std::vector<std::string>& words);
  std::string_view summary;
  std::string_view help;
};
std::span<const Command> commands();
const Command* find_command(std::string_view name);  // nullptr if unknown

// Shared helpers (common.cpp).
void append_word(std::string& list, std::string_view word);
std::string compiled_isas();
std::string wrapped(std::string_view text, std::size_t width, std::string_view indent);
Position position_from_words(const std::vector<std::string>& words, std::string_view fallback);
void apply_isa_option(const CommandArgs& args);
// The cores this process may run on (its CPU affinity), at least 1.
unsigned usable_cores();
// "--threads N": 1..examples::kMaxThreads; without the option, usable_cores().
unsigned parse_threads(const std::optional<std::string>& text);
std::string algorithm_names();
std::string algorithms_of(const Implementation& impl);
std::string dispatch_plan(const Implementation& impl);

// The kernel table a command computes with: --isa and --algorithm applied.
struct ChosenKernels {
  const Kernels* kernels = nullptr;
  std::string how;  // why this table, e.g. "dispatched on avx512: set-wise ..."
};
ChosenKernels choose_kernels(const CommandArgs& args);
std::string kernel_name(const Kernels& k);
void print_computed_by(const ChosenKernels& choice);
std::string count_title(std::string_view name, Bitboard b);
std::string slider_squares(const Position& pos, Color c);

// Diagram panels (panels.cpp).
void print_position_panels(const Position& pos);
void print_direction_panels(const Kernels& k, const Position& pos, Color c);
void print_combined_panels(const Kernels& k, const Position& pos);
void print_direction_table(const Kernels& k, const Position& pos);
void print_attack_maps(const Kernels& k, const Position& pos);

}  // namespace lanefill::cli
