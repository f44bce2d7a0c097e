// js/src/argument_checks.js — the calls' checks of their arguments: each
// bad one throws TypeError (wrong kind) or RangeError (a value out of range),
// the message naming the call, the argument and, in an array, the index.
import { WasmArray } from "./wasm_array.js";

export const U64_MAX = (1n << 64n) - 1n;

// A uint64_t the module returned: WebAssembly's i64 reaches JavaScript as a
// signed BigInt.
export const u64 = (v) => BigInt.asUintN(64, v);

export function describe(v) {
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "string") return JSON.stringify(v);
  if (v === null) return "null";
  if (ArrayBuffer.isView(v)) return v.constructor.name;
  if (typeof v === "object") return v.constructor ? v.constructor.name : "object";
  return String(v);
}

export function checkLength(fn, length) {
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

export function checkDiscs(fn, player, opponent) {
  checkBoard(fn, "player", player);
  checkBoard(fn, "opponent", opponent);
  if ((player & opponent) !== 0n) {
    throw new RangeError(`${fn}: player and opponent share squares 0x${(player & opponent).toString(16)}`);
  }
}

// A batch argument: a typed array of Type or a WasmArray of it.
export function arrayArgument(fn, name, v, Type) {
  if (v instanceof WasmArray) {
    if (v.Type !== Type) throw new TypeError(`${fn}: ${name} must hold ${Type.name} elements, got a WasmArray of ${v.Type.name}`);
    if (v.pointer === 0) throw new TypeError(`${fn}: ${name} was freed`);
    return { wasm: v, length: v.length };
  }
  if (!(v instanceof Type)) throw new TypeError(`${fn}: ${name} must be a ${Type.name} or a WasmArray of one, got ${describe(v)}`);
  return { plain: v, length: v.length };
}
