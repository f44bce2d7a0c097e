#!/usr/bin/env python3
"""No two source files named alike in different layers (ctest: headers.names):
a file name that stands in two top-level folders (include/, lib/, simd/,
python/, tools/ ...) makes layers look tied that are not. CMakeLists.txt,
__init__.py, README.md and main.cpp are every folder's own. Fails, naming
each pair; the files git lists are read.

  check_names.py ROOT"""
import collections
import os
import subprocess
import sys

EVERY_FOLDERS_OWN = {"CMakeLists.txt", "__init__.py", "README.md", "main.cpp"}
SOURCE_ENDINGS = (".h", ".hpp", ".c", ".cpp", ".def", ".in", ".py", ".pyi", ".js", ".mjs", ".ts",
                  ".sh", ".cmake", ".json", ".html")


def main():
    root = sys.argv[1]
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=root,
                            capture_output=True, text=True)
    if listed.returncode != 0:
        print("skipped: git cannot list the files of this tree")
        return 77
    by_name = collections.defaultdict(set)
    for path in listed.stdout.split():
        name = os.path.basename(path)
        if "/" in path and name.endswith(SOURCE_ENDINGS) and name not in EVERY_FOLDERS_OWN:
            by_name[name].add(path)
    problems = []
    for name, paths in sorted(by_name.items()):
        layers = {p.split("/", 1)[0] for p in paths}
        if len(layers) > 1:
            problems.append(f"{name}: {', '.join(sorted(paths))}")
    for p in problems:
        print("named alike in different layers:", p)
    if problems:
        return 1
    print(f"{sum(len(p) for p in by_name.values())} source files, no name in two layers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
