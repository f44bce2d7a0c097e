// bench/support/bounds.hpp — throughput lower bounds of the vector kernels: per
// (workload, algorithm, isa), the vector instructions per item split by the
// class of execution port they need, and per CPU family how many of each class
// issue per cycle. The shift/permute pipes are among the logic/add pipes, so
// bound cycles/item = max(logic_add / its rate, shift_perm / its rate, all
// vector ops / the logic rate, broadcasts / their rate); bound ns = cycles /
// GHz (the clock measured by `lanefill bench`).
//
// The bound counts vector ALU work only: loads, stores, scalar code, the call
// and front-end limits come on top, so a measured time near the bound says
// the kernel is port-bound, one far above it says something else limits it.
// Unknown entries (no line below, or no port model for the CPU) print "-".
//
// How the counts were made: the kernels' shapes read in simd/common/lanes.hpp,
// simd/avx512/avx512.cpp and include/lanefill/native.hpp, the instructions counted in
//   objdump -d --no-show-raw-insn -C <build>/CMakeFiles/lanefill.dir/simd/avx512/avx512.cpp.o
// (g++ 12, Release), per function (single-item entries are straight-line
// code) or per iteration of the main loop (batches), following calls to the
// file's local helpers. The class of an instruction:
//   logic_add    vpand/vpandn/vpor/vpxor/vpternlogq, vpaddq/vpsubq, vpcmpq into
//                a mask, masked moves (vmovdqa64 with a mask), kortest
//   shift_perm   vpsllq/vpsrlq/vpsllvq/vpsrlvq, vprolq/vprolvq, vplzcntq,
//                vpermq/vpermt2q/valignq/vshufi64x2/vextracti*/vpunpck*
//   broadcast    vpbroadcastq from a general register
// Edit one line per entry when a kernel changes.
#pragma once

#include <algorithm>
#include <string_view>

#include "lanefill/cpu.hpp"

