/**
 * The table in the browser (bundled by esbuild into dist/web/table.js; src/web/build.ts):
 * a person plays any game of the table (games.ts) against the bots, or beside them.
 *
 * One bundle plays two parts. In the page it draws the setup form (setup-form.ts), then the
 * game: the board of the person's view, the legal moves made by clicks (table-game.ts's
 * hands), the move list in the game's notation, a hint button, and the record to download.
 * Started as a Web Worker (from the page's own script text, so the page stays one file
 * that opens from disk) it runs the bots (worker.ts), so the page answers clicks while a
 * search thinks.
 *
 * Fair play. The board shows `Session.view()`: the observation of the person's seat, whose
 * face-down tiles stay face down but for that person's own lighthouse peeks (drawn faded);
 * the bots see their seats' observations only (seat-bots.ts). Bot moves are shown one at a
 * time, `pace` ms apart; a forced move (the only legal one) is played by the table, as the
 * harness plays it.
 *
 * `window.jackalTable` exposes the table for tests (see `TableHandle`).
 */

import { TABLE_ELEMENT, type TablePageData } from './data.js';
import { TABLE_CSS } from './style.js';
import { Table, type TableHandle } from './table.js';
import { serveTable } from './worker.js';

export type { TableHandle };

function boot(): void {
  const el = document.getElementById(TABLE_ELEMENT);
  const root = document.querySelector('[data-jackal-table]') as HTMLElement | null;
  if (!el || !root) return;
  if (!document.getElementById('jt-style')) {
    const style = document.createElement('style');
    style.id = 'jt-style';
    style.textContent = TABLE_CSS;
    document.head.appendChild(style);
  }
  const table = new Table(root, JSON.parse(el.textContent ?? '{}') as TablePageData);
  const handle: TableHandle = {
    get phase() { return table.phase; },
    get ply() { return table.ply; },
    get over() { return table.over; },
    get thinking() { return table.thinking; },
    get awaitingPerson() { return table.awaitingPerson; },
    get lastThink() { return table.lastThink; },
    get errors() { return table.errors; },
    get clickMs() { return table.clickMs; },
    record: () => table.record(),
  };
  (window as unknown as { jackalTable: TableHandle }).jackalTable = handle;
}

if (typeof document === 'undefined') serveTable(self as unknown as Parameters<typeof serveTable>[0]);
else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot); else boot();
