#!/usr/bin/env bash
# Quick start 1: install dependencies, build, run the main demo (`lanefill`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh build
source scripts/jobs.sh
build="${BUILD_DIR:-build}"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DLANEFILL_BUILD_TESTS=OFF -DLANEFILL_BUILD_BENCHMARKS=OFF
cmake --build "$build" -j"$jobs" --target lanefill_cli
"$build/tools/lanefill" "$@"
