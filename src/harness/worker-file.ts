/**
 * Which module the pool's worker threads run (pool-play.ts): the run's game's bundle
 * (worker-bundle.ts: dist/workers/GAME.js, only that game's engine and bots, about 30 ms of a
 * thread's CPU to load instead of 200) when it is there and its sidecar says it was built
 * from the sources the run records (RunConfig.code), else the module worker
 * (dist/src/harness/worker.js, as tsc wrote it: every game's modules).
 *
 * The module worker also plays runs with bots from outside (`file:`, `ext:`): the pipe helper
 * of an external bot is found next to its own module (bots/pipe.ts `helperUrl`), which a
 * bundle moves. A bundle whose sidecar is stale (the sources changed since `npm run build`,
 * or a bare `tsc` rebuilt dist/) is passed over, so the run plays what the main thread runs;
 * a bundle that does not carry the run's code though its sidecar did refuses every chunk
 * (worker.ts `refusal`), and the run stops.
 */

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RunConfig } from './config.js';
import { packageRoot } from './version.js';

/** dist/ of this build: the tree this module was compiled into, or the package's when it runs from the sources (tests). */
export const distDir = (): string => {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts') ? join(packageRoot(), 'dist') : resolve(dirname(here), '../..');
};

/** Where the pool looks for the bundles: dist/workers/. */
export const bundleDir = (dist = distDir()): string => join(dist, 'workers');

/** The bundle of `game` in the folder `dir`, and its sidecar (`{ "code": ID }`). */
export const bundlePaths = (dir: string, game: string): { js: string; json: string } =>
  ({ js: join(dir, `${game}.js`), json: join(dir, `${game}.json`) });

/** Whether a run of `config` has a bot from outside the project (a `file:` or `ext:` spec). */
const hasOutsideBot = (config: RunConfig): boolean => config.lineups.some((l) => l.some((spec) => /^(file|ext):/.test(spec)));

/** The code id in a bundle's sidecar, or undefined when there is none or it cannot be read. */
function sidecarCode(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const code = (JSON.parse(readFileSync(path, 'utf8')) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The bundle to run for `config`'s games, or undefined when the module worker must (see above). */
export function bundleFor(config: RunConfig, dir = bundleDir()): URL | undefined {
  if (hasOutsideBot(config)) return undefined;
  const { js, json } = bundlePaths(dir, config.game);
  return existsSync(js) && sidecarCode(json) === config.code ? pathToFileURL(js) : undefined;
}
