// tests/test_reference_lines.cpp — the reference's line machinery against the
// ray-walk oracle: fills on an empty board, the masks (lines, rays, pieces,
// stripes) and SBAMG's mask table and line attacks, every square and line.
#include <array>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "lanefill/reference.hpp"
#include "oracle.hpp"
#include "reference_cases.hpp"
#include "test_support.hpp"

namespace {

using lanefill::Bitboard;
using lanefill::Direction;
using lanefill::kAllDirections;
using lanefill::kUniverse;
using lanefill::Square;
namespace reference = lanefill::reference;
using testing_support::Mismatches;
using testing_support::square_text;
using namespace reference_cases;

// ---------------------------------------------------------------------------
// Fills on an empty board and pawn-style spans.

using BoardFn = Bitboard (*)(Bitboard);

TEST(EmptyBoard, FillsAndAttacks) {
  const auto fill_t = per_direction(
      [](auto t) -> BoardFn { return &reference::empty_board_fill<decltype(t)::value>; });
  const auto attacks_t = per_direction(
      [](auto t) -> BoardFn { return &reference::empty_board_attacks<decltype(t)::value>; });
  Mismatches m;
  std::vector<Bitboard> gens;
  for (int sq = 0; sq < 64; ++sq) gens.push_back(Bitboard{1} << sq);
  for (Bitboard b : occupancies()) gens.push_back(b);
  for (Bitboard g : gens) {
    for (Direction d : kAllDirections) {
      const int i = lanefill::index(d);
      const Bitboard fill = oracle::occluded_fill(g, d, kUniverse);
      const Bitboard attacks = oracle::ray_attacks(g, d, 0);
      auto what = [&] { return dir_text(d) + " gen " + oracle::hex(g); };
      m.expect_eq(fill_t[i](g), fill, [&] { return "fill<> " + what(); });
      m.expect_eq(reference::empty_board_fill(g, d), fill, [&] { return "fill " + what(); });
      m.expect_eq(attacks_t[i](g), attacks, [&] { return "attacks<> " + what(); });
      m.expect_eq(reference::empty_board_attacks(g, d), attacks,
                  [&] { return "attacks " + what(); });
    }
    m.expect_eq(reference::nort_fill(g), oracle::occluded_fill(g, Direction::nort, kUniverse),
                [&] { return "nort_fill " + oracle::hex(g); });
    m.expect_eq(reference::sout_fill(g), oracle::occluded_fill(g, Direction::sout, kUniverse),
                [&] { return "sout_fill " + oracle::hex(g); });
    m.expect_eq(reference::file_fill(g),
                oracle::occluded_fill(g, Direction::nort, kUniverse) |
                    oracle::occluded_fill(g, Direction::sout, kUniverse),
                [&] { return "file_fill " + oracle::hex(g); });
  }
  EXPECT_EQ(m.failed(), 0);
}

// ---------------------------------------------------------------------------
// Masks.

Direction direction_of(reference::Line l) {
  switch (l) {
    case reference::Line::rank: return Direction::east;
    case reference::Line::file: return Direction::nort;
    case reference::Line::diagonal: return Direction::noEa;
    case reference::Line::antidiagonal: break;
  }
  return Direction::noWe;
}

TEST(Masks, LinesRaysAndPieces) {
  using RayMaskFn = Bitboard (*)(Square);
  const auto ray_mask_t =
      per_direction([](auto t) -> RayMaskFn { return &reference::ray_mask<decltype(t)::value>; });
  for (int i = 0; i < 64; ++i) {
    const Square sq = static_cast<Square>(i);
    const std::string at = square_text(i);
    for (reference::Line l : reference::kAllLines)
      EXPECT_EQ(reference::line_mask(sq, l), oracle::line_through(i, direction_of(l)))
          << reference::line_name(l) << " " << at;
    EXPECT_EQ(reference::rook_mask(sq), oracle::rook_attacks(i, 0)) << at;
    EXPECT_EQ(reference::bishop_mask(sq), oracle::bishop_attacks(i, 0)) << at;
    EXPECT_EQ(reference::queen_mask(sq), oracle::queen_attacks(i, 0)) << at;
    EXPECT_EQ(reference::kRookMasks[i], oracle::rook_attacks(i, 0)) << at;
    EXPECT_EQ(reference::kBishopMasks[i], oracle::bishop_attacks(i, 0)) << at;
    EXPECT_EQ(reference::rook_lines_by_stepping(sq),
              oracle::rook_attacks(i, 0) | (Bitboard{1} << i))
        << at;
    EXPECT_EQ(reference::squares_above(sq) | reference::squares_below(sq) | (Bitboard{1} << i),
              kUniverse);
    EXPECT_EQ(reference::squares_above(sq) & reference::squares_below(sq), 0u);
    for (Direction d : kAllDirections) {
      EXPECT_EQ(reference::ray_mask(sq, d), oracle::attacks_from(i, d, 0))
          << dir_text(d) << " " << at;
      EXPECT_EQ(ray_mask_t[lanefill::index(d)](sq), oracle::attacks_from(i, d, 0))
          << dir_text(d) << " " << at;
      EXPECT_EQ(reference::line_mask(sq, reference::line_of(d)), oracle::line_through(i, d));
    }
  }
}

TEST(Masks, Stripes) {
  for (int k = 0; k < 8; ++k) {
    EXPECT_EQ(reference::kRankStripes[k], lanefill::rank_bb(k));
    EXPECT_EQ(reference::kFileStripes[k], lanefill::file_bb(k));
  }
}

// ---------------------------------------------------------------------------
// SBAMG: the mask table and line attacks on every square and line.

TEST(Sbamg, MaskTableInvariants) {
  for (int i = 0; i < 64; ++i) {
    const Square sq = static_cast<Square>(i);
    const Bitboard self = Bitboard{1} << i;
    for (reference::Line l : reference::kAllLines) {
      const reference::SbamgMasks& m = reference::sbamg_masks(sq, l);
      const Bitboard line = oracle::line_through(i, direction_of(l));
      const std::string at = std::string(reference::line_name(l)) + " " + square_text(i);
      EXPECT_EQ(m.lower, i == 0 ? Bitboard{1} : self - 1) << at;
      EXPECT_EQ(m.line_ex, line & ~self) << at;
      EXPECT_EQ(m.outer & 1, 1u) << at << ": bit 0 keeps the bit scan away from 0";
      if (i != 0) {
        EXPECT_EQ(m.outer & self, 0u) << at << ": the slider's square must stay clear";
      }
      EXPECT_EQ(m.outer & ~(line | 1), 0u) << at << ": outer squares lie on the line (or bit 0)";
      EXPECT_NE(m.outer & m.lower, 0u) << at;
    }
  }
}

TEST(Sbamg, LineAttacksEverySquareAndLine) {
  Mismatches m;
  for (int i = 0; i < 64; ++i) {
    const Square sq = static_cast<Square>(i);
    const Bitboard self = Bitboard{1} << i;
    for (reference::Line l : reference::kAllLines) {
      const Direction up = direction_of(l);
      for (Bitboard occ : occupancies()) {
        for (Bitboard o : {occ | self, occ & ~self}) {
          const Bitboard want =
              oracle::attacks_from(i, up, o) | oracle::attacks_from(i, lanefill::opposite(up), o);
          auto what = [&] {
            return std::string(reference::line_name(l)) + " " + square_text(i) + " occupied " +
                   oracle::hex(o);
          };
          m.expect_eq(reference::sbamg_line_attacks(sq, l, o), want, what);
          m.expect_eq(
              reference::sbamg_line_attacks(o, reference::kSbamgMasks[i][reference::index(l)]),
              want, what);
        }
      }
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

// Every occupancy of a whole line, for every square of a few lines (this
// walks each outer-square situation exhaustively).
TEST(Sbamg, ExhaustiveOnLines) {
  Mismatches m;
  for (int i = 0; i < 64; ++i) {
    for (reference::Line l : reference::kAllLines) {
      const Direction up = direction_of(l);
      const Bitboard line = oracle::line_through(i, up);
      // Enumerate all subsets of the line (at most 256).
      Bitboard subset = 0;
      do {
        const Bitboard want = oracle::attacks_from(i, up, subset) |
                              oracle::attacks_from(i, lanefill::opposite(up), subset);
        m.expect_eq(reference::sbamg_line_attacks(static_cast<Square>(i), l, subset), want, [&] {
          return std::string(reference::line_name(l)) + " " + square_text(i) + " line occupancy " +
                 oracle::hex(subset);
        });
        subset = (subset - line) & line;  // next subset of `line` (Carry-Rippler)
      } while (subset != 0);
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

TEST(Sbamg, RookBishopQueen) {
  Mismatches m;
  for (int i = 0; i < 64; ++i) {
    const Square sq = static_cast<Square>(i);
    for (Bitboard occ : occupancies()) {
      auto what = [&] { return square_text(i) + " occupied " + oracle::hex(occ); };
      m.expect_eq(reference::sbamg_rook_attacks(sq, occ), oracle::rook_attacks(i, occ), what);
      m.expect_eq(reference::sbamg_bishop_attacks(sq, occ), oracle::bishop_attacks(i, occ), what);
      m.expect_eq(reference::sbamg_queen_attacks(sq, occ), oracle::queen_attacks(i, occ), what);
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

}  // namespace
