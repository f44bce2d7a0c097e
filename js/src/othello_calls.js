// js/src/othello_calls.js — lanefill.othello and OthelloGames: the Othello
// example engine (examples/othello) over (player, opponent) bitboards.
import { arrayArgument, checkDiscs, checkLength, describe, u64 } from "./argument_checks.js";
import { WasmArray } from "./wasm_array.js";

// Othello (examples/othello): positions as (player, opponent) bitboards.

export const START_BLACK = 0x0000000810000000n;  // d5, e4: black moves first
export const START_WHITE = 0x0000001008000000n;  // d4, e5

export class Othello {
  constructor(lanefill) {
    this.lf = lanefill;
  }
  /** The start position: { player: black's discs, opponent: white's }. */
  get start() {
    return { player: START_BLACK, opponent: START_WHITE };
  }
  /** Perft from (player, opponent): leaves `depth` plies deep (a pass is a
   * ply); options.finishedLeaf counts a game over early as a leaf. */
  perft(depth, player = START_BLACK, opponent = START_WHITE, options = {}) {
    if (!Number.isInteger(depth) || depth < 0 || depth > 60) {
      throw new RangeError(`othello.perft: depth must be an integer 0..60, got ${describe(depth)}`);
    }
    checkDiscs("othello.perft", player, opponent);
    return u64(this.lf._module._lfjs_othello_perft(player, opponent, depth, options.finishedLeaf ? 1 : 0));
  }
  /** The exact solve: { score (final disc difference for the side to move),
   * bestMove (0..63, or -1), gameOver, nodes }. */
  solve(player, opponent, options = {}) {
    checkDiscs("othello.solve", player, opponent);
    const tableMiB = options.tableMiB ?? 16;
    if (!Number.isInteger(tableMiB) || tableMiB < 1 || tableMiB > 1024) {
      throw new RangeError(`othello.solve: options.tableMiB must be an integer 1..1024, got ${describe(tableMiB)}`);
    }
    return this.lf._scratch(24, (p) => {
      const m = this.lf._module;
      if (m._lfjs_othello_solve(player, opponent, tableMiB, p, p + 16) !== 0) {
        throw new RangeError(`othello.solve: ${this.lf._string(m._lfjs_error())}`);
      }
      const ints = new Int32Array(m.HEAPU8.buffer, p, 3);
      return { score: ints[0], bestMove: ints[1], gameOver: ints[2] !== 0, nodes: this.lf._u64(p + 16, 1)[0] };
    });
  }
  /** N games in the module's memory, all at the start position. */
  games(n) {
    return new OthelloGames(this.lf, checkLength("othello.games", n));
  }
}

/** N Othello games side by side: the discs of each game's side to move and
 * of the other side in WasmArrays; moves, plays and scores by the batch calls. */
export class OthelloGames {
  constructor(lanefill, n) {
    this.lf = lanefill;
    this.n = n;
    this.player = lanefill.u64Array(n);
    this.opponent = lanefill.u64Array(n);
    this.moves = lanefill.u64Array(n);
    this.reset();
  }
  /** Every game back to the start. */
  reset() {
    this.player.array.fill(START_BLACK);
    this.opponent.array.fill(START_WHITE);
  }
  /** The legal moves of each game's side to move (a WasmArray's view). */
  legalMoves() {
    return this.lf.othelloMovesBatch(this.player, this.opponent, this.moves);
  }
  /** Plays squares[i] in game i (255: pass); throws RangeError naming the
   * first game where that is not legal. */
  play(squares) {
    const s = arrayArgument("games.play", "squares", squares, Uint8Array);
    if (s.length !== this.n) throw new RangeError(`games.play: squares has ${s.length} elements, games ${this.n}`);
    const values = s.wasm ? s.wasm.array : s.plain;
    const legal = this.legalMoves();
    const player = this.player.array, opponent = this.opponent.array;
    for (let i = 0; i < this.n; ++i) {
      const sq = values[i];
      if (sq === 255) {
        if (legal[i] !== 0n) throw new RangeError(`games.play: squares[${i}] = 255 (pass) but game ${i} has moves`);
      } else if (sq > 63 || ((legal[i] >> BigInt(sq)) & 1n) === 0n) {
        throw new RangeError(`games.play: squares[${i}] = ${sq} is not a legal move of game ${i}`);
      }
    }
    for (let i = 0; i < this.n; ++i) {
      const sq = values[i];
      let p = player[i], o = opponent[i];
      if (sq !== 255) {
        const flips = this.lf.othelloFlips(sq, p, o);
        p |= flips | (1n << BigInt(sq));
        o &= ~flips;
      }
      player[i] = o;
      opponent[i] = p;
    }
  }
  /** Each game's disc difference for its side to move. */
  scores() {
    const out = new Int8Array(this.n);
    const player = this.player.array, opponent = this.opponent.array;
    for (let i = 0; i < this.n; ++i) out[i] = popcount(player[i]) - popcount(opponent[i]);
    return out;
  }
  free() {
    this.player.free();
    this.opponent.free();
    this.moves.free();
  }
}

function popcount(b) {
  let n = 0;
  for (let x = b; x !== 0n; x &= x - 1n) ++n;
  return n;
}
