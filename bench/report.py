#!/usr/bin/env python3
"""Turn lanefill_bench's or `lanefill bench --json`'s output into markdown tables and a chart.

    lanefill_bench --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
                   --benchmark_out=bench.json --benchmark_out_format=json
    python3 bench/report.py bench.json [--markdown bench.md] [--chart bench.png]

    lanefill bench --json > bench.json      # the CLI's own short benchmark
    python3 bench/report.py bench.json --chart bench.png

Benchmark names are <workload>/<algorithm>/<isa>, <workload>/dispatched, or a
baseline such as queen/pext/bmi2. Times are per item (one queen, one slider
set, one board of a batch), from items_per_second. With repetitions, the
chosen aggregate (median by default) is used; without, the mean of the runs.

Every ratio in the tables is a speed-up within this one run: time of the
named baseline divided by time of the entry (> 1 means the entry is faster).
The chart shows, per workload, each entry's speed relative to PEXT (PEXT time
/ entry time, linear axis, PEXT = 1.0, higher is faster; magic when the run
has no PEXT, ns per item when it has neither).

Standard library only; the chart needs matplotlib (Debian python3-matplotlib)
and is skipped with a message when it is missing.
"""

import argparse
import json
import statistics
import sys

from report_chart import chart
from report_names import ALGORITHMS, ISAS, WORKLOADS, fmt_ns

# Targets: (description, entry, baseline entry, minimum speed-up).
QUEEN_TARGETS = [
    ("dispatched queen >= 3x scalar dumb7_unrolled", "dispatched", ("dumb7_unrolled", "scalar"), 3.0),
    ("dispatched queen >= 2x scalar kogge_stone", "dispatched", ("kogge_stone", "scalar"), 2.0),
]
RAYS_TARGETS = [("avx2", "sse2", 1.5), ("avx512", "avx2", 1.5)]


