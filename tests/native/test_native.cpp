// tests/native/test_native.cpp — lanefill/native.hpp against the oracle and the
// dispatched calls. Built three times (tests/native/CMakeLists.txt): with the
// plain flags (scalar kernel), -march=x86-64-v3 (AVX2) and -march=x86-64-v4
// (AVX-512); EXPECTED_ISA says which kernel each build must have picked.
#include <string>

#include <gtest/gtest.h>

#include "lanefill/lanefill.hpp"
#include "lanefill/native.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Bitboard;
using lanefill::Square;

TEST(Native, CompiledKernelIsTheOneTheFlagsAllow) {
  EXPECT_EQ(std::string(lanefill::native::isa_name()), EXPECTED_ISA);
}

TEST(Native, SingleSquareMatchesOracleAndDispatch) {
  int checked = 0;
  for (Bitboard occ : oracle::test_occupancies(0x5eed, 40)) {
    for (int sq = 0; sq < 64; ++sq) {
      const auto s = static_cast<Square>(sq);
      ASSERT_EQ(lanefill::native::rook_attacks(s, occ), oracle::rook_attacks(sq, occ))
          << "rook " << sq << " " << oracle::hex(occ);
      ASSERT_EQ(lanefill::native::bishop_attacks(s, occ), oracle::bishop_attacks(sq, occ))
          << "bishop " << sq << " " << oracle::hex(occ);
      ASSERT_EQ(lanefill::native::queen_attacks(s, occ), oracle::queen_attacks(sq, occ))
          << "queen " << sq << " " << oracle::hex(occ);
      ASSERT_EQ(lanefill::native::queen_attacks(s, occ), lanefill::queen_attacks(s, occ));
      ++checked;
    }
  }
  EXPECT_GT(checked, 64 * 200);
}

TEST(Native, SetWiseMatchesOracleAndDispatch) {
  auto cases = oracle::slider_cases(0xab, 20);
  // Lone sliders too: one rook-like or one bishop-like piece.
  oracle::Rng rng(7);
  for (int i = 0; i < 500; ++i) {
    const Bitboard one = Bitboard{1} << rng.square();
    const Bitboard occ = rng.next() & rng.next();
    cases.push_back({i % 2 ? one : 0, i % 2 ? 0 : one, occ});
  }
  for (const auto& c : cases) {
    const auto expected = oracle::all_ray_attacks(c.orth, c.diag, c.occupied);
    ASSERT_EQ(lanefill::native::ray_attacks(c.orth, c.diag, c.occupied), expected)
        << oracle::hex(c.orth) << " " << oracle::hex(c.diag) << " " << oracle::hex(c.occupied);
    ASSERT_EQ(lanefill::native::slider_attacks(c.orth, c.diag, c.occupied),
              oracle::slider_attacks(c.orth, c.diag, c.occupied));
    ASSERT_EQ(lanefill::native::slider_attacks(c.orth, c.diag, c.occupied),
              lanefill::slider_attacks(c.orth, c.diag, c.occupied));
  }
}

}  // namespace
