"""The Othello kernels of the Python module against the rules written in
plain Python (othello_oracle.py), ints and arrays, on the automatic choice
and the scalar ISA (conftest.py's `isa`)."""

import numpy as np
import pytest

import lanefill
from othello_oracle import (FULL, oracle_flips, oracle_full_lines, oracle_potential_moves,
                            oracle_stable_discs)


def test_othello_matches_the_oracle(isa):
    rng = np.random.default_rng(7)
    players, opponents = [], []
    for _ in range(300):
        discs = int(rng.integers(0, 2**64, dtype=np.uint64))
        player = discs & int(rng.integers(0, 2**64, dtype=np.uint64))
        players.append(player)
        opponents.append(discs & ~player)
    p = np.array(players, dtype=np.uint64)
    o = np.array(opponents, dtype=np.uint64)
    moves = lanefill.othello_moves(p, o)
    sq = np.array([i % 64 for i in range(300)], dtype=np.uint8)
    flips = lanefill.othello_flips(sq, p, o)
    for i in range(300):
        want_moves = sum(1 << s for s in range(64) if oracle_flips(s, players[i], opponents[i]))
        assert int(moves[i]) == want_moves == lanefill.othello_moves(players[i], opponents[i])
        want = oracle_flips(i % 64, players[i], opponents[i])
        assert int(flips[i]) == want == lanefill.othello_flips(i % 64, players[i], opponents[i])


def test_othello_endgame_kernels_match_the_oracle(isa):
    rng = np.random.default_rng(11)
    n = 200
    players, opponents = [], []
    for i in range(n):  # endgame-dense boards: about 80% of the squares taken
        discs = sum(1 << s for s in range(64) if rng.random() < 0.6 + 0.4 * (i % 3 == 0))
        player = discs & int(rng.integers(0, 2**64, dtype=np.uint64))
        players.append(player)
        opponents.append(discs & ~player)
    p = np.array(players, dtype=np.uint64)
    o = np.array(opponents, dtype=np.uint64)
    sq = np.array([(i * 7) % 64 for i in range(n)], dtype=np.uint8)
    stable = lanefill.othello_stable_discs(p, o)
    potential = lanefill.othello_potential_moves(p, o)
    mobility = lanefill.othello_mobility(p, o)
    last = lanefill.othello_last_flip_count(sq, p)
    lines = lanefill.othello_full_lines(p | o)
    assert stable.dtype == np.uint64 and mobility.dtype == np.uint8 and last.dtype == np.uint8
    assert lines.shape == (n, 4)
    for i in range(n):
        pl, op, s = players[i], opponents[i], int(sq[i])
        want = oracle_stable_discs(pl, op)
        assert int(stable[i]) == want == lanefill.othello_stable_discs(pl, op)
        want = oracle_potential_moves(pl, op)
        assert int(potential[i]) == want == lanefill.othello_potential_moves(pl, op)
        want = sum(1 for t in range(64) if oracle_flips(t, pl, op))
        assert int(mobility[i]) == want == lanefill.othello_mobility(pl, op)
        rest = FULL & ~pl & ~(1 << s)
        want = bin(oracle_flips(s, pl, rest)).count("1") if not pl >> s & 1 else 0
        assert int(last[i]) == want == lanefill.othello_last_flip_count(s, pl)
        want = oracle_full_lines(pl | op)
        assert [int(x) for x in lines[i]] == want == lanefill.othello_full_lines(pl | op)
    with pytest.raises(ValueError, match="squares"):
        lanefill.othello_last_flip_count(np.array([64], dtype=np.uint8),
                                         np.array([0], dtype=np.uint64))
    with pytest.raises(ValueError, match="opponent"):
        lanefill.othello_stable_discs(np.array([1, 2], dtype=np.uint64),
                                      np.array([2], dtype=np.uint64))
