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

/* Direction d, k steps: a rotate. */
#define LANEFILL_NK_ROTATE(x, k, d) lanefill_nk_rotl((x), (unsigned)lanefill_nk_rotate[(k) >> 1][d])
static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  int d;
  for (d = 0; d < 8; ++d) {
    const uint64_t guard = lanefill_nk_avoid_wrap[d];
    uint64_t gen = (d & 1) ? orth : diag, pro = ~occupied & guard; /* odd lanes orthogonal */
    LANEFILL_NK_KOGGE_STONE(gen, pro, LANEFILL_NK_ROTATE, d, LANEFILL_NK_OR_AND);
    out[d] = LANEFILL_NK_ROTATE(gen, 1, d) & guard;
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
/* Shifts by k steps of s bits. */
#define LANEFILL_NK_SHL(x, k, s) ((x) << ((k) * (s)))
#define LANEFILL_NK_SHR(x, k, s) ((x) >> ((k) * (s)))
static inline uint64_t lanefill_nk_moves_both_ways(uint64_t player, uint64_t pro, int s) {
  const uint64_t up_pairs = pro & (pro << s), down_pairs = up_pairs >> s;
  uint64_t up, down;
  LANEFILL_NK_OTHELLO_RUN(up, player, pro, up_pairs, LANEFILL_NK_SHL, s, LANEFILL_NK_OR_AND);
  LANEFILL_NK_OTHELLO_RUN(down, player, pro, down_pairs, LANEFILL_NK_SHR, s, LANEFILL_NK_OR_AND);
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
 * highest on a negative one (a bit scan); an own disc there flips the
 * squares between. */
#define LANEFILL_NK_SCALAR_HIGHEST(s) LANEFILL_NK_HIGHEST1(s, lanefill_nk_msb)
static inline uint64_t lanefill_native_othello_flips(int square, uint64_t player,
                                                     uint64_t opponent) {
  uint64_t flipped;
  LANEFILL_NK_ASSERT_SQUARE(square);
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  if (((player | opponent) >> square) & 1) return 0;
  LANEFILL_NK_FLIPS_BY_RAY(flipped, player, opponent, lanefill_nk_rays[square],
                           LANEFILL_NK_SCALAR_HIGHEST);
  return flipped;
}
#endif

#endif /* LANEFILL_NATIVE_SCALAR_H */
