"""The oracle as a kernel table (bench/support/oracle_kernels.hpp): the tests,
the fuzz target, the CLI's cross-check and the benchmarks' start-up checks
compare every table with it, entry by entry.

An entry's oracle is the function oracle::<name> with the entry's kernel
signature, written by hand from the definition in the oracle file of its
family (bench/support/oracle.hpp for chess, oracle_othello.hpp for Othello).
A batch entry's oracle is made here: its entry's oracle in a loop."""

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py",
           "scripts/codegen/oracle.py"]
PATH = "bench/support/oracle_kernels.hpp"


def _signature(shape, name):
    # A batch shape's parameters are pointers and a count: their C++ types
    # (shapes.py's) are the kernel's.
    params = ", ".join(f"{p.cxx} {p.name}" for p in shape.params)
    return f"inline void {name}({params})"


def _batch_loop(e):
    shape, single = e.spec, e.batch_of
    inputs = [p.name for p in shape.params if p.c.startswith("const ")]
    result = next(p for p in shape.params if p.name == "out").cxx.rstrip("*")
    call = f"oracle::{single.name}({', '.join(n + '[i]' for n in inputs)})"
    if result != "Bitboard":
        call = f"static_cast<{result}>({call})"
    return (f"// {single.name} of each element.\n{_signature(shape, e.name)} {{\n"
            f"  for (std::size_t i = 0; i < n; ++i) out[i] = {call};\n}}\n")


def oracle_kernels_hpp(entries, banner):
    out = [banner(PATH, SOURCES, cxx=True)]
    out.append("""//
// The ray-walk oracle as a kernel table ("ray walk" its algorithm, "scalar"
// its ISA): each entry's oracle::<name> (bench/support/oracle.hpp,
// oracle_othello.hpp: rays walked square by square, slow and obviously
// right), each batch entry its entry's oracle in a loop. Every table is
// compared with it by the same code: the tests walk the list
// (tests/kernel_checks.hpp), the CLI cross-checks, the benchmarks check their
// tables at start-up.
#pragma once

#include <cstddef>
#include <cstdint>

#include "lanefill/kernels.hpp"
#include "oracle.hpp"

namespace oracle {

namespace batches {
""")
    for e in entries:
        if e.batch_of:
            out.append("\n" + _batch_loop(e))
    out.append("""
}  // namespace batches

// The table: every entry's oracle in list order (a batch entry's from
// oracle::batches); each initialiser picks the overload of the kernel's type.
inline const lanefill::Kernels& ray_walk_kernels() {
  static constexpr lanefill::Kernels table = {
      sizeof(lanefill::Kernels),
      "scalar",
      "ray walk",
""")
    for e in entries:
        where = "batches" if e.batch_of else "oracle"
        out.append(f"      &{where}::{e.name},\n")
    out.append("""  };
  return table;
}

}  // namespace oracle
""")
    return "".join(out)


def emit(files, entries, banner):
    files.put(PATH, oracle_kernels_hpp(entries, banner))
