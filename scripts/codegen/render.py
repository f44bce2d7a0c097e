"""The kernel sources rendered in C for the inline path (lanefill/native/
u64_kernels.h, ymm_kernels.h, zmm_kernels.h): the renderer holds no kernel
code, it renames.

  - lanefill/detail/bodies.hpp: each C++ body template with its `// C:`
    lines (that file's first comment gives their form) becomes one plain C
    function per line: V spelled as the register type, each operation the
    template takes spelled as the line says (else as its `// C spelling:`
    table says for the type, else lanefill_<type>_<operation>), steps<k> as
    k, a V& output as a pointer. A `// C++:` line renders the statements in
    place, in the marked regions of a reference header.
  - simd/native/boards.h and boards_vector.h: C over the generic register
    `lanefill_v`, made for a type by naming it (lanefill_v -> lanefill_u4,
    lanefill_v_ -> lanefill_u4_).
"""

import dataclasses
import re

from . import paths

BODIES = "include/lanefill/detail/bodies.hpp"
BOARDS = "simd/native/boards.h"
BOARDS_VECTOR = "simd/native/boards_vector.h"

# A function's prefix is the C type of its registers (docs/architecture.md,
# "Prefixes and levels").
TYPES = {"u64": "uint64_t", "xmm": "__m128i", "ymm": "__m256i", "u4": "lanefill_u4",
         "zmm": "__m512i", "u8": "lanefill_u8"}


@dataclasses.dataclass
class Param:
    kind: str  # "in" (a register or other value), "out" (V&), "op" (an operation)
    type: str  # as written in the template
    name: str


@dataclasses.dataclass
class Body:
    name: str
    returns: str
    params: list
    statements: list  # the body's lines, as written
    renders: list  # the `// C:` lines' text
    in_place: list  # the `// C++:` lines' text


@dataclasses.dataclass
class Render:
    level: str  # u64, ymm, zmm: the rendered header
    function: str
    prefix: str  # its register type's prefix (TYPES)
    extra: list  # extra C parameters ("int bits")
    spelled: dict  # operation -> its C spelling


def _split_top(text, sep=","):
    """Split at `sep` outside parentheses and brackets."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return [p for p in parts if p]


TEMPLATE = re.compile(
    r"((?://[^\n]*\n)*)template <([^>]*)>\n\[\[gnu::always_inline\]\] constexpr (\w+) (\w+)"
    r"\(([^)]*)\) \{\n(.*?)\n\}\n", re.S)


def read_bodies(text):
    """The body templates of bodies.hpp, in order."""
    out = []
    for m in TEMPLATE.finditer(text):
        comments, tparams, returns, name, params, body = m.groups()
        classes = [t.split()[-1] for t in _split_top(tparams)]
        parsed = []
        for p in _split_top(" ".join(params.split())):
            ptype, pname = p.rsplit(" ", 1)
            if ptype == "V&":
                parsed.append(Param("out", "V", pname))
            elif ptype in classes and ptype != "V":
                parsed.append(Param("op", ptype, pname))
            else:
                parsed.append(Param("in", ptype, pname))
        renders = re.findall(r"^// C: (.*(?:\n//(?! C)(?!\s*$) .*)*)", comments, re.M)
        in_place = re.findall(r"^// C\+\+: (.*)$", comments, re.M)
        out.append(Body(name, returns, parsed, body.split("\n"),
                        [" ".join(r.replace("//", " ").split()) for r in renders], in_place))
    return out


def read_table(text):
    """(operation, type) -> spelling: the `// C spelling:` lines of bodies.hpp."""
    table = {}
    for op, types, spelling in re.findall(r"^// C spelling: (\w+) ([\w ]+): (.*)$", text, re.M):
        for t in types.split():
            table[op, t] = spelling
    return table


def _own(spelling, prefix, table):
    """A bare name is a spelling of the table for the type, or else the type's
    own operation: lanefill_<type>_<name>."""
    if (spelling, prefix) in table:
        return table[spelling, prefix]
    if re.match(r"[a-z]", spelling) and not spelling.startswith("lanefill_"):
        return f"lanefill_{prefix}_{spelling}"
    return spelling


def parse_render(line, body, table):
    """A `// C:` line: <level> <function>[(<extra>)][: <operation> <spelling>, ...]."""
    m = re.fullmatch(r"(u64|ymm|zmm) (lanefill_([a-z0-9]+)_\w+)(?:\(([^)]*)\))?(?:: (.*))?", line)
    if not m or m.group(3) not in TYPES or " C:" in line:  # (two lines folded into one)
        raise SystemExit(f"{BODIES}: {body.name}: cannot read `// C: {line}`")
    level, function, prefix, extra, spellings = m.groups()
    spelled = {}
    for item in _split_top(spellings or ""):
        op, spelling = item.split(" ", 1)
        if not any(p.name == op for p in body.params):
            raise SystemExit(f"{BODIES}: {body.name} has no operation {op} (`// C: {line}`)")
        spelled[op] = _own(spelling, prefix, table)
    for p in body.params:
        if p.kind == "op" and p.name not in spelled:
            spelled[p.name] = _own(p.name, prefix, table)
    return Render(level, function, prefix, _split_top(extra or ""), spelled)


def _operand(text):
    """An argument inside an expression: parenthesized unless it is one term."""
    if re.fullmatch(r"[\w.]+|\w+\(.*\)|\(.*\)", text) and text.count("(") == text.count(")"):
        return text
    return f"({text})"


def _call(spelling, args):
    """An operation's call: $1, $2 ... of an expression are the template's
    arguments; a function's own arguments come after them."""
    if "$" in spelling:
        return re.sub(r"\$(\d)", lambda m: _operand(args[int(m.group(1)) - 1]), spelling)
    m = re.fullmatch(r"(\w+)\((.*)\)", spelling)
    if m:
        return f"{m.group(1)}({', '.join(args + _split_top(m.group(2)))})"
    return f"{spelling}({', '.join(args)})"


