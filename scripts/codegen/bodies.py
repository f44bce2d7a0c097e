"""THE kernel bodies, each written once: the fills, the Othello runs and
flips, SBAMG's line attacks and the non-sliders' shifts.

A body is a function of an `o` (the operations of one register type) that
returns its statements and its result. scripts/generate.py renders each body
  - as a C++ function template in lanefill/detail/bodies.hpp, its operations
    as callables (the constexpr reference, the research kernels over xsimd,
    `lanefill trace`'s recording registers), and
  - as plain C functions of each register type of the inline path
    (lanefill/native/u64_kernels.h, ymm_kernels.h, zmm_kernels.h), its
    operations written out (registers.py says which).

The operations, each with one meaning:
  step(x, k)        x with every lane moved k squares along its own direction
                    (k = 1, 2, 4; 3 where a body says so)
  step_t(x, k)      the same for a second register whose lane j walks the
                    opposite way
  or_and(a, b, c)   a | (b & c), one vpternlogq where AVX-512 has it
  zero_lanes(x)     all ones in the lanes of x that are zero, else zero
  highest(x)        the highest bit of each lane, 0 where the lane is 0
  three_cbn(b)      3 << msb(b) per lane (SBAMG's 3cbn)
  xor_and(a, b, c)  (a ^ b) & c;  sub(a, b)  a - b
  ones, zero        all ones, all zero
  flips_up(own, other, ray), flips_down(...)  one ray's flips, each way
"""

import dataclasses


@dataclasses.dataclass
class Body:
    name: str
    about: str
    inputs: list  # parameter names, in order, of the register type V unless typed
    ops: list  # operation names the body uses (the C++ template's parameters)
    make: object  # make(o) -> (statements, result or None)
    outputs: list = dataclasses.field(default_factory=list)  # in/out names (C++ references)
    typed: dict = dataclasses.field(default_factory=dict)  # input name -> type (not V)


def _kogge_stone(o):
    return [
        f"gen = {o.or_and('gen', 'pro', o.step('gen', 1))};",
        f"pro = pro & {o.step('pro', 1)};",
        f"gen = {o.or_and('gen', 'pro', o.step('gen', 2))};",
        f"pro = pro & {o.step('pro', 2)};",
        f"gen = {o.or_and('gen', 'pro', o.step('gen', 4))};",
    ], "gen"


def _kogge_stone_opposite(o):
    return [
        f"const {o.V} pro1_s = pro & {o.step('pro', 1)};",
        f"const {o.V} pro2_s = pro1_s & {o.step('pro1_s', 2)};",
        f"const {o.V} pro1_t = {o.step_t('pro1_s', 1)};",
        f"const {o.V} pro2_t = {o.step_t('pro2_s', 3)};",
        f"gen_s = {o.or_and('gen_s', 'pro', o.step('gen_s', 1))};",
        f"gen_t = {o.or_and('gen_t', 'pro', o.step_t('gen_t', 1))};",
        f"gen_s = {o.or_and('gen_s', 'pro1_s', o.step('gen_s', 2))};",
        f"gen_t = {o.or_and('gen_t', 'pro1_t', o.step_t('gen_t', 2))};",
        f"gen_s = {o.or_and('gen_s', 'pro2_s', o.step('gen_s', 4))};",
        f"gen_t = {o.or_and('gen_t', 'pro2_t', o.step_t('gen_t', 4))};",
    ], None


def _othello_run(o):
    return [
        f"{o.V} run = pro & {o.step('player', 1)};",
        f"run = {o.or_and('run', 'pro', o.step('run', 1))};",
        f"run = {o.or_and('run', 'pairs', o.step('run', 2))};",
        f"run = {o.or_and('run', 'pairs', o.step('run', 2))};",
    ], "run"


def _flips_up(o):
    return [
        f"const {o.V} stops = rays & ~other;",
        f"const {o.V} outflank = stops & ~(stops + {o.ones}) & own;",
    ], f"rays & ~({o.zero_lanes('outflank')} - outflank)"


