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
# Wine's session, its server and its own processes (services.exe,
# explorer.exe, ...), starts with the first program that needs one and keeps
# that program's standard streams: a test reading the program's output to
# its end would wait until the session ends. So the session is started here,
# detached from our streams (and the prefix made, quietly, on first use),
# unless this prefix's is running; under a lock, as tests run in parallel.
# It ends 30 s after the last program.
server="$(dirname "$wine")/wineserver"
[ -x "$server" ] || server=$(command -v wineserver || true)
session_running() {
  local pid
  for pid in $(pgrep -u "$(id -u)" -f 'system32.services\.exe' 2>/dev/null); do
    tr '\0' '\n' < "/proc/$pid/environ" 2>/dev/null | grep -qxF "WINEPREFIX=$WINEPREFIX" && return 0
  done
  return 1
}
if ! session_running; then
  mkdir -p "$(dirname "$WINEPREFIX")"
  (
    flock 9
    if ! session_running; then
      [ -z "$server" ] || "$server" -p30 </dev/null >/dev/null 2>&1 || true
      if [ -f "$WINEPREFIX/system.reg" ]; then
        "$wine" wineboot </dev/null >/dev/null 2>&1 || true
      else
        "$wine" wineboot --init </dev/null >/dev/null 2>&1 || true
      fi
    fi
  ) 9>"$WINEPREFIX.lock"
fi
exec "$wine" "$@"
