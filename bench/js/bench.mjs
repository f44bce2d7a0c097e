// bench/js/bench.mjs — lanefill in node, side by side in one run (alternating
// rounds): chess perft against chessops's perft and against lanefill's
// native CLI on its scalar copy (LANEFILL_ISA=sse2), Othello perft 10
// against the same CLI, and the batch calls per element against the native
// sse2 tables (`lanefill bench --isa sse2`, the dispatched entries).
//
//   node bench/js/bench.mjs --package DIR --native LANEFILL_EXE [--chessops DIR]
//                           [--rounds N] [--chessops-deep-rounds N] [--quick] [--json FILE]
//
// --chessops-deep-rounds: in how many of the rounds chessops also runs start
// depth 6 and Kiwipete depth 5 (about a minute a round; default: all).
//
// bench/js/run_bench.sh builds what it needs and runs it (docs/benchmarks.md,
// "JavaScript"). Every side is one thread. Perft times: the node calls timed
// with performance.now() around the call; the CLI's own "time:" line (its
// perft, not the process start). Batch inputs: fresh random arrays per round.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const packageDir = option("--package");
const nativeCli = option("--native");
const chessopsDir = option("--chessops");
const rounds = Number(option("--rounds", "3"));
const quick = args.includes("--quick");
const deepChessopsRounds = Number(option("--chessops-deep-rounds", String(rounds)));
const jsonOut = option("--json");
if (!packageDir || !nativeCli || !(rounds >= 1)) {
  console.error("usage: node bench/js/bench.mjs --package DIR --native LANEFILL_EXE " +
    "[--chessops DIR] [--rounds N] [--quick] [--json FILE]");
  process.exit(2);
}

const lanefill = await import(pathToFileURL(path.join(packageDir, "lanefill.js")).href);
const modules = { wasm128: await lanefill.load({ isa: "wasm128" }), scalar: await lanefill.load({ isa: "scalar" }) };
let chessops = null;
if (chessopsDir) {
  try {
    const base = pathToFileURL(path.join(chessopsDir, "node_modules", "chessops", "dist", "esm") + "/");
    chessops = {
      chess: await import(new URL("chess.js", base)),
      fen: await import(new URL("fen.js", base)),
      debug: await import(new URL("debug.js", base)),
    };
  } catch (e) {
    console.error(`chessops not loaded (${e.message.split("\n")[0]}): its column is left out`);
  }
}

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const chessCases = quick
  ? [["start", START, 5], ["kiwipete", KIWIPETE, 4]]
  : [["start", START, 5], ["start", START, 6], ["kiwipete", KIWIPETE, 4], ["kiwipete", KIWIPETE, 5]];

// The CLI's perft time in seconds, and its count (checked equal).
function native(words) {
  const run = spawnSync(nativeCli, [...words, "--threads", "1"], {
    encoding: "utf-8", env: { ...process.env, LANEFILL_ISA: "sse2" },
  });
  if (run.status !== 0) throw new Error(`${nativeCli} ${words.join(" ")}: ${run.stderr}`);
  const time = /time: ([0-9.]+) s/.exec(run.stdout);
  const counts = [...run.stdout.matchAll(/(?:perft\(\d+\) = |nodes: )(\d+)/g)];
  if (!time || counts.length === 0) throw new Error(`${nativeCli}: no time or count in\n${run.stdout}`);
  return { seconds: Number(time[1]), count: BigInt(counts[counts.length - 1][1]) };
}
function timed(f) {
  const t0 = performance.now();
  const count = f();
  return { seconds: (performance.now() - t0) / 1000, count: BigInt(count) };
}

const results = {};  // case -> side -> [seconds or ns per element]
function note(name, side, value) {
  ((results[name] ??= {})[side] ??= []).push(value);
}

