/**
 * Whether a stored run is still this code's games: its first and last game (by number, of
 * those its journal holds; `ends`) or every game its journal holds (`all`) played again by
 * this code's bots and checked as `jackal replay RUN --number N --check` checks them: ply by
 * ply against its stored moves when the run recorded them (records.jsonl), else by the
 * outcome its journal holds (scores, ranks, plies, reason and error: a different game
 * matches all of them only by chance). The two ends are a probe, not a proof: a change that
 * touches few games (cc18b1c changed game 71 of 100 in strength-hr-2p-ti-exp) can leave both
 * ends alike; `all` is the proof, at the cost of making the run again.
 *
 * Verdicts:
 * - `replays`: every game checked ends as the run says;
 * - `differs`: one of them does not (the note names the first, its first difference, and
 *   with the two ends whether the other differs too, with every game how many of how many
 *   differ and which), or this engine refuses a stored move;
 * - `cannot replay`: nothing here can say, and why: a time budget (`budgetMs`, a bot's
 *   `ms`) without stored moves (a game of a time budget is a sample of the machine's load,
 *   not a function of the configuration), a journal with no game, a configuration this
 *   code cannot read.
 *
 * It plays the games in this thread, one after the other (a game of mcts at 5,000
 * iterations takes seconds to a minute; every game of such a run, hours).
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { timeBudgeted } from './config.js';
import type { RunConfig } from './config.js';
import type { GameRecord } from './play.js';
import { JOURNAL_FILE, readJournal } from './journal.js';
import { readRunRecord } from './merge.js';
import { GameRecordDoc, isRecordError, RECORD_FILE, replayMoves } from './record.js';
import { recordsOf } from './record-source.js';
import { replayDifference, runCommit } from './replay.js';
import { UsageError } from './usage-error.js';

export type Verdict = 'replays' | 'differs' | 'cannot replay';

/** Which games of a run are played again: its first and last (`ends`, the default) or every game its journal holds (`all`). */
export type GameSet = 'ends' | 'all';
export const GAME_SETS: readonly GameSet[] = ['ends', 'all'];

/** One run's audit: the verdict, one line of why, the games played again, and the commit that made it. */
export interface RunAudit {
  dir: string;
  verdict: Verdict;
  /** Short: the games checked, the first difference, or why the run cannot be replayed. */
  note: string;
  /** The game numbers played again (none when the run cannot be replayed). */
  games: number[];
  /** The commit that made the run (config.json's provenance.git), 12 hex digits, or null when it names none. */
  commit: string | null;
  /** Whether that commit had uncommitted changes in the sources when the run was made. */
  dirty: boolean;
}

/** What gives a run a time budget, in words (`budgetMs 50`, `mcts:ms=20`), for the note. */
function budgetWords(config: RunConfig): string {
  if (config.budget.ms > 0) return `budgetMs ${config.budget.ms}`;
  return Object.entries(config.bots).filter(([, p]) => typeof p.ms === 'number' && p.ms > 0).map(([spec]) => spec).join(', ');
}

/** The stored records of `games`, read once, by number. */
function storedRecords(dir: string, games: readonly number[]): Map<number, GameRecordDoc> {
  return new Map(recordsOf(join(dir, RECORD_FILE), games).map((d) => [d.number, d]));
}

/** The stored record of one game (of those read), or why there is none or this engine refuses it. */
function storedRecord(records: ReadonlyMap<number, GameRecordDoc>, game: number): GameRecordDoc | string {
  const doc = records.get(game);
  if (doc === undefined) return `${RECORD_FILE} holds no record of it`;
  const opened = replayMoves(doc);
  if (!isRecordError(opened)) return doc;
  const at = /^moves\[(\d+)\]$/.exec(opened.field);
  return `this engine refuses ${at === null ? `its stored ${opened.field}` : `ply ${Number(at[1]) + 1} of its stored moves`}: ${opened.message}`;
}

