/* simd/native/boards_vector.h — the kernels of boards in lanes that only a
 * vector register has (boards.h has those of every register type): the
 * stable discs of every lane, and the move counts of a batch. Rendered into
 * lanefill/native/ymm_kernels.h (lanefill_u4_, 4 boards) and zmm_kernels.h
 * (lanefill_u8_, 8 boards) by scripts/generate.py, as boards.h is (not
 * installed).
 *
 * With them the generator renders, a register of boards a step, the batch
 * kernel of each of these batch entries (LANEFILL_BATCH_OF), its lanes run
 * through its entry's kernel here or in boards.h
 * (templates/native_kernels.h.in, `batch`):
 *   Batches: othello_moves_batch othello_potential_moves_batch othello_stable_discs_batch
 *
 * The vector operations, beyond boards.h's: lanefill_v_lanes, the boards a
 * register holds; lanefill_v_any(x), whether some lane of x is not zero;
 * lanefill_v_boards_at(p, i, n), boards i.. of p (zero past n);
 * lanefill_v_store_boards(p, i, n, x), the lanes of x below n into p. Lane j
 * of a register is x[j] (GNU C vector subscripts). */

/* The player's stable discs of a register of boards: the edges one board at a time
 * (table lookups), full lines and stability by contact in lanes, until no
 * lane changes. */
static inline lanefill_v lanefill_v_othello_stable_discs(lanefill_v player, lanefill_v opponent) {
  const lanefill_v inner = player & lanefill_v_splat(UINT64_C(0x007e7e7e7e7e7e00));
  lanefill_v edges, full[4], stable, before;
  size_t j;
  for (j = 0; j < lanefill_v_lanes; ++j)
    edges[j] = lanefill_u64_stable_edges(player[j], opponent[j]);
  lanefill_v_othello_full_lines(player | opponent, full);
  stable = edges | (inner & full[0] & full[1] & full[2] & full[3]);
  do {
    before = stable;
    stable = lanefill_v_stable_by_contact(stable, inner, full);
  } while (lanefill_v_any(stable ^ before));
  return stable;
}

/* The move counts: the moves of a register of boards, a popcount each. */
static inline void lanefill_v_othello_mobility_batch(const uint64_t* player,
                                                     const uint64_t* opponent, uint8_t* out,
                                                     size_t n) {
  size_t i, j;
  for (i = 0; i < n; i += lanefill_v_lanes) {
    const lanefill_v moves = lanefill_v_othello_moves(lanefill_v_boards_at(player, i, n),
                                                      lanefill_v_boards_at(opponent, i, n));
    for (j = 0; j < lanefill_v_lanes && i + j < n; ++j)
      out[i + j] = (uint8_t)lanefill_u64_popcount(moves[j]);
  }
}
