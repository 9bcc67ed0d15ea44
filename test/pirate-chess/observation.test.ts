/**
 * What a player sees (observation.ts): the face-down layout and the set-aside tile are
 * blank; a sample deals exactly the unseen tiles; bad position input is a field error.
 */
import { describe, expect, it } from 'vitest';
import { isFieldError } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { determinizeInto, observeInto } from '../../src/pirate-chess/observation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { fromPosition, toPosition } from '../../src/pirate-chess/position.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { ASIDE, State } from '../../src/pirate-chess/state.js';
import { checkState } from '../../src/pirate-chess/check.js';

const O = checkOptions({}) as ChessOptions;

function midGame(seed: string, plies: number): State {
  const s = newGame(O, seed), rng = new Rng(seed), buf = new Int32Array(MAX_MOVES);
  for (let i = 0; i < plies; i++) { const n = generateMoves(s, buf); if (!n) break; applyMove(s, buf[rng.int(n)]); }
  return s;
}

describe('pirate chess observation', () => {
  it('an observation blanks the face-down layout and the set-aside tile, nothing else', () => {
    const s = midGame('obs', 40);
    const o = observeInto(new State(), s, 0);
    expect(o.under.every((x) => x === 0)).toBe(true);
    expect(o.v[ASIDE]).toBe(0);
    expect(Array.from(o.piece)).toEqual(Array.from(s.piece));
    expect(Array.from(o.tile)).toEqual(Array.from(s.tile));
  });

  it('a sample deals exactly the unseen tiles: open + sampled + set aside = the 117-tile set', () => {
    for (let g = 0; g < 5; g++) {
      const s = midGame(`det:${g}`, 30 + 10 * g);
      const d = new State();
      determinizeInto(d, observeInto(new State(), s, g % 2), new Rng(g));
      expect(checkState(d)).toEqual([]);
      expect(Array.from(d.piece)).toEqual(Array.from(s.piece));
    }
  });

  it('two deals differing only face down give the same legal moves (nobody reads a closed tile)', () => {
    const a = newGame(O, 'leak-a'), b = newGame(O, 'leak-b');
    const x = new Int32Array(MAX_MOVES), y = new Int32Array(MAX_MOVES);
    expect(Array.from(x.subarray(0, generateMoves(a, x)))).toEqual(Array.from(y.subarray(0, generateMoves(b, y))));
  });

  it('a move played on an observation stops on a closed cell it cannot turn over (a caller sees the piece on it)', () => {
    const s = newGame(O, 'obs-move');
    const o = observeInto(new State(), s, 0);
    const buf = new Int32Array(MAX_MOVES);
    const n = generateMoves(o, buf);
    applyMove(o, buf[n - 1]);
    expect(checkState(o, false)).toEqual([]);
    expect(Array.from(o.tile).filter((t) => t > 1)).toEqual([]); // nothing turned over
  });

  it('position errors name the field', () => {
    const good = toPosition(newGame(O, 'pos')) as Record<string, unknown>;
    const cases: [unknown, string][] = [
      [{ ...good, toMove: 'red' }, 'toMove'],
      [{ ...good, castling: 'QK' }, 'castling'],
      [{ ...good, coins: [1] }, 'coins'],
      [{ ...good, extra: 1 }, 'extra'],
      [{ ...good, cells: { ...(good.cells as object), a1: { tile: 'empty' } } }, 'cells.a1'],
      [{ ...good, cells: { ...(good.cells as object), c1: { tile: 'arrow-1s' } } }, 'cells.c1.tile'],
      [{ ...good, cells: { ...(good.cells as object), c1: { tile: 'empty', piece: 'wX' } } }, 'cells.c1.piece'],
      [{ ...good, cells: { ...(good.cells as object), g1: { tile: 'empty' } } }, 'cells'],
      ['nonsense', 'position'],
    ];
    for (const [input, field] of cases) {
      const r = fromPosition(input);
      expect(isFieldError(r)).toBe(true);
      if (isFieldError(r)) {
        expect(r.field).toBe(field);
        expect(r.message.startsWith(`${field}:`)).toBe(false); // the caller puts the field before the problem: it must not come twice
      }
    }
  });

  it('option errors name the field once: the message is the problem alone', () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ maxPlies: -1 }, 'maxPlies', /^must be a whole number from 0 to 1000000, got -1$/],
      [{ maxPlies: 2.5 }, 'maxPlies', /^must be a whole number/],
      [{ island: 'moon' }, 'island', /^must be one of treasure, bare, got "moon"$/],
      [{ mode: '2p' }, 'mode', /^not an option of pirate-chess/],
    ];
    for (const [input, field, message] of cases) {
      const r = checkOptions(input);
      expect(isFieldError(r)).toBe(true);
      if (isFieldError(r)) { expect(r.field).toBe(field); expect(r.message).toMatch(message); }
    }
  });
});
