#!/usr/bin/env python3
"""Paired, alternating rounds of Stockfish `bench` (bench/engines/stockfish18.sh).

    measure_pairs.py --dir OUT --rounds N --cpu C BASE:VARIANT [BASE:VARIANT ...]

Every round runs each binary of the pairs once, `taskset -c C ./bin bench`,
the order rotated by one from round to round (so no binary always runs
first or after the same one). Each run's "Nodes searched" must equal its
base's (the search is deterministic: a wrong attack set changes it), else
the script stops with exit 1. Per pair it reports the median nodes/s of
both, the ratio of the medians, and the paired median of the per-round
ratios variant/base with the quartiles: whole runs on a shared VM vary by
10-25%, and pairing within a round removes the slow drifts of the machine.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys


def run_bench(path, cpu):
    run = subprocess.run(["taskset", "-c", str(cpu), path, "bench"], capture_output=True,
                         text=True, encoding="utf-8", errors="replace", timeout=900)
    text = run.stdout + run.stderr
    nodes = re.search(r"Nodes searched\s*:\s*(\d+)", text)
    nps = re.search(r"Nodes/second\s*:\s*(\d+)", text)
    if run.returncode != 0 or not nodes or not nps:
        sys.exit(f"measure_pairs: {path} bench failed (exit {run.returncode}):\n{text[-800:]}")
    return int(nodes.group(1)), int(nps.group(1))


def quartiles(values):
    q = statistics.quantiles(values, n=4, method="inclusive")
    return q[0], statistics.median(values), q[2]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", required=True)
    ap.add_argument("--rounds", type=int, default=21)
    ap.add_argument("--cpu", type=int, required=True)
    ap.add_argument("pairs", nargs="+", metavar="BASE:VARIANT")
    args = ap.parse_args()
    if args.rounds < 3:
        sys.exit("measure_pairs: --rounds must be at least 3")
    pairs = []
    for p in args.pairs:
        if p.count(":") != 1:
            sys.exit(f"measure_pairs: {p!r} is not BASE:VARIANT")
        pairs.append(tuple(p.split(":")))
    names = list(dict.fromkeys(n for pair in pairs for n in pair))
    for n in names:
        if not os.access(os.path.join(args.dir, n), os.X_OK):
            sys.exit(f"measure_pairs: no binary {n} in {args.dir}")
    nps = {n: [] for n in names}
    signature = {}
    for r in range(args.rounds):
        order = names[r % len(names):] + names[:r % len(names)]
        for n in order:
            nodes, speed = run_bench(os.path.join(args.dir, n), args.cpu)
            signature.setdefault(n, nodes)
            if nodes != signature[n]:
                sys.exit(f"measure_pairs: {n} searched {nodes} nodes, before {signature[n]}")
            nps[n].append(speed)
        print(f"round {r + 1}/{args.rounds}: " +
              " ".join(f"{n}={nps[n][-1]}" for n in names), file=sys.stderr, flush=True)
    for base, variant in pairs:
        if signature[variant] != signature[base]:
            sys.exit(f"measure_pairs: {variant} searched {signature[variant]} nodes, "
                     f"{base} {signature[base]}: not the same search")
    results = []
    print(f"\n{args.rounds} alternating rounds, taskset -c {args.cpu}, Stockfish's own "
          f"Nodes/second; every run searched the base's nodes")
    print("| variant | base | nodes searched | median nodes/s | base median | ratio of medians "
          "| paired median [q1, q3] | min, max |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for base, variant in pairs:
        ratios = [v / b for v, b in zip(nps[variant], nps[base])]
        q1, med, q3 = quartiles(ratios)
        mv, mb = statistics.median(nps[variant]), statistics.median(nps[base])
        print(f"| {variant} | {base} | {signature[base]} | {mv:.0f} | {mb:.0f} | {mv / mb:.3f} "
              f"| **{med:.3f}** [{q1:.3f}, {q3:.3f}] | {min(ratios):.3f}, {max(ratios):.3f} |")
        results.append({"variant": variant, "base": base, "nodes": signature[base],
                        "variant_nps": nps[variant], "base_nps": nps[base],
                        "paired_median": med, "paired_q1": q1, "paired_q3": q3,
                        "ratio_of_medians": mv / mb})
    with open(os.path.join(args.dir, "results.json"), "w", encoding="utf-8") as f:
        json.dump({"rounds": args.rounds, "cpu": args.cpu, "pairs": results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
