/* examples/universal/othello_perft.c — a whole C program made universal:
 * lanefill_add_universal(lanefill_othello_universal SOURCES othello_perft.c
 * ENTRY main) compiles it once per inline target (scalar, avx2, avx512,
 * avx512icl on x86-64), each copy on lanefill's inline Othello kernels for
 * its flags, and the generated main runs the copy of this CPU.
 *
 *   lanefill-othello-universal [DEPTH]       Othello perft from the start
 *
 * prints the leaves per depth (Edax's convention: a forced pass takes a ply
 * and counts one node, a finished game counts 0) and, on standard error,
 * which copy ran. LANEFILL_ISA forces a lower copy; LANEFILL_UNIVERSAL_REPORT=1
 * says why this one. */
#include <errno.h>
#include <inttypes.h>
#include <lanefill/native.h>
#include <lanefill/universal.h>
#include <stdio.h>
#include <stdlib.h>

LANEFILL_UNIVERSAL_DECLARE(lanefill_othello_universal);

/* The leaves `depth` plies below (player, opponent), player to move. */
static uint64_t leaves(uint64_t player, uint64_t opponent, int depth) {
  uint64_t moves = lanefill_native_othello_moves(player, opponent);
  if (moves == 0) {
    if (lanefill_native_othello_moves(opponent, player) == 0) return 0; /* game over */
    return depth == 1 ? 1 : leaves(opponent, player, depth - 1);        /* a pass */
  }
  if (depth == 1) return (uint64_t)__builtin_popcountll(moves);
  uint64_t total = 0;
  for (; moves; moves &= moves - 1) {
    const int square = __builtin_ctzll(moves);
    const uint64_t flipped = lanefill_native_othello_flips(square, player, opponent);
    total += leaves(opponent & ~flipped, player | flipped | (UINT64_C(1) << square), depth - 1);
  }
  return total;
}

int main(int argc, char** argv) {
  long depth = 9;
  if (argc > 2) {
    fprintf(stderr, "usage: %s [DEPTH]   (1..14)\n", argv[0]);
    return 2;
  }
  if (argc == 2) {
    char* end = NULL;
    errno = 0;
    depth = strtol(argv[1], &end, 10);
    if (errno != 0 || end == argv[1] || *end != '\0' || depth < 1 || depth > 14) {
      fprintf(stderr, "%s: DEPTH must be a number from 1 to 14, not \"%s\"\n", argv[0], argv[1]);
      return 2;
    }
  }
  /* The start: black (to move) on d5 and e4, white on d4 and e5 (a1 = bit 0). */
  const uint64_t black = (UINT64_C(1) << 35) | (UINT64_C(1) << 28);
  const uint64_t white = (UINT64_C(1) << 27) | (UINT64_C(1) << 36);
  fprintf(stderr, "copy: %s (built: %s; kernels: %s)\n",
          lanefill_universal_copy_lanefill_othello_universal(),
          lanefill_universal_copies_lanefill_othello_universal(), LANEFILL_NATIVE_OTHELLO_ISA_NAME);
  for (int d = 1; d <= depth; ++d) printf("perft(%d) = %" PRIu64 "\n", d, leaves(black, white, d));
  return 0;
}
