#!/usr/bin/env bash
# The kernel peer table: each lanefill inline kernel against the same
# function in Stockfish, Edax and Egaroucid, each built with its authors'
# flags, checked bit for bit on the same inputs, timed in two forms.
#
#   bench/engines/peers.sh SRC... OUT [--rounds N] [--cpu C] [--ms M] [--no-measure]
#
# SRC  source trees, only read, each recognised by its files:
#        Stockfish (github official-stockfish/Stockfish, src/attacks.h)
#        Edax      (github abulmo/edax-reversi, src/count_last_flip_bmi2.c)
#        Egaroucid (github Nyanyan/Egaroucid, src/engine/flip.hpp)
# OUT  a folder for the builds and results; it gets
#        inputs/           lanefill_peer_inputs' files (real positions:
#                          bench/peers/peer_inputs.cpp)
#        peers-<program>   one program per peer build (bench/peers/peer_main.c):
#          stockfish-<ARCH>  attacks_bb<ROOK|BISHOP|QUEEN>, both_attacks_bb:
#                            its attacks.cpp, bitboard.cpp and attacks.h with
#                            the CXXFLAGS its Makefile gives ARCH (asked with
#                            make --eval; `make build` would fetch networks):
#                            x86-64-avx512icl where the CPU has it,
#                            x86-64-avx2 (dual hyperbola quintessence),
#                            x86-64-sse41-popcnt (its fancy magics)
#          edax-<variant>    Edax's all.c (main renamed) with its Makefile's
#                            CFLAGS (clang, ARCH=native): default (flip_avx_acepck,
#                            count_last_flip_bmi2, get_moves, get_stable_discs,
#                            get_potential_moves), avx512cd (flip_avx512cd.c and
#                            count_last_flip_avx512cd.c, where the CPU has
#                            AVX-512 CD/VL, with -DAVX512 as its simd.h asks;
#                            board.c's include of the latter is
#                            misspelt "avxx512cd" and the file names its
#                            function last_flip: both corrected in OUT's copy),
#                            and the count_last_flip of _sse, _kindergarten, _carry_64
#          egaroucid-<build> Flip::calc_flip, calc_legal, calc_stability: g++ -O2
#                            -march=native as its authors build it (avx2;
#                            avx512 with -DHAS_AVX512 where the CPU has it;
#                            generic with -DHAS_NO_AVX2, also count_last_flip);
#                            -DHAS_AMD_PROCESSOR on AMD CPUs
#        Each program also holds lanefill's inline kernels (bench/peers/
#        peer_lanefill.c) compiled with that peer's flags: by the peer's
#        compiler (the drop-in, which decides the row) and by the other one
#        (gcc or clang; the flags it knows, no -flto), each with lanefill's
#        batch entries beside the single calls.
#        <program>.jsonl   its output; cpu.txt  `lanefill cpu`'s first lines,
#                          the commit, the date and the options;
#        peers.json, peers.md and peers.png  the table and its chart
# Each program checks every peer against lanefill on every input (a
# difference is reported and that peer left out of the timing), then runs N
# rounds (default 15), each timing every implementation of a kernel once in
# latency form (each call's board depends on the last answer) and once in
# throughput form (independent calls; batches only here), the order
# rotating, pinned to CPU C (default the last this process may use); a
# measurement loops over all the kernel's inputs for about M ms (default 20).
# bench/peers/peer_report.py prints the CPU, then per kernel and form the best
# peer build against lanefill beside it in the same program (the drop-in, the
# other compiler, the batch) and lanefill's fastest build anywhere, then every
# program's rows: median ns and paired ratios peer / lanefill (above 1:
# lanefill faster) with quartiles.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
peers="$root/bench/peers"

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
srcs=() out="" rounds=15 cpu="" ms=20 measure=1
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds | --cpu | --ms)
      [ $# -ge 2 ] || { echo "peers.sh: $1 needs a value" >&2; exit 2; }
      case "$1" in
        --rounds) rounds=$2 ;;
        --cpu) cpu=$2 ;;
        --ms) ms=$2 ;;
      esac
      shift 2 ;;
    --no-measure) measure=0; shift ;;
    -*) echo "peers.sh: unknown option $1" >&2; usage ;;
    *) srcs+=("$1"); shift ;;
  esac
