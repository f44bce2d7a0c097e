// bench/native/bench_othello.cpp — bench_native's Othello workloads (the
// inline Othello kernels against every ISA's table and the dispatched calls,
// the endgame's kernels, Othello perft 9), and their check against the
// oracle. bench/native/bench_native.cpp registers them.
#include <immintrin.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include <benchmark/benchmark.h>

#include "baselines.hpp"
#include "bench_native.hpp"
#include "inputs.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"
#include "lanefill/native.hpp"
#include "lanefill/othello.hpp"
#include "lookups.hpp"
#include "oracle.hpp"
#include "othello_perft.hpp"
#include "slider_masks.hpp"
#include "threat_inputs.hpp"

namespace bench_native {
namespace {

using lanefill::Bitboard;
using lanefill::Square;

// Othello: positions of random games (the constexpr reference plays them),
// each with the move played from it.
struct OthelloWorkload {
  std::vector<Bitboard> player, opponent;
  std::vector<std::uint8_t> move;
};

const OthelloWorkload& othello_positions() {
  static const OthelloWorkload w = [] {
    namespace ot = lanefill::othello;
    OthelloWorkload o;
    o.player.reserve(kPairs);
    o.opponent.reserve(kPairs);
    o.move.reserve(kPairs);
    oracle::Rng rng(0x07e11);
    while (o.move.size() < kPairs) {
      Bitboard me = ot::kStartBlack, them = ot::kStartWhite;
      while (o.move.size() < kPairs) {
        const Bitboard moves = ot::moves(me, them);
        if (moves == 0) {
          if (ot::moves(them, me) == 0) break;  // the game is over
          std::swap(me, them);                  // a pass
          continue;
        }
        Bitboard pick = moves;
        for (unsigned k = rng.below(static_cast<unsigned>(lanefill::popcount(moves))); k > 0; --k)
          pick &= pick - 1;
        const Square sq = lanefill::lsb(pick);
        o.player.push_back(me);
        o.opponent.push_back(them);
        o.move.push_back(static_cast<std::uint8_t>(sq));
        const ot::Discs next = ot::play(sq, me, them);
        me = next.opponent;
        them = next.player;
      }
    }
    return o;
  }();
  return w;
}

// As run(): kChunk positions per iteration, continuing where it stopped.
template <class Call>
void run_othello(benchmark::State& state, Call call) {
  const OthelloWorkload& w = othello_positions();
  std::size_t at = 0;
  Bitboard sink = 0;
  for (auto _ : state) {
    for (std::size_t i = at; i < at + kChunk; ++i)
      sink ^= call(w.move[i], w.player[i], w.opponent[i]);
    at += kChunk;
    if (at + kChunk > kPairs) at = 0;
    benchmark::DoNotOptimize(sink);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kChunk));
}

// Batches of kChunk positions per iteration (the output checked once
// against the oracle before timing: check_othello()).
template <class Batch>
void run_othello_batch(benchmark::State& state, Batch batch) {
  const OthelloWorkload& w = othello_positions();
  std::vector<Bitboard> out(kChunk);
  std::size_t at = 0;
  for (auto _ : state) {
    batch(w.player.data() + at, w.opponent.data() + at, out.data(), kChunk);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
    at += kChunk;
    if (at + kChunk > kPairs) at = 0;
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kChunk));
}

