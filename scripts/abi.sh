#!/usr/bin/env bash
# The shared library's ABI against the baseline kept in the tree,
# tests/abi/lanefill-<major>.abi (libabigail's abidw/abidiff, Debian's
# abigail-tools). Run by the test suite (ctest -L abi) with g++, the
# baseline's compiler (clang's debug info describes the same ABI differently).
#
#   abi.sh check BUILD_DIR    build liblanefill.so in BUILD_DIR, compare it
#   abi.sh update BUILD_DIR   build it, then write the baseline of this major
#   abi.sh version [BASELINE] the baseline's release against the project's
#
# The baseline records the release it was taken at (a comment on its second
# line, `lanefill X.Y.Z`). It moves with every minor release: `version` (and
# `check` before it builds anything) fails when the project's MAJOR.MINOR is
# newer than the baseline's, so a release cannot ship with an older baseline.
#
# check exits 1 on an incompatible change (a function, variable or symbol
# removed, a parameter or public struct changed; entries appended to the
# kernel table are an addition, scripts/abi_growth.py) unless the project's major
# version differs from the baseline's: a release that breaks the ABI moves the
# major, and `abi.sh update` then writes tests/abi/lanefill-<new major>.abi.
# A compatible change (an addition) passes and is reported.
set -uo pipefail
cd "$(dirname "$0")/.."
src=$(pwd)
mode=${1-} build=${2-}
[[ ( ( $mode == check || $mode == update ) && -n $build ) || $mode == version ]] ||
  { sed -n '7,9p' "$0" >&2; exit 2; }
