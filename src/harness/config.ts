/**
 * A run's configuration: what is played (the game, its rule options, lineups of bots, seat
 * rotation, deals, seed, budget) and which slice (shard). It is checked once at the
 * boundary and stored as config.json in the out dir; `--resume` and `merge` compare it.
 *
 * Game numbering. A run plays `deals x lineups x seatings` games. Game g is
 *   deal = floor(g / (L * R)), lineup = floor(g / R) mod L, seating = g mod R
 * for L lineups and R seatings, so every lineup and seating of a deal are
 * neighbours, and a partial run (interrupted, or one shard) stays balanced.
 * A shard K/N holds the deals d with d mod N = K, with all their games.
 *
 * Seeds. The deal seed of deal d is the first 32-bit word of Rng(`deal-seed:SEED:d`)
 * (passed to newGame as a number, so `deal_seed` in games.csv reproduces the island);
 * the bot in seat s of game g draws from Rng(`bot:SEED:g:s`). Nothing else is random.
 *
 * Games. `game` names a game of the registry (games.ts; default jackal). Its rule options
 * are the experiment's rule keys, checked by the game's own checkOptions; its bots are
 * checked against the game (bots/registry.ts). A config.json written before there was a
 * `game` key is a Jackal run (saved-config.ts reads it so).
 */

import { createHash } from 'node:crypto';
import type { Params } from '../../bots/bot.js';
import { botNames, parseBotSpec } from '../../bots/registry.js';
import { FILE_HASH_PARAM } from '../../bots/file-bot.js';
import { isFieldError } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { DEFAULT_GAME, findGame, GameEntry, gameNames } from './games.js';
import { ROTATIONS, Rotation, seatings } from './seating.js';
import { UsageError } from './usage-error.js';
import { codeId, Provenance } from './provenance.js';
import type { RunFacts } from './machine-speed.js';
import { parseSprt, SprtSpec } from './stats/sprt.js';

/** The checked configuration of a run (what config.json holds). Key order is fixed. */
export interface RunConfig {
  /** Experiment name for `jackal run`, null for `jackal match`. */
  name: string | null;
  /** The code identifier of the engine and bot sources (provenance.ts): changes whenever they do. */
  code: string;
  /** The game (its registry name, games.ts). */
  game: string;
  /** The rule options, as the game's checkOptions fills them (every option key, engine key order). */
  rules: Record<string, unknown>;
  seed: string;
  deals: number;
  /** Lineups of canonical bot specs; each has one bot per seat. */
  lineups: string[][];
  /** Every bot spec's full parameters, defaults included (so a changed default shows). */
  bots: Record<string, Params>;
  rotation: Rotation;
  budget: { iterations: number; ms: number };
  /** Sequential test of the first bot against the second (two-bot runs only), or null. */
  sprt: SprtSpec | null;
  /** The bot rated 0 in ratings.csv (a spec of the run), or null: `random` if it plays, else the first bot. */
  anchor: string | null;
  /** This run's slice: deals d with d mod count = index; null for the whole run. */
  shard: { index: number; count: number } | null;
  /** Present (true) when the run records every game's moves (records.jsonl, record.ts); absent otherwise. */
  record?: true;
}

/**
 * The experiment-file schema (and what `jackal match` builds from its flags).
 * Exactly one of `bots`, `lineups`, `roundRobin` is required.
 */
