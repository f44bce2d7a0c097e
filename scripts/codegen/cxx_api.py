"""The C++ API of the entry list: lanefill/calls.hpp (lanefill::<name> over
the dispatched table, the checked batches declared), lib/api_entries.cpp
(those batches: checks, then the table) and lanefill/native_calls.hpp
(lanefill::native::<name> over the inline target's lanefill_native_<name>)."""

from .text import cxx_comment

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py"]


def _params(shape, table=False):
    params = [f"{p.cxx} {p.name}" for p in shape.cxx_params]
    if table:
        params.insert(0, "const Kernels& k")
    return ", ".join(params)


def _span_params(shape, table=False):
    """A batch's parameters over spans (C++20): the pointers, n dropped."""
    params = []
    for p in shape.params:
        if p.name == "n":
            continue
        element = p.cxx[:-1].strip()  # "const Bitboard*" -> "const Bitboard"
        params.append(f"std::span<{element}> {p.name}")
    if table:
        params.insert(0, "const Kernels& k")
    return ", ".join(params)


def _call(e, callee, returns):
    """The body of a single (non-batch) call: asserts, the kernel, the result."""
    shape = e.spec
    lines = [f"  {a}\n" for a in shape.asserts]
    args = [p.name for p in shape.cxx_params]
    if shape.out:
        args.append("out.data()" if shape.cxx_result.startswith("std::array") else "&out")
        lines.append(f"  {shape.cxx_result} out;\n")
        lines.append(f"  {callee}({', '.join(args)});\n  return out;\n")
    else:
        lines.append(f"  return {callee}({', '.join(args)});\n")
    return f"inline {returns} {e.name}({_params(shape)}) {{\n" + "".join(lines) + "}\n"


def calls_hpp(entries, banner):
    out = [banner("include/lanefill/calls.hpp", SOURCES, cxx=True)]
    out.append("""//
// The C++ calls of the entry list, lanefill::<name>, over the dispatched table
// of the active ISA (lanefill::kernels()); lanefill/lanefill.hpp includes this
// file. Single calls assert their preconditions in debug builds (NDEBUG
// unset); every *_batch call is checked (lib/api_entries.cpp) and throws
// std::invalid_argument before writing anything, for a null pointer while
// n > 0, a square outside 0..63 or overlapping Othello discs. A batch's first
// argument may name a table (find_kernels()); C++20 adds forms over spans of
// one size.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#if __cplusplus >= 202002L
#include <span>
#endif

#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill {

// The dispatched kernel table of the active ISA (lanefill.hpp says more).
const Kernels& kernels();
""")
    spans = []
    for e in entries:
        shape = e.spec
        out.append("\n" + cxx_comment(e.doc))
        if shape.element:
            out.append(f"void {e.name}({_params(shape)});\n")
            out.append(f"void {e.name}({_params(shape, table=True)});\n")
            spans.append(f"void {e.name}({_span_params(shape)});\n")
            spans.append(f"void {e.name}({_span_params(shape, table=True)});\n")
        else:
            out.append(_call(e, f"kernels().{e.name}", shape.cxx_result))
    out.append("\n#if __cplusplus >= 202002L\n// The batches over spans of one size.\n")
    out += spans
    out.append("#endif\n\n}  // namespace lanefill\n")
    return "".join(out)


def _checks(shape, name):
    what = f'"lanefill::{name}"'
    pointers = [p.name for p in shape.pointer_params]
    lines = [f"  require_pointers({' && '.join(pointers)}, n, {what});\n"]
    if "squares" in pointers:
        lines.append(f"  require_squares(squares, n, {what});\n")
    if "player" in pointers and "opponent" in pointers:
        lines.append(f"  require_disjoint(player, opponent, n, {what});\n")
    return lines


def api_entries_cpp(entries, banner):
    out = [banner("lib/api_entries.cpp", SOURCES, cxx=True)]
    out.append("""//
// The checked batch calls of lanefill/calls.hpp: the checks of lib/api_checks.hpp
// (std::invalid_argument naming the call and the culprit), then the table's
// entry; the dispatched table where the call names none.
#include <cstddef>
#include <cstdint>

#include "api_checks.hpp"
#include "lanefill/lanefill.hpp"

namespace lanefill {

using namespace detail::api_checks;
""")
    spans = []
    for e in entries:
        shape = e.spec
        if not shape.element:
            continue
        names = [p.name for p in shape.params]
        out.append(f"\nvoid {e.name}({_params(shape, table=True)}) {{\n")
        out += _checks(shape, e.name)
        out.append(f"  if (n > 0) k.{e.name}({', '.join(names)});\n}}\n")
        out.append(f"void {e.name}({_params(shape)}) {{\n"
                   f"  {e.name}(kernels(), {', '.join(names)});\n}}\n")
        spans_of = [n for n in names if n != "n"]
        listed = ", ".join(spans_of[:-1]) + " and " + spans_of[-1]
        sizes = ", ".join(f"{n}.size()" for n in spans_of)
        data = ", ".join(f"{n}.data()" for n in spans_of)
        spans.append(f"\nvoid {e.name}({_span_params(shape, table=True)}) {{\n"
                     f"  {e.name}(k, {data},\n"
                     f"      common_size({{{sizes}}}, \"lanefill::{e.name}: {listed}\"));\n}}\n")
        spans.append(f"void {e.name}({_span_params(shape)}) {{\n"
                     f"  {e.name}(kernels(), {', '.join(spans_of)});\n}}\n")
    out.append("\n#if __cplusplus >= 202002L\n")
    out += spans
    out.append("#endif\n\n}  // namespace lanefill\n")
    return "".join(out)


def native_calls_hpp(entries, banner):
    out = [banner("include/lanefill/native_calls.hpp", SOURCES, cxx=True)]
    out.append("""//
// The C++ calls of the inline path, lanefill::native::<name>, over the inline
// target's lanefill_native_<name> (lanefill/native/calls.h); lanefill/native.hpp
// includes this file. The same arguments as the dispatched lanefill::<name>;
// preconditions asserted in debug builds, the batches unchecked. In an inline
// namespace named after the target, with internal linkage: files of one
// program compiled with different flags never share a definition.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/native.h"

namespace lanefill::native {
inline namespace LANEFILL_NATIVE_ISA {  // the target: avx512icl, avx512, avx2, scalar
namespace {                             // internal linkage

// The target's kernel table as a constant the compiler folds into direct calls.
inline constexpr Kernels kTable = {
    sizeof(Kernels),
    LANEFILL_NATIVE_ISA_NAME,
    "inline",
""")
    out += [f"    &lanefill_native_{e.name},\n" for e in entries]
    out.append("};\n")
    for e in entries:
        shape = e.spec
        out.append("\n" + cxx_comment(e.doc))
        if shape.element:
            names = ", ".join(p.name for p in shape.params)
            out.append(f"inline void {e.name}({_params(shape)}) {{\n"
                       f"  lanefill_native_{e.name}({names});\n}}\n")
        else:
            out.append(_call(e, f"lanefill_native_{e.name}", shape.cxx_result))
    out.append("\n}  // namespace\n}  // namespace LANEFILL_NATIVE_ISA\n}  // namespace lanefill::native\n")
    return "".join(out)


def emit(files, entries, banner):
    files.put("include/lanefill/calls.hpp", calls_hpp(entries, banner))
    files.put("lib/api_entries.cpp", api_entries_cpp(entries, banner))
    files.put("include/lanefill/native_calls.hpp", native_calls_hpp(entries, banner))
