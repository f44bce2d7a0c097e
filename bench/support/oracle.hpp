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
// Othello, square by square: the opponent discs a move on `sq` flips (0 if
// the square is occupied or nothing flips), and the legal moves.
inline Bitboard othello_flips(int sq, Bitboard me, Bitboard them) {
  if (((me | them) >> sq) & 1) return 0;
  Bitboard all = 0;
  for (const Step s : kSteps) {
    Bitboard run = 0;
    int f = sq % 8 + s.file, r = sq / 8 + s.rank;
    for (; on_board(f, r) && has(them, f, r); f += s.file, r += s.rank) run |= bit(f, r);
    if (run && on_board(f, r) && has(me, f, r)) all |= run;
  }
  return all;
}
inline Bitboard othello_moves(Bitboard me, Bitboard them) {
  Bitboard m = 0;
  for (int sq = 0; sq < 64; ++sq)
    if (othello_flips(sq, me, them)) m |= Bitboard{1} << sq;
  return m;
}

// ---------------------------------------------------------------------------
// The Othello endgame, square by square, from the definitions (the library's
// kernels and lanefill/othello.hpp compute them other ways).

// The four axes in Line order: rank (east), file (nort), diagonal a1-h8
// (noEa), antidiagonal h1-a8 (noWe).
inline constexpr std::array<Step, 4> kAxes = {{{+1, 0}, {0, +1}, {+1, +1}, {-1, +1}}};

inline int othello_mobility(Bitboard me, Bitboard them) {
  return __builtin_popcountll(othello_moves(me, them));
}
// The last move on `sq`: every square but `sq` and the player's discs is the
// opponent's.
inline int othello_last_flip_count(int sq, Bitboard me) {
  const Bitboard self = Bitboard{1} << sq;
  if (me & self) return 0;
  return __builtin_popcountll(othello_flips(sq, me, ~(me | self)));
}
// Empty squares next to an opponent disc that has a square beyond it on the
// other side along the same axis.
inline Bitboard othello_potential_moves(Bitboard me, Bitboard them) {
  Bitboard out = 0;
  for (int f = 0; f < 8; ++f)
    for (int r = 0; r < 8; ++r) {
      if (!has(them, f, r)) continue;
      for (const Step a : kAxes)
        if (on_board(f + a.file, r + a.rank) && on_board(f - a.file, r - a.rank))
          out |= bit(f + a.file, r + a.rank) | bit(f - a.file, r - a.rank);
    }
  return out & ~(me | them);
}
// Per axis, the squares whose whole line along it (to both edges) is occupied.
inline std::array<Bitboard, 4> othello_full_lines(Bitboard occupied) {
  std::array<Bitboard, 4> full{};
  for (std::size_t k = 0; k < 4; ++k)
    for (int f = 0; f < 8; ++f)
      for (int r = 0; r < 8; ++r) {
        bool all = true;
        for (int side = -1; side <= 1; side += 2)
          for (int g = f, s = r; on_board(g, s);
               g += side * kAxes[k].file, s += side * kAxes[k].rank)
            all = all && has(occupied, g, s);
        if (all) full[k] |= bit(f, r);
      }
  return full;
}

// The stable discs of one edge (8 squares, `squares` in order along it):
// the player's discs that no sequence of discs placed on the edge's empty
// squares, by either side in any order, flipping along the edge only, ever
// flips; each state's answer kept (the states are few).
class EdgeStability {
 public:
  explicit EdgeStability(std::array<int, 8> squares) : squares_(squares) {}
  Bitboard stable(Bitboard me, Bitboard them) {
    const Bitboard edge = mask();
    return search(me & edge, them & edge);
  }

