#!/usr/bin/env python3
"""ctest checks of `lanefill bench` (tests/cli/cli_tests.cmake). Nothing here is
about speed: the checks are on the shape of the output, never on timings.

    check_cli_bench.py json EXE OUT.json      run EXE bench --json --quick, validate, keep OUT
    check_cli_bench.py report OUT.json REPORT.py DIR   report.py on it: tables, and a chart
                                                       when matplotlib is importable
"""

import json
import math
import os
import shlex
import subprocess
import sys

WORKLOADS = ["rays", "queen", "map", "queen_batch", "map_batch", "threats"]
TABLE_WORKLOADS = ["queen", "map", "queen_batch", "map_batch", "threats"]  # with PEXT/magic baselines


def fail(message):
    print(f"check_cli_bench: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def check_json(exe, out):
    # LANEFILL_EMULATOR: the command that runs a cross-built binary (qemu-aarch64 -L ...).
    emulator = shlex.split(os.environ.get("LANEFILL_EMULATOR", ""))
    run = subprocess.run(emulator + [exe, "bench", "--json", "--quick", "--seconds", "0.002"],
                         capture_output=True, encoding="utf-8", timeout=600)
    if run.returncode != 0:
        fail(f"exit {run.returncode}; stderr: {run.stderr.strip()[:500]}")
    with open(out, "w", encoding="utf-8") as f:
        f.write(run.stdout)
    tool = subprocess.run([sys.executable, "-m", "json.tool", out], capture_output=True, text=True)
    if tool.returncode != 0:
        fail(f"python3 -m json.tool rejects the output: {tool.stderr.strip()[:300]}")
    doc = json.loads(run.stdout)
    for key in ("machine", "compiler", "active_isa", "active_reason", "clock_ghz", "entries",
                "verdicts"):
        if key not in doc:
            fail(f"no '{key}' in the document")
    if not doc["machine"].get("cpu_model"):
        fail("no machine.cpu_model")
    clock = doc["clock_ghz"]
    if clock is not None and not 1 <= clock <= 6:
        fail(f"clock_ghz {clock} outside 1..6 should have been reported as null")
    entries = doc["entries"]
    for e in entries:
        for key in ("workload", "algorithm", "isa", "ns_per_item", "ratio_to_pext", "bound_ns",
                    "plan_choice"):
            if key not in e:
                fail(f"entry {e.get('name')} has no '{key}'")
        ns = e["ns_per_item"]
        if "error" in e:
            fail(f"entry {e['name']} was reported wrong: {e['error']}")
        if not (isinstance(ns, (int, float)) and math.isfinite(ns) and ns > 0):
            fail(f"entry {e['name']}: ns_per_item {ns!r} is not a positive number")
    by_workload = {w: [e for e in entries if e["workload"] == w] for w in WORKLOADS}
    for w, es in by_workload.items():
        kinds = {e["kind"] for e in es}
        if not {"table", "dispatched"} <= kinds:
            fail(f"workload {w}: kinds {sorted(kinds)}, expected tables and a dispatched entry")
        if not any(e["isa"] == "scalar" and e["kind"] == "table" for e in es):
            fail(f"workload {w}: no scalar table")
    if sorted(v["workload"] for v in doc["verdicts"]) != sorted(WORKLOADS):
        fail("verdicts do not cover every workload")
    # The PEXT baseline runs where the CPU reports BMI2: lanefill's own CPUID
    # reading, as the document states it (not /proc/cpuinfo, which a kernel
    # may edit, e.g. with clearcpuid=).
    bmi2 = "bmi2" in doc["machine"].get("cpu_features", "").split()
    for w in TABLE_WORKLOADS:
        algos = {e["algorithm"] for e in by_workload[w] if e["kind"] == "baseline"}
        if "magic" not in algos:
            fail(f"workload {w}: no magic baseline")
        if bmi2 and "pext" not in algos:
            fail(f"workload {w}: the CPU has BMI2 but there is no pext baseline")
        if not bmi2 and "pext" in algos:
            fail(f"workload {w}: a pext baseline on a CPU without BMI2")
        pext = [e for e in by_workload[w] if e["algorithm"] == "pext"]
        if pext and pext[0]["ratio_to_pext"] != 1:
            fail(f"workload {w}: pext's own ratio_to_pext is {pext[0]['ratio_to_pext']}")
    print(f"check_cli_bench: {len(entries)} entries, {len(WORKLOADS)} workloads, "
          f"pext {'present' if bmi2 else 'absent'}: ok")


def check_report(json_path, report_py, out_dir):
    md, png = os.path.join(out_dir, "cli-bench.md"), os.path.join(out_dir, "cli-bench.png")
    for stale in (md, png):
        if os.path.exists(stale):
            os.remove(stale)
    run = subprocess.run([sys.executable, report_py, json_path, "--require-table",
                          "--markdown", md, "--chart", png], capture_output=True,
                         encoding="utf-8")
    if run.returncode != 0:
        fail(f"report.py exit {run.returncode}: {run.stderr.strip()[:500]}")
    for w in WORKLOADS:
        if f"## {w}:" not in run.stdout:
            fail(f"report.py printed no table for {w}")
    if "| entry | ns/item |" not in run.stdout:
        fail("report.py printed no ranking table")
    try:
        import matplotlib  # noqa: F401
        has_mpl = True
    except ImportError:
        has_mpl = False
    if has_mpl:
        with open(png, "rb") as f:
            if f.read(8) != b"\x89PNG\r\n\x1a\n":
                fail("the chart is not a PNG")
        print("check_cli_bench: report tables and chart: ok")
    else:
        if "chart skipped" not in run.stderr:
            fail("no chart and no message saying why")
        print("check_cli_bench: report tables ok; matplotlib missing, chart skipped with a message")


def main(argv):
    if len(argv) == 4 and argv[1] == "json":
        check_json(argv[2], argv[3])
    elif len(argv) == 5 and argv[1] == "report":
        check_report(argv[2], argv[3], argv[4])
    else:
        fail("usage: check_cli_bench.py json EXE OUT | report JSON REPORT_PY DIR")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
