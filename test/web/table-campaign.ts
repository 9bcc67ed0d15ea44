/**
 * An Archipelago campaign at the table in a real browser (registered by
 * test/web/table.browser.test.ts, which launches Chromium once for every table test). The
 * campaign is typed into the page's setup form; the
 * person's seat (white, 2 players, islands 1 and 2, 60 plies an island) is driven by the
 * test: at each of its decisions a `heuristic` bot in Node, on the seat's own stream
 * (session.ts `tableBotSeed`), picks a legal move, and the test makes it by clicking what the
 * page lights up (the pirate or ship, the cell, the named choice), the card between the
 * islands included. Yellow is the page's `heuristic`, so the whole game is the one
 * `jackal play --seed d6` plays with two heuristics (this seed leaves white 3 coins on
 * island 1, so white chooses a card). At each decision the campaign panel beside the
 * board is checked against the engine: the island and its place, the cards face up (the
 * record's `draw` ply) and who chooses, each crew's islands won and coins (the coins
 * aboard at the island's end, the winners of the result's reason), the cards held (the
 * record's `card` ply); at the card choice the pirate who fell (W1) is offered each card and
 * the page says the fallen sail again; before the berths, every pirate is waiting aboard. The record the
 * page saves replays (`jackal table --check`, `jackal replay`) and opens (`jackal view`).
 */

import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { OUT, P_CELL, P_CREW, Phase, PHASE, SCORE } from '../../src/archipelago/state.js';
import { isFieldError } from '../../src/core/game.js';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { recordOf, type GameRecordDoc } from '../../src/harness/record.js';
import { tableData } from '../../src/cli/table.js';
import { ARCHIPELAGO_TABLE } from '../../src/web/table/archipelago.js';
import { tablePage } from '../../src/web/table/page.js';
import { SeatBots } from '../../src/web/table/seat-bots.js';
import { checkSetup, HUMAN, Session } from '../../src/web/table/session.js';
import type { TableHandle } from '../../src/web/table/table.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { shoot, type Chromium } from '../support/browser.js';

const SEED = 'd6';
const RULES = { mode: '2p', campaign: '2', maxPlies: 60 };
const CREWS = ['white', 'yellow'];

interface Panel {
  campaign: { island: number; at: number; of: number } | null;
  standing: Record<string, { won: number; coins: number }>;
  held: string[]; faceUp: string[]; chooser: string | null; waiting: string[];
}

/** What the page's panel shows (its data attributes). */
const panelOf = (page: Page): Promise<Panel> => page.evaluate(() => {
  const q = (sel: string): Element[] => Array.from(document.querySelectorAll(`.jt-panel ${sel}`));
  const a = (e: Element, k: string): string => e.getAttribute(`data-${k}`) ?? '';
  const c = q('.campaign')[0];
  return {
    campaign: c ? { island: Number(a(c, 'island')), at: Number(a(c, 'at')), of: Number(a(c, 'of')) } : null,
    standing: Object.fromEntries(q('.standing').map((e) => [a(e, 'crew'), { won: Number(a(e, 'won')), coins: Number(a(e, 'coins')) }])),
    held: q('.held').map((e) => `${a(e, 'piece')} ${a(e, 'card')}`),
    faceUp: q('.face-up').map((e) => a(e, 'card')),
    chooser: q('.chooser').map((e) => a(e, 'crew'))[0] ?? null,
    waiting: q('.waiting').map((e) => a(e, 'piece')),
  };
});

const handle = (page: Page): Promise<{ ply: number; over: boolean; awaiting: boolean; errors: string[]; record: GameRecordDoc }> => page.evaluate(() => {
  const t = (window as unknown as { jackalTable: TableHandle }).jackalTable;
  return { ply: t.ply, over: t.over, awaiting: t.awaitingPerson, errors: t.errors, record: t.record()! };
});

