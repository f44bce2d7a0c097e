#!/usr/bin/env python3
"""The Python module's batch against the C++ batch and against NumPy.

    PYTHONPATH=build/python /usr/bin/python3 bench/python/bench_python.py \\
        --bench build/bench/lanefill_bench

One run measures, interleaved in rounds (the machines are shared and noisy):
  python   lanefill.queen_attacks(squares, occupied, out=out) on 2**20 queens
  c++      the checked C++ batch over 2**20 queens in one call
           (lanefill_bench's queen_batch_1m/api, the same distribution:
           square uniform in 0..63, occupancy rand64 & rand64)
  numpy    the best NumPy Kogge-Stone written here: the eight directions'
           occluded fills over whole arrays, in place
and prints the medians and the ratios. Inputs are fresh: every queen of the
2**20 is its own (square, occupancy) pair.
"""

import argparse
import json
import statistics
import subprocess
import sys
import time

import numpy as np

import lanefill

N = 1 << 20
NOT_A = np.uint64(0xFEFEFEFEFEFEFEFE)
NOT_H = np.uint64(0x7F7F7F7F7F7F7F7F)
ALL = np.uint64(0xFFFFFFFFFFFFFFFF)
# dir8: (shift, is left shift, file guard of the destination)
DIRECTIONS = [(9, True, NOT_A), (1, True, NOT_A), (7, False, NOT_A), (8, False, ALL),
              (9, False, NOT_H), (1, False, NOT_H), (7, True, NOT_H), (8, True, ALL)]


def numpy_queen_attacks(squares, occupied):
    """Kogge-Stone queen attacks over arrays (chessprogramming wiki
    "Kogge-Stone Algorithm"): per direction, gen grows through the empty
    squares by 1, 2 and 4 steps, then one more step lands on the blocker."""
    gen0 = np.left_shift(np.uint64(1), squares.astype(np.uint64))
    empty = ~occupied
    out = np.zeros_like(occupied)
    gen = np.empty_like(occupied)
    pro = np.empty_like(occupied)
    tmp = np.empty_like(occupied)

    def step(x, k, shift, left, dst):
        s = np.uint64(shift * k)
        (np.left_shift if left else np.right_shift)(x, s, out=dst)

    for shift, left, guard in DIRECTIONS:
        np.copyto(gen, gen0)
        np.bitwise_and(empty, guard, out=pro)
        for k in (1, 2, 4):
            step(gen, k, shift, left, tmp)
            np.bitwise_and(tmp, pro, out=tmp)
            np.bitwise_or(gen, tmp, out=gen)
            if k != 4:
                step(pro, k, shift, left, tmp)
                np.bitwise_and(pro, tmp, out=pro)
        step(gen, 1, shift, left, tmp)
        np.bitwise_and(tmp, guard, out=tmp)
        np.bitwise_or(out, tmp, out=out)
    return out


def time_call(call, repeat):
    samples = []
    for _ in range(repeat):
        t = time.perf_counter_ns()
        call()
        samples.append(time.perf_counter_ns() - t)
    return statistics.median(samples)


def cxx_batch_ns(bench):
    run = subprocess.run([bench, "--benchmark_filter=^queen_batch_1m/api$",
                          "--benchmark_format=json", "--benchmark_min_time=0.3"],
                         check=True, capture_output=True, text=True)
    result = json.loads(run.stdout)["benchmarks"][0]
    unit = {"ns": 1, "us": 1e3, "ms": 1e6}[result["time_unit"]]
    return result["real_time"] * unit


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", default="build/bench/lanefill_bench",
                        help="the lanefill_bench binary (its queen_batch_1m/api)")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    rng = np.random.default_rng(2026)
    squares = rng.integers(0, 64, N, dtype=np.uint8)
    occupied = rng.integers(0, 2**64, N, dtype=np.uint64) & rng.integers(0, 2**64, N,
                                                                           dtype=np.uint64)
    out = np.empty(N, dtype=np.uint64)
    want = lanefill.queen_attacks(squares, occupied)
    if not (numpy_queen_attacks(squares[:4096], occupied[:4096]) == want[:4096]).all():
        sys.exit("the NumPy Kogge-Stone disagrees with lanefill")

    py, cxx, npy = [], [], []
    for _ in range(args.rounds):
        py.append(time_call(lambda: lanefill.queen_attacks(squares, occupied, out=out), 50))
        cxx.append(cxx_batch_ns(args.bench))
        npy.append(time_call(lambda: numpy_queen_attacks(squares, occupied), 1))
    py_ns, cxx_ns, np_ns = (statistics.median(x) for x in (py, cxx, npy))
    info = lanefill.cpu()
    print(f"cpu: {info['brand']} ({info['kind']}); active ISA {info['active']}")
    print(f"{N} queens per call, medians of {args.rounds} interleaved rounds")
    for name, ns in (("python lanefill.queen_attacks", py_ns), ("c++ queen_attacks_batch", cxx_ns),
                     ("numpy Kogge-Stone", np_ns)):
        print(f"  {name:32s} {ns / 1e6:9.3f} ms  {N / ns * 1e3:8.1f} M queens/s")
    print(f"python / c++ throughput: {cxx_ns / py_ns:.2f}x (goal >= 0.9x)")
    print(f"python / numpy throughput: {np_ns / py_ns:.1f}x (goal >= 20x)")


if __name__ == "__main__":
    main()
