#!/usr/bin/env python3
"""CONTRIBUTING.md followed, on a copy of the tree (ctest: contributing.walkthrough):

1. "Add a primitive": the steps of "The files you edit, in order" applied
   for the guide's example, `othello_frontier(player, opponent)` of shape
   `discs` (the edits are the ones below, one per file the guide lists: the
   walk-through fails if the guide lists other files, or more than six);
   then the generator, and then: every generated layer has the entry, the
   guide agrees with the copy, the headers stay in layers, the copy's
   inline C call (scalar target, run) and C++ reference (run) agree with
   the copy's oracle on random positions, and every inline target compiles
   the call.
2. "Generated files": one kernel body changed in its one C++ place
   (Kogge-Stone's, lanefill/detail/bodies.hpp) shows, after the generator,
   in every C function rendered from it, at every register level, and in
   the reference's fills rendered in place (lanefill/fills.hpp).

  walkthrough.py SOURCE_DIR CC CXX [FLAGS_OF_TARGET ...]   (each "name=flags")"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

SOURCE = os.path.abspath(sys.argv[1])
CC, CXX = sys.argv[2], sys.argv[3]
TARGET_FLAGS = dict(arg.split("=", 1) for arg in sys.argv[4:])

ENTRY = '''LANEFILL_ENTRY(othello_frontier, discs, othello_moves,
               "The player's discs next to an empty square (the frontier).")
'''
REFERENCE = '''// The frontier: the player's discs next to an empty square.
constexpr Bitboard frontier(Bitboard player, Bitboard opponent) {
  const Bitboard empty = ~(player | opponent);
  Bitboard near = 0;
  for (int d = 0; d < 8; ++d) near |= shift_one(empty, Direction(d));
  return player & near;
}

'''
KERNEL = '''/* The frontier: the player's discs next to an empty square. */
static inline uint64_t lanefill_u64_othello_frontier(uint64_t player, uint64_t opponent) {
  return player & lanefill_u64_king_set(~(player | opponent));
}

'''
ORACLE = '''// The player's discs with an empty square among their eight neighbours.
inline Bitboard othello_frontier(Bitboard me, Bitboard them) {
  Bitboard out = 0;
  for (int f = 0; f < 8; ++f)
    for (int r = 0; r < 8; ++r)
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
          if (has(me, f, r) && (df || dr) && on_board(f + df, r + dr) &&
              !has(me | them, f + df, r + dr))
            out |= bit(f, r);
  return out;
}

'''
TEST = '''
TEST(OthelloFrontier, ReferenceMatchesTheOracle) {
  namespace ref = lanefill::othello;
  static_assert(ref::frontier(ref::kStartBlack, ref::kStartWhite) == ref::kStartBlack);
  ASSERT_EQ(ref::frontier(0x8100000000000081ULL, 0x4281000000008142ULL), 0);
}
'''


def edit(path, anchor, text, before=True):
    """Put `text` before (or after) the line that starts with `anchor`."""
    with open(path, encoding="utf-8") as f:
        old = f.read()
    at = old.find("\n" + anchor) + 1
    if at == 0:
        raise SystemExit(f"walkthrough: {path} has no line starting {anchor!r}: update the step")
    if not before:
        at = old.index("\n", at) + 1
    with open(path, "w", encoding="utf-8") as f:
        f.write(old[:at] + text + old[at:])


def append(path, text):
    with open(path, "a", encoding="utf-8") as f:
        f.write(text)


# The guide's files, each with its step applied to the copy, and what the
# guide's step must say for a reader to make that edit.
STEPS = {
    "include/lanefill/entries.def": (
        lambda p: edit(p, "#if defined(LANEFILL_ENTRIES_DEF_BATCH_OF)", ENTRY + "\n"),
        "LANEFILL_ENTRY(othello_frontier, discs, othello_moves"),
    "include/lanefill/othello.hpp": (
        lambda p: edit(p, "}  // namespace othello", REFERENCE), "othello::frontier"),
    "include/lanefill/native/u64.h": (lambda p: (
        edit(p, " *   othello_mobility ",
             " *   othello_frontier            lanefill_u64_othello_frontier\n", before=False),
        edit(p, "#undef LANEFILL_U64_FAST_PEXT", KERNEL)), "The entries it serves"),
    "bench/support/oracle_othello.hpp": (
        lambda p: edit(p, "}  // namespace oracle", ORACLE), "oracle::<name>"),
    "tests/test_othello.cpp": (lambda p: edit(p, "}  // namespace", TEST), "hand-made positions"),
    "CHANGELOG.md": (lambda p: edit(p, "### Added", "- `othello_frontier`: the frontier.\n",
                                    before=False), "### Added"),
}
PROGRAM_C = r'''#include <stdio.h>
#include "lanefill/native.h"
int main(void) {
  uint64_t state = 7, player, opponent;
  int i;
  for (i = 0; i < 10000; ++i) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    player = state & (state >> 7);
    opponent = ~player & (state << 3);
    if (lanefill_native_othello_frontier(player, opponent) != EXPECTED(player, opponent)) {
      printf("differs at %d\n", i);
      return 1;
    }
  }
  printf("%s: lanefill_native_othello_frontier agrees\n", lanefill_native_isa_name());
  return 0;
}
'''
PROGRAM_CXX = r'''#include <cstdio>
#include "lanefill/othello.hpp"
#include "oracle_othello.hpp"
int main() {
  std::uint64_t state = 11;
  for (int i = 0; i < 10000; ++i) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    const std::uint64_t player = state & (state >> 5), opponent = ~player & (state << 9);
    if (lanefill::othello::frontier(player, opponent) != oracle::othello_frontier(player, opponent)) {
      std::printf("the reference differs from the oracle at %d\n", i);
      return 1;
    }
  }
  std::printf("lanefill::othello::frontier agrees with oracle::othello_frontier\n");
  return 0;
}
'''


def run(cmd, cwd, what):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"walkthrough: {what} failed:\n{r.stdout}{r.stderr}")
    return r.stdout


def guide_steps():
    """path -> text of each item of the guide's "The files you edit" list."""
    with open(os.path.join(SOURCE, "CONTRIBUTING.md"), encoding="utf-8") as f:
        text = f.read()
    part = text.split("The files you edit, in order", 1)[1].split("\n\nThen ", 1)[0]
    items = re.split(r"^\d+\. ", part, flags=re.M)[1:]
    return {re.match(r"`([^`]+)`", item).group(1): item for item in items}


