/**
 * The legality test's shortcuts (movegen.ts: make-and-unmake with exposure marks, the probe log,
 * the ice hint; docs/PIRATE-CHESS.md, *Speed*) against the reference with them off (every
 * decision probed on a copy, every king judged by attack.inCheck): in random games on the
 * 117-tile island, the legal decisions of every position, follow-ups included, must be the
 * same list in the same order. Each game is played once, judged both ways at every ply.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { Rng } from '../../src/core/rng.js';
import { generateMoves, MAX_MOVES, setShortcuts } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { cloneState, PHASE, Phase, RESULT, Result } from '../../src/pirate-chess/state.js';
import { legal, scene } from './scene.js';

afterEach(() => setShortcuts(true));

describe('legal decisions with and without the shortcuts', () => {
  it('are the same in every position of random games', () => {
    const o = checkOptions({ maxPlies: 500 }) as ChessOptions;
    const fast = new Int32Array(MAX_MOVES), slow = new Int32Array(MAX_MOVES);
    let positions = 0, followUps = 0, differ = 0;
    for (let g = 0; g < 10; g++) {
      const s = newGame(o, `legality:${g}`);
      const rng = new Rng(`legality-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        const copy = cloneState(s);
        setShortcuts(false);
        const m = generateMoves(copy, slow);
        setShortcuts(true);
        const n = generateMoves(s, fast);
        positions++;
        if (s.v[PHASE] !== Phase.Play) followUps++;
        if (n !== m || fast.subarray(0, n).some((x, i) => x !== slow[i])) {
          differ++;
          const text = (buf: Int32Array, k: number) => Array.from(buf.subarray(0, k), (x) => formatMove(s, x)).join(' ');
          expect(`${g}:${s.v[4]}: ${text(fast, n)}`).toBe(`${g}:${s.v[4]}: ${text(slow, m)}`);
        }
        applyMove(s, fast[rng.int(n)]);
      }
    }
    expect(differ).toBe(0);
    expect(positions).toBeGreaterThan(2500);
    expect(followUps).toBeGreaterThan(100);
  });
});

describe('the shortcuts in a position where they once erred', () => {
  it('a piece leaving the line between its king and ice with a piece of ours on it: the ice may send an enemy on (PC9)', () => {
    // the black queen on a3 takes the pawn on the open ice at e3 and the ice repeats her four
    // steps east: to f3, and with the knight gone from f3, on to the king on g3
    const s = scene({ pieces: { g3: 'wK', f3: 'wN', e3: 'wP', a3: 'bQ', g11: 'bK' }, open: { e3: 'ice' } });
    expect(legal(s).filter((m) => m.startsWith('f3'))).toEqual([]);
    setShortcuts(false);
    expect(legal(s).filter((m) => m.startsWith('f3'))).toEqual([]);
  });
});
