/* simd/native/boards.h — the kernels of boards in lanes, written once: every
 * lane of a register holds a board of its own, and each direction is one
 * immediate shift of all lanes. The source of the inline path's
 * lanefill_u64_ (one board), lanefill_u4_ (4 boards, AVX2) and lanefill_u8_
 * (8 boards, AVX-512) kernels below: scripts/generate.py renders this file
 * into lanefill/native/u64_kernels.h, ymm_kernels.h and zmm_kernels.h by
 * naming its register: `lanefill_v` becomes the type, `lanefill_v_` the
 * type's prefix, and nothing else changes (not installed).
 *
 * It is C99 over the generic register `lanefill_v` and its operations
 * (each level's ops header spells them for its type): lanefill_v_splat(x),
 * a register of x in every lane; the bodies lanefill/detail/bodies.hpp
 * renders per type, lanefill_v_kogge_stone_pair and lanefill_v_othello_run_up
 * and _down (one step `bits` bits, by shifts). tests/native/generic_register.h
 * compiles and runs it as written (ctest native.board_source).
 *
 *   pair_attacks, diagonal_attacks, rank_file_attacks   slider attacks by Kogge-Stone pairs
 *   othello_moves_both_ways, othello_moves              Othello moves by prefix runs
 *   othello_potential_moves, othello_full_lines, stable_by_contact
 *                                                       the endgame's estimates
 * boards_vector.h adds the kernels of vector registers alone. */

/* The attacks of a direction and its opposite (one step is `bits` bits):
 * Kogge-Stone of the pair on the shared propagator pro, then one step each
 * onto the blockers, the landing squares cut by up_guard and down_guard. */
static inline lanefill_v lanefill_v_pair_attacks(lanefill_v gen, lanefill_v pro, int bits,
                                                 lanefill_v up_guard, lanefill_v down_guard) {
  lanefill_v up = gen, down = gen;
  lanefill_v_kogge_stone_pair(&up, &down, pro, bits);
  return ((up << bits) & up_guard) | ((down >> bits) & down_guard);
}

/* The diagonal attacks: the pairs noEa/soWe (9 bits) and noWe/soEa (7 bits)
 * on one propagator, the empty squares off files a and h (no flood passes an
 * edge square it could only leave by wrapping). */
static inline lanefill_v lanefill_v_diagonal_attacks(lanefill_v diag, lanefill_v occupied) {
  const lanefill_v not_a = lanefill_v_splat(UINT64_C(0xfefefefefefefefe));
  const lanefill_v not_h = lanefill_v_splat(UINT64_C(0x7f7f7f7f7f7f7f7f));
  const lanefill_v inner = ~occupied & not_a & not_h;
  return lanefill_v_pair_attacks(diag, inner, 9, not_a, not_h) |
         lanefill_v_pair_attacks(diag, inner, 7, not_h, not_a);
}

/* The orthogonal attacks: the ranks (east/west, 1 bit) on the empty squares
 * off files a and h, the files (8 bits) on all the empty squares, no guard (a
 * file step never wraps). */
static inline lanefill_v lanefill_v_rank_file_attacks(lanefill_v orth, lanefill_v occupied) {
  const lanefill_v not_a = lanefill_v_splat(UINT64_C(0xfefefefefefefefe));
  const lanefill_v not_h = lanefill_v_splat(UINT64_C(0x7f7f7f7f7f7f7f7f));
  const lanefill_v all = lanefill_v_splat(~UINT64_C(0));
  const lanefill_v empty = ~occupied;
  return lanefill_v_pair_attacks(orth, empty & not_a & not_h, 1, not_a, not_h) |
         lanefill_v_pair_attacks(orth, empty, 8, all, all);
}

/* Both ways of one shift: the down pairs are the up pairs shifted back. */
static inline lanefill_v lanefill_v_othello_moves_both_ways(lanefill_v player, lanefill_v pro,
                                                            int bits) {
  const lanefill_v up_pairs = pro & (pro << bits);
  const lanefill_v down_pairs = up_pairs >> bits;
  return (lanefill_v_othello_run_up(player, pro, up_pairs, bits) << bits) |
         (lanefill_v_othello_run_down(player, pro, down_pairs, bits) >> bits);
}
/* Every square the player may play. The propagator of the sideways pairs (1,
 * 7, 9 bits) is the opponent's discs on files b..g, so no run and no step
 * out of a run crosses a file edge. */
