// js/src/trace_requests.js — Lanefill.trace: a kernel run step by step on
// the trace's recording registers, its request checked and passed to the
// module as JSON.
import { checkBoard, checkSquare, describe } from "./argument_checks.js";
import { WasmArray } from "./wasm_array.js";

// The trace.

const TRACE_KERNELS = { rays: 0, batch: 1, othello: 2, sbamg: 3, flips: 4 };

export function traceRequest(lf, request) {
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
