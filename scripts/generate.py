#!/usr/bin/env python3
"""Writes every generated file of lanefill from the entry list
(include/lanefill/entries.def), the shape list (scripts/codegen/shapes.py)
and the kernel sources (include/lanefill/detail/bodies.hpp, simd/native/):
plain, formatted C and C++ that grep finds and a debugger steps through.

    python3 scripts/generate.py           write the files that differ
    python3 scripts/generate.py --check   change nothing; list the files that
                                          differ, with a diff, and exit 1
                                          (ctest: generated.up_to_date)

Needs clang-format 14 (Debian 12's), as scripts/format.sh does. Each file it
writes says so in its first comment; docs/architecture.md lists them.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from codegen import (c_api, cxx_api, docs, entries, js_bindings, line_tables, native,  # noqa: E402
                     oracle, othello_tables, output, python_bindings, render, tables)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args()
    files = output.Files(check=args.check)
    listed = entries.read()
    line_tables.emit(files, output.banner)
    othello_tables.emit(files, output.banner)
    c_api.emit(files, listed, output.banner)
    cxx_api.emit(files, listed, output.banner)
    native.emit(files, listed, output.banner)
    render.in_place(files)
    tables.emit(files, listed, output.banner)
    python_bindings.emit(files, listed, output.banner)
    js_bindings.emit(files, listed, output.banner)
    oracle.emit(files, listed, output.banner)
    docs.emit(files, listed)
    if args.check:
        for path, diff in files.stale:
            print(f"{path}: differs from what scripts/generate.py makes\n{diff}")
        if files.stale:
            print(f"{len(files.stale)} generated files are stale: run python3 scripts/generate.py")
            return 1
        print("generated files: all up to date")
        return 0
    for path in files.written:
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
