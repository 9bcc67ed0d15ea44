/**
 * The CSV outputs of a run, regenerated from its game records:
 * - games.csv: one row per game and seat (game, deal, deal_seed, mode, seat, bot, coins,
 *   rank, plies, end_reason, code_id, rules_hash, error), sorted by game then seat;
 * - bots.csv and seats.csv: games, wins, ties, losses, win_rate with its per-game 95%
 *   Wilson interval, mean_coins (definitions in stats/wins.ts); then the paired columns,
 *   over complete blocks (deals): blocks, and for bots the paired 95% interval of the win
 *   rate (paired_lo, paired_hi; stats/score-interval.ts), for seats the seat's effect (win
 *   rate above the fair share, within deals) with its interval, the p-value of "all seats
 *   equal" and, where that cannot be computed, the reason, or from fewer than 30 deals the
 *   small-sample p beside it (stats/seats.ts `caution`; in 2v2 a seat's
 *   effect is its team's); bots.csv ends with `forfeits`, the games the bot gave up
 *   (end_reason forfeit, its seat named in the error: forfeits.ts), which, like every
 *   error, are not among its games; a deal with such a game counts in no paired figure
 *   (paired.ts: a deal counts only whole), and seats.csv's, crosstable.csv's and
 *   ratings.csv's `note` say how many deals were left out and why;
 * - crosstable.csv: for every ordered pair of bots that met on opposite sides, the row
 *   bot's head-to-head score against the column bot over blocks, its interval, Elo with
 *   its interval and LOS, the pentanomial counts when every block is a game pair, and a
 *   note where the Elo is unbounded (a score of 0 or 1: Elo ±inf, one bound finite);
 * - ratings.csv: every bot's Elo fitted jointly (stats/ratings.ts), anchored at one bot:
 *   elo is against the anchor (inf or -inf when the data put the bot above or below it
 *   without bound, blank when nothing orders them, with the reason in `note`); group_elo
 *   is against the group's `reference`, the bounded fit of the bot's group;
 * Infinite figures are written `inf` and `-inf` (as Python and pandas read them), no
 * figure as an empty cell.
 * - sprt.csv (with --sprt): the test, its bounds, the LLR and the decision;
 * - lineups.csv: the per-game figures per lineup and bot (for ladders);
 * - timing.csv: wall-clock ms per game. It differs between runs, as do moves.csv and
 *   move-times.csv (runs with a time budget only: each decision's thread CPU ms and
 *   iterations, and per bot their median, 90th percentile and largest; move-times.ts);
 * - records.jsonl, when the configuration records games: each game's record (record.ts).
 *
 * Same records in, same bytes out: rows are sorted by game and numbers are printed with
 * fixed rounding, so the worker count, interrupts and shards cannot show in the files.
 * With --sprt the results are the games of the deals up to the decision (sequential.ts).
 * Each file is written to a temporary name, fsynced and renamed (durable-set.ts: the set's
 * files all fsynced, then renamed, then their directory fsynced once), so a reader, a
 * Ctrl-C or a power cut never sees half a file.
 */

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { anchorOf, botOrder, lineupOf, modeOf, RunConfig, rulesHash, seatCount, sidesOf } from './config.js';
import { csvCell, csvLine } from './csv-line.js';
import { writeAll } from './durable.js';
import { replaceFileSet, SetFile } from './durable-set.js';
import { forfeitsByBot } from './forfeits.js';
import { blockComparisons, botBlockValues, LeftOut, leftOutText, PairSample, pairedBlocks, pairSamples, sideBlockRows, sideOf } from './paired.js';
import { MOVE_TIMES_CSV, MOVES_CSV, writeMoveTimes } from './move-times.js';
import type { GameRecord } from './play.js';
import { RECORD_FILE, recordLine } from './record.js';
import { resultRecords, sprtOf, SprtOutcome } from './sequential.js';
import { Tally, tallies, wilson } from './stats/wins.js';
import { eloNote, eloRange, EloEstimate } from './stats/elo.js';
import { blockSample, pentanomial } from './stats/pentanomial.js';
import { scoreInterval, scoreLos } from './stats/score-interval.js';
import { fitRatings, Rating } from './stats/ratings.js';
import { seatBalance } from './stats/seats.js';
import { pText } from './stats/p-text.js';
import { sprtText } from './stats/sprt.js';

