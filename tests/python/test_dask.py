"""lanefill.dask.perft on a LocalCluster of two worker processes, against
published counts, with one worker killed mid-run."""

import os
import signal

import pytest

distributed = pytest.importorskip("distributed")  # Debian: python3-distributed

import lanefill  # noqa: E402
import lanefill.dask as lanefill_dask  # noqa: E402


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


def test_chess_perft_7_survives_a_killed_worker(client):
    pids = client.run(os.getpid)
    victim, victim_pid = sorted(pids.items())[0]
    seen = []

    def progress(done, total):
        seen.append((done, total))
        if done == 1:  # one batch in: kill a worker process outright
            os.kill(victim_pid, signal.SIGKILL)

    nodes = lanefill_dask.perft(client, 7, progress=progress, batches=16)
    assert nodes == 3_195_901_860
    assert seen[-1] == (16, 16) and len(seen) == 16
    client.wait_for_workers(2, timeout=60)
    assert victim_pid not in client.run(os.getpid).values(), "the worker was not killed"


def test_othello_perft_12_in_both_conventions(client):
    # Aart Bik's table and Egaroucid: a finished game is a leaf.
    assert lanefill_dask.perft(client, 12, game="othello", finished="leaf") == 1_939_886_636
    # Edax's convention (a finished game counts 0), as the example engine counts it
    # (its depths 1..11 are Edax's published ones, tests/python/test_lanefill.py).
    assert lanefill_dask.perft(client, 12, game="othello", finished="none") == 1_939_879_668


def test_split_positions_sum_to_the_perft():
    entries = lanefill.perft_split(3)
    assert sum(count for _, count in entries) == 8902  # perft 3
    assert len(entries) < 8902  # transpositions merged
    assert sum(c * lanefill.perft(1, fen=f) for f, c in entries) == 197281  # perft 4
    othello = lanefill_dask.othello_split(None, 6)
    assert sum(count for _, count, _ in othello) == 8200  # Othello perft 6


def test_a_disagreement_between_kernels_is_refused(monkeypatch):
    real = lanefill.perft

    def wrong_tables(depth, fen=None, threads=1, isa=None, algorithm=None):
        nodes = real(depth, fen=fen, threads=threads)
        return nodes + 1 if algorithm is not None else nodes

    monkeypatch.setattr(lanefill, "perft", wrong_tables)
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    with pytest.raises(lanefill_dask.PerftMismatch, match="depth 2"):
        lanefill_dask._count_batch("chess", [(start, 1, 0)], 2, "none", True)
    assert lanefill_dask._count_batch("chess", [(start, 3, 0)], 2, "none", False) == 3 * 400


def test_bad_arguments(client):
    with pytest.raises(ValueError, match="game must be"):
        lanefill_dask.perft(client, 3, game="go")
    with pytest.raises(ValueError, match="finished must be"):
        lanefill_dask.perft(client, 3, game="othello", finished="all")
    with pytest.raises(ValueError, match="split must be"):
        lanefill_dask.perft(client, 3, split=5)
    with pytest.raises(ValueError, match="fen:"):
        lanefill_dask.perft(client, 3, position="8/8/8/8 w - - 0 1")