done
[ ${#srcs[@]} -ge 2 ] || usage
out=${srcs[-1]}
unset 'srcs[-1]'
command -v taskset >/dev/null || { echo "peers.sh: needs taskset (apt-get install util-linux)" >&2; exit 2; }
[ -n "$cpu" ] || cpu=$(taskset -pc $$ | sed 's/.*: //; s/.*[,-]//')
for n in "$rounds" "$cpu"; do
  case "$n" in '' | *[!0-9]*) echo "peers.sh: --rounds and --cpu take a number" >&2; exit 2 ;; esac
done
case "$ms" in '' | *[!0-9.]*) echo "peers.sh: --ms takes a number of milliseconds" >&2; exit 2 ;; esac
stockfish="" edax="" egaroucid=""
for s in "${srcs[@]}"; do
  d=$(cd "$s" 2>/dev/null && pwd) || { echo "peers.sh: no folder $s" >&2; exit 2; }
  if [ -f "$d/src/attacks.h" ] && grep -q both_attacks_bb "$d/src/attacks.h"; then
    stockfish=$d
  elif [ -f "$d/src/count_last_flip_bmi2.c" ] && [ -f "$d/src/all.c" ]; then
    edax=$d
  elif [ -f "$d/src/engine/flip.hpp" ] && [ -f "$d/src/engine/engine_all.hpp" ]; then
    egaroucid=$d
  else
    echo "peers.sh: $s is not a Stockfish (src/attacks.h with both_attacks_bb), Edax" \
      "(src/count_last_flip_bmi2.c) or Egaroucid (src/engine/flip.hpp) tree" >&2
    exit 2
  fi
done
mkdir -p "$out"
out=$(cd "$out" && pwd)

flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
has() { local f; for f in "$@"; do case "$flags" in *" $f "*) ;; *) return 1 ;; esac; done; }
has avx2 bmi2 || { echo "peers.sh: the peers' best builds need AVX2 and BMI2; this CPU lacks them" >&2; exit 2; }

# lanefill's inputs from real positions.
lfbuild="$out/lanefill-build"
echo "peers.sh: building lanefill_peer_inputs"
cmake -S "$root" -B "$lfbuild" -DCMAKE_BUILD_TYPE=Release -DLANEFILL_BUILD_TESTS=OFF \
  -DLANEFILL_BUILD_BENCHMARKS=OFF -DLANEFILL_BUILD_PYTHON=OFF >/dev/null
cmake --build "$lfbuild" -j"$(nproc)" --target lanefill_peer_inputs lanefill_cli >/dev/null
{
  "$lfbuild/tools/lanefill" cpu | sed -n '1,2p'
  echo "lanefill $(git -C "$root" describe --always --dirty 2>/dev/null || echo "(not a git tree)")," \
    "measured $(date -u +%Y-%m-%d), bench/engines/peers.sh --rounds $rounds --cpu $cpu --ms $ms"
} >"$out/cpu.txt"
echo "peers.sh: $(tr '\n' ';' <"$out/cpu.txt")"
mkdir -p "$out/inputs"
"$lfbuild/bench/peers/lanefill_peer_inputs" "$out/inputs"

