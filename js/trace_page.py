"""The live trace page (js/trace/trace.html) as one self-contained file: the
page, the package's JavaScript (every module of js/src, each after the
modules it imports, their import and export lines taken out so they run as
one inline module), and
both modules as classic scripts with the .wasm inlined (-sSINGLE_FILE:
lanefill-wasm128-inline.js, lanefill-scalar-inline.js). No network: it runs
from file:// as from a server. js/assemble.py calls build_page."""

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _as_inline_module(path):
    """A module file's code without its imports and exports (the page's one
    module defines every name itself)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r'^import [^;]*;\n', "", text, flags=re.M)
    text = re.sub(r'^export \{[^}]*\};\n', "", text, flags=re.M)
    text = re.sub(r'^export (async function|function|class|const) ', r'\1 ', text, flags=re.M)
    if re.search(r'^\s*(import|export)\b', text, flags=re.M):
        raise SystemExit(f"trace_page.py: {path} has an import or export the page cannot inline")
    return text


def _script(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if "</script" in text:
        raise SystemExit(f"trace_page.py: {path} contains </script")
    return text


def modules_in_order(src):
    """js/src's modules, each after those it imports (a cycle is refused)."""
    imports = {}
    for name in sorted(os.listdir(src)):
        if name.endswith(".js"):
            with open(os.path.join(src, name), encoding="utf-8") as f:
                imports[name] = re.findall(r'^import [^;]*? from "\./([\w.]+)";', f.read(),
                                           flags=re.M | re.S)
    order = []

    def visit(name, path):
        if name in path:
            raise SystemExit(f"trace_page.py: js/src imports in a cycle: {' -> '.join(path)}")
        if name not in order:
            for needed in imports[name]:
                visit(needed, path + [name])
            order.append(name)
    for name in imports:
        visit(name, [])
    return order


def build_page(template, simd128_tree, baseline_tree, out):
    with open(template, encoding="utf-8") as f:
        page = f.read()
    src = os.path.join(ROOT, "js", "src")
    api = "".join(_as_inline_module(os.path.join(src, name)) for name in modules_in_order(src))
    parts = {
        "@MODULE_WASM128@": _script(os.path.join(simd128_tree, "js", "lanefill-wasm128-inline.js")),
        "@MODULE_SCALAR@": _script(os.path.join(baseline_tree, "js", "lanefill-scalar-inline.js")),
        "@LANEFILL_API@": api,
    }
    for key, value in parts.items():
        if key not in page:
            raise SystemExit(f"trace_page.py: {template} has no {key}")
        page = page.replace(key, value)
    with open(out, "w", encoding="utf-8") as f:
        f.write(page)