namespace lanefill_bench::bounds {

// Vector instructions per item (or, for a port model, per cycle) by class.
struct Ops {
  double logic_add;
  double shift_perm;
  double broadcast;
};

struct OpCount {
  const char* workload;
  const char* algorithm;
  const char* isa;
  Ops per_item;
  int bits = 512;  // the register width of the counted instructions
};

// One line per entry: workload, algorithm, isa, {logic_add, shift_perm, broadcast} per item.
// Counted on g++ 12 -O3 objects of simd/avx512/avx512.cpp (see above). Single-item
// entries: the whole function, including the out-of-line fill helpers it
// calls; vzeroupper, register moves (eliminated at rename) and loads/stores
// are not counted. Batches: the main loop body (fill kernels: 8 boards per
// iteration, /8; SBAMG queen batch: 8 queens per iteration, /8).
// SBAMG set-wise entries loop over the sliders (data-dependent): no line.
// AVX2 and SSE2 entries: not counted yet ("-").
inline constexpr OpCount kOpCounts[] = {
    {"rays", "dumb7_unrolled", "avx512", {9, 15, 3}},
    {"rays", "kogge_stone", "avx512", {8, 13, 3}},
    {"rays", "rotate_unrolled", "avx512", {8, 8, 3}},
    {"rays",
     "rotate_kogge",
     "avx512",
     {7, 7, 3}},  // 3 vpternlogq + 4 vpandd; 6 vprolvq + 1 vpunpcklqdq
    {"map", "dumb7_unrolled", "avx512", {12, 18, 3}},
    {"map", "kogge_stone", "avx512", {11, 16, 3}},
    {"map", "rotate_unrolled", "avx512", {11, 11, 3}},
    {"map", "rotate_kogge", "avx512", {10, 10, 3}},
    {"queen", "dumb7_unrolled", "avx512", {13, 17, 2}},
    {"queen", "kogge_stone", "avx512", {11, 15, 2}},
    {"queen", "rotate_unrolled", "avx512", {11, 10, 2}},
    {"queen", "rotate_kogge", "avx512", {10, 9, 2}},
    {"queen", "sbamg", "avx512", {6, 4, 3}, 256},  // four lines in a ymm
    {"queen_batch", "dumb7_unrolled", "avx512", {58 / 8.0, 58 / 8.0, 0}},
    {"queen_batch", "kogge_stone", "avx512", {42 / 8.0, 50 / 8.0, 3 / 8.0}},
    {"queen_batch", "rotate_unrolled", "avx512", {62 / 8.0, 58 / 8.0, 3 / 8.0}},
    {"queen_batch", "rotate_kogge", "avx512", {46 / 8.0, 50 / 8.0, 3 / 8.0}},
    // Boards in lanes, per 8 queens: 10 vpternlogq + 5 vpandnd + 5 vpsubq + vpandd
    // + vpaddq; 4 vplzcntq + 4 vprorvq + 2 vpsllvq + 2 vpermq + 2 vpermi2q + vpsrlq
    // + vpmovzxbq.
    {"queen_batch", "sbamg", "avx512", {22 / 8.0, 16 / 8.0, 0}},
    {"map_batch", "dumb7_unrolled", "avx512", {58 / 8.0, 56 / 8.0, 0}},
    {"map_batch", "kogge_stone", "avx512", {42 / 8.0, 48 / 8.0, 3 / 8.0}},
    {"map_batch", "rotate_unrolled", "avx512", {62 / 8.0, 56 / 8.0, 3 / 8.0}},
    {"map_batch", "rotate_kogge", "avx512", {46 / 8.0, 48 / 8.0, 3 / 8.0}},
};

struct PortModel {
  const char* name;
  Ops per_cycle;      // instructions of up to 256 bits
  Ops zmm_per_cycle;  // 512-bit instructions
};

// AMD Zen 5 (CPUID family 0x1A): four vector ALUs do 512-bit logic and adds,
// two of them shifts, rotates, vplzcntq and permutes (measured here: 4 vpsllvq
// with 4 vpandq issue at 4 per cycle, so the classes share the four pipes;
// vpermt2q alone issues once per cycle); one vpbroadcastq from a
// general register per cycle (a GPR-to-vector move). Zen 5 executes 512-bit
// operations at full width, so the same rates serve xmm, ymm and zmm.
inline constexpr PortModel kZen5{"AMD Zen 5", {4, 2, 1}, {4, 2, 1}};

// AMD Zen 4 (CPUID family 0x19, models 0x10-0x1f, 0x60-0x7f, 0xa0-0xaf): the
// same four vector ALUs, two with shifts and permutes, but 256 bits wide: a
// 512-bit operation takes its pipe for two cycles (AMD's Zen 4 optimization
// guide), so zmm code issues at half the ymm rate. Broadcasts from a general
// register stay one per cycle.
inline constexpr PortModel kZen4{"AMD Zen 4", {4, 2, 1}, {2, 1, 1}};

// The port model of a kind of CPU (lanefill::cpu_kind()); nullptr if unknown.
inline const PortModel* port_model(lanefill::CpuKind kind) {
  switch (kind) {
    case lanefill::CpuKind::amd_zen5: return &kZen5;
    case lanefill::CpuKind::amd_zen4: return &kZen4;
    default: return nullptr;
  }
}

constexpr const OpCount* op_count(std::string_view workload, std::string_view algorithm,
                                  std::string_view isa) {
  for (const OpCount& c : kOpCounts)
    if (workload == c.workload && algorithm == c.algorithm && isa == c.isa) return &c;
  return nullptr;
}

constexpr double bound_cycles(const OpCount& count, const PortModel& m) {
  const Ops& ops = count.per_item;
  const Ops& rate = count.bits > 256 ? m.zmm_per_cycle : m.per_cycle;
  return std::max({ops.logic_add / rate.logic_add, ops.shift_perm / rate.shift_perm,
                   (ops.logic_add + ops.shift_perm) / rate.logic_add,
                   ops.broadcast / rate.broadcast});
}

// zmm entries bound at twice Zen 5's cycles on Zen 4; ymm entries alike.
static_assert(bound_cycles(*op_count("map", "rotate_kogge", "avx512"), kZen4) ==
              2 * bound_cycles(*op_count("map", "rotate_kogge", "avx512"), kZen5));
static_assert(bound_cycles(*op_count("queen", "sbamg", "avx512"), kZen4) ==
              bound_cycles(*op_count("queen", "sbamg", "avx512"), kZen5));

}  // namespace lanefill_bench::bounds
