/**
 * A Vite plugin for the test configuration: a test's import of a module of the project's
 * code (src/ or bots/) loads the compiled module in dist/ with Node's own loader instead of
 * the TypeScript source through Vitest's module runner.
 *
 * Why: the module runner rewrites every imported name into a property read of a module
 * object, and the engines' hot loops (a move generation calls dozens of imported functions
 * per ply) ran 5-7 times slower under it than the same code compiled: 40 island games
 * took 42 CPU-s in Vitest and 7 CPU-s with this plugin (2026-12-01, test/archipelago/
 * islands-play.test.ts). The compiled code is what the CLI, the pool's workers and the
 * benchmarks run, so the tests now test it too, and a module is never loaded twice (once
 * as source, once compiled by a worker's import).
 *
 * Contract: the global setup (test/global-setup.ts) builds dist/ before any test file, so
 * dist/ is the build of the sources under test; with JACKAL_NO_BUILD=1 (no build) the
 * configuration leaves this plugin out and the tests run the sources. A source with no compiled twin (none today)
 * is left to the module runner. A test that needs the module runner's own features over
 * the project's code (`vi.mock` of a module they import) runs in a project without this
 * plugin (vitest.config.ts: `mocks`).
 */

import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The plugin, for the repository whose root directory (with a trailing slash) is `root`. */
export function compiledSources(root: string): Plugin {
  const project = /^(src|bots)\/.*\.ts$/;
  return {
    name: 'jackal-compiled-sources',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || !importer.startsWith(root)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || !resolved.id.startsWith(root)) return null;
      const rel = resolved.id.slice(root.length);
      if (!project.test(rel)) return null;
      const compiled = `${root}dist/${rel.slice(0, -3)}.js`;
      return existsSync(compiled) ? { id: compiled, external: true } : null;
    },
  };
}
