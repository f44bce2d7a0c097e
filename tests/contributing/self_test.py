#!/usr/bin/env python3
"""check_guide.py catches what it claims to (ctest: contributing.self_test):
the guide with a file renamed, a function renamed, a shape row dropped, an
entry missing from a shape's row and a ctest selection that selects nothing
must each fail with its message; the guide as it is must pass.

  self_test.py SOURCE_DIR [BUILD_DIR [CTEST CMAKE]]

Given BUILD_DIR alone (a cross build, or one without every part) the guide
is checked against the tree and that build's generated headers only, and the
ctest-selection mutant is skipped."""

import os
import re
import subprocess
import sys
import tempfile

source = sys.argv[1]
build_args = sys.argv[2:5]
checker = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check_guide.py")
with open(os.path.join(source, "CONTRIBUTING.md"), encoding="utf-8") as f:
    guide = f.read()

# A row of the shape table with two entries or more, and the same row with its
# last entry left out (any row of the kind the guide's example adds to).
ROW = re.search(r"^\| `\w+` \| .*, (`\w+`) \|$", guide, re.M)
MUTANTS = [
    ("a file renamed", "`include/lanefill/native/u64.h`", "`include/lanefill/native/u64x.h`",
     "u64x.h`, which is not in the tree"),
    ("a function renamed", "`implementation_of", "`implementation_off",
     "`implementation_off`, which no file of the tree has"),
    ("a shape row dropped", "| `last_move` |", "| dropped |",
     "the shape last_move (scripts/codegen/shapes.py) is not in the guide"),
    ("an entry left out", ROW.group(0), ROW.group(0).replace(", " + ROW.group(1), ""),
     "as the entries of"),
    ("a selection of no test", "ctest --test-dir build -R 'native\\.'",
     "ctest --test-dir build -R 'natives\\.'", "selects no test of this build"),
]
BUILD_ONLY = {"a selection of no test"}


def run(text):
    with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as f:
        f.write(text)
    try:
        env = dict(os.environ, LANEFILL_GUIDE=f.name)
        r = subprocess.run([sys.executable, checker, source, *build_args], env=env,
                           capture_output=True, text=True)
        return r.returncode, r.stdout + r.stderr
    finally:
        os.unlink(f.name)


failures = 0
code, out = run(guide)
if code != 0:
    print("the guide as it is fails:\n" + out)
    failures += 1
for what, old, new, expected in MUTANTS:
    if what in BUILD_ONLY and len(build_args) < 3:
        print(f"{what}: skipped (no build to check selections against)")
        continue
    if old not in guide:
        print(f"{what}: the guide no longer has {old!r}; update the mutant")
        failures += 1
        continue
    code, out = run(guide.replace(old, new, 1))
    if code == 0 or expected not in out:
        print(f"{what}: not caught (exit {code}, wanted {expected!r}):\n{out}")
        failures += 1
    else:
        print(f"{what}: caught")
sys.exit(1 if failures else 0)