/** The first difference of one game, or null: against its stored record when the run stored its moves (`records`), else against the journal. */
function gameDifference(config: RunConfig, journaled: GameRecord, records: ReadonlyMap<number, GameRecordDoc> | null): string | null {
  if (records === null) return replayDifference(config, journaled);
  const doc = storedRecord(records, journaled.game);
  return typeof doc === 'string' ? doc : replayDifference(config, journaled, doc);
}

/** How many game numbers a note names before `...`. */
const NAMED = 10;

/**
 * The first of the games' differences, or null when none: of the two ends `game 0: why;
 * game 599 differs too` (or `; game 599 replays`); of every game `3 of 100 games differ
 * (71, 80, 93); the first, game 71: why`.
 */
function firstDifference(games: readonly number[], diffs: readonly (string | null)[], which: GameSet): string | null {
  const first = diffs.findIndex((d) => d !== null);
  if (first < 0) return null;
  if (which === 'all') {
    const differ = games.filter((_, i) => diffs[i] !== null);
    const named = differ.length === 1 ? '' : ` (${differ.slice(0, NAMED).join(', ')}${differ.length > NAMED ? ', ...' : ''})`;
    return `${differ.length} of ${games.length} games differ${named}; the first, game ${games[first]}: ${diffs[first]}`;
  }
  const other = games.length > 1 ? `; game ${games[1 - first]} ${diffs[1 - first] === null ? 'replays' : 'differs too'}` : '';
  return `game ${games[first]}: ${diffs[first]}${other}`;
}

/**
 * The audit of the run in `dir` (a folder holding config.json): its two ends, or every
 * game (`which`); `progress` is told after each game played (done, of how many). Throws
 * only for a bug: whatever makes the run unreadable is its verdict, `cannot replay`.
 */
export function auditRun(dir: string, which: GameSet = 'ends', progress?: (done: number, total: number) => void): RunAudit {
  const made = runCommit(dir);
  const base = { dir, games: [] as number[], commit: made?.commit.slice(0, 12) ?? null, dirty: made?.dirty ?? false };
  const cannot = (note: string, games: number[] = []): RunAudit => ({ ...base, games, verdict: 'cannot replay', note });
  try {
    const config = readRunRecord(dir);
    const journal = new Map(readJournal(join(dir, JOURNAL_FILE), true).records.map((r) => [r.game, r]));
    const numbers = [...journal.keys()].sort((a, b) => a - b);
    if (numbers.length === 0) return cannot(`its journal (${JOURNAL_FILE}) holds no game`);
    const games = which === 'all' ? numbers : [...new Set([numbers[0], numbers[numbers.length - 1]])];
    const checked = which === 'all' ? `all ${games.length} game${games.length > 1 ? 's' : ''}` : `game${games.length > 1 ? 's' : ''} ${games.join(' and ')}`;
    const records = existsSync(join(dir, RECORD_FILE)) ? storedRecords(dir, games) : null;
    if (timeBudgeted(config)) {
      const budget = `made with a time budget (${budgetWords(config)})`;
      if (records === null) return cannot(`${budget} and without --record: its games are samples of the machine's load, not of the code, and it stored no moves to check`);
      // its bots do not reproduce, but its stored moves must still be legal for this engine
      const refused = firstDifference(games, games.map((g) => { const d = storedRecord(records, g); return typeof d === 'string' ? d : null; }), which);
      if (refused !== null) return { ...base, games, verdict: 'differs', note: refused };
      return cannot(`${budget}: its bots do not reproduce; the stored moves of ${checked} are legal for this engine`, games);
    }
    const diffs = games.map((g, i) => {
      const d = gameDifference(config, journal.get(g)!, records);
      progress?.(i + 1, games.length);
      return d;
    });
    const diff = firstDifference(games, diffs, which);
    if (diff !== null) return { ...base, games, verdict: 'differs', note: diff };
    return { ...base, games, verdict: 'replays', note: `${checked} as ${records !== null ? 'stored, ply by ply' : 'the journal says'}` };
  } catch (e) {
    if (e instanceof UsageError) return cannot(e.message);
    throw e;
  }
}
