// bench/support/oracle.hpp — the one independent oracle and random-number
// generator of the project, shared by the tests, the benchmarks' start-up
// checks and the CLI's cross-check (CMake target lanefill_bench_support).
//
// The oracle walks rays square by square with file/rank arithmetic. It uses
// no shift, no wrap mask and no line mask from the library: only the square
// numbering (a1 = 0, h8 = 63) and the dir8 order of Direction.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "lanefill/bitboard.hpp"
#include "lanefill/types.h"

namespace oracle {

using lanefill::Bitboard;
using lanefill::Direction;

// File and rank steps of each direction, in dir8 order.
struct Step {
  int file, rank;
};
inline constexpr std::array<Step, 8> kSteps = {{
    {+1, +1},  // noEa
    {+1, 0},   // east
    {+1, -1},  // soEa
    {0, -1},   // sout
    {-1, -1},  // soWe
    {-1, 0},   // west
    {-1, +1},  // noWe
    {0, +1},   // nort
}};

constexpr Step step_of(Direction d) { return kSteps[static_cast<int>(d)]; }
constexpr bool on_board(int file, int rank) {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}
constexpr Bitboard bit(int file, int rank) { return Bitboard{1} << (rank * 8 + file); }
constexpr bool has(Bitboard b, int file, int rank) { return (b >> (rank * 8 + file)) & 1; }

// Squares attacked from (file, rank) in direction d: walk until the edge,
// the first occupied square included.
constexpr Bitboard attacks_from(int sq, Direction d, Bitboard occupied) {
  const Step s = step_of(d);
  Bitboard attacks = 0;
  for (int f = sq % 8 + s.file, r = sq / 8 + s.rank; on_board(f, r); f += s.file, r += s.rank) {
    attacks |= bit(f, r);
    if (has(occupied, f, r)) break;
  }
  return attacks;
}

// The square itself plus the squares of `pro` reached by walking from it.
constexpr Bitboard occluded_from(int sq, Direction d, Bitboard pro) {
  const Step s = step_of(d);
  Bitboard fill = Bitboard{1} << sq;
  for (int f = sq % 8 + s.file, r = sq / 8 + s.rank; on_board(f, r) && has(pro, f, r);
       f += s.file, r += s.rank)
    fill |= bit(f, r);
  return fill;
}

// Set-wise versions: union over the set bits of the generator.
constexpr Bitboard ray_attacks(Bitboard sliders, Direction d, Bitboard occupied) {
  Bitboard all = 0;
  for (int sq = 0; sq < 64; ++sq)
    if ((sliders >> sq) & 1) all |= attacks_from(sq, d, occupied);
  return all;
}
constexpr Bitboard occluded_fill(Bitboard gen, Direction d, Bitboard pro) {
  Bitboard all = 0;
  for (int sq = 0; sq < 64; ++sq)
    if ((gen >> sq) & 1) all |= occluded_from(sq, d, pro);
  return all;
}

constexpr bool is_orth(Direction d) { return step_of(d).file == 0 || step_of(d).rank == 0; }

constexpr std::array<Bitboard, 8> all_ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> out{};
  for (int i = 0; i < 8; ++i) {
    const Direction d = static_cast<Direction>(i);
    out[i] = ray_attacks(is_orth(d) ? orth : diag, d, occupied);
  }
  return out;
}
constexpr std::array<Bitboard, 8> all_occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty) {
  std::array<Bitboard, 8> out{};
  for (int i = 0; i < 8; ++i) {
    const Direction d = static_cast<Direction>(i);
    out[i] = occluded_fill(is_orth(d) ? orth : diag, d, empty);
  }
  return out;
}
constexpr Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  Bitboard all = 0;
  for (Bitboard r : all_ray_attacks(orth, diag, occupied)) all |= r;
  return all;
}

constexpr Bitboard rook_attacks(int sq, Bitboard occupied) {
  return attacks_from(sq, Direction::east, occupied) | attacks_from(sq, Direction::sout, occupied) |
         attacks_from(sq, Direction::west, occupied) | attacks_from(sq, Direction::nort, occupied);
}
constexpr Bitboard bishop_attacks(int sq, Bitboard occupied) {
  return attacks_from(sq, Direction::noEa, occupied) | attacks_from(sq, Direction::soEa, occupied) |
         attacks_from(sq, Direction::soWe, occupied) | attacks_from(sq, Direction::noWe, occupied);
}
constexpr Bitboard queen_attacks(int sq, Bitboard occupied) {
  return rook_attacks(sq, occupied) | bishop_attacks(sq, occupied);
}

