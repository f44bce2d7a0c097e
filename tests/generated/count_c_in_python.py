#!/usr/bin/env python3
"""How much C and C++ the Python files hold in their string literals
(ctest: generated.c_in_python): the generator renders kernels and calls from
sources, it does not hold them.

  count_c_in_python.py ROOT [--limit N] [--list]

Reads every .py file under scripts/, js/ and python/. A line of a string
literal (docstrings aside: they are prose) counts as C or C++ when, stripped,
it ends in `;`, `{` or `}`, or starts with a C or C++ keyword, a fixed-width
integer or vector register type, or a preprocessor directive; a string that
is only a type's name (`const uint64_t*`) is a name, not a line. In an
f-string a replacement field ({name}) is a value, not a brace. Fails when
the total passes the limit (100 by default)."""
import argparse
import ast
import io
import os
import re
import sys
import tokenize

STARTS = re.compile(
    r"(#\s*[a-z]+|static|inline|const|constexpr|return|if|else|for|while|do|switch|case|struct|"
    r"typedef|void|int|unsigned|signed|char|bool|long|short|double|float|auto|extern|template|"
    r"typename|namespace|using|class|enum|union|break|continue|sizeof|alignas|std::\w+|"
    r"u?int(8|16|32|64)_t|size_t|__m(128|256|512)i)\b")


TYPE_NAME = re.compile(r"(const\s+)?(std::)?\w+(<[\w, ]+>)?\s*\**")


def docstrings(tree):
    """The line numbers where each docstring starts."""
    starts = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                starts.add(body[0].lineno)
    return starts


def c_lines(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    skip = docstrings(ast.parse(source))
    found = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type != tokenize.STRING or tok.start[0] in skip:
            continue
        quote = re.match(r"[rbfuRBFU]*('''|\"\"\"|'|\")", tok.string)
        body = tok.string[quote.end():-len(quote.group(1))]
        if "f" in tok.string[:quote.start(1)].lower():  # fields are values; {{ }} are braces
            body = re.sub(r"\{[^{}]*\}", "x", body.replace("{{", "\0").replace("}}", "\1"))
            body = body.replace("\0", "{").replace("\1", "}")
        for line in re.split(r"\n|\\n", body):
            line = line.strip()
            if TYPE_NAME.fullmatch(line):
                continue
            if line and (line.endswith((";", "{", "}")) or STARTS.match(line)):
                found.append((tok.start[0], line))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root")
    parser.add_argument("--limit", type=int, default=100)
    parser.add_argument("--list", action="store_true", help="print each line counted")
    args = parser.parse_args()
    total, per_file = 0, []
    for top in ("scripts", "js", "python"):
        for folder, dirs, names in os.walk(os.path.join(args.root, top)):
            dirs[:] = sorted(d for d in dirs if d not in ("__pycache__", "node_modules"))
            for name in sorted(names):
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    lines = c_lines(path)
                    if lines:
                        per_file.append((len(lines), os.path.relpath(path, args.root), lines))
                        total += len(lines)
    for count, rel, lines in sorted(per_file, reverse=True):
        print(f"{count:4} {rel}")
        if args.list:
            for lineno, line in lines:
                print(f"       {lineno}: {line[:100]}")
    print(f"{total} lines of C or C++ in Python strings (limit {args.limit})")
    return 1 if total > args.limit else 0


if __name__ == "__main__":
    sys.exit(main())
