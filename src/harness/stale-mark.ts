/**
 * The mark of stale outputs: `csv-stale.txt` in a run's out dir says that its CSVs and
 * records.jsonl may not hold every game of its journal. A session writes it, durably,
 * before it plays (run.ts), and removes it once writeOutputs has rewritten every file (each
 * fsynced and renamed into place), so a session that ends any other way leaves it behind:
 * a second Ctrl-C (which quits at once), SIGKILL, a crash, a power cut. Each CSV is
 * replaced whole (durable.ts), but not all of them at once; the mark makes the state of the
 * set unambiguous. The journal stays the record: `--resume` rewrites the files from it and
 * removes the mark; `jackal report` warns while it is there.
 */

import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { replaceText, syncDir } from './durable.js';

export const STALE_FILE = 'csv-stale.txt';

/** Marks the outputs of dir stale for the session starting now (pid and time in the text). */
export function markStale(dir: string): void {
  replaceText(join(dir, STALE_FILE), [
    `The CSVs and records.jsonl here may not hold every game of games.jsonl: a session of this run (pid ${process.pid},`,
    `started ${new Date().toISOString()}) had not rewritten them when it ended, or it is still playing.`,
    'games.jsonl is the record. The same command with --resume rewrites them from it and removes this file.',
    '',
  ].join('\n'));
}

/** Removes the mark once every output is rewritten (and syncs the dir, so a crash cannot bring it back). */
export function clearStale(dir: string): void {
  rmSync(join(dir, STALE_FILE), { force: true });
  syncDir(dir);
}

/** Whether dir's outputs are marked stale. */
export const isStale = (dir: string): boolean => existsSync(join(dir, STALE_FILE));
