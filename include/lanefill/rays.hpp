// lanefill/rays.hpp — every algorithm behind one interface: per-direction
// occluded and attack fills, all eight rays at once, and single-square
// rook/bishop/queen attacks, selected by Algorithm (kernels.hpp) either as a
// template argument or at run time.
#pragma once

#include <array>
#include <cstddef>

#include "lanefill/bitboard.hpp"
#include "lanefill/fills.hpp"
#include "lanefill/hyperbola.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/masks.hpp"
#include "lanefill/sbamg.hpp"

namespace lanefill::reference {

// ---------------------------------------------------------------------------
// The line algorithms (SBAMG, hyperbola quintessence) compute a whole line of
// one slider at a time; set-wise calls loop over the sliders and cut each
// line to the ray half a direction covers.

constexpr bool is_line_algorithm(Algorithm a) {
  return a == Algorithm::sbamg || a == Algorithm::hyperbola;
}
template <Algorithm A>
constexpr Bitboard line_attacks(Square sq, Line l, Bitboard occupied) {
  static_assert(is_line_algorithm(A));
  if constexpr (A == Algorithm::sbamg)
    return sbamg_line_attacks(sq, l, occupied);
  else
    return hyperbola_line_attacks(sq, l, occupied);
}
template <Algorithm A>
constexpr Bitboard line_ray_attacks(Bitboard sliders, Bitboard occupied, Direction d) {
  Bitboard attacks = 0;
  while (sliders) {
    const Square sq = pop_lsb(sliders);
    attacks |= line_attacks<A>(sq, line_of(d), occupied) & ray_half(sq, d);
  }
  return attacks;
}
// Occluded fill from attacks: the generator plus the attacked empty squares.
template <Algorithm A>
constexpr Bitboard line_occluded_fill(Bitboard gen, Bitboard pro, Direction d) {
  return gen | (line_ray_attacks<A>(gen, ~pro, d) & pro);
}

// ---------------------------------------------------------------------------
// One direction, algorithm as a template argument.

template <Algorithm A, Direction D>
constexpr Bitboard occluded_fill(Bitboard gen, Bitboard pro) {
  if constexpr (A == Algorithm::dumb7_cycles)
    return dumb7_occluded_cycles<D>(gen, pro);
  else if constexpr (A == Algorithm::dumb7_loop)
    return dumb7_occluded_loop<D>(gen, pro);
  else if constexpr (A == Algorithm::dumb7_unrolled)
    return dumb7_occluded_unrolled<D>(gen, pro);
  else if constexpr (A == Algorithm::kogge_stone)
    return kogge_stone_occluded<D>(gen, pro);
  else if constexpr (A == Algorithm::rotate_loop)
    return rotate_occluded_loop(gen, pro, D);
  else if constexpr (A == Algorithm::rotate_unrolled)
    return rotate_occluded_unrolled(gen, pro, D);
  else if constexpr (A == Algorithm::rotate_kogge)
    return rotate_occluded_kogge(gen, pro, D);
  else
    return line_occluded_fill<A>(gen, pro, D);
}

// The attack fill: the occluded fill one step further (by a rotate in the
// rotate family), except the unrolled forms, which run one fill cycle less
// (fills.hpp), and the line algorithms, which compute attacks directly.
template <Algorithm A, Direction D>
constexpr Bitboard attack_fill(Bitboard sliders, Bitboard empty) {
  if constexpr (A == Algorithm::dumb7_unrolled)
    return dumb7_attacks_unrolled<D>(sliders, empty);
  else if constexpr (A == Algorithm::rotate_unrolled)
    return rotate_attacks_unrolled(sliders, empty, D);
  else if constexpr (A == Algorithm::rotate_loop || A == Algorithm::rotate_kogge)
    return rotate_shift_one(occluded_fill<A, D>(sliders, empty), D);
  else if constexpr (A == Algorithm::sbamg || A == Algorithm::hyperbola)
    return line_ray_attacks<A>(sliders, ~empty, D);
  else
    return shift_one<D>(occluded_fill<A, D>(sliders, empty));
}

// ---------------------------------------------------------------------------
// One direction, algorithm and direction at run time.

constexpr Bitboard occluded_fill(Algorithm a, Bitboard gen, Bitboard pro, Direction d) {
  switch (a) {
    case Algorithm::dumb7_cycles: return dumb7_occluded_cycles(gen, pro, d);
    case Algorithm::dumb7_loop: return dumb7_occluded_loop(gen, pro, d);
    case Algorithm::dumb7_unrolled: return dumb7_occluded_unrolled(gen, pro, d);
    case Algorithm::kogge_stone: return kogge_stone_occluded(gen, pro, d);
    case Algorithm::rotate_loop: return rotate_occluded_loop(gen, pro, d);
    case Algorithm::rotate_unrolled: return rotate_occluded_unrolled(gen, pro, d);
    case Algorithm::rotate_kogge: return rotate_occluded_kogge(gen, pro, d);
    case Algorithm::sbamg: return line_occluded_fill<Algorithm::sbamg>(gen, pro, d);
    case Algorithm::hyperbola: break;
  }
  return line_occluded_fill<Algorithm::hyperbola>(gen, pro, d);
}

constexpr Bitboard attack_fill(Algorithm a, Bitboard sliders, Bitboard empty, Direction d) {
  switch (a) {
    case Algorithm::dumb7_cycles: return dumb7_attacks_cycles(sliders, empty, d);
    case Algorithm::dumb7_loop: return dumb7_attacks_loop(sliders, empty, d);
    case Algorithm::dumb7_unrolled: return dumb7_attacks_unrolled(sliders, empty, d);
    case Algorithm::kogge_stone: return kogge_stone_attacks(sliders, empty, d);
    case Algorithm::rotate_loop: return rotate_attacks_loop(sliders, empty, d);
    case Algorithm::rotate_unrolled: return rotate_attacks_unrolled(sliders, empty, d);
    case Algorithm::rotate_kogge: return rotate_attacks_kogge(sliders, empty, d);
    case Algorithm::sbamg: return line_ray_attacks<Algorithm::sbamg>(sliders, ~empty, d);
    case Algorithm::hyperbola: break;
  }
  return line_ray_attacks<Algorithm::hyperbola>(sliders, ~empty, d);
}

// ---------------------------------------------------------------------------
// All eight directions (dir8 order). Orthogonal sliders feed the odd lanes
// (east, sout, west, nort), diagonal sliders the even ones.

constexpr Bitboard generator_for(Direction d, Bitboard orth, Bitboard diag) {
  return is_orthogonal(d) ? orth : diag;
}

// The occluded or attack fill of algorithm A in direction D.
template <Algorithm A, bool Attacks, Direction D>
constexpr Bitboard fill_of(Bitboard gen, Bitboard empty) {
  if constexpr (Attacks)
    return attack_fill<A, D>(gen, empty);
  else
    return occluded_fill<A, D>(gen, empty);
}

// The fill of each direction handed to use(i, fill) as it is made, i its
// dir8 index. The kernels write or OR each fill straight from its register:
// collecting eight scalar results in an array first makes the compiler store
// them in pairs and reload them as vectors, a store-forwarding stall per
// pair. (Eight plain calls, no fold: a fold over the directions is a lambda
// the compiler may leave out of line, its captures in memory.)
template <Algorithm A, bool Attacks, class Use>
constexpr void each_fill(Bitboard orth, Bitboard diag, Bitboard empty, Use&& use) {
  use(0, fill_of<A, Attacks, Direction::noEa>(diag, empty));
  use(1, fill_of<A, Attacks, Direction::east>(orth, empty));
  use(2, fill_of<A, Attacks, Direction::soEa>(diag, empty));
  use(3, fill_of<A, Attacks, Direction::sout>(orth, empty));
  use(4, fill_of<A, Attacks, Direction::soWe>(diag, empty));
  use(5, fill_of<A, Attacks, Direction::west>(orth, empty));
  use(6, fill_of<A, Attacks, Direction::noWe>(diag, empty));
  use(7, fill_of<A, Attacks, Direction::nort>(orth, empty));
}
template <Algorithm A, class Use>
constexpr void each_occluded_fill(Bitboard orth, Bitboard diag, Bitboard empty, Use&& use) {
  each_fill<A, false>(orth, diag, empty, use);
}
template <Algorithm A, class Use>
constexpr void each_attack_fill(Bitboard orth, Bitboard diag, Bitboard empty, Use&& use) {
  each_fill<A, true>(orth, diag, empty, use);
}

template <Algorithm A>
constexpr std::array<Bitboard, 8> occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty) {
  std::array<Bitboard, 8> out{};
  each_occluded_fill<A>(orth, diag, empty, [&](std::size_t i, Bitboard fill) { out[i] = fill; });
  return out;
}

