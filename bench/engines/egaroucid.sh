#!/usr/bin/env bash
# Othello perft: Egaroucid's against lanefill's, built and measured side by
# side (and Edax's, given a build of bench/engines/edax.sh).
#
#   bench/engines/egaroucid.sh SRC OUT [--rounds N] [--cpu C] [--depth D]
#                              [--edax BIN] [--no-measure]
#
# SRC  Egaroucid's source tree (github Nyanyan/Egaroucid; it is only read).
# OUT  a folder for the builds; it gets
#        egaroucid-perft-avx2    our driver (bench/engines/egaroucid_perft.cpp)
#                                over Egaroucid's src/engine/perft.hpp, built as
#                                its authors build it: g++ -O2 -march=native,
#                                -DHAS_AMD_PROCESSOR on AMD CPUs
#        egaroucid-perft-avx512  the same with -DHAS_AVX512, where the CPU has
#                                AVX-512 (F, BW, VL)
#        lanefill-cli-build/     lanefill's CLI (Release), whose `othello
#                                perft` runs the inline kernels of the active
#                                ISA's target (LANEFILL_ISA=avx2 forces AVX2)
# Then N rounds (default 9), each running every program once on perft D
# (1..11, default 11) from the start on one thread, pinned to CPU C (default the
# last this process may use), the order rotating from round to round. Every
# run must print the published leaf count of its convention (a finished game
# one leaf: Egaroucid, lanefill --finished-games leaf; none: Edax), else the
# script stops. It prints per program the median time and the paired median
# of Egaroucid's time over lanefill's per round (AVX2 against AVX2, AVX-512
# against lanefill's best), with quartiles; --edax BIN (edax.sh's `edax`, or
# any build with its measuring patch) adds Edax's `-count perft D` against
# lanefill's AVX2 perft. OUT/perft-results.json keeps the times.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
[ $# -ge 2 ] || usage
src=$(cd "$1" 2>/dev/null && pwd) || { echo "egaroucid.sh: no folder $1" >&2; exit 2; }
mkdir -p "$2"
out=$(cd "$2" && pwd)
shift 2
rounds=9 depth=11 edax="" measure=1 cpu=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds | --cpu | --depth | --edax)
      [ $# -ge 2 ] || { echo "egaroucid.sh: $1 needs a value" >&2; exit 2; }
      case "$1" in
        --rounds) rounds=$2 ;;
        --cpu) cpu=$2 ;;
        --depth) depth=$2 ;;
        --edax) edax=$2 ;;
      esac
      shift 2 ;;
    --no-measure) measure=0; shift ;;
    *) echo "egaroucid.sh: unknown option $1" >&2; usage ;;
  esac
done
command -v taskset >/dev/null || { echo "egaroucid.sh: needs taskset (apt-get install util-linux)" >&2; exit 2; }
[ -n "$cpu" ] || cpu=$(taskset -pc $$ | sed 's/.*: //; s/.*[,-]//')
for n in "$rounds" "$depth" "$cpu"; do
  case "$n" in '' | *[!0-9]*) echo "egaroucid.sh: --rounds, --depth and --cpu take a number" >&2; exit 2 ;; esac
done
[ "$depth" -ge 1 ] && [ "$depth" -le 11 ] || { echo "egaroucid.sh: --depth must be 1..11" >&2; exit 2; }
[ -f "$src/src/engine/perft.hpp" ] || { echo "egaroucid.sh: $src is not an Egaroucid tree (no src/engine/perft.hpp)" >&2; exit 2; }
if [ -n "$edax" ]; then
  [ -f "$edax" ] && [ -x "$edax" ] || { echo "egaroucid.sh: --edax: no program $edax" >&2; exit 2; }
  edax=$(realpath "$edax")
fi
# The published leaf counts from the start, depths 1..11: a finished game
# counting one leaf (Aart Bik's table, Egaroucid) and none (Edax).
leaf_counts=(1 4 12 56 244 1396 8200 55092 390216 3005288 24571284 212258800)
none_counts=(1 4 12 56 244 1396 8200 55092 390216 3005288 24571056 212258216)

flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
has() { case "$flags" in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
amd=""
grep -qm1 'AuthenticAMD' /proc/cpuinfo && amd="-DHAS_AMD_PROCESSOR"

build_egaroucid() {  # NAME EXTRA_FLAGS
  echo "egaroucid.sh: building $1 (g++ -O2 -march=native $amd $2)"
  g++ -O2 -march=native $amd $2 -I"$src/src/engine" "$here/egaroucid_perft.cpp" -o "$out/$1" -lpthread
}
programs=()
build_egaroucid egaroucid-perft-avx2 ""
programs+=(egaroucid-avx2)
if has avx512f && has avx512bw && has avx512vl; then
  build_egaroucid egaroucid-perft-avx512 "-DHAS_AVX512"
  programs+=(egaroucid-avx512)
fi
lfbuild="$out/lanefill-cli-build"  # not edax.sh's lanefill-build (the library alone)
cmake -S "$root" -B "$lfbuild" -DCMAKE_BUILD_TYPE=Release -DLANEFILL_BUILD_TESTS=OFF \
  -DLANEFILL_BUILD_BENCHMARKS=OFF -DLANEFILL_BUILD_PYTHON=OFF >/dev/null
cmake --build "$lfbuild" -j"$(nproc)" --target lanefill_cli >/dev/null
lanefill="$lfbuild/tools/lanefill"
programs+=(lanefill-avx2 lanefill)
[ -z "$edax" ] || programs+=(edax)
[ "$measure" = 1 ] || exit 0

# run PROGRAM: prints "LEAVES SECONDS".
run() {
  case "$1" in
    egaroucid-*) taskset -c "$cpu" "$out/egaroucid-perft-${1#egaroucid-}" "$depth" |
                   sed -n 's/^perft [0-9]*: \([0-9]*\) leaves in \([0-9.]*\) s$/\1 \2/p' ;;
    lanefill*) local isa=""; [ "$1" = lanefill-avx2 ] && isa=avx2
               LANEFILL_ISA=$isa taskset -c "$cpu" "$lanefill" othello perft "$depth" \
                 --finished-games leaf --threads 1 |
                 awk '/^nodes:/ {n=$2} /^time:/ {t=$2} END {print n, t}' ;;
    edax) (cd "$(dirname "$edax")" && taskset -c "$cpu" "$edax" -count perft "$depth") |
            sed -n 's/^perft [0-9]*: \([0-9]*\) leaves in \([0-9.]*\) s$/\1 \2/p' ;;
  esac
}
times="$out/perft-times.txt"
: > "$times"
n=${#programs[@]}
for ((r = 0; r < rounds; r++)); do
  for ((i = 0; i < n; i++)); do
    p=${programs[$(((i + r) % n))]}
    leaves="" seconds=""
    read -r leaves seconds < <(run "$p") || true
    want=${leaf_counts[$depth]}
    [ "$p" = edax ] && want=${none_counts[$depth]}
    if [ "$leaves" != "$want" ] || [ -z "$seconds" ]; then
      echo "egaroucid.sh: $p counted '${leaves:-nothing}' leaves at depth $depth, expected $want" >&2
      exit 1
    fi
    echo "$r $p $seconds" >> "$times"
  done
  echo "round $((r + 1))/$rounds done"
done
python3 - "$times" "$out/perft-results.json" "$depth" <<'PY'
import json, statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
by = {}
for r, p, t in rows:
    by.setdefault(p, {})[int(r)] = float(t)
def quartiles(xs):
    xs = sorted(xs)
    q = statistics.quantiles(xs, n=4) if len(xs) > 1 else [xs[0]] * 3
    return q[0], statistics.median(xs), q[2]
print(f"perft {sys.argv[3]} on one thread (CPU seconds or steady-clock seconds of the last depth)")
for p, t in by.items():
    print(f"  {p:18s} median {statistics.median(t.values()):7.3f} s")
pairs = [("egaroucid-avx2", "lanefill-avx2"), ("egaroucid-avx512", "lanefill"),
         ("edax", "lanefill-avx2")]
result = {"times": by, "ratios": {}}
for base, ours in pairs:
    if base in by and ours in by:
        ratios = [by[base][r] / by[ours][r] for r in by[base] if r in by[ours]]
        lo, med, hi = quartiles(ratios)
        result["ratios"][f"{base}/{ours}"] = ratios
        print(f"  {ours} against {base}: paired median {med:.3f} [{lo:.3f}, {hi:.3f}]")
json.dump(result, open(sys.argv[2], "w"), indent=1)
PY
