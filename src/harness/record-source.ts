/**
 * Finding a game record to show: in a records file (one record a line, as
 * `jackal play --record` or `--record` write them) or in a run's out dir (its
 * records.jsonl, or, when the run did not record, by replaying the game: replay.ts).
 *
 * A record holds its moves, so showing it needs only that this engine accepts them with
 * its deal and rules (as a chess program opens an old PGN), not that the bots' code is
 * the one that made it: `openRecord` checks exactly that and, when the engine refuses a
 * move, names the ply, the move and why, and the commit that made the run.
 */

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileProblem } from '../core/file-problem.js';
import { readTextFile } from '../core/text-file.js';
import { readRunRecord } from './merge.js';
import { checkRecord, GameRecordDoc, isRecordError, RECORD_FILE, RecordError, replayMoves } from './record.js';
import { JOURNAL_FILE, readJournal } from './journal.js';
import { codeDifference, madeBy, oldCodeHint, replayRun } from './replay.js';
import { UsageError } from './usage-error.js';

/**
 * Every record of a records file, checked; a bad line is refused naming its line and field.
 * A file of one JSON value over several lines is one record laid out by hand or by a
 * formatter (`jq .`), read as such; a position given where a record belongs is named as one
 * (its first line, `{`, was "not JSON").
 */
export function readRecords(path: string): GameRecordDoc[] {
  let text: string;
  try { text = readTextFile(path); } catch (e) {
    throw new UsageError('record', fileProblem(path, e));
  }
  const lines = text.split('\n');
  const whole = lines.filter((l) => l.trim() !== '').length > 1 ? oneValue(text) : undefined;
  if (whole !== undefined) return [checked(whole, path, path)];
  const out: GameRecordDoc[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let x: unknown;
    try { x = JSON.parse(line); } catch (e) { throw new UsageError('record', `${path} line ${i + 1} is not JSON (${(e as Error).message})`); }
    out.push(checked(x, path, `${path} line ${i + 1}`));
  });
  if (out.length === 0) throw new UsageError('record', `${path} holds no game record`);
  return out;
}

/** The value of a text that is one JSON value, or undefined when it is not (a records file: one a line). */
function oneValue(text: string): unknown {
  try { return JSON.parse(text); } catch { return undefined; }
}

/** A parsed record, checked; `where` (the file, or its line) heads the refusal. */
function checked(x: unknown, path: string, where: string): GameRecordDoc {
  const o = typeof x === 'object' && x !== null ? x as { format?: unknown; game?: unknown } : {};
  if (typeof o.format === 'string' ? o.format.endsWith('-position') : o.format === undefined && typeof o.game === 'string') {
    throw new UsageError('record', `${where}: a position, not a game record (jackal show ${path} draws it; a record is what jackal play --record writes)`);
  }
  const r = checkRecord(x);
  if (isRecordError(r)) throw new UsageError('record', `${where}: ${r.field}: ${r.message}`);
  return r;
}

/**
 * The records of the given game numbers in a records file, parsing only their lines (a
 * run's records.jsonl may hold thousands of games). Missing games are left out.
 */
export function recordsOf(path: string, games: readonly number[]): GameRecordDoc[] {
  const text = readTextFile(path);
  const out: GameRecordDoc[] = [];
  for (const g of [...new Set(games)].sort((a, b) => a - b)) {
    const at = text.indexOf(`"number":${g},"deal":`);
    if (at < 0) continue;
    const line = text.slice(text.lastIndexOf('\n', at) + 1, (text.indexOf('\n', at) + 1 || text.length + 1) - 1);
    let x: unknown;
    try { x = JSON.parse(line); } catch (e) { throw new UsageError('record', `${path}, game ${g}: not JSON (${(e as Error).message})`); }
    const r = checkRecord(x);
    if (isRecordError(r)) throw new UsageError('record', `${path}, game ${g}: ${r.field}: ${r.message}`);
    out.push(r);
  }
  return out;
}

/**
 * The record of game `game` (the first one when undefined) from a records file or a run's
 * out dir. Throws UsageError naming the problem.
 */
