#!/usr/bin/env python3
"""Reads an abidiff report on stdin; exits 0 when every change it reports is
the kernel table (struct lanefill_kernels) growing at its end, 1 otherwise.

The kernel table grows by appending: a new entry of lanefill/entries.def
goes at the end of the list, and the table's `size` field says how many
bytes a library fills. A program built against an older header reads only
the entries it knows, at unchanged offsets, so members inserted at or after
the old end keep the ABI. abidiff reports them as a changed type all the
same (and a libabigail suppression with has_data_member_inserted_at = end
would also hide a member moved in the same change), hence this reading of
the report: nothing removed, and no change but the table's size and members
inserted at offsets at or past its old size, reached directly or through a
pointer member of another struct. (scripts/abi.sh check)"""
import re
import sys

STRUCTURE = [
    r"Functions changes summary: 0 Removed, \d+ Changed(?: \(\d+ filtered out\))?, \d+ Added functions?",
    r"Variables changes summary: 0 Removed, \d+ Changed(?: \(\d+ filtered out\))?, \d+ Added variables?",
    r"Function symbols changes summary: 0 Removed, \d+ Added function symbols? not referenced by debug info",
    r"Variable symbols changes summary: 0 Removed, \d+ Added variable symbols? not referenced by debug info",
    r"\d+ functions? with some indirect sub-type changes?:",
    r"\d+ Added functions?:",
    r"\[A\] .*",
    r"\[C\] 'function .*' (?:at \S+ )?has some indirect sub-type changes:",
    r"return type changed:",
    r"parameter \d+ of type '.*' has sub-type changes:",
    r"in pointed to type '.*'(?: at \S+)?:",
    r"in unqualified underlying type '.*'(?: at \S+)?:",
    r"in referenced type '.*'(?: at \S+)?:",
    r"underlying type 'struct lanefill_kernels'(?: at \S+)? changed:",
    r"type '(?:struct )?lanefill_kernels'(?: at \S+)? changed:",
    r"\d+ data member insertions?:",
    # A struct that holds a pointer to the table (lanefill::Implementation's
    # `base`) keeps its size; the pointer's target grows as above.
    r"type size hasn't changed",
    r"\d+ data member changes?(?: \(\d+ filtered\))?:",
    r"type of '[^']*\*[^']*' changed:",
    r"underlying type 'typedef lanefill_kernels'(?: at \S+)? changed:",
]
STRUCTURE_RE = [re.compile("^" + p + "$") for p in STRUCTURE]
SIZE_RE = re.compile(r"^type size changed from (\d+) to (\d+) \(in bits\)$")
INSERT_RE = re.compile(r"^'.*', at offset (\d+) \(in bits\)(?: at \S+)?$")


def only_growth(report):
    old_size, grew = None, False
    for raw in report.splitlines():
        line = raw.strip()
        if not line or line.startswith("abi: ") or any(r.match(line) for r in STRUCTURE_RE):
            continue
        m = SIZE_RE.match(line)
        if m and int(m.group(2)) > int(m.group(1)):
            old_size = int(m.group(1))
            continue
        m = INSERT_RE.match(line)
        if m and old_size is not None and int(m.group(1)) >= old_size:
            grew = True
            continue
        print(f"abi_growth: not a growth of the kernel table: {line}", file=sys.stderr)
        return False
    return grew


if __name__ == "__main__":
    sys.exit(0 if only_growth(sys.stdin.read()) else 1)
