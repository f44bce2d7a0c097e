// lanefill/detail/bodies.hpp — THE kernel bodies, each written once: the
// fills, the Othello runs and flips, SBAMG's line attacks, the non-sliders'
// shifts. Edit them here, as C++.
//
// A body is a function template over a register type V and its operations,
// passed in as callables: the constexpr reference (lanefill/fills.hpp,
// othello.hpp, attacks.hpp), the research kernels over xsimd
// (simd/common/lanes.hpp) and `lanefill trace`'s recording registers
// (tools/trace/) call these templates. The inline path (C99) has each body
// rendered as plain C functions, one per register type and stepper, by
// scripts/generate.py into lanefill/native/u64_kernels.h, ymm_kernels.h and
// zmm_kernels.h: the `// C:` lines above a template list them, one each,
//
//   // C: <level> <function>[(<extra parameters>)][: <operation> <spelling>, ...]
//
// <level> is the rendered header (u64, ymm, zmm: the flags it needs), the
// function's prefix its register type (u64 uint64_t, ymm __m256i, u4
// lanefill_u4, zmm __m512i, u8 lanefill_u8: docs/architecture.md, "Prefixes
// and levels"). An operation is spelled as the line says, else as the table
// below says for the type, else lanefill_<type>_<operation> (the type's ops
// header defines it). A spelling is a function (called with the template's
// arguments, then those in its parentheses), an expression of the
// operation's arguments $1, $2, $3, or, for a value such as `ones`, an
// expression; a bare name is a spelling of the table below for the type, or
// else the type's function lanefill_<type>_<name>. steps<k> becomes k, a V&
// output a pointer. (Keep each line within 100 columns: clang-format would
// fold a longer one into the next.) A `// C++: <file>: <spellings>` line
// renders the body's statements in place, in the regions of that header
// marked for it, for a reference g++ compiles better so than through the
// template (lanefill/fills.hpp's Kogge-Stone). The templates are written in the subset
// of C++ that is C99 once V and the operations are spelled out.
//
// C spelling: or_and u64 ymm u4 u8: ($1 | ($2 & $3))
// C spelling: shift_up u64 u4 u8: ($1 << ($2 * bits))
// C spelling: shift_down u64 u4 u8: ($1 >> ($2 * bits))
// C spelling: rotate_by_bits u64: lanefill_u64_rotl($1, (unsigned)($2 * bits) & 63u)
// C spelling: xor_then_and xmm: _mm_and_si128(_mm_xor_si128($1, $2), $3)
// C spelling: xor_then_and ymm: _mm256_and_si256(_mm256_xor_si256($1, $2), $3)
// C spelling: xor_then_and u4: (($1 ^ $2) & $3)
// C spelling: sub u4: ($1 - $2)
// C spelling: equal u4: (lanefill_u4)_mm256_cmpeq_epi64((__m256i)$1, (__m256i)$2)
// C spelling: greater u4: (lanefill_u4)_mm256_cmpgt_epi64((__m256i)$1, (__m256i)$2)
//
// The operations, each with one meaning:
//   step(x, steps<k>)   x with every lane moved k squares along its own
//                       direction (k = 1, 2, 4; 3 where a body says so)
//   step_t(x, steps<k>) the same for a second register whose lane j walks
//                       the opposite way
//   or_and(a, b, c)     a | (b & c), one vpternlogq where AVX-512 has it
//   zero_lanes(x)       all ones in the lanes of x that are zero, else zero
//   highest(x)          the highest bit of each lane, 0 where the lane is 0
//   three_cbn(b)        3 << msb(b) per lane (SBAMG's 3cbn)
//   xor_and(a, b, c)    (a ^ b) & c;  sub(a, b)  a - b
//   equal(a, b), greater(a, b)  all ones in the lanes where a == b, where
//                       a > b as signed 64-bit numbers; else zero
//   byte_swap(x)        each lane's bytes reversed (a reverse_bits_in_bytes
//                       spelling reverses each byte's bits instead)
//   ones, zero          all ones, all zero
//   flips_up(own, other, ray), flips_down(...)  one ray's flips, each way
// A step takes steps<k>, the number of squares as a compile-time constant
// (std::integral_constant, which converts to int). Always inlined: the
// research kernels that call them must compile to the code of the bodies
// rendered in C.
#pragma once

