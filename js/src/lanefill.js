// js/src/lanefill.js — lanefill for JavaScript: the loader that picks the
// SIMD128 or the baseline WebAssembly module, and the calls over it (the
// entries of lanefill/entries.def in entries.js over shape_calls.js, chess
// positions in chess_calls.js, Othello in othello_calls.js, the trace in
// trace_requests.js). docs/js.md walks through it; lanefill.d.ts declares it.
//
// Bitboards are bigint (bit i = square i, a1 = 0); squares are numbers
// 0..63. Bad arguments throw TypeError (wrong kind) or RangeError (a value
// out of range), the message naming the call, the argument and, in an array,
// the index. Batches take typed arrays; WasmArrays, which live in the
// module's memory, pass without copies.
import { checkBoard, checkLength, checkSquare, describe } from "./argument_checks.js";
import { Chess } from "./chess_calls.js";
import { bindEntries, ENTRY_NAMES } from "./entries.js";
import { Othello, OthelloGames, START_BLACK, START_WHITE } from "./othello_calls.js";
import { Shapes } from "./shape_calls.js";
import { traceRequest } from "./trace_requests.js";
import { WasmArray } from "./wasm_array.js";

export { checkBoard, checkSquare, ENTRY_NAMES, OthelloGames, WasmArray };

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

export { DIRECTIONS, START_BLACK, START_WHITE };