export { botOrder } from './config.js';

export const GAMES_CSV = 'games.csv';
export const BOTS_CSV = 'bots.csv';
export const SEATS_CSV = 'seats.csv';
export const LINEUPS_CSV = 'lineups.csv';
export const CROSSTABLE_CSV = 'crosstable.csv';
export const RATINGS_CSV = 'ratings.csv';
export const SPRT_CSV = 'sprt.csv';
export const TIMING_CSV = 'timing.csv';
/** The files that must be byte-identical for any worker count, interrupt or sharding (sprt.csv too, when written). */
export const DETERMINISTIC_FILES = [GAMES_CSV, BOTS_CSV, SEATS_CSV, LINEUPS_CSV, CROSSTABLE_CSV, RATINGS_CSV] as const;
/** Every file writeOutputs may write (for --force to clear). */
export const OUTPUT_FILES = [...DETERMINISTIC_FILES, SPRT_CSV, TIMING_CSV, MOVES_CSV, MOVE_TIMES_CSV];

const GAMES_COLUMNS = ['game', 'deal', 'deal_seed', 'mode', 'seat', 'bot', 'coins', 'rank', 'plies', 'end_reason', 'code_id', 'rules_hash', 'error'];
const STATS_COLUMNS = ['games', 'wins', 'ties', 'losses', 'win_rate', 'win_rate_lo', 'win_rate_hi', 'mean_coins'];
const CROSS_COLUMNS = ['bot', 'opponent', 'games', 'blocks', 'score', 'score_lo', 'score_hi', 'elo', 'elo_lo', 'elo_hi', 'los',
  'penta_0', 'penta_1', 'penta_2', 'penta_3', 'penta_4', 'note'];
/** Characters gathered before a write when streaming games.csv and records.jsonl. */
const WRITE_CHUNK = 1 << 20;

/** One line of bots.csv or seats.csv, as numbers (NaN when there are no games). */
export interface StatsRow {
  label: string; games: number; wins: number; ties: number; losses: number; winRate: number; lo: number; hi: number; meanCoins: number;
  /** Complete blocks counted in the paired figures. */
  blocks: number;
  /** Bots: the paired 95% interval of the win rate. Seats: the effect (win rate above the fair share) and its interval. */
  paired: { value: number; lo: number; hi: number };
}

/** Two bots' head-to-head figures over blocks (bot a against bot b). */
export interface PairRow {
  bot: string; opponent: string; games: number; blocks: number; score: number; scoreLo: number; scoreHi: number; elo: EloEstimate; penta: number[] | null;
  /** Why the Elo is not finite (stats/elo.ts's eloNote), or ''. */
  note: string;
}

export interface RatingRow extends Rating { bot: string; anchor: boolean }

/** Everything the summary prints. */
export interface Tables {
  bots: StatsRow[];
  seats: StatsRow[];
  /** "All seats equal": Wald chi-square, degrees of freedom and p-value. */
  seatTest: { chi2: number; df: number; p: number; reason: string; caution: string };
  /** Every pair that met, a before b in bot order. */
  pairs: PairRow[];
  ratings: RatingRow[];
  sprt: SprtOutcome | null;
  /** Games in the results (with an SPRT decision: those up to the deciding deal). */
  games: number;
  /** Of the games without an error, those the research stops ended, scored as they stood (endStops). */
  stops: EndStop[];
  /** Per bot row: the games it forfeited (forfeits.ts), which count in none of its figures. */
  forfeits: number[];
  /** Whole deals left out of every paired figure for a forfeit or an error in one of their games (paired.ts). */
  leftOut: LeftOut;
  /** When the games were played by more than one code (shards merged with --force): each code id and its games; else empty. */
  codes?: { code: string; games: number }[];
}

/** Games that ended at a research stop (`ply-limit`, `stalled`): how many, and in how many one side alone was first (a team in 2v2). */
export interface EndStop { reason: string; games: number; decided: number }

