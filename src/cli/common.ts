/**
 * What every CLI command shares: the usage error (exit status 2), the rule option
 * flags and their validation, reading a position argument, and writing output.
 *
 * Contract: a command that meets bad input (flags, JSON, position, move) throws
 * UsageError with a message naming the flag or field; main.ts prints it to stderr
 * and exits with status 2. Any other exception is a bug and exits with status 1.
 */

import { fileProblem } from '../core/file-problem.js';
import { findDuplicateKey } from '../core/json-keys.js';
import { readTextFile } from '../core/text-file.js';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Argv } from 'yargs';
import { isFieldError, type Game } from '../core/game.js';
import { JACKAL } from '../jackal/game.js';
import { fromPosition } from '../jackal/position.js';
import { allOptionFlags, DEFAULT_GAME, findGame, gameEntries, GameEntry, gameNames, wholeNumber } from '../harness/games.js';
import { RECORD_FORMAT } from '../harness/record.js';
import { isDiskError } from '../harness/disk-fault.js';
import { STDIN_ARG, UsageError } from './cli-basics.js';

export { quietOnClosedPipe, STDIN_ARG, USAGE_EXIT, UsageError } from './cli-basics.js';

/** A built game's registry entry. */
export type BuiltGame = GameEntry & { game: Game<any, any> };

/**
 * Adds `--game` and the rule option flags of every game to a command (every command that
 * creates or reads a game takes them). They have no yargs defaults: a flag not given takes
 * the game's own default (its checkOptions), shown in the help text; `own` gives the
 * command's own default for a flag instead (shown alone).
 */
export function withRuleFlags<T>(y: Argv<T>, own: Readonly<Record<string, string>> = {}): Argv<T> {
  let out = withGameFlag(y);
  for (const f of allOptionFlags()) {
    const games = gameEntries().filter((e) => e.game && e.flags.some((g) => g.flag === f.flag));
    const defaults = games.map((e) => {
      const d = (e.game!.checkOptions({}) as Record<string, unknown>)[e.flags.find((g) => g.flag === f.flag)!.key];
      return games.length > 1 ? `${e.name} ${JSON.stringify(d)}` : JSON.stringify(d);
    });
    // A numeric flag is read as text and parsed here (so "12abc" is refused, not cut to 12): it
    // takes no yargs type, and its help says [number] as yargs would for a typed one.
    const numeric = f.type === 'string' && (f.whole === true || f.parse !== undefined);
    // a command's own default (`own`, e.g. tune's 2p) replaces the games' in the help: one default shown
    const mine = own[f.flag];
    const help = `(${games.map((e) => e.name).join(', ')}) ${f.describe}${mine === undefined ? ` [default: ${defaults.join(', ')}]` : ''}${numeric ? ' [number]' : ''}`;
    out = out.option(f.flag, {
      ...(numeric ? {} : { type: f.type }), ...(f.type === 'string' ? { requiresArg: true } : {}), ...(mine === undefined ? {} : { default: mine }), describe: help,
    });
  }
  return out as Argv<T>;
}

/** Adds `--game` alone (commands that read a position: it carries its rule options). */
export const withGameFlag = <T>(y: Argv<T>): Argv<T> =>
  y.option('game', { type: 'string', requiresArg: true, describe: `the game: ${gameNames().join(' or ')} [default: ${DEFAULT_GAME}]` }) as Argv<T>;

/** The game of `--game` (jackal when not given); throws UsageError naming the flag. */
export function gameFromFlags(argv: Record<string, unknown>): BuiltGame {
  const name = argv.game === undefined ? DEFAULT_GAME : Array.isArray(argv.game) ? argv.game[argv.game.length - 1] : argv.game;
  const e = findGame(name);
  if (isFieldError(e)) throw new UsageError(`--game: ${e.message}`);
  return e;
}

/** The flag of an option key of this game, for error messages (`--max-plies`), or the key itself. */
export const flagOfKey = (entry: GameEntry, key: string): string => {
  const f = entry.flags.find((g) => g.key === key);
  return f ? `--${f.flag}` : key;
};

/**
 * What an error of the game's checkOptions names: the flag of the option at fault; for a
 * field inside a file that a flag gave (`layout.rows`, the file of Archipelago's --layout),
 * the flag and then the field in the file (`--layout: rows`).
 */
function optionErrorField(entry: GameEntry, field: string, input: Record<string, unknown>): string {
  const dot = field.indexOf('.');
  const key = field.slice(0, dot);
  return dot > 0 && typeof input[key] === 'string' ? `${flagOfKey(entry, key)}: ${field.slice(dot + 1)}` : flagOfKey(entry, field);
}

/**
 * The rule options of the game from its flags, as plain input for the game's checkOptions
 * (only the flags given). Throws UsageError naming the flag: a value that is not a whole
 * number where one is due, or a flag of another game.
 */
export function ruleInputFromFlags(argv: Record<string, unknown>, entry: GameEntry): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const f of allOptionFlags()) {
    let v = argv[f.flag];
    if (v === undefined) continue;
    const mine = entry.flags.find((g) => g.flag === f.flag);
    if (!mine) throw new UsageError(`--${f.flag}: not an option of ${entry.name} (its flags: ${entry.flags.map((g) => `--${g.flag}`).join(', ') || 'none'})`);
    if (Array.isArray(v)) v = v[v.length - 1];
    if (mine.type === 'string' && (mine.whole || mine.parse)) {
      const n = mine.parse ? mine.parse(String(v)) : wholeNumber(String(v));
      if (Number.isNaN(n)) {
        // a flag with its own reader names what it takes (its help text), not "a whole number"
        throw new UsageError(`--${f.flag}: ${mine.parse ? `takes the ${mine.describe}` : 'must be a whole number'}, got ${JSON.stringify(v)}`);
      }
      v = n;
    }
    input[mine.key] = v;
  }
  return input;
}

