// python/src/othello_playout.cpp — compiled once per inline target
// (lanefill_add_universal): the random playout of OthelloGames on the inline
// kernels of the copy's flags.
#include "othello_playout.hpp"

#include <lanefill/native.h>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace {

// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators"): one generator per game.
std::uint64_t next_random(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// The k-th set bit of `set` (k < popcount(set)), as a square: PDEP deposits
// bit k of the count onto the k-th set bit in a few cycles on every CPU with
// AVX-512 (Zen 4 and later, Intel); elsewhere (Zen 2 runs PDEP in
// microcode) a loop that clears the lowest bit k times.
int nth_square(std::uint64_t set, int k) {
#if defined(__AVX512F__) && defined(__BMI2__)
  return __builtin_ctzll(_pdep_u64(std::uint64_t{1} << k, set));
#else
  for (; k > 0; --k) set &= set - 1;
  return __builtin_ctzll(set);
#endif
}

}  // namespace

void lanefill_python_othello_playout(LanefillPlayout* p) {
  std::size_t n = p->n;
  while (n > 0) {
    // The moves of every live game in one batch (boards in vector lanes).
    lanefill_native_othello_moves_batch(p->mover, p->other, p->moves, n);
    std::size_t kept = 0;
    for (std::size_t j = 0; j < n; ++j) {
      std::uint64_t m = p->mover[j], o = p->other[j];
      const std::uint32_t i = p->game[j];
      const std::uint64_t moves = p->moves[j];
      if (moves != 0) {
        const auto count = static_cast<std::uint64_t>(__builtin_popcountll(moves));
        // A uniform rank among the moves: the high half of a 32x32 product.
        const auto rank = ((next_random(p->state[j]) >> 32) * count) >> 32;
        const int square = nth_square(moves, static_cast<int>(rank));
        const std::uint64_t flipped = lanefill_native_othello_flips(square, m, o);
        m |= flipped | (std::uint64_t{1} << square);
        o &= ~flipped;
      } else if (lanefill_native_othello_moves(o, m) == 0) {  // neither side moves: over
        const bool white = p->to_move[i] != 0;
        (white ? p->white : p->black)[i] = m;
        (white ? p->black : p->white)[i] = o;
        p->over[i] = 1;
        continue;
      }
      p->to_move[i] ^= 1;  // the move, or the pass, hands the turn over
      p->game[kept] = i;
      p->mover[kept] = o;
      p->other[kept] = m;
      p->state[kept] = p->state[j];
      ++kept;
    }
    n = kept;
  }
  p->n = 0;
}
