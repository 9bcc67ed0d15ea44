/**
 * The viewer page in a real browser: headless Chromium from the system (`/usr/bin/chromium`,
 * the Debian package; `CHROMIUM` overrides the path) driven by puppeteer-core, which never
 * downloads a browser. `npm test` installs the package when it is missing (the `pretest`
 * script, scripts/ensure-chromium.sh); a failed launch is tried once more (launchChromium).
 *
 * The page is built as `jackal view` builds it, from records played here; the test steps
 * through a game with the keyboard, the buttons and the move list, and at each stop compares
 * the pirates, the coins lying and the coins aboard that the page shows (its data attributes)
 * with the engine's own position (position.ts's `toPosition`, which the page does not use).
 * Every mode and both tile sets are loaded once. It saves screenshots into `SCREENSHOT_DIR`
 * (default: a temporary dir; `npm run screenshots` writes docs/).
 *
 * The browser is launched once for every viewer test (about 3 s of CPU a launch): this file
 * also runs Archipelago's (viewer-archipelago.ts), the tides' (viewer-tides.ts) and the
 * campaign's (viewer-campaign.ts), each in a module of its own.
 */

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { toPosition } from '../../src/jackal/position.js';
import type { State } from '../../src/jackal/state.js';
import { toPosition as chessPosition } from '../../src/pirate-chess/position.js';
import type { State as ChessState } from '../../src/pirate-chess/state.js';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { GameRecordDoc, isRecordError, recordOf, replayMoves } from '../../src/harness/record.js';
import { shoot, useChromium } from '../support/browser.js';
import { viewerPage } from '../../src/web/page.js';
import { archipelagoViewerTests } from './viewer-archipelago.js';
import { campaignViewerTests } from './viewer-campaign.js';
import { tidesViewerTests } from './viewer-tides.js';

/** A game played by the harness, as its record. */
function record(rules: Record<string, unknown>, bots: string[], seed: string): GameRecordDoc {
  const config = buildConfig({ ...rules, bots, deals: 1, seed, rotation: 'none', record: true }, null);
  return recordOf(config, playGame(config, 0));
}

/** What the engine says stands where after `ply` plies of a record. */
function enginePosition(doc: GameRecordDoc, ply: number): { pieces: Record<string, string | null>; coins: Record<string, number>; aboard: number[] } {
  let pos: ReturnType<typeof toPosition> | undefined;
  const r = replayMoves<State>({ ...doc, moves: doc.moves.slice(0, ply) }, (s, k) => { if (k === ply) pos = toPosition(s); });
  if (isRecordError(r) || !pos) throw new Error(`replay failed at ply ${ply}`);
  const pieces: Record<string, string | null> = {};
  for (const [name, p] of Object.entries(pos.pirates)) pieces[name] = p.cell;
  return { pieces, coins: pos.coins, aboard: Object.values(pos.ships).map((s) => s.coins) };
}

/** What the page shows: pieces on the board (by name), the dead, coins lying, coins aboard per ship. */
async function pagePosition(page: Page): Promise<{ pieces: Record<string, string | null>; coins: Record<string, number>; aboard: number[] }> {
  return page.evaluate(() => {
    const pieces: Record<string, string | null> = {};
    document.querySelectorAll('.board .pc').forEach((e) => { pieces[e.getAttribute('data-piece')!] = e.getAttribute('data-cell'); });
    document.querySelectorAll('.jv-crews .dead').forEach((e) => { pieces[e.getAttribute('data-piece')!] = null; });
    const coins: Record<string, number> = {};
    document.querySelectorAll('.board .coin').forEach((e) => { coins[e.getAttribute('data-cell')!] = Number(e.getAttribute('data-count')); });
    const aboard = [...document.querySelectorAll('.board .ship')].map((e) => Number(e.getAttribute('data-coins')));
    return { pieces, coins, aboard };
  });
}

const ply = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { jackalViewer: { ply: number } }).jackalViewer.ply);


const chromium = useChromium('viewer', () => ['--allow-file-access-from-files']);
const errors = chromium.errors;

/** Opens the viewer page `jackal view` writes for this record. */
const open = (doc: GameRecordDoc, name: string): Promise<Page> => chromium.open(name, viewerPage([doc]), 'window.jackalViewer !== undefined');

