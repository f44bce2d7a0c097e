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
 *   othello_potential_moves, othello_full_lines, stable_by_contact
 *                                                       the endgame's estimates
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

/* Potential moves: the empty squares next to an opponent disc that has a
 * square on its far side along that line too (discs on a file edge count
 * only vertically, on a rank edge only sideways, on the border not
 * diagonally). */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(othello_potential_moves)(
    LANEFILL_NK_BOARDS_V player, LANEFILL_NK_BOARDS_V opponent) {
  const LANEFILL_NK_BOARDS_V sideways =
      opponent & LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0x7e7e7e7e7e7e7e7e));
  const LANEFILL_NK_BOARDS_V upright =
      opponent & LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0x00ffffffffffff00));
  const LANEFILL_NK_BOARDS_V inner =
      opponent & LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0x007e7e7e7e7e7e00));
  return ((sideways << 1) | (sideways >> 1) | (upright << 8) | (upright >> 8) | (inner << 7) |
          (inner >> 7) | (inner << 9) | (inner >> 9)) &
         ~(player | opponent);
}

/* Full lines: lane by lane, the squares whose line of each kind is occupied
 * from edge to edge. A line's squares are ANDed towards both ends by steps
 * of 1, 2 and 4 squares, a square beyond the edge counting as occupied (the
 * pads: the squares within 1, 2, 4 steps of that end). Ranks by the AND of
 * a rank's bits spread back over it, files by rotations. */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(full_line_of)(
    LANEFILL_NK_BOARDS_V occupied, int bits, uint64_t up_pad1, uint64_t up_pad2, uint64_t up_pad4,
    uint64_t down_pad1, uint64_t down_pad2, uint64_t down_pad4) {
  LANEFILL_NK_BOARDS_V up = occupied, down = occupied;
  up &= (up >> bits) | LANEFILL_NK_BOARDS_SPLAT(up_pad1);
  down &= (down << bits) | LANEFILL_NK_BOARDS_SPLAT(down_pad1);
  up &= (up >> (2 * bits)) | LANEFILL_NK_BOARDS_SPLAT(up_pad2);
  down &= (down << (2 * bits)) | LANEFILL_NK_BOARDS_SPLAT(down_pad2);
  up &= (up >> (4 * bits)) | LANEFILL_NK_BOARDS_SPLAT(up_pad4);
  down &= (down << (4 * bits)) | LANEFILL_NK_BOARDS_SPLAT(down_pad4);
  return up & down;
}
static inline void LANEFILL_NK_BOARDS_NAME(othello_full_lines)(LANEFILL_NK_BOARDS_V occupied,
                                                               LANEFILL_NK_BOARDS_V full[4]) {
  LANEFILL_NK_BOARDS_V rank = occupied & (occupied >> 1), file = occupied;
  rank &= rank >> 2;
  rank &= rank >> 4;
  rank &= LANEFILL_NK_BOARDS_SPLAT(UINT64_C(0x0101010101010101)); /* bit 0 of a full rank */
  rank |= rank << 1;
  rank |= rank << 2;
  full[0] = rank | (rank << 4);
  file &= (file >> 8) | (file << 56);
  file &= (file >> 16) | (file << 48);
  full[1] = file & ((file >> 32) | (file << 32));
  /* a1-h8 diagonals: 9 bits a step; up stops at rank 8 and file h. */
  full[2] = LANEFILL_NK_BOARDS_NAME(full_line_of)(
      occupied, 9, UINT64_C(0xff80808080808080), UINT64_C(0xffffc0c0c0c0c0c0),
      UINT64_C(0xfffffffff0f0f0f0), UINT64_C(0x01010101010101ff), UINT64_C(0x030303030303ffff),
      UINT64_C(0x0f0f0f0fffffffff));
  /* h1-a8 antidiagonals: 7 bits a step; up stops at rank 8 and file a. */
  full[3] = LANEFILL_NK_BOARDS_NAME(full_line_of)(
      occupied, 7, UINT64_C(0xff01010101010101), UINT64_C(0xffff030303030303),
      UINT64_C(0xffffffff0f0f0f0f), UINT64_C(0x80808080808080ff), UINT64_C(0xc0c0c0c0c0c0ffff),
      UINT64_C(0xf0f0f0f0ffffffff));
}

/* One round of stability by contact: the inner discs that, along each of
 * their four lines, lie on a full line or touch a stable disc (inner squares
 * never wrap a step). */
static inline LANEFILL_NK_BOARDS_V LANEFILL_NK_BOARDS_NAME(stable_by_contact)(
    LANEFILL_NK_BOARDS_V stable, LANEFILL_NK_BOARDS_V inner, const LANEFILL_NK_BOARDS_V full[4]) {
  return stable |
         (inner & ((stable >> 1) | (stable << 1) | full[0]) &
          ((stable >> 8) | (stable << 8) | full[1]) & ((stable >> 9) | (stable << 9) | full[2]) &
          ((stable >> 7) | (stable << 7) | full[3]));
}

#undef LANEFILL_NK_BOARDS_UP
#undef LANEFILL_NK_BOARDS_DOWN
#undef LANEFILL_NK_BOARDS_V
#undef LANEFILL_NK_BOARDS_NAME
#undef LANEFILL_NK_BOARDS_SPLAT
