/* lanefill/native/u64.h — the u64 level of the inline path, for any CPU and
 * any compiler (C99 or C++): the kernels of one 64-bit register (hyperbola
 * quintessence, the rotate Kogge-Stone fills one direction at a time,
 * Othello by shifts and bit scans, the endgame's tables), over the rendered
 * sources of lanefill/native/u64_kernels.h. Every target runs this level
 * where no higher one has a kernel of its own (the scalar target runs it
 * alone). Every function is static inline (internal linkage).
 *
 * The entries it serves (lanefill/native/calls.h takes each entry's kernel
 * from the highest level of the target that serves it; the batches of
 * entries no level serves are lanefill/native/u64_batches.h's loops):
 *   rook_attacks                lanefill_u64_rook_attacks
 *   bishop_attacks              lanefill_u64_bishop_attacks
 *   queen_attacks               lanefill_u64_queen_attacks
 *   occluded_fills              lanefill_u64_occluded_fills
 *   ray_attacks                 lanefill_u64_ray_attacks
 *   slider_attacks              lanefill_u64_slider_attacks
 *   square_rays                 lanefill_u64_square_rays
 *   slider_threats              lanefill_u64_slider_threats
 *   othello_moves               lanefill_u64_othello_moves
 *   othello_flips               lanefill_u64_othello_flips
 *   othello_last_flip_count     lanefill_u64_othello_last_flip_count
 *   othello_stable_discs        lanefill_u64_othello_stable_discs
 *   othello_full_lines          lanefill_u64_othello_full_lines
 *   othello_potential_moves     lanefill_u64_othello_potential_moves
 *   othello_mobility            lanefill_u64_othello_mobility
 */
#ifndef LANEFILL_NATIVE_U64_H
#define LANEFILL_NATIVE_U64_H

#include <stddef.h>
#include <stdint.h>

#include "lanefill/native/tables.h"
#include "lanefill/native/u64_kernels.h"
#include "lanefill/native/u64_ops.h"
#include "lanefill/types.h"

/* ------------------------------------------------------------------------
 * Sliders on one square: hyperbola quintessence (chessprogramming wiki) on a
 * line with at most one square per rank (file, diagonal, antidiagonal): o - s
 * borrows up to the first blocker above the slider; the same on the
 * byte-swapped board (ranks mirrored) reaches the first blocker below. The
 * square's bit on both boards comes from its table row (words 12 and 13):
 * two loads where shifts by the square cost four or five instructions
 * without BMI2. */
static inline uint64_t lanefill_u64_hq_line(uint64_t occupied, uint64_t line_ex, int square) {
  const uint64_t o = occupied & line_ex;
  const uint64_t up = o - lanefill_sbamg_table[square][12];
  const uint64_t down = lanefill_u64_bswap(o) - lanefill_sbamg_table[square][13];
  return (up ^ lanefill_u64_bswap(down)) & line_ex;
}
/* The same attacks by obstruction difference (Michael Hoffmann; the
 * chessprogramming wiki): the highest blocker below the slider (bit 0 when
 * none) subtracted from the blockers above borrows up to the lowest of them,
 * so the difference flips every square from the one blocker to the other.
 * One count-leading-zeros and no byte swap: for WebAssembly, which has no
 * byte-swap instruction (a 64-bit swap is a dozen shifts and masks there). */
static inline uint64_t lanefill_u64_odiff_line(uint64_t occupied, uint64_t line_ex, int square) {
  const uint64_t o = occupied & line_ex;
  const uint64_t below = o & ((UINT64_C(1) << square) - 1);
  const uint64_t above = o & (~UINT64_C(1) << square);
  const uint64_t nearest_below = UINT64_C(1) << lanefill_u64_msb(below | 1);
  return (above ^ (above - nearest_below)) & line_ex;
}
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
/* 64-bit ARM reverses all 64 bits in one instruction (rbit): hyperbola
 * quintessence then works on a rank too, where a byte swap does not. */
static inline uint64_t lanefill_u64_rbit(uint64_t x) {
  uint64_t r;
  __asm__("rbit %0, %1" : "=r"(r) : "r"(x));
  return r;
}
#endif
/* A rank: hyperbola quintessence on the bit-reversed board where the CPU
 * reverses bits in one instruction (aarch64), else the first-rank table
 * indexed by the rank's six inner squares. */
