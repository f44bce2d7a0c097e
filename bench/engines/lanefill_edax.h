/* bench/engines/lanefill_edax.h — lanefill in Edax (our file:
 * bench/engines/edax.sh copies it into the Edax tree it builds, and
 * bench/engines/edax_adopt.py includes it near the end of Edax's board.c,
 * whose own definitions of these functions it renames). Edax's moves,
 * flips and endgame counts through lanefill, in two forms:
 *   inline      lanefill/native.h: the kernels of the build's flags, each
 *               behind a function of Edax's name kept out of line (inlined
 *               into Edax's search the same kernels ran slower,
 *               docs/engines.md)
 *   dispatched  -DLANEFILL_EDAX_CAPI: the C API's dispatched kernel table
 *               (liblanefill.a), lanefill_get_kernels()
 *   checked     -DLANEFILL_EDAX_CAPI_CHECKED: the C API's checked calls
 *               (lanefill_othello_flips, ...), each checking its arguments
 * Edax's conventions are composed here, so that its search, and so its node
 * counts, stay the same: count_last_flip returns twice the flipped discs; a
 * weighted mobility and a potential mobility count the corners twice; a
 * flip on square 64 (a pass) flips nothing. */
#ifndef LANEFILL_EDAX_H
#define LANEFILL_EDAX_H

#include <stdint.h>

#if defined(LANEFILL_EDAX_CAPI_CHECKED)
#include <lanefill/lanefill.h>
#define LANEFILL_EDAX_CALL(name) lanefill_##name
#elif defined(LANEFILL_EDAX_CAPI)
#include <lanefill/lanefill.h>
/* The dispatched table, taken once before main (lanefill_get_kernels(): the
 * active ISA's entries, unchecked, for hot loops); the checked calls
 * (lanefill_othello_flips ...) cost a call and the checks more per move. */
static const lanefill_kernels* lanefill_edax_table;
__attribute__((constructor)) static void lanefill_edax_take_table(void) {
  lanefill_edax_table = lanefill_get_kernels();
}
#define LANEFILL_EDAX_CALL(name) lanefill_edax_table->name
#else
#include <lanefill/native.h>
#define LANEFILL_EDAX_CALL(name) lanefill_native_##name
#endif

#if defined(LANEFILL_EDAX_INLINE)
#define LANEFILL_EDAX_OUT_OF_LINE
#else
#define LANEFILL_EDAX_OUT_OF_LINE __attribute__((noinline))
#endif
#define LANEFILL_EDAX_CORNERS 0x8100000000000081ULL

/* Corners twice: Edax's bit_weighted_count. */
static inline int lanefill_edax_weighted(const uint64_t squares) {
  return bit_count(squares) + bit_count(squares & LANEFILL_EDAX_CORNERS);
}

LANEFILL_EDAX_OUT_OF_LINE uint64_t get_moves(const uint64_t P, const uint64_t O) {
  return LANEFILL_EDAX_CALL(othello_moves)(P, O);
}
LANEFILL_EDAX_OUT_OF_LINE uint64_t flip(const int x, const uint64_t P, const uint64_t O) {
  return x < 64 ? LANEFILL_EDAX_CALL(othello_flips)(x, P, O) : 0;
}
uint64_t board_flip(const Board* board, const int x) {
  return flip(x, board->player, board->opponent);
}
/* Edax passes ~player for the opponent's count, the empty square included:
 * the square is never a disc of the mover here. */
LANEFILL_EDAX_OUT_OF_LINE int count_last_flip(const int x, const uint64_t P) {
  return x < 64 ? 2 * LANEFILL_EDAX_CALL(othello_last_flip_count)(x, P & ~(1ULL << x)) : 0;
}
LANEFILL_EDAX_OUT_OF_LINE int get_stability(const uint64_t P, const uint64_t O) {
  return bit_count(LANEFILL_EDAX_CALL(othello_stable_discs)(P, O));
}
int get_mobility(const uint64_t P, const uint64_t O) {
  return LANEFILL_EDAX_CALL(othello_mobility)(P, O);
}
int get_weighted_mobility(const uint64_t P, const uint64_t O) {
  return lanefill_edax_weighted(get_moves(P, O));
}
LANEFILL_EDAX_OUT_OF_LINE int get_potential_mobility(const uint64_t P, const uint64_t O) {
  return lanefill_edax_weighted(LANEFILL_EDAX_CALL(othello_potential_moves)(P, O));
}

