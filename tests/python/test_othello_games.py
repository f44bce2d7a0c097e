"""lanefill.OthelloGames against an oracle written here from the rules, and
against the example engine's perft (lanefill.othello_perft)."""
import random

import numpy as np
import pytest

import lanefill
from othello_oracle import oracle_flips, oracle_moves

PASS = 64


class OracleGame:
    def __init__(self):
        self.discs = [(1 << 35) | (1 << 28), (1 << 27) | (1 << 36)]  # black, white
        self.to_move = 0
        self.over = False

    def moves(self):
        if self.over:
            return 0
        return oracle_moves(self.discs[self.to_move], self.discs[1 - self.to_move])

    def play(self, square):
        me, them = self.to_move, 1 - self.to_move
        if square != PASS:
            flipped = oracle_flips(square, self.discs[me], self.discs[them])
            self.discs[me] |= flipped | (1 << square)
            self.discs[them] &= ~flipped
        self.to_move = them
        self.over = not oracle_moves(self.discs[0], self.discs[1]) and \
            not oracle_moves(self.discs[1], self.discs[0])


def test_random_games_follow_the_oracle():
    rng = random.Random(2026)
    n = 24
    games = lanefill.OthelloGames(n)
    oracles = [OracleGame() for _ in range(n)]
    for _ply in range(80):
        moves = games.legal_moves()
        mask = games.legal_mask()
        squares = np.full(n, PASS, dtype=np.int64)
        for i, o in enumerate(oracles):
            assert int(moves[i]) == o.moves(), f"game {i}"
            assert list(np.flatnonzero(mask[i])) == [s for s in range(64) if o.moves() >> s & 1]
            legal = [s for s in range(64) if o.moves() >> s & 1]
            squares[i] = rng.choice(legal) if legal else PASS
        games.play(squares)
        for i, o in enumerate(oracles):
            if not o.over:
                o.play(int(squares[i]))
            assert int(games.black[i]) == o.discs[0] and int(games.white[i]) == o.discs[1]
            assert int(games.to_move[i]) == o.to_move and bool(games.over[i]) == o.over
    assert games.over.all()  # no game lasts 80 plies
    expected = [bin(o.discs[0]).count("1") - bin(o.discs[1]).count("1") for o in oracles]
    assert list(games.scores()) == expected


def leaves(depth):
    """Othello perft by expanding every position with the batch API (Edax's
    convention: a pass takes a ply; a game over before the last ply has no
    children, so it counts 0)."""
    black = np.array([(1 << 35) | (1 << 28)], dtype=np.uint64)
    white = np.array([(1 << 27) | (1 << 36)], dtype=np.uint64)
    to_move = np.zeros(1, dtype=np.uint8)
    for _ in range(depth):
        parents = lanefill.OthelloGames.from_positions(black, white, to_move)
        mask = parents.legal_mask()
        rows, squares = [], []
        for i in np.flatnonzero(~parents.over):
            moves = list(np.flatnonzero(mask[i])) or [PASS]
            rows += [i] * len(moves)
            squares += moves
        rows = np.array(rows, dtype=np.intp)
        children = lanefill.OthelloGames.from_positions(black[rows], white[rows], to_move[rows])
        children.play(np.array(squares, dtype=np.int64))
        black, white = children.black.copy(), children.white.copy()
        to_move = children.to_move.copy()
    return len(black)


@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5, 6, 7])
def test_enumerated_perft_equals_the_example_engine(depth):
    assert leaves(depth) == lanefill.othello_perft(depth)


def test_random_playout_ends_every_game_and_is_seeded():
    a = lanefill.OthelloGames(500)
    scores = a.random_playout(7)
    assert a.over.all()
    assert list(scores) == list(a.scores())
    b = lanefill.OthelloGames(500)
    assert list(b.random_playout(7)) == list(scores)
    c = lanefill.OthelloGames(500)
    assert list(c.random_playout(8)) != list(scores)
    discs = [bin(int(x)).count("1") + bin(int(y)).count("1") for x, y in zip(a.black, a.white)]
    assert all(4 < d <= 64 for d in discs)
    for i in range(0, 500, 50):  # a finished game: neither side has a move
        assert not oracle_moves(int(a.black[i]), int(a.white[i]))
        assert not oracle_moves(int(a.white[i]), int(a.black[i]))
    a.reset()
    assert not a.over.any() and list(a.scores()) == [0] * 500


def test_random_playout_is_the_same_game_on_every_isa():
    # The copies pick the k-th move by PDEP (with BMI2 where PDEP is fast) or
    # by a broadword select (the scalar and SSE2 copies, Zen 1 and 2): the
    # same seed must play the same games everywhere.
    isas = [i for i in ("scalar", "sse2", "avx2", "avx512", "avx512icl", "neon")
            if i in lanefill.cpu()["supported"]]
    results = []
    for isa in isas:
        lanefill.set_isa(isa)
        try:
            g = lanefill.OthelloGames(2000)
            g.random_playout(11)
            results.append((g.black.copy(), g.white.copy()))
        finally:
            lanefill.reset_isa()
    for isa, (black, white) in zip(isas, results):
        assert np.array_equal(black, results[0][0]) and np.array_equal(white, results[0][1]), isa


def test_reset_chosen_games_only():
    g = lanefill.OthelloGames(3)
    g.play(np.array([19, 19, 19]))
    g.reset(np.array([False, True, False]))
    assert list(g.scores()) == [3, 0, 3] and list(g.to_move) == [1, 0, 1]


def test_bad_input_names_the_argument():
    g = lanefill.OthelloGames(2)
    with pytest.raises(ValueError, match=r"squares\[1\]: 0 is not a legal move of game 1"):
        g.play(np.array([19, 0]))
    with pytest.raises(ValueError, match=r"squares\[0\]: game 0 has moves, it cannot pass"):
        g.play(np.array([64, 19]))
    with pytest.raises(ValueError, match=r"squares\[0\] must be 0..63 or 64"):
        g.play(np.array([65, 19]))
    with pytest.raises(ValueError, match=r"squares must have shape \(2,\)"):
        g.play(np.array([19]))
    with pytest.raises(TypeError, match="squares must be an integer array"):
        g.play(np.array([19.0, 19.0]))
    assert list(g.scores()) == [0, 0]  # nothing was played
    with pytest.raises(ValueError, match="read-only"):
        g.black[0] = 1
    with pytest.raises(ValueError, match=r"black\[0\] and white\[0\] overlap"):
        lanefill.OthelloGames.from_positions(np.array([1], np.uint64), np.array([1], np.uint64),
                                             np.array([0], np.uint8))
    with pytest.raises(ValueError, match="to_move\\[0\\] must be 0"):
        lanefill.OthelloGames.from_positions(np.array([1], np.uint64), np.array([2], np.uint64),
                                             np.array([2], np.uint8))
    with pytest.raises(TypeError, match="white must have dtype uint64"):
        lanefill.OthelloGames.from_positions(np.array([1], np.uint64), np.array([2], np.int64),
                                             np.array([0], np.uint8))
    with pytest.raises(TypeError, match="which must have dtype bool"):
        g.reset(np.array([1, 0]))
    with pytest.raises(ValueError, match="n must be >= 0"):
        lanefill.OthelloGames(-1)