static inline uint64_t lanefill_u64_rank_attacks(int square, uint64_t occupied) {
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
  const uint64_t rank_ex = lanefill_sbamg_table[square][0], self = UINT64_C(1) << square;
  const uint64_t o = occupied & rank_ex;
  return ((o - self) ^ lanefill_u64_rbit(lanefill_u64_rbit(o) - lanefill_u64_rbit(self))) & rank_ex;
#else
  const int shift = square & 56;
  return (uint64_t)lanefill_first_rank_table[(occupied >> (shift + 1)) & 63][square & 7] << shift;
#endif
}
/* Rooks and bishops by hyperbola quintessence on every target (the scalar
 * table's `hyperbola` algorithm). */
static inline uint64_t lanefill_u64_hq_rook_attacks(int square, uint64_t occupied) {
  return lanefill_u64_hq_line(occupied, lanefill_sbamg_table[square][1], square) |
         lanefill_u64_rank_attacks(square, occupied);
}
static inline uint64_t lanefill_u64_hq_bishop_attacks(int square, uint64_t occupied) {
  return lanefill_u64_hq_line(occupied, lanefill_sbamg_table[square][2], square) |
         lanefill_u64_hq_line(occupied, lanefill_sbamg_table[square][3], square);
}
/* The inline path's rooks and bishops: the same, but by obstruction
 * difference in WebAssembly, which has no byte swap. */
static inline uint64_t lanefill_u64_rook_attacks(int square, uint64_t occupied) {
#if defined(__wasm__)
  const uint64_t file = lanefill_u64_odiff_line(occupied, lanefill_sbamg_table[square][1], square);
  return file | lanefill_u64_rank_attacks(square, occupied);
#else
  return lanefill_u64_hq_rook_attacks(square, occupied);
#endif
}
static inline uint64_t lanefill_u64_bishop_attacks(int square, uint64_t occupied) {
#if defined(__wasm__)
  const uint64_t* lines = lanefill_sbamg_table[square];
  return lanefill_u64_odiff_line(occupied, lines[2], square) |
         lanefill_u64_odiff_line(occupied, lines[3], square);
#else
  return lanefill_u64_hq_bishop_attacks(square, occupied);
#endif
}

/* ------------------------------------------------------------------------
 * Threat inputs from rays or attacks. */

/* The ray table's lane j (noEa east noWe nort soWe west soEa sout) is dir8
 * direction lanefill_u64_ray_dir8[j], and dir8 direction d is lane
 * lanefill_u64_ray_dir8[d]: the map swaps 2 <-> 6 and 3 <-> 7. */
static inline int lanefill_u64_ray_lane(int d) { return d ^ ((d & 2) << 1); }
/* The dir8 direction from a square to another on its lines, by the signs of
 * the rank and file differences. */
static inline int lanefill_u64_direction_to(int from, int to) {
  static const int by_signs[3][3] = {{4, 3, 2}, {5, 0, 1}, {6, 7, 0}};
  const int df = (to & 7) - (from & 7), dr = (to >> 3) - (from >> 3);
  return by_signs[(dr > 0) - (dr < 0) + 1][(df > 0) - (df < 0) + 1];
}
/* The threat inputs of a square from its eight rays (dir8 order, blockers
 * included): the sliders are the blockers of the directions their kind moves
 * along (odd directions orthogonal), what each discovers the blocker of the
 * opposite direction. */
static inline void lanefill_u64_threats_from_rays(const uint64_t rays[8], uint64_t occupied,
                                                  uint64_t orth, uint64_t diag,
                                                  lanefill_slider_threats_t* out) {
  int d;
  out->orth_attacks = rays[1] | rays[3] | rays[5] | rays[7];
  out->diag_attacks = rays[0] | rays[2] | rays[4] | rays[6];
  out->attackers = 0;
  out->directions = 0;
  for (d = 0; d < 8; ++d) {
    const uint64_t slider = rays[d] & occupied & ((d & 1) ? orth : diag);
    out->slider[d] = slider;
    out->discovered[d] = slider ? rays[d ^ 4] & occupied : 0;
    out->attackers |= slider;
    out->directions |= (unsigned)(slider != 0) << d;
  }
}
/* The eight rays of a square from its rook and bishop attacks: each empty-
 * board ray keeps the attacked squares on it. */
