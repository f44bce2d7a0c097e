// js/test/lanefill.test.mjs — the npm package under node's test runner
// (node --test; js/test/run.sh passes the assembled package in
// LANEFILL_JS_PACKAGE): both modules, every entry against the oracle of
// oracle.mjs, the batches with and without copies, errors, memory growth,
// chess against published perft counts and (where installed) chessops,
// Othello perft and solve against the oracle, the trace.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

import * as oracle from "./oracle.mjs";

const packageDir = process.env.LANEFILL_JS_PACKAGE;
if (!packageDir) throw new Error("set LANEFILL_JS_PACKAGE to the assembled package (js/test/run.sh)");
const lanefill = await import(pathToFileURL(path.join(packageDir, "lanefill.js")).href);
const builds = {};
for (const isa of ["wasm128", "scalar"]) {
  if (isa === "wasm128" && !lanefill.simd128Supported()) continue;
  builds[isa] = await lanefill.load({ isa });
}

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const next = oracle.rng(0x1a4ef111);
const sparse = () => next() & next() & next();  // about 8 squares

test("the loader picks SIMD128 where the engine validates it, the baseline elsewhere", async () => {
  const auto = await lanefill.load();
  assert.equal(auto.cpu().build, lanefill.simd128Supported() ? "simd128" : "baseline");
  const without = await lanefill.load({ simd128: false });
  assert.deepEqual([without.cpu().build, without.isa, without.cpu().compiledIsas], ["baseline", "scalar", ["scalar"]]);
  if (builds.wasm128) {
    const c = builds.wasm128.cpu();
    assert.deepEqual([c.build, c.isa, c.compiledIsas], ["simd128", "wasm128", ["scalar", "wasm128"]]);
    assert.match(c.reason, /best/);
  }
  await assert.rejects(lanefill.load({ simd128: false, isa: "wasm128" }), /SIMD128/);
  await assert.rejects(lanefill.load({ isa: "avx2" }), RangeError);
});

