/* lanefill/native/bodies.h — the kernel bodies, each written once: part of
 * lanefill/native.h (include that) and of the library's simd/ kernels.
 *
 * The Kogge-Stone, Othello run, outflank flips and line-smear SBAMG kernels
 * of the library are these statement macros, expanded over a target's
 * registers and operations (dumb7fill is one loop in simd/common/lanes.hpp; the
 * flips' searches by one instruction, vplzcntq or a bit scan, are written
 * where they run: lanefill/native/x86.h, scalar.h, othello.hpp):
 *   - the constexpr reference (lanefill/fills.hpp, othello.hpp) and with it
 *     the scalar tables, over uint64_t (the tests' oracle is independent:
 *     it walks rays square by square),
 *   - the C inline kernels (lanefill/native/x86.h and scalar.h) over
 *     __m256i, __m512i or uint64_t,
 *   - the dispatched kernels (simd/common/lanes.hpp, per ISA file under simd/) over
 *     xsimd batches and the steppers of simd/common/steppers.hpp,
 *   - the CLI's `lanefill trace` over a recording register, so that what it
 *     shows is these very steps.
 * A macro rather than a function because C has no templates: the body is
 * generic over the register type and over how a lane moves.
 *
 * The registers support | & ~ + - as lane-wise operators (uint64_t, the GNU
 * vector extensions of GCC and Clang behind __m128i/__m256i/__m512i, xsimd
 * batches). The operation parameters:
 *   V                 the register type (for temporaries)
 *   STEP(x, k, how)   every lane of x moved k squares along its own direction
 *                     (a shift or a rotate: the caller's choice); `how` is the
 *                     body's argument after STEP, passed through unchanged (a
 *                     direction, a shift, a stepper type, or 0), so that no
 *                     stepper reads a name of its caller's
 *   OR_AND(a, b, c)   a | (b & c), one vpternlogq where AVX-512 has it
 *   ZERO_LANES(x)     all ones in the lanes of x that are zero, else zero
 *   ONES              a register of all ones
 * (SBAMG by vplzcntq names its three-input operations instead.)
 * Outputs are lvalues the macro assigns; temporaries end in _ (no clash with
 * the caller's names). Names starting LANEFILL_NK_ are internal. */
#ifndef LANEFILL_NATIVE_BODIES_H
#define LANEFILL_NATIVE_BODIES_H
#include <stdint.h>

/* OR_AND by the operators, for targets without a three-input logic op. */
#define LANEFILL_NK_OR_AND(a, b, c) ((a) | ((b) & (c)))
/* ZERO_LANES of a uint64_t: the scalar register is one lane. */
#define LANEFILL_NK_ZERO_LANES1(x) ((uint64_t)0 - (uint64_t)((x) == 0))

/* Kogge-Stone occluded fill (chessprogramming wiki "Kogge-Stone
 * Algorithm"): gen grows through the propagator pro by 1, 2 and 4 steps, a
 * parallel prefix over a distance of up to 7; pro is doubled on the way.
 * Both are updated in place. */
#define LANEFILL_NK_KOGGE_STONE(gen, pro, STEP, how, OR_AND) \
  do {                                                       \
    (gen) = OR_AND((gen), (pro), STEP((gen), 1, how));       \
    (pro) = (pro)&STEP((pro), 1, how);                       \
    (gen) = OR_AND((gen), (pro), STEP((gen), 2, how));       \
    (pro) = (pro)&STEP((pro), 2, how);                       \
    (gen) = OR_AND((gen), (pro), STEP((gen), 4, how));       \
  } while (0)

/* Kogge-Stone of two registers whose lane j walk opposite directions (S and
 * T), sharing one propagator pro that holds neither direction's wrap file (a
 * flood never needs to pass a square it could only leave by wrapping; its
 * final step still lands there). T's doubled propagators come from S's by one
 * step each: pro1(-d) = step_T(pro1(d)) by 1, pro2(-d) = by 3. gen_s and
 * gen_t are filled in place. */
