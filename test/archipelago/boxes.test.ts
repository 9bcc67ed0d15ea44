/**
 * The expansion boxes 5-9 and islands 5-10 against what the text gives: each further box
 * brings at least one tile of each back (line 1131 removes 1 mountain, 1 forest, 1 beach per
 * box), the expansions' own tiles are in their boxes (lines 952-1060), island N lays box 1 and
 * N-1 further boxes less the removals (lines 658, 1134), any boxes may be used (line 1138),
 * and islands 1-4 keep their base-game boxes (line 1286). Expected numbers are computed here
 * from the text's rule, not read from the code.
 */
import { describe, expect, it } from 'vitest';
import { designedIsland, readLayout } from '../../src/archipelago/layout.js';
import { checkOptions } from '../../src/archipelago/options.js';
import { newGame } from '../../src/archipelago/setup.js';
import { checkState } from '../../src/archipelago/check.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { Back, boxSet, chestCoins, Kind, KINDS, LIST_MARK, setCount, tileBottles } from '../../src/archipelago/tiles.js';

/** Tiles of a back in one box (box b alone as a set). */
const inBox = (b: number, back: number, k: number): number => setCount(LIST_MARK | (1 << (b - 1)) | 1, back, k) - setCount(1, back, k);

describe('the expansion boxes', () => {
  it('each of boxes 5-9 holds 11 tiles: 4 mountain, 4 forest, 3 beach, and no chest or bottle (19 coins, 5 bottles, lines 645-646)', () => {
    for (let b = 5; b <= 9; b++) {
      const backs = [Back.Mountain, Back.Forest, Back.Beach].map((back) => { let n = 0; for (let k = 1; k < KINDS; k++) n += inBox(b, back, k); return n; });
      expect(backs, `box ${b}`).toEqual([4, 4, 3]);
      for (let back = 1; back <= 3; back++) for (let k = 1; k < KINDS; k++) if (inBox(b, back, k)) expect(chestCoins(k) + tileBottles(k), `box ${b} kind ${k}`).toBe(0);
    }
  });
  it('each expansion brings its own tiles (lines 952-1060) and no other box holds them', () => {
    const own: Record<number, number[]> = {
      5: [Kind.BenGunn, Kind.Spyglass], 6: [Kind.Cart, Kind.Cave], 7: [Kind.Friday, Kind.Tangled],
      8: [Kind.Wheel, Kind.Tortoise], 9: [Kind.Palm, Kind.Tide],
    };
    for (let b = 1; b <= 9; b++) {
      for (const [box, kinds] of Object.entries(own)) {
        for (const k of kinds) {
          const n = [1, 2, 3].reduce((a, back) => a + (b === 1 ? setCount(1, back, k) : inBox(b, back, k)), 0);
          if (Number(box) === b) expect(n, `box ${b} kind ${k}`).toBeGreaterThan(0);
          else expect(n, `box ${b} kind ${k}`).toBe(0);
        }
      }
    }
    // the caves work in pairs at least (line 979: an entrance and an exit)
    expect([1, 2, 3].reduce((a, back) => a + inBox(6, back, Kind.Cave), 0)).toBeGreaterThanOrEqual(2);
  });
  it('any boxes with box 1 (line 1138); a prefix is its count; box 1 missing or doubled is refused', () => {
    expect(boxSet([1, 2, 3])).toBe(3);
    expect(boxSet([3, 1, 2])).toBe(3);
    expect(boxSet([1, 3])).toBe(LIST_MARK | 0b101);
    expect(boxSet([2, 3])).toMatch(/box 1/);
    expect(boxSet([1, 1])).toMatch(/twice/);
    expect(boxSet([1, 10])).toMatch(/not 1\.\.9/);
  });
});

describe('islands 5-10', () => {
  // island N (N <= 9): box 1 (11 M, 12 F, 10 B) + N-1 boxes of (4, 4, 3), less (4, 3, 2) + (N-1) x (1, 1, 1)
  const want = (n: number): number[] => { const k = Math.min(n, 9) - 1; return [11 + 4 * k - 4 - k, 12 + 4 * k - 3 - k, 10 + 3 * k - 2 - k]; };
  it('lay box 1 and the further boxes less the removals; island 10 lays all nine (there is no tenth box)', () => {
    expect(want(5)).toEqual([19, 21, 16]);
    for (let n = 5; n <= 10; n++) {
      const l = designedIsland(n);
      expect(l.boxes, `island ${n}`).toBe(Math.min(n, 9));
      expect([1, 2, 3].map((b) => l.terrain.filter((t) => t === b).length), `island ${n}`).toEqual(want(n));
      let berths = 0;
      for (const x of l.berth) berths += x;
      expect(berths).toBeGreaterThanOrEqual(4);
    }
  });
  it('a new game on each island passes the state checker; a layout may name any boxes', () => {
    for (let n = 1; n <= 10; n++) {
      const s = newGame(checkOptions({ island: n, mode: '4p' }) as ArchOptions, `boxes:${n}`);
      expect(checkState(s), `island ${n}`).toEqual([]);
    }
    const five = designedIsland(5);
    const rows: string[] = [];
    for (let y = 2; y < 13; y++) { let r = ''; for (let x = 2; x < 14; x++) r += '.MFB'[five.terrain[y * 16 + x]]; rows.push(r); }
    expect('code' in (readLayout({ island: 5, boxes: [1, 2, 6, 7, 9], rows }) as object)).toBe(false);
    expect(readLayout({ island: 5, boxes: [1, 2, 6, 7], rows })).toMatchObject({ field: 'rows' });
    expect(readLayout({ island: 5, boxes: [2, 6, 7, 9, 8], rows })).toMatchObject({ field: 'boxes' });
  });
  it('--island 1..10; 11 refused naming the field', () => {
    expect(checkOptions({ island: '10' })).toMatchObject({ island: 10 });
    expect(checkOptions({ island: 11 })).toMatchObject({ field: 'island' });
    expect(checkOptions({ island: 0 })).toMatchObject({ field: 'island' });
  });
});

describe('the fortress of Friday\'s Isle (issue 28)', () => {
  it('is the base game\'s fortress kind, one in box 1 and one in box 7', () => {
    const inBox7 = [1, 2, 3].reduce((a, back) => a + inBox(7, back, Kind.Fortress), 0);
    expect([setCount(1, Back.Mountain, Kind.Fortress), inBox7]).toEqual([1, 1]);
  });
});
