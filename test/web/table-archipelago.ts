/**
 * Archipelago at the table in a real browser (the system's Chromium through puppeteer-core,
 * launched once for every table test by test/web/table.browser.test.ts, which registers
 * this one). A scripted person (white, 2 players) plays against `heuristic` by clicks alone,
 * reading only what the page lights up (`.pc.src`, the ship's `rect.hit`, `[data-to]`,
 * `.jt-choice`), to the ply limit of 70 (this game, seed `tbl-1`, rolls the die at plies 15,
 * 40 and 43; the die comes about once in 160 plies, and seed `tbl-0`'s one roll went when
 * the rules audit's 4a54d04 changed its game). The record the page holds then
 * replays with the engine, holds the person's ship moves, and its die rolls are the ones the
 * harness's stream gives: recomputed here from `chance:<deal seed>` as faces 1-6 at 1/6 each
 * (floor(6x) + 1), not with the table's code. The page logs no errors.
 */

import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { isRecordError, replayMoves, type GameRecordDoc } from '../../src/harness/record.js';
import { tableData } from '../../src/cli/table.js';
import { SHOTS, type Chromium } from '../support/browser.js';
import { tablePage } from '../../src/web/table/page.js';
import { HUMAN } from '../../src/web/table/session.js';
import type { TableHandle } from '../../src/web/table/table.js';

const state = (page: Page): Promise<{ ply: number; over: boolean; awaiting: boolean; errors: string[] }> => page.evaluate(() => {
  const t = (window as unknown as { jackalTable: TableHandle }).jackalTable;
  return { ply: t.ply, over: t.over, awaiting: t.awaitingPerson, errors: t.errors };
});

/** What the page offers to click: centres of choices, lit cells, lit pirates, and a corner of each lit ship's cell. */
const offer = (page: Page): Promise<{ choices: number[][]; targets: number[][]; pieces: number[][]; ships: number[][]; picked: boolean }> => page.evaluate(() => {
  const at = (sel: string, corner: boolean): number[][] => Array.from(document.querySelectorAll(sel), (e) => {
    const r = e.getBoundingClientRect();
    return corner ? [r.left + 6, r.top + 6] : [r.left + r.width / 2, r.top + r.height / 2];
  });
  return { choices: at('.jt-choice', false), targets: at('[data-to]', false), pieces: at('.pc.src', false), ships: at('.ship.src rect.hit', true), picked: document.querySelector('.picked') !== null };
});

