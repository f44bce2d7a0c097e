// tests/test_avx512.cpp — the AVX-512 kernel tables against a plain ray walk.
//
// The walk below steps square by square on (file, rank) coordinates, so it
// shares no code or trick with the kernels. Every entry of every AVX-512
// table is compared on edge cases and seeded random inputs. Kernel tests skip
// (with the reason) where the CPU or the build cannot run AVX-512, e.g. under
// qemu; the table-shape tests only read constant data and always run.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "lanefill/lanefill.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::AttackKernels;
using lanefill::Bitboard;
using lanefill::Isa;

// The algorithms the AVX-512 implementation provides.
constexpr std::array<Algorithm, 5> kAvx512Algorithms = {
    Algorithm::dumb7_unrolled, Algorithm::kogge_stone, Algorithm::rotate_unrolled,
    Algorithm::rotate_kogge, Algorithm::sbamg};

// ---------------------------------------------------------------------------
// Oracle: walk each ray square by square.

constexpr int kFileStep[8] = {1, 1, 1, 0, -1, -1, -1, 0};  // dir8 order
constexpr int kRankStep[8] = {1, 0, -1, -1, -1, 0, 1, 1};

Bitboard walk_ray(int square, int dir, Bitboard occupied) {
  Bitboard ray = 0;
  int file = square % 8, rank = square / 8;
  for (;;) {
    file += kFileStep[dir];
    rank += kRankStep[dir];
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return ray;
    const Bitboard b = Bitboard{1} << (rank * 8 + file);
    ray |= b;
    if (occupied & b) return ray;
  }
}

std::array<Bitboard, 8> walk_rays(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> rays{};
  for (int d = 0; d < 8; ++d) {
    const Bitboard sliders = (d % 2 == 1) ? orth : diag;
    for (int sq = 0; sq < 64; ++sq)
      if ((sliders >> sq) & 1) rays[d] |= walk_ray(sq, d, occupied);
  }
  return rays;
}

std::array<Bitboard, 8> walk_occluded(Bitboard orth, Bitboard diag, Bitboard empty) {
  std::array<Bitboard, 8> fills = walk_rays(orth, diag, ~empty);
  for (int d = 0; d < 8; ++d) fills[d] = ((d % 2 == 1) ? orth : diag) | (fills[d] & empty);
  return fills;
}

Bitboard walk_union(Bitboard orth, Bitboard diag, Bitboard occupied) {
  Bitboard all = 0;
  for (Bitboard r : walk_rays(orth, diag, occupied)) all |= r;
  return all;
}

Bitboard walk_queen(int sq, Bitboard occupied) {
  const Bitboard bit = Bitboard{1} << sq;
  return walk_union(bit, bit, occupied);
}

// ---------------------------------------------------------------------------
// Inputs: edge cases plus seeded random boards of several densities.

std::vector<Bitboard> sample_boards(std::uint64_t seed, int count) {
  std::mt19937_64 rng(seed);
  std::vector<Bitboard> boards = {0,
                                  ~Bitboard{0},
                                  0x8100000000000081ULL,
                                  0x00003c3c3c3c0000ULL,
                                  0xff818181818181ffULL,
                                  0x5555555555555555ULL,
                                  0xaaaaaaaaaaaaaaaaULL,
                                  0x0000001818000000ULL};
  for (int i = 0; i < count; ++i) {
    const Bitboard a = rng(), b = rng(), c = rng();
    switch (i % 4) {
      case 0: boards.push_back(a); break;
      case 1: boards.push_back(a & b); break;      // the usual workload
      case 2: boards.push_back(a & b & c); break;  // sparse
      default: boards.push_back(a | b); break;     // dense
    }
  }
  return boards;
}

std::string board_text(Bitboard b) {
  char text[20];
  std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(b));
  return text;
}

// ---------------------------------------------------------------------------
// Table shape: constant data only, safe on any CPU.

