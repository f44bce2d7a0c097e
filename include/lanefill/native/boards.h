/* lanefill/native/boards.h — kernels on boards in lanes: every lane of a
 * register holds a board of its own, and every direction is one immediate
 * shift of all lanes. Written once and included once per register type by
 * the header that has that type, which first defines
 *   LANEFILL_NK_BOARDS_V           the register type (uint64_t, lanefill_u4, lanefill_u8)
 *   LANEFILL_NK_BOARDS_NAME(name)  its functions' names (lanefill_u4_##name:
 * lanefill_u4_pair_attacks) LANEFILL_NK_BOARDS_SPLAT(b)    a register with b in every lane
 * (undefined again at the end of this file). Functions, per register type:
 *   pair_attacks, diagonal_attacks, rank_file_attacks   slider attacks by Kogge-Stone pairs
 *   othello_run_up, othello_run_down, othello_moves     Othello moves by prefix runs
 * No include guard, by design. */
#if !defined(LANEFILL_NK_BOARDS_V) || !defined(LANEFILL_NK_BOARDS_NAME) || \
    !defined(LANEFILL_NK_BOARDS_SPLAT)
#error "lanefill/native/boards.h is included by the register headers (u64.h, ymm.h, avx512.h)"
#endif

#include "lanefill/native/bodies.h"

/* The stepper of boards in lanes: the bits of one step (the same for every
 * lane); up is a left shift. */
#define LANEFILL_NK_BOARDS_UP(bits, x, k) ((x) << ((k) * (bits)))
#define LANEFILL_NK_BOARDS_DOWN(bits, x, k) ((x) >> ((k) * (bits)))

/* The attacks of a direction and its opposite (one step is `bits` bits):
 * Kogge-Stone of the pair on the shared propagator pro, then one step each
 * onto the blockers, the landing squares cut by up_guard and down_guard. */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(pair_attacks)(
    LANEFILL_NK_BOARDS_V gen, LANEFILL_NK_BOARDS_V pro, int bits, LANEFILL_NK_BOARDS_V up_guard,
    LANEFILL_NK_BOARDS_V down_guard) {
  LANEFILL_NK_BOARDS_V up = gen, down = gen;
  LANEFILL_NK_KOGGE_STONE_OPPOSITE(LANEFILL_NK_BOARDS_V, up, down, pro, LANEFILL_NK_BOARDS_UP, bits,
                                   LANEFILL_NK_BOARDS_DOWN, bits, LANEFILL_NK_OR_AND);
  return (LANEFILL_NK_BOARDS_UP(bits, up, 1) & up_guard) |
         (LANEFILL_NK_BOARDS_DOWN(bits, down, 1) & down_guard);
}

/* The diagonal attacks: the pairs noEa/soWe (9 bits) and noWe/soEa (7 bits)
 * on one propagator, the empty squares off files a and h (no flood passes an
 * edge square it could only leave by wrapping). */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(diagonal_attacks)(
    LANEFILL_NK_BOARDS_V diag, LANEFILL_NK_BOARDS_V occupied) {
  const LANEFILL_NK_BOARDS_V not_a = LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0xfefefefefefefefe));
  const LANEFILL_NK_BOARDS_V not_h = LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0x7f7f7f7f7f7f7f7f));
  const LANEFILL_NK_BOARDS_V inner = ~occupied & not_a & not_h;
  return LANEFILL_NK_BOARDS_NAME(pair_attacks)(diag, inner, 9, not_a, not_h) |
         LANEFILL_NK_BOARDS_NAME(pair_attacks)(diag, inner, 7, not_h, not_a);
}

