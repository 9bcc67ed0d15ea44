/**
 * The package version (for config.json's provenance) and the package root (where
 * `experiments/` lives). Both come from the nearest package.json named `jackal-lab`
 * above this module, so they are right whether the module runs from `src/` (tests)
 * or from `dist/src/` (the CLI and the workers).
 */

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'jackal-lab';

let cached: { root: string; version: string } | undefined;

function findPackage(): { root: string; version: string } {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === PACKAGE_NAME) return (cached = { root: dir, version: String(pkg.version ?? '0.0.0') });
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find the ${PACKAGE_NAME} package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}

/** The package version (e.g. "0.1.0"). Not a code identifier: see provenance.ts. */
export const packageVersion = (): string => findPackage().version;

/** The package root directory (holds package.json, experiments/, results/). */
export const packageRoot = (): string => findPackage().root;
