"""The inline path's calls: lanefill/native/calls.h, lanefill_native_<name>
for every entry, written once for every target. Each calls the kernel of
the highest level the target has one for (a level's kernel of an entry is
its function of the entry's name, found in that level's headers):

  gfni  lanefill_gfni_<name>  native/gfni.h             avx512icl
  zmm   lanefill_zmm_<name>   native/zmm.h              avx512, avx512icl
  ymm   lanefill_ymm_<name>   native/ymm.h              avx2, avx512, avx512icl
  u64   lanefill_u64_<name>   native/u64.h              every target (every entry)

Othello's entries (plan kind othello_*) skip the zmm and gfni levels where
LANEFILL_NATIVE_OTHELLO_AVX2 is defined (the avx2 target's flips)."""

import re

from . import paths
from . import shapes as S
from .text import c_comment

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py",
           "scripts/codegen/native.py"]

LEVELS = [  # highest first: (prefix, the headers, the condition a target has it)
    ("gfni", ["native/gfni.h"], "defined(LANEFILL_NATIVE_AVX512ICL)"),
    ("zmm", ["native/zmm.h", "native/zmm_kernels.h"], "defined(LANEFILL_NATIVE_AVX512)"),
    ("ymm", ["native/ymm.h", "native/ymm_kernels.h"],
     "defined(LANEFILL_NATIVE_AVX2) || defined(LANEFILL_NATIVE_AVX512)"),
    ("u64", ["native/u64.h", "native/u64_kernels.h", "native/u64_batches.h"], None),
]

C_ASSERTS = {
    S.ASSERT_SQUARE: 'assert((unsigned)square < 64u && "lanefill: square out of range 0..63");',
    S.ASSERT_OVERLAP: ('assert((player & opponent) == 0 && '
                       '"lanefill: player and opponent discs overlap");'),
}


def _defined(texts, prefix):
    """The names `lanefill_<prefix>_<name>` the level's headers define."""
    found = set()
    for text in texts:
        found |= set(re.findall(rf"^static inline [^(]*\blanefill_{prefix}_(\w+)\(", text, re.M))
    return found


def levels_of(entries, generated):
    """entry name -> the levels (highest first) that have its kernel."""
    defined = {}
    for prefix, headers, _ in LEVELS:
        texts = []
        for header in headers:
            path = "include/lanefill/" + header
            if path in generated:
                texts.append(generated[path])
            else:
                try:
                    with open(paths.source(path), encoding="utf-8") as f:
                        texts.append(f.read())
                except FileNotFoundError:
                    pass
        defined[prefix] = _defined(texts, prefix)
    result = {}
    for e in entries:
        result[e.name] = [p for p, _, _ in LEVELS if e.name in defined[p]]
        if "u64" not in result[e.name]:
            raise SystemExit(f"native/u64.h has no lanefill_u64_{e.name}: every entry needs its "
                             "scalar-level kernel (CONTRIBUTING.md, \"Add a primitive\")")
    return result


def _wrapper(e, levels):
    shape = e.spec
    args = ", ".join(p.name for p in shape.params)
    lines = [f"  {C_ASSERTS[a]}\n" for a in shape.asserts]
    keyword = "return " if shape.result != "void" else ""
    branches = []
    guarded = e.kind.startswith("othello")
    for prefix, _, condition in LEVELS:
        if prefix not in levels:
            continue
        if condition and guarded and prefix in ("zmm", "gfni"):
            condition = f"({condition}) && !defined(LANEFILL_NATIVE_OTHELLO_AVX2)"
        elif prefix == "ymm" and "zmm" in levels and not guarded:
            condition = "defined(LANEFILL_NATIVE_AVX2)"  # the zmm branch took AVX-512
        branches.append((condition, f"  {keyword}lanefill_{prefix}_{e.name}({args});\n"))
    if len(branches) == 1:
        lines.append(branches[0][1])
    else:
        for i, (condition, call) in enumerate(branches):
            if condition is None:
                lines.append("#else\n" + call)
            else:
                lines.append(f"#{'if' if i == 0 else 'elif'} {condition}\n" + call)
        lines.append("#endif\n")
    return (c_comment(e.doc) + "static inline " + S.c_signature(shape, "lanefill_native_" + e.name)
            + " {\n" + "".join(lines) + "}\n")


def calls_h(entries, generated, banner):
    levels = levels_of(entries, generated)
    out = [banner("include/lanefill/native/calls.h", SOURCES, cxx=False)]
    out.append(""" *
 * lanefill_native_<name> for every entry of lanefill/entries.def, the same on
 * every inline target: each asserts its preconditions (unless NDEBUG) and
 * calls the kernel of the highest level the target has one for, gfni
 * (avx512icl), zmm (avx512 and avx512icl), ymm (every AVX target), u64 (every
 * target): lanefill_<level>_<name> in lanefill/native/<level>.h. Included by
 * each target header (lanefill/native/scalar.h, avx2.h, avx512.h,
 * avx512icl.h) after its levels' headers; the target's kernel table,
 * lanefill_native_kernels(), holds them. */
#ifndef LANEFILL_NATIVE_CALLS_H
#define LANEFILL_NATIVE_CALLS_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "lanefill/calls.h"
#include "lanefill/types.h"
""")
    for e in entries:
        out.append("\n" + _wrapper(e, levels[e.name]))
    out.append("""
/* The target's kernel table: lanefill_native_<name> for every entry. */
static inline const lanefill_kernels* lanefill_native_kernels(void) {
  static const lanefill_kernels table = {
      sizeof(lanefill_kernels),
      LANEFILL_NATIVE_ISA_NAME,
      "inline",
""")
    out += [f"      &lanefill_native_{e.name},\n" for e in entries]
    out.append("""  };
  return &table;
}

#endif /* LANEFILL_NATIVE_CALLS_H */
""")
    return "".join(out)


def u64_batches_h(entries, banner):
    """The u64 level's batch kernels: each batch entry's entry in a loop."""
    out = [banner("include/lanefill/native/u64_batches.h", SOURCES, cxx=False)]
    out.append(""" *
 * The u64 level's kernel of each batch entry (LANEFILL_BATCH_OF): its entry's
 * u64 kernel on one element at a time. Included at the end of
 * lanefill/native/u64.h. */
#ifndef LANEFILL_NATIVE_U64_BATCHES_H
#define LANEFILL_NATIVE_U64_BATCHES_H

#include <stddef.h>
#include <stdint.h>
""")
    for e in entries:
        shape = e.spec
        if not shape.element:
            continue
        single = e.batch_of
        inputs = [p.name for p in shape.params if p.c.startswith("const ")]
        result = next(p for p in shape.params if p.name == "out").c.rstrip("*").strip()
        cast = f"({result})" if result != single.spec.result else ""
        call = f"lanefill_u64_{single.name}({', '.join(n + '[i]' for n in inputs)})"
        out.append(f"\n/* {single.name} of each element. */\n"
                   f"static inline {S.c_signature(shape, 'lanefill_u64_' + e.name)} {{\n"
                   f"  size_t i;\n  for (i = 0; i < n; ++i) out[i] = {cast}{call};\n}}\n")
    out.append("\n#endif /* LANEFILL_NATIVE_U64_BATCHES_H */\n")
    return "".join(out)


def emit(files, entries, generated, banner):
    files.put("include/lanefill/native/u64_batches.h", u64_batches_h(entries, banner))
    files.put("include/lanefill/native/calls.h", calls_h(entries, files.texts, banner))