programs=()
# lanefill's side and the main, with the codegen flags of a peer's flags
# (-O, -m, -f, and -DNDEBUG, which turns lanefill's precondition asserts
# off as it does the peer's; not its warnings, other defines or language
# standard): peer_lanefill.c twice, by the peer's compiler (the drop-in, which
# decides the row) and by the other one (gcc <-> clang) with the flags it
# knows, without -flto (its objects would not link into the other's LTO).
other_compiler() { case "$1" in gcc) echo clang ;; clang) echo gcc ;; esac; }
knows_flag() {  # CC FLAG: the compiler takes the flag without a warning
  echo 'int x;' | "$1" -Werror "$2" -x c -c -o /dev/null - 2>/dev/null
}
build_ours() {  # NAME CC FLAGS...
  local name=$1 cc=$2
  shift 2
  local f codegen=() other other_codegen=() dropped=()
  for f in "$@"; do
    case "$f" in
      -fno-exceptions | -fconstexpr*) ;;
      -O* | -m* | -f* | -DNDEBUG) codegen+=("$f") ;;
    esac
  done
  "$cc" "${codegen[@]}" -std=c11 -I"$root/include" -I"$peers" -c "$peers/peer_lanefill.c" \
    -o "$out/obj/$name-lanefill.o"
  "$cc" "${codegen[@]}" -std=c11 -I"$peers" -c "$peers/peer_main.c" -o "$out/obj/$name-main.o"
  other=$(other_compiler "$cc")
  command -v "$other" >/dev/null || { echo "peers.sh: needs $other too (apt-get install $other)" >&2; exit 2; }
  for f in "${codegen[@]}"; do
    case "$f" in
      -flto*) dropped+=("$f") ;;
      *) if knows_flag "$other" "$f"; then other_codegen+=("$f"); else dropped+=("$f"); fi ;;
    esac
  done
  echo "peers.sh:   and lanefill by $other: ${other_codegen[*]} (left out: ${dropped[*]:-nothing})"
  "$other" "${other_codegen[@]}" -std=c11 -I"$root/include" -I"$peers" \
    -DPEER_LANEFILL_ROLE=PEER_IS_LANEFILL_ALSO -c "$peers/peer_lanefill.c" \
    -o "$out/obj/$name-lanefill-$other.o"
}
mkdir -p "$out/obj"

if [ -n "$stockfish" ]; then
  archs=(x86-64-avx2 x86-64-sse41-popcnt)
  has avx512f avx512cd avx512vl avx512dq avx512bw avx512ifma avx512vbmi avx512_vbmi2 \
    avx512_vpopcntdq avx512_bitalg avx512_vnni vpclmulqdq gfni vaes && archs=(x86-64-avx512icl "${archs[@]}")
  for arch in "${archs[@]}"; do
    name=stockfish-$arch
    echo "peers.sh: building peers-$name (Stockfish's Makefile CXXFLAGS for ARCH=$arch)"
    read -r -a sf_flags <<<"$(make -s -C "$stockfish/src" ARCH="$arch" COMP=gcc \
      --eval 'peers-cxxflags: ; @echo $(CXXFLAGS)' peers-cxxflags)"
    for f in attacks bitboard; do
      g++ "${sf_flags[@]}" -c "$stockfish/src/$f.cpp" -o "$out/obj/$name-$f.o"
    done
    g++ "${sf_flags[@]}" -I"$stockfish/src" -I"$peers" -DPEER_STOCKFISH_ARCH="\"$arch\"" \
      -c "$peers/peer_stockfish.cpp" -o "$out/obj/$name-peer.o"
    build_ours "$name" gcc "${sf_flags[@]}"
    g++ "${sf_flags[@]}" -o "$out/peers-$name" "$out/obj/$name"-*.o -lpthread
    programs+=("$name")
  done
fi

