"""Comment and string helpers for the emitters."""

import textwrap


def c_comment(text, indent="", width=96):
    """A /* ... */ comment of `text` (paragraphs separated by blank lines)."""
    lines = []
    for paragraph in text.strip().split("\n\n"):
        if lines:
            lines.append("")
        lines += textwrap.wrap(" ".join(paragraph.split()), width - len(indent) - 3) or [""]
    if len(lines) == 1 and len(lines[0]) + len(indent) + 6 <= width:
        return f"{indent}/* {lines[0]} */\n"
    rest = [f"{indent} * {line}".rstrip() for line in lines[1:]]
    if len(rest[-1]) + 3 <= width:
        rest[-1] += " */"
    else:
        rest.append(f"{indent} */")
    return f"{indent}/* {lines[0]}\n" + "".join(line + "\n" for line in rest)


def cxx_comment(text, indent="", width=96):
    """// lines of `text`."""
    out = []
    for paragraph in text.strip().split("\n\n"):
        if out:
            out.append(f"{indent}//\n")
        for line in textwrap.wrap(" ".join(paragraph.split()), width - len(indent) - 3) or [""]:
            out.append(f"{indent}// {line}\n")
    return "".join(out)


def c_string(text):
    """A C string literal of `text` (split at newlines, escaped)."""
    parts = text.split("\n")
    out = []
    for i, part in enumerate(parts):
        escaped = part.replace("\\", "\\\\").replace('"', '\\"')
        if i + 1 < len(parts):
            escaped += "\\n"
        if escaped:
            out.append(f'"{escaped}"')
    return "\n".join(out) if out else '""'

