// tests/test_kernels.cpp — every kernel table of every implementation against
// the oracle, generically: one test per (ISA, table) pair, the ISA's base
// table and each of its research tables, and in it one check per entry of
// lanefill/entries.def (kernel_checks.hpp walks the list), on every square
// of the test boards, every batch length and offset. Tables the build or
// the CPU cannot run are skipped with the reason.
#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_checks.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::Implementation;
using lanefill::Isa;
using lanefill::Kernels;

std::string isa_text(Isa isa) { return std::string(lanefill::name_of(isa)); }

// ---------------------------------------------------------------------------
// One test per (ISA, table): "base", or an algorithm's research table.

struct Table {
  Isa isa;
  std::string name;  // "base" or the algorithm
};

void PrintTo(const Table& t, std::ostream* os) { *os << lanefill::name_of(t.isa) << "/" << t.name; }

// Every table compiled into this build (an ISA's tables are listed by key,
// so there is no hole to skip); tables the CPU cannot run are skipped.
std::vector<Table> all_tables() {
  std::vector<Table> tables;
  for (Isa isa : lanefill::kAllIsas)
    if (const Implementation* impl = lanefill::implementation(isa)) {
      tables.push_back({isa, "base"});
      for (Algorithm a : lanefill::kAllAlgorithms)
        if (impl->by_algorithm[static_cast<std::size_t>(a)] != nullptr)
          tables.push_back({isa, std::string(lanefill::name_of(a))});
    }
  return tables;
}

const Kernels* table_of(const Table& t) {
  const Implementation* impl = lanefill::implementation(t.isa);
  if (t.name == "base") return impl->base;
  return impl->by_algorithm[static_cast<std::size_t>(*lanefill::algorithm_from_name(t.name))];
}

class KernelTest : public testing::TestWithParam<Table> {
 protected:
  void SetUp() override {
    const Table& t = GetParam();
    if (!lanefill::is_supported(t.isa))
      GTEST_SKIP() << "CPU lacks " << isa_text(t.isa) << ": "
                   << lanefill::missing_features(t.isa, lanefill::cpu_features());
    k_ = table_of(t);
    ASSERT_NE(k_, nullptr) << label();
  }
  std::string label() const { return isa_text(GetParam().isa) + "/" + GetParam().name; }
  const Kernels* k_ = nullptr;
};

// The table says whose it is, and has every entry.
TEST_P(KernelTest, TableIsLabelledAndComplete) {
  EXPECT_EQ(std::string(k_->isa), isa_text(GetParam().isa));
  EXPECT_EQ(std::string(k_->algorithm), GetParam().name);
  EXPECT_EQ(k_->size, sizeof(Kernels));
#define LANEFILL_ENTRY(name, shape, kind, doc) EXPECT_NE(k_->name, nullptr) << label() << " " #name;
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
}

// A vector ISA's research tables run its own code, not the scalar table's
// under its name.
TEST_P(KernelTest, ResearchTablesAreTheirIsasOwn) {
  if (GetParam().isa == Isa::scalar || GetParam().name == "base") GTEST_SKIP() << "scalar, or base";
  const Kernels* scalar =
      lanefill::find_kernels(Isa::scalar, *lanefill::algorithm_from_name(GetParam().name));
  ASSERT_NE(scalar, nullptr) << label() << ": no scalar table of the algorithm";
  EXPECT_NE(k_->ray_attacks, scalar->ray_attacks) << label();
  EXPECT_NE(k_->slider_attacks, scalar->slider_attacks) << label();
  EXPECT_NE(k_->slider_attacks_batch, scalar->slider_attacks_batch) << label();
}

// Every entry of lanefill/entries.def against the oracle.
TEST_P(KernelTest, EveryEntryAgreesWithTheOracle) {
  for (const std::string& entry : kernel_checks::entry_names())
    EXPECT_EQ(kernel_checks::entry_mismatch(*k_, entry, kernel_checks::Depth::full), "") << label();
}