#include <cstdint>
#include <type_traits>

namespace lanefill::detail {

template <int K>
inline constexpr std::integral_constant<int, K> steps{};

// or_and by the operators, for registers without a three-input logic op.
// By reference: taken by value, g++ 12 schedules the scalar Kogge-Stone
// worse (more registers saved; the scalar research kernels ran ~5% slower).
struct PlainOrAnd {
  template <class V>
  constexpr V operator()(const V& a, const V& b, const V& c) const {
    return a | (b & c);
  }
};
inline constexpr PlainOrAnd plain_or_and{};

// Kogge-Stone occluded fill (chessprogramming wiki "Kogge-Stone Algorithm"):
// gen grows through the propagator pro by 1, 2 and 4 steps, a parallel prefix
// over a distance of up to 7; pro is doubled on the way. Returns the filled gen.
// C: u64 lanefill_u64_kogge_stone(int bits): step rotate_by_bits
// C: ymm lanefill_ymm_kogge_stone_up: step step_up
// C: ymm lanefill_ymm_kogge_stone_down: step step_down
// C: zmm lanefill_zmm_kogge_stone_rotate: step rotate_step
// C++: lanefill/fills.hpp: or_and ($1 | ($2 & $3))
template <class V, class Step, class OrAnd>
[[gnu::always_inline]] constexpr V kogge_stone(V gen, V pro, Step step, OrAnd or_and) {
  gen = or_and(gen, pro, step(gen, steps<1>));
  pro = pro & step(pro, steps<1>);
  gen = or_and(gen, pro, step(gen, steps<2>));
  pro = pro & step(pro, steps<2>);
  gen = or_and(gen, pro, step(gen, steps<4>));
  return gen;
}

// Kogge-Stone of two registers whose lane j walk opposite directions (step
// and step_t), sharing one propagator pro that holds neither direction's wrap
// file (a flood never needs to pass a square it could only leave by
// wrapping; its final step still lands there). step_t's doubled propagators
// come from step's by one step each: pro1(-d) = step_t(pro1(d), 1), pro2(-d)
// = step_t(pro2(d), 3). gen_s and gen_t are filled in place.
// C: ymm lanefill_ymm_kogge_stone_opposite: step step_up, step_t step_down
// C: u64 lanefill_u64_kogge_stone_pair(int bits): step shift_up, step_t shift_down
// C: ymm lanefill_u4_kogge_stone_pair(int bits): step shift_up, step_t shift_down
// C: zmm lanefill_u8_kogge_stone_pair(int bits): step shift_up, step_t shift_down
template <class V, class Step, class StepT, class OrAnd>
[[gnu::always_inline]] constexpr void kogge_stone_opposite(V& gen_s, V& gen_t, V pro, Step step,
                                                           StepT step_t, OrAnd or_and) {
  const V pro1_s = pro & step(pro, steps<1>);
  const V pro2_s = pro1_s & step(pro1_s, steps<2>);
  const V pro1_t = step_t(pro1_s, steps<1>);
  const V pro2_t = step_t(pro2_s, steps<3>);
  gen_s = or_and(gen_s, pro, step(gen_s, steps<1>));
  gen_t = or_and(gen_t, pro, step_t(gen_t, steps<1>));
  gen_s = or_and(gen_s, pro1_s, step(gen_s, steps<2>));
  gen_t = or_and(gen_t, pro1_t, step_t(gen_t, steps<2>));
  gen_s = or_and(gen_s, pro2_s, step(gen_s, steps<4>));
  gen_t = or_and(gen_t, pro2_t, step_t(gen_t, steps<4>));
}

// Othello moves: the opponent discs (propagator pro) in an unbroken line next
// to a player's disc, by a prefix of steps 1, 1, 2, 2 (a run is at most six
// discs); pairs = pro & step(pro, 1), the caller's (it may derive one
// direction's pairs from the other's). One more step from the run, onto an
// empty square, is a move.
// C: ymm lanefill_ymm_othello_run_up: step step_up
// C: ymm lanefill_ymm_othello_run_down: step step_down
// C: u64 lanefill_u64_othello_run_up(int bits): step shift_up
// C: u64 lanefill_u64_othello_run_down(int bits): step shift_down
// C: ymm lanefill_u4_othello_run_up(int bits): step shift_up
// C: ymm lanefill_u4_othello_run_down(int bits): step shift_down
// C: zmm lanefill_u8_othello_run_up(int bits): step shift_up
// C: zmm lanefill_u8_othello_run_down(int bits): step shift_down
template <class V, class Step, class OrAnd>
[[gnu::always_inline]] constexpr V othello_run(V player, V pro, V pairs, Step step, OrAnd or_and) {
  V run = pro & step(player, steps<1>);
  run = or_and(run, pro, step(run, steps<1>));
  run = or_and(run, pairs, step(run, steps<2>));
  run = or_and(run, pairs, step(run, steps<2>));
  return run;
}

// Othello flips on rays that run up the board (one ray per lane, the played
// square excluded): a stop is a ray square without an opponent disc; the
// lowest stop is s & -s = s & ~(s - 1); an own disc there ("outflank", Edax's
// name) flips the ray squares below it: 0 - outflank has every bit from it up,
// and all ones (from zero_lanes) where there is none, so rays & ~that is the
// flips (the form of Edax's AVX-512CD flips, by Toshihiko Okuhara; no code
// taken).
// C: u64 lanefill_u64_flips_up: ones ~UINT64_C(0)
template <class V, class ZeroLanes>
[[gnu::always_inline]] constexpr V flips_up(V own, V other, V rays, ZeroLanes zero_lanes, V ones) {
  const V stops = rays & ~other;
  const V outflank = stops & ~(stops + ones) & own;
  return rays & ~(zero_lanes(outflank) - outflank);
}

// The same on rays that run down the board, step moving each lane down its
// ray: the stops smeared down by 1, 2 and 4 squares cover everything at or
// below the highest stop, which is the stop the smear one square further down
// leaves out (the smear idea of Edax's AVX2 flips; no code taken).
template <class V, class Step, class ZeroLanes>
[[gnu::always_inline]] constexpr V flips_down(V own, V other, V rays, Step step,
                                              ZeroLanes zero_lanes) {
  const V stops = rays & ~other;
  V smear = stops | step(stops, steps<1>);
  smear = smear | step(smear, steps<2>);
  smear = smear | step(smear, steps<4>);
  const V open = zero_lanes(stops & ~step(smear, steps<1>) & own);
  return rays & ~(open | smear);
}

// Two forms with fewer operations (the forms of Edax's flip_avx_acepck.c, by
// Toshihiko Okuhara; no code taken). Up: every ray square up to the lowest
// stop, the stop included (all of the ray where there is none), is
// ((stops + ones) ^ stops) & rays; without the own discs it is the flips when
// the stop is own, and the same set (no flips) when it is not.
// C: ymm lanefill_u4_flips_up_by_run: ones splat(~UINT64_C(0))
template <class V, class Equal>
[[gnu::always_inline]] constexpr V flips_up_by_run(V own, V other, V rays, Equal equal, V ones) {
  const V stops = rays & ~other;
  const V run = ((stops + ones) ^ stops) & rays;
  const V flips = run & ~own;
  return flips & ~equal(flips, run);
}

// Down: the highest stop is own when the highest own disc on the ray is above
// the highest empty square (greater: a signed compare per lane; a down ray
// never reaches bit 63); the flips are then the ray squares above the stops
// smeared down by 1, 2 and 4 squares. The own discs come in last, after the
// smear (a caller's chain through them stays short).
// C: ymm lanefill_u4_flips_down_by_compare: step step_down
template <class V, class Step, class Greater>
[[gnu::always_inline]] constexpr V flips_down_by_compare(V own, V other, V rays, Step step,
                                                         Greater greater) {
  const V stops = rays & ~other;
  const V mine = rays & own;
  V below = stops | step(stops, steps<1>);
  below = below | step(below, steps<2>);
  below = below | step(below, steps<4>);
  return rays & ~below & greater(mine, stops ^ mine);
}

// The same on rays that run down the board, by a search: highest(x) is the
// highest bit of x, or 0 where x is 0 (a bit scan, or vplzcntq). An own disc
// on the highest stop flips the ray squares above it: 0 - 2h has every bit
// from one above h up (and none where h is 0).
// C: u64 lanefill_u64_flips_down: zero UINT64_C(0)
template <class V, class Highest>
[[gnu::always_inline]] constexpr V flips_down_by_highest(V own, V other, V rays, Highest highest,
                                                         V zero) {
  const V outflank = highest(rays & ~other) & own;
  return (zero - (outflank + outflank)) & rays;
}

// The flips of one board, one ray at a time (`rays`: the played square's row
// of eight rays, up rays first, lanefill_ray_table order; the square is
// empty): flips_up and flips_down are the functions of one ray each way.
// C: u64 lanefill_u64_flips_by_ray: zero UINT64_C(0)
template <class V, class FlipsUp, class FlipsDown>
[[gnu::always_inline]] constexpr V flips_by_ray(V player, V opponent, const V* rays,
                                                FlipsUp flips_up, FlipsDown flips_down, V zero) {
  V flipped = zero;
  for (int j = 0; j < 4; ++j) flipped |= flips_up(player, opponent, rays[j]);
  for (int j = 4; j < 8; ++j) flipped |= flips_down(player, opponent, rays[j]);
  return flipped;
}

// Hyperbola quintessence (chessprogramming wiki "Hyperbola Quintessence") on
// lines with one square per rank (file, diagonal, antidiagonal), a line per
// lane: o, the occupied squares of the line but the slider's, minus the
// slider's bit (self) borrows up to the first blocker above the slider; the
// same on the byte-swapped board (ranks mirrored), minus the slider's bit
// there (swapped), reaches the first blocker below. line_ex: the line without
// the slider's square. On a rank the same with the bits of each byte reversed
// (files mirrored) in place of the byte swap: the rank stays in its byte, and
// a borrow that leaves the byte is masked off by line_ex.
// C: ymm lanefill_xmm_hq_of_lines: sub _mm_sub_epi64, xor_and xor_then_and
// C: ymm lanefill_ymm_hq_of_lines: sub _mm256_sub_epi64, xor_and xor_then_and
// C: ymm lanefill_u4_hq_of_lines: xor_and xor_then_and
// C: ymm lanefill_u4_hq_of_ranks: byte_swap reverse_bits_in_bytes, xor_and xor_then_and
template <class V, class Sub, class ByteSwap, class XorAnd>
[[gnu::always_inline]] constexpr V hq_lines(V o, V self, V swapped, V line_ex, Sub sub,
                                            ByteSwap byte_swap, XorAnd xor_and) {
  const V up = sub(o, self);
  const V down = byte_swap(sub(byte_swap(o), swapped));
  return xor_and(up, down, line_ex);
}

// SBAMG on one line per lane (chessprogramming wiki "SBAMG"): x = (occupied &
// line_ex) | floor, cbn = the highest bit of x & lower (the closest blocker
// below, or the floor), attacks = (x ^ (x - 3cbn)) & line_ex. Here cbn comes
// from a smear of x & lower down its own line (step one square down the line
// of each lane: 1, 8, 9, 7 bits) by 1, 2, 4 squares, keeping the bit with
// nothing one square further down.
// C: ymm lanefill_u4_sbamg_by_line_smear: step line_step_down
template <class V, class Step>
[[gnu::always_inline]] constexpr V sbamg_by_line_smear(V occupied, V line_ex, V lower, V floor,
                                                       Step step) {
  const V x = (occupied & line_ex) | floor;
  const V below = x & lower;
  V smear = below | step(below, steps<1>);
  smear = smear | step(smear, steps<2>);
  smear = smear | step(smear, steps<4>);
  const V cbn = smear & ~step(smear, steps<1>);
  return (x ^ (x - (cbn + cbn + cbn))) & line_ex;
}

// SBAMG with a leading-zero count (AVX-512's vplzcntq), one line per lane:
// from x = (occupied & line) | 1 and below = the blockers below the slider |
// 1 (bit 0 stands in for the floor: it lies below every slider but a1's,
// whose lines all start there), three_cbn(below) = 3 << msb(below), bits 63
// and 0 rotated right by lzcnt(below), and attacks = (x ^ (x - 3cbn)) & line.
// The caller makes x and below its own way (a table's lower mask for single
// squares, x & ~above for boards in lanes).
// C: zmm lanefill_ymm_sbamg_by_lzcnt: sub _mm256_sub_epi64
// C: zmm lanefill_zmm_sbamg_by_lzcnt: sub _mm512_sub_epi64
template <class V, class ThreeCbn, class XorAnd, class Sub>
[[gnu::always_inline]] constexpr V sbamg_by_lzcnt(V x, V below, V line, ThreeCbn three_cbn,
                                                  XorAnd xor_and, Sub sub) {
  return xor_and(x, sub(x, three_cbn(below)), line);
}

// Knights: one file and two ranks, or two files and one rank, away; each
// shift masked so that nothing wraps round a file edge.
// C: u64 lanefill_u64_knight_set
template <class V>
[[gnu::always_inline]] constexpr V knight_set(V x) {
  return (((x << 17) | (x >> 15)) & UINT64_C(0xfefefefefefefefe)) |
         (((x << 15) | (x >> 17)) & UINT64_C(0x7f7f7f7f7f7f7f7f)) |
         (((x << 10) | (x >> 6)) & UINT64_C(0xfcfcfcfcfcfcfcfc)) |
         (((x << 6) | (x >> 10)) & UINT64_C(0x3f3f3f3f3f3f3f3f));
}

// Kings: one square in any direction.
// C: u64 lanefill_u64_king_set
template <class V>
[[gnu::always_inline]] constexpr V king_set(V x) {
  return (((x << 9) | (x << 1) | (x >> 7)) & UINT64_C(0xfefefefefefefefe)) |
         (((x << 7) | (x >> 1) | (x >> 9)) & UINT64_C(0x7f7f7f7f7f7f7f7f)) | ((x << 8) | (x >> 8));
}

// White pawns capture north-east and north-west.
// C: u64 lanefill_u64_white_pawn_set
template <class V>
[[gnu::always_inline]] constexpr V white_pawn_set(V x) {
  return ((x << 9) & UINT64_C(0xfefefefefefefefe)) | ((x << 7) & UINT64_C(0x7f7f7f7f7f7f7f7f));
}

// Black pawns capture south-east and south-west.
// C: u64 lanefill_u64_black_pawn_set
template <class V>
[[gnu::always_inline]] constexpr V black_pawn_set(V x) {
  return ((x >> 7) & UINT64_C(0xfefefefefefefefe)) | ((x >> 9) & UINT64_C(0x7f7f7f7f7f7f7f7f));
}

}  // namespace lanefill::detail
