#!/usr/bin/env python3
"""The code's structure, as a reader meets it:

  --macros      no macro of the project expands a macro that expands a third
                (two levels at most): every #define in the code folders, the
                macros its expansion names (a token pasted onto a prefix, as
                in PREFIX_##x, names every macro with that prefix) followed
                to the bottom. Only the project's own macros count.
  --once        no header is included twice into one translation unit: every
                header under include/ has an include guard or #pragma once
                (entries.def, the list tests walk, aside), no code file outside
                tests/ includes entries.def, and each public header compiled
                with `-H` (and the inline path with each target's flags) opens
                no file twice.

usage: check_structure.py --root DIR --macros
       check_structure.py --root DIR --once --compiler CXX --include DIR...
                          [--case "name|flags|headers" ...]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

CODE_DIRS = ["include", "lib", "simd", "tools", "examples", "bench", "python/src", "tests"]
SUFFIXES = (".h", ".hpp", ".c", ".cpp", ".def", ".in")


def code_files(root, dirs=CODE_DIRS):
    for d in dirs:
        for base, _, names in os.walk(os.path.join(root, d)):
            for name in sorted(names):
                if name.endswith(SUFFIXES):
                    yield os.path.join(base, name)


def definitions(path):
    """(name, body, line) of each #define of a file, continuation lines joined."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        start = i
        while line.endswith("\\") and i + 1 < len(lines):
            i += 1
            line = line[:-1] + " " + lines[i]
        m = re.match(r"^\s*#\s*define\s+(\w+)(\([^)]*\))?\s*(.*)$", line)
        if m:
            body = re.sub(r"/\*.*?\*/|//.*$", " ", m.group(3))
            body = re.sub(r'"(?:[^"\\]|\\.)*"', '""', body)
            yield m.group(1), body, start + 1
        i += 1


def check_macros(root):
    macros = {}
    for path in code_files(root):
        for name, body, line in definitions(path):
            macros.setdefault(name, []).append((body, os.path.relpath(path, root), line))

    def references(body):
        found = set()
        for prefix in re.findall(r"\b(\w+)\s*##", body):
            found |= {m for m in macros if m.startswith(prefix) and m != prefix}
        for token in re.findall(r"\b[A-Za-z_]\w*\b", body):
            if token in macros:
                found.add(token)
        return found

    depth = {}

    def depth_of(name, seen=()):
        if name in depth:
            return depth[name]
        if name in seen:
            return 1  # self-reference: the preprocessor does not expand it again
        deepest = 0
        for body, _, _ in macros[name]:
            for ref in references(body):
                deepest = max(deepest, depth_of(ref, seen + (name,)))
        depth[name] = 1 + deepest
        return depth[name]

    problems = []
    for name in sorted(macros):
        if depth_of(name) > 2:
            body, path, line = macros[name][0]
            chain = [name]
            while True:
                nexts = [r for b, _, _ in macros[chain[-1]] for r in references(b)
                         if depth_of(r) == depth_of(chain[-1]) - 1]
                if not nexts or len(chain) > 6:
                    break
                chain.append(nexts[0])
            problems.append(f"{path}:{line}: {name} expands {depth_of(name)} levels deep: "
                            + " -> ".join(chain))
    for p in problems:
        print(p)
    print(f"{len(macros)} macros of the project, {len(problems)} deeper than two levels")
    return 1 if problems else 0


def check_once(root, compiler, includes, cases):
    problems = []
    for path in code_files(root, ["include"]):
        if path.endswith("entries.def"):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        stripped = re.sub(r"/\*.*?\*/|//[^\n]*", "", text, flags=re.S).lstrip()
        guarded = (stripped.startswith("#pragma once") or
                   re.match(r"#ifndef (\w+)\s*\n\s*#define \1\b", stripped) or
                   # a target header of the inline path: one target per file
                   re.match(r"#(ifndef |if !defined\()LANEFILL_NATIVE_H_TARGET\b", stripped))
        if not guarded:
            problems.append(f"{os.path.relpath(path, root)}: no include guard or #pragma once")
    for path in code_files(root):
        rel = os.path.relpath(path, root)
        if rel.startswith(("bench/support/", "tests/")):
            continue  # the oracle's and the tests' walks of the list
        with open(path, encoding="utf-8", errors="replace") as f:
            if re.search(r'#\s*include\s+"lanefill/entries\.def"', f.read()):
                problems.append(f"{rel}: includes lanefill/entries.def (its code is generated)")
    compiled = 0
    with tempfile.TemporaryDirectory() as work:
        for case in cases:
            name, flags, headers = case.split("|")
            for header in headers.split():
                language = "c" if header.endswith(".h") and "native.hpp" not in header else "c++"
                source = os.path.join(work, "tu." + ("c" if language == "c" else "cpp"))
                with open(source, "w") as f:
                    f.write(f"#include <lanefill/{header}>\n")
                std = "-std=c11" if language == "c" else "-std=c++17"
                cmd = [compiler, "-x", language, std, "-fsyntax-only", "-H", *flags.split(),
                       *[f"-I{i}" for i in includes], source]
                run = subprocess.run(cmd, capture_output=True, text=True)
                if run.returncode != 0:
                    problems.append(f"{name}: {header} does not compile: {run.stderr[:400]}")
                    continue
                opened = [line.lstrip(".").strip() for line in run.stderr.splitlines()
                          if re.match(r"^\.+ ", line)]
                ours = [o for o in opened if "/lanefill/" in o]
                twice = sorted({o for o in ours if ours.count(o) > 1})
                for o in twice:
                    problems.append(f"{name}: {header} opens {o} {ours.count(o)} times")
                compiled += 1
    for p in problems:
        print(p)
    print(f"{compiled} translation units: {len(problems)} problems")
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", required=True)
    parser.add_argument("--macros", action="store_true")
    parser.add_argument("--once", action="store_true")
    parser.add_argument("--compiler")
    parser.add_argument("--include", action="append", default=[])
    parser.add_argument("--case", action="append", default=[])
    args = parser.parse_args()
    if args.macros:
        return check_macros(args.root)
    if args.once:
        return check_once(args.root, args.compiler, args.include, args.case)
    parser.error("--macros or --once")


if __name__ == "__main__":
    sys.exit(main())
