/**
 * Experiment files: JSON objects in the ExperimentInput schema (config.ts), kept in
 * `experiments/<name>.json`. `jackal run NAME` looks in ./experiments, then in the
 * package's experiments/; an argument that ends in .json or holds a slash is a path.
 */

import { findDuplicateKey } from '../core/json-keys.js';
import { nearest } from '../core/nearest-name.js';
import { readTextFile } from '../core/text-file.js';
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildConfig, RunConfig } from './config.js';
import { UsageError } from './usage-error.js';
import { packageRoot } from './version.js';

/** Names of the experiments in the package's experiments/ folder. */
export function experimentNames(): string[] {
  const dir = join(packageRoot(), 'experiments');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort() : [];
}

/** Finds an experiment file by name or path. Throws UsageError (field `experiment`) if there is none. */
export function findExperiment(arg: string): { name: string; path: string } {
  const isPath = arg.endsWith('.json') || arg.includes('/') || arg.includes('\\');
  const candidates = isPath ? [arg] : [join('experiments', `${arg}.json`), join(packageRoot(), 'experiments', `${arg}.json`)];
  const path = candidates.find((p) => existsSync(p));
  if (!path) {
    // a slip in a name is answered first: the list of known names is long
    const known = experimentNames();
    const hint = isPath ? undefined : nearest(arg, known);
    throw new UsageError('experiment', `no experiment ${JSON.stringify(arg)}${hint ? `; did you mean ${hint}?` : ''} (looked for ${candidates.join(', ')}; known: ${known.join(', ') || 'none'})`);
  }
  return { name: basename(path, '.json'), path };
}

/**
 * Reads and checks an experiment file, with optional overrides (from flags) of its keys.
 * Errors name the file and the key.
 */
export function loadExperiment(arg: string, overrides: Record<string, unknown> = {}, shard: RunConfig['shard'] = null): RunConfig {
  const { name, path } = findExperiment(arg);
  let text: string;
  let input: unknown;
  try {
    text = readTextFile(path);
    input = JSON.parse(text);
  } catch (e) {
    throw new UsageError('experiment', `not valid JSON (${(e as Error).message})`, path);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new UsageError('experiment', 'must be a JSON object', path);
  const dup = findDuplicateKey(text);
  if (dup) throw new UsageError(dup.path, 'given twice (JSON would keep only the last)', path);
  try {
    return buildConfig({ ...(input as Record<string, unknown>), ...overrides }, name, shard);
  } catch (e) {
    if (e instanceof UsageError) throw new UsageError(e.field, e.problem, path);
    throw e;
  }
}
