// TEMPORARY skeleton — replaced by the scalar reference (issue #2).
#pragma once
#include "lanefill/bitboard.hpp"
namespace lanefill::scalar {
constexpr Bitboard walk_ray(Square s, Direction d, Bitboard occupied) {
  Bitboard attacks = 0, b = square_bb(s);
  while ((b = shift_one(b, d)) != 0) {
    attacks |= b;
    if (b & occupied) break;
  }
  return attacks;
}
}  // namespace lanefill::scalar