/** Centre (or, for a ship, the corner of its cell's hit area) of the first element matching sel, or null. */
const spot = (page: Page, sel: string, corner = false): Promise<number[] | null> => page.evaluate((s, k) => {
  const e = document.querySelector(s);
  if (!e) return null;
  const r = e.getBoundingClientRect();
  return k ? [r.left + 6, r.top + 6] : [r.left + r.width / 2, r.top + r.height / 2];
}, sel, corner);

/** Centre of the choice button whose text is `label`, or null. */
const choiceSpot = (page: Page, label: string): Promise<number[] | null> => page.evaluate((l) => {
  const e = Array.from(document.querySelectorAll('.jt-choice')).find((b) => b.textContent === l);
  if (!e) return null;
  const r = e.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}, label);

/** The island's winners as the engine's rule says (line 1104): most coins aboard, then most pirates alive; shared. */
function islandWinners(s: Session): string[] {
  const u = s.state.u8, v = s.state.v, alive = [0, 0];
  for (let p = 0; p < 6; p++) if (u[P_CELL + p] !== OUT) alive[u[P_CREW + p]]++;
  const beats = (a: number, b: number): boolean => v[SCORE + a] > v[SCORE + b] || (v[SCORE + a] === v[SCORE + b] && alive[a] > alive[b]);
  return [0, 1].filter((k) => !beats(1 - k, k)).map((k) => CREWS[k]);
}

