/**
 * Vitest global setup: type-checks and builds the project once, before any test file runs,
 * so the tests that run the compiled CLI (bin/jackal.js), the pool's compiled worker or the
 * bundled viewer never see a stale build. One tsc pass over tsconfig.test.json (every .ts
 * file: sources, tests, the vitest config) with its emit switched on writes dist/ as `npm run
 * build`'s tsconfig.json does (same compiler options; the tests' own .js land in dist/test/,
 * which nothing runs or ships), then the web pages' bundle is built. `npm test` is just
 * `vitest run`: a separate `tsc -p tsconfig.test.json` pass before it type-checked the sources
 * a second time (the two passes took 17.5 s of CPU, the one pass 10.2 s; native compiler,
 * this 2-core machine, 1 December 2026). It always builds rather than guessing staleness from
 * mtimes, and a type error anywhere (a test's too) fails the run: a test suite over code that
 * does not compile is not green. The last step bundles the pool's workers (src/harness/worker-bundle.ts).
 * test/build.test.ts checks the result. JACKAL_NO_BUILD=1
 * skips it (see setup).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Every test's temporary files go under one folder made for this run, removed when it ends:
 * TMPDIR is what os.tmpdir() reads, in the test workers (which inherit this process's
 * environment), in the CLI processes tests spawn and in the browser they start. Without it a
 * run left some 300 folders in /tmp (out dirs, records, browser profiles of files that make a
 * temporary folder and leave it for the next run to see). test/temp-dir.test.ts checks it.
 */
function tempRoot(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'jackal-tests-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}

export default function setup(): () => void {
  const removeTemp = tempRoot();
  // JACKAL_NO_BUILD=1 skips the build, for a developer running one engine test file while
  // another part of the tree is mid-edit; tests that run dist/ then see the last build.
  if (process.env.JACKAL_NO_BUILD === '1') return removeTemp;
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  // = `npm run build` plus the tests' type check
  const steps: string[][] = [[tsc, '-p', join(ROOT, 'tsconfig.test.json'), '--noEmit', 'false'], [join(ROOT, 'dist/src/web/build.js')],
    [join(ROOT, 'dist/src/harness/worker-bundle.js')]];
  for (const args of steps) {
    const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) {
      const lines = `${r.stdout}${r.stderr}`.trim().split('\n');
      removeTemp();
      throw new Error(`the type check and build (${args.map((a) => a.replace(ROOT, '')).join(' ')}) failed, so the tests would run a stale dist/:\n${lines.slice(0, 20).join('\n')}`);
    }
  }
  return removeTemp;
}
