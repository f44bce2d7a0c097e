"""The oracle as a kernel table (bench/support/oracle_kernels.hpp, from
templates/oracle_kernels.hpp.in): the tests, the fuzz target, the CLI's
cross-check and the benchmarks' start-up checks compare every table with it,
entry by entry.

An entry's oracle is the function oracle::<name> with the entry's kernel
signature, written by hand from the definition in the oracle file of its
family (bench/support/oracle.hpp for chess, oracle_othello.hpp for Othello).
A batch entry's oracle is made here: its entry's oracle in a loop."""

from . import template

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py",
           "scripts/codegen/oracle.py"]
PATH = "bench/support/oracle_kernels.hpp"


def _batch(e):
    """A batch entry's oracle: its entry's oracle on each element. (A batch
    shape's parameters are pointers and a count: their C++ types, shapes.py's,
    are the kernel's.)"""
    shape, single = e.spec, e.batch_of
    inputs = [p.name for p in shape.params if p.c.startswith("const ")]
    result = next(p for p in shape.params if p.name == "out").cxx.rstrip("*")
    call = f"oracle::{single.name}({', '.join(n + '[i]' for n in inputs)})"
    if result != "Bitboard":
        call = f"static_cast<{result}>({call})"
    return {"single": single.name, "name": e.name, "call": call,
            "params": ", ".join(f"{p.cxx} {p.name}" for p in shape.params)}


def emit(files, entries, banner):
    t = template.load("oracle_kernels.hpp")
    files.put(PATH, t.render(
        banner=banner(PATH, SOURCES + [t.path], cxx=True),
        batches=t.each("batch", [_batch(e) for e in entries if e.batch_of]),
        table=t.each("entry", [{"where": "batches" if e.batch_of else "oracle", "name": e.name}
                               for e in entries])))