function chessRound(round) {
  for (const [label, fen, depth] of chessCases) {
    const name = `chess perft ${label} ${depth}`;
    const sides = [
      ["lanefill node wasm128", () => timed(() => modules.wasm128.chess.perft(fen, depth))],
      ["lanefill node scalar", () => timed(() => modules.scalar.chess.perft(fen, depth))],
      ["native scalar (sse2)", () => native(["perft", String(depth), fen])],
    ];
    const deep = depth >= (label === "start" ? 6 : 5);
    if (chessops && (!deep || round < deepChessopsRounds)) {
      sides.push(["chessops", () => timed(() => {
        const pos = chessops.chess.Chess.fromSetup(chessops.fen.parseFen(fen).unwrap()).unwrap();
        return chessops.debug.perft(pos, depth, false);
      })]);
    }
    if (round % 2) sides.reverse();
    let want = null;
    for (const [side, run] of sides) {
      const r = run();
      want ??= r.count;
      if (r.count !== want) throw new Error(`${name}: ${side} counted ${r.count}, not ${want}`);
      note(name, side, r.seconds);
    }
  }
}

function othelloRound(round) {
  const name = "othello perft 10";
  const sides = [
    ["lanefill node wasm128", () => timed(() => modules.wasm128.othello.perft(10))],
    ["lanefill node scalar", () => timed(() => modules.scalar.othello.perft(10))],
    ["native scalar (sse2)", () => native(["othello", "perft", "10"])],
  ];
  if (round % 2) sides.reverse();
  for (const [side, run] of sides) {
    const r = run();
    if (r.count !== 24571056n) throw new Error(`${name}: ${side} counted ${r.count}`);
    note(name, side, r.seconds);
  }
}

// Batch calls per element: 256 elements a call (as `lanefill bench`), over
// 2^20 fresh random inputs in the module's memory (no copies).
const CALL = 256, CASES = 1 << 20;
let seed = BigInt(Date.now()) | 1n;
function next() {
  seed ^= seed >> 12n;
  seed ^= (seed << 25n) & 0xffffffffffffffffn;
  seed ^= seed >> 27n;
  return (seed * 0x2545f4914f6cdd1dn) & 0xffffffffffffffffn;
}
function randomSquares(k) {
  let b = 0n;
  while (b === 0n || [...b.toString(2)].filter((c) => c === "1").length < k) b |= 1n << (next() & 63n);
  return b;
}
function batchRound(isa) {
  const lf = modules[isa];
  const squares = lf.u8Array(CASES), occupied = lf.u64Array(CASES), orth = lf.u64Array(CASES);
  const diag = lf.u64Array(CASES), out = lf.u64Array(CASES);
  const s = squares.array, o = occupied.array, r = orth.array, d = diag.array;
  for (let i = 0; i < CASES; ++i) {
    s[i] = Number(next() & 63n);
    o[i] = next() & next();
    r[i] = randomSquares(1 + Number(next() % 3n));
    d[i] = randomSquares(1 + Number(next() % 3n)) & ~r[i];
  }
  for (let i = 0; i < CASES; ++i) o[i] |= r[i] | d[i];
  const m = lf._module;  // the C calls directly over pointers: the package's zero-copy path
  const time = (f) => {
    const t0 = performance.now();
    for (let i = 0; i < CASES; i += CALL) f(i);
    return ((performance.now() - t0) * 1e6) / CASES;
  };
  // Through the package's checked calls on WasmArray slices would allocate
  // views per call; the pointer calls are what lanefill.js's batch helpers
  // run for WasmArrays.
  const queen = time((i) => m._lanefill_queen_attacks_batch(squares.pointer + i, occupied.pointer + 8 * i, out.pointer + 8 * i, CALL));
  const map = time((i) => m._lanefill_slider_attacks_batch(orth.pointer + 8 * i, diag.pointer + 8 * i, occupied.pointer + 8 * i, out.pointer + 8 * i, CALL));
  const packaged = (() => {  // one package call over all of it (argument checks included)
    const t0 = performance.now();
    lf.queenAttacksBatch(squares, occupied, out);
    return ((performance.now() - t0) * 1e6) / CASES;
  })();
  for (const a of [squares, occupied, orth, diag, out]) a.free();
  return { queen, map, packaged };
}
function nativeBatch() {
  const run = spawnSync(nativeCli, ["bench", "--isa", "sse2", "--workload", "queen_batch,map_batch", "--json", "--seconds", "0.2"], { encoding: "utf-8" });
  if (run.status !== 0) throw new Error(`lanefill bench: ${run.stderr}`);
  const doc = JSON.parse(run.stdout);
  const pick = (workload) => doc.entries.find((e) => e.workload === workload && e.kind === "dispatched").ns_per_item;
  return { queen: pick("queen_batch"), map: pick("map_batch") };
}

