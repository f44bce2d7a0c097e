#!/usr/bin/env bash
# Installs lanefill's dependencies from Debian's packages.
#   install-deps.sh build          what building the library and the CLI needs
#   install-deps.sh test           plus what the whole test suite needs (default)
#   install-deps.sh windows-build  the build's plus MinGW-w64 (scripts/windows.sh build)
#   install-deps.sh windows        the tests' plus MinGW-w64 and Wine (scripts/windows.sh test)
#   install-deps.sh wasm           emscripten, node, GoogleTest's source, TypeScript and
#                                  Chromium (scripts/wasm.sh: the WebAssembly builds,
#                                  their suite under node, the npm package, the trace page)
# Idempotent: does nothing (and needs no network) when all are installed.
set -euo pipefail

kind="${1:-test}"
case "$kind" in
  build | test | windows-build | windows | wasm) ;;
  *) echo "usage: install-deps.sh [build|test|windows-build|windows|wasm]" >&2; exit 2 ;;
esac
packages=(cmake make g++ libxsimd-dev xtl-dev pybind11-dev python3-dev python3-numpy)
case "$kind" in
  windows-build) packages+=(g++-mingw-w64-x86-64-posix) ;;
  windows) packages+=(g++-mingw-w64-x86-64-posix wine64 wine) ;;
  # emscripten's emcc runs node scripts needing node-acorn; googletest: the
  # source the wasm suite builds; npm: the package's pack and install.
  wasm) packages+=(emscripten nodejs node-acorn googletest node-typescript chromium python3)
        # Debian's nodejs ships npm apart; another node (nodesource's) has its own.
        command -v npm >/dev/null || packages+=(npm) ;;
esac
if [ "$kind" = "test" ] || [ "$kind" = "windows" ]; then
  packages+=(clang pkg-config python3 libgtest-dev libbenchmark-dev
             qemu-user stockfish valgrind gdb clang-format python3-matplotlib chromium
             abigail-tools python3-pytest python3-distributed
             python3-venv python3-setuptools python3-wheel python3-build python3-mypy)
fi
# Extra packages: LANEFILL_EXTRA_PACKAGES="pkg1 pkg2".
read -r -a extra <<< "${LANEFILL_EXTRA_PACKAGES:-}"
packages+=("${extra[@]}")

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "lanefill: installing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "lanefill: run as root (or install sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
