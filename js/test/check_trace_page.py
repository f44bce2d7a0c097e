#!/usr/bin/env python3
"""The live trace page (js/trace/trace.html, assembled into the package as
trace.html) in headless Chromium: it loads lanefill from the page itself,
takes a click on a square, steps, and says "identical to the reference";
the lanes it shows are those the package computes in node for the same
request. A screenshot goes to the output.

    check_trace_page.py PACKAGE_DIR WORKDIR SCREENSHOT_PNG

Exit 0 when all agree, 1 on a difference, 77 (skipped, with the reason)
when Chromium cannot start here."""

import json
import os
import re
import shutil
import subprocess
import sys


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    return None


def run_page(exe, profile, url, extra=()):
    args = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", f"--user-data-dir={profile}", "--virtual-time-budget=30000", *extra]
    try:
        return subprocess.run(args + [url], capture_output=True, encoding="utf-8",
                              errors="replace", timeout=300)
    except subprocess.TimeoutExpired:
        return None


def state_of(dom, element):
    m = re.search(rf'<pre id="{element}">([^<]*)</pre>', dom)
    return m.group(1).strip() if m else None


def page_state(exe, profile, url, element, attempts=5):
    """The page's `element` once the page has computed it: (run, state).
    Chromium's virtual time does not wait for WebAssembly compiling on
    background threads, so a first load (no code cache yet) can be dumped
    before lanefill is ready: an empty state. Loaded again (the profile
    keeps the compiled module), it is."""
    run, state = None, None
    for _ in range(attempts):
        run = run_page(exe, profile, url, ["--dump-dom"])
        if run is None or run.returncode != 0:
            return run, None
        state = state_of(run.stdout, element)
        if state:
            return run, state
    return run, state


def expected_lanes(package, request, step):
    """The lanes of `step` (1-based) as the package computes them in node."""
    script = (
        "import { load } from " + json.dumps("file://" + os.path.join(package, "lanefill.js")) + ";"
        "const lf = await load();"
        "const r = JSON.parse(process.argv[1], (k, v) => typeof v === 'string' && /^\\d+n$/.test(v) ? BigInt(v.slice(0, -1)) : v);"
        "const t = lf.trace(r);"
        "console.log(t.steps[" + str(step - 1) + "].lanes.map((b) => '0x' + b.toString(16).padStart(16, '0')).join(','));")
    out = subprocess.run(["node", "--input-type=module", "-e", script, json.dumps(request)],
                         capture_output=True, encoding="utf-8")
    if out.returncode != 0:
        raise SystemExit(f"node: {out.stderr}")
    return out.stdout.strip()


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    package, work, screenshot = argv[1:]
    page = os.path.join(package, "trace.html")
    exe = chromium()
    if exe is None:
        print("SKIP: no chromium on PATH (Debian package chromium)")
        return 77
    os.makedirs(work, exist_ok=True)
    profile = os.path.join(work, "chromium-profile")
    shutil.rmtree(profile, ignore_errors=True)
    failures = 0
    # The page starts with a queen on d4 (27) and blockers on f6, d2, g4 (45, 11, 30).
    cases = [
        ("rays", "rook", [0], "next,next", "wasm128", "kogge_stone", 3),
        ("rays", "bishop", [9, 27], "next,next,next,prev", "scalar", "dumb7_unrolled", 3),
        ("rays", "blocker", [35], "last", "wasm128", "dumb7_unrolled", None),
        ("batch", "queen", [54], "next,next,next,next", "wasm128", "kogge_stone", 5),
        ("sbamg", "rook", [2], "next,next", "wasm128", "sbamg", 3),
    ]
    for kernel, tool, clicks, presses, isa, algorithm, step in cases:
        orth, diag, blockers = 1 << 27, 1 << 27, (1 << 45) | (1 << 11) | (1 << 30)
        for sq in clicks:  # the page's place(): a click on a piece takes it away
            b = 1 << sq
            had = (orth | diag | blockers) & b
            orth &= ~b
            diag &= ~b
            blockers &= ~b
            if not had:
                orth |= b if tool in ("rook", "queen") else 0
                diag |= b if tool in ("bishop", "queen") else 0
                blockers |= b if tool == "blocker" else 0
        url = (f"file://{page}?kernel={kernel}&tool={tool}&click={','.join(map(str, clicks))}"
               f"&press={presses}&isa={isa}&algorithm={algorithm}")
        run, state = page_state(exe, profile, url, "state")
        if run is None or run.returncode != 0:
            print(f"SKIP: chromium cannot run the page here ({'timeout' if run is None else run.stderr[-300:]})")
            return 77
        if not state:
            print(f"{url}: the page shows no state after 5 loads (did lanefill load?)\n{run.stdout[-2000:]}")
            failures += 1
            continue
        print(f"{kernel} {tool} {clicks} {presses} {isa} {algorithm}: {state}")
        if "verdict=identical to the reference" not in state:
            print("  not identical to the reference")
            failures += 1
        steps_shown = re.search(r"steps=(\d+)", state)
        if not steps_shown:
            print("  the state names no step count")
            failures += 1
            continue
        want_step = step if step is not None else int(steps_shown.group(1))
        if f"step={want_step} " not in state:
            print(f"  expected step {want_step}")
            failures += 1
        sliders = orth | diag
        square = (sliders & -sliders).bit_length() - 1 if sliders else 0
        request = {"kernel": kernel, "isa": isa, "algorithm": algorithm, "orth": f"{orth}n",
                   "diag": f"{diag}n", "occupied": f"{orth | diag | blockers}n", "square": square}
        lanes = expected_lanes(package, request, want_step)
        if f"lanes={lanes}" not in state:
            print(f"  the package in node gives lanes={lanes}")
            failures += 1
    # Othello: black plays d3 (19), white then has moves.
    _, othello = page_state(exe, profile, f"file://{page}?othello=19", "othello-state")
    print(f"othello after d3: {othello}")
    if not othello or not othello.startswith("white to move: 3 moves"):
        print("  expected white to move with 3 moves")
        failures += 1
    run_page(exe, profile, f"file://{page}?tool=rook&click=0&press=next,next,next&othello=19,18",
             [f"--screenshot={screenshot}", "--window-size=1200,900"])
    print(f"screenshot: {screenshot} ({os.path.getsize(screenshot) if os.path.exists(screenshot) else 0} bytes)")
    if not os.path.exists(screenshot):
        failures += 1
    print(f"trace page: {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