class Results:
    """ns per item by (workload, algorithm, isa); dispatched under ("dispatched", "")."""

    def __init__(self, data, statistic):
        self.context = data.get("context", {})
        self.statistic = statistic
        self.ns = {}
        self.cv = {}  # coefficient of variation of CPU time over the repetitions
        self.labels = {}
        self.bounds = {}  # bound ns per item (lanefill bench --json only)
        self.order = []  # first-seen order of (workload, algorithm, isa)
        self.source = "lanefill_bench"
        if data.get("format") == "lanefill bench":
            self._load_cli(data)
            return
        seen, samples, aggregates = set(), {}, {}
        for b in data.get("benchmarks", []):
            key = parse_name(b.get("run_name") or b["name"])
            rate = b.get("items_per_second")
            if key is None or not rate:
                continue
            if b.get("label"):
                self.labels[key] = b["label"]
            if key not in seen:
                seen.add(key)
                self.order.append(key)
            if b.get("run_type") == "aggregate":
                if b.get("aggregate_name") == statistic:
                    aggregates[key] = 1e9 / rate
                elif b.get("aggregate_name") == "cv":
                    self.cv[key] = b.get("cpu_time", 0.0)
            elif b.get("error_occurred"):
                continue
            else:
                samples.setdefault(key, []).append(1e9 / rate)
        for key in self.order:
            if key in aggregates:
                self.ns[key] = aggregates[key]
            elif key in samples:
                self.ns[key] = statistics.mean(samples[key])
        self.order = [k for k in self.order if k in self.ns]

    def _load_cli(self, data):
        """`lanefill bench --json`: entries with ns_per_item, bound_ns and the plan's choice."""
        self.source = "lanefill bench"
        self.statistic = f"best of {data.get('repetitions', '?')} slices"
        machine = data.get("machine", {})
        clock = data.get("clock_ghz")
        plan = {v.get("workload"): v.get("plan_choice", "?") for v in data.get("verdicts", [])}
        self.context = {
            "cpu_model": machine.get("cpu_model", "unknown"),
            "cpu_features": machine.get("cpu_features", "?"),
            "compiler": data.get("compiler", "?"),
            "build_type": data.get("build_type", "?"),
            "cxx_flags": "?",
            "lanefill_active_isa": data.get("active_isa", "?"),
            "lanefill_active_reason": data.get("active_reason", ""),
            "lanefill_dispatched_set_wise": plan.get("map", plan.get("rays", "?")),
            "lanefill_dispatched_single_square": plan.get("queen", "?"),
            "clock": f"{clock:.2f} GHz (dependent add chain)" if clock else "unknown",
            "port_model": data.get("port_model") or "none for this CPU",
            "verdicts": [f"{v.get('workload')}: {v.get('text', '')}"
                         for v in data.get("verdicts", [])],
            "seconds_per_entry": data.get("seconds_per_entry", "?"),
        }
        for e in data.get("entries", []):
            w, kind = e.get("workload"), e.get("kind")
            if w not in WORKLOADS or e.get("ns_per_item") is None:
                continue
            key = (w, "dispatched", "") if kind == "dispatched" else (w, e.get("algorithm"), e.get("isa"))
            if key in self.ns:
                continue
            self.ns[key] = float(e["ns_per_item"])
            self.order.append(key)
            if e.get("bound_ns") is not None:
                self.bounds[key] = float(e["bound_ns"])
            if kind == "dispatched":
                self.labels[key] = e.get("dispatched_to") or e.get("plan_choice", "")

    def get(self, workload, algorithm, isa=""):
        return self.ns.get((workload, algorithm, isa))

    def workloads(self):
        return [w for w in WORKLOADS if any(k[0] == w for k in self.order)]

    def pairs(self, workload):
        """(algorithm, isa) keys of lanefill kernels (not baselines, not dispatched)."""
        return [(a, i) for (w, a, i) in self.order if w == workload and a in ALGORITHMS]

    def extras(self, workload):
        """Baselines and the dispatched entry of a workload."""
        return [(a, i) for (w, a, i) in self.order if w == workload and a not in ALGORITHMS]

    def isas(self, workload):
        present = {i for (_, i) in self.pairs(workload)}
        return [i for i in ISAS if i in present]

    def best(self, workload, isa):
        """(ns, algorithm) of the fastest algorithm on isa, or None."""
        cands = [(self.ns[(workload, a, i)], a) for (a, i) in self.pairs(workload) if i == isa]
        return min(cands) if cands else None

    def set_wise_plan(self, key="lanefill_set_wise"):
        """isa -> (kernel isa, algorithm) its dispatched calls use, from the context.

        lanefill_set_wise: set-wise calls; lanefill_single_square: single-square calls.
        Items read "avx2:avx2/kogge_stone" (older runs: "avx2/kogge_stone")."""
        out = {}
        for item in self.context.get(key, "").split():
            isa, _, kernel = item.rpartition(":")
            kisa, _, algo = kernel.partition("/")
            out[isa or kisa] = (kisa, algo)
        return out


def parse_name(name):
    parts = name.split("/")
    if len(parts) == 2 and parts[1] == "dispatched" and parts[0] in WORKLOADS:
        return (parts[0], "dispatched", "")
    if len(parts) == 3 and parts[0] in WORKLOADS:
        return tuple(parts)
    return None


def fmt_ratio(num, den):
    if num is None or den is None or den == 0:
        return "–"
    return f"{num / den:.2f}x"


