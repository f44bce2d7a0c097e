// tools/ray_walk.cpp — the plain ray walk behind ray_walk_kernels().
#include "ray_walk.hpp"

#include <cstddef>
#include <cstdint>

namespace lanefill::cli {
namespace {

// Squares attacked from `s` in direction d: every square up to and including
// the first occupied one, stopping at the board edge.
Bitboard walk(Square s, Direction d, Bitboard occupied) {
  Bitboard attacks = 0;
  Bitboard b = square_bb(s);
  while ((b = shift_one(b, d)) != 0) {
    attacks |= b;
    if ((b & occupied) != 0) break;
  }
  return attacks;
}

Bitboard walk_all(Bitboard sliders, Direction d, Bitboard occupied) {
  Bitboard attacks = 0;
  while (sliders != 0) attacks |= walk(pop_lsb(sliders), d, occupied);
  return attacks;
}

void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  for (const Direction d : kAllDirections)
    out[index(d)] = walk_all(is_orthogonal(d) ? orth : diag, d, occupied);
}

// A fill through `empty` is the generator plus the empty squares its walks reach.
void occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
  ray_attacks(orth, diag, ~empty, out);
  for (const Direction d : kAllDirections)
    out[index(d)] = (is_orthogonal(d) ? orth : diag) | (out[index(d)] & empty);
}

Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  Bitboard rays[8];
  ray_attacks(orth, diag, occupied, rays);
  Bitboard all = 0;
  for (const Bitboard r : rays) all |= r;
  return all;
}

Bitboard rook_attacks(int s, Bitboard occupied) {
  return slider_attacks(Bitboard{1} << s, 0, occupied);
}
Bitboard bishop_attacks(int s, Bitboard occupied) {
  return slider_attacks(0, Bitboard{1} << s, occupied);
}
Bitboard queen_attacks(int s, Bitboard occupied) {
  return slider_attacks(Bitboard{1} << s, Bitboard{1} << s, occupied);
}

void queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                         std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = queen_attacks(squares[i], occupied[i]);
}

void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                          Bitboard* out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = slider_attacks(orth[i], diag[i], occupied[i]);
}

constexpr AttackKernels kRayWalk{Algorithm::dumb7_loop, Isa::scalar, occluded_fills,
                                 ray_attacks,           slider_attacks, rook_attacks,
                                 bishop_attacks,        queen_attacks,  queen_attacks_batch,
                                 slider_attacks_batch};

}  // namespace

const AttackKernels& ray_walk_kernels() { return kRayWalk; }

}  // namespace lanefill::cli
