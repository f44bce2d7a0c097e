#!/usr/bin/env python3
"""The kernel peer table from the peer programs' output (peer_main.c's JSON
lines).

    peer_report.py OUT.json [--cpu CPU.txt] [--chart PNG] PROGRAM=FILE.jsonl [...]

Each program holds peers (an engine's own functions, built with its authors'
flags), lanefill's drop-in (the inline kernels compiled by the same compiler
with the same flags: the build that decides a row), and lanefill built
otherwise (the other compiler with the same flags, and the batch entries,
throughput only). Every figure is a median over the rounds; a ratio is
peer / lanefill paired round by round inside one program (above 1: lanefill
is faster), as a median with quartiles (q1-q3).

Printed as Markdown (and written to OUT.json):
  the CPU and the run (CPU.txt's lines: peers.sh writes `lanefill cpu`'s
    first two, lanefill's commit and date, and its options);
  "Where lanefill stands": per kernel and form, the best peer build (the
    lowest median of any peer in any program), and inside its program
    lanefill's drop-in (the deciding ratio), the other compiler and the
    batch beside it; the row is "ahead" when the drop-in's ratio is at least
    1.00, or in the throughput form the batch's (boards in lanes: what a
    caller with many independent boards runs); then lanefill's fastest build
    in any program (not paired with the peer: another program);
  "Every program": each peer against each lanefill build beside it.
--chart PNG draws "Where lanefill stands" (peer_chart.py). Exits 1 if a program reported an implementation that differs from lanefill's
drop-in, 2 on bad input."""
import json
import os
import statistics
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import peer_chart  # noqa: E402

FORMS = ("latency", "throughput")


def quartiles(values):
    values = sorted(values)
    if len(values) == 1:
        return values[0], values[0], values[0]
    q = statistics.quantiles(values, n=4, method="inclusive")
    return q[0], statistics.median(values), q[2]


def load(program, path):
    """The program's checks and its times: {(kernel, impl, form): {round: ns}}
    and {(kernel, impl): role}."""
    checks, times, roles = [], defaultdict(dict), {}
    try:
        with open(path) as f:
            lines = [json.loads(line) for line in f if line.strip()]
    except (OSError, ValueError) as e:
        sys.exit(f"peer_report.py: cannot read {path}: {e}")
    for j in lines:
        if j.get("type") == "check":
            checks.append(dict(j, program=program))
        elif j.get("type") == "time":
            if j.get("role") not in ("peer", "lanefill", "lanefill-also"):
                sys.exit(f"peer_report.py: {path}: a time line without a role (an older "
                         f"peer program?): {j}")
            times[(j["kernel"], j["impl"], j["form"])][j["round"]] = j["ns"]
            roles[(j["kernel"], j["impl"])] = j["role"]
    return checks, times, roles


def paired(peer_rounds, lanefill_rounds):
    ratios = [peer_rounds[r] / lanefill_rounds[r] for r in peer_rounds if r in lanefill_rounds]
    return {"ratio": quartiles(ratios), "rounds": len(ratios)} if ratios else None


def programs_rows(program, times, roles):
    """One row per peer of a kernel in this program: its median ns per form, the
    drop-in's, and the paired ratios against every lanefill build beside it."""
    rows = []
    kernels = sorted({k for (k, _) in roles})
    for kernel in kernels:
        impls = {i: r for (k, i), r in roles.items() if k == kernel}
        drop_in = [i for i, r in impls.items() if r == "lanefill"]
        if len(drop_in) != 1:
            sys.exit(f"peer_report.py: {program}: {kernel} has {len(drop_in)} drop-ins, not 1")
        also = sorted(i for i, r in impls.items() if r == "lanefill-also")
        for peer in sorted(i for i, r in impls.items() if r == "peer"):
            row = {"program": program, "kernel": kernel, "peer": peer, "lanefill": drop_in[0],
                   "forms": {}}
            for form in FORMS:
                peer_rounds = times.get((kernel, peer, form))
                if not peer_rounds:
                    continue
                cell = {"peer_ns": statistics.median(peer_rounds.values()), "beside": []}
                for impl in drop_in + also:
                    rounds = times.get((kernel, impl, form))
                    if not rounds:
                        continue  # a batch has no latency form
                    cell["beside"].append({
                        "lanefill": impl, "role": impls[impl],
                        "ns": statistics.median(rounds.values()),
                        **paired(peer_rounds, rounds)})
                row["forms"][form] = cell
            rows.append(row)
    return rows


def is_batch(name):
    return " batch " in name


