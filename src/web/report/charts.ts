/**
 * What the report bundle's pages share in the browser: Chart.js with the parts they use
 * registered, the palette, text helpers, and the interval chart (a point at each estimate,
 * a floating bar over its interval, dashed reference lines) that both the run report
 * (app.ts) and the sweep (sweep-view.ts) draw.
 */

import {
  BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);
Chart.defaults.font.family = '"DejaVu Sans", Verdana, sans-serif';
Chart.defaults.animation = false;

export { Chart };

export const PALETTE = ['#1f77b4', '#e4572e', '#2a9d8f', '#f2a541', '#6a4c93', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];
export const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Three decimals, or an en dash for no figure. */
export const f3 = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : '–');

export const canvas = (id: string): HTMLCanvasElement | null => document.getElementById(id) as HTMLCanvasElement | null;

/** One estimate with its interval (NaN bounds: no bar). */
export interface IntervalPoint { label: string; score: number; lo: number; hi: number; games: number }

/** A dashed horizontal line at y, with an optional label at its right end. */
export interface RefLine { y: number; label?: string; color?: string }

export interface IntervalOptions {
  /** The legend of the points, e.g. `bot (win rate)`. */
  what: string;
  /** The legend and tooltip name of the interval, e.g. `95% interval`. */
  interval: string;
  lines?: RefLine[];
  xTitle?: string;
  /** One colour a point and bar for all (a sweep), or a colour per category (default). */
  oneColour?: boolean;
}

/**
 * Estimates with 95% intervals on a 0..1 scale: a floating bar from lo to hi and a point at
 * the estimate per category, in the order given. Returns the chart (null without its canvas).
 */
export function intervalChart(id: string, rows: IntervalPoint[], o: IntervalOptions): Chart | null {
  const el = canvas(id);
  if (!el) return null;
  const colour = (i: number): string => (o.oneColour ? PALETTE[0] : PALETTE[i % PALETTE.length]);
  const lines = o.lines ?? [];
  return new Chart(el, {
    type: 'bar',
    data: {
      labels: rows.map((r) => r.label),
      datasets: [
        { type: 'line', label: o.what, data: rows.map((r) => r.score), showLine: false, pointRadius: 7, pointHoverRadius: 8,
          pointBackgroundColor: '#17384a', pointBorderColor: '#fff', borderColor: '#17384a', order: 0 },
        { type: 'bar', label: o.interval, data: rows.map((r) => [r.lo, r.hi]) as unknown as number[], // a floating bar: [from, to]
          backgroundColor: rows.map((_, i) => `${colour(i)}99`), borderColor: rows.map((_, i) => colour(i)), borderWidth: 1.5, barPercentage: 0.35, order: 1 },
      ],
    },
    options: {
      responsive: true, maintainAspectRatio: false,
      scales: {
        y: { min: 0, max: 1, title: { display: true, text: 'win rate (ties count 1/k)' } },
        ...(o.xTitle ? { x: { title: { display: true, text: o.xTitle } } } : {}),
      },
      plugins: {
        tooltip: { callbacks: { label: (c) => (c.datasetIndex === 0 ? `win rate ${f3(c.parsed.y ?? NaN)}`
          : `${o.interval}: ${f3(rows[c.dataIndex].lo)}–${f3(rows[c.dataIndex].hi)} (${rows[c.dataIndex].games} games)`) } },
        legend: { position: 'bottom' },
      },
    },
    plugins: lines.length === 0 ? [] : [{
      id: 'reference-lines',
      afterDatasetsDraw: (chart) => {
        const { ctx, chartArea } = chart;
        for (const l of lines) {
          const y = chart.scales.y.getPixelForValue(l.y);
          ctx.save();
          ctx.strokeStyle = l.color ?? '#999'; ctx.setLineDash([5, 4]);
          ctx.beginPath(); ctx.moveTo(chartArea.left, y); ctx.lineTo(chartArea.right, y); ctx.stroke();
          if (l.label) {
            ctx.fillStyle = l.color ?? '#777'; ctx.font = '11px "DejaVu Sans", Verdana, sans-serif'; ctx.textAlign = 'right';
            ctx.fillText(l.label, chartArea.right - 4, y - 4);
          }
          ctx.restore();
        }
      },
    }],
  });
}
