#!/usr/bin/env python3
"""The kernel peer table's harness end to end (bench/peers): peer_inputs
writes the inputs from real positions; the self-test program registers the
ray-walk oracle as a peer of every kernel (which must come out equal to
lanefill's and be timed in both forms every round), lanefill's batch entries
beside the single calls (equal, timed in the throughput form only) and one
wrong peer (which the check must catch, name and leave untimed, the program
exiting 1); the report prints where lanefill stands per kernel and form, the
table of every program, and flags the difference.

    check_harness.py PEER_INPUTS PEER_SELFTEST PEER_REPORT_PY"""
import importlib.util
import json
import os
import subprocess
import sys
import tempfile

KERNELS = {"rook_attacks", "bishop_attacks", "queen_attacks", "rook_and_bishop_attacks",
           "othello_moves", "othello_flips", "othello_last_flip_count", "othello_stable_discs",
           "othello_potential_moves"}
BATCHES = {"queen_attacks", "othello_moves", "othello_stable_discs", "othello_potential_moves"}
ROUNDS = 2


def fail(message):
    print("check_harness:", message)
    sys.exit(1)


def main(inputs_program, selftest, report):
    with tempfile.TemporaryDirectory() as d:
        out = subprocess.run([inputs_program, d], capture_output=True, text=True)
        if out.returncode != 0:
            fail(f"peer_inputs failed: {out.stderr}")
        for name in ("chess", "othello-positions", "othello-moves", "othello-last"):
            size = os.path.getsize(os.path.join(d, name + ".bin"))
            if size == 0 or size % 24 != 0:
                fail(f"{name}.bin has {size} bytes, not a list of 24-byte items")
        run = subprocess.run([selftest, "--inputs", d, "--rounds", str(ROUNDS), "--ms", "0.5"],
                             capture_output=True, text=True)
        if run.returncode != 1:
            fail(f"the self-test exited {run.returncode}, not 1 (one peer differs)")
        lines = [json.loads(line) for line in run.stdout.splitlines()]
        checks = [j for j in lines if j["type"] == "check"]
        equal = {j["kernel"] for j in checks if j["equal"] and j["impl"] == "oracle"}
        if equal != KERNELS:
            fail(f"the oracle came out equal on {sorted(equal)}, not every kernel")
        batches = {j["kernel"] for j in checks if j["equal"] and j["role"] == "lanefill-also"
                   and " batch " in j["impl"]}
        if batches != BATCHES:
            fail(f"the batch entries came out equal on {sorted(batches)}, not {sorted(BATCHES)}")
        wrong = [j for j in checks if j["impl"] == "wrong"]
        if len(wrong) != 1 or wrong[0]["equal"] or wrong[0]["lanefill"] == wrong[0]["peer"]:
            fail(f"the wrong peer was not caught with both answers: {wrong}")
        times = [j for j in lines if j["type"] == "time"]
        if any(j["impl"] == "wrong" for j in times):
            fail("the wrong peer was timed")
        for kernel in KERNELS:
            for form in ("latency", "throughput"):
                for role in ("lanefill", "peer", "lanefill-also"):
                    got = sorted(j["round"] for j in times if j["kernel"] == kernel and
                                 j["form"] == form and j["role"] == role)
                    batch = role == "lanefill-also" and kernel in BATCHES and form == "throughput"
                    want = list(range(ROUNDS)) if role != "lanefill-also" or batch else []
                    if got != want:
                        fail(f"{kernel} {form} {role}: rounds {got}, not {want}")
        if any(not j["ns"] > 0 for j in times):
            fail("a time that is not positive")
        results = os.path.join(d, "selftest.jsonl")
        with open(results, "w") as f:
            f.write(run.stdout)
        cpu = os.path.join(d, "cpu.txt")
        with open(cpu, "w") as f:
            f.write("cpu: the test's\n")
        png = os.path.join(d, "table.png")
        table = subprocess.run([sys.executable, report, os.path.join(d, "table.json"),
                                "--cpu", cpu, "--chart", png, f"selftest={results}"],
                               capture_output=True, text=True)
        if table.returncode != 1:
            fail(f"the report exited {table.returncode}, not 1 (a peer differs)")
        lines = table.stdout.splitlines()
        cells = [r.split(" | ") for r in lines if r.startswith("| ") and "selftest" in r]
        stands = {(c[0][2:], c[1]) for c in cells if c[1] in ("latency", "throughput")}
        every = {(c[0][2:], c[3]) for c in cells if c[1] == "selftest"}
        want = {(k, form) for k in KERNELS for form in ("latency", "throughput")}
        if not lines or lines[0] != "CPU: cpu: the test's" or stands != want or every != want \
                or "differs: selftest: wrong" not in table.stdout:
            fail(f"the report is not the CPU, one row per kernel and form in both tables and the "
                 f"difference:\n{table.stdout}")
        batch_rows = [c for c in cells if c[1] == "throughput" and c[0][2:] in BATCHES]
        if len(batch_rows) != len(BATCHES) or any(" batch " not in c[6] for c in batch_rows):
            fail(f"a batch is not beside its single call:\n{table.stdout}")
        if importlib.util.find_spec("matplotlib"):
            with open(png, "rb") as f:
                if f.read(8) != b"\x89PNG\r\n\x1a\n":
                    fail("--chart wrote no PNG")
            charted = "the chart drawn"
        elif "chart skipped" in table.stderr:
            charted = "the chart not checked: no matplotlib for " + sys.executable
        else:
            fail(f"without matplotlib the report did not say the chart was skipped: {table.stderr}")
    print(f"check_harness: {len(KERNELS)} kernels checked and timed, the wrong peer caught, "
          f"{charted}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    main(*sys.argv[1:])