/** The research stops among the records: ply-limit and stalled games count as finished ones, so the summary says how many. */
export function endStops(config: RunConfig, records: readonly GameRecord[]): EndStop[] {
  const sides = sidesOf(config);
  const firstSides = (r: GameRecord): number => new Set(r.ranks.flatMap((k, seat) => (k === 1 ? [sides[seat]] : []))).size;
  return ['ply-limit', 'stalled'].map((reason) => {
    const ended = records.filter((r) => r.error === '' && r.reason === reason);
    return { reason, games: ended.length, decided: ended.filter((r) => firstSides(r) === 1).length };
  }).filter((s) => s.games > 0);
}

/** Fixed rounding so that the text does not depend on float noise in the last digits. */
export const fmt = (x: number, digits: number): string =>
  (Number.isFinite(x) ? String(Number(x.toFixed(digits))) : Number.isNaN(x) ? '' : x > 0 ? 'inf' : '-inf');

/** A p-value's cell: as `fmt` gives it, but in exponent form where six decimals would show 0 (stats/p-text.ts). */
const pCell = (p: number): string => (pText(p, 6).includes('e') ? pText(p, 6) : fmt(p, 6));

const NO_PAIRED = { value: NaN, lo: NaN, hi: NaN };

function statsRow(label: string, t: Tally): StatsRow {
  const [lo, hi] = wilson(t.winPoints, t.games);
  const n = t.games;
  return { label, games: n, wins: t.wins, ties: t.ties, losses: t.losses, winRate: n ? t.winPoints / n : NaN, lo, hi, meanCoins: n ? t.coins / n : NaN, blocks: 0, paired: NO_PAIRED };
}

const statsCells = (r: StatsRow): (string | number)[] =>
  [r.label, r.games, r.wins, r.ties, r.losses, fmt(r.winRate, 6), fmt(r.lo, 6), fmt(r.hi, 6), fmt(r.meanCoins, 4)];

function pairRow(c: RunConfig, s: PairSample): PairRow {
  const bots = botOrder(c);
  const b = blockSample(s.values);
  const [lo, hi] = scoreInterval(b);
  const pairs = s.gamesPerBlock.every((g) => g === 2) && seatCount(c) === 2;
  return { bot: bots[s.a], opponent: bots[s.b], games: s.games, blocks: b.n, score: b.mean, scoreLo: lo, scoreHi: hi,
    elo: eloRange(b.mean, lo, hi, scoreLos(b)), penta: pairs ? pentanomial(s.values) : null, note: eloNote(b.mean) };
}

/** The same figures seen from the other bot. */
const flipped = (p: PairRow): PairRow => ({
  bot: p.opponent, opponent: p.bot, games: p.games, blocks: p.blocks, score: 1 - p.score, scoreLo: 1 - p.scoreHi, scoreHi: 1 - p.scoreLo,
  elo: { elo: -p.elo.elo, lo: -p.elo.hi, hi: -p.elo.lo, pm: p.elo.pm, los: 1 - p.elo.los }, penta: p.penta ? [...p.penta].reverse() : null,
  note: eloNote(1 - p.score),
});

/** The tables of a run's records (sorted by game; with --sprt, already cut at the decision). */
export function statsTables(config: RunConfig, records: readonly GameRecord[]): Tables {
  const seats = seatCount(config);
  const t = tallies(sidesOf(config), seats, botOrder(config), records);
  const { blocks, leftOut } = pairedBlocks(config, records);

  const botRows = [...t.bots].map(([b, tally]) => statsRow(b, tally));
  botBlockValues(config, blocks).forEach((values, i) => {
    const s = blockSample(values);
    const [lo, hi] = scoreInterval(s);
    if (botRows[i]) { botRows[i].blocks = s.n; botRows[i].paired = { value: s.mean, lo, hi }; }
  });

  const sideRows = sideBlockRows(config, blocks);
  const balance = seatBalance(sideRows, sideRows.length ? sideRows[0].length : seats);
  const seatRows = t.seats.map((tally, seat) => {
    const row = statsRow(String(seat), tally);
    const e = balance.sides[sideOf(config, seat)];
    row.blocks = balance.blocks;
    if (e) row.paired = { value: e.effect, lo: e.lo, hi: e.hi };
    return row;
  });

  const pairs = pairSamples(config, blocks).map((s) => pairRow(config, s));
  const bots = botOrder(config);
  const anchor = bots.indexOf(anchorOf(config));
  const ratings = bots.length >= 2 && blocks.length > 0
    ? fitRatings(bots.length, blockComparisons(config, blocks), anchor, bots).map((r, i): RatingRow => ({ ...r, bot: bots[i], anchor: i === anchor }))
    : [];
  return { bots: botRows, seats: seatRows, seatTest: { chi2: balance.chi2, df: balance.df, p: balance.p, reason: balance.reason, caution: balance.caution }, pairs, ratings, sprt: sprtOf(config, records), games: records.length, stops: endStops(config, records),
    forfeits: forfeitsByBot(botRows.map((r) => r.label), records), leftOut };
}

