// tests/test_dispatched.cpp — the public dispatched API (C++ and C) on the
// ACTIVE ISA, against the oracle. These are the tests whose outcome depends
// on which ISA is active: ctest reruns exactly the `Dispatched*` suites once
// per forced ISA (unit.<isa>, LANEFILL_ISA=<isa>), like simdjson's
// per-implementation runs; everything else runs once (unit.all).
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_checks.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Bitboard;
using lanefill::Square;

std::string active() { return std::string(lanefill::name_of(lanefill::active_isa())); }

TEST(Dispatched, SingleSquareCallsMatchTheOracle) {
  for (Bitboard occ : oracle::test_occupancies(0xd15, 6))
    for (int sq = 0; sq < 64; ++sq) {
      const auto s = static_cast<Square>(sq);
      ASSERT_EQ(lanefill::rook_attacks(s, occ), oracle::rook_attacks(sq, occ)) << active();
      ASSERT_EQ(lanefill::bishop_attacks(s, occ), oracle::bishop_attacks(sq, occ)) << active();
      ASSERT_EQ(lanefill::queen_attacks(s, occ), oracle::queen_attacks(sq, occ)) << active();
      ASSERT_EQ(lanefill_queen_attacks(sq, occ), oracle::queen_attacks(sq, occ)) << active();
      ASSERT_EQ(lanefill_rook_attacks(sq, occ), oracle::rook_attacks(sq, occ)) << active();
      ASSERT_EQ(lanefill_bishop_attacks(sq, occ), oracle::bishop_attacks(sq, occ)) << active();
    }
}

// The threat queries through the C++ and the C API, every square, the
// square occupied or not, a varying part of the pieces sliders.
TEST(Dispatched, ThreatQueriesMatchTheOracle) {
  oracle::Rng rng(0x7ea7);
  for (Bitboard board : oracle::test_occupancies(0xd17, 4))
    for (int sq = 0; sq < 64; ++sq) {
      const auto s = static_cast<Square>(sq);
      const Bitboard occ = (sq & 1) ? board | (Bitboard{1} << sq) : board;
      const Bitboard orth = occ & rng.next(), diag = occ & rng.next() & ~orth;
      const oracle::SquareThreats want = oracle::square_threats(sq, occ, orth, diag);
      const lanefill::SquareRays rays = lanefill::square_rays(s, occ);
      const lanefill::SliderThreats t = lanefill::slider_threats(s, occ, orth, diag);
      lanefill_slider_threats_t c;
      ASSERT_EQ(lanefill_slider_threats(sq, occ, orth, diag, &c), 0);
      for (int d = 0; d < 8; ++d) {
        const auto e = static_cast<std::size_t>(d);
        ASSERT_EQ(rays.rays[d], want.rays[e]) << active() << " square " << sq << " dir " << d;
        ASSERT_EQ(rays.blockers[d], want.blockers[e]) << active() << " square " << sq;
        ASSERT_EQ(t.slider[d], want.slider[e]) << active() << " square " << sq << " dir " << d;
        ASSERT_EQ(t.discovered[d], want.discovered[e]) << active() << " square " << sq;
        ASSERT_EQ(c.slider[d], want.slider[e]) << active() << " C API, square " << sq;
        ASSERT_EQ(c.discovered[d], want.discovered[e]) << active() << " C API, square " << sq;
      }
      ASSERT_EQ(t.attackers, want.attackers) << active();
      ASSERT_EQ(t.directions, want.directions) << active();
      ASSERT_EQ(t.orth_attacks, want.orth_attacks) << active();
      ASSERT_EQ(t.diag_attacks, want.diag_attacks) << active();
      ASSERT_EQ(c.attackers, want.attackers) << active();
      ASSERT_EQ(c.directions, want.directions) << active();
    }
}

TEST(Dispatched, SetWiseCallsMatchTheOracle) {
  for (const oracle::SliderCase& c : oracle::slider_cases(0xd16, 6)) {
    const auto want = oracle::all_ray_attacks(c.orth, c.diag, c.occupied);
    ASSERT_EQ(lanefill::ray_attacks(c.orth, c.diag, c.occupied), want) << active();
    ASSERT_EQ(lanefill::occluded_fills(c.orth, c.diag, c.occupied),
              oracle::all_occluded_fills(c.orth, c.diag, ~c.occupied))
        << active();
    const Bitboard all = oracle::slider_attacks(c.orth, c.diag, c.occupied);
    ASSERT_EQ(lanefill::slider_attacks(c.orth, c.diag, c.occupied), all) << active();
    ASSERT_EQ(lanefill_slider_attacks(c.orth, c.diag, c.occupied), all) << active();
    std::uint64_t rays[8];
    lanefill_ray_attacks(c.orth, c.diag, c.occupied, rays);
    for (int d = 0; d < 8; ++d) ASSERT_EQ(rays[d], want[static_cast<std::size_t>(d)]) << active();
  }
}

