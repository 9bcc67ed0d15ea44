/**
 * The deal and the starting position (rulebook "Components", "Setup"; README
 * table and ruling 9; docs/RULES.md R1).
 */
import { describe, expect, it } from 'vitest';
import { IS_LAND, LAND_CELLS, cellName } from '../../../src/jackal/geometry.js';
import { DEFAULT_OPTIONS } from '../../../src/jackal/options.js';
import { newGame } from '../../../src/jackal/setup.js';
import { CLASSIC, Kind, TILE_TYPES, setCoins, tileTypeId } from '../../../src/jackal/tiles.js';
import { TILE_KIND } from '../../../src/jackal/state.js';
import { kindAt, legal, play, shipCell, where } from './board.js';

describe('the deal', () => {
  it('the classic set has the rulebook\'s counts: 117 tiles and 37 coins', () => {
    const c = (n: string) => CLASSIC.counts[tileTypeId(n)];
    expect(c('empty')).toBe(40);
    expect(['arrow1', 'arrow1d', 'arrow2', 'arrow2d', 'arrow3', 'arrow4', 'arrow4d'].map(c)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(['horse', 'jungle', 'desert', 'swamp', 'mountains'].map(c)).toEqual([2, 5, 4, 2, 1]);
    expect(['ice', 'trap', 'crocodile', 'cannibal', 'fortress', 'native', 'rum', 'balloon', 'airplane', 'cannon'].map(c))
      .toEqual([6, 3, 4, 1, 2, 1, 4, 2, 1, 2]);
    expect(['chest1', 'chest2', 'chest3', 'chest4', 'chest5'].map(c)).toEqual([5, 5, 3, 2, 1]);
    expect(CLASSIC.counts.reduce((a, b) => a + b, 0)).toBe(117);
    expect(setCoins(CLASSIC)).toBe(37);
  });

  it('a deal is reproducible from its seed and differs between seeds (R1)', () => {
    const a = newGame(DEFAULT_OPTIONS, 'alpha'), b = newGame(DEFAULT_OPTIONS, 'alpha'), c = newGame(DEFAULT_OPTIONS, 'beta');
    expect(Array.from(a.layout)).toEqual(Array.from(b.layout));
    expect(Array.from(a.layout)).not.toEqual(Array.from(c.layout));
    // every land cell holds one tile, and the deal is exactly the set
    const counts = new Array(TILE_TYPES.length).fill(0);
    for (const cell of LAND_CELLS) counts[a.layout[cell] & 63]++;
    expect(counts).toEqual(Array.from(CLASSIC.counts));
  });

  it('arrows and cannons are dealt in all four quarter turns; other tiles never turned (README ruling 9)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const g = newGame(DEFAULT_OPTIONS, seed);
      for (const cell of LAND_CELLS) {
        const code = g.layout[cell];
        const t = TILE_TYPES[code & 63];
        if (!t.rotates) expect(code >> 6).toBe(0);
        else seen.add(`${t.name}:${code >> 6}`);
      }
    }
    for (const name of ['arrow1', 'arrow1d', 'arrow3', 'cannon']) for (let q = 0; q < 4; q++) expect(seen.has(`${name}:${q}`)).toBe(true);
  });
});

describe('the starting position', () => {
  it('every land cell face down; ships mid-side with three pirates each; white to move (rulebook Setup)', () => {
    const s = newGame(DEFAULT_OPTIONS, 1);
    for (let c = 0; c < 169; c++) expect(s.u8[TILE_KIND + c]).toBe(IS_LAND[c] ? Kind.Closed : Kind.Sea);
    expect(['w', 'y', 'b', 'r'].map((k) => shipCell(s, k))).toEqual(['g1', 'a7', 'g13', 'm7']);
    for (const k of ['w', 'y', 'b', 'r']) for (const i of [1, 2, 3]) expect(where(s, `${k}${i}`)).toBe(shipCell(s, k));
    // the three pirates aboard are interchangeable: their landing is listed once (R18)
    expect(legal(s)).toEqual(['w1 g2', 'ship w f1', 'ship w h1']);
  });

  it('landing reveals the dealt tile with its dealt turn', () => {
    const s = newGame(DEFAULT_OPTIONS, 7);
    const code = s.layout[LAND_CELLS.find((c) => cellName(c) === 'g2')!];
    play(s, 'w1 g2');
    expect(kindAt(s, 'g2')).not.toBe('closed');
    expect(TILE_TYPES[code & 63].kind).toBe(s.u8[TILE_KIND + LAND_CELLS.find((c) => cellName(c) === 'g2')!]);
  });
});