static inline void lanefill_u64_rays_from_attacks(int square, uint64_t occupied, uint64_t rook,
                                                  uint64_t bishop, lanefill_square_rays_t* out) {
  int d;
  for (d = 0; d < 8; ++d) {
    out->rays[d] = lanefill_ray_table[square][lanefill_u64_ray_lane(d)] & ((d & 1) ? rook : bishop);
    out->blockers[d] = out->rays[d] & occupied;
  }
}
/* The threat inputs from the rook and bishop attacks of the square: the
 * sliders among the attacked pieces, and per slider (a few at most) its
 * direction from the square and the first piece on the opposite ray. */
static inline void lanefill_u64_threats_from_attacks(int square, uint64_t occupied, uint64_t orth,
                                                     uint64_t diag, uint64_t rook, uint64_t bishop,
                                                     lanefill_slider_threats_t* out) {
  const uint64_t seen = (rook | bishop) & occupied;
  /* only pieces block: a slider bit on an empty square is no attacker */
  uint64_t sliders = ((rook & orth) | (bishop & diag)) & occupied;
  int d;
  for (d = 0; d < 8; ++d) out->slider[d] = out->discovered[d] = 0;
  out->orth_attacks = rook;
  out->diag_attacks = bishop;
  out->attackers = sliders;
  out->directions = 0;
  for (; sliders != 0; sliders &= sliders - 1) {
    const uint64_t slider = sliders & (~sliders + 1);
    d = lanefill_u64_direction_to(square, lanefill_u64_msb(slider));
    out->slider[d] = slider;
    out->discovered[d] = lanefill_ray_table[square][lanefill_u64_ray_lane(d ^ 4)] & seen;
    out->directions |= 1u << d;
  }
}

/* ------------------------------------------------------------------------
 * Set-wise fills one direction at a time: rotate Kogge-Stone
 * (chessprogramming wiki "Generalized Rays"): steps of r, 2r and 4r by
 * rotation, wraps removed by avoidWrap, which masks the propagator once. */

/* The occluded fill of direction d: the sliders plus the empty squares
 * their flood reaches. */
static inline uint64_t lanefill_u64_kogge_stone_rotate(uint64_t gen, uint64_t empty, int d) {
  return lanefill_u64_kogge_stone(gen, empty & lanefill_avoid_wrap_table[d],
                                  lanefill_direction_shift[d]);
}
/* One step further by rotation: the attacks of direction d. */
static inline uint64_t lanefill_u64_attack_fill_rotate(uint64_t gen, uint64_t occupied, int d) {
  const uint64_t fill = lanefill_u64_kogge_stone_rotate(gen, ~occupied, d);
  return lanefill_u64_rotl(fill, (unsigned)lanefill_direction_shift[d] & 63u) &
         lanefill_avoid_wrap_table[d];
}

/* ------------------------------------------------------------------------
 * Othello. Moves: one board in the register (the kernels of boards in lanes,
 * u64_kernels.h), and their count. Flips by the outflank search: the lowest stop on an up ray,
 * the highest on a down ray (a bit scan); an own disc there flips the squares
 * between. The flips of a move on an empty square: */
static inline uint64_t lanefill_u64_othello_flips_on_empty(int square, uint64_t player,
                                                           uint64_t opponent) {
  return lanefill_u64_flips_by_ray(player, opponent, lanefill_ray_table[square]);
}
/* The move count: the count of this level's moves. */
static inline int lanefill_u64_othello_mobility(uint64_t player, uint64_t opponent) {
  return lanefill_u64_popcount(lanefill_u64_othello_moves(player, opponent));
}

/* ------------------------------------------------------------------------
 * The Othello endgame (lanefill/othello.hpp defines each). */
/* Whether PEXT is fast where the including file's flags allow BMI2: not on
 * AMD Zen 1 and Zen 2 (microcoded; -march=znver1/znver2 say so), nor where
 * the includer defines LANEFILL_SLOW_PEXT. */
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__) && \
    !defined(LANEFILL_SLOW_PEXT) && (defined(__GNUC__) || defined(__clang__))
#define LANEFILL_U64_FAST_PEXT 1
#include <immintrin.h>
#else
#define LANEFILL_U64_FAST_PEXT 0
#endif

/* The discs of file a (file_shift 0) or h (7) as a byte, bit r rank r: by
 * PEXT where it is fast, else a multiply moves the bit of rank r to bit 56 + r. */
