"""Othello's flips and moves written from the rules, for the Python tests:
walk each of the eight directions from the square over the opponent's
discs to one of the player's."""

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
