/**
 * legal-memo.ts, the memory of whether a position has a legal decision: it answers only for the
 * very position it was told (every word of it but `under` and the king-cell cache), and
 * never for a position one field away, whatever the hash says.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { CELLS } from '../../src/pirate-chess/geometry.js';
import { clearLegalMemo, memoFind, memoHash, memoKeep } from '../../src/pirate-chess/legal-memo.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { cloneState, KING_AT, NV, State } from '../../src/pirate-chess/state.js';

/** A mid-game position of a seeded random game. */
function midGame(): State {
  const s = newGame(checkOptions({}) as ChessOptions, 'memo:0'), rng = new Rng('memo-play:0'), buf = new Int32Array(MAX_MOVES);
  for (let i = 0; i < 60; i++) applyMove(s, buf[rng.int(generateMoves(s, buf))]);
  return s;
}

describe('the legal-decision memo', () => {
  it('answers what it was told for the same position, a copy with other hidden tiles or king cache included', () => {
    clearLegalMemo();
    const s = midGame(), t = cloneState(s);
    expect(memoFind(s, memoHash(s))).toBe(-1);
    memoKeep(s, memoHash(s), true);
    t.under.fill(7); t.v[KING_AT] = 0; t.v[KING_AT + 1] = 0;
    expect(memoHash(t)).toBe(memoHash(s));
    expect(memoFind(t, memoHash(t))).toBe(1);
    memoKeep(s, memoHash(s), false);
    expect(memoFind(t, memoHash(t))).toBe(0);
  });

  it('answers nothing for a position one byte or scalar away, even under the same hash', () => {
    clearLegalMemo();
    const s = midGame(), h = memoHash(s);
    memoKeep(s, h, true);
    for (const k of ['piece', 'pstat', 'tile', 'used', 'known'] as const) {
      for (const c of [0, 37, 101, CELLS - 1]) {
        const t = cloneState(s);
        t[k][c] ^= 1;
        expect(memoFind(t, h)).toBe(-1); // told the stored hash: the words must still match
      }
    }
    for (let i = 0; i < NV; i++) {
      if (i === KING_AT || i === KING_AT + 1) continue;
      const t = cloneState(s);
      t.v[i] += 1;
      expect(memoFind(t, h)).toBe(-1);
    }
    clearLegalMemo();
    expect(memoFind(s, h)).toBe(-1);
  });
});
