#!/usr/bin/env python3
"""Every inline kernel stepped in gdb lands in readable source (ctest: debug.step.<isa>).

  step_kernels.py SOURCE_DIR BUILD_DIR PROBE ISA CC [FLAGS...]

Writes a C program that calls every lanefill_native_<name> of
include/lanefill/native/calls.h once (the arguments made from the
prototypes' types), builds it with `CC -O0 -g FLAGS` (the inline target's
flags), then in gdb breaks on each call and steps through it. A kernel
passes when the steps reach at least two lines of its body below the call
(a kernel file of include/lanefill/native/, not calls.h) and every line
they stop on is a line a person can read: at most 120 characters, no macro
definition, no token pasting. A CPU that cannot run ISA: exit 77 (skipped),
with the probe's reason."""

import json
import os
import re
import subprocess
import sys
import tempfile

SOURCE, BUILD, PROBE, ISA, CC = sys.argv[1:6]
FLAGS = sys.argv[6:]
CALLS = os.path.join(SOURCE, "include", "lanefill", "native", "calls.h")
MAX_STEPS = 60  # per kernel; enough to reach the body of every one
N = 9  # batch length: more than a vector's lanes, with a tail

probe = subprocess.run([PROBE, ISA], capture_output=True, text=True)
if probe.returncode != 0:
    print(probe.stdout + probe.stderr, end="")
    sys.exit(77 if probe.returncode == 77 else 1)

with open(CALLS, encoding="utf-8") as f:
    calls_text = f.read()
prototypes = re.findall(r"static inline ([\w\s*]+?)\s*\b(lanefill_native_\w+)\(([^)]*)\)\s*\{",
                        calls_text)
kernels = [(ret.strip(), name, " ".join(params.split())) for ret, name, params in prototypes
           if name != "lanefill_native_kernels"]
if len(kernels) < 20:
    sys.exit(f"only {len(kernels)} kernels found in {CALLS}")

# Arguments by parameter: a board position both chess and Othello accept
# (the start position's discs; d4 occupied for the chess square queries).
SCALARS = {"square": "19", "player": "0x0000000810000000ull",
           "opponent": "0x0000001008000000ull", "occupied": "0x0000101818402000ull",
           "orth": "0x0000000000002000ull", "diag": "0x0000000000400000ull"}
CHESS_SQUARE = "27"  # d4, on the chess boards above
ARRAYS = {"squares": "squares", "player": "player_n", "opponent": "opponent_n",
          "occupied": "occupied_n", "orth": "orth_n", "diag": "diag_n"}


def argument(kernel, param):
    words = param.replace("*", " * ").split()
    pname = re.sub(r"\[.*", "", words[-1])
    pointer = "*" in words or "[" in param
    if pname == "n":
        return "N"
    if pname == "out":
        if "lanefill_square_rays_t" in param:
            return "&rays"
        if "lanefill_slider_threats_t" in param:
            return "&threats"
        if "uint8_t" in param:
            return "out_bytes"
        return "out_words"
    if pointer:
        return ARRAYS[pname]
    if pname == "square" and not kernel.startswith("lanefill_native_othello"):
        return CHESS_SQUARE
    return SCALARS[pname]


lines = ['#include <stdint.h>', '#include <stdio.h>', '#include "lanefill/native.h"',
         f"#define N {N}", "int main(void) {", "  uint8_t squares[N], out_bytes[N];",
         "  uint64_t player_n[N], opponent_n[N], occupied_n[N], orth_n[N], diag_n[N];",
         "  uint64_t out_words[N > 8 ? N : 8], sink = 0;",
         "  lanefill_square_rays_t rays; lanefill_slider_threats_t threats;",
         "  for (int i = 0; i < N; ++i) {",
         f"    squares[i] = 19; player_n[i] = {SCALARS['player']};",
         f"    opponent_n[i] = {SCALARS['opponent']}; occupied_n[i] = {SCALARS['occupied']};",
         f"    orth_n[i] = {SCALARS['orth']}; diag_n[i] = {SCALARS['diag']};", "  }"]
