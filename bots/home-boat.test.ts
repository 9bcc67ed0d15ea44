/**
 * The heuristic's home distances know the original expansion's boat: a launched boat of the
 * team is a place to bring coins aboard (docs/RULES.md X-R9), so a coin on the shore next to
 * it is one turn from home even far from the ship.
 */
import { describe, expect, it } from 'vitest';
import { HomeDistances } from './home.js';
import { board, cell } from '../test/rules/board.js';

describe('home distances with the expansion', () => {
  it('a coin next to the team\'s launched boat is one turn from home; next to another crew\'s boat it is not', () => {
    const tiles = { c2: 'empty', c3: 'empty', d2: 'empty', d3: 'empty', e2: 'empty', e3: 'empty' };
    const withBoat = board({ options: { expansion: 'original', mode: '4p' }, tiles, items: { boat: 'afloat:w:c1' } });
    const enemyBoat = board({ options: { expansion: 'original', mode: '4p' }, tiles, items: { boat: 'afloat:y:c1' } });
    const h = new HomeDistances();
    h.prepare(withBoat, 4);
    expect(h.home[0 * 169 + cell('c2')]).toBe(1);
    h.prepare(enemyBoat, 4);
    const far = h.home[0 * 169 + cell('c2')];
    expect(far).toBeGreaterThan(1); // the white ship is at g1, four cells away, across face-down land
    expect(h.home[1 * 169 + cell('c2')]).toBe(1); // yellow's boat serves yellow
  });
});
