/**
 * Finding a game record to show: in a records file (one record a line, as
 * `jackal play --record` or `--record` write them) or in a run's out dir (its
 * records.jsonl, or, when the run did not record, by replaying the game: replay.ts).
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkRecord, GameRecordDoc, isRecordError, RECORD_FILE } from './record.js';
import { replayRun } from './replay.js';
import { UsageError } from './usage-error.js';

/** Every record of a records file, checked; a bad line is refused naming its line and field. */
export function readRecords(path: string): GameRecordDoc[] {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (e) {
    throw new UsageError('record', `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const out: GameRecordDoc[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let x: unknown;
    try { x = JSON.parse(line); } catch (e) { throw new UsageError('record', `${path} line ${i + 1} is not JSON (${(e as Error).message})`); }
    const r = checkRecord(x);
    if (isRecordError(r)) throw new UsageError('record', `${path} line ${i + 1}: ${r.field}: ${r.message}`);
    out.push(r);
  });
  if (out.length === 0) throw new UsageError('record', `${path} holds no game record`);
  return out;
}

/**
 * The records of the given game numbers in a records file, parsing only their lines (a
 * run's records.jsonl may hold thousands of games). Missing games are left out.
 */
export function recordsOf(path: string, games: readonly number[]): GameRecordDoc[] {
  const text = readFileSync(path, 'utf8');
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
  if (statSync(path).isDirectory()) {
    const file = join(path, RECORD_FILE);
    if (!existsSync(file)) return replayRun(path, game ?? 0);
    path = file;
  }
  const all = readRecords(path);
  if (game === undefined) return all[0];
  const doc = all.find((d) => d.number === game);
  if (!doc) throw new UsageError('game', `${path} holds no game ${game} (it holds ${all.length === 1 ? `game ${all[0].number}` : `games ${all[0].number}..${all[all.length - 1].number}`})`);
  return doc;
}