// The inline, dispatched and kept-table forms of single-board moves and flips.
void register_othello_calls() {
  const std::string native = std::string("native_") + std::string(lanefill::native::isa_name());
  benchmark::RegisterBenchmark(("othello/moves/" + native).c_str(), [](benchmark::State& s) {
    run_othello(s,
                [](int, Bitboard p, Bitboard o) { return lanefill::native::othello_moves(p, o); });
  });
  benchmark::RegisterBenchmark("othello/moves/dispatched", [](benchmark::State& s) {
    run_othello(s, [](int, Bitboard p, Bitboard o) { return lanefill::othello_moves(p, o); });
  });
  benchmark::RegisterBenchmark("othello/moves/kernels_kept", [](benchmark::State& s) {
    const lanefill::Kernels& k = *lanefill::active_implementation().base;
    run_othello(s, [&k](int, Bitboard p, Bitboard o) { return k.othello_moves(p, o); });
  });
  benchmark::RegisterBenchmark("othello/moves/capi", [](benchmark::State& s) {
    run_othello(s, [](int, Bitboard p, Bitboard o) { return lanefill_othello_moves(p, o); });
  });
  benchmark::RegisterBenchmark("othello/moves/c_table_kept", [](benchmark::State& s) {
    const lanefill_kernels* k = lanefill_get_kernels();
    run_othello(s, [k](int, Bitboard p, Bitboard o) { return k->othello_moves(p, o); });
  });
  benchmark::RegisterBenchmark(("othello/flips/" + native).c_str(), [](benchmark::State& s) {
    run_othello(s, [](int sq, Bitboard p, Bitboard o) {
      return lanefill::native::othello_flips(static_cast<Square>(sq), p, o);
    });
  });
  benchmark::RegisterBenchmark("othello/flips/dispatched", [](benchmark::State& s) {
    run_othello(s, [](int sq, Bitboard p, Bitboard o) {
      return lanefill::othello_flips(static_cast<Square>(sq), p, o);
    });
  });
  benchmark::RegisterBenchmark("othello/flips/kernels_kept", [](benchmark::State& s) {
    const lanefill::Kernels& k = *lanefill::active_implementation().base;
    run_othello(s, [&k](int sq, Bitboard p, Bitboard o) { return k.othello_flips(sq, p, o); });
  });
  benchmark::RegisterBenchmark("othello/flips/capi", [](benchmark::State& s) {
    run_othello(s, [](int sq, Bitboard p, Bitboard o) { return lanefill_othello_flips(sq, p, o); });
  });
  benchmark::RegisterBenchmark("othello/flips/c_table_kept", [](benchmark::State& s) {
    const lanefill_kernels* k = lanefill_get_kernels();
    run_othello(s, [k](int sq, Bitboard p, Bitboard o) { return k->othello_flips(sq, p, o); });
  });
}

// Every ISA's own Othello table this CPU runs (the plan's Othello column
// chooses among them: lib/plan.cpp), single boards and batches, and the
// batch as a loop over the table's single-board moves.
void register_othello_tables() {
  for (lanefill::Isa isa : lanefill::supported_isas()) {
    const lanefill::Kernels* k = lanefill::implementation(isa)->base;
    const std::string table = "/table_" + std::string(lanefill::name_of(isa));
    benchmark::RegisterBenchmark(("othello/moves" + table).c_str(), [k](benchmark::State& s) {
      run_othello(s, [k](int, Bitboard p, Bitboard o) { return k->othello_moves(p, o); });
    });
    benchmark::RegisterBenchmark(("othello/flips" + table).c_str(), [k](benchmark::State& s) {
      run_othello(s, [k](int sq, Bitboard p, Bitboard o) { return k->othello_flips(sq, p, o); });
    });
    benchmark::RegisterBenchmark(("othello/moves_batch" + table).c_str(), [k](benchmark::State& s) {
      run_othello_batch(s, k->othello_moves_batch);
    });
    benchmark::RegisterBenchmark(
        ("othello/moves_batch/loop_" + std::string(lanefill::name_of(isa))).c_str(),
        [k](benchmark::State& s) {
          run_othello_batch(
              s, [k](const Bitboard* p, const Bitboard* o, Bitboard* out, std::size_t n) {
                for (std::size_t i = 0; i < n; ++i) out[i] = k->othello_moves(p[i], o[i]);
              });
        });
  }
  benchmark::RegisterBenchmark("othello/moves_batch/dispatched", [](benchmark::State& s) {
    run_othello_batch(s, [](const Bitboard* p, const Bitboard* o, Bitboard* out, std::size_t n) {
      lanefill::othello_moves_batch(p, o, out, n);
    });
  });
}

