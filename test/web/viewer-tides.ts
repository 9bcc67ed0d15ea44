/**
 * The viewer page draws Jolly Roger's and the Isle of Tides' tiles in a real browser
 * (headless Chromium from the system, test/support/browser.ts, launched once for every viewer
 * test by test/web/viewer.browser.test.ts, which registers this one). The
 * record is a landward game on island 9 (laid from all nine boxes), replayed by the page as
 * any record; at the ply after each event (the tide's last pick, a climb up a palm, the
 * tortoise's steps, a wheel's turn) the test compares what the page draws (its data
 * attributes) with the engine's own position format (toPosition, which the page does not
 * use): the washed cells, the land left, the tortoise, who is up a palm, where each wheel
 * points. It saves docs/viewer-archipelago-tides.png into `SCREENSHOT_DIR` (default: a
 * temporary dir; `npm run screenshots` writes docs/).
 */

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { toPosition } from '../../src/archipelago/position.js';
import { PHASE, Phase, State, TERRAIN, TILE, TORTOISE, TURN, UP } from '../../src/archipelago/state.js';
import { washedCount } from '../../src/archipelago/tide.js';
import { Kind, kindOf } from '../../src/archipelago/tiles.js';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { GameRecordDoc, isRecordError, recordOf, replayMoves } from '../../src/harness/record.js';
import { viewerPage } from '../../src/web/page.js';
import { landward } from '../archipelago/landward.js';
import { shoot, type Chromium } from '../support/browser.js';

interface Events { tide: number; up: number; tortoise: number; wheel: number }

/**
 * A record of island 9 whose moves are a landward random game (a harness record gives the
 * deal and the document's shape; its moves are replaced), the first of seeds `tides-view-k`
 * that meets all four events; with the ply after each event's first occurrence.
 */
function tidesRecord(): { doc: GameRecordDoc; at: Events } {
  for (let k = 0; k < 200; k++) {
    const config = buildConfig({ game: 'archipelago', mode: '2p', island: 9, maxPlies: 1200, bots: ['random'], deals: 1, seed: `tides-view-${k}`, rotation: 'none', record: true }, null);
    const doc = { ...recordOf(config, playGame(config, 0)), options: { mode: '2p', island: 9, maxPlies: 1200 } }; // the rules only
    const s = G.newGame(G.checkOptions(doc.options) as ArchOptions, doc.dealSeed), rng = new Rng(`tides-view-play-${k}`);
    const moves = new Int32Array(G.maxMoves), played: [string, string][] = [];
    const at: Events = { tide: 0, up: 0, tortoise: 0, wheel: 0 };
    while (!G.isTerminal(s) && (!at.tide || !at.up || !at.tortoise || !at.wheel)) {
      const tortoise = s.v[TORTOISE], turns = wheelTurns(s), m = landward(moves, G.generateMoves(s, moves), rng);
      played.push(['wybr'[s.v[TURN]], G.formatMove(s, m)]);
      G.applyMove(s, m);
      const ply = played.length;
      if (!at.tide && washedCount(s) === 3 && s.v[PHASE] !== Phase.Tide) at.tide = ply;
      if (!at.up && s.v[UP] !== 0) at.up = ply;
      if (!at.tortoise && tortoise !== 0 && s.v[TORTOISE] !== tortoise) at.tortoise = ply;
      if (!at.wheel && wheelTurns(s) !== turns && wheelCount(wheelTurns(s)) === wheelCount(turns)) at.wheel = ply; // a turn, not a wheel found
    }
    const o = G.outcome(s), result = { reason: 'stopped once every event was met', plies: played.length, scores: o.scores, ranks: o.ranks };
    if (at.tide && at.up && at.tortoise && at.wheel) return { doc: { ...doc, moves: played, result }, at };
  }
  throw new Error('no game of 200 met the tide, a climb, the tortoise and a wheel');
}

/** The open wheels, each with its quarter turns (cell * 4 + turns), as one text. */
const wheelTurns = (s: State): string => {
  const w: number[] = [];
  for (let c = 0; c < 240; c++) if (s.u8[TILE + c] !== 0 && kindOf(s.u8[TILE + c]) === Kind.Wheel) w.push(c * 4 + (s.u8[TILE + c] >> 6));
  return w.join(',');
};
const wheelCount = (t: string): number => (t === '' ? 0 : t.split(',').length);