static inline unsigned lanefill_u64_file_byte(uint64_t discs, int file_shift) {
#if LANEFILL_U64_FAST_PEXT
  return (unsigned)_pext_u64(discs, UINT64_C(0x0101010101010101) << file_shift);
#else
  return (unsigned)((((discs >> file_shift) & UINT64_C(0x0101010101010101)) *
                     UINT64_C(0x0102040810204080)) >>
                    56);
#endif
}
/* A byte back onto file a, bit r to bit 8r: by PDEP where PEXT is fast;
 * else each byte r of the broadcast keeps bit r, and a nonzero byte carries
 * 0x7f into its top bit. */
static inline uint64_t lanefill_u64_file_a_bits(unsigned byte) {
#if LANEFILL_U64_FAST_PEXT
  return _pdep_u64(byte, UINT64_C(0x0101010101010101));
#else
  const uint64_t spread =
      ((uint64_t)byte * UINT64_C(0x0101010101010101)) & UINT64_C(0x8040201008040201);
  return ((spread + UINT64_C(0x7f7f7f7f7f7f7f7f)) & UINT64_C(0x8080808080808080)) >> 7;
#endif
}
static inline unsigned lanefill_u64_edge_stable(unsigned player, unsigned opponent) {
  return lanefill_edge_stable_table[lanefill_base3_table[player] +
                                    2 * lanefill_base3_table[opponent]];
}
/* The player's stable discs of the four edges. */
static inline uint64_t lanefill_u64_stable_edges(uint64_t player, uint64_t opponent) {
  const uint64_t rank1 =
      lanefill_u64_edge_stable((unsigned)(player & 0xff), (unsigned)(opponent & 0xff));
  const uint64_t rank8 =
      (uint64_t)lanefill_u64_edge_stable((unsigned)(player >> 56), (unsigned)(opponent >> 56))
      << 56;
  const uint64_t file_a = lanefill_u64_file_a_bits(lanefill_u64_edge_stable(
      lanefill_u64_file_byte(player, 0), lanefill_u64_file_byte(opponent, 0)));
  const uint64_t file_h =
      lanefill_u64_file_a_bits(lanefill_u64_edge_stable(lanefill_u64_file_byte(player, 7),
                                                        lanefill_u64_file_byte(opponent, 7)))
      << 7;
  return rank1 | rank8 | file_a | file_h;
}
/* The player's stable discs given the board's full lines (each level finds
 * those its own way): the edges, the inner discs on four full lines, then
 * rounds of contact to a fixed point. */
static inline uint64_t lanefill_u64_stable_discs_of_full_lines(uint64_t player, uint64_t opponent,
                                                               const uint64_t full[4]) {
  const uint64_t inner = player & UINT64_C(0x007e7e7e7e7e7e00);
  uint64_t stable, before = 0;
  stable =
      lanefill_u64_stable_edges(player, opponent) | (inner & full[0] & full[1] & full[2] & full[3]);
  while (stable != before) { /* none stable yet: none can touch one */
    before = stable;
    stable = lanefill_u64_stable_by_contact(stable, inner, full);
  }
  return stable;
}
static inline uint64_t lanefill_u64_othello_stable_discs(uint64_t player, uint64_t opponent) {
  uint64_t full[4];
  lanefill_u64_othello_full_lines(player | opponent, full);
  return lanefill_u64_stable_discs_of_full_lines(player, opponent, full);
}
/* The discs flipped by the last move: every square but `square` and the
 * player's discs is the opponent's. Each of the square's four lines is
 * gathered into a byte and its count looked up by the square's place on it:
 * the rank by a shift (place: the file). Where PEXT is fast, the file and
 * both diagonals by PEXT of the player's discs on the square's lines with
 * masks of one bit per rank (lanefill_last_flip_pext_masks), so the place
 * is the rank on all three; else by a multiply, "kindergarten" style (each
 * bit of the line lands on the top byte's bit of its file; place: the file
 * on the diagonals, the rank on the file). */
