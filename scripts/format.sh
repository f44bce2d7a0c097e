#!/usr/bin/env bash
# clang-format over the project's C and C++ sources (.clang-format).
#   format.sh          rewrite the files in place
#   format.sh --check  change nothing; fail and list the files that differ
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || bash scripts/install-deps.sh test
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.hpp' '*.h' '*.c')
if [ "${1:-}" = "--check" ]; then
  clang-format --dry-run -Werror "${files[@]}"
  echo "format: ${#files[@]} files, all formatted"
else
  clang-format -i "${files[@]}"
fi
