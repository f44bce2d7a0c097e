// js/src/shape_calls.js — the calls of each shape of the entry list over the
// module's C functions: js/src/entries.js (generated) binds every entry
// through its shape's helper here.
import { arrayArgument, checkBoard, checkDiscs, checkSquare, u64 } from "./argument_checks.js";
import { WasmArray } from "./wasm_array.js";

// The helpers of js/src/entries.js, one per shape (scripts/codegen/js_bindings.py).
export class Shapes {
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
