// js/src/lanefill.d.ts — the TypeScript declarations of js/src/lanefill.js
// (the entry calls: entries.d.ts, generated from lanefill/entries.def).
import type { Entries } from "./entries.js";

export { ENTRY_NAMES } from "./entries.js";

/** The eight rays in dir8 order: noEa, east, soEa, sout, soWe, west, noWe, nort. */
export type Rays = bigint[];
/** A square's rays up to and including the first blocker, and those blockers (dir8 order). */
export interface SquareRays {
  rays: bigint[];
  blockers: bigint[];
}
/** The sliders through a square and what each would discover (dir8 order). */
export interface SliderThreats {
  slider: bigint[];
  discovered: bigint[];
  orthAttacks: bigint;
  diagAttacks: bigint;
  attackers: bigint;
  /** Bit d set where slider[d] is. */
  directions: number;
}
/** Four bitboards: full ranks, files, diagonals, antidiagonals. */
export type Lines = bigint[];

/** The direction names of dir8 order. */
export declare const DIRECTIONS: readonly string[];
/** Othello's start position: black's discs (black moves first) and white's. */
export declare const START_BLACK: bigint;
export declare const START_WHITE: bigint;

/** Whether this engine runs WebAssembly SIMD128. */
export declare function simd128Supported(): boolean;

export interface LoadOptions {
  /** Force a module: "wasm128" (needs SIMD128) or "scalar" (the baseline
   * module). In node, LANEFILL_ISA in the environment does the same. */
  isa?: "wasm128" | "scalar";
  /** Override the engine's SIMD128 answer (false: load as an engine without it). */
  simd128?: boolean;
  /** A module factory and its binary given by the caller (the trace page's inlined module). */
  createModule?: (options: object) => Promise<unknown>;
  wasmBinary?: Uint8Array;
}

/** Loads the SIMD128 module where the engine validates SIMD128, the baseline module elsewhere. */
export declare function load(options?: LoadOptions): Promise<Lanefill>;

/** An array in the module's memory: batches use it without copies. */
export declare class WasmArray<T extends BigUint64Array | Uint8Array | Uint32Array | BigInt64Array> {
  readonly length: number;
  readonly byteLength: number;
  readonly pointer: number;
  /** A typed array over it, made anew after the module's memory grew. */
  readonly array: T;
  /** Copies values in. */
  set(values: ArrayLike<T extends BigUint64Array | BigInt64Array ? bigint : number>): this;
  /** Gives the memory back. */
  free(): void;
}

export interface CpuReport {
  /** The module that loaded: "simd128" or "baseline". */
  build: "simd128" | "baseline";
  /** Whether the engine validates SIMD128 (or what load() was told). */
  simd128: boolean;
  /** The ISA load() was told to use, or null. */
  forced: "wasm128" | "scalar" | null;
  compiledIsas: string[];
  /** The ISA the calls run. */
  isa: string;
  reason: string;
}

export interface ChessAttacks {
  white: bigint;
  black: bigint;
  checkers: bigint;
  pinned: bigint;
}
export interface ChessAttackArrays {
  /** White's and black's attacks per position, interleaved. */
  attacks: BigUint64Array;
  checkers: BigUint64Array;
  pinned: BigUint64Array;
}

/** Chess positions given as FEN (the example engine of examples/chess). */
export interface Chess {
  /** The FEN as the engine writes it. */
  normalize(fen: string): string;
  /** Legal move counts. */
  moveCounts(fen: string): number;
  moveCounts(fens: string[]): Uint32Array;
  /** Legal moves in UCI ("e2e4", "e7e8q"; castling as the king's move). */
  legalMoves(fen: string): string[];
  legalMoves(fens: string[]): string[][];
  /** What each colour attacks, the checkers and the pinned pieces of the side to move. */
  attacks(fen: string): ChessAttacks;
  attacks(fens: string[]): ChessAttackArrays;
  /** The FEN after a legal move in UCI ("e2e4", "e7e8q", "e1g1"). */
  play(fen: string, move: string): string;
  /** The leaves of the legal move tree `depth` plies deep (one thread). */
  perft(fen: string, depth: number): bigint;
}

export interface SolveResult {
  /** The final disc difference for the side to move, empties to the winner. */
  score: number;
  /** 0..63, or -1 when the side to move must pass or the game is over. */
  bestMove: number;
  gameOver: boolean;
  nodes: bigint;
}

/** N Othello games side by side in the module's memory. */
export declare class OthelloGames {
  readonly n: number;
  readonly player: WasmArray<BigUint64Array>;
  readonly opponent: WasmArray<BigUint64Array>;
  reset(): void;
  /** Each game's legal moves (a view of the module's memory). */
  legalMoves(): BigUint64Array;
  /** Plays squares[i] in game i; 255 passes. */
  play(squares: Uint8Array | WasmArray<Uint8Array>): void;
  /** Each game's disc difference for its side to move. */
  scores(): Int8Array;
  free(): void;
}

/** Othello (the example engine of examples/othello). */
export interface Othello {
  readonly start: { player: bigint; opponent: bigint };
  /** Leaves `depth` plies below (player, opponent), the start by default; a pass is a ply. */
  perft(depth: number, player?: bigint, opponent?: bigint, options?: { finishedLeaf?: boolean }): bigint;
  /** The exact solve of (player, opponent). */
  solve(player: bigint, opponent: bigint, options?: { tableMiB?: number }): SolveResult;
  /** N games at the start position. */
  games(n: number): OthelloGames;
}

export interface TraceRequest {
  kernel?: "rays" | "batch" | "othello" | "sbamg" | "flips";
  isa?: string;
  algorithm?: string;
  orth?: bigint | bigint[];
  diag?: bigint | bigint[];
  occupied?: bigint | bigint[];
  player?: bigint | bigint[];
  opponent?: bigint | bigint[];
  square?: number;
}
export interface TraceStep {
  register: string;
  instructions: number;
  laneNames: string[];
  ops: string[];
  lanes: bigint[];
  unchanged: boolean[];
}
export interface TraceOutput {
  name: string;
  got: bigint;
  reference: bigint;
  dispatched?: bigint;
}
export interface Trace {
  what: string;
  layout: string;
  instructions: number;
  matchesReference: boolean;
  steps: TraceStep[];
  outputs: TraceOutput[];
}

/** One loaded module: the entry calls (Entries) and the rest. */
export declare class Lanefill {
  /** The ISA the calls run: "wasm128" or "scalar". */
  readonly isa: string;
  readonly chess: Chess;
  readonly othello: Othello;
  setIsa(name: string): void;
  cpu(): CpuReport;
  u64Array(length: number): WasmArray<BigUint64Array>;
  u8Array(length: number): WasmArray<Uint8Array>;
  trace(request: TraceRequest): Trace;
}
export interface Lanefill extends Entries {}
