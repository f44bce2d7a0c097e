/* bench/engines/lanefill_edax.h — lanefill in Edax (our file:
 * bench/engines/edax.sh copies it into the Edax tree it builds, and
 * bench/engines/edax_adopt.py includes it at the end of Edax's board.c,
 * whose own definitions of these functions it renames). Edax's moves,
 * flips and endgame counts through lanefill, in two forms:
 *   inline      lanefill/native.h: the kernels of the build's flags, each
 *               behind a function of Edax's name kept out of line (inlined
 *               into Edax's search the same kernels ran slower,
 *               docs/engines.md)
 *   dispatched  -DLANEFILL_EDAX_CAPI: the checked C API (liblanefill.a)
 * Edax's conventions are composed here, so that its search, and so its node
 * counts, stay the same: count_last_flip returns twice the flipped discs; a
 * weighted mobility and a potential mobility count the corners twice; a
 * flip on square 64 (a pass) flips nothing. */
#ifndef LANEFILL_EDAX_H
#define LANEFILL_EDAX_H

#include <stdint.h>

#if defined(LANEFILL_EDAX_CAPI)
#include <lanefill/lanefill.h>
#define LANEFILL_EDAX_CALL(name) lanefill_##name
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

#endif /* LANEFILL_EDAX_H */
