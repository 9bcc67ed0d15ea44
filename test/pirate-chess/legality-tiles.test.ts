/**
 * Legality of moves onto tiles that act on the piece that stops there (legality.ts `inert`,
 * `pushedOn`), in scenes whose answers come from the rules by hand, and the same answers from
 * the slow reference (every decision played on a copy: test/support/pirate-chess-reference.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setShortcuts } from '../../src/pirate-chess/movegen.js';
import { movesFrom } from './moves-from.js';

afterEach(() => setShortcuts(true));

describe('Friday and rum on the pin line (PC20: rum takes Friday out of the game)', () => {
  // the black rook on a3 pins the white Friday on e3 to the king on g3: Friday may step only
  // along the line, to f3, or to d3 when the rum there will not take him off it
  const pinned = { g3: 'wK', e3: 'wF', a3: 'bR', g11: 'bK' };
  it('an unused rum barrel on the line takes Friday off it: the step there leaves the king in check', () => {
    expect(movesFrom({ pieces: pinned, open: { d3: 'rum-barrel' } }, 'e3')).toEqual(['e3-f3']);
  });
  it('so do unused rum bottles', () => {
    expect(movesFrom({ pieces: pinned, open: { d3: 'bottles-2' } }, 'e3')).toEqual(['e3-f3']);
  });
  it('an empty tile there keeps him on the line', () => {
    expect(movesFrom({ pieces: pinned }, 'e3')).toEqual(['e3-d3', 'e3-f3']);
  });
  it('the missionary drinks and stays, a pirate on the line', () => {
    expect(movesFrom({ pieces: { ...pinned, e3: 'wM' }, open: { d3: 'rum-barrel' } }, 'e3')).toEqual(['e3-d3', 'e3-f3']);
  });
  it('a one-way arrow that pushes Friday back on to the line ends on the rum the same way', () => {
    // the arrow on e2 points north-west (quarter turn 3): Friday stepping there is pushed to d3
    const arrow = { e2: 'arrow-1d/3' };
    expect(movesFrom({ pieces: pinned, open: arrow }, 'e3')).toEqual(['e3-d3', 'e3-e2', 'e3-f3']);
    expect(movesFrom({ pieces: pinned, open: { ...arrow, d3: 'rum-barrel' } }, 'e3')).toEqual(['e3-f3']);
  });
});

describe('moves onto tiles that send the piece on by force, judged where it ends (forced.ts)', () => {
  // the black rook on a3 pins the white piece on e3 to the king on g3
  it('a cave with one free exit puts the pinned knight out on the line (PC18): the only legal jump', () => {
    const pinned = { g3: 'wK', e3: 'wN', a3: 'bR', g11: 'bK' };
    expect(movesFrom({ pieces: pinned, open: { c4: 'cave', d3: 'cave' } }, 'e3')).toEqual(['e3-c4']);
    expect(movesFrom({ pieces: pinned, open: { c4: 'cave', d3: 'cave', h8: 'cave' } }, 'e3')).toEqual(['e3-c4']); // two exits: d3 may be chosen
    expect(movesFrom({ pieces: pinned, open: { c4: 'cave', h8: 'cave' } }, 'e3')).toEqual([]); // out off the line
    expect(movesFrom({ pieces: pinned, open: { c4: 'cave' } }, 'e3')).toEqual([]); // lost in the only open cave, off the line
  });
  it('ice repeats the pinned rook\'s steps along the line, and takes the pinner at its end (PC15)', () => {
    const pinned = { g3: 'wK', e3: 'wR', a3: 'bR', g11: 'bK' };
    expect(movesFrom({ pieces: pinned }, 'e3')).toEqual(['e3-b3', 'e3-c3', 'e3-d3', 'e3-f3', 'e3xa3']);
    // on to c3 from d3; from c3 two more steps: b3, then a3 taken
    expect(movesFrom({ pieces: pinned, open: { c3: 'ice', d3: 'ice' } }, 'e3')).toEqual(['e3-b3', 'e3-c3', 'e3-d3', 'e3-f3', 'e3xa3']);
  });
  it('ice carries a piece off the pin line when its move left it (a knight\'s jump repeated)', () => {
    // the knight's jump e3-f5 repeated lands on g7: off the line either way, so still no legal jump
    const pinned = { g3: 'wK', e3: 'wN', a3: 'bR', g11: 'bK' };
    expect(movesFrom({ pieces: pinned, open: { f5: 'ice' } }, 'e3')).toEqual([]);
    // unpinned (no rook), the same jump is legal and ends on g7
    expect(movesFrom({ pieces: { g3: 'wK', e3: 'wN', g11: 'bK' }, open: { f5: 'ice' } }, 'e3')).toContain('e3-f5');
  });
});