export interface ExperimentInput {
  /** Free text, ignored by the harness. */
  description?: string;
  /** The game's registry name (default jackal). */
  game?: string;
  mode?: string;
  /** One lineup: a bot spec per seat, or a single spec for every seat. */
  bots?: string[];
  /** Several lineups, each a bot spec per seat (or a single spec for every seat). */
  lineups?: string[][];
  /** Every combination of `players` distinct bots from this list, in list order. */
  roundRobin?: string[];
  /** Deals (islands); each is played once per lineup and seating. */
  deals?: number;
  seed?: string | number;
  rotation?: string;
  /** Rule options: any GameOptions key (mode, tiles, firstCrew, airplaneImmediate, maxPlies, ...). */
  [rule: string]: unknown;
  /** Search iterations per decision (0 = each bot's default). */
  budgetIterations?: number;
  /** Wall-clock ms per decision (0 = none). Not reproducible. */
  budgetMs?: number;
  /** Record every game's moves into records.jsonl. */
  record?: boolean;
  /** SPRT settings, `elo0=0,elo1=5,alpha=0.05,beta=0.05[,model=logistic]` (stats/sprt.ts). */
  sprt?: string;
  /** The bot rated 0 in ratings.csv. */
  anchor?: string;
}

/** The harness's own experiment keys; the rule keys are those of the game's options. */
const HARNESS_KEYS = ['description', 'game', 'bots', 'lineups', 'roundRobin', 'deals', 'seed', 'rotation', 'budgetIterations', 'budgetMs', 'record', 'sprt', 'anchor'];
/** A built game's entry; throws UsageError on `game` for an unknown or unbuilt game. */
export function gameEntry(name: unknown): GameEntry & { game: NonNullable<GameEntry['game']> } {
  const e = findGame(name);
  if (isFieldError(e)) throw new UsageError(e.field, e.message);
  return e;
}
/**
 * Rule option keys of a game, taken from its engine (its defaults) so that a new rule option is
 * an experiment key at once, and from its flags: an option with no default (Archipelago's
 * `boxes`) is missing from the defaults, so `jackal match --boxes 1,3` was refused as an
 * unknown key of the very flag it offers.
 */
export function ruleKeys(game: string = DEFAULT_GAME): string[] {
  const e = gameEntry(game);
  return [...new Set([...Object.keys(e.game.checkOptions({}) as object), ...e.flags.map((f) => f.key)])];
}
/** Every key an experiment of this game may hold. */
export const experimentKeys = (game: string = DEFAULT_GAME): string[] => [...HARNESS_KEYS.slice(0, 2), ...ruleKeys(game), ...HARNESS_KEYS.slice(2)];

export const DEFAULT_SEED = '1';
export const DEFAULT_DEALS = 10;
const MAX_GAMES = 1e9;

const isWhole = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** Modes by seat count, for the hint when the bots given do not fit the mode. */
const MODES_WITH: Record<number, string> = { 2: 'mode 2p', 3: 'mode 3p', 4: 'mode 4p or 2v2' };

/** "1 seat", "2 seats". */
const seatsText = (n: number): string => (n === 1 ? '1 seat' : `${n} seats`);

function seatHint(given: number, players: number): string {
  const fits = MODES_WITH[given];
  if (players === 1) return ''; // solo play: one bot, no other mode of the same game to point at
  const rr = given > players ? `, or keep the mode and play every ${players} of them with round robin` : '';
  return fits ? ` (for ${given} bots use ${fits}${rr})` : given > players ? ` (play every ${players} of them with round robin)` : '';
}

/** Checks a bot spec list for one lineup; returns canonical specs, one per seat. */
function checkLineup(list: unknown, players: number, field: string, game: string): string[] {
  if (!Array.isArray(list) || list.length === 0) throw new UsageError(field, 'must be a non-empty list of bot specs');
  if (list.length !== 1 && list.length !== players) {
    throw new UsageError(field, `the mode has ${seatsText(players)}: give ${players === 1 ? '1 bot spec' : `${players} bot specs (one per seat) or one for every seat`}, got ${list.length}${seatHint(list.length, players)}`);
  }
  const specs = list.map((b, i) => checkSpec(b, `${field}[${i}]`, game));
  return list.length === 1 ? new Array<string>(players).fill(specs[0]) : specs;
}