def copy_tree(to):
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=SOURCE,
                            capture_output=True, text=True, check=True).stdout.split("\n")
    for rel in filter(None, listed):
        if os.path.isfile(os.path.join(SOURCE, rel)):
            os.makedirs(os.path.dirname(os.path.join(to, rel)), exist_ok=True)
            shutil.copy2(os.path.join(SOURCE, rel), os.path.join(to, rel))


def add_a_primitive(tree):
    steps = guide_steps()
    files = list(steps)
    if files != list(STEPS):
        raise SystemExit(f"walkthrough: the guide lists {files}; the walk-through edits "
                         f"{list(STEPS)}: update the one that is wrong")
    if len(files) > 6:
        raise SystemExit(f"walkthrough: an entry of an existing shape takes {len(files)} files")
    for rel, (step, says) in STEPS.items():
        if " ".join(says.split()) not in " ".join(steps[rel].split()):
            raise SystemExit(f"walkthrough: the guide's step for {rel} no longer says {says!r}, "
                             "which the edit needs")
        step(os.path.join(tree, rel))
    run([sys.executable, "scripts/generate.py"], tree, "the generator")
    layers = {"include/lanefill/calls.h": "lanefill_othello_frontier(",
              "include/lanefill/native/calls.h": "lanefill_native_othello_frontier(",
              "include/lanefill/calls.hpp": "othello_frontier(",
              "include/lanefill/native_calls.hpp": "othello_frontier(",
              "lib/capi_entries.cpp": "lanefill_othello_frontier(",
              "lib/entry_tables.hpp": ".othello_frontier",
              "python/src/entry_bindings.cpp": '"othello_frontier"',
              "python/lanefill/_lanefill.pyi": "def othello_frontier(",
              "js/src/entries.js": "othelloFrontier",
              "js/src/entries.d.ts": "othelloFrontier(",
              "bench/support/oracle_kernels.hpp": "oracle::othello_frontier",
              "docs/api.md": "`othello_frontier`", "docs/python.md": "`lanefill.othello_frontier`",
              "CONTRIBUTING.md": "`othello_potential_moves`, `othello_frontier` |"}
    for rel, needle in layers.items():
        with open(os.path.join(tree, rel), encoding="utf-8") as f:
            if needle not in f.read():
                raise SystemExit(f"walkthrough: after the generator, {rel} lacks {needle!r}")
    print(f"the guide's {len(files)} files edited, the generator run: the entry is in "
          f"{len(layers)} generated layers")
    run([sys.executable, "tests/contributing/check_guide.py", tree], tree, "the guide's check")
    run([sys.executable, "tests/headers/check_layers.py", "--root", tree], tree, "the layers")
    run([sys.executable, "scripts/generate.py", "--check"], tree, "generated.up_to_date")
    build = os.path.join(tree, "walk")
    os.makedirs(build)
    with open(os.path.join(build, "frontier.c"), "w", encoding="utf-8") as f:
        f.write(PROGRAM_C.replace("EXPECTED(player, opponent)",
                                  "(player & lanefill_native_king_attack_set(~(player | opponent)))"))
    with open(os.path.join(build, "frontier.cpp"), "w", encoding="utf-8") as f:
        f.write(PROGRAM_CXX)
    include = ["-I" + os.path.join(tree, "include")]
    run([CC, "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", *include, "frontier.c", "-o",
         "frontier_c"], build, "the inline C call (scalar)")
    print(run([os.path.join(build, "frontier_c")], build, "the inline C call").strip())
    run([CXX, "-std=c++17", "-O2", "-Wall", "-Wextra", "-Werror", *include,
         "-I" + os.path.join(tree, "bench", "support"), "frontier.cpp", "-o", "frontier_cxx"],
        build, "the C++ reference")
    print(run([os.path.join(build, "frontier_cxx")], build, "the C++ reference").strip())
    for target, flags in TARGET_FLAGS.items():
        run([CC, "-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", *flags.split(), *include, "-c",
             "frontier.c", "-o", f"frontier_{target}.o"], build, f"the inline C call ({target})")
    if TARGET_FLAGS:
        print(f"compiled for the inline targets {', '.join(TARGET_FLAGS)}")