def standing(rows, all_lanefill):
    """Per kernel and form: the best peer's row and the lanefill builds beside it."""
    out = []
    for kernel in sorted({r["kernel"] for r in rows}):
        for form in FORMS:
            cands = [r for r in rows if r["kernel"] == kernel and form in r["forms"]]
            if not cands:
                continue
            best = min(cands, key=lambda r: r["forms"][form]["peer_ns"])
            cell = best["forms"][form]
            beside = cell["beside"]
            drop_in = next(b for b in beside if b["role"] == "lanefill")
            other = [b for b in beside if b["role"] == "lanefill-also" and not is_batch(b["lanefill"])]
            batch = [b for b in beside if is_batch(b["lanefill"])]
            deciding = [drop_in] + (batch if form == "throughput" else [])
            fastest_lf = min(all_lanefill[(kernel, form)], key=lambda x: x["ns"])
            out.append({
                "kernel": kernel, "form": form, "peer": best["peer"], "program": best["program"],
                "peer_ns": cell["peer_ns"], "drop_in": drop_in, "other_compiler": other,
                "batch": batch, "ahead": max(b["ratio"][1] for b in deciding) >= 1.0,
                "fastest_lanefill": fastest_lf,
            })
    return out


def ratio_text(b):
    q1, med, q3 = b["ratio"]
    return f"**{med:.2f}x** ({q1:.2f}-{q3:.2f})"


def beside_text(items):
    return "; ".join(f"{b['lanefill']}: {b['ns']:.2f} ns, {ratio_text(b)}" for b in items) or "-"


def take_option(args, name):
    """The value of `--name VALUE` (removed from args), None if absent."""
    if name not in args:
        return None
    i = args.index(name)
    if i + 1 >= len(args):
        sys.exit(f"peer_report.py: {name} needs a value")
    value = args[i + 1]
    del args[i:i + 2]
    return value


def main(argv):
    args = argv[1:]
    cpu_file = take_option(args, "--cpu")
    chart_file = take_option(args, "--chart")
    if len(args) < 2 or any("=" not in a for a in args[1:]):
        print(__doc__, file=sys.stderr)
        return 2
    out_json, inputs = args[0], args[1:]
    cpu = []
    if cpu_file:
        try:
            with open(cpu_file) as f:
                cpu = [line.rstrip() for line in f if line.strip()]
        except OSError as e:
            sys.exit(f"peer_report.py: cannot read --cpu {cpu_file}: {e}")
    rows, differs = [], []
    all_lanefill = defaultdict(list)  # (kernel, form) -> [{program, lanefill, ns}]
    for arg in inputs:
        program, path = arg.split("=", 1)
        checks, times, roles = load(program, path)
        differs += [c for c in checks if not c["equal"]]
        rows += programs_rows(program, times, roles)
        for (kernel, impl, form), rounds in times.items():
            if roles[(kernel, impl)] != "peer":
                all_lanefill[(kernel, form)].append(
                    {"program": program, "lanefill": impl,
                     "ns": statistics.median(rounds.values())})
    rows.sort(key=lambda r: (r["kernel"], r["program"], r["peer"]))
    stand = standing(rows, all_lanefill)

    if cpu:
        print("CPU: " + "; ".join(cpu))
        print()
    print("Where lanefill stands: per kernel and form, the best peer build against lanefill "
          "in the same program (the drop-in: its compiler and flags; decides the row), the other "
          "compiler and the batch entry beside it (paired ratios peer / lanefill, q1-q3), and "
          "lanefill's fastest build in any program.")
    print()
    print("| kernel | form | best peer (program) | peer ns | drop-in: ns, peer / lanefill | "
          "the other compiler | batch | row | lanefill's fastest build (program): ns |")
    print("|---|---|---|---:|---|---|---|---|---|")
    for s in stand:
        d, f = s["drop_in"], s["fastest_lanefill"]
        print(f"| {s['kernel']} | {s['form']} | {s['peer']} ({s['program']}) | "
              f"{s['peer_ns']:.2f} | {d['lanefill']}: {d['ns']:.2f}, {ratio_text(d)} | "
              f"{beside_text(s['other_compiler'])} | {beside_text(s['batch'])} | "
              f"{'ahead' if s['ahead'] else '**behind**'} | "
              f"{f['lanefill']} ({f['program']}): {f['ns']:.2f} |")
    print()
    print("Every program: each peer against each lanefill build beside it (ns medians; "
          "peer / lanefill paired, q1-q3).")
    print()
    print("| kernel | program | peer | form | peer ns | lanefill build: ns, peer / lanefill |")
    print("|---|---|---|---|---:|---|")
    for r in rows:
        for form, cell in r["forms"].items():
            print(f"| {r['kernel']} | {r['program']} | {r['peer']} | {form} | "
                  f"{cell['peer_ns']:.2f} | {beside_text(cell['beside'])} |")
    for c in differs:
        print(f"differs: {c['program']}: {c['impl']} for {c['kernel']} at item {c['item']} "
              f"(square {c['square']}, a {c['a']}, b {c['b']}): lanefill {c['lanefill']}, "
              f"{c.get('role', 'peer')} {c['peer']}; not timed")
    with open(out_json, "w") as f:
        json.dump({"cpu": cpu, "standing": stand, "rows": rows, "differs": differs}, f, indent=1)
    if chart_file and peer_chart.chart(stand, "\n".join(cpu[:1] + ["; ".join(cpu[1:])]),
                                       chart_file):
        print(f"\nchart: {chart_file}")
    return 1 if differs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
