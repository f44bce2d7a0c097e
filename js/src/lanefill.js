// js/src/lanefill.js — lanefill for JavaScript: the loader that picks the
// SIMD128 or the baseline WebAssembly module, and the calls over it (the
// entries of lanefill/entries.def in entries.js, chess positions, Othello,
// perft, the trace). docs/js.md walks through it; lanefill.d.ts declares it.
//
// Bitboards are bigint (bit i = square i, a1 = 0); squares are numbers
// 0..63. Bad arguments throw TypeError (wrong kind) or RangeError (a value
// out of range), the message naming the call, the argument and, in an array,
// the index. Batches take typed arrays; WasmArrays, which live in the
// module's memory, pass without copies.
import { bindEntries, ENTRY_NAMES } from "./entries.js";

export { ENTRY_NAMES };

// A module of one function `() -> v128` whose body is i32.const 0,
// i8x16.splat, i8x16.popcnt: it validates only where the engine has SIMD128.
//   magic, version | type section: one type, () -> (v128) | function section:
//   one function of type 0 | code section: one body, no locals, the three
//   instructions (0xfd prefix: SIMD opcodes 15 splat, 98 popcnt), end.
const SIMD128_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,
  0x03, 0x02, 0x01, 0x00,
  0x0a, 0x0a, 0x01, 0x08, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b,
]);

/** Whether this engine runs WebAssembly SIMD128 (it validates the probe). */
export function simd128Supported() {
  return WebAssembly.validate(SIMD128_PROBE);
}

const BUILDS = { wasm128: "wasm128", scalar: "scalar" };
const U64_MAX = (1n << 64n) - 1n;

// A uint64_t the module returned: WebAssembly's i64 reaches JavaScript as a
// signed BigInt.
const u64 = (v) => BigInt.asUintN(64, v);

function describe(v) {
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "string") return JSON.stringify(v);
  if (v === null) return "null";
  if (ArrayBuffer.isView(v)) return v.constructor.name;
  if (typeof v === "object") return v.constructor ? v.constructor.name : "object";
  return String(v);
}

function isNode() {
  return typeof process === "object" && process !== null && typeof process.versions === "object" &&
    typeof process.versions.node === "string";
}

function environmentIsa() {
  return isNode() ? process.env.LANEFILL_ISA || undefined : undefined;
}

