// tests/reference_cases.hpp — the boards and set-wise cases the reference
// tests share (test_reference.cpp, test_reference_lines.cpp), with their
// oracle answers (bench/support/oracle.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "lanefill/reference.hpp"
#include "oracle.hpp"

namespace reference_cases {

using lanefill::Bitboard;
using lanefill::Direction;
namespace reference = lanefill::reference;

constexpr int kRandomPerDensity = 12;  // per-square tests: 16 special + 5 x 12 boards
constexpr int kRandomSetCases = 1500;  // set-wise tests: random cases in total

inline const std::vector<Bitboard>& occupancies() {
  static const std::vector<Bitboard> boards =
      oracle::test_occupancies(0x1a2b3c4d, kRandomPerDensity);
  return boards;
}

// The k-th board with the square sq set or cleared, alternating over k and sq
// so every board is seen both ways across the squares.
inline Bitboard toggle_own_square(Bitboard occ, int sq, std::size_t k) {
  const Bitboard self = Bitboard{1} << sq;
  return (k + static_cast<std::size_t>(sq)) % 2 ? occ | self : occ & ~self;
}

inline std::string dir_text(Direction d) { return std::string(lanefill::name_of(d)); }

// Set-wise cases with their oracle answers, computed once for all tests.
struct SetCase {
  Bitboard orth, diag, occupied;
  std::array<Bitboard, 8> rays, fills;  // fills: propagator ~occupied
  Bitboard all;
};
inline const std::vector<SetCase>& set_cases() {
  static const std::vector<SetCase> cases = [] {
    std::vector<SetCase> out;
    for (const oracle::SliderCase& c : oracle::slider_cases(0x5e7c0de, kRandomSetCases / 25))
      out.push_back({c.orth, c.diag, c.occupied,
                     oracle::all_ray_attacks(c.orth, c.diag, c.occupied),
                     oracle::all_occluded_fills(c.orth, c.diag, ~c.occupied),
                     oracle::slider_attacks(c.orth, c.diag, c.occupied)});
    return out;
  }();
  return cases;
}

// {select(DirectionTag<noEa>{}), ..., select(DirectionTag<nort>{})}: one
// template instantiation per direction, as an array in dir8 order.
template <class Select, int... I>
constexpr auto per_direction(Select select, std::integer_sequence<int, I...>) {
  return std::array{select(reference::DirectionTag<static_cast<Direction>(I)>{})...};
}
template <class Select>
constexpr auto per_direction(Select select) {
  return per_direction(select, std::make_integer_sequence<int, 8>{});
}

}  // namespace reference_cases
