/* bench/peers/peer_harness.h — the kernel peer table's harness (our code;
 * bench/engines/peers.sh builds it against the peers' own sources).
 *
 * A peer program links one object per implementation, each compiled with
 * the flags its authors give it (Stockfish's Makefile, Edax's, Egaroucid's),
 * plus peer_lanefill.c compiled with the same flags (lanefill's inline
 * kernels, as a drop-in into that engine gets them) and peer_main.c. Every
 * object registers its implementations before main (PEER_KERNEL below); main
 * checks each against lanefill's on the same inputs, bit for bit, then times
 * them in alternating rounds (peer_main.c).
 *
 * An implementation is an expression over one input item, written once:
 *   PEER_KERNEL(id, "kernel", "implementation", inputs, is_lanefill, EXPR)
 * EXPR is a uint64_t computed from `it` (const peer_item*) and `dep` (a
 * uint64_t the expression must fold into its first board: `it->a ^ dep`).
 * The macro expands to three loops with EXPR inlined in each:
 *   results     every item's answer, for the bit-exact check
 *   latency     each call's board depends on the last answer (dep = answer
 *               & zero, where zero is 0 read from a volatile, so the
 *               compiler cannot drop the dependency): the calls of a
 *               depth-first search, one after the other
 *   throughput  independent calls (dep = 0), as many in flight as the CPU
 *               overlaps: the calls of a move loop (one call per item, not
 *               a loop the compiler vectorizes: PEER_ONE_CALL)
 * Both timed loops add the answers into a digest kept in a volatile. */
#ifndef LANEFILL_PEER_HARNESS_H
#define LANEFILL_PEER_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One input, 24 bytes (the layout of the files peer_inputs writes).
 * chess:   a = the occupied squares, square = the slider's square
 * othello: a = the player's discs, b = the opponent's; square = the move
 *          (flips, last-move counts) or unused (moves, stability, potential
 *          moves). */
typedef struct peer_item {
  uint64_t a, b;
  uint32_t square, pad;
} peer_item;

typedef struct peer_impl {
  const char* id;     /* unique, a C identifier */
  const char* kernel; /* rook_attacks, othello_flips, ... (the row) */
  const char* name;   /* the implementation (the column) */
  const char* inputs; /* chess, othello-positions, othello-moves, othello-last */
  int is_lanefill;    /* the reference the others are checked and timed against */
  void (*results)(const peer_item* items, size_t n, uint64_t* out);
  uint64_t (*latency)(const peer_item* items, size_t n, long reps);
  uint64_t (*throughput)(const peer_item* items, size_t n, long reps);
} peer_impl;

/* Called before main by every PEER_KERNEL (a constructor). */
void peer_register(const peer_impl* impl);
/* Called by main before any check: tables a peer builds at start-up. */
void peer_register_init(void (*init)(void));
/* 0, read through a volatile so that no compiler knows it. */
extern volatile uint64_t peer_zero;

#ifdef __cplusplus
}
#endif

/* Each answer passes through a general register, one call per item: the
 * compiler may not turn a loop of calls into a vector loop of its own
 * (clang vectorizes table lookups into gathers), which would time the
 * compiler's batch rather than the kernel. */
#define PEER_ONE_CALL(answer) __asm__ volatile("" : "+r"(answer))

#define PEER_KERNEL(ID, KERNEL, NAME, INPUTS, IS_LANEFILL, EXPR)                        \
  static void peer_results_##ID(const peer_item* items, size_t n, uint64_t* out) {      \
    const uint64_t dep = 0;                                                             \
    size_t i;                                                                           \
    for (i = 0; i < n; ++i) {                                                           \
      const peer_item* it = items + i;                                                  \
      out[i] = (uint64_t)(EXPR);                                                        \
    }                                                                                   \
    (void)dep;                                                                          \
  }                                                                                     \
  static uint64_t peer_latency_##ID(const peer_item* items, size_t n, long reps) {      \
    const uint64_t zero = peer_zero;                                                    \
    uint64_t last = 0, digest = 0;                                                      \
    long r;                                                                             \
    size_t i;                                                                           \
    for (r = 0; r < reps; ++r)                                                          \
      for (i = 0; i < n; ++i) {                                                         \
        const peer_item* it = items + i;                                                \
        const uint64_t dep = last & zero; /* the last answer feeds this call's board */ \
        last = (uint64_t)(EXPR);                                                        \
        digest += last;                                                                 \
      }                                                                                 \
    return digest;                                                                      \
  }                                                                                     \
  static uint64_t peer_throughput_##ID(const peer_item* items, size_t n, long reps) {   \
    const uint64_t dep = 0;                                                             \
    uint64_t digest = 0;                                                                \
    long r;                                                                             \
    size_t i;                                                                           \
    for (r = 0; r < reps; ++r)                                                          \
      for (i = 0; i < n; ++i) {                                                         \
        const peer_item* it = items + i;                                                \
        uint64_t answer = (uint64_t)(EXPR);                                             \
        PEER_ONE_CALL(answer);                                                          \
        digest += answer;                                                               \
      }                                                                                 \
    (void)dep;                                                                          \
    return digest;                                                                      \
  }                                                                                     \
  static const peer_impl peer_impl_##ID = {#ID,                                         \
                                           KERNEL,                                      \
                                           NAME,                                        \
                                           INPUTS,                                      \
                                           IS_LANEFILL,                                 \
                                           peer_results_##ID,                           \
                                           peer_latency_##ID,                           \
                                           peer_throughput_##ID};                       \
  __attribute__((constructor)) static void peer_register_##ID(void) {                   \
    peer_register(&peer_impl_##ID);                                                     \
  }

/* Two attack sets as one answer (Stockfish's both_attacks_bb and the like):
 * the rook's, and the bishop's rotated by half a board. */
static inline uint64_t peer_pair(uint64_t rook, uint64_t bishop) {
  return rook ^ ((bishop << 32) | (bishop >> 32));
}

#endif /* LANEFILL_PEER_HARNESS_H */
