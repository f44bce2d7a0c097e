"""The Othello tables of include/lanefill/native/othello_tables.h: the
stable discs of an edge, for every way the eight squares of an edge can be
filled, and the base-3 index of a byte.

An edge (a rank or file on the board's border) holds player discs P and
opponent discs O (bytes, bit i the i-th square along the edge). A player disc
of the edge is stable when no sequence of discs placed on the edge's empty
squares, by either side and in any order (legal or not), with flips along
the edge only, ever flips it: S(P, O) = P & AND over every empty square x and
both sides of S(the edge after that disc), and S(P, O) = P for a full edge.
The states with fewer empty squares come first, so each state's successors
are known when it is reached (3^8 states, no search).

Index of a state: base3[P] + 2 * base3[O], base3[b] = the sum of 3^i over the
bits i of b. tests/test_othello.cpp checks the edge table against the oracle's search of
a real edge, and every table-driven kernel against the oracle.

scripts/generate.py writes the file.
"""

from . import template

SOURCES = ["scripts/codegen/othello_tables.py"]


def place(mover, other, x):
    """mover plays x on the edge: the discs of `other` between x and the
    nearest `mover` disc in each direction flip (only runs that end in a
    mover disc, and not past the edge's ends)."""
    mover |= 1 << x
    for step in (-1, 1):
        run = 0
        y = x + step
        while 0 <= y < 8 and (other >> y) & 1:
            run |= 1 << y
            y += step
        if 0 <= y < 8 and (mover >> y) & 1:
            mover |= run
            other &= ~run
    return mover, other


def base3(b):
    return sum(3 ** i for i in range(8) if (b >> i) & 1)


def edge_stability():
    stable = {}
    states = [(p, o) for p in range(256) for o in range(256) if p & o == 0]
    states.sort(key=lambda s: 8 - bin(s[0] | s[1]).count("1"))  # fewest empties first
    for p, o in states:
        s = p
        for x in range(8):
            if ((p | o) >> x) & 1:
                continue
            np, no = place(p, o, x)
            s &= stable[(np, no)]
            no2, np2 = place(o, p, x)
            s &= stable[(np2, no2)]
        stable[(p, o)] = s
    table = [0] * 6561
    for (p, o), s in stable.items():
        table[base3(p) + 2 * base3(o)] = s
    return table


def line_flip_count(pos, line):
    """The opponent discs a disc placed at `pos` of a full line flips, the
    player's discs being the bits of `line` (every other square the
    opponent's; squares past the line's ends are never the player's); 0
    where `line` has `pos` itself: the square is not empty, so the count by
    PEXT needs no test of its own (u64.h)."""
    if (line >> pos) & 1:
        return 0
    count = 0
    for step in (-1, 1):
        j, run = pos + step, 0
        while 0 <= j < 8 and not (line >> j) & 1:
            run += 1
            j += step
        if 0 <= j < 8:
            count += run
    return count


def last_flip_pext_masks(square):
    """The masks of the last-move count by PEXT at `square` (a1 = 0): the
    union of its four lines (itself included), then the file, the diagonal
    (a1-h8 direction) and the antidiagonal (h1-a8), each with one bit on
    every rank, so that PEXT puts the square at its rank on all three. Where
    a diagonal has left the board, the rank's bit is a square outside the
    union, which the count's player discs (ANDed with the union) never
    hold: an opponent square past the line's end, flipping nothing."""
    f, r = square & 7, square >> 3
    bit = lambda file, rank: 1 << (8 * rank + file)
    rank_line = sum(bit(x, r) for x in range(8))
    file_line = sum(bit(f, y) for y in range(8))
    diagonal = sum(bit(f + y - r, y) for y in range(8) if 0 <= f + y - r < 8)
    antidiagonal = sum(bit(f - (y - r), y) for y in range(8) if 0 <= f - (y - r) < 8)
    union = rank_line | file_line | diagonal | antidiagonal

    def padded(line):
        for y in range(8):
            if not any((line >> (8 * y + x)) & 1 for x in range(8)):
                line |= next(bit(x, y) for x in range(8) if not (union >> (8 * y + x)) & 1)
        return line

    return [union, file_line, padded(diagonal), padded(antidiagonal)]


def rows(values, per_row, fmt):
    out = []
    for i in range(0, len(values), per_row):
        out.append("    " + ", ".join(fmt(v) for v in values[i:i + per_row]) + ",")
    return "\n".join(out)


def othello_tables_h(banner):
    table = edge_stability()
    b3 = [base3(b) for b in range(256)]
    last = [line_flip_count(pos, line) for pos in range(8) for line in range(256)]
    by_position = ["  {\n" + rows(last[256 * p:256 * (p + 1)], 32, str) + "\n  }," for p in range(8)]
    masks = ["    {" + ", ".join(f"0x{m:016x}ULL" for m in last_flip_pext_masks(sq)) + "},"
             for sq in range(64)]
    t = template.load("othello_tables.h")
    return t.render(
        banner=banner("include/lanefill/native/othello_tables.h", SOURCES + [t.path], cxx=False),
        base3=rows(b3, 16, str), edge_stable=rows(table, 18, lambda v: f"0x{v:02x}"),
        line_flip_count="\n".join(by_position), pext_masks="\n".join(masks))


def emit(files, banner):
    files.put("include/lanefill/native/othello_tables.h", othello_tables_h(banner))