if [ -n "$edax" ]; then
  command -v clang >/dev/null || { echo "peers.sh: Edax builds with clang (apt-get install clang)" >&2; exit 2; }
  rm -rf "$out/edax-src"
  cp -r "$edax/src" "$out/edax-src"
  sed -i 's/count_last_flip_avxx512cd\.c/count_last_flip_avx512cd.c/' "$out/edax-src/board.c"
  sed -i 's/^int last_flip(int pos, uint64_t P)/int count_last_flip(int pos, uint64_t P)/' \
    "$out/edax-src/count_last_flip_avx512cd.c"
  read -r -a ed_flags <<<"$(make -s -C "$out/edax-src" ARCH=native CC=clang \
    --eval 'peers-cflags: ; @echo $(CFLAGS)' peers-cflags)"
  variants=("default|-DMOVE_GENERATOR=7 -DCOUNT_LAST_FLIP=8 -DPEER_EDAX_FLIP_NAME=\"flip_avx_acepck\" -DPEER_EDAX_CLF_NAME=\"count_last_flip_bmi2\" -DPEER_EDAX_BOARD")
  has avx512cd avx512vl &&
    variants+=("avx512cd|-DAVX512 -DMOVE_GENERATOR=13 -DCOUNT_LAST_FLIP=10 -DPEER_EDAX_FLIP_NAME=\"flip_avx512cd\" -DPEER_EDAX_CLF_NAME=\"count_last_flip_avx512cd\"")
  variants+=("sse|-DCOUNT_LAST_FLIP=4 -DPEER_EDAX_CLF_NAME=\"count_last_flip_sse\"")
  variants+=("kindergarten|-DCOUNT_LAST_FLIP=1 -DPEER_EDAX_CLF_NAME=\"count_last_flip_kindergarten\"")
  variants+=("carry_64|-DCOUNT_LAST_FLIP=2 -DPEER_EDAX_CLF_NAME=\"count_last_flip_carry_64\"")
  for v in "${variants[@]}"; do
    name=edax-${v%%|*}
    read -r -a defs <<<"${v#*|}"
    echo "peers.sh: building peers-$name (Edax's CFLAGS: ${ed_flags[*]} ${defs[*]})"
    clang "${ed_flags[@]}" "${defs[@]}" -Wno-unused-function -I"$out/edax-src" -I"$peers" \
      -c "$peers/peer_edax.c" -o "$out/obj/$name-peer.o"
    build_ours "$name" clang "${ed_flags[@]}"
    clang "${ed_flags[@]}" -o "$out/peers-$name" "$out/obj/$name"-*.o -lm -lrt -lpthread
    programs+=("$name")
  done
fi

if [ -n "$egaroucid" ]; then
  amd=""
  grep -qm1 'AuthenticAMD' /proc/cpuinfo && amd="-DHAS_AMD_PROCESSOR"
  builds=("avx2|")
  has avx512f avx512bw avx512vl && builds+=("avx512|-DHAS_AVX512")
  builds+=("generic|-DHAS_NO_AVX2 -std=c++20")
  for b in "${builds[@]}"; do
    name=egaroucid-${b%%|*}
    read -r -a defs <<<"${b#*|} $amd"
    echo "peers.sh: building peers-$name (g++ -O2 -march=native ${defs[*]})"
    g++ -O2 -march=native "${defs[@]}" -DPEER_EGAROUCID_BUILD="\"${b%%|*}\"" \
      -I"$egaroucid/src/engine" -I"$peers" -c "$peers/peer_egaroucid.cpp" -o "$out/obj/$name-peer.o"
    build_ours "$name" gcc -O2 -march=native
    g++ -O2 -march=native -o "$out/peers-$name" "$out/obj/$name"-*.o -lpthread
    programs+=("$name")
  done
fi

[ ${#programs[@]} -gt 0 ] || { echo "peers.sh: nothing to build" >&2; exit 2; }
status=0
for p in "${programs[@]}"; do
  echo "peers.sh: checking peers-$p against lanefill"
  "$out/peers-$p" --inputs "$out/inputs" --check-only | tee "$out/$p.check.jsonl" || status=1
done
[ "$measure" = 1 ] || exit $status
args=()
for p in "${programs[@]}"; do
  echo "peers.sh: timing peers-$p ($rounds rounds, CPU $cpu)"
  taskset -c "$cpu" "$out/peers-$p" --inputs "$out/inputs" --rounds "$rounds" --ms "$ms" \
    >"$out/$p.jsonl" || true
  args+=("$p=$out/$p.jsonl")
done
# The chart needs matplotlib: Debian's python3-matplotlib serves /usr/bin/python3.
py=python3
python3 -c 'import matplotlib' 2>/dev/null || { [ -x /usr/bin/python3 ] && py=/usr/bin/python3; }
"$py" "$peers/peer_report.py" "$out/peers.json" --cpu "$out/cpu.txt" --chart "$out/peers.png" \
  "${args[@]}" | tee "$out/peers.md" || status=1
exit $status