TEST(Avx512Table, ShapeAndNames) {
  const lanefill::Implementation* impl = lanefill::implementation(Isa::avx512);
  if (impl == nullptr) GTEST_SKIP() << "AVX-512 kernels not compiled into this build";
  EXPECT_EQ(impl->isa, Isa::avx512);
  EXPECT_STREQ(impl->name, "avx512");
  ASSERT_NE(impl->description, nullptr);
  EXPECT_GT(std::string(impl->description).size(), 10u);
  for (Algorithm a : kAvx512Algorithms) {
    const AttackKernels* k = impl->by_algorithm[static_cast<int>(a)];
    ASSERT_NE(k, nullptr) << lanefill::name_of(a);
    EXPECT_EQ(k->algorithm, a);
    EXPECT_EQ(k->isa, Isa::avx512);
    EXPECT_NE(k->occluded_fills, nullptr);
    EXPECT_NE(k->ray_attacks, nullptr);
    EXPECT_NE(k->slider_attacks, nullptr);
    EXPECT_NE(k->rook_attacks, nullptr);
    EXPECT_NE(k->bishop_attacks, nullptr);
    EXPECT_NE(k->queen_attacks, nullptr);
    EXPECT_NE(k->queen_attacks_batch, nullptr);
    EXPECT_NE(k->slider_attacks_batch, nullptr);
  }
  ASSERT_NE(impl->preferred, nullptr);
  EXPECT_EQ(impl->preferred, impl->by_algorithm[static_cast<int>(impl->preferred->algorithm)]);
}

// ---------------------------------------------------------------------------
// Kernels, one instance per algorithm.

class Avx512Kernels : public testing::TestWithParam<Algorithm> {
 protected:
  void SetUp() override {
    if (!lanefill::is_compiled(Isa::avx512))
      GTEST_SKIP() << "AVX-512 kernels not compiled into this build";
    if (!lanefill::is_supported(Isa::avx512))
      GTEST_SKIP() << "this CPU cannot run the AVX-512 kernels: "
                   << lanefill::missing_features(Isa::avx512, lanefill::cpu_features());
    k_ = lanefill::find_kernels(Isa::avx512, GetParam());
    ASSERT_NE(k_, nullptr);
  }
  const AttackKernels* k_ = nullptr;
};

TEST_P(Avx512Kernels, SingleSquareEveryPieceAndSquare) {
  const std::vector<Bitboard> boards = sample_boards(0x5eed0001, 60);
  for (Bitboard occ : boards) {
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard bit = Bitboard{1} << sq;
      // The slider's own square may or may not be occupied.
      for (Bitboard o : {occ, occ | bit, occ & ~bit}) {
        ASSERT_EQ(k_->rook_attacks(sq, o), walk_union(bit, 0, o))
            << "rook sq " << sq << " occ " << board_text(o);
        ASSERT_EQ(k_->bishop_attacks(sq, o), walk_union(0, bit, o))
            << "bishop sq " << sq << " occ " << board_text(o);
        ASSERT_EQ(k_->queen_attacks(sq, o), walk_queen(sq, o))
            << "queen sq " << sq << " occ " << board_text(o);
      }
    }
  }
}

TEST_P(Avx512Kernels, SetWiseMatchesRayWalk) {
  const std::vector<Bitboard> boards = sample_boards(0x5eed0002, 40);
  std::mt19937_64 rng(0x5eed0003);
  for (std::size_t i = 0; i < boards.size(); ++i) {
    for (int j = 0; j < 12; ++j) {
      const Bitboard occ = boards[i];
      // Sliders: random subsets, some inside the occupancy, some not, plus
      // the edge cases none / all.
      Bitboard orth = boards[(i + j) % boards.size()] & rng();
      Bitboard diag = boards[(i + 3 * j + 1) % boards.size()] & rng();
      if (j == 0) orth = diag = 0;
      if (j == 1) orth = diag = ~Bitboard{0};
      if (j == 2) orth &= occ, diag &= occ;
      if (j == 3) orth &= ~occ, diag = 0;
      if (j == 4) orth = 0;

      Bitboard out[8];
      const auto rays = walk_rays(orth, diag, occ);
      k_->ray_attacks(orth, diag, occ, out);
      for (int d = 0; d < 8; ++d)
        ASSERT_EQ(out[d], rays[d])
            << "ray_attacks dir " << lanefill::kDirectionNames[d] << " orth " << board_text(orth)
            << " diag " << board_text(diag) << " occ " << board_text(occ);
      ASSERT_EQ(k_->slider_attacks(orth, diag, occ), walk_union(orth, diag, occ))
          << "slider_attacks orth " << board_text(orth) << " diag " << board_text(diag) << " occ "
          << board_text(occ);

      const Bitboard empty = ~occ;
      const auto fills = walk_occluded(orth, diag, empty);
      k_->occluded_fills(orth, diag, empty, out);
      for (int d = 0; d < 8; ++d)
        ASSERT_EQ(out[d], fills[d])
            << "occluded_fills dir " << lanefill::kDirectionNames[d] << " orth " << board_text(orth)
            << " diag " << board_text(diag) << " empty " << board_text(empty);
    }
  }
}

