/* lanefill/native/bodies.h — the kernel bodies, each written once.
 *
 * A body is a statement macro, generic over a register type and over how its
 * lanes move. Each expansion sits in a named function per register type, so
 * that a debugger and a profile see the function (lanefill_ymm_kogge_stone,
 * lanefill::simd::kogge_fill<...>), not one long line:
 *   - the inline kernels (lanefill/native/u64.h, ymm.h, boards.h and the
 *     target headers) over uint64_t, __m256i, __m512i and GNU vectors,
 *   - the constexpr reference (lanefill/fills.hpp, othello.hpp, attacks.hpp)
 *     over uint64_t,
 *   - the dispatched research kernels (simd/common/lanes.hpp) over xsimd
 *     batches and the steppers of simd/common/steppers.hpp,
 *   - `lanefill trace` over its recording registers.
 * A macro, because C has no templates. This file has no include guard: a
 * header that uses the bodies includes it, expands them, and includes
 * lanefill/native/end.h, which undefines every macro defined here, so no
 * public header leaves one behind.
 *
 * The registers support | & ~ + - as lane-wise operators (uint64_t, the GNU
 * vector extensions of GCC and Clang, xsimd batches, the trace's registers).
 * The operation parameters, each with one meaning:
 *   V                  the register type, for temporaries
 *   STEP(s, x, k)      x with every lane moved k squares along its own
 *                      direction (k = 1, 2 or 4; 3 in KOGGE_STONE_OPPOSITE)
 *                      by the stepper s, a value of the one type that STEP
 *                      reads and nothing else: C++ reference a DirectionTag
 *                      (fills.hpp) or the signed bits of one step
 *                      (step_by_rotate); C kernels the bits of one step
 *                      (boards.h, u64.h) or a table of per-lane counts
 *                      indexed by k (ymm.h, avx512.h); lanes.hpp the
 *                      stepper object of simd/common/steppers.hpp
 *   OR_AND(a, b, c)    a | (b & c), one vpternlogq where AVX-512 has it
 *   ZERO_LANES(x)      all ones in the lanes of x that are zero, else zero
 * Outputs are lvalues the macro assigns; temporaries end in _. No body
 * expands another body: bodies call the functions they are given. */
#include <stdint.h>

/* Kogge-Stone occluded fill (chessprogramming wiki "Kogge-Stone
 * Algorithm"): gen grows through the propagator pro by 1, 2 and 4 steps, a
 * parallel prefix over a distance of up to 7; pro is doubled on the way.
 * Both are updated in place. */
#define LANEFILL_NK_KOGGE_STONE(gen, pro, STEP, s, OR_AND) \
  do {                                                     \
    (gen) = OR_AND((gen), (pro), STEP((s), (gen), 1));     \
    (pro) = (pro)&STEP((s), (pro), 1);                     \
    (gen) = OR_AND((gen), (pro), STEP((s), (gen), 2));     \
    (pro) = (pro)&STEP((s), (pro), 2);                     \
    (gen) = OR_AND((gen), (pro), STEP((s), (gen), 4));     \
  } while (0)

/* Kogge-Stone of two registers whose lane j walk opposite directions (the
 * steppers s and t), sharing one propagator pro that holds neither
 * direction's wrap file (a flood never needs to pass a square it could only
 * leave by wrapping; its final step still lands there). t's doubled
 * propagators come from s's by one step each: pro1(-d) = step_t(pro1(d)) by
 * 1, pro2(-d) = by 3. gen_s and gen_t are filled in place. */
