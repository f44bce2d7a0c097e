#!/usr/bin/env python3
"""CONTRIBUTING.md against the code (ctest: contributing.guide).

  check_guide.py SOURCE_DIR [BUILD_DIR [CTEST CMAKE]]
  (LANEFILL_GUIDE=FILE checks FILE instead: self_test.py)

Fails, naming each disagreement, when
  - a file or folder the guide names does not exist (a path from the top, or
    a file name or tail of a path found nowhere in the tree);
  - a name the guide puts in backticks (a function, type, table, test suite)
    appears in no file of the tree but the guide;
  - the guide's shape table is not the shape list (scripts/codegen/shapes.py)
    with each shape's entries in include/lanefill/entries.def;
and, given a build tree, when a test name or `ctest -R`/`-L` selection the
guide gives selects no test of that build, or a `--target` is not one of its
targets. Placeholders (`<name>`, `*`) stand for anything."""

import os
import re
import subprocess
import sys

SOURCE = os.path.abspath(sys.argv[1])
sys.path.insert(0, os.path.join(SOURCE, "scripts"))
from codegen import entries as entry_list  # noqa: E402
from codegen.shapes import SHAPES  # noqa: E402

GUIDE = os.environ.get("LANEFILL_GUIDE") or os.path.join(SOURCE, "CONTRIBUTING.md")
FILE_EXTENSIONS = ("h", "hpp", "c", "cpp", "py", "md", "json", "cmake", "sh", "txt", "def",
                   "abi", "toml", "in", "pyi", "yml")
SKIP_DIRS = {".git", "__pycache__", "node_modules"}

problems = []


def tree_files():
    """Every file of the source tree (relative paths), build trees left out."""
    files = []
    for root, dirs, names in os.walk(SOURCE):
        rel_root = os.path.relpath(root, SOURCE)
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith("build")
                   and not (rel_root == "." and d.startswith("."))
                   or d in (".ci",)]
        for n in names:
            files.append(os.path.normpath(os.path.join(rel_root, n)))
    return files


FILES = tree_files()
DIRS = {os.path.dirname(f) for f in FILES}
DIRS |= {d for f in DIRS for d in [os.path.dirname(f)] if d}


BUILD = os.path.abspath(sys.argv[2]) if len(sys.argv) >= 3 else None


# The headers CMake writes into every build (cmake/LanefillRegistry.cmake,
# cmake/version.hpp.in), whichever folder it is.
CONFIGURED = {"lanefill/isas.hpp", "lanefill/version.hpp"}


def path_exists(token):
    """A path from the top, or a tail of some path in the tree (or of the
    headers the build generates, lanefill/isas.hpp and version.hpp). A path
    in the build folder the guide's commands make (`build/...`, or another
    named by BUILD_DIR) is the build's output, whatever folder holds it."""
    token = token.rstrip("/")
    if re.fullmatch(r"build(-[\w-]+)?(/.*)?", token) or token in CONFIGURED:
        return True
    if os.path.exists(os.path.join(SOURCE, token)):
        return True
    if BUILD and os.path.exists(os.path.join(BUILD, "include", token)):
        return True
    tail = "/" + token
    return any(("/" + f).endswith(tail) for f in FILES) or any(
        ("/" + d).endswith(tail) for d in DIRS)


def placeholder(token):
    return any(c in token for c in "<>*{}") or "..." in token


with open(GUIDE, encoding="utf-8") as f:
    text = f.read()
spans = re.findall(r"`([^`\n]+)`", text)

# 1. Paths: backticked tokens that look like files or folders, and the paths
#    in the command blocks.
path_tokens = set()
for span in spans:
    for word in re.split(r"[\s,()=;]+", span):
        word = word.strip("'\"").rstrip(".:")
        if not word or placeholder(word) or "::" in word:
            continue
        ext = word.rsplit(".", 1)[-1] if "." in os.path.basename(word) else ""
        if ext in FILE_EXTENSIONS or (word.endswith("/") and len(word) > 1):
            path_tokens.add(word)
        elif "/" in word and re.fullmatch(r"[\w./-]+", word) and not word.startswith("-"):
            path_tokens.add(word)
for block in re.findall(r"```sh\n(.*?)```", text, re.S):
    for word in re.findall(r"(?<![\w/.-])((?:scripts|tests|cmake|bench|\.ci)/[\w./-]+)", block):
        path_tokens.add(word.rstrip("."))
for token in sorted(path_tokens):
    if not path_exists(token):
        problems.append(f"the guide names `{token}`, which is not in the tree")

# 2. Names in backticks: each must appear in some file besides the guide.
corpus = []
for rel in FILES:
    # The guide's own checks name the mutants they plant: not evidence.
    if (rel == "CONTRIBUTING.md" or rel.startswith("tests/contributing/")
            or rel.rsplit(".", 1)[-1] not in FILE_EXTENSIONS + ("def",)):
        continue
    try:
        with open(os.path.join(SOURCE, rel), encoding="utf-8") as f:
            corpus.append(f.read())
    except (UnicodeDecodeError, OSError):
        pass
