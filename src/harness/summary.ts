/**
 * The readable summary printed at the end of a run or merge: what was played, how
 * far it got, and the per-bot and per-seat tables (the figures of bots.csv and
 * seats.csv, rounded for reading).
 */

import { configSeatings, RunConfig } from './config.js';
import type { StatsRow } from './outputs.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const num = (x: number, d: number): string => (Number.isFinite(x) ? x.toFixed(d) : '-');

function table(head: string, rows: readonly StatsRow[]): string {
  const cells = [
    [head, 'games', 'wins', 'ties', 'losses', 'win rate', '95% interval', 'mean coins'],
    ...rows.map((r) => [r.label, String(r.games), String(r.wins), String(r.ties), String(r.losses), num(r.winRate, 3),
      Number.isFinite(r.lo) ? `${num(r.lo, 3)}-${num(r.hi, 3)}` : '-', num(r.meanCoins, 2)]),
  ];
  const widths = cells[0].map((_, j) => Math.max(...cells.map((row) => row[j].length)));
  return cells.map((row) => row.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  ').trimEnd()).join('\n');
}

/** What the configuration plays, in one line. */
export function describeConfig(c: RunConfig): string {
  const seatingCount = configSeatings(c).length;
  const games = c.deals * c.lineups.length * seatingCount;
  const what = c.name ? `experiment ${c.name}` : 'match';
  const shard = c.shard ? `, shard ${c.shard.index}/${c.shard.count}` : '';
  return `${what}: mode ${c.rules.mode}, ${plural(c.deals, 'deal')} x ${plural(c.lineups.length, 'lineup')} x ${plural(seatingCount, 'seating')}`
    + ` = ${plural(games, 'game')}, seed ${JSON.stringify(c.seed)}${shard}`;
}

export interface SummaryInput {
  config: RunConfig;
  done: number;
  total: number;
  errors: number;
  complete: boolean;
  /** Games left unplayed because they killed their worker again and again. */
  unplayed?: number[];
  /** Worker threads that died (their games were played again). */
  workerDeaths?: number;
  tables: { bots: StatsRow[]; seats: StatsRow[] };
  /** Timing line parts, when there was a session of play. */
  workers?: number;
  seconds?: number;
  played?: number;
  gamesPerSec?: number;
  out: string;
}

/** The summary text (ends with a newline). */
export function summaryText(s: SummaryInput): string {
  const lines = [describeConfig(s.config)];
  let status = `${s.done} of ${s.total} games done, ${plural(s.errors, 'error')}`;
  if (s.seconds !== undefined) {
    status += `; played ${s.played ?? 0} in ${s.seconds.toFixed(1)} s on ${plural(s.workers ?? 1, 'worker')} (${num(s.gamesPerSec ?? 0, 1)} games/s)`;
  }
  lines.push(status);
  if (!s.complete) lines.push(`INCOMPLETE: the CSVs hold the ${s.done} games done; finish the run with the same command and --resume`);
  if (s.workerDeaths) lines.push(`${plural(s.workerDeaths, 'worker')} died; the games they had not finished were played again`);
  if (s.unplayed?.length) {
    lines.push(`${plural(s.unplayed.length, 'game')} left unplayed (each killed its worker every time): ${s.unplayed.slice(0, 10).join(', ')}${s.unplayed.length > 10 ? ', ...' : ''}`);
  }
  if (s.errors > 0) lines.push(`${plural(s.errors, 'game')} ended in an error: see the error column of games.csv (exit status 3)`);
  lines.push('', table('bot', s.tables.bots), '', table('seat', s.tables.seats), '', `results in ${s.out}`);
  return `${lines.join('\n')}\n`;
}
