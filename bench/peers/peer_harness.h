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
 *   PEER_KERNEL(id, "kernel", "implementation", inputs, role, EXPR)
 * EXPR is a uint64_t computed from `it` (const peer_item*) and `dep` (a
 * uint64_t the expression must fold into its first board: `it->a ^ dep`).
 * role is PEER_IS_PEER, PEER_IS_LANEFILL (the drop-in: lanefill compiled by
 * the peer's compiler with its flags, the reference every other
 * implementation of the kernel is checked and timed against, one per kernel
 * and program) or PEER_IS_LANEFILL_ALSO (lanefill compiled otherwise: by the
 * other compiler, or its batch entry; checked and timed beside).
 * The macro expands to three loops with EXPR inlined in each:
 *   results     every item's answer, for the bit-exact check
 *   latency     each call's board depends on the last answer (dep = answer
 *               & zero, where zero is 0 read from a volatile, so the
 *               compiler cannot drop the dependency): the calls of a
 *               depth-first search, one after the other
 *   throughput  independent calls (dep = 0), as many in flight as the CPU
 *               overlaps: the calls of a move loop (one call per item, not
 *               a loop the compiler vectorizes: PEER_ONE_CALL)
 * Both timed loops add the answers into a digest kept in a volatile.
 *
 * A batch entry (many boards in one call, boards in lanes) is written once
 * over the inputs' columns (peer_inputs: squares, a, b, PEER_CHUNK items a
 * call):
 *   PEER_BATCH(id, "kernel", "implementation", inputs, role, CALL)
 * CALL writes the answers of `n` items from `squares`, `a` and `b` to `out`.
 * It has no latency form (its boards are independent by construction); its
 * throughput loop adds each chunk's answers into the digest, as the single
 * calls' loop adds each answer. The columns are the same items, laid out as a
 * caller with many boards holds them (made once, before any timing). */
#ifndef LANEFILL_PEER_HARNESS_H
#define LANEFILL_PEER_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { PEER_IS_PEER = 0, PEER_IS_LANEFILL = 1, PEER_IS_LANEFILL_ALSO = 2 };

/* Items a batch call takes (the answers fit a buffer on the stack). */
#define PEER_CHUNK 256

/* One input, 24 bytes (the layout of the files peer_inputs writes).
 * chess:   a = the occupied squares, square = the slider's square
 * othello: a = the player's discs, b = the opponent's; square = the move
 *          (flips, last-move counts) or unused (moves, stability, potential
 *          moves). */
typedef struct peer_item {
  uint64_t a, b;
  uint32_t square, pad;
} peer_item;

/* An input set: its items, and the same items as columns (for batches). */
typedef struct peer_inputs {
  const peer_item* items;
  size_t n;
  const uint8_t* squares; /* items[i].square */
  const uint64_t* a;      /* items[i].a */
  const uint64_t* b;      /* items[i].b */
} peer_inputs;

typedef struct peer_impl {
  const char* id;     /* unique in its object, a C identifier */
  const char* kernel; /* rook_attacks, othello_flips, ... (the row) */
  const char* name;   /* the implementation (the column) */
  const char* inputs; /* chess, othello-positions, othello-moves, othello-last */
  int role;           /* PEER_IS_PEER, PEER_IS_LANEFILL, PEER_IS_LANEFILL_ALSO */
  void (*results)(const peer_inputs* in, uint64_t* out);
  uint64_t (*latency)(const peer_inputs* in, long reps); /* NULL for a batch */
  uint64_t (*throughput)(const peer_inputs* in, long reps);
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

#define PEER_KERNEL(ID, KERNEL, NAME, INPUTS, ROLE, EXPR)                               \
  static void peer_results_##ID(const peer_inputs* in, uint64_t* out) {                 \
    const uint64_t dep = 0;                                                             \
    size_t i;                                                                           \
    for (i = 0; i < in->n; ++i) {                                                       \
      const peer_item* it = in->items + i;                                              \
      out[i] = (uint64_t)(EXPR);                                                        \
    }                                                                                   \
    (void)dep;                                                                          \
  }                                                                                     \
  static uint64_t peer_latency_##ID(const peer_inputs* in, long reps) {                 \
    const peer_item* items = in->items;                                                 \
    const size_t n = in->n;                                                             \
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
  static uint64_t peer_throughput_##ID(const peer_inputs* in, long reps) {              \
    const peer_item* items = in->items;                                                 \
    const size_t n = in->n;                                                             \
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
                                           ROLE,                                        \
                                           peer_results_##ID,                           \
                                           peer_latency_##ID,                           \
                                           peer_throughput_##ID};                       \
  __attribute__((constructor)) static void peer_register_##ID(void) {                   \
    peer_register(&peer_impl_##ID);                                                     \
  }

#define PEER_BATCH(ID, KERNEL, NAME, INPUTS, ROLE, CALL)                                      \
  static void peer_batch_##ID(const peer_inputs* in, size_t first, size_t n, uint64_t* out) { \
    const uint8_t* squares = in->squares + first;                                             \
    const uint64_t* a = in->a + first;                                                        \
    const uint64_t* b = in->b + first;                                                        \
    (void)squares;                                                                            \
    (void)a;                                                                                  \
    (void)b;                                                                                  \
    CALL;                                                                                     \
  }                                                                                           \
  static void peer_results_##ID(const peer_inputs* in, uint64_t* out) {                       \
    size_t first;                                                                             \
    for (first = 0; first < in->n; first += PEER_CHUNK)                                       \
      peer_batch_##ID(in, first, peer_chunk_at(in->n, first), out + first);                   \
  }                                                                                           \
  static uint64_t peer_throughput_##ID(const peer_inputs* in, long reps) {                    \
    uint64_t out[PEER_CHUNK], digest = 0;                                                     \
    long r;                                                                                   \
    size_t first, i;                                                                          \
    for (r = 0; r < reps; ++r)                                                                \
      for (first = 0; first < in->n; first += PEER_CHUNK) {                                   \
        const size_t n = peer_chunk_at(in->n, first);                                         \
        peer_batch_##ID(in, first, n, out);                                                   \
        for (i = 0; i < n; ++i) digest += out[i];                                             \
      }                                                                                       \
    return digest;                                                                            \
  }                                                                                           \
  static const peer_impl peer_impl_##ID = {                                                   \
      #ID, KERNEL, NAME, INPUTS, ROLE, peer_results_##ID, NULL, peer_throughput_##ID};        \
  __attribute__((constructor)) static void peer_register_##ID(void) {                         \
    peer_register(&peer_impl_##ID);                                                           \
  }

/* The items of the chunk at `first` (PEER_CHUNK but at the end). */
static inline size_t peer_chunk_at(size_t n, size_t first) {
  return n - first < PEER_CHUNK ? n - first : PEER_CHUNK;
}

/* Two attack sets as one answer (Stockfish's both_attacks_bb and the like):
 * the rook's, and the bishop's rotated by half a board. */
static inline uint64_t peer_pair(uint64_t rook, uint64_t bishop) {
  return rook ^ ((bishop << 32) | (bishop >> 32));
}

#endif /* LANEFILL_PEER_HARNESS_H */
