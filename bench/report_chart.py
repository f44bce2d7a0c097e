"""The chart of bench/report.py: one panel per workload, each entry's speed
relative to PEXT (or magic, or ns per item where the run has neither).
Needs matplotlib (Debian python3-matplotlib); chart() says so when it is missing."""

import sys

from report_names import ALGORITHMS, WORKLOADS, fmt_ns

COLORS = {"scalar": "#8c8c8c", "sse2": "#1f77b4", "avx2": "#ff7f0e", "avx512": "#2ca02c",
          "neon": "#17becf", "wasm128": "#e377c2", "baseline": "#9467bd", "dispatched": "#d62728"}


def chart_reference(r, workload):
    """(name, ns) the panel's ratios are taken against: PEXT, else magic, else None."""
    for a, i, name in (("pext", "bmi2", "PEXT"), ("magic", "scalar", "magic")):
        ns = r.get(workload, a, i)
        if ns:
            return name, ns
    return None, None


def chart_panel(ax, r, w):
    """Horizontal bars, fastest at the top, the value written on each bar."""
    keys = sorted((k for k in r.order if k[0] == w), key=lambda k: r.ns[k], reverse=True)
    ref_name, ref_ns = chart_reference(r, w)
    # With a baseline: speed relative to it (its time / the entry's time, higher
    # is faster) on a linear axis; without one: ns per item, where very slow
    # entries are cut at the edge (their value is still written on the bar).
    values = [ref_ns / r.ns[k] if ref_ns else r.ns[k] for k in keys]
    limit = max(values) * 1.12
    if not ref_ns:
        fast = sorted(values)[: max(1, (2 * len(values)) // 3)]
        limit = min(limit, fast[-1] * 1.5)
    labels, colors = [], []
    for (_, a, i) in keys:
        if a == "dispatched":
            labels.append(f"dispatched ({r.labels.get((w, a, i), '?')})")
            colors.append(COLORS["dispatched"])
        elif a in ALGORITHMS:
            labels.append(f"{a} / {i}")
            colors.append(COLORS.get(i, "#444444"))
        else:
            labels.append(f"{a} ({i}) baseline")
            colors.append(COLORS["baseline"])
    ys = range(len(keys))
    ax.barh(ys, [min(v, limit) for v in values], color=colors, height=0.72)
    for y, v, k in zip(ys, values, keys):
        text = (f"{v:.2f}x  ({fmt_ns(r.ns[k])} ns)" if ref_ns else f"{fmt_ns(v)} ns")
        if v > limit:
            ax.text(limit * 0.99, y, text + " >", va="center", ha="right", fontsize=8,
                    color="white", fontweight="bold")
        else:
            ax.text(min(v, limit) + limit * 0.01, y, text, va="center", ha="left", fontsize=8)
    ax.set_yticks(list(ys))
    ax.set_yticklabels(labels, fontsize=8.5)
    ax.set_xlim(0, limit * 1.18)
    ax.set_ylim(-0.6, len(keys) - 0.4)
    if ref_ns:
        ax.axvline(1.0, color="black", linewidth=1.2, linestyle="--")
        ax.set_title(f"dashed line: {ref_name} = 1.0", fontsize=8.5, loc="right")
        ax.set_xlabel(f"speed relative to {ref_name}: {ref_name} time / entry time (higher is "
                      f"faster; {ref_name} = {fmt_ns(ref_ns)} ns per item)", fontsize=9)
    else:
        ax.set_xlabel("ns per item (lower is faster; no table baseline for this workload)",
                      fontsize=9)
    ax.set_title(f"{w}: {WORKLOADS[w]}", fontsize=10, loc="left")
    ax.grid(axis="x", alpha=0.3)
    ax.set_axisbelow(True)


def pyplot(caller):
    """(matplotlib.pyplot, matplotlib.patches.Patch) drawing to files, or None
    after saying on stderr, in the name of `caller`, why the chart is skipped."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.patches import Patch
    except ImportError:
        print(f"{caller}: matplotlib is not importable by {sys.executable} (Debian package "
              "python3-matplotlib serves /usr/bin/python3); chart skipped", file=sys.stderr)
        return None
    return plt, Patch


def chart(r, path):
    drawing = pyplot("report.py")
    if drawing is None:
        return False
    plt, Patch = drawing
    workloads = r.workloads()
    counts = [sum(1 for k in r.order if k[0] == w) for w in workloads]
    heights = [max(2.0, 0.24 * n + 1.0) for n in counts]
    fig, axes = plt.subplots(len(workloads), 1, figsize=(11, sum(heights) + 0.8), squeeze=False,
                             gridspec_kw={"height_ratios": heights})
    for ax, w in zip(axes[:, 0], workloads):
        chart_panel(ax, r, w)
    c = r.context
    isas_here = sorted({k[2] for k in r.order if k[2] in COLORS}, key=list(COLORS).index)
    legend = [Patch(color=COLORS[k], label=k) for k in isas_here + ["dispatched", "baseline"]]
    fig.legend(handles=legend, loc="upper right", ncol=6, fontsize=8, frameon=False,
               bbox_to_anchor=(0.99, 0.995))
    when = c.get("date", "")[:10]
    fig.suptitle(f"{r.source}: {c.get('cpu_model', '?')}  |  {c.get('compiler', '?')}"
                 f"  |  active {c.get('lanefill_active_isa', '?')}" + (f"  |  {when}" if when else ""),
                 fontsize=11, x=0.01, ha="left", y=0.995)
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.45 / (sum(heights) + 0.8)))
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return True
