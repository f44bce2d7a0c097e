// js/test/typed_usage.ts — a user's TypeScript against the package's
// declarations: `tsc --noEmit` (js/test/run.sh) must accept it, and fails
// where a declaration and this use disagree.
import { load, simd128Supported, WasmArray, type Lanefill, type Trace } from "lanefill";

async function main(): Promise<void> {
  const lf: Lanefill = await load({ isa: simd128Supported() ? "wasm128" : "scalar" });
  const attacks: bigint = lf.queenAttacks(27, 0x0000_1000_0000_0000n);
  const rays: bigint[] = lf.rayAttacks(1n, 0n, 0n);
  const occupied: WasmArray<BigUint64Array> = lf.u64Array(1024);
  const squares = lf.u8Array(1024);
  const out: BigUint64Array = lf.queenAttacksBatch(squares, occupied);
  const counts: Uint8Array = lf.othelloMobilityBatch(new BigUint64Array(4), new BigUint64Array(4));
  const moves: string[] = lf.chess.legalMoves("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  const many: Uint32Array = lf.chess.moveCounts(["8/8/8/8/8/8/8/K1k5 w - - 0 1"]);
  const leaves: bigint = lf.othello.perft(9);
  const solved = lf.othello.solve(lf.othello.start.player, lf.othello.start.opponent);
  const best: number = solved.bestMove;
  const trace: Trace = lf.trace({ kernel: "rays", isa: lf.isa, orth: 1n, occupied: 0n });
  const first: bigint = trace.steps[0].lanes[0];
  const report = lf.cpu();
  const build: "simd128" | "baseline" = report.build;
  console.log(attacks, rays, out, counts, moves, many, leaves, best, first, build);
  occupied.free();
  squares.free();
}
void main();
