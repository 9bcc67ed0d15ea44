/**
 * Shared by the harness tests: temporary out dirs and reading a run's deterministic files.
 * (The pool runs the compiled worker in dist/, which test/global-setup.ts builds first.)
 */

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DETERMINISTIC_FILES } from '../../src/harness/outputs.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const JACKAL = join(ROOT, 'bin/jackal.js');

/**
 * Fails unless the compiled worker and CLI exist. test/global-setup.ts builds dist/ from
 * the current sources before any test file runs, so this only guards against a failed build.
 */
export function requireDist(): void {
  for (const f of ['dist/src/harness/worker.js', 'dist/src/cli/main.js']) {
    if (!existsSync(join(ROOT, f))) throw new Error(`${f} missing: the build failed`);
  }
}

/** @deprecated the global setup builds dist/; kept for branches written before it. Use requireDist. */
export const buildDist = requireDist;

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

/**
 * The deterministic output files of an out dir, by name; config.json without the machine's
 * speed of each session (provenance.machine: measured at every start, so never the same).
 */
export function outputs(dir: string): Record<string, string> {
  const o: Record<string, string> = {};
  for (const f of DETERMINISTIC_FILES) o[f] = readFileSync(join(dir, f), 'utf8');
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as { provenance?: { machine?: unknown } };
  if (config.provenance) delete config.provenance.machine;
  o['config.json'] = JSON.stringify(config, null, 2);
  return o;
}

/** Runs the real `jackal` entry without blocking (so that bad-input cases run side by side); resolves to its exit status and output. */
export function jackalAsync(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((res) => {
    const child = spawn(process.execPath, [JACKAL, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.on('data', (b: Buffer) => { stdout += b.toString(); });
    child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
    child.on('close', (status) => res({ status, stdout, stderr }));
  });
}