#define LANEFILL_NK_KOGGE_STONE_OPPOSITE(V, gen_s, gen_t, pro, STEP_S, how_s, STEP_T, how_t, \
                                         OR_AND)                                             \
  do {                                                                                       \
    const V pro1_s_ = (pro)&STEP_S((pro), 1, how_s);                                         \
    const V pro2_s_ = pro1_s_ & STEP_S(pro1_s_, 2, how_s);                                   \
    const V pro1_t_ = STEP_T(pro1_s_, 1, how_t);                                             \
    const V pro2_t_ = STEP_T(pro2_s_, 3, how_t);                                             \
    (gen_s) = OR_AND((gen_s), (pro), STEP_S((gen_s), 1, how_s));                             \
    (gen_t) = OR_AND((gen_t), (pro), STEP_T((gen_t), 1, how_t));                             \
    (gen_s) = OR_AND((gen_s), pro1_s_, STEP_S((gen_s), 2, how_s));                           \
    (gen_t) = OR_AND((gen_t), pro1_t_, STEP_T((gen_t), 2, how_t));                           \
    (gen_s) = OR_AND((gen_s), pro2_s_, STEP_S((gen_s), 4, how_s));                           \
    (gen_t) = OR_AND((gen_t), pro2_t_, STEP_T((gen_t), 4, how_t));                           \
  } while (0)

/* The attacks of a direction and its opposite, boards in lanes (STEP_UP and
 * STEP_DOWN shift every lane by k * s bits): Kogge-Stone of the pair on the
 * shared propagator pro, then one step each onto the blockers, the landing
 * squares cut by up_guard and down_guard. */
#define LANEFILL_NK_PAIR_ATTACKS(V, attacks, gen, pro, STEP_UP, STEP_DOWN, s, up_guard,       \
                                 down_guard, OR_AND)                                          \
  do {                                                                                        \
    V up_ = (gen), down_ = (gen);                                                             \
    LANEFILL_NK_KOGGE_STONE_OPPOSITE(V, up_, down_, (pro), STEP_UP, s, STEP_DOWN, s, OR_AND); \
    (attacks) = (STEP_UP(up_, 1, s) & (up_guard)) | (STEP_DOWN(down_, 1, s) & (down_guard));  \
  } while (0)

/* The diagonal attacks of boards in lanes: the pairs noEa/soWe (9 bits) and
 * noWe/soEa (7 bits) on one propagator, the empty squares off files a and
 * h (no flood passes an edge square it could only leave by wrapping). */
#define LANEFILL_NK_DIAGONAL_BOARDS(V, attacks, diag, occupied, not_a, not_h, STEP_UP, STEP_DOWN, \
                                    OR_AND)                                                       \
  do {                                                                                            \
    const V inner_ = ~(occupied) & (not_a) & (not_h);                                             \
    V noea_sowe_, nowe_soea_;                                                                     \
    LANEFILL_NK_PAIR_ATTACKS(V, noea_sowe_, (diag), inner_, STEP_UP, STEP_DOWN, 9, (not_a),       \
                             (not_h), OR_AND);                                                    \
    LANEFILL_NK_PAIR_ATTACKS(V, nowe_soea_, (diag), inner_, STEP_UP, STEP_DOWN, 7, (not_h),       \
                             (not_a), OR_AND);                                                    \
    (attacks) = noea_sowe_ | nowe_soea_;                                                          \
  } while (0)

/* All slider attacks of boards in lanes: the diagonals as above, the ranks
 * (east/west, 1 bit) on the same propagator, the files (8 bits) on all the
 * empty squares, no guard (a file step never wraps). */