/** lineups.csv rows: per lineup (in configuration order), its bots' figures over that lineup's games. */
function lineupRows(config: RunConfig, records: readonly GameRecord[]): (string | number)[][] {
  const byLineup: GameRecord[][] = config.lineups.map(() => []);
  const lineup = lineupOf(config);
  for (const r of records) byLineup[lineup(r.game)].push(r);
  const rows: (string | number)[][] = [];
  config.lineups.forEach((lineup, i) => {
    const t = tallies(sidesOf(config), seatCount(config), [...new Set(lineup)], byLineup[i]);
    for (const [bot, tally] of t.bots) rows.push([i, lineup.join(' vs '), ...statsCells(statsRow(bot, tally))]);
  });
  return rows;
}

/** Sorts records by game number (in place) and returns them. */
export const sortRecords = (records: GameRecord[]): GameRecord[] => records.sort((a, b) => a.game - b.game);

/** Writes games.csv's rows to fd, a line per game and seat (csv-line.ts: csv-stringify's bytes), in writes of about WRITE_CHUNK characters. */
function writeGamesCsv(fd: number, config: RunConfig, records: readonly GameRecord[], codes?: ReadonlyMap<number, string>): void {
  const hash = rulesHash(config);
  const mode = modeOf(config);
  let buf = csvLine(GAMES_COLUMNS);
  // the cells every row shares, after its plies and end reason (a game merged from a shard of other code: that shard's)
  const shared = `,${csvCell(config.code)},${csvCell(hash)},`;
  for (const r of records) {
    const own = codes?.get(r.game);
    const code = own === undefined || own === config.code ? shared : `,${csvCell(own)},${csvCell(hash)},`;
    const ok = r.error === '';
    const head = `${r.game},${r.deal},${r.dealSeed},${csvCell(mode)},`;
    const tail = `,${r.plies},${csvCell(r.reason)}${code}${csvCell(r.error)}\n`;
    for (let seat = 0; seat < r.bots.length; seat++) {
      buf += `${head}${seat},${csvCell(r.bots[seat])},${ok ? csvCell(r.coins[seat]) : ''},${ok ? csvCell(r.ranks[seat]) : ''}${tail}`;
    }
    if (buf.length > WRITE_CHUNK) { writeAll(fd, buf); buf = ''; }
  }
  writeAll(fd, buf);
}

/** A row's note with the deals left out of the paired figures after it, if any (a CSV's `note` cell). */
const withLeftOut = (note: string, t: Tables): string => [note, leftOutText(t.leftOut)].filter(Boolean).join('; ');

const crossCells = (p: PairRow, t: Tables): (string | number)[] => [p.bot, p.opponent, p.games, p.blocks, fmt(p.score, 6), fmt(p.scoreLo, 6), fmt(p.scoreHi, 6),
  fmt(p.elo.elo, 2), fmt(p.elo.lo, 2), fmt(p.elo.hi, 2), fmt(p.elo.los, 6), ...(p.penta ?? ['', '', '', '', '']), withLeftOut(p.note, t)];

/** crosstable.csv as cells, header first (also the report's table, so that it shows today's figures). */
export const crosstableCells = (t: Tables): string[][] =>
  [CROSS_COLUMNS, ...t.pairs.flatMap((p) => [crossCells(p, t), crossCells(flipped(p), t)])].map((row) => row.map(String));

