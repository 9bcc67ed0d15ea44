/**
 * The table page (`jackal table`): one self-contained HTML file with the table bundle
 * (dist/web/table.js, which also runs the bots' worker) and its data (data.ts). Opened
 * from disk it plays: no server, no network.
 */

import { escapeHtml, jsonScript, page, bundle } from '../page.js';
import { TABLE_ELEMENT, type TablePageData } from './data.js';

const CSS = `body{margin:0;padding:14px 20px;background:linear-gradient(#eaf3f7,#f7f3e8);min-height:100vh;box-sizing:border-box;font-family:"DejaVu Sans",Verdana,sans-serif}
h1{font-size:20px;margin:0 0 10px;color:#17384a}
footer{margin-top:14px;color:#6b7b86;font-size:12px}`;

/** The page of a table set up as `data` says. */
export function tablePage(data: TablePageData, heading = 'Jackal Lab: a table against the bots'): string {
  const body = `<h1>${escapeHtml(heading)}</h1><div data-jackal-table></div>${jsonScript(TABLE_ELEMENT, data)}
<footer>Click a piece (or a ship) to light up its moves, then a lit cell; several moves to one cell are asked for by name. `
    + 'The bots think in a Web Worker and see only what their seats see. "download record" saves the game in the harness\'s record format '
    + '(<code>jackal view FILE --out game.html</code>, <code>jackal table --check FILE</code>).</footer>';
  return page(heading, CSS, body, [bundle('table.js')]);
}
