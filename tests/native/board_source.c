/* tests/native/board_source.c — the kernel sources of boards in lanes
 * (simd/native/boards.h, boards_vector.h) compiled as written, over the
 * two-lane register of generic_register.h, and run (ctest
 * native.board_source): every kernel, lane by lane, against a definition it
 * does not share (slider attacks by the u64 level's rotate Kogge-Stone, moves
 * by walking each ray, stable discs by the u64 level's own kernel) or, for the
 * estimates, against the same source rendered for uint64_t. */
#include <stdio.h>

#include "generic_register.h" /* and the sources over it */

static uint64_t state = 0x9e3779b97f4a7c15u;
static uint64_t next_random(void) { /* splitmix64 */
  uint64_t z = (state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

/* The player's moves by walking each ray from each empty square. */
static uint64_t moves_by_walking(uint64_t player, uint64_t opponent) {
  static const int df[8] = {1, 1, 0, -1, -1, -1, 0, 1}, dr[8] = {0, 1, 1, 1, 0, -1, -1, -1};
  uint64_t moves = 0;
  int sq, d;
  for (sq = 0; sq < 64; ++sq) {
    if (((player | opponent) >> sq) & 1) continue;
    for (d = 0; d < 8; ++d) {
      int f = sq % 8 + df[d], r = sq / 8 + dr[d], seen = 0;
      while (f >= 0 && f < 8 && r >= 0 && r < 8 && ((opponent >> (8 * r + f)) & 1)) {
        f += df[d], r += dr[d], ++seen;
      }
      if (seen && f >= 0 && f < 8 && r >= 0 && r < 8 && ((player >> (8 * r + f)) & 1))
        moves |= UINT64_C(1) << sq;
    }
  }
  return moves;
}

static int failures = 0;
static void expect(const char* what, int i, uint64_t got, uint64_t want) {
  if (got != want && failures++ < 10)
    printf("%s, board %d: 0x%016llx, wanted 0x%016llx\n", what, i, (unsigned long long)got,
           (unsigned long long)want);
}

int main(void) {
  enum { n = 401 }; /* odd: the batches' last register has one board */
  static uint64_t orth[n], diag[n], occupied[n], player[n], opponent[n];
  static uint8_t counts[n];
  int i, j, full_lines_checked = 0;
  for (i = 0; i < n; ++i) {
    occupied[i] = next_random() & next_random();
    orth[i] = occupied[i] & next_random() & next_random();
    diag[i] = occupied[i] & next_random() & next_random() & ~orth[i];
    player[i] = next_random() & next_random();
    opponent[i] = next_random() & ~player[i];
  }
  for (i = 0; i + 1 < n; i += 2) {
    const lanefill_v o = lanefill_v_boards_at(orth, i, n), d = lanefill_v_boards_at(diag, i, n);
    const lanefill_v occ = lanefill_v_boards_at(occupied, i, n);
    const lanefill_v p = lanefill_v_boards_at(player, i, n),
                     q = lanefill_v_boards_at(opponent, i, n);
    const lanefill_v sliders =
        lanefill_v_diagonal_attacks(d, occ) | lanefill_v_rank_file_attacks(o, occ);
    const lanefill_v moves = lanefill_v_othello_moves(p, q);
    const lanefill_v potential = lanefill_v_othello_potential_moves(p, q);
    const lanefill_v stable = lanefill_v_othello_stable_discs(p, q);
    lanefill_v full[4];
    lanefill_v_othello_full_lines(p | q, full);
    for (j = 0; j < 2; ++j) {
      uint64_t want_full[4];
      int k;
      expect("slider attacks", i + j, sliders[j],
             lanefill_u64_slider_attacks(orth[i + j], diag[i + j], occupied[i + j]));
      expect("moves", i + j, moves[j], moves_by_walking(player[i + j], opponent[i + j]));
      expect("potential moves", i + j, potential[j],
             lanefill_u64_othello_potential_moves(player[i + j], opponent[i + j]));
      expect("stable discs", i + j, stable[j],
             lanefill_u64_othello_stable_discs(player[i + j], opponent[i + j]));
      lanefill_u64_othello_full_lines(player[i + j] | opponent[i + j], want_full);
      for (k = 0; k < 4; ++k, ++full_lines_checked)
        expect("full lines", i + j, full[k][j], want_full[k]);
    }
  }
  lanefill_v_othello_mobility_batch(player, opponent, counts, n);
  for (i = 0; i < n; ++i)
    expect("mobility batch", i, counts[i],
           (uint64_t)lanefill_u64_popcount(moves_by_walking(player[i], opponent[i])));
  if (failures) {
    printf("%d differences: the kernel sources as written are wrong\n", failures);
    return 1;
  }
  printf("simd/native/boards.h, boards_vector.h as written: %d boards agree (%d full lines)\n", n,
         full_lines_checked);
  return 0;
}
