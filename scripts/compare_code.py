#!/usr/bin/env python3
"""Whether a change left the compiled code as it was: the instructions of
every function, this tree against another revision, compiled with the same
compiler and flags.

  compare_code.py BUILD_DIR REV [--files PATTERN ...] [--inline]

BUILD_DIR is a configured build of this tree (CMake writes its
compile_commands.json: configure with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON).
REV is checked out into a temporary git worktree and configured the same
way. Each translation unit whose path holds a PATTERN (default: simd/ and
lib/, the library) is compiled from both trees with this build's command;
the functions of the two objects are compared by name, instruction by
instruction (addresses and jump targets aside). --inline also compiles every
lanefill_native_<name> of lanefill/native/calls.h, each in a function of its
own, for each inline target with g++ and clang (the inline path a C or C++
caller compiles). Prints each object or target and the functions that
differ; exits 1 when one does. A function only one side has (a rename) is
listed as such, with whether its instructions match the other side's
function of the same size."""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = {"scalar": "", "avx2": "-mavx2 -mbmi -mbmi2 -mpopcnt", "avx512": "-march=x86-64-v4",
           "avx512icl": "-march=icelake-server"}


def functions(obj):
    """name -> its instructions (addresses, jump targets and comments out)."""
    text = subprocess.run(["objdump", "-d", "--no-show-raw-insn", obj], capture_output=True,
                          text=True, check=True).stdout
    found, name = {}, None
    for line in text.splitlines():
        head = re.match(r"^[0-9a-f]+ <(.+)>:", line)
        if head:
            name = head.group(1)
            found[name] = []
        elif name and re.match(r"^\s+[0-9a-f]+:", line):
            ins = re.sub(r"^\s+[0-9a-f]+:\s*", "", line)
            ins = re.sub(r"#.*", "", ins)
            ins = re.sub(r"\s[0-9a-f]+ <.*$", "", ins)
            found[name].append(re.sub(r"\s[0-9a-f]+\s*$", "", ins).strip())
    for code in found.values():  # the padding after the last instruction is placement, not code
        while code and re.match(r"^(data16 |cs )*nop", code[-1]):
            code.pop()
    return found


def differences(old_obj, new_obj):
    old, new = functions(old_obj), functions(new_obj)
    out = []
    for name in sorted(set(old) | set(new)):
        if name in old and name in new:
            if old[name] != new[name]:
                out.append(f"{name}: {len(old[name])} -> {len(new[name])} instructions")
        else:
            here, there = (old, new) if name in old else (new, old)
            twin = [n for n in there if n not in here and there[n] == here[name]]
            out.append(f"{name}: only {'before' if name in old else 'after'}"
                       + (f" (the same instructions as {twin[0]})" if twin else ""))
    renamed = [d for d in out if "(the same instructions as" in d]
    return [d for d in out if d not in renamed], renamed


def worktree(rev, into):
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", into, rev], check=True,
                   capture_output=True)


def compare_objects(build, other_src, other_build, patterns):
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        commands = json.load(f)
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for c in commands:
            source = c["file"]
            if not any(p in source for p in patterns) or not source.startswith(ROOT):
                continue
            command = re.sub(r"-o \S+", f"-o {tmp}/new.o", c["command"])
            old = (command.replace(os.path.abspath(build), other_build).replace(ROOT, other_src)
                   .replace(f"{tmp}/new.o", f"{tmp}/old.o"))
            for cmd, where in ((command, c["directory"]), (old, other_build)):
                r = subprocess.run(cmd, shell=True, cwd=where, capture_output=True, text=True)
                if r.returncode != 0:
                    print(f"{os.path.relpath(source, ROOT)}: does not compile\n{r.stderr[-800:]}")
                    return True
            differ, renamed = differences(f"{tmp}/old.o", f"{tmp}/new.o")
            print(f"{os.path.relpath(source, ROOT)}: {len(differ)} functions differ"
                  + (f", {len(renamed) // 2} renamed" if renamed else ""))
            for d in differ + renamed:
                print("   ", d)
            failed |= bool(differ)
    return failed


def compare_inline(other_src):
    calls = os.path.join(ROOT, "include", "lanefill", "native", "calls.h")
    with open(calls, encoding="utf-8") as f:
        prototypes = re.findall(r"static inline ([\w\s*]+?)\s*\b(lanefill_native_\w+)\(([^)]*)\)\s*\{",
                                f.read())
    lines = ['#include "lanefill/native.h"']
    for result, name, params in prototypes:
        if name == "lanefill_native_kernels":
            continue
        params = " ".join(params.split())
        args = [re.sub(r"\[.*", "", p.replace("*", " ").split()[-1]) for p in params.split(",")]
        ret = "return " if result.strip() != "void" else ""
        lines.append(f"{result} each_{name[16:]}({params}) {{ {ret}{name}({', '.join(args)}); }}")
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        with open(f"{tmp}/calls.c", "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        for cc in ("gcc", "clang"):
            if not shutil.which(cc):
                continue
            for target, flags in TARGETS.items():
                for tree, obj in ((other_src, "old.o"), (ROOT, "new.o")):
                    subprocess.run([cc, "-std=c99", "-O2", "-DNDEBUG", f"-I{tree}/include",
                                    *flags.split(), "-c", f"{tmp}/calls.c", "-o", f"{tmp}/{obj}"],
                                   check=True)
                differ, _ = differences(f"{tmp}/old.o", f"{tmp}/new.o")
                print(f"inline {target} ({cc}): {len(differ)} of {len(lines) - 1} calls differ")
                for d in differ:
                    print("   ", d)
                failed |= bool(differ)
    return failed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build")
    parser.add_argument("rev")
    parser.add_argument("--files", nargs="*", default=["/simd/", "/lib/"])
    parser.add_argument("--inline", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        other_src, other_build = f"{tmp}/src", f"{tmp}/build"
        worktree(args.rev, other_src)
        try:
            subprocess.run(["cmake", "-S", other_src, "-B", other_build,
                            "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", "-DLANEFILL_BUILD_TESTS=OFF",
                            "-DLANEFILL_BUILD_BENCHMARKS=OFF", "-DLANEFILL_BUILD_PYTHON=OFF"],
                           check=True, capture_output=True)
            # The generated headers of the build tree (lanefill/isas.hpp, the registry).
            failed = compare_objects(os.path.abspath(args.build), other_src, other_build,
                                     args.files)
            if args.inline:
                failed |= compare_inline(other_src)
        finally:
            subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", other_src],
                           capture_output=True)
    print("the same instructions" if not failed else "the code differs")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
