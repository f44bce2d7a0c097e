#!/usr/bin/env python3
"""Random Othello playouts of N games from the start to their end:
lanefill.OthelloGames.random_playout against a NumPy-vectorised playout
written here, games per second on one core.

    PYTHONPATH=build/python taskset -c 1 /usr/bin/python3 bench/python/othello_playouts.py

The NumPy playout steps all N games at once, one ply per loop: the moves of
the side to move by eight-direction dumb7 fills over uint64 arrays, one
uniformly random legal square per game (a random rank among the set bits),
its flips by walking each direction from that square, passes and game ends
as masks. Both check their games: every game over (neither side moves), 64
or fewer discs. Rounds alternate (the machines are shared and noisy); the
median of each and their ratio are printed.
"""
import argparse
import statistics
import time

import numpy as np

import lanefill

U = np.uint64
NOT_A = U(0xFEFEFEFEFEFEFEFE)  # every file but a
NOT_H = U(0x7F7F7F7F7F7F7F7F)  # every file but h
ALL = U(0xFFFFFFFFFFFFFFFF)
# (shift, mask after the shift): positive shifts go left (north/east).
DIRECTIONS = [(1, NOT_A), (-1, NOT_H), (8, ALL), (-8, ALL),
              (9, NOT_A), (7, NOT_H), (-7, NOT_A), (-9, NOT_H)]


def shift(b, d, mask):
    return ((b << U(d)) if d > 0 else (b >> U(-d))) & mask


def numpy_moves(player, opponent):
    empty = ~(player | opponent)
    moves = np.zeros_like(player)
    for d, mask in DIRECTIONS:
        run = shift(player, d, mask) & opponent
        for _ in range(5):
            run |= shift(run, d, mask) & opponent
        moves |= shift(run, d, mask) & empty
    return moves


def numpy_flips(move, player, opponent):
    """The discs each move (a one-bit board, 0 for none) flips."""
    flipped = np.zeros_like(player)
    for d, mask in DIRECTIONS:
        line = np.zeros_like(player)
        end = np.zeros_like(player)  # the player's disc that closes the line
        walk = shift(move, d, mask)
        for _ in range(7):
            end |= walk & player
            run = walk & opponent
            line |= run
            walk = shift(run, d, mask)
        flipped |= np.where(end != 0, line, U(0))
    return flipped


def random_square(moves, rng):
    """One set bit per nonzero board, uniformly: a one-bit board (0 for 0)."""
    bits = np.unpackbits(moves.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")
    counts = bits.sum(axis=1)
    rank = (rng.random(len(moves)) * counts).astype(np.int64)
    index = np.argmax(np.cumsum(bits, axis=1) > rank[:, None], axis=1)
    return np.where(counts > 0, U(1) << index.astype(np.uint64), U(0))


def numpy_playout(n, seed):
    rng = np.random.default_rng(seed)
    player = np.full(n, (1 << 35) | (1 << 28), dtype=U)  # black to move
    opponent = np.full(n, (1 << 27) | (1 << 36), dtype=U)
    black_to_move = np.ones(n, dtype=bool)
    over = np.zeros(n, dtype=bool)
    while not over.all():
        moves = numpy_moves(player, opponent)
        stuck = moves == 0
        if stuck.any():  # no move: a pass, or the end when the other side has none too
            over |= stuck & (numpy_moves(opponent, player) == 0)
        move = random_square(np.where(over, U(0), moves), rng)
        flipped = numpy_flips(move, player, opponent)
        mine = player | move | flipped
        theirs = opponent & ~flipped
        live = ~over
        player, opponent = np.where(live, theirs, player), np.where(live, mine, opponent)
        black_to_move = np.where(live, ~black_to_move, black_to_move)
    black = np.where(black_to_move, player, opponent)
    white = np.where(black_to_move, opponent, player)
    return black, white


def check(black, white):
    assert not (black & white).any()
    assert (numpy_moves(black, white) == 0).all() and (numpy_moves(white, black) == 0).all()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4096)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    times = {"lanefill": [], "numpy": []}
    for r in range(args.rounds):
        for name in (("lanefill", "numpy") if r % 2 == 0 else ("numpy", "lanefill")):
            start = time.perf_counter()
            if name == "lanefill":
                games = lanefill.OthelloGames(args.games)
                games.random_playout(r)
                seconds = time.perf_counter() - start
                check(games.black.copy(), games.white.copy())
            else:
                black, white = numpy_playout(args.games, r)
                seconds = time.perf_counter() - start
                check(black, white)
            times[name].append(seconds)
    rate = {k: args.games / statistics.median(v) for k, v in times.items()}
    print(f"{args.games} random Othello playouts from the start, {args.rounds} alternating rounds, "
          f"ISA {lanefill.active_isa()}")
    for name, games_per_second in rate.items():
        print(f"  {name:9s} median {statistics.median(times[name]) * 1e3:9.2f} ms  "
              f"{games_per_second:12.0f} games/s")
    ratios = [n / l for l, n in zip(times["lanefill"], times["numpy"])]
    print(f"  lanefill / numpy: {statistics.median(ratios):.1f}x (paired median; "
          f"min {min(ratios):.1f}, max {max(ratios):.1f})")


if __name__ == "__main__":
    main()