// Batches through the C++ pointer API, the C++20 span API and the C API.
TEST(Dispatched, BatchesMatchTheOracle) {
  oracle::Rng rng(0xd17);
  for (std::size_t n : {0, 1, 3, 4, 7, 8, 9, 31, 100}) {
    std::vector<std::uint8_t> sq(n);
    std::vector<Bitboard> occ(n), orth(n), diag(n), want_q(n), want_s(n);
    for (std::size_t i = 0; i < n; ++i) {
      sq[i] = static_cast<std::uint8_t>(rng.square());
      occ[i] = rng.next() & rng.next();
      orth[i] = rng.next() & rng.next() & rng.next();
      diag[i] = i % 3 == 0 ? Bitboard{1} << rng.square() : rng.next() & rng.next() & rng.next();
      want_q[i] = oracle::queen_attacks(sq[i], occ[i]);
      want_s[i] = oracle::slider_attacks(orth[i], diag[i], occ[i]);
    }
    std::vector<Bitboard> out(n), out_span(n), out_c(n);
    lanefill::queen_attacks_batch(sq.data(), occ.data(), out.data(), n);
    lanefill::queen_attacks_batch(std::span<const std::uint8_t>(sq), std::span<const Bitboard>(occ),
                                  std::span<Bitboard>(out_span));
    ASSERT_EQ(lanefill_queen_attacks_batch(sq.data(), occ.data(), out_c.data(), n), 0);
    EXPECT_EQ(out, want_q) << active() << " n=" << n;
    EXPECT_EQ(out_span, want_q) << active() << " n=" << n;
    EXPECT_EQ(out_c, want_q) << active() << " n=" << n;
    lanefill::slider_attacks_batch(orth.data(), diag.data(), occ.data(), out.data(), n);
    ASSERT_EQ(lanefill_slider_attacks_batch(orth.data(), diag.data(), occ.data(), out_c.data(), n),
              0);
    EXPECT_EQ(out, want_s) << active() << " n=" << n;
    EXPECT_EQ(out_c, want_s) << active() << " n=" << n;
  }
}

// The active ISA's table, every entry of lanefill/entries.def.
TEST(Dispatched, EveryEntryOfTheActiveTable) {
  EXPECT_EQ(kernel_checks::table_mismatch(lanefill::kernels(), kernel_checks::Depth::full), "")
      << active();
  EXPECT_EQ(lanefill_get_kernels(), &lanefill::kernels());
}