/** The open wheels of a position and their quarter turns. */
const wheels = (pos: any): string[] => Object.entries(pos.tiles as Record<string, string>).filter(([, t]) => t.startsWith('wheel')).map(([c, t]) => `${c}:${t}`);

interface Drawn { washed: string[]; land: number; tortoise: string | null; up: string[]; wheels: string[] }

/** What the engine says after `ply` plies, in the page's terms. */
function engineDrawn(doc: GameRecordDoc, ply: number): Drawn {
  let st: State | undefined;
  const r = replayMoves<State>({ ...doc, moves: doc.moves.slice(0, ply) }, (s, k) => { if (k === ply) st = G.clone(s); });
  if (isRecordError(r) || !st) throw new Error(`replay failed at ply ${ply}`);
  const pos = toPosition(st) as any;
  let land = 0;
  for (let c = 0; c < 240; c++) if (st.u8[TERRAIN + c] !== 0) land++;
  const dirs = ['N', 'E', 'S', 'W'];
  return {
    washed: [...(pos.tide?.cells ?? [])].sort(), land, tortoise: pos.tortoise?.at ?? null,
    up: Object.entries(pos.pieces).filter(([, p]: [string, any]) => p.up).map(([n, p]: [string, any]) => `${n}@${p.at}`).sort(),
    wheels: wheels(pos).map((w) => { const [c, t] = w.split(':'); return `${c}:${dirs[Number(t.split('/')[1] ?? 0)]}`; }).sort(),
  };
}

async function pageDrawn(page: Page): Promise<Drawn> {
  return page.evaluate(() => {
    const all = (sel: string, f: (e: Element) => string): string[] => Array.from(document.querySelectorAll(sel), f).sort();
    return {
      washed: all('.board .washed', (e) => e.getAttribute('data-cell')!),
      land: document.querySelectorAll('.board .closed, .board .open').length,
      tortoise: document.querySelector('.board .tortoise')?.getAttribute('data-cell') ?? null,
      up: all('.board .palm-up', (e) => `${e.getAttribute('data-piece')}@${e.getAttribute('data-cell')}`),
      wheels: all('.board .wheel', (e) => `${e.getAttribute('data-cell')}:${e.getAttribute('data-dir')}`),
    };
  });
}

const goto = (page: Page, n: number): Promise<void> => page.evaluate((k) => (window as unknown as { jackalViewer: { goto(n: number): void } }).jackalViewer.goto(k), n);

/** The viewer's test of the tide, the tortoise, the palm and the wheel, in the browser of the file that calls this. */
export function tidesViewerTests(chromium: Chromium): void {
  describe('the viewer draws the wheel, the tortoise, the palm and the tide', () => {
    it('shows each as the engine has it, at the ply it happens and the ply before', async () => {
      const { doc, at } = tidesRecord();
      const page = await chromium.open('tides', viewerPage([doc]), 'window.jackalViewer !== undefined');
      const start = engineDrawn(doc, 0);
      for (const ply of [at.tide - 4, at.tide, at.up - 1, at.up, at.tortoise - 1, at.tortoise, at.wheel - 1, at.wheel]) {
        await goto(page, ply);
        expect(await pageDrawn(page), `ply ${ply}`).toEqual(engineDrawn(doc, ply));
      }
      // the tide's three cells: sea from its last pick on, and the island three cells smaller
      const tide = engineDrawn(doc, at.tide);
      expect(tide.washed.length).toBe(3);
      expect(tide.land).toBe(start.land - 3);
      expect(engineDrawn(doc, at.up).up.length).toBeGreaterThan(0);
      expect(engineDrawn(doc, at.tortoise).tortoise).not.toBe(engineDrawn(doc, at.tortoise - 1).tortoise);
      expect(engineDrawn(doc, at.wheel).wheels).not.toEqual(engineDrawn(doc, at.wheel - 1).wheels);
      await goto(page, Math.max(at.tide, at.up, at.tortoise, at.wheel));
      await shoot(page, 'viewer-archipelago-tides.png');
      expect(chromium.errors).toEqual([]);
    }, 180_000);
  });
}