/** The Archipelago table test, in the browser of the file that calls this. */
export function archipelagoTableTests(chromium: Chromium): void {
  const errors = chromium.errors;

  describe('Archipelago at the table in Chromium', () => {
    it('a person plays white against heuristic by clicks; the record replays and its rolls are the harness\'s', async () => {
      const html = tablePage(tableData({ game: 'archipelago', mode: '2p', island: '1', bot: [HUMAN, 'heuristic'], seed: 'tbl-1', 'max-plies': '70', pace: '0' }));
      const page = await chromium.open('arch', html, 'window.jackalTable !== undefined');
      await page.click('button[data-act="start"]');
      const rng = new Rng('person-arch');
      const click = (xy: number[]): Promise<void> => page.mouse.click(xy[0], xy[1]);
      let shipClicks = 0, shot = false;
      for (;;) {
        await page.waitForFunction(() => { const t = (window as unknown as { jackalTable: TableHandle }).jackalTable; return t.over || t.awaitingPerson || t.errors.length > 0; }, { timeout: 30_000 });
        const s = await state(page);
        expect(s.errors).toEqual([]);
        if (s.over) break;
        if (!shot && s.ply > 40) { await page.screenshot({ path: join(SHOTS, 'table-archipelago.png') }); shot = true; }
        for (let clicks = 0; clicks < 6 && (await state(page)).ply === s.ply; clicks++) {
          const o = await offer(page);
          if (o.choices.length) await click(o.choices[rng.int(o.choices.length)]);
          else if (o.picked && o.targets.length) await click(o.targets[rng.int(o.targets.length)]);
          else {
            // a ship now and then, else a lit pirate or a cell that needs no pick
            const all = [...o.targets, ...o.pieces];
            if (o.ships.length && (all.length === 0 || rng.int(4) === 0)) { shipClicks++; await click(o.ships[0]); continue; }
            expect(all.length, `nothing to click at ply ${s.ply}`).toBeGreaterThan(0);
            await click(all[rng.int(all.length)]);
          }
        }
        expect((await state(page)).ply, `no move taken at ply ${s.ply}`).toBeGreaterThan(s.ply);
      }
      const doc = await page.evaluate(() => (window as unknown as { jackalTable: TableHandle }).jackalTable.record()) as GameRecordDoc;
      expect(doc.result.reason).toBe('ply-limit');
      expect(isRecordError(replayMoves(doc, () => {}))).toBe(false);
      const mine = doc.moves.filter(([crew]) => crew === 'w').map(([, m]) => m);
      expect(shipClicks).toBeGreaterThan(0);
      expect(mine.some((m) => m.startsWith('ship ')), 'the person placed the ship').toBe(true);
      expect(mine.some((m) => /^W[1-3] /.test(m)), 'the person moved pirates').toBe(true);
      const rolls = doc.moves.filter(([, m]) => m.startsWith('roll ')).map(([, m]) => Number(m.slice(5)));
      console.log(`table archipelago: ${doc.moves.length} plies, ${rolls.length} rolls (at plies ${doc.moves.flatMap(([, m], k) => (m.startsWith('roll ') ? [k + 1] : [])).join(', ')})`);
      expect(rolls.length, 'the die was rolled').toBeGreaterThan(0);
      const die = new Rng(`chance:${doc.dealSeed}`);
      expect(rolls).toEqual(rolls.map(() => Math.floor(die.float() * 6) + 1));
      expect(errors).toEqual([]);
      await page.close();
    }, 240_000);

    it('the form offers no field for a file (the page cannot read one) and starts a solo mission chosen by number', async () => {
      const page = await chromium.open('arch-form', tablePage(tableData({ game: 'archipelago', mode: '2p', bot: [HUMAN, 'heuristic'], pace: '0' })), 'window.jackalTable !== undefined');
      const rules = (): Promise<string[]> => page.$$eval('fieldset.rules [name]', (els) => els.map((e) => (e as HTMLInputElement).name));
      // the old form offered opt-layout and opt-missionFile, text fields whose file the page could not read
      expect(await rules()).toEqual(expect.arrayContaining(['opt-mode', 'opt-island', 'opt-mission']));
      expect((await rules()).filter((n) => n === 'opt-layout' || n === 'opt-missionFile')).toEqual([]);
      // the card's number typed (its change not yet sent), then mode solo
      await page.click('input[name="opt-mission"]', { clickCount: 3 });
      await page.keyboard.type('3');
      await page.select('select[name="opt-mode"]', 'solo'); // the change redraws the form: one seat
      await page.waitForFunction(() => document.querySelector('input[name="seat-1"]') === null, { timeout: 5_000 });
      expect(await rules(), 'still none once redrawn for mode solo').not.toContain('opt-missionFile');
      await page.click('button[data-act="start"]');
      await page.waitForFunction(() => { const t = (window as unknown as { jackalTable: TableHandle }).jackalTable; return t.phase === 'play' || t.errors.length > 0 || (document.querySelector('.jt-error')?.textContent ?? '') !== ''; }, { timeout: 30_000 });
      expect(await page.$eval('.jt-error', (e) => e.textContent).catch(() => ''), 'the form starts the mission').toBe('');
      const doc = await page.evaluate(() => (window as unknown as { jackalTable: TableHandle }).jackalTable.record()) as GameRecordDoc;
      expect({ mode: doc.options.mode, mission: doc.options.mission, seats: doc.bots.length }).toEqual({ mode: 'solo', mission: 3, seats: 1 });
      expect((await state(page)).errors).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  });
}