describe('the viewer page in Chromium', () => {
  it('steps through a game and shows the engine\'s pirates and coins at every stop', async () => {
    const doc = record({ mode: '2p', maxPlies: 400 }, ['heuristic', 'random'], 'view-2p');
    const page = await open(doc, 'game-2p');
    const check = async (want: number): Promise<void> => {
      expect(await ply(page)).toBe(want);
      expect(await pagePosition(page), `ply ${want}`).toEqual(enginePosition(doc, want));
    };
    await check(0);
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await check(6);
    await page.keyboard.press('ArrowLeft');
    await check(5);
    await page.click('button[data-act="last"]');
    await check(doc.moves.length);
    await page.evaluate(() => (window as unknown as { jackalViewer: { goto(n: number): void } }).jackalViewer.goto(150));
    await check(150);
    await page.click('.jv-moves li[data-ply="151"]');
    await check(151);
    await page.keyboard.press('PageDown');
    await check(161);
    // a few plies of play, then pause: the page moves on by itself
    await page.click('button[data-act="play"]');
    await page.waitForFunction('window.jackalViewer.ply >= 163', { timeout: 5000 });
    await page.click('button[data-act="play"]');
    const paused = await ply(page);
    await check(paused);
    await page.keyboard.press('h');
    expect(await page.$$eval('.board .under', (e) => e.length)).toBeGreaterThan(0);
    await page.keyboard.press('h');
    await shoot(page, 'viewer.png');
    await page.keyboard.press('Home');
    await check(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('draws every mode with both tile sets, ending where the engine ends', async () => {
    const games: [string, Record<string, unknown>, string[]][] = [
      ['4p-classic', { mode: '4p', maxPlies: 300 }, ['heuristic', 'random', 'random', 'random']],
      ['2v2-treasure', { mode: '2v2', tiles: 'treasure-island', maxPlies: 300 }, ['heuristic', 'random', 'heuristic', 'random']],
      ['3p-treasure', { mode: '3p', tiles: 'treasure-island', lighthouse: 'open', maxPlies: 300 }, ['heuristic', 'random', 'random']],
      ['2p-treasure', { mode: '2p', tiles: 'treasure-island', maxPlies: 300 }, ['heuristic', 'heuristic']],
    ];
    for (const [name, rules, bots] of games) {
      const doc = record(rules, bots, `view-${name}`);
      const page = await open(doc, name);
      await page.keyboard.press('End');
      expect(await ply(page)).toBe(doc.moves.length);
      expect(await pagePosition(page), name).toEqual(enginePosition(doc, doc.moves.length));
      if (name === '2v2-treasure') await shoot(page, 'viewer-treasure-island.png');
      await page.close();
    }
    expect(errors).toEqual([]);
  }, 60_000);

  it('steps through a Pirate chess game and shows the engine\'s pieces at every stop', async () => {
    const doc = record({ game: 'pirate-chess', maxPlies: 120 }, ['heuristic', 'random'], 'view-chess');
    expect(doc.game).toBe('pirate-chess');
    const page = await open(doc, 'game-chess');
    /** Pieces by cell from the engine's position format (which the page does not use), and from the page. */
    const engine = (n: number): Record<string, string> => {
      let pos: { cells: Record<string, { piece?: string }> } | undefined;
      const r = replayMoves<ChessState>({ ...doc, moves: doc.moves.slice(0, n) }, (s, k) => { if (k === n) pos = chessPosition(s) as typeof pos; });
      if (isRecordError(r) || !pos) throw new Error(`replay failed at ply ${n}`);
      const out: Record<string, string> = {};
      for (const [cell, c] of Object.entries(pos.cells)) if (c.piece) out[cell] = c.piece;
      return out;
    };
    const shown = (): Promise<Record<string, string>> => page.evaluate(() => {
      const out: Record<string, string> = {};
      document.querySelectorAll('.chessboard td[data-cell]').forEach((td) => {
        const pc = td.querySelector('.pc');
        if (pc) out[td.getAttribute('data-cell')!] = pc.getAttribute('data-piece')!;
      });
      return out;
    });
    const check = async (want: number): Promise<void> => {
      expect(await ply(page)).toBe(want);
      expect(await shown(), `ply ${want}`).toEqual(engine(want));
    };
    await check(0);
    expect(Object.keys(await shown())).toHaveLength(32);
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await check(7);
    await page.click('button[data-act="last"]');
    await check(doc.moves.length);
    await page.click('.jv-moves li[data-ply="40"]');
    await check(40);
    expect(await page.$$eval('.chessboard td.down', (e) => e.length)).toBeGreaterThan(0);
    await page.keyboard.press('h');
    expect(await page.$$eval('.chessboard .under', (e) => e.length)).toBeGreaterThan(0);
    await page.keyboard.press('h');
    await shoot(page, 'viewer-pirate-chess.png');
    expect(errors).toEqual([]);
  }, 60_000);

  it('the page is one file under 1 MB that loads nothing from elsewhere', () => {
    const doc = record({ mode: '4p', maxPlies: 1000, stallPlies: 0 }, ['random'], 'view-size');
    const html = viewerPage([doc]);
    expect(doc.moves.length).toBe(1000);
    expect(Buffer.byteLength(html)).toBeLessThan(1 << 20);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});

archipelagoViewerTests(chromium);
tidesViewerTests(chromium);
campaignViewerTests(chromium);
