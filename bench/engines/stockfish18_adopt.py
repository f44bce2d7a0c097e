#!/usr/bin/env python3
"""Adopt lanefill in a Stockfish 18 source tree (tag sf_18), in place.

    stockfish18_adopt.py SRC_DIR [--universal]

SRC_DIR is Stockfish's src/. The edits, each found by a pattern and refused
loudly when the pattern is not there (another Stockfish version):
  1. bitboard.h includes lanefill_stockfish.h (copied next to it) and its
     slider lookups, attacks_bb<ROOK|BISHOP> and the QUEEN cases, call
     lanefill (one queen call where Stockfish ORs a rook and a bishop lookup);
  2. bitboard.cpp no longer builds the magic tables (nothing reads them);
  3. Position::update_piece_threats takes the rook and bishop attacks of the
     changed square, the sliders that see it and the piece each discovers
     from one lanefill_sf::slider_threats call (one 8-direction computation),
     where Stockfish looked up both attack sets and then, per slider, a
     RayPassBB and a BetweenBB entry.
With --universal (one binary of a copy per CPU level, built by
bench/engines/stockfish18_universal/CMakeLists.txt through
lanefill_add_universal), also:
  4. network.cpp declares the embedded networks (INCBIN_EXTERN) where it
     embedded them, and lanefill_sf_nets.cpp (written next to it) embeds them
     once, outside the copies: 112 MB once, not once per copy.
The text written is ours; the patterns name Stockfish's lines they replace.
"""
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def edit(path, pattern, replacement, count=1, flags=re.S):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    new, n = re.subn(pattern, replacement, text, flags=flags)
    if n != count:
        sys.exit(f"stockfish18_adopt: {os.path.basename(path)}: expected {count} match(es) of "
                 f"{pattern[:60]!r}, found {n} (is this Stockfish 18?)")
    with open(path, "w", encoding="utf-8") as f:
        f.write(new)


def adopt(src):
    shutil.copy(os.path.join(HERE, "lanefill_stockfish.h"), src)
    bitboard_h = os.path.join(src, "bitboard.h")
    edit(bitboard_h, r'(#include "types.h"\n)', r'\1#include "lanefill_stockfish.h"\n')
    edit(bitboard_h, r"return Magics\[s\]\[Pt - BISHOP\]\.attacks_bb\(occupied\);",
         "return Pt == ROOK ? lanefill_sf::rook(s, occupied) : lanefill_sf::bishop(s, occupied);")
    edit(bitboard_h, r"return attacks_bb<BISHOP>\(s, occupied\) \| attacks_bb<ROOK>\(s, occupied\);",
         "return lanefill_sf::queen(s, occupied);", count=2)

    edit(os.path.join(src, "bitboard.cpp"),
         r"\n    init_magics\(ROOK, RookTable, Magics\);\n    init_magics\(BISHOP, BishopTable, Magics\);\n",
         "\n    // lanefill computes the slider attacks: no magic tables to build.\n")

    position = os.path.join(src, "position.cpp")
    edit(position,
         r"    const Bitboard rAttacks = attacks_bb<ROOK>\(s, occupied\);\n"
         r"    const Bitboard bAttacks = attacks_bb<BISHOP>\(s, occupied\);\n\n"
         r"    Bitboard threatened = attacks_bb\(pc, s, occupied\) & occupied;\n"
         r"    Bitboard sliders    = \(rookQueens & rAttacks\) \| \(bishopQueens & bAttacks\);\n",
         "    // lanefill: the rays of s, the sliders through it and what each\n"
         "    // discovers, in one 8-direction computation.\n"
         "    lanefill_sf::Threats through;\n"
         "    lanefill_sf::slider_threats(s, occupied, rookQueens, bishopQueens, &through);\n"
         "    const Bitboard rAttacks = through.orth_attacks;\n"
         "    const Bitboard bAttacks = through.diag_attacks;\n"
         "    const PieceType pt      = type_of(pc);\n"
         "    Bitboard threatened = (pt == ROOK ? rAttacks : pt == BISHOP ? bAttacks\n"
         "                           : pt == QUEEN ? rAttacks | bAttacks : attacks_bb(pc, s, occupied))\n"
         "                        & occupied;\n"
         "    Bitboard sliders    = through.attackers;\n")
    edit(position,
         r"        while \(sliders\)\n        \{\n"
         r"            Square sliderSq = pop_lsb\(sliders\);\n"
         r"            Piece  slider   = piece_on\(sliderSq\);\n\n"
         r"            const Bitboard ray        = RayPassBB\[sliderSq\]\[s\] & ~BetweenBB\[sliderSq\]\[s\];\n"
         r"            const Bitboard discovered = ray & \(rAttacks \| bAttacks\) & occupied;\n",
         "        for (unsigned dirs = through.directions; dirs; dirs &= dirs - 1)\n"
         "        {\n"
         "            const int      d          = __builtin_ctz(dirs);\n"
         "            const Square   sliderSq   = lsb(through.slider[d]);\n"
         "            const Piece    slider     = piece_on(sliderSq);\n"
         "            const Bitboard discovered = through.discovered[d];\n")


NETS_SOURCE = """// lanefill_sf_nets.cpp (written by lanefill's stockfish18_adopt.py
// --universal): Stockfish's networks embedded once for every copy of the
// universal build. This file is compiled once, for the baseline, outside the
// copies (the target's own source); network.cpp in each copy declares the
// symbols (INCBIN_EXTERN). LANEFILL_SF_NET_DIR: the folder of the .nnue files.
#define INCBIN_SILENCE_BITCODE_WARNING
#include "incbin/incbin.h"

#include "evaluate.h"

INCBIN(EmbeddedNNUEBig, LANEFILL_SF_NET_DIR "/" EvalFileDefaultNameBig);
INCBIN(EmbeddedNNUESmall, LANEFILL_SF_NET_DIR "/" EvalFileDefaultNameSmall);
"""


def adopt_universal(src):
    edit(os.path.join(src, "nnue", "network.cpp"),
         r"INCBIN\(EmbeddedNNUEBig, EvalFileDefaultNameBig\);\n"
         r"INCBIN\(EmbeddedNNUESmall, EvalFileDefaultNameSmall\);\n",
         "// lanefill universal build: embedded once, in lanefill_sf_nets.cpp.\n"
         "INCBIN_EXTERN(EmbeddedNNUEBig);\nINCBIN_EXTERN(EmbeddedNNUESmall);\n")
    with open(os.path.join(src, "lanefill_sf_nets.cpp"), "w", encoding="utf-8") as f:
        f.write(NETS_SOURCE)


def main(argv):
    args = [a for a in argv[1:] if a != "--universal"]
    if len(args) != 1 or not os.path.isfile(os.path.join(args[0], "position.cpp")):
        sys.exit("usage: stockfish18_adopt.py STOCKFISH_SRC_DIR [--universal] "
                 "(the folder with position.cpp)")
    adopt(args[0])
    if "--universal" in argv[1:]:
        adopt_universal(args[0])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
