#!/usr/bin/env python3
"""Two lanefill versions inside Edax, variant by variant.

    python3 bench/engines/edax_versions.py OLD NEW --rounds N --cpu C [VARIANT ...]

OLD and NEW are output folders of `bench/engines/edax.sh EDAX OUT --no-measure`
run from two lanefill trees (say a release's and this one) on the same Edax
tree. For every VARIANT (default: edax, the unmodified control, and the four
lanefill builds) the two folders' binaries run in turn, the order swapped
every round, pinned to CPU C, on the solve and the perft of edax_measure.py
(NEW's fforum-22.obf and synthetic weights); every run must reach the same
scores, node counts and leaves. It prints per variant and workload the median
CPU seconds of both and the paired median of OLD's time over NEW's (above 1:
NEW faster) with quartiles, and writes NEW/versions.json. The unmodified
`edax` is the same program in both folders: its ratio shows the noise.
"""
import argparse
import json
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import edax_measure  # noqa: E402

DEFAULT_VARIANTS = ["edax", "edax-lanefill", "edax-lanefill-capi", "edax-lanefill-capi-checked",
                    "edax-lanefill-universal"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--cpu", type=int, required=True)
    ap.add_argument("variants", nargs="*", default=DEFAULT_VARIANTS)
    args = ap.parse_intermixed_args()
    if args.rounds < 1:
        sys.exit("edax_versions: --rounds must be at least 1")
    folders = {"old": pathlib.Path(args.old).resolve(), "new": pathlib.Path(args.new).resolve()}
    new = folders["new"]
    for f in ("fforum-22.obf", "eval-synth.dat"):
        if not (new / f).is_file():
            sys.exit(f"edax_versions: no {f} in {new} (run edax.sh into it first)")
    for tag, folder in folders.items():
        for v in args.variants:
            if not (folder / v).is_file():
                sys.exit(f"edax_versions: no binary {v} in {folder} ({tag})")
    workloads = {
        "solve": (["-solve", str(new / "fforum-22.obf"), "-n", "1", "-l", "60", "-eval-file",
                   str(new / "eval-synth.dat")], edax_measure.solve_signature),
        "perft": (["-count", "perft", "11"], edax_measure.perft_signature),
    }
    times = {v: {w: {"old": [], "new": []} for w in workloads} for v in args.variants}
    signature = {}
    for r in range(args.rounds):
        order = ["old", "new"] if r % 2 == 0 else ["new", "old"]
        for v in args.variants:
            for tag in order:
                for w, (argv, sign) in workloads.items():
                    binary = folders[tag] / v
                    text, seconds = edax_measure.run(str(binary), argv, args.cpu, new)
                    s = sign(text)
                    if w not in signature:
                        signature[w] = (binary, s)
                    elif s != signature[w][1]:
                        sys.exit(f"edax_versions: {binary} {w} differs from {signature[w][0]}")
                    times[v][w][tag].append(seconds)
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    print(f"OLD {folders['old']}, NEW {new}; CPU seconds, speed = OLD's time / NEW's, "
          "paired per round")
    report = {"rounds": args.rounds, "cpu": args.cpu, "times": times, "paired": {}}
    for v in args.variants:
        for w in workloads:
            t = times[v][w]
            ratios = [o / n for o, n in zip(t["old"], t["new"])]
            q1, q2, q3 = edax_measure.quartiles(ratios)
            report["paired"].setdefault(v, {})[w] = [q1, q2, q3]
            print(f"  {v:28s} {w}: OLD {statistics.median(t['old']):7.3f} s  NEW "
                  f"{statistics.median(t['new']):7.3f} s  paired {q2:.3f} [{q1:.3f}, {q3:.3f}]")
    (new / "versions.json").write_text(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
