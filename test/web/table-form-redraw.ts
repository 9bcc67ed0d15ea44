/**
 * The table's setup form redrawn while a text field holds an edit not yet sent (registered
 * by test/web/table.browser.test.ts, which launches Chromium once for every table test).
 *
 * A text field sends its change when it loses the focus. Here a rule is typed into a field
 * that keeps the focus, and then a select changes without taking it (`page.select` sets the
 * value and fires the change, as a script, a form filler or an assistive tool does; a person
 * with the mouse moves the focus first, so the field's change goes first). The page redraws
 * and removes the focused field, and Chromium fires the field's change in the middle of
 * that removal. The old page redrew again from that change and threw NotFoundError ("The
 * node to be removed is no longer a child of this node. Perhaps it was moved in a 'blur'
 * event handler?"): from the whole form's `innerHTML` when the seats changed, from the
 * decided island's `outerHTML` when they did not (table.ts `replacing`). Both cases must log
 * no error and keep the typed edit, in the form and in the game the form then starts.
 *
 * A campaign typed into its field the same way decides the island (greyed, not read): after
 * either redraw the island field shows the campaign's first island (a count N is islands
 * 1..N, a list starts at its first), and the game started is that campaign.
 */

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import type { GameRecordDoc } from '../../src/harness/record.js';
import { tableData } from '../../src/cli/table.js';
import { tablePage } from '../../src/web/table/page.js';
import { HUMAN } from '../../src/web/table/session.js';
import type { TableHandle } from '../../src/web/table/table.js';
import type { Chromium } from '../support/browser.js';

/** Types `text` into the field `name` (its old text selected), leaving the focus there: the edit is not sent. */
async function typeUnsent(page: Page, name: string, text: string): Promise<void> {
  await page.click(`input[name="${name}"]`, { clickCount: 3 });
  await page.keyboard.type(text);
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name), 'the field keeps the focus').toBe(name);
}

const seatCount = (page: Page): Promise<number> => page.$$eval('fieldset.seats input[name^="seat-"]', (els) => els.length);
const valueOf = (page: Page, name: string): Promise<string> => page.$eval(`[name="${name}"]`, (e) => (e as HTMLInputElement).value);

/** Starts the game the form holds and returns its record. */
async function startRecord(page: Page): Promise<GameRecordDoc> {
  await page.click('button[data-act="start"]');
  await page.waitForFunction(() => { const t = (window as unknown as { jackalTable: TableHandle }).jackalTable; return t.phase === 'play' || t.errors.length > 0 || (document.querySelector('.jt-error')?.textContent ?? '') !== ''; }, { timeout: 30_000 });
  expect(await page.$eval('.jt-error', (e) => e.textContent), 'the form starts its game').toBe('');
  return await page.evaluate(() => (window as unknown as { jackalTable: TableHandle }).jackalTable.record()) as GameRecordDoc;
}

/** The form-redraw tests, in the browser of the file that calls this. */
export function formRedrawTableTests(chromium: Chromium): void {
  const errors = chromium.errors;

  /**
   * After the redraw: no error, field `name` still shows what was typed, and the game the form
   * starts has the rules `want` (the record's options, and `seats`: its bot count). Closes the page.
   */
  async function keptAndPlayed(page: Page, name: string, typed: string, want: Record<string, unknown>): Promise<void> {
    expect(errors, 'no error while redrawing').toEqual([]);
    expect(await valueOf(page, name)).toBe(typed);
    const doc = await startRecord(page);
    const got: Record<string, unknown> = { seats: doc.bots.length };
    for (const k of Object.keys(want)) if (k !== 'seats') got[k] = doc.options[k];
    expect(got).toEqual(want);
    expect(errors).toEqual([]);
    await page.close();
  }

  describe('the table\'s setup form redrawn over an unsent edit', () => {
    it('a new mode redraws the seats while a typed ply limit is unsent: no error, the limit kept', async () => {
      const page = await chromium.open('form-redraw-seats', tablePage(tableData({ mode: '2p', bot: [HUMAN, 'heuristic'], pace: '0' })), 'window.jackalTable !== undefined');
      await typeUnsent(page, 'opt-maxPlies', '77');
      await page.select('select[name="opt-mode"]', '4p');
      await page.waitForFunction(() => document.querySelector('input[name="seat-3"]') !== null, { timeout: 5_000 });
      await keptAndPlayed(page, 'opt-maxPlies', '77', { mode: '4p', maxPlies: 77, seats: 4 });
    }, 60_000);

    it('Archipelago: a rule that keeps the seats redraws the island in place while a typed island is unsent: no error, the island kept', async () => {
      const page = await chromium.open('form-redraw-island', tablePage(tableData({ game: 'archipelago', mode: '2p', bot: [HUMAN, 'heuristic'], pace: '0' })), 'window.jackalTable !== undefined');
      await typeUnsent(page, 'opt-island', '3');
      await page.select('select[name="opt-mode"]', '2p');
      // the same seats: the form stays and the island's field (decided by a campaign) is drawn anew
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') !== 'opt-island', { timeout: 5_000 });
      expect(await seatCount(page)).toBe(2);
      await keptAndPlayed(page, 'opt-island', '3', { mode: '2p', island: 3, seats: 2 });
    }, 60_000);

    it('Archipelago: a campaign typed, then a new mode: the greyed island is the campaign\'s first, through both redraws, and the game is the campaign', async () => {
      const page = await chromium.open('form-redraw-campaign', tablePage(tableData({ game: 'archipelago', mode: '2p', bot: [HUMAN, 'heuristic'], pace: '0' })), 'window.jackalTable !== undefined');
      const island = (): Promise<{ value: string; disabled: boolean }> =>
        page.$eval('input[name="opt-island"]', (e) => ({ value: (e as HTMLInputElement).value, disabled: (e as HTMLInputElement).disabled }));
      // a count: `--campaign 4` is islands 1..4 (TABLE.md, options.ts), so its first island is 1; the whole form redrawn (4 seats)
      await typeUnsent(page, 'opt-campaign', '4');
      await page.select('select[name="opt-mode"]', '4p');
      await page.waitForFunction(() => document.querySelector('input[name="seat-3"]') !== null, { timeout: 5_000 });
      expect(await island(), 'campaign 4: islands 1..4').toEqual({ value: '1', disabled: true });
      // a list: `4,2` plays island 4 first; the seats stay, so the island is redrawn in place
      await typeUnsent(page, 'opt-campaign', '4,2');
      await page.select('select[name="opt-mode"]', '4p'); // the change is handled in the select's event: the redraw is done
      expect(await seatCount(page)).toBe(4);
      expect(await island(), 'campaign 4,2: island 4 first').toEqual({ value: '4', disabled: true });
      await keptAndPlayed(page, 'opt-campaign', '4,2', { mode: '4p', campaign: '4,2', island: 4, seats: 4 });
    }, 60_000);
  });
}
