"""Kernels on boards in lanes: every lane of a register holds a board of its
own, and every direction is one immediate shift of all lanes. Written once
here and made for each register type (registers.py: uint64_t, lanefill_u4,
lanefill_u8): its type V, its functions' prefix P, its splat (a register with
a constant in every lane).

  pair_attacks, diagonal_attacks, rank_file_attacks   slider attacks by Kogge-Stone pairs
  othello_run_up, othello_run_down, othello_moves     Othello moves by prefix runs
  othello_potential_moves, othello_full_lines, stable_by_contact
                                                      the endgame's estimates
"""

import re

from . import registers


def _shift_ops(V):
    up = "({x} << ({kb}))"
    down = "({x} >> ({kb}))"
    return (registers.COps(V, step=up, step_t=down, or_and=registers.PLAIN_OR_AND),
            registers.COps(V, step=up, or_and=registers.PLAIN_OR_AND),
            registers.COps(V, step=down, or_and=registers.PLAIN_OR_AND))


# The kernels, V the register type, @ the prefix of its functions, SPLAT(x)
# a register of x in every lane.
TEMPLATE = """
/* The attacks of a direction and its opposite (one step is `bits` bits):
 * Kogge-Stone of the pair on the shared propagator pro, then one step each
 * onto the blockers, the landing squares cut by up_guard and down_guard. */
static inline V @pair_attacks(V gen, V pro, int bits, V up_guard, V down_guard) {
  V up = gen, down = gen;
  @kogge_stone_pair(&up, &down, pro, bits);
  return ((up << bits) & up_guard) | ((down >> bits) & down_guard);
}

/* The diagonal attacks: the pairs noEa/soWe (9 bits) and noWe/soEa (7 bits)
 * on one propagator, the empty squares off files a and h (no flood passes an
 * edge square it could only leave by wrapping). */
static inline V @diagonal_attacks(V diag, V occupied) {
  const V not_a = SPLAT(UINT64_C(0xfefefefefefefefe));
  const V not_h = SPLAT(UINT64_C(0x7f7f7f7f7f7f7f7f));
  const V inner = ~occupied & not_a & not_h;
  return @pair_attacks(diag, inner, 9, not_a, not_h) | @pair_attacks(diag, inner, 7, not_h, not_a);
}

/* The orthogonal attacks: the ranks (east/west, 1 bit) on the empty squares
 * off files a and h, the files (8 bits) on all the empty squares, no guard (a
 * file step never wraps). */
static inline V @rank_file_attacks(V orth, V occupied) {
  const V not_a = SPLAT(UINT64_C(0xfefefefefefefefe));
  const V not_h = SPLAT(UINT64_C(0x7f7f7f7f7f7f7f7f));
  const V all = SPLAT(~UINT64_C(0));
  const V empty = ~occupied;
  return @pair_attacks(orth, empty & not_a & not_h, 1, not_a, not_h) |
         @pair_attacks(orth, empty, 8, all, all);
}

/* Both ways of one shift: the down pairs are the up pairs shifted back. */
static inline V @othello_moves_both_ways(V player, V pro, int bits) {
  const V up_pairs = pro & (pro << bits);
  const V down_pairs = up_pairs >> bits;
  return (@othello_run_up(player, pro, up_pairs, bits) << bits) |
         (@othello_run_down(player, pro, down_pairs, bits) >> bits);
}
/* Every square the player may play. The propagator of the sideways pairs (1,
 * 7, 9 bits) is the opponent's discs on files b..g, so no run and no step
 * out of a run crosses a file edge. */
static inline V @othello_moves(V player, V opponent) {
  const V inner = opponent & SPLAT(UINT64_C(0x7e7e7e7e7e7e7e7e));
  return (@othello_moves_both_ways(player, inner, 1) | @othello_moves_both_ways(player, opponent, 8) |
          @othello_moves_both_ways(player, inner, 7) | @othello_moves_both_ways(player, inner, 9)) &
         ~(player | opponent);
}

/* Potential moves: the empty squares next to an opponent disc that has a
 * square on its far side along that line too (discs on a file edge count
 * only vertically, on a rank edge only sideways, on the border not
 * diagonally). */
static inline V @othello_potential_moves(V player, V opponent) {
  const V sideways = opponent & SPLAT(UINT64_C(0x7e7e7e7e7e7e7e7e));
  const V upright = opponent & SPLAT(UINT64_C(0x00ffffffffffff00));
  const V inner = opponent & SPLAT(UINT64_C(0x007e7e7e7e7e7e00));
  return ((sideways << 1) | (sideways >> 1) | (upright << 8) | (upright >> 8) | (inner << 7) |
          (inner >> 7) | (inner << 9) | (inner >> 9)) &
         ~(player | opponent);
}

/* Full lines: lane by lane, the squares whose line of each kind is occupied
 * from edge to edge. A line's squares are ANDed towards both ends by steps
 * of 1, 2 and 4 squares, a square beyond the edge counting as occupied (the
 * pads: the squares within 1, 2, 4 steps of that end). Ranks by the AND of
 * a rank's bits spread back over it, files by rotations. */
static inline V @full_line_of(V occupied, int bits, uint64_t up_pad1, uint64_t up_pad2,
                              uint64_t up_pad4, uint64_t down_pad1, uint64_t down_pad2,
                              uint64_t down_pad4) {
  V up = occupied, down = occupied;
  up &= (up >> bits) | SPLAT(up_pad1);
  down &= (down << bits) | SPLAT(down_pad1);
  up &= (up >> (2 * bits)) | SPLAT(up_pad2);
  down &= (down << (2 * bits)) | SPLAT(down_pad2);
  up &= (up >> (4 * bits)) | SPLAT(up_pad4);
  down &= (down << (4 * bits)) | SPLAT(down_pad4);
  return up & down;
}
static inline void @othello_full_lines(V occupied, V full[4]) {
  V rank = occupied & (occupied >> 1), file = occupied;
  rank &= rank >> 2;
  rank &= rank >> 4;
  rank &= SPLAT(UINT64_C(0x0101010101010101)); /* bit 0 of a full rank */
  rank |= rank << 1;
  rank |= rank << 2;
  full[0] = rank | (rank << 4);
  file &= (file >> 8) | (file << 56);
  file &= (file >> 16) | (file << 48);
  full[1] = file & ((file >> 32) | (file << 32));
  /* a1-h8 diagonals: 9 bits a step; up stops at rank 8 and file h. */
  full[2] = @full_line_of(occupied, 9, UINT64_C(0xff80808080808080), UINT64_C(0xffffc0c0c0c0c0c0),
                          UINT64_C(0xfffffffff0f0f0f0), UINT64_C(0x01010101010101ff),
                          UINT64_C(0x030303030303ffff), UINT64_C(0x0f0f0f0fffffffff));
  /* h1-a8 antidiagonals: 7 bits a step; up stops at rank 8 and file a. */
  full[3] = @full_line_of(occupied, 7, UINT64_C(0xff01010101010101), UINT64_C(0xffff030303030303),
                          UINT64_C(0xffffffff0f0f0f0f), UINT64_C(0x80808080808080ff),
                          UINT64_C(0xc0c0c0c0c0c0ffff), UINT64_C(0xf0f0f0f0ffffffff));
}

/* One round of stability by contact: the inner discs that, along each of
 * their four lines, lie on a full line or touch a stable disc (inner squares
 * never wrap a step). */
static inline V @stable_by_contact(V stable, V inner, const V full[4]) {
  return stable | (inner & ((stable >> 1) | (stable << 1) | full[0]) &
                   ((stable >> 8) | (stable << 8) | full[1]) & ((stable >> 9) | (stable << 9) | full[2]) &
                   ((stable >> 7) | (stable << 7) | full[3]));
}
"""


