#!/usr/bin/env bash
# bench/js/run_bench.sh [ROUNDS] — lanefill in node against chessops and the native
# scalar copy, one run of alternating rounds (bench/js/bench.mjs; the figures
# in docs/benchmarks-log.md, "JavaScript"). Builds what it needs: the npm package
# (scripts/wasm.sh pack: build-wasm/npm) and the native CLI (scripts/demo.sh's
# tree, build/), and chessops 0.15.1 from the npm registry into
# build-wasm/chessops. One thread everywhere, all pinned to CPU 1 when
# taskset is there. DEEP_ROUNDS=N: chessops's start depth 6 and Kiwipete
# depth 5 (about 40 s each) in the first N rounds only.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-9}"
bash scripts/wasm.sh pack
if [ ! -x build/tools/lanefill ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
  cmake --build build --target lanefill_cli -j"$(nproc)"
fi
if [ ! -d build-wasm/chessops/node_modules/chessops ]; then
  mkdir -p build-wasm/chessops
  (cd build-wasm/chessops && npm install --no-audit --no-fund --silent --no-save chessops@0.15.1)
fi
pin=()
command -v taskset > /dev/null && pin=(taskset -c 1)
"${pin[@]}" node bench/js/bench.mjs --package build-wasm/npm --native build/tools/lanefill \
  --chessops build-wasm/chessops --rounds "$rounds" --chessops-deep-rounds "${DEEP_ROUNDS:-$rounds}" \
  --json build-wasm/bench-js.json
