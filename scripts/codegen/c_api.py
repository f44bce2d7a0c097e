"""The C API of the entry list: lanefill/calls.h (the kernel table and the
checked calls' prototypes, each with its comment) and lib/capi_entries.cpp
(their definitions: the shape's checks, then the dispatched table's entry)."""

from . import shapes as S
from .text import c_comment

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py"]


def calls_h(entries, banner):
    out = [banner("include/lanefill/calls.h", SOURCES, cxx=False)]
    out.append(""" *
 * The dispatched calls of every entry of the list, lanefill_<name>, and the
 * kernel table that holds one function pointer per entry. lanefill/lanefill.h
 * includes this file and says how the calls report bad input
 * (lanefill_last_error(), lanefill_status). */
#ifndef LANEFILL_CALLS_H
#define LANEFILL_CALLS_H

#include <stddef.h>
#include <stdint.h>

#include "lanefill/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A kernel table: one function pointer per entry of lanefill/entries.def,
 * named as the entry, with the kernel's own arguments (the checked calls
 * below, but a kernel writing through `out` returns nothing). For hot loops:
 * fetch the table once and call through it, one indirect call and no argument
 * check. Preconditions, unchecked: squares 0..63, non-NULL pointers (n > 0),
 * player & opponent == 0; an Othello flips call on an occupied square returns
 * 0. A table is immutable and lives as long as the process. Entries are only
 * ever appended: a table made by a later 2.x library is larger, and `size`
 * says how large (read an entry only where offsetof(lanefill_kernels, entry)
 * < size). */
typedef struct lanefill_kernels {
  size_t size;     /* sizeof the library's lanefill_kernels */
  const char* isa; /* whose code runs: "scalar", "sse2", "avx2", "avx512", "avx512icl", "neon" */
  const char* algorithm; /* a research table's algorithm (lanefill::find_kernels), "dispatched"
                            for a plan's composition, "inline" for lanefill_native_kernels() */
""")
    for e in entries:
        out.append(c_comment(e.doc, "  "))
        out.append(f"  {S.c_pointer_member(e.spec, e.name)};\n")
    out.append("} lanefill_kernels;\n\n")
    out.append("""/* The checked calls: the dispatched kernel of each entry, its arguments
 * checked first (a bad one never reaches a kernel: the call returns as said,
 * and lanefill_last_error() says what was wrong). Orthogonal sliders (rooks,
 * queens) feed east, sout, west and nort, diagonal ones (bishops, queens)
 * noEa, soEa, soWe and noWe; eight results are in dir8 order. */
""")
    for e in entries:
        text = e.doc
        if e.spec.c_errors:
            text += "\n\n" + e.spec.c_errors
        out.append("\n" + c_comment(text))
        out.append(S.c_signature(e.spec, "lanefill_" + e.name, e.spec.checked_result) + ";\n")
    out.append("""
#ifdef __cplusplus
}
#endif

#endif /* LANEFILL_CALLS_H */
""")
    return "".join(out)


def capi_entries_cpp(entries, banner):
    out = [banner("lib/capi_entries.cpp", SOURCES, cxx=True)]
    out.append("""//
// The checked C calls of lanefill/calls.h: each entry's checks (its shape's,
// in scripts/codegen/shapes.py; one compare each on the fast path, the
// message built in lib/checks.hpp's cold functions), then the dispatched
// table's entry. Each signature is calls.h's declaration: a C function defined
// with other parameters would not compile.
#include <cstddef>
#include <cstdint>

#include "active_kernels.hpp"
#include "checks.hpp"
#include "lanefill/lanefill.h"

using namespace lanefill::detail::checks;

extern "C" {
""")
    for e in entries:
        shape = e.spec
        args = ", ".join(p.name for p in shape.params)
        call = f"lanefill::detail::active_table().{e.name}({args})"
        out.append("\n" + S.c_signature(shape, "lanefill_" + e.name, shape.checked_result) + " {\n")
        for check in shape.checks:
            out.append(f"  {check}\n")
        if shape.result == "void":
            out.append(f"  {call};\n  return LANEFILL_OK;\n")
        else:
            out.append(f"  return {call};\n")
        out.append("}\n")
    out.append("\n}  // extern \"C\"\n")
    return "".join(out)


def emit(files, entries, banner):
    files.put("include/lanefill/calls.h", calls_h(entries, banner))
    files.put("lib/capi_entries.cpp", capi_entries_cpp(entries, banner))