version=$(sed -n 's/^project(lanefill VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
[[ $version =~ ^([0-9]+)\.([0-9]+)\.[0-9]+$ ]] ||
  { echo "abi: no MAJOR.MINOR.PATCH version in CMakeLists.txt" >&2; exit 2; }
major=${BASH_REMATCH[1]} minor=${BASH_REMATCH[2]}

# The release a baseline was taken at (its `<!-- lanefill X.Y.Z ... -->` line).
baseline_release() {
  sed -n '2s/^ *<!-- lanefill \([0-9]*\.[0-9]*\.[0-9]*\)[: ].*/\1/p' "$1"
}
# Fails when the project's MAJOR.MINOR is newer than the baseline's release.
check_release() {
  local baseline=$1 taken
  taken=$(baseline_release "$baseline")
  if [[ ! $taken =~ ^([0-9]+)\.([0-9]+)\.[0-9]+$ ]]; then
    echo "abi: $baseline does not say which release it was taken at; take it again at" \
         "$version: bash scripts/abi.sh update build-abi" >&2
    return 1
  fi
  local taken_major=${BASH_REMATCH[1]} taken_minor=${BASH_REMATCH[2]}
  if (( major > taken_major || ( major == taken_major && minor > taken_minor ) )); then
    echo "abi: the baseline $baseline was taken at $taken, the project is $version: a release" \
         "moves the baseline (bash scripts/abi.sh update build-abi)" >&2
    return 1
  fi
  echo "abi: baseline $baseline taken at $taken; the project is $version"
}

if [[ $mode == version ]]; then
  baseline=${build:-$(ls tests/abi/lanefill-*.abi 2>/dev/null | sort -V | tail -1)}
  [[ -n $baseline && -f $baseline ]] || { echo "abi: no baseline in tests/abi" >&2; exit 2; }
  check_release "$baseline"
  exit
fi

for tool in abidw abidiff readelf python3; do
  command -v "$tool" >/dev/null ||
    { echo "abi: $tool not found (Debian: apt-get install abigail-tools binutils)" >&2; exit 2; }
done
source scripts/jobs.sh

# The library as users get it from a shared build, with debug info (abidw
# reads the types from DWARF; without it only symbols would be compared). The
# caller's compiler flags (a sanitizer build's, say) stay out.
env -u CFLAGS -u CXXFLAGS -u LDFLAGS cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DBUILD_SHARED_LIBS=ON -DLANEFILL_BUILD_TESTS=OFF -DLANEFILL_BUILD_TOOLS=OFF -DLANEFILL_BUILD_PYTHON=OFF \
  -DLANEFILL_BUILD_BENCHMARKS=OFF -DCMAKE_CXX_COMPILER="${CXX:-g++}" -DCMAKE_C_COMPILER="${CC:-gcc}" \
  >/dev/null || { echo "abi: configure failed" >&2; exit 2; }
cmake --build "$build" -j"$jobs" >/dev/null || { echo "abi: build failed" >&2; exit 2; }
build=$(realpath "$build")
lib=$build/liblanefill.so
readelf -S --wide "$lib" | grep -q '\.debug_info' ||
  { echo "abi: $lib has no debug info" >&2; exit 2; }

# Types of the installed headers are compared in full; those of private
# headers reachable from exported symbols stay opaque declarations.
headers=(--headers-dir "$src/include/lanefill" --headers-dir "$build/include/lanefill")
common=(--drop-private-types --exported-interfaces-only)

if [[ $mode == update ]]; then
  baseline=tests/abi/lanefill-$major.abi
  # Stable bytes: no corpus or build paths, locations as short file names
  # (not --no-show-locs: without locations abidiff's --headers-dir2 takes
  # every baseline type for a private one and filters out type changes).
  abidw "$lib" "${headers[@]}" "${common[@]}" --no-corpus-path --no-comp-dir-path --short-locs \
    --out-file "$baseline" || { echo "abi: abidw failed" >&2; exit 2; }
  sed -i "s|path='$src/|path='|" "$baseline"
  # The release it was taken at, inside the root element (libabigail reads
  # no comment before it).
  sed -i "1a\\  <!-- lanefill $version: the ABI baseline of this release (scripts/abi.sh update) -->" \
    "$baseline"
  echo "abi: wrote $baseline"
  exit 0
fi

baseline=$(ls tests/abi/lanefill-*.abi 2>/dev/null | sort -V | tail -1)
[[ -n $baseline ]] || { echo "abi: no baseline in tests/abi (abi.sh update)" >&2; exit 2; }
baseline_major=$(basename "$baseline" .abi)
baseline_major=${baseline_major#lanefill-}
if [[ $major == "$baseline_major" ]]; then check_release "$baseline" || exit 1; fi
echo "abi: liblanefill.so (version $major) against $baseline"
report=$(abidiff "${common[@]}" --headers-dir2 "$src/include/lanefill" \
  --headers-dir2 "$build/include/lanefill" "$baseline" "$lib" 2>&1)
rc=$?
printf '%s\n' "$report"
# abidiff's exit status is a bit field: 1 error, 2 usage error (the comparison
# did not run); 4 some change; 8 an incompatible one, which libabigail sets
# only for a removed function, variable or symbol. A changed parameter type or
# struct layout gets 4 alone, so a report counting a Removed or Changed entry
# is incompatible here as well.
if (( rc & 3 )); then echo "abi: abidiff failed (exit $rc)" >&2; exit 2; fi
# The kernel table growing at its end (entries appended to
# lanefill/entries.def) is the one changed type that stays compatible
# (scripts/abi_growth.py).
if (( rc & 4 )) && grep -Eq 'summary:.*[^0-9][1-9][0-9]* (Removed|Changed)' <<<"$report"; then
  if python3 "$src/scripts/abi_growth.py" <<<"$report"; then
    echo "abi: the kernel table grew at its end (entries appended): compatible"
  else
    rc=$(( rc | 8 ))
  fi
fi
if (( rc & 8 )); then
  if [[ $major != "$baseline_major" ]]; then
    echo "abi: incompatible changes, and the major version moved ($baseline_major -> $major):" \
         "accepted; write the new baseline with: bash scripts/abi.sh update BUILD_DIR"
    exit 0
  fi
  echo "abi: INCOMPATIBLE ABI change within major version $major; move the major version" \
       "(CMakeLists.txt) or keep the ABI" >&2
  exit 1
fi
if (( rc & 4 )); then
  echo "abi: compatible ABI change (an addition); record it with: bash scripts/abi.sh update BUILD_DIR"
else
  echo "abi: no ABI change"
fi
exit 0
