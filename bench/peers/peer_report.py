#!/usr/bin/env python3
"""The kernel peer table from the peer programs' output (peer_main.c's JSON
lines): per kernel and peer implementation, the median ns per call of the
peer and of lanefill's kernel built beside it (the same program, the same
flags), and the paired ratio peer / lanefill per round (above 1: lanefill is
faster) as a median with quartiles, for both forms (latency, throughput).
The best peer of a kernel is the one with the lowest median in that form.

    peer_report.py OUT.json PROGRAM=FILE.jsonl [PROGRAM=FILE.jsonl ...]

Prints the table as Markdown and writes it to OUT.json. Exits 1 if a
program reported a peer that differs from lanefill, 2 on bad input."""
import json
import statistics
import sys
from collections import defaultdict

FORMS = ("latency", "throughput")


def quartiles(values):
    values = sorted(values)
    if len(values) == 1:
        return values[0], values[0], values[0]
    q = statistics.quantiles(values, n=4, method="inclusive")
    return q[0], statistics.median(values), q[2]


def load(program, path):
    checks, times = [], defaultdict(dict)  # (kernel, impl, form) -> {round: ns}
    try:
        with open(path) as f:
            lines = [json.loads(line) for line in f if line.strip()]
    except (OSError, ValueError) as e:
        sys.exit(f"peer_report.py: cannot read {path}: {e}")
    for j in lines:
        if j.get("type") == "check":
            checks.append(dict(j, program=program))
        elif j.get("type") == "time":
            key = (j["kernel"], j["impl"], j["form"], j["lanefill"])
            times[key][j["round"]] = j["ns"]
    return checks, times


def rows_of(program, times):
    rows = []
    lanefill = {(k, form): (impl, rounds) for (k, impl, form, is_lf), rounds in times.items()
                if is_lf}
    peers = sorted({(k, impl) for (k, impl, form, is_lf) in times if not is_lf})
    for kernel, impl in peers:
        row = {"program": program, "kernel": kernel, "peer": impl}
        for form in FORMS:
            lf_impl, lf_rounds = lanefill[(kernel, form)]
            peer_rounds = times[(kernel, impl, form, False)]
            paired = [peer_rounds[r] / lf_rounds[r] for r in peer_rounds if r in lf_rounds]
            row["lanefill"] = lf_impl
            row[form] = {
                "peer_ns": statistics.median(peer_rounds.values()),
                "lanefill_ns": statistics.median(lf_rounds.values()),
                "ratio": quartiles(paired),
                "rounds": len(paired),
            }
        rows.append(row)
    return rows


def main(argv):
    if len(argv) < 3 or any("=" not in a for a in argv[2:]):
        print(__doc__, file=sys.stderr)
        return 2
    rows, differs = [], []
    for arg in argv[2:]:
        program, path = arg.split("=", 1)
        checks, times = load(program, path)
        differs += [c for c in checks if not c["equal"]]
        rows += rows_of(program, times)
    rows.sort(key=lambda r: (r["kernel"], r["program"], r["peer"]))
    best = {}
    for form in FORMS:
        for r in rows:
            k = (r["kernel"], form)
            if k not in best or r[form]["peer_ns"] < best[k][form]["peer_ns"]:
                best[k] = r
    print("| kernel | program | peer | lanefill | latency ns peer / lanefill | peer / lanefill "
          "(q1-q3) | throughput ns peer / lanefill | peer / lanefill (q1-q3) |")
    print("|---|---|---|---|---:|---:|---:|---:|")
    for r in rows:
        cells = []
        for form in FORMS:
            f = r[form]
            q1, med, q3 = f["ratio"]
            mark = " (best peer)" if best[(r["kernel"], form)] is r else ""
            cells.append(f"{f['peer_ns']:.2f} / {f['lanefill_ns']:.2f}")
            cells.append(f"**{med:.2f}x** ({q1:.2f}-{q3:.2f}){mark}")
        print(f"| {r['kernel']} | {r['program']} | {r['peer']} | {r['lanefill']} | "
              + " | ".join(cells) + " |")
    for c in differs:
        print(f"differs: {c['program']}: {c['impl']} for {c['kernel']} at item {c['item']} "
              f"(square {c['square']}, a {c['a']}, b {c['b']}): lanefill {c['lanefill']}, "
              f"peer {c['peer']}; not timed")
    with open(argv[1], "w") as f:
        json.dump({"rows": rows, "differs": differs}, f, indent=1)
    return 1 if differs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
