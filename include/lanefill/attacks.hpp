// lanefill/attacks.hpp — the rest of the attack set an engine needs, all
// constexpr and table-free (or with 64-entry tables): knight, king and pawn
// attacks per square and set-wise, the squares between two squares, the line
// through them, x-ray attacks, pinned pieces and checkers.
//
// Sources: chessprogramming wiki "Knight Pattern", "King Pattern", "Pawn
// Attacks (Bitboards)", "Square Attacked By", "X-ray Attacks (Bitboards)",
// "Checks and Pinned Pieces (Bitboards)".
//
// Preconditions: squares 0..63, colours white or black (asserted in debug
// builds; the C API checks them always and returns 0 with an error).
#pragma once

#include <array>
#include <cassert>
#include <cstddef>

#include "lanefill/bitboard.hpp"
#include "lanefill/detail/bodies.hpp"
#include "lanefill/masks.hpp"
#include "lanefill/sbamg.hpp"

namespace lanefill {

enum class Color : int { white = 0, black = 1 };

// ---------------------------------------------------------------------------
// Set-wise: the squares attacked by any piece of the set.

// The bodies are lanefill/detail/bodies.hpp's, shared with the C inline path.
constexpr Bitboard knight_attack_set(Bitboard knights) { return detail::knight_set(knights); }
constexpr Bitboard king_attack_set(Bitboard kings) { return detail::king_set(kings); }
// White pawns capture north-east and north-west, black pawns south-east and south-west.
constexpr Bitboard pawn_attack_set(Color c, Bitboard pawns) {
  return c == Color::white ? detail::white_pawn_set(pawns) : detail::black_pawn_set(pawns);
}

// ---------------------------------------------------------------------------
// Per square (64-entry tables).

namespace attack_tables {
template <Bitboard (*Set)(Bitboard)>
constexpr std::array<Bitboard, 64> per_square() {
  std::array<Bitboard, 64> t{};
  for (int s = 0; s < 64; ++s) t[slot(s)] = Set(Bitboard{1} << s);
  return t;
}
constexpr Bitboard white_pawn_set(Bitboard p) { return pawn_attack_set(Color::white, p); }
constexpr Bitboard black_pawn_set(Bitboard p) { return pawn_attack_set(Color::black, p); }
inline constexpr std::array<Bitboard, 64> kKnight = per_square<knight_attack_set>();
inline constexpr std::array<Bitboard, 64> kKing = per_square<king_attack_set>();
inline constexpr std::array<std::array<Bitboard, 64>, 2> kPawn = {per_square<white_pawn_set>(),
                                                                  per_square<black_pawn_set>()};
}  // namespace attack_tables

constexpr Bitboard knight_attacks(Square s) {
  assert(is_valid(s) && "lanefill: square out of range 0..63");
  return attack_tables::kKnight[slot(s)];
}
constexpr Bitboard king_attacks(Square s) {
  assert(is_valid(s) && "lanefill: square out of range 0..63");
  return attack_tables::kKing[slot(s)];
}
constexpr Bitboard pawn_attacks(Color c, Square s) {
  assert(is_valid(s) && (c == Color::white || c == Color::black) && "lanefill: bad square/colour");
  return attack_tables::kPawn[slot(static_cast<int>(c))][slot(s)];
}

// ---------------------------------------------------------------------------
// Lines.

// The whole line (rank, file, diagonal or antidiagonal) through a and b, edge
// to edge, both included; 0 if they share none or a == b.
constexpr Bitboard line(Square a, Square b) {
  assert(is_valid(a) && is_valid(b) && "lanefill: square out of range 0..63");
  if (a == b) return 0;
  const int files = file_of(b) - file_of(a), ranks = rank_of(b) - rank_of(a);
  if (ranks == 0) return reference::rank_line(a);
  if (files == 0) return reference::file_line(a);
  if (files == ranks) return reference::diagonal_line(a);
  if (files == -ranks) return reference::antidiagonal_line(a);
  return 0;
}

// The squares strictly between a and b on their common line; 0 if they share
// no line (or are neighbours, or equal).
constexpr Bitboard between(Square a, Square b) {
  const Bitboard low = square_bb(a < b ? a : b), high = square_bb(a < b ? b : a);
  const Bitboard strictly_inside = (high - 1) & ~(low | (low - 1));  // index range (low, high)
  return line(a, b) & strictly_inside;
}

// ---------------------------------------------------------------------------
// X-rays, pins, checks. Slider attacks here come from the constexpr scalar
// SBAMG reference (no table larger than 64 entries x 4 lines).

constexpr Bitboard rook_attacks_scalar(Square s, Bitboard occupied) {
  return reference::sbamg_rook_attacks(s, occupied);
}
constexpr Bitboard bishop_attacks_scalar(Square s, Bitboard occupied) {
  return reference::sbamg_bishop_attacks(s, occupied);
}

// Attacks of a rook (bishop) on s through the first of `blockers` it meets on
// each ray: the squares behind them up to the next piece of `occupied`. Only
// the squares gained by looking through are returned.
constexpr Bitboard xray_rook_attacks(Square s, Bitboard occupied, Bitboard blockers) {
  const Bitboard attacks = rook_attacks_scalar(s, occupied);
  blockers &= attacks;
  return attacks ^ rook_attacks_scalar(s, occupied ^ blockers);
}
constexpr Bitboard xray_bishop_attacks(Square s, Bitboard occupied, Bitboard blockers) {
  const Bitboard attacks = bishop_attacks_scalar(s, occupied);
  blockers &= attacks;
  return attacks ^ bishop_attacks_scalar(s, occupied ^ blockers);
}

// The pieces of `own` pinned to the king on `king` by an enemy rook-like
// (`enemy_orth`: rooks, queens) or bishop-like (`enemy_diag`: bishops,
// queens) slider: each is the only piece between the king and that slider.
// `occupied` holds every piece of both sides.
constexpr Bitboard pinned(Square king, Bitboard own, Bitboard enemy_orth, Bitboard enemy_diag,
                          Bitboard occupied) {
  assert(is_valid(king) && "lanefill: square out of range 0..63");
  Bitboard snipers =
      (reference::rook_mask(king) & enemy_orth) | (reference::bishop_mask(king) & enemy_diag);
  Bitboard pins = 0;
  while (snipers) {
    const Square s = pop_lsb(snipers);
    const Bitboard inside = between(king, s) & occupied;
    if (inside != 0 && (inside & (inside - 1)) == 0) pins |= inside & own;
  }
  return pins;
}

// The enemy pieces by kind.
struct Pieces {
  Bitboard pawns = 0, knights = 0, bishops = 0, rooks = 0, queens = 0, kings = 0;
  constexpr Bitboard all() const { return pawns | knights | bishops | rooks | queens | kings; }
};

// The pieces of `enemy` giving check to the king of colour `king_color` on
// `king` (a pawn checks from where the king, as a pawn, would capture).
constexpr Bitboard checkers(Square king, Color king_color, const Pieces& enemy, Bitboard occupied) {
  assert(is_valid(king) && "lanefill: square out of range 0..63");
  return (knight_attacks(king) & enemy.knights) | (pawn_attacks(king_color, king) & enemy.pawns) |
         (king_attacks(king) & enemy.kings) |
         (rook_attacks_scalar(king, occupied) & (enemy.rooks | enemy.queens)) |
         (bishop_attacks_scalar(king, occupied) & (enemy.bishops | enemy.queens));
}

// --- static checks -----------------------------------------------------------
static_assert(knight_attacks(B1) == (square_bb(A3) | square_bb(C3) | square_bb(D2)));
static_assert(king_attacks(A1) == (square_bb(A2) | square_bb(B1) | square_bb(B2)));
static_assert(pawn_attacks(Color::white, E4) == (square_bb(D5) | square_bb(F5)));
static_assert(pawn_attacks(Color::black, A5) == square_bb(B4));
static_assert(between(A1, D4) == (square_bb(B2) | square_bb(C3)) && between(A1, B3) == 0);
static_assert(line(A1, C3) == 0x8040201008040201ULL && line(A1, B3) == 0 && line(E4, E4) == 0);
static_assert(pinned(E1, square_bb(E2), square_bb(E8), 0,
                     square_bb(E1) | square_bb(E2) | square_bb(E8)) == square_bb(E2));

}  // namespace lanefill