static inline lanefill_v lanefill_v_othello_moves(lanefill_v player, lanefill_v opponent) {
  const lanefill_v inner = opponent & lanefill_v_splat(UINT64_C(0x7e7e7e7e7e7e7e7e));
  return (lanefill_v_othello_moves_both_ways(player, inner, 1) |
          lanefill_v_othello_moves_both_ways(player, opponent, 8) |
          lanefill_v_othello_moves_both_ways(player, inner, 7) |
          lanefill_v_othello_moves_both_ways(player, inner, 9)) &
         ~(player | opponent);
}

/* Potential moves: the empty squares next to an opponent disc that has a
 * square on its far side along that line too (discs on a file edge count
 * only vertically, on a rank edge only sideways, on the border not
 * diagonally). */
static inline lanefill_v lanefill_v_othello_potential_moves(lanefill_v player,
                                                            lanefill_v opponent) {
  const lanefill_v sideways = opponent & lanefill_v_splat(UINT64_C(0x7e7e7e7e7e7e7e7e));
  const lanefill_v upright = opponent & lanefill_v_splat(UINT64_C(0x00ffffffffffff00));
  const lanefill_v inner = opponent & lanefill_v_splat(UINT64_C(0x007e7e7e7e7e7e00));
  return ((sideways << 1) | (sideways >> 1) | (upright << 8) | (upright >> 8) | (inner << 7) |
          (inner >> 7) | (inner << 9) | (inner >> 9)) &
         ~(player | opponent);
}

/* Full lines: lane by lane, the squares whose line of each kind is occupied
 * from edge to edge. A line's squares are ANDed towards both ends by steps
 * of 1, 2 and 4 squares, a square beyond the edge counting as occupied (the
 * pads: the squares within 1, 2, 4 steps of that end). Ranks by the AND of
 * a rank's bits spread back over it, files by rotations. */
static inline lanefill_v lanefill_v_full_line_of(lanefill_v occupied, int bits, uint64_t up_pad1,
                                                 uint64_t up_pad2, uint64_t up_pad4,
                                                 uint64_t down_pad1, uint64_t down_pad2,
                                                 uint64_t down_pad4) {
  lanefill_v up = occupied, down = occupied;
  up &= (up >> bits) | lanefill_v_splat(up_pad1);
  down &= (down << bits) | lanefill_v_splat(down_pad1);
  up &= (up >> (2 * bits)) | lanefill_v_splat(up_pad2);
  down &= (down << (2 * bits)) | lanefill_v_splat(down_pad2);
  up &= (up >> (4 * bits)) | lanefill_v_splat(up_pad4);
  down &= (down << (4 * bits)) | lanefill_v_splat(down_pad4);
  return up & down;
}
static inline void lanefill_v_othello_full_lines(lanefill_v occupied, lanefill_v full[4]) {
  lanefill_v rank = occupied & (occupied >> 1), file = occupied;
  rank &= rank >> 2;
  rank &= rank >> 4;
  rank &= lanefill_v_splat(UINT64_C(0x0101010101010101)); /* bit 0 of a full rank */
  rank |= rank << 1;
  rank |= rank << 2;
  full[0] = rank | (rank << 4);
  file &= (file >> 8) | (file << 56);
  file &= (file >> 16) | (file << 48);
  full[1] = file & ((file >> 32) | (file << 32));
  /* a1-h8 diagonals: 9 bits a step; up stops at rank 8 and file h. */
  full[2] = lanefill_v_full_line_of(occupied, 9, UINT64_C(0xff80808080808080),
                                    UINT64_C(0xffffc0c0c0c0c0c0), UINT64_C(0xfffffffff0f0f0f0),
                                    UINT64_C(0x01010101010101ff), UINT64_C(0x030303030303ffff),
                                    UINT64_C(0x0f0f0f0fffffffff));
  /* h1-a8 antidiagonals: 7 bits a step; up stops at rank 8 and file a. */
  full[3] = lanefill_v_full_line_of(occupied, 7, UINT64_C(0xff01010101010101),
                                    UINT64_C(0xffff030303030303), UINT64_C(0xffffffff0f0f0f0f),
                                    UINT64_C(0x80808080808080ff), UINT64_C(0xc0c0c0c0c0c0ffff),
                                    UINT64_C(0xf0f0f0f0ffffffff));
}

/* One round of stability by contact: the inner discs that, along each of
 * their four lines, lie on a full line or touch a stable disc (inner squares
 * never wrap a step). */
static inline lanefill_v lanefill_v_stable_by_contact(lanefill_v stable, lanefill_v inner,
                                                      const lanefill_v full[4]) {
  return stable |
         (inner & ((stable >> 1) | (stable << 1) | full[0]) &
          ((stable >> 8) | (stable << 8) | full[1]) & ((stable >> 9) | (stable << 9) | full[2]) &
          ((stable >> 7) | (stable << 7) | full[3]));
}
