/**
 * The readable summary printed at the end of a run or merge: what was played, how
 * far it got, and the tables of the CSVs rounded for reading: per bot (win rate with
 * its per-game and paired intervals), per seat (effect within deals and the test of
 * "all seats equal"), head to head (score, Elo ± and LOS per pair), the joint ratings
 * when more than two bots played, and the SPRT. A figure that cannot be computed says
 * why: an Elo of a score of 0 or 1 ("score 1.0: Elo unbounded", with the bound that
 * exists), a rating the data cannot bound (the meetings that make it so), a seat test
 * without spread.
 */

import { anchorOf, configSeatings, gamesPerDeal, modeOf, RunConfig } from './config.js';
import { DEFAULT_GAME } from './games.js';
import { leftOutText } from './paired.js';
import type { PairRow, RatingRow, StatsRow, Tables } from './outputs.js';
import { sprtText } from './stats/sprt.js';
import { pText } from './stats/p-text.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const num = (x: number, d: number): string => (Number.isFinite(x) ? x.toFixed(d) : '-');
const signed = (x: number, d: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(d)}` : '-');
const range = (lo: number, hi: number, d: number): string => (Number.isFinite(lo) && Number.isFinite(hi) ? `${num(lo, d)} to ${num(hi, d)}` : '-');

/** A head-to-head Elo and its interval; a score of 0 or 1 says so, with the one bound there is. */
function eloCells(p: PairRow): [string, string] {
  const e = p.elo;
  if (p.note) return [p.note, Number.isFinite(e.lo) ? `>= ${signed(e.lo, 1)}` : Number.isFinite(e.hi) ? `<= ${signed(e.hi, 1)}` : '-'];
  return [`${signed(e.elo, 1)} ± ${num(e.pm, 1)}`, `${signed(e.lo, 1)} to ${signed(e.hi, 1)}`];
}

/** The joint ratings: against the anchor where the data bound them, else within the bot's group, and why. */
function ratingLines(anchor: string, rows: readonly RatingRow[]): string[] {
  const bounded = (r: RatingRow): boolean => r.group === rows.find((x) => x.anchor)?.group;
  const inGroup = (r: RatingRow): string => {
    if (bounded(r)) return '';
    const ref = rows[r.reference].bot;
    return r.bot === ref ? `${ref} = 0` : `${signed(r.groupElo, 1)} (${range(r.groupLo, r.groupHi, 1)}) against ${ref}`;
  };
  const elo = (r: RatingRow): string => (Number.isNaN(r.elo) ? 'not ordered' : Number.isFinite(r.elo) ? signed(r.elo, 1) : r.elo > 0 ? '+inf' : '-inf');
  const split = rows.some((r) => !bounded(r));
  const table = grid([
    [`rating (Elo, ${anchor} = 0)`, 'Elo', '95%', ...(split ? ['within its group (95%)'] : [])],
    ...rows.map((r) => [r.bot, elo(r), r.anchor ? 'anchor' : bounded(r) ? range(r.lo, r.hi, 1) : '-', ...(split ? [inGroup(r)] : [])]),
  ]);
  const notes = [...new Map(rows.filter((r) => r.note).map((r) => [r.group, r.note])).values()];
  return [table, ...notes];
}
/** Aligned columns: the first left-aligned, the rest right-aligned. */
function grid(cells: string[][]): string {
  const widths = cells[0].map((_, j) => Math.max(...cells.map((row) => row[j].length)));
  return cells.map((row) => row.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  ').trimEnd()).join('\n');
}

/**
 * The heading of the coins column: games.csv's `coins` is Jackal's coins aboard, but
 * Pirate chess's game score (1, ½, 0) and a solo mission's score (ARCHIPELAGO.md "Solo
 * play"), which "mean coins" would misname (Pirate chess has coins of its own).
 */
const coinsHeading = (c: RunConfig): string => (c.game === 'pirate-chess' || c.rules.mode === 'solo' ? 'mean score' : 'mean coins');

/** The bot table; a forfeits column when a bot forfeited (bots.csv's `forfeits`), since those games are in no other column. */
function botTable(c: RunConfig, rows: readonly StatsRow[], forfeits: readonly number[]): string {
  const gave = forfeits.some((n) => n > 0);
  return grid([
    ['bot', 'games', 'wins', 'ties', 'losses', 'win rate', '95% per game', `95% paired`, 'blocks', coinsHeading(c), ...(gave ? ['forfeits'] : [])],
    ...rows.map((r, i) => [r.label, String(r.games), String(r.wins), String(r.ties), String(r.losses), num(r.winRate, 3),
      range(r.lo, r.hi, 3), range(r.paired.lo, r.paired.hi, 3), String(r.blocks), num(r.meanCoins, 2), ...(gave ? [String(forfeits[i] ?? 0)] : [])]),
  ]);
}

/**
 * What the research stops did (none: no line): games ended by the ply limit or the stall
 * are scored as they stood and counted as finished games, so a win rate may rest on games
 * cut short; the line says how many and how many of them one side led alone.
 */
export function stopsText(c: RunConfig, stops: Tables['stops']): string[] {
  const what: Record<string, string> = { 'ply-limit': `stopped at the ply limit (--max-plies ${String(c.rules.maxPlies)})`, stalled: 'stalled (no progress: the stall rule)' };
  return stops.map((s) => `${plural(s.games, 'game')} ${what[s.reason] ?? s.reason}, end_reason ${s.reason}: scored as they stood and counted as finished games: `
    + `${s.decided} with one side alone first (wins), ${s.games - s.decided} with first place shared (ties)`);
}

function seatTable(c: RunConfig, rows: readonly StatsRow[]): string {
  return grid([
    ['seat', 'games', 'win rate', '95% per game', 'effect', '95% within deals', coinsHeading(c)],
    ...rows.map((r) => [r.label, String(r.games), num(r.winRate, 3), range(r.lo, r.hi, 3), signed(r.paired.value, 3),
      range(r.paired.lo, r.paired.hi, 3), num(r.meanCoins, 2)]),
  ]);
}

/** What the configuration plays, in one line. */
export function describeConfig(c: RunConfig): string {
  const seatingCount = configSeatings(c).length;
  const games = c.deals * c.lineups.length * seatingCount;
  const what = c.name ? `experiment ${c.name}` : 'match';
  const shard = c.shard ? `, shard ${c.shard.index}/${c.shard.count}` : '';
  const sprt = c.sprt ? `, SPRT ${sprtText(c.sprt)} (stops early)` : '';
  return `${what}: ${c.game === DEFAULT_GAME ? `mode ${c.rules.mode}, tiles ${c.rules.tiles}` : modeOf(c)}, ${plural(c.deals, 'deal')} x ${plural(c.lineups.length, 'lineup')} x ${plural(seatingCount, 'seating')}`
    + ` = ${plural(games, 'game')}, seed ${JSON.stringify(c.seed)}${shard}${sprt}`;
}

/** The plan printed when a run starts: games, blocks, workers. */
export function planText(c: RunConfig, todo: number, total: number, workers: number): string {
  // the blocks of these games (a shard's, not the whole run's deals)
  const blocks = `${plural(Math.round(total / gamesPerDeal(c)), 'block')} of ${plural(gamesPerDeal(c), 'game')} (one deal in all its seatings)`;
  const left = todo === total ? '' : `, ${todo} left to play`;
  return `${describeConfig(c)}\nplan: ${plural(total, 'game')} in ${blocks}${left}, on ${plural(workers, 'worker')}; code ${c.code}\n`;
}

export interface SummaryInput {
  config: RunConfig;
  done: number;
  total: number;
  errors: number;
  /** Of the errors, games a bot forfeited (an external program's bad or late reply: end_reason forfeit). */
  forfeits?: number;
  complete: boolean;
  /** Games left unplayed because they killed their worker again and again. */
  unplayed?: number[];
  /** Worker threads that died (their games were played again). */
  workerDeaths?: number;
  /** A fault of the machinery that stopped the run early (run.ts RunOutcome.failure). */
  failure?: string;
  tables: Tables;
  /** Timing line parts, when there was a session of play. */
  workers?: number;
  seconds?: number;
  played?: number;
  gamesPerSec?: number;
  out: string;
}

/**
 * The one line saying a fault of the machinery stopped the run (no newline): what failed,
 * the likely cause, that the games done are kept, and how to go on.
 */
export function failureText(s: Pick<SummaryInput, 'failure' | 'done' | 'total' | 'out'>): string {
  return `STOPPED: ${s.failure}; was dist/ rebuilt during the run? The ${s.done} of ${s.total} games done are kept in ${s.out}; `
    + 'build (npm run build) and run the same command with --resume';
}

/** The summary text (ends with a newline). */
export function summaryText(s: SummaryInput): string {
  const t = s.tables;
  const lines = [describeConfig(s.config)];
  let status = `${s.done} of ${s.total} games done, ${plural(s.errors, 'error')}${s.forfeits ? ` (${s.forfeits} forfeited by a bot)` : ''}`;
  if (s.seconds !== undefined) {
    status += `; played ${s.played ?? 0} in ${s.seconds.toFixed(1)} s on ${plural(s.workers ?? 1, 'worker')} (${num(s.gamesPerSec ?? 0, 1)} games/s)`;
  }
  lines.push(status);
  if (s.failure) lines.push(failureText(s));
  if (!s.complete) lines.push(`INCOMPLETE: the CSVs hold the ${s.done} games done; finish the run with the same command and --resume`);
  if (s.workerDeaths) lines.push(`${plural(s.workerDeaths, 'worker')} died; the games they had not finished were played again`);
  if (s.unplayed?.length) {
    lines.push(`${plural(s.unplayed.length, 'game')} left unplayed (each killed its worker every time): ${s.unplayed.slice(0, 10).join(', ')}${s.unplayed.length > 10 ? ', ...' : ''}`);
  }
  if (s.errors > 0) lines.push(`${plural(s.errors, 'game')} ended in an error: see the error column of games.csv (exit status 3)`);
  if (s.forfeits || t.forfeits.some((n) => n > 0)) {
    lines.push('forfeited games count in no figure below (a bot\'s games, win rate and intervals are of the games it finished)');
  }
  const leftOut = leftOutText(t.leftOut);
  if (leftOut) lines.push(`${leftOut}, so blocks stay balanced by seat: blocks, paired intervals, seat effects, head to head, ratings${t.sprt ? ' and the SPRT' : ''} count the other deals`);
  if (t.codes) {
    lines.push(`games of ${t.codes.length} versions of the code (shards merged with --force): ${t.codes.map((x) => `${x.code} played ${plural(x.games, 'game')}`).join(', ')}; `
      + 'games.csv\'s code_id names each game\'s, config.json the first shard\'s');
  }
  lines.push(...stopsText(s.config, t.stops));
  if (s.config.rules.mode === 'solo') lines.push('solo: one seat, so every game counts as its win (win rate 1 by construction); mean score is the mission score (10000 x coins banked + 1000 x living + 999 - turns)');
  lines.push('', botTable(s.config, t.bots, t.forfeits), '', seatTable(s.config, t.seats));
  if (Number.isFinite(t.seatTest.p)) {
    lines.push(`all seats equal: chi-square ${num(t.seatTest.chi2, 2)} on ${t.seatTest.df} df, p = ${pText(t.seatTest.p, 4)} (effect = win rate above the fair share, within deals${s.config.rules.mode === '2v2' ? '; a seat\'s is its team\'s' : ''})`);
    if (t.seatTest.caution) lines.push(`  (${t.seatTest.caution})`);
  } else if (t.seatTest.reason) {
    lines.push(`all seats equal: no p-value: ${t.seatTest.reason}`);
  }
  if (t.pairs.length) {
    lines.push('', grid([
      ['head to head', 'blocks', 'score', '95%', 'Elo', '95%', 'LOS'],
      ...t.pairs.map((p) => [`${p.bot} vs ${p.opponent}`, String(p.blocks), num(p.score, 3), range(p.scoreLo, p.scoreHi, 3),
        ...eloCells(p), `${num(p.elo.los * 100, 1)}%`]),
    ]));
  }
  if (t.ratings.length > 2) {
    lines.push('', ...ratingLines(anchorOf(s.config), t.ratings));
  }
  const p = t.sprt;
  if (p) {
    // what the test decides: which of the two Elo differences the data favour, not a bound on the difference
    const [a, b] = [s.config.lineups.flat()[0], s.config.lineups.flat().find((x) => x !== s.config.lineups.flat()[0])];
    const verdict = p.status === 'H1' ? `H1 accepted: ${a} is stronger than ${b} (the data favour ${p.spec.elo1} Elo over ${p.spec.elo0})`
      : p.status === 'H0' ? `H0 accepted: ${a} is not ${p.spec.elo1} Elo stronger than ${b} (the data favour ${p.spec.elo0} Elo over ${p.spec.elo1})` : 'no decision yet';
    lines.push('', `SPRT ${sprtText(p.spec)}: LLR ${num(p.llr, 3)} (bounds ${num(p.lower, 3)}, ${num(p.upper, 3)}) after ${plural(p.blocks, 'block')} (${plural(p.games, 'game')}${p.skipped ? `; ${plural(p.skipped, 'deal')} with a forfeit or an error skipped` : ''}): ${verdict}`);
  }
  lines.push('', `results in ${s.out}`);
  return `${lines.join('\n')}\n`;
}
