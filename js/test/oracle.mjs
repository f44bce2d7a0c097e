// js/test/oracle.mjs — the rules written plainly in JavaScript, one square at
// a time, for the package's tests: what a slider attacks, what an Othello
// move flips. Nothing here comes from lanefill.
export const DIRS = [[1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1], [0, 1]];  // dir8: noEa east soEa sout soWe west noWe nort (file, rank)
const bit = (sq) => 1n << BigInt(sq);
const has = (b, sq) => ((b >> BigInt(sq)) & 1n) === 1n;

// Walks from `square` in direction d: the squares up to and including the
// first occupied one.
export function ray(square, d, occupied) {
  let result = 0n;
  let f = square & 7, r = square >> 3;
  for (;;) {
    f += DIRS[d][0];
    r += DIRS[d][1];
    if (f < 0 || f > 7 || r < 0 || r > 7) return result;
    const sq = r * 8 + f;
    result |= bit(sq);
    if (has(occupied, sq)) return result;
  }
}
const ORTH = [1, 3, 5, 7], DIAG = [0, 2, 4, 6];
export const rook = (sq, occ) => ORTH.reduce((a, d) => a | ray(sq, d, occ), 0n);
export const bishop = (sq, occ) => DIAG.reduce((a, d) => a | ray(sq, d, occ), 0n);
export const queen = (sq, occ) => rook(sq, occ) | bishop(sq, occ);
export function squaresOf(b) {
  const out = [];
  for (let sq = 0; sq < 64; ++sq) if (has(b, sq)) out.push(sq);
  return out;
}
// Per direction: what the sliders attack.
export function rayAttacks(orth, diag, occupied) {
  return DIRS.map((_, d) => squaresOf(ORTH.includes(d) ? orth : diag)
    .reduce((a, sq) => a | ray(sq, d, occupied), 0n));
}
export const sliderAttacks = (orth, diag, occ) => rayAttacks(orth, diag, occ).reduce((a, b) => a | b, 0n);

// Othello: the discs a move on `square` flips.
export function flips(square, player, opponent) {
  if (has(player | opponent, square)) return 0n;
  let all = 0n;
  for (const [df, dr] of DIRS) {
    let f = (square & 7) + df, r = (square >> 3) + dr, run = 0n;
    while (f >= 0 && f < 8 && r >= 0 && r < 8 && has(opponent, r * 8 + f)) {
      run |= bit(r * 8 + f);
      f += df;
      r += dr;
    }
    if (run !== 0n && f >= 0 && f < 8 && r >= 0 && r < 8 && has(player, r * 8 + f)) all |= run;
  }
  return all;
}
export function moves(player, opponent) {
  let m = 0n;
  for (let sq = 0; sq < 64; ++sq) if (flips(sq, player, opponent) !== 0n) m |= bit(sq);
  return m;
}
export function popcount(b) {
  let n = 0;
  for (let x = b; x !== 0n; x &= x - 1n) ++n;
  return n;
}
// Perft: leaves `depth` plies deep, a pass a ply, a finished game no leaf.
export function othelloPerft(player, opponent, depth) {
  if (depth === 0) return 1n;
  const m = moves(player, opponent);
  if (m === 0n) {
    if (moves(opponent, player) === 0n) return 0n;
    return othelloPerft(opponent, player, depth - 1);
  }
  let total = 0n;
  for (const sq of squaresOf(m)) {
    const f = flips(sq, player, opponent);
    total += othelloPerft(opponent & ~f, player | f | bit(sq), depth - 1);
  }
  return total;
}
// The exact score by plain negamax (few empties only).
export function solve(player, opponent, passed = false) {
  const m = moves(player, opponent);
  if (m === 0n) {
    if (passed || moves(opponent, player) === 0n) {
      const p = popcount(player), o = popcount(opponent), empties = 64 - p - o;
      return p > o ? p - o + empties : p < o ? p - o - empties : 0;
    }
    return -solve(opponent, player, true);
  }
  let best = -65;
  for (const sq of squaresOf(m)) {
    const f = flips(sq, player, opponent);
    best = Math.max(best, -solve(opponent & ~f, player | f | bit(sq)));
  }
  return best;
}

// A small deterministic generator (xorshift64*).
export function rng(seed) {
  let s = BigInt(seed) || 1n;
  return () => {
    s ^= s >> 12n;
    s ^= (s << 25n) & 0xffffffffffffffffn;
    s ^= s >> 27n;
    return (s * 0x2545f4914f6cdd1dn) & 0xffffffffffffffffn;
  };
}
