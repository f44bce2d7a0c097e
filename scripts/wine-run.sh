#!/usr/bin/env bash
# Runs a Windows program under Wine (Debian's wine64) as a test would run it:
# the emulator of the MinGW-w64 cross build (cmake/x86_64-w64-mingw32.cmake).
#   wine-run.sh PROGRAM.exe [ARGS...]
# Wine's own messages are off (WINEDEBUG=-all), it installs no Mono or Gecko,
# and it keeps its state in LANEFILL_WINEPREFIX (default ~/.wine-lanefill),
# made on first use. The program's exit code is this script's.
set -euo pipefail
wine=/usr/lib/wine/wine64
if [ ! -x "$wine" ]; then
  wine=$(command -v wine64 || command -v wine || true)
fi
if [ -z "$wine" ]; then
  echo "wine-run.sh: Wine not found (Debian: apt-get install wine64 wine)" >&2
  exit 127
fi
export WINEPREFIX="${LANEFILL_WINEPREFIX:-${HOME:-/tmp}/.wine-lanefill}"
export WINEDEBUG="${WINEDEBUG:--all}"
export WINEDLLOVERRIDES="${WINEDLLOVERRIDES:-mscoree,mshtml=}"
# A new prefix is made once, quietly, under a lock (tests run in parallel):
# Wine would print its set-up messages into the first program's output.
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  mkdir -p "$(dirname "$WINEPREFIX")"
  (
    flock 9
    [ -f "$WINEPREFIX/system.reg" ] || "$wine" wineboot --init >/dev/null 2>&1 || true
  ) 9>"$WINEPREFIX.lock"
fi
# One Wine server for a run of tests, started here with no standard streams
# of a test's (a server a test started would hold the test's output pipe
# open after the test ends), kept 30 s after the last program.
server="$(dirname "$wine")/wineserver"
[ -x "$server" ] || server=$(command -v wineserver || true)
[ -z "$server" ] || "$server" -p30 </dev/null >/dev/null 2>&1 || true
exec "$wine" "$@"
