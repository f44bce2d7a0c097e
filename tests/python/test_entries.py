"""Every entry of include/lanefill/entries.def through the Python module, in
both its forms: with ints, and with arrays (its batch where it has one),
element by element the same answer. Walks the list itself, so a new entry of
an existing shape is covered with no test to add (the C++ suite holds each
kernel to the oracle; tests/python/test_lanefill.py and
test_othello_kernels.py hold the module to oracles of their own)."""

import os
import sys

import numpy as np
import pytest

import lanefill

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from codegen import entries as entry_list  # noqa: E402

ENTRIES = [e for e in entry_list.read() if not e.spec.element]
N = 67  # more than a register's boards, with a tail


def arguments(shape, rng):
    """Arrays for each of the shape's parameters (the ones it writes aside):
    squares 0..63, chess boards, disjoint Othello discs."""
    occupied = rng.integers(0, 2**64, N, dtype=np.uint64) & rng.integers(0, 2**64, N, dtype=np.uint64)
    player = rng.integers(0, 2**64, N, dtype=np.uint64) & occupied
    values = {"square": rng.integers(0, 64, N, dtype=np.uint8), "occupied": occupied,
              "orth": occupied & rng.integers(0, 2**64, N, dtype=np.uint64),
              "diag": occupied & rng.integers(0, 2**64, N, dtype=np.uint64),
              "player": player, "opponent": occupied & ~player}
    return [values[p.name] for p in shape.params if p.name != "out"]


def same(single, batch, i):
    """The int form's answer against element i of the array form's."""
    if isinstance(single, dict):
        return all(same(single[k], batch[k], i) for k in single)
    if isinstance(single, list):
        return [int(x) for x in batch[i]] == single
    return int(batch[i]) == single


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.name for e in ENTRIES])
def test_every_entry_answers_alike_in_both_forms(entry, isa):
    call = getattr(lanefill, entry.name)
    args = arguments(entry.spec, np.random.default_rng(len(entry.name)))
    batch = call(*args)
    for i in range(N):
        single = call(*[int(a[i]) for a in args])
        assert same(single, batch, i), (entry.name, isa, i, [hex(int(a[i])) for a in args])


def test_the_walk_covers_every_entry():
    names = {e.name for e in entry_list.read()}
    assert names - {e.name for e in ENTRIES} == {e.name for e in entry_list.read()
                                                 if e.spec.element}
    assert all(callable(getattr(lanefill, e.name, None)) for e in ENTRIES)
