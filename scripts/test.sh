#!/usr/bin/env bash
# Quick start 2: install dependencies, build everything (warnings are errors),
# run the whole test suite: unit tests once per ISA, C API, CLI, package
# consumers, and the fallback proofs under qemu CPU models.
# BUILD_DIR, CC and CXX may be set (e.g. CC=clang CXX=clang++); LANEFILL_JOBS
# the parallel jobs (default: scripts/jobs.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh test
source scripts/jobs.sh
# A caller's GoogleTest settings (GTEST_FILTER, ...) would narrow every run.
unset "${!GTEST_@}"
build="${BUILD_DIR:-build}"
# Every test-related option is set explicitly: the demo command configures the
# same build folder with tests off, and a cached OFF must not survive here.
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DLANEFILL_WERROR=ON \
  -DLANEFILL_BUILD_TESTS=ON -DLANEFILL_BUILD_TOOLS=ON -DLANEFILL_BUILD_BENCHMARKS=ON \
  ${LANEFILL_CMAKE_ARGS:-}
cmake --build "$build" -j"$jobs"
# A test without its own TIMEOUT that runs 10 minutes has hung: it fails.
ctest --test-dir "$build" --no-tests=error --output-on-failure --timeout 600 -j"$jobs" \
  ${LANEFILL_CTEST_ARGS:-}
