#!/usr/bin/env bash
# Stockfish 18 with and without lanefill, built and measured side by side.
#
#   bench/engines/stockfish18.sh SRC OUT [--rounds N] [--cpu C] [--archs "A B"] [--qemu] [--no-measure]
#
# --archs picks among x86-64-avx512icl x86-64-bmi2 x86-64-avx2 dispatched universal
# (all by default).
# SRC  a Stockfish 18 source tree (git tag sf_18) with both networks in src/
#      (nn-c288c895ea92.nnue, nn-37f18f62d772.nnue; offline they come from the
#      npm package stockfish@18.0.8: `npm pack stockfish@18.0.8` and
#      ../shared/tools/stockfish-nets.py, see docs/engines.md). SRC is only read.
# OUT  a folder for the builds; it gets, for every ARCH below that this CPU
#      runs, stockfish-<ARCH> (unmodified, `make build ARCH=<ARCH>`) and
#      stockfish-<ARCH>-lanefill (bench/engines/stockfish18_adopt.py applied:
#      the slider lookups and the threat update's slider part on lanefill's
#      inline path, lanefill/native.h, with the ARCH's own flags), plus
#      stockfish-x86-64-bmi2-dispatched (the same adoption on liblanefill's
#      dispatched table: one binary for any x86-64), and
#      stockfish-universal-lanefill (the adoption, inline, as one binary of a
#      copy per inline target of lanefill, picked at start-up:
#      bench/engines/stockfish18_universal/CMakeLists.txt with the installed
#      lanefill's lanefill_add_universal; measured against x86-64-bmi2).
#      ARCHs: x86-64-avx512icl, x86-64-bmi2 (PEXT), x86-64-avx2 (magic
#      bitboards without PEXT, as Stockfish builds for CPUs with slow PEXT).
# --qemu: the universal binary's `bench` under qemu CPU models (Nehalem: its
# scalar copy, Haswell and max: avx2; minutes each), the same signature.
# Then it measures: N rounds (default 21), each running every binary once
# (`bench`, pinned with taskset to CPU C, default the last one this process
# may use), the order rotating from round to round; every run must print the
# unmodified build's "Nodes searched". It prints per binary the median
# nodes/s and, against the unmodified build of the same ARCH (the dispatched
# one against x86-64-bmi2), the paired median of the per-round ratios with
# its quartiles. Results also go to OUT/results.json.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
[ $# -ge 2 ] || usage
src=$(cd "$1" 2>/dev/null && pwd) || { echo "stockfish18.sh: no folder $1" >&2; exit 2; }
mkdir -p "$2"
out=$(cd "$2" && pwd)
shift 2
rounds=21
cpu=$(taskset -pc $$ | sed 's/.*: //; s/.*[,-]//')
archs="x86-64-avx512icl x86-64-bmi2 x86-64-avx2 dispatched universal"
measure=1 qemu=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --cpu) cpu=$2; shift 2 ;;
    --archs) archs=$2; shift 2 ;;
    --no-measure) measure=0; shift ;;
    --qemu) qemu=1; shift ;;
    *) echo "stockfish18.sh: unknown option $1" >&2; usage ;;
  esac
done
case "$rounds" in '' | *[!0-9]*) echo "stockfish18.sh: --rounds needs a number" >&2; exit 2 ;; esac

for f in src/position.cpp src/nnue/features/full_threats.cpp; do
  [ -f "$src/$f" ] || { echo "stockfish18.sh: $src is not a Stockfish 18 tree (no $f)" >&2; exit 2; }
done
for net in nn-c288c895ea92.nnue nn-37f18f62d772.nnue; do
  [ -f "$src/src/$net" ] || {
    echo "stockfish18.sh: $src/src/$net is missing (npm pack stockfish@18.0.8, then" \
         "python3 stockfish-nets.py stockfish-18.0.8.tgz $src/src)" >&2; exit 2; }
done

# The CPU features each ARCH's flags need (Stockfish's Makefile), as /proc/cpuinfo names them.
needs() {
  case "$1" in
    x86-64-avx512icl) echo "avx512f avx512bw avx512vl avx512dq avx512_vnni avx512ifma avx512vbmi avx512_vbmi2 avx512_vpopcntdq avx512_bitalg gfni vpclmulqdq vaes bmi2 popcnt" ;;
    x86-64-bmi2) echo "avx2 bmi2 popcnt sse4_1" ;;
    x86-64-avx2) echo "avx2 popcnt sse4_1" ;;
    *) echo "unknown" ;;
  esac
}
flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
runs_here() {
  for f in $(needs "$1"); do case "$flags" in *" $f "*) ;; *) return 1 ;; esac; done
}

# liblanefill for the dispatched build (Release, no tests).
lfbuild="$out/lanefill-build"
cmake -S "$root" -B "$lfbuild" -DCMAKE_BUILD_TYPE=Release -DLANEFILL_BUILD_TESTS=OFF \
  -DLANEFILL_BUILD_TOOLS=OFF -DLANEFILL_BUILD_BENCHMARKS=OFF -DLANEFILL_BUILD_PYTHON=OFF >/dev/null