/** The game's checked options from its flags; throws UsageError naming the flag. */
export function optionsFromFlags(argv: Record<string, unknown>, entry: BuiltGame = gameFromFlags(argv)): Record<string, unknown> {
  const input = ruleInputFromFlags(argv, entry);
  const o = entry.game.checkOptions(input);
  if (isFieldError(o)) throw new UsageError(`${optionErrorField(entry, o.field, input)}: ${o.message}`);
  return o as Record<string, unknown>;
}

/** Reads a file path, or stdin for "-", without a leading byte-order mark (core/text-file.ts). Throws UsageError when it cannot be read. */
export function readInput(path: string): string {
  if (path === STDIN_ARG) path = '-';
  try {
    return readTextFile(path === '-' ? 0 : path);
  } catch (e) {
    throw new UsageError(fileProblem(path === '-' ? 'stdin' : path, e));
  }
}

/**
 * The game a position file names: its `game` key (Pirate chess, Archipelago), or its
 * `format` key `<game>-position` (Jackal's "jackal-position"); null when it names none
 * this registry knows.
 */
export function gameOfPosition(json: unknown): BuiltGame | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const o = json as Record<string, unknown>;
  const name = typeof o.game === 'string' ? o.game : typeof o.format === 'string' && o.format.endsWith('-position') ? o.format.slice(0, -'-position'.length) : null;
  const e = name === null ? null : findGame(name);
  return e === null || isFieldError(e) ? null : e;
}

/** A position file's text parsed as JSON; throws UsageError naming the file. */
function positionJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path}: not valid JSON: ${(e as Error).message}`);
  }
}

/**
 * Reads a position (a file path or "-") and its game: the game the file names, else
 * `--game` (jackal when not given); a file that names another game than `--game` is
 * refused. Throws UsageError naming the field. `study` reads a Jackal position as a study
 * position (src/jackal/position-format.ts).
 */
export function readPosition(path: string, argv: Record<string, unknown>, study = false): { entry: BuiltGame; state: unknown } {
  let entry = gameFromFlags(argv); // a bad --game is named before the file is read
  const text = readInput(path);
  const shown = path === STDIN_ARG ? 'stdin' : path;
  const json = positionJson(text, shown);
  // a record (`jackal play --record`, a table's download) names its game too, so it was read
  // as a position and refused for its first key, `format: unknown field`, which says nothing
  if (typeof json === 'object' && json !== null && (json as { format?: unknown }).format === RECORD_FORMAT) {
    throw new UsageError(`${shown}: a game record (${RECORD_FORMAT}), not a position: jackal replay ${shown} plays it again, jackal view ${shown} --out game.html shows it`);
  }
  const named = gameOfPosition(json);
  if (named !== null && named.name !== entry.name) {
    if (argv.game !== undefined) throw new UsageError(`--game: ${shown} holds ${/^[aeiou]/.test(named.name) ? 'an' : 'a'} ${named.name} position, not ${entry.name} (leave --game out: the file names its game)`);
    entry = named;
  }
  return { entry, state: checkPosition(text, json, shown, entry.game, study) };
}

/** A parsed position file (`text` and its JSON, parsed once: files may be large) as the game's state. */
function checkPosition(text: string, json: unknown, path: string, game: Game<any, any>, study: boolean): unknown {
  if (study && game !== JACKAL) throw new UsageError(`--study: only Jackal positions have a study form, not ${game.name}`);
  const dup = findDuplicateKey(text);
  if (dup) throw new UsageError(`${path}: bad position: ${dup.path}: given twice (JSON would keep only the last)`);
  const s = study ? fromPosition(json, { study }) : game.fromPosition(json);
  if (isFieldError(s)) throw new UsageError(`${path}: bad position: ${s.field}: ${s.message}`);
  return s;
}

/** Writes text to a file, or to stdout when no file is given; a file that cannot be written is a usage error on `flag`. */
export function writeOutput(text: string, out?: string, flag = '--out'): void {
  if (out === undefined || out === '-' || out === STDIN_ARG) {
    process.stdout.write(text);
    return;
  }
  try {
    writeFileSync(out, text);
  } catch (e) {
    // a disk that filled up (or failed) mid-write leaves the file cut short: a torn page or CSV
    // that reads as the output. It goes (the old file was emptied when the write began).
    if (isDiskError(e)) rmSync(out, { force: true });
    throw new UsageError(`${flag}: cannot write ${out}: ${whyNotWritten(out, e)}`);
  }
}

/** Why writing the file `out` failed, in words where they are sure (as jackal audit --out says it); else Node's error code. */
function whyNotWritten(out: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EISDIR') return 'it is a folder: name a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOSPC') return 'no space left on the disk (ENOSPC)';
  if (code === 'ENOENT' && !existsSync(dirname(out) || '.')) return `its folder ${dirname(out)} does not exist`;
  return code ?? (e as Error).message;
}

/** A seed flag's value: any non-empty text. */
export function seedFlag(v: unknown): string {
  if (v === undefined || v === null || String(v).trim() === '') throw new UsageError('--seed: give a seed (any text or number)');
  return String(v);
}
