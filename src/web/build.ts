/**
 * Bundles the browser code with esbuild: the viewer (src/web/viewer/app.ts, with the
 * engine it replays moves with) into dist/web/viewer.js, and the report's charts
 * (src/web/report/app.ts, with Chart.js) into dist/web/report.js. Each is one minified
 * IIFE that the page builders (page.ts) inline, so the pages need no network.
 *
 * Run by `npm run build` (after tsc) as `node dist/src/web/build.js`; tests call `buildBundles`.
 */

import { buildSync } from 'esbuild';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../harness/version.js';

/** The bundles: output name (under dist/web/) and entry (under the package root). */
export const BUNDLES: readonly { name: string; entry: string }[] = [
  { name: 'viewer.js', entry: 'src/web/viewer/app.ts' },
  { name: 'report.js', entry: 'src/web/report/app.ts' },
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
    });
    return outfile;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildBundles();
