// lib/othello.cpp — the dispatched Othello calls of the C++ API (the C API's
// are in lib/capi.cpp).
//
// What runs is the Othello half of the active ISA's dispatched kernels
// (lanefill/dispatch.hpp, othello_kernels()), composed with the attack
// kernels from the plan row's Othello column (lib/plan.cpp, PlanRow::othello).
#include "lanefill/othello.hpp"

#include <stdexcept>
#include <string>

#include "lanefill/dispatch.hpp"

namespace lanefill {

Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  return othello_kernels().moves(player, opponent);
}

Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent) {
  return othello_kernels().flips(square, player, opponent);
}

void othello_moves_batch(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                         std::size_t n) {
  if (n > 0 && (player == nullptr || opponent == nullptr || out == nullptr))
    throw std::invalid_argument("lanefill::othello_moves_batch: null pointer");
  for (std::size_t i = 0; i < n; ++i)
    if (player[i] & opponent[i])
      throw std::invalid_argument("lanefill::othello_moves_batch: player[" + std::to_string(i) +
                                  "] and opponent[" + std::to_string(i) + "] overlap");
  if (n > 0) othello_kernels().moves_batch(player, opponent, out, n);
}

}  // namespace lanefill
