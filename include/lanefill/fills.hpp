// lanefill/fills.hpp — direction-wise fills: Dumb7Fill, Kogge-Stone, fills on
// an empty board, and the generalized (rotate-based) rays. All constexpr.
//
// Vocabulary (chessprogramming wiki, "Dumb7Fill" and "Kogge-Stone Algorithm"):
//   gen, sliders  generator set: the sliding pieces that start the flood.
//   pro, empty    propagator set: the squares a flood may pass through.
//   occluded fill generator plus the propagator squares its flood reaches in
//                 one direction; blockers (non-propagator squares) excluded.
//   attack fill   the occluded fill shifted one more step (wrap-free): the
//                 sliders drop out, the blockers come in.
//
// Every per-direction function exists twice: templated on the direction
// (shift amount and wrap mask are constants: one function per direction, as
// the wiki writes them out) and with a runtime Direction (dispatches to the template).
// The rotate_* family is the exception: one function taking the direction at
// run time, which is the point of that technique.
#pragma once

#include <cstddef>
#include <utility>

#include "lanefill/bitboard.hpp"
#include "lanefill/detail/bodies.hpp"

namespace lanefill::reference {

// ---------------------------------------------------------------------------
// Direction plumbing

// A direction as a type, so a runtime Direction can select a template.
template <Direction D>
struct DirectionTag {
  static constexpr Direction value = D;
};

// Calls f(DirectionTag<d>{}) for the runtime direction d.
template <class F>
constexpr auto with_direction(Direction d, F&& f) {
  switch (d) {
    case Direction::noEa: return f(DirectionTag<Direction::noEa>{});
    case Direction::east: return f(DirectionTag<Direction::east>{});
    case Direction::soEa: return f(DirectionTag<Direction::soEa>{});
    case Direction::sout: return f(DirectionTag<Direction::sout>{});
    case Direction::soWe: return f(DirectionTag<Direction::soWe>{});
    case Direction::west: return f(DirectionTag<Direction::west>{});
    case Direction::noWe: return f(DirectionTag<Direction::noWe>{});
    case Direction::nort: break;
  }
  return f(DirectionTag<Direction::nort>{});
}

// Wrap mask for a true (non-rotating) shift: a shift drops rank overflow off
// the board by itself, so only the file wrap needs masking. Eastward moves
// must not land on the A-file, westward moves not on the H-file.
constexpr Bitboard shift_wrap_mask(Direction d) {
  switch (d) {
    case Direction::noEa:
    case Direction::east:
    case Direction::soEa: return kNotFileA;
    case Direction::soWe:
    case Direction::west:
    case Direction::noWe: return kNotFileH;
    case Direction::sout:
    case Direction::nort: break;
  }
  return kUniverse;
}

// One raw shift by k steps in direction D (no wrap mask).
template <Direction D, int Steps = 1>
constexpr Bitboard shift_steps(Bitboard b) {
  return shift_signed(b, Steps * shift_of(D));
}

// ---------------------------------------------------------------------------
// Dumb7Fill: seven fill cycles of one step each.

// Seven fill cycles in a counted loop; the generator is its own flood.
template <Direction D>
constexpr Bitboard dumb7_occluded_cycles(Bitboard gen, Bitboard pro) {
  pro &= shift_wrap_mask(D);
  for (int cycle = 0; cycle < 7; ++cycle) gen |= pro & shift_steps<D>(gen);
  return gen;
}

// Explicit flood accumulator; stops as soon as the front dies out.
template <Direction D>
constexpr Bitboard dumb7_occluded_loop(Bitboard gen, Bitboard pro) {
  pro &= shift_wrap_mask(D);
  Bitboard flood = 0;
  while (gen) {
    flood |= gen;
    gen = shift_steps<D>(gen) & pro;
  }
  return flood;
}

// N fill cycles flood |= gen = step(gen) & pro, unrolled by a fold over
// 0..N-1 (the "real" dumb7fill: no loop, no branch).
template <class Step, std::size_t... Cycle>
constexpr Bitboard unrolled_cycles(Bitboard gen, Bitboard pro, Step step,
                                   std::index_sequence<Cycle...>) {
  Bitboard flood = gen;
  ((static_cast<void>(Cycle), flood |= gen = step(gen) & pro), ...);
  return flood;
}
template <int Cycles, class Step>
constexpr Bitboard unrolled_cycles(Bitboard gen, Bitboard pro, Step step) {
  return unrolled_cycles(gen, pro, step,
                         std::make_index_sequence<static_cast<std::size_t>(Cycles)>{});
}
// Unrolled attacks run one fill cycle less: the 7th cycle could only add the
// far edge square, whose occupancy never changes the attack set (the final
// step reaches it anyway when the six squares before it are empty).
inline constexpr int kOccludedCycles = 7, kAttackCycles = 6;

template <Direction D>
constexpr Bitboard dumb7_occluded_unrolled(Bitboard gen, Bitboard pro) {
  return unrolled_cycles<kOccludedCycles>(gen, pro & shift_wrap_mask(D), shift_steps<D>);
}

template <Direction D>
constexpr Bitboard dumb7_attacks_cycles(Bitboard sliders, Bitboard empty) {
  return shift_one<D>(dumb7_occluded_cycles<D>(sliders, empty));
}
template <Direction D>
constexpr Bitboard dumb7_attacks_loop(Bitboard sliders, Bitboard empty) {
  return shift_one<D>(dumb7_occluded_loop<D>(sliders, empty));
}
template <Direction D>
constexpr Bitboard dumb7_attacks_unrolled(Bitboard sliders, Bitboard empty) {
  return shift_one<D>(
      unrolled_cycles<kAttackCycles>(sliders, empty & shift_wrap_mask(D), shift_steps<D>));
}

// ---------------------------------------------------------------------------
// Kogge-Stone: parallel prefix, three steps of 1, 2 and 4 squares. The file
// wrap mask is folded into the propagator once; the propagator is then
// doubled along with the step length: lanefill/detail/bodies.hpp's
// kogge_stone, every kernel's, rendered in place by scripts/generate.py (its
// `// C++:` line): called through the template, g++ 12 schedules these
// scalar kernels worse (rays/kogge_stone/scalar 0.97x in lanefill_bench on
// AMD Zen 3); in place they compile to 2.5's code. The tests' oracle walks
// rays instead.
//
// The stepper of the reference: a direction as a type (DirectionTag), whose
// step moves k squares by a plain shift.
template <Direction D>
constexpr Bitboard step_by_shift(DirectionTag<D>, Bitboard x, int k) {
  return shift_signed(x, k * shift_of(D));
}
template <Direction D>
constexpr Bitboard kogge_stone_occluded(Bitboard gen, Bitboard pro) {
  const auto step = [](Bitboard x, int k) { return step_by_shift(DirectionTag<D>{}, x, k); };
  pro &= shift_wrap_mask(D);
  // kogge_stone of lanefill/detail/bodies.hpp, rendered here by scripts/generate.py:
  gen = (gen | (pro & step(gen, 1)));
  pro = pro & step(pro, 1);
  gen = (gen | (pro & step(gen, 2)));
  pro = pro & step(pro, 2);
  gen = (gen | (pro & step(gen, 4)));
  return gen;
  // (the end of kogge_stone)
}
template <Direction D>
constexpr Bitboard kogge_stone_attacks(Bitboard sliders, Bitboard empty) {
  return shift_one<D>(kogge_stone_occluded<D>(sliders, empty));
}

// ---------------------------------------------------------------------------
// Fills on an empty board: Kogge-Stone with the universal propagator, whose
// three propagators are compile-time constants.
template <Direction D>
constexpr Bitboard empty_board_fill(Bitboard gen) {
  constexpr Bitboard pr0 = shift_wrap_mask(D);
  constexpr Bitboard pr1 = pr0 & shift_steps<D, 1>(pr0);
  constexpr Bitboard pr2 = pr1 & shift_steps<D, 2>(pr1);
  gen |= pr0 & shift_steps<D, 1>(gen);
  gen |= pr1 & shift_steps<D, 2>(gen);
  gen |= pr2 & shift_steps<D, 4>(gen);
  return gen;
}
// Rays of every slider on an otherwise empty board (sliders excluded).
template <Direction D>
constexpr Bitboard empty_board_attacks(Bitboard sliders) {
  return shift_one<D>(empty_board_fill<D>(sliders));
}

// Pawn-style spans: the whole file above / below (and including) each bit.
constexpr Bitboard nort_fill(Bitboard gen) {
  gen |= gen << 8;
  gen |= gen << 16;
  gen |= gen << 32;
  return gen;
}
constexpr Bitboard sout_fill(Bitboard gen) {
  gen |= gen >> 8;
  gen |= gen >> 16;
  gen |= gen >> 32;
  return gen;
}
constexpr Bitboard file_fill(Bitboard gen) { return nort_fill(gen) | sout_fill(gen); }

// ---------------------------------------------------------------------------
// Runtime-direction variants of the template fills above.

// name(a, b, d) is name<d>(a, b).
#define LANEFILL_RUNTIME_DIRECTION(name)                                              \
  constexpr Bitboard name(Bitboard a, Bitboard b, Direction d) {                      \
    return with_direction(d, [=](auto t) { return name<decltype(t)::value>(a, b); }); \
  }
LANEFILL_RUNTIME_DIRECTION(dumb7_occluded_cycles)
LANEFILL_RUNTIME_DIRECTION(dumb7_occluded_loop)
LANEFILL_RUNTIME_DIRECTION(dumb7_occluded_unrolled)
LANEFILL_RUNTIME_DIRECTION(dumb7_attacks_cycles)
LANEFILL_RUNTIME_DIRECTION(dumb7_attacks_loop)
LANEFILL_RUNTIME_DIRECTION(dumb7_attacks_unrolled)
LANEFILL_RUNTIME_DIRECTION(kogge_stone_occluded)
LANEFILL_RUNTIME_DIRECTION(kogge_stone_attacks)
#undef LANEFILL_RUNTIME_DIRECTION
constexpr Bitboard empty_board_fill(Bitboard gen, Direction d) {
  return with_direction(d, [=](auto t) { return empty_board_fill<decltype(t)::value>(gen); });
}
constexpr Bitboard empty_board_attacks(Bitboard sliders, Direction d) {
  return with_direction(d,
                        [=](auto t) { return empty_board_attacks<decltype(t)::value>(sliders); });
}

// ---------------------------------------------------------------------------
// Generalized rays: a rotate is a shift by a signed amount (mod 64); the
// avoidWrap mask of the direction clears both the file wrap and the bits a
// rotate (unlike a shift) carries around from one end of the board to the
// other. One function serves all eight directions.

// One step by rotate: the same set as shift_one(b, d).
constexpr Bitboard rotate_shift_one(Bitboard b, Direction d) {
  return rotate_left(b, shift_of(d)) & avoid_wrap(d);
}

// Loop form: flood accumulator, early exit.
constexpr Bitboard rotate_occluded_loop(Bitboard gen, Bitboard pro, Direction d) {
  Bitboard flood = 0;
  if (gen) {
    const int r = shift_of(d);
    pro &= avoid_wrap(d);
    do {
      flood |= gen;
      gen = rotate_left(gen, r) & pro;
    } while (gen);
  }
  return flood;
}
constexpr Bitboard rotate_attacks_loop(Bitboard sliders, Bitboard empty, Direction d) {
  return rotate_shift_one(rotate_occluded_loop(sliders, empty, d), d);
}

// The unrolled forms by rotate (wiki "Generalized Rays"): seven cycles for
// the occluded fill; six, then the step that drops the sliders and adds the
// blockers, for the attacks.
constexpr Bitboard rotate_occluded_unrolled(Bitboard gen, Bitboard pro, Direction d) {
  const int r = shift_of(d);
  return unrolled_cycles<kOccludedCycles>(gen, pro & avoid_wrap(d),
                                          [r](Bitboard x) { return rotate_left(x, r); });
}
constexpr Bitboard rotate_attacks_unrolled(Bitboard sliders, Bitboard empty, Direction d) {
  const int r = shift_of(d);
  return rotate_shift_one(
      unrolled_cycles<kAttackCycles>(sliders, empty & avoid_wrap(d),
                                     [r](Bitboard x) { return rotate_left(x, r); }),
      d);
}

// Generalized Kogge-Stone: rotates by r, 2r and 4r. Masking the propagator
// with avoidWrap once is enough: a propagator bit that survives the doubling
// steps certifies a whole wrap-free chain of single steps behind it.
// The stepper of a rotating register: the signed bits of one step.
constexpr Bitboard step_by_rotate(int bits, Bitboard x, int k) { return rotate_left(x, k * bits); }
constexpr Bitboard rotate_occluded_kogge(Bitboard gen, Bitboard pro, Direction d) {
  const int bits = shift_of(d);
  const auto step = [bits](Bitboard x, int k) { return step_by_rotate(bits, x, k); };
  pro &= avoid_wrap(d);
  // kogge_stone of lanefill/detail/bodies.hpp, rendered here by scripts/generate.py:
  gen = (gen | (pro & step(gen, 1)));
  pro = pro & step(pro, 1);
  gen = (gen | (pro & step(gen, 2)));
  pro = pro & step(pro, 2);
  gen = (gen | (pro & step(gen, 4)));
  return gen;
  // (the end of kogge_stone)
}
constexpr Bitboard rotate_attacks_kogge(Bitboard sliders, Bitboard empty, Direction d) {
  return rotate_shift_one(rotate_occluded_kogge(sliders, empty, d), d);
}

// Template spellings of the rotate family, for uniform generic code:
// name<D>(a, b) is name(a, b, D).
#define LANEFILL_DIRECTION_TEMPLATE(name)           \
  template <Direction D>                            \
  constexpr Bitboard name(Bitboard a, Bitboard b) { \
    return name(a, b, D);                           \
  }
LANEFILL_DIRECTION_TEMPLATE(rotate_occluded_loop)
LANEFILL_DIRECTION_TEMPLATE(rotate_attacks_loop)
LANEFILL_DIRECTION_TEMPLATE(rotate_occluded_unrolled)
LANEFILL_DIRECTION_TEMPLATE(rotate_attacks_unrolled)
LANEFILL_DIRECTION_TEMPLATE(rotate_occluded_kogge)
LANEFILL_DIRECTION_TEMPLATE(rotate_attacks_kogge)
#undef LANEFILL_DIRECTION_TEMPLATE

// ---------------------------------------------------------------------------
// The obvious loop for one slider: step until the board edge or a blocker.
constexpr Bitboard walk_ray(Square s, Direction d, Bitboard occupied) {
  Bitboard attacks = 0;
  Bitboard b = square_bb(s);
  while ((b = shift_one(b, d)) != 0) {
    attacks |= b;
    if (b & occupied) break;
  }
  return attacks;
}

// --- light static checks ----------------------------------------------------
static_assert(dumb7_occluded_unrolled<Direction::sout>(square_bb(A8), kUniverse) == kFileA);
static_assert(kogge_stone_occluded<Direction::east>(square_bb(A1), kUniverse) == kRank1);
static_assert(kogge_stone_attacks<Direction::west>(square_bb(E4), ~square_bb(C4)) ==
              (square_bb(D4) | square_bb(C4)));
static_assert(empty_board_fill<Direction::noEa>(square_bb(A1)) == 0x8040201008040201ULL);
static_assert(empty_board_attacks(square_bb(H1), Direction::noWe) == 0x0102040810204000ULL);
static_assert(rotate_attacks_kogge(square_bb(A1), kUniverse, Direction::nort) ==
              (kFileA ^ square_bb(A1)));
static_assert(rotate_attacks_unrolled(square_bb(H8), kUniverse, Direction::soWe) ==
              (0x8040201008040201ULL ^ square_bb(H8)));
static_assert(file_fill(square_bb(E4)) == file_bb(4));

}  // namespace lanefill::reference
