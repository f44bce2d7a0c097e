// bench/chess_move_counts.cpp — chess_move_counts/example_engine: the C++
// loop bench/python/chess_move_counts.py holds Python's
// lanefill.chess_move_counts against — the example engine's move counter
// (examples/chess, lanefill_chess_native_move_count: the copy of the CPU's
// best inline target) called once per position, the positions converted to
// the engine's boards beforehand.
//
// The positions: LANEFILL_BENCH_CHESS_POSITIONS names a file of
// lanefill.CHESS_POSITION records (numpy's tofile; the Python script writes
// it), else the positions 3 plies from the start (perft_split).
#include "chess_move_counts.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "perft.hpp"
#include "perft_native.hpp"  // LANEFILL_UNIVERSAL_DECLARE(lanefill_chess)
#include "positions.hpp"
#include "positions_native.hpp"

namespace lanefill_bench {
namespace {

namespace chess = lanefill::chess;

std::vector<chess::PositionRecord> records_from_file(const char* path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(std::string("cannot open ") + path);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.empty() || bytes.size() % sizeof(chess::PositionRecord) != 0)
    throw std::runtime_error(std::string(path) + " is not a whole number of 104-byte records");
  std::vector<chess::PositionRecord> records(bytes.size() / sizeof(chess::PositionRecord));
  std::memcpy(records.data(), bytes.data(), bytes.size());
  return records;
}

std::vector<chess::PositionRecord> records_3_plies_deep() {
  std::vector<chess::PositionRecord> records;
  for (const auto& [fen, count] : chess::perft_split(chess::parse_fen(chess::kStartFen), 3))
    records.push_back(chess::record_from(chess::parse_fen(fen)));
  return records;
}

// The engine's boards of the positions, each record checked.
std::vector<chess::Board> bench_boards() {
  const char* path = std::getenv("LANEFILL_BENCH_CHESS_POSITIONS");
  const std::vector<chess::PositionRecord> records =
      path && *path ? records_from_file(path) : records_3_plies_deep();
  std::vector<chess::Board> boards;
  boards.reserve(records.size());
  for (std::size_t i = 0; i < records.size(); ++i) {
    if (const std::string problem = chess::record_problem(records[i]); !problem.empty())
      throw std::runtime_error("position " + std::to_string(i) + ": " + problem);
    boards.push_back(chess::board_of(records[i]));
  }
  return boards;
}

void run(benchmark::State& state) {
  // Read once: Google Benchmark calls run() again to size its iterations.
  static std::string error;
  static const std::vector<chess::Board> boards = [] {
    try {
      return bench_boards();
    } catch (const std::exception& e) {
      error = e.what();
      return std::vector<chess::Board>{};
    }
  }();
  if (!error.empty()) {
    state.SkipWithError(error.c_str());
    return;
  }
  std::uint64_t moves = 0;
  for (auto _ : state) {
    moves = 0;
    for (const chess::Board& b : boards) moves += lanefill_chess_native_move_count(&b);
    benchmark::DoNotOptimize(moves);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
  state.counters["positions"] = static_cast<double>(boards.size());
  state.counters["moves"] = static_cast<double>(moves);  // the sum Python's counts must match
  state.SetLabel(lanefill_universal_copy_lanefill_chess());
}

}  // namespace

void register_chess_move_counts() {
  benchmark::RegisterBenchmark("chess_move_counts/example_engine", run)
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime();
}

}  // namespace lanefill_bench
