/**
 * The record of the piece in motion, written without the hash while a move is applied.
 *
 * Implementation notes. The motion fields PEND_PIECE .. PEND_HOW (7 bytes in a row, state.ts)
 * are set as a move starts and cleared as its turn ends, within one `applyMove`: hashing each
 * of those writes through `put` was a tenth of a random playout. So inside `applyMove` they
 * are written with `putMotion` and `clearMotion`, which leave the hash alone, and `applyMove`
 * calls `hashMotion` as it starts (taking the fields' keys out of the hash) and as it ends
 * (putting their final values' keys in). Between moves the hash covers them like every other
 * hashed byte; a write to them anywhere else goes through `put`. The state checker's full
 * recompute of the hash tests it (test/jackal/fast-paths.test.ts after every ply).
 */

import { AT_HASH_HI, AT_HASH_LO, KEYS, PEND_HOW, PEND_PIECE, PEND_START, State } from './state.js';

// hashMotion and clearMotion read PEND_PIECE, PEND_CARRY as one half-word and PEND_START ..
// PEND_DY as one word (both aligned where state.ts declares them), and PEND_HOW as a byte.
if (PEND_START !== PEND_PIECE + 2 || PEND_HOW !== PEND_PIECE + 6) throw new Error('the motion fields PEND_PIECE .. PEND_HOW must lie in a row');

/** XORs the keys of the motion fields' values into the hash: out of it as a move starts, back in as it ends. */
export function hashMotion(s: State): void {
  const u8 = s.u8;
  // The common case, all seven zero (no move under way).
  if (s.u16[PEND_PIECE >> 1] === 0 && s.i32[PEND_START >> 2] === 0 && u8[PEND_HOW] === 0) return;
  let lo = 0, hi = 0;
  for (let off = PEND_PIECE; off <= PEND_HOW; off++) {
    const v = u8[off];
    if (v !== 0) { const k = ((off << 8) | v) << 1; lo ^= KEYS[k]; hi ^= KEYS[k + 1]; }
  }
  s.i32[AT_HASH_LO] ^= lo;
  s.i32[AT_HASH_HI] ^= hi;
}

/** Writes a motion field (PEND_PIECE .. PEND_HOW) inside `applyMove`, leaving the hash to `hashMotion`. */
export function putMotion(s: State, off: number, v: number): void {
  s.u8[off] = v;
}

/** Zeroes the seven motion fields inside `applyMove` (as putMotion does). */
export function clearMotion(s: State): void {
  s.u16[PEND_PIECE >> 1] = 0;
  s.i32[PEND_START >> 2] = 0;
  s.u8[PEND_HOW] = 0;
}
