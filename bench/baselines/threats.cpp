// bench/baselines/threats.cpp — the table of the threat-update baselines
// (lookups.hpp): g_beyond[slider][square], the squares on the ray from the
// slider through the square that lie beyond it (0 where the two share no
// line), from the oracle's empty-board walks.
#include <cstddef>

#include "lookups.hpp"
#include "oracle.hpp"

namespace lanefill_bench::baselines {

std::array<std::array<Bitboard, 64>, 64> g_beyond;

void init_threats() {
  for (auto& row : g_beyond) row.fill(0);
  for (int slider = 0; slider < 64; ++slider)
    for (const lanefill::Direction d : lanefill::kAllDirections) {
      const Bitboard ray = oracle::attacks_from(slider, d, 0);
      for (Bitboard r = ray; r != 0; r &= r - 1) {
        const int square = __builtin_ctzll(r);
        g_beyond[static_cast<std::size_t>(slider)][static_cast<std::size_t>(square)] =
            oracle::attacks_from(square, d, 0);
      }
    }
}

LANEFILL_BMI2 Bitboard pext_threat_digest(int square, Bitboard occupied, Bitboard orth,
                                          Bitboard diag) {
  return pext_threats(square, occupied, orth, diag);
}
Bitboard magic_threat_digest(int square, Bitboard occupied, Bitboard orth, Bitboard diag) {
  return magic_threats(square, occupied, orth, diag);
}
LANEFILL_AVX2 Bitboard dual_hyperbola_threat_digest(int square, Bitboard occupied, Bitboard orth,
                                                    Bitboard diag) {
  return dual_hyperbola_threats(square, occupied, orth, diag);
}

}  // namespace lanefill_bench::baselines