cmake --build "$lfbuild" -j"$(nproc)" --target lanefill >/dev/null
cmake --install "$lfbuild" --prefix "$out/lanefill-install" >/dev/null
includes="-I$root/include -I$lfbuild/include"

# build NAME ARCH ADOPT(0/1) EXTRA_CXXFLAGS EXTRA_LDFLAGS
build() {
  local name=$1 arch=$2 adopt=$3 cxx=$4 ld=$5 work="$out/work/$1"
  # Built already, and newer than every lanefill header and file of bench/engines.
  if [ -x "$out/$name" ] &&
     [ -z "$(find "$root/include" "$here" -newer "$out/$name" -print -quit)" ]; then
    echo "stockfish18.sh: $name is built"; return
  fi
  rm -rf "$work"; mkdir -p "$work"
  (cd "$src" && tar --exclude=.git -cf - .) | (cd "$work" && tar -xf -)
  [ "$adopt" = 1 ] && python3 "$here/stockfish18_adopt.py" "$work/src"
  echo "stockfish18.sh: building $name (make build ARCH=$arch)"
  (cd "$work/src" && CXXFLAGS="$cxx" LDFLAGS="$ld" make -j"$(nproc)" build ARCH="$arch" \
     >"$work/build.log" 2>&1) || { tail -20 "$work/build.log" >&2; exit 1; }
  cp "$work/src/stockfish" "$out/$name"
}

pairs=()
for arch in $archs; do
  [ "$arch" = dispatched ] || [ "$arch" = universal ] && continue
  [ "$(needs "$arch")" != unknown ] || { echo "stockfish18.sh: unknown ARCH $arch" >&2; exit 2; }
  if ! runs_here "$arch"; then echo "stockfish18.sh: this CPU cannot run $arch: skipped"; continue; fi
  build "stockfish-$arch" "$arch" 0 "" ""
  build "stockfish-$arch-lanefill" "$arch" 1 "$includes" ""
  pairs+=("stockfish-$arch:stockfish-$arch-lanefill")
done
if [[ " $archs " == *" dispatched "* ]] && runs_here x86-64-bmi2; then
  build stockfish-x86-64-bmi2 x86-64-bmi2 0 "" ""
  build stockfish-x86-64-bmi2-dispatched x86-64-bmi2 1 "$includes -DLANEFILL_SF_DISPATCHED" \
    "$lfbuild/liblanefill.a"
  pairs+=("stockfish-x86-64-bmi2:stockfish-x86-64-bmi2-dispatched")
fi
# The universal binary: the adopted tree (--universal) built with CMake.
build_universal() {
  local name=stockfish-universal-lanefill work="$out/work/stockfish-universal-lanefill"
  if [ -x "$out/$name" ] &&
     [ -z "$(find "$root/include" "$root/cmake" "$here" -newer "$out/$name" -print -quit)" ]; then
    echo "stockfish18.sh: $name is built"; return
  fi
  rm -rf "$work"; mkdir -p "$work"
  (cd "$src" && tar --exclude=.git -cf - .) | (cd "$work" && tar -xf -)
  python3 "$here/stockfish18_adopt.py" "$work/src" --universal
  echo "stockfish18.sh: building $name (lanefill_add_universal: a copy per inline target)"
  (cmake -S "$here/stockfish18_universal" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
     -DSF_SRC="$work/src" -DCMAKE_PREFIX_PATH="$out/lanefill-install" &&
   cmake --build "$work/build" -j"$(nproc)") >"$work/build.log" 2>&1 ||
    { tail -20 "$work/build.log" >&2; exit 1; }
  cp "$work/build/stockfish-universal-lanefill" "$out/$name"
}
if [[ " $archs " == *" universal "* ]] && runs_here x86-64-bmi2; then
  build stockfish-x86-64-bmi2 x86-64-bmi2 0 "" ""
  build_universal
  pairs+=("stockfish-x86-64-bmi2:stockfish-universal-lanefill")
  if [ "$qemu" = 1 ]; then
    want=$("$out/stockfish-x86-64-bmi2" bench 2>&1 | grep 'Nodes searched')
    for model in Nehalem:scalar Haswell:avx2 max:avx2; do
      text=$(LANEFILL_UNIVERSAL_REPORT=1 qemu-x86_64 -cpu "${model%%:*}" \
               "$out/stockfish-universal-lanefill" bench 2>&1) ||
        { echo "stockfish18.sh: universal failed under qemu ${model%%:*}" >&2; exit 1; }
      case "$text" in
        *"running the ${model#*:} copy"*"$want"*) echo "stockfish18.sh: qemu ${model%%:*}: the ${model#*:} copy, $want" ;;
        *) echo "stockfish18.sh: qemu ${model%%:*}: expected the ${model#*:} copy and $want" >&2
           exit 1 ;;
      esac
    done
  fi
fi
[ "$measure" = 1 ] || exit 0
exec python3 "$here/measure_pairs.py" --dir "$out" --rounds "$rounds" --cpu "$cpu" "${pairs[@]}"
