/**
 * The eras of launchers.ts: the reach cache lives as long as the tile layout it was gathered on
 * (the tiles that send a piece on, the cells off the board). A hint on tiles that differ only
 * elsewhere keeps the era (a search's determinizations and rollouts turn over mostly tiles
 * that send nobody on); any other difference begins a new one, and `attacked` still equals
 * control by its definition.
 */
import { describe, expect, it } from 'vitest';
import { attacked, hintIce, noteIce } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, exists } from '../../src/pirate-chess/board.js';
import { cellName, cellOf } from '../../src/pirate-chess/geometry.js';
import { layoutEra } from '../../src/pirate-chess/launchers.js';
import { cloneState, State } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { controlByDefinition as byDefinition } from '../support/pirate-chess-reference.js';
import { cell, scene, tileByte } from './scene.js';

/** `attacked` against the definition on every cell for both sides, under the hint standing. */
function expectSame(s: State, at: string): void {
  for (const c of ALL_CELLS) {
    if (!exists(s, c)) continue;
    for (const by of [0, 1]) expect(attacked(s, c, by), `${at} ${cellName(c)} by ${by}`).toBe(byDefinition(s, c, by));
  }
}

/** The rook goes up the c file onto the arrow on c6, which sends it on (east: d6); a trap and a barrel lie face down elsewhere. */
const rookAndArrow = (): State => scene({
  pieces: { g1: 'wK', l9: 'bK', c2: 'wR', h8: 'bN' }, open: { c6: 'arrow-1s/1' }, closed: { h5: 'trap', e9: 'rum-barrel' },
});

describe('launchers.ts eras', () => {
  it('keeps the era when only tiles that send nobody on differ (face down, turned over)', () => {
    const s = rookAndArrow();
    hintIce(s);
    expectSame(s, 'first'); // fills the cache for every cell
    const era = layoutEra();
    const t = cloneState(s);
    t.tile[cell('h5')] = t.under[cell('h5')]; t.under[cell('h5')] = 0; // the trap turned over
    noteIce(t, cell('h5'));
    expect(layoutEra()).toBe(era);
    hintIce(t);
    expect(layoutEra()).toBe(era);
    expectSame(t, 'trap open');
    hintIce(s); // back to the first tiles: the same layout
    expect(layoutEra()).toBe(era);
    expectSame(s, 'trap closed');
    hintIce(null);
  });

  it('begins a new era when a tile of the layout differs: an arrow turned another way, a sending tile turned over', () => {
    const s = rookAndArrow();
    hintIce(s);
    expect([attacked(s, cell('d6'), 0), attacked(s, cell('b6'), 0)]).toEqual([true, false]);
    expectSame(s, 'east'); // the cache filled for every cell: b6's holds no launcher the rook reaches
    const era = layoutEra();
    const turned = cloneState(s);
    turned.tile[cell('c6')] = tileByte('arrow-1s/3'); // now it sends the rook west, to b6
    hintIce(turned);
    expect(layoutEra()).not.toBe(era);
    expect([attacked(turned, cell('d6'), 0), attacked(turned, cell('b6'), 0)]).toEqual([false, true]);
    expectSame(turned, 'arrow turned');
    hintIce(null);

    const closed = scene({ pieces: { g1: 'wK', l9: 'bK', c2: 'wR' }, closed: { c6: 'arrow-1s/1' } });
    hintIce(closed);
    expect(attacked(closed, cell('d6'), 0)).toBe(false);
    const before = layoutEra();
    closed.tile[cell('c6')] = closed.under[cell('c6')]; closed.under[cell('c6')] = 0;
    noteIce(closed, cell('c6'));
    expect(layoutEra()).not.toBe(before);
    expect(attacked(closed, cell('d6'), 0)).toBe(true);
    hintIce(null);
  });

  it('begins a new era when a cell joins the board (the lighthouse extension: an ice line may now run through it)', () => {
    const s = rookAndArrow();
    hintIce(s);
    expectSame(s, 'without b2');
    const era = layoutEra();
    const t = cloneState(s);
    const b2 = cellOf(1, 1);
    expect(exists(t, b2)).toBe(false);
    t.tile[b2] = Tile.FaceDown; t.under[b2] = Tile.Empty;
    hintIce(t);
    expect(layoutEra()).not.toBe(era);
    expectSame(t, 'b2 added');
    hintIce(null);
  });
});
