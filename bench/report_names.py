"""Names bench/report.py shares with its chart (bench/report_chart.py): the ISAs
and algorithms, read from lanefill's registry so that they cannot drift
(simd/registry.json), and the workloads of lanefill_bench and `lanefill bench`."""

import json
import os

_REGISTRY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "simd",
                         "registry.json")

with open(_REGISTRY, encoding="utf-8") as _f:
    _registry = json.load(_f)

ISAS = [isa["name"] for isa in _registry["isas"]]
ALGORITHMS = [algorithm["name"] for algorithm in _registry["algorithms"]]
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
