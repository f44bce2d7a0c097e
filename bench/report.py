#!/usr/bin/env python3
"""Turn lanefill_bench's Google Benchmark JSON into markdown tables and a chart.

    lanefill_bench --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
                   --benchmark_out=bench.json --benchmark_out_format=json
    python3 bench/report.py bench.json [--markdown bench.md] [--chart bench.png]

Benchmark names are <workload>/<algorithm>/<isa>, <workload>/dispatched, or a
baseline such as queen/pext/bmi2. Times are per item (one queen, one slider
set, one board of a batch), from items_per_second. With repetitions, the
chosen aggregate (median by default) is used; without, the mean of the runs.

Every ratio is a speed-up within this one run: time of the named baseline
divided by time of the entry (> 1 means the entry is faster).

Standard library only; the chart needs matplotlib (Debian python3-matplotlib)
and is skipped with a message when it is missing.
"""

import argparse
import json
import statistics
import sys

ISAS = ["scalar", "sse2", "avx2", "avx512"]
ALGORITHMS = ["dumb7_cycles", "dumb7_loop", "dumb7_unrolled", "kogge_stone",
              "rotate_loop", "rotate_unrolled", "rotate_kogge", "sbamg"]
WORKLOADS = {
    "rays": "8-direction attack fill of one slider set (ray_attacks), ns per set",
    "queen": "single-square queen attacks, occupancy rand64() & rand64(), ns per queen",
    "map": "set-wise attack map (slider_attacks), ns per slider set",
    "queen_batch": "queen_attacks_batch, ns per board",
    "map_batch": "slider_attacks_batch, ns per slider set",
}
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
        self.order = []  # first-seen order of (workload, algorithm, isa)
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


def fmt_ns(ns):
    if ns is None:
        return "–"
    return f"{ns:.1f}" if ns >= 10 else f"{ns:.2f}"


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
                  "ISA flags only on simd/<isa>.cpp"),
        ("Date", c.get("date", "?")),
        ("Active ISA", f"{c.get('lanefill_active_isa', '?')} ({c.get('lanefill_active_reason', '')})"),
        ("Dispatched kernels", f"set-wise {c.get('lanefill_dispatched_set_wise', '?')}, "
                               f"single-square {c.get('lanefill_dispatched_single_square', '?')}"),
        ("Set-wise kernel per ISA", c.get("lanefill_set_wise", "?")),
        ("Single-square kernel per ISA", c.get("lanefill_single_square", "?")),
        ("Inputs", f"block of {c.get('lanefill_block', '?')} cases per iteration, "
                   f"batches of {c.get('lanefill_batch', '?')}"),
        ("Statistic", f"{r.statistic} of the repetitions (when repeated), CPU time per item"),
    ]
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
    header = ["entry", "ns/item"] + [f"vs {entry_name(*b)}" for b in baselines]
    rows = []
    for ns, a, i in sorted(entries):
        name = entry_name(a, i)
        label = r.labels.get((workload, a, i))
        if label:
            name += f" ({label})"
        rows.append([name, fmt_ns(ns)] + [fmt_ratio(r.get(workload, *b), ns) for b in baselines])
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
                    ranking(r, w, [("dumb7_unrolled", "scalar"), ("kogge_stone", "scalar")]), ""]
        elif w == "rays":
            out += ["All entries, fastest first:", "",
                    ranking(r, w, [("dumb7_unrolled", "scalar"), ("kogge_stone", "scalar")]), ""]
        else:
            single = w.replace("_batch", "")
            out += [f"All entries, fastest first:", "", ranking(r, w, []), "",
                    f"Batch speed-up per item over one `{single}` call per item, same pair:", "",
                    batch_gain(r, w, single), ""]
    return "\n".join(out).rstrip() + "\n"


def chart(r, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print(f"report.py: matplotlib is not importable by {sys.executable} (Debian package "
              "python3-matplotlib serves /usr/bin/python3); chart skipped", file=sys.stderr)
        return False
    workloads = r.workloads()
    colors = {"scalar": "#7f7f7f", "sse2": "#1f77b4", "avx2": "#ff7f0e", "avx512": "#2ca02c",
              "baseline": "#9467bd", "dispatched": "#d62728"}
    fig, axes = plt.subplots(len(workloads), 1, figsize=(13, 3.6 * len(workloads)), squeeze=False)
    for ax, w in zip(axes[:, 0], workloads):
        isas = r.isas(w)
        algos = [a for a in ALGORITHMS if any(a == pa for pa, _ in r.pairs(w))]
        extras = r.extras(w)
        groups = algos + [entry_name(a, i) + (f"\n({r.labels[(w, a, i)]})"
                                             if (w, a, i) in r.labels else "")
                          for a, i in extras]
        width = 0.8 / max(1, len(isas))
        for k, isa in enumerate(isas):
            xs = [g + (k - (len(isas) - 1) / 2) * width for g in range(len(algos))]
            ys = [r.get(w, a, isa) or 0 for a in algos]
            ax.bar(xs, ys, width, label=isa, color=colors[isa])
        labelled = set()
        for n, (a, i) in enumerate(extras):
            kind = "dispatched" if a == "dispatched" else "baseline"
            ax.bar(len(algos) + n, r.get(w, a, i), 0.5, color=colors[kind],
                   label=kind if kind not in labelled else None)
            labelled.add(kind)
        ax.set_xticks(range(len(groups)))
        ax.set_xticklabels(groups, rotation=20, ha="right", fontsize=8)
        ax.set_yscale("log")
        ax.set_ylabel("ns per item (log)")
        ax.set_title(f"{w}: {WORKLOADS[w]}", fontsize=10)
        ax.grid(axis="y", which="both", alpha=0.3)
        ax.legend(fontsize=8, ncol=5)
    c = r.context
    fig.suptitle(f"lanefill_bench — {c.get('cpu_model', '?')}, {c.get('compiler', '?')}, "
                 f"{c.get('date', '?')[:10]} (lower is better)", fontsize=11)
    fig.tight_layout(rect=(0, 0, 1, 0.98))
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return True


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", help="Google Benchmark JSON output of lanefill_bench")
    ap.add_argument("--markdown", metavar="FILE", help="also write the tables to FILE")
    ap.add_argument("--chart", metavar="PNG", default=None,
                    help="grouped bar chart (default: next to the JSON, .png)")
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
