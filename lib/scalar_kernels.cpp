// TEMPORARY skeleton — replaced by the scalar kernel tables (issue #2).
#include "implementations.hpp"
#include "lanefill/reference.hpp"
namespace lanefill::detail {
namespace {
Bitboard ray_set(Bitboard sliders, Bitboard occ, Direction d) {
  Bitboard a = 0;
  while (sliders) a |= scalar::walk_ray(pop_lsb(sliders), d, occ);
  return a;
}
void rays(Bitboard orth, Bitboard diag, Bitboard occ, Bitboard out[8]) {
  for (Direction d : kAllDirections) out[index(d)] = ray_set(is_orthogonal(d) ? orth : diag, occ, d);
}
void occl(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]) {
  rays(orth, diag, ~empty, out);
  for (int i = 0; i < 8; ++i) out[i] = ((i & 1) ? orth : diag) | (out[i] & empty);
}
Bitboard slid(Bitboard o, Bitboard d, Bitboard occ) { Bitboard r[8]; rays(o, d, occ, r); Bitboard u = 0; for (auto x : r) u |= x; return u; }
Bitboard rook(int s, Bitboard occ) { return slid(Bitboard{1} << s, 0, occ); }
Bitboard bishop(int s, Bitboard occ) { return slid(0, Bitboard{1} << s, occ); }
Bitboard queen(int s, Bitboard occ) { return slid(Bitboard{1} << s, Bitboard{1} << s, occ); }
void qb(const std::uint8_t* s, const Bitboard* o, Bitboard* out, std::size_t n) { for (std::size_t i = 0; i < n; ++i) out[i] = queen(s[i], o[i]); }
void sb(const Bitboard* a, const Bitboard* b, const Bitboard* o, Bitboard* out, std::size_t n) { for (std::size_t i = 0; i < n; ++i) out[i] = slid(a[i], b[i], o[i]); }
constexpr AttackKernels kWalk{Algorithm::kogge_stone, Isa::scalar, occl, rays, slid, rook, bishop, queen, qb, sb};
}  // namespace
constinit const Implementation scalar_implementation{
    Isa::scalar, "scalar", "portable 64-bit integer code", {&kWalk, &kWalk, &kWalk, &kWalk, &kWalk, &kWalk, &kWalk, &kWalk}, &kWalk};
}  // namespace lanefill::detail
