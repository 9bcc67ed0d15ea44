/**
 * The report: its figures against values worked out by hand from six made-up games, and
 * the page in headless Chromium (the system's, test/support/browser.ts): every plot is
 * drawn, the tables are filled, the notable games play in the embedded viewer, nothing is
 * loaded from elsewhere. Saves a screenshot into SCREENSHOT_DIR (default: a temporary dir).
 * The browser is launched once for the pages of finished runs: this file also runs the
 * sweep page's test (sweep-page.ts).
 */

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../bench/screenshot.js';
import { buildConfig, configJson, planGame } from '../../src/harness/config.js';
import { JOURNAL_FILE, rewriteJournal } from '../../src/harness/journal.js';
import { writeOutputs } from '../../src/harness/outputs.js';
import { GameRecord, playGame } from '../../src/harness/play.js';
import { SHOTS, useChromium } from '../support/browser.js';
import { binWidth, reportData } from '../../src/study/report-data.js';
import { buildReport } from '../../src/web/report/load.js';
import { readConfig } from '../../src/harness/merge.js';
import { replayRun } from '../../src/harness/replay.js';
import { csvRows, expectAgreement, expectInRange } from '../harness/stats/run-files.js';
import { sweepPageTests } from './sweep-page.js';

/** The file's browser (its beforeAll also builds the page bundles when the global setup was skipped). */
const chromium = useChromium('report');

const R = 'random', H = 'heuristic', C = 'heuristic:carry=0.5';
const game = (n: number, bots: string[], coins: number[], ranks: number[], plies: number): GameRecord =>
  ({ game: n, deal: n, dealSeed: n, bots, coins, ranks, plies, reason: 'all-coins', error: '', ms: 0 });

describe('report figures of a chess run', () => {
  it('scores 1 / ½ / 0 are counted in bins of ½', () => {
    const config = buildConfig({ game: 'pirate-chess', bots: [H, R], deals: 2 }, null);
    const d = reportData(config, [
      { ...game(0, [H, R], [1, 0], [1, 2], 40), reason: 'checkmate' },
      { ...game(1, [R, H], [0.5, 0.5], [1, 1], 600), reason: 'ply-limit' },
      { ...game(2, [H, R], [0.5, 0.5], [1, 1], 90), reason: 'stalemate' },
    ]);
    expect(d.scoreStep).toBe(0.5);
    // heuristic: 1, ½, ½ -> bins 0, ½, 1 hold 0, 2, 1; random: 0, ½, ½ -> 1, 2, 0
    expect(d.coins).toEqual([{ bot: H, counts: [0, 2, 1] }, { bot: R, counts: [1, 2, 0] }]);
  });
});

