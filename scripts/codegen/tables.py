"""The library's tables of the entry list: lib/entry_tables.hpp, the
per-entry steps of building a kernel table (lib/implementations.hpp: an
ISA's base and research tables) and of composing the dispatched one from
the plan (lib/dispatch.cpp, by each entry's plan kind)."""

SOURCES = ["include/lanefill/entries.def"]


def entry_tables_hpp(entries, banner):
    out = [banner("lib/entry_tables.hpp", SOURCES, cxx=True)]
    out.append("""//
// The entries of a kernel table one by one, for lib/implementations.hpp (the
// tables of the ISA of the simd/ file that instantiates them, compiled with
// its flags) and lib/dispatch.cpp (the plan's composition).
#pragma once

#include "lanefill/kernels.hpp"
#include "lanefill/native.h"
#include "lanefill/plan.hpp"

namespace lanefill::detail {
namespace {  // internal linkage: the simd/ files instantiate these with their own flags

// An ISA's base table: Own's static member of the entry's name where Own has
// one, else the inline target's lanefill_native_<name>.
template <class Own>
constexpr void set_base_entries(Kernels& t) {
""")
    for e in entries:
        out.append(f"  if constexpr (requires {{ &Own::{e.name}; }})\n"
                   f"    t.{e.name} = &Own::{e.name};\n  else\n"
                   f"    t.{e.name} = &lanefill_native_{e.name};\n")
    out.append("""}

// A research table of algorithm A: K's `template <Algorithm> static` member
// of the entry's name where K has one, else Derived's (made from K's fills),
// else the base table's (left as it is).
template <Algorithm A, class K, class Derived>
constexpr void set_algorithm_entries(Kernels& t) {
""")
    for e in entries:
        out.append(f"  if constexpr (requires {{ &K::template {e.name}<A>; }})\n"
                   f"    t.{e.name} = &K::template {e.name}<A>;\n"
                   f"  else if constexpr (requires {{ &Derived::{e.name}; }})\n"
                   f"    t.{e.name} = &Derived::{e.name};\n")
    out.append("""}

// The dispatched table: each entry from the table source(kind) names for the
// entry's plan kind (its column of lanefill/plan.hpp).
template <class Source>
void set_dispatched_entries(Kernels& k, Source source) {
""")
    for e in entries:
        out.append(f"  k.{e.name} = source(CallKind::{e.kind}).{e.name};\n")
    out.append("}\n\n}  // namespace\n}  // namespace lanefill::detail\n")
    return "".join(out)


def emit(files, entries, banner):
    files.put("lib/entry_tables.hpp", entry_tables_hpp(entries, banner))