// Perft 9 from the start (examples/othello, 3005288 leaves) with the moves of
// one table and the flips of another: in a search the two calls alternate on
// one dependency chain, so the plan's Othello column picks the fastest pair
// (the ISA's own tables or scalar), measured here.
void register_othello_perft() {
  for (lanefill::Isa isa : lanefill::supported_isas()) {
    std::vector<lanefill::Isa> choices = {isa};
    if (isa != lanefill::Isa::scalar) choices.push_back(lanefill::Isa::scalar);
    for (lanefill::Isa moves : choices)
      for (lanefill::Isa flips : choices) {
        const std::string name = "othello/perft9/" + std::string(lanefill::name_of(isa)) +
                                 "/moves_" + std::string(lanefill::name_of(moves)) + "/flips_" +
                                 std::string(lanefill::name_of(flips));
        lanefill::Kernels pair = *lanefill::implementation(isa)->base;
        pair.othello_moves = lanefill::implementation(moves)->base->othello_moves;
        pair.othello_flips = lanefill::implementation(flips)->base->othello_flips;
        benchmark::RegisterBenchmark(name.c_str(), [pair](benchmark::State& s) {
          for (auto _ : s) {
            const std::uint64_t leaves = lanefill::othello_example::perft(
                lanefill::othello::kStartBlack, lanefill::othello::kStartWhite, 9, pair);
            if (leaves != 3005288) s.SkipWithError("wrong Othello perft 9");
            benchmark::DoNotOptimize(leaves);
          }
          s.SetItemsProcessed(static_cast<std::int64_t>(s.iterations()) * 3005288);
        });
      }
  }
  benchmark::RegisterBenchmark("othello/perft9/dispatched", [](benchmark::State& s) {
    const lanefill::Kernels& k = lanefill::kernels();
    for (auto _ : s) {
      const std::uint64_t leaves = lanefill::othello_example::perft(
          lanefill::othello::kStartBlack, lanefill::othello::kStartWhite, 9, k);
      if (leaves != 3005288) s.SkipWithError("wrong Othello perft 9");
      benchmark::DoNotOptimize(leaves);
    }
    s.SetItemsProcessed(static_cast<std::int64_t>(s.iterations()) * 3005288);
  });
}

// The endgame's kernels on the Othello positions (random games): the inline
// target's, each form a target may choose from (the register headers'
// functions), and the dispatched calls. The last move: the board filled
// with the opponent's discs but the square.
void register_othello_endgame() {
  const std::string native = std::string("native_") + std::string(lanefill::native::isa_name());
  const auto reg = [](const std::string& name, auto call) {
    benchmark::RegisterBenchmark(name.c_str(),
                                 [call](benchmark::State& s) { run_othello(s, call); });
  };
  reg("othello/last_flip_count/" + native, [](int sq, Bitboard p, Bitboard) {
    return Bitboard(lanefill::native::othello_last_flip_count(static_cast<Square>(sq), p));
  });
  reg("othello/last_flip_count/flips_popcount", [](int sq, Bitboard p, Bitboard) {
    return Bitboard(lanefill_u64_othello_last_flip_count_by_flips(sq, p));
  });
  reg("othello/last_flip_count/lines", [](int sq, Bitboard p, Bitboard) {
    return Bitboard(lanefill_u64_othello_last_flip_count(sq, p));
  });
  reg("othello/last_flip_count/dispatched", [](int sq, Bitboard p, Bitboard) {
    return Bitboard(lanefill::othello_last_flip_count(static_cast<Square>(sq), p));
  });
  reg("othello/stable_discs/" + native,
      [](int, Bitboard p, Bitboard o) { return lanefill::native::othello_stable_discs(p, o); });
  reg("othello/stable_discs/dispatched",
      [](int, Bitboard p, Bitboard o) { return lanefill::othello_stable_discs(p, o); });
  reg("othello/potential_moves/" + native,
      [](int, Bitboard p, Bitboard o) { return lanefill::native::othello_potential_moves(p, o); });
  reg("othello/mobility/" + native, [](int, Bitboard p, Bitboard o) {
    return Bitboard(lanefill::native::othello_mobility(p, o));
  });
  reg("othello/mobility/dispatched",
      [](int, Bitboard p, Bitboard o) { return Bitboard(lanefill::othello_mobility(p, o)); });
  benchmark::RegisterBenchmark(("othello/stable_discs_batch/" + native).c_str(),
                               [](benchmark::State& s) {
                                 run_othello_batch(s, lanefill::native::othello_stable_discs_batch);
                               });
  benchmark::RegisterBenchmark("othello/stable_discs_batch/loop_u64", [](benchmark::State& s) {
    run_othello_batch(s, lanefill_u64_othello_stable_discs_batch);
  });
  benchmark::RegisterBenchmark(
      ("othello/potential_moves_batch/" + native).c_str(), [](benchmark::State& s) {
        run_othello_batch(s, lanefill::native::othello_potential_moves_batch);
      });
}

}  // namespace

