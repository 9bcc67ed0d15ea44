/**
 * `jackal sweep`: one table comparing finished runs, for scaling studies and parameter
 * sweeps. Each run is an out dir (config.json and the journal games.jsonl); nothing is
 * played or replayed, so runs made by older code compare too (readRecordedConfig).
 *
 * Per run, for the first bot of its first lineup (the bot under study; its opponents are
 * every other spec of the run), with the harness's own statistics (outputs.ts, over the
 * run's results as bots.csv counts them: with an SPRT decision, the deals up to it):
 * - games, wins, ties, losses and the win rate (a k-way tie counts 1/k), with the per-game
 *   95% Wilson interval;
 * - the paired 95% interval of the win rate over complete deals (blocks), the figure to
 *   compare runs by when they share their deals' seed;
 * - with two sides, the logistic Elo of the paired win rate, its interval mapped from the
 *   paired interval (stats/elo.ts's eloRange; a win rate of 1 is +∞ with a finite lower
 *   bound, and the table says "score 1.0: Elo unbounded"); with more sides a win rate of ½
 *   is not even, so none;
 * - with `param`, that parameter's value as config.json's `bots` holds it for the bot;
 * - for every run after the first, its difference from the first run deal by deal: over
 *   the complete deals both runs played (the same deal index and deal seed: runs made with
 *   the same seed, of the same game and rules), the mean of (this run's deal value − the
 *   first run's), a deal's value being the first bot's mean win share over its games in
 *   the deal, with the paired 95% interval over deals (stats/score-interval.ts's
 *   differenceInterval: within [−1, 1], never of zero width). Pairing
 *   removes the luck of the deal, so it is the figure to compare two settings by.
 * A run whose journal holds fewer games than it plans (interrupted, or still running) is
 * taken as it is and marked partial; the games counted are those in the journal.
 */

import { basename, join, resolve } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { botOrder, gameCount, planGame, RunConfig, shardGames, sidesOf } from '../harness/config.js';
import { JOURNAL_FILE, readJournal } from '../harness/journal.js';
import { fmt, sortRecords, statsTables } from '../harness/outputs.js';
import { completeBlocks, sideCount } from '../harness/paired.js';
import type { GameRecord } from '../harness/play.js';
import { readRunRecord } from '../harness/merge.js';
import { resultRecords, sprtOf } from '../harness/sequential.js';
import { describeConfig } from '../harness/summary.js';
import { seatOutcomes } from '../harness/stats/wins.js';
import { eloNote, eloRange } from '../harness/stats/elo.js';
import { blockSample } from '../harness/stats/pentanomial.js';
import { differenceInterval } from '../harness/stats/score-interval.js';
import { UsageError } from '../harness/usage-error.js';

/** One run's figures for its first bot. Rates are in [0, 1]; NaN where there is nothing to count. */
export interface SweepRow {
  /** The experiment's name, or the out dir's name for a match. */
  run: string;
  dir: string;
  bot: string;
  opponents: string[];
  /** The value of the named parameter (null without --param). */
  value: number | string | boolean | null;
  /** Journal games counted (errors included) and the games the run plans (its shard's). */
  done: number;
  planned: number;
  /** True when the run has not played every game it plans and no SPRT stopped it. */
  partial: boolean;
  errors: number;
  /** The bot's games without error, and its wins, ties and losses in them. */
  games: number; wins: number; ties: number; losses: number;
  winRate: number; lo: number; hi: number;
  /** The win rate of an even game: 1 / sides (½ in 2p and 2v2, ⅓ in 3p, ¼ in 4p). */
  fairShare: number;
  /** Complete deals counted in the paired figures. */
  blocks: number;
  paired: { value: number; lo: number; hi: number };
  /** Logistic Elo of the paired win rate with its 95% interval (two sides only; else null). */
  elo: { elo: number; lo: number; hi: number } | null;
  /** Provenance: the code id, the seed, the deals and the one-line description of the run. */
  code: string; seed: string; deals: number; description: string;
  /** This run less the first run, deal by deal (null for the first run, and for a run of another game, rules or seed, or with no deal in common). */
  vsFirst: DealDiff | null;
  /**
   * Why vsFirst is null for a run after the first: `other rules` when its game or rule
   * options differ from the first run's (a --max-plies sweep: the same deals, but not the
   * same games, so not paired), else `no deals in common` (another seed, or no complete deal
   * both played); '' where vsFirst is set and for the first run.
   */
  unpaired: string;
}

/** A paired difference over shared deals: its mean and 95% interval. */
export interface DealDiff { deals: number; diff: number; lo: number; hi: number }

export interface Sweep {
  /** The parameter read from each run's first bot, or null. */
  param: string | null;
  rows: SweepRow[];
}

