/* bench/peers/peer_lanefill.c — lanefill's side of every peer program: the
 * inline kernels (lanefill/native.h), compiled with the flags of the peer
 * they stand beside (peers.sh), so that each row compares what a drop-in
 * into that engine would run. The target follows those flags: avx512icl
 * under Stockfish's x86-64-avx512icl or -march=native on an AVX-512 ICL CPU,
 * avx2 under x86-64-avx2, ... (LANEFILL_NATIVE_ISA_NAME).
 *
 * peers.sh compiles this file twice into each program: by the peer's own
 * compiler (PEER_LANEFILL_ROLE left at PEER_IS_LANEFILL: the drop-in, the
 * reference of the row) and by the other one with the same flags
 * (-DPEER_LANEFILL_ROLE=PEER_IS_LANEFILL_ALSO), so that the table shows what
 * either compiler makes of the kernels. Each object also times lanefill's
 * batch entries over the same inputs (boards in lanes, throughput only). */
#include <lanefill/native.h>

#include "peer_harness.h"

#ifndef PEER_LANEFILL_ROLE
#define PEER_LANEFILL_ROLE PEER_IS_LANEFILL
#endif
#ifdef __clang__
#define LF_COMPILER "clang"
#else
#define LF_COMPILER "gcc"
#endif
#define LF_NAME "lanefill " LANEFILL_NATIVE_ISA_NAME " (" LF_COMPILER ")"
#define LF_BATCH_NAME "lanefill " LANEFILL_NATIVE_ISA_NAME " batch (" LF_COMPILER ")"

/* Chess: the attack sets of the slider on `square` (dep folded into the
 * occupancy: the latency form's chain). */
PEER_KERNEL(lanefill_rook, "rook_attacks", LF_NAME, "chess", PEER_LANEFILL_ROLE,
            lanefill_native_rook_attacks((int)it->square, it->a ^ dep))
PEER_KERNEL(lanefill_bishop, "bishop_attacks", LF_NAME, "chess", PEER_LANEFILL_ROLE,
            lanefill_native_bishop_attacks((int)it->square, it->a ^ dep))
PEER_KERNEL(lanefill_queen, "queen_attacks", LF_NAME, "chess", PEER_LANEFILL_ROLE,
            lanefill_native_queen_attacks((int)it->square, it->a ^ dep))
/* Both sets of one square, as one answer (the shape of Stockfish's
 * both_attacks_bb): two calls the compiler may interleave. */
static inline uint64_t lanefill_both(int square, uint64_t occupied) {
  return peer_pair(lanefill_native_rook_attacks(square, occupied),
                   lanefill_native_bishop_attacks(square, occupied));
}
PEER_KERNEL(lanefill_both, "rook_and_bishop_attacks", LF_NAME, "chess", PEER_LANEFILL_ROLE,
            lanefill_both((int)it->square, it->a ^ dep))

/* Othello (Edax's square numbering: a1 = 0, h8 = 63, the same bits as
 * Egaroucid's boards). */
PEER_KERNEL(lanefill_moves, "othello_moves", LF_NAME, "othello-positions", PEER_LANEFILL_ROLE,
            lanefill_native_othello_moves(it->a ^ dep, it->b))
PEER_KERNEL(lanefill_flips, "othello_flips", LF_NAME, "othello-moves", PEER_LANEFILL_ROLE,
            lanefill_native_othello_flips((int)it->square, it->a ^ dep, it->b))
PEER_KERNEL(lanefill_last, "othello_last_flip_count", LF_NAME, "othello-last", PEER_LANEFILL_ROLE,
            lanefill_native_othello_last_flip_count((int)it->square, it->a ^ dep))
PEER_KERNEL(lanefill_stable, "othello_stable_discs", LF_NAME, "othello-positions",
            PEER_LANEFILL_ROLE, lanefill_native_othello_stable_discs(it->a ^ dep, it->b))
PEER_KERNEL(lanefill_potential, "othello_potential_moves", LF_NAME, "othello-positions",
            PEER_LANEFILL_ROLE, lanefill_native_othello_potential_moves(it->a ^ dep, it->b))

/* The batch entries, beside the single calls of the same kernel: what a
 * caller with many independent boards runs. (The last-move count's batch is
 * a loop of the single call on every target: not timed twice.) */
PEER_BATCH(lanefill_queen_batch, "queen_attacks", LF_BATCH_NAME, "chess", PEER_IS_LANEFILL_ALSO,
           lanefill_native_queen_attacks_batch(squares, a, out, n))
PEER_BATCH(lanefill_moves_batch, "othello_moves", LF_BATCH_NAME, "othello-positions",
           PEER_IS_LANEFILL_ALSO, lanefill_native_othello_moves_batch(a, b, out, n))
PEER_BATCH(lanefill_stable_batch, "othello_stable_discs", LF_BATCH_NAME, "othello-positions",
           PEER_IS_LANEFILL_ALSO, lanefill_native_othello_stable_discs_batch(a, b, out, n))
PEER_BATCH(lanefill_potential_batch, "othello_potential_moves", LF_BATCH_NAME, "othello-positions",
           PEER_IS_LANEFILL_ALSO, lanefill_native_othello_potential_moves_batch(a, b, out, n))
