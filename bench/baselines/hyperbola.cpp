// bench/baselines/hyperbola.cpp — hyperbola quintessence: o ^ (o - 2s) style
// line attacks, the reverse direction by a byte swap (valid for lines with at
// most one square per rank: file, diagonal, anti-diagonal), and ranks by a
// 64 x 8 table of first-rank attacks. Small tables, no multiply, no BMI2.
#include <array>
#include <cstdint>

#include "baselines.hpp"
#include "slider_masks.hpp"

namespace lanefill_bench::baselines {
namespace {

struct Lines {
  Bitboard file, diag, anti;  // the slider's lines, without its own square
};

std::array<Lines, 64> g_lines;

inline Bitboard byte_swap(Bitboard b) { return __builtin_bswap64(b); }

// Attacks along one line through the slider: the upward ray from o - s, the
// downward one from the same subtraction on the byte-swapped board.
inline Bitboard line_attacks(Bitboard occupied, Bitboard line, Bitboard slider) {
  Bitboard forward = occupied & line;
  Bitboard reverse = byte_swap(forward);
  forward -= slider;
  reverse -= byte_swap(slider);
  return (forward ^ byte_swap(reverse)) & line;
}

inline Bitboard rank_attacks(int square, Bitboard occupied) {
  const int rank_shift = square & 56;
  const unsigned inner = static_cast<unsigned>(occupied >> (rank_shift + 1)) & 63;
  return Bitboard{g_first_rank[inner][square & 7]} << rank_shift;
}

Bitboard line_through(int square, Direction a, Direction b) {
  const Bitboard from = Bitboard{1} << square;
  return walk_rays(from, a, 0) | walk_rays(from, b, 0);
}

}  // namespace

std::array<std::array<std::uint8_t, 8>, 64> g_first_rank;
std::array<DualHyperbolaEntry, 64> g_dual_hyperbola;

void init_hyperbola() {
  static const bool built = [] {
    for (int sq = 0; sq < 64; ++sq)
      g_lines[sq] = {line_through(sq, Direction::nort, Direction::sout),
                     line_through(sq, Direction::noEa, Direction::soWe),
                     line_through(sq, Direction::noWe, Direction::soEa)};
    for (int sq = 0; sq < 64; ++sq) {
      const Lines& l = g_lines[static_cast<std::size_t>(sq)];
      const Bitboard self = Bitboard{1} << sq;
      g_dual_hyperbola[static_cast<std::size_t>(sq)] = {
          {l.file & ~self, l.diag & ~self, l.anti & ~self, 0}, self, byte_swap(self), {0, 0}};
    }
    for (unsigned inner = 0; inner < 64; ++inner)
      for (int file = 0; file < 8; ++file)
        g_first_rank[inner][file] = static_cast<std::uint8_t>(
            walk_rook_attacks(file, Bitboard{inner} << 1) & lanefill::kRank1);
    return true;
  }();
  (void)built;
}

Bitboard hyperbola_queen_attacks(int square, Bitboard occupied) {
  const Lines& l = g_lines[square];
  const Bitboard slider = Bitboard{1} << square;
  return line_attacks(occupied, l.file, slider) | line_attacks(occupied, l.diag, slider) |
         line_attacks(occupied, l.anti, slider) | rank_attacks(square, occupied);
}

LANEFILL_AVX2 Bitboard dual_hyperbola_queen_attacks(int square, Bitboard occupied) {
  return dual_hyperbola_queen(square, occupied);
}

}  // namespace lanefill_bench::baselines
