/**
 * The CSV outputs of a run, regenerated from its game records:
 * - games.csv: one row per game and seat (game, deal, deal_seed, mode, seat, bot, coins,
 *   rank, plies, end_reason, engine_version, rules_hash, error), sorted by game then seat;
 * - bots.csv and seats.csv: games, wins, ties, losses, win_rate with its 95% Wilson
 *   interval, mean_coins, per bot spec and per seat (definitions in stats.ts);
 * - lineups.csv: the same figures per lineup and bot (for a ladder or round robin: each
 *   bot's record against each set of opponents), with the lineup's specs joined by ` vs `;
 * - timing.csv: wall-clock ms per game. The only file that differs between runs;
 * - records.jsonl, when the configuration records games: each game's record (record.ts).
 *
 * Same records in, same bytes out: rows are sorted by game and numbers are printed with
 * fixed rounding, so the worker count, interrupts and shards cannot show in the files.
 * Each file is written to a temporary name, fsynced and renamed (durable.ts), so a
 * reader, a Ctrl-C or a power cut never sees half a file.
 */

import { writeSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { replaceFile, replaceText } from './durable.js';
import { planGame, RunConfig, rulesHash, seatCount } from './config.js';
import type { GameRecord } from './play.js';
import { RECORD_FILE, recordLine } from './record.js';
import { Tally, tallies, wilson } from './stats.js';

export const GAMES_CSV = 'games.csv';
export const BOTS_CSV = 'bots.csv';
export const SEATS_CSV = 'seats.csv';
export const LINEUPS_CSV = 'lineups.csv';
export const TIMING_CSV = 'timing.csv';
/** The files that must be byte-identical for any worker count, interrupt or sharding. */
export const DETERMINISTIC_FILES = [GAMES_CSV, BOTS_CSV, SEATS_CSV, LINEUPS_CSV] as const;

const GAMES_COLUMNS = ['game', 'deal', 'deal_seed', 'mode', 'seat', 'bot', 'coins', 'rank', 'plies', 'end_reason', 'engine_version', 'rules_hash', 'error'];
const STATS_COLUMNS = ['games', 'wins', 'ties', 'losses', 'win_rate', 'win_rate_lo', 'win_rate_hi', 'mean_coins'];
/** Rows per csv-stringify batch when streaming games.csv. */
const BATCH = 20000;

/** One line of bots.csv or seats.csv, as numbers (NaN when there are no games). */
export interface StatsRow { label: string; games: number; wins: number; ties: number; losses: number; winRate: number; lo: number; hi: number; meanCoins: number }

/** Fixed rounding so that the text does not depend on float noise in the last digits. */
const fmt = (x: number, digits: number): string => (Number.isFinite(x) ? String(Number(x.toFixed(digits))) : '');

function statsRow(label: string, t: Tally): StatsRow {
  const [lo, hi] = wilson(t.winPoints, t.games);
  const n = t.games;
  return { label, games: n, wins: t.wins, ties: t.ties, losses: t.losses, winRate: n ? t.winPoints / n : NaN, lo, hi, meanCoins: n ? t.coins / n : NaN };
}

const statsCells = (r: StatsRow): (string | number)[] =>
  [r.label, r.games, r.wins, r.ties, r.losses, fmt(r.winRate, 6), fmt(r.lo, 6), fmt(r.hi, 6), fmt(r.meanCoins, 4)];

/** Bot specs in the configuration's order (first appearance over its lineups). */
export const botOrder = (c: RunConfig): string[] => [...new Set(c.lineups.flat())];

/** The per-bot and per-seat tables of a run's records (records sorted by game). */
export function statsTables(config: RunConfig, records: readonly GameRecord[]): { bots: StatsRow[]; seats: StatsRow[] } {
  const t = tallies(config.rules.mode, seatCount(config), botOrder(config), records);
  return {
    bots: [...t.bots].map(([b, tally]) => statsRow(b, tally)),
    seats: t.seats.map((tally, seat) => statsRow(String(seat), tally)),
  };
}

/** lineups.csv rows: per lineup (in configuration order), its bots' figures over that lineup's games. */
function lineupRows(config: RunConfig, records: readonly GameRecord[]): (string | number)[][] {
  const byLineup: GameRecord[][] = config.lineups.map(() => []);
  for (const r of records) byLineup[planGame(config, r.game).lineup].push(r);
  const rows: (string | number)[][] = [];
  config.lineups.forEach((lineup, i) => {
    const t = tallies(config.rules.mode, seatCount(config), [...new Set(lineup)], byLineup[i]);
    for (const [bot, tally] of t.bots) rows.push([i, lineup.join(' vs '), ...statsCells(statsRow(bot, tally))]);
  });
  return rows;
}

/** Sorts records by game number (in place) and returns them. */
export const sortRecords = (records: GameRecord[]): GameRecord[] => records.sort((a, b) => a.game - b.game);

/**
 * Writes games.csv, bots.csv, seats.csv and timing.csv into dir from the records
 * (sorted by game). Returns the stats tables for the summary.
 */
export function writeOutputs(dir: string, config: RunConfig, records: readonly GameRecord[]): { bots: StatsRow[]; seats: StatsRow[] } {
  const hash = rulesHash(config);
  const gamesPath = join(dir, GAMES_CSV);
  replaceFile(gamesPath, (fd) => {
    writeSync(fd, stringify([GAMES_COLUMNS]));
    let rows: (string | number)[][] = [];
    const flush = (): void => { if (rows.length) writeSync(fd, stringify(rows)); rows = []; };
    for (const r of records) {
      for (let seat = 0; seat < r.bots.length; seat++) {
        const ok = r.error === '';
        rows.push([r.game, r.deal, r.dealSeed, config.rules.mode, seat, r.bots[seat], ok ? r.coins[seat] : '', ok ? r.ranks[seat] : '',
          r.plies, r.reason, config.engineVersion, hash, r.error]);
      }
      if (rows.length >= BATCH) flush();
    }
    flush();
  });

  const tables = statsTables(config, records);
  replaceText(join(dir, BOTS_CSV), stringify([['bot', ...STATS_COLUMNS], ...tables.bots.map(statsCells)]));
  replaceText(join(dir, SEATS_CSV), stringify([['seat', ...STATS_COLUMNS], ...tables.seats.map(statsCells)]));
  replaceText(join(dir, LINEUPS_CSV), stringify([['lineup', 'lineup_bots', 'bot', ...STATS_COLUMNS], ...lineupRows(config, records)]));
  replaceText(join(dir, TIMING_CSV), stringify([['game', 'ms'], ...records.map((r) => [r.game, r.ms])]));
  if (config.record) writeRecords(join(dir, RECORD_FILE), config, records);
  return tables;
}

/** Writes records.jsonl (records sorted by game), streamed through a temporary file. */
function writeRecords(path: string, config: RunConfig, records: readonly GameRecord[]): void {
  replaceFile(path, (fd) => {
    let buf = '';
    for (const r of records) {
      buf += recordLine(config, r);
      if (buf.length > 1 << 20) { writeSync(fd, buf); buf = ''; }
    }
    if (buf) writeSync(fd, buf);
  });
}
