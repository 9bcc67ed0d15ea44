/**
 * Reading a config.json back: `readSavedConfig` for --resume and merge, which go on with
 * the run and so need it exactly as this code would write it; `readRecordedConfig` for
 * readers that only count a finished run's outcomes (`jackal sweep`), whatever code wrote it.
 *
 * readSavedConfig. The file is outside input like
 * any other: it may be empty, `{}`, `null`, hand-edited or from another tool. It is
 * accepted only when the harness could have written it: its settings are checked again
 * by buildConfig and must come out as they are written. A file without a `game` key was
 * written before the harness played other games: it is a Jackal run, and is read back
 * with `"game": "jackal"` in its place (after `code`), so that it compares equal to the
 * same run configured today.
 */

import { isFieldError } from '../core/game.js';
import { readJsonFile } from '../core/text-file.js';
import { buildConfig, gameEntry, RunConfig } from './config.js';
import { DEFAULT_GAME } from './games.js';
import { ROTATIONS, Rotation } from './seating.js';
import { parseSprt, sprtText, SprtSpec } from './stats/sprt.js';
import { UsageError } from './usage-error.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The keys buildConfig derives from the settings. `code` and `bots` (the bots' full
 * parameters) describe the code that ran and are compared by --resume and merge, which
 * name what differs; `provenance` is informational and dropped on reading.
 */
const SETTINGS = ['name', 'rules', 'seed', 'deals', 'lineups', 'rotation', 'budget', 'sprt', 'anchor', 'shard'] as const;

type Bad = (problem: string) => never;

/** The parsed file, checked to be a JSON object holding every setting key. */
function parseSaved(path: string, bad: Bad): Record<string, unknown> {
  let c: unknown;
  try { c = readJsonFile(path); } catch (e) {
    return bad(`not valid JSON (${(e as Error).message})`);
  }
  if (!isObject(c)) return bad(`must hold a run configuration object, got ${c === null ? 'null' : Array.isArray(c) ? 'a list' : typeof c}`);
  for (const k of SETTINGS) if (!(Object.hasOwn(c, k))) bad(`not a run configuration: ${k} is missing`);
  if (c.name !== null && typeof c.name !== 'string') bad('name must be a string or null');
  if (typeof c.code !== 'string') bad('code must be a string (the code id of the engine and bots)');
  if (!isObject(c.bots)) bad('bots must be an object (every bot spec\'s parameters)');
  const shard = c.shard;
  if (shard !== null && !(isObject(shard) && Number.isInteger(shard.index) && Number.isInteger(shard.count)
    && (shard.index as number) >= 0 && (shard.index as number) < (shard.count as number))) {
    bad('shard must be null or {"index": K, "count": N} with 0 <= K < N');
  }
  if (c.game !== undefined && typeof c.game !== 'string') bad('game must be a game name');
  return c;
}

