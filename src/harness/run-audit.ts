/**
 * Whether a stored run is still this code's games: its first and last game (by number, of
 * those its journal holds) played again by this code's bots and checked as `jackal replay
 * RUN --number N --check` checks them: ply by ply against its stored moves when the run
 * recorded them (records.jsonl), else by the outcome its journal holds (scores, ranks,
 * plies, reason and error: a different game matches all of them only by chance). Two games
 * are a probe, not a proof: a rule change that touches few games (a reading about a rare
 * tile) can leave both ends alike; when they agree the run is said to replay "at both ends".
 *
 * Verdicts:
 * - `replays`: both games end as the run says;
 * - `differs`: one of them does not (the note names the first, its first difference, and
 *   whether the other differs too), or this engine refuses a stored move;
 * - `cannot replay`: nothing here can say, and why: a time budget (`budgetMs`, a bot's
 *   `ms`) without stored moves (a game of a time budget is a sample of the machine's load,
 *   not a function of the configuration), a journal with no game, a configuration this
 *   code cannot read.
 *
 * It plays the two games in this thread, one after the other (a game of mcts at 5,000
 * iterations takes seconds to a minute).
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { timeBudgeted } from './config.js';
import type { RunConfig } from './config.js';
import { JOURNAL_FILE, readJournal } from './journal.js';
import { readRunRecord } from './merge.js';
import { GameRecordDoc, isRecordError, RECORD_FILE, replayMoves } from './record.js';
import { recordsOf } from './record-source.js';
import { journalDifference, runCommit, storedDifference } from './replay.js';
import { UsageError } from './usage-error.js';

export type Verdict = 'replays' | 'differs' | 'cannot replay';

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

/** The stored record of one game, or why there is none or this engine refuses it. */
function storedRecord(dir: string, game: number): GameRecordDoc | string {
  const doc = recordsOf(join(dir, RECORD_FILE), [game])[0];
  if (doc === undefined) return `${RECORD_FILE} holds no record of it`;
  const opened = replayMoves(doc);
  if (!isRecordError(opened)) return doc;
  const at = /^moves\[(\d+)\]$/.exec(opened.field);
  return `this engine refuses ${at === null ? `its stored ${opened.field}` : `ply ${Number(at[1]) + 1} of its stored moves`}: ${opened.message}`;
}

/** The first difference of one game, or null: against its stored record when there is one, else against the journal. */
function gameDifference(dir: string, game: number, stored: boolean): string | null {
  if (!stored) return journalDifference(dir, game);
  const doc = storedRecord(dir, game);
  return typeof doc === 'string' ? doc : storedDifference(dir, doc);
}

/** `game 0: why; game 599 differs too` (or `; game 599 replays`): the first of the games' differences, or null when none. */
function firstDifference(games: readonly number[], diffs: readonly (string | null)[]): string | null {
  const first = diffs.findIndex((d) => d !== null);
  if (first < 0) return null;
  const other = games.length > 1 ? `; game ${games[1 - first]} ${diffs[1 - first] === null ? 'replays' : 'differs too'}` : '';
  return `game ${games[first]}: ${diffs[first]}${other}`;
}

/**
 * The audit of the run in `dir` (a folder holding config.json). Throws only for a bug:
 * whatever makes the run unreadable is its verdict, `cannot replay`.
 */
export function auditRun(dir: string): RunAudit {
  const made = runCommit(dir);
  const base = { dir, games: [] as number[], commit: made?.commit.slice(0, 12) ?? null, dirty: made?.dirty ?? false };
  const cannot = (note: string, games: number[] = []): RunAudit => ({ ...base, games, verdict: 'cannot replay', note });
  try {
    const config = readRunRecord(dir);
    const numbers = readJournal(join(dir, JOURNAL_FILE), true).records.map((r) => r.game);
    if (numbers.length === 0) return cannot(`its journal (${JOURNAL_FILE}) holds no game`);
    const games = [...new Set([Math.min(...numbers), Math.max(...numbers)])];
    const checked = `game${games.length > 1 ? 's' : ''} ${games.join(' and ')}`;
    const stored = existsSync(join(dir, RECORD_FILE));
    if (timeBudgeted(config)) {
      const budget = `made with a time budget (${budgetWords(config)})`;
      if (!stored) return cannot(`${budget} and without --record: its games are samples of the machine's load, not of the code, and it stored no moves to check`);
      // its bots do not reproduce, but its stored moves must still be legal for this engine
      const refused = firstDifference(games, games.map((g) => { const d = storedRecord(dir, g); return typeof d === 'string' ? d : null; }));
      if (refused !== null) return { ...base, games, verdict: 'differs', note: refused };
      return cannot(`${budget}: its bots do not reproduce; the stored moves of ${checked} are legal for this engine`, games);
    }
    const diff = firstDifference(games, games.map((g) => gameDifference(dir, g, stored)));
    if (diff !== null) return { ...base, games, verdict: 'differs', note: diff };
    return { ...base, games, verdict: 'replays', note: `${checked} as ${stored ? 'stored, ply by ply' : 'the journal says'}` };
  } catch (e) {
    if (e instanceof UsageError) return cannot(e.message);
    throw e;
  }
}