INSTANTIATE_TEST_SUITE_P(AllTables, KernelTest, testing::ValuesIn(all_tables()),
                         [](const testing::TestParamInfo<Table>& info) {
                           return isa_text(info.param.isa) + "_" + info.param.name;
                         });

// ---------------------------------------------------------------------------
// The Implementation objects: names and table identities.

class ImplementationTest : public testing::TestWithParam<Isa> {};

TEST_P(ImplementationTest, Consistent) {
  const Isa isa = GetParam();
  const Implementation* impl = lanefill::implementation(isa);
  if (impl == nullptr) GTEST_SKIP() << isa_text(isa) << " is not compiled into this build";
  EXPECT_EQ(impl->isa, isa);
  ASSERT_NE(impl->name, nullptr);
  EXPECT_EQ(std::string(impl->name), isa_text(isa));
  ASSERT_NE(impl->description, nullptr);
  ASSERT_NE(impl->base, nullptr);
  EXPECT_EQ(std::string(impl->base->isa), isa_text(isa));
  for (Algorithm a : lanefill::kAllAlgorithms) {
    const Kernels* k = impl->by_algorithm[static_cast<std::size_t>(a)];
    if (k != nullptr) {
      EXPECT_EQ(std::string(k->isa), isa_text(isa))
          << isa_text(isa) << " by_algorithm[" << lanefill::name_of(a) << "]";
      EXPECT_EQ(std::string(k->algorithm), lanefill::name_of(a));
    }
  }
  // Every table a plan row of this ISA names (for any kind of CPU) is here,
  // and the composed row's entries are that table's.
  for (int kind = 0; kind < lanefill::kCpuKindCount; ++kind) {
    const lanefill::PlanRow& row = lanefill::plan_row(isa, static_cast<lanefill::CpuKind>(kind));
    const lanefill::KernelChoice c = row.choice(lanefill::CallKind::single_square);
    if (c.isa != isa) continue;
    const Kernels* named = impl->by_algorithm[static_cast<std::size_t>(c.algorithm)];
    ASSERT_NE(named, nullptr) << isa_text(isa) << " plan row names "
                              << lanefill::name_of(c.algorithm);
    EXPECT_EQ(lanefill::compose(row).queen_attacks, named->queen_attacks)
        << isa_text(isa) << " row " << kind << ": the composed queen is not the named table's";
  }
}

INSTANTIATE_TEST_SUITE_P(AllIsas, ImplementationTest, testing::ValuesIn(lanefill::kAllIsas),
                         [](const testing::TestParamInfo<Isa>& info) {
                           return isa_text(info.param);
                         });

// Scalar has every algorithm (the reference of every other table).
TEST(ScalarImplementation, HasEveryAlgorithm) {
  const Implementation* impl = lanefill::implementation(Isa::scalar);
  ASSERT_NE(impl, nullptr);
  for (Algorithm a : lanefill::kAllAlgorithms)
    EXPECT_NE(impl->by_algorithm[static_cast<std::size_t>(a)], nullptr) << lanefill::name_of(a);
}

// find_kernels(isa, algorithm) on every supported ISA: the table labelled
// with that pair, or nullptr exactly where the implementation has none.
TEST(ScalarImplementation, FindKernelsGivesTheTableOfThePair) {
  for (const Isa isa : lanefill::supported_isas())
    for (Algorithm a : lanefill::kAllAlgorithms) {
      const Kernels* k = lanefill::find_kernels(isa, a);
      EXPECT_EQ(k, lanefill::implementation(isa)->by_algorithm[static_cast<std::size_t>(a)]);
      if (k == nullptr) continue;
      EXPECT_EQ(std::string(k->isa), isa_text(isa));
      EXPECT_EQ(std::string(k->algorithm), lanefill::name_of(a));
    }
}

}  // namespace