for ret, name, params in kernels:
    args = ", ".join(argument(name, p.strip()) for p in params.split(",") if p.strip())
    call = f"{name}({args})"
    lines.append(f"  sink ^= (uint64_t){call};" if ret != "void" else f"  {call};")
lines += ['  printf("%llu %llu\\n", (unsigned long long)sink, (unsigned long long)out_words[0]);',
          "  return 0;", "}"]

GDB_SCRIPT = r'''
import gdb, json
names = %s
gdb.execute("set pagination off")
gdb.execute("set confirm off")
for n in names:
    gdb.Breakpoint(n, internal=True)
visits = {}
gdb.execute("run", to_string=True)
while True:
    try:
        frame = gdb.selected_frame()
    except gdb.error:
        break
    name = frame.name()
    if name not in names or name in visits:
        try:
            gdb.execute("continue", to_string=True)
        except gdb.error:
            break
        continue
    stops = []
    for _ in range(%d):
        gdb.execute("step", to_string=True)
        try:
            f = gdb.selected_frame()
        except gdb.error:
            break
        if f.name() == "main":
            break
        sal = f.find_sal()
        if sal.symtab is not None:
            stops.append([sal.symtab.fullname(), sal.line, f.name()])
    visits[name] = stops
    try:
        gdb.execute("continue", to_string=True)
    except gdb.error:
        break
with open(%r, "w") as out:
    json.dump(visits, out)
'''

NATIVE_DIR = os.path.realpath(os.path.join(SOURCE, "include", "lanefill", "native"))
problems = []
with tempfile.TemporaryDirectory() as tmp:
    program = os.path.join(tmp, "step.c")
    with open(program, "w") as f:
        f.write("\n".join(lines) + "\n")
    binary = os.path.join(tmp, "step")
    build = subprocess.run([CC, "-O0", "-g", "-std=c99", *FLAGS,
                            "-I", os.path.join(SOURCE, "include"),
                            "-I", os.path.join(BUILD, "include"), program, "-o", binary],
                           capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit(f"the step program does not build:\n{build.stderr}")
    result = os.path.join(tmp, "visits.json")
    script = os.path.join(tmp, "step.py")
    with open(script, "w") as f:
        f.write(GDB_SCRIPT % ([n for _, n, _ in kernels], MAX_STEPS, result))
    gdb = subprocess.run(["gdb", "-batch", "-nx", "-x", script, binary], capture_output=True,
                         text=True, timeout=600)
    if not os.path.exists(result):
        sys.exit(f"gdb wrote no result:\n{gdb.stdout[-3000:]}\n{gdb.stderr[-3000:]}")
    with open(result) as f:
        visits = json.load(f)

source_lines = {}
for _, name, _ in kernels:
    stops = visits.get(name)
    if stops is None:
        problems.append(f"{name}: gdb never stopped in it")
        continue
    body = set()
    for path, line, function in stops:
        if path not in source_lines:
            with open(path, encoding="utf-8", errors="replace") as f:
                source_lines[path] = f.read().split("\n")
        text = source_lines[path][line - 1] if 0 < line <= len(source_lines[path]) else ""
        where = f"{os.path.relpath(path, SOURCE)}:{line}"
        unreadable = f"{name}: a step stops on {where}, not a readable line: {text[:80]!r}"
        if ((len(text) > 120 or text.lstrip().startswith("#define") or "##" in text)
                and unreadable not in problems):
            problems.append(unreadable)
        if (os.path.dirname(os.path.realpath(path)) == NATIVE_DIR
                and os.path.basename(path) != "calls.h"):
            body.add((path, line))
    if len(body) < 2:
        problems.append(f"{name}: the steps reach {len(body)} line(s) of its body: "
                        + ", ".join(f"{os.path.basename(p)}:{n} ({fn})" for p, n, fn in stops[:6]))
    else:
        files = sorted({os.path.basename(p) for p, _ in body})
        print(f"{name}: {len(stops)} steps, {len(body)} lines of {', '.join(files)}")

for p in problems:
    print("FAIL", p)
if problems:
    sys.exit(1)
print(f"{ISA}: all {len(kernels)} inline kernels step line by line in readable source")
