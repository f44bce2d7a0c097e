"""Names bench/report.py shares with its chart (bench/report_chart.py): the ISAs
and algorithms, read from lanefill's own lists so that they cannot drift (the ISA
registry include/lanefill/isas.hpp, LANEFILL_ALGORITHM_LIST in kernels.hpp),
and the workloads of lanefill_bench and `lanefill bench`."""

import os
import re

_INCLUDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "include", "lanefill")


def _read(name):
    with open(os.path.join(_INCLUDE, name), encoding="utf-8") as f:
        return f.read()


def _isas():
    """Registry order: X(name, architecture, "flags", "features", inline_target)."""
    return re.findall(r'X\(([a-z0-9_]+), [a-z0-9_]+, "[^"]*", "[^"]*", [a-z0-9_]+\)',
                      _read("isas.hpp"))


def _algorithms():
    text = _read("kernels.hpp")
    block = text[text.index("#define LANEFILL_ALGORITHM_LIST"):]
    block = block[: block.index("// clang-format on")]
    return re.findall(r"X\(([a-z0-9_]+)\)", block)


ISAS = _isas()
ALGORITHMS = _algorithms()
assert "scalar" in ISAS and "kogge_stone" in ALGORITHMS, "cannot read lanefill's lists"
WORKLOADS = {
    "rays": "8-direction attack fill of one slider set (ray_attacks), ns per set",
    "queen": "single-square queen attacks, occupancy rand64() & rand64(), ns per queen",
    "map": "set-wise attack map (slider_attacks), ns per slider set",
    "queen_batch": "queen_attacks_batch, ns per board",
    "map_batch": "slider_attacks_batch, ns per slider set",
    "threats": "threat update of a square a move of a real game changes (slider_threats), ns per square",
}

def fmt_ns(ns):
    if ns is None:
        return "–"
    return f"{ns:.1f}" if ns >= 10 else f"{ns:.2f}"
