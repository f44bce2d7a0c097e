// tests/test_kernels.cpp — every kernel table of every implementation against
// the oracle, generically: one test per (ISA, algorithm) pair. Tables that a
// SIMD implementation registers are covered as soon as they exist; pairs the
// build or the CPU cannot run are skipped with the reason.
#include <array>
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_checks.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "oracle.hpp"
#include "test_support.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::AttackKernels;
using lanefill::Bitboard;
using lanefill::Implementation;
using lanefill::Isa;
using testing_support::Mismatches;
using testing_support::square_text;

constexpr int kRandomPerDensity = 8;  // per-square cases: 16 special + 5 x 8 random boards
constexpr int kSetCasesPerPair = 40;  // set-wise cases: 25 density pairs x 40 + specials
// Every tail of 2, 4 and 8 lanes (and of the 4-board SBAMG batches) several times over.
constexpr std::array<std::size_t, 24> kBatchLengths = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 23, 31, 33, 63, 64, 100};
constexpr Bitboard kGuard = 0xdeadbeefcafef00dULL;

std::string isa_text(Isa isa) { return std::string(lanefill::name_of(isa)); }

// ---------------------------------------------------------------------------
// Expected values, computed once by the oracle and shared by all pairs.

struct SquareCase {
  int square;
  Bitboard occupied, rook, bishop;
};
const std::vector<SquareCase>& square_cases() {
  static const std::vector<SquareCase> cases = [] {
    std::vector<SquareCase> out;
    const auto boards = oracle::test_occupancies(0xc0ffee, kRandomPerDensity);
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard self = Bitboard{1} << sq;
      for (std::size_t i = 0; i < boards.size(); ++i) {
        // Alternate: the slider's own square occupied or not.
        const Bitboard occ = (i % 2) ? boards[i] | self : boards[i] & ~self;
        out.push_back({sq, occ, oracle::rook_attacks(sq, occ), oracle::bishop_attacks(sq, occ)});
      }
    }
    return out;
  }();
  return cases;
}

struct SetExpectation {
  oracle::SliderCase in;
  std::array<Bitboard, 8> rays, fills;
  Bitboard all;
};
const std::vector<SetExpectation>& set_cases() {
  static const std::vector<SetExpectation> cases = [] {
    std::vector<SetExpectation> out;
    for (const oracle::SliderCase& c : oracle::slider_cases(0xfeed, kSetCasesPerPair)) {
      out.push_back({c, oracle::all_ray_attacks(c.orth, c.diag, c.occupied),
                     oracle::all_occluded_fills(c.orth, c.diag, ~c.occupied),
                     oracle::slider_attacks(c.orth, c.diag, c.occupied)});
    }
    return out;
  }();
  return cases;
}

// ---------------------------------------------------------------------------
// One test per (ISA, algorithm).

struct Pair {
  Isa isa;
  Algorithm algorithm;
};

void PrintTo(const Pair& p, std::ostream* os) {
  *os << lanefill::name_of(p.isa) << "/" << lanefill::name_of(p.algorithm);
}

// Every table compiled into this build (an ISA's tables are listed by key,
// so there is no hole to skip); tables the CPU cannot run are skipped.
std::vector<Pair> all_pairs() {
  std::vector<Pair> pairs;
  for (Isa isa : lanefill::kAllIsas)
    if (const Implementation* impl = lanefill::implementation(isa))
      for (Algorithm a : lanefill::kAllAlgorithms)
        if (impl->by_algorithm[static_cast<std::size_t>(a)] != nullptr) pairs.push_back({isa, a});
  return pairs;
}

class KernelTest : public testing::TestWithParam<Pair> {
 protected:
  void SetUp() override {
    const Pair p = GetParam();
    const std::string isa = isa_text(p.isa);
    if (!lanefill::is_supported(p.isa))
      GTEST_SKIP() << "CPU lacks " << isa << ": "
                   << lanefill::missing_features(p.isa, lanefill::cpu_features());
    k_ = lanefill::find_kernels(p.isa, p.algorithm);
    ASSERT_NE(k_, nullptr) << label();
  }
  std::string label() const {
    return isa_text(GetParam().isa) + "/" + std::string(lanefill::name_of(GetParam().algorithm));
  }
  // A batch wrote out[offset .. offset+n) = want and left every guard word
  // before and after that range untouched.
  void expect_batch(Mismatches& m, const std::vector<Bitboard>& out,
                    const std::vector<Bitboard>& want, std::size_t offset, std::size_t n,
                    const char* what) const {
    for (std::size_t i = 0; i < n; ++i)
      m.expect_eq(out[offset + i], want[i], [&] {
        return label() + " " + what + " batch n=" + std::to_string(n) + " offset " +
               std::to_string(offset) + " element " + std::to_string(i);
      });
    for (std::size_t i = 0; i < offset; ++i)
      EXPECT_EQ(out[i], kGuard) << label() << " write before out, n=" << n;
    for (std::size_t i = offset + n; i < out.size(); ++i)
      EXPECT_EQ(out[i], kGuard) << label() << " write past out[n-1], n=" << n;
  }
  const AttackKernels* k_ = nullptr;
};

