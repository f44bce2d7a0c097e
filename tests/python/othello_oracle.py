"""Othello written from the rules, for the Python tests: the flips and moves
(walk each of the eight directions from the square over the opponent's
discs to one of the player's) and the endgame's counts (full lines,
potential moves, stable discs: each definition iterated square by square)."""

import functools

STEPS = [(df, dr) for dr in (-1, 0, 1) for df in (-1, 0, 1) if (df, dr) != (0, 0)]


def oracle_flips(square, player, opponent):
    """The discs a move on `square` flips (0 on an occupied square)."""
    if (player | opponent) >> square & 1:
        return 0
    flipped = 0
    for df, dr in STEPS:
        f, r, run = square % 8 + df, square // 8 + dr, 0
        while 0 <= f < 8 and 0 <= r < 8 and opponent >> (r * 8 + f) & 1:
            run |= 1 << (r * 8 + f)
            f, r = f + df, r + dr
        if run and 0 <= f < 8 and 0 <= r < 8 and player >> (r * 8 + f) & 1:
            flipped |= run
    return flipped


def oracle_moves(player, opponent):
    """The squares where the player flips something."""
    return sum(1 << s for s in range(64) if oracle_flips(s, player, opponent))


AXES = [(1, 0), (0, 1), (1, 1), (-1, 1)]  # rank, file, diagonal a1-h8, antidiagonal h1-a8
FULL = 2**64 - 1


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def oracle_line(sq, axis):
    """The squares of the line of kind `axis` through sq."""
    df, dr = axis
    line = 1 << sq
    for sign in (1, -1):
        f, r = sq % 8 + sign * df, sq // 8 + sign * dr
        while on_board(f, r):
            line |= 1 << (r * 8 + f)
            f, r = f + sign * df, r + sign * dr
    return line


def oracle_full_lines(occupied):
    return [sum(1 << s for s in range(64) if oracle_line(s, a) & ~occupied == 0) for a in AXES]


def oracle_potential_moves(player, opponent):
    empty = ~(player | opponent) & FULL
    found = 0
    for s in range(64):
        for df, dr in STEPS:
            f, r = s % 8 + df, s // 8 + dr
            # An opponent disc next to the empty square, the line going on past it.
            if (empty >> s & 1 and on_board(f, r) and on_board(f + df, r + dr)
                    and opponent >> (r * 8 + f) & 1):
                found |= 1 << s
    return found


def place_on_line(x, mover, other):
    """mover places on square x of an 8-square line: (mover, other) after the flips."""
    mover |= 1 << x
    for step in (1, -1):
        run, y = 0, x + step
        while 0 <= y < 8 and other >> y & 1:
            run, y = run | 1 << y, y + step
        if 0 <= y < 8 and mover >> y & 1:
            mover, other = mover | run, other & ~run
    return mover, other


@functools.lru_cache(maxsize=None)
def oracle_edge_stable(player, opponent):
    """The player's discs of an edge that stay the player's whatever either
    side places on its empty squares, flipping along the edge only."""
    stable = player
    for x in range(8):
        if (player | opponent) >> x & 1 == 0:
            p, o = place_on_line(x, player, opponent)
            stable &= oracle_edge_stable(p, o)
            o, p = place_on_line(x, opponent, player)
            stable &= oracle_edge_stable(p, o)
    return stable


def edge_squares(edge):
    return {"rank1": [s for s in range(8)], "rank8": [56 + s for s in range(8)],
            "file_a": [8 * s for s in range(8)], "file_h": [8 * s + 7 for s in range(8)]}[edge]


def oracle_stable_discs(player, opponent):
    stable = 0
    for edge in ("rank1", "rank8", "file_a", "file_h"):
        squares = edge_squares(edge)
        p = sum((player >> s & 1) << i for i, s in enumerate(squares))
        o = sum((opponent >> s & 1) << i for i, s in enumerate(squares))
        e = oracle_edge_stable(p, o)
        stable |= sum(1 << s for i, s in enumerate(squares) if e >> i & 1)
    occupied = player | opponent
    grew = True
    while grew:  # the definition iterated to a fixed point
        grew = False
        for s in range(64):
            f, r = s % 8, s // 8
            if not (player >> s & 1) or stable >> s & 1 or f in (0, 7) or r in (0, 7):
                continue
            if all(oracle_line(s, (df, dr)) & ~occupied == 0
                   or stable >> ((r + dr) * 8 + f + df) & 1
                   or stable >> ((r - dr) * 8 + f - df) & 1 for df, dr in AXES):
                stable, grew = stable | 1 << s, True
    return stable
