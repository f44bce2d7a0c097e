"""The library's tables of the entry list: lib/entry_tables.hpp
(templates/entry_tables.hpp.in), the per-entry steps of building a kernel
table (lib/implementations.hpp: an ISA's base and research tables) and of
composing the dispatched one from the plan (lib/dispatch.cpp, by each
entry's plan kind)."""

from . import template

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/templates/entry_tables.hpp.in"]


def emit(files, entries, banner):
    t = template.load("entry_tables.hpp")
    rows = [{"name": e.name} for e in entries]
    files.put("lib/entry_tables.hpp", t.render(
        banner=banner("lib/entry_tables.hpp", SOURCES, cxx=True), base=t.each("base", rows),
        research=t.each("research", rows),
        dispatched=t.each("dispatched", [{"name": e.name, "kind": e.kind} for e in entries])))