// A line algorithm computes a whole line per slider: split it into its two rays.
template <Algorithm A>
constexpr std::array<Bitboard, 8> line_ray_attacks(Bitboard orth, Bitboard diag,
                                                   Bitboard occupied) {
  std::array<Bitboard, 8> out{};
  for (Direction d : kAllDirections) {
    if (!is_positive(d)) continue;  // each line once, from its positive direction
    const Direction back = opposite(d);
    Bitboard sliders = generator_for(d, orth, diag);
    while (sliders) {
      const Square sq = pop_lsb(sliders);
      const Bitboard line = line_attacks<A>(sq, line_of(d), occupied);
      out[slot(index(d))] |= line & squares_above(sq);
      out[slot(index(back))] |= line & squares_below(sq);
    }
  }
  return out;
}

template <Algorithm A>
constexpr std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  if constexpr (is_line_algorithm(A)) {
    return line_ray_attacks<A>(orth, diag, occupied);
  } else {
    std::array<Bitboard, 8> out{};
    each_attack_fill<A>(orth, diag, ~occupied, [&](std::size_t i, Bitboard ray) { out[i] = ray; });
    return out;
  }
}

constexpr Bitboard union_of(const std::array<Bitboard, 8>& rays) {
  Bitboard all = 0;
  for (Bitboard r : rays) all |= r;
  return all;
}

