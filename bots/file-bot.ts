/**
 * Bots from a file: the spec `file:PATH` or `file:PATH:key=value,...` loads the JavaScript
 * module at PATH (relative to the working directory) and plays the bot factory it exports,
 * as the registry plays a built-in one: in the workers, through its observation alone,
 * with its own seeded Rng per seat and game (src/harness/config.ts `botSeed`).
 *
 * The module's contract: a `default` export or an export named `bot` that is a factory
 * object `{ name?, doc?, params?, games?, create(params, spec, game) }` (bots/bot.ts
 * `BotFactory`; `params` declares the typed parameters the spec may set, `games` the games
 * it plays, absent for every game), whose `create` returns `{ chooseMove(obs, budget, rng) }`.
 * PATH holds no `:` (the first `:` after it begins the parameters).
 *
 * Implementation notes. The bot interface is synchronous and the registry is called from
 * synchronous code in every worker, so the module is loaded with `require`, which on
 * Node 20.19 and later loads an ES module too (not one with top-level await: that is
 * refused with a message). Each thread loads a path once. The file's content hash
 * (sha256, 16 hex digits) is the parameter `file.sha256` of the spec's parameters, which
 * config.json records and `--resume` and `merge` compare, so a run refuses a changed file.
 */

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { BotFactory, ParamSpec } from './bot.js';
import { FILE_PREFIX } from './builtin-bots.js';

/** The spec prefix of a bot from a file (the registry's spec syntax, builtin-bots.ts). */
export { FILE_PREFIX };
/** The parameter that carries the file's content hash (a dot, so no declared parameter can take it). */
export const FILE_HASH_PARAM = 'file.sha256';

export interface LoadedFile { path: string; sha256: string; factory: BotFactory }
export type FileLoad = LoadedFile | { error: string };

const loaded = new Map<string, FileLoad>();
const requireHere = createRequire(import.meta.url);

/** 16 hex digits of the sha256 of a file's bytes. */
export const fileHash = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);

const PARAM_TYPES = ['int', 'float', 'bool', 'enum'];

/** Why `params` is not a list of parameter declarations, or null. */
function badParams(params: unknown): string | null {
  if (params === undefined) return null;
  if (!Array.isArray(params)) return 'params must be a list of { name, type, default, doc }';
  for (const [i, p] of (params as ParamSpec[]).entries()) {
    if (typeof p !== 'object' || p === null || typeof p.name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(p.name)) return `params[${i}].name must be a word (letters, digits, _)`;
    if (!PARAM_TYPES.includes(p.type)) return `params[${i}] (${p.name}): type must be one of ${PARAM_TYPES.join(', ')}`;
    const want = p.type === 'bool' ? 'boolean' : p.type === 'enum' ? 'string' : 'number';
    if (typeof p.default !== want) return `params[${i}] (${p.name}): default must be a ${want}`;
    if (p.type === 'enum' && !(Array.isArray(p.values) && p.values.includes(p.default as string))) return `params[${i}] (${p.name}): values must list the default`;
  }
  return null;
}

/** The bot factory a loaded module exports, or why there is none. */
function factoryOf(mod: Record<string, unknown>, path: string): BotFactory | string {
  const f = (mod.default ?? mod.bot) as Partial<BotFactory> | undefined;
  const names = Object.keys(mod).filter((k) => k !== '__esModule');
  if (typeof f !== 'object' || f === null || typeof f.create !== 'function') {
    return `exports no bot factory: expected a default export or an export named bot with a create(params, spec, game) function; it exports ${names.length ? names.join(', ') : 'nothing'}`;
  }
  const bad = badParams(f.params);
  if (bad) return bad;
  if (f.games !== undefined && !(Array.isArray(f.games) && f.games.every((g) => typeof g === 'string'))) return 'games must be a list of game names';
  return { name: `${FILE_PREFIX}${path}`, doc: typeof f.doc === 'string' ? f.doc : '', params: f.params ?? [], games: f.games, create: f.create.bind(f) };
}

/** Loads (once per thread) the bot module at `path` (as given in the spec). */
export function loadFileBot(path: string): FileLoad {
  const full = resolve(path);
  const known = loaded.get(full);
  if (known) return known;
  let out: FileLoad;
  if (path === '') out = { error: 'give the module\'s path, e.g. file:./my-bot.js' };
  else if (!existsSync(full) || !statSync(full).isFile()) out = { error: `no such file ${full}` };
  else {
    try {
      const f = factoryOf(requireHere(full) as Record<string, unknown>, path);
      out = typeof f === 'string' ? { error: f } : { path, sha256: fileHash(full), factory: f };
    } catch (e) {
      const msg = e instanceof Error ? e.message.split('\n')[0] : String(e);
      out = { error: `cannot load it: ${msg}` };
    }
  }
  loaded.set(full, out);
  return out;
}

/** Splits `file:PATH[:params]` into the path and the parameter text. */
export function splitFileSpec(text: string): { path: string; rest: string } {
  const body = text.slice(FILE_PREFIX.length);
  const colon = body.indexOf(':');
  return colon < 0 ? { path: body.trim(), rest: '' } : { path: body.slice(0, colon).trim(), rest: body.slice(colon + 1) };
}
