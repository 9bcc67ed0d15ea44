/**
 * The journal (games.jsonl in the out dir): one JSON line per finished game, appended
 * as results arrive, in completion order. It is the run's source of truth: the CSVs
 * are regenerated from it at the end, on Ctrl-C, on `--resume` and by `merge`, so an
 * interrupted run loses at most the games in flight.
 *
 * Writes go straight to the file descriptor; fsync runs at most once a second and on
 * close, so a crash of the machine loses at most about a second of games. A line cut
 * short by a crash fails to parse and is dropped on reading (that game is played again).
 */

import { closeSync, existsSync, fstatSync, fsyncSync, ftruncateSync, openSync, readFileSync } from 'node:fs';
import { replaceText, writeAll } from './durable.js';
import type { GameRecord } from './play.js';

export const JOURNAL_FILE = 'games.jsonl';
const FSYNC_EVERY_MS = 1000;

const isRecord = (x: unknown): x is GameRecord => {
  const r = x as GameRecord;
  return typeof r === 'object' && r !== null && Number.isInteger(r.game) && r.game >= 0 && Number.isInteger(r.deal)
    && Number.isInteger(r.dealSeed) && Array.isArray(r.bots) && Array.isArray(r.coins) && Array.isArray(r.ranks)
    && Number.isInteger(r.plies) && typeof r.reason === 'string' && typeof r.error === 'string' && typeof r.ms === 'number';
};

/** One journal line (with its newline). */
export const journalLine = (r: GameRecord): string => `${JSON.stringify(r)}\n`;

/**
 * Reads a journal: the records of its valid lines (the first record of a game wins)
 * and the number of lines dropped as unreadable. A missing file reads as empty.
 * `outcomesOnly` skips the recorded moves (the last key of a line, record.ts), which
 * are most of a recording run's journal, for readers that need only the outcomes.
 */
export function readJournal(path: string, outcomesOnly = false): { records: GameRecord[]; dropped: number } {
  if (!existsSync(path)) return { records: [], dropped: 0 };
  const seen = new Set<number>();
  const records: GameRecord[] = [];
  let dropped = 0;
  for (let line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const moves = outcomesOnly ? line.indexOf(',"moves":[') : -1;
    if (moves >= 0) line = `${line.slice(0, moves)}}`;
    let r: unknown;
    try { r = JSON.parse(line); } catch { dropped++; continue; }
    if (!isRecord(r)) { dropped++; continue; }
    if (seen.has(r.game)) continue;
    seen.add(r.game);
    records.push(r);
  }
  return { records, dropped };
}

/** Replaces the journal with exactly these records (atomically and durably: fsynced before the rename). */
export function rewriteJournal(path: string, records: readonly GameRecord[]): void {
  replaceText(path, records.map(journalLine).join(''));
}

/** An open journal that records are appended to. */
export class JournalWriter {
  private fd: number;
  private lastSync = 0;
  /** The file's length after the last whole append: a failed one is cut back to it. */
  private size: number;

  constructor(path: string) {
    this.fd = openSync(path, 'a');
    this.size = fstatSync(this.fd).size;
  }

  /**
   * Appends the records' lines. When the write fails (a full disk: durable.ts writeAll), the
   * part written is cut off again, so the journal ends with a whole line, and the error is
   * thrown: none of these records is journaled.
   */
  append(records: readonly GameRecord[]): void {
    if (records.length === 0) return;
    const text = records.map(journalLine).join('');
    try {
      writeAll(this.fd, text);
    } catch (e) {
      try { ftruncateSync(this.fd, this.size); } catch { /* a torn last line is dropped on reading */ }
      throw e;
    }
    this.size += Buffer.byteLength(text);
    const now = Date.now();
    if (now - this.lastSync >= FSYNC_EVERY_MS) { fsyncSync(this.fd); this.lastSync = now; }
  }

  close(): void {
    if (this.fd < 0) return;
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = -1;
  }
}