corpus = "\n".join(corpus)
names = set()
for span in spans:
    span = span.strip()
    # A template's name before its arguments (`implementation_of<...>`), but
    # not a pattern's stem (`lanefill_native_<name>`).
    head = re.match(r"[\w:]+(?=<)", span)
    if head and not head.group(0).endswith("_"):
        span = head.group(0)
    if placeholder(span) or " " in span:
        continue
    name = span.rstrip("()").split("(")[0]
    for part in re.split(r"::", name):
        if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]{5,}", part) and ("_" in part or
                                                                re.search(r"[a-z][A-Z]", part)):
            names.add(part)
EXTERNAL = ["/usr/include/xsimd"]  # names of the libraries the guide warns about


def external(name):
    return any(os.path.isdir(d) and subprocess.run(["grep", "-rqw", name, d]).returncode == 0
               for d in EXTERNAL)


for name in sorted(names):
    if not re.search(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])", corpus) \
            and not external(name):
        problems.append(f"the guide names `{name}`, which no file of the tree has")

# 3. The shape table.
SHAPE_TABLE = (r"<!-- the entries of lanefill/entries.def: generated by scripts/generate.py "
               r"\(do not edit\) -->\n(.*?)<!-- end of the generated entries -->")
table = re.search(SHAPE_TABLE, text, re.S)
if not table:
    problems.append("the guide has no shape table (its generated part's markers are missing)")
else:
    listed = entry_list.read()
    by_shape = {}
    for e in listed:
        by_shape.setdefault(e.shape, []).append(e.name)
    rows = {}
    for line in table.group(1).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        rows[cells[0].strip("`")] = re.findall(r"`(\w+)`", cells[-1])
    for shape in SHAPES:
        if shape not in rows:
            problems.append(f"the shape {shape} (scripts/codegen/shapes.py) is not in the guide")
        elif rows[shape] != by_shape.get(shape, []):
            problems.append(f"the guide lists {rows[shape]} as the entries of {shape}; "
                            f"entries.def has {by_shape.get(shape, [])}")
    for shape in rows:
        if shape not in SHAPES:
            problems.append(f"the guide lists a shape {shape} that shapes.py does not define")

# 4. Tests and targets of a build.
if len(sys.argv) >= 5:
    build, ctest, cmake = sys.argv[2:5]
    listing = subprocess.run([ctest, "-N", "--test-dir", build], capture_output=True,
                             text=True).stdout
    tests = re.findall(r"Test\s+#\d+: (\S+)", listing)
    labels_out = subprocess.run([ctest, "--print-labels", "--test-dir", build],
                                capture_output=True, text=True).stdout
    labels = set(re.findall(r"^\s+(\S+)$", labels_out, re.M))
    if not tests:
        problems.append(f"ctest -N lists no test in {build}")
    selections = set()
    for m in re.finditer(r"ctest[^\n`]*?-R\s+('([^']+)'|([^\s`)]+))", text):
        selections.add(m.group(2) or m.group(3))
    for regex in sorted(selections):
        if not any(re.search(regex, t) for t in tests):
            problems.append(f"the guide's `ctest -R {regex}` selects no test of this build")
    for m in re.finditer(r"ctest[^\n`]*?-L\s+([\w<>]+)", text):
        if not placeholder(m.group(1)) and m.group(1) not in labels:
            problems.append(f"the guide's `ctest -L {m.group(1)}`: no such label in this build")
    # A label of a build with other options (fuzz: clang) is one the CMake files set.
    labels |= set(re.findall(r"LABELS\s+\"?(\w+)", corpus))
    label_list = re.search(r"Labels \(`ctest -L <label>`\): (.*?)\. ", text, re.S)
    if label_list:
        for label in re.findall(r"`(\w+)`[,.]?(?: \(|,| and|$)", label_list.group(1)):
            if label not in labels:
                problems.append(f"the guide lists a label `{label}` this build does not have")
    for span in spans:
        span = span.strip()
        if (re.fullmatch(r"[a-z0-9_]+\.[a-z0-9_.<>*]+", span)
                and span.rsplit(".", 1)[-1] not in FILE_EXTENSIONS
                and span.split(".")[0] in {t.split(".")[0] for t in tests}):
            pattern = "^" + re.escape(span).replace(r"\<", "<").replace(r"\>", ">")
            pattern = re.sub(r"<[^>]+>", ".+", pattern).replace(r"\*", ".*") + "$"
            if not any(re.match(pattern, t) for t in tests):
                problems.append(f"the guide names a test `{span}` this build does not have")
    help_text = subprocess.run([cmake, "--build", build, "--target", "help"],
                               capture_output=True, text=True).stdout
    for target in set(re.findall(r"--target\s+(\w+)", text)):
        if not re.search(r"\b" + re.escape(target) + r"\b", help_text):
            problems.append(f"the guide's `--target {target}` is not a target of this build")

for p in problems:
    print("CONTRIBUTING.md:", p)
if problems:
    print(f"{len(problems)} disagreements between CONTRIBUTING.md and the code")
    sys.exit(1)
print("CONTRIBUTING.md agrees with the tree"
      + (" and the build's tests and targets" if len(sys.argv) >= 5 else ""))
