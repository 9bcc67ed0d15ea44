/**
 * bin/jackal.js refuses to run a dist/ older than the sources (a `git pull` without a
 * build used to run the old code: `--tiles constructor` crashed and `--out /proc/x` hung
 * in a checkout whose dist/ predated their fixes). Checked on a copy of bin/jackal.js in
 * a temporary tree, so the repository's own files are never touched.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/jackal.js', import.meta.url));

/** A tree with bin/jackal.js, a stand-in compiled CLI built at `builtAt` and one source changed at `sourceAt` (seconds). */
function tree(builtAt: number | null, sourceAt: number): string {
  const root = mkdtempSync(join(tmpdir(), 'jackal-stale-'));
  mkdirSync(join(root, 'bin'));
  copyFileSync(BIN, join(root, 'bin/jackal.js'));
  writeFileSync(join(root, 'package.json'), '{"type":"module"}');
  mkdirSync(join(root, 'src/jackal'), { recursive: true });
  writeFileSync(join(root, 'src/jackal/apply.ts'), '');
  utimesSync(join(root, 'src/jackal/apply.ts'), sourceAt, sourceAt);
  if (builtAt !== null) {
    mkdirSync(join(root, 'dist/src/cli'), { recursive: true });
    writeFileSync(join(root, 'dist/src/cli/main.js'), 'export async function main(args) { console.log("ran " + args.join(" ")); }\n');
    utimesSync(join(root, 'dist/src/cli/main.js'), builtAt, builtAt);
  }
  return root;
}

const run = (root: string) => spawnSync(process.execPath, [join(root, 'bin/jackal.js'), 'new', '--seed', '1'], { encoding: 'utf8', timeout: 60_000 });

describe('bin/jackal.js and the build', () => {
  it('runs the compiled CLI when dist/ is newer than every source', () => {
    const r = run(tree(2_000_000_000, 1_900_000_000));
    expect([r.status, r.stdout.trim(), r.stderr]).toEqual([0, 'ran new --seed 1', '']);
  });

  it('refuses a dist/ older than a source, naming it, with exit 2 and one line', () => {
    const r = run(tree(1_900_000_000, 2_000_000_000));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('jackal: dist/ is stale: src/jackal/apply.ts changed after the last build; run `npm run build`\n');
  });

  it('refuses a missing dist/ with exit 2 and one line', () => {
    const r = run(tree(null, 1_900_000_000));
    expect([r.status, r.stderr]).toEqual([2, 'jackal: dist/ is missing: run `npm run build` (npm ci runs it)\n']);
  });
});
