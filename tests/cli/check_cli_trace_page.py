#!/usr/bin/env python3
"""The page of `lanefill trace --html` in headless Chromium: step through it with
its own buttons and check the lane values it shows against the CLI's trace.

    check_cli_trace_page.py LANEFILL_EXE WORKDIR [--screenshot PNG]

LANEFILL_EMULATOR in the environment: the command that runs a cross-built
LANEFILL_EXE (qemu-aarch64 -L ..., scripts/wine-run.sh).

For every ISA, a rays trace: the CLI's text gives each step's lanes in hex;
the page, opened with ?press=next,...,prev,view (buttons clicked in order),
must show the same step and lanes in <pre id="shown">. Exit 0 when all agree,
1 on a difference, 77 (ctest: skipped, with the reason) when Chromium cannot
start here.
"""

import os
import re
import shlex
import shutil
import subprocess
import sys


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


PROFILE = None  # a fresh profile of our own: a desktop's running Chromium never takes the page


def browser_args(exe):
    return [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--allow-file-access-from-files", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", f"--user-data-dir={PROFILE}"]


def dump_dom(exe, url):
    """Exit code and DOM of the page; (None, reason) if Chromium hangs (a loaded machine)."""
    try:
        out = subprocess.run(browser_args(exe) + ["--dump-dom", url], capture_output=True,
                             encoding="utf-8", errors="replace", timeout=300)
    except subprocess.TimeoutExpired:
        return None, "chromium did not answer within 300 s"
    return out.returncode, out.stdout


def cli_steps(text):
    """Per step (1-based), the lanes' hex values printed by the CLI."""
    steps, current = {}, None
    for line in text.splitlines():
        m = re.match(r"^step (\d+) of (\d+):", line)
        if m:
            current = int(m.group(1))
            continue
        if current and re.match(r"^    0x[0-9a-f]{16}", line) and current not in steps:
            steps[current] = line.split()
    return steps


def expected_state(presses, steps):
    """The step and lane view the page's buttons lead to (as the page's script
    defines them: back and forward stop at the ends; the lane view cycles
    every lane, lane 0, lane 1, ... of the step shown)."""
    step, view = 1, -1
    for press in presses:
        if press == "next":
            step = min(step + 1, max(steps))
        elif press == "prev":
            step = max(step - 1, 1)
        elif press == "view":
            view = view + 1 if view + 1 < len(steps[step]) else -1
    return step, "all" if view < 0 else view


def shown(dom):
    m = re.search(r'<pre id="shown">([^<]*)</pre>', dom)
    return m.group(1).strip() if m else None


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    lanefill, work = argv[1], argv[2]
    screenshot = argv[argv.index("--screenshot") + 1] if "--screenshot" in argv else None
    browser = chromium()
    if browser is None:
        print("SKIP: no chromium on PATH (Debian package chromium)")
        return 77
    os.makedirs(work, exist_ok=True)
    global PROFILE
    PROFILE = os.path.join(work, "chromium-profile")
    shutil.rmtree(PROFILE, ignore_errors=True)
    probe = os.path.join(work, "probe.html")
    with open(probe, "w", encoding="utf-8") as f:
        f.write('<!doctype html><pre id="shown">ok</pre>')
    try:
        code, dom = dump_dom(browser, "file://" + probe)
    except OSError as e:
        print(f"SKIP: chromium cannot start here ({e})")
        return 77
    if code != 0 or shown(dom) != "ok":
        print(f"SKIP: chromium cannot start here ({dom if code is None else f'exit {code}'})")
        return 77
    failures = checks = 0
    isas = ["scalar", "sse2", "avx2", "avx512", "neon"]
    for isa in isas:
        page = os.path.join(work, f"trace-{isa}.html")
        emulator = shlex.split(os.environ.get("LANEFILL_EMULATOR", ""))
        run = subprocess.run(emulator + [lanefill, "trace", "--isa", isa, "--html", page],
                             capture_output=True, encoding="utf-8")
        if run.returncode != 0:
            print(f"{isa}: lanefill trace exited {run.returncode}: {run.stderr.strip()}")
            failures += 1
            continue
        steps = cli_steps(run.stdout)
        last = max(steps)
        # forward to step 3, back one, forward to the end and past it, lane views
        cases = [["next", "next", "prev"], ["next"] * (last + 2), ["next", "view"],
                 ["prev", "next", "next", "view", "view"]]
        for presses in cases:
            step, view = expected_state(presses, steps)
            code, dom = dump_dom(browser, "file://" + page + "?press=" + ",".join(presses))
            if code is None:
                failures += 1
                print(f"{isa} press={','.join(presses)}: {dom}")
                continue
            want_lanes = steps[step] if view == "all" else [steps[step][view]]
            want = f"step={step} view={view} lanes={','.join(want_lanes)}"
            got = shown(dom)
            checks += 1
            if got != want:
                failures += 1
                print(f"{isa} press={','.join(presses) or '-'}: page shows {got!r}, CLI {want!r}")
    if screenshot:
        page = os.path.join(work, "trace-avx2.html")
        subprocess.run(browser_args(browser) + [f"--screenshot={screenshot}",
                       "--window-size=1100,760", "file://" + page + "?press=next,next,next"],
                       capture_output=True, timeout=120)
        print(f"screenshot: {screenshot}")
    print(f"{checks} page states checked against the CLI's trace, {failures} differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
