/**
 * Self-contained HTML pages: everything a page needs (its scripts, styles and data) is
 * inlined, so a page is one file that opens from disk with no network.
 *
 * - `viewerPage(records)`: the game viewer (dist/web/viewer.js) over one or more game
 *   records, which the page replays with the bundled engine.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRecordDoc } from '../harness/record.js';
import { packageRoot } from '../harness/version.js';

/** A built bundle's text (dist/web/NAME). Throws when it has not been built. */
export function bundle(name: string): string {
  const path = join(packageRoot(), 'dist/web', name);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return readFileSync(path, 'utf8');
}

/** Text safe inside a <script> element (no closing tag, no HTML comment openers). */
export const scriptSafe = (js: string): string => js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/** JSON for a `<script type="application/json">` element. */
export const jsonScript = (id: string, data: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export const escapeHtml = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page frame: head with title and style, the body, the inlined scripts at the end. */
export function page(title: string, css: string, body: string, scripts: string[]): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(title)}</title><style>${css}</style></head>\n<body>\n${body}\n`
    + scripts.map((s) => `<script>${scriptSafe(s)}</script>`).join('\n') + '\n</body></html>\n';
}

const PAGE_CSS = `body{margin:0;padding:18px 22px;background:linear-gradient(#eaf3f7,#f7f3e8);min-height:100vh;box-sizing:border-box;font-family:"DejaVu Sans",Verdana,sans-serif}
h1{font-size:20px;margin:0 0 12px;color:#17384a}
footer{margin-top:14px;color:#6b7b86;font-size:12px}
kbd{border:1px solid #aab;border-radius:3px;padding:0 4px;background:#fff;font-size:11px}`;

/** The viewer page over these records (the first shown; a selector when several). */
export function viewerPage(records: readonly GameRecordDoc[], titles: readonly string[] = [], heading = 'Jackal game viewer'): string {
  const body = `<h1>${escapeHtml(heading)}</h1><div data-jackal-viewer></div>${jsonScript('jackal-records', { records, titles })}`
    + '<footer>Keys: <kbd>←</kbd> <kbd>→</kbd> step · <kbd>Home</kbd> <kbd>End</kbd> · <kbd>PgUp</kbd> <kbd>PgDn</kbd> ten plies · <kbd>space</kbd> play/pause · <kbd>h</kbd> hidden tiles. '
    + 'Positions are recomputed in the page from the moves by the Jackal engine.</footer>';
  return page(heading, PAGE_CSS, body, [bundle('viewer.js')]);
}
