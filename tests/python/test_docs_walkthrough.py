"""The walk-throughs of docs/python.md ("Positions", "Games") run as
written: every ```python block of those sections, in order, in one
namespace, from a scratch folder that sees the checkout's bench/ (the
plot is written there, not into docs/)."""

import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def section_blocks(title):
    with open(os.path.join(ROOT, "docs", "python.md")) as f:
        text = f.read()
    body = text.split("\n## " + title + "\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", body, re.S)


@pytest.mark.parametrize("title", ["Positions", "Games"])
def test_walkthrough_runs(title, tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    blocks = section_blocks(title)
    assert blocks, f"no python blocks under '## {title}'"
    os.symlink(os.path.join(ROOT, "bench"), tmp_path / "bench")
    monkeypatch.chdir(tmp_path)
    namespace = {}
    for block in blocks:
        exec(compile(block, f"docs/python.md ({title})", "exec"), namespace)
    if title == "Positions":
        assert (tmp_path / "python-move-counts.png").stat().st_size > 0
        assert len(namespace["positions"]) == 29504 and namespace["mated"].sum() > 0
