#!/usr/bin/env python3
"""Play the games behind bench/data/games.txt: Stockfish (Debian's package,
/usr/games/stockfish) against itself, so that the threat-update workload of
`lanefill bench` and lanefill_bench replays the moves of real games rather
than random boards.

    make_games.py OUT.txt [--games 160] [--nodes 4000] [--seed 1]

Each game starts with 4 to 9 plies picked at random (seeded) among the
engine's four best moves at depth 6, so that the openings differ, then the
engine plays `go nodes N` per move until mate, stalemate or 240 plies. A
line of OUT is one game: its moves in UCI notation from the start position.
Takes a few minutes on one core.
"""
import argparse
import random
import subprocess
import sys


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, token):
        lines = []
        for line in self.p.stdout:
            lines.append(line.rstrip("\n"))
            if line.startswith(token):
                return lines
        sys.exit("make_games: the engine stopped")

    def best(self, moves, go, multipv=1):
        self.send(f"setoption name MultiPV value {multipv}")
        self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.send("isready")
        self.wait("readyok")
        self.send(go)
        lines = self.wait("bestmove")
        best = lines[-1].split()[1]
        if multipv == 1:
            return [best]
        firsts = {}
        for line in lines:
            parts = line.split()
            if "multipv" in parts and " pv " in line:
                firsts[int(parts[parts.index("multipv") + 1])] = parts[parts.index("pv") + 1]
        return [firsts[k] for k in sorted(firsts)] or [best]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("--games", type=int, default=160)
    ap.add_argument("--nodes", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--engine", default="/usr/games/stockfish")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    engine = Engine(args.engine)
    games = []
    for g in range(args.games):
        engine.send("ucinewgame")
        moves = []
        for _ in range(rng.randint(4, 9)):
            choices = engine.best(moves, "go depth 6", multipv=4)
            if choices[0] == "(none)":
                break
            moves.append(rng.choice(choices))
        while len(moves) < 240:
            move = engine.best(moves, f"go nodes {args.nodes}")[0]
            if move == "(none)":
                break
            moves.append(move)
        games.append(" ".join(moves))
        print(f"game {g + 1}/{args.games}: {len(moves)} plies", file=sys.stderr, flush=True)
    engine.send("quit")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(games) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