/* `-count check N` (edax_adopt.py adds it to main.c): lanefill's functions
 * above against Edax's own (renamed edax_*, and get_moves_avx2) on the
 * positions of N random games from the start (every position on the way, a
 * pass included) and on N random boards; every empty square's flips, both
 * forms of Edax's last-move count, stability, mobility and potential
 * mobility. Prints the count of positions checked, or the first difference
 * and exits 1. */
static uint64_t lanefill_edax_moves_of_edax(const uint64_t P, const uint64_t O) {
#if USE_SIMD && defined(__AVX2__)
  return get_moves_avx2(_mm256_set1_epi64x((long long)P), _mm256_set1_epi64x((long long)O));
#else
  return edax_get_moves(P, O);
#endif
}

static void lanefill_edax_differs(const char* what, const uint64_t P, const uint64_t O, int x,
                                  long long edax, long long ours) {
  printf("check: %s differs at P=%016llx O=%016llx square %d: Edax %llx, lanefill %llx\n", what,
         (unsigned long long)P, (unsigned long long)O, x, (unsigned long long)edax,
         (unsigned long long)ours);
  exit(1);
}

static void lanefill_edax_check_position(const uint64_t P, const uint64_t O) {
  const uint64_t empty = ~(P | O);
  int x;
  if (lanefill_edax_moves_of_edax(P, O) != get_moves(P, O))
    lanefill_edax_differs("get_moves", P, O, -1, lanefill_edax_moves_of_edax(P, O),
                          get_moves(P, O));
  for (x = 0; x < 64; ++x) {
    if (!((empty >> x) & 1)) continue;
    if (edax_flip(x, P, O) != flip(x, P, O))
      lanefill_edax_differs("flip", P, O, x, edax_flip(x, P, O), flip(x, P, O));
    if (edax_count_last_flip(x, P) != count_last_flip(x, P))
      lanefill_edax_differs("count_last_flip(x, P)", P, O, x, edax_count_last_flip(x, P),
                            count_last_flip(x, P));
    if (edax_count_last_flip(x, ~P) != count_last_flip(x, ~P))
      lanefill_edax_differs("count_last_flip(x, ~P)", P, O, x, edax_count_last_flip(x, ~P),
                            count_last_flip(x, ~P));
  }
  if (edax_get_stability(P, O) != get_stability(P, O))
    lanefill_edax_differs("get_stability", P, O, -1, edax_get_stability(P, O), get_stability(P, O));
  if (edax_get_potential_mobility(P, O) != get_potential_mobility(P, O))
    lanefill_edax_differs("get_potential_mobility", P, O, -1, edax_get_potential_mobility(P, O),
                          get_potential_mobility(P, O));
  if (bit_count(lanefill_edax_moves_of_edax(P, O)) != get_mobility(P, O))
    lanefill_edax_differs("get_mobility", P, O, -1, bit_count(lanefill_edax_moves_of_edax(P, O)),
                          get_mobility(P, O));
  if (bit_weighted_count(lanefill_edax_moves_of_edax(P, O)) != get_weighted_mobility(P, O))
    lanefill_edax_differs("get_weighted_mobility", P, O, -1,
                          bit_weighted_count(lanefill_edax_moves_of_edax(P, O)),
                          get_weighted_mobility(P, O));
}

void lanefill_edax_check(const int games) {
  Random r;
  long long positions = 0;
  int g;
  random_seed(&r, 20261127);
  for (g = 0; g < games; ++g) {
    uint64_t P = 0x0000000810000000ULL, O = 0x0000001008000000ULL, t;
    int passes = 0;
    while (passes < 2) { /* a random game from the start */
      uint64_t moves = lanefill_edax_moves_of_edax(P, O);
      lanefill_edax_check_position(P, O);
      ++positions;
      if (moves) {
        int n = (int)(random_get(&r) % (uint64_t)bit_count(moves)), x;
        while (n-- > 0) moves &= moves - 1;
        x = first_bit(moves);
        t = edax_flip(x, P, O);
        P |= t | (1ULL << x);
        O &= ~t;
        passes = 0;
      } else {
        ++passes;
      }
      t = P;
      P = O;
      O = t;
    }
    { /* a random board: each square empty, the player's or the opponent's */
      const uint64_t a = random_get(&r), b = random_get(&r);
      lanefill_edax_check_position(a & b, a & ~b);
      ++positions;
    }
  }
  printf("check: %lld positions, lanefill's functions equal Edax's\n", positions);
}

#endif /* LANEFILL_EDAX_H */
