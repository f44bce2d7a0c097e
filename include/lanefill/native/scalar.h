/* lanefill/native/scalar.h — part of lanefill/native.h (include that): the
 * set-wise and Othello kernels of the scalar target. */
#ifndef LANEFILL_NATIVE_SCALAR_H
#define LANEFILL_NATIVE_SCALAR_H
#ifndef LANEFILL_NATIVE_H
#error "lanefill/native/scalar.h is a part of lanefill/native.h: include <lanefill/native.h>"
#endif

#if defined(LANEFILL_NATIVE_SCALAR)
/* ========================================================================
 * Scalar: rotate Kogge-Stone one direction at a time, Othello by shifts and
 * bit scans. */

static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  int d;
  for (d = 0; d < 8; ++d) {
    const uint64_t guard = lanefill_nk_avoid_wrap[d];
    const unsigned r1 = (unsigned)lanefill_nk_rotate[0][d], r2 = (unsigned)lanefill_nk_rotate[1][d],
                   r4 = (unsigned)lanefill_nk_rotate[2][d];
    uint64_t gen = (d & 1) ? orth : diag, pro = ~occupied & guard; /* odd lanes orthogonal */
    gen |= pro & lanefill_nk_rotl(gen, r1);
    pro &= lanefill_nk_rotl(pro, r1);
    gen |= pro & lanefill_nk_rotl(gen, r2);
    pro &= lanefill_nk_rotl(pro, r2);
    gen |= pro & lanefill_nk_rotl(gen, r4);
    out[d] = lanefill_nk_rotl(gen, r1) & guard;
  }
}
static inline uint64_t lanefill_native_slider_attacks(uint64_t orth, uint64_t diag,
                                                      uint64_t occupied) {
  uint64_t rays[8];
  lanefill_native_ray_attacks(orth, diag, occupied, rays);
  return rays[0] | rays[1] | rays[2] | rays[3] | rays[4] | rays[5] | rays[6] | rays[7];
}

/* Othello moves per shift amount S: one direction by a left shift, its
 * opposite by a right shift, runs by a parallel prefix of steps 1, 1, 2, 2.
 * The propagator of the sideways pairs (S = 1, 7, 9) is the opponent's discs
 * on files b..g, so no step crosses a file edge. */
static inline uint64_t lanefill_nk_moves_both_ways(uint64_t player, uint64_t pro, int s) {
  uint64_t up = pro & (player << s), down = pro & (player >> s);
  const uint64_t pro_up = pro & (pro << s), pro_down = pro_up >> s;
  up |= pro & (up << s);
  down |= pro & (down >> s);
  up |= pro_up & (up << (2 * s));
  down |= pro_down & (down >> (2 * s));
  up |= pro_up & (up << (2 * s));
  down |= pro_down & (down >> (2 * s));
  return (up << s) | (down >> s);
}
static inline uint64_t lanefill_native_othello_moves(uint64_t player, uint64_t opponent) {
  const uint64_t inner = opponent & UINT64_C(0x7e7e7e7e7e7e7e7e); /* files b..g */
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  return (lanefill_nk_moves_both_ways(player, inner, 1) |
          lanefill_nk_moves_both_ways(player, opponent, 8) |
          lanefill_nk_moves_both_ways(player, inner, 7) |
          lanefill_nk_moves_both_ways(player, inner, 9)) &
         ~(player | opponent);
}

/* Flips by the outflank search: the lowest stop on a positive ray, the
 * highest on a negative one; an own disc there flips the squares between. */
static inline uint64_t lanefill_native_othello_flips(int square, uint64_t player,
                                                     uint64_t opponent) {
  const uint64_t* ray;
  uint64_t flipped = 0;
  int j;
  LANEFILL_NK_ASSERT_SQUARE(square);
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  if (((player | opponent) >> square) & 1) return 0;
  ray = lanefill_nk_rays[square];
  for (j = 0; j < 4; ++j) {
    const uint64_t stops = ray[j] & ~opponent;
    const uint64_t outflank = stops & (0 - stops) & player;
    flipped |= (outflank - (uint64_t)(outflank != 0)) & ray[j];
  }
  for (j = 4; j < 8; ++j) {
    /* `stops | 1` keeps the scan defined; `& stops` drops a made-up a1. */
    const uint64_t stops = ray[j] & ~opponent;
    const uint64_t outflank = (UINT64_C(1) << lanefill_nk_msb(stops | 1)) & stops & player;
    flipped |= (0 - (outflank << 1)) & ray[j];
  }
  return flipped;
}
#endif

#endif /* LANEFILL_NATIVE_SCALAR_H */
