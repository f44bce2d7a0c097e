#!/usr/bin/env bash
# WebAssembly from Debian 12: two modules with Debian's emscripten, the suite
# under node, the npm package.
#   wasm.sh build   installs emscripten, node and the rest (install-deps.sh
#                   wasm) and builds both modules' trees:
#                     build-wasm/simd128   the ISAs scalar and wasm128 (SIMD128)
#                     build-wasm/baseline  scalar only: loads where SIMD128 does not
#                   each with the library, the example engines, the CLI
#                   (tools/lanefill.js: `node build-wasm/simd128/tools/lanefill.js cpu`)
#                   and the JavaScript module of the npm package (js/)
#   wasm.sh pack    builds, assembles the npm package from both trees
#                   (build-wasm/npm/, with the live trace page trace.html) and
#                   packs it: build-wasm/lanefill-X.Y.Z.tgz
#   wasm.sh js-test builds and assembles the package, then js/test/run.sh: its
#                   tests (node --test), its install into a fresh project from the
#                   tarball (offline), tsc --noEmit on a typed usage file, and the
#                   trace page in headless Chromium
#   wasm.sh test    builds with the tests, runs each tree's suite under node
#                   (ctest; CMake's emulator: node), then what js-test runs
# BUILD_DIR (default build-wasm), LANEFILL_JOBS, LANEFILL_CMAKE_ARGS and
# LANEFILL_CTEST_ARGS as for scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-}"
case "$what" in
  build | test | pack | js-test) ;;
  *) echo "usage: scripts/wasm.sh build|test|pack|js-test" >&2; exit 2 ;;
esac
bash scripts/install-deps.sh wasm
source scripts/jobs.sh
unset "${!GTEST_@}"
root="${BUILD_DIR:-build-wasm}"
toolchain="$PWD/cmake/wasm32-emscripten.cmake"
tests=OFF
[ "$what" = test ] && tests=ON
configure_and_build() {  # <tree> <wasm128 ON|OFF>
  cmake -S . -B "$root/$1" -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
    -DLANEFILL_WERROR=ON -DLANEFILL_BUILD_TESTS=$tests -DLANEFILL_BUILD_TOOLS=ON \
    -DLANEFILL_BUILD_BENCHMARKS=OFF -DLANEFILL_BUILD_PYTHON=OFF -DLANEFILL_INSTALL=OFF \
    -DLANEFILL_ENABLE_WASM128="$2" ${LANEFILL_CMAKE_ARGS:-}
  cmake --build "$root/$1" -j"$jobs"
}
configure_and_build simd128 ON
configure_and_build baseline OFF
case "$what" in
  build)
    echo "wasm: $root/simd128 and $root/baseline (node $root/simd128/tools/lanefill.js cpu)" ;;
  test)
    for tree in simd128 baseline; do
      ctest --test-dir "$root/$tree" --no-tests=error --output-on-failure --timeout 600 -j"$jobs" \
        ${LANEFILL_CTEST_ARGS:-}
    done
    python3 js/assemble.py "$root/simd128" "$root/baseline" "$root/npm"
    bash js/test/run.sh "$root" ;;
  pack)
    python3 js/assemble.py "$root/simd128" "$root/baseline" "$root/npm"
    tarball="$(cd "$root" && npm pack --silent ./npm | tail -1)"
    echo "wasm: $root/$tarball (npm install $root/$tarball)" ;;
  js-test)
    python3 js/assemble.py "$root/simd128" "$root/baseline" "$root/npm"
    bash js/test/run.sh "$root" ;;
esac
