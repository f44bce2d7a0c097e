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
#include <immintrin.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "../baselines/slider_masks.hpp"
#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"
#include "lanefill/native.hpp"
#include "oracle.hpp"

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
    const lanefill::AttackKernels& k = lanefill::kernels();
    run<Share>(s, workload(), [&k](int sq, Bitboard occ) { return k.queen_attacks(sq, occ); });
  });
  benchmark::RegisterBenchmark((base + "capi").c_str(), [workload](benchmark::State& s) {
    run<Share>(s, workload(), [](int sq, Bitboard occ) { return lanefill_queen_attacks(sq, occ); });
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
  if (!check_all()) return 1;
  benchmark::AddCustomContext("native_isa", std::string(lanefill::native::isa_name()));
  benchmark::AddCustomContext("dispatched_isa",
                              std::string(lanefill::name_of(lanefill::active_isa())));
  register_workload<1>("fresh", fresh);
  register_workload<12>("shared12", shared12);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
