"""The C API of the entry list: lanefill/calls.h (the kernel table and the
checked calls' prototypes, each with its comment) and lib/capi_entries.cpp
(their definitions: the shape's checks, then the dispatched table's entry),
from templates/calls.h.in and capi_entries.cpp.in."""

from . import template
from .text import c_comment

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py"]


def _row(e):
    shape = e.spec
    return {"name": e.name, "result": shape.result, "args": ", ".join(p.name for p in shape.params),
            "params": ", ".join(p.c_declaration() for p in shape.params)}


def calls_h(entries, banner):
    t = template.load("calls.h")
    members = [dict(_row(e), comment=c_comment(e.doc, "  ")) for e in entries]
    prototypes = [dict(_row(e), result=e.spec.checked_result,
                       comment=c_comment(e.doc + ("\n\n" + e.spec.c_errors if e.spec.c_errors
                                                  else "")))
                  for e in entries]
    for row in members + prototypes:
        del row["args"]
    return t.render(banner=banner("include/lanefill/calls.h", SOURCES + [t.path], cxx=False),
                    members=t.each("member", members), prototypes=t.each("prototype", prototypes))


def capi_entries_cpp(entries, banner):
    t = template.load("capi_entries.cpp")
    calls = []
    for e in entries:
        missing = " || ".join("!" + p.name for p in e.spec.pointer_params)
        checks = [t.block(c, {"missing": missing} if c == "batch_pointers" else {})
                  for c in e.spec.checks]
        row = dict(_row(e), checks="".join(checks))
        if e.spec.result == "void":
            del row["result"]
            calls.append(t.block("writing", row))
        else:
            calls.append(t.block("returning", row))
    return t.render(banner=banner("lib/capi_entries.cpp", SOURCES + [t.path], cxx=True),
                    calls="".join(calls))


def emit(files, entries, banner):
    files.put("include/lanefill/calls.h", calls_h(entries, banner))
    files.put("lib/capi_entries.cpp", capi_entries_cpp(entries, banner))
