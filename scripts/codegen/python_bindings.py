"""The Python functions of the entry list: python/src/kernels_entries.cpp,
one binding per entry that is not a batch (a batch serves its entry's array
form: LANEFILL_BATCH_OF), through its shape's binder (python/src/kernels.cpp),
its docstring the entry's sentence and its shape's forms."""

from .text import c_string

SOURCES = ["include/lanefill/entries.def", "scripts/codegen/shapes.py"]


def kernels_entries_cpp(entries, banner):
    out = [banner("python/src/kernels_entries.cpp", SOURCES, cxx=True)]
    out.append("""//
// Every entry of the list as a function of lanefill._lanefill.
#include <pybind11/pybind11.h>

#include "kernels.hpp"

namespace lanefill_python {

void bind_entries(py::module_& m) {
""")
    batched = {s.element for s in (e.spec for e in entries) if s.element}
    for e in entries:
        shape = e.spec
        if shape.element:
            continue
        args = [f'"{e.name}"', f"&Kernels::{e.name}"]
        if shape.name in batched:
            args.append(f"&Kernels::{e.batch.name}" if e.batch else "nullptr")
        args.append(c_string(e.doc + "\n\n" + shape.forms))
        out.append(f"  bind_{shape.python}(m, {', '.join(args)});\n")
    out.append("}\n\n}  // namespace lanefill_python\n")
    return "".join(out)


def emit(files, entries, banner):
    files.put("python/src/kernels_entries.cpp", kernels_entries_cpp(entries, banner))