/** Reads and checks a saved configuration. Throws UsageError on `field` naming the file and the problem. */
export function readSavedConfig(path: string, field: string): RunConfig {
  const bad = (problem: string): never => { throw new UsageError(field, `${path}: ${problem}`); };
  const c = parseSaved(path, bad);
  if (!isObject(c.rules)) bad('rules must be an object');
  if (!isObject(c.budget)) bad('budget must be an object');
  if (c.sprt !== null && !isObject(c.sprt)) bad('sprt must be null or an object');
  const game = (c.game as string | undefined) ?? DEFAULT_GAME;
  const budget = c.budget as Record<string, unknown>;
  let rebuilt: RunConfig;
  try {
    rebuilt = buildConfig({
      game, ...(c.rules as Record<string, unknown>), lineups: c.lineups, deals: c.deals, seed: c.seed, rotation: c.rotation,
      budgetIterations: budget.iterations, budgetMs: budget.ms,
      sprt: c.sprt ? sprtText(c.sprt as unknown as SprtSpec) : undefined, anchor: c.anchor ?? undefined,
    }, c.name as string | null, c.shard as RunConfig['shard']);
  } catch (e) {
    if (e instanceof UsageError) return bad(`${e.field}: ${e.problem}`);
    throw e;
  }
  for (const k of SETTINGS) {
    if (JSON.stringify(rebuilt[k]) === JSON.stringify(c[k])) continue;
    if (c.code !== rebuilt.code) bad(`made by other code, which wrote its settings otherwise: ${k} is not as the harness writes it now (this code writes ${JSON.stringify(rebuilt[k])}); ${otherCode(c, rebuilt.code)}`);
    bad(`${k} is not as the harness writes it (checked: ${JSON.stringify(rebuilt[k])})`);
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

/**
 * What to do with a run made by other code: who made it, and that a run goes on only with
 * the code that made it, so this code plays it afresh in a new out dir (the way to
 * reproduce it, then compared game by game).
 */
function otherCode(c: Record<string, unknown>, now: string): string {
  const git = (c.provenance as { git?: { commit?: unknown } } | undefined)?.git;
  const commit = typeof git?.commit === 'string' ? git.commit.slice(0, 12) : null;
  return `the run was made by code id ${String(c.code)}${commit ? ` at commit ${commit}` : ''}, this code is ${now}. `
    + 'A run goes on only with the code that made it: to play it afresh with this code give a new --out '
    + '(then jackal compare OLD NEW says whether the games are the same)'
    + (commit ? `, or resume it with that code (git worktree add /tmp/jackal-${commit} ${commit})` : '');
}

const isWholeIn = (v: unknown, lo: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= lo;

/**
 * A config.json as any version of the harness wrote it, for readers of outcomes only.
 * Canonical bot specs, bot defaults and rule keys change between code versions, so an
 * older run's settings would not rebuild as written (readSavedConfig refuses it); here
 * they are taken as written and only what the statistics read is checked: a known game
 * whose engine accepts the rules (a rule key added since is filled with its default), a
 * non-empty list of lineups of spec strings with one spec per seat, each spec's parameters
 * in `bots`, whole deals, a known rotation, a readable SPRT and shard. Throws UsageError
 * on `field` naming the file and the problem.
 */
export function readRecordedConfig(path: string, field: string): RunConfig {
  const bad = (problem: string): never => { throw new UsageError(field, `${path}: ${problem}`); };
  const c = parseSaved(path, bad);
  let entry: ReturnType<typeof gameEntry>;
  try { entry = gameEntry((c.game as string | undefined) ?? DEFAULT_GAME); } catch (e) {
    return bad(`game: ${(e as UsageError).problem ?? (e as Error).message}`);
  }
  if (!isObject(c.rules)) bad('rules must be an object');
  const rules = entry.game.checkOptions(c.rules as Record<string, unknown>);
  if (isFieldError(rules)) return bad(`rules: ${rules.field}: ${rules.message}`);
  const seats = entry.sides(rules).length;
  const lineups = c.lineups;
  if (!Array.isArray(lineups) || lineups.length === 0) return bad('lineups must be a non-empty list of lineups');
  const bots = c.bots as Record<string, unknown>;
  lineups.forEach((l: unknown, i) => {
    if (!Array.isArray(l) || l.length !== seats || l.some((b) => typeof b !== 'string' || b === '')) {
      bad(`lineups[${i}] must list ${seats} bot specs, one per seat of mode ${entry.label(rules)}`);
    }
    for (const b of l as string[]) if (!isObject(bots[b])) bad(`bots has no parameters for ${b}, which plays in lineups[${i}]`);
  });
  if (!isWholeIn(c.deals, 1)) bad(`deals must be a whole number of at least 1, got ${JSON.stringify(c.deals)}`);
  if (typeof c.seed !== 'string') bad('seed must be a string');
  if (!ROTATIONS.includes(c.rotation as Rotation)) bad(`rotation must be one of ${ROTATIONS.join(', ')}, got ${JSON.stringify(c.rotation)}`);
  if (!isObject(c.budget) || !isWholeIn(c.budget.iterations, 0) || !isWholeIn(c.budget.ms, 0)) bad('budget must be {"iterations": N, "ms": N}');
  if (c.sprt !== null && !(isObject(c.sprt) && !('field' in parseSprt(sprtText(c.sprt as unknown as SprtSpec))))) bad('sprt must be null or a readable SPRT');
  const { provenance: _provenance, ...config } = c;
  return { ...config, game: entry.name, rules } as unknown as RunConfig;
}