// The table found under (ISA, algorithm) says so, and a vector ISA's
// set-wise entries are its own code, not the scalar table's under its name.
TEST_P(KernelTest, TableIsLabelledAndItsOwn) {
  EXPECT_EQ(k_->algorithm, GetParam().algorithm);
  EXPECT_EQ(k_->isa, GetParam().isa);
  if (GetParam().isa == Isa::scalar) return;
  const AttackKernels* scalar = lanefill::find_kernels(Isa::scalar, GetParam().algorithm);
  ASSERT_NE(scalar, nullptr) << label() << ": no scalar table of the algorithm";
  EXPECT_NE(k_->ray_attacks, scalar->ray_attacks) << label();
  EXPECT_NE(k_->slider_attacks, scalar->slider_attacks) << label();
  EXPECT_NE(k_->slider_attacks_batch, scalar->slider_attacks_batch) << label();
}

TEST_P(KernelTest, SingleSquare) {
  ASSERT_TRUE(k_->rook_attacks && k_->bishop_attacks && k_->queen_attacks);
  Mismatches m;
  for (const SquareCase& c : square_cases()) {
    auto what = [&] {
      return label() + " " + square_text(c.square) + " occupied " + oracle::hex(c.occupied);
    };
    m.expect_eq(k_->rook_attacks(lanefill::Square(c.square), c.occupied), c.rook,
                [&] { return "rook " + what(); });
    m.expect_eq(k_->bishop_attacks(lanefill::Square(c.square), c.occupied), c.bishop,
                [&] { return "bishop " + what(); });
    m.expect_eq(k_->queen_attacks(lanefill::Square(c.square), c.occupied), c.rook | c.bishop,
                [&] { return "queen " + what(); });
  }
  EXPECT_EQ(m.failed(), 0);
}

// The threat queries on every square and test board, the square itself
// occupied or not, the sliders a varying part of the pieces.
TEST_P(KernelTest, ThreatQueries) {
  oracle::Rng rng(0x7e4a7);
  for (const SquareCase& c : square_cases()) {
    const Bitboard orth = c.occupied & rng.next(), diag = c.occupied & rng.next() & ~orth;
    ASSERT_EQ(kernel_checks::threats_mismatch(*k_, c.square, c.occupied, orth, diag), "")
        << label();
  }
}

TEST_P(KernelTest, SetWise) {
  ASSERT_TRUE(k_->occluded_fills && k_->ray_attacks && k_->slider_attacks);
  Mismatches m;
  for (const SetExpectation& c : set_cases()) {
    const oracle::SliderCase& in = c.in;
    // Outputs one element into a guarded buffer: unaligned for every vector width.
    Bitboard ray_buf[10], fill_buf[10];
    for (int i = 0; i < 10; ++i) ray_buf[i] = fill_buf[i] = kGuard;
    Bitboard* rays = ray_buf + 1;
    Bitboard* fills = fill_buf + 1;
    k_->ray_attacks(in.orth, in.diag, in.occupied, rays);
    k_->occluded_fills(in.orth, in.diag, in.occupied, fills);
    EXPECT_TRUE(ray_buf[0] == kGuard && ray_buf[9] == kGuard && fill_buf[0] == kGuard &&
                fill_buf[9] == kGuard)
        << label() << ": write outside out[8]";
    auto what = [&](int d) {
      return label() + " " + std::string(lanefill::kDirectionNames[d]) + " orth " +
             oracle::hex(in.orth) + " diag " + oracle::hex(in.diag) + " occupied " +
             oracle::hex(in.occupied);
    };
    for (int d = 0; d < 8; ++d) {
      m.expect_eq(rays[d], c.rays[d], [&] { return "ray_attacks " + what(d); });
      m.expect_eq(fills[d], c.fills[d], [&] { return "occluded_fills " + what(d); });
    }
    m.expect_eq(k_->slider_attacks(in.orth, in.diag, in.occupied), c.all,
                [&] { return "slider_attacks " + what(0); });
  }
  EXPECT_EQ(m.failed(), 0);
}