def entry_name(algorithm, isa):
    return "dispatched" if algorithm == "dispatched" else f"{algorithm}/{isa}"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def machine_section(r):
    c = r.context
    lines = ["## Machine and run", ""]
    items = [
        ("CPU", c.get("cpu_model", "unknown")),
        ("Cores / clock", f"{c.get('num_cpus', '?')} x {c.get('mhz_per_cpu', '?')} MHz"),
        ("CPU features", c.get("cpu_features", "?")),
        ("Compiler", c.get("compiler", "?")),
        ("Flags", f"{c.get('cxx_flags', '?')} (build type {c.get('build_type', '?')}); "
                  "ISA flags only on simd/<isa>/<isa>.cpp"),
        ("Date", c.get("date", "?")),
        ("Active ISA", f"{c.get('lanefill_active_isa', '?')} ({c.get('lanefill_active_reason', '')})"),
        ("Dispatched kernels", f"set-wise {c.get('lanefill_dispatched_set_wise', '?')}, "
                               f"single-square {c.get('lanefill_dispatched_single_square', '?')}"),
        ("Set-wise kernel per ISA", c.get("lanefill_set_wise", "?")),
        ("Single-square kernel per ISA", c.get("lanefill_single_square", "?")),
        ("Inputs", f"block of {c.get('lanefill_block', '?')} cases per iteration, "
                   f"batches of {c.get('lanefill_batch', '?')}"),
        ("Statistic", f"{r.statistic} of the repetitions (when repeated), CPU time per item"
                      if r.source == "lanefill_bench" else f"{r.statistic}, wall time per item"),
    ]
    if r.source == "lanefill bench":
        items = [(k, v) for k, v in items if k not in ("Cores / clock", "Date", "Inputs",
                                                       "Set-wise kernel per ISA",
                                                       "Single-square kernel per ISA")]
        items += [("Core clock", c.get("clock")), ("Port model (bounds)", c.get("port_model")),
                  ("Timing", f"lanefill bench, {c.get('seconds_per_entry')} s per entry, "
                             "1M fresh cases per workload")]
        items += [("Plan", v) for v in c.get("verdicts", [])]
    if c.get("load_avg"):
        items.append(("Load average at start", ", ".join(f"{x:.2f}" for x in c["load_avg"])))
    if c.get("library_build_type") == "debug":
        items.append(("Note", "Debian's libbenchmark reports itself as a DEBUG build; the timed "
                              "loops are inline code from its header and lanefill's own code "
                              "is optimised, so this does not affect the figures"))
    if c.get("lanefill_skipped_wrong"):
        items.append(("NOT BENCHMARKED (wrong results)", c["lanefill_skipped_wrong"]))
    lines += [f"- **{k}:** {v}" for k, v in items]
    return "\n".join(lines)


def grid(r, workload):
    """ns per item: one row per algorithm, one column per ISA."""
    isas = r.isas(workload)
    algos = [a for a in ALGORITHMS if any(a == pa for pa, _ in r.pairs(workload))]
    rows = [[a] + [fmt_ns(r.get(workload, a, i)) for i in isas] for a in algos]
    return table(["algorithm"] + isas, rows)


def isa_ratios(r, workload):
    """Per algorithm: each ISA against the next lower one, plus best and the plan's choice."""
    isas = r.isas(workload)
    steps = [(hi, lo) for lo, hi in zip(isas, isas[1:])]
    if not steps:
        return ""
    header = ["algorithm"] + [f"{hi} vs {lo}" for hi, lo in steps]
    algos = [a for a in ALGORITHMS if any(a == pa for pa, _ in r.pairs(workload))]
    rows = [[a] + [fmt_ratio(r.get(workload, a, lo), r.get(workload, a, hi)) for hi, lo in steps]
            for a in algos]
    best_row, pref_row = ["**fastest of each ISA**"], ["**dispatched choice of each ISA**"]
    pref = r.set_wise_plan()
    for hi, lo in steps:
        b_hi, b_lo = r.best(workload, hi), r.best(workload, lo)
        best_row.append(f"{fmt_ratio(b_lo[0], b_hi[0])} ({b_hi[1]} vs {b_lo[1]})"
                        if b_hi and b_lo else "–")
        p_hi, p_lo = pref.get(hi), pref.get(lo)
        pref_row.append(f"{fmt_ratio(r.get(workload, p_lo[1], p_lo[0]), r.get(workload, p_hi[1], p_hi[0]))} "
                        f"({p_hi[1]} vs {p_lo[1]})" if p_hi and p_lo else "–")
    rows += [best_row, pref_row]
    return table(header, rows)


