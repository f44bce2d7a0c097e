#!/usr/bin/env python3
"""Assembles the npm package `lanefill` from the two WebAssembly builds
(scripts/wasm.sh pack and js-test call it):

    python3 js/assemble.py SIMD128_TREE BASELINE_TREE OUT

OUT gets js/src's JavaScript and declarations, each build's module
(lanefill-wasm128.mjs/.wasm from the SIMD128 tree, lanefill-scalar.mjs/.wasm
from the baseline tree), package.json with the project's version, the README
(js/README.md), and the trace page (js/trace/trace.html with both inline
modules, as trace.html: one file, no network)."""

import os
import re
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def version():
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as f:
        m = re.search(r"project\(lanefill VERSION (\d+\.\d+\.\d+)", f.read())
    if not m:
        raise SystemExit("assemble.py: no `project(lanefill VERSION x.y.z` in CMakeLists.txt")
    return m.group(1)


def need(path):
    if not os.path.exists(path):
        raise SystemExit(f"assemble.py: {path} is missing (build it: bash scripts/wasm.sh build)")
    return path


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    simd128, baseline, out = sys.argv[1:]
    os.makedirs(out, exist_ok=True)
    src = os.path.join(ROOT, "js", "src")
    for name in sorted(os.listdir(src)):  # the modules and their declarations
        if name.endswith((".js", ".d.ts")):
            shutil.copy(os.path.join(src, name), os.path.join(out, name))
    shutil.copy(os.path.join(ROOT, "js", "README.md"), os.path.join(out, "README.md"))
    for tree, isa in [(simd128, "wasm128"), (baseline, "scalar")]:
        for ext in ["mjs", "wasm"]:
            shutil.copy(need(os.path.join(tree, "js", f"lanefill-{isa}.{ext}")),
                        os.path.join(out, f"lanefill-{isa}.{ext}"))
    with open(os.path.join(ROOT, "js", "package.json.in"), encoding="utf-8") as f:
        package = f.read().replace("@VERSION@", version())
    with open(os.path.join(out, "package.json"), "w", encoding="utf-8") as f:
        f.write(package)
    page = os.path.join(ROOT, "js", "trace", "trace.html")
    if os.path.exists(page):
        from trace_page import build_page  # js/trace_page.py
        build_page(page, simd128, baseline, os.path.join(out, "trace.html"))
    print(f"assemble: {out} (lanefill {version()})")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()
