/**
 * Shared by the harness tests: temporary out dirs and reading a run's deterministic files.
 * (The pool runs the compiled worker in dist/, which test/global-setup.ts builds first.)
 */

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DETERMINISTIC_FILES } from '../../src/harness/outputs.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const JACKAL = join(ROOT, 'bin/jackal.js');

const made: string[] = [];

/** A new temporary dir (removed by removeTempDirs). */
export function tempDir(tag: string): string {
  const d = mkdtempSync(join(tmpdir(), `jackal-${tag}-`));
  made.push(d);
  return d;
}

/** Removes the temporary dirs this test file made. */
export function removeTempDirs(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** The deterministic output files of an out dir, by name. */
export function outputs(dir: string): Record<string, string> {
  const o: Record<string, string> = {};
  for (const f of [...DETERMINISTIC_FILES, 'config.json']) o[f] = readFileSync(join(dir, f), 'utf8');
  return o;
}
