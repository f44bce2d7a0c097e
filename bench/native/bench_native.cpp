// bench/native/bench_native.cpp — the inline path (lanefill/native.hpp) against
// an inline PEXT table built with the same flags, the dispatched C++ call and
// the C API, on the same data in one process.
//
// Built once per target (bench/native/CMakeLists.txt): x86-64-v4 (AVX-512),
// x86-64-v3 (AVX2) and baseline + BMI2 (the scalar inline kernel). The
// binary refuses to run, with a message, on a CPU without its target's ISA.
//
// Workloads (chessprogramming wiki "Perft"-style harnesses and Gigantua's
// movegen benchmark use the second):
//   queen/fresh/...     1M distinct (square, occupancy) pairs, occupancy
//                       rand & rand, walked in order: no repetition helps.
//   queen/shared12/...  one occupancy shared by 12 lookups of random squares.
//   threats/...         the threat update of the squares the moves of real
//                       games change (bench/threat_inputs.hpp), walked in
//                       order: lanefill's inline slider_threats against the
//                       same update around the inline PEXT table (Stockfish
//                       18's form: two lookups, then a ray row per slider).
//   othello/moves/...   1M positions reached by random play from the start
//   othello/flips/...   (passes included), walked in order; flips take the
//                       move that game played there (a legal move).
//   othello/moves_batch/...  the same positions, kChunk per batch call: every
//                       ISA's table, its single-board moves in a loop, and
//                       the dispatched batch (the plan's choice).
//   othello/perft9/...  Othello perft 9 from the start (examples/othello) with
//                       the moves and the flips of the ISA's table or of the
//                       scalar one, and with the dispatched table.
#include <immintrin.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include <benchmark/benchmark.h>

#include "baselines.hpp"
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

namespace {

using lanefill::Bitboard;
using lanefill::Square;
namespace bl = lanefill_bench::baselines;

constexpr std::size_t kPairs = std::size_t{1} << 20;  // distinct inputs per workload
constexpr std::size_t kChunk = 1024;                  // lookups per benchmark iteration

struct Workload {
  std::vector<std::uint8_t> square;
  std::vector<Bitboard> occupied;
};

Workload make_workload(std::size_t share) {
  oracle::Rng rng(share == 1 ? 0xf2e5 : 0x5a12);
  Workload w{std::vector<std::uint8_t>(kPairs), std::vector<Bitboard>(kPairs)};
  Bitboard occ = 0;
  for (std::size_t i = 0; i < kPairs; ++i) {
    if (i % share == 0) occ = rng.next() & rng.next();
    w.square[i] = static_cast<std::uint8_t>(rng.square());
    w.occupied[i] = occ;
  }
  return w;
}

const Workload& fresh() {
  static const Workload w = make_workload(1);
  return w;
}
const Workload& shared12() {
  static const Workload w = make_workload(12);
  return w;
}

// PEXT bitboards, inline, with this file's flags (BMI2 in every build here).
struct PextSlider {
  Bitboard mask;
  const Bitboard* attacks;
};
struct PextTable {
  std::vector<Bitboard> attacks;
  PextSlider rook[64], bishop[64];
};

void fill(bl::Slider s, PextSlider* entries, std::vector<Bitboard>& attacks) {
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard mask = bl::relevant_mask(s, sq);
    const std::size_t first = attacks.size();
    bl::for_each_subset(mask, [&](Bitboard subset, std::size_t) {
      attacks.push_back(bl::walk_attacks(s, sq, subset));
    });
    entries[sq] = {mask, reinterpret_cast<const Bitboard*>(first)};  // offset until final
  }
}

const PextTable& pext_table() {
  static const PextTable t = [] {
    PextTable p;
    fill(bl::Slider::rook, p.rook, p.attacks);
    fill(bl::Slider::bishop, p.bishop, p.attacks);
    for (PextSlider* e : {p.rook, p.bishop})
      for (int sq = 0; sq < 64; ++sq)
        e[sq].attacks = p.attacks.data() + reinterpret_cast<std::uintptr_t>(e[sq].attacks);
    return p;
  }();
  return t;
}

inline Bitboard pext_queen(const PextTable& t, int sq, Bitboard occ) {
  const PextSlider& r = t.rook[sq];
  const PextSlider& b = t.bishop[sq];
  return r.attacks[_pext_u64(occ, r.mask)] | b.attacks[_pext_u64(occ, b.mask)];
}

