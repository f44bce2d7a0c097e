"""The chart of the kernel peer table (peer_report.py --chart PNG): one bar
per kernel and form, lanefill's speed against the best peer build of that
row (the paired median ratio peer / lanefill, quartiles as whiskers), the
drop-in's bar and, beside it, the batch's (throughput) and the other
compiler's. Each bar starts at 1.0 (the dashed line): to the right lanefill
is faster, to the left the peer. Needs
matplotlib (Debian python3-matplotlib); chart() says so when it is missing."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from report_chart import pyplot  # noqa: E402  (bench/report_chart.py)

COLORS = {"drop-in": "#ff7f0e", "batch": "#2ca02c", "the other compiler": "#8c8c8c"}


def bars_of(standing):
    """[(label, kind, (q1, median, q3))], top to bottom."""
    bars = []
    for s in standing:
        row = f"{s['kernel']}, {s['form']} (vs {s['peer']})"
        bars.append((row, "drop-in", s["drop_in"]["ratio"]))
        for b in s["batch"]:
            bars.append(("    batch (" + b["lanefill"].rsplit("(", 1)[-1].rstrip(")") + ")", "batch",
                         b["ratio"]))
        for b in s["other_compiler"]:
            bars.append(("    " + b["lanefill"].rsplit("(", 1)[-1].rstrip(")"),
                         "the other compiler", b["ratio"]))
    return bars


def chart(standing, title, path):
    drawing = pyplot("peer_report.py")
    if drawing is None:
        return False
    plt, Patch = drawing
    bars = bars_of(standing)
    if not bars:
        print("peer_report.py: nothing to chart", file=sys.stderr)
        return False
    height = 0.26 * len(bars) + 1.6
    fig, ax = plt.subplots(figsize=(11, height))
    ys = list(range(len(bars)))[::-1]
    medians = [m for (_, _, (_, m, _)) in bars]
    lows = [m - q1 for (_, _, (q1, m, _)) in bars]
    highs = [q3 - m for (_, _, (_, m, q3)) in bars]
    ax.barh(ys, [m - 1.0 for m in medians], left=1.0, color=[COLORS[k] for (_, k, _) in bars],
            height=0.72)
    ax.errorbar(medians, ys, xerr=[lows, highs], fmt="none", ecolor="black", elinewidth=0.8,
                capsize=2)
    low = min(1.0, min(q1 for (_, _, (q1, _, _)) in bars))
    high = max(1.0, max(q3 for (_, _, (_, _, q3)) in bars))
    pad = (high - low) * 0.12 + 0.02
    for y, (_, _, (q1, m, q3)) in zip(ys, bars):
        if m >= 1.0:
            ax.text(q3 + pad * 0.1, y, f"{m:.2f}x", va="center", ha="left", fontsize=8)
        else:
            ax.text(q1 - pad * 0.1, y, f"{m:.2f}x", va="center", ha="right", fontsize=8)
    ax.set_yticks(ys)
    ax.set_yticklabels([label for (label, _, _) in bars], fontsize=8.5)
    ax.set_xlim(low - pad, high + pad)
    ax.set_ylim(-0.6, len(bars) - 0.4)
    ax.axvline(1.0, color="black", linewidth=1.2, linestyle="--")
    ax.set_xlabel("best peer's time / lanefill's (paired per round, median; whiskers q1-q3): "
                  "above 1.0 lanefill is faster", fontsize=9)
    ax.grid(axis="x", alpha=0.3)
    ax.set_axisbelow(True)
    fig.legend(handles=[Patch(color=c, label=k) for k, c in COLORS.items()], loc="upper right",
               ncol=3, fontsize=8, frameon=False, bbox_to_anchor=(0.99, 0.995))
    fig.suptitle(title, fontsize=10, x=0.01, ha="left", y=0.995)
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.5 / height))
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return True


def main(argv):
    """peer_chart.py STANDING.json PNG: the chart of a saved table, peer_report.py's OUT.json or
    a CPU's logged figures (bench/data/peers/*.json: the same "cpu" and "standing" keys)."""
    import json
    if len(argv) != 3:
        print("usage: peer_chart.py STANDING.json PNG", file=sys.stderr)
        return 2
    try:
        with open(argv[1]) as f:
            table = json.load(f)
        standing, cpu = table["standing"], table["cpu"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"peer_chart.py: {argv[1]}: not a peer table ({e})", file=sys.stderr)
        return 2
    title = "\n".join(cpu[:1] + ["; ".join(cpu[1:])])
    return 0 if chart(standing, title, argv[2]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
