#!/usr/bin/env bash
# Chess perft on one thread: Gigantua's against lanefill's, built and
# measured side by side.
#
#   bench/engines/gigantua.sh SRC OUT [--rounds N] [--cpu C] [--no-measure]
#                             [--movemap-from CHESS_MOVEGEN] [--keep-builds]
#
# SRC  Gigantua's source tree (github Gigantua/Gigantua; only read).
# --movemap-from  where SRC lacks Gigantua/Movemap.hpp (a partial copy: it
#      is the repository's largest file), build from a copy of SRC under
#      OUT/gigantua-src with a stand-in: the same author's PEXT lookup,
#      Pext.hpp of CHESS_MOVEGEN (github Gigantua/Chess_Movegen, namespace
#      Chess_Lookup::Lookup_Pext, X-ray tables included), the function
#      qualifiers and Bitcount Gigantua's sources use, and the two line
#      tables its Movelist.hpp reads (PinBetween: the squares from the king
#      to a slider, the slider included; CheckBetween: the square behind the
#      king), computed at compile time. The published counts are checked as
#      for the original. (The build takes about 13 minutes per compiler.)
#      Where SRC has its Movemap.hpp, the original is built.
# --keep-builds  reuse OUT/giga_gcc and OUT/giga_clang where an earlier run
#      left them (lanefill's CLI is always rebuilt from this tree); every
#      run's count is still checked.
# OUT  a folder for the builds; it gets
#        giga_gcc    Gigantua/Gigantua.cpp as its Compile_linux.bat builds it
#                    (g++ -std=c++2a -march=native -O3 -fomit-frame-pointer
#                    -foptimize-sibling-calls; g++ 12 for its g++-11)
#        giga_clang  the same file as its second line builds it (clang++
#                    -march=native -std=c++20 -O3 -flto; clang 14 for its
#                    clang-12), where clang++ is installed
#        lanefill-cli-build/  lanefill's CLI (Release): `perft --threads 1`
#                    runs the example engine's copy of the active ISA
#                    (LANEFILL_ISA=avx2 forces the AVX2 copy)
# Then N rounds (default 9), each running every program once on the start
# position depth 6 and Kiwipete depth 5, pinned to CPU C (default the last
# this process may use), the order rotating from round to round. Every run
# must print the published count, else the script stops. Gigantua's time is
# the one it prints for the last depth (it runs depths 1..D in turn; its own
# clock around its perft call, from its nodes and M nodes/s); lanefill's,
# the `time:` line of its CLI (the same clock around the last depth's perft,
# from its nodes and M nodes/s). It prints per program and position the
# median leaves per second, and per round the ratio Gigantua's best build's
# time over lanefill's (avx512icl, the best ISA this CPU runs, and avx2),
# as a paired median with quartiles; OUT/perft-results.json keeps the times.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
[ $# -ge 2 ] || usage
src=$(cd "$1" 2>/dev/null && pwd) || { echo "gigantua.sh: no folder $1" >&2; exit 2; }
mkdir -p "$2"
out=$(cd "$2" && pwd)
shift 2
rounds=9 measure=1 cpu="" movemap_from="" keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds | --cpu | --movemap-from)
      [ $# -ge 2 ] || { echo "gigantua.sh: $1 needs a value" >&2; exit 2; }
      case "$1" in
        --rounds) rounds=$2 ;;
        --cpu) cpu=$2 ;;
        --movemap-from) movemap_from=$2 ;;
      esac
      shift 2 ;;
    --no-measure) measure=0; shift ;;
    --keep-builds) keep=1; shift ;;
    *) echo "gigantua.sh: unknown option $1" >&2; usage ;;
  esac
done
command -v taskset >/dev/null || { echo "gigantua.sh: needs taskset (apt-get install util-linux)" >&2; exit 2; }
[ -n "$cpu" ] || cpu=$(taskset -pc $$ | sed 's/.*: //; s/.*[,-]//')
for n in "$rounds" "$cpu"; do
  case "$n" in '' | *[!0-9]*) echo "gigantua.sh: --rounds and --cpu take a number" >&2; exit 2 ;; esac
