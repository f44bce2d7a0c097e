"""The generated files' templates (scripts/codegen/templates/*.in): the text
of each generated file, written as the C or C++ it is, with @slots@ the
generator fills, in the manner of CMake's configure_file.

A template is its file's text, then its blocks: a line `@@ name` starts a
block, which runs to the next such line; a block is the text made once per
row (an entry, a table) and joined into a slot. `@name@` is a slot: every
slot of a text must be filled, and every value given must fill one."""

import os
import re

from . import paths

FOLDER = "scripts/codegen/templates"
SLOT = re.compile(r"@(\w+)@")


class Template:
    def __init__(self, name):
        self.path = f"{FOLDER}/{name}.in"
        with open(paths.source(self.path), encoding="utf-8") as f:
            parts = re.split(r"^@@ (\w+)\n", f.read(), flags=re.M)
        self.text = parts[0]
        self.blocks = dict(zip(parts[1::2], parts[2::2]))

    def _fill(self, text, where, values):
        wanted = set(SLOT.findall(text))
        if wanted != set(values):
            raise SystemExit(f"{self.path}: {where} has slots {sorted(wanted)}, "
                             f"the generator gives {sorted(values)}")
        return SLOT.sub(lambda m: str(values[m.group(1)]), text)

    def block(self, block, values):
        """One block, filled with `values` (a dict of its slots)."""
        return self._fill(self.blocks[block], f"block {block}", values)

    def each(self, block, rows):
        """A block filled once per row (a dict of its slots), joined."""
        return "".join(self.block(block, row) for row in rows)

    def render(self, **values):
        """The file's text, filled."""
        return self._fill(self.text, "the file", values)


def load(name):
    return Template(name)


def exists(name):
    return os.path.exists(paths.source(f"{FOLDER}/{name}.in"))
