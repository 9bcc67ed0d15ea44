/**
 * Reading a config.json back (for --resume and merge). The file is outside input like
 * any other: it may be empty, `{}`, `null`, hand-edited or from another tool. It is
 * accepted only when the harness could have written it: its settings are checked again
 * by buildConfig and must come out as they are written. A file without a `game` key was
 * written before the harness played other games: it is a Jackal run, and is read back
 * with `"game": "jackal"` in its place (after `code`), so that it compares equal to the
 * same run configured today.
 */

import { readFileSync } from 'node:fs';
import { buildConfig, RunConfig } from './config.js';
import { DEFAULT_GAME } from './games.js';
import { sprtText, SprtSpec } from './stats/sprt.js';
import { UsageError } from './usage-error.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The keys buildConfig derives from the settings. `code` and `bots` (the bots' full
 * parameters) describe the code that ran and are compared by --resume and merge, which
 * name what differs; `provenance` is informational and dropped on reading.
 */
const SETTINGS = ['name', 'rules', 'seed', 'deals', 'lineups', 'rotation', 'budget', 'sprt', 'anchor', 'shard'] as const;

/** Reads and checks a saved configuration. Throws UsageError on `field` naming the file and the problem. */
export function readSavedConfig(path: string, field: string): RunConfig {
  const bad = (problem: string): never => { throw new UsageError(field, `${path}: ${problem}`); };
  let c: unknown;
  try { c = JSON.parse(readFileSync(path, 'utf8')); } catch (e) {
    return bad(`not valid JSON (${(e as Error).message})`);
  }
  if (!isObject(c)) return bad(`must hold a run configuration object, got ${c === null ? 'null' : Array.isArray(c) ? 'a list' : typeof c}`);
  for (const k of SETTINGS) if (!(Object.hasOwn(c, k))) bad(`not a run configuration: ${k} is missing`);
  if (!isObject(c.rules)) bad('rules must be an object');
  if (!isObject(c.budget)) bad('budget must be an object');
  if (c.name !== null && typeof c.name !== 'string') bad('name must be a string or null');
  if (typeof c.code !== 'string') bad('code must be a string (the code id of the engine and bots)');
  if (!isObject(c.bots)) bad('bots must be an object (every bot spec\'s parameters)');
  if (c.sprt !== null && !isObject(c.sprt)) bad('sprt must be null or an object');
  const shard = c.shard;
  if (shard !== null && !(isObject(shard) && Number.isInteger(shard.index) && Number.isInteger(shard.count)
    && (shard.index as number) >= 0 && (shard.index as number) < (shard.count as number))) {
    bad('shard must be null or {"index": K, "count": N} with 0 <= K < N');
  }
  if (c.game !== undefined && typeof c.game !== 'string') bad('game must be a game name');
  const game = (c.game as string | undefined) ?? DEFAULT_GAME;
  const budget = c.budget as Record<string, unknown>;
  let rebuilt: RunConfig;
  try {
    rebuilt = buildConfig({
      game, ...(c.rules as Record<string, unknown>), lineups: c.lineups, deals: c.deals, seed: c.seed, rotation: c.rotation,
      budgetIterations: budget.iterations, budgetMs: budget.ms,
      sprt: c.sprt ? sprtText(c.sprt as unknown as SprtSpec) : undefined, anchor: c.anchor ?? undefined,
    }, c.name as string | null, shard as RunConfig['shard']);
  } catch (e) {
    if (e instanceof UsageError) return bad(`${e.field}: ${e.problem}`);
    throw e;
  }
  for (const k of SETTINGS) {
    if (JSON.stringify(rebuilt[k]) !== JSON.stringify(c[k])) bad(`${k} is not as the harness writes it (checked: ${JSON.stringify(rebuilt[k])})`);
  }
  const { provenance: _provenance, ...config } = c;
  if (c.game !== undefined) return config as unknown as RunConfig;
  const withGame: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(config)) {
    withGame[k] = v;
    if (k === 'code') withGame.game = game;
  }
  return withGame as unknown as RunConfig;
}