inline Bitboard pext_threat_digest(const PextTable& p, const lanefill_bench::ThreatItem& t) {
  const Bitboard rook = p.rook[t.square].attacks[_pext_u64(t.occupied, p.rook[t.square].mask)];
  const Bitboard bishop =
      p.bishop[t.square].attacks[_pext_u64(t.occupied, p.bishop[t.square].mask)];
  return bl::threat_fold(t.square, t.occupied, t.orth, t.diag, rook, bishop);
}
inline Bitboard native_threat_digest(const lanefill_bench::ThreatItem& t) {
  return lanefill_bench::threat_digest(
      lanefill::native::slider_threats(static_cast<Square>(t.square), t.occupied, t.orth, t.diag));
}

// Runs `lookup` over the workload, kChunk lookups per iteration, continuing
// where the previous iteration stopped. A shared workload (Share > 1) keeps
// each occupancy in a register for its Share lookups, as a move generator
// keeps the occupancy of its node.
template <std::size_t Share, class Lookup>
void run(benchmark::State& state, const Workload& w, Lookup lookup) {
  constexpr std::size_t kGroups = kChunk / Share;
  constexpr std::size_t kSpan = kGroups * Share;  // lookups per iteration
  std::size_t at = 0;
  Bitboard sink = 0;
  for (auto _ : state) {
    for (std::size_t g = 0; g < kGroups; ++g) {
      const std::size_t first = at + g * Share;
      const Bitboard occ = w.occupied[first];
      for (std::size_t j = 0; j < Share; ++j) sink ^= lookup(w.square[first + j], occ);
    }
    at += kSpan;
    if (at + kSpan > kPairs) at = 0;
    benchmark::DoNotOptimize(sink);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kSpan));
}

template <std::size_t Share>
void register_workload(const char* name, const Workload& (*workload)()) {
  const std::string base = std::string("queen/") + name + "/";
  const std::string native = std::string("native_") + std::string(lanefill::native::isa_name());
  benchmark::RegisterBenchmark((base + native).c_str(), [workload](benchmark::State& s) {
    run<Share>(s, workload(), [](int sq, Bitboard occ) {
      return lanefill::native::queen_attacks(static_cast<Square>(sq), occ);
    });
  });
  benchmark::RegisterBenchmark((base + "pext_inline").c_str(), [workload](benchmark::State& s) {
    const PextTable& t = pext_table();
    run<Share>(s, workload(), [&t](int sq, Bitboard occ) { return pext_queen(t, sq, occ); });
  });
  benchmark::RegisterBenchmark((base + "dispatched").c_str(), [workload](benchmark::State& s) {
    run<Share>(s, workload(), [](int sq, Bitboard occ) {
      return lanefill::queen_attacks(static_cast<Square>(sq), occ);
    });
  });
  benchmark::RegisterBenchmark((base + "kernels_kept").c_str(), [workload](benchmark::State& s) {
    const lanefill::Kernels& k = lanefill::kernels();
    run<Share>(s, workload(),
               [&k](int sq, Bitboard occ) { return k.queen_attacks(lanefill::Square(sq), occ); });
  });
  benchmark::RegisterBenchmark((base + "capi").c_str(), [workload](benchmark::State& s) {
    run<Share>(s, workload(), [](int sq, Bitboard occ) { return lanefill_queen_attacks(sq, occ); });
  });
  benchmark::RegisterBenchmark((base + "c_table_kept").c_str(), [workload](benchmark::State& s) {
    const lanefill_kernels* k = lanefill_get_kernels();
    run<Share>(s, workload(), [k](int sq, Bitboard occ) { return k->queen_attacks(sq, occ); });
  });
}

// Slider attacks of whole boards, kBlock boards per call, over the set-wise
// inputs (bench/inputs.hpp; fresh boards each call): the inline batch (eight
// boards per zmm on avx512icl), the dispatched batch, an inline PEXT loop.
void register_map_batch() {
  namespace lb = lanefill_bench;
  const std::string native = std::string("native_") + std::string(lanefill::native::isa_name());
  const auto run_batch = [](benchmark::State& state, auto batch) {
    const lb::Inputs& in = lb::inputs();
    const std::size_t boards = in.occupied.size();
    std::vector<Bitboard> out(lb::kBlock);
    std::size_t at = 0;
    for (auto _ : state) {
      batch(in.orth.data() + at, in.diag.data() + at, in.occupied.data() + at, out.data(),
            lb::kBlock);
      benchmark::DoNotOptimize(out.data());
      at += lb::kBlock;
      if (at + lb::kBlock > boards) at = 0;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * lb::kBlock));
  };
  benchmark::RegisterBenchmark(("map_batch/" + native).c_str(), [run_batch](benchmark::State& s) {
    run_batch(s, &lanefill::native::slider_attacks_batch);
  });
  benchmark::RegisterBenchmark("map_batch/dispatched", [run_batch](benchmark::State& s) {
    run_batch(s, [](const Bitboard* o, const Bitboard* d, const Bitboard* occ, Bitboard* out,
                    std::size_t n) { lanefill::slider_attacks_batch(o, d, occ, out, n); });
  });
  benchmark::RegisterBenchmark("map_batch/pext_inline", [run_batch](benchmark::State& s) {
    run_batch(s, &bl::pext_map_batch);
  });
}