template <Algorithm A>
constexpr Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  if constexpr (is_line_algorithm(A)) {
    return union_of(line_ray_attacks<A>(orth, diag, occupied));
  } else {
    Bitboard all = 0;
    each_attack_fill<A>(orth, diag, ~occupied, [&](std::size_t, Bitboard ray) { all |= ray; });
    return all;
  }
}

template <Algorithm A>
constexpr Bitboard line_rook_attacks(Square sq, Bitboard occupied) {
  return line_attacks<A>(sq, Line::rank, occupied) | line_attacks<A>(sq, Line::file, occupied);
}
template <Algorithm A>
constexpr Bitboard line_bishop_attacks(Square sq, Bitboard occupied) {
  return line_attacks<A>(sq, Line::diagonal, occupied) |
         line_attacks<A>(sq, Line::antidiagonal, occupied);
}

// The attack fills of one slider in the directions Ds, ORed.
template <Algorithm A, Direction... Ds>
constexpr Bitboard attack_fills(Square sq, Bitboard occupied) {
  return (attack_fill<A, Ds>(square_bb(sq), ~occupied) | ...);
}

// Single square: the rays of its piece, orthogonal (Orth) and/or diagonal
// (Diag), straight from the algorithm (line algorithms: its lines).
template <Algorithm A, bool Orth, bool Diag>
constexpr Bitboard piece_attacks(Square sq, Bitboard occupied) {
  using D = Direction;
  Bitboard attacks = 0;
  if constexpr (is_line_algorithm(A)) {
    if constexpr (Orth) attacks |= line_rook_attacks<A>(sq, occupied);
    if constexpr (Diag) attacks |= line_bishop_attacks<A>(sq, occupied);
  } else {
    if constexpr (Orth)
      attacks |= attack_fills<A, D::east, D::sout, D::west, D::nort>(sq, occupied);
    if constexpr (Diag)
      attacks |= attack_fills<A, D::noEa, D::soEa, D::soWe, D::noWe>(sq, occupied);
  }
  return attacks;
}
template <Algorithm A>
constexpr Bitboard rook_attacks(Square sq, Bitboard occupied) {
  return piece_attacks<A, true, false>(sq, occupied);
}
template <Algorithm A>
constexpr Bitboard bishop_attacks(Square sq, Bitboard occupied) {
  return piece_attacks<A, false, true>(sq, occupied);
}
template <Algorithm A>
constexpr Bitboard queen_attacks(Square sq, Bitboard occupied) {
  return piece_attacks<A, true, true>(sq, occupied);
}