export function findRecord(path: string, game?: number): GameRecordDoc {
  if (!existsSync(path)) throw new UsageError('record', `${path} does not exist`);
  let dir: string | null = null;
  if (statSync(path).isDirectory()) {
    dir = path;
    const file = join(path, RECORD_FILE);
    if (!existsSync(file)) return replayRun(path, game ?? 0);
    path = file;
  }
  const all = readRecords(path);
  const doc = game === undefined ? all[0] : all.find((d) => d.number === game);
  if (!doc) throw new UsageError('game', `${path} holds no game ${game} (it holds ${all.length === 1 ? `game ${all[0].number}` : `games ${all[0].number}..${all[all.length - 1].number}`})`);
  return openRecord(doc, dir ?? path, dir);
}

/**
 * The record, when this engine replays its moves with its deal and rules; else throws
 * UsageError naming the ply, the move and the engine's reason, and what made the record
 * (`dir`: the run's out dir, whose config.json names its commit; null for a lone file).
 */
export function openRecord(doc: GameRecordDoc, source: string, dir: string | null): GameRecordDoc {
  const r = replayMoves(doc);
  if (!isRecordError(r)) return doc;
  throw new UsageError('record', `${source}, game ${doc.number}: ${moveRefusal(doc, r)}${dir === null ? recordMaker(doc) : runMaker(dir)}`);
}

/** A replayMoves refusal in words: `this engine refuses ply 12, w w1-g2: ...`. */
function moveRefusal(doc: GameRecordDoc, e: RecordError): string {
  const at = /^moves\[(\d+)\]$/.exec(e.field);
  if (at === null) return `this engine does not accept the record's ${e.field}: ${e.message}`;
  const i = Number(at[1]);
  const [mover, move] = doc.moves[i];
  return `this engine refuses ply ${i + 1}, ${mover} ${move} (${e.message})`;
}

/** Who made a lone record: its run's code id (a record carries no commit). */
const recordMaker = (doc: GameRecordDoc): string =>
  typeof doc.run.code === 'string' ? `; the record was made by code id ${doc.run.code}` : '';

/** Who made a run's records: its commit and code id, and how to open it with that code. */
function runMaker(dir: string): string {
  try {
    return `; the run was made by ${madeBy(dir, readRunRecord(dir))}${oldCodeHint(dir)}`;
  } catch {
    return '';
  }
}

/**
 * The records of the given games of the run in `dir` (the report's notable games), each
 * either its record or, when it cannot be opened, why (one line: the refusal of
 * `openRecord` or `replayRun`). Stored moves are used when the run recorded them.
 *
 * A run that stored no moves and was made by other code (another code id) is first
 * probed with its shortest game: a game can take minutes to play again, and when this
 * code plays the shortest otherwise, the given games are named as not tried, for that
 * reason. Likewise after the first given game that ends otherwise.
 */
export function runRecords(dir: string, games: readonly number[]): (GameRecordDoc | string)[] {
  const file = join(dir, RECORD_FILE);
  const stored = existsSync(file) ? recordsOf(file, games) : null;
  let given: string | null = stored === null ? probeOtherCode(dir) : null;
  return games.map((g) => {
    const doc = stored?.find((d) => d.number === g);
    if (!doc && given !== null) return `not played again: ${given}`;
    try {
      return doc ? openRecord(doc, dir, dir) : replayRun(dir, g, stored !== null);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      if (e.field === 'run') given = `game ${g} of this run, played again by this code, already ended otherwise (above)`;
      return e.problem;
    }
  });
}

/** For a run by other code: null when this code plays its shortest game as the journal says, else why not. */
function probeOtherCode(dir: string): string | null {
  const config = readRunRecord(dir);
  if (codeDifference(config) === null) return null;
  const done = readJournal(join(dir, JOURNAL_FILE), true).records.filter((r) => r.error === '');
  if (done.length === 0) return null;
  const shortest = done.reduce((a, b) => (b.plies < a.plies ? b : a));
  try {
    replayRun(dir, shortest.game);
    return null;
  } catch (e) {
    if (!(e instanceof UsageError) || e.field !== 'run') throw e;
    return `its shortest game, ${e.problem}`;
  }
}
