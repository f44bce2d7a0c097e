#!/usr/bin/env bash
# Edax's exact endgame solve and perft with and without lanefill, built and
# measured side by side.
#
#   bench/engines/edax.sh SRC OUT [--rounds N] [--cpu C] [--compare "A B ..."] [--no-measure]
#
# SRC  Edax's source tree (github abulmo/edax-reversi; it is only read).
# OUT  a folder for the builds; it gets (each `make build ARCH=native`, Edax's
#      own compiler choice, clang, with bench/engines/edax_adopt.py's
#      measuring patch: `-count perft N`):
#        edax                the unmodified search
#        edax-simd           Edax's own best SIMD options for this CPU, set by
#                            hand (settings.h tests __AVX512__, which no
#                            compiler defines): -DMOVE_GENERATOR=13 -DAVX512,
#                            its AVX-512 flip, where the CPU has AVX-512 CD/VL;
#                            else its AVX2 flip, as built by default
#        edax-lanefill       moves, flips, last-move counts, stability and
#                            mobility through lanefill's inline kernels
#                            (lanefill/native.h with the build's flags:
#                            bench/engines/lanefill_edax.h)
#        edax-lanefill-capi  the same through the dispatched C API (liblanefill.a),
#                            its kernel table kept
#        edax-lanefill-capi-checked  the same through the C API's checked calls
#        edax-lanefill-universal  edax-lanefill as one binary for every x86-64:
#                            a copy per inline target of lanefill, picked at
#                            start-up (lanefill_add_universal with the
#                            installed lanefill: bench/engines/edax_universal)
#      and OUT/eval-synth.dat (deterministic synthetic weights: Edax's eval.dat
#      is not in its repository; an exact solve reaches the exact score
#      whatever the weights, and every variant reaches it through the same
#      nodes), OUT/fforum-22.obf (the positions of problem/fforum-1-19.obf and
#      fforum-20-39.obf with at most 22 empty squares).
# The lanefill builds first check their functions against Edax's own
# (`-count check 2000`: every position of 2000 random games and 2000 random
# boards; a difference stops the script), and the universal one runs its
# scalar and avx2 copies under qemu CPU models. Then it measures
# (bench/engines/edax_measure.py): N rounds (default 9), each
# running every binary once on `-solve OUT/fforum-22.obf -n 1 -l 60` and on
# `-count perft 11`, pinned to CPU C (default the last this process may use),
# the order rotating from round to round; every run must print the unmodified
# build's scores and node counts (solve) and leaves (perft), else it stops.
# It prints per binary the median time and, against edax, the paired median
# of the per-round speed ratios with their quartiles; OUT/results.json.
# --compare "A B ...": measure these binaries only, against A (say
# "edax-lanefill edax-lanefill-universal" for the universal build's cost).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
[ $# -ge 2 ] || usage
src=$(cd "$1" 2>/dev/null && pwd) || { echo "edax.sh: no folder $1" >&2; exit 2; }
mkdir -p "$2"
out=$(cd "$2" && pwd)
shift 2
rounds=9 cpu="" measure=1
compare="edax edax-simd edax-lanefill edax-lanefill-capi edax-lanefill-capi-checked edax-lanefill-universal"
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds | --cpu | --compare)
      [ $# -ge 2 ] || { echo "edax.sh: $1 needs a value" >&2; exit 2; }
      case "$1" in --rounds) rounds=$2 ;; --cpu) cpu=$2 ;; *) compare=$2 ;; esac
      shift 2 ;;
    --no-measure) measure=0; shift ;;
    *) echo "edax.sh: unknown option $1" >&2; usage ;;
  esac
done
command -v taskset >/dev/null || { echo "edax.sh: needs taskset (apt-get install util-linux)" >&2; exit 2; }
[ -n "$cpu" ] || cpu=$(taskset -pc $$ | sed 's/.*: //; s/.*[,-]//')
for n in "$rounds" "$cpu"; do
  case "$n" in '' | *[!0-9]*) echo "edax.sh: --rounds and --cpu take a number" >&2; exit 2 ;; esac
done
for f in src/Makefile src/board.c problem/fforum-1-19.obf problem/fforum-20-39.obf; do
  [ -f "$src/$f" ] || { echo "edax.sh: $src is not an Edax tree (no $f)" >&2; exit 2; }
done
command -v clang >/dev/null || { echo "edax.sh: Edax builds with clang (apt-get install clang)" >&2; exit 2; }

flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
has() { case "$flags" in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

# liblanefill for the C API build (Release, the library alone).
lfbuild="$out/lanefill-build"
cmake -S "$root" -B "$lfbuild" -DCMAKE_BUILD_TYPE=Release -DLANEFILL_BUILD_TESTS=OFF \
  -DLANEFILL_BUILD_TOOLS=OFF -DLANEFILL_BUILD_BENCHMARKS=OFF -DLANEFILL_BUILD_PYTHON=OFF >/dev/null
cmake --build "$lfbuild" -j"$(nproc)" --target lanefill >/dev/null
cmake --install "$lfbuild" --prefix "$out/lanefill-install" >/dev/null
includes="-I$root/include -I$lfbuild/include"

# build NAME PATCH DFLAGS LIBS: a copy of SRC, edax_adopt.py PATCH, make build ARCH=native.
# built NAME STAMP: OUT/NAME was built from the same SRC with the same flags
# (the stamp), and no file of lanefill's is newer.
built() {
  [ -x "$out/$1" ] && [ "$(cat "$out/$1.stamp" 2>/dev/null)" = "$2" ] &&
    [ -z "$(find "$root/include" "$root/lib" "$root/simd" "$root/cmake" "$root/CMakeLists.txt" \
              "$here" -newer "$out/$1" -print -quit)" ]
}

build() {
  local name=$1 patch=$2 dflags=$3 libs=$4 work="$out/work/$1"
  local stamp="$src|$patch|$dflags|$libs"
  if built "$name" "$stamp"; then echo "edax.sh: $name is built"; return; fi
  rm -rf "$work"; mkdir -p "$work"
  (cd "$src" && tar --exclude=.git -cf - src problem) | (cd "$work" && tar -xf -)
  mkdir -p "$work/bin"
  python3 "$here/edax_adopt.py" "$work/src" "$patch"
  echo "edax.sh: building $name (make build ARCH=native DFLAGS=\"$dflags\")"
  (cd "$work/src" && make build ARCH=native CC=clang DFLAGS="$dflags" LIBS="-lm $libs" \
     >"$work/build.log" 2>&1) || { tail -20 "$work/build.log" >&2; exit 1; }
  cp "$work/bin/lEdax-native" "$out/$name"
  printf '%s\n' "$stamp" > "$out/$name.stamp"
}

simd=""
if has avx512f && has avx512cd && has avx512vl; then simd="-DMOVE_GENERATOR=13 -DAVX512"; fi
build edax measure "" ""
build edax-simd measure "$simd" ""
build edax-lanefill lanefill "$includes" ""
build edax-lanefill-capi lanefill "$includes -DLANEFILL_EDAX_CAPI" "$lfbuild/liblanefill.a -lstdc++"
build edax-lanefill-capi-checked lanefill "$includes -DLANEFILL_EDAX_CAPI_CHECKED" \
  "$lfbuild/liblanefill.a -lstdc++"

# The universal build: the lanefill adoption, built with CMake through the
# installed lanefill's lanefill_add_universal.
build_universal() {
  local name=edax-lanefill-universal work="$out/work/edax-lanefill-universal"
  local stamp="$src|universal"
  if built "$name" "$stamp"; then echo "edax.sh: $name is built"; return; fi
  rm -rf "$work"; mkdir -p "$work"
  (cd "$src" && tar --exclude=.git -cf - src) | (cd "$work" && tar -xf -)
  python3 "$here/edax_adopt.py" "$work/src" lanefill
  echo "edax.sh: building $name (lanefill_add_universal, clang)"
  (CC=clang CXX=clang++ cmake -S "$here/edax_universal" -B "$work/build" \
     -DCMAKE_BUILD_TYPE=Release -DEDAX_SRC="$work/src" -DCMAKE_PREFIX_PATH="$out/lanefill-install" &&
   cmake --build "$work/build" -j"$(nproc)") >"$work/build.log" 2>&1 ||
    { tail -20 "$work/build.log" >&2; exit 1; }
  cp "$work/build/edax-lanefill-universal" "$out/$name"
  printf '%s\n' "$stamp" > "$out/$name.stamp"
}
build_universal

python3 "$here/edax_measure.py" prepare --src "$src" --dir "$out"
# lanefill's functions against Edax's own, in both lanefill builds.
for name in edax-lanefill edax-lanefill-capi edax-lanefill-capi-checked edax-lanefill-universal; do
  report=$(cd "$out" && "$out/$name" -eval-file "$out/eval-synth.dat" -count check 2000) ||
    { echo "edax.sh: $name: ${report##*$'\n'}" >&2; exit 1; }
  echo "edax.sh: $name: ${report##*$'\n'}"
done
# The universal binary under qemu CPU models (no AVX-512 in qemu): the
# scalar copy on Nehalem, the avx2 copy on Haswell and max, the same leaves.
if command -v qemu-x86_64 >/dev/null; then
  want=$("$out/edax-lanefill-universal" -count perft 10 | grep -o 'perft 10: [0-9]* leaves')
  for model in Nehalem:scalar Haswell:avx2 max:avx2; do
    text=$(LANEFILL_UNIVERSAL_REPORT=1 qemu-x86_64 -cpu "${model%%:*}" \
             "$out/edax-lanefill-universal" -count perft 10 2>&1) ||
      { echo "edax.sh: edax-lanefill-universal failed under qemu ${model%%:*}:" >&2; echo "$text" >&2; exit 1; }
    case "$text" in
      *"running the ${model#*:} copy"*"$want"*) echo "edax.sh: qemu ${model%%:*}: the ${model#*:} copy, $want" ;;
      *) echo "edax.sh: qemu ${model%%:*}: expected the ${model#*:} copy and $want:" >&2
         echo "$text" >&2; exit 1 ;;
    esac
  done
else
  echo "edax.sh: qemu-x86_64 not found: the universal binary was not run under CPU models"
fi
[ "$measure" = 1 ] || exit 0
# shellcheck disable=SC2086 # the list splits into binaries
exec python3 "$here/edax_measure.py" measure --dir "$out" --rounds "$rounds" --cpu "$cpu" $compare
