"""The inline path's generated headers (lanefill/native/), each from its
template in templates/:

  <level>_kernels.h  the kernel sources rendered for the level's register
                     types (render.py): u64_kernels.h, ymm_kernels.h,
                     zmm_kernels.h (native_kernels.h.in)
  u64_batches.h      the u64 level's batch kernels: each batch entry's entry
                     in a loop (LANEFILL_BATCH_OF)
  calls.h            lanefill_native_<name> for every entry, written once for
                     every target: the kernel of the highest level the target
                     has that serves the entry (native_calls.h.in)

A level says which entries it serves, and with which function, in its
header's first comment ("The entries it serves"); nothing here reads its
code. Othello's entries (plan kind othello_*) skip the zmm and gfni levels
where LANEFILL_NATIVE_OTHELLO_AVX2 is defined (the avx2 target's flips)."""

import dataclasses
import re

from . import paths, render, template
from . import shapes as S
from .text import c_comment

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py",
           "scripts/codegen/native.py"]


@dataclasses.dataclass
class Level:
    name: str
    condition: str  # the targets that have it (None: every target)
    types: tuple = ()  # the register types its rendered header has (render.TYPES)
    vector: str = ""  # the vector type of its boards in lanes

    @property
    def header(self):
        return f"include/lanefill/native/{self.name}.h"


LEVELS = [  # lowest first
    Level("u64", None, ("u64",)),
    Level("ymm", "defined(LANEFILL_NATIVE_AVX2) || defined(LANEFILL_NATIVE_AVX512)",
          ("ymm", "u4"), "u4"),
    Level("zmm", "defined(LANEFILL_NATIVE_AVX512)", ("ymm", "zmm", "u8"), "u8"),
    Level("gfni", "defined(LANEFILL_NATIVE_AVX512ICL)"),
]


def served(level):
    """entry -> function: the level header's list of the entries it serves."""
    with open(paths.source(level.header), encoding="utf-8") as f:
        text = f.read()
    block = re.search(r"\n \* The entries it serves[^\n]*\n(?: \*[^\n]*\n)*? \*   (.*?)\n \*/",
                      text, re.S)
    if not block:
        raise SystemExit(f"{level.header}: its first comment lists no \"The entries it serves\"")
    rows = [line.strip(" *").split() for line in ("   " + block.group(1)).split("\n")]
    return {row[0]: row[1] for row in rows}


def serving(entries):
    """entry -> [(level, function)], highest level first."""
    table = {e.name: [] for e in entries}
    for level in LEVELS:
        for name, function in served(level).items():
            if name not in table:
                raise SystemExit(f"{level.header} serves {name}, which is no entry of entries.def")
            table[name].insert(0, (level, function))
    for e in entries:
        if e.spec.element and not any(lv.name == "u64" for lv, _ in table[e.name]):
            table[e.name].append((LEVELS[0], f"lanefill_u64_{e.name}"))  # u64_batches.h
        if not table[e.name] or table[e.name][-1][0].name != "u64":
            raise SystemExit(f"include/lanefill/native/u64.h does not serve {e.name}: every "
                             "entry needs its u64 kernel (CONTRIBUTING.md, \"Add a primitive\")")
    return table


def _conditions(e, kernels):
    """The #if of each level's call, highest first (None: the last, #else)."""
    othello = e.kind.startswith("othello")
    out = []
    for level, _ in kernels:
        condition = level.condition
        if condition and othello and level.name in ("zmm", "gfni"):
            condition = f"({condition}) && !defined(LANEFILL_NATIVE_OTHELLO_AVX2)"
        elif level.name == "ymm" and any(lv.name == "zmm" for lv, _ in kernels) and not othello:
            condition = "defined(LANEFILL_NATIVE_AVX2)"  # the zmm branch took AVX-512
        out.append(condition)
    return out


def _call(t, e, kernels):
    shape = e.spec
    args = ", ".join(p.name for p in shape.params)
    calls = [t.block("kernel", {"return": "return " if shape.result != "void" else "",
                                "function": function, "args": args}) for _, function in kernels]
    if len(calls) == 1:
        body = calls[0]
    else:
        branches = []
        for i, (condition, call) in enumerate(zip(_conditions(e, kernels), calls)):
            keyword = ("if" if i == 0 else "elif") if condition else "else"
            call = call.rstrip("\n")  # the block ends its line
            branches.append(t.block(keyword, {"condition": condition, "call": call}
                                    if condition else {"call": call}))
        body = "".join(branches) + t.block("endif", {})
    return t.block("call", {"comment": c_comment(e.doc), "result": shape.result, "name": e.name,
                            "params": ", ".join(p.c_declaration() for p in shape.params),
                            "asserts": "".join(t.block(f"assert_{a}", {}) for a in shape.asserts),
                            "body": body})


