/**
 * The viewer page with Archipelago records in a real browser: registered by
 * test/web/viewer.browser.test.ts, which launches one headless Chromium for every viewer
 * test (test/support/browser.ts; the system's browser, never a downloaded one).
 *
 * The records are played here by the harness, with the die rolled by its loop and recorded
 * as `roll N` plies. At each stop the test compares what the page shows (its data
 * attributes: pirates, coins lying, ships and the coins aboard, the bear, the die) with the
 * engine's own position format (src/archipelago/position.ts's `toPosition`, which the page
 * does not use). It saves docs/viewer-archipelago.png into `SCREENSHOT_DIR` (default: a
 * temporary dir; `npm run screenshots` writes docs/).
 */

import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { toPosition } from '../../src/archipelago/position.js';
import type { State } from '../../src/archipelago/state.js';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { GameRecordDoc, isRecordError, recordOf, replayMoves } from '../../src/harness/record.js';
import { SHOTS, type Chromium } from '../support/browser.js';
import { viewerPage } from '../../src/web/page.js';

/** A game played by the harness, as its record. */
function record(rules: Record<string, unknown>, bots: string[], seed: string): GameRecordDoc {
  const config = buildConfig({ game: 'archipelago', ...rules, bots, deals: 1, seed, rotation: 'none', record: true }, null);
  return recordOf(config, playGame(config, 0));
}

/** The first of seeds `prefix-0`, `prefix-1`, ... whose game rolls the die at least `rolls` times. */
function recordWithRolls(rules: Record<string, unknown>, bots: string[], prefix: string, rolls: number): GameRecordDoc {
  for (let i = 0; i < 40; i++) {
    const doc = record(rules, bots, `${prefix}-${i}`);
    if (doc.moves.filter(([, t]) => t.startsWith('roll ')).length >= rolls) return doc;
  }
  throw new Error(`no game of 40 rolled the die ${rolls} times`);
}

interface Shown { pieces: Record<string, string>; coins: Record<string, number>; ships: Record<string, string | null>; aboard: Record<string, number>; bear: string | null; die: number }

/** What the engine says after `ply` plies of a record, in the page's terms. */
function enginePosition(doc: GameRecordDoc, ply: number): Shown {
  let pos: any;
  const r = replayMoves<State>({ ...doc, moves: doc.moves.slice(0, ply) }, (s, k) => { if (k === ply) pos = toPosition(s); });
  if (isRecordError(r) || !pos) throw new Error(`replay failed at ply ${ply}`);
  const pieces: Record<string, string> = {};
  for (const [name, p] of Object.entries(pos.pieces as Record<string, { at: string }>)) pieces[name] = p.at;
  return { pieces, coins: pos.coins, ships: pos.ships, aboard: pos.scores, bear: pos.bear?.at ?? null, die: pos.die };
}

/** What the page shows. */
async function pagePosition(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const pieces: Record<string, string> = {};
    document.querySelectorAll('.board .pc').forEach((e) => { pieces[e.getAttribute('data-piece')!] = e.getAttribute('data-cell')!; });
    document.querySelectorAll('.jv-crews .dead').forEach((e) => { pieces[e.getAttribute('data-piece')!] = 'dead'; });
    // before its ship berths a crew waits aboard it (position.ts "waiting"), listed apart from the dead
    document.querySelectorAll('.jv-crews .waiting').forEach((e) => { pieces[e.getAttribute('data-piece')!] = 'waiting'; });
    const coins: Record<string, number> = {};
    document.querySelectorAll('.board .coin').forEach((e) => { coins[e.getAttribute('data-cell')!] = Number(e.getAttribute('data-count')); });
    const ships: Record<string, string | null> = {}, aboard: Record<string, number> = {};
    document.querySelectorAll('.jv-crews .aboard').forEach((e) => {
      const crew = ['white', 'yellow', 'black', 'red'][Number(e.getAttribute('data-crew'))];
      ships[crew] = null;
      aboard[crew] = Number(e.textContent);
    });
    document.querySelectorAll('.board .ship').forEach((e) => { ships[e.getAttribute('data-crew')!] = e.getAttribute('data-cell'); });
    const bear = document.querySelector('.board .bear')?.getAttribute('data-cell') ?? null;
    const die = Number(document.querySelector('.board .die')?.getAttribute('data-face'));
    return { pieces, coins, ships, aboard, bear, die };
  });
}

