/* lanefill/native/othello_endgame.h — the Othello endgame's single-board
 * kernels of lanefill/native.h, the same on every inline target: included
 * by each target header (scalar.h, avx2.h, avx512.h) once, after its
 * lanefill_native_othello_moves; the batches that put boards in lanes
 * (stable discs, potential moves, mobility) stay in the target headers, the
 * last-move count's batch, a loop of the single call, is here. The single-board forms are u64 code
 * on every target (lanefill/othello.hpp defines each): the last-move count by lines (3.3x the
 * flips-and-popcount form on Zen 4, bench/native), the stable discs' fixed point, and potential
 * moves, none of which a single board's four or eight lanes made faster. No include guard: one
 * target per file. */

static inline int lanefill_native_othello_last_flip_count(int square, uint64_t player) {
  assert((unsigned)square < 64u && "lanefill: square out of range 0..63");
  return lanefill_u64_othello_last_flip_count(square, player);
}
static inline uint64_t lanefill_native_othello_stable_discs(uint64_t player, uint64_t opponent) {
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  return lanefill_u64_othello_stable_discs(player, opponent);
}
static inline void lanefill_native_othello_full_lines(uint64_t occupied, uint64_t out[4]) {
  lanefill_u64_othello_full_lines(occupied, out);
}
static inline uint64_t lanefill_native_othello_potential_moves(uint64_t player, uint64_t opponent) {
  assert((player & opponent) == 0 && "lanefill: player and opponent discs overlap");
  return lanefill_u64_othello_potential_moves(player, opponent);
}
/* The count of the target's own moves kernel. */
static inline int lanefill_native_othello_mobility(uint64_t player, uint64_t opponent) {
  return lanefill_u64_popcount(lanefill_native_othello_moves(player, opponent));
}
static inline void lanefill_native_othello_last_flip_count_batch(const uint8_t* squares,
                                                                 const uint64_t* player,
                                                                 uint8_t* out, size_t n) {
  lanefill_u64_othello_last_flip_count_batch(squares, player, out, n);
}