async function readBytes(url) {
  if (isNode() && url.protocol === "file:") {
    const fs = await import("node:fs/promises");
    return new Uint8Array(await fs.readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`lanefill: cannot load ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Loads lanefill: the SIMD128 module where the engine validates SIMD128, the
 * baseline module elsewhere. options.isa ("wasm128" or "scalar"; in node also
 * the environment's LANEFILL_ISA) forces one; options.simd128 overrides the
 * engine's answer (false: act as an engine without SIMD128);
 * options.createModule and options.wasmBinary load a module given by the
 * caller (the trace page's inlined one).
 */
export async function load(options = {}) {
  if (options === null || typeof options !== "object") {
    throw new TypeError(`load: options must be an object, got ${describe(options)}`);
  }
  const forced = options.isa ?? environmentIsa();
  if (forced !== undefined && !(forced in BUILDS)) {
    throw new RangeError(`load: isa must be "wasm128" or "scalar", got ${describe(forced)}` +
      (options.isa === undefined ? " (from LANEFILL_ISA)" : ""));
  }
  const simd128 = options.simd128 ?? simd128Supported();
  if (forced === "wasm128" && !simd128) {
    throw new Error("load: isa wasm128 needs WebAssembly SIMD128, which this engine does not " +
      "validate");
  }
  const build = forced === "scalar" || !simd128 ? "scalar" : "wasm128";
  let create = options.createModule;
  let wasmBinary = options.wasmBinary;
  if (create === undefined) {
    create = (await import(`./lanefill-${build}.mjs`)).default;
    wasmBinary ??= await readBytes(new URL(`./lanefill-${build}.wasm`, import.meta.url));
  }
  const messages = [];
  const module = await create({
    wasmBinary,
    print: (text) => messages.push(text),
    printErr: (text) => messages.push(text),
  });
  return new Lanefill(module, { build, simd128, forced: forced ?? null });
}

/**
 * An array in the module's memory: batches read and write it without copies.
 * `array` is a typed array over it, made anew after the memory grew (a view
 * taken before that is detached: read `array` again).
 */
export class WasmArray {
  constructor(lanefill, Type, length) {
    this._lanefill = lanefill;
    this.Type = Type;
    this.length = length;
    this.byteLength = length * Type.BYTES_PER_ELEMENT;
    this.pointer = lanefill._malloc(Math.max(this.byteLength, 8));
    this._view = null;
  }
  get array() {
    if (this.pointer === 0) throw new Error("WasmArray: used after free()");
    const buffer = this._lanefill._module.HEAPU8.buffer;
    if (this._view === null || this._view.buffer !== buffer) {
      this._view = new this.Type(buffer, this.pointer, this.length);
    }
    return this._view;
  }
  /** Copies `values` in; returns this. */
  set(values) {
    this.array.set(values);
    return this;
  }
  /** Gives the memory back; the array must not be used again. */
  free() {
    if (this.pointer !== 0) this._lanefill._module._free(this.pointer);
    this.pointer = 0;
    this._view = null;
  }
}

const DIRECTIONS = ["noEa", "east", "soEa", "sout", "soWe", "west", "noWe", "nort"];

export class Lanefill {
  constructor(module, load) {
    this._module = module;
    this.load = load;
    Object.assign(this, bindEntries(new Shapes(this)));
    this.chess = new Chess(this);
    this.othello = new Othello(this);
  }

  _malloc(bytes) {
    const p = this._module._malloc(bytes);
    if (p === 0) throw new RangeError(`lanefill: out of memory for ${bytes} bytes`);
    return p;
  }
  _string(pointer) {
    return pointer === 0 ? null : this._module.UTF8ToString(pointer);
  }
  _withString(text, body) {
    const bytes = this._module.lengthBytesUTF8(text) + 1;
    const p = this._malloc(bytes);
    try {
      this._module.stringToUTF8(text, p, bytes);
      return body(p);
    } finally {
      this._module._free(p);
    }
  }
  _scratch(bytes, body) {
    const p = this._malloc(bytes);
    try {
      return body(p);
    } finally {
      this._module._free(p);
    }
  }
  _u64(pointer, count) {
    return Array.from(new BigUint64Array(this._module.HEAPU8.buffer, pointer, count));
  }

  /** The ISA the calls run: "wasm128" or "scalar". */
  get isa() {
    return this._string(this._module._lanefill_active_isa());
  }
  /** Forces an ISA of this module by name ("scalar", "wasm128"). */
  setIsa(name) {
    if (typeof name !== "string") {
      throw new TypeError(`setIsa: name must be a string, got ${describe(name)}`);
    }
    const status = this._withString(name, (p) => this._module._lanefill_set_isa(p));
    if (status !== 0) throw new RangeError(`setIsa: ${this._string(this._module._lanefill_last_error())}`);
  }
  /** What loaded and what runs, as `lanefill cpu` says it on native builds. */
  cpu() {
    return {
      build: this.load.build === "wasm128" ? "simd128" : "baseline",
      simd128: this.load.simd128,
      forced: this.load.forced,
      compiledIsas: this._string(this._module._lfjs_compiled_isas()).split(" "),
      isa: this.isa,
      reason: this._string(this._module._lfjs_active_reason()),
    };
  }

  /** A BigUint64Array of `length` in the module's memory. */
  u64Array(length) {
    return new WasmArray(this, BigUint64Array, checkLength("u64Array", length));
  }
  /** A Uint8Array of `length` in the module's memory. */
  u8Array(length) {
    return new WasmArray(this, Uint8Array, checkLength("u8Array", length));
  }

  /**
   * A kernel run step by step on the trace's recording registers (what
   * `lanefill trace` shows). request: { kernel: "rays" | "batch" | "othello"
   * | "sbamg" | "flips", isa, algorithm, orth, diag, occupied, player,
   * opponent (bigint, or arrays of bigint for batch and othello: one per lane),
   * square }.
   */
  trace(request) {
    return traceRequest(this, request);
  }
}

function checkLength(fn, length) {
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`${fn}: length must be an integer >= 0, got ${describe(length)}`);
  }
  return length;
}

export function checkSquare(fn, name, v) {
  if (typeof v !== "number" || !Number.isInteger(v)) {
    throw new TypeError(`${fn}: ${name} must be an integer square 0..63, got ${describe(v)}`);
  }
  if (v < 0 || v > 63) throw new RangeError(`${fn}: ${name} must be 0..63, got ${v}`);
  return v;
}

export function checkBoard(fn, name, v) {
  if (typeof v !== "bigint") {
    throw new TypeError(`${fn}: ${name} must be a bigint bitboard, got ${describe(v)}`);
  }
  if (v < 0n || v > U64_MAX) {
    throw new RangeError(`${fn}: ${name} must be a bitboard 0n..2n**64n-1n, got ${v}n`);
  }
  return v;
}

function checkDiscs(fn, player, opponent) {
  checkBoard(fn, "player", player);
  checkBoard(fn, "opponent", opponent);
  if ((player & opponent) !== 0n) {
    throw new RangeError(`${fn}: player and opponent share squares 0x${(player & opponent).toString(16)}`);
  }
}

// A batch argument: a typed array of Type or a WasmArray of it.
function arrayArgument(fn, name, v, Type) {
  if (v instanceof WasmArray) {
    if (v.Type !== Type) throw new TypeError(`${fn}: ${name} must hold ${Type.name} elements, got a WasmArray of ${v.Type.name}`);
    if (v.pointer === 0) throw new TypeError(`${fn}: ${name} was freed`);
    return { wasm: v, length: v.length };
  }
  if (!(v instanceof Type)) throw new TypeError(`${fn}: ${name} must be a ${Type.name} or a WasmArray of one, got ${describe(v)}`);
  return { plain: v, length: v.length };
}

// The helpers of js/src/entries.js, one per shape (scripts/codegen/js_bindings.py).
class Shapes {
  constructor(lanefill) {
    this.lf = lanefill;
  }
  _c(cName) {
    const f = this.lf._module[cName];
    if (typeof f !== "function") throw new Error(`lanefill: the module exports no ${cName}`);
    return f;
  }
  // A checked C call that reports an error by a negative status.
  _status(fn, status) {
    if (status < 0) throw new RangeError(`${fn}: ${this.lf._string(this.lf._module._lanefill_last_error())}`);
  }
  squareAttacks(fn, cName) {
    const c = this._c(cName);
    return (square, occupied) =>
      u64(c(checkSquare(fn, "square", square), checkBoard(fn, "occupied", occupied)));
  }
  setRays(fn, cName) {
    const c = this._c(cName);
    return (orth, diag, occupied) => {
      checkBoard(fn, "orth", orth); checkBoard(fn, "diag", diag); checkBoard(fn, "occupied", occupied);
      return this.lf._scratch(64, (out) => {
        this._status(fn, c(orth, diag, occupied, out));
        return this.lf._u64(out, 8);
      });
    };
  }
  setUnion(fn, cName) {
    const c = this._c(cName);
    return (orth, diag, occupied) =>
      u64(c(checkBoard(fn, "orth", orth), checkBoard(fn, "diag", diag), checkBoard(fn, "occupied", occupied)));
  }
  squareRays(fn, cName) {
    const c = this._c(cName);
    return (square, occupied) => {
      checkSquare(fn, "square", square); checkBoard(fn, "occupied", occupied);
      return this.lf._scratch(128, (out) => {
        this._status(fn, c(square, occupied, out));
        return { rays: this.lf._u64(out, 8), blockers: this.lf._u64(out + 64, 8) };
      });
    };
  }
  sliderThreats(fn, cName) {
    const c = this._c(cName);
    return (square, occupied, orth, diag) => {
      checkSquare(fn, "square", square); checkBoard(fn, "occupied", occupied);
      checkBoard(fn, "orth", orth); checkBoard(fn, "diag", diag);
      return this.lf._scratch(160, (out) => {
        this._status(fn, c(square, occupied, orth, diag, out));
        const rest = this.lf._u64(out + 128, 3);
        return {
          slider: this.lf._u64(out, 8), discovered: this.lf._u64(out + 64, 8),
          orthAttacks: rest[0], diagAttacks: rest[1], attackers: rest[2],
          directions: new Uint32Array(this.lf._module.HEAPU8.buffer, out + 152, 1)[0],
        };
      });
    };
  }
  discs(fn, cName) {
    const c = this._c(cName);
    return (player, opponent) => {
      checkDiscs(fn, player, opponent);
      return u64(c(player, opponent));
    };
  }
  discsSquare(fn, cName) {
    const c = this._c(cName);
    return (square, player, opponent) => {
      checkSquare(fn, "square", square); checkDiscs(fn, player, opponent);
      return u64(c(square, player, opponent));
    };
  }
  discsCount(fn, cName) {
    const c = this._c(cName);
    return (player, opponent) => {
      checkDiscs(fn, player, opponent);
      return c(player, opponent);
    };
  }
  lastMove(fn, cName) {
    const c = this._c(cName);
    return (square, player) => c(checkSquare(fn, "square", square), checkBoard(fn, "player", player));
  }
  occupiedLines(fn, cName) {
    const c = this._c(cName);
    return (occupied) => {
      checkBoard(fn, "occupied", occupied);
      return this.lf._scratch(32, (out) => {
        this._status(fn, c(occupied, out));
        return this.lf._u64(out, 4);
      });
    };
  }
  // A batch over arrays: inputs [name, Type], the output's Type.
  _batch(fn, cName, inputs, OutType) {
    const c = this._c(cName);
    return (...args) => {
      const given = inputs.map(([name, Type], i) => ({ name, ...arrayArgument(fn, name, args[i], Type) }));
      const n = given[0].length;
      for (const g of given) {
        if (g.length !== n) throw new RangeError(`${fn}: ${g.name} has ${g.length} elements, ${given[0].name} ${n}`);
      }
      const outArg = args[inputs.length];
      let out = null;
      if (outArg !== undefined) {
        out = { name: "out", ...arrayArgument(fn, "out", outArg, OutType) };
        if (out.length !== n) throw new RangeError(`${fn}: out has ${out.length} elements, ${given[0].name} ${n}`);
      }
      return this._runBatch(fn, c, given, out, OutType, n);
    };
  }
  _runBatch(fn, c, given, out, OutType, n) {
    const lf = this.lf;
    const temporary = [];
    try {
      const pointers = given.map((g) => {
        if (g.wasm) return g.wasm.pointer;
        const copy = new WasmArray(lf, g.plain.constructor, n);
        temporary.push(copy);
        copy.array.set(g.plain);
        return copy.pointer;
      });
      const target = out && out.wasm ? out.wasm : new WasmArray(lf, OutType, n);
      if (!(out && out.wasm)) temporary.push(target);
      this._status(fn, c(...pointers, target.pointer, n));
      if (out && out.wasm) return out.wasm.array;
      const result = out ? out.plain : new OutType(n);
      result.set(target.array);
      return result;
    } finally {
      for (const t of temporary) t.free();
    }
  }
  queenBatch(fn, cName) {
    return this._batch(fn, cName, [["squares", Uint8Array], ["occupied", BigUint64Array]], BigUint64Array);
  }
  setBatch(fn, cName) {
    return this._batch(fn, cName,
      [["orth", BigUint64Array], ["diag", BigUint64Array], ["occupied", BigUint64Array]], BigUint64Array);
  }
  discsBatch(fn, cName) {
    return this._batch(fn, cName, [["player", BigUint64Array], ["opponent", BigUint64Array]], BigUint64Array);
  }
  discsCountBatch(fn, cName) {
    return this._batch(fn, cName, [["player", BigUint64Array], ["opponent", BigUint64Array]], Uint8Array);
  }
  lastMoveBatch(fn, cName) {
    return this._batch(fn, cName, [["squares", Uint8Array], ["player", BigUint64Array]], Uint8Array);
  }
}

// ---------------------------------------------------------------------------
// Chess (the example engine, examples/chess): positions as FEN strings.

const RECORD_BYTES = 104;
const PROMOTIONS = ["", "n", "b", "r", "q"];  // MoveRecord.promotion: 0, knight..queen

function squareName(s) {
  return String.fromCharCode(97 + (s & 7)) + String(1 + (s >> 3));
}

class Chess {
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

// ---------------------------------------------------------------------------
// Othello (examples/othello): positions as (player, opponent) bitboards.

const START_BLACK = 0x0000000810000000n;  // d5, e4: black moves first
const START_WHITE = 0x0000001008000000n;  // d4, e5

class Othello {
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

// ---------------------------------------------------------------------------
// The trace.

const TRACE_KERNELS = { rays: 0, batch: 1, othello: 2, sbamg: 3, flips: 4 };

function traceRequest(lf, request) {
  const fn = "trace";
  if (request === null || typeof request !== "object") throw new TypeError(`${fn}: request must be an object, got ${describe(request)}`);
  const kernel = request.kernel ?? "rays";
  if (!(kernel in TRACE_KERNELS)) throw new RangeError(`${fn}: kernel must be one of ${Object.keys(TRACE_KERNELS).join(", ")}, got ${describe(kernel)}`);
  const isa = request.isa ?? lf.isa;
  const algorithm = request.algorithm ?? "kogge_stone";
  if (typeof isa !== "string") throw new TypeError(`${fn}: isa must be a string, got ${describe(isa)}`);
  if (typeof algorithm !== "string") throw new TypeError(`${fn}: algorithm must be a string, got ${describe(algorithm)}`);
  const boards = (name) => {
    const v = request[name] ?? 0n;
    const list = Array.isArray(v) ? v : [v];
    list.forEach((b, i) => checkBoard(fn, Array.isArray(v) ? `${name}[${i}]` : name, b));
    return list;
  };
  const lists = ["orth", "diag", "occupied", "player", "opponent"].map(boards);
  const n = Math.max(...lists.map((l) => l.length));
  const square = request.square ?? 0;
  checkSquare(fn, "square", square);
  const arrays = lists.map((l) => {
    const a = new WasmArray(lf, BigUint64Array, n);
    a.array.fill(0n);
    a.array.set(l);
    return a;
  });
  try {
    const json = lf._withString(isa, (pi) => lf._withString(algorithm, (pa) =>
      lf._string(lf._module._lfjs_trace(TRACE_KERNELS[kernel], pi, pa, n, ...arrays.map((a) => a.pointer), square))));
    if (json === null) throw new RangeError(`${fn}: ${lf._string(lf._module._lfjs_error())}`);
    const t = JSON.parse(json);
    for (const step of t.steps) step.lanes = step.lanes.map(BigInt);
    for (const o of t.outputs) {
      o.got = BigInt(o.got);
      o.reference = BigInt(o.reference);
      if (o.dispatched !== undefined) o.dispatched = BigInt(o.dispatched);
    }
    return t;
  } finally {
    for (const a of arrays) a.free();
  }
}

export { DIRECTIONS, START_BLACK, START_WHITE };
