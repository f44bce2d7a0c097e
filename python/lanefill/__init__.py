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

# The compiled half: every call of lanefill/entries.def (python/src/entry_bindings.cpp,
# generated), the leapers, perft, the CPU and ISA calls, the trace, chess
# positions and Othello games (python/src/module.cpp lists the files).
from ._lanefill import *  # noqa: F401,F403
from ._lanefill import __version__  # noqa: F401

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


def plot_trace(trace, ax=None, max_steps=12):
    """Draws a trace (lanefill.trace(...)) with matplotlib: one row per step
    (its register and operations), one 8x8 board per lane, rank 8 at the top.
    Returns the figure. Needs matplotlib (Debian: python3-matplotlib)."""
    import matplotlib.pyplot as plt  # imported here: only plots need it
    import numpy as np

    steps = trace["steps"][:max_steps]
    if not steps:
        raise ValueError("the trace has no steps")
    lanes = max(len(s["lanes"]) for s in steps)
    if ax is not None:
        raise ValueError("plot_trace draws a grid of its own: pass ax=None")
    fig, axes = plt.subplots(len(steps), lanes, figsize=(1.3 * lanes + 2.5, 1.3 * len(steps) + 0.8),
                             squeeze=False)
    for row, step in enumerate(steps):
        for lane in range(lanes):
            cell = axes[row][lane]
            cell.set_xticks([])
            cell.set_yticks([])
            if lane >= len(step["lanes"]):
                cell.axis("off")
                continue
            value = int(step["lanes"][lane])
            grid = np.array([[value >> (r * 8 + f) & 1 for f in range(8)] for r in range(7, -1, -1)])
            changed = not step["unchanged"][lane] if step["unchanged"] else True
            cell.imshow(grid, cmap="Blues" if changed else "Greys", vmin=0, vmax=1.6)
            cell.set_title(step["lane_names"][lane], fontsize=7, pad=2)
        last = step["ops"][-1] if step["ops"] else step["register"]
        axes[row][0].set_ylabel(f"{row + 1}: {last}"[:30], fontsize=7, rotation=0, ha="right",
                                va="center")
    fig.suptitle(trace["what"], fontsize=10)
    fig.tight_layout()
    return fig


PROMOTIONS = " nbrq"  # CHESS_MOVE's promotion: 0 none, 1 knight .. 4 queen


def uci_moves(moves):
    """UCI move text ('e2e4', 'e7e8q'; castling as the king's move, 'e1g1')
    as a 1-D array of dtype CHESS_MOVE, for chess_play. ValueError naming
    the index of a malformed move."""
    import numpy as np
    moves = list(moves)
    out = np.zeros(len(moves), dtype=CHESS_MOVE)
    for i, text in enumerate(moves):
        try:
            if not isinstance(text, str) or len(text) not in (4, 5) or (
                    len(text) == 5 and text[4] not in PROMOTIONS[1:]):
                raise ValueError
            out[i] = (square(text[0:2]), square(text[2:4]),
                      PROMOTIONS.index(text[4]) if len(text) == 5 else 0)
        except ValueError:
            raise ValueError(f"moves[{i}] must be UCI text such as 'e2e4' or 'e7e8q', "
                             f"got {text!r}") from None
    return out


def uci_strings(moves):
    """The UCI text of each CHESS_MOVE record (chess_legal_moves' moves)."""
    return [FILES[m["from"] % 8] + str(m["from"] // 8 + 1) + FILES[m["to"] % 8]
            + str(m["to"] // 8 + 1) + PROMOTIONS[m["promotion"]].strip() for m in moves]