 private:
  Bitboard mask() const {
    Bitboard m = 0;
    for (int sq : squares_) m |= Bitboard{1} << sq;
    return m;
  }
  // The side with `mover` places a disc on the i-th square of the edge.
  std::pair<Bitboard, Bitboard> place(Bitboard mover, Bitboard other, int i) const {
    mover |= Bitboard{1} << squares_[static_cast<std::size_t>(i)];
    for (int step = -1; step <= 1; step += 2) {
      Bitboard run = 0;
      int j = i + step;
      for (; j >= 0 && j < 8 && (other >> squares_[static_cast<std::size_t>(j)] & 1); j += step)
        run |= Bitboard{1} << squares_[static_cast<std::size_t>(j)];
      if (j >= 0 && j < 8 && (mover >> squares_[static_cast<std::size_t>(j)] & 1)) {
        mover |= run;
        other &= ~run;
      }
    }
    return {mover, other};
  }
  Bitboard search(Bitboard me, Bitboard them) {
    const auto key = std::make_pair(me, them);
    if (const auto it = known_.find(key); it != known_.end()) return it->second;
    Bitboard s = me;
    for (int i = 0; i < 8 && s; ++i) {
      if (((me | them) >> squares_[static_cast<std::size_t>(i)]) & 1) continue;
      const auto [m1, t1] = place(me, them, i);
      s &= search(m1, t1);
      const auto [t2, m2] = place(them, me, i);
      s &= search(m2, t2);
    }
    known_[key] = s;
    return s;
  }
  std::array<int, 8> squares_;
  std::map<std::pair<Bitboard, Bitboard>, Bitboard> known_;
};

// The player's stable discs: the edges' stable discs, then inner discs (b2..g7)
// that along every axis lie on a full line or next to a stable disc, until
// no disc is added.
inline Bitboard othello_stable_discs(Bitboard me, Bitboard them) {
  static thread_local EdgeStability rank1({0, 1, 2, 3, 4, 5, 6, 7}),
      rank8({56, 57, 58, 59, 60, 61, 62, 63}), file_a({0, 8, 16, 24, 32, 40, 48, 56}),
      file_h({7, 15, 23, 31, 39, 47, 55, 63});
  Bitboard stable = rank1.stable(me, them) | rank8.stable(me, them) | file_a.stable(me, them) |
                    file_h.stable(me, them);
  const std::array<Bitboard, 4> full = othello_full_lines(me | them);
  for (bool grew = true; grew;) {
    grew = false;
    for (int f = 1; f < 7; ++f)
      for (int r = 1; r < 7; ++r) {
        if (!has(me, f, r) || has(stable, f, r)) continue;
        bool held = true;
        for (std::size_t k = 0; k < 4; ++k)
          held = held && (has(full[k], f, r) || has(stable, f + kAxes[k].file, r + kAxes[k].rank) ||
                          has(stable, f - kAxes[k].file, r - kAxes[k].rank));
        if (held) {
          stable |= bit(f, r);
          grew = true;
        }
      }
  }
  return stable;
}

// One case of for_each_othello_run: `player` is to play `square`; from there
// a run of `length` opponent discs goes in direction `step`, closed by an own
// disc (end 0), an empty square (1) or the board's edge (2).
struct OthelloRun {
  int square;
  Step step;
  int length;
  int end;
  Bitboard player, opponent;
};

// Every square, every direction, every run length 0..6, every closing that
// fits on the board; each bare and with three random fillings of unrelated
// discs (never on the square itself). A player without a disc gets one far
// from the run, so moves are never trivially empty. Calls visit(run) until it
// returns false; returns how many cases it visited.
template <class Visit>
int for_each_othello_run(Rng& rng, Visit visit) {
  int cases = 0;
  for (int sq = 0; sq < 64; ++sq) {
    for (const Step step : kSteps) {
      for (int len = 0; len <= 6; ++len) {
        for (int end = 0; end < 3; ++end) {
          Bitboard me = 0, them = 0;
          int f = sq % 8 + step.file, r = sq / 8 + step.rank, placed = 0;
          for (; placed < len && on_board(f, r); ++placed, f += step.file, r += step.rank)
            them |= bit(f, r);
          if (placed < len) continue;  // no room for this run here
          if (end == 0 && !on_board(f, r)) continue;
          if (end == 2 && on_board(f, r)) continue;
          if (end == 0) me |= bit(f, r);
          const Bitboard self = bit(sq % 8, sq / 8);
          if (me == 0) me = (Bitboard{1} << ((sq + 32) & 63)) & ~them & ~self;
          for (int noise = 0; noise < 4; ++noise) {
            Bitboard extra_me = 0, extra_them = 0;
            if (noise > 0) {
              const Bitboard keep = ~(me | them | self);
              extra_me = rng.next() & rng.next() & keep;
              extra_them = rng.next() & rng.next() & keep & ~extra_me;
            }
            ++cases;
            if (!visit(OthelloRun{sq, step, len, end, me | extra_me, them | extra_them}))
              return cases;
          }
        }
      }
    }
  }
  return cases;
}

}  // namespace oracle
