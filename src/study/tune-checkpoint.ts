/**
 * `jackal tune`'s checkpoint (tune.ts): `tune.json`, everything a run needs to go on (its
 * settings, the iterations done, θ, the rows, the validation), rewritten after every iteration
 * (write, then rename), and `tune.csv`, made from it; reading one back with its shape checked,
 * and whether a run in an out dir may be continued (the same settings) or replaced.
 */

import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile } from '../core/text-file.js';
import { UsageError } from '../harness/usage-error.js';
import type { SpsaGains, SpsaParam } from './spsa.js';
import type { SprtSpec, SprtStatus } from '../harness/stats/sprt.js';

export const TUNE_JSON = 'tune.json';
export const TUNE_CSV = 'tune.csv';

/** Everything that fixes a tuning run's trajectory (compared on resume). */
export interface TuneSettings {
  /** The starting spec (canonical); the tuned parameters' start values come from it. */
  bot: string;
  params: SpsaParam[];
  gains: SpsaGains;
  /** Fixed opponent spec, or null for θ+ against θ−. */
  opponent: string | null;
  /** Deals per iteration (each in every seating). */
  pairs: number;
  /** Deals of the validation match at most (0 = none). */
  validate: number;
  /** The validation's sequential test, or null for a fixed-length match of `validate` deals. */
  sprt: SprtSpec | null;
  seed: string;
  /** Rule options as experiment keys (mode, tiles, maxPlies, …). */
  rules: Record<string, unknown>;
  budgetIterations: number;
}

export interface TuneRow {
  iteration: number;
  /** θ after this iteration (row 0: the start). */
  theta: number[];
  games: number;
  /** θ+'s points less θ−'s. */
  result: number;
  /** θ+'s share of the two sides' points (0.5 = even); NaN for row 0. */
  score: number;
}

export interface Validation {
  tuned: string;
  start: string;
  /** Block values (one per deal, in deal order) counted so far. */
  blocks: number[];
  /** Validation batches played (the next one is batch `batches`). */
  batches: number;
  /** Deals played (counted or, past the SPRT's decision, not). */
  deals: number;
  games: number;
  errors: number;
  /** The SPRT's verdict ('H1': tuned is better by elo1; 'H0': not better than elo0; 'continue': undecided at the cap), or 'fixed'. */
  verdict: SprtStatus | 'fixed';
  llr: number;
  /** Mean block value, its 95% interval, and the same as logistic Elo. */
  score: number;
  lo: number;
  hi: number;
  elo: number;
  eloLo: number;
  eloHi: number;
  /** Whether the validation is over. */
  done: boolean;
}

export interface Checkpoint { settings: TuneSettings; done: number; theta: number[]; rows: TuneRow[]; validation: Validation | null }

/** Six significant digits: spec text stays short, and reads back to the same number. */
export const round6 = (v: number): number => Number(v.toPrecision(6));

/**
 * The checkpoint in `path`, its shape checked: a file cut short or edited by hand is refused
 * naming what is wrong (it was a TypeError's words: "c.rows is not iterable").
 */
function readCheckpoint(path: string): Checkpoint {
  const unreadable = (why: string): never => { throw new UsageError('resume', `${path} is not a readable checkpoint (${why})`); };
  let c: unknown;
  try { c = readJsonFile(path); } catch (e) { return unreadable((e as Error).message); }
  const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
  if (!isObj(c)) return unreadable('not a JSON object');
  if (!isObj(c.settings)) return unreadable('settings must be an object');
  if (!Number.isInteger(c.done) || (c.done as number) < 0) return unreadable(`done must be a whole number, got ${JSON.stringify(c.done)}`);
  if (!Array.isArray(c.theta) || !c.theta.every((x) => typeof x === 'number')) return unreadable('theta must be a list of numbers');
  if (!Array.isArray(c.rows) || !c.rows.every(isObj)) return unreadable('rows must be a list of objects');
  if (c.validation !== null && !isObj(c.validation)) return unreadable('validation must be null or an object');
  for (const r of c.rows) if (r.score === null) r.score = NaN;
  return c as unknown as Checkpoint;
}

/**
 * The checkpoint a run in `o.out` goes on from (--resume), or null to start afresh. Throws
 * UsageError when `o.out` holds a tuning run it may not go on with (other settings, an
 * unreadable checkpoint) or replace (neither --resume nor --force). Reads only: the CLI asks
 * before its heading line, so that a refusal is the only line.
 */
export function startingCheckpoint(s: TuneSettings, o: { out: string; resume?: boolean; force?: boolean }): Checkpoint | null {
  const ckPath = join(o.out, TUNE_JSON);
  if (!existsSync(ckPath)) return null;
  if (!o.resume) {
    if (!o.force) throw new UsageError('out', `${o.out} already holds a tuning run; pass --resume to continue it or --force to replace it`);
    return null;
  }
  const c = readCheckpoint(ckPath);
  const diff = settingsDiff(c.settings, s);
  if (diff !== null) {
    throw new UsageError('resume', `${o.out} holds a tuning run with different settings: ${diff} was ${JSON.stringify(c.settings[diff])}, now ${JSON.stringify(s[diff])}; resume with the same settings, or use another --out (or --force)`);
  }
  return c;
}

/** Writes the checkpoint and its CSV into `out`, each written whole, then renamed over the old. */
export function writeCheckpoint(out: string, c: Checkpoint): void {
  const path = join(out, TUNE_JSON);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(c, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
  writeFileSync(`${join(out, TUNE_CSV)}.tmp`, tuneCsv(c));
  renameSync(`${join(out, TUNE_CSV)}.tmp`, join(out, TUNE_CSV));
}

/** tune.csv text: a row per iteration (row 0: the start). */
export function tuneCsv(c: Checkpoint): string {
  const head = ['iteration', ...c.settings.params.map((p) => p.name), 'games', 'score', 'result'].join(',');
  const rows = c.rows.map((r) => [r.iteration, ...r.theta.map(round6), r.games, Number.isNaN(r.score) ? '' : round6(r.score), round6(r.result)].join(','));
  return `${[head, ...rows].join('\n')}\n`;
}

/** The first settings key that differs, or null. */
function settingsDiff(a: TuneSettings, b: TuneSettings): keyof TuneSettings | null {
  for (const k of Object.keys(a) as (keyof TuneSettings)[]) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return k;
  return null;
}
