#!/usr/bin/env python3
"""Our edits to a copy of Edax's source (bench/engines/edax.sh), never to
this tree: every build gets the measuring patch, the lanefill builds also
the adoption.

    edax_adopt.py SRC_DIR measure     the measuring patch: `-count perft N`, a
                                      perft of Edax's own move generation and
                                      flips with the last ply counted in bulk
                                      (Edax's pass convention), without loading
                                      the evaluation weights
    edax_adopt.py SRC_DIR lanefill    the measuring patch, and Edax's moves,
                                      flips, last-move counts, stability and
                                      mobility counts through lanefill
                                      (lanefill_edax.h, copied beside board.c),
                                      and `-count check N`: those functions
                                      against Edax's own on N random games
                                      and N random boards

SRC_DIR is Edax's src/ directory. Each edit names the text it expects; a
source that differs (another Edax version) stops the script with the edit
that did not apply."""
import pathlib
import re
import shutil
import sys

HERE = pathlib.Path(__file__).resolve().parent


def edit(path, old, new, regex=False, count=1):
    text = path.read_text(encoding="latin-1")
    if regex:
        updated, n = re.subn(old, new, text, flags=re.M)
    else:
        n = text.count(old)
        updated = text.replace(old, new)
    if n != count:
        sys.exit(f"edax_adopt: {path.name}: expected {count} match(es) of {old!r}, found {n}")
    path.write_text(updated, encoding="latin-1")


LEAN_PERFT = r'''
/* lanefill's measuring patch (bench/engines/edax_adopt.py): a perft of
 * Edax's own board_get_moves and board_next, the last ply counted in bulk,
 * passes as count_game counts them (212258216 leaves at depth 11). */
static uint64_t lanefill_lean_perft(const Board *board, const int depth)
{
	uint64_t moves = board_get_moves(board), n = 0;
	int x;
	Board next;

	if (depth == 1) return moves ? (uint64_t) bit_count(moves) : (can_move(board->opponent, board->player) ? 1 : 0);
	if (moves) {
		foreach_bit (x, moves) {
			board_next(board, x, &next);
			n += lanefill_lean_perft(&next, depth - 1);
		}
	} else {
		board_next(board, PASS, &next);
		if (can_move(next.player, next.opponent)) n += lanefill_lean_perft(&next, depth - 1);
	}
	return n;
}

void lanefill_perft(const Board *board, const int depth)
{
	uint64_t t = -cpu_clock();
	const uint64_t n = lanefill_lean_perft(board, depth);
	t += cpu_clock();
	printf("perft %d: %" PRIu64 " leaves in %.3f s\n", depth, n, 0.001 * t);
	fflush(stdout);
}
'''


def measuring_patch(src):
    perft = src / "perft.c"
    if "lanefill_lean_perft" in perft.read_text(encoding="latin-1"):
        return
    perft.write_text(perft.read_text(encoding="latin-1") + LEAN_PERFT, encoding="latin-1")
    main = src / "main.c"
    edit(main, 'else if (strcmp(count_type, "shapes") == 0) count_shapes(&board, level, size);',
         'else if (strcmp(count_type, "shapes") == 0) count_shapes(&board, level, size);\n'
         '\t\telse if (strcmp(count_type, "perft") == 0) lanefill_perft(&board, level);')
    skip_eval = '!(count_type && strcmp(count_type, "perft") == 0)'
    edit(main, "\teval_open(options.eval_file);", f"\tif ({skip_eval}) eval_open(options.eval_file);")
    edit(main, "\teval_close();", f"\tif ({skip_eval}) eval_close();")
    edit(src / "perft.h", "#endif", "void lanefill_perft(const Board*, const int);\n#endif",
         count=1)


def lanefill_adoption(src):
    shutil.copy(HERE / "lanefill_edax.h", src / "lanefill_edax.h")
    # board.h: get_moves a function (lanefill's), board_get_moves through it.
    edit(src / "board.h",
         r"^#if USE_SIMD && defined\(__AVX2__\)\n"
         r"\tuint64_t vectorcall get_moves_avx2\(__m256i, __m256i\);\n"
         r"\t#define get_moves\(P, O\) .*\n"
         r"\t#define\tboard_get_moves\(board\)\t.*\n"
         r"(\t__m128i vectorcall get_moves_and_potential\(__m256i, __m256i\);\n)"
         r"#else\n"
         r"(\tuint64_t get_moves\(const uint64_t, const uint64_t\);\n)"
         r"(\t#define\tboard_get_moves\(board\)\tget_moves\(\(board\)->player, \(board\)->opponent\)\n)"
         r"#endif\n",
         "#if USE_SIMD && defined(__AVX2__)\n"
         "\tuint64_t vectorcall get_moves_avx2(__m256i, __m256i);\n"
         r"\1"
         "#endif\n"
         "/* lanefill (lanefill_edax.h, included in board.c) */\n"
         r"\2\3", regex=True)
    board = src / "board.c"
    # Edax's flips and last-move counts (the files board.c includes) renamed.
    edit(board, "#if MOVE_GENERATOR == MOVE_GENERATOR_KINDERGARTEN",
         "/* lanefill: Edax's own flip and count_last_flip renamed (lanefill_edax.h) */\n"
         "#define flip edax_flip\n#define board_flip edax_board_flip\n"
         "#define count_last_flip edax_count_last_flip\n"
         "#if MOVE_GENERATOR == MOVE_GENERATOR_KINDERGARTEN")
    edit(board, '\t#error "You need to provide a file to compute which flipped discs to count"\n#endif',
         '\t#error "You need to provide a file to compute which flipped discs to count"\n#endif\n'
         "#undef flip\n#undef board_flip\n#undef count_last_flip")
    # The definitions lanefill_edax.h replaces.
    for signature in ["uint64_t get_moves(const uint64_t P, const uint64_t O)",
                      "int get_mobility(const uint64_t P, const uint64_t O)",
                      "int get_weighted_mobility(const uint64_t P, const uint64_t O)",
                      "int get_potential_mobility(const uint64_t P, const uint64_t O)",
                      "int get_stability(const uint64_t P, const uint64_t O)"]:
        kind, rest = signature.split(" ", 1)
        edit(board, "\n" + signature + "\n", f"\nstatic {kind} edax_{rest}\n")
    edit(board, "void board_test(void)", '#include "lanefill_edax.h"\n\nvoid board_test(void)')
    # `-count check N`: lanefill's functions against Edax's (lanefill_edax.h).
    edit(src / "main.c", '\t\telse if (strcmp(count_type, "perft") == 0) lanefill_perft(&board, level);',
         '\t\telse if (strcmp(count_type, "perft") == 0) lanefill_perft(&board, level);\n'
         '\t\telse if (strcmp(count_type, "check") == 0) lanefill_edax_check(level);')
    edit(src / "perft.h", "void lanefill_perft(const Board*, const int);",
         "void lanefill_perft(const Board*, const int);\nvoid lanefill_edax_check(const int);")
    # Move ordering: Edax's scalar path, which calls the counts above.
    edit(src / "move.c", "#if USE_SIMD && defined(__AVX2__)",
         "#if 0 /* lanefill: the counts of lanefill_edax.h */", count=2)


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in ("measure", "lanefill"):
        sys.exit(__doc__)
    src = pathlib.Path(sys.argv[1])
    if not (src / "board.c").exists():
        sys.exit(f"edax_adopt: no board.c in {src}")
    measuring_patch(src)
    if sys.argv[2] == "lanefill":
        lanefill_adoption(src)


if __name__ == "__main__":
    main()