/** The records of a run's journal, checked to be the games config.json plans (else UsageError on `dirs`). */
function runRecords(dir: string, config: RunConfig): GameRecord[] {
  const { records } = readJournal(join(dir, JOURNAL_FILE), true);
  if (records.length === 0) throw new UsageError('dirs', `${dir} has no finished games in ${JOURNAL_FILE}`);
  const total = gameCount(config);
  for (const r of records) {
    const plan = r.game < total ? planGame(config, r.game) : null;
    if (!plan || plan.deal !== r.deal || plan.bots.join('\n') !== r.bots.join('\n') || (r.error === '' && r.coins.length !== r.bots.length)) {
      throw new UsageError('dirs', `${dir}: game ${r.game} of ${JOURNAL_FILE} is not a game config.json plans (another run's journal?)`);
    }
  }
  return sortRecords(records);
}

/** The named parameter of the run's first bot. Throws UsageError on `param`. */
function paramValue(dir: string, config: RunConfig, bot: string, param: string): SweepRow['value'] {
  const params = config.bots[bot] as Record<string, unknown>;
  if (!Object.hasOwn(params, param)) {
    throw new UsageError('param', `${dir}: the first bot ${bot} has no parameter ${JSON.stringify(param)}; it has ${Object.keys(params).join(', ') || 'none'}`);
  }
  // a run's iteration budget overrides a searching bot's own iterations (bots/mcts.ts)
  if (param === 'iterations' && config.budget.iterations > 0) {
    throw new UsageError('param', `${dir}: the run's budget of ${config.budget.iterations} iterations overrides the bot's iterations; compare by the budget instead`);
  }
  const v = params[param];
  if (typeof v !== 'number' && typeof v !== 'string' && typeof v !== 'boolean') throw new UsageError('param', `${dir}: ${param} of ${bot} is not a single value`);
  return v;
}

/** A run's row with what pairing needs: the first bot's value per complete deal (keyed by deal and deal seed), and its game, rules and seed. */
interface ReadRun { row: SweepRow; dealValues: Map<string, number>; rules: string; seed: string }

/** The first bot's mean win share in each complete deal of the records. */
function dealValues(config: RunConfig, records: readonly GameRecord[], bot: string): Map<string, number> {
  const out = new Map<string, number>();
  const sides = sidesOf(config);
  for (const block of completeBlocks(config, records)) {
    let sum = 0, n = 0;
    for (const r of block) {
      if (r.error !== '') continue;
      seatOutcomes(sides, r.coins).forEach((o, seat) => { if (r.bots[seat] === bot) { sum += o.share; n++; } });
    }
    if (n > 0) out.set(`${block[0].deal}:${block[0].dealSeed}`, sum / n);
  }
  return out;
}

/**
 * `run` less `base` over the deals both played, or null when they share none: the paired
 * sample of the per-deal differences, with the harness's paired interval of a difference
 * (stats/score-interval.ts).
 */
export function dealDiff(run: ReadonlyMap<string, number>, base: ReadonlyMap<string, number>): DealDiff | null {
  const d: number[] = [];
  for (const [k, v] of run) { const b = base.get(k); if (b !== undefined) d.push(v - b); }
  if (d.length === 0) return null;
  const sample = blockSample(d);
  const [lo, hi] = differenceInterval(sample);
  return { deals: sample.n, diff: sample.mean, lo, hi };
}

/** One run's row. Throws UsageError (on `dirs` or `param`) when dir is not a run with games. */
export function sweepRow(dir: string, param: string | null = null): SweepRow {
  return readRun(dir, param).row;
}

function readRun(dir: string, param: string | null): ReadRun {
  const config = readRunRecord(dir);
  const bot = config.lineups[0][0];
  const value = param === null ? null : paramValue(dir, config, bot, param);
  const all = runRecords(dir, config);
  const records = resultRecords(config, all);
  const t = statsTables(config, records);
  const stats = t.bots.find((b) => b.label === bot)!;
  const planned = config.shard ? shardGames(config).length : gameCount(config);
  const stopped = sprtOf(config, all)?.decidedAt != null;
  const sides = sideCount(config);
  const e = sides === 2 && stats.blocks > 0 ? eloRange(stats.paired.value, stats.paired.lo, stats.paired.hi, NaN) : null;
  const row: SweepRow = {
    run: config.name ?? basename(resolve(dir)), dir, bot, opponents: botOrder(config).filter((b) => b !== bot), value,
    done: all.length, planned, partial: all.length < planned && !stopped, errors: records.filter((r) => r.error !== '').length,
    games: stats.games, wins: stats.wins, ties: stats.ties, losses: stats.losses, winRate: stats.winRate, lo: stats.lo, hi: stats.hi, fairShare: 1 / sides,
    blocks: stats.blocks, paired: stats.paired, elo: e && { elo: e.elo, lo: e.lo, hi: e.hi },
    code: config.code, seed: config.seed, deals: config.deals, description: describeConfig(config), vsFirst: null, unpaired: '',
  };
  return { row, dealValues: dealValues(config, records, bot), rules: JSON.stringify([config.game, config.rules]), seed: config.seed };
}

