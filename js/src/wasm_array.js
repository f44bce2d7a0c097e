// js/src/wasm_array.js — WasmArray: an array in the module's memory, which
// the batches read and write without copies (lanefill.js exports it).

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
