/**
 * Vitest global setup: builds the project as `npm run build` does (tsc over src, bots,
 * bench, test/support into dist/, then the web pages' bundle) once, before any test file
 * runs, so the tests that run the compiled CLI (bin/jackal.js), the pool's compiled
 * worker or the bundled viewer never see a stale build. It always builds
 * (about 1.5 s with the native compiler) rather than guessing staleness from mtimes, and a
 * build with type errors fails the run: a test suite over code that does not compile is
 * not green. test/build.test.ts checks the result. JACKAL_NO_BUILD=1 skips it (see setup).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default function setup(): void {
  // JACKAL_NO_BUILD=1 skips the build, for a developer running one engine test file while
  // another part of the tree is mid-edit; tests that run dist/ then see the last build.
  if (process.env.JACKAL_NO_BUILD === '1') return;
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const steps: string[][] = [[tsc, '-p', join(ROOT, 'tsconfig.json')], [join(ROOT, 'dist/src/web/build.js')]]; // = `npm run build`
  for (const args of steps) {
    const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) {
      const lines = `${r.stdout}${r.stderr}`.trim().split('\n');
      throw new Error(`the build (${args.map((a) => a.replace(ROOT, '')).join(' ')}) failed, so the tests would run a stale dist/:\n${lines.slice(0, 20).join('\n')}`);
    }
  }
}
