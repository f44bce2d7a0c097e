// lanefill/isas.hpp — THE ISA registry: one row per instruction set.
//
//   X(name, architecture, flags, features, inline_target)
//
//   name          the spelling everywhere: Isa::name, LANEFILL_ISA=name,
//                 --isa name, simd/<name>/<name>.cpp, LANEFILL_ENABLE_<NAME>
//   architecture  any (scalar), x86_64 or aarch64: CMake compiles
//                 simd/<name>/<name>.cpp only for a target of that architecture
//   flags         the flags of simd/<name>/<name>.cpp and of nothing else
//                 (cmake/LanefillIsa.cmake reads them from this file)
//   features      what the CPU must report before dispatch calls in, as
//                 named by lanefill::feature_list (lib/cpu.cpp)
//   inline_target the target of the inline path (lanefill/native.h) that a
//                 file compiled with this ISA's flags gets: the ISA itself
//                 where native.h has kernels of its own for it, else the one
//                 it falls back to. CMake compiles the example engines and
//                 the inline tests once per ISA that is its own inline
//                 target; the engines run the active ISA's inline target.
//
// Rows of one architecture come in increasing order of capability: each CPU
// that runs a row runs the rows above it of its architecture (a row's
// features include theirs), and dispatch picks the last row the CPU runs.
// avx512icl compiles simd/avx512/avx512.cpp again with its own flags and its own
// xsimd architecture type, so that the two objects share no inline code (the
// ODR check, tests/odr_check.cmake).
// Adding an ISA: this row, simd/<name>/<name>.cpp, its default row in lib/plan.cpp
// (CONTRIBUTING.md, "Adding an ISA").
#pragma once

// clang-format off
#define LANEFILL_ISA_REGISTRY(X) \
  X(scalar, any, "", "", scalar) \
  X(sse2, x86_64, "-msse2", "sse2", scalar) \
  X(avx2, x86_64, "-mavx2 -mbmi -mbmi2 -mpopcnt", "avx2 bmi1 bmi2 popcnt osxsave os-ymm", avx2) \
  X(avx512, x86_64, "-mavx512f -mavx512cd -mavx512dq -mavx512bw -mavx512vl -mavx2 -mbmi -mbmi2 -mpopcnt", "avx512f avx512cd avx512dq avx512bw avx512vl avx2 bmi1 bmi2 popcnt osxsave os-ymm os-zmm", avx512) \
  X(avx512icl, x86_64, "-mavx512f -mavx512cd -mavx512dq -mavx512bw -mavx512vl -mavx512vbmi -mavx512vbmi2 -mgfni -mavx2 -mbmi -mbmi2 -mpopcnt", "avx512f avx512cd avx512dq avx512bw avx512vl avx512vbmi avx512vbmi2 gfni avx2 bmi1 bmi2 popcnt osxsave os-ymm os-zmm", avx512icl) \
  X(neon, aarch64, "", "asimd", scalar)
// clang-format on
