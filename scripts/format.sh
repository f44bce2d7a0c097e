#!/usr/bin/env bash
# clang-format over the project's C and C++ sources (.clang-format).
#   format.sh          rewrite the files in place
#   format.sh --check  change nothing; fail and list the files that differ
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || bash scripts/install-deps.sh test
# The style is clang-format 14's (Debian 12): other versions format differently.
version=$(clang-format --version)
case "$version" in
  *" version 14."*) ;;
  *) echo "format: needs clang-format 14 (Debian 12's), found: $version" >&2; exit 1 ;;
esac
listing=$(git ls-files --cached --others --exclude-standard '*.cpp' '*.hpp' '*.h' '*.c') || {
  echo "format: git cannot list the files of this tree (not a git checkout, or not yours?)" >&2
  exit 1
}
mapfile -t files <<< "$listing"
if [ -z "$listing" ] || [ ${#files[@]} -eq 0 ]; then
  echo "format: git lists no C or C++ files here" >&2
  exit 1
fi
if [ "${1:-}" = "--check" ]; then
  clang-format --dry-run -Werror "${files[@]}"
  echo "format: ${#files[@]} files, all formatted"
else
  clang-format -i "${files[@]}"
fi
