"""The inline path's kernels of each register type, made from the bodies
(bodies.py) and the kernels of boards in lanes (boards.py), as plain C
functions: lanefill/native/u64_kernels.h (uint64_t), ymm_kernels.h (__m256i
and lanefill_u4, AVX2) and zmm_kernels.h (__m512i, lanefill_u8 and the ymm
kernels that need AVX-512VL). Each instance names a body, its function, its
parameters and its operations written out for the register type."""

import dataclasses

from . import boards
from .bodies import BODIES

SOURCES = ["scripts/codegen/bodies.py", "scripts/codegen/boards.py",
           "scripts/codegen/registers.py"]


class COps:
    """Operations written out in C for one register type: a dict of
    op -> format string ({x}, {a}, {b}, {c}; {k} the steps, {kb} the bits of
    k steps of `bits` bits) or constant text."""

    def __init__(self, V, **ops):
        self.V = V
        self.ops = ops

    def _fmt(self, op, **values):
        return self.ops[op].format(**values)

    def step(self, x, k):
        return self._fmt("step", x=x, k=k, kb=f"{k} * bits" if k > 1 else "bits")

    def step_t(self, x, k):
        return self._fmt("step_t", x=x, k=k, kb=f"{k} * bits" if k > 1 else "bits")

    def or_and(self, a, b, c):
        return self._fmt("or_and", a=a, b=b, c=c)

    def zero_lanes(self, x):
        return self._fmt("zero_lanes", x=x)

    def highest(self, x):
        return self._fmt("highest", x=x)

    def three_cbn(self, x):
        return self._fmt("three_cbn", x=x)

    def xor_and(self, a, b, c):
        return self._fmt("xor_and", a=a, b=b, c=c)

    def sub(self, a, b):
        return self._fmt("sub", a=a, b=b)

    def flips_up(self, own, other, ray):
        return self._fmt("flips_up", own=own, other=other, ray=ray)

    def flips_down(self, own, other, ray):
        return self._fmt("flips_down", own=own, other=other, ray=ray)

    def constant(self, value):
        return f"UINT64_C(0x{value:016x})"

    @property
    def ones(self):
        return self.ops["ones"]

    @property
    def zero(self):
        return self.ops["zero"]


PLAIN_OR_AND = "({a} | ({b} & {c}))"


@dataclasses.dataclass
class Instance:
    """A body as a C function: `name`, its register type's ops, `extra`
    parameters (a stepper's bits), the outputs' pointer names (bodies with
    outputs in place), a comment."""
    body: str
    name: str
    ops: COps
    extra: list = dataclasses.field(default_factory=list)
    outputs: list = dataclasses.field(default_factory=list)
    about: str = ""


def c_function(inst):
    body = BODIES[inst.body]
    statements, result = body.make(inst.ops)
    V = inst.ops.V
    params = [f"{V}* {p}" for p in inst.outputs]
    params += [f"{body.typed.get(n, '{V}').format(V=V)} {n}" for n in body.inputs]
    params += inst.extra
    lines = []
    if body.outputs:
        lines.append(f"  {V} " + ", ".join(f"{o} = *{p}" for o, p in zip(body.outputs, inst.outputs))
                     + ";\n")
    lines += [f"  {s}\n" for s in statements]
    if body.outputs:
        lines += [f"  *{p} = {o};\n" for o, p in zip(body.outputs, inst.outputs)]
    if result is not None:
        lines.append(f"  return {result};\n")
    returns = "void" if result is None else V
    comment = f"/* {inst.about or body.name}: lanefill/detail/bodies.hpp's {body.name}. */\n"
    return (comment + f"static inline {returns} {inst.name}({', '.join(params)}) {{\n" +
            "".join(lines) + "}\n")


# ---------------------------------------------------------------------------
# uint64_t: the scalar level (and one board of the others).
U64_ROTATE = COps("uint64_t", step="lanefill_u64_rotl({x}, (unsigned)({kb}) & 63u)",
                  or_and=PLAIN_OR_AND)