// The threat update of one square of a real game, both answers folded into
// threat_inputs.hpp's digest (the same work per slider for both).
void register_threats() {
  namespace lb = lanefill_bench;
  const std::string native = std::string("native_") + std::string(lanefill::native::isa_name());
  const auto run_items = [](benchmark::State& state, auto update) {
    const std::vector<lb::ThreatItem>& items = lb::threat_items();
    std::size_t at = 0;
    Bitboard sink = 0;
    for (auto _ : state) {
      for (std::size_t i = 0; i < kChunk; ++i) sink ^= update(items[(at + i) % items.size()]);
      at = (at + kChunk) % items.size();
      benchmark::DoNotOptimize(sink);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kChunk));
  };
  benchmark::RegisterBenchmark(("threats/" + native).c_str(), [run_items](benchmark::State& s) {
    run_items(s, [](const lb::ThreatItem& t) { return native_threat_digest(t); });
  });
  benchmark::RegisterBenchmark("threats/pext_inline", [run_items](benchmark::State& s) {
    const PextTable& p = pext_table();
    run_items(s, [&p](const lb::ThreatItem& t) { return pext_threat_digest(p, t); });
  });
}

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

// Every timed function agrees with the oracle on the first 64K inputs.
bool check_all() {
  const PextTable& t = pext_table();
  for (const Workload* w : {&fresh(), &shared12()}) {
    for (std::size_t i = 0; i < 65536; ++i) {
      const int sq = w->square[i];
      const Bitboard occ = w->occupied[i];
      const Bitboard want = oracle::queen_attacks(sq, occ);
      if (lanefill::native::queen_attacks(static_cast<Square>(sq), occ) != want ||
          pext_queen(t, sq, occ) != want ||
          lanefill::queen_attacks(static_cast<Square>(sq), occ) != want ||
          lanefill_queen_attacks(sq, occ) != want) {
        std::fprintf(stderr,
                     "lanefill_bench_native: wrong result for square %d, occupancy %016llx\n", sq,
                     static_cast<unsigned long long>(occ));
        return false;
      }
    }
  }
  // the map batches: the first blocks of the set-wise inputs
  if (!bl::init_pext()) return false;
  const lanefill_bench::Inputs& in = lanefill_bench::inputs();
  const std::size_t boards = 4 * lanefill_bench::kBlock;
  std::vector<Bitboard> inline_out(boards), pext_out(boards);
  lanefill::native::slider_attacks_batch(in.orth.data(), in.diag.data(), in.occupied.data(),
                                         inline_out.data(), boards);
  bl::pext_map_batch(in.orth.data(), in.diag.data(), in.occupied.data(), pext_out.data(), boards);
  for (std::size_t i = 0; i < boards; ++i)
    if (inline_out[i] != oracle::slider_attacks(in.orth[i], in.diag[i], in.occupied[i]) ||
        pext_out[i] != inline_out[i]) {
      std::fprintf(stderr, "lanefill_bench_native: map batch wrong for board %zu\n", i);
      return false;
    }
  bl::init_threats();
  for (const lanefill_bench::ThreatItem& item : lanefill_bench::threat_items()) {
    if (native_threat_digest(item) != pext_threat_digest(t, item)) {
      std::fprintf(stderr, "lanefill_bench_native: threat update differs, square %d\n",
                   item.square);
      return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (!lanefill::cpu_supports(lanefill::native::kIsa, lanefill::cpu_features()) ||
      !lanefill::cpu_features().bmi2) {
    std::fprintf(stderr,
                 "lanefill_bench_native: this CPU cannot run the %s build (needs %s + BMI2)\n",
                 std::string(lanefill::native::isa_name()).c_str(),
                 std::string(lanefill::native::isa_name()).c_str());
    return 77;
  }
  if (!check_all() || !check_othello()) return 1;
  benchmark::AddCustomContext("native_isa", std::string(lanefill::native::isa_name()));
  benchmark::AddCustomContext("dispatched_isa",
                              std::string(lanefill::name_of(lanefill::active_isa())));
  register_workload<1>("fresh", fresh);
  register_workload<12>("shared12", shared12);
  register_threats();
  register_map_batch();
  register_othello();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
