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

// The position of the k-th set bit of each byte value: kBitOfRank[k][byte].
struct ByteSelect {
  std::uint8_t bit_of_rank[8][256];
};
constexpr ByteSelect make_byte_select() {
  ByteSelect t{};
  for (int byte = 0; byte < 256; ++byte)
    for (int bit = 0, rank = 0; bit < 8; ++bit)
      if ((byte >> bit) & 1) t.bit_of_rank[rank++][byte] = static_cast<std::uint8_t>(bit);
  return t;
}
constexpr ByteSelect kByteSelect = make_byte_select();
static_assert(kByteSelect.bit_of_rank[2][0b10110100] == 5);

// The k-th set bit of `set` (k < popcount(set)) without a branch or PDEP
// (after Vigna, "Broadword Implementation of Rank/Select Queries"): the
// bytes' popcounts, their running sums by one multiply, the byte that holds
// bit k by a bytewise compare, then the bit within it from a 2 KB table.
int nth_square_broadword(std::uint64_t set, int k) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  std::uint64_t s = set - ((set >> 1) & 0x5555555555555555ULL);
  s = (s & 0x3333333333333333ULL) + ((s >> 2) & 0x3333333333333333ULL);
  s = (s + (s >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  const std::uint64_t running = s * kOnes;  // byte i: the set bits of bytes 0..i
  // High bit of byte i where running_i <= k (all values < 128: no borrow).
  const std::uint64_t at_most_k =
      (((static_cast<std::uint64_t>(k) * kOnes) | kHigh) - running) & kHigh;
  const int byte = static_cast<int>(((at_most_k >> 7) * kOnes) >> 56);  // how many bytes
  const int before = static_cast<int>(((running << 8) >> (8 * byte)) & 0xFF);
  const auto bits = static_cast<unsigned>((set >> (8 * byte)) & 0xFF);
  return 8 * byte + kByteSelect.bit_of_rank[k - before][bits];
}

// The k-th set bit of `set` (k < popcount(set)), as a square: PDEP deposits
// bit k of the count onto the k-th set bit in a few cycles where `fast_pdep`
// says so (Intel, Zen 3 and later); Zen 1 and 2 run PDEP in microcode, and
// copies without BMI2 have none: the broadword select there.
int nth_square(std::uint64_t set, int k, int fast_pdep) {
#if defined(__BMI2__)
  if (fast_pdep) return __builtin_ctzll(_pdep_u64(std::uint64_t{1} << k, set));
#else
  (void)fast_pdep;
#endif
  return nth_square_broadword(set, k);
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
        const int square = nth_square(moves, static_cast<int>(rank), p->fast_pdep);
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
