/**
 * The sweep page (`jackal sweep`) in headless Chromium (the browser report.test.ts launches
 * for the pages of finished runs, and registers this test in): three made-up runs give one point each on the chart, in run order, at
 * heights proportional to their win rates; the table and the provenance are filled; nothing
 * is loaded from elsewhere. Then bench/screenshot.ts saves the page as sweep.png into
 * SCREENSHOT_DIR (default: a temporary dir), as the README's scaling plot is made (in the same
 * browser: screenshotPage given one).
 */

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, screenshotPage } from '../../bench/screenshot.js';
import { sweepRuns } from '../../src/study/sweep.js';
import { SHOTS, type Chromium } from '../support/browser.js';
import { sweepPage } from '../../src/web/page.js';
import { pairGame, writeRun } from '../support/runs.js';

const H = 'heuristic';

/** A run of mcts at `iterations` against the heuristic: 2 deals, the mcts winning `wins` of its 4 games (the first ones). */
function run(root: string, iterations: number, wins: number): string {
  const m = `mcts:iterations=${iterations}`;
  const dir = join(root, `scale-${iterations}`);
  mkdirSync(dir);
  const games = [0, 1, 2, 3].map((g) => pairGame(g, g < wins ? (g % 2 === 0 ? [3, 1] : [1, 3]) : (g % 2 === 0 ? [1, 3] : [3, 1]), m, H));
  return writeRun(dir, `scale-${iterations}`, { mode: '2p', bots: [m, H], deals: 2, seed: 'scale' }, games);
}

/** The sweep page's test, in the browser of the file that calls this (its beforeAll builds the page bundles). */
export function sweepPageTests(chromium: Chromium): void {
  describe('the sweep page in Chromium', () => {
    it('draws one point per run at its win rate, fills the tables, and is saved as sweep.png', async () => {
      const root = mkdtempSync(join(tmpdir(), 'jackal-sweep-'));
      // win rates 1/4, 3/4, 4/4 by iterations 250, 1000, 4000
      const sweep = sweepRuns([run(root, 250, 1), run(root, 1000, 3), run(root, 4000, 4)], 'iterations');
      const file = join(root, 'sweep.html');
      writeFileSync(file, sweepPage({ title: 'mcts by iterations', goal: 0.75, command: 'jackal sweep …', sweep }));

      const { page, errors } = await openPage(chromium.browser, file, 1000, 900);
      try {
        await page.waitForFunction('window.jackalSweep?.ready');
        const points = await page.evaluate(() => (window as unknown as { jackalSweep: { points: { x: number; y: number }[] } }).jackalSweep.points);
        expect(points).toHaveLength(3);
        expect(points[0].x).toBeLessThan(points[1].x);
        expect(points[1].x).toBeLessThan(points[2].x);
        // on a linear axis the pixel gaps are in the ratio of the win-rate gaps: (3/4 - 1/4) : (1 - 3/4) = 2
        expect((points[0].y - points[1].y) / (points[1].y - points[2].y)).toBeCloseTo(2, 6);
        const ink = await page.$eval('#sweep-chart', (c) => {
          const px = (c as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, (c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height).data;
          let n = 0;
          for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) n++;
          return n;
        });
        expect(ink).toBeGreaterThan(1000);
        const rows = await page.$$eval('#sweep-table tr', (trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
        expect(rows.map((r) => [r[0], r[1], r[6]])).toEqual([['scale-250', '250', '0.250'], ['scale-1000', '1000', '0.750'], ['scale-4000', '4000', '1.000']]);
        // Elo -400 log10(1/s - 1): s = 1/4 gives -400 log10 3 = -190.8, its bounds those of the paired interval of deal values
        // 1/2, 0 (python3, as in test/harness/stats/score-interval.test.ts: 0.0312, 0.7751); a score of 1 is +∞ with a finite
        // lower bound (deal values 1, 1: 2 / (2 + z²) = 0.3424, -113 Elo), and the cell says so (JSON carries ∞ as null)
        expect(rows[0][9]).toBe('-191 [-597, +215]');
        expect(rows[2][9]).toBe('+∞ [-113, +∞] (score 1.0: Elo unbounded)');
        // deal by deal against the first run (deal values 1/2, 0; 1, 1/2; 1, 1): differences 1/2, 1/2 and 1/2, 1, with the paired
        // interval of a difference (python3): within [-1, 1] and of some width even where both differences are alike
        expect(rows.map((r) => r[10])).toEqual(['–', '+0.500 [−0.517, +0.932] (2)', '+0.750 [−0.419, +0.983] (2)']);
        expect(await page.$$eval('#sweep-provenance tr', (trs) => trs.length)).toBe(4);
        expect(await page.$eval('#sweep-command', (e) => e.textContent)).toBe('jackal sweep …');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }

      const png = join(SHOTS, 'sweep.png');
      rmSync(png, { force: true }); // a PNG of an earlier run must not pass for this one
      await screenshotPage(file, png, 1000, undefined, chromium.browser);
      const head = readFileSync(png);
      expect(head.subarray(1, 4).toString()).toBe('PNG');
      expect(head.readUInt32BE(16)).toBe(1000); // the IHDR width
    });
  });
}
