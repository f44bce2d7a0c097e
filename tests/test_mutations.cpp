// tests/test_mutations.cpp — the kernel checks can fail. Every table of every
// ISA this CPU runs (aarch64 under qemu included) is wrapped in mutants that
// make the slips kernel edits make: a step without its file guard, a lane
// left out, a batch's tail element skipped or one written too many. Each
// mutant must be caught by the checks the plan tests run (kernel_checks.hpp),
// and the unmutated table must pass them.
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_checks.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "mutants.hpp"
#include "oracle.hpp"

namespace {

using namespace mutants;
using lanefill::Kernels;

// Every table of the ISA (its base table, its research tables) and its
// dispatched row.
std::vector<std::pair<std::string, Kernels>> tables_of(lanefill::Isa isa) {
  std::vector<std::pair<std::string, Kernels>> out;
  const std::string name(lanefill::name_of(isa));
  const lanefill::Implementation* impl = lanefill::implementation(isa);
  out.push_back({name + "/base", *impl->base});
  for (const Kernels* t : impl->by_algorithm)
    if (t != nullptr) out.push_back({name + "/" + t->algorithm, *t});
  out.push_back({name + "/dispatched", lanefill::compose(lanefill::plan_row(isa))});
  return out;
}

TEST(Mutations, ChecksCatchEverySlipOnEveryTable) {
  std::string isas;
  for (const lanefill::Isa isa : lanefill::supported_isas()) {
    isas.append(" ").append(lanefill::name_of(isa));
    for (const auto& [label, table] : tables_of(isa)) {
      ASSERT_EQ(kernel_checks::table_mismatch(table), "") << label << " unmutated";
      g_table = &table;
      for (const Mutant& mutant : all_mutants()) {
        Kernels broken = table;
        mutant.mutate(broken);
        EXPECT_NE(kernel_checks::table_mismatch(broken), "")
            << label << ": not caught: " << mutant.slip;
      }
    }
  }
  g_table = nullptr;
  std::cout << "[ mutations ] tables checked on:" << isas << "\n";
}

}  // namespace