#define LANEFILL_NK_KOGGE_STONE_OPPOSITE(V, gen_s, gen_t, pro, STEP_S, s, STEP_T, t, OR_AND) \
  do {                                                                                       \
    const V pro1_s_ = (pro)&STEP_S((s), (pro), 1);                                           \
    const V pro2_s_ = pro1_s_ & STEP_S((s), pro1_s_, 2);                                     \
    const V pro1_t_ = STEP_T((t), pro1_s_, 1);                                               \
    const V pro2_t_ = STEP_T((t), pro2_s_, 3);                                               \
    (gen_s) = OR_AND((gen_s), (pro), STEP_S((s), (gen_s), 1));                               \
    (gen_t) = OR_AND((gen_t), (pro), STEP_T((t), (gen_t), 1));                               \
    (gen_s) = OR_AND((gen_s), pro1_s_, STEP_S((s), (gen_s), 2));                             \
    (gen_t) = OR_AND((gen_t), pro1_t_, STEP_T((t), (gen_t), 2));                             \
    (gen_s) = OR_AND((gen_s), pro2_s_, STEP_S((s), (gen_s), 4));                             \
    (gen_t) = OR_AND((gen_t), pro2_t_, STEP_T((t), (gen_t), 4));                             \
  } while (0)

/* Othello moves: run = the opponent discs (propagator pro) in an unbroken
 * line next to a player's disc, by a prefix of steps 1, 1, 2, 2 (a run is at
 * most six discs); pairs = pro & STEP(s, pro, 1), the caller's (it may derive
 * one direction's pairs from the other's). One more step from the run, onto
 * an empty square, is a move. */