// Threat inputs of a square, walked: per direction the walk to the first
// occupied square; a slider there if its kind moves along the direction,
// and then what lies first the other way from sq.
struct SquareThreats {
  std::array<Bitboard, 8> rays{}, blockers{}, slider{}, discovered{};
  Bitboard orth_attacks = 0, diag_attacks = 0, attackers = 0;
  unsigned directions = 0;
};
constexpr Direction opposite_of(Direction d) {
  const Step s = step_of(d);
  for (int e = 0; e < 8; ++e)
    if (kSteps[e].file == -s.file && kSteps[e].rank == -s.rank) return static_cast<Direction>(e);
  return d;
}
constexpr SquareThreats square_threats(int sq, Bitboard occupied, Bitboard orth, Bitboard diag) {
  SquareThreats t;
  for (int e = 0; e < 8; ++e) {
    const Direction d = static_cast<Direction>(e);
    t.rays[e] = attacks_from(sq, d, occupied);
    t.blockers[e] = t.rays[e] & occupied;
    (is_orth(d) ? t.orth_attacks : t.diag_attacks) |= t.rays[e];
  }
  for (int e = 0; e < 8; ++e) {
    const Direction d = static_cast<Direction>(e);
    const Bitboard kind = is_orth(d) ? orth : diag;
    if ((t.blockers[e] & kind) == 0) continue;
    t.slider[e] = t.blockers[e];
    t.discovered[e] = attacks_from(sq, opposite_of(d), occupied) & occupied;
    t.attackers |= t.blockers[e];
    t.directions |= 1u << e;
  }
  return t;
}

// The full line through sq along d and its opposite, sq included.
constexpr Bitboard line_through(int sq, Direction d) {
  const Direction back = static_cast<Direction>((static_cast<int>(d) + 4) % 8);
  return attacks_from(sq, d, 0) | attacks_from(sq, back, 0) | (Bitboard{1} << sq);
}

// ---------------------------------------------------------------------------
// Deterministic pseudo-random numbers: splitmix64.
class Rng {
 public:
  explicit constexpr Rng(std::uint64_t seed) : state_(seed) {}
  constexpr std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  constexpr int square() { return static_cast<int>(next() & 63); }
  // Uniform in 0..n-1 (n small: the modulo bias is irrelevant here).
  constexpr unsigned below(unsigned n) { return static_cast<unsigned>(next() % n); }

 private:
  std::uint64_t state_;
};

// Board densities used for random occupancies and slider sets.
enum class Density { sparse, and3, and2, plain, or2 };
inline constexpr std::array<Density, 5> kAllDensities = {
    Density::sparse, Density::and3, Density::and2, Density::plain, Density::or2};
inline const char* density_name(Density d) {
  switch (d) {
    case Density::sparse: return "sparse";
    case Density::and3: return "rand&rand&rand";
    case Density::and2: return "rand&rand";
    case Density::plain: return "rand";
    case Density::or2: break;
  }
  return "rand|rand";
}

// A random board of density d: sparse = 1..4 random squares, and3 ~ 8 bits,
// and2 ~ 16 bits (the usual benchmark occupancy), plain ~ 32, or2 ~ 48.
inline Bitboard random_board(Rng& rng, Density d) {
  switch (d) {
    case Density::sparse: {
      Bitboard b = 0;
      const int n = 1 + static_cast<int>(rng.next() % 4);
      for (int i = 0; i < n; ++i) b |= Bitboard{1} << rng.square();
      return b;
    }
    case Density::and3: return rng.next() & rng.next() & rng.next();
    case Density::and2: return rng.next() & rng.next();
    case Density::plain: return rng.next();
    case Density::or2: break;
  }
  return rng.next() | rng.next();
}

// Hand-picked boards: empty, full, edges, wrap traps.
inline std::vector<Bitboard> special_boards() {
  using namespace lanefill;
  return {0,
          kUniverse,
          kFileA,
          kFileH,
          kRank1,
          kRank8,
          kFileA | kFileH,
          kRank1 | kRank8,
          kFileA | kFileH | kRank1 | kRank8,
          ~(kFileA | kFileH | kRank1 | kRank8),
          0x8040201008040201ULL,
          0x0102040810204080ULL,
          0x55aa55aa55aa55aaULL,
          0xaa55aa55aa55aa55ULL,
          0x0000001818000000ULL,
          0x8100000000000081ULL};
}