def calls_h(entries, banner):
    t = template.load("native_calls.h")
    levels = []
    for level in LEVELS:
        if level.condition:
            levels.append(t.block("level_of_some", {"name": level.name,
                                                    "condition": level.condition}))
        else:  # the u64 level and its batches
            levels += [t.block("level", {"name": "u64"}), t.block("level", {"name": "u64_batches"})]
    table = serving(entries)
    return t.render(banner=banner("include/lanefill/native/calls.h", SOURCES + [t.path], cxx=False),
                    levels="".join(levels),
                    calls="".join(_call(t, e, table[e.name]) for e in entries),
                    table=t.each("entry", [{"name": e.name} for e in entries]))


def u64_batches_h(entries, banner):
    """The u64 level's batch kernels: each batch entry's entry in a loop."""
    t = template.load("u64_batches.h")
    rows = []
    for e in entries:
        shape = e.spec
        if not shape.element:
            continue
        single = e.batch_of
        inputs = [p.name for p in shape.params if p.c.startswith("const ")]
        result = next(p for p in shape.params if p.name == "out").c.rstrip("*").strip()
        rows.append({"single": single.name, "name": e.name,
                     "params": ", ".join(p.c_declaration() for p in shape.params),
                     "cast": f"({result})" if result != single.spec.result else "",
                     "args": ", ".join(n + "[i]" for n in inputs)})
    return t.render(
        banner=banner("include/lanefill/native/u64_batches.h", SOURCES + [t.path], cxx=False),
        batches=t.each("batch", rows))


def _function(t, f):
    outs = f.pop("outs")
    load = t.block("load", {"type": f["type"], "loads": ", ".join(f"{o} = *{o}_io" for o in outs)})
    return t.block("function", dict(f, load=load if outs else "",
                                    store=t.each("store", [{"out": o} for o in outs])))


def _vector_batches(t, vector, entries):
    """The batch kernels of boards_vector.h's list, for a vector type."""
    by_name = {e.name: e for e in entries}
    rows = []
    for name in render.vector_batches():
        if name not in by_name or not by_name[name].batch_of:
            raise SystemExit(f"{render.BOARDS_VECTOR} lists {name}, which is no batch entry")
        rows.append({"type": vector, "name": name, "single": by_name[name].batch_of.name})
    return t.each("batch", rows)


def kernels_h(level, entries, banner):
    """<level>_kernels.h: the kernel sources rendered for the level's types."""
    t = template.load("native_kernels.h")
    path = f"include/lanefill/native/{level.name}_kernels.h"
    functions = [_function(t, f) for f in render.bodies_in_c(level.name)]
    if level.vector or level.name == "u64":
        boards = render.boards_in_c(level.vector or "u64", vector=bool(level.vector))
        functions += [t.block("boards", {"source": source, "type": render.TYPES[level.vector or
                                                                                 "u64"],
                                         "code": code}) for source, code in boards]
    if level.vector:
        functions.append(_vector_batches(t, level.vector, entries))
    types = ", ".join(render.TYPES[x] for x in level.types)
    about = c_comment(
        f"The kernel sources rendered for the {level.name} level's register types ({types}): "
        f"the bodies of {render.BODIES} (its `// C: {level.name}` lines) and the kernels of "
        f"boards in lanes of {render.BOARDS}"
        + (f" and {render.BOARDS_VECTOR}" if level.vector else "") +
        f". Written over lanefill/native/{level.name}_ops.h; included by "
        f"lanefill/native/{level.name}.h."
        + (" The boards' kernels are ymm_kernels.h's with lanefill_u8 for lanefill_u4: one "
           "source, rendered per type." if level.name == "zmm" else ""))
    includes = [f"{level.name}_ops"] + (["u64"] if level.vector else [])  # u64: single boards
    return t.render(
        banner=banner(path, [render.BODIES, render.BOARDS, render.BOARDS_VECTOR,
                             "scripts/codegen/render.py", t.path], cxx=False),
        about=about.replace("/* ", " * ", 1), guard=f"LANEFILL_NATIVE_{level.name.upper()}_KERNELS_H",
        includes=t.each("include", [{"name": n} for n in includes]),
        functions="".join(functions))


def emit(files, entries, banner):
    for level in LEVELS:
        if level.types:
            files.put(f"include/lanefill/native/{level.name}_kernels.h",
                      kernels_h(level, entries, banner))
    files.put("include/lanefill/native/u64_batches.h", u64_batches_h(entries, banner))
    files.put("include/lanefill/native/calls.h", calls_h(entries, banner))