#define LANEFILL_NK_SLIDER_BOARDS(V, attacks, orth, diag, occupied, not_a, not_h, STEP_UP,       \
                                  STEP_DOWN, OR_AND)                                             \
  do {                                                                                           \
    const V empty_ = ~(occupied);                                                                \
    V diagonals_, ranks_, files_;                                                                \
    LANEFILL_NK_DIAGONAL_BOARDS(V, diagonals_, (diag), (occupied), (not_a), (not_h), STEP_UP,    \
                                STEP_DOWN, OR_AND);                                              \
    LANEFILL_NK_PAIR_ATTACKS(V, ranks_, (orth), empty_&(not_a) & (not_h), STEP_UP, STEP_DOWN, 1, \
                             (not_a), (not_h), OR_AND);                                          \
    LANEFILL_NK_PAIR_ATTACKS(V, files_, (orth), empty_, STEP_UP, STEP_DOWN, 8, empty_ | ~empty_, \
                             empty_ | ~empty_, OR_AND);                                          \
    (attacks) = diagonals_ | ranks_ | files_;                                                    \
  } while (0)

/* Othello moves: run = the opponent discs (propagator pro) in an unbroken
 * line next to a player's disc, by a prefix of steps 1, 1, 2, 2 (a run is at
 * most six discs); pairs = pro & STEP(pro, 1, how), the caller's (it may derive
 * one direction's pairs from the other's). One more step from the run, onto
 * an empty square, is a move. */
#define LANEFILL_NK_OTHELLO_RUN(run, player, pro, pairs, STEP, how, OR_AND) \
  do {                                                                      \
    (run) = (pro)&STEP((player), 1, how);                                   \
    (run) = OR_AND((run), (pro), STEP((run), 1, how));                      \
    (run) = OR_AND((run), (pairs), STEP((run), 2, how));                    \
    (run) = OR_AND((run), (pairs), STEP((run), 2, how));                    \
  } while (0)

/* Othello flips on rays that run up the board (one ray per lane, the played
 * square excluded): a stop is a ray square without an opponent disc; the
 * lowest stop is s & -s = s & ~(s - 1); an own disc there flips the ray
 * squares below it ("outflank", Edax's name; no code taken). */
#define LANEFILL_NK_FLIPS_UP(V, flips, own, other, rays, ZERO_LANES, ONES) \
  do {                                                                     \
    const V stops_ = (rays) & ~(other);                                    \
    const V less_ = stops_ + (ONES);                                       \
    const V open_ = ZERO_LANES(stops_ & ~less_ & (own));                   \
    (flips) = ~(open_ | stops_) & less_ & (rays);                          \
  } while (0)

/* The same on rays that run down the board, STEP moving each lane down its
 * ray: the stops smeared down by 1, 2 and 4 squares cover everything at or
 * below the highest stop, which is the stop the smear one square further
 * down leaves out (the smear idea of Edax's AVX2 flips; no code taken). */
#define LANEFILL_NK_FLIPS_DOWN(V, flips, own, other, rays, STEP, how, ZERO_LANES) \
  do {                                                                            \
    const V stops_ = (rays) & ~(other);                                           \
    V smear_ = stops_ | STEP(stops_, 1, how);                                     \
    smear_ = smear_ | STEP(smear_, 2, how);                                       \
    smear_ = smear_ | STEP(smear_, 4, how);                                       \
    const V open_ = ZERO_LANES(stops_ & ~STEP(smear_, 1, how) & (own));           \
    (flips) = (rays) & ~(open_ | smear_);                                         \
  } while (0)

/* The same on rays that run down the board, by a search: HIGHEST(s) is the
 * highest bit of s, or 0 where s is 0 (a bit scan, or vplzcntq). An own disc
 * on the highest stop flips the ray squares above it: 0 - 2h has every bit
 * from one above h up (and none where h is 0). */
#define LANEFILL_NK_FLIPS_DOWN_BY_HIGHEST(V, flips, own, other, rays, HIGHEST, ZERO) \
  do {                                                                               \
    const V outflank_ = HIGHEST((rays) & ~(other)) & (own);                          \
    (flips) = ((ZERO) - (outflank_ + outflank_)) & (rays);                           \
  } while (0)

