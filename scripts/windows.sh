#!/usr/bin/env bash
# Windows from Debian 12: cross-build with MinGW-w64, run the suite under Wine.
#   windows.sh build   installs g++-mingw-w64-x86-64-posix and cross-builds
#                      everything but the Python module (and bench/'s Google
#                      Benchmark suites, which Debian ships no source of):
#                        build-windows/liblanefill.a           the static library
#                        build-windows/tools/lanefill.exe      the CLI (every command)
#                        build-windows/examples/...            the example engines
#                        build-windows/shared/liblanefill.dll  the DLL (the API only)
#                          and its import library liblanefill.dll.a
#   windows.sh test    also installs wine64 and runs the whole test suite
#                      under Wine (ctest; the programs through scripts/wine-run.sh)
# BUILD_DIR (default build-windows), LANEFILL_JOBS, LANEFILL_CMAKE_ARGS and
# LANEFILL_CTEST_ARGS as for scripts/test.sh. The programs are static (no
# MinGW DLLs to carry); run one with scripts/wine-run.sh PROGRAM.exe ARGS.
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-}"
case "$what" in
  build) bash scripts/install-deps.sh windows-build ;;
  test) bash scripts/install-deps.sh windows ;;
  *) echo "usage: scripts/windows.sh build|test" >&2; exit 2 ;;
esac
source scripts/jobs.sh
unset "${!GTEST_@}"
build="${BUILD_DIR:-build-windows}"
toolchain="$PWD/cmake/x86_64-w64-mingw32.cmake"
tests=OFF
[ "$what" = test ] && tests=ON
cmake -S . -B "$build" -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
  -DLANEFILL_WERROR=ON -DLANEFILL_BUILD_TESTS=$tests -DLANEFILL_BUILD_TOOLS=ON \
  -DLANEFILL_BUILD_BENCHMARKS=OFF -DLANEFILL_BUILD_PYTHON=OFF ${LANEFILL_CMAKE_ARGS:-}
cmake --build "$build" -j"$jobs"
if [ "$what" = build ]; then
  cmake -S . -B "$build/shared" -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
    -DLANEFILL_WERROR=ON -DBUILD_SHARED_LIBS=ON -DLANEFILL_BUILD_TESTS=OFF \
    -DLANEFILL_BUILD_TOOLS=OFF -DLANEFILL_BUILD_BENCHMARKS=OFF -DLANEFILL_BUILD_PYTHON=OFF
  cmake --build "$build/shared" -j"$jobs"
  echo "windows: $build/liblanefill.a, $build/tools/lanefill.exe," \
    "$build/shared/liblanefill.dll (+ liblanefill.dll.a)"
  exit 0
fi
# One Wine prefix for the run, made before the tests start (quietly).
export LANEFILL_WINEPREFIX="${LANEFILL_WINEPREFIX:-$PWD/$build/wineprefix}"
scripts/wine-run.sh cmd /c exit 0
# A test without its own TIMEOUT that runs 10 minutes has hung: it fails.
ctest --test-dir "$build" --no-tests=error --output-on-failure --timeout 600 -j"$jobs" \
  ${LANEFILL_CTEST_ARGS:-}
