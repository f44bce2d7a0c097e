// examples/othello/solve_search.hpp — the exact endgame search, written once
// over a kernel policy K:
//   moves(p, o), flips(square, p, o)         the move generator
//   last_flip_count(square, p)               discs the last move flips
//   stable_discs(p, o), potential_moves(p, o), mobility(p, o)
// Internal linkage and no library inline functions: solve_native.cpp
// compiles it once per target with that target's ISA flags
// (tests/odr_check.cmake), othello_solve.cpp over the kernel tables.
//
// Scores are final disc differences from the side to move's view, the empty
// squares going to the winner: -64..64. The search is fail-soft alpha-beta
// with null windows after the first move (principal variation search):
//   - with one empty square left, the last move's count decides;
//   - with a few left, the empties are tried in place, odd regions first;
//   - deeper, the moves are sorted fastest-first (fewest replies for the
//     opponent, corners twice, then potential mobility), a transposition
//     table keeps bounds and best moves, and the stability cutoff ends a
//     node whose best reachable score (64 minus twice the opponent's stable
//     discs) is no better than alpha.
#pragma once

#include <cstdint>

#include "bits.hpp"
#include "solve_table.hpp"

namespace lanefill::othello_example {
namespace {

constexpr int kSolveScoreMax = 64;
constexpr int kSolveNoMove = 64;
// From this many empties on, the search sorts moves and uses the table.
constexpr int kSolveSortedEmpties = 7;
constexpr std::uint64_t kSolveCorners = 0x8100000000000081;

// std::max and std::min are library inline functions (solve_search.hpp
// shares no code between targets).
inline int solve_max(int a, int b) { return a > b ? a : b; }
inline int solve_min(int a, int b) { return a < b ? a : b; }

// The final score of a position where nobody moves any more.
inline int solve_final_score(std::uint64_t player, std::uint64_t opponent) {
  const int p = examples::bit_count(player), o = examples::bit_count(opponent);
  const int empties = 64 - p - o;
  const int diff = p - o;
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

// A 64-bit key of a position (the MurmurHash3 finalizer over both sides).
inline std::uint64_t solve_key(std::uint64_t player, std::uint64_t opponent) {
  std::uint64_t h = player * 0x9e3779b97f4a7c15 ^ (opponent + 0x632be59bd9b4e019);
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccd;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53;
  return h ^ (h >> 33);
}

// A slot's data: lower and upper bound (+64 each), best move, empties, and a
// bit that tells a stored slot from an empty one.
struct SolveBounds {
  int lower = -kSolveScoreMax, upper = kSolveScoreMax, move = kSolveNoMove;
};
inline std::uint64_t solve_pack(const SolveBounds& b) {
  return static_cast<std::uint64_t>(b.lower + kSolveScoreMax) |
         static_cast<std::uint64_t>(b.upper + kSolveScoreMax) << 8 |
         static_cast<std::uint64_t>(b.move) << 16 | std::uint64_t{1} << 32;
}
inline SolveBounds solve_unpack(std::uint64_t data) {
  return {static_cast<int>(data & 0xff) - kSolveScoreMax,
          static_cast<int>(data >> 8 & 0xff) - kSolveScoreMax, static_cast<int>(data >> 16 & 0xff)};
}

inline bool solve_probe(const SolveTableView& t, std::uint64_t key, SolveBounds& out) {
  const SolveSlot& s = t.slots[key & t.mask];
  const std::uint64_t data = __atomic_load_n(&s.data, __ATOMIC_RELAXED);
  const std::uint64_t check = __atomic_load_n(&s.check, __ATOMIC_RELAXED);
  if ((check ^ data) != key || (data >> 32) == 0) return false;
  out = solve_unpack(data);
  return true;
}
inline void solve_store(const SolveTableView& t, std::uint64_t key, const SolveBounds& b) {
  SolveSlot& s = t.slots[key & t.mask];
  const std::uint64_t data = solve_pack(b);
  __atomic_store_n(&s.check, key ^ data, __ATOMIC_RELAXED);
  __atomic_store_n(&s.data, data, __ATOMIC_RELAXED);
}

// The squares next to each square (Edax's NEIGHBOUR): a move there flips
// only if an opponent disc is among them.
inline std::uint64_t solve_neighbours(int square) {
  const std::uint64_t b = std::uint64_t{1} << square;
  const std::uint64_t not_a = 0xfefefefefefefefe, not_h = 0x7f7f7f7f7f7f7f7f;
  const std::uint64_t sides = ((b << 1) & not_a) | ((b >> 1) & not_h);
  const std::uint64_t row = sides | b;
  return sides | (row << 8) | (row >> 8);
}

template <class K>
class SolveSearch {
 public:
  SolveSearch(K k, SolveTableView table) : k_(k), table_(table) {}

  // The exact score if it lies in (alpha, beta); else a bound past it.
  int search(std::uint64_t player, std::uint64_t opponent, int alpha, int beta) {
    const int empties = 64 - examples::bit_count(player | opponent);
    if (empties == 0) {
      ++nodes_;
      return solve_final_score(player, opponent);
    }
    if (empties == 1) return last_move(player, opponent);
    if (empties < kSolveSortedEmpties) return shallow(player, opponent, alpha, beta, false);
    return deep(player, opponent, alpha, beta, empties, false);
  }

  std::uint64_t nodes() const { return nodes_; }

 private:
  // One empty square: whoever can move there does, else the game is over.
  int last_move(std::uint64_t player, std::uint64_t opponent) {
    ++nodes_;
    const std::uint64_t empty = ~(player | opponent);
    const int square = __builtin_ctzll(empty);
    const int p = examples::bit_count(player);
    if (const int n = k_.last_flip_count(square, player)) return 2 * (p + 1 + n) - 64;
    if (const int n = k_.last_flip_count(square, opponent)) return 2 * (p - n) - 64;
    return 2 * p - 63 > 0 ? 2 * p - 62 : 2 * p - 64;  // the empty square to the winner
  }

  // A few empties: each tried in place (a move flips something or is not
  // legal), empties in regions with an odd count first (parity).
  int shallow(std::uint64_t player, std::uint64_t opponent, int alpha, int beta, bool passed) {
    ++nodes_;
    const std::uint64_t empty = ~(player | opponent);
    std::uint64_t odd = 0;
    constexpr std::uint64_t kQuadrants[4] = {0x000000000f0f0f0f, 0x00000000f0f0f0f0,
                                             0x0f0f0f0f00000000, 0xf0f0f0f000000000};
    for (const std::uint64_t quadrant : kQuadrants)
      if (examples::bit_count(empty & quadrant) & 1) odd |= quadrant;
    int best = -kSolveScoreMax - 1;
    const std::uint64_t groups[2] = {empty & odd, empty & ~odd};
    for (const std::uint64_t group : groups) {
      for (std::uint64_t squares = group; squares; squares &= squares - 1) {
        const int square = __builtin_ctzll(squares);
        if ((solve_neighbours(square) & opponent) == 0) continue;
        const std::uint64_t f = k_.flips(square, player, opponent);
        if (f == 0) continue;
        const std::uint64_t next_p = opponent & ~f;
        const std::uint64_t next_o = player | f | std::uint64_t{1} << square;
        const int score = -search(next_p, next_o, -beta, -solve_max(alpha, best));
        if (score > best) {
          best = score;
          if (best >= beta) return best;
        }
      }
    }
    if (best > -kSolveScoreMax - 1) return best;
    if (passed) return solve_final_score(player, opponent);  // nobody can move
    return -shallow(opponent, player, -beta, -alpha, true);
  }

  // The stability cutoff's bound: the opponent's stable discs stay theirs.
  int stability_bound(std::uint64_t player, std::uint64_t opponent) {
    return kSolveScoreMax - 2 * examples::bit_count(k_.stable_discs(opponent, player));
  }

  // How good a move looks for sorting (lower first): the opponent's replies
  // (corners twice), then its potential mobility.
  int reply_cost(std::uint64_t next_player, std::uint64_t next_opponent) {
    const std::uint64_t replies = k_.moves(next_player, next_opponent);
    const std::uint64_t potential = k_.potential_moves(next_player, next_opponent);
    return 64 * (examples::bit_count(replies) + examples::bit_count(replies & kSolveCorners)) +
           examples::bit_count(potential) + examples::bit_count(potential & kSolveCorners);
  }

  int deep(std::uint64_t player, std::uint64_t opponent, int alpha, int beta, int empties,
           bool passed) {
    ++nodes_;
    // Stability: worth computing only where the opponent's discs could
    // bring the best reachable score down to alpha.
    if (kSolveScoreMax - 2 * examples::bit_count(opponent) <= alpha) {
      const int bound = stability_bound(player, opponent);
      if (bound <= alpha) return bound;
      if (bound < beta) beta = bound;
    }
    const std::uint64_t key = solve_key(player, opponent);
    SolveBounds stored;
    int hint = kSolveNoMove;
    if (solve_probe(table_, key, stored)) {
      if (stored.lower >= beta) return stored.lower;
      if (stored.upper <= alpha) return stored.upper;
      if (stored.lower == stored.upper) return stored.lower;
      alpha = solve_max(alpha, stored.lower);
      beta = solve_min(beta, stored.upper);
      hint = stored.move;
    }
    std::uint64_t moves = k_.moves(player, opponent);
    if (moves == 0) {
      if (passed) return solve_final_score(player, opponent);
      return -deep(opponent, player, -beta, -alpha, empties, true);
    }
    // The moves, sorted: the table's move first, then by reply_cost.
    struct Move {
      int square, cost;
      std::uint64_t flips;
    };
    Move list[64];
    int n = 0;
    for (; moves; moves &= moves - 1) {
      const int square = __builtin_ctzll(moves);
      const std::uint64_t f = k_.flips(square, player, opponent);
      const int cost =
          square == hint ? -1 : reply_cost(opponent & ~f, player | f | std::uint64_t{1} << square);
      int i = n++;
      for (; i > 0 && list[i - 1].cost > cost; --i) list[i] = list[i - 1];
      list[i] = {square, cost, f};
    }
    const int alpha_in = alpha;
    int best = -kSolveScoreMax - 1, best_move = kSolveNoMove;
    for (int i = 0; i < n; ++i) {
      const Move& m = list[i];
      const std::uint64_t next_p = opponent & ~m.flips;
      const std::uint64_t next_o = player | m.flips | std::uint64_t{1} << m.square;
      const int floor = solve_max(alpha, best);
      int score;
      if (i == 0) {
        score = -search(next_p, next_o, -beta, -floor);
      } else {  // a null window first: is it better than the best so far?
        score = -search(next_p, next_o, -floor - 1, -floor);
        if (score > floor && score < beta) score = -search(next_p, next_o, -beta, -score);
      }
      if (score > best) {
        best = score;
        best_move = m.square;
        if (best >= beta) break;
      }
    }
    SolveBounds b;
    b.move = best_move;
    if (best > alpha_in) b.lower = best;
    if (best < beta) b.upper = best;
    solve_store(table_, key, b);
    return best;
  }

  K k_;  // the policy, held by value (it is small: empty, or a reference)
  SolveTableView table_;
  std::uint64_t nodes_ = 0;
};

}  // namespace
}  // namespace lanefill::othello_example
