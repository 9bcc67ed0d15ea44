/**
 * Where a ship can sail with no other ship in the way, computed once per island's sea: for
 * each sea cell, the sea cells in the order a breadth-first walk over 8 directions finds
 * them, up to MAX_SPEED steps, and where each distance ends. The move generator copies the
 * prefix for its speed when no other ship is near (movegen.ts `sails`), and walks the sea
 * itself otherwise; both give the same list in the same order.
 *
 * A state names its table by V[SEA_SLOT] (an index into this process's tables) and
 * V[SEA_HASH] (a hash of its sea), set when the state is laid or read (`attachSea`); a
 * state whose slot does not match (from another process, or never attached) is walked.
 */

import * as geometryModule from './geometry.js';
import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS, STEP } = geometryModule;
const { KNOWN, SEA_HASH, SEA_SLOT, TERRAIN, WASHED } = stateModule;

/** The fastest ship: three pirates and the converted missionary aboard. */
export const MAX_SPEED = 4;

export interface SeaTable { hash: number; list: Uint8Array; start: Int32Array; ends: Int32Array }
const TABLES: SeaTable[] = [];

function seaHash(s: State): number {
  let h = 0x811c9dc5 | 0;
  for (let c = 0; c < CELLS; c++) h = Math.imul(h ^ (s.u8[TERRAIN + c] === 0 ? 1 : 2), 0x01000193);
  return h;
}

function build(s: State, hash: number): SeaTable {
  const list: number[] = [], start = new Int32Array(CELLS + 1), ends = new Int32Array(CELLS * (MAX_SPEED + 1));
  const dist = new Int8Array(CELLS), queue = new Int16Array(CELLS);
  for (let from = 0; from < CELLS; from++) {
    start[from] = list.length;
    if (s.u8[TERRAIN + from] !== 0) { for (let r = 0; r <= MAX_SPEED; r++) ends[from * (MAX_SPEED + 1) + r] = list.length; continue; }
    dist.fill(-1);
    dist[from] = 0;
    let head = 0, tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      const c = queue[head++];
      if (dist[c] === MAX_SPEED) continue;
      for (let d = 0; d < 8; d++) {
        const m = STEP[c * 8 + d];
        if (m < 0 || dist[m] >= 0 || s.u8[TERRAIN + m] !== 0) continue;
        dist[m] = dist[c] + 1;
        queue[tail++] = m;
        list.push(m);
      }
    }
    let i = start[from];
    for (let r = 0; r <= MAX_SPEED; r++) {
      while (i < list.length && dist[list[i]] <= r) i++;
      ends[from * (MAX_SPEED + 1) + r] = i;
    }
  }
  start[CELLS] = list.length;
  return { hash, list: Uint8Array.from(list), start, ends };
}

/** Names (building it if new) the table of s's sea in s. Not for hot paths. */
export function attachSea(s: State): void {
  // An island the tide shrank (tide.ts) keeps no table: its shapes are many and each seen
  // rarely, so the ships' reach is walked rather than a table cached per shape.
  for (let c = 0; c < CELLS; c++) if ((s.u8[KNOWN + c] & WASHED) !== 0) { s.v[SEA_SLOT] = -1; s.v[SEA_HASH] = 0; return; }
  const hash = seaHash(s);
  let slot = TABLES.findIndex((t) => t.hash === hash);
  if (slot < 0) { TABLES.push(build(s, hash)); slot = TABLES.length - 1; }
  s.v[SEA_SLOT] = slot; s.v[SEA_HASH] = hash;
}

/** The table of s's sea, or null when s names none of this process's. */
export function seaTable(s: State): SeaTable | null {
  const slot = s.v[SEA_SLOT];
  if (slot < 0 || slot >= TABLES.length) return null;
  const t = TABLES[slot];
  return t.hash === s.v[SEA_HASH] ? t : null;
}
