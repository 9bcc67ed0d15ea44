/**
 * Per-move times of runs with a time budget (play.ts `decisions`), as two CSVs that, like
 * timing.csv, differ between runs (CPU time on a shared machine is not reproducible):
 * - moves.csv: one row per decision a bot was asked for: game, seat, bot, decision (its
 *   number within the game, from 0), ms (thread CPU ms), iterations (-1: the bot reports
 *   none);
 * - move-times.csv: per bot, decisions, the median, 90th percentile and largest ms, the
 *   mean ms, and the median and mean iterations. Percentiles are nearest-rank (the
 *   ceil(q·n)-th smallest value), so every figure is one of the measured times.
 * Runs without a time budget record no decisions and get neither file.
 */

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { replaceText } from './durable.js';
import type { GameRecord } from './play.js';

export const MOVES_CSV = 'moves.csv';
export const MOVE_TIMES_CSV = 'move-times.csv';

/** The nearest-rank q-quantile (0 < q <= 1) of ascending values; NaN for none. */
export function nearestRank(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

/** A bot's per-move figures over a run. */
export interface MoveTimes {
  bot: string; decisions: number; msMedian: number; msP90: number; msMax: number; msMean: number; itMedian: number; itMean: number;
}

const mean = (xs: Float64Array): number => { let s = 0; for (let i = 0; i < xs.length; i++) s += xs[i]; return xs.length > 0 ? s / xs.length : NaN; };

/** Per-bot figures of the records' decisions, bots in order of first appearance. */
export function moveTimes(records: readonly GameRecord[]): MoveTimes[] {
  const ms = new Map<string, number[]>(), its = new Map<string, number[]>();
  for (const r of records) {
    for (const [seat, t, n] of r.decisions ?? []) {
      const bot = r.bots[seat];
      if (!ms.has(bot)) { ms.set(bot, []); its.set(bot, []); }
      ms.get(bot)!.push(t);
      if (n >= 0) its.get(bot)!.push(n);
    }
  }
  return [...ms.keys()].map((bot) => {
    const t = Float64Array.from(ms.get(bot)!).sort(), n = Float64Array.from(its.get(bot)!).sort();
    return {
      bot, decisions: t.length, msMedian: nearestRank(t, 0.5), msP90: nearestRank(t, 0.9), msMax: t[t.length - 1], msMean: mean(t),
      itMedian: nearestRank(n, 0.5), itMean: mean(n),
    };
  });
}

const cell = (x: number, digits: number): string => (Number.isFinite(x) ? x.toFixed(digits) : '');

/** Writes moves.csv and move-times.csv into dir, or removes them when no record has decisions. */
export function writeMoveTimes(dir: string, records: readonly GameRecord[]): MoveTimes[] {
  const rows: (string | number)[][] = [['game', 'seat', 'bot', 'decision', 'ms', 'iterations']];
  for (const r of records) (r.decisions ?? []).forEach(([seat, t, n], k) => rows.push([r.game, seat, r.bots[seat], k, t, n]));
  if (rows.length === 1) {
    rmSync(join(dir, MOVES_CSV), { force: true });
    rmSync(join(dir, MOVE_TIMES_CSV), { force: true });
    return [];
  }
  const figures = moveTimes(records);
  replaceText(join(dir, MOVES_CSV), stringify(rows));
  replaceText(join(dir, MOVE_TIMES_CSV), stringify([
    ['bot', 'decisions', 'ms_median', 'ms_p90', 'ms_max', 'ms_mean', 'iterations_median', 'iterations_mean'],
    ...figures.map((f) => [f.bot, f.decisions, cell(f.msMedian, 3), cell(f.msP90, 3), cell(f.msMax, 3), cell(f.msMean, 3), cell(f.itMedian, 0), cell(f.itMean, 1)]),
  ]));
  return figures;
}
