"""The npm package's entry calls (js/src/entries.js) and their TypeScript
declarations (js/src/entries.d.ts), from the entry list and the shape list.

Each shape has its JavaScript form here (JS_FORMS: the TypeScript parameters
and result, and the helper of js/src/lanefill.js that checks the arguments
and calls the C function); a shape without one stops the generator, so a new
shape gets its form before any entry of it reaches the package."""

from . import template
from .shapes import SHAPES

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py",
           "scripts/codegen/js_bindings.py"]

BOARD = "bigint"
U64_ARRAY = "BigUint64Array | WasmArray<BigUint64Array>"
U8_ARRAY = "Uint8Array | WasmArray<Uint8Array>"

# shape -> (TypeScript parameters, TypeScript result); the helper of
# js/src/lanefill.js has the shape's name in camelCase.
JS_FORMS = {
    "square_attacks": (f"square: number, occupied: {BOARD}", BOARD),
    "set_rays": (f"orth: {BOARD}, diag: {BOARD}, occupied: {BOARD}", "Rays"),
    "set_union": (f"orth: {BOARD}, diag: {BOARD}, occupied: {BOARD}", BOARD),
    "square_rays": (f"square: number, occupied: {BOARD}", "SquareRays"),
    "slider_threats": (f"square: number, occupied: {BOARD}, orth: {BOARD}, diag: {BOARD}",
                       "SliderThreats"),
    "queen_batch": (f"squares: {U8_ARRAY}, occupied: {U64_ARRAY}, out?: {U64_ARRAY}",
                    "BigUint64Array"),
    "set_batch": (f"orth: {U64_ARRAY}, diag: {U64_ARRAY}, occupied: {U64_ARRAY}, "
                  f"out?: {U64_ARRAY}", "BigUint64Array"),
    "discs": (f"player: {BOARD}, opponent: {BOARD}", BOARD),
    "discs_square": (f"square: number, player: {BOARD}, opponent: {BOARD}", BOARD),
    "discs_batch": (f"player: {U64_ARRAY}, opponent: {U64_ARRAY}, out?: {U64_ARRAY}",
                    "BigUint64Array"),
    "discs_count": (f"player: {BOARD}, opponent: {BOARD}", "number"),
    "last_move": (f"square: number, player: {BOARD}", "number"),
    "occupied_lines": (f"occupied: {BOARD}", "Lines"),
    "discs_count_batch": (f"player: {U64_ARRAY}, opponent: {U64_ARRAY}, out?: {U8_ARRAY}",
                          "Uint8Array"),
    "last_move_batch": (f"squares: {U8_ARRAY}, player: {U64_ARRAY}, out?: {U8_ARRAY}",
                        "Uint8Array"),
}


def camel(name):
    head, *rest = name.split("_")
    return head + "".join(w[:1].upper() + w[1:] for w in rest)


def _check_forms():
    missing = sorted(set(SHAPES) - set(JS_FORMS))
    if missing:
        raise SystemExit(f"scripts/codegen/js_bindings.py: no JavaScript form for the shapes "
                         f"{', '.join(missing)} (add them to JS_FORMS and a helper to "
                         f"js/src/lanefill.js)")


def entries_js(entries, banner):
    t = template.load("entries.js")
    rows = [{"js": camel(e.name), "shape": camel(e.shape), "name": e.name} for e in entries]
    return t.render(banner=banner("js/src/entries.js", SOURCES + [t.path], cxx=True), calls=t.each("call", rows),
                    names=t.each("name", [{"js": r["js"]} for r in rows]))


def entries_dts(entries, banner):
    t = template.load("entries.d.ts")
    rows = []
    for e in entries:
        params, result = JS_FORMS[e.shape]
        doc = e.doc
        if e.batch_of is not None:
            doc += f" (`{camel(e.batch_of.name)}` per element; `out`, if given, receives the results)"
        rows.append({"doc": doc, "js": camel(e.name), "params": params, "result": result})
    return t.render(banner=banner("js/src/entries.d.ts", SOURCES + [t.path], cxx=True), entries=t.each("entry", rows))


def emit(files, entries, banner):
    _check_forms()
    files.put("js/src/entries.js", entries_js(entries, banner), format_code=False)
    files.put("js/src/entries.d.ts", entries_dts(entries, banner), format_code=False)