// Batches of many lengths (SIMD bodies and tails), from an odd element
// offset (unaligned), with guard words after the output that must survive.
TEST_P(KernelTest, QueenBatches) {
  ASSERT_NE(k_->queen_attacks_batch, nullptr);
  k_->queen_attacks_batch(nullptr, nullptr, nullptr, 0);  // n == 0 touches nothing
  const auto& cases = square_cases();
  Mismatches m;
  std::size_t next = 0;
  for (std::size_t n : kBatchLengths) {
    for (std::size_t offset : {std::size_t{0}, std::size_t{1}}) {
      std::vector<std::uint8_t> squares(offset + n + 1);
      std::vector<Bitboard> occupied(offset + n + 1), out(offset + n + 4, kGuard);
      std::vector<Bitboard> want(n);
      for (std::size_t i = 0; i < n; ++i, next = (next + 97) % cases.size()) {
        const SquareCase& c = cases[next];
        squares[offset + i] = static_cast<std::uint8_t>(c.square);
        occupied[offset + i] = c.occupied;
        want[i] = c.rook | c.bishop;
      }
      k_->queen_attacks_batch(squares.data() + offset, occupied.data() + offset,
                              out.data() + offset, n);
      expect_batch(m, out, want, offset, n, "queen");
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

TEST_P(KernelTest, SliderBatches) {
  ASSERT_NE(k_->slider_attacks_batch, nullptr);
  k_->slider_attacks_batch(nullptr, nullptr, nullptr, nullptr, 0);
  const auto& cases = set_cases();
  Mismatches m;
  std::size_t next = 0;
  for (std::size_t n : kBatchLengths) {
    for (std::size_t offset : {std::size_t{0}, std::size_t{1}}) {
      std::vector<Bitboard> orth(offset + n + 1), diag(offset + n + 1), occ(offset + n + 1);
      std::vector<Bitboard> out(offset + n + 4, kGuard), want(n);
      for (std::size_t i = 0; i < n; ++i, next = (next + 31) % cases.size()) {
        orth[offset + i] = cases[next].in.orth;
        diag[offset + i] = cases[next].in.diag;
        occ[offset + i] = cases[next].in.occupied;
        want[i] = cases[next].all;
      }
      k_->slider_attacks_batch(orth.data() + offset, diag.data() + offset, occ.data() + offset,
                               out.data() + offset, n);
      expect_batch(m, out, want, offset, n, "slider");
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

INSTANTIATE_TEST_SUITE_P(AllPairs, KernelTest, testing::ValuesIn(all_pairs()),
                         [](const testing::TestParamInfo<Pair>& info) {
                           return isa_text(info.param.isa) + "_" +
                                  std::string(lanefill::name_of(info.param.algorithm));
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
  for (Algorithm a : lanefill::kAllAlgorithms) {
    const AttackKernels* k = impl->by_algorithm[static_cast<std::size_t>(a)];
    if (k != nullptr) {
      EXPECT_EQ(k->isa, isa) << isa_text(isa) << " by_algorithm[" << lanefill::name_of(a) << "]";
    }
  }
  // Every table a plan row of this ISA names (for any kind of CPU) is here,
  // and the composed row's entries are that table's.
  for (int kind = 0; kind < lanefill::kCpuKindCount; ++kind) {
    const lanefill::PlanRow& row = lanefill::plan_row(isa, static_cast<lanefill::CpuKind>(kind));
    const lanefill::KernelChoice c = row.choice(lanefill::CallKind::single_square);
    if (c.isa != isa) continue;
    const AttackKernels* named = impl->by_algorithm[static_cast<int>(c.algorithm)];
    ASSERT_NE(named, nullptr) << isa_text(isa) << " plan row names "
                              << lanefill::name_of(c.algorithm);
    EXPECT_EQ(lanefill::compose(row).attacks.queen_attacks, named->queen_attacks)
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
    EXPECT_NE(impl->by_algorithm[static_cast<int>(a)], nullptr) << lanefill::name_of(a);
}

// find_kernels(isa, algorithm) on every supported ISA: the table labelled
// with that pair, or nullptr exactly where the implementation has none, and
// each table found answers right.
TEST(ScalarImplementation, FindKernelsGivesTheTableOfThePair) {
  oracle::Rng rng(0xa16);
  for (const Isa isa : lanefill::supported_isas())
    for (Algorithm a : lanefill::kAllAlgorithms) {
      const AttackKernels* k = lanefill::find_kernels(isa, a);
      EXPECT_EQ(k, lanefill::implementation(isa)->by_algorithm[static_cast<int>(a)]);
      if (k == nullptr) continue;
      EXPECT_EQ(k->isa, isa);
      EXPECT_EQ(k->algorithm, a);
      for (int i = 0; i < 200; ++i) {
        const auto sq = static_cast<lanefill::Square>(rng.square());
        const Bitboard occ = rng.next() & rng.next();
        ASSERT_EQ(k->queen_attacks(sq, occ), oracle::queen_attacks(sq, occ))
            << lanefill::name_of(isa) << "/" << lanefill::name_of(a);
      }
    }
}

}  // namespace
