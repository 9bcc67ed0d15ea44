/**
 * The end of a turn (turn-end.ts) walks the cells once: the drunk sober up, Friday and the
 * missionary meet (PC20), and the cells' part of the repetition hash is made on the way. The
 * hash it records must be state.positionHash of the position it leaves (the slow truth, walked
 * afresh), in the cases that change the board during that walk.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/pirate-chess/check.js';
import { DRUNK_MASK, DRUNK_SHIFT, HIST_LEN, positionHash, State, TURNS } from '../../src/pirate-chess/state.js';
import { cell, pieces, play, scene } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };
const newest = (s: State): number => s.hist[(s.v[TURNS] - 1) & (HIST_LEN - 1)];

describe('the hash the end of a turn records', () => {
  it('is the position\'s after Friday and the missionary leave the game (PC20)', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', g5: 'bM', c3: 'bP' } }), 'e4-f4');
    expect([pieces(s).f4, pieces(s).g5]).toEqual([undefined, undefined]);
    expect(newest(s)).toBe(positionHash(s));
    expect(checkState(s, false)).toEqual([]); // a scene has no 117-tile set
  });

  it('is the position\'s after the drunk sober up, turn by turn', () => {
    const s = scene({ pieces: { ...K, e4: 'wR', c9: 'bP', j9: 'bP' } });
    s.pstat[cell('e4')] = 1 << DRUNK_SHIFT; // skips white's next turn
    play(s, 'g1-h1');
    expect(s.pstat[cell('e4')] & DRUNK_MASK).toBe(0);
    expect(newest(s)).toBe(positionHash(s));
    play(s, 'c9-c8');
    expect(newest(s)).toBe(positionHash(s));
    expect(checkState(s, false)).toEqual([]); // a scene has no 117-tile set
  });
});