U64 = COps("uint64_t", zero_lanes="lanefill_u64_zero_lanes({x})", ones="~UINT64_C(0)",
           highest="lanefill_u64_highest({x})", zero="UINT64_C(0)",
           flips_up="lanefill_u64_flips_up({own}, {other}, {ray})",
           flips_down="lanefill_u64_flips_down({own}, {other}, {ray})")

U64_INSTANCES = [
    Instance("kogge_stone", "lanefill_u64_kogge_stone", U64_ROTATE, extra=["int bits"],
             about="Kogge-Stone by rotation, one step `bits` bits (negative: down the board)"),
    Instance("flips_up", "lanefill_u64_flips_up", U64, about="One ray up the board"),
    Instance("flips_down_by_highest", "lanefill_u64_flips_down", U64,
             about="One ray down the board, its highest stop by a bit scan"),
    Instance("flips_by_ray", "lanefill_u64_flips_by_ray", U64,
             about="The flips of a move on an empty square, ray by ray"),
    Instance("knight_set", "lanefill_u64_knight_set", U64, about="Every square knights attack"),
    Instance("king_set", "lanefill_u64_king_set", U64, about="Every square kings attack"),
    Instance("white_pawn_set", "lanefill_u64_white_pawn_set", U64,
             about="Every square white pawns attack"),
    Instance("black_pawn_set", "lanefill_u64_black_pawn_set", U64,
             about="Every square black pawns attack"),
]

# ---------------------------------------------------------------------------
# ymm (AVX2): up lanes {noEa, east, noWe, nort} step by left shifts, down
# lanes {soWe, west, soEa, sout} by right shifts (lanefill/native/ymm.h's
# steppers: lanefill_ymm_step_up and _down, lanefill_u4_step_down, and
# lanefill_u4_line_step_down down the four lines of a square).
YMM_UP = "lanefill_ymm_step_up({x}, {k})"
YMM_DOWN = "lanefill_ymm_step_down({x}, {k})"
YMM_STEP_UP = COps("__m256i", step=YMM_UP, or_and=PLAIN_OR_AND)
YMM_STEP_DOWN = COps("__m256i", step=YMM_DOWN, or_and=PLAIN_OR_AND)
YMM_OPPOSITE = COps("__m256i", step=YMM_UP, step_t=YMM_DOWN, or_and=PLAIN_OR_AND)
U4_LINES = COps("lanefill_u4", step="lanefill_u4_line_step_down({x}, {k})")
U4 = COps("lanefill_u4", step="lanefill_u4_step_down({x}, {k})",
          zero_lanes="lanefill_u4_zero_lanes({x})", ones="lanefill_u4_splat(~UINT64_C(0))")

YMM_INSTANCES = [
    Instance("kogge_stone", "lanefill_ymm_kogge_stone_up", YMM_STEP_UP, about="The up lanes"),
    Instance("kogge_stone", "lanefill_ymm_kogge_stone_down", YMM_STEP_DOWN,
             about="The down lanes"),
    Instance("kogge_stone_opposite", "lanefill_ymm_kogge_stone_opposite", YMM_OPPOSITE,
             outputs=["up", "down"], about="The up and down lanes on one propagator"),
    Instance("sbamg_by_line_smear", "lanefill_u4_sbamg_by_line_smear", U4_LINES,
             about="A square's four lines (rank, file, diagonal, antidiagonal)"),
    Instance("othello_run", "lanefill_ymm_othello_run_up", YMM_STEP_UP, about="The up lanes"),
    Instance("othello_run", "lanefill_ymm_othello_run_down", YMM_STEP_DOWN,
             about="The down lanes"),
    Instance("flips_up", "lanefill_u4_flips_up", U4, about="The up rays"),
    Instance("flips_down", "lanefill_u4_flips_down_by_smear", U4, about="The down rays"),
]