/* The orthogonal attacks: the ranks (east/west, 1 bit) on the empty squares
 * off files a and h, the files (8 bits) on all the empty squares, no guard (a
 * file step never wraps). */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(rank_file_attacks)(
    LANEFILL_NK_BOARDS_V orth, LANEFILL_NK_BOARDS_V occupied) {
  const LANEFILL_NK_BOARDS_V not_a = LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0xfefefefefefefefe));
  const LANEFILL_NK_BOARDS_V not_h = LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0x7f7f7f7f7f7f7f7f));
  const LANEFILL_NK_BOARDS_V all = LANEFILL_NK_BOARDS_SPLAT(~UINT64_C(0));
  const LANEFILL_NK_BOARDS_V empty = ~occupied;
  return LANEFILL_NK_BOARDS_NAME(pair_attacks)(orth, empty & not_a & not_h, 1, not_a, not_h) |
         LANEFILL_NK_BOARDS_NAME(pair_attacks)(orth, empty, 8, all, all);
}

/* Othello moves per shift: the runs of opponent discs (pro) next to an own
 * disc, one direction by left shifts and its opposite by right shifts. */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(othello_run_up)(
    LANEFILL_NK_BOARDS_V player, LANEFILL_NK_BOARDS_V pro, LANEFILL_NK_BOARDS_V pairs, int bits) {
  LANEFILL_NK_BOARDS_V run;
  LANEFILL_NK_OTHELLO_RUN(run, player, pro, pairs, LANEFILL_NK_BOARDS_UP, bits, LANEFILL_NK_OR_AND);
  return run;
}
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(othello_run_down)(
    LANEFILL_NK_BOARDS_V player, LANEFILL_NK_BOARDS_V pro, LANEFILL_NK_BOARDS_V pairs, int bits) {
  LANEFILL_NK_BOARDS_V run;
  LANEFILL_NK_OTHELLO_RUN(run, player, pro, pairs, LANEFILL_NK_BOARDS_DOWN, bits,
                          LANEFILL_NK_OR_AND);
  return run;
}
/* Both ways of one shift: the down pairs are the up pairs shifted back. */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(othello_moves_both_ways)(
    LANEFILL_NK_BOARDS_V player, LANEFILL_NK_BOARDS_V pro, int bits) {
  const LANEFILL_NK_BOARDS_V up_pairs = pro & LANEFILL_NK_BOARDS_UP(bits, pro, 1);
  const LANEFILL_NK_BOARDS_V down_pairs = LANEFILL_NK_BOARDS_DOWN(bits, up_pairs, 1);
  return LANEFILL_NK_BOARDS_UP(
             bits, LANEFILL_NK_BOARDS_NAME(othello_run_up)(player, pro, up_pairs, bits), 1) |
         LANEFILL_NK_BOARDS_DOWN(
             bits, LANEFILL_NK_BOARDS_NAME(othello_run_down)(player, pro, down_pairs, bits), 1);
}
/* Every square the player may play. The propagator of the sideways pairs (1,
 * 7, 9 bits) is the opponent's discs on files b..g, so no run and no step
 * out of a run crosses a file edge. */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(othello_moves)(
    LANEFILL_NK_BOARDS_V player, LANEFILL_NK_BOARDS_V opponent) {
  const LANEFILL_NK_BOARDS_V inner =
      opponent & LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0x7e7e7e7e7e7e7e7e));
  return (LANEFILL_NK_BOARDS_NAME(othello_moves_both_ways)(player, inner, 1) |
          LANEFILL_NK_BOARDS_NAME(othello_moves_both_ways)(player, opponent, 8) |
          LANEFILL_NK_BOARDS_NAME(othello_moves_both_ways)(player, inner, 7) |
          LANEFILL_NK_BOARDS_NAME(othello_moves_both_ways)(player, inner, 9)) &
         ~(player | opponent);
}

#undef LANEFILL_NK_BOARDS_UP
#undef LANEFILL_NK_BOARDS_DOWN
#undef LANEFILL_NK_BOARDS_V
#undef LANEFILL_NK_BOARDS_NAME
#undef LANEFILL_NK_BOARDS_SPLAT
