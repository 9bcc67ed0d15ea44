/**
 * The report page in the browser (bundled with Chart.js into dist/web/report.js; see
 * src/web/build.ts): reads the figures (data.ts) from `<script type="application/json"
 * id="jackal-report">` and draws them: scores with their intervals as floating bars with a
 * point at the estimate, histograms of coins and of game length, and the tables. The page's
 * notable games are shown by the viewer bundle (viewer/app.ts) next to this one. A sweep
 * page (`jackal sweep`) holds `id="jackal-sweep"` instead, drawn by sweep-view.ts.
 */

import { canvas, Chart, esc, f3, intervalChart, PALETTE } from './charts.js';
import type { ReportData, ScoreRow, Table } from '../../study/report-data.js';
import { SWEEP_ELEMENT, type SweepPageData } from './sweep-data.js';
import { renderSweep } from './sweep-view.js';
import { pText } from '../../harness/stats/p-text.js';

function histogram(id: string, labels: string[], series: { label: string; data: number[] }[], xTitle: string, yTitle: string): void {
  const el = canvas(id);
  if (!el) return;
  new Chart(el, {
    type: 'bar',
    data: { labels, datasets: series.map((s, i) => ({ label: s.label, data: s.data, backgroundColor: `${PALETTE[i % PALETTE.length]}cc`, borderWidth: 0, barPercentage: 0.95, categoryPercentage: 0.9 })) },
    options: {
      responsive: true, maintainAspectRatio: false,
      scales: { x: { title: { display: true, text: xTitle } }, y: { beginAtZero: true, title: { display: true, text: yTitle } } },
      plugins: { legend: { display: series.length > 1, position: 'bottom' } },
    },
  });
}

function scoreTable(rows: ScoreRow[], head: string, paired: string): string {
  const p = (r: ScoreRow): string => (Number.isFinite(r.paired.lo) ? `${head === 'seat' ? `${f3(r.paired.value)} ` : ''}${f3(r.paired.lo)}–${f3(r.paired.hi)}` : '–');
  return `<table><tr><th>${head}</th><th>games</th><th>wins</th><th>ties</th><th>losses</th><th>win rate</th><th>95% interval</th><th>${paired}</th><th>mean coins</th></tr>`
    + rows.map((r) => `<tr><td>${esc(r.label)}</td><td>${r.games}</td><td>${r.wins}</td><td>${r.ties}</td><td>${r.losses}</td><td><b>${f3(r.score)}</b></td>`
      + `<td>${f3(r.lo)}–${f3(r.hi)}</td><td>${p(r)}</td><td>${Number.isFinite(r.meanCoins) ? r.meanCoins.toFixed(2) : '–'}</td></tr>`).join('') + '</table>';
}

function crosstable(d: ReportData): string {
  const x = d.crosstable;
  if (!x) return '';
  const cell = (s: number | null, n: number): string => {
    if (s === null) return '<td class="na">–</td>';
    const hue = s >= 0.5 ? `rgba(42,157,143,${(s - 0.5) * 1.6})` : `rgba(228,87,46,${(0.5 - s) * 1.6})`;
    return `<td style="background:${hue}" title="${n} meetings">${s.toFixed(3)}<small> ${n}</small></td>`;
  };
  return `<table class="cross"><tr><th>row bot's score against →</th>${x.bots.map((b) => `<th>${esc(b)}</th>`).join('')}</tr>`
    + x.bots.map((b, i) => `<tr><th>${esc(b)}</th>${x.bots.map((_, j) => (i === j ? '<td class="na"></td>' : cell(x.score[i][j], x.meetings[i][j]))).join('')}</tr>`).join('') + '</table>';
}

const rawTable = (t: Table): string => `<h3>${esc(t.name)}</h3><div class="scroll"><table><tr>${t.header.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>`
  + t.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('') + '</table></div>';

function render(d: ReportData): void {
  const fill = (id: string, html: string): void => { const el = document.getElementById(id); if (el) el.innerHTML = html; };
  fill('bots-table', scoreTable(d.bots, 'bot', 'paired 95% (blocks)'));
  fill('seats-table', scoreTable(d.seats, 'seat', 'effect within deals, 95%') + `<p class="note">p-value of "all seats equal": ${Number.isFinite(d.seatP) ? pText(d.seatP, 3) + (d.seatCaution ? ` (${esc(d.seatCaution)})` : '') : `none (${esc(d.seatReason ?? 'not computed')})`}</p>`);
  fill('crosstable', crosstable(d));
  fill('reasons', `<table><tr><th>end reason</th><th>games</th></tr>${d.reasons.map(([r, n]) => `<tr><td>${esc(r)}</td><td>${n}</td></tr>`).join('')}</table>`);
  fill('provenance', `<table>${d.provenance.map(([k, v]) => `<tr><th>${esc(k)}</th><td><code>${esc(v)}</code></td></tr>`).join('')}</table>`);
  fill('tables', d.tables.map(rawTable).join(''));
  intervalChart('bots-chart', d.bots, { what: 'bot (win rate)', interval: '95% interval' });
  const seats = d.seats.length;
  intervalChart('seats-chart', d.seats.map((s) => ({ ...s, label: `seat ${s.label}` })),
    { what: 'seat (win rate)', interval: '95% interval', lines: seats > 0 ? [{ y: 1 / seats }] : [] });
  const maxCoin = Math.max(0, ...d.coins.map((c) => c.counts.length - 1));
  histogram('coins-chart', Array.from({ length: maxCoin + 1 }, (_, k) => String(k * d.scoreStep)),
    d.coins.map((c) => ({ label: c.bot, data: c.counts })), 'score at the end: coins aboard (Jackal), 1 / ½ / 0 (chess); per seat and game', 'seat-games');
  histogram('length-chart', d.length.counts.map((_, i) => `${i * d.length.width}`),
    [{ label: 'games', data: d.length.counts }], `plies (bins of ${d.length.width})`, 'games');
}

function boot(): void {
  const sweep = document.getElementById(SWEEP_ELEMENT);
  if (sweep) renderSweep(JSON.parse(sweep.textContent ?? '{}') as SweepPageData);
  const el = document.getElementById('jackal-report');
  if (!el) return;
  const data = JSON.parse(el.textContent ?? '{}') as ReportData;
  render(data);
  (window as unknown as { jackalReport: { ready: boolean } }).jackalReport = { ready: true };
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot); else boot();
}
