// js/src/chess_calls.js — lanefill.chess: the chess example engine
// (examples/chess) over positions as FEN strings.
import { describe, u64 } from "./argument_checks.js";
import { WasmArray } from "./wasm_array.js";

// Chess (the example engine, examples/chess): positions as FEN strings.

const RECORD_BYTES = 104;
const PROMOTIONS = ["", "n", "b", "r", "q"];  // MoveRecord.promotion: 0, knight..queen

function squareName(s) {
  return String.fromCharCode(97 + (s & 7)) + String(1 + (s >> 3));
}

export class Chess {
  constructor(lanefill) {
    this.lf = lanefill;
  }
  // Parses FENs into n records in the module's memory (a WasmArray of bytes).
  _records(fn, fens) {
    const list = typeof fens === "string" ? [fens] : fens;
    if (!Array.isArray(list)) throw new TypeError(`${fn}: fens must be a FEN string or an array of them, got ${describe(fens)}`);
    const records = new WasmArray(this.lf, Uint8Array, list.length * RECORD_BYTES);
    try {
      list.forEach((fen, i) => {
        if (typeof fen !== "string") throw new TypeError(`${fn}: fens[${i}] must be a string, got ${describe(fen)}`);
        const status = this.lf._withString(fen, (p) => this.lf._module._lfjs_chess_parse(p, records.pointer + i * RECORD_BYTES));
        if (status !== 0) {
          const where = typeof fens === "string" ? "fen" : `fens[${i}]`;
          throw new RangeError(`${fn}: ${where}: ${this.lf._string(this.lf._module._lfjs_error())}`);
        }
      });
      return { records, n: list.length, single: typeof fens === "string" };
    } catch (e) {
      records.free();
      throw e;
    }
  }
  _with(fn, fens, body) {
    const r = this._records(fn, fens);
    try {
      return body(r);
    } finally {
      r.records.free();
    }
  }
  /** The FEN as the engine writes it (normalised). */
  normalize(fen) {
    return this._with("normalize", fen, (r) => this.lf._string(this.lf._module._lfjs_chess_fen(r.records.pointer)));
  }
  /** Legal move counts: a number for a FEN, a Uint32Array for an array of FENs. */
  moveCounts(fens) {
    return this._with("moveCounts", fens, (r) => {
      const counts = new WasmArray(this.lf, Uint32Array, r.n);
      try {
        this.lf._module._lfjs_chess_move_counts(r.records.pointer, r.n, counts.pointer);
        const result = Uint32Array.from(counts.array);
        return r.single ? result[0] : result;
      } finally {
        counts.free();
      }
    });
  }
  /** Legal moves in UCI ("e2e4", "e7e8q"; castling as the king's move): an
   * array of strings for a FEN, an array of arrays for an array of FENs. */
  legalMoves(fens) {
    return this._with("legalMoves", fens, (r) => {
      const m = this.lf._module;
      const counts = new WasmArray(this.lf, Uint32Array, r.n);
      const offsets = new WasmArray(this.lf, BigInt64Array, r.n + 1);
      let moves = null;
      try {
        m._lfjs_chess_move_counts(r.records.pointer, r.n, counts.pointer);
        let total = 0;
        const c = Array.from(counts.array);
        offsets.array[0] = 0n;
        c.forEach((k, i) => {
          total += k;
          offsets.array[i + 1] = BigInt(total);
        });
        moves = new WasmArray(this.lf, Uint8Array, Math.max(total, 1) * 3);
        m._lfjs_chess_legal_moves(r.records.pointer, r.n, offsets.pointer, moves.pointer);
        const bytes = moves.array;
        const lists = [];
        let at = 0;
        for (const k of c) {
          const list = [];
          for (let j = 0; j < k; ++j, ++at) {
            list.push(squareName(bytes[3 * at]) + squareName(bytes[3 * at + 1]) + PROMOTIONS[bytes[3 * at + 2]]);
          }
          lists.push(list);
        }
        return r.single ? lists[0] : lists;
      } finally {
        counts.free();
        offsets.free();
        if (moves) moves.free();
      }
    });
  }
  /** Attack maps: { white, black } (what each colour attacks), checkers and
   * pinned (of the side to move): bigints for a FEN, BigUint64Arrays (white
   * and black interleaved in `attacks`) for an array of FENs. */
  attacks(fens) {
    return this._with("attacks", fens, (r) => {
      const attacks = new WasmArray(this.lf, BigUint64Array, 2 * r.n);
      const checkers = new WasmArray(this.lf, BigUint64Array, r.n);
      const pinned = new WasmArray(this.lf, BigUint64Array, r.n);
      try {
        this.lf._module._lfjs_chess_attack_facts(r.records.pointer, r.n, attacks.pointer, checkers.pointer, pinned.pointer);
        if (r.single) {
          return { white: attacks.array[0], black: attacks.array[1], checkers: checkers.array[0], pinned: pinned.array[0] };
        }
        return { attacks: BigUint64Array.from(attacks.array), checkers: BigUint64Array.from(checkers.array),
          pinned: BigUint64Array.from(pinned.array) };
      } finally {
        attacks.free();
        checkers.free();
        pinned.free();
      }
    });
  }
  /** The FEN after a legal move in UCI ("e2e4", "e7e8q", "e1g1"). */
  play(fen, move) {
    if (typeof move !== "string" || !/^[a-h][1-8][a-h][1-8][nbrq]?$/.test(move)) {
      throw new RangeError(`play: move must be a UCI move such as "e2e4" or "e7e8q", got ${describe(move)}`);
    }
    return this._with("play", fen, (r) => {
      const m = this.lf._module;
      const square = (at) => move.charCodeAt(at) - 97 + 8 * (move.charCodeAt(at + 1) - 49);
      return this.lf._scratch(8 + RECORD_BYTES, (p) => {
        const bytes = new Uint8Array(m.HEAPU8.buffer, p, 3);
        bytes[0] = square(0);
        bytes[1] = square(2);
        bytes[2] = move.length === 5 ? PROMOTIONS.indexOf(move[4]) : 0;
        const out = p + 8;  // 8-byte aligned record
        if (m._lfjs_chess_play(r.records.pointer, 1, p, out) !== 1) {
          throw new RangeError(`play: move ${move} is not legal in ${fen}`);
        }
        return this.lf._string(m._lfjs_chess_fen(out));
      });
    });
  }
  /** Perft: the leaves of the legal move tree `depth` plies deep, one thread. */
  perft(fen, depth) {
    if (!Number.isInteger(depth) || depth < 0 || depth > 20) {
      throw new RangeError(`perft: depth must be an integer 0..20, got ${describe(depth)}`);
    }
    return this._with("perft", fen, (r) => u64(this.lf._module._lfjs_chess_perft(r.records.pointer, depth)));
  }
}
