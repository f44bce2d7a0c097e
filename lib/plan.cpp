// lib/plan.cpp — THE dispatch plan: per ISA, the kernel table of each kind of
// call. Every row is the fastest table measured for that kind of call on that
// ISA (Google Benchmark, fresh inputs; docs/benchmarks.md has the figures and
// the machines). lib/dispatch.cpp composes the dispatched table from the
// active ISA's row; `lanefill cpu` prints the rows. Change a row only with a
// measurement, and record it in `evidence`.
#include "lanefill/plan.hpp"

#include <cstddef>

namespace lanefill {
namespace {

using A = Algorithm;
using I = Isa;

constexpr std::array<PlanRow, slot(kIsaCount)> kPlan = {{
    {.isa = I::scalar,
     .set_wise = {I::scalar, A::kogge_stone},
     .single_square = {I::scalar, A::sbamg},
     .queen_batch = {I::scalar, A::sbamg},
     .slider_batch = {I::scalar, A::kogge_stone},
     .evidence = "scalar rows of rays/, queen/ (Xeon and Zen 5, g++ 12)"},
    {.isa = I::sse2,
     .set_wise = {I::sse2, A::kogge_stone},
     // SSE2 has no per-lane shifts and no lzcnt: scalar SBAMG (bsr per line)
     // beats both SSE2 single-square kernels.
     .single_square = {I::scalar, A::sbamg},
     .queen_batch = {I::scalar, A::sbamg},
     .slider_batch = {I::sse2, A::kogge_stone},
     .evidence = "rays/*/sse2, queen/sbamg/scalar vs queen/*/sse2 (Xeon, g++ 12)"},
    {.isa = I::avx2,
     .set_wise = {I::avx2, A::kogge_stone},
     .single_square = {I::avx2, A::sbamg},
     .queen_batch = {I::avx2, A::sbamg},
     .slider_batch = {I::avx2, A::kogge_stone},
     .evidence = "rays/*/avx2, queen/*/avx2, *_batch/*/avx2 (Xeon, g++ 12)"},
    {.isa = I::avx512,
     .set_wise = {I::avx512, A::rotate_kogge},
     .single_square = {I::avx512, A::sbamg},
     .queen_batch = {I::avx512, A::sbamg},
     .slider_batch = {I::avx512, A::rotate_kogge},
     .evidence = "rays/*/avx512, queen/*/avx512, *_batch/*/avx512 (Xeon and Zen 5, g++ 12)"},
}};

// Each row sits at its own ISA's index, and the set-wise and single-square
// choices of a SIMD row stay on that ISA or on scalar.
constexpr bool plan_is_well_formed() {
  for (int i = 0; i < kIsaCount; ++i) {
    const PlanRow& row = kPlan[slot(i)];
    if (static_cast<int>(row.isa) != i) return false;
    for (CallKind k : kAllCallKinds) {
      const Isa used = row.choice(k).isa;
      if (used != row.isa && used != Isa::scalar) return false;
    }
  }
  return true;
}
static_assert(plan_is_well_formed());

}  // namespace

const PlanRow& plan_row(Isa isa) { return kPlan[slot(is_valid(isa) ? static_cast<int>(isa) : 0)]; }

}  // namespace lanefill