function checkSpec(b: unknown, field: string, game: string): string {
  if (typeof b !== 'string') throw new UsageError(field, `must be a bot spec string like "random" or "mcts:iterations=500", got ${JSON.stringify(b)}`);
  const r = parseBotSpec(b, game);
  if ('code' in r) throw new UsageError(field, `${JSON.stringify(b)}: ${r.field}: ${r.message}`);
  return r.canonical;
}

/** Full parameters (defaults filled) of a canonical spec. */
function paramsOf(spec: string, game: string): Params {
  const r = parseBotSpec(spec, game);
  if ('code' in r) throw new Error(`canonical spec ${spec} does not parse: ${r.message}`);
  return r.params;
}

/** Combinations of k items of a list, in list order. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const cur: T[] = [];
  const pick = (from: number): void => {
    if (cur.length === k) { out.push(cur.slice()); return; }
    for (let i = from; i <= items.length - (k - cur.length); i++) { cur.push(items[i]); pick(i + 1); cur.pop(); }
  };
  pick(0);
  return out;
}

/**
 * A key's value, or `dflt` when the key is absent. JSON's null is a value like any other, which
 * the key's own check refuses: read with `??`, `"seed": null` ran with the default seed.
 */
const valueOr = (input: Record<string, unknown>, key: string, dflt: unknown): unknown => (input[key] === undefined ? dflt : input[key]);

/**
 * Checks an experiment (from a file or from flags) and builds the run configuration.
 * Throws UsageError naming the experiment key at fault.
 */
