/**
 * Layout files and the designed tile set against the numbers the text gives (66 tiles,
 * 19 coins, 5 bottles, the removals per box: docs/ARCHIPELAGO.md, A-R1, A-R2), and bad
 * layouts and options refused with one field named.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { designedIsland, readLayout, readLayoutFile } from '../../src/archipelago/layout.js';
import { checkOptions } from '../../src/archipelago/options.js';
import { Back, chestCoins, KINDS, setCount, tileBottles } from '../../src/archipelago/tiles.js';

describe('the designed tile set fits the text', () => {
  it('66 tiles, 19 coins in chests, 5 bottles (lines 642-646)', () => {
    let tiles = 0, coins = 0, bottles = 0;
    for (let back = Back.Mountain; back <= Back.Beach; back++) {
      for (let k = 1; k < KINDS; k++) {
        const n = setCount(4, back, k);
        tiles += n; coins += n * chestCoins(k); bottles += n * tileBottles(k);
      }
    }
    expect([tiles, coins, bottles]).toEqual([66, 19, 5]);
  });
  it('every designed island lays its boxes less the removals (lines 658, 1131, 1134)', () => {
    // island N: box 1 (11 M, 12 F, 10 B) + N-1 boxes of (4, 4, 3), less (4, 3, 2) + (N-1) x (1, 1, 1)
    const want = [[7, 9, 8], [10, 12, 10], [13, 15, 12], [16, 18, 14]];
    for (let n = 1; n <= 4; n++) {
      const l = designedIsland(n);
      expect(l.boxes).toBe(n);
      const got = [1, 2, 3].map((b) => l.terrain.filter((t) => t === b).length);
      expect(got).toEqual(want[n - 1]);
    }
  });
});

const layout = (rows: string[], extra: Record<string, unknown> = {}): unknown => readLayout({ island: 9, boxes: 1, rows, ...extra });
const ISLAND_1 = ['.BFFB.', 'BFMMFB', 'FMMM..', 'BFMMFB', '.BFFB.'];

describe('layout files are read with field errors', () => {
  it('reads island 1 as written and its default berths', () => {
    const l = layout(ISLAND_1) as { berth: Uint8Array };
    expect(l.berth.reduce((a, b) => a + b, 0)).toBe(13); // by hand: d2 c3 g2 h3 b4 i4 h5 b6 c7 i6 h7 d8 g8
  });
  it('a hole, a berth off the beach, an unknown terrain, a ragged row, wrong counts', () => {
    const hole = ['.BFFB.', 'BFMMFB', 'FM.MMF', 'BFMMFB', '.BFFB.'];
    expect(layout(hole)).toMatchObject({ field: 'rows[2][2]', message: expect.stringContaining('a hole') });
    expect(layout(ISLAND_1, { berths: [[2, 4]] })).toMatchObject({ field: 'berths[0]', message: expect.stringContaining('off the beach') });
    expect(layout(['.BFXB.', ...ISLAND_1.slice(1)])).toMatchObject({ field: 'rows[0][3]', message: expect.stringContaining('unknown terrain') });
    expect(layout(['.BFFB', ...ISLAND_1.slice(1)])).toMatchObject({ field: 'rows[1]' });
    expect(layout(['.BFFBB', ...ISLAND_1.slice(1)])).toMatchObject({ field: 'rows', message: expect.stringContaining('9 beach cells') });
    expect(readLayout({ island: 1, boxes: 10, rows: ISLAND_1 })).toMatchObject({ field: 'boxes' });
    expect(readLayout({ island: 1, boxes: 1, rows: ISLAND_1, colour: 'red' })).toMatchObject({ field: 'colour' });
  });
  it('a north mark far out gives a bearing; past 1e6 cells it is refused (kept in sixteenths in a 32-bit word, 1e9 wrapped round)', () => {
    expect(layout(ISLAND_1, { north: [-1e6, 3] })).toMatchObject({ northY: expect.any(Number) });
    expect(layout(ISLAND_1, { north: [1e9, 3] })).toMatchObject({ field: 'north[0]', message: expect.stringContaining('got 1000000000') });
    expect(layout(ISLAND_1, { north: [2, -2e6] })).toMatchObject({ field: 'north[1]' });
  });
  it('island 11 and a bad layout file name the option', () => {
    expect(checkOptions({ island: 11 })).toMatchObject({ field: 'island' });
    const dir = mkdtempSync(join(tmpdir(), 'arch-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ island: 5, boxes: 1, rows: ['.BFFB.', 'BFMMFB', 'FM.MMF', 'BFMMFB', '.BFFB.'] }));
    expect(checkOptions({ layout: join(dir, 'bad.json') })).toMatchObject({ field: 'layout.rows[2][2]' });
    writeFileSync(join(dir, 'own.json'), JSON.stringify({ island: 5, boxes: 1, rows: ISLAND_1, north: [2, -1] }));
    expect(checkOptions({ layout: join(dir, 'own.json') })).toMatchObject({ layout: join(dir, 'own.json') });
    expect(readLayoutFile(join(dir, 'missing.json'))).toMatchObject({ field: 'layout' });
  });
});
