// bench/engines/egaroucid_perft.cpp — our driver for Egaroucid's perft
// (bench/engines/egaroucid.sh builds it against Egaroucid's src/engine, which
// stays out of this tree): perft from the standard start to DEPTH on one
// thread, a finished game counting one leaf (Egaroucid's convention:
// 212258800 at depth 11), timed in CPU seconds.
//
//   egaroucid_perft [DEPTH]      prints "perft DEPTH: LEAVES leaves in T s"
#include <algorithm>  // before Egaroucid's board.hpp, which uses std::remove_if without it
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "perft.hpp"

namespace {

double cpu_seconds() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

}  // namespace

int main(int argc, char** argv) {
  const int depth = argc > 1 ? std::atoi(argv[1]) : 11;
  if (depth < 1 || depth > 15) {
    std::fprintf(stderr, "egaroucid_perft: depth must be 1..15\n");
    return 2;
  }
  bit_init();
  mobility_init();
  flip_init();
  // The start: black (to move) on d5 and e4, white on d4 and e5; the
  // position is the same under Egaroucid's square order (a1 or h8 first).
  Board board(0x0000000810000000ULL, 0x0000001008000000ULL);
  const double start = cpu_seconds();
  const unsigned long long leaves = perft(&board, depth, false);
  std::printf("perft %d: %llu leaves in %.3f s\n", depth, leaves, cpu_seconds() - start);
  return 0;
}
