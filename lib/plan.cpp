// lib/plan.cpp — THE dispatch plan: per ISA, and per kind of CPU where the
// measurements differ, the kernel table of each kind of call. Every row is the
// fastest table measured for that kind of call on that ISA (Google Benchmark,
// fresh inputs; docs/benchmarks.md has the figures and the machines). A CPU
// without a row of its own uses the ISA's default row. lib/dispatch.cpp
// composes the dispatched table from the active ISA's row for this CPU;
// `lanefill cpu` prints it and `lanefill bench` checks it. Change a row only
// with a measurement, and record it in `evidence`.
#include "lanefill/plan.hpp"

#include <cstddef>
#include <iterator>

#include "lanefill_registry.hpp"

namespace lanefill {
namespace {

using A = Algorithm;
using I = Isa;
using C = CpuKind;

// No ARM hardware was at hand: the aarch64 rows are chosen by instruction
// counts of the compiled kernels (fewest wins; NEON ops count as one).
constexpr const char* kArmCounts =
    "chosen by instruction counts, not timed (no ARM hardware): "
    "aarch64-linux-gnu-objdump -d of the g++ 12 -O2 objects, whole functions: slider "
    "attacks neon kogge_stone 104 (80 without the constant loads a loop hoists) vs scalar "
    "kogge_stone 108, rotate_kogge 112; rook/bishop/queen scalar hyperbola (rbit) 28/27/44 "
    "vs scalar sbamg 31/29/56, neon kogge_stone 56/60/104; queen batch neon 125 per 2 queens "
    "vs scalar hyperbola 44 per queen; slider batch neon 124 per 2 boards vs scalar 108 per "
    "board; othello moves scalar 92 (shifts fold into and/orr) vs neon 96; flips scalar 77 "
    "vs neon 88 (two rays per q-register, a smear for the negative rays: no 64-bit clz); "
    "othello batch neon 136 per 2 boards vs scalar 92 per board";

// WebAssembly: timed under node (V8's code for the SIMD128 module), the CLI
// built for WebAssembly and the package's calls.
constexpr const char* kWasmTimes =
    "node 20 on an Intel Xeon family 6 model 0xcf, one thread pinned (lanefill bench of the "
    "WebAssembly CLI, ns per item): set-wise map wasm128/kogge_stone 15.9 vs scalar 21.1, rays "
    "18.3 vs 18.3; queen scalar/sbamg 9.7 vs wasm128/sbamg 12.9; queen_batch wasm128/sbamg "
    "8.3 vs scalar/sbamg 11.3; map_batch wasm128/kogge_stone 8.5 vs scalar 21.7; othello: "
    "moves_batch wasm128 15.3 vs scalar 31.5 ns per board (the package over 65536 boards); the "
    "dispatched solve of tests/data/ffo-small.obf 0.49 s with the mirrored moves vs 0.46 with "
    "the scalar ones, so moves and flips scalar";

// The default row of each ISA, at its own index.
constexpr std::array<PlanRow, slot(kIsaCount)> kPlan = {{
    {.isa = I::scalar,
     .cpu = C::other,
     .set_wise = {I::scalar, A::kogge_stone},
     .single_square = {I::scalar, A::sbamg},
     .queen_batch = {I::scalar, A::sbamg},
     .slider_batch = {I::scalar, A::kogge_stone},
     .othello = {.moves = I::scalar, .flips = I::scalar, .batch = I::scalar},
     .evidence = "scalar rows of rays/, queen/ (Xeon and Zen 5, g++ 12); othello: "
                 "othello/perft9/scalar 7.22 ms (bench/native, AMD EPYC Zen 5, g++ 12)"},
    {.isa = I::sse2,
     .cpu = C::other,
     .set_wise = {I::sse2, A::kogge_stone},
     // SSE2 has no per-lane shifts and no lzcnt: scalar SBAMG (bsr per line)
     // beats both SSE2 single-square kernels.
     .single_square = {I::scalar, A::sbamg},
     .queen_batch = {I::scalar, A::sbamg},
     .slider_batch = {I::sse2, A::kogge_stone},
     // Othello: the mirrored-pair moves win; the scalar outflank flips (bsf,
     // bsr) beat the xmm ones in a search, and the scalar batch beats two
     // boards per xmm.
     .othello = {.moves = I::sse2, .flips = I::scalar, .batch = I::scalar},
     .evidence = "rays/*/sse2, queen/sbamg/scalar vs queen/*/sse2 (Xeon and Zen 5, g++ 12); "
                 "othello/perft9/sse2: moves sse2 + flips scalar 6.45 ms vs 7.71 (sse2 pair), "
                 "7.17 (scalar pair); othello/moves_batch scalar 4.09 vs sse2 4.51 us per 1024 "
                 "(bench/native, AMD EPYC Zen 5 only, g++ 12, 3 interleaved repetitions)"},
    {.isa = I::avx2,
     .cpu = C::other,
     .set_wise = {I::avx2, A::kogge_stone},
     .single_square = {I::avx2, A::sbamg},
     .queen_batch = {I::avx2, A::sbamg},
     .slider_batch = {I::avx2, A::kogge_stone},
     // Othello: AVX2 moves and flips (lowest stop up, a smear down each ray).
     .othello = {.moves = I::avx2, .flips = I::avx2, .batch = I::avx2},
     .evidence = "rays/*/avx2, queen/*/avx2, *_batch/*/avx2 (Xeon and Zen 5, g++ 12); "
                 "othello/perft9/avx2: moves avx2 + flips avx2 5.91 ms vs 6.64 (scalar flips) "
                 "(bench/native -march=x86-64-v3 on AMD EPYC Zen 4, LANEFILL_ISA=avx2; the "
                 "same order on Zen 3 with the earlier prefix-fill flips: 10.5 vs 14.7 ms); "
                 "othello/moves_batch avx2 2.32 vs a loop of avx2 moves 3.15, scalar 4.09 us per "
                 "1024 (bench/native, AMD EPYC Zen 5 only, g++ 12, 3 interleaved repetitions)"},
    {.isa = I::avx512,
     .cpu = C::other,
     .set_wise = {I::avx512, A::rotate_kogge},
     .single_square = {I::avx512, A::sbamg},
     .queen_batch = {I::avx512, A::sbamg},
     .slider_batch = {I::avx512, A::rotate_kogge},
     .othello = {.moves = I::avx512, .flips = I::avx512, .batch = I::avx512},
     .evidence = "rays/*/avx512, queen/*/avx512, *_batch/*/avx512 (Xeon family 6 model 167, "
                 "g++ 12); othello (AMD EPYC Zen 5 only): as the Zen 5 row"},
    // avx512's row but the slider batch: ranks and files by byte subtraction
    // through GFNI (simd/avx512icl/avx512icl.cpp), the diagonals by Kogge-Stone.
    {.isa = I::avx512icl,
     .cpu = C::other,
     .set_wise = {I::avx512, A::rotate_kogge},
     .single_square = {I::avx512, A::sbamg},
     .queen_batch = {I::avx512, A::sbamg},
     .slider_batch = {I::avx512icl, A::kogge_stone},
     .othello = {.moves = I::avx512, .flips = I::avx512, .batch = I::avx512},
     .evidence = "map_batch/kogge_stone/avx512icl 1321 vs map_batch/kogge_stone/avx512 1838 ns "
                 "per 1024 boards, PEXT 11211 (medians of 9 interleaved repetitions, fresh "
                 "inputs, Intel Xeon family 6 model 0xa7, g++ 12); the other calls as the "
                 "avx512 row"},
    {.isa = I::neon,
     .cpu = C::other,
     .set_wise = {I::neon, A::kogge_stone},
     .single_square = {I::scalar, A::hyperbola},
     .queen_batch = {I::scalar, A::hyperbola},
     .slider_batch = {I::neon, A::kogge_stone},
     .othello = {.moves = I::scalar, .flips = I::scalar, .batch = I::neon},
     .evidence = kArmCounts},
    {.isa = I::wasm128,
     .cpu = C::other,
     .set_wise = {I::wasm128, A::kogge_stone},
     .single_square = {I::scalar, A::sbamg},
     .queen_batch = {I::wasm128, A::sbamg},
     .slider_batch = {I::wasm128, A::kogge_stone},
     .othello = {.moves = I::scalar, .flips = I::scalar, .batch = I::wasm128},
     .evidence = kWasmTimes},
}};

// Rows measured on one kind of CPU where it differs from the default row.
constexpr PlanRow kCpuRows[] = {
    // Zen 5 shifts by a per-lane count (vpsllvq/vpsrlvq) as fast as it
    // rotates, and the shift form's batch needs no avoidWrap loads.
    {.isa = I::avx512,
     .cpu = C::amd_zen5,
     .set_wise = {I::avx512, A::rotate_kogge},
     .single_square = {I::avx512, A::sbamg},
     .queen_batch = {I::avx512, A::sbamg},
     .slider_batch = {I::avx512, A::kogge_stone},
     .othello = {.moves = I::avx512, .flips = I::avx512, .batch = I::avx512},
     .evidence = "map_batch/kogge_stone/avx512 823 vs map_batch/rotate_kogge/avx512 874 ns per "
                 "1024 (AMD EPYC Zen 5, g++ 12, 3 interleaved repetitions, docs/benchmarks.md); "
                 "othello/perft9/avx512: avx512 pair 4.53 ms vs 5.16 (scalar flips); "
                 "othello/moves_batch avx512 (8 boards a zmm) 0.90 vs a loop of avx512 moves "
                 "1.97 us per 1024 (bench/native, g++ 12, 3 interleaved repetitions)"},
    // Zen 4, like Zen 5, shifts by a per-lane count as fast as it rotates:
    // the shift form's batch wins there too.
    {.isa = I::avx512,
     .cpu = C::amd_zen4,
     .set_wise = {I::avx512, A::rotate_kogge},
     .single_square = {I::avx512, A::sbamg},
     .queen_batch = {I::avx512, A::sbamg},
     .slider_batch = {I::avx512, A::kogge_stone},
     .othello = {.moves = I::avx512, .flips = I::avx512, .batch = I::avx512},
     .evidence =
         "map_batch/kogge_stone/avx512 1.95 vs map_batch/rotate_kogge/avx512 2.10 ns "
         "per item, three runs of lanefill bench --workload map_batch --seconds 0.4 "
         "(AMD EPYC Zen 4 family 0x19 model 0x11, g++ 12); othello/perft9/avx512: avx512 "
         "pair (ymm, vplzcntq flips) 5.19 ms vs avx2 pair 6.27, avx512 moves + scalar "
         "flips 7.35 (bench/native -march=x86-64-v4, medians of 3 interleaved repetitions)"},
    // 64-bit ARM reverses bits in one instruction (rbit): hyperbola
    // quintessence covers the rank too, and beats SBAMG there.
    {.isa = I::scalar,
     .cpu = C::arm64,
     .set_wise = {I::scalar, A::kogge_stone},
     .single_square = {I::scalar, A::hyperbola},
     .queen_batch = {I::scalar, A::hyperbola},
     .slider_batch = {I::scalar, A::kogge_stone},
     .othello = {.moves = I::scalar, .flips = I::scalar, .batch = I::scalar},
     .evidence = kArmCounts},
};

// A row is well formed when its choices, Othello's included, stay on its ISA
// or a narrower one of its architecture, or scalar (every CPU that runs an ISA
// runs the rows before it of its architecture: simd/registry.json).
constexpr bool row_is_well_formed(const PlanRow& row) {
  const auto arch = [](Isa isa) { return registry::kArchs[static_cast<std::size_t>(isa)]; };
  const auto within = [&](Isa used) {
    return is_valid(used) && static_cast<int>(used) <= static_cast<int>(row.isa) &&
           (arch(used) == registry::Arch::any || arch(used) == arch(row.isa));
  };
  for (CallKind k : kAllCallKinds)
    if (!within(row.isa_of(k))) return false;
  return true;
}
// Each default row sits at its own ISA's index and is for every CPU; a CPU
// row names a kind of CPU, once per ISA.
constexpr bool plan_is_well_formed() {
  for (int i = 0; i < kIsaCount; ++i) {
    const PlanRow& row = kPlan[slot(i)];
    if (static_cast<int>(row.isa) != i || row.cpu != C::other) return false;
    if (!row_is_well_formed(row)) return false;
  }
  for (std::size_t i = 0; i < std::size(kCpuRows); ++i) {
    const PlanRow& row = kCpuRows[i];
    if (row.cpu == C::other || !is_valid(row.isa) || !row_is_well_formed(row)) return false;
    for (std::size_t j = 0; j < i; ++j)
      if (kCpuRows[j].isa == row.isa && kCpuRows[j].cpu == row.cpu) return false;
  }
  return true;
}
static_assert(plan_is_well_formed());

}  // namespace

const PlanRow& plan_row(Isa isa, CpuKind cpu) {
  for (const PlanRow& row : kCpuRows)
    if (row.isa == isa && row.cpu == cpu) return row;
  return kPlan[slot(is_valid(isa) ? static_cast<int>(isa) : 0)];
}

const PlanRow& plan_row(Isa isa) { return plan_row(isa, cpu_kind()); }

}  // namespace lanefill
