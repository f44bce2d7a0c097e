/* bench/peers/peer_edax.c — Edax's Othello kernels in the peer table: its
 * whole program (src/all.c, one translation unit, as its Makefile builds
 * it, main renamed) with the kernels called inline from the timing loops.
 * peers.sh builds it once per variant with Edax's CFLAGS (clang -O3 -flto
 * -ffast-math -march=native ...) and the variant's settings.h choice:
 *   -DMOVE_GENERATOR=N -DPEER_EDAX_FLIP_NAME="flip_..."   the flip variant
 *   -DCOUNT_LAST_FLIP=N -DPEER_EDAX_CLF_NAME="count_last_flip_..."
 *   -DPEER_EDAX_BOARD   also get_moves, get_stable_discs, get_potential_moves
 * Edax's count_last_flip returns twice the flipped discs: halved here. */
#define main edax_main
#include "all.c"
#undef main

#include "peer_harness.h"

static void peer_edax_init(void) { edge_stability_init(); }
__attribute__((constructor)) static void peer_edax_register_init(void) {
  peer_register_init(peer_edax_init);
}

#ifdef PEER_EDAX_FLIP_NAME
PEER_KERNEL(edax_flip, "othello_flips", "edax " PEER_EDAX_FLIP_NAME, "othello-moves", PEER_IS_PEER,
            flip((int)it->square, it->a ^ dep, it->b))
#endif
#ifdef PEER_EDAX_CLF_NAME
PEER_KERNEL(edax_count_last_flip, "othello_last_flip_count", "edax " PEER_EDAX_CLF_NAME,
            "othello-last", PEER_IS_PEER, count_last_flip((int)it->square, it->a ^ dep) >> 1)
#endif
#ifdef PEER_EDAX_BOARD
PEER_KERNEL(edax_get_moves, "othello_moves", "edax get_moves", "othello-positions", PEER_IS_PEER,
            get_moves(it->a ^ dep, it->b))
PEER_KERNEL(edax_get_stable_discs, "othello_stable_discs", "edax get_stable_discs",
            "othello-positions", PEER_IS_PEER, get_stable_discs(it->a ^ dep, it->b))
PEER_KERNEL(edax_get_potential_moves, "othello_potential_moves", "edax get_potential_moves",
            "othello-positions", PEER_IS_PEER, get_potential_moves(it->a ^ dep, it->b))
#endif