export function buildConfig(input: Record<string, unknown>, name: string | null, shard: RunConfig['shard'] = null): RunConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new UsageError('experiment', 'must be a JSON object');
  const gameIn = valueOr(input, 'game', DEFAULT_GAME);
  const entry = gameEntry(gameIn);
  const game = entry.name;
  const keys = experimentKeys(game);
  for (const k of Object.keys(input)) {
    if (!keys.includes(k)) throw new UsageError(k, `unknown key${game === DEFAULT_GAME ? '' : ` for ${game}`}; known keys: ${keys.join(', ')}`);
  }
  if (input.description !== undefined && typeof input.description !== 'string') throw new UsageError('description', 'must be a string');
  const ruleInput: Record<string, unknown> = {};
  for (const k of ruleKeys(game)) if (input[k] !== undefined) ruleInput[k] = input[k];
  const opts = entry.game.checkOptions(ruleInput);
  if (isFieldError(opts)) throw new UsageError(opts.field, opts.message);
  const endless = entry.checkRunnable(opts);
  if (endless) throw new UsageError(endless.field, endless.message);
  const players = entry.sides(opts).length;

  const given = (['bots', 'lineups', 'roundRobin'] as const).filter((k) => input[k] !== undefined);
  if (given.length !== 1) {
    throw new UsageError(given[1] ?? 'bots', given.length === 0
      ? 'no bots: give bots (one lineup), lineups (several) or roundRobin (every combination of a list)'
      : `give only one of bots, lineups, roundRobin; got ${given.join(' and ')}`);
  }
  let lineups: string[][];
  if (input.bots !== undefined) {
    lineups = [checkLineup(input.bots, players, 'bots', game)];
  } else if (input.lineups !== undefined) {
    const ls = input.lineups;
    if (!Array.isArray(ls) || ls.length === 0) throw new UsageError('lineups', 'must be a non-empty list of lineups (lists of bot specs)');
    lineups = ls.map((l, i) => checkLineup(l, players, `lineups[${i}]`, game));
  } else {
    const rr = input.roundRobin;
    if (!Array.isArray(rr)) throw new UsageError('roundRobin', 'must be a list of bot specs');
    const specs = rr.map((b, i) => checkSpec(b, `roundRobin[${i}]`, game));
    const dup = specs.findIndex((s, i) => specs.indexOf(s) !== i);
    if (dup >= 0) throw new UsageError(`roundRobin[${dup}]`, `${specs[dup]} is listed twice`);
    if (specs.length < players) throw new UsageError('roundRobin', `the mode has ${seatsText(players)}: list at least ${players} bots, got ${specs.length}`);
    lineups = combinations(specs, players);
  }

  const deals = valueOr(input, 'deals', DEFAULT_DEALS);
  if (!isWhole(deals, 1, 1e8)) throw new UsageError('deals', `must be a whole number from 1 to 1e8, got ${JSON.stringify(deals)}`);
  const seedIn = valueOr(input, 'seed', DEFAULT_SEED);
  if ((typeof seedIn !== 'string' && !(typeof seedIn === 'number' && Number.isFinite(seedIn))) || String(seedIn).trim() === '') {
    throw new UsageError('seed', `must be a non-empty string or a number, got ${JSON.stringify(seedIn)}`);
  }
  const rotation = valueOr(input, 'rotation', 'auto');
  if (!ROTATIONS.includes(rotation as Rotation)) throw new UsageError('rotation', `must be one of ${ROTATIONS.join(', ')}, got ${JSON.stringify(rotation)}`);
  const iterations = valueOr(input, 'budgetIterations', 0);
  if (!isWhole(iterations, 0, 1e9)) throw new UsageError('budgetIterations', `must be a whole number from 0 to 1e9, got ${JSON.stringify(iterations)}`);
  const ms = valueOr(input, 'budgetMs', 0);
  if (!isWhole(ms, 0, 1e9)) throw new UsageError('budgetMs', `must be a whole number from 0 to 1e9, got ${JSON.stringify(ms)}`);

  if (input.record !== undefined && typeof input.record !== 'boolean') throw new UsageError('record', `must be true or false, got ${JSON.stringify(input.record)}`);

  const specs = [...new Set(lineups.flat())];
  let sprt: SprtSpec | null = null;
  if (input.sprt !== undefined) {
    if (typeof input.sprt !== 'string') throw new UsageError('sprt', `must be text like "elo0=0,elo1=5,alpha=0.05,beta=0.05", got ${JSON.stringify(input.sprt)}`);
    const r = parseSprt(input.sprt);
    if ('field' in r) throw new UsageError('sprt', `${r.field}: ${r.message}`);
    if (specs.length !== 2) throw new UsageError('sprt', `tests one bot against another: give exactly 2 distinct bots, got ${specs.length} (${specs.join(', ')})`);
    if (shard) throw new UsageError('shard', 'an SPRT run stops on the blocks in deal order, so it cannot be sharded; run it whole (--workers for speed)');
    sprt = r;
  }
  let anchor: string | null = null;
  if (input.anchor !== undefined) {
    anchor = checkSpec(input.anchor, 'anchor', game);
    if (!specs.includes(anchor)) throw new UsageError('anchor', `${anchor} does not play in this run; the bots are ${specs.join(', ')}`);
  }
  const config: RunConfig = {
    name, code: codeId(undefined, game), game, rules: opts as Record<string, unknown>, seed: String(seedIn), deals, lineups, bots: Object.fromEntries(specs.map((b) => [b, paramsOf(b, game)])),
    rotation: rotation as Rotation, budget: { iterations, ms }, sprt, anchor, shard,
  };
  if (input.record === true) config.record = true;
  if (gameCount(config) > MAX_GAMES) throw new UsageError('deals', `the run would have ${gameCount(config)} games; the limit is ${MAX_GAMES}`);
  return config;
}

/** Parses `K/N` (0 <= K < N). Throws UsageError on the `shard` field. */
export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !(count >= 1) || !(index < count) || count > 1e6) {
    throw new UsageError('shard', `must be K/N with 0 <= K < N (e.g. 3/16 is the fourth of 16 shards), got ${JSON.stringify(text)}`);
  }
  return { index, count };
}

/** The game options of a configuration. */
export const gameOptions = (c: RunConfig): Record<string, unknown> => ({ ...c.rules });

/** Bot specs in the configuration's order (first appearance over its lineups). */
export const botOrder = (c: RunConfig): string[] => [...new Set(c.lineups.flat())];

