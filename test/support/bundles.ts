/**
 * The page bundles (dist/web/) that the browser and report tests load. The global setup
 * (test/global-setup.ts) builds them once before any test file runs; they are built here only
 * when that setup was skipped (JACKAL_NO_BUILD=1, a single file run by hand). So test files
 * running side by side never rewrite a bundle another file is reading.
 */
import { buildBundles } from '../../src/web/build.js';

export function ensureBundles(): void {
  if (process.env.JACKAL_NO_BUILD === '1') buildBundles();
}