/* SBAMG on one line per lane (chessprogramming wiki "SBAMG"): x = (occupied
 * & line_ex) | floor, cbn = the highest bit of x & lower (the closest
 * blocker below, or the floor), attacks = (x ^ (x - 3cbn)) & line_ex. Here
 * cbn comes from a smear of x & lower down its own line (STEP one square
 * down the line of each lane: 1, 8, 9, 7 bits) by 1, 2, 4 squares, keeping
 * the bit with nothing one square further down. */
#define LANEFILL_NK_SBAMG_BY_LINE_SMEAR(V, attacks, occupied, line_ex, lower, floor, STEP, how) \
  do {                                                                                          \
    const V x_ = ((occupied) & (line_ex)) | (floor);                                            \
    const V below_ = x_ & (lower);                                                              \
    V smear_ = below_ | STEP(below_, 1, how);                                                   \
    smear_ = smear_ | STEP(smear_, 2, how);                                                     \
    smear_ = smear_ | STEP(smear_, 4, how);                                                     \
    const V cbn_ = smear_ & ~STEP(smear_, 1, how);                                              \
    (attacks) = (x_ ^ (x_ - (cbn_ + cbn_ + cbn_))) & (line_ex);                                 \
  } while (0)

/* SBAMG with a leading-zero count (AVX-512's vplzcntq): x = (occupied &
 * line) | 1 and below = the blockers below the slider | 1, bit 0 standing in
 * for the floor (it lies below every slider but a1's, whose lines all start
 * there); THREE_CBN(below) = 3 << msb(below), bits 63 and 0 rotated right by
 * lzcnt(below); attacks = (x ^ (x - 3cbn)) & line. Operations: AND_OR(a, b,
 * c) = (a & b) | c, XOR_AND(a, b, c) = (a ^ b) & c, SUB(a, b) = a - b,
 * BELOW(x, occupied, low, ONE) = below from `low`: (occupied & lower) | 1
 * from a table's lower mask (single squares), or x & ~above from the squares
 * above the slider (boards in lanes). */
#define LANEFILL_NK_SBAMG_BY_LZCNT(V, attacks, occupied, line, low, ONE, BELOW, THREE_CBN, AND_OR, \
                                   XOR_AND, SUB)                                                   \
  do {                                                                                             \
    const V x_ = AND_OR((occupied), (line), (ONE));                                                \
    const V below_ = BELOW(x_, (occupied), (low), (ONE));                                          \
    (attacks) = XOR_AND(x_, SUB(x_, THREE_CBN(below_)), (line));                                   \
  } while (0)

/* The rays of one square, blockers included, one ray per lane (`rays`: the
 * empty-board rays from the square, the square excluded). Up the board the
 * ray ends at its lowest occupied square: x ^ (x - 1) keeps everything up to
 * and including the lowest bit of x (all of it where x is 0). */
#define LANEFILL_NK_RAYS_UP(V, attacks, rays, occupied, ONE) \
  do {                                                       \
    const V x_ = (rays) & (occupied);                        \
    (attacks) = (rays) & (x_ ^ (x_ - (ONE)));                \
  } while (0)

/* Down the board the ray ends at its highest occupied square: smeared one
 * square further down and then by 1, 2 and 4 squares, the blockers cover
 * every ray square beyond the highest of them (STEP moves each lane down its
 * ray; a square that wraps around the board leaves the ray, so `rays` drops
 * it). */
#define LANEFILL_NK_RAYS_DOWN(V, attacks, rays, occupied, STEP, how) \
  do {                                                               \
    V beyond_ = STEP((rays) & (occupied), 1, how);                   \
    beyond_ = beyond_ | STEP(beyond_, 1, how);                       \
    beyond_ = beyond_ | STEP(beyond_, 2, how);                       \
    beyond_ = beyond_ | STEP(beyond_, 4, how);                       \
    (attacks) = (rays) & ~beyond_;                                   \
  } while (0)

