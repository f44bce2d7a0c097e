"""The C++ API of the entry list: lanefill/calls.hpp (lanefill::<name> over
the dispatched table, the checked batches declared), lib/api_entries.cpp
(those batches: checks, then the table) and lanefill/native_calls.hpp
(lanefill::native::<name> over the inline target's lanefill_native_<name>),
from templates/calls.hpp.in, api_entries.cpp.in and native_calls.hpp.in."""

from . import template
from .text import cxx_comment

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py"]


def _params(shape):
    return ", ".join(f"{p.cxx} {p.name}" for p in shape.cxx_params)


def _spans(shape):
    """A batch's parameters over spans (C++20): the pointers, n dropped."""
    return ", ".join(f"std::span<{p.cxx[:-1].strip()}> {p.name}" for p in shape.params
                     if p.name != "n")


def _call(t, e, callee):
    """A single (non-batch) call: asserts, the kernel, the result."""
    shape = e.spec
    args = [p.name for p in shape.cxx_params]
    row = {"name": e.name, "params": _params(shape), "result": shape.cxx_result,
           "callee": callee, "asserts": "".join(t.block(f"assert_{a}", {}) for a in shape.asserts)}
    if not shape.out:
        return t.block("call", dict(row, args=", ".join(args)))
    args.append("out.data()" if shape.cxx_result.startswith("std::array") else "&out")
    return t.block("call_out", dict(row, args=", ".join(args)))


def calls_hpp(entries, banner):
    t = template.load("calls.hpp")
    calls, spans = [], []
    for e in entries:
        if e.spec.element:
            calls.append(t.block("batch", {"comment": cxx_comment(e.doc), "name": e.name,
                                           "params": _params(e.spec)}))
            spans.append(t.block("span", {"name": e.name, "spans": _spans(e.spec)}))
        else:
            calls.append("\n" + cxx_comment(e.doc) + _call(t, e, f"kernels().{e.name}"))
    return t.render(banner=banner("include/lanefill/calls.hpp", SOURCES + [t.path], cxx=True),
                    calls="".join(calls), spans="".join(spans))


def _checks(t, shape, name):
    """A batch's checks (lib/api_checks.hpp): its pointers, then its squares or
    its discs where it has them."""
    pointers = [p.name for p in shape.pointer_params]
    checks = [t.block("require_pointers", {"pointers": " && ".join(pointers), "name": name})]
    if "squares" in pointers:
        checks.append(t.block("require_squares", {"name": name}))
    if "player" in pointers and "opponent" in pointers:
        checks.append(t.block("require_disjoint", {"name": name}))
    return "".join(checks)


def api_entries_cpp(entries, banner):
    t = template.load("api_entries.cpp")
    batches, spans = [], []
    for e in entries:
        shape = e.spec
        if not shape.element:
            continue
        names = [p.name for p in shape.params]
        spans_of = [n for n in names if n != "n"]
        batches.append(t.block("batch", {"name": e.name, "params": _params(shape),
                                         "checks": _checks(t, shape, e.name),
                                         "args": ", ".join(names)}))
        spans.append(t.block("span", {
            "name": e.name, "spans": _spans(shape), "span_args": ", ".join(spans_of),
            "data": ", ".join(f"{n}.data()" for n in spans_of),
            "sizes": ", ".join(f"{n}.size()" for n in spans_of),
            "listed": ", ".join(spans_of[:-1]) + " and " + spans_of[-1]}))
    return t.render(banner=banner("lib/api_entries.cpp", SOURCES + [t.path], cxx=True),
                    batches="".join(batches), spans="".join(spans))


def native_calls_hpp(entries, banner):
    t, single = template.load("native_calls.hpp"), template.load("calls.hpp")  # its call blocks
    calls = []
    for e in entries:
        if e.spec.element:
            calls.append(t.block("batch", {
                "comment": cxx_comment(e.doc), "name": e.name, "params": _params(e.spec),
                "args": ", ".join(p.name for p in e.spec.params)}))
        else:
            calls.append("\n" + cxx_comment(e.doc) + _call(single, e, f"lanefill_native_{e.name}"))
    return t.render(banner=banner("include/lanefill/native_calls.hpp", SOURCES + [t.path],
                                  cxx=True),
                    table=t.each("entry", [{"name": e.name} for e in entries]),
                    calls="".join(calls))


def emit(files, entries, banner):
    files.put("include/lanefill/calls.hpp", calls_hpp(entries, banner))
    files.put("lib/api_entries.cpp", api_entries_cpp(entries, banner))
    files.put("include/lanefill/native_calls.hpp", native_calls_hpp(entries, banner))
