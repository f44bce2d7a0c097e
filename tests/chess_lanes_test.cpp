// tests/chess_lanes_test.cpp — the chess example's perft on the inline
// kernels of each ISA (examples/chess/perft_native.cpp: the AVX2 and AVX-512
// copies count the last ply with boards in lanes, examples/chess/board_lanes.hpp)
// against the same generator on a kernel table (movegen.hpp's scalar count
// per board), from positions full of pins, checks, castling, en passant and
// promotions and the positions two plies below them.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "fen.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "perft.hpp"

namespace {

using lanefill::chess::Position;
using lanefill::chess::Sliders;

// The chessprogramming wiki's perft positions and the usual tricky ones
// (en passant that exposes the king, castling through attacks, promotions
// with check, the king in double check).
const char* const kSeeds[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P3/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/8/K2pP2q/8/8/8/7k w - d6 0 2",
    "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1",
    "7k/8/8/1b6/2pP4/8/8/5K2 b - d3 0 1",
    "r3k2r/8/8/8/3q4/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
    "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1",
    "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
};

// The positions of the test: the seeds and, of each, up to `per_seed` of the
// positions two plies below it.
std::vector<Position> test_positions(std::size_t per_seed) {
  std::vector<Position> positions;
  for (const char* fen : kSeeds) {
    const Position seed = lanefill::chess::parse_fen(fen);
    positions.push_back(seed);
    const auto below = lanefill::chess::perft_split(seed, 2);
    // Spread over the FEN order: not only the first few of each seed.
    const std::size_t step = below.size() / per_seed + 1;
    for (std::size_t i = 0; i < below.size(); i += step)
      positions.push_back(lanefill::chess::parse_fen(below[i].first));
  }
  return positions;
}

class ChessLanes : public testing::TestWithParam<lanefill::Isa> {
 protected:
  void TearDown() override { lanefill::reset_isa(); }
};

// Depths 2 and 3 below every position (the last ply counted from a leaf
// parent, and from depth 3 with batches shared between leaf parents), depth
// 4 below the seeds.
TEST_P(ChessLanes, PerftMatchesTheTableGenerator) {
  const lanefill::Isa isa = GetParam();
  if (!lanefill::is_supported(isa)) {
    GTEST_SKIP() << "this CPU cannot run " << lanefill::name_of(isa) << " (not tested)";
  }
  ASSERT_EQ(lanefill::set_isa(isa), lanefill::SetIsaResult::ok);
  const lanefill::Kernels* table =
      lanefill::find_kernels(lanefill::Isa::scalar, lanefill::Algorithm::kogge_stone);
  ASSERT_NE(table, nullptr);
  const Sliders reference{table}, inline_kernels{};
  std::uint64_t leaves = 0;
  const auto positions = test_positions(40);
  for (const Position& pos : positions) {
    for (int depth = 2; depth <= 3; ++depth) {
      const std::uint64_t want = lanefill::chess::perft(pos, depth, reference);
      ASSERT_EQ(lanefill::chess::perft(pos, depth, inline_kernels), want)
          << lanefill::chess::to_fen(pos) << " depth " << depth << " on " << lanefill::name_of(isa);
      leaves += want;
    }
  }
  for (const char* fen : kSeeds) {
    const Position pos = lanefill::chess::parse_fen(fen);
    const std::uint64_t want = lanefill::chess::perft(pos, 4, reference);
    ASSERT_EQ(lanefill::chess::perft(pos, 4, inline_kernels), want) << fen << " depth 4";
    leaves += want;
  }
  EXPECT_GT(positions.size(), 500u);
  EXPECT_GT(leaves, 10'000'000u);  // the last ply counted many times over
  // The copy that ran is the ISA's inline target's (the lanes are in the
  // AVX2 and AVX-512 copies; SSE2, NEON and wasm128 run the scalar copy).
  EXPECT_EQ(lanefill::chess::inline_target(), lanefill::name_of(lanefill::inline_target_of(isa)));
}

INSTANTIATE_TEST_SUITE_P(EveryIsa, ChessLanes, testing::ValuesIn(lanefill::kAllIsas),
                         [](const testing::TestParamInfo<lanefill::Isa>& info) {
                           return std::string(lanefill::name_of(info.param));
                         });

}  // namespace