def ranking(r, workload, baselines):
    """Every entry of a workload, fastest first, with speed-ups against baselines."""
    baselines = [b for b in baselines if (workload,) + b in r.ns]
    entries = [(r.ns[(workload, a, i)], a, i) for (a, i) in r.pairs(workload) + r.extras(workload)]
    with_bounds = any(k[0] == workload for k in r.bounds)
    header = (["entry", "ns/item"] + [f"vs {entry_name(*b)}" for b in baselines]
              + (["bound ns"] if with_bounds else []))
    rows = []
    for ns, a, i in sorted(entries):
        name = entry_name(a, i)
        label = r.labels.get((workload, a, i))
        if label:
            name += f" ({label})"
        rows.append([name, fmt_ns(ns)] + [fmt_ratio(r.get(workload, *b), ns) for b in baselines]
                    + ([fmt_ns(r.bounds.get((workload, a, i)))] if with_bounds else []))
    return table(header, rows)


def noise_line(r, workload):
    """One line on run-to-run noise, when the run has repetitions."""
    cvs = [(cv, k) for k, cv in r.cv.items() if k[0] == workload]
    if not cvs:
        return ""
    worst, key = max(cvs)
    return (f"Noise: coefficient of variation of the repetitions, median "
            f"{100 * statistics.median(c for c, _ in cvs):.1f}%, largest {100 * worst:.1f}% "
            f"({entry_name(key[1], key[2])}).")


def batch_gain(r, workload, single):
    """Per item: the batch entry against one call per item of the same pair."""
    isas = r.isas(workload)
    algos = [a for a in ALGORITHMS if any(a == pa for pa, _ in r.pairs(workload))]
    rows = [[a] + [fmt_ratio(r.get(single, a, i), r.get(workload, a, i)) for i in isas]
            for a in algos]
    # The dispatched ratio goes in the column of the ISA it dispatches to.
    active = r.labels.get((workload, "dispatched", ""), "").partition("/")[0]
    gain = fmt_ratio(r.get(single, "dispatched"), r.get(workload, "dispatched"))
    if gain != "–":
        col = isas.index(active) if active in isas else len(isas) - 1
        rows.append(["dispatched"] + [gain if k == col else "" for k in range(len(isas))])
    return table(["algorithm"] + isas, rows)


def targets_section(r):
    lines = ["## Targets", ""]
    rows = []
    for desc, entry, base, minimum in QUEEN_TARGETS:
        ns, base_ns = r.get("queen", entry), r.get("queen", *base)
        if ns is None or base_ns is None:
            rows.append([desc, "–", "not measured"])
            continue
        ratio = base_ns / ns
        rows.append([desc, f"{ratio:.2f}x", "met" if ratio >= minimum else "**NOT met**"])
    pref = r.set_wise_plan()
    for hi, lo, minimum in RAYS_TARGETS:
        b_hi, b_lo = r.best("rays", hi), r.best("rays", lo)
        if b_hi and b_lo:
            ratio = b_lo[0] / b_hi[0]
            rows.append([f"rays {hi} >= {minimum}x {lo} (fastest of each: {b_hi[1]} vs {b_lo[1]})",
                         f"{ratio:.2f}x", "met" if ratio >= minimum else "**NOT met**"])
        p_hi, p_lo = pref.get(hi), pref.get(lo)
        ns_hi = r.get("rays", p_hi[1], p_hi[0]) if p_hi else None
        ns_lo = r.get("rays", p_lo[1], p_lo[0]) if p_lo else None
        if ns_hi and ns_lo:
            ratio = ns_lo / ns_hi
            rows.append([f"rays {hi} >= {minimum}x {lo} (dispatched choice of each: "
                         f"{p_hi[1]} vs {p_lo[1]})",
                         f"{ratio:.2f}x", "met" if ratio >= minimum else "**NOT met**"])
        same = [(a, r.get("rays", a, lo) / r.get("rays", a, hi)) for a in ALGORITHMS
                if r.get("rays", a, hi) and r.get("rays", a, lo)]
        if same:
            ok = sum(1 for _, x in same if x >= minimum)
            lo_a, lo_x = min(same, key=lambda t: t[1])
            hi_a, hi_x = max(same, key=lambda t: t[1])
            rows.append([f"rays {hi} >= {minimum}x {lo} (same algorithm on both)",
                         f"{lo_x:.2f}x ({lo_a}) .. {hi_x:.2f}x ({hi_a})",
                         f"{ok} of {len(same)} algorithms"])
        if not (b_hi and b_lo):
            rows.append([f"rays {hi} >= {minimum}x {lo}", "–", "not measured"])
    lines.append(table(["target", "measured", "verdict"], rows))
    return "\n".join(lines)


