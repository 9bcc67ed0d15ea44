/**
 * Self-contained HTML pages: everything a page needs (its scripts, styles and data) is
 * inlined, so a page is one file that opens from disk with no network.
 *
 * - `viewerPage(records)`: the game viewer (dist/web/viewer.js) over one or more game
 *   records, which the page replays with the bundled engine;
 * - `reportPage(data, records)`: a run's report (dist/web/report.js, with Chart.js) with
 *   the viewer over its notable games;
 * - `sweepPage(data)`: several runs compared (`jackal sweep`), drawn by the same bundle.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRecordDoc } from '../harness/record.js';
import type { ReportData } from '../study/report-data.js';
import { SWEEP_ELEMENT, type SweepPageData } from './report/sweep-data.js';
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
  const body = `<h1>${escapeHtml(heading)}</h1><div data-jackal-viewer data-autofocus></div>${jsonScript('jackal-records', { records, titles })}`
    + '<footer>Keys: <kbd>←</kbd> <kbd>→</kbd> step · <kbd>Home</kbd> <kbd>End</kbd> · <kbd>PgUp</kbd> <kbd>PgDn</kbd> ten plies · <kbd>space</kbd> play/pause · <kbd>h</kbd> hidden tiles. '
    + 'Positions are recomputed in the page from the moves by the game\'s engine.</footer>';
  return page(heading, PAGE_CSS, body, [bundle('viewer.js')]);
}

const REPORT_CSS = `${PAGE_CSS}
body{max-width:1240px;margin:0 auto}
.lede{color:#40535f;margin:-6px 0 14px}
.cards{display:flex;gap:10px;flex-wrap:wrap;margin-bottom:14px}
.card{background:#fff;border-radius:8px;padding:8px 14px;box-shadow:0 1px 4px rgba(0,40,60,.15)}
.card b{display:block;font-size:20px;color:#17384a}
.card span{font-size:12px;color:#6b7b86}
section{background:#fff;border-radius:10px;padding:12px 16px 16px;margin:0 0 16px;box-shadow:0 1px 6px rgba(0,40,60,.12)}
h2{font-size:16px;margin:2px 0 10px;color:#17384a}
h3{font-size:13.5px;margin:12px 0 6px}
.row{display:flex;gap:18px;flex-wrap:wrap}
.row>div{flex:1 1 460px;min-width:300px}
.chart{position:relative;height:280px}
table{border-collapse:collapse;font-size:12.5px;margin:6px 0}
th,td{border-bottom:1px solid #e3e9ed;padding:3px 8px;text-align:right}
th:first-child,td:first-child{text-align:left}
table.cross td{min-width:70px;text-align:center}
table.cross td small{color:#556}
td.na{background:#f2f4f5;color:#999}
.scroll{overflow:auto;max-height:360px}
code{font-size:11.5px;word-break:break-all}
#provenance td{text-align:left}
.note{color:#6b7b86;font-size:12px}`;

/** The report page of a run: figures (data.ts) drawn by the report bundle, the notable games in the viewer. */
export function reportPage(d: ReportData, records: readonly GameRecordDoc[], titles: readonly string[], missing: string): string {
  const card = (v: string | number, what: string): string => `<div class="card"><b>${escapeHtml(String(v))}</b><span>${escapeHtml(what)}</span></div>`;
  const several = d.bots.length > 1;
  const body = `<h1>${escapeHtml(d.title)}</h1><p class="lede">${escapeHtml(d.description)}</p>
<div class="cards">${card(d.games, 'games')}${card(d.errors, 'errors')}${card(d.bots.length, d.bots.length === 1 ? 'bot' : 'bots')}${card(d.length.mean.toFixed(0), 'mean plies')}${card(d.length.max, 'longest game (plies)')}</div>
<section><h2>Score per bot, with 95% Wilson intervals</h2><div class="row"><div class="chart"><canvas id="bots-chart"></canvas></div><div id="bots-table"></div></div></section>
${several ? '<section><h2>Crosstable: pairwise score (better rank 1, equal ½) and meetings</h2><div id="crosstable"></div></section>' : ''}
<section><h2>Per seat: the seat effect (dashed: a fair share)</h2><div class="row"><div class="chart"><canvas id="seats-chart"></canvas></div><div id="seats-table"></div></div></section>
<section><h2>Distributions</h2><div class="row"><div class="chart"><canvas id="coins-chart"></canvas></div><div class="chart"><canvas id="length-chart"></canvas></div></div><div id="reasons"></div></section>
${d.tables.length ? '<section><h2>Tables of the run</h2><div id="tables"></div></section>' : ''}
<section><h2>Notable games</h2>${records.length ? `<p class="note">${d.notable.map((n) => `${escapeHtml(n.title)} (game ${n.game}; ${escapeHtml(n.why)})`).join(' · ')}. Pick one above the move list.</p><div data-jackal-viewer></div>` : ''}${missing ? `<p class="note">${escapeHtml(missing)}</p>` : ''}</section>
<section><h2>Provenance (config.json)</h2><div id="provenance"></div></section>
${jsonScript('jackal-report', d)}${records.length ? jsonScript('jackal-records', { records, titles }) : ''}
<footer>Made by <code>jackal report</code>. Plots: Chart.js, inlined. Games are replayed in the page by the game's engine.</footer>`;
  return page(d.title, REPORT_CSS, body, [bundle('report.js'), ...(records.length ? [bundle('viewer.js')] : [])]);
}

/** The sweep page: the first bots' scores per run (drawn by report/sweep-view.ts), their table, provenance and the command. */
export function sweepPage(d: SweepPageData): string {
  const rows = d.sweep.rows;
  const partial = rows.filter((r) => r.partial).length;
  const lede = `${rows.length} ${rows.length === 1 ? 'run' : 'runs'}, in the order given; per run the first bot of its first lineup`
    + `${d.sweep.param === null ? '' : `, by its parameter ${d.sweep.param}`}.${partial ? ` ${partial} still short of their games (marked).` : ''}`;
  const body = `<h1>${escapeHtml(d.title)}</h1><p class="lede">${escapeHtml(lede)}</p>
<section><h2>Win rate with its paired 95% interval over deals (dashed: the fair share${d.goal === null ? '' : ' and the goal'})</h2><div class="chart wide"><canvas id="sweep-chart"></canvas></div>
<div id="sweep-table"></div><p class="note">Win rate: a win 1, a k-way tie 1/k, games with an error left out. Paired interval: over complete deals (both seatings), from the harness's statistics (bots.csv's paired_lo, paired_hi); Elo: the logistic Elo of the paired win rate.</p></section>
<section><h2>Provenance</h2><div id="sweep-provenance"></div><p class="note">Made by <span id="sweep-command"></span></p></section>
${jsonScript(SWEEP_ELEMENT, d)}
<footer>Made by <code>jackal sweep</code> from each run's config.json and games.jsonl. Plots: Chart.js, inlined.</footer>`;
  return page(d.title, `${REPORT_CSS}\n.chart.wide{height:340px}\ntr.partial td{color:#8a5a00}\n#sweep-provenance td,#sweep-provenance th{text-align:left}`, body, [bundle('report.js')]);
}