// Occupancies for the per-square tests: the special boards plus `per_density`
// random boards of every density.
inline std::vector<Bitboard> test_occupancies(std::uint64_t seed, int per_density) {
  std::vector<Bitboard> boards = special_boards();
  Rng rng(seed);
  for (Density d : kAllDensities)
    for (int i = 0; i < per_density; ++i) boards.push_back(random_board(rng, d));
  return boards;
}

// Set-wise cases: orthogonal sliders, diagonal sliders and an occupancy.
struct SliderCase {
  Bitboard orth, diag, occupied;
};

// `per_pair` random cases for every (slider density, occupancy density)
// pair, the sliders inside the occupancy for a third of them and outside it
// for another third; lone sliders of each kind on every square; then sliders
// on every square, on the edges, and none, over each special board.
inline std::vector<SliderCase> slider_cases(std::uint64_t seed, int per_pair) {
  using namespace lanefill;
  std::vector<SliderCase> out;
  Rng rng(seed);
  for (Density sd : kAllDensities)
    for (Density od : kAllDensities)
      for (int i = 0; i < per_pair; ++i) {
        const Bitboard orth = random_board(rng, sd);
        const Bitboard diag = random_board(rng, sd);
        Bitboard occ = random_board(rng, od);
        if (i % 3 == 0) occ |= orth | diag;     // sliders are occupied squares
        if (i % 3 == 1) occ &= ~(orth | diag);  // sliders not in occupied
        out.push_back({orth, diag, occ});
      }
  // Lone sliders (SBAMG and lone-slider shortcuts take other paths): on every
  // square a rook-like, a bishop-like and a queen-like piece, over an empty
  // board, a random one, and random ones with the slider's square set.
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard self = Bitboard{1} << sq;
    const Bitboard boards[4] = {0, rng.next() & rng.next(), (rng.next() & rng.next()) | self,
                                rng.next() | self};
    for (Bitboard occ : boards) {
      out.push_back({self, 0, occ});
      out.push_back({0, self, occ});
      out.push_back({self, self, occ});
    }
  }
  for (Bitboard occ : special_boards()) {
    out.push_back({kUniverse, kUniverse, occ});
    out.push_back({kFileA | kFileH, kRank1 | kRank8, occ});
    out.push_back({kRank1 | kRank8, kFileA | kFileH, occ});
    out.push_back({0, 0, occ});
  }
  return out;
}

inline std::string hex(Bitboard b) {
  char buf[19];
  static const char* digits = "0123456789abcdef";
  buf[0] = '0';
  buf[1] = 'x';
  for (int i = 0; i < 16; ++i) buf[2 + i] = digits[(b >> (60 - 4 * i)) & 15];
  buf[18] = '\0';
  return buf;
}

// An 8x8 diagram, rank 8 on top, '1' for set squares.
inline std::string diagram(Bitboard b) {
  std::string s;
  for (int r = 7; r >= 0; --r) {
    for (int f = 0; f < 8; ++f) {
      s += has(b, f, r) ? '1' : '.';
      s += f < 7 ? ' ' : '\n';
    }
  }
  return s;
}

// ---------------------------------------------------------------------------
// The entries that write through a pointer, with their kernels' signatures
// (oracle_kernels.hpp makes a kernel table of every oracle::<entry>).
inline void occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto fills = all_occluded_fills(orth, diag, ~occupied);
  for (int d = 0; d < 8; ++d) out[d] = fills[static_cast<std::size_t>(d)];
}
inline void ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  const auto rays = all_ray_attacks(orth, diag, occupied);
  for (int d = 0; d < 8; ++d) out[d] = rays[static_cast<std::size_t>(d)];
}
inline void square_rays(int sq, Bitboard occupied, lanefill_square_rays_t* out) {
  const SquareThreats t = square_threats(sq, occupied, 0, 0);
  for (int d = 0; d < 8; ++d) {
    out->rays[d] = t.rays[static_cast<std::size_t>(d)];
    out->blockers[d] = t.blockers[static_cast<std::size_t>(d)];
  }
}
inline void slider_threats(int sq, Bitboard occupied, Bitboard orth, Bitboard diag,
                           lanefill_slider_threats_t* out) {
  const SquareThreats t = square_threats(sq, occupied, orth, diag);
  for (int d = 0; d < 8; ++d) {
    out->slider[d] = t.slider[static_cast<std::size_t>(d)];
    out->discovered[d] = t.discovered[static_cast<std::size_t>(d)];
  }
  out->orth_attacks = t.orth_attacks;
  out->diag_attacks = t.diag_attacks;
  out->attackers = t.attackers;
  out->directions = t.directions;
}

}  // namespace oracle

// The Othello oracle: bench/support/oracle_othello.hpp.
#include "oracle_othello.hpp"
