/**
 * Bundles the browser code with esbuild: the viewer (src/web/viewer/app.ts, with the
 * engine it replays moves with) into dist/web/viewer.js, and the report's charts
 * (src/web/report/app.ts, with Chart.js) into dist/web/report.js, and the table where a
 * person plays the bots (src/web/table/app.ts) into dist/web/table.js. Each is one minified
 * IIFE that the page builders (page.ts) inline, so the pages need no network.
 *
 * Run by `npm run build` (after tsc) as `node dist/src/web/build.js`; tests call `buildBundles`.
 */

import { buildSync } from 'esbuild';
import { existsSync, mkdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../harness/version.js';

/**
 * The bundles: output name (under dist/web/) and entry (under the package root); `nodeStub`
 * (under the package root) stands in for every Node built-in module the entry's imports
 * load but the page never calls, and `process.env` is empty there.
 */
export const BUNDLES: readonly { name: string; entry: string; nodeStub?: string }[] = [
  // (the stub: the game registry loads Archipelago's layout reader, which reads files with node:fs)
  { name: 'viewer.js', entry: 'src/web/viewer/app.ts', nodeStub: 'src/web/table/node-stub.cjs' },
  { name: 'report.js', entry: 'src/web/report/app.ts' },
  // the table (`jackal table`): the page and, started from the same text, the bots' Web Worker
  { name: 'table.js', entry: 'src/web/table/app.ts', nodeStub: 'src/web/table/node-stub.cjs' },
];

/** Builds every bundle into dist/web/; returns their paths. */
export function buildBundles(): string[] {
  const root = packageRoot();
  mkdirSync(join(root, 'dist/web'), { recursive: true });
  return BUNDLES.filter((b) => existsSync(join(root, b.entry))).map((b) => {
    const outfile = join(root, 'dist/web', b.name);
    buildSync({
      entryPoints: [join(root, b.entry)], outfile, bundle: true, minify: true, format: 'iife', platform: 'browser', target: 'es2020',
      // seedrandom tries require('crypto') for autoseeding, which the engine never uses
      external: ['crypto'], legalComments: 'none', logLevel: 'error',
      alias: b.nodeStub ? Object.fromEntries(builtinModules.map((m) => [`node:${m}`, join(root, b.nodeStub!)])) : {},
      // and Node's environment reads as empty
      define: b.nodeStub ? { 'process.env': '{}' } : {},
    });
    return outfile;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildBundles();
