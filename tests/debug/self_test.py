#!/usr/bin/env python3
"""step_kernels.py catches an unreadable line (ctest: debug.step.self_test).

  self_test.py SOURCE_DIR BUILD_DIR PROBE CC

Copies include/ and joins the three statements that open
lanefill_u64_othello_potential_moves into one long line, as a macro's
expansion would be; the scalar step test over that copy must fail and name it."""

import os
import re
import shutil
import subprocess
import sys
import tempfile

source, build, probe, cc = sys.argv[1:5]
step = os.path.join(os.path.dirname(os.path.abspath(__file__)), "step_kernels.py")
with tempfile.TemporaryDirectory() as tmp:
    shutil.copytree(os.path.join(source, "include"), os.path.join(tmp, "include"))
    path = os.path.join(tmp, "include", "lanefill", "native", "u64_kernels.h")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    body = re.search(r"(lanefill_u64_othello_potential_moves\([^)]*\) \{\n)"
                     r"((?:  const [^\n]*\n){3})", text)
    if not body:
        sys.exit("the mutant's three statements are not in u64_kernels.h; update the self test")
    joined = " ".join(line.strip() for line in body.group(2).splitlines())
    text = text.replace(body.group(2), "  " + joined + "\n", 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    r = subprocess.run([sys.executable, step, tmp, build, probe, "scalar", cc],
                       capture_output=True, text=True)
    out = r.stdout + r.stderr
    if r.returncode == 0 or "not a readable line" not in out:
        sys.exit(f"a kernel line of {len(joined)} characters was not caught "
                 f"(exit {r.returncode}):\n{out}")
print("caught:", next(line for line in out.splitlines() if "not a readable line" in line))
