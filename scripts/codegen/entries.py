"""THE entry list, as the generator reads it: include/lanefill/entries.def.

Each LANEFILL_ENTRY(name, shape, kind, doc) line is an Entry; each
LANEFILL_BATCH_OF(batch, entry) line says that `batch` is `entry` for each
element of arrays (the explicit relation the Python and JavaScript array
forms use)."""

import dataclasses
import re

from . import paths
from .shapes import SHAPES


@dataclasses.dataclass
class Entry:
    name: str
    shape: str
    kind: str
    doc: str
    batch: "Entry | None" = None  # this entry's batch form, if the list has one
    batch_of: "Entry | None" = None  # for a batch entry: the entry it runs per element

    @property
    def spec(self):
        return SHAPES[self.shape]


_ENTRY = re.compile(r'LANEFILL_ENTRY\(\s*(\w+),\s*(\w+),\s*(\w+),\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\)')
_BATCH = re.compile(r"LANEFILL_BATCH_OF\(\s*(\w+),\s*(\w+)\s*\)")
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _without_comments(text):
    """The list without comments and preprocessor lines."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))


def read(path=None):
    """The entries in list order, with their batch relations."""
    with open(path or paths.source("include/lanefill/entries.def"), encoding="utf-8") as f:
        text = _without_comments(f.read())
    entries = []
    for m in _ENTRY.finditer(text):
        name, shape, kind, strings = m.groups()
        if shape not in SHAPES:
            raise SystemExit(f"entries.def: {name} has the shape {shape}, which "
                             "scripts/codegen/shapes.py does not define")
        doc = "".join(s.encode().decode("unicode_escape") for s in _STRING.findall(strings))
        entries.append(Entry(name, shape, kind, doc))
    by_name = {e.name: e for e in entries}
    for batch, single in _BATCH.findall(text):
        if batch not in by_name or single not in by_name:
            raise SystemExit(f"entries.def: LANEFILL_BATCH_OF({batch}, {single}) names an "
                             "entry the list does not have")
        b, s = by_name[batch], by_name[single]
        if SHAPES[b.shape].element != s.shape:
            raise SystemExit(f"entries.def: {batch} ({b.shape}) cannot be the batch of "
                             f"{single} ({s.shape}): {b.shape} batches "
                             f"{SHAPES[b.shape].element or 'nothing'}")
        b.batch_of, s.batch = s, b
    for e in entries:
        if e.spec.element and e.batch_of is None:
            raise SystemExit(f"entries.def: the batch entry {e.name} has no "
                             f"LANEFILL_BATCH_OF({e.name}, <entry>) line")
    return entries
