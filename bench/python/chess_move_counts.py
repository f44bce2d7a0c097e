#!/usr/bin/env python3
"""Legal move counts of 1M chess positions: Python's
lanefill.chess_move_counts against the C++ loop of lanefill_bench's
chess_move_counts/example_engine (the example engine's move counter called
per position), on the same positions, in one run.

    PYTHONPATH=build/python taskset -c 1 /usr/bin/python3 \\
        bench/python/chess_move_counts.py --bench build/bench/lanefill_bench

The positions: every position of the games of bench/data/games.txt
(replayed with lanefill.chess_play), drawn at random (seeded) a million
times, each followed by 0 to 6 random legal plies (chess_legal_moves, then
chess_play), written as CHESS_POSITION records to a file the C++ side reads
(LANEFILL_BENCH_CHESS_POSITIONS). Each round runs the C++ loop (its own
process, Google Benchmark's mean per pass) and times chess_move_counts over
the same array (the mean of --calls calls, the records' checks included);
the order alternates round by round. Both sums of the counts must agree.
Prints the paired median of Python / C++ and its quartiles.
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time

import numpy as np

import lanefill

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
GAMES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "games.txt")


def game_positions(path):
    """Every position of every game of `path` (UCI moves from the start)."""
    with open(path) as f:
        games = [line.split() for line in f if line.strip()]
    boards = lanefill.parse_fens([START] * len(games))
    seen = [boards.copy()]
    for ply in range(max(len(g) for g in games)):
        going = np.array([i for i, g in enumerate(games) if ply < len(g)])
        moves = lanefill.uci_moves([games[i][ply] for i in going])
        boards[going] = lanefill.chess_play(boards[going], moves)
        seen.append(boards[going])
    return np.concatenate(seen)


def random_plies(positions, max_plies, rng):
    """Each position after 0..max_plies random legal moves (fewer where the game ends)."""
    plies = rng.integers(0, max_plies + 1, len(positions))
    for step in range(max_plies):
        going = np.flatnonzero(plies > step)
        moves, offsets = lanefill.chess_legal_moves(positions[going])
        counts = np.diff(offsets)
        alive = counts > 0
        going, offsets, counts = going[alive], offsets[:-1][alive], counts[alive]
        pick = offsets + (rng.random(len(going)) * counts).astype(np.int64)
        positions[going] = lanefill.chess_play(positions[going], moves[pick])
    return positions


def cpp_loop(bench, path):
    """(ms per pass over the positions, the sum of their counts) of the C++ loop."""
    out = subprocess.run(
        [bench, "--benchmark_filter=^chess_move_counts/example_engine",
         "--benchmark_min_time=1", "--benchmark_format=json"],
        env={**os.environ, "LANEFILL_BENCH_CHESS_POSITIONS": path},
        capture_output=True, text=True, check=True).stdout
    run = json.loads(out)["benchmarks"][0]
    if "error_message" in run:
        raise SystemExit("lanefill_bench: " + run["error_message"])
    return run["real_time"], int(run["moves"]), run.get("label", "")


def python_calls(positions, calls):
    """(ms per chess_move_counts call, the sum of the counts)."""
    start = time.perf_counter()
    for _ in range(calls):
        counts = lanefill.chess_move_counts(positions)
    return (time.perf_counter() - start) * 1e3 / calls, int(counts.sum())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", required=True, help="the lanefill_bench binary")
    parser.add_argument("--positions", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--calls", type=int, default=5)
    parser.add_argument("--seed", type=int, default=34)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    games = game_positions(GAMES)
    positions = random_plies(games[rng.integers(0, len(games), args.positions)], 6, rng)
    times = {"python": [], "cpp": []}
    with tempfile.NamedTemporaryFile(suffix=".positions") as f:
        positions.tofile(f.name)
        for r in range(args.rounds):
            for side in (("cpp", "python") if r % 2 == 0 else ("python", "cpp")):
                if side == "cpp":
                    ms, total, copy = cpp_loop(args.bench, f.name)
                else:
                    ms, total = python_calls(positions, args.calls)
                times[side].append(ms)
                if r == 0 and side == "cpp":
                    cpp_total = total
                elif total != cpp_total and side == "python":
                    raise SystemExit(f"the sums of the counts differ: {total} vs {cpp_total}")
    print(f"{args.positions} chess positions ({len(games)} game positions + 0..6 random plies, "
          f"seed {args.seed}), {cpp_total} legal moves; {args.rounds} alternating rounds; "
          f"Python ISA {lanefill.active_isa()}, C++ copy {copy}")
    for side, label in (("cpp", "C++ loop (lanefill_bench)"), ("python", "chess_move_counts")):
        print(f"  {label:26s} median {statistics.median(times[side]):8.2f} ms  "
              f"{args.positions / statistics.median(times[side]) / 1e3:7.2f} M positions/s")
    ratios = sorted(p / c for p, c in zip(times["python"], times["cpp"]))
    q = statistics.quantiles(ratios, n=4)
    print(f"  Python / C++: {statistics.median(ratios):.3f} (paired median; quartiles "
          f"{q[0]:.3f}, {q[2]:.3f}); the goal is at most 2")


if __name__ == "__main__":
    main()