# Vector registers only (LANES boards): the endgame's stable discs of every
# lane, and the Othello batches, LANES boards a step. LOAD(p, i, n) is boards
# i.. of p (zero past n), STORE(p, i, n, x) writes the lanes of x below n,
# ANY(x) whether some lane of x is not zero; the batches are the level's
# kernels of those entries ($: the level's prefix).
LANES_TEMPLATE = """
/* The player's stable discs of LANES boards: the edges one board at a time
 * (table lookups), full lines and stability by contact in lanes, until no
 * lane changes. */
static inline V @othello_stable_discs(V player, V opponent) {
  const V inner = player & SPLAT(UINT64_C(0x007e7e7e7e7e7e00));
  V edges, full[4], stable, before;
  size_t j;
  for (j = 0; j < LANES; ++j) edges[j] = lanefill_u64_stable_edges(player[j], opponent[j]);
  @othello_full_lines(player | opponent, full);
  stable = edges | (inner & full[0] & full[1] & full[2] & full[3]);
  do {
    before = stable;
    stable = @stable_by_contact(stable, inner, full);
  } while (ANY(stable ^ before));
  return stable;
}

/* The Othello batches, LANES boards a step. */
static inline void $othello_moves_batch(const uint64_t* player, const uint64_t* opponent,
                                        uint64_t* out, size_t n) {
  size_t i;
  for (i = 0; i < n; i += LANES)
    STORE(out, i, n, @othello_moves(LOAD(player, i, n), LOAD(opponent, i, n)));
}
static inline void $othello_potential_moves_batch(const uint64_t* player,
                                                  const uint64_t* opponent, uint64_t* out,
                                                  size_t n) {
  size_t i;
  for (i = 0; i < n; i += LANES)
    STORE(out, i, n, @othello_potential_moves(LOAD(player, i, n), LOAD(opponent, i, n)));
}
static inline void $othello_stable_discs_batch(const uint64_t* player, const uint64_t* opponent,
                                               uint64_t* out, size_t n) {
  size_t i;
  for (i = 0; i < n; i += LANES)
    STORE(out, i, n, @othello_stable_discs(LOAD(player, i, n), LOAD(opponent, i, n)));
}
/* The move counts: the moves of LANES boards, a popcount each. */
static inline void $othello_mobility_batch(const uint64_t* player, const uint64_t* opponent,
                                           uint8_t* out, size_t n) {
  size_t i, j;
  for (i = 0; i < n; i += LANES) {
    const V moves = @othello_moves(LOAD(player, i, n), LOAD(opponent, i, n));
    for (j = 0; j < LANES && i + j < n; ++j) out[i + j] = (uint8_t)lanefill_u64_popcount(moves[j]);
  }
}
"""


