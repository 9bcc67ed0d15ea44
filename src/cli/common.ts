/**
 * What every CLI command shares: the usage error (exit status 2), the rule option
 * flags and their validation, reading a position argument, and writing output.
 *
 * Contract: a command that meets bad input (flags, JSON, position, move) throws
 * UsageError with a message naming the flag or field; main.ts prints it to stderr
 * and exits with status 2. Any other exception is a bug and exits with status 1.
 */

import { findDuplicateKey } from '../core/json-keys.js';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Argv } from 'yargs';
import { CREW_NAMES, CREW_LETTERS, GameOptions, checkOptions } from '../jackal/options.js';
import { fromPosition, isPositionError } from '../jackal/position.js';
import { State } from '../jackal/state.js';

/** Bad input from the user: printed without a stack, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Exit status for bad input (flags, JSON, positions, moves). */
export const USAGE_EXIT = 2;

/** The flag that sets each option, for error messages. */
const FLAG_OF: Readonly<Record<string, string>> = {
  mode: '--mode', tiles: '--tiles', firstCrew: '--first', airplaneImmediate: '--airplane-immediate',
  lighthouse: '--lighthouse', maxPlies: '--max-plies', stallPlies: '--stall-plies',
};

/** Adds the rule option flags to a command (every command that creates a game takes them). */
export function withRuleFlags<T>(y: Argv<T>): Argv<T> {
  return y
    .option('mode', { type: 'string', describe: 'game mode: 4p, 2v2, 2p or 3p', default: '4p' })
    .option('tiles', { type: 'string', describe: 'tile set: classic or treasure-island', default: 'classic' })
    .option('first', { type: 'string', describe: 'crew that moves first: 0..3 or white, yellow, black, red', default: '0' })
    .option('airplane-immediate', { type: 'boolean', describe: '2020 edition: the airplane must be flown at once', default: false })
    .option('lighthouse', { type: 'string', describe: 'Treasure Island lighthouse rule: peek (Deluxe) or open', default: 'peek' })
    .option('max-plies', { requiresArg: true, describe: 'end the game after this many plies (0 = no limit) [number]', default: '4000' })
    .option('stall-plies', { requiresArg: true, describe: 'end the game after this many plies without progress (0 = never) [number]', default: '400' }) as Argv<T>;
}

/** A whole number from a flag's text, or NaN (numbers are parsed here, not by yargs, to reject "12abc"). */
function wholeNumber(v: unknown): number {
  const t = String(v).trim();
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** Game options from the rule flags; throws UsageError naming the flag. */
export function optionsFromFlags(argv: Record<string, unknown>): GameOptions {
  const number = (flag: string, v: unknown): number => {
    const n = wholeNumber(v);
    if (Number.isNaN(n)) throw new UsageError(`${flag}: must be a whole number, got ${JSON.stringify(v)}`);
    return n;
  };
  const first = String(argv.first ?? '0').trim().toLowerCase();
  const byName = CREW_NAMES.indexOf(first as (typeof CREW_NAMES)[number]);
  const byLetter = /^[wybr]$/.test(first) ? CREW_LETTERS.indexOf(first) : -1;
  const firstCrew = byName >= 0 ? byName : byLetter >= 0 ? byLetter : number('--first', argv.first);
  const o = checkOptions({
    mode: argv.mode,
    tiles: argv.tiles,
    firstCrew,
    airplaneImmediate: argv.airplaneImmediate,
    lighthouse: argv.lighthouse,
    maxPlies: number('--max-plies', argv.maxPlies),
    stallPlies: number('--stall-plies', argv.stallPlies),
  });
  if ('code' in o) throw new UsageError(`${FLAG_OF[o.field] ?? o.field}: ${o.message}`);
  return o;
}

/**
 * What main.ts passes instead of a lone "-" argument: yargs' parser does not keep a
 * bare "-" as a positional value, so main swaps it for this token first.
 */
export const STDIN_ARG = '\u0000stdin';

/** Reads a file path, or stdin for "-". Throws UsageError when it cannot be read. */
export function readInput(path: string): string {
  if (path === STDIN_ARG) path = '-';
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${path === '-' ? 'stdin' : path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** Reads and validates a position argument (a file path or "-"). Throws UsageError naming the field. */
/** Reads a position file (or stdin for `-`); `study` reads it as a study position (position-format.ts). */
export function loadPosition(path: string, study = false): State {
  const text = readInput(path);
  if (path === STDIN_ARG) path = 'stdin';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path}: not valid JSON: ${(e as Error).message}`);
  }
  const dup = findDuplicateKey(text);
  if (dup) throw new UsageError(`${path}: bad position: ${dup.path}: given twice (JSON would keep only the last)`);
  const s = fromPosition(json, { study });
  if (isPositionError(s)) throw new UsageError(`${path}: bad position: ${s.field}: ${s.message}`);
  return s;
}

/** Writes text to a file, or to stdout when no file is given. */
export function writeOutput(text: string, out?: string): void {
  if (out === undefined || out === '-' || out === STDIN_ARG) {
    process.stdout.write(text);
    return;
  }
  try {
    writeFileSync(out, text);
  } catch (e) {
    throw new UsageError(`--out: cannot write ${out}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** A seed flag's value: any non-empty text. */
export function seedFlag(v: unknown): string {
  if (v === undefined || v === null || String(v).trim() === '') throw new UsageError('--seed: give a seed (any text or number)');
  return String(v);
}
