/**
 * The state's one buffer (state.ts LAYOUT): the named arrays are disjoint views that cover it,
 * `copyInto` and `copyPosition` copy what their contracts say, and `sameShown` agrees with its
 * definition written field by field, on random states and single changes of them.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { CELLS } from '../../src/pirate-chess/geometry.js';
import { copyInto, copyPosition, HIST_LEN, KING_AT, NV, sameShown, State } from '../../src/pirate-chess/state.js';

const CELL_ARRAYS = ['piece', 'pstat', 'tile', 'used', 'under', 'known'] as const;
const ALL = [...CELL_ARRAYS, 'v', 'hist'] as const;

/** Every element of every named array set to a random value (bytes, or words for v and hist). */
function randomState(rng: Rng): State {
  const s = new State();
  for (const k of CELL_ARRAYS) for (let c = 0; c < CELLS; c++) s[k][c] = rng.int(256);
  for (let i = 0; i < NV; i++) s.v[i] = rng.int(1 << 30) - (1 << 29);
  for (let i = 0; i < HIST_LEN; i++) s.hist[i] = rng.int(1 << 30) - (1 << 29);
  return s;
}

/** sameShown by its definition: piece, pstat, tile, used cell by cell, and the scalars but the king-cell cache. */
function sameShownSlow(a: State, b: State): boolean {
  for (let i = 0; i < NV; i++) if (i !== KING_AT && i !== KING_AT + 1 && a.v[i] !== b.v[i]) return false;
  for (const k of ['piece', 'pstat', 'tile', 'used'] as const) for (let c = 0; c < CELLS; c++) if (a[k][c] !== b[k][c]) return false;
  return true;
}

describe('pirate chess state buffer', () => {
  it('the named arrays are disjoint views covering the buffer', () => {
    const s = new State();
    expect(s.piece.length).toBe(CELLS);
    expect(s.v.length).toBe(NV);
    expect(s.hist.length).toBe(HIST_LEN);
    let covered = 0;
    for (const k of ALL) {
      for (let i = 0; i < s[k].length; i++) {
        s.bytes.fill(0);
        s[k][i] = -1; // all bits of the element set: its bytes alone change
        let set = 0;
        for (let b = 0; b < s.bytes.length; b++) if (s.bytes[b] !== 0) set++;
        expect(set).toBe(s[k].BYTES_PER_ELEMENT);
        for (const o of ALL) if (o !== k) expect(s[o].every((x) => x === 0), `${k}[${i}] shows in ${o}`).toBe(true);
      }
      covered += s[k].byteLength;
    }
    expect(covered).toBe(s.bytes.length);
  });

  it('copyInto copies every array, copyPosition every one but hist', () => {
    const rng = new Rng('state-copy');
    for (let t = 0; t < 20; t++) {
      const src = randomState(rng), a = randomState(rng), b = randomState(rng), histB = b.hist.slice();
      copyInto(a, src);
      copyPosition(b, src);
      for (const k of ALL) expect(Array.from(a[k])).toEqual(Array.from(src[k]));
      for (const k of ALL) if (k !== 'hist') expect(Array.from(b[k])).toEqual(Array.from(src[k]));
      expect(Array.from(b.hist)).toEqual(Array.from(histB));
    }
  });

  it('sameShown agrees with its definition on every single change of random states', () => {
    const rng = new Rng('state-same');
    let differ = 0, same = 0;
    for (let t = 0; t < 4; t++) {
      const a = randomState(rng), b = new State();
      copyInto(b, a);
      expect(sameShown(a, b)).toBe(true);
      for (const k of ALL) {
        for (let i = 0; i < b[k].length; i++) {
          const was = b[k][i];
          b[k][i] = was ^ (1 << rng.int(8));
          const want = sameShownSlow(a, b);
          expect(sameShown(a, b), `${k}[${i}]`).toBe(want);
          if (want) same++; else differ++;
          b[k][i] = was;
        }
      }
    }
    // both answers come up: the hidden and public tile records, the king cache and hist do not count
    expect(differ).toBeGreaterThan(0);
    expect(same).toBe(4 * (2 * CELLS + 2 + HIST_LEN));
  });
});
