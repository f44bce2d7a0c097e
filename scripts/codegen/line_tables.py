"""The line tables of the inline kernels and of the constexpr reference:
include/lanefill/native/line_tables.h, literal data (C99 and C++, internal
linkage). Each row is computed here from its square:

  lanefill_sbamg_table[s]   SBAMG per line (lanefill/sbamg.hpp explains the
      method), lanes rank, file, diagonal a1-h8, antidiagonal h1-a8:
      line_ex[4]  the line without the slider's square
      lower[4]    the line's squares below the slider, plus floor
      floor[4]    the line's low end, or bit 0 where the slider is that end
      self, swapped  the slider's square, and its square on the byte-swapped
                  board (ranks mirrored: s ^ 56), for hyperbola quintessence
      file_ex, swapped_file_ex  the file without the slider's square, and
                  the same on the byte-swapped board (the rook's file by
                  hyperbola quintessence in one xmm; the row fills two cache
                  lines)
  lanefill_ray_table[s]     the eight empty-board rays from s, the square
      excluded: noEa, east, noWe, nort (towards h8), then soWe, west, soEa,
      sout (lane j + 4 is lane j's opposite)
  lanefill_first_rank_table[i][f]  first-rank attacks (chessprogramming wiki
      "First Rank Attacks"): the squares a rook on file f of an 8-square rank
      attacks when the rank holds the inner occupancy i (files b..g) plus both
      end squares; east up to the lowest blocker above f, west the same on
      the bit-reversed rank
  lanefill_rank_lines[r], lanefill_file_lines[f]  the rank r, the file f
  lanefill_diagonal_lines[k]  the a1-h8 diagonal whose squares have
      rank - file = k, at index k mod 16 (16: nothing)
  lanefill_antidiagonal_lines[k]  the h1-a8 antidiagonal whose squares have
      rank + file = k (15: nothing); the four line tables are indexed by
      register permutes (vpermq, vpermt2q: the zmm level's queen boards)
"""

from . import template

SOURCES = ["scripts/codegen/line_tables.py"]
ALL = (1 << 64) - 1


def rank(s):
    return 0xFF << (s & 56)


def file(s):
    return 0x0101010101010101 << (s & 7)


def diagonal(s):
    """The a1-h8 diagonal through s: the main diagonal moved by whole ranks."""
    f, r = s & 7, s >> 3
    main = 0x8040201008040201
    return (main >> (8 * (f - r))) if f >= r else (main << (8 * (r - f))) & ALL


def antidiagonal(s):
    f, r = s & 7, s >> 3
    main = 0x0102040810204080
    return (main << (8 * (f + r - 7))) & ALL if f + r >= 7 else main >> (8 * (7 - f - r))


def above(s):
    return (ALL << (s + 1)) & ALL


def below(s):
    return (1 << s) - 1


def floor(line, s):
    lowest = line & -line
    return 1 if lowest == 1 << s else lowest


def lower(line, s):
    return (line & ~(1 << s) & below(s)) | floor(line, s)


def sbamg_row(s):
    lines = [rank(s), file(s), diagonal(s), antidiagonal(s)]
    lines_ex = [line & ~(1 << s) & ALL for line in lines]
    return (lines_ex + [lower(line, s) for line in lines] +
            [floor(line, s) for line in lines] +
            [1 << s, 1 << (s ^ 56), lines_ex[1], byte_swap(lines_ex[1])])


def byte_swap(x):
    return int.from_bytes(x.to_bytes(8, "little"), "big")


def ray_row(s):
    lines = [diagonal(s), rank(s), antidiagonal(s), file(s)]
    return [line & above(s) for line in lines] + [line & below(s) for line in lines]


def reverse8(x):
    return int(f"{x:08b}"[::-1], 2)


def east8(f, occupied):
    """On an 8-square rank: from file f east up to the first occupied square."""
    ahead = (0xFE << f) & 0xFF
    blockers = occupied & ahead
    first = blockers & -blockers
    return (((first << 1) - 1) & 0xFF if first else 0xFF) & ahead


def first_rank(f, inner):
    occupied = (inner << 1) | 0x81
    return east8(f, occupied) | reverse8(east8(7 - f, reverse8(occupied)))


def _rows(rows, fmt, per_line):
    out = []
    for row in rows:
        cells = [fmt(v) for v in row]
        lines = [", ".join(cells[i:i + per_line]) for i in range(0, len(cells), per_line)]
        out.append("    {" + ",\n     ".join(lines) + "},\n")
    return "".join(out)


def _lines(of, count):
    """Each index's line: the squares s with of(s) equal to it."""
    return [sum(1 << s for s in range(64) if of(s) == k) for k in range(count)]


def _list(values, fmt, per_line):
    cells = [fmt(v) for v in values]
    return ",\n".join("    " + ", ".join(cells[i:i + per_line]) for i in range(0, len(cells), per_line))


def line_tables_h(banner):
    u64 = lambda v: f"UINT64_C(0x{v:016x})"  # noqa: E731
    t = template.load("line_tables.h")
    return t.render(
        banner=banner("include/lanefill/native/line_tables.h", SOURCES + [t.path], cxx=False),
        sbamg=_rows((sbamg_row(s) for s in range(64)), u64, 4),
        rays=_rows((ray_row(s) for s in range(64)), u64, 4),
        first_rank=_rows(([first_rank(f, i) for f in range(8)] for i in range(64)),
                         lambda v: f"0x{v:02x}", 8),
        rank_lines=_list(_lines(lambda s: s >> 3, 8), u64, 3),
        file_lines=_list(_lines(lambda s: s & 7, 8), u64, 3),
        diagonal_lines=_list(_lines(lambda s: ((s >> 3) - (s & 7)) % 16, 16), u64, 3),
        antidiagonal_lines=_list(_lines(lambda s: (s >> 3) + (s & 7), 16), u64, 3))


def emit(files, banner):
    files.put("include/lanefill/native/line_tables.h", line_tables_h(banner))