/** ratings.csv as cells, header first (also the report's table). */
export const ratingsCells = (t: Tables): string[][] => [
  ['bot', 'elo', 'elo_lo', 'elo_hi', 'se', 'anchor', 'group', 'reference', 'group_elo', 'group_elo_lo', 'group_elo_hi', 'note'],
  ...t.ratings.map((r) => [r.bot, fmt(r.elo, 2), fmt(r.lo, 2), fmt(r.hi, 2), fmt(r.se, 2), r.anchor ? '1' : '0',
    String(r.group), t.ratings[r.reference].bot, fmt(r.groupElo, 2), fmt(r.groupLo, 2), fmt(r.groupHi, 2), withLeftOut(r.note, t)]),
];

/**
 * Writes the CSVs into dir from the records (sorted by game; with --sprt, the games
 * past the deciding deal are left out). Returns the tables for the summary.
 */
export function writeOutputs(dir: string, config: RunConfig, all: readonly GameRecord[], codes?: ReadonlyMap<number, string>): Tables {
  const records = resultRecords(config, all);
  const tables = statsTables(config, records);
  const byCode = new Map<string, number>();
  for (const r of records) { const k = codes?.get(r.game) ?? config.code; byCode.set(k, (byCode.get(k) ?? 0) + 1); }
  if (byCode.size > 1) tables.codes = [...byCode].map(([code, games]) => ({ code, games }));
  const seatTest = tables.seatTest;
  const forfeits = tables.forfeits;
  const table = (name: string, cells: readonly (readonly unknown[])[]): SetFile =>
    ({ path: join(dir, name), write: (fd) => { writeAll(fd, stringify(cells as unknown[][])); } });
  const files: SetFile[] = [
    { path: join(dir, GAMES_CSV), write: (fd) => writeGamesCsv(fd, config, records, codes) },
    table(BOTS_CSV, [['bot', ...STATS_COLUMNS, 'blocks', 'paired_lo', 'paired_hi', 'forfeits'],
      ...tables.bots.map((r, i) => [...statsCells(r), r.blocks, fmt(r.paired.lo, 6), fmt(r.paired.hi, 6), forfeits[i]])]),
    table(SEATS_CSV, [['seat', ...STATS_COLUMNS, 'blocks', 'effect', 'effect_lo', 'effect_hi', 'p_all_equal', 'note'],
      ...tables.seats.map((r) => [...statsCells(r), r.blocks, fmt(r.paired.value, 6), fmt(r.paired.lo, 6), fmt(r.paired.hi, 6), pCell(seatTest.p), withLeftOut(seatTest.reason || seatTest.caution, tables)])]),
    table(CROSSTABLE_CSV, crosstableCells(tables)),
    table(RATINGS_CSV, ratingsCells(tables)),
    table(LINEUPS_CSV, [['lineup', 'lineup_bots', 'bot', ...STATS_COLUMNS], ...lineupRows(config, records)]),
  ];
  const s = tables.sprt;
  if (s) {
    files.push(table(SPRT_CSV, [['bot', 'opponent', 'test', 'lower', 'upper', 'llr', 'blocks', 'games', 'result'],
      [...botOrder(config), sprtText(s.spec), fmt(s.lower, 6), fmt(s.upper, 6), fmt(s.llr, 6), s.blocks, s.games, s.status]]));
  } else {
    rmSync(join(dir, SPRT_CSV), { force: true });
  }
  files.push({ path: join(dir, TIMING_CSV), write: (fd) => writeTimingCsv(fd, records) });
  if (config.record) files.push({ path: join(dir, RECORD_FILE), write: (fd) => writeRecords(fd, config, records) });
  replaceFileSet(files);
  writeMoveTimes(dir, records);
  return tables;
}

/** Writes timing.csv's rows to fd: game and wall-clock ms. */
function writeTimingCsv(fd: number, records: readonly GameRecord[]): void {
  let buf = 'game,ms\n';
  for (const r of records) {
    buf += `${r.game},${r.ms}\n`;
    if (buf.length > WRITE_CHUNK) { writeAll(fd, buf); buf = ''; }
  }
  writeAll(fd, buf);
}

/** Writes records.jsonl's lines (records sorted by game) to fd. */
function writeRecords(fd: number, config: RunConfig, records: readonly GameRecord[]): void {
  let buf = '';
  for (const r of records) {
    buf += recordLine(config, r);
    if (buf.length > WRITE_CHUNK) { writeAll(fd, buf); buf = ''; }
  }
  if (buf) writeAll(fd, buf);
}