def functions(V, prefix, splat, lanes=None):
    """The kernels of boards in lanes for one register type, as C text;
    `lanes` (a vector type): (count, level prefix, any, load, store)."""
    pair, up, down = _shift_ops(V)
    out = [
        registers.c_function(registers.Instance(
            "kogge_stone_opposite", f"{prefix}kogge_stone_pair", pair, extra=["int bits"],
            outputs=["up", "down"], about="A direction and its opposite, one step `bits` bits")),
        "\n/* Othello moves per shift: the runs of opponent discs (pro) next to an own\n"
        " * disc, one direction by left shifts and its opposite by right shifts. */\n",
        registers.c_function(registers.Instance("othello_run", f"{prefix}othello_run_up", up,
                                                extra=["int bits"], about="Up the board")),
        registers.c_function(registers.Instance("othello_run", f"{prefix}othello_run_down", down,
                                                extra=["int bits"], about="Down the board")),
    ]
    # @name: the type's function; SPLAT(x): a register of x; V: the type.
    text = TEMPLATE
    if lanes:
        count, level, any_lane, load, store = lanes
        text += (LANES_TEMPLATE.replace("LANES", str(count)).replace("$", level)
                 .replace("ANY(", any_lane + "(").replace("LOAD(", load + "(")
                 .replace("STORE(", store + "("))
    text = re.sub(r"SPLAT\(((?:[^()]|\([^()]*\))*)\)", lambda m: splat.format(b=m.group(1)),
                  text)
    text = re.sub(r"\bV\b", V, text.replace("@", prefix))
    return "".join(out) + text