/** The campaign table test, in the browser of the file that calls this; `download` clicks "download record" and reads the file. */
export function campaignTableTests(chromium: Chromium, download: (page: Page) => Promise<GameRecordDoc>): void {
  describe('an Archipelago campaign at the table in Chromium', () => {
    it('a person plays a 2-island campaign, the card choice included; the panel follows the engine; the record replays', async () => {
      // a page for one island; the campaign is set in its form (the field the registry's --campaign flag gives)
      const data = tableData({ game: 'archipelago', mode: '2p', 'max-plies': '60', bot: [HUMAN, 'heuristic'], seed: SEED, pace: '0' });
      const page = await chromium.open('campaign', tablePage(data), 'window.jackalTable !== undefined');
      expect(await page.$eval('input[name="opt-campaign"]', (e) => (e as HTMLInputElement).value)).toBe('');
      await page.type('input[name="opt-campaign"]', '2');
      await page.click('button[data-act="start"]');
      // the same game in Node, white's bot standing in for the person
      const setup = checkSetup({ ...data.setup, options: { ...data.setup.options, campaign: '2' }, seats: ['heuristic', 'heuristic'] });
      if (isFieldError(setup)) throw new Error(setup.message);
      const node = new Session(setup);
      const bots = new SeatBots(node);
      const click = (xy: number[] | null, what: string): Promise<void> => { expect(xy, what).not.toBeNull(); return page.mouse.click(xy![0], xy![1]); };
      const isles: { coins: number[]; winners: string[] }[] = [];
      let decisions = 0, cards = 0, card = '';
      for (;;) {
        await page.waitForFunction(() => { const t = (window as unknown as { jackalTable: TableHandle }).jackalTable; return t.over || t.awaitingPerson || t.errors.length > 0; }, { timeout: 60_000 });
        const t = await handle(page);
        expect(t.errors).toEqual([]);
        // follow the page's plies in Node (the rolls and the draw are the session's own: they must agree)
        while (node.plies < t.record.moves.length) {
          const text = t.record.moves[node.plies][1];
          const m = node.legal().find((x) => node.game.formatMove(node.state, x) === text);
          expect(m, `ply ${node.plies}: ${text}`).toBeDefined();
          node.play(m!);
        }
        expect(node.moves).toEqual(t.record.moves);
        const panel = await panelOf(page);
        const drawn = t.record.moves.find(([, x]) => x.startsWith('draw '))?.[1].slice(5).split(' ') ?? [];
        if (t.over) break;
        if (decisions === 0) {
          expect(panel.waiting, 'before the berths every pirate waits aboard').toEqual(['W1', 'W2', 'W3', 'Y1', 'Y2', 'Y3']);
          expect(panel.campaign).toEqual({ island: 1, at: 1, of: 2 });
          expect(panel.standing).toEqual({ white: { won: 0, coins: 0 }, yellow: { won: 0, coins: 0 } });
        }
        if (node.state.v[PHASE] === Phase.Card) {
          const coins = [node.state.v[SCORE], node.state.v[SCORE + 1]];
          if (isles.length === 0) isles.push({ coins, winners: islandWinners(node) });
          expect(coins[0], 'white qualifies with 3 coins').toBeGreaterThanOrEqual(3);
          expect(panel.campaign, 'island 1 over, the cards').toEqual({ island: 1, at: 1, of: 2 });
          expect(panel.faceUp).toEqual(drawn);
          expect(panel.chooser).toBe('white');
          for (let k = 0; k < 2; k++) expect(panel.standing[CREWS[k]]).toEqual({ won: isles[0].winners.includes(CREWS[k]) ? 1 : 0, coins: coins[k] });
        } else if (isles.length) {
          expect(panel.campaign).toEqual({ island: 2, at: 2, of: 2 });
          expect(panel.held).toEqual(card ? [card] : []);
          expect(panel.faceUp).toEqual([]);
        }
        // the person's decision: Node's bot picks, the test makes it by hand
        expect(node.seat).toBe(0);
        const m = bots.choose().move;
        const hand = ARCHIPELAGO_TABLE.hand(node.state, m);
        if (node.state.v[PHASE] === Phase.Card) {
          cards++;
          await shoot(page, 'table-campaign.png'); // the card choice: the buttons on the board, the panel beside it
          const offered = await page.$$eval('.jt-choice', (es) => es.map((e) => e.textContent));
          expect(offered, 'each card on each pirate, or none, by name').toEqual(node.legal().map((x) => node.game.formatMove(node.state, x)));
          // the panel still shows the island's dead (this seed: W1); they sail again on the next island, and the page says so
          expect(await page.$$eval('.jt-panel .dead', (es) => es.map((e) => e.getAttribute('data-piece'))), 'W1 fell on island 1').toContain('W1');
          expect(offered.filter((o) => o?.startsWith('card W1 ')), 'the fallen W1 is offered each card').toHaveLength(drawn.length);
          expect(await page.$eval('.jt-choices span', (e) => e.textContent)).toBe('a card for a pirate (all three sail again on the next island, the fallen too):');
          for (const c of drawn) expect(offered.some((o) => o?.endsWith(` ${c}`)), c).toBe(true);
          if (hand.label !== 'no card') card = hand.label.slice(5); // `card W1 lookout`: the panel's `W1 lookout`
        }
        if (hand.from) await click(await (hand.from.startsWith('ship:') ? spot(page, `.ship.src[data-crew="${hand.from.slice(5)}"] rect.hit`, true) : spot(page, `.pc.src[data-piece="${hand.from}"]`)), `source ${hand.from}`);
        if (hand.to) await click(await spot(page, `[data-to="${hand.to}"]`), `cell ${hand.to} of ${hand.label}`);
        if ((await handle(page)).ply === t.ply) await click(await choiceSpot(page, hand.label), `choice ${hand.label}`);
        await page.waitForFunction((p) => (window as unknown as { jackalTable: TableHandle }).jackalTable.ply > p, { timeout: 10_000 }, t.ply);
        decisions++;
      }
      // the end: each island's coins and winners (the result's reason names them), the cards held
      const o = node.game.outcome(node.state);
      isles.push({ coins: [node.state.v[SCORE], node.state.v[SCORE + 1]], winners: islandWinners(node) });
      const reason = `campaign ${isles.map((i, n) => `${n + 1}:${i.winners.map((w) => w[0].toUpperCase()).join(',')}*`).join(' ')}`;
      expect(o.reason, 'both islands end at the ply limit').toBe(reason);
      const end = await panelOf(page);
      expect(end.campaign).toEqual({ island: 2, at: 2, of: 2 });
      for (let k = 0; k < 2; k++) {
        const won = isles.filter((i) => i.winners.includes(CREWS[k])).length, coins = isles[0].coins[k] + isles[1].coins[k];
        expect(end.standing[CREWS[k]]).toEqual({ won, coins });
        expect(o.scores[k], 'a campaign scores its coins over the islands').toBe(coins);
      }
      expect(cards, 'the person chose a card').toBe(1);
      expect(card, 'and took one').not.toBe('');
      expect(end.held).toEqual([card]);
      console.log(`table campaign: ${node.plies} plies, ${decisions} decisions by the person, ${o.reason}, card ${card}`);
      // the record: the page's download, the game jackal play plays with two heuristics
      const doc = await download(page);
      expect(doc.options.campaign).toBe('2');
      expect(doc.bots).toEqual([HUMAN, 'heuristic']);
      const config = buildConfig({ game: 'archipelago', ...RULES, bots: ['heuristic'], deals: 1, seed: SEED, rotation: 'none', record: true }, null);
      const want = recordOf(config, playGame(config, 0));
      expect(doc.moves).toEqual(want.moves);
      expect(doc.result).toEqual(want.result);
      const path = (doc as unknown as { path: string }).path;
      const check = await jackalInProcess(['table', '--check', path], chromium.dir);
      expect(check.stdout, check.stderr).toBe(`ok: archipelago, ${doc.moves.length} moves, ${o.reason}, scores ${o.scores.join(' : ')}\n`);
      const replay = await jackalInProcess(['replay', path], chromium.dir);
      expect(replay.status, replay.stderr).toBe(0);
      const view = await jackalInProcess(['view', path, '--out', join(chromium.dir, 'campaign-view.html')], chromium.dir);
      expect(view.status, view.stderr).toBe(0);
      expect(chromium.errors).toEqual([]);
      await page.close();
    }, 240_000);

    it('a campaign list decides the first island, from the command line and from the form; the island field shows it and is not read', async () => {
      /** The page's island field (value, greyed) and, once started, the campaign panel at the person's first decision. */
      const started = async (page: Page): Promise<Panel['campaign']> => {
        await page.click('button[data-act="start"]');
        await page.waitForFunction(() => { const t = (window as unknown as { jackalTable: TableHandle }).jackalTable; return t.awaitingPerson || t.errors.length > 0 || (document.querySelector('.jt-error')?.textContent ?? '') !== ''; }, { timeout: 30_000 });
        expect(await page.$eval('.jt-error', (e) => e.textContent).catch(() => ''), 'the form starts the campaign').toBe('');
        expect((await handle(page)).errors).toEqual([]);
        return (await panelOf(page)).campaign;
      };
      const island = (page: Page): Promise<{ value: string; disabled: boolean }> =>
        page.$eval('input[name="opt-island"]', (e) => ({ value: (e as HTMLInputElement).value, disabled: (e as HTMLInputElement).disabled }));
      // --campaign 3,1 with no --island
      const cli = await chromium.open('campaign-list-cli', tablePage(tableData({ game: 'archipelago', mode: '2p', campaign: '3,1', bot: [HUMAN, 'heuristic'], pace: '0' })), 'window.jackalTable !== undefined');
      expect(await island(cli)).toEqual({ value: '3', disabled: true });
      expect(await started(cli)).toEqual({ island: 3, at: 1, of: 2 });
      await cli.close();
      // the form: island 1 as the page came, then the list typed into the campaign field
      const form = await chromium.open('campaign-list-form', tablePage(tableData({ game: 'archipelago', mode: '2p', bot: [HUMAN, 'heuristic'], pace: '0' })), 'window.jackalTable !== undefined');
      expect(await island(form)).toEqual({ value: '1', disabled: false });
      await form.type('input[name="opt-campaign"]', '3,1');
      await form.click('input[name="seed"]'); // the campaign field's change
      await form.waitForFunction(() => (document.querySelector('input[name="opt-island"]') as HTMLInputElement).value === '3', { timeout: 5_000 }).catch(() => undefined);
      expect(await island(form), 'the island field follows the list').toEqual({ value: '3', disabled: true });
      expect(await started(form)).toEqual({ island: 3, at: 1, of: 2 });
      expect(chromium.errors).toEqual([]);
      await form.close();
    }, 120_000);
  });
}
