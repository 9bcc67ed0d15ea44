/**
 * draw.ts: one legal decision drawn uniformly by rejection over the pseudo-legal ones. Held to
 * the full legal list (movegen.generateMoves) and to the slow reference (setShortcuts(false)):
 * it only ever returns a legal decision, it can return each of them, and its frequencies are
 * uniform (a chi-square test against 1/n, n counted from the legal list); going on from the end
 * of a turn's work it draws what it draws afresh.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { drawLegal } from '../../src/pirate-chess/draw.js';
import { generateMoves, MAX_MOVES, setShortcuts } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { cloneState, RESULT, Result, State } from '../../src/pirate-chess/state.js';
import { play, scene } from './scene.js';

const moves = new Int32Array(MAX_MOVES), buf = new Int32Array(MAX_MOVES);

/** Positions of seeded random games (every ply of `games` games up to `plies` plies). */
function positions(games: number, plies: number): State[] {
  const out: State[] = [];
  for (let g = 0; g < games; g++) {
    const s = newGame(checkOptions({ maxPlies: 400 }) as ChessOptions, `draw:${g}`), rng = new Rng(`draw-play:${g}`);
    for (let ply = 0; ply < plies && s.v[RESULT] === Result.Playing; ply++) {
      out.push(cloneState(s));
      applyMove(s, moves[rng.int(generateMoves(s, moves))]);
    }
  }
  return out;
}

afterEach(() => setShortcuts(true));

describe('drawLegal', () => {
  it('returns only legal decisions, the same with the shortcuts off, and -1 when the game is over', () => {
    const rng = new Rng('draws'), ref = new Rng('draws');
    let drawn = 0;
    for (const s of positions(6, 200)) {
      const n = generateMoves(s, moves), legal = new Set(moves.subarray(0, n));
      const state = rng.save();
      const m = drawLegal(s, buf, rng);
      expect(legal.has(m), formatMove(s, m)).toBe(true);
      setShortcuts(false);
      ref.restore(state);
      expect(drawLegal(s, buf, ref)).toBe(m); // the reference judges every decision the same way: the same draws
      setShortcuts(true);
      drawn++;
    }
    expect(drawn).toBeGreaterThan(800);
    const mate = play(scene({ pieces: { g1: 'wK', g11: 'bK', c1: 'wR', f10: 'bP', g10: 'bP', h10: 'bP' } }), 'c1-c11');
    expect(mate.v[RESULT]).not.toBe(Result.Playing);
    expect(drawLegal(mate, buf, rng)).toBe(-1);
  });

  it('right after a turn ended, goes on from the turn end\'s work (the same state object) with the same draws as afresh (a copy)', () => {
    const rng = new Rng('kept'), again = new Rng('kept');
    let compared = 0;
    for (let g = 0; g < 4; g++) {
      const s = newGame(checkOptions({ maxPlies: 400 }) as ChessOptions, `draw-kept:${g}`);
      while (s.v[RESULT] === Result.Playing && compared < 400 * (g + 1)) {
        const copy = cloneState(s), state = rng.save();
        const m = drawLegal(s, buf, rng); // s is the state the last applyMove ended a turn on (most plies)
        again.restore(state);
        expect(drawLegal(copy, buf, again), formatMove(s, m)).toBe(m);
        const n = generateMoves(s, moves);
        expect(new Set(moves.subarray(0, n)).has(m)).toBe(true);
        applyMove(s, m);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(600);
  });

  it('draws every legal decision with frequency 1/n, where most pseudo-legal ones are illegal (a king in check)', () => {
    // White in check from the rook e11 along the e-file: of the many pseudo-legal decisions only
    // the king's steps off the file and the blocks on e2..e10 are legal.
    const s = scene({ pieces: { e1: 'wK', g11: 'bK', e11: 'bR', a2: 'wR', c4: 'wB', j2: 'wN', d2: 'wP', h2: 'wP', b5: 'wQ' } });
    const n = generateMoves(s, moves);
    expect(n).toBeGreaterThan(3);
    expect(n).toBeLessThan(20);
    const index = new Map<number, number>();
    for (let i = 0; i < n; i++) index.set(moves[i], i);
    const draws = 400 * n, count = new Array<number>(n).fill(0), rng = new Rng('uniform');
    for (let k = 0; k < draws; k++) {
      const i = index.get(drawLegal(s, buf, rng));
      expect(i).toBeDefined();
      count[i!]++;
    }
    // chi-square with n - 1 degrees of freedom against the uniform 1/n; 0.999 quantile bound (Wilson-Hilferty)
    const e = draws / n, chi = count.reduce((acc, c) => acc + (c - e) ** 2 / e, 0), df = n - 1;
    const bound = df * (1 - 2 / (9 * df) + 3.09 * Math.sqrt(2 / (9 * df))) ** 3;
    expect(Math.min(...count)).toBeGreaterThan(0);
    expect(chi).toBeLessThan(bound);
  });
});