const ply = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { jackalViewer: { ply: number } }).jackalViewer.ply);
const goto = (page: Page, n: number): Promise<void> => page.evaluate((k) => (window as unknown as { jackalViewer: { goto(n: number): void } }).jackalViewer.goto(k), n);

/** The viewer's Archipelago tests, in the browser of the file that calls this. */
export function archipelagoViewerTests(chromium: Chromium): void {
  const errors = chromium.errors;

  /** Opens the viewer page `jackal view` writes for this record. */
  const open = (doc: GameRecordDoc, name: string): Promise<Page> => chromium.open(name, viewerPage([doc]), 'window.jackalViewer !== undefined');

  describe('the viewer with Archipelago records in Chromium', () => {
    it('replays a game with dice and shows the engine\'s island at every stop, one frame per ply', async () => {
      const doc = recordWithRolls({ mode: '4p', island: 2, maxPlies: 700 }, ['heuristic'], 'view-arch', 1);
      const page = await open(doc, 'arch-4p');
      expect(await page.evaluate(() => (window as unknown as { jackalViewer: { plies: number } }).jackalViewer.plies)).toBe(doc.moves.length);
      const check = async (want: number): Promise<void> => {
        expect(await ply(page)).toBe(want);
        expect(await pagePosition(page), `ply ${want}`).toEqual(enginePosition(doc, want));
      };
      await check(0);
      // the island: as many land cells as the engine lays, all face down at the start
      // island 2 is boxes 1-2 (line 1134): 33 + 11 tiles (docs/ARCHIPELAGO.md), less 4 + 1 mountain, 3 + 1 forest and 2 + 1 beach removed (lines 658, 1134)
      expect(await page.$$eval('.board .closed', (e) => e.length)).toBe(33 + 11 - (5 + 4 + 3));
      for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
      await check(12);
      // the face-down tiles' names, shown on demand only
      const closed = await page.$$eval('.board .closed', (e) => e.length);
      expect(await page.$$eval('.board .under', (e) => e.length)).toBe(0);
      await page.keyboard.press('h');
      expect(await page.$$eval('.board .under', (e) => e.length)).toBe(closed);
      await page.keyboard.press('h');
      // the ply after each of the first rolls, and the roll itself: the die shows the face the record rolled
      const rolls = doc.moves.map(([, t], k) => [t, k + 1] as const).filter(([t]) => t.startsWith('roll ')).slice(0, 3);
      for (const [text, k] of rolls) {
        await goto(page, k);
        await check(k);
        expect((await pagePosition(page)).die).toBe(Number(text.slice(5)));
        expect(await page.$eval('.jv-ply code', (e) => e.textContent)).toBe(text);
      }
      await page.click('button[data-act="last"]');
      await check(doc.moves.length);
      await goto(page, Math.floor(doc.moves.length / 2));
      await check(Math.floor(doc.moves.length / 2));
      expect(await page.$$eval('.board .open', (e) => e.length)).toBeGreaterThan(0);
      await page.setViewport({ width: 1180, height: 760, deviceScaleFactor: 0.6 });
      await page.screenshot({ path: join(SHOTS, 'viewer-archipelago.png') });
      expect(errors).toEqual([]);
    }, 120_000);

    it('draws the 2p and 2v2 modes on islands 1 and 4, ending where the engine ends', async () => {
      for (const [name, rules] of [['2p-island1', { mode: '2p', island: 1, maxPlies: 400 }], ['2v2-island4', { mode: '2v2', island: 4, maxPlies: 400 }]] as const) {
        const doc = record(rules, ['heuristic'], `view-${name}`);
        const page = await open(doc, name);
        await page.keyboard.press('End');
        expect(await ply(page)).toBe(doc.moves.length);
        expect(await pagePosition(page), name).toEqual(enginePosition(doc, doc.moves.length));
        await page.close();
      }
      expect(errors).toEqual([]);
    }, 120_000);
  });
}