describe('report figures', () => {
  const config = buildConfig({ mode: '2p', roundRobin: [R, H, C], deals: 1 }, null);
  const records: GameRecord[] = [
    game(0, [R, H], [0, 5], [2, 1], 100),
    game(1, [H, R], [3, 3], [1, 1], 250),
    game(2, [R, C], [4, 1], [1, 2], 80),
    game(3, [C, R], [2, 0], [1, 2], 250),
    game(4, [H, C], [1, 2], [2, 1], 10),
    { ...game(5, [C, H], [], [], 7), reason: 'error', error: 'Error: boom' },
  ];
  const d = reportData(config, records);

  it('scores per bot: a win 1, a k-way tie 1/k, errors left out', () => {
    // random: loss, tie, win, loss = 1.5 / 4; heuristic: win, tie, loss = 1.5 / 3; carry=0.5: loss, win, win = 2 / 3
    expect(d.bots.map((b) => [b.label, b.games, b.score])).toEqual([[R, 4, 0.375], [H, 3, 0.5], [C, 3, 2 / 3]]);
    expect(d.games).toBe(6);
    expect(d.errors).toBe(1);
  });

  it('the pairwise crosstable: better rank 1, equal 1/2, per meeting', () => {
    const x = d.crosstable!;
    expect(x.bots).toEqual([R, H, C]);
    // random-heuristic: games 0 (0) and 1 (1/2); random-carry: games 2 (1) and 3 (0); heuristic-carry: game 4 (0)
    expect(x.score).toEqual([[null, 0.25, 0.5], [0.75, null, 0], [0.5, 1, null]]);
    expect(x.meetings).toEqual([[0, 2, 2], [2, 0, 1], [2, 1, 0]]);
  });

  it('distributions, end reasons and the notable games', () => {
    expect(d.coins[0]).toEqual({ bot: R, counts: [2, 0, 0, 1, 1, 0] }); // random ended with 0, 3, 4, 0 coins
    expect(d.scoreStep).toBe(1);
    expect(binWidth(250, 30)).toBe(10);
    expect(binWidth(29, 30)).toBe(1);
    expect(binWidth(3000, 30)).toBe(200);
    expect(d.length.width).toBe(10);
    expect(d.length.counts[25]).toBe(2);
    expect(d.length.counts.slice(0, 2)).toEqual([0, 1]); // game 4's 10 plies fall in [10, 20); the error game is left out
    expect(d.length.mean).toBeCloseTo((100 + 250 + 80 + 250 + 10) / 5, 10);
    expect(d.reasons).toEqual([['all-coins', 5], ['error', 1]]);
    // longest: game 1 (250 plies, the first of two); upset: game 2, random (0.375) beat carry=0.5 (2/3)
    expect(d.notable.map((n) => n.game)).toEqual([1, 2]);
    expect(d.notable[1].title).toBe(`the biggest upset: ${R} beat ${C}`);
  });
});

describe('the report page in Chromium', () => {
  it('draws every plot and table, and plays a notable game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jackal-report-'));
    const config = buildConfig({ mode: '2p', roundRobin: [R, H], deals: 2, seed: 'rep', maxPlies: 120, record: true }, null);
    const records = [0, 1, 2, 3].map((g) => playGame(config, g));
    writeFileSync(join(dir, 'config.json'), configJson(config));
    rewriteJournal(join(dir, JOURNAL_FILE), records);
    writeOutputs(dir, config, records);
    writeFileSync(join(dir, 'extra.csv'), 'bot,elo\nrandom,0\nheuristic,800\n'); // a table other code wrote: shown as it is
    writeFileSync(join(dir, 'ratings.csv'), 'bot,elo\nrandom,0\nheuristic,4958\n'); // stale figures of older code: computed afresh instead
    const html = buildReport(dir);
    expect(Buffer.byteLength(html)).toBeLessThan(1 << 20);
    const file = join(dir, 'report.html');
    writeFileSync(file, html);

    const { page, errors } = await openPage(chromium.browser, file, 1240, 900);
    try {
      await page.waitForFunction('window.jackalReport?.ready && window.jackalViewer !== undefined');
      // a drawn chart leaves pixels on its canvas
      const drawn = await page.$$eval('canvas', (cs) => cs.map((c) => {
        const ctx = (c as HTMLCanvasElement).getContext('2d')!;
        const px = ctx.getImageData(0, 0, (c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height).data;
        let ink = 0;
        for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) ink++;
        return ink;
      }));
      expect(drawn).toHaveLength(4);
      for (const ink of drawn) expect(ink).toBeGreaterThan(1000);
      expect(await page.$$eval('#bots-table tr', (r) => r.length)).toBe(3);
      expect(await page.$$eval('#crosstable td', (t) => t.map((e) => e.textContent)).then((t) => t.filter((x) => x && x.length > 0).length)).toBe(2);
      const tables = await page.$eval('#tables', (e) => e.textContent);
      expect(tables).toContain('extra.csv');
      expect(tables).toContain('ratings.csv');
      expect(tables).toContain('crosstable.csv');
      expect(tables).not.toContain('4958');
      expect(await page.$eval('#seats-table', (e) => e.textContent)).toMatch(/all seats equal": (\d\.\d{3}|none \(.+\))/); // the paired seat test of outputs.ts, or why it has no p-value
      expect(await page.evaluate(() => (window as unknown as { jackalViewer: { plies: number } }).jackalViewer.plies)).toBeGreaterThan(100);
      await page.evaluate(() => (window as unknown as { jackalViewer: { goto(n: number): void } }).jackalViewer.goto(40));
      expect(await page.$$eval('.board .pc', (p) => p.length)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.setViewport({ width: 1240, height: 1500, deviceScaleFactor: 0.55 }); // the top of the page, small enough for docs/
      await page.screenshot({ path: join(SHOTS, 'report.png') });
    } finally {
      await page.close();
    }
  });
});