void register_othello() {
  register_othello_calls();
  register_othello_endgame();
  register_othello_tables();
  register_othello_perft();
}

// Every timed Othello call agrees with the oracle on the first 64K positions.
bool check_othello() {
  const OthelloWorkload& w = othello_positions();
  // Every table's batch and the dispatched batch, on the first kChunk positions.
  std::vector<Bitboard> out(kChunk);
  for (lanefill::Isa isa : lanefill::supported_isas()) {
    lanefill::implementation(isa)->base->othello_moves_batch(w.player.data(), w.opponent.data(),
                                                             out.data(), kChunk);
    for (std::size_t i = 0; i < kChunk; ++i)
      if (out[i] != oracle::othello_moves(w.player[i], w.opponent[i])) {
        std::fprintf(stderr, "lanefill_bench_native: wrong Othello batch (%s), position %zu\n",
                     std::string(lanefill::name_of(isa)).c_str(), i);
        return false;
      }
  }
  lanefill::othello_moves_batch(w.player.data(), w.opponent.data(), out.data(), kChunk);
  for (std::size_t i = 0; i < kChunk; ++i)
    if (out[i] != oracle::othello_moves(w.player[i], w.opponent[i])) {
      std::fprintf(stderr, "lanefill_bench_native: wrong dispatched Othello batch, position %zu\n",
                   i);
      return false;
    }
  const lanefill::Kernels& k = *lanefill::active_implementation().base;
  const std::vector<lanefill::Isa> isas = lanefill::supported_isas();
  for (std::size_t i = 0; i < 65536; ++i) {
    const Bitboard p = w.player[i], o = w.opponent[i];
    const auto sq = static_cast<Square>(w.move[i]);
    const Bitboard moves = oracle::othello_moves(p, o), flips = oracle::othello_flips(sq, p, o);
    if (lanefill::native::othello_moves(p, o) != moves || lanefill::othello_moves(p, o) != moves ||
        k.othello_moves(p, o) != moves || flips == 0 ||
        lanefill::native::othello_flips(sq, p, o) != flips ||
        lanefill::othello_flips(sq, p, o) != flips || k.othello_flips(sq, p, o) != flips) {
      std::fprintf(stderr, "lanefill_bench_native: wrong Othello result, position %zu\n", i);
      return false;
    }
    for (lanefill::Isa isa : isas) {
      const lanefill::Kernels& t = *lanefill::implementation(isa)->base;
      if (t.othello_moves(p, o) != moves || t.othello_flips(sq, p, o) != flips) {
        std::fprintf(stderr, "lanefill_bench_native: wrong Othello result (%s), position %zu\n",
                     std::string(lanefill::name_of(isa)).c_str(), i);
        return false;
      }
    }
  }
  return true;
}

}  // namespace bench_native
