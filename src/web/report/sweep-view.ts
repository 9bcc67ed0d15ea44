/**
 * The sweep page in the browser (part of the report bundle, started by app.ts): reads the
 * figures of `jackal sweep` (src/study/sweep.ts) from `<script type="application/json"
 * id="jackal-sweep">` and draws them: per run, in the order given, a point at the first
 * bot's win rate and a floating bar over its paired 95% interval, labelled by the swept
 * parameter's value (or the run's name); dashed lines at each run's fair share (½ with two
 * sides) and at the goal, if one was given. Then the table of figures and each run's provenance.
 *
 * For tests and the screenshot script: once drawn, `window.jackalSweep` holds
 * `{ ready: true, points }`, the pixel position of every drawn point, in run order.
 */

import type { Sweep, SweepRow } from '../../study/sweep.js';
import { esc, f3, intervalChart } from './charts.js';
import { runLabel, type SweepPageData } from './sweep-data.js';
import { eloNote } from '../../harness/stats/elo.js';

const interval = (lo: number, hi: number): string => (Number.isFinite(lo) ? `${f3(lo)}–${f3(hi)}` : '–');
/**
 * The Elo cell. JSON has no infinities, so an Elo that arrives as null is read from its
 * score: +∞ at a score of 1 or more, −∞ at 0 or less (the paired bounds may pass both).
 */
function elo(r: SweepRow): string {
  if (!r.elo) return '–';
  const n = (x: number | null, score: number | null): string => {
    if (x !== null && Number.isFinite(x)) return `${x >= 0 ? '+' : ''}${x.toFixed(0)}`;
    return score === null ? '–' : score >= 1 ? '+∞' : score <= 0 ? '−∞' : '–';
  };
  const why = r.paired.value === null ? '' : eloNote(r.paired.value);
  return `${n(r.elo.elo, r.paired.value)} [${n(r.elo.lo, r.paired.lo)}, ${n(r.elo.hi, r.paired.hi)}]${why ? ` <small>(${why})</small>` : ''}`;
}

/** A signed difference; JSON carries a non-finite figure as null. */
const signed = (x: number | null): string => (x !== null && Number.isFinite(x) ? `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}` : '–');

/** A run's difference from the first run, deal by deal (the harness's SweepRow.vsFirst). */
function vsFirst(r: SweepRow, i: number): string {
  if (i === 0) return '–';
  if (r.vsFirst === null) return `– <small>(${r.unpaired || 'no deals in common'})</small>`;
  return `${signed(r.vsFirst.diff)} [${signed(r.vsFirst.lo)}, ${signed(r.vsFirst.hi)}] <small>(${r.vsFirst.deals})</small>`;
}

function figuresTable(s: Sweep): string {
  const mixed = new Set(s.rows.map((r) => r.fairShare)).size > 1;
  const pairedCol = s.rows.length > 1;
  const head = ['run', ...(s.param === null ? [] : [s.param]), ...(mixed ? ['fair share'] : []), 'games', 'wins', 'ties', 'losses', 'win rate', '95% (games)', 'paired 95% (deals)', 'Elo [95%]',
    ...(pairedCol ? ['− first run, deal by deal [95%] (deals)'] : [])];
  return `<table><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${s.rows.map((r, i) => `<tr class="${r.partial ? 'partial' : ''}">`
    + `<td>${esc(r.run)}</td>${s.param === null ? '' : `<td>${esc(String(r.value))}</td>`}${mixed ? `<td>${f3(r.fairShare)}</td>` : ''}`
    + `<td>${r.games}${r.partial ? ` <small title="journal games of those planned">(${r.done} of ${r.planned} played)</small>` : ''}</td>`
    + `<td>${r.wins}</td><td>${r.ties}</td><td>${r.losses}</td><td><b>${f3(r.winRate)}</b></td><td>${interval(r.lo, r.hi)}</td>`
    + `<td>${interval(r.paired.lo, r.paired.hi)} <small>(${r.blocks})</small></td><td>${elo(r)}</td>${pairedCol ? `<td>${vsFirst(r, i)}</td>` : ''}</tr>`).join('')}</table>`;
}

function provenanceTable(s: Sweep): string {
  return `<table><tr><th>run</th><th>out dir</th><th>code</th><th>seed</th><th>deals</th><th>bot</th><th>opponents</th><th>what it plays</th></tr>`
    + s.rows.map((r) => `<tr><td>${esc(r.run)}</td><td><code>${esc(r.dir)}</code></td><td><code>${esc(r.code)}</code></td><td>${esc(r.seed)}</td>`
      + `<td>${r.deals}</td><td><code>${esc(r.bot)}</code></td><td><code>${esc(r.opponents.join(', '))}</code></td><td>${esc(r.description)}</td></tr>`).join('')
    + '</table>';
}

/** Draws the sweep into the page's elements (#sweep-chart, #sweep-table, #sweep-provenance, #sweep-command). */
export function renderSweep(d: SweepPageData): void {
  const s = d.sweep;
  const fill = (id: string, html: string): void => { const el = document.getElementById(id); if (el) el.innerHTML = html; };
  fill('sweep-table', figuresTable(s));
  fill('sweep-provenance', provenanceTable(s));
  fill('sweep-command', `<code>${esc(d.command)}</code>`);
  const opponents = [...new Set(s.rows.flatMap((r) => r.opponents))];
  const firsts = [...new Set(s.rows.map((r) => r.bot))];
  const shares = [...new Set(s.rows.map((r) => r.fairShare))];
  const chart = intervalChart('sweep-chart', s.rows.map((r) => ({ label: `${runLabel(s, r)}${r.partial ? ' (partial)' : ''}`, score: r.winRate, lo: r.paired.lo, hi: r.paired.hi, games: r.games })), {
    what: `${firsts.length === 1 ? firsts[0].split(':')[0] : 'the first bot'} against ${opponents.length === 1 ? opponents[0] : 'the others'} (win rate)`,
    interval: 'paired 95% interval (deals)',
    xTitle: s.param ?? 'run',
    oneColour: true,
    lines: [...shares.map((f) => ({ y: f, label: f === 0.5 ? 'even' : `fair share 1/${Math.round(1 / f)}` })),
      ...(d.goal === null ? [] : [{ y: d.goal, label: `goal ${d.goal}`, color: '#2a9d8f' }])],
  });
  const points = chart ? chart.getDatasetMeta(0).data.map((p) => ({ x: p.x, y: p.y })) : [];
  (window as unknown as { jackalSweep: unknown }).jackalSweep = { ready: true, points };
}
