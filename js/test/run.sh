#!/usr/bin/env bash
# js/test/run.sh ROOT — the npm package's checks (scripts/wasm.sh js-test):
#   1. node --test js/test/ on the assembled package (ROOT/npm), with chessops
#      from the npm registry for the cross-check (skipped, saying why, where
#      the registry cannot be reached)
#   2. npm pack, and the tarball installed into a fresh project offline; a
#      program there imports `lanefill` and runs a perft
#   3. tsc --noEmit (Debian's node-typescript) on a typed usage file in that project
#   4. the live trace page in headless Chromium, a screenshot in ROOT
set -euo pipefail
root="$(cd "$1" && pwd)"
here="$(cd "$(dirname "$0")" && pwd)"
package="$root/npm"
chessops="$root/chessops"
if [ ! -d "$chessops/node_modules/chessops" ]; then
  mkdir -p "$chessops"
  (cd "$chessops" && timeout 180 npm install --no-audit --no-fund --silent --no-save \
     chessops@0.15.1 > /dev/null 2>&1) ||
    echo "js-test: chessops could not be installed from the npm registry: its test will skip"
fi
echo "== node --test"
LANEFILL_JS_PACKAGE="$package" LANEFILL_CHESSOPS="$chessops" node --test "$here/lanefill.test.mjs"
echo "== npm pack, installed offline into a fresh project"
tarball="$(cd "$root" && npm pack --silent "$package" | tail -1)"
consumer="$root/consumer"
rm -rf "$consumer"
mkdir -p "$consumer"
(cd "$consumer" && printf '{"name": "consumer", "private": true, "type": "module"}\n' > package.json &&
   npm install --offline --no-audit --no-fund --silent "$root/$tarball")
(cd "$consumer" && node --input-type=module -e '
import { load } from "lanefill";
const lf = await load();
const n = lf.chess.perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3);
if (n !== 8902n) throw new Error(`perft 3: ${n}`);
console.log(`installed lanefill: ${lf.cpu().build} module, isa ${lf.isa}, perft 3 = ${n}`);')
echo "== tsc --noEmit on a typed usage file"
cp "$here/typed_usage.ts" "$here/tsconfig.json" "$consumer/"
(cd "$consumer" && tsc -p tsconfig.json)
echo "tsc: the declarations accept js/test/typed_usage.ts"
echo "== the trace page in headless Chromium"
set +e
python3 "$here/check_trace_page.py" "$package" "$root/trace-page-work" "$root/trace-page.png"
status=$?
set -e
if [ $status -eq 77 ]; then
  echo "js-test: the trace page check was skipped (above: why)"
elif [ $status -ne 0 ]; then
  exit $status
fi
echo "js-test: all passed"