# ---------------------------------------------------------------------------
# AVX-512: ymm registers with vplzcntq and vpternlogq (AVX-512VL); zmm
# registers, the eight directions in lanes stepped by rotation
# (lanefill/native/zmm.h's lanefill_zmm_rotate_step).
YMM_LZCNT = COps("__m256i", three_cbn="lanefill_ymm_three_cbn({x})",
                 xor_and="lanefill_ymm_xor_and({a}, {b}, {c})", sub="_mm256_sub_epi64({a}, {b})")
ZMM_LZCNT = COps("__m512i", three_cbn="lanefill_zmm_three_cbn({x})",
                 xor_and="lanefill_zmm_xor_and({a}, {b}, {c})", sub="_mm512_sub_epi64({a}, {b})")
ZMM_ROTATE = COps("__m512i", step="lanefill_zmm_rotate_step({x}, {k})",
                  or_and="lanefill_zmm_or_and({a}, {b}, {c})")

ZMM_INSTANCES = [
    Instance("sbamg_by_lzcnt", "lanefill_ymm_sbamg_by_lzcnt", YMM_LZCNT,
             about="A square's four lines in a ymm"),
    Instance("kogge_stone", "lanefill_zmm_kogge_stone_rotate", ZMM_ROTATE,
             about="The eight directions of a zmm, by rotation"),
    Instance("sbamg_by_lzcnt", "lanefill_zmm_sbamg_by_lzcnt", ZMM_LZCNT,
             about="One line per lane of a zmm"),
]


def _file(banner, path, guard, about, includes, instances, board_type):
    out = [banner(path, SOURCES, cxx=False), about]
    out.append(f"#ifndef {guard}\n#define {guard}\n\n")
    out += [f"#include {i}\n" for i in includes]
    for inst in instances:
        out.append("\n" + c_function(inst))
    if board_type:
        out.append("\n" + boards.functions(*board_type))
    out.append(f"\n#endif /* {guard} */\n")
    return "".join(out)


def emit(files, banner):
    files.put("include/lanefill/native/u64_kernels.h", _file(
        banner, "include/lanefill/native/u64_kernels.h", "LANEFILL_NATIVE_U64_KERNELS_H",
        " *\n * The bodies and the kernels of boards in lanes on one uint64_t: included by\n"
        " * lanefill/native/u64.h after its bit helpers. */\n",
        ["<stdint.h>", '"lanefill/native/tables.h"'], U64_INSTANCES,
        ("uint64_t", "lanefill_u64_", "{b}")))
    files.put("include/lanefill/native/ymm_kernels.h", _file(
        banner, "include/lanefill/native/ymm_kernels.h", "LANEFILL_NATIVE_YMM_KERNELS_H",
        " *\n * The bodies on ymm registers (AVX2) and the kernels of four boards in the\n"
        " * lanes of a lanefill_u4: included by lanefill/native/ymm.h after its\n"
        " * registers and steppers. */\n",
        ["<immintrin.h>", "<stddef.h>", "<stdint.h>"], YMM_INSTANCES,
        ("lanefill_u4", "lanefill_u4_", "lanefill_u4_splat({b})",
         (4, "lanefill_ymm_", "lanefill_u4_any", "lanefill_u4_boards_at",
          "lanefill_u4_store_boards"))))
    files.put("include/lanefill/native/zmm_kernels.h", _file(
        banner, "include/lanefill/native/zmm_kernels.h", "LANEFILL_NATIVE_ZMM_KERNELS_H",
        " *\n * The bodies on AVX-512 registers and the kernels of eight boards in the\n"
        " * lanes of a lanefill_u8: included by lanefill/native/zmm.h after its\n"
        " * registers. */\n",
        ["<immintrin.h>", "<stddef.h>", "<stdint.h>"], ZMM_INSTANCES,
        ("lanefill_u8", "lanefill_u8_", "lanefill_u8_splat({b})",
         (8, "lanefill_zmm_", "lanefill_u8_any", "lanefill_u8_boards_at",
          "lanefill_u8_store_boards"))))
