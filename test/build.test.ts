/**
 * The tests that run dist/ (test/cli/engine-commands.test.ts, test/harness/*) see the current sources:
 * every source the build compiles has its compiled file, written no earlier than the
 * source was last saved. test/global-setup.ts builds before the tests; without it an
 * edited source leaves an older .js behind and this fails.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The folders tsconfig.json compiles (its "include"), tests excluded as it excludes them. */
const BUILT = ['src', 'bots', 'bench', 'test/support'];

function sources(rel: string): string[] {
  return readdirSync(join(ROOT, rel), { withFileTypes: true }).flatMap((e) => {
    const r = join(rel, e.name);
    if (e.isDirectory()) return sources(r);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [r] : [];
  });
}

describe('dist/ is current', () => {
  it('every compiled source has a .js in dist/ no older than the source', () => {
    const stale: string[] = [];
    const all = BUILT.flatMap(sources);
    expect(all.length).toBeGreaterThan(50);
    for (const src of all) {
      const js = join(ROOT, 'dist', src.replace(/\.ts$/, '.js'));
      if (!existsSync(js) || statSync(js).mtimeMs < statSync(join(ROOT, src)).mtimeMs) stale.push(src);
    }
    expect(stale).toEqual([]);
  });
});