def _spell(text, render, ctype):
    """One line of a body in C: its operations spelled out, V and steps<k> named."""
    text = re.sub(r"\bsteps<(\d+)>", r"\1", text)
    out, i = [], 0
    names = "|".join(re.escape(op) for op in render.spelled)
    pattern = re.compile(rf"\b({names})\b(\s*\()?") if names else None
    while pattern:
        m = pattern.search(text, i)
        if not m:
            break
        out.append(text[i:m.start()])
        spelling = render.spelled[m.group(1)]
        if not m.group(2):  # a value
            out.append(spelling)
            i = m.end()
            continue
        depth, j = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
        args = [_spell(a, render, ctype) for a in _split_top(text[m.end():j - 1])]
        out.append(_call(spelling, args))
        i = j
    out.append(text[i:])
    return re.sub(r"\bV\b", ctype, "".join(out))


def c_function(body, render):
    """The body as a C function for one `// C:` line: the slots of
    templates/native_kernels.h.in's `function` block."""
    ctype = TYPES[render.prefix]
    params, outs = [], []
    for p in body.params:
        if p.kind == "out":
            params.append(f"{ctype}* {p.name}_io")
            outs.append(p.name)
        elif p.kind == "in" and p.name not in render.spelled:
            params.append(re.sub(r"\bV\b", ctype, p.type) + " " + p.name)
    spelled = ", ".join(f"{op} = {s}" for op, s in render.spelled.items())
    return {"body": body.name, "type": ctype, "spelled": f"; {spelled}" if spelled else "",
            "result": ctype if body.returns == "V" else body.returns, "name": render.function,
            "params": ", ".join(params + render.extra), "outs": outs,
            "statements": "".join(_spell(s, render, ctype) + "\n" for s in body.statements)}


def bodies_in_c(level):
    """Every body rendered for a level, in the order of bodies.hpp."""
    with open(paths.source(BODIES), encoding="utf-8") as f:
        text = f.read()
    out, table = [], read_table(text)
    for body in read_bodies(text):
        for line in body.renders:
            render = parse_render(line, body, table)
            if render.level == level:
                out.append(c_function(body, render))
    return out


def vector_batches():
    """The batch entries boards_vector.h's first comment lists ("Batches:"),
    whose kernels the generator renders for each vector type."""
    with open(paths.source(BOARDS_VECTOR), encoding="utf-8") as f:
        head = f.read().split("*/", 1)[0]
    listed = re.search(r"Batches:((?:\s+\w+)+)", head)
    if not listed:
        raise SystemExit(f"{BOARDS_VECTOR}: its first comment lists no \"Batches:\"")
    return listed.group(1).split()


def boards_in_c(prefix, vector):
    """simd/native/boards.h (and boards_vector.h for a vector type) named for a
    type: [(source, its code)]."""
    out = []
    for source in [BOARDS] + ([BOARDS_VECTOR] if vector else []):
        with open(paths.source(source), encoding="utf-8") as f:
            text = f.read()
        code = text[text.index("*/") + 2:].strip("\n")  # after the source's own comment
        code = re.sub(r"\blanefill_v_", f"lanefill_{prefix}_", code)
        out.append((source, re.sub(r"\blanefill_v\b", TYPES[prefix], code)))
    return out


def _region_marks(body):
    return (f"  // {body} of lanefill/detail/bodies.hpp, rendered here by scripts/generate.py:\n",
            f"  // (the end of {body})\n")


def in_place(files):
    """The bodies with a `// C++: <file>: <spellings>` line rendered into that
    header's regions marked for them: their statements, V a Bitboard, each
    operation spelled as the line says (else by its own name, the caller's
    local), steps<k> as k."""
    with open(paths.source(BODIES), encoding="utf-8") as f:
        bodies = read_bodies(f.read())
    by_file = {}
    for body in bodies:
        for line in body.in_place:
            header, _, spellings = line.partition(": ")
            spelled = {p.name: p.name for p in body.params if p.kind == "op"}
            spelled.update(item.split(" ", 1) for item in _split_top(spellings))
            by_file.setdefault("include/" + header, []).append((body, spelled))
    for path, rendered in by_file.items():
        with open(paths.source(path), encoding="utf-8") as f:
            text = f.read()
        for body, spelled in rendered:
            begin, end = _region_marks(body.name)
            if begin not in text:
                raise SystemExit(f"{path} has no region of {body.name} ({begin.strip()})")
            statements = "".join(_spell(s, Render("", "", "", [], spelled), "Bitboard") + "\n"
                                 for s in body.statements)
            parts = text.split(begin)
            for i in range(1, len(parts)):
                if end not in parts[i]:
                    raise SystemExit(f"{path}: a region of {body.name} has no end ({end.strip()})")
                parts[i] = statements + end + parts[i].split(end, 1)[1]
            text = begin.join(parts)
        files.put(path, text)
