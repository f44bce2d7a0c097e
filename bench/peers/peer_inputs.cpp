// bench/peers/peer_inputs.cpp — the inputs of the kernel peer table
// (bench/engines/peers.sh), from real positions, never uniform random
// boards, written as 24-byte items (peer_harness.h) into DIR:
//   chess.bin              every query of the threat-update workload
//                          (bench/support/threat_inputs.hpp): the squares
//                          whose piece a move changes in the 160 games of
//                          bench/data/games.txt (Stockfish self-play) with
//                          the occupancy of that moment, and their mirrored
//                          copies
//   othello-positions.bin  every node of the Othello perft tree from the
//                          start to depth 6, then every position of 1000
//                          random games from the start (seeded), passes
//                          included: the nodes of perft and of a game's
//                          whole course
//   othello-moves.bin      every legal move of those positions (flips)
//   othello-last.bin       positions with one empty square as an exact
//                          solve reaches them: from each game's position at
//                          14 empty squares, 16 random continuations to one
//                          empty square; both sides' counts of that square
//                          (player, opponent) and (opponent, player)
//
//   peer_inputs DIR     prints the item counts
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "lanefill/native.h"
#include "threat_inputs.hpp"

extern "C" {
#include "peer_harness.h"
}

namespace {

struct SplitMix {  // a seeded generator (splitmix64)
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // One of the set bits of a non-empty set, uniformly.
  int pick(std::uint64_t set) {
    int n = static_cast<int>(next() % static_cast<std::uint64_t>(__builtin_popcountll(set)));
    while (n-- > 0) set &= set - 1;
    return __builtin_ctzll(set);
  }
};

constexpr std::uint64_t kStartPlayer = 0x0000000810000000ULL;  // black: d5, e4
constexpr std::uint64_t kStartOpponent = 0x0000001008000000ULL;

peer_item item(std::uint64_t a, std::uint64_t b, int square) {
  return peer_item{a, b, static_cast<std::uint32_t>(square), 0};
}

// Plays `square` for the player, then hands the move to the opponent.
void play(std::uint64_t& player, std::uint64_t& opponent, int square) {
  const std::uint64_t flips = lanefill_native_othello_flips(square, player, opponent);
  const std::uint64_t mover = player | flips | (1ULL << square);
  player = opponent & ~flips;
  opponent = mover;
}

void perft_nodes(std::uint64_t player, std::uint64_t opponent, int depth,
                 std::vector<peer_item>& positions) {
  positions.push_back(item(player, opponent, 0));
  if (depth == 0) return;
  std::uint64_t moves = lanefill_native_othello_moves(player, opponent);
  if (moves == 0) {
    if (lanefill_native_othello_moves(opponent, player) != 0)
      perft_nodes(opponent, player, depth - 1, positions);
    return;
  }
  for (; moves != 0; moves &= moves - 1) {
    std::uint64_t p = player, o = opponent;
    play(p, o, __builtin_ctzll(moves));
    perft_nodes(p, o, depth - 1, positions);
  }
}

// A random continuation to one empty square; false if the game ends or
// stalls (both sides pass) before.
bool continue_to_one_empty(std::uint64_t player, std::uint64_t opponent, SplitMix& rng,
                           std::vector<peer_item>& last) {
  int passes = 0;
  while (__builtin_popcountll(~(player | opponent)) > 1) {
    const std::uint64_t moves = lanefill_native_othello_moves(player, opponent);
    if (moves == 0) {
      if (++passes == 2) return false;
      std::swap(player, opponent);
      continue;
    }
    passes = 0;
    play(player, opponent, rng.pick(moves));
  }
  const int square = __builtin_ctzll(~(player | opponent));
  last.push_back(item(player, opponent, square));
  last.push_back(item(opponent, player, square));
  return true;
}

void random_games(int games, std::vector<peer_item>& positions, std::vector<peer_item>& last) {
  SplitMix rng{20261129};
  for (int g = 0; g < games; ++g) {
    std::uint64_t player = kStartPlayer, opponent = kStartOpponent;
    int passes = 0;
    while (passes < 2) {
      positions.push_back(item(player, opponent, 0));
      if (__builtin_popcountll(~(player | opponent)) == 14)
        for (int c = 0; c < 16; ++c) continue_to_one_empty(player, opponent, rng, last);
      const std::uint64_t moves = lanefill_native_othello_moves(player, opponent);
      if (moves == 0) {
        ++passes;
        std::swap(player, opponent);
        continue;
      }
      passes = 0;
      play(player, opponent, rng.pick(moves));
    }
  }
}

bool write(const std::string& dir, const char* name, const std::vector<peer_item>& items) {
  const std::string path = dir + "/" + name;
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) {
    std::fprintf(stderr, "peer_inputs: cannot write %s\n", path.c_str());
    return false;
  }
  const bool ok = std::fwrite(items.data(), sizeof(peer_item), items.size(), f) == items.size();
  if (std::fclose(f) != 0 || !ok) {
    std::fprintf(stderr, "peer_inputs: cannot write %s\n", path.c_str());
    return false;
  }
  std::printf("%s: %zu items\n", name, items.size());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  static_assert(sizeof(peer_item) == 24, "peer_item is the 24-byte record of the input files");
  if (argc != 2) {
    std::fprintf(stderr, "usage: peer_inputs DIR\n");
    return 2;
  }
  std::vector<peer_item> chess;
  for (const auto& t : lanefill_bench::threat_items())
    chess.push_back(item(t.occupied, 0, t.square));

  std::vector<peer_item> positions, moves, last;
  perft_nodes(kStartPlayer, kStartOpponent, 6, positions);
  random_games(1000, positions, last);
  for (const peer_item& p : positions)
    for (std::uint64_t m = lanefill_native_othello_moves(p.a, p.b); m != 0; m &= m - 1)
      moves.push_back(item(p.a, p.b, __builtin_ctzll(m)));

  const std::string dir = argv[1];
  return write(dir, "chess.bin", chess) && write(dir, "othello-positions.bin", positions) &&
                 write(dir, "othello-moves.bin", moves) && write(dir, "othello-last.bin", last)
             ? 0
             : 1;
}