// The checked C calls and the C++ calls as kernel tables (one adapter per
// shape, made from lanefill/entries.def), every entry against the oracle:
// each layer made from the list reaches the right kernel.
#define C_CALL_square_attacks(name) [](int s, Bitboard o) { return lanefill_##name(s, o); }
#define C_CALL_set_rays(name) \
  [](Bitboard a, Bitboard b, Bitboard c, Bitboard* out) { (void)lanefill_##name(a, b, c, out); }
#define C_CALL_set_union(name) \
  [](Bitboard a, Bitboard b, Bitboard c) { return lanefill_##name(a, b, c); }
#define C_CALL_square_rays(name) \
  [](int s, Bitboard o, lanefill::SquareRays* out) { (void)lanefill_##name(s, o, out); }
#define C_CALL_slider_threats(name)                                             \
  [](int s, Bitboard o, Bitboard a, Bitboard b, lanefill::SliderThreats* out) { \
    (void)lanefill_##name(s, o, a, b, out);                                     \
  }
#define C_CALL_queen_batch(name)                                               \
  [](const std::uint8_t* s, const Bitboard* o, Bitboard* out, std::size_t n) { \
    (void)lanefill_##name(s, o, out, n);                                       \
  }
#define C_CALL_set_batch(name)                                                                \
  [](const Bitboard* a, const Bitboard* b, const Bitboard* c, Bitboard* out, std::size_t n) { \
    (void)lanefill_##name(a, b, c, out, n);                                                   \
  }
#define C_CALL_discs(name) [](Bitboard p, Bitboard o) { return lanefill_##name(p, o); }
#define C_CALL_discs_square(name) \
  [](int s, Bitboard p, Bitboard o) { return lanefill_##name(s, p, o); }
#define C_CALL_discs_batch(name)                                           \
  [](const Bitboard* p, const Bitboard* o, Bitboard* out, std::size_t n) { \
    (void)lanefill_##name(p, o, out, n);                                   \
  }
#define C_CALL_discs_count(name) [](Bitboard p, Bitboard o) { return lanefill_##name(p, o); }
#define C_CALL_last_move(name) [](int s, Bitboard p) { return lanefill_##name(s, p); }
#define C_CALL_occupied_lines(name) [](Bitboard o, Bitboard* out) { (void)lanefill_##name(o, out); }
#define C_CALL_discs_count_batch(name)                                         \
  [](const Bitboard* p, const Bitboard* o, std::uint8_t* out, std::size_t n) { \
    (void)lanefill_##name(p, o, out, n);                                       \
  }
#define C_CALL_last_move_batch(name)                                               \
  [](const std::uint8_t* s, const Bitboard* p, std::uint8_t* out, std::size_t n) { \
    (void)lanefill_##name(s, p, out, n);                                           \
  }
#define CXX_CALL_discs_count(name) [](Bitboard p, Bitboard o) { return lanefill::name(p, o); }
#define CXX_CALL_last_move(name) \
  [](int s, Bitboard p) { return lanefill::name(static_cast<Square>(s), p); }
#define CXX_CALL_occupied_lines(name)                                    \
  [](Bitboard o, Bitboard* out) {                                        \
    const std::array<Bitboard, 4> r = lanefill::name(o);                 \
    for (int l = 0; l < 4; ++l) out[l] = r[static_cast<std::size_t>(l)]; \
  }
#define CXX_CALL_discs_count_batch(name)                                       \
  [](const Bitboard* p, const Bitboard* o, std::uint8_t* out, std::size_t n) { \
    lanefill::name(p, o, out, n);                                              \
  }
#define CXX_CALL_last_move_batch(name)                                             \
  [](const std::uint8_t* s, const Bitboard* p, std::uint8_t* out, std::size_t n) { \
    lanefill::name(s, p, out, n);                                                  \
  }
#define CXX_CALL_square_attacks(name) \
  [](int s, Bitboard o) { return lanefill::name(static_cast<Square>(s), o); }
#define CXX_CALL_set_rays(name)                                          \
  [](Bitboard a, Bitboard b, Bitboard c, Bitboard* out) {                \
    const std::array<Bitboard, 8> r = lanefill::name(a, b, c);           \
    for (int d = 0; d < 8; ++d) out[d] = r[static_cast<std::size_t>(d)]; \
  }
#define CXX_CALL_set_union(name) \
  [](Bitboard a, Bitboard b, Bitboard c) { return lanefill::name(a, b, c); }
#define CXX_CALL_square_rays(name)                    \
  [](int s, Bitboard o, lanefill::SquareRays* out) {  \
    *out = lanefill::name(static_cast<Square>(s), o); \
  }
#define CXX_CALL_slider_threats(name)                                           \
  [](int s, Bitboard o, Bitboard a, Bitboard b, lanefill::SliderThreats* out) { \
    *out = lanefill::name(static_cast<Square>(s), o, a, b);                     \
  }
#define CXX_CALL_queen_batch(name)                                             \
  [](const std::uint8_t* s, const Bitboard* o, Bitboard* out, std::size_t n) { \
    lanefill::name(s, o, out, n);                                              \
  }
#define CXX_CALL_set_batch(name)                                                              \
  [](const Bitboard* a, const Bitboard* b, const Bitboard* c, Bitboard* out, std::size_t n) { \
    lanefill::name(a, b, c, out, n);                                                          \
  }
#define CXX_CALL_discs(name) [](Bitboard p, Bitboard o) { return lanefill::name(p, o); }
#define CXX_CALL_discs_square(name) \
  [](int s, Bitboard p, Bitboard o) { return lanefill::name(static_cast<Square>(s), p, o); }
#define CXX_CALL_discs_batch(name)                                         \
  [](const Bitboard* p, const Bitboard* o, Bitboard* out, std::size_t n) { \
    lanefill::name(p, o, out, n);                                          \
  }

TEST(Dispatched, TheCApiReachesEveryEntry) {
  const lanefill::Kernels c_api = {
      sizeof(lanefill::Kernels),
      "c api",
      "c api",
#define LANEFILL_ENTRY(name, shape, kind, doc) C_CALL_##shape(name),
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
  };
  EXPECT_EQ(kernel_checks::table_mismatch(c_api), "") << active();
}

TEST(Dispatched, TheCxxApiReachesEveryEntry) {
  const lanefill::Kernels cxx_api = {
      sizeof(lanefill::Kernels),
      "c++ api",
      "c++ api",
#define LANEFILL_ENTRY(name, shape, kind, doc) CXX_CALL_##shape(name),
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
  };
  EXPECT_EQ(kernel_checks::table_mismatch(cxx_api), "") << active();
}

// The pointer batches check before writing anything.
TEST(Dispatched, PointerBatchesRefuseBadInputBeforeWriting) {
  const std::uint8_t squares[3] = {0, 64, 5};
  const Bitboard occ[3] = {1, 2, 3};
  Bitboard out[3] = {7, 7, 7};
  EXPECT_THROW(lanefill::queen_attacks_batch(squares, occ, out, 3), std::invalid_argument);
  EXPECT_EQ(out[0], 7u);
  EXPECT_THROW(lanefill::queen_attacks_batch(nullptr, occ, out, 1), std::invalid_argument);
  EXPECT_THROW(lanefill::slider_attacks_batch(occ, nullptr, occ, out, 1), std::invalid_argument);
  EXPECT_NO_THROW(lanefill::slider_attacks_batch(nullptr, nullptr, nullptr, nullptr, 0));
}

}  // namespace
