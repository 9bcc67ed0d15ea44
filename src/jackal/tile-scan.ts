/**
 * Finding the cells that show one tile kind (the open caves, the face-down tiles) without
 * visiting the island's 117 land cells one by one: TILE_KIND is read four cells a word.
 *
 * Implementation notes. TILE_KIND is the state's first field (offset 0, so word-aligned) and
 * its 169 bytes are words 0..41 of `i32` and the byte of cell 168. A word holds a byte equal to
 * `kind` when the word XOR `kind` repeated has a zero byte, and x has a zero byte exactly when
 * (x - 0x01010101) & ~x & 0x80808080 is not 0 (the classic "has a zero byte" test: a borrow
 * into a byte's top bit happens only through a zero byte, and the lowest zero byte always
 * shows). Only such words are looked at byte by byte, by cell index, so the cells come out in
 * ascending order, LAND_CELLS's order, whatever the machine's byte order. Sea cells show kind
 * 0 (Kind.Sea), so a `kind` of 1 or more finds land cells only.
 */

import * as geometryModule from './geometry.js';
import * as stateModule from './state.js';
import { State } from './state.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { CELLS } = geometryModule;
const { TILE_KIND } = stateModule;

if (TILE_KIND !== 0) throw new Error('tile-scan.ts reads TILE_KIND as the first words of the state');

/** Words of `i32` wholly within TILE_KIND; the cells from WHOLE_WORDS * 4 to CELLS - 1 (one: 168) are read as bytes. */
const WHOLE_WORDS = CELLS >> 2;

/**
 * Writes into `out` the cells whose TILE_KIND is `kind` (at least 1: not the sea), in ascending
 * order, stopping once `most` are written; returns how many were written.
 */
export function cellsOfKind(s: State, kind: number, out: Uint8Array, most = CELLS): number {
  const i32 = s.i32, u8 = s.u8;
  const repeated = Math.imul(kind, 0x01010101);
  let n = 0;
  for (let w = 0; w <= WHOLE_WORDS; w++) {
    if (w < WHOLE_WORDS) {
      const x = i32[w] ^ repeated;
      if (((x - 0x01010101) & ~x & 0x80808080) === 0) continue;
    }
    for (let c = w << 2, end = Math.min(c + 4, CELLS); c < end; c++) {
      if (u8[c] !== kind) continue;
      out[n++] = c;
      if (n >= most) return n;
    }
  }
  return n;
}
const scratch = new Uint8Array(CELLS);

/** True when at least `least` cells (1 or more) show TILE_KIND `kind` (at least 1: not the sea); stops looking there. */
export const kindAtLeast = (s: State, kind: number, least: number): boolean => cellsOfKind(s, kind, scratch, least) >= least;
