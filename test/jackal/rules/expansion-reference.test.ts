/**
 * The "original" expansion in the reference model (src/reference/, session 27): where the two
 * implementations first disagreed (docs/RULES.md, *The reference model and the differential
 * test*, D9), pinned on both: the engine by its position after the move, the reference model by
 * `disagreementsAfter` (the same moves, the same position after); and the expanded tile sets
 * (X-R1), which the reference reads from no position and so are compared here.
 */
import { describe, expect, it } from 'vitest';
import { toPosition } from '../../../src/jackal/position.js';
import { AT_PLY, AT_STALL, type State } from '../../../src/jackal/state.js';
import { EXPANDED_SETS, tileTypeId } from '../../../src/jackal/tiles.js';
import { withExpansion } from '../../../src/reference/tiles.js';
import { disagreementsAfter } from '../../support/differential.js';
import { type BoardSpec, play } from './board.js';
import { xboard } from './items.js';

/** The position of `spec` 7 plies on, none of them progress (the stall count, R16). */
function stalled(spec: BoardSpec): State {
  const s = xboard(spec);
  s.i32[AT_PLY] = 7;
  s.i32[AT_STALL] = 7;
  return s;
}

/** The engine's stall count after the move, once the reference model is seen to agree on it. */
function stallAfter(spec: BoardSpec, text: string, desc: string): number {
  const s = stalled(spec);
  expect(disagreementsAfter(s, text)).toEqual([]);
  return toPosition(play(s, desc)).stall;
}

describe('D9: R16\'s progress with the expansion\'s items, which are carried like coins (X-R2)', () => {
  it('a cannonball spent on a shot is progress, though no coin is lost (seed x-classic-2, ply 253)', () => {
    expect(stallAfter({ tiles: { e4: 'cannon:0', e5: 'cannonball' }, items: { balls: ['e5'] }, pirates: { w1: 'e5' } }, 'w1-e4+ball', 'w1 e4 ball')).toBe(0);
  });

  it('a cannonball brought aboard, the boat launched, the wheelbarrow sunk by an arrow into the sea: progress', () => {
    expect(stallAfter({ tiles: { g2: 'cannonball' }, items: { balls: ['g2'] }, pirates: { w1: 'g2' } }, 'w1-g1+ball', 'w1 g1 ball')).toBe(0);
    expect(stallAfter({ tiles: { e2: 'boat' }, items: { boat: 'e2' }, pirates: { w1: 'e2' } }, 'w1-e1+boat', 'w1 e1 boat')).toBe(0);
    const sunk: BoardSpec = { tiles: { e3: 'wheelbarrow', e2: 'arrow1:2' }, items: { barrow: 'e3' }, pirates: { w1: 'e3' } };
    expect(stallAfter(sunk, 'w1-e2+barrow', 'w1 e2 barrow')).toBe(0);
  });

  it('an item carried from one open tile to another is no progress', () => {
    expect(stallAfter({ tiles: { e5: 'cannonball', e6: 'empty' }, items: { balls: ['e5'] }, pirates: { w1: 'e5' } }, 'w1-e6+ball', 'w1 e6 ball')).toBe(8);
  });
});

describe('X-R1 in both implementations', () => {
  it('the reference model\'s expanded sets are the engine\'s: 117 tiles, the five new ones in five empty tiles\' places', () => {
    for (const set of ['classic', 'treasure-island']) {
      const ref = withExpansion(set);
      const engine = EXPANDED_SETS[set].counts;
      expect(Object.values(ref).reduce((a, b) => a + (b ?? 0), 0), set).toBe(117);
      for (const [name, n] of Object.entries(ref)) expect(engine[tileTypeId(name)], `${set} ${name}`).toBe(n);
    }
  });
});
