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
using lanefill::AttackKernels;
using lanefill::Bitboard;
using lanefill::Direction;
using lanefill::OthelloKernels;

// Every table of the ISA and its dispatched row.
std::vector<std::pair<std::string, AttackKernels>> tables_of(lanefill::Isa isa) {
  std::vector<std::pair<std::string, AttackKernels>> out;
  const std::string name(lanefill::name_of(isa));
  for (const AttackKernels* t : lanefill::implementation(isa)->by_algorithm)
    if (t != nullptr)
      out.push_back({name + "/" + std::string(lanefill::name_of(t->algorithm)), *t});
  out.push_back({name + "/dispatched", lanefill::compose(lanefill::plan_row(isa)).attacks});
  return out;
}

TEST(Mutations, AttackChecksCatchEverySlipOnEveryTable) {
  std::string isas;
  for (const lanefill::Isa isa : lanefill::supported_isas()) {
    isas.append(" ").append(lanefill::name_of(isa));
    for (const auto& [label, table] : tables_of(isa)) {
      oracle::Rng rng(0x3d1f);
      ASSERT_EQ(kernel_checks::attacks_mismatch(table, rng), "") << label << " unmutated";
      g_table = &table;
      for (const AttackMutant& mutant : attack_mutants()) {
        AttackKernels broken = table;
        mutant.mutate(broken);
        EXPECT_NE(kernel_checks::attacks_mismatch(broken, rng), "")
            << label << ": not caught: " << mutant.slip;
      }
    }
  }
  g_table = nullptr;
  std::cout << "[ mutations ] attack tables checked on:" << isas << "\n";
}

TEST(Mutations, OthelloChecksCatchEverySlipOnEveryTable) {
  for (const lanefill::Isa isa : lanefill::supported_isas()) {
    const std::string label(lanefill::name_of(isa));
    const OthelloKernels tables[] = {*lanefill::implementation(isa)->othello,
                                     lanefill::compose(lanefill::plan_row(isa)).othello};
    for (const OthelloKernels& table : tables) {
      oracle::Rng rng(0x7e11);
      ASSERT_EQ(kernel_checks::othello_mismatch(table, rng), "") << label << " unmutated";
      g_othello = &table;
      OthelloKernels no_west = table, short_batch = table;
      no_west.flips = &flips_lane_dropped;
      short_batch.moves_batch = &othello_tail_dropped;
      EXPECT_NE(kernel_checks::othello_mismatch(no_west, rng), "")
          << label << ": not caught: flips without the west ray";
      EXPECT_NE(kernel_checks::othello_mismatch(short_batch, rng), "")
          << label << ": not caught: moves_batch skips the tail board";
    }
  }
  g_othello = nullptr;
}

}  // namespace