def markdown(r):
    out = ["# lanefill benchmark report", "", machine_section(r), "",
           "Times are ns per item (lower is better). Ratios are speed-ups measured in this "
           "same run: baseline time / entry time (higher is better).", ""]
    if r.get("queen", "dispatched") is not None or r.best("rays", "avx2"):
        out += [targets_section(r), ""]
    for w in r.workloads():
        out += [f"## {w}: {WORKLOADS[w]}", ""]
        if r.pairs(w):
            out += [grid(r, w), ""]
        noise = noise_line(r, w)
        if noise:
            out += [noise, ""]
        if w in ("rays", "map"):
            ratios = isa_ratios(r, w)
            if ratios:
                out += ["Speed-up of each ISA over the next lower one:", "", ratios, ""]
        if w == "queen":
            out += ["All entries, fastest first:", "",
                    ranking(r, w, [("dumb7_unrolled", "scalar"), ("kogge_stone", "scalar"),
                                   ("pext", "bmi2")]), ""]
        elif w == "map":
            out += ["All entries, fastest first:", "",
                    ranking(r, w, [("dumb7_unrolled", "scalar"), ("kogge_stone", "scalar"),
                                   ("pext", "bmi2")]), ""]
        elif w == "rays":
            out += ["All entries, fastest first:", "",
                    ranking(r, w, [("dumb7_unrolled", "scalar"), ("kogge_stone", "scalar")]), ""]
        else:
            single = w.replace("_batch", "")
            out += [f"All entries, fastest first:", "", ranking(r, w, [("pext", "bmi2")]), "",
                    f"Batch speed-up per item over one `{single}` call per item, same pair:", "",
                    batch_gain(r, w, single), ""]
    return "\n".join(out).rstrip() + "\n"


def main(argv=None):
    # The tables hold non-ASCII dashes: UTF-8 whatever the locale says.
    for stream in (sys.stdout, sys.stderr):
        stream.reconfigure(encoding="utf-8")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", help="Google Benchmark JSON output of lanefill_bench, or the "
                                 "output of `lanefill bench --json`")
    ap.add_argument("--markdown", metavar="FILE", help="also write the tables to FILE")
    ap.add_argument("--chart", metavar="PNG", default=None,
                    help="bar chart, one panel per workload (default: next to the JSON, .png)")
    ap.add_argument("--no-chart", action="store_true", help="do not draw the chart")
    ap.add_argument("--statistic", default="median", choices=["median", "mean"],
                    help="aggregate to use when the run has repetitions (default median)")
    ap.add_argument("--require-table", action="store_true",
                    help="exit 1 unless at least one workload table was produced")
    args = ap.parse_args(argv)

    with open(args.json, encoding="utf-8") as f:
        text = f.read()
    # Console output may precede the JSON when both went to one stream.
    data = json.loads(text[text.index("{"):]) if "{" in text else {}
    r = Results(data, args.statistic)
    if not r.workloads():
        print("report.py: no lanefill benchmark results in " + args.json, file=sys.stderr)
        return 1 if args.require_table else 0
    md = markdown(r)
    print(md, end="")
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(md)
    if not args.no_chart:
        path = args.chart or (args.json.rsplit(".", 1)[0] + ".png")
        if chart(r, path):
            print(f"report.py: chart written to {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