// ---------------------------------------------------------------------------
// The same, algorithm at run time.

template <Algorithm A>
struct AlgorithmTag {
  static constexpr Algorithm value = A;
};

// Calls f(AlgorithmTag<a>{}) for the runtime algorithm a.
template <class F>
constexpr auto with_algorithm(Algorithm a, F&& f) {
  switch (a) {
    case Algorithm::dumb7_cycles: return f(AlgorithmTag<Algorithm::dumb7_cycles>{});
    case Algorithm::dumb7_loop: return f(AlgorithmTag<Algorithm::dumb7_loop>{});
    case Algorithm::dumb7_unrolled: return f(AlgorithmTag<Algorithm::dumb7_unrolled>{});
    case Algorithm::kogge_stone: return f(AlgorithmTag<Algorithm::kogge_stone>{});
    case Algorithm::rotate_loop: return f(AlgorithmTag<Algorithm::rotate_loop>{});
    case Algorithm::rotate_unrolled: return f(AlgorithmTag<Algorithm::rotate_unrolled>{});
    case Algorithm::rotate_kogge: return f(AlgorithmTag<Algorithm::rotate_kogge>{});
    case Algorithm::sbamg: return f(AlgorithmTag<Algorithm::sbamg>{});
    case Algorithm::hyperbola: break;
  }
  return f(AlgorithmTag<Algorithm::hyperbola>{});
}

constexpr std::array<Bitboard, 8> occluded_fills(Algorithm a, Bitboard orth, Bitboard diag,
                                                 Bitboard empty) {
  return with_algorithm(
      a, [=](auto t) { return occluded_fills<decltype(t)::value>(orth, diag, empty); });
}
constexpr std::array<Bitboard, 8> ray_attacks(Algorithm a, Bitboard orth, Bitboard diag,
                                              Bitboard occupied) {
  return with_algorithm(
      a, [=](auto t) { return ray_attacks<decltype(t)::value>(orth, diag, occupied); });
}
constexpr Bitboard slider_attacks(Algorithm a, Bitboard orth, Bitboard diag, Bitboard occupied) {
  return union_of(ray_attacks(a, orth, diag, occupied));
}
constexpr Bitboard rook_attacks(Algorithm a, Square sq, Bitboard occupied) {
  return with_algorithm(a, [=](auto t) { return rook_attacks<decltype(t)::value>(sq, occupied); });
}
constexpr Bitboard bishop_attacks(Algorithm a, Square sq, Bitboard occupied) {
  return with_algorithm(a,
                        [=](auto t) { return bishop_attacks<decltype(t)::value>(sq, occupied); });
}
constexpr Bitboard queen_attacks(Algorithm a, Square sq, Bitboard occupied) {
  return with_algorithm(a, [=](auto t) { return queen_attacks<decltype(t)::value>(sq, occupied); });
}

// --- light static checks ----------------------------------------------------
static_assert(queen_attacks(Algorithm::kogge_stone, E4, 0) == queen_mask(E4));
static_assert(rook_attacks(Algorithm::sbamg, A1, kUniverse) == (square_bb(A2) | square_bb(B1)));
static_assert(bishop_attacks(Algorithm::rotate_loop, D4, 0) == bishop_mask(D4));
static_assert(slider_attacks(Algorithm::dumb7_unrolled, square_bb(A1), 0, 0) == rook_mask(A1));
static_assert(queen_attacks(Algorithm::hyperbola, A1, kUniverse) ==
              (square_bb(A2) | square_bb(B1) | square_bb(B2)));

}  // namespace lanefill::reference