// The q-quantile by linear interpolation (0.5: the median).
const quantile = (xs, q) => {
  const v = [...xs].sort((a, b) => a - b);
  const at = (v.length - 1) * q, lo = Math.floor(at), hi = Math.ceil(at);
  return v[lo] + (v[hi] - v[lo]) * (at - lo);
};
const median = (xs) => quantile(xs, 0.5);

// Warm-up, not timed: V8 compiles WebAssembly with its baseline compiler
// first and the optimizing one for hot functions; chessops's JavaScript is
// compiled as it runs too.
process.stderr.write("warm-up\n");
for (const lf of Object.values(modules)) {
  lf.chess.perft(KIWIPETE, 3);
  lf.othello.perft(8);
  batchRound(lf === modules.wasm128 ? "wasm128" : "scalar");
}
if (chessops) {
  const pos = chessops.chess.Chess.fromSetup(chessops.fen.parseFen(KIWIPETE).unwrap()).unwrap();
  chessops.debug.perft(pos, 3, false);
}

for (let round = 0; round < rounds; ++round) {
  process.stderr.write(`round ${round + 1} of ${rounds}\n`);
  chessRound(round);
  othelloRound(round);
  const order = round % 2 ? ["native", "wasm128", "scalar"] : ["wasm128", "scalar", "native"];
  for (const side of order) {
    if (side === "native") {
      const n = nativeBatch();
      note("queen_batch ns/element", "native scalar (sse2)", n.queen);
      note("map_batch ns/element", "native scalar (sse2)", n.map);
    } else {
      const b = batchRound(side);
      note("queen_batch ns/element", `lanefill node ${side}`, b.queen);
      note("map_batch ns/element", `lanefill node ${side}`, b.map);
      note("queen_batch ns/element (one checked package call)", `lanefill node ${side}`, b.packaged);
    }
  }
}

// Ratios per round (paired), then their median: how many times the node
// side's time the other side takes (above 1: lanefill in node is faster).
const report = { cpu: modules.wasm128.cpu(), node: process.version, rounds, cases: {} };
console.log(`lanefill ${modules.wasm128.cpu().build} module in node ${process.version}, ${rounds} alternating rounds, medians`);
for (const [name, sides] of Object.entries(results)) {
  console.log(`\n${name}`);
  const unit = name.includes("ns/element") ? "ns/element" : "s";
  const row = {};
  for (const [side, values] of Object.entries(sides)) {
    row[side] = { median: median(values), values };
    console.log(`  ${side.padEnd(24)} ${median(values).toFixed(unit === "s" ? 4 : 2).padStart(10)} ${unit}`);
  }
  // Paired by round (a side left out of some rounds pairs with the first ones).
  const base = sides["lanefill node wasm128"];
  for (const [side, values] of Object.entries(sides)) {
    if (side === "lanefill node wasm128" || !base) continue;
    const ratios = values.map((v, i) => v / base[i]);
    const [q1, q2, q3] = [0.25, 0.5, 0.75].map((q) => quantile(ratios, q));
    row[side].ratio_to_wasm128 = { median: q2, q1, q3, rounds: ratios.length };
    console.log(`  ${side} / lanefill node wasm128: median ${q2.toFixed(2)}x, quartiles ` +
      `${q1.toFixed(2)}-${q3.toFixed(2)} (${ratios.length} rounds)`);
  }
  report.cases[name] = row;
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 1));