done
[ "$rounds" -ge 1 ] || { echo "gigantua.sh: --rounds must be at least 1" >&2; exit 2; }
[ -f "$src/Gigantua/Gigantua.cpp" ] || { echo "gigantua.sh: $src is not a Gigantua tree (no Gigantua/Gigantua.cpp)" >&2; exit 2; }
# Movemap.hpp (its lookup tables, several MiB) is the file partial copies of
# the repository lack: a clone of github.com/Gigantua/Gigantua has it.
if [ -n "$movemap_from" ] && [ -s "$src/Gigantua/Movemap.hpp" ]; then
  echo "gigantua.sh: $src has its own Movemap.hpp: building the original (--movemap-from not used)"
elif [ -n "$movemap_from" ]; then
  [ -s "$movemap_from/Pext.hpp" ] || { echo "gigantua.sh: --movemap-from $movemap_from has no Pext.hpp (github Gigantua/Chess_Movegen)" >&2; exit 2; }
  rm -rf "$out/gigantua-src"
  mkdir -p "$out/gigantua-src"
  cp -r "$src/Gigantua" "$out/gigantua-src/"
  src="$out/gigantua-src"
  cp "$movemap_from/Pext.hpp" "$src/Gigantua/Pext_from_Chess_Movegen.hpp"
  cat > "$src/Gigantua/Movemap.hpp" <<'HPP'
// Written by lanefill's bench/engines/gigantua.sh: a stand-in for Gigantua's
// Movemap.hpp (see the script's --movemap-from).
#pragma once
#include <immintrin.h>
#include <cstdint>
#define _ForceInline inline __attribute__((always_inline))
#define _Compiletime __attribute__((always_inline)) static constexpr
#define _Inline inline
#define _NoInline __attribute__((noinline))
#define Bitcount(X) __builtin_popcountll(X)
#include "Pext_from_Chess_Movegen.hpp"
namespace Chess_Lookup {
struct LineTables {
  uint64_t pin[4096];    // [king * 64 + slider]: king (excluded) to slider (included)
  uint64_t check[4096];  // [king * 64 + slider]: the square behind the king
};
constexpr LineTables make_line_tables() {
  LineTables t{};
  const int df[8] = {1, -1, 0, 0, 1, 1, -1, -1}, dr[8] = {0, 0, 1, -1, 1, -1, 1, -1};
  for (int k = 0; k < 64; ++k)
    for (int d = 0; d < 8; ++d) {
      const int bf = k % 8 - df[d], br = k / 8 - dr[d];
      const uint64_t behind = (bf >= 0 && bf < 8 && br >= 0 && br < 8) ? 1ull << (bf + 8 * br) : 0;
      uint64_t path = 0;
      for (int f = k % 8 + df[d], r = k / 8 + dr[d]; f >= 0 && f < 8 && r >= 0 && r < 8;
           f += df[d], r += dr[d]) {
        path |= 1ull << (f + 8 * r);
        t.pin[k * 64 + f + 8 * r] = path;
        t.check[k * 64 + f + 8 * r] = behind;
      }
    }
  return t;
}
constexpr LineTables kLineTables = make_line_tables();
static constexpr const uint64_t* PinBetween = kLineTables.pin;
static constexpr const uint64_t* CheckBetween = kLineTables.check;
}  // namespace Chess_Lookup
HPP
  echo "gigantua.sh: Movemap.hpp stand-in written under $src (PEXT lookup from $movemap_from/Pext.hpp)"
fi
[ -s "$src/Gigantua/Movemap.hpp" ] || { echo "gigantua.sh: $src/Gigantua/Movemap.hpp is missing or empty (Gigantua's tables; a partial copy of the repository? see --movemap-from)" >&2; exit 2; }

# The positions and their published counts (chessprogramming wiki, "Perft
# Results"): start depth 6, Kiwipete depth 5.
start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
cases=("start 6 119060324" "kiwipete 5 193690690")
fen_of() { case "$1" in start) echo "$start" ;; kiwipete) echo "$kiwipete" ;; esac; }

programs=()
# build NAME COMMAND...: runs the build in SRC/Gigantua unless --keep-builds
# and OUT/NAME is there.
build() {
  local name=$1
  shift
  if [ "$keep" = 1 ] && [ -x "$out/$name" ]; then
    echo "gigantua.sh: keeping $out/$name (--keep-builds)"
  else
    echo "gigantua.sh: building $name ($*)"
    (cd "$src/Gigantua" && "$@" -o "$out/$name")
  fi
  programs+=("$name")
}
build giga_gcc g++ Gigantua.cpp -std=c++2a -march=native -O3 -fomit-frame-pointer -foptimize-sibling-calls
if command -v clang++ >/dev/null; then
  build giga_clang clang++ -march=native -std=c++20 -O3 -flto Gigantua.cpp