def _flips_down(o):
    return [
        f"const {o.V} stops = rays & ~other;",
        f"{o.V} smear = stops | {o.step('stops', 1)};",
        f"smear = smear | {o.step('smear', 2)};",
        f"smear = smear | {o.step('smear', 4)};",
        f"const {o.V} open = {o.zero_lanes('stops & ~' + o.step('smear', 1) + ' & own')};",
    ], "rays & ~(open | smear)"


def _flips_down_by_highest(o):
    return [
        f"const {o.V} outflank = {o.highest('rays & ~other')} & own;",
    ], f"({o.zero} - (outflank + outflank)) & rays"


def _flips_by_ray(o):
    return [
        f"{o.V} flipped = {o.zero};",
        "for (int j = 0; j < 4; ++j) " + f"flipped |= {o.flips_up('player', 'opponent', 'rays[j]')};",
        "for (int j = 4; j < 8; ++j) " + f"flipped |= {o.flips_down('player', 'opponent', 'rays[j]')};",
    ], "flipped"


def _sbamg_by_line_smear(o):
    return [
        f"const {o.V} x = (occupied & line_ex) | floor;",
        f"const {o.V} below = x & lower;",
        f"{o.V} smear = below | {o.step('below', 1)};",
        f"smear = smear | {o.step('smear', 2)};",
        f"smear = smear | {o.step('smear', 4)};",
        f"const {o.V} cbn = smear & ~{o.step('smear', 1)};",
    ], "(x ^ (x - (cbn + cbn + cbn))) & line_ex"


def _sbamg_by_lzcnt(o):
    return [], o.xor_and("x", o.sub("x", o.three_cbn("below")), "line")


def _shift_set(terms):
    """A non-sliders' set: each (shifts, mask) term masked so nothing wraps."""
    def make(o):
        parts = []
        for shifts, mask in terms:
            moved = " | ".join(f"(x {op} {n})" for op, n in shifts)
            parts.append(f"(({moved}) & {o.constant(mask)})" if mask else f"({moved})")
        return [], " | ".join(parts)
    return make


KNIGHT = [((("<<", 17), (">>", 15)), 0xfefefefefefefefe), ((("<<", 15), (">>", 17)), 0x7f7f7f7f7f7f7f7f),
          ((("<<", 10), (">>", 6)), 0xfcfcfcfcfcfcfcfc), ((("<<", 6), (">>", 10)), 0x3f3f3f3f3f3f3f3f)]
KING = [((("<<", 9), ("<<", 1), (">>", 7)), 0xfefefefefefefefe),
        ((("<<", 7), (">>", 1), (">>", 9)), 0x7f7f7f7f7f7f7f7f), ((("<<", 8), (">>", 8)), 0)]
WHITE_PAWN = [((("<<", 9),), 0xfefefefefefefefe), ((("<<", 7),), 0x7f7f7f7f7f7f7f7f)]
BLACK_PAWN = [(((">>", 7),), 0xfefefefefefefefe), (((">>", 9),), 0x7f7f7f7f7f7f7f7f)]

