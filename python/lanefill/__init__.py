"""lanefill for Python: SIMD bitboard attacks, batches over NumPy arrays.

Every call runs lanefill's dispatched kernels, the best ISA this CPU has
(``cpu()``, ``active_isa()``, ``set_isa()``). A call takes Python ints
(squares 0..63, bitboards 0 .. 2**64 - 1) and returns an int, or takes 1-D
NumPy arrays (``uint8`` squares, ``uint64`` bitboards, C-contiguous, not
copied) and returns an array; ``out=`` may name the output array. The GIL is
released while the kernels run. docs/python.md walks through it.

Directions are in lanefill's dir8 order: noEa, east, soEa, sout, soWe, west,
noWe, nort (``DIRECTIONS``); direction d ^ 4 is the opposite of d.
"""

from ._lanefill import (  # noqa: F401  (the compiled half)
    __version__,
    active_isa,
    bishop_attacks,
    cpu,
    king_attack_set,
    king_attacks,
    knight_attack_set,
    knight_attacks,
    occluded_fills,
    othello_flips,
    othello_moves,
    othello_perft,
    pawn_attack_set,
    pawn_attacks,
    perft,
    perft_split,
    queen_attacks,
    ray_attacks,
    reset_isa,
    rook_attacks,
    set_isa,
    slider_attacks,
    slider_threats,
    square_rays,
)

DIRECTIONS = ("noEa", "east", "soEa", "sout", "soWe", "west", "noWe", "nort")
FILES = "abcdefgh"


def square(name):
    """The square number of a name such as 'e4' (a1 = 0 ... h8 = 63)."""
    if not isinstance(name, str) or len(name) != 2 or name[0] not in FILES \
            or name[1] not in "12345678":
        raise ValueError(f"square must be a name a1..h8, got {name!r}")
    return FILES.index(name[0]) + 8 * (int(name[1]) - 1)


def square_name(sq):
    """The name of square number sq, e.g. 28 -> 'e4'."""
    if not isinstance(sq, int) or not 0 <= sq <= 63:
        raise ValueError(f"square must be 0..63, got {sq!r}")
    return FILES[sq % 8] + str(sq // 8 + 1)


def diagram(*boards, marks="x", empty="."):
    """A board diagram as a string, rank 8 at the top: each square shows the
    mark of the first of `boards` that holds it (marks[i] for boards[i]),
    else `empty`. diagram(attacks) draws one set; diagram(white, black,
    marks="XO") an Othello position."""
    if not boards:
        raise ValueError("diagram needs at least one bitboard")
    if len(marks) < len(boards):
        raise ValueError(f"marks has {len(marks)} characters for {len(boards)} boards")
    for i, b in enumerate(boards):
        if not isinstance(b, int) or not 0 <= b < 1 << 64:
            raise ValueError(f"boards[{i}] must be a bitboard 0 .. 2**64 - 1")
    lines = []
    for rank in range(7, -1, -1):
        cells = []
        for file in range(8):
            bit = 1 << (rank * 8 + file)
            cells.append(next((marks[i] for i, b in enumerate(boards) if b & bit), empty))
        lines.append(f"{rank + 1}  " + " ".join(cells))
    lines.append("   " + " ".join(FILES))
    return "\n".join(lines)
