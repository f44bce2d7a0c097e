// Checks of the SSE2/AVX2 layouts (directions in lanes, boards in lanes)
// against a plain ray walk written here, independent of the library's
// reference. Also checks the vertical-mirror identities the SSE2 kernels use.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "lanefill/dispatch.hpp"
#include "lanefill/kernels.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::AttackKernels;
using lanefill::Bitboard;
using lanefill::Direction;
using lanefill::Isa;

// Squares attacked from `square` in direction d: walk until a blocker or the edge.
Bitboard walk(int square, int d, Bitboard occupied) {
  static constexpr int kFile[8] = {1, 1, 1, 0, -1, -1, -1, 0};
  static constexpr int kRank[8] = {1, 0, -1, -1, -1, 0, 1, 1};
  Bitboard attacks = 0;
  int f = square % 8 + kFile[d], r = square / 8 + kRank[d];
  for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += kFile[d], r += kRank[d]) {
    const Bitboard b = Bitboard{1} << (8 * r + f);
    attacks |= b;
    if (b & occupied) break;
  }
  return attacks;
}

Bitboard walk_set(Bitboard sliders, int d, Bitboard occupied) {
  Bitboard a = 0;
  for (; sliders; sliders &= sliders - 1) a |= walk(__builtin_ctzll(sliders), d, occupied);
  return a;
}

Bitboard generator(Bitboard orth, Bitboard diag, int d) { return (d & 1) ? orth : diag; }

std::array<Bitboard, 8> expected_rays(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> r{};
  for (int d = 0; d < 8; ++d) r[d] = walk_set(generator(orth, diag, d), d, occupied);
  return r;
}

Bitboard expected_union(Bitboard orth, Bitboard diag, Bitboard occupied) {
  Bitboard u = 0;
  for (Bitboard r : expected_rays(orth, diag, occupied)) u |= r;
  return u;
}

struct Rng {
  std::uint64_t s;
  std::uint64_t next() {  // splitmix64
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Boards of varied density: sparse, medium and dense.
  Bitboard board() {
    switch (next() % 4) {
      case 0: return next() & next() & next();
      case 1: return next() & next();
      case 2: return next();
      default: return next() | next();
    }
  }
};

struct Position {
  Bitboard orth, diag, occupied;
};

std::vector<Position> positions() {
  std::vector<Position> v = {{0, 0, 0},
                             {~Bitboard{0}, ~Bitboard{0}, 0},
                             {~Bitboard{0}, ~Bitboard{0}, ~Bitboard{0}},
                             {1, 1, 0},
                             {Bitboard{1} << 63, Bitboard{1} << 63, 0},
                             {0x8100000000000081ULL, 0x2400000000000024ULL, 0xff000000000000ffULL},
                             {0x0000001008000000ULL, 0x0000000810000000ULL, 0x00003c24243c0000ULL}};
  Rng rng{12345};
  for (int i = 0; i < 300; ++i) {
    const Bitboard occ = rng.board();
    const Bitboard orth = rng.next() & rng.next() & rng.next();
    const Bitboard diag = rng.next() & rng.next() & rng.next();
    // Sliders inside `occupied` (the usual case) and anywhere.
    v.push_back({orth & occ, diag & occ, occ});
    v.push_back({orth, diag, occ});
  }
  return v;
}

struct Case {
  Isa isa;
  Algorithm algorithm;
};

std::string case_name(const testing::TestParamInfo<Case>& info) {
  return std::string(lanefill::name_of(info.param.isa)) + "_" +
         std::string(lanefill::name_of(info.param.algorithm));
}

class SimdLayouts : public testing::TestWithParam<Case> {
 protected:
  const AttackKernels* k = nullptr;
  void SetUp() override {
    if (!lanefill::is_compiled(GetParam().isa) || !lanefill::is_supported(GetParam().isa))
      GTEST_SKIP() << "ISA not compiled or not supported by this CPU";
    k = lanefill::find_kernels(GetParam().isa, GetParam().algorithm);
    ASSERT_NE(k, nullptr);
    ASSERT_EQ(k->isa, GetParam().isa);
    ASSERT_EQ(k->algorithm, GetParam().algorithm);
  }
};

TEST_P(SimdLayouts, RayAttacksPerDirection) {
  for (const Position& p : positions()) {
    Bitboard out[8];
    k->ray_attacks(p.orth, p.diag, p.occupied, out);
    const auto want = expected_rays(p.orth, p.diag, p.occupied);
    for (int d = 0; d < 8; ++d)
      ASSERT_EQ(out[d], want[d]) << "direction " << lanefill::kDirectionNames[d] << " orth "
                                 << std::hex << p.orth << " diag " << p.diag << " occ "
                                 << p.occupied;
  }
}

TEST_P(SimdLayouts, OccludedFillsPerDirection) {
  for (const Position& p : positions()) {
    const Bitboard empty = ~p.occupied;
    Bitboard out[8];
    k->occluded_fills(p.orth, p.diag, empty, out);
    const auto rays = expected_rays(p.orth, p.diag, p.occupied);
    for (int d = 0; d < 8; ++d) {
      const Bitboard want = generator(p.orth, p.diag, d) | (rays[d] & empty);
      ASSERT_EQ(out[d], want) << "direction " << lanefill::kDirectionNames[d] << " orth "
                              << std::hex << p.orth << " diag " << p.diag << " empty " << empty;
    }
  }
}

TEST_P(SimdLayouts, SliderAttacksIsUnionOfRays) {
  for (const Position& p : positions())
    ASSERT_EQ(k->slider_attacks(p.orth, p.diag, p.occupied),
              expected_union(p.orth, p.diag, p.occupied));
}

TEST_P(SimdLayouts, SingleSquareAttacks) {
  Rng rng{777};
  for (int i = 0; i < 40; ++i) {
    const Bitboard occ = i == 0 ? 0 : i == 1 ? ~Bitboard{0} : rng.board();
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard b = Bitboard{1} << sq;
      ASSERT_EQ(k->rook_attacks(sq, occ), expected_union(b, 0, occ)) << sq;
      ASSERT_EQ(k->bishop_attacks(sq, occ), expected_union(0, b, occ)) << sq;
      ASSERT_EQ(k->queen_attacks(sq, occ), expected_union(b, b, occ)) << sq;
    }
  }
}