BODIES = {b.name: b for b in [
    Body("kogge_stone",
         "Kogge-Stone occluded fill (chessprogramming wiki \"Kogge-Stone Algorithm\"): gen grows "
         "through the propagator pro by 1, 2 and 4 steps, a parallel prefix over a distance of up "
         "to 7; pro is doubled on the way. Returns the filled gen.",
         ["gen", "pro"], ["step", "or_and"], _kogge_stone),
    Body("kogge_stone_opposite",
         "Kogge-Stone of two registers whose lane j walk opposite directions (step and step_t), "
         "sharing one propagator pro that holds neither direction's wrap file (a flood never "
         "needs to pass a square it could only leave by wrapping; its final step still lands "
         "there). step_t's doubled propagators come from step's by one step each: pro1(-d) = "
         "step_t(pro1(d), 1), pro2(-d) = step_t(pro2(d), 3). gen_s and gen_t are filled in place.",
         ["pro"], ["step", "step_t", "or_and"], _kogge_stone_opposite, outputs=["gen_s", "gen_t"]),
    Body("othello_run",
         "Othello moves: the opponent discs (propagator pro) in an unbroken line next to a "
         "player's disc, by a prefix of steps 1, 1, 2, 2 (a run is at most six discs); pairs = "
         "pro & step(pro, 1), the caller's (it may derive one direction's pairs from the other's). "
         "One more step from the run, onto an empty square, is a move.",
         ["player", "pro", "pairs"], ["step", "or_and"], _othello_run),
    Body("flips_up",
         "Othello flips on rays that run up the board (one ray per lane, the played square "
         "excluded): a stop is a ray square without an opponent disc; the lowest stop is s & -s = "
         "s & ~(s - 1); an own disc there (\"outflank\", Edax's name) flips the ray squares "
         "below it: 0 - outflank has every bit from it up, and all ones (from zero_lanes) where "
         "there is none, so rays & ~that is the flips (the form of Edax's AVX-512CD flips, by "
         "Toshihiko Okuhara; no code taken).",
         ["own", "other", "rays"], ["zero_lanes", "ones"], _flips_up),
    Body("flips_down",
         "The same on rays that run down the board, step moving each lane down its ray: the stops "
         "smeared down by 1, 2 and 4 squares cover everything at or below the highest stop, which "
         "is the stop the smear one square further down leaves out (the smear idea of Edax's AVX2 "
         "flips; no code taken).",
         ["own", "other", "rays"], ["step", "zero_lanes"], _flips_down),
    Body("flips_down_by_highest",
         "The same on rays that run down the board, by a search: highest(x) is the highest bit of "
         "x, or 0 where x is 0 (a bit scan, or vplzcntq). An own disc on the highest stop flips "
         "the ray squares above it: 0 - 2h has every bit from one above h up (and none where h is "
         "0).",
         ["own", "other", "rays"], ["highest", "zero"], _flips_down_by_highest),
    Body("flips_by_ray",
         "The flips of one board, one ray at a time (`rays`: the played square's row of eight "
         "rays, up rays first, lanefill_ray_table order; the square is empty): flips_up and "
         "flips_down are the functions of one ray each way.",
         ["player", "opponent", "rays"], ["flips_up", "flips_down", "zero"], _flips_by_ray,
         typed={"rays": "const {V}*"}),
    Body("sbamg_by_line_smear",
         "SBAMG on one line per lane (chessprogramming wiki \"SBAMG\"): x = (occupied & line_ex) "
         "| floor, cbn = the highest bit of x & lower (the closest blocker below, or the floor), "
         "attacks = (x ^ (x - 3cbn)) & line_ex. Here cbn comes from a smear of x & lower down its "
         "own line (step one square down the line of each lane: 1, 8, 9, 7 bits) by 1, 2, 4 "
         "squares, keeping the bit with nothing one square further down.",
         ["occupied", "line_ex", "lower", "floor"], ["step"], _sbamg_by_line_smear),
    Body("sbamg_by_lzcnt",
         "SBAMG with a leading-zero count (AVX-512's vplzcntq), one line per lane: from x = "
         "(occupied & line) | 1 and below = the blockers below the slider | 1 (bit 0 stands in for "
         "the floor: it lies below every slider but a1's, whose lines all start there), "
         "three_cbn(below) = 3 << msb(below), bits 63 and 0 rotated right by lzcnt(below), and "
         "attacks = (x ^ (x - 3cbn)) & line. The caller makes x and below its own way (a table's "
         "lower mask for single squares, x & ~above for boards in lanes).",
         ["x", "below", "line"], ["three_cbn", "xor_and", "sub"], _sbamg_by_lzcnt),
    Body("knight_set", "Knights: one file and two ranks, or two files and one rank, away; each "
         "shift masked so that nothing wraps round a file edge.", ["x"], [], _shift_set(KNIGHT)),
    Body("king_set", "Kings: one square in any direction.", ["x"], [], _shift_set(KING)),
    Body("white_pawn_set", "White pawns capture north-east and north-west.", ["x"], [],
         _shift_set(WHITE_PAWN)),
    Body("black_pawn_set", "Black pawns capture south-east and south-west.", ["x"], [],
         _shift_set(BLACK_PAWN)),
]}