/* Othello flips of one board, one ray at a time (the scalar kernel and the
 * constexpr reference): up rays by the lowest stop (LANEFILL_NK_FLIPS_UP),
 * down rays by the highest (LANEFILL_NK_FLIPS_DOWN_BY_HIGHEST), with
 * HIGHEST(s) a bit scan that gives 0 for s = 0 (LANEFILL_NK_HIGHEST1 from
 * MSB(x), defined for x != 0). `rays` is the played square's row of eight
 * rays, up rays first (lanefill_nk_rays order); the square is empty. */
#define LANEFILL_NK_FLIPS_BY_RAY(flipped, player, opponent, rays, HIGHEST)                 \
  do {                                                                                     \
    int j_ = 0;                                                                            \
    (flipped) = 0;                                                                         \
    for (j_ = 0; j_ < 4; ++j_) {                                                           \
      uint64_t up_ = 0;                                                                    \
      LANEFILL_NK_FLIPS_UP(uint64_t, up_, (player), (opponent), (rays)[j_],                \
                           LANEFILL_NK_ZERO_LANES1, ~UINT64_C(0));                         \
      (flipped) |= up_;                                                                    \
    }                                                                                      \
    for (j_ = 4; j_ < 8; ++j_) {                                                           \
      uint64_t down_ = 0;                                                                  \
      LANEFILL_NK_FLIPS_DOWN_BY_HIGHEST(uint64_t, down_, (player), (opponent), (rays)[j_], \
                                        HIGHEST, UINT64_C(0));                             \
      (flipped) |= down_;                                                                  \
    }                                                                                      \
  } while (0)
/* The highest bit of s, 0 for s = 0, from MSB(x) defined for x != 0: `s | 1`
 * keeps the scan defined, `& s` drops the made-up bit 0 when s is 0. */
#define LANEFILL_NK_HIGHEST1(s, MSB) ((UINT64_C(1) << MSB((s) | 1)) & (s))

/* Non-sliders by shifts, as expressions (constexpr C++ and C alike): one
 * file east or west of every square of x, nothing wrapping round an edge. */
#define LANEFILL_NK_EAST1(x) (((x) << 1) & UINT64_C(0xfefefefefefefefe))
#define LANEFILL_NK_WEST1(x) (((x) >> 1) & UINT64_C(0x7f7f7f7f7f7f7f7f))
#define LANEFILL_NK_SIDEWAYS1(x) (LANEFILL_NK_EAST1(x) | LANEFILL_NK_WEST1(x))
#define LANEFILL_NK_SIDEWAYS2(x) \
  (LANEFILL_NK_EAST1(LANEFILL_NK_EAST1(x)) | LANEFILL_NK_WEST1(LANEFILL_NK_WEST1(x)))
/* Knights: one file and two ranks, or two files and one rank, away. */
#define LANEFILL_NK_KNIGHT_SET(n)                                        \
  ((LANEFILL_NK_SIDEWAYS1(n) << 16) | (LANEFILL_NK_SIDEWAYS1(n) >> 16) | \
   (LANEFILL_NK_SIDEWAYS2(n) << 8) | (LANEFILL_NK_SIDEWAYS2(n) >> 8))
/* Kings: sideways, and the row of the king and its sideways squares one rank up and down. */
#define LANEFILL_NK_KING_SET(k)                                         \
  (LANEFILL_NK_SIDEWAYS1(k) | (((k) | LANEFILL_NK_SIDEWAYS1(k)) << 8) | \
   (((k) | LANEFILL_NK_SIDEWAYS1(k)) >> 8))
/* Pawns: white captures north-east and north-west, black south-east and south-west. */
#define LANEFILL_NK_WHITE_PAWN_SET(p) LANEFILL_NK_SIDEWAYS1((p) << 8)
#define LANEFILL_NK_BLACK_PAWN_SET(p) LANEFILL_NK_SIDEWAYS1((p) >> 8)

#endif /* LANEFILL_NATIVE_BODIES_H */