TEST_P(Avx512Kernels, LoneSliderSetWise) {
  // One slider (rook, bishop or queen) or none, set-wise entries: empty and
  // full boards (longest and shortest rays) and a few random ones.
  const std::vector<Bitboard> boards = sample_boards(0x5eed0005, 8);
  for (int sq = 0; sq <= 64; ++sq) {
    const Bitboard bit = sq < 64 ? Bitboard{1} << sq : 0;
    for (Bitboard occ : boards) {
      for (Bitboard o : {occ, occ | bit, occ & ~bit}) {
        for (int kind = 0; kind < 3; ++kind) {
          const Bitboard orth = kind != 1 ? bit : 0, diag = kind != 0 ? bit : 0;
          Bitboard out[8];
          k_->ray_attacks(orth, diag, o, out);
          const auto rays = walk_rays(orth, diag, o);
          for (int d = 0; d < 8; ++d)
            ASSERT_EQ(out[d], rays[d]) << "sq " << sq << " kind " << kind << " dir " << d;
          k_->occluded_fills(orth, diag, ~o, out);
          const auto fills = walk_occluded(orth, diag, ~o);
          for (int d = 0; d < 8; ++d)
            ASSERT_EQ(out[d], fills[d]) << "sq " << sq << " kind " << kind << " dir " << d;
          ASSERT_EQ(k_->slider_attacks(orth, diag, o), walk_union(orth, diag, o))
              << "sq " << sq << " kind " << kind;
        }
      }
    }
  }
}

TEST_P(Avx512Kernels, BatchesEveryLengthAndTail) {
  std::mt19937_64 rng(0x5eed0004);
  constexpr std::size_t kMax = 37;
  std::vector<std::uint8_t> squares(kMax);
  std::vector<Bitboard> orth(kMax), diag(kMax), occ(kMax);
  for (std::size_t i = 0; i < kMax; ++i) {
    squares[i] = static_cast<std::uint8_t>(rng() % 64);
    occ[i] = rng() & rng();
    orth[i] = occ[i] & rng() & rng();
    diag[i] = (i % 5 == 0) ? 0 : (rng() & rng() & rng());
  }
  constexpr Bitboard kSentinel = 0xdeadbeefcafef00dULL;
  for (std::size_t n = 0; n <= kMax; ++n) {
    std::vector<Bitboard> out(n + 1, kSentinel);
    k_->queen_attacks_batch(squares.data(), occ.data(), out.data(), n);
    for (std::size_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], walk_queen(squares[i], occ[i])) << "queen batch n " << n << " i " << i;
    ASSERT_EQ(out[n], kSentinel) << "queen batch wrote past n = " << n;

    std::fill(out.begin(), out.end(), kSentinel);
    k_->slider_attacks_batch(orth.data(), diag.data(), occ.data(), out.data(), n);
    for (std::size_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], walk_union(orth[i], diag[i], occ[i]))
          << "slider batch n " << n << " i " << i;
    ASSERT_EQ(out[n], kSentinel) << "slider batch wrote past n = " << n;
  }
}

TEST_P(Avx512Kernels, UnalignedOutputs) {
  // ray_attacks/occluded_fills store 8 words at any 8-byte aligned address.
  alignas(64) Bitboard buffer[17];
  const Bitboard occ = 0x0040201008040201ULL ^ 0x00ff000000001800ULL;
  const auto rays = walk_rays(0x0000000010000000ULL, 0x0000000000200000ULL, occ);
  for (int offset = 0; offset < 8; ++offset) {
    for (Bitboard& b : buffer) b = 0;
    k_->ray_attacks(0x0000000010000000ULL, 0x0000000000200000ULL, occ, buffer + offset + 1);
    EXPECT_EQ(buffer[offset], 0u);
    for (int d = 0; d < 8; ++d) EXPECT_EQ(buffer[offset + 1 + d], rays[d]) << offset << " " << d;
    if (offset + 9 < 17) {
      EXPECT_EQ(buffer[offset + 9], 0u);
    }
  }
}

std::string algorithm_name(const testing::TestParamInfo<Algorithm>& info) {
  return std::string(lanefill::name_of(info.param));
}

INSTANTIATE_TEST_SUITE_P(AllAlgorithms, Avx512Kernels, testing::ValuesIn(kAvx512Algorithms),
                         algorithm_name);

}  // namespace
