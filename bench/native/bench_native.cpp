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
// The Othello workloads (bench/native/bench_othello.cpp):
//   othello/moves/...   1M positions reached by random play from the start
//   othello/flips/...   (passes included), walked in order; flips take the
//                       move that game played there (a legal move).
//   othello/moves_batch/...  the same positions, kChunk per batch call: every
//                       ISA's table, its single-board moves in a loop, and
//                       the dispatched batch (the plan's choice).
//   othello/perft9/...  Othello perft 9 from the start (examples/othello) with
//                       the moves and the flips of the ISA's table or of the
//                       scalar one, and with the dispatched table.
#include "bench_native.hpp"

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
using bench_native::kChunk;
using bench_native::kPairs;

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
  if (!check_all() || !bench_native::check_othello()) return 1;
  benchmark::AddCustomContext("native_isa", std::string(lanefill::native::isa_name()));
  benchmark::AddCustomContext("dispatched_isa",
                              std::string(lanefill::name_of(lanefill::active_isa())));
  register_workload<1>("fresh", fresh);
  register_workload<12>("shared12", shared12);
  register_threats();
  register_map_batch();
  bench_native::register_othello();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
