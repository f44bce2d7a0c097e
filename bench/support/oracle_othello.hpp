// bench/support/oracle_othello.hpp — the Othello half of THE one oracle
// (bench/support/oracle.hpp includes it): moves, flips and the endgame's
// counts from the rules, one square and one direction at a time, sharing
// nothing with the kernels it checks.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "lanefill/bitboard.hpp"
#include "oracle.hpp"

namespace oracle {

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
// The same in the kernel's signature.
inline void othello_full_lines(Bitboard occupied, Bitboard out[4]) {
  const auto full = othello_full_lines(occupied);
  for (std::size_t k = 0; k < 4; ++k) out[k] = full[k];
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
