/* capi_test.c — the C API used from C99 (also built against the installed package). */
#include <stdio.h>
#include <string.h>

#include "lanefill/lanefill.h"

static uint64_t bit(int square) { return (uint64_t)1 << square; }

static int failures = 0;
static int checks = 0;

#define CHECK(cond)                                                            \
  do {                                                                         \
    ++checks;                                                                  \
    if (!(cond)) {                                                             \
      ++failures;                                                              \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                          \
  } while (0)

static int popcount64(uint64_t b) {
  int n = 0;
  while (b) {
    b &= b - 1;
    ++n;
  }
  return n;
}

/* Single squares, out-of-range squares, per-direction sets and batches. */
static void check_sliders(void) {
  uint64_t out[8];
  uint64_t batch_out[3];
  const uint8_t squares[3] = {0, 27, 63};
  const uint64_t occs[3] = {0, 0, 0};
  const uint8_t bad_squares[2] = {5, 64};
  uint64_t u = 0;
  int d;

  CHECK(popcount64(lanefill_rook_attacks(0, 0)) == 14);    /* a1 rook, empty board */
  CHECK(popcount64(lanefill_bishop_attacks(27, 0)) == 13); /* d4 bishop */
  CHECK(popcount64(lanefill_queen_attacks(27, 0)) == 27);  /* d4 queen */
  /* rook a1 blocked by a2 and b1: attacks exactly those two squares */
  CHECK(lanefill_rook_attacks(0, 0x102u) == 0x102u);
  CHECK(lanefill_queen_attacks(27, 0) ==
        (lanefill_rook_attacks(27, 0) | lanefill_bishop_attacks(27, 0)));

  /* out of range squares: 0 plus an error message, no crash */
  CHECK(lanefill_rook_attacks(64, 0) == 0);
  CHECK(strstr(lanefill_last_error(), "outside 0..63") != NULL);
  CHECK(lanefill_queen_attacks(-1, 0) == 0);

  /* per-direction attack sets, dir8 order: rook on a1 attacks east (1) and nort (7) */
  lanefill_ray_attacks(1u, 0u, 1u, out);
  CHECK(out[1] == 0xfeu);
  CHECK(out[7] == 0x0101010101010100ull);
  for (d = 0; d < 8; ++d) u |= out[d];
  CHECK(u == lanefill_slider_attacks(1u, 0u, 1u));
  CHECK(out[0] == 0 && out[2] == 0 && out[3] == 0 && out[4] == 0 && out[5] == 0 && out[6] == 0);
  CHECK(lanefill_ray_attacks(1u, 0u, 0u, NULL) == LANEFILL_ERROR_NULL_POINTER); /* no crash */
  CHECK(strstr(lanefill_last_error(), "NULL") != NULL);
  /* occluded fills: a rook on a1 with a3 occupied fills a1, a2 north (a3 is
   * the blocker, excluded) and the whole first rank east */
  CHECK(lanefill_occluded_fills(1u, 0u, 1u | bit(16), out) == LANEFILL_OK);
  CHECK(out[7] == (1u | bit(8)) && out[1] == 0xffu && out[0] == 0 && out[3] == 1u);
  CHECK(lanefill_occluded_fills(1u, 0u, 0u, NULL) == LANEFILL_ERROR_NULL_POINTER);
  CHECK(strcmp(lanefill_status_name(LANEFILL_ERROR_SQUARE), "LANEFILL_ERROR_SQUARE") == 0);
  CHECK(strcmp(lanefill_status_name(1), "unknown status") == 0);

  CHECK(lanefill_queen_attacks_batch(squares, occs, batch_out, 3) == 0);
  CHECK(batch_out[1] == lanefill_queen_attacks(27, 0));
  CHECK(lanefill_queen_attacks_batch(bad_squares, occs, batch_out, 2) == LANEFILL_ERROR_SQUARE);
  CHECK(lanefill_queen_attacks_batch(NULL, occs, batch_out, 2) == LANEFILL_ERROR_NULL_POINTER);
  CHECK(lanefill_queen_attacks_batch(NULL, NULL, NULL, 0) == 0);
}

/* ISA control: unknown names refused, scalar always there, AVX-512 only where it runs. */
static void check_isa_control(void) {
  CHECK(lanefill_set_isa("no-such-isa") == LANEFILL_ERROR_UNKNOWN_ISA);
  CHECK(lanefill_set_isa(NULL) == LANEFILL_ERROR_NULL_POINTER);
  CHECK(lanefill_set_isa("scalar") == 0);
  CHECK(strcmp(lanefill_active_isa(), "scalar") == 0);
  CHECK(popcount64(lanefill_queen_attacks(27, 0)) == 27);
  if (lanefill_isa_supported("avx512")) {
    CHECK(lanefill_set_isa("avx512") == 0);
    CHECK(strcmp(lanefill_active_isa(), "avx512") == 0);
  } else {
    CHECK(lanefill_set_isa("avx512") < 0); /* refused, nothing executed */
    CHECK(strcmp(lanefill_active_isa(), "scalar") == 0);
  }
  CHECK(popcount64(lanefill_queen_attacks(27, 0)) == 27);
}

/* The fields of two answers, compared one by one (the struct has padding). */
static int same_threats(const lanefill_slider_threats_t* a, const lanefill_slider_threats_t* b) {
  int d;
  for (d = 0; d < 8; ++d)
    if (a->slider[d] != b->slider[d] || a->discovered[d] != b->discovered[d]) return 0;
  return a->orth_attacks == b->orth_attacks && a->diag_attacks == b->diag_attacks &&
         a->attackers == b->attackers && a->directions == b->directions;
}

/* The kept table and the checked calls of the best ISA this CPU runs give
 * the scalar kernels' answers (the constexpr reference, independent of the
 * vector kernels); after lanefill_set_isa the table is another ISA's. */
static void check_best_isa_against_scalar(void) {
  enum { kCases = 2000 };
  static uint64_t occs2[kCases], players[kCases], want[kCases][6];
  static uint64_t want_rays[kCases][8], want_fills[kCases][8], orths[kCases], diags[kCases];
  static uint64_t batch_out2[kCases];
  static uint8_t squares8[kCases];
  static lanefill_slider_threats_t want_threats[kCases];
  static int squares2[kCases];
  static const char* const best_first[] = {"avx512icl", "avx512", "avx2", "sse2", "neon", "scalar"};
  const lanefill_kernels* k;
  uint64_t x = 0x9e3779b97f4a7c15ull;
  int i, b;
  CHECK(lanefill_set_isa("scalar") == 0);
  for (i = 0; i < kCases; ++i) {
    const int sq = (int)(x >> 58);
    const uint64_t occ = x & (x << 7), player = occ & (x >> 3), opponent = occ & ~player;
    squares2[i] = sq, occs2[i] = occ, players[i] = player;
    want[i][0] = lanefill_rook_attacks(sq, occ);
    want[i][1] = lanefill_bishop_attacks(sq, occ);
    want[i][2] = lanefill_queen_attacks(sq, occ);
    want[i][3] = lanefill_slider_attacks(occ & (x >> 5), occ & (x >> 9), occ);
    want[i][4] = lanefill_othello_moves(player, opponent);
    want[i][5] = lanefill_othello_flips(sq, player, opponent);
    CHECK(lanefill_slider_threats(sq, occ, occ & (x >> 5), occ & (x >> 9), &want_threats[i]) == 0);
    orths[i] = occ & (x >> 5), diags[i] = occ & (x >> 9), squares8[i] = (uint8_t)sq;
    CHECK(lanefill_ray_attacks(orths[i], diags[i], occ, want_rays[i]) == 0);
    CHECK(lanefill_occluded_fills(orths[i], diags[i], occ, want_fills[i]) == 0);
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
  }
  for (b = 0; !lanefill_isa_supported(best_first[b]); ++b) continue;
  printf("checking %s against scalar\n", best_first[b]);
  CHECK(lanefill_set_isa(best_first[b]) == 0);
  k = lanefill_get_kernels();
  CHECK(k != NULL && strcmp(k->isa, best_first[b]) == 0);
  x = 0x9e3779b97f4a7c15ull;
  for (i = 0; i < kCases; ++i) {
    const int sq = squares2[i];
    const uint64_t occ = occs2[i], player = players[i], opponent = occ & ~player;
    const uint64_t orth = occ & (x >> 5), diag = occ & (x >> 9);
    CHECK(k->rook_attacks(sq, occ) == want[i][0] && lanefill_rook_attacks(sq, occ) == want[i][0]);
    CHECK(k->bishop_attacks(sq, occ) == want[i][1] &&
          lanefill_bishop_attacks(sq, occ) == want[i][1]);
    CHECK(k->queen_attacks(sq, occ) == want[i][2] && lanefill_queen_attacks(sq, occ) == want[i][2]);
    CHECK(k->slider_attacks(orth, diag, occ) == want[i][3] &&
          lanefill_slider_attacks(orth, diag, occ) == want[i][3]);
    CHECK(k->othello_moves(player, opponent) == want[i][4] &&
          lanefill_othello_moves(player, opponent) == want[i][4]);
    CHECK(k->othello_flips(sq, player, opponent) == want[i][5] &&
          lanefill_othello_flips(sq, player, opponent) == want[i][5]);
    {
      lanefill_slider_threats_t kept, checked;
      k->slider_threats(sq, occ, orth, diag, &kept);
      CHECK(lanefill_slider_threats(sq, occ, orth, diag, &checked) == 0);
      CHECK(same_threats(&kept, &want_threats[i]) && same_threats(&checked, &want_threats[i]));
    }
    {
      uint64_t rays[8], fills[8], rays_c[8];
      int d;
      k->ray_attacks(orth, diag, occ, rays);
      k->occluded_fills(orth, diag, occ, fills);
      CHECK(lanefill_ray_attacks(orth, diag, occ, rays_c) == 0);
      for (d = 0; d < 8; ++d)
        CHECK(rays[d] == want_rays[i][d] && rays_c[d] == want_rays[i][d] &&
              fills[d] == want_fills[i][d]);
    }
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
  }
  /* The table's batches, over all cases at once. */
  k->queen_attacks_batch(squares8, occs2, batch_out2, kCases);
  for (i = 0; i < kCases; ++i) CHECK(batch_out2[i] == want[i][2]);
  k->slider_attacks_batch(orths, diags, occs2, batch_out2, kCases);
  for (i = 0; i < kCases; ++i) CHECK(batch_out2[i] == want[i][3]);
  for (i = 0; i < kCases; ++i) occs2[i] &= ~players[i]; /* opponents */
  k->othello_moves_batch(players, occs2, batch_out2, kCases);
  for (i = 0; i < kCases; ++i) CHECK(batch_out2[i] == want[i][4]);
  CHECK(lanefill_set_isa("scalar") == 0);
  CHECK(strcmp(lanefill_get_kernels()->isa, "scalar") == 0);
  CHECK(k == lanefill_get_kernels() || strcmp(k->isa, "scalar") != 0);
  CHECK(k->queen_attacks(27, 0) == lanefill_queen_attacks(27, 0)); /* still valid */
  CHECK(lanefill_othello_flips(19, 0x0000000810000000ull, 0x0000001008000000ull) ==
        lanefill_get_kernels()->othello_flips(19, 0x0000000810000000ull, 0x0000001008000000ull));
}

/* Threat inputs of e4 (28) with a rook on e1, a bishop on h1, a queen on h4
 * and other pieces on e7, c6, b4: three sliders see e4 (sout, soEa, east),
 * and each would attack the first piece on the other side (e7, c6, b4). */
static void check_threats(void) {
  const uint64_t occ = bit(4) | bit(7) | bit(31) | bit(52) | bit(42) | bit(25);
  const uint64_t orth = bit(4) | bit(31), diag = bit(7) | bit(31);
  lanefill_slider_threats_t t, kept;
  lanefill_square_rays_t r;
  lanefill_pieces_t white = {0, 0, 0, 0, 0, 0};
  int d;
  memset(&t, 0xa5, sizeof t);
  CHECK(lanefill_slider_threats(28, occ, orth, diag, &t) == 0);
  CHECK(t.directions == 0x0eu); /* east 1, soEa 2, sout 3 */
  CHECK(t.slider[1] == bit(31) && t.discovered[1] == bit(25));
  CHECK(t.slider[2] == bit(7) && t.discovered[2] == bit(42));
  CHECK(t.slider[3] == bit(4) && t.discovered[3] == bit(52));
  for (d = 0; d < 8; ++d)
    if (d < 1 || d > 3) CHECK(t.slider[d] == 0 && t.discovered[d] == 0);
  CHECK(t.attackers == (bit(4) | bit(7) | bit(31)));
  CHECK(t.orth_attacks == lanefill_rook_attacks(28, occ));
  CHECK(t.diag_attacks == lanefill_bishop_attacks(28, occ));
  lanefill_get_kernels()->slider_threats(28, occ, orth, diag, &kept);
  CHECK(same_threats(&t, &kept));

  CHECK(lanefill_square_rays(28, occ, &r) == 0);
  CHECK(r.rays[3] == (bit(20) | bit(12) | bit(4)) && r.blockers[3] == bit(4));
  CHECK(r.rays[0] == (bit(37) | bit(46) | bit(55)) && r.blockers[0] == 0); /* noEa to h7 */
  for (d = 0; d < 8; ++d) CHECK(r.blockers[d] == (r.rays[d] & occ));

  /* refused, nothing written */
  memset(&t, 0, sizeof t);
  CHECK(lanefill_slider_threats(64, occ, orth, diag, &t) == LANEFILL_ERROR_SQUARE &&
        t.attackers == 0);
  CHECK(strstr(lanefill_last_error(), "outside 0..63") != NULL);
  CHECK(lanefill_square_rays(-3, occ, &r) == LANEFILL_ERROR_SQUARE);
  CHECK(lanefill_square_rays(0, occ, NULL) == LANEFILL_ERROR_NULL_POINTER);
  CHECK(strstr(lanefill_last_error(), "NULL") != NULL);

  /* White's attack map: a knight on b1, a pawn on e4, the king on e1. */
  white.knights = bit(1), white.pawns = bit(28), white.kings = bit(4);
  CHECK(lanefill_attack_map(0, &white, bit(1) | bit(28) | bit(4)) ==
        (lanefill_knight_attacks(1) | lanefill_pawn_attacks(0, 28) | lanefill_king_attacks(4)));
  white.rooks = bit(0);
  CHECK(lanefill_attack_map(0, &white, bit(0) | bit(1)) ==
        (lanefill_knight_attacks(1) | lanefill_pawn_attacks(0, 28) | lanefill_king_attacks(4) |
         lanefill_rook_attacks(0, bit(0) | bit(1))));
  CHECK(lanefill_attack_map(2, &white, 0) == 0 && strstr(lanefill_last_error(), "color") != NULL);
  CHECK(lanefill_attack_map(1, NULL, 0) == 0 && strstr(lanefill_last_error(), "NULL") != NULL);
}

/* Non-sliders, lines, pins; bad squares and colours refused. */
static void check_non_sliders(void) {
  CHECK(lanefill_knight_attacks(1) == 0x50800u);          /* b1: a3 c3 d2 */
  CHECK(lanefill_king_attacks(0) == 0x302u);              /* a1: a2 b1 b2 */
  CHECK(lanefill_pawn_attacks(0, 28) == 0x2800000000ull); /* e4 white: d5 f5 */
  CHECK(lanefill_pawn_attacks(1, 36) == 0x28000000ull);   /* e5 black: d4 f4 */
  CHECK(lanefill_between(0, 27) == 0x40200u);             /* a1-d4: b2 c3 */
  CHECK(lanefill_line(0, 9) == 0x8040201008040201ull);
  CHECK(lanefill_line(0, 17) == 0);
  CHECK(lanefill_pinned(4, 0x1000u, 0x1000000000000000ull, 0, 0x1000000000001010ull) == 0x1000u);
  CHECK(lanefill_knight_attacks(64) == 0 && strstr(lanefill_last_error(), "outside") != NULL);
  CHECK(lanefill_pawn_attacks(2, 0) == 0 && strstr(lanefill_last_error(), "color") != NULL);
  {
    const char* before = lanefill_last_error();
    CHECK(lanefill_between(-1, 3) == 0);
    CHECK(lanefill_last_error() == before); /* same storage, newest text */
  }
}

int main(void) {
  printf("lanefill C API: active ISA %s (%s)\n", lanefill_active_isa(), lanefill_active_reason());
  check_sliders();
  check_isa_control();
  check_best_isa_against_scalar();
  check_non_sliders();
  check_threats();
  printf("%d passed, %d failed\n", checks - failures, failures);
  return failures == 0 ? 0 : 1;
}