#define LANEFILL_NK_OTHELLO_RUN(run, player, pro, pairs, STEP, s, OR_AND) \
  do {                                                                    \
    (run) = (pro)&STEP((s), (player), 1);                                 \
    (run) = OR_AND((run), (pro), STEP((s), (run), 1));                    \
    (run) = OR_AND((run), (pairs), STEP((s), (run), 2));                  \
    (run) = OR_AND((run), (pairs), STEP((s), (run), 2));                  \
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
#define LANEFILL_NK_FLIPS_DOWN(V, flips, own, other, rays, STEP, s, ZERO_LANES) \
  do {                                                                          \
    const V stops_ = (rays) & ~(other);                                         \
    V smear_ = stops_ | STEP((s), stops_, 1);                                   \
    smear_ = smear_ | STEP((s), smear_, 2);                                     \
    smear_ = smear_ | STEP((s), smear_, 4);                                     \
    const V open_ = ZERO_LANES(stops_ & ~STEP((s), smear_, 1) & (own));         \
    (flips) = (rays) & ~(open_ | smear_);                                       \
  } while (0)

/* The same on rays that run down the board, by a search: HIGHEST(x) is the
 * highest bit of x, or 0 where x is 0 (a bit scan, or vplzcntq). An own disc
 * on the highest stop flips the ray squares above it: 0 - 2h has every bit
 * from one above h up (and none where h is 0). */
#define LANEFILL_NK_FLIPS_DOWN_BY_HIGHEST(V, flips, own, other, rays, HIGHEST, ZERO) \
  do {                                                                               \
    const V outflank_ = HIGHEST((rays) & ~(other)) & (own);                          \
    (flips) = ((ZERO) - (outflank_ + outflank_)) & (rays);                           \
  } while (0)

/* The flips of one board, one ray at a time (`rays`: the played square's
 * row of eight rays, up rays first, lanefill_ray_table order; the square is
 * empty): FLIPS_UP(own, other, ray) and FLIPS_DOWN(own, other, ray) are the
 * functions of one ray each way. */
#define LANEFILL_NK_FLIPS_BY_RAY(flipped, player, opponent, rays, FLIPS_UP, FLIPS_DOWN)   \
  do {                                                                                    \
    int j_ = 0;                                                                           \
    (flipped) = 0;                                                                        \
    for (j_ = 0; j_ < 4; ++j_) (flipped) |= FLIPS_UP((player), (opponent), (rays)[j_]);   \
    for (j_ = 4; j_ < 8; ++j_) (flipped) |= FLIPS_DOWN((player), (opponent), (rays)[j_]); \
  } while (0)

/* SBAMG on one line per lane (chessprogramming wiki "SBAMG"): x = (occupied
 * & line_ex) | floor, cbn = the highest bit of x & lower (the closest
 * blocker below, or the floor), attacks = (x ^ (x - 3cbn)) & line_ex. Here
 * cbn comes from a smear of x & lower down its own line (STEP one square
 * down the line of each lane: 1, 8, 9, 7 bits) by 1, 2, 4 squares, keeping
 * the bit with nothing one square further down. */
#define LANEFILL_NK_SBAMG_BY_LINE_SMEAR(V, attacks, occupied, line_ex, lower, floor, STEP, s) \
  do {                                                                                        \
    const V x_ = ((occupied) & (line_ex)) | (floor);                                          \
    const V below_ = x_ & (lower);                                                            \
    V smear_ = below_ | STEP((s), below_, 1);                                                 \
    smear_ = smear_ | STEP((s), smear_, 2);                                                   \
    smear_ = smear_ | STEP((s), smear_, 4);                                                   \
    const V cbn_ = smear_ & ~STEP((s), smear_, 1);                                            \
    (attacks) = (x_ ^ (x_ - (cbn_ + cbn_ + cbn_))) & (line_ex);                               \
  } while (0)

/* SBAMG with a leading-zero count (AVX-512's vplzcntq), one line per lane:
 * from x = (occupied & line) | 1 and below = the blockers below the slider
 * | 1 (bit 0 stands in for the floor: it lies below every slider but a1's,
 * whose lines all start there), THREE_CBN(below) = 3 << msb(below), bits 63
 * and 0 rotated right by lzcnt(below), and attacks = (x ^ (x - 3cbn)) & line.
 * The caller makes x and below its own way (a table's lower mask for single
 * squares, x & ~above for boards in lanes). XOR_AND(a, b, c) = (a ^ b) & c,
 * SUB(a, b) = a - b. */
#define LANEFILL_NK_SBAMG_BY_LZCNT(attacks, x, below, line, THREE_CBN, XOR_AND, SUB) \
  do {                                                                               \
    (attacks) = XOR_AND((x), SUB((x), THREE_CBN(below)), (line));                    \
  } while (0)

/* Non-sliders by shifts, as expressions (constexpr C++ and C alike): each
 * shift's result masked so that nothing wraps round a file edge. */
/* Knights: one file and two ranks, or two files and one rank, away. */
#define LANEFILL_NK_KNIGHT_SET(n)                                 \
  (((((n) << 17) | ((n) >> 15)) & UINT64_C(0xfefefefefefefefe)) | \
   ((((n) << 15) | ((n) >> 17)) & UINT64_C(0x7f7f7f7f7f7f7f7f)) | \
   ((((n) << 10) | ((n) >> 6)) & UINT64_C(0xfcfcfcfcfcfcfcfc)) |  \
   ((((n) << 6) | ((n) >> 10)) & UINT64_C(0x3f3f3f3f3f3f3f3f)))
/* Kings: one square in any direction. */
#define LANEFILL_NK_KING_SET(k)                                                           \
  (((((k) << 9) | ((k) << 1) | ((k) >> 7)) & UINT64_C(0xfefefefefefefefe)) |              \
   ((((k) << 7) | ((k) >> 1) | ((k) >> 9)) & UINT64_C(0x7f7f7f7f7f7f7f7f)) | ((k) << 8) | \
   ((k) >> 8))
/* Pawns: white captures north-east and north-west, black south-east and south-west. */
#define LANEFILL_NK_WHITE_PAWN_SET(p) \
  ((((p) << 9) & UINT64_C(0xfefefefefefefefe)) | (((p) << 7) & UINT64_C(0x7f7f7f7f7f7f7f7f)))
#define LANEFILL_NK_BLACK_PAWN_SET(p) \
  ((((p) >> 7) & UINT64_C(0xfefefefefefefefe)) | (((p) >> 9) & UINT64_C(0x7f7f7f7f7f7f7f7f)))

/* OR_AND by the operators, for registers without a three-input logic op. */
#define LANEFILL_NK_OR_AND(a, b, c) ((a) | ((b) & (c)))