/** The ratings anchor: the configured one, else `random` if it plays, else the first bot. */
export const anchorOf = (c: RunConfig): string => c.anchor ?? (botOrder(c).includes('random') ? 'random' : botOrder(c)[0]);

/** The registry entry of a configuration's game (a checked configuration names a built game). */
export const entryOf = (c: RunConfig): ReturnType<typeof gameEntry> => gameEntry(c.game ?? DEFAULT_GAME);

/** What games.csv and the summary print as the mode (Jackal: 4p, 2v2, 2p, 3p). */
export const modeOf = (c: RunConfig): string => entryOf(c).label(c.rules);

/** The side of each seat (partners share one); its length is the seat count. */
export const sidesOf = (c: RunConfig): number[] => entryOf(c).sides(c.rules);

/** Players (seats) per game. */
export const seatCount = (c: RunConfig): number => sidesOf(c).length;

/** The seatings played on every deal (see seating.ts). */
export const configSeatings = (c: RunConfig): number[][] => seatings(seatCount(c), c.rotation);

/** Games per deal: lineups x seatings. */
export const gamesPerDeal = (c: RunConfig): number => c.lineups.length * configSeatings(c).length;

/** Games in the whole run (all shards). */
export const gameCount = (c: RunConfig): number => c.deals * gamesPerDeal(c);

/** The deal seed of deal d: a 32-bit number, passed to newGame. */
export const dealSeed = (seed: string, deal: number): number => new Rng(`deal-seed:${seed}:${deal}`).nextU32();

/** The seed text of the Rng of the bot in seat `seat` of game `game`. */
export const botSeed = (seed: string, game: number, seat: number): string => `bot:${seed}:${game}:${seat}`;

/** What game g is: its deal, lineup, seating, deal seed and the bot spec in each seat. */
export interface GamePlan { game: number; deal: number; lineup: number; seating: number; dealSeed: number; bots: string[] }

export function planGame(c: RunConfig, game: number): GamePlan {
  const seats = configSeatings(c);
  const r = seats.length;
  const l = c.lineups.length;
  const deal = Math.floor(game / (l * r));
  const lineup = Math.floor(game / r) % l; // as lineupOf's
  const seating = game % r;
  return { game, deal, lineup, seating, dealSeed: dealSeed(c.seed, deal), bots: seats[seating].map((i) => c.lineups[lineup][i]) };
}

/** The lineup of each game: planGame's `lineup` (the same formula), without the deal seed's cost (outputs.ts asks it of every game). */
export function lineupOf(c: RunConfig): (game: number) => number {
  const r = configSeatings(c).length, l = c.lineups.length;
  return (game) => Math.floor(game / r) % l;
}

/** Whether game g belongs to the configuration's shard (always, when unsharded). */
export function inShard(c: RunConfig, game: number): boolean {
  if (!c.shard) return true;
  return Math.floor(game / gamesPerDeal(c)) % c.shard.count === c.shard.index;
}

/** The game numbers this run plays (its shard's, or all), ascending. */
export function shardGames(c: RunConfig): number[] {
  const out: number[] = [];
  const n = gameCount(c);
  for (let g = 0; g < n; g++) if (inShard(c, g)) out.push(g);
  return out;
}

/**
 * Hash of the rules: 12 hex digits of sha256 over the rule options (every key, ply limits
 * included), for Jackal alone as they are (so Jackal hashes did not change when games
 * came), for any other game prefixed by its name (`pirate-chess:{...}`), so that two
 * games never share a hash.
 */
export function rulesHash(c: RunConfig): string {
  const game = c.game ?? DEFAULT_GAME;
  const text = JSON.stringify(c.rules);
  return createHash('sha256').update(game === DEFAULT_GAME ? text : `${game}:${text}`).digest('hex').slice(0, 12);
}