/** The sweep over these out dirs, in the order given. Throws UsageError on bad input. */
export function sweepRuns(dirs: readonly string[], param: string | null = null): Sweep {
  if (dirs.length === 0) throw new UsageError('dirs', 'give at least one run\'s out dir');
  if (param !== null && param.trim() === '') throw new UsageError('param', 'must name a bot parameter, e.g. iterations');
  const again = dirs.findIndex((d, i) => dirs.slice(0, i).some((e) => resolve(e) === resolve(d)));
  if (again >= 0) throw new UsageError('dirs', `${dirs[again]} is given twice`);
  const runs = dirs.map((d) => readRun(d, param));
  for (const r of runs.slice(1)) {
    if (r.rules === runs[0].rules && r.seed === runs[0].seed) r.row.vsFirst = dealDiff(r.dealValues, runs[0].dealValues);
    if (r.row.vsFirst === null) r.row.unpaired = r.rules === runs[0].rules ? 'no deals in common' : 'other rules';
  }
  return { param, rows: runs.map((r) => r.row) };
}

/**
 * The sweep as CSV: one row per run, in order; numbers with the fixed rounding of bots.csv;
 * empty cells where there is no figure. `partial` is 1 for a run still short of its games.
 */
export function sweepCsv(s: Sweep): string {
  const head = ['run', 'bot', ...(s.param === null ? [] : [s.param]), 'opponents', 'games', 'wins', 'ties', 'losses', 'win_rate',
    'win_rate_lo', 'win_rate_hi', 'fair_share', 'blocks', 'paired_lo', 'paired_hi', 'elo', 'elo_lo', 'elo_hi', 'done', 'planned', 'partial', 'errors', 'code', 'seed',
    'vs_first_deals', 'vs_first_diff', 'vs_first_lo', 'vs_first_hi'];
  return stringify([head, ...s.rows.map((r) => [
    r.run, r.bot, ...(s.param === null ? [] : [String(r.value)]), r.opponents.join(' '), r.games, r.wins, r.ties, r.losses,
    fmt(r.winRate, 6), fmt(r.lo, 6), fmt(r.hi, 6), fmt(r.fairShare, 6), r.blocks, fmt(r.paired.lo, 6), fmt(r.paired.hi, 6),
    fmt(r.elo?.elo ?? NaN, 2), fmt(r.elo?.lo ?? NaN, 2), fmt(r.elo?.hi ?? NaN, 2), r.done, r.planned, r.partial ? 1 : 0, r.errors, r.code, r.seed,
    r.vsFirst?.deals ?? '', fmt(r.vsFirst?.diff ?? NaN, 6), fmt(r.vsFirst?.lo ?? NaN, 6), fmt(r.vsFirst?.hi ?? NaN, 6),
  ])]);
}

/** A figure with three decimals, or an en dash for none. */
const d3 = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : '–');
/** A signed whole Elo; ±∞ past a score of 0 or 1. */
const eloText = (x: number): string => (Number.isNaN(x) ? '–' : Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(0)}` : x > 0 ? '+∞' : '−∞');

/** A signed figure with three decimals (a minus sign, not a hyphen), or an en dash for none. */
const s3 = (x: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}` : '–');

/** A run's difference from the first run, as the Markdown table and the page print it. */
export function dealDiffText(r: SweepRow, first: boolean): string {
  if (first) return '–';
  const v = r.vsFirst;
  if (v === null) return `– (${r.unpaired || 'no deals in common'})`;
  return `${s3(v.diff)} [${s3(v.lo)}, ${s3(v.hi)}] over ${v.deals} ${v.deals === 1 ? 'deal' : 'deals'}`;
}

/**
 * The sweep as a Markdown table for the README (what `jackal sweep` prints): per run, its
 * name, the parameter's value, the first bot's games (for a partial run, the journal's games of those planned),
 * W / T / L, the win rate with its paired 95% interval, and the Elo with its interval; with
 * more than one run, each run's difference from the first, deal by deal.
 */
export function sweepMarkdown(s: Sweep): string {
  const pairedCol = s.rows.length > 1;
  const head = ['run', ...(s.param === null ? [] : [s.param]), 'games', 'W / T / L', 'win rate [95% paired]', 'Elo [95%]',
    ...(pairedCol ? ['− first run, deal by deal [95%]'] : [])];
  const rows = s.rows.map((r, i) => [
    `\`${r.run}\``, ...(s.param === null ? [] : [String(r.value)]), r.partial ? `${r.games} (partial: ${r.done} of ${r.planned} games)` : String(r.games),
    `${r.wins} / ${r.ties} / ${r.losses}`, `${d3(r.winRate)} [${d3(r.paired.lo)}, ${d3(r.paired.hi)}]`,
    r.elo ? `${eloNote(r.paired.value) || eloText(r.elo.elo)} [${eloText(r.elo.lo)}, ${eloText(r.elo.hi)}]` : '–',
    ...(pairedCol ? [dealDiffText(r, i === 0)] : []),
  ]);
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |\n`).join('');
}
