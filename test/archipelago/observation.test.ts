/**
 * What a player sees (A-R11, A-R26; README ruling of record 9): observations blank the
 * face-down tiles and the removals but keep a player's own lighthouse peeks; samples of the
 * hidden parts agree with the observation; a look-ahead onto a face-down tile of an
 * observation reads nothing.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import { hiddenUnknown, revealFailed } from '../../src/archipelago/observation.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { CELLS } from '../../src/archipelago/geometry.js';
import { KNOWN, State, TERRAIN, TILE } from '../../src/archipelago/state.js';
import { landward } from './landward.js';
import { play } from './scene.js';

function midGame(seed: string, plies: number): State {
  const s = G.newGame(G.checkOptions({ island: 2, mode: '3p' }) as ArchOptions, seed);
  const rng = new Rng(`${seed}:play`), moves = new Int32Array(G.maxMoves);
  for (let i = 0; i < plies && !G.isTerminal(s); i++) G.applyMove(s, landward(moves, G.generateMoves(s, moves), rng));
  return s;
}

describe('observations', () => {
  it('blank every face-down tile the player did not peek at, and every removal', () => {
    for (let g = 0; g < 6; g++) {
      const s = midGame(`obs:${g}`, 60 + 40 * g);
      for (let p = 0; p < 3; p++) {
        const o = G.observe(s, p);
        expect(Array.from(o.removed).every((t) => t === 0)).toBe(true);
        for (let c = 0; c < CELLS; c++) {
          const peeked = (s.u8[KNOWN + c] >> p) & 1;
          expect(o.under[c]).toBe(peeked ? s.under[c] : 0);
        }
        expect(Array.from(o.u8)).toEqual(Array.from(s.u8));
        expect(checkState(o, false)).toEqual([]);
      }
    }
  });
  it('samples agree with the observation, keep the legal moves, and differ in what is hidden', () => {
    const moves = new Int32Array(G.maxMoves), again = new Int32Array(G.maxMoves);
    let differ = 0;
    for (let g = 0; g < 6; g++) {
      const s = midGame(`det:${g}`, 50 + 30 * g), p = G.currentPlayer(s), o = G.observe(s, p);
      const a = new State(), b = new State();
      G.determinizeInto(a, o, new Rng(`a:${g}`));
      G.determinizeInto(b, o, new Rng(`b:${g}`));
      for (const x of [a, b]) {
        expect(checkState(x)).toEqual([]);
        expect(JSON.stringify(G.toPosition(G.observe(x, p)))).toBe(JSON.stringify(G.toPosition(o)));
        expect(Array.from(again.subarray(0, G.generateMoves(x, again)))).toEqual(Array.from(moves.subarray(0, G.generateMoves(s, moves))));
      }
      if (JSON.stringify(Array.from(a.removed)) !== JSON.stringify(Array.from(b.removed))) differ++;
    }
    expect(differ).toBeGreaterThan(3);
  });
  it('a step onto a face-down tile of an observation stands there unrevealed (A-R26)', () => {
    const s = G.newGame(G.checkOptions({ island: 1, mode: '2p' }) as ArchOptions, 'look');
    play(s, 'ship b4', 'ship i6');
    const o = G.observe(s, 0);
    expect(hiddenUnknown(o)).toBe(true);
    play(o, 'W1 c4');
    expect(o.u8[TILE + (3 * 16 + 2)]).toBe(0);
    expect(revealFailed(o)).toBe(true);
    expect(o.u8[TERRAIN + (3 * 16 + 2)]).toBe(3);
  });
});