static inline int lanefill_u64_othello_last_flip_count(int square, uint64_t player) {
  const unsigned file = (unsigned)square & 7, rank = (unsigned)square >> 3;
  const unsigned on_rank = (unsigned)(player >> (8 * rank)) & 0xff;
#if LANEFILL_U64_FAST_PEXT
  const uint64_t* masks = lanefill_last_flip_pext_masks[square];
  const uint64_t seen = player & masks[0]; /* the padding squares read as the opponent's */
  /* At most 6 discs a line: the sum fits a byte (byte adds, each with its load). */
  /* If the player has the square, every byte has its place set: all four counts are 0. */
  return (uint8_t)(lanefill_line_flip_count_table[file][on_rank] +
                   lanefill_line_flip_count_table[rank][_pext_u64(seen, masks[1])] +
                   lanefill_line_flip_count_table[rank][_pext_u64(seen, masks[2])] +
                   lanefill_line_flip_count_table[rank][_pext_u64(seen, masks[3])]);
#else
  const uint64_t* lines = lanefill_sbamg_table[square]; /* rank, file, diagonal, antidiagonal */
  const unsigned on_file = lanefill_u64_file_byte(player, (int)file);
  const unsigned on_diagonal =
      (unsigned)(((player & lines[2]) * UINT64_C(0x0101010101010101)) >> 56);
  const unsigned on_antidiagonal =
      (unsigned)(((player & lines[3]) * UINT64_C(0x0101010101010101)) >> 56);
  const int count = lanefill_line_flip_count_table[file][on_rank] +
                    lanefill_line_flip_count_table[rank][on_file] +
                    lanefill_line_flip_count_table[file][on_diagonal] +
                    lanefill_line_flip_count_table[file][on_antidiagonal];
  /* The diagonals' masks leave the square out: its own test. */
  return ((player >> square) & 1) ? 0 : count;
#endif
}

/* The same by the move's flips and a popcount (measured 3x slower than by
 * lines on Zen 4; kept for the benchmark, bench/native). */
static inline int lanefill_u64_othello_last_flip_count_by_flips(int square, uint64_t player) {
  const uint64_t self = UINT64_C(1) << square;
  return lanefill_u64_popcount(
      lanefill_u64_othello_flips_on_empty(square, player, ~(player | self)) &
      lanefill_u64_zero_lanes(player & self));
}

/* ------------------------------------------------------------------------
 * The u64 level's kernel of every entry (those not defined above). */
static inline uint64_t lanefill_u64_queen_attacks(int square, uint64_t occupied) {
  return lanefill_u64_rook_attacks(square, occupied) |
         lanefill_u64_bishop_attacks(square, occupied);
}
/* Set-wise, one direction at a time: the diagonal sliders feed the even
 * directions (noEa, soEa, soWe, noWe), the orthogonal ones the odd ones. */
static inline void lanefill_u64_occluded_fills(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  int d;
  for (d = 0; d < 8; ++d)
    out[d] = lanefill_u64_kogge_stone_rotate((d & 1) ? orth : diag, ~occupied, d);
}
static inline void lanefill_u64_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                            uint64_t out[8]) {
  int d;
  for (d = 0; d < 8; ++d)
    out[d] = lanefill_u64_attack_fill_rotate((d & 1) ? orth : diag, occupied, d);
}
static inline uint64_t lanefill_u64_slider_attacks(uint64_t orth, uint64_t diag,
                                                   uint64_t occupied) {
  uint64_t rays[8];
  lanefill_u64_ray_attacks(orth, diag, occupied, rays);
  return rays[0] | rays[1] | rays[2] | rays[3] | rays[4] | rays[5] | rays[6] | rays[7];
}
/* Threat inputs: each ray the part of the rook or bishop attacks on its
 * empty-board ray; a slider's discovery the opposite ray's first piece. */
static inline void lanefill_u64_square_rays(int square, uint64_t occupied,
                                            lanefill_square_rays_t* out) {
  lanefill_u64_rays_from_attacks(square, occupied, lanefill_u64_rook_attacks(square, occupied),
                                 lanefill_u64_bishop_attacks(square, occupied), out);
}
static inline void lanefill_u64_slider_threats(int square, uint64_t occupied, uint64_t orth,
                                               uint64_t diag, lanefill_slider_threats_t* out) {
  lanefill_u64_threats_from_attacks(square, occupied, orth, diag,
                                    lanefill_u64_rook_attacks(square, occupied),
                                    lanefill_u64_bishop_attacks(square, occupied), out);
}
/* Othello: a move on an occupied square flips nothing (every level's flips). */
static inline int lanefill_u64_occupied_at(int square, uint64_t player, uint64_t opponent) {
  return (int)(((player | opponent) >> square) & 1);
}
static inline uint64_t lanefill_u64_othello_flips(int square, uint64_t player, uint64_t opponent) {
  return lanefill_u64_occupied_at(square, player, opponent)
             ? 0
             : lanefill_u64_othello_flips_on_empty(square, player, opponent);
}

#undef LANEFILL_U64_FAST_PEXT /* internal: the includer's names stay its own */

#endif /* LANEFILL_NATIVE_U64_H */