for (const [isa, lf] of Object.entries(builds)) {
  test(`${isa}: the square and set-wise entries match the oracle`, () => {
    for (let i = 0; i < 300; ++i) {
      const occ = sparse(), sq = Number(next() % 64n);
      assert.equal(lf.rookAttacks(sq, occ), oracle.rook(sq, occ));
      assert.equal(lf.bishopAttacks(sq, occ), oracle.bishop(sq, occ));
      assert.equal(lf.queenAttacks(sq, occ), oracle.queen(sq, occ));
      const orth = occ & next(), diag = occ & next() & ~orth;
      assert.deepEqual(lf.rayAttacks(orth, diag, occ), oracle.rayAttacks(orth, diag, occ));
      assert.equal(lf.sliderAttacks(orth, diag, occ), oracle.sliderAttacks(orth, diag, occ));
      const rays = lf.squareRays(sq, occ);
      assert.deepEqual(rays.rays, oracle.DIRS.map((_, d) => oracle.ray(sq, d, occ)));
    }
  });

  test(`${isa}: every ISA of the module gives the same answers (setIsa)`, () => {
    const names = lf.cpu().compiledIsas;
    const boards = Array.from({ length: 50 }, () => [sparse(), Number(next() % 64n)]);
    const per = names.map((name) => {
      lf.setIsa(name);
      assert.equal(lf.isa, name);
      return boards.map(([occ, sq]) => [lf.queenAttacks(sq, occ), lf.sliderAttacks(occ & next(), occ & next(), occ)]);
    });
    lf.setIsa(names[names.length - 1]);
    for (const p of per) assert.equal(p.length, per[0].length);
    assert.throws(() => lf.setIsa("avx2"), RangeError);
    assert.throws(() => lf.setIsa(3), TypeError);
  });

  test(`${isa}: batches, with copies and without (WasmArray)`, () => {
    const n = 1000;
    const squares = Uint8Array.from({ length: n }, () => Number(next() % 64n));
    const occupied = BigUint64Array.from({ length: n }, () => sparse());
    const want = BigUint64Array.from({ length: n }, (_, i) => oracle.queen(squares[i], occupied[i]));
    assert.deepEqual(lf.queenAttacksBatch(squares, occupied), want);
    const s = lf.u8Array(n).set(squares), o = lf.u64Array(n).set(occupied), out = lf.u64Array(n);
    const view = lf.queenAttacksBatch(s, o, out);
    assert.equal(view.buffer, out.array.buffer);  // the module's memory: no copy out
    assert.deepEqual(Array.from(out.array), Array.from(want));
    const orth = occupied.map((b) => b & next()), diag = occupied.map((b) => b & next());
    assert.deepEqual(lf.sliderAttacksBatch(orth, diag, occupied),
      BigUint64Array.from({ length: n }, (_, i) => oracle.sliderAttacks(orth[i], diag[i], occupied[i])));
    for (const a of [s, o, out]) a.free();
  });

  test(`${isa}: WasmArray views stay valid across memory growth`, () => {
    const a = lf.u64Array(16).set(Array.from({ length: 16 }, (_, i) => BigInt(i)));
    const before = a.array.buffer;
    const big = lf.u8Array(64 << 20);  // 64 MiB: the memory grows
    assert.notEqual(a.array.buffer, before);
    assert.equal(a.array[15], 15n);
    big.free();
    a.free();
    assert.throws(() => a.array, /free/);
  });

  test(`${isa}: Othello entries match the oracle`, () => {
    let player = lanefill.START_BLACK, opponent = lanefill.START_WHITE;
    for (let ply = 0; ply < 60; ++ply) {
      const m = lf.othelloMoves(player, opponent);
      assert.equal(m, oracle.moves(player, opponent));
      assert.equal(lf.othelloMobility(player, opponent), oracle.popcount(m));
      for (const sq of oracle.squaresOf(m)) assert.equal(lf.othelloFlips(sq, player, opponent), oracle.flips(sq, player, opponent));
      if (m === 0n) {
        if (lf.othelloMoves(opponent, player) === 0n) break;
        [player, opponent] = [opponent, player];
        continue;
      }
      const list = oracle.squaresOf(m), sq = list[Number(next() % BigInt(list.length))];
      const f = oracle.flips(sq, player, opponent);
      [player, opponent] = [opponent & ~f, player | f | (1n << BigInt(sq))];
    }
    const empties = ~(player | opponent) & 0xffffffffffffffffn;
    if (oracle.popcount(empties) === 1) {
      const sq = oracle.squaresOf(empties)[0];
      assert.equal(lf.othelloLastFlipCount(sq, player), oracle.popcount(oracle.flips(sq, player, ~player & ~(1n << BigInt(sq)) & 0xffffffffffffffffn)));
    }
    const boards = Array.from({ length: 40 }, () => { const p = sparse(); return [p, sparse() & ~p]; });
    const players = BigUint64Array.from(boards, (b) => b[0]), opponents = BigUint64Array.from(boards, (b) => b[1]);
    assert.deepEqual(Array.from(lf.othelloMovesBatch(players, opponents)), boards.map(([p, o]) => oracle.moves(p, o)));
    assert.deepEqual(Array.from(lf.othelloMobilityBatch(players, opponents)), boards.map(([p, o]) => oracle.popcount(oracle.moves(p, o))));
  });

  test(`${isa}: bad arguments throw errors naming them`, () => {
    assert.throws(() => lf.rookAttacks(64, 0n), { name: "RangeError", message: /rookAttacks: square must be 0\.\.63, got 64/ });
    assert.throws(() => lf.rookAttacks(1.5, 0n), { name: "TypeError", message: /square/ });
    assert.throws(() => lf.rookAttacks(0, 5), { name: "TypeError", message: /occupied must be a bigint/ });
    assert.throws(() => lf.rookAttacks(0, 1n << 64n), { name: "RangeError", message: /occupied/ });
    assert.throws(() => lf.othelloMoves(1n, 1n), { name: "RangeError", message: /share squares/ });
    assert.throws(() => lf.queenAttacksBatch(new Uint8Array([1, 70]), new BigUint64Array(2)),
      { name: "RangeError", message: /squares\[1\] = 70/ });
    assert.throws(() => lf.queenAttacksBatch(new Uint8Array(3), new BigUint64Array(2)), { name: "RangeError", message: /occupied has 2/ });
    assert.throws(() => lf.queenAttacksBatch([1], new BigUint64Array(1)), { name: "TypeError", message: /squares must be a Uint8Array/ });
    assert.throws(() => lf.othelloMovesBatch(new BigUint64Array([1n, 3n]), new BigUint64Array([2n, 1n])),
      { name: "RangeError", message: /\[1\]/ });
    assert.throws(() => lf.chess.moveCounts([START, "8/8/8 w - - 0 1"]), { name: "RangeError", message: /fens\[1\]/ });
    assert.throws(() => lf.chess.perft(START, -1), RangeError);
    assert.throws(() => lf.chess.play(START, "e2e5"), { name: "RangeError", message: /not legal/ });
    assert.throws(() => lf.trace({ kernel: "nothing" }), RangeError);
  });

  test(`${isa}: chess perft and moves match the published counts`, () => {
    assert.equal(lf.chess.perft(START, 4), 197281n);
    assert.equal(lf.chess.perft(KIWIPETE, 3), 97862n);
    assert.equal(lf.chess.moveCounts(KIWIPETE), 48);
    assert.deepEqual(Array.from(lf.chess.moveCounts([START, KIWIPETE])), [20, 48]);
    assert.equal(lf.chess.legalMoves(START).length, 20);
    assert.ok(lf.chess.legalMoves(KIWIPETE).includes("e1g1"));
    assert.equal(lf.chess.play(START, "e2e4"), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    const a = lf.chess.attacks("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    assert.equal(a.checkers, 1n << 12n);
  });

  test(`${isa}: Othello perft, solve and games`, () => {
    const counts = [1n, 4n, 12n, 56n, 244n, 1396n, 8200n, 55092n, 390216n];
    counts.forEach((c, depth) => assert.equal(lf.othello.perft(depth), c));
    let p = lanefill.START_BLACK, o = lanefill.START_WHITE;
    for (let i = 0; i < 6; ++i) {  // a random position, then its perft 4 against the oracle
      const list = oracle.squaresOf(oracle.moves(p, o)), sq = list[Number(next() % BigInt(list.length))];
      const f = oracle.flips(sq, p, o);
      [p, o] = [o & ~f, p | f | (1n << BigInt(sq))];
    }
    assert.equal(lf.othello.perft(4, p, o), oracle.othelloPerft(p, o, 4));
    // A position 8 empties from the end, from a random game.
    const games = lf.othello.games(1);
    for (let ply = 0; ply < 200 && oracle.popcount(games.player.array[0] | games.opponent.array[0]) < 56; ++ply) {
      const m = games.legalMoves()[0];
      const list = oracle.squaresOf(m);
      games.play(Uint8Array.of(list.length ? list[Number(next() % BigInt(list.length))] : 255));
      if (m === 0n && lf.othelloMoves(games.player.array[0], games.opponent.array[0]) === 0n) break;
    }
    const [gp, go] = [games.player.array[0], games.opponent.array[0]];
    games.free();
    assert.equal(lf.othello.solve(gp, go).score, oracle.solve(gp, go));
  });

  test(`${isa}: the trace runs the kernels and agrees with the reference`, () => {
    for (const traceIsa of lf.cpu().compiledIsas) {
      const t = lf.trace({ kernel: "rays", isa: traceIsa, algorithm: "kogge_stone", orth: 1n << 27n, diag: 1n << 9n, occupied: 0x0000100000240000n });
      assert.ok(t.matchesReference, t.what);
      assert.ok(t.steps.length > 3 && t.instructions > 0);
    }
  });
}

test("chessops agrees on the legal moves of a few hundred positions", async (t) => {
  const chessopsDir = process.env.LANEFILL_CHESSOPS;
  let chess, fen;
  try {
    const base = pathToFileURL(path.join(chessopsDir ?? "", "node_modules", "chessops", "dist", "esm") + "/").href;
    chess = await import(new URL("chess.js", base));
    fen = await import(new URL("fen.js", base));
  } catch (e) {
    t.skip(`chessops is not installed (js/test/run.sh installs it from the npm registry into LANEFILL_CHESSOPS): ${e.message.split("\n")[0]}`);
    return;
  }
  const { makeUci } = await import(new URL("util.js", pathToFileURL(path.join(chessopsDir, "node_modules", "chessops", "dist", "esm") + "/")));
  const lf = builds.wasm128 ?? builds.scalar;
  let positions = 0;
  for (const root of [START, KIWIPETE, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"]) {
    let current = root;
    for (let ply = 0; ply < 80; ++ply) {
      const ours = lf.chess.legalMoves(current).sort();
      const pos = chess.Chess.fromSetup(fen.parseFen(current).unwrap()).unwrap();
      const theirs = [];
      for (const [from, dests] of pos.allDests()) {
        for (const to of dests) {
          const piece = pos.board.get(from);
          const promotes = piece.role === "pawn" && (to >> 3 === 7 || to >> 3 === 0);
          // chessops gives castling as the king to its rook; UCI as the king's two steps.
          let target = to;
          if (piece.role === "king" && Math.abs((to & 7) - (from & 7)) > 1 && pos.board.get(to)?.color === piece.color) {
            target = (from & ~7) | ((to & 7) > (from & 7) ? 6 : 2);
          }
          for (const promotion of promotes ? ["knight", "bishop", "rook", "queen"] : [undefined]) {
            theirs.push(makeUci({ from, to: target, promotion }));
          }
        }
      }
      assert.deepEqual(ours, [...new Set(theirs)].sort(), current);
      ++positions;
      if (ours.length === 0) break;
      current = lf.chess.play(current, ours[Number(next() % BigInt(ours.length))]);
    }
  }
  t.diagnostic(`${positions} positions, the same legal moves in both`);
  assert.ok(positions >= 200, `${positions} positions`);
});