/**
 * config.json text: the configuration as indented JSON with a final newline, followed
 * by the provenance block (provenance.ts), which --resume and merge do not compare; a
 * run's block adds whether it reproduces and the machine's speed of each session
 * (machine-speed.ts `RunFacts`).
 */
export const configJson = (c: RunConfig, prov?: Provenance & Partial<RunFacts>): string => `${JSON.stringify(prov ? { ...c, provenance: prov } : c, null, 2)}\n`;

/**
 * Whether the run has a time budget: the run's budget.ms, or a bot's `ms` parameter
 * (`mcts:ms=50`). Such a run does not reproduce; its games record per-move times (play.ts).
 */
export const timeBudgeted = (c: RunConfig): boolean =>
  c.budget.ms > 0 || Object.values(c.bots).some((p) => typeof p.ms === 'number' && p.ms > 0);

/** Keys of config.json that describe the machine and checkout, not the run: never compared. */
const NOT_COMPARED = ['provenance'];

/**
 * The first top-level key where two configurations differ, or null if equal.
 * Used to refuse `--resume` and `merge` on mismatched runs with a clear message.
 */
export function configDiff(a: RunConfig, b: RunConfig): string | null {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (NOT_COMPARED.includes(k)) continue;
    const x = JSON.stringify((a as unknown as Record<string, unknown>)[k]);
    const y = JSON.stringify((b as unknown as Record<string, unknown>)[k]);
    if (x !== y) return k;
  }
  return null;
}

/**
 * Why two configurations cannot be one run, in words naming what differs (for the
 * refusals of --resume and merge), or null if they can.
 */
export function describeDiff(was: RunConfig, now: RunConfig): string | null {
  const k = configDiff(was, now);
  if (k === null) return null;
  const get = (c: RunConfig): unknown => (c as unknown as Record<string, unknown>)[k];
  if (k === 'code') return `the engine or bot code differs (code id ${JSON.stringify(get(was))} there, ${JSON.stringify(get(now))} here)`;
  if (k === 'bots' && was.bots && now.bots) {
    for (const spec of new Set([...Object.keys(was.bots), ...Object.keys(now.bots)])) {
      const a = was.bots[spec] ?? {}, b = now.bots[spec] ?? {};
      for (const p of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (p === FILE_HASH_PARAM && a[p] !== b[p]) return `bot ${spec}'s file has changed (content hash ${JSON.stringify(a[p])} there, ${JSON.stringify(b[p])} here)`;
        if (JSON.stringify(a[p]) !== JSON.stringify(b[p])) return `bot ${spec}'s parameter ${p} differs (${JSON.stringify(a[p])} there, ${JSON.stringify(b[p])} here: a changed default?)`;
      }
    }
  }
  return `${k} differs (${JSON.stringify(get(was))} there, ${JSON.stringify(get(now))} here)`;
}

/**
 * The bots every worker thread has, by game: the registry's own, as it stands when this
 * module loads (before any code can call registerBot). A worker imports the registry
 * afresh, so a bot added later in the main thread with registerBot is unknown there.
 */
const WORKER_BOTS = new Map(gameNames().map((g) => [g, new Set(botNames(g))]));

/**
 * Refuses a configuration whose bots the worker threads of runMatch would not have (added
 * in this process with registerBot): otherwise every game would end as an error record
 * `unknown bot`. Bots from files (file:PATH) and programs (ext:COMMAND) load in every
 * worker. Throws UsageError on `bots` naming the bot; playGame in this process plays it.
 */
export function checkWorkerBots(c: RunConfig): void {
  const known = WORKER_BOTS.get(c.game);
  for (const spec of new Set(c.lineups.flat())) {
    if (/^(file|ext):/.test(spec)) continue;
    const name = spec.split(':')[0];
    if (known !== undefined && !known.has(name)) {
      throw new UsageError('bots', `${name} was added in this process with registerBot, so the worker threads that play a run do not have it; `
        + 'play its games in this process with playGame, or give it as a bot file every worker loads (file:PATH)');
    }
  }
}
