/**
 * Shared by the harness tests: building dist/ (the pool runs the compiled worker),
 * temporary out dirs, and reading a run's deterministic files.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DETERMINISTIC_FILES } from '../../src/harness/outputs.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const JACKAL = join(ROOT, 'bin/jackal.js');

/** Newest modification time of the .ts files under the given dirs. */
function newestSource(dirs: string[]): number {
  let newest = 0;
  const walk = (d: string): void => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(join(ROOT, d)));
  return newest;
}

const sleep = (ms: number): void => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms); };

/**
 * Compiles the project with tsc so dist/ matches the sources, unless it already does.
 * Test files run in parallel: a lock dir makes them build one at a time, and a stamp
 * written after a build lets the next one skip it (so no build rewrites the worker
 * while another file's pool is loading it). tsc still emits when some other file has
 * a type error, so only a missing worker or CLI counts as a failure.
 */
export function buildDist(): void {
  const dist = join(ROOT, 'dist');
  mkdirSync(dist, { recursive: true });
  const lock = join(dist, '.harness-test-build.lock');
  const stamp = join(dist, '.harness-test-build.stamp');
  for (let waited = 0; ; waited += 50) {
    try { mkdirSync(lock); break; } catch {
      if (waited > 120_000 || (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000)) { rmSync(lock, { recursive: true, force: true }); continue; }
      sleep(50);
    }
  }
  try {
    const fresh = existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource(['src', 'bots', 'bench'])
      && existsSync(join(dist, 'src/harness/worker.js'));
    if (!fresh) {
      const started = Date.now();
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      try {
        execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.json')], { cwd: ROOT, stdio: 'pipe' });
      } catch (e) {
        const out = String((e as { stdout?: Buffer }).stdout ?? '');
        if (!out.includes('error')) throw e;
      }
      writeFileSync(stamp, '');
      utimesSync(stamp, started / 1000, started / 1000); // a source saved during the build makes the next call rebuild
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  for (const f of ['dist/src/harness/worker.js', 'dist/src/cli/main.js']) {
    if (!existsSync(join(ROOT, f))) throw new Error(`build did not produce ${f}`);
  }
}

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