// One slider (the SBAMG tables take their own path for it): every square,
// as rook, bishop and queen, on empty, full and random boards.
TEST_P(SimdLayouts, LoneSliderSetWise) {
  Rng rng{4242};
  for (int i = 0; i < 12; ++i) {
    const Bitboard occ = i == 0 ? 0 : i == 1 ? ~Bitboard{0} : rng.board();
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard b = Bitboard{1} << sq;
      for (const auto& [orth, diag] : {std::pair{b, Bitboard{0}}, std::pair{Bitboard{0}, b},
                                       std::pair{b, b}}) {
        Bitboard rays[8], fills[8];
        k->ray_attacks(orth, diag, occ, rays);
        k->occluded_fills(orth, diag, ~occ, fills);
        const auto want = expected_rays(orth, diag, occ);
        for (int d = 0; d < 8; ++d) {
          ASSERT_EQ(rays[d], want[d]) << "sq " << sq << " d " << d;
          ASSERT_EQ(fills[d], generator(orth, diag, d) | (want[d] & ~occ)) << "sq " << sq;
        }
        ASSERT_EQ(k->slider_attacks(orth, diag, occ), expected_union(orth, diag, occ)) << sq;
      }
    }
  }
}

// Every length 0..19 exercises full vectors and every tail length.
TEST_P(SimdLayouts, BatchesWithTails) {
  Rng rng{99};
  for (std::size_t n = 0; n < 20; ++n) {
    std::vector<std::uint8_t> squares(n);
    std::vector<Bitboard> orth(n), diag(n), occ(n), out(n + 1, 0xdeadbeef);
    for (std::size_t i = 0; i < n; ++i) {
      squares[i] = static_cast<std::uint8_t>(rng.next() % 64);
      occ[i] = rng.board();
      orth[i] = rng.next() & rng.next() & rng.next();
      diag[i] = rng.next() & rng.next() & rng.next();
    }
    k->queen_attacks_batch(squares.data(), occ.data(), out.data(), n);
    for (std::size_t i = 0; i < n; ++i) {
      const Bitboard b = Bitboard{1} << squares[i];
      ASSERT_EQ(out[i], expected_union(b, b, occ[i])) << "n " << n << " i " << i;
    }
    ASSERT_EQ(out[n], 0xdeadbeefu) << "wrote past the end, n " << n;
    k->slider_attacks_batch(orth.data(), diag.data(), occ.data(), out.data(), n);
    for (std::size_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], expected_union(orth[i], diag[i], occ[i])) << "n " << n << " i " << i;
    ASSERT_EQ(out[n], 0xdeadbeefu) << "wrote past the end, n " << n;
  }
}

INSTANTIATE_TEST_SUITE_P(Kernels, SimdLayouts,
                         testing::Values(Case{Isa::sse2, Algorithm::dumb7_unrolled},
                                         Case{Isa::sse2, Algorithm::kogge_stone},
                                         Case{Isa::avx2, Algorithm::dumb7_unrolled},
                                         Case{Isa::avx2, Algorithm::kogge_stone},
                                         Case{Isa::sse2, Algorithm::sbamg},
                                         Case{Isa::avx2, Algorithm::sbamg}),
                         case_name);

// The SSE2 kernels compute each southward direction as the northward one on
// the vertically flipped board (bswap): check those identities directly.
TEST(VerticalMirror, SouthwardRaysAreFlippedNorthwardRays) {
  const auto flip = [](Bitboard b) { return __builtin_bswap64(b); };
  constexpr int kPairs[3][2] = {{int(Direction::sout), int(Direction::nort)},
                                {int(Direction::soEa), int(Direction::noEa)},
                                {int(Direction::soWe), int(Direction::noWe)}};
  for (const Position& p : positions())
    for (const auto& pair : kPairs)
      ASSERT_EQ(walk_set(p.orth, pair[0], p.occupied),
                flip(walk_set(flip(p.orth), pair[1], flip(p.occupied))));
}

// East and west are not vertical mirror images of each other: the flip maps
// them onto themselves, which is why SSE2 gives them their own register.
TEST(VerticalMirror, EastAndWestMapOntoThemselves) {
  const auto flip = [](Bitboard b) { return __builtin_bswap64(b); };
  for (const Position& p : positions())
    for (int d : {int(Direction::east), int(Direction::west)})
      ASSERT_EQ(walk_set(p.orth, d, p.occupied), flip(walk_set(flip(p.orth), d, flip(p.occupied))));
}

}  // namespace
