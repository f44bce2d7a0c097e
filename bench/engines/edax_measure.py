#!/usr/bin/env python3
"""Edax's exact solve and perft, variant against variant
(bench/engines/edax.sh).

    edax_measure.py prepare --src SRC --dir OUT
        writes OUT/eval-synth.dat and OUT/fforum-22.obf
    edax_measure.py measure --dir OUT --rounds N --cpu C BASE VARIANT...

prepare: eval-synth.dat holds Edax's header (int32 "EDAX", "EVAL", version 4,
release 6, build 0, a double date) and 61 plies x 114364 int16 weights from
a fixed-seed generator (Edax's data/eval.dat is not in its repository; an
exact solve finds the exact score whatever the weights). fforum-22.obf: the
positions of SRC/problem/fforum-1-19.obf and fforum-20-39.obf with at most
22 empty squares.

measure: N rounds, each running every binary once on the solve
(`-solve fforum-22.obf -n 1 -l 60 -eval-file eval-synth.dat`) and on the
perft (`-count perft 11`), `taskset -c C`, the order rotated by one each
round. Every run must print the first binary's score and node count for
every position, and its perft leaves, else the script stops (exit 1): a
variant that changed the search is not measured. Time: the process's CPU
time (user + sys). Per binary: the median time; against BASE, the ratio of
medians and the paired median of the per-round ratios BASE/VARIANT (above 1:
faster) with its quartiles. OUT/results.json keeps every run.
"""
import argparse
import json
import os
import pathlib
import re
import resource
import statistics
import struct
import subprocess
import sys

N_PLY, N_WEIGHTS = 61, 114364


def prepare(args):
    out = pathlib.Path(args.dir)
    weights = out / "eval-synth.dat"
    if not weights.exists():
        state = 0x2545F4914F6CDD1D
        values = bytearray()
        for _ in range(N_PLY * N_WEIGHTS):
            state ^= (state << 13) & 0xFFFFFFFFFFFFFFFF
            state ^= state >> 7
            state ^= (state << 17) & 0xFFFFFFFFFFFFFFFF
            values += struct.pack("<h", (state >> 20) % 129 - 64)
        header = struct.pack("<iiiiid", 0x45444158, 0x4556414C, 4, 6, 0, 0.0)
        weights.write_bytes(header + bytes(values))
    lines = []
    for name in ("fforum-1-19.obf", "fforum-20-39.obf"):
        for line in (pathlib.Path(args.src) / "problem" / name).read_text().splitlines():
            if line.startswith("%") or len(line) < 66:
                continue
            if line[:64].count("-") <= 22:
                lines.append(line)
    (out / "fforum-22.obf").write_text("\n".join(lines) + "\n")
    print(f"edax_measure: {weights} ({weights.stat().st_size} bytes), "
          f"{out / 'fforum-22.obf'} ({len(lines)} positions)")


def run(binary, argv, cpu, cwd):
    """Runs one binary; returns its output and CPU seconds (user + sys)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(["taskset", "-c", str(cpu), binary, *argv], cwd=cwd, capture_output=True,
                          text=True, encoding="utf-8", errors="replace", timeout=3600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode != 0:
        sys.exit(f"edax_measure: {binary} {' '.join(argv)} failed (exit {proc.returncode}):\n"
                 f"{(proc.stdout + proc.stderr)[-800:]}")
    return proc.stdout, seconds


# A solved position: "  1|   14   -4  0:00.012  1234  ... " -> (number, score, nodes).
SOLVED = re.compile(r"^\s*(\d+)\|\s*(\S+)\s+([<>]?[+-]\d+)\s+\S+\s+(\d+)", re.M)


def solve_signature(text):
    rows = SOLVED.findall(text)
    if not rows:
        sys.exit(f"edax_measure: no solved position in Edax's output:\n{text[-800:]}")
    return [(int(n), score, int(nodes)) for n, _, score, nodes in rows]


def perft_signature(text):
    m = re.search(r"perft (\d+): (\d+) leaves", text)
    if not m:
        sys.exit(f"edax_measure: no perft line in Edax's output:\n{text[-800:]}")
    return int(m.group(2))


def quartiles(values):
    q = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else values * 3
    return q[0], statistics.median(values), q[2]


def measure(args):
    out = pathlib.Path(args.dir).resolve()
    names = args.binaries
    for n in names:
        if not os.access(out / n, os.X_OK):
            sys.exit(f"edax_measure: no binary {n} in {out}")
    workloads = {
        "solve": (["-solve", str(out / "fforum-22.obf"), "-n", "1", "-l", "60", "-eval-file",
                   str(out / "eval-synth.dat")], solve_signature),
        "perft": (["-count", "perft", "11"], perft_signature),
    }
    times = {w: {n: [] for n in names} for w in workloads}
    signature = {}
    for r in range(args.rounds):
        order = names[r % len(names):] + names[:r % len(names)]
        for n in order:
            for w, (argv, sign) in workloads.items():
                text, seconds = run(str(out / n), argv, args.cpu, out)
                s = sign(text)
                if w not in signature:
                    signature[w] = (n, s)
                elif s != signature[w][1]:
                    sys.exit(f"edax_measure: {n} {w} differs from {signature[w][0]}:\n"
                             f"{s}\nagainst\n{signature[w][1]}")
                times[w][n].append(seconds)
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    base = names[0]
    report = {"rounds": args.rounds, "cpu": args.cpu, "times": times,
              "solve_nodes": sum(nodes for _, _, nodes in signature["solve"][1]),
              "perft_leaves": signature["perft"][1]}
    print(f"solve: {len(signature['solve'][1])} positions, {report['solve_nodes']} nodes in every "
          f"run; perft 11: {report['perft_leaves']} leaves in every run")
    for w in workloads:
        print(f"\n{w} (CPU seconds; speed = {base}'s time / the variant's, paired per round)")
        for n in names:
            med = statistics.median(times[w][n])
            line = f"  {n:20s} median {med:8.3f} s"
            if n != base:
                ratios = [b / v for b, v in zip(times[w][base], times[w][n])]
                q1, q2, q3 = quartiles(ratios)
                line += (f"  ratio of medians {statistics.median(times[w][base]) / med:6.3f}"
                         f"  paired {q2:6.3f} [{q1:.3f}, {q3:.3f}]")
                report.setdefault("paired", {}).setdefault(w, {})[n] = [q1, q2, q3]
            print(line)
    (out / "results.json").write_text(json.dumps(report, indent=1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("--src", required=True)
    p.add_argument("--dir", required=True)
    m = sub.add_parser("measure")
    m.add_argument("--dir", required=True)
    m.add_argument("--rounds", type=int, default=9)
    m.add_argument("--cpu", type=int, required=True)
    m.add_argument("binaries", nargs="+")
    args = ap.parse_args()
    if args.command == "prepare":
        prepare(args)
    else:
        if args.rounds < 1:
            sys.exit("edax_measure: --rounds must be at least 1")
        measure(args)


if __name__ == "__main__":
    main()