def change_a_body(tree):
    """Kogge-Stone's body changed in its one place: every C rendering shows it."""
    path = os.path.join(tree, "include", "lanefill", "detail", "bodies.hpp")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    old = "  pro = pro & step(pro, steps<1>);\n"
    new = "  pro = step(pro, steps<1>) & pro;  /* walk-through */\n"
    if text.count(old) != 1:
        raise SystemExit("walkthrough: kogge_stone's body is not what the walk-through changes")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new))
    run([sys.executable, "scripts/generate.py"], tree, "the generator")
    renders = {"u64": ["lanefill_u64_kogge_stone"],
               "ymm": ["lanefill_ymm_kogge_stone_up", "lanefill_ymm_kogge_stone_down"],
               "zmm": ["lanefill_zmm_kogge_stone_rotate"]}
    with open(os.path.join(tree, "include", "lanefill", "fills.hpp"), encoding="utf-8") as f:
        if f.read().count("/* walk-through */") != 2:
            raise SystemExit("walkthrough: the reference's Kogge-Stone (lanefill/fills.hpp, shift "
                             "and rotate) does not show the changed body")
    for level, functions in renders.items():
        with open(os.path.join(tree, "include", "lanefill", "native", f"{level}_kernels.h"),
                  encoding="utf-8") as f:
            rendered = f.read()
        for function in functions:
            body = rendered.split(f" {function}(", 1)[1].split("\n}\n", 1)[0]
            if "/* walk-through */" not in body:
                raise SystemExit(f"walkthrough: {function} does not show the changed body")
    print("kogge_stone changed in lanefill/detail/bodies.hpp: seen in "
          + ", ".join(f for fs in renders.values() for f in fs)
          + ", the reference's two fills (lanefill/fills.hpp); the research kernels and the "
          "trace call the template itself")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        tree = os.path.join(tmp, "tree")
        copy_tree(tree)
        add_a_primitive(tree)
        change_a_body(tree)
    print("CONTRIBUTING.md's steps hold when followed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
