#!/usr/bin/env python3
"""The macros lanefill's public headers leave defined in a user's translation
unit are the documented ones only.

For each header and each flag set (an inline target's registry flags), a TU
that includes the header is preprocessed with -dD, which writes every
#define and #undef where it happens, between line markers naming the file.
A macro defined by a file under the include directory and never undefined is
left to the user; it must match the allowlist (include guards, the version,
the inline target's names). Anything else — a helper macro of the kernel
bodies, a table row macro — is reported with the header that leaves it.

usage: check_macros.py --compiler CXX --include DIR [--include DIR...]
                       --case "NAME|FLAGS|HEADER HEADER..." [--case ...]
(each case: the headers, relative to lanefill/, preprocessed with the flags)
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

ALLOWED = [
    r"LANEFILL_[A-Z0-9_]+_H",             # include guards of the C headers
    r"LANEFILL_[A-Z0-9_]+_HPP",           # and of the C++ ones
    r"LANEFILL_VERSION_(MAJOR|MINOR|PATCH|STRING)",
    r"LANEFILL_NATIVE_(ISA|ISA_NAME|OTHELLO_ISA_NAME)",  # lanefill/native.h: the target chosen
    r"LANEFILL_NATIVE_H_TARGET",          # the one target header of a TU
    r"LANEFILL_NATIVE_(SCALAR|AVX2|AVX512|AVX512ICL|NEON)",  # which one it is
    r"LANEFILL_UNIVERSAL_(DECLARE|LINKAGE)",  # lanefill/universal.h: its declarations
    r"LANEFILL_NK_TABLE",                 # lanefill/native/table_storage.h: the tables' storage
]
ALLOWED_RE = re.compile("^(" + "|".join(ALLOWED) + ")$")
MARKER = re.compile(r'^# \d+ "([^"]+)"')
DEFINE = re.compile(r"^#define ([A-Za-z_][A-Za-z_0-9]*)")
UNDEF = re.compile(r"^#undef ([A-Za-z_][A-Za-z_0-9]*)")


def leaked_macros(compiler, includes, flags, header, roots):
    language = "c" if header.endswith(".h") and not header.endswith("native.h") else "c++"
    # C headers are checked as C and as C++ (native.h as C++ only here: its C
    # form is the same text, and C++ is where templates would add more).
    results = {}
    for lang in ([language, "c++"] if language == "c" else ["c++"]):
        std = "-std=c11" if lang == "c" else "-std=c++17"
        with tempfile.NamedTemporaryFile("w", suffix=".c" if lang == "c" else ".cpp",
                                         delete=False) as tu:
            tu.write(f"#include <lanefill/{header}>\n")
        try:
            cmd = [compiler, "-x", lang, std, "-E", "-dD", *flags, tu.name]
            for d in includes:
                cmd += ["-I", d]
            out = subprocess.run(cmd, capture_output=True, text=True)
        finally:
            os.unlink(tu.name)
        if out.returncode != 0:
            raise SystemExit(f"{header} ({lang}, {' '.join(flags)}): preprocessing failed:\n"
                             + out.stderr)
        current, defined = "", {}
        for line in out.stdout.splitlines():
            m = MARKER.match(line)
            if m:
                current = os.path.realpath(m.group(1)) if m.group(1)[0] != "<" else m.group(1)
                continue
            m = DEFINE.match(line)
            if m:
                defined[m.group(1)] = current
                continue
            m = UNDEF.match(line)
            if m:
                defined.pop(m.group(1), None)
        for name, where in defined.items():
            if any(where.startswith(r + os.sep) for r in roots) and not ALLOWED_RE.match(name):
                results[name] = where
    return results


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--compiler", required=True)
    p.add_argument("--include", action="append", required=True)
    p.add_argument("--case", action="append", required=True)
    a = p.parse_args()
    roots = [os.path.realpath(os.path.join(d, "lanefill")) for d in a.include]
    problems, runs = [], 0
    for case in a.case:
        name, flags, headers = case.split("|")
        for header in headers.split():
            leaks = leaked_macros(a.compiler, a.include, shlex.split(flags), header, roots)
            for macro, where in sorted(leaks.items()):
                problems.append(f"  <lanefill/{header}> ({name}): {macro}, defined in {where}")
            runs += 1
    if problems:
        print(f"macros left defined by lanefill's headers that are not public API "
              f"({len(problems)}):\n" + "\n".join(problems))
        return 1
    print(f"{runs} header x flag set runs: only the documented macros stay defined")
    return 0


if __name__ == "__main__":
    sys.exit(main())
