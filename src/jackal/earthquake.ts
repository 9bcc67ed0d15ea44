/**
 * The earthquake of Treasure Island (full-rules-ru.txt 389; docs/RULES.md TI-R11): the
 * player picks two land cells on which nobody stands and nothing lies, and their tiles swap,
 * with what the players know of them.
 */

import * as stateModule from './state.js';
import { State } from './state.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { KNOWN, TILE_ARG, TILE_KIND, TILE_TYPE, put } = stateModule;

function swapByte(s: State, off: number, a: number, b: number): void {
  const va = s.u8[off + a], vb = s.u8[off + b];
  put(s, off + a, vb);
  put(s, off + b, va);
}

/** Swaps everything about two land cells' tiles (the earthquake): faces, face-down tiles, peeks. */
export function swapTiles(s: State, a: number, b: number): void {
  swapByte(s, TILE_KIND, a, b);
  swapByte(s, TILE_TYPE, a, b);
  swapByte(s, TILE_ARG, a, b);
  swapByte(s, KNOWN, a, b);
  const la = s.layout[a];
  s.layout[a] = s.layout[b];
  s.layout[b] = la;
}