fi
lfbuild="$out/lanefill-cli-build"
cmake -S "$root" -B "$lfbuild" -DCMAKE_BUILD_TYPE=Release -DLANEFILL_BUILD_TESTS=OFF \
  -DLANEFILL_BUILD_BENCHMARKS=OFF -DLANEFILL_BUILD_PYTHON=OFF >/dev/null
cmake --build "$lfbuild" -j"$(nproc)" --target lanefill_cli >/dev/null
lanefill="$lfbuild/tools/lanefill"
best=$(LANEFILL_ISA= "$lanefill" cpu | sed -n 's/^active: \([a-z0-9]*\).*/\1/p')
[ -n "$best" ] || { echo "gigantua.sh: $lanefill cpu named no active ISA" >&2; exit 1; }
programs+=("lanefill-$best")
[ "$best" = avx2 ] || programs+=(lanefill-avx2)
echo "gigantua.sh: lanefill's best ISA here: $best"
[ "$measure" = 1 ] || exit 0

# run PROGRAM POSITION DEPTH: prints "LEAVES SECONDS".
run() {
  local fen
  fen=$(fen_of "$2")
  case "$1" in
    giga_*) taskset -c "$cpu" "$out/$1" "$fen" "$3" < /dev/null |
              awk -v d="$3" '$1 == "Perft" && $2 == d ":" { printf "%s %.6f\n", $3, $3 / ($5 * 1e6) }' ;;
    lanefill-*) LANEFILL_ISA=${1#lanefill-} taskset -c "$cpu" "$lanefill" perft "$3" "$fen" --threads 1 |
                  awk -v d="$3" '$1 == "perft(" d ")" { n = $3 }
                                 $1 == "time:" { for (i = 2; i < NF; i++) if ($(i + 1) == "M") r = $i }
                                 END { if (n && r) printf "%s %.6f\n", n, n / (r * 1e6) }' ;;
  esac
}
times="$out/perft-times.txt"
: > "$times"
n=${#programs[@]}
for ((r = 0; r < rounds; r++)); do
  for c in "${cases[@]}"; do
    read -r position depth want <<< "$c"
    for ((i = 0; i < n; i++)); do
      p=${programs[$(((i + r) % n))]}
      leaves="" seconds=""
      read -r leaves seconds < <(run "$p" "$position" "$depth") || true
      if [ "$leaves" != "$want" ] || [ -z "$seconds" ]; then
        echo "gigantua.sh: $p counted '${leaves:-nothing}' at $position depth $depth, expected $want" >&2
        exit 1
      fi
      echo "$r $position$depth $p $seconds $leaves" >> "$times"
    done
  done
  echo "round $((r + 1))/$rounds done"
done
python3 - "$times" "$out/perft-results.json" "$best" <<'PY'
import json, statistics, sys
best = sys.argv[3]
by = {}
for line in open(sys.argv[1]):
    r, case, p, t, leaves = line.split()
    by.setdefault(case, {}).setdefault(p, {})[int(r)] = (float(t), int(leaves))
def quartiles(xs):
    xs = sorted(xs)
    q = statistics.quantiles(xs, n=4) if len(xs) > 1 else [xs[0]] * 3
    return q[0], statistics.median(xs), q[2]
result = {"times": {}, "ratios": {}}
for case, programs in by.items():
    print(f"{case}: one thread, median leaves per second")
    result["times"][case] = {p: [t for t, _ in runs.values()] for p, runs in programs.items()}
    for p, runs in programs.items():
        med = statistics.median(t for t, _ in runs.values())
        leaves = next(iter(runs.values()))[1]
        print(f"  {p:18s} {leaves / med / 1e6:8.0f} M  ({med:.3f} s)")
    gigantua = [p for p in programs if p.startswith("giga_")]
    for ours in dict.fromkeys((f"lanefill-{best}", "lanefill-avx2")):  # once where best is avx2
        if ours not in programs:
            continue
        # Gigantua's faster build in each round against ours.
        ratios = [min(programs[g][r][0] for g in gigantua) / programs[ours][r][0]
                  for r in programs[ours] if all(r in programs[g] for g in gigantua)]
        lo, med, hi = quartiles(ratios)
        result["ratios"][f"{case} gigantua/{ours}"] = ratios
        print(f"  {ours} against Gigantua's faster build: paired median {med:.3f}x [{lo:.3f}, {hi:.3f}]")
json.dump(result, open(sys.argv[2], "w"), indent=1)
PY
