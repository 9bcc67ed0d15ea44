/**
 * The record of the piece in motion: the motion fields PEND_PIECE .. PEND_HOW (7 bytes in a
 * row, state.ts), set as a move starts and cleared as its turn ends, within one `applyMove`.
 *
 * Implementation notes. These writes were once kept out of the incrementally kept hash and
 * hashed once a move; since the hash is brought up to date only when read (state.ts
 * `syncHash`), every write is a plain store, and `putMotion` is `put` under the name that
 * says which fields it writes. `clearMotion` zeroes the seven fields in three stores
 * (PEND_PIECE, PEND_CARRY one half-word; PEND_START .. PEND_DY one word; PEND_HOW a byte).
 */

import * as stateModule from './state.js';
import { State } from './state.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { PEND_HOW, PEND_PIECE, PEND_START } = stateModule;

// clearMotion writes PEND_PIECE, PEND_CARRY as one half-word and PEND_START .. PEND_DY as one
// word (both aligned where state.ts declares them), and PEND_HOW as a byte.
if (PEND_START !== PEND_PIECE + 2 || PEND_HOW !== PEND_PIECE + 6) throw new Error('the motion fields PEND_PIECE .. PEND_HOW must lie in a row');

/** Writes a motion field (PEND_PIECE .. PEND_HOW). */
export function putMotion(s: State, off: number, v: number): void {
  s.u8[off] = v;
}

/** Zeroes the seven motion fields. */
export function clearMotion(s: State): void {
  s.u16[PEND_PIECE >> 1] = 0;
  s.i32[PEND_START >> 2] = 0;
  s.u8[PEND_HOW] = 0;
}
