/**
 * The viewer steps through a recorded campaign (the expedition, src/archipelago/campaign.ts)
 * in a real browser (headless Chromium, test/support/browser.ts, launched once for every viewer
 * test by test/web/viewer.browser.test.ts, which registers these): a harness record of two
 * islands, 1 then 2, heuristic against random. The test finds the islands' boundary and the
 * card plies from the record itself (the moves `draw a b c`, `card W1 x` / `no card`) and
 * checks the page against the engine's own states at those plies (replayed here, not through
 * the page): island 1's land before the draw, the cards face up and who chooses between the
 * islands, island 2 laid afresh after the last choice (its number shown, its land the
 * engine's, a count that differs from island 1's), the card taken shown on its pirate from
 * then on, each crew's islands won and coins from island 1's last position; and that the
 * page throws nothing.
 */

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { CREW_NAMES, ISLAND, SCORE, State, TERRAIN } from '../../src/archipelago/state.js';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { GameRecordDoc, isRecordError, recordOf, replayMoves } from '../../src/harness/record.js';
import { viewerPage } from '../../src/web/page.js';
import { shoot, type Chromium } from '../support/browser.js';

/** A 2p campaign over islands 1 and 2, short islands (200 plies each), whose winner of island 1 takes a card. */
function campaignRecord(): GameRecordDoc {
  for (let k = 0; k < 10; k++) {
    const config = buildConfig({ game: 'archipelago', mode: '2p', campaign: '1,2', maxPlies: 200, bots: ['heuristic', 'random'], deals: 1, seed: `campaign-view-${k}`, rotation: 'none', record: true }, null);
    const doc = recordOf(config, playGame(config, 0));
    if (doc.moves.some(([, m]) => m.startsWith('card '))) return doc;
  }
  throw new Error('no campaign of 10 had a card taken');
}

/** The engine's state after `ply` plies of the record. */
function engineAt(doc: GameRecordDoc, ply: number): State {
  let st: State | undefined;
  const r = replayMoves<State>({ ...doc, moves: doc.moves.slice(0, ply) }, (s, k) => { if (k === ply) st = G.clone(s); });
  if (isRecordError(r) || !st) throw new Error(`replay failed at ply ${ply}`);
  return st;
}

const landOf = (s: State): number => { let n = 0; for (let c = 0; c < 240; c++) if (s.u8[TERRAIN + c] !== 0) n++; return n; };

interface Shown { island: number; at: number; land: number; held: string[]; faceUp: string[]; chooser: string | null; standing: string[] }

async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const camp = document.querySelector('.jv-crews .campaign');
    return {
      island: Number(camp?.getAttribute('data-island') ?? -1), at: Number(camp?.getAttribute('data-at') ?? -1),
      land: document.querySelectorAll('.board .closed, .board .open').length,
      held: Array.from(document.querySelectorAll('.jv-crews .held'), (e) => `${e.getAttribute('data-piece')} ${e.getAttribute('data-card')}`),
      faceUp: Array.from(document.querySelectorAll('.jv-crews .face-up'), (e) => e.getAttribute('data-card')!).sort(),
      chooser: document.querySelector('.jv-crews .chooser')?.getAttribute('data-crew') ?? null,
      standing: Array.from(document.querySelectorAll('.jv-crews .standing'), (e) => `${e.getAttribute('data-crew')} ${e.getAttribute('data-won')} ${e.getAttribute('data-coins')}`),
    };
  });
}

const goto = (page: Page, n: number): Promise<void> => page.evaluate((k) => (window as unknown as { jackalViewer: { goto(n: number): void } }).jackalViewer.goto(k), n);

/** The viewer's campaign test, in the browser of the file that calls this. */
export function campaignViewerTests(chromium: Chromium): void {
  describe('the viewer shows a campaign island after island', () => {
    it('island 1, the cards drawn and taken, then island 2 laid afresh, as the engine has them', async () => {
      const doc = campaignRecord();
      const texts = doc.moves.map(([, m]) => m);
      const draw = texts.findIndex((m) => m.startsWith('draw ')) + 1; // the ply of the draw
      const picks = texts.map((m, i) => [m, i + 1] as const).filter(([m]) => m.startsWith('card ') || m === 'no card');
      const lastPick = picks[picks.length - 1][1];
      const taken = picks.filter(([m]) => m.startsWith('card ')).map(([m]) => m.slice(5)); // `W1 lookout`
      expect(draw).toBeGreaterThan(1);
      expect(picks[0][1]).toBe(draw + 1);

      const page = await chromium.open('campaign', viewerPage([doc]), 'window.jackalViewer !== undefined');
      expect(await page.evaluate(() => document.querySelector('.jv-head .title')?.textContent)).toContain('campaign of islands 1, 2');

      // island 1 in play: its land, no card yet, nothing won yet
      const play1 = engineAt(doc, draw - 2), end1 = engineAt(doc, draw - 1);
      expect(play1.v[ISLAND]).toBe(1);
      await goto(page, draw - 2);
      const before = await shown(page);
      expect(before).toMatchObject({ island: 1, at: 1, land: landOf(play1), held: [], faceUp: [], chooser: null });
      expect(before.standing).toEqual(['white 0 0', 'yellow 0 0']);

      // island 1 over, the draw next: the standing is island 1's end, its coins aboard and the
      // island won by the crew with more coins (or both, equal coins and pirates aside)
      const coins1 = [end1.v[SCORE], end1.v[SCORE + 1]];
      const won = coins1.map((c, k) => (c >= coins1[1 - k] ? 1 : 0));
      await goto(page, draw - 1);
      const over = await shown(page);
      expect(over).toMatchObject({ island: 1, at: 1, land: landOf(end1), held: [], faceUp: [], chooser: null });
      if (coins1[0] !== coins1[1]) expect(over.standing).toEqual([`white ${won[0]} ${coins1[0]}`, `yellow ${won[1]} ${coins1[1]}`]);

      // the draw: the three cards face up (the record's words), the first chooser
      await goto(page, draw);
      const drawn = await shown(page);
      expect(drawn).toMatchObject({ island: 1, at: 1, land: landOf(end1), faceUp: texts[draw - 1].slice(5).split(' ').sort() });
      expect(drawn.faceUp.length).toBe(3);
      expect(drawn.chooser).toBe(CREW_NAMES['wybr'.indexOf(doc.moves[draw][0])]);
      expect(drawn.standing).toEqual(over.standing);

      // island 2, laid afresh after the last choice: the engine's island 2, a different land, the cards taken kept
      const start2 = engineAt(doc, lastPick);
      expect(start2.v[ISLAND]).toBe(2);
      expect(landOf(start2)).not.toBe(landOf(end1));
      await goto(page, lastPick);
      const after = await shown(page);
      expect(after).toMatchObject({ island: 2, at: 2, land: landOf(start2), held: taken, faceUp: [], chooser: null });
      expect(after.standing).toEqual(drawn.standing);
      expect(taken.length).toBeGreaterThan(0);
      // and to the end: the cards stay
      await goto(page, texts.length);
      expect((await shown(page)).held).toEqual(taken);
      await goto(page, lastPick);
      await shoot(page, 'viewer-archipelago-campaign.png');
      expect(chromium.errors).toEqual([]);
    }, 60_000);
  });
}