describe('a round robin where one bot loses every game (random, heuristic, heuristic:lookahead=1, 4 deals: the games of issue 26)', () => {
  // The 24 games' outcomes are a fixture: `playGame(config, g)` for g = 0..23 with this
  // config, at commit f3f8a92 (ms set to 0), saved one record a line. What is under test is
  // what the ratings, the crosstable and the report make of such outcomes, not the games:
  // playing them here took a quarter of this file's CPU.
  it('ratings, crosstable and report agree, and no figure lies outside its range', () => {
    const config = buildConfig({ mode: '2p', roundRobin: [R, H, 'heuristic:lookahead=1'], deals: 4 }, null);
    const records = JSON.parse(readFileSync(new URL('fixtures/round-robin-loser.json', import.meta.url), 'utf8')) as GameRecord[];
    // the fixture is this config's games: each game's deal, deal seed and seats as the harness plans them
    expect(records.map((r) => ({ game: r.game, deal: r.deal, dealSeed: r.dealSeed, bots: r.bots }))).toEqual(Array.from({ length: 24 }, (_, g) => {
      const { game, deal, dealSeed, bots } = planGame(config, g);
      return { game, deal, dealSeed, bots };
    }));
    // the premise: random scored nothing against either
    for (const r of records) expect(r.coins[r.bots.indexOf(R)] ?? 0).toBeLessThan(Math.max(...r.coins));
    const dir = mkdtempSync(join(tmpdir(), 'jackal-rr-loser-'));
    writeFileSync(join(dir, 'config.json'), configJson(config));
    rewriteJournal(join(dir, JOURNAL_FILE), records);
    writeOutputs(dir, config, records);
    expectAgreement(dir, config, records);
    expectInRange(dir, 2);
    const ratings = csvRows(dir, 'ratings.csv');
    expect(ratings.map((r) => r.elo)).toEqual(['0', 'inf', 'inf']);
    // the report page shows the ratings and the crosstable as the CSVs hold them: the unbounded ratings with their reason
    const html = buildReport(dir);
    expect(html).toContain('above random without bound: its group (heuristic, heuristic:lookahead=1) won all 16 meetings with random');
    expect(html).toContain('score 1.0: Elo unbounded');
  }, 300_000); // 24 games: a few seconds alone, much longer when the machine is shared
});

describe('report of a run made by older code', () => {
  // test/fixtures/old-run-2375ab5 is results/sprt-lookahead as earlier code (commit 2375ab575b34)
  // wrote it on 2026-11-30 (the files of 222844f~1, kept here since the stored run was made again
  // in session 27), and it stored no moves: its config.json spells rules and bot specs as that
  // code did (readConfig, which --resume uses, refuses it), and this code's heuristic plays its
  // games otherwise. The report still counts its outcomes and names the notable games it cannot
  // rebuild, why, and the commit that made the run.
  it('is built from the outcomes, the notable games named with the commit that made them', () => {
    const dir = new URL('../fixtures/old-run-2375ab5', import.meta.url).pathname;
    expect(() => readConfig(dir)).toThrow(/not as the harness writes it/);
    const html = buildReport(dir);
    expect(html).toContain('cannot be shown');
    expect(html).toMatch(/stored no moves .* the run was made by commit 2375ab575b34/);
    expect(() => replayRun(dir, 0)).toThrow(/stored no moves .* the run was made by commit 2375ab575b34/);
  });
});

sweepPageTests(chromium);