class TemplateOps:
    """The operations as the C++ templates call them (callables and values
    passed in)."""
    V = "V"
    ones = "ones"
    zero = "zero"

    def step(self, x, k):
        return f"step({x}, steps<{k}>)"

    def step_t(self, x, k):
        return f"step_t({x}, steps<{k}>)"

    def or_and(self, a, b, c):
        return f"or_and({a}, {b}, {c})"

    def zero_lanes(self, x):
        return f"zero_lanes({x})"

    def highest(self, x):
        return f"highest({x})"

    def three_cbn(self, x):
        return f"three_cbn({x})"

    def xor_and(self, a, b, c):
        return f"xor_and({a}, {b}, {c})"

    def sub(self, a, b):
        return f"sub({a}, {b})"

    def flips_up(self, own, other, ray):
        return f"flips_up({own}, {other}, {ray})"

    def flips_down(self, own, other, ray):
        return f"flips_down({own}, {other}, {ray})"

    def constant(self, value):
        return f"V{{0x{value:016x}ULL}}"


_TEMPLATE_PARAMS = {"step": "Step", "step_t": "StepT", "or_and": "OrAnd",
                    "zero_lanes": "ZeroLanes", "highest": "Highest", "three_cbn": "ThreeCbn",
                    "xor_and": "XorAnd", "sub": "Sub", "flips_up": "FlipsUp",
                    "flips_down": "FlipsDown", "ones": None, "zero": None}


def template(body):
    """The body as a C++ function template (lanefill/detail/bodies.hpp)."""
    statements, result = body.make(TemplateOps())
    classes = ["class V"] + [f"class {_TEMPLATE_PARAMS[op]}" for op in body.ops
                             if _TEMPLATE_PARAMS[op]]
    params = [f"{'V&' if False else (body.typed.get(n, 'V').format(V='V'))} {n}" for n in body.inputs]
    params = [f"V& {n}" for n in body.outputs] + params
    for op in body.ops:
        params.append(f"{_TEMPLATE_PARAMS[op]} {op}" if _TEMPLATE_PARAMS[op] else f"V {op}")
    returns = "void" if result is None else "V"
    lines = "".join(f"  {s}\n" for s in statements)
    if result is not None:
        lines += f"  return {result};\n"
    return (f"template <{', '.join(classes)}>\n"
            f"[[gnu::always_inline]] constexpr {returns} {body.name}({', '.join(params)}) {{\n"
            f"{lines}}}\n")


def bodies_hpp(banner):
    out = [banner("include/lanefill/detail/bodies.hpp", ["scripts/codegen/bodies.py"], cxx=True)]
    out.append("""//
// The kernel bodies as C++ function templates over a register type V and its
// operations (callables): the constexpr reference (lanefill/fills.hpp,
// othello.hpp, attacks.hpp), the research kernels over xsimd
// (simd/common/lanes.hpp) and `lanefill trace`'s recording registers. The
// inline path (C) has the same bodies written out per register type
// (lanefill/native/u64_kernels.h, ymm_kernels.h, zmm_kernels.h).
//
// A step operation takes the register and steps<k>, the number of squares k
// as a compile-time constant (std::integral_constant, which converts to int).
// Always inlined: the research kernels that call them must compile to the
// code of the bodies written out.
#pragma once

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
""")
    from .text import cxx_comment
    for body in BODIES.values():
        out.append("\n" + cxx_comment(body.about) + template(body))
    out.append("\n}  // namespace lanefill::detail\n")
    return "".join(out)


def emit(files, banner):
    files.put("include/lanefill/detail/bodies.hpp", bodies_hpp(banner))
