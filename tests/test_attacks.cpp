// tests/test_attacks.cpp — knight, king and pawn attacks, between, line,
// x-rays, pins and checkers (lanefill/attacks.hpp, the C API and
// lanefill::native) against an oracle written here from file and rank
// arithmetic only (nothing of the library's masks or shifts).
#include <cstdint>
#include <string>

#include <gtest/gtest.h>

#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"
#include "lanefill/native.hpp"
#include "oracle.hpp"

namespace {

using lanefill::Bitboard;
using lanefill::Color;
using lanefill::Square;

constexpr Bitboard at(int file, int rank) {
  return (file >= 0 && file < 8 && rank >= 0 && rank < 8) ? Bitboard{1} << (rank * 8 + file) : 0;
}

Bitboard offsets(int sq, std::initializer_list<std::pair<int, int>> steps) {
  Bitboard b = 0;
  for (auto [df, dr] : steps) b |= at(sq % 8 + df, sq / 8 + dr);
  return b;
}
Bitboard knight_oracle(int sq) {
  return offsets(sq, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
}
Bitboard king_oracle(int sq) {
  return offsets(sq, {{1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}});
}
Bitboard pawn_oracle(int color, int sq) {
  const int dr = color == 0 ? 1 : -1;
  return offsets(sq, {{1, dr}, {-1, dr}});
}

// The unit step from a to b if they share a rank, file or diagonal.
bool step_between(int a, int b, int& df, int& dr) {
  const int fa = a % 8, ra = a / 8, fb = b % 8, rb = b / 8;
  df = (fb > fa) - (fb < fa);
  dr = (rb > ra) - (rb < ra);
  if (a == b) return false;
  return fa == fb || ra == rb || (fb - fa) == (rb - ra) || (fb - fa) == (ra - rb);
}
Bitboard between_oracle(int a, int b) {
  int df, dr;
  if (!step_between(a, b, df, dr)) return 0;
  Bitboard out = 0;
  for (int f = a % 8 + df, r = a / 8 + dr; f != b % 8 || r != b / 8; f += df, r += dr)
    out |= at(f, r);
  return out;
}
Bitboard line_oracle(int a, int b) {
  int df, dr;
  if (!step_between(a, b, df, dr)) return 0;
  Bitboard out = at(a % 8, a / 8);
  for (int s : {1, -1})
    for (int f = a % 8 + s * df, r = a / 8 + s * dr; at(f, r); f += s * df, r += s * dr)
      out |= at(f, r);
  return out;
}

TEST(Attacks, NonSlidersEverySquare) {
  for (int sq = 0; sq < 64; ++sq) {
    const auto s = static_cast<Square>(sq);
    ASSERT_EQ(lanefill::knight_attacks(s), knight_oracle(sq)) << sq;
    ASSERT_EQ(lanefill::king_attacks(s), king_oracle(sq)) << sq;
    ASSERT_EQ(lanefill::pawn_attacks(Color::white, s), pawn_oracle(0, sq)) << sq;
    ASSERT_EQ(lanefill::pawn_attacks(Color::black, s), pawn_oracle(1, sq)) << sq;
    ASSERT_EQ(lanefill_knight_attacks(sq), knight_oracle(sq));
    ASSERT_EQ(lanefill_king_attacks(sq), king_oracle(sq));
    ASSERT_EQ(lanefill_pawn_attacks(0, sq), pawn_oracle(0, sq));
    ASSERT_EQ(lanefill_pawn_attacks(1, sq), pawn_oracle(1, sq));
    ASSERT_EQ(lanefill::native::knight_attacks(s), knight_oracle(sq));
  }
}

TEST(Attacks, SetWiseNonSlidersAreUnionsOfSquares) {
  oracle::Rng rng(0xa77);
  for (int i = 0; i < 2000; ++i) {
    const Bitboard set = i % 3 ? rng.next() & rng.next() : rng.next();
    Bitboard knights = 0, kings = 0, white = 0, black = 0;
    for (int sq = 0; sq < 64; ++sq)
      if ((set >> sq) & 1) {
        knights |= knight_oracle(sq);
        kings |= king_oracle(sq);
        white |= pawn_oracle(0, sq);
        black |= pawn_oracle(1, sq);
      }
    ASSERT_EQ(lanefill::knight_attack_set(set), knights) << oracle::hex(set);
    ASSERT_EQ(lanefill::king_attack_set(set), kings) << oracle::hex(set);
    ASSERT_EQ(lanefill::pawn_attack_set(Color::white, set), white) << oracle::hex(set);
    ASSERT_EQ(lanefill::pawn_attack_set(Color::black, set), black) << oracle::hex(set);
  }
}

// One side's attack map: the union of every piece's attacks, each from the
// oracles (sliders by the ray walk).
TEST(Attacks, AttackMapIsTheUnionOfEveryPiece) {
  oracle::Rng rng(0xa7a9);
  for (int i = 0; i < 3000; ++i) {
    const Bitboard occ = rng.next() & rng.next();
    lanefill::Pieces side;
    side.pawns = occ & rng.next() & rng.next();
    side.knights = occ & rng.next() & rng.next() & ~side.pawns;
    side.bishops = occ & rng.next() & rng.next() & ~(side.pawns | side.knights);
    side.rooks = occ & rng.next() & rng.next() & ~(side.pawns | side.knights | side.bishops);
    side.queens = occ & rng.next() & rng.next() & ~side.all();
    side.kings = occ & rng.next() & rng.next() & ~side.all();
    for (const Color c : {Color::white, Color::black}) {
      Bitboard want = 0;
      for (int sq = 0; sq < 64; ++sq) {
        const Bitboard b = Bitboard{1} << sq;
        if (side.pawns & b) want |= pawn_oracle(static_cast<int>(c), sq);
        if (side.knights & b) want |= knight_oracle(sq);
        if (side.kings & b) want |= king_oracle(sq);
        if (side.bishops & b) want |= oracle::bishop_attacks(sq, occ);
        if (side.rooks & b) want |= oracle::rook_attacks(sq, occ);
        if (side.queens & b) want |= oracle::queen_attacks(sq, occ);
      }
      const lanefill_pieces_t cside = {side.pawns, side.knights, side.bishops,
                                       side.rooks, side.queens,  side.kings};
      ASSERT_EQ(lanefill::attack_map(c, side, occ), want) << i;
      ASSERT_EQ(lanefill::native::attack_map(c, side, occ), want) << i;
      ASSERT_EQ(lanefill_attack_map(static_cast<int>(c), &cside, occ), want) << i;
    }
  }
}

TEST(Attacks, BetweenAndLineEveryPair) {
  for (int a = 0; a < 64; ++a)
    for (int b = 0; b < 64; ++b) {
      const auto sa = static_cast<Square>(a), sb = static_cast<Square>(b);
      ASSERT_EQ(lanefill::between(sa, sb), between_oracle(a, b)) << a << " " << b;
      ASSERT_EQ(lanefill::line(sa, sb), line_oracle(a, b)) << a << " " << b;
      ASSERT_EQ(lanefill_between(a, b), between_oracle(a, b));
      ASSERT_EQ(lanefill_line(a, b), line_oracle(a, b));
      // Two squares share a line exactly when a queen on one attacks the
      // other on an empty board (the ray walk), and the line holds both.
      const bool aligned = a != b && ((oracle::queen_attacks(a, 0) >> b) & 1) != 0;
      ASSERT_EQ(lanefill::line(sa, sb) != 0, aligned) << a << " " << b;
      const Bitboard ends = (Bitboard{1} << a) | (Bitboard{1} << b);
      if (aligned) {
        ASSERT_EQ(lanefill::line(sa, sb) & ends, ends) << a << " " << b;
      }
    }
}

// Pins by brute force: an own piece is pinned iff it is the only piece between
// the king and an enemy slider of the right kind on a common line.
Bitboard pinned_oracle(int king, Bitboard own, Bitboard orth, Bitboard diag, Bitboard occ) {
  Bitboard pins = 0;
  for (int s = 0; s < 64; ++s) {
    const bool ortho = (orth >> s) & 1, diago = (diag >> s) & 1;
    if (!ortho && !diago) continue;
    int df, dr;
    if (!step_between(king, s, df, dr)) continue;
    const bool straight = df == 0 || dr == 0;
    if ((straight && !ortho) || (!straight && !diago)) continue;
    const Bitboard inside = between_oracle(king, s) & occ;
    if (inside != 0 && (inside & (inside - 1)) == 0 && (inside & own)) pins |= inside;
  }
  return pins;
}

TEST(Attacks, PinnedMatchesBruteForce) {
  oracle::Rng rng(0x9e11);
  int with_pins = 0;
  for (int i = 0; i < 20000; ++i) {
    const int king = rng.square();
    const Bitboard kbit = Bitboard{1} << king;
    const Bitboard own = (rng.next() & rng.next() & rng.next()) & ~kbit;
    const Bitboard enemy = (rng.next() & rng.next() & rng.next()) & ~own & ~kbit;
    const Bitboard orth = enemy & rng.next(), diag = enemy & rng.next();
    const Bitboard occ = own | enemy | kbit;
    const Bitboard want = pinned_oracle(king, own, orth, diag, occ);
    with_pins += want != 0;
    ASSERT_EQ(lanefill::pinned(static_cast<Square>(king), own, orth, diag, occ), want) << i;
    ASSERT_EQ(lanefill_pinned(king, own, orth, diag, occ), want) << i;
  }
  EXPECT_GT(with_pins, 1000);  // the generator does produce pins
}

TEST(Attacks, CheckersAndXrays) {
  oracle::Rng rng(0xc4ec);
  for (int i = 0; i < 20000; ++i) {
    const int king = rng.square();
    const Bitboard kbit = Bitboard{1} << king;
    const Color side = i % 2 ? Color::black : Color::white;
    lanefill::Pieces enemy;
    const Bitboard free = ~kbit;
    enemy.pawns = rng.next() & rng.next() & rng.next() & free;
    enemy.knights = rng.next() & rng.next() & rng.next() & free & ~enemy.pawns;
    enemy.bishops = rng.next() & rng.next() & rng.next() & free & ~enemy.all();
    enemy.rooks = rng.next() & rng.next() & rng.next() & free & ~enemy.all();
    enemy.queens = rng.next() & rng.next() & rng.next() & free & ~enemy.all();
    const Bitboard occ = enemy.all() | kbit | (rng.next() & rng.next() & rng.next());
    const Bitboard want = (knight_oracle(king) & enemy.knights) |
                          (pawn_oracle(side == Color::white ? 0 : 1, king) & enemy.pawns) |
                          (oracle::rook_attacks(king, occ) & (enemy.rooks | enemy.queens)) |
                          (oracle::bishop_attacks(king, occ) & (enemy.bishops | enemy.queens));
    ASSERT_EQ(lanefill::checkers(static_cast<Square>(king), side, enemy, occ), want) << i;
    // X-ray: what a rook on `king` gains by looking through the blockers.
    const Bitboard blockers = occ & rng.next();
    const Bitboard direct = oracle::rook_attacks(king, occ);
    const Bitboard through = oracle::rook_attacks(king, occ & ~(blockers & direct));
    ASSERT_EQ(lanefill::xray_rook_attacks(static_cast<Square>(king), occ, blockers),
              direct ^ through)
        << i;
    const Bitboard bdirect = oracle::bishop_attacks(king, occ);
    const Bitboard bthrough = oracle::bishop_attacks(king, occ & ~(blockers & bdirect));
    ASSERT_EQ(lanefill::xray_bishop_attacks(static_cast<Square>(king), occ, blockers),
              bdirect ^ bthrough)
        << i;
  }
}

TEST(Attacks, CApiRefusesBadInput) {
  EXPECT_EQ(lanefill_knight_attacks(64), 0u);
  EXPECT_NE(std::string(lanefill_last_error()).find("outside 0..63"), std::string::npos);
  EXPECT_EQ(lanefill_king_attacks(-1), 0u);
  EXPECT_EQ(lanefill_pawn_attacks(2, 10), 0u);
  EXPECT_NE(std::string(lanefill_last_error()).find("color 2"), std::string::npos);
  EXPECT_EQ(lanefill_pawn_attacks(0, 99), 0u);
  EXPECT_EQ(lanefill_between(0, 64), 0u);
  EXPECT_EQ(lanefill_line(-5, 3), 0u);
  EXPECT_EQ(lanefill_pinned(70, 1, 2, 4, 7), 0u);
  EXPECT_NE(std::string(lanefill_last_error()).find("lanefill_pinned"), std::string::npos);
}

// The error pointer stays valid after later errors (same storage, new text).
TEST(Attacks, CApiErrorPointerNeverDangles) {
  EXPECT_EQ(lanefill_queen_attacks(100, 0), 0u);
  const char* first = lanefill_last_error();
  const std::string first_text = first;
  for (int i = 0; i < 1000; ++i) lanefill_rook_attacks(64 + i, 0);
  EXPECT_EQ(lanefill_last_error(), first);    // the same buffer
  EXPECT_NE(std::string(first), first_text);  // holding the newest text
  EXPECT_NE(std::string(first).find("lanefill_rook_attacks"), std::string::npos);
  // A successful call leaves the text alone (documented).
  EXPECT_NE(lanefill_queen_attacks(0, 0), 0u);
  EXPECT_NE(std::string(lanefill_last_error()).find("lanefill_rook_attacks"), std::string::npos);
}

}  // namespace
