// tests/test_wiki_examples.cpp — the worked examples of the chessprogramming
// wiki pages "Dumb7Fill", "Kogge-Stone Algorithm", "Generalized Rays" and "SBAMG",
// checked step by step: the Dumb7Fill south fill "in slow motion", the SBAMG
// two-nibble sample, the avoidWrap table and its diagrams, and the wiki's
// claim that unrolled dumb7fill and Kogge-Stone soutAttacks agree.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "lanefill/dispatch.hpp"
#include "lanefill/reference.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::Bitboard;
using lanefill::Direction;
using lanefill::Isa;
namespace reference = lanefill::reference;

// Reads side-by-side 8x8 diagrams as printed on those pages: rank 8 first, '1'
// set, '.' or '0' clear (the pages write '0' where "& empty" removed a bit).
// Returns the boards left to right.
std::vector<Bitboard> parse_diagrams(std::string_view text) {
  std::vector<std::vector<int>> rows;
  std::vector<int> row;
  for (char c : text) {
    if (c == '1' || c == '.' || c == '0') row.push_back(c == '1');
    if (c == '\n' && !row.empty()) {
      rows.push_back(row);
      row.clear();
    }
  }
  if (!row.empty()) rows.push_back(row);
  EXPECT_EQ(rows.size(), 8u) << "a diagram has 8 ranks";
  if (rows.size() != 8) return {};
  const std::size_t boards = rows[0].size() / 8;
  std::vector<Bitboard> out(boards, 0);
  for (int r = 0; r < 8; ++r) {
    EXPECT_EQ(rows[r].size(), boards * 8) << "rank " << 8 - r;
    for (std::size_t i = 0; i < rows[r].size(); ++i)
      if (rows[r][i]) out[i / 8] |= Bitboard{1} << ((7 - r) * 8 + i % 8);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Dumb7Fill: some south fill cycles in slow motion.

constexpr std::string_view kSlowMotionStart = R"(
1 . . . . . . .     . 1 1 1 1 1 . 1
. . . 1 . . . .     1 1 . . 1 . 1 .
. . . . . . . .     1 . 1 1 1 1 . 1
. . . . . . . .     1 1 . 1 1 1 1 1
. . . . . 1 . .     1 1 1 . 1 . 1 1
. . . . . . . .     1 1 . 1 1 1 1 .
. . . . . . . .     . . . 1 1 . . 1
. . . . . . . .     . 1 1 . 1 1 . 1
)";

// Each step: gen >> 8, then & empty, then the flood.
struct FillStep {
  int cycle;
  std::string_view diagrams;
};
constexpr std::array<FillStep, 4> kSlowMotionSteps = {{
    {1, R"(
. . . . . . . .      . . . . . . . .     1 . . . . . . .
1 . . . . . . .      1 . . . . . . .     1 . . 1 . . . .
. . . 1 . . . .      . . . 1 . . . .     . . . 1 . . . .
. . . . . . . .      . . . . . . . .     . . . . . . . .
. . . . . . . .      . . . . . . . .     . . . . . 1 . .
. . . . . 1 . .      . . . . . 1 . .     . . . . . 1 . .
. . . . . . . .      . . . . . . . .     . . . . . . . .
. . . . . . . .      . . . . . . . .     . . . . . . . .
)"},
    {2, R"(
. . . . . . . .      . . . . . . . .     1 . . . . . . .
. . . . . . . .      . . . . . . . .     1 . . 1 . . . .
1 . . . . . . .      1 . . . . . . .     1 . . 1 . . . .
. . . 1 . . . .      . . . 1 . . . .     . . . 1 . . . .
. . . . . . . .      . . . . . . . .     . . . . . 1 . .
. . . . . . . .      . . . . . . . .     . . . . . 1 . .
. . . . . 1 . .      . . . . . 0 . .     . . . . . . . .
. . . . . . . .      . . . . . . . .     . . . . . . . .
)"},
    {3, R"(
. . . . . . . .      . . . . . . . .     1 . . . . . . .
. . . . . . . .      . . . . . . . .     1 . . 1 . . . .
. . . . . . . .      . . . . . . . .     1 . . 1 . . . .
1 . . . . . . .      1 . . . . . . .     1 . . 1 . . . .
. . . 1 . . . .      . . . 0 . . . .     . . . . . 1 . .
. . . . . . . .      . . . . . . . .     . . . . . 1 . .
. . . . . . . .      . . . . . . . .     . . . . . . . .
. . . . . . . .      . . . . . . . .     . . . . . . . .
)"},
    {6, R"(
. . . . . . . .      . . . . . . . .     1 . . . . . . .
. . . . . . . .      . . . . . . . .     1 . . 1 . . . .
. . . . . . . .      . . . . . . . .     1 . . 1 . . . .
. . . . . . . .      . . . . . . . .     1 . . 1 . . . .
. . . . . . . .      . . . . . . . .     1 . . . . 1 . .
. . . . . . . .      . . . . . . . .     1 . . . . 1 . .
1 . . . . . . .      0 . . . . . . .     . . . . . . . .
. . . . . . . .      . . . . . . . .     . . . . . . . .
)"},
}};

TEST(WikiDumb7, SlowMotionStartPosition) {
  const auto start = parse_diagrams(kSlowMotionStart);
  ASSERT_EQ(start.size(), 2u);
  using lanefill::square_bb;
  EXPECT_EQ(start[0], square_bb(lanefill::A8) | square_bb(lanefill::D7) | square_bb(lanefill::F4));
}

TEST(WikiDumb7, SlowMotionEveryCycle) {
  const auto start = parse_diagrams(kSlowMotionStart);
  ASSERT_EQ(start.size(), 2u);
  const Bitboard empty = start[1];
  Bitboard gen = start[0], flood = start[0];
  std::size_t next = 0;
  for (int cycle = 1; cycle <= 7; ++cycle) {
    const Bitboard shifted = lanefill::shift_one(gen, Direction::sout);  // the library's step
    gen = shifted & empty;
    flood |= gen;
    if (next < kSlowMotionSteps.size() && kSlowMotionSteps[next].cycle == cycle) {
      const auto shown = parse_diagrams(kSlowMotionSteps[next].diagrams);
      ASSERT_EQ(shown.size(), 3u);
      EXPECT_EQ(shifted, shown[0]) << "gen >> 8 in fill " << cycle;
      EXPECT_EQ(gen, shown[1]) << "& empty in fill " << cycle;
      EXPECT_EQ(flood, shown[2]) << "flood after fill " << cycle;
      ++next;
    }
  }
  EXPECT_EQ(next, kSlowMotionSteps.size());
  // "The flood already stopped, the final 7th fill cycles don't change anything."
  EXPECT_EQ(gen, 0u);
  const Bitboard final_flood = parse_diagrams(kSlowMotionSteps.back().diagrams)[2];
  EXPECT_EQ(flood, final_flood);
}

TEST(WikiDumb7, SlowMotionFinalFloodByEveryAlgorithm) {
  const auto start = parse_diagrams(kSlowMotionStart);
  ASSERT_EQ(start.size(), 2u);
  const Bitboard rooks = start[0], empty = start[1];
  const Bitboard flood = parse_diagrams(kSlowMotionSteps.back().diagrams)[2];
  const Bitboard attacks = flood >> 8;  // soutOne of the occluded fill
  constexpr Direction S = Direction::sout;
  EXPECT_EQ(oracle::occluded_fill(rooks, S, empty), flood);
  EXPECT_EQ(reference::dumb7_occluded_cycles<S>(rooks, empty), flood);
  EXPECT_EQ(reference::dumb7_occluded_loop<S>(rooks, empty), flood);
  EXPECT_EQ(reference::dumb7_occluded_unrolled<S>(rooks, empty), flood);
  EXPECT_EQ(reference::kogge_stone_occluded<S>(rooks, empty), flood);
  EXPECT_EQ(reference::dumb7_attacks_unrolled<S>(rooks, empty), attacks);
  EXPECT_EQ(reference::kogge_stone_attacks<S>(rooks, empty), attacks);
  for (Algorithm a : lanefill::kAllAlgorithms) {
    EXPECT_EQ(reference::occluded_fill(a, rooks, empty, S), flood) << lanefill::name_of(a);
    EXPECT_EQ(reference::attack_fill(a, rooks, empty, S), attacks) << lanefill::name_of(a);
    EXPECT_EQ(reference::ray_attacks(a, rooks, 0, ~empty)[lanefill::index(S)], attacks)
        << lanefill::name_of(a);
  }
}

// ---------------------------------------------------------------------------
// Dumb7Fill vs Kogge-Stone soutAttacks, as the wiki lists them side by side.

constexpr Bitboard wiki_dumb7_sout_attacks(Bitboard rooks, Bitboard empty) {
  Bitboard flood = rooks;
  flood |= rooks = (rooks >> 8) & empty;
  flood |= rooks = (rooks >> 8) & empty;
  flood |= rooks = (rooks >> 8) & empty;
  flood |= rooks = (rooks >> 8) & empty;
  flood |= rooks = (rooks >> 8) & empty;
  flood |= (rooks >> 8) & empty;
  return flood >> 8;
}
constexpr Bitboard wiki_kogge_sout_attacks(Bitboard rooks, Bitboard empty) {
  rooks |= empty & (rooks >> 8);
  empty = empty & (empty >> 8);
  rooks |= empty & (rooks >> 16);
  empty = empty & (empty >> 16);
  rooks |= empty & (rooks >> 32);
  return rooks >> 8;
}

TEST(WikiKoggeStone, SoutAttacksEquivalentExhaustivelyOnAFile) {
  // Sliders and empty squares both range over all subsets of the A-file.
  for (unsigned s = 0; s < 256; ++s) {
    for (unsigned e = 0; e < 256; ++e) {
      Bitboard r = 0, em = 0;
      for (int k = 0; k < 8; ++k) {
        if ((s >> k) & 1) r |= Bitboard{1} << (8 * k);
        if ((e >> k) & 1) em |= Bitboard{1} << (8 * k);
      }
      const Bitboard want = oracle::ray_attacks(r, Direction::sout, ~em);
      ASSERT_EQ(wiki_dumb7_sout_attacks(r, em), want) << oracle::hex(r) << " " << oracle::hex(em);
      ASSERT_EQ(wiki_kogge_sout_attacks(r, em), want) << oracle::hex(r) << " " << oracle::hex(em);
      // The library's fills give the wiki's answer: the constexpr ones and
      // every table this CPU runs.
      ASSERT_EQ(reference::dumb7_attacks_unrolled<Direction::sout>(r, em), want);
      ASSERT_EQ(reference::kogge_stone_attacks<Direction::sout>(r, em), want);
      if (s % 17 == 0 && e % 5 == 0) {
        for (const Isa isa : lanefill::supported_isas())
          for (const Algorithm a : lanefill::kAllAlgorithms)
            if (const lanefill::Kernels* k = lanefill::find_kernels(isa, a)) {
              Bitboard rays[8];
              k->ray_attacks(r, 0, ~em, rays);
              ASSERT_EQ(rays[lanefill::index(Direction::sout)], want)
                  << lanefill::name_of(isa) << "/" << lanefill::name_of(a);
            }
      }
    }
  }
}

TEST(WikiKoggeStone, SoutAttacksEquivalentOnRandomBoards) {
  oracle::Rng rng(2024);
  for (int i = 0; i < 4000; ++i) {
    const Bitboard rooks = oracle::random_board(rng, oracle::kAllDensities[i % 5]);
    const Bitboard empty = ~oracle::random_board(rng, oracle::kAllDensities[(i / 5) % 5]);
    const Bitboard d7 = wiki_dumb7_sout_attacks(rooks, empty);
    ASSERT_EQ(wiki_kogge_sout_attacks(rooks, empty), d7);
    ASSERT_EQ(reference::dumb7_attacks_unrolled<Direction::sout>(rooks, empty), d7);
    ASSERT_EQ(reference::kogge_stone_attacks<Direction::sout>(rooks, empty), d7);
  }
}

// The wiki's fillUpOccluded (parallel prefix network) is the nort occluded fill.
TEST(WikiKoggeStone, FillUpOccludedIsNortOccluded) {
  auto fill_up_occluded = [](Bitboard g, Bitboard p) {
    g |= p & (g << 8);
    p &= (p << 8);
    g |= p & (g << 16);
    p &= (p << 16);
    g |= p & (g << 32);
    return g;
  };
  oracle::Rng rng(99);
  for (int i = 0; i < 2000; ++i) {
    const Bitboard g = oracle::random_board(rng, oracle::kAllDensities[i % 5]);
    const Bitboard p = oracle::random_board(rng, oracle::kAllDensities[(i / 5) % 5]);
    ASSERT_EQ(fill_up_occluded(g, p), reference::kogge_stone_occluded<Direction::nort>(g, p));
    ASSERT_EQ(fill_up_occluded(g, p), oracle::occluded_fill(g, Direction::nort, p));
  }
}

// "One fill cycle less": six unrolled cycles plus the final shift give the
// same attacks as seven cycles, for every subset of sliders and empty
// squares on the longest line of each direction.
TEST(WikiDumb7, OneCycleLessIsExactOnWholeLines) {
  for (Direction d : lanefill::kAllDirections) {
    // D4 lies on the long diagonal, E4 on the long anti-diagonal.
    const reference::Line l = reference::line_of(d);
    const Bitboard line =
        reference::line_mask(l == reference::Line::antidiagonal ? lanefill::E4 : lanefill::D4, l);
    ASSERT_EQ(lanefill::popcount(line), 8);
    Bitboard s = 0;
    do {
      Bitboard e = 0;
      do {
        const Bitboard seven = reference::dumb7_attacks_cycles(s, e, d);
        ASSERT_EQ(reference::dumb7_attacks_unrolled(s, e, d), seven) << lanefill::name_of(d);
        ASSERT_EQ(reference::rotate_attacks_unrolled(s, e, d), seven) << lanefill::name_of(d);
        e = (e - line) & line;  // next subset of the line
      } while (e != 0);
      s = (s - line) & line;
    } while (s != 0);
  }
}

// ---------------------------------------------------------------------------
// Generalized rays: the wiki's shift and avoidWrap tables and diagrams.

TEST(WikiGeneralizedRays, ShiftTable) {
  constexpr std::array<int, 8> wiki_shift = {9, 1, -7, -8, -9, -1, 7, 8};
  EXPECT_EQ(lanefill::kShift, wiki_shift);
}

TEST(WikiGeneralizedRays, AvoidWrapTable) {
  constexpr std::array<Bitboard, 8> wiki_avoid_wrap = {
      0xfefefefefefefe00ULL, 0xfefefefefefefefeULL, 0x00fefefefefefefeULL, 0x00ffffffffffffffULL,
      0x007f7f7f7f7f7f7fULL, 0x7f7f7f7f7f7f7f7fULL, 0x7f7f7f7f7f7f7f00ULL, 0xffffffffffffff00ULL,
  };
  EXPECT_EQ(lanefill::kAvoidWrap, wiki_avoid_wrap);
}

TEST(WikiGeneralizedRays, AvoidWrapDiagrams) {
  // 6 == noWe -> +7     7 == nort -> +8     0 == noEa -> +9
  const auto north = parse_diagrams(R"(
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
. . . . . . . .     . . . . . . . .     . . . . . . . .
)");
  // 5 == west -> -1                         1 == east -> +1
  const auto sideways = parse_diagrams(R"(
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
)");
  // 4 == soWe -> -9     3 == sout -> -8     2 == soEa -> -7
  const auto south = parse_diagrams(R"(
. . . . . . . .     . . . . . . . .     . . . . . . . .
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
)");
  ASSERT_EQ(north.size(), 3u);
  ASSERT_EQ(sideways.size(), 2u);
  ASSERT_EQ(south.size(), 3u);
  using lanefill::avoid_wrap;
  EXPECT_EQ(north[0], avoid_wrap(Direction::noWe));
  EXPECT_EQ(north[1], avoid_wrap(Direction::nort));
  EXPECT_EQ(north[2], avoid_wrap(Direction::noEa));
  EXPECT_EQ(sideways[0], avoid_wrap(Direction::west));
  EXPECT_EQ(sideways[1], avoid_wrap(Direction::east));
  EXPECT_EQ(south[0], avoid_wrap(Direction::soWe));
  EXPECT_EQ(south[1], avoid_wrap(Direction::sout));
  EXPECT_EQ(south[2], avoid_wrap(Direction::soEa));
}

// ---------------------------------------------------------------------------
// SBAMG: the two-nibble sample (rank attacks of a rook on bit 3).

TEST(WikiSbamg, TwoNibbleSample) {
  constexpr Bitboard occ = 0x43;  // blockers .b.. r.bb without the rook
  // The wiki's sample, then every occupancy of the rank: the mask table's
  // line attacks of a rook on d1 (bit 3) against the ray-walk oracle.
  for (Bitboard rank = 0; rank < 256; ++rank)
    ASSERT_EQ(reference::sbamg_line_attacks(lanefill::D1, reference::Line::rank, rank),
              oracle::rook_attacks(3, rank) & 0xffu)
        << oracle::hex(rank);
  const reference::SbamgMasks& m = reference::sbamg_masks(lanefill::D1, reference::Line::rank);
  EXPECT_EQ(m.lower, 0x07u);
  EXPECT_EQ(m.line_ex, 0xf7u);
  EXPECT_EQ(lanefill::msb(((occ & m.line_ex) | m.outer) & m.lower), 1) << "cbn is bit 1";
  EXPECT_EQ(reference::sbamg_line_attacks(occ, m), 0x76u);
  EXPECT_EQ(reference::sbamg_line_attacks(occ | 0x08, m), 0x76u) << "the rook's own bit is ignored";
  EXPECT_EQ(reference::sbamg_line_attacks(occ | 0xff00ff00'00000000ULL, m), 0x76u)
      << "other ranks are ignored";
  // Rook attacks on d1 with that rank: the rank part plus the whole d-file.
  EXPECT_EQ(reference::sbamg_rook_attacks(lanefill::D1, occ),
            0x76u | (lanefill::file_bb(3) & ~Bitboard{0x08}));
  EXPECT_EQ(reference::sbamg_rook_attacks(lanefill::D1, occ), oracle::rook_attacks(3, occ));
}

}  // namespace
