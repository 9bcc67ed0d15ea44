/**
 * Game records: the moves of a game with a header that says what made it, like a PGN
 * file for chess. One game is one JSON object on one line (`records.jsonl` holds a run's
 * games, sorted by game number), so thousands of games stream.
 *
 * Format (version 1); keys in this order:
 *
 *   {
 *     "format": "jackal-lab-record", "version": 1,
 *     "game": "jackal",                    which game's rules (the game interface's name)
 *     "run": { "name": null, "code": "1a2b3c4d5e6f", "seed": "7", "deals": 500,
 *              "rotation": "auto", "budget": {...}, ... },
 *                                          provenance: the run's config.json without its
 *                                          rules (below), lineups and shard (so a shard's
 *                                          records equal the merged run's)
 *     "number": 17, "deal": 8,             the game's number in the run and its deal
 *     "dealSeed": 3735928559,              the island: newGame(options, dealSeed)
 *     "options": { "mode": "2p", "tiles": "classic", ... },   every rule option
 *     "bots": ["heuristic", "random"],     canonical bot spec per seat (seat 0 first)
 *     "result": { "reason": "all-coins", "plies": 312, "scores": [21, 3], "ranks": [1, 2] },
 *                                          or { "reason": "error", "plies": n, "error": "..." }
 *     "moves": [["w", "w1-g2"], ["y", "y1-b7$"], ...]
 *                                          one per ply: who is to move (games.ts `mover`:
 *                                          Jackal's crew letter w, y, b, r; Pirate chess's
 *                                          side w, b) and the move in the game's notation
 *                                          (the game interface's formatMove / parseMove)
 *   }
 *
 * A record is enough to rebuild every position of its game with the engine alone, through
 * the game interface of the game it names (src/harness/games.ts): deal from options and
 * dealSeed, then parse and apply the moves in order (`replayMoves`). The bots are not
 * needed for that; `jackal replay` plays the game again with them to check the run.
 */

import { isFieldError } from '../core/game.js';
import type { RunConfig } from './config.js';
import { findGame } from './games.js';
import type { GameRecord, RecordedMove } from './play.js';

export const RECORD_FILE = 'records.jsonl';
export const RECORD_FORMAT = 'jackal-lab-record';
export const RECORD_VERSION = 1;

export type { RecordedMove };

export interface RecordResult { reason: string; plies: number; scores?: number[]; ranks?: number[]; error?: string }

/** A game record (see the module comment). */
export interface GameRecordDoc {
  format: typeof RECORD_FORMAT;
  version: number;
  game: string;
  run: Record<string, unknown>;
  number: number;
  deal: number;
  dealSeed: number;
  options: Record<string, unknown>;
  bots: string[];
  result: RecordResult;
  moves: RecordedMove[];
}

/** The configuration keys a record's `run` leaves out: rules go to `options`; lineups and shard say nothing about one game. */
const NOT_PROVENANCE = new Set(['rules', 'lineups', 'shard', 'record']);

/** The record of a finished (journaled) game of a run. The game must have been played with recording on. */
export function recordOf(config: RunConfig, g: GameRecord): GameRecordDoc {
  const run: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(config)) if (!NOT_PROVENANCE.has(k)) run[k] = v;
  const result: RecordResult = g.error === ''
    ? { reason: g.reason, plies: g.plies, scores: g.coins, ranks: g.ranks }
    : { reason: g.reason, plies: g.plies, error: g.error };
  return {
    format: RECORD_FORMAT, version: RECORD_VERSION, game: gameName(config), run, number: g.game, deal: g.deal, dealSeed: g.dealSeed,
    options: { ...config.rules }, bots: g.bots, result, moves: g.moves ?? [],
  };
}

/** The game a configuration plays (`jackal` until the configuration names one). */
export const gameName = (config: RunConfig): string => {
  const named = (config as unknown as { game?: unknown }).game;
  return typeof named === 'string' ? named : 'jackal';
};

/** One line of records.jsonl (with its newline). */
export const recordLine = (config: RunConfig, g: GameRecord): string => `${JSON.stringify(recordOf(config, g))}\n`;

/** A refusal while reading or replaying a record: the field at fault and the problem. */
export interface RecordError { field: string; message: string }

const fail = (field: string, message: string): RecordError => ({ field, message });
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The keys of a record, in the order it is written (recordOf; the table page's download the same). */
const RECORD_KEYS: readonly (keyof GameRecordDoc)[] = ['format', 'version', 'game', 'run', 'number', 'deal', 'dealSeed', 'options', 'bots', 'result', 'moves'];

/**
 * Checks the shape of a parsed record (not its moves: `replayMoves` does that). A key it does
 * not know is refused, as in a position or an experiment: it was passed over in silence, so a
 * misspelled or hand-added key changed nothing and said nothing.
 */
export function checkRecord(x: unknown): GameRecordDoc | RecordError {
  if (!isObj(x)) return fail('record', 'must be a JSON object');
  const unknown = Object.keys(x).find((k) => !(RECORD_KEYS as readonly string[]).includes(k));
  if (unknown !== undefined) return fail(unknown, `unknown key; a record holds ${RECORD_KEYS.join(', ')}`);
  if (x.format !== RECORD_FORMAT) return fail('format', `must be ${JSON.stringify(RECORD_FORMAT)}, got ${JSON.stringify(x.format)}`);
  if (x.version !== RECORD_VERSION) return fail('version', `this code reads version ${RECORD_VERSION}, got ${JSON.stringify(x.version)}`);
  const entry = findGame(x.game);
  if (isFieldError(entry)) return fail('game', entry.message);
  if (!isObj(x.run)) return fail('run', 'must be an object (the run\'s configuration)');
  for (const k of ['number', 'deal'] as const) {
    const v = x[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return fail(k, `must be a whole number from 0, got ${JSON.stringify(v)}`);
  }
  if (!Number.isInteger(x.dealSeed)) return fail('dealSeed', 'must be a whole number');
  if (!isObj(x.options)) return fail('options', 'must be an object of rule options');
  if (!Array.isArray(x.bots) || !x.bots.every((b) => typeof b === 'string')) return fail('bots', 'must be a list of bot specs');
  if (!isObj(x.result) || typeof x.result.reason !== 'string') return fail('result', 'must be an object with a reason');
  if (!Array.isArray(x.moves)) return fail('moves', 'must be a list of [crew, move] pairs');
  for (let i = 0; i < x.moves.length; i++) {
    const m = x.moves[i] as unknown;
    if (!Array.isArray(m) || m.length !== 2 || typeof m[0] !== 'string' || typeof m[1] !== 'string') {
      return fail(`moves[${i}]`, `must be a [crew, move] pair of strings, got ${JSON.stringify(m)}`);
    }
  }
  return x as unknown as GameRecordDoc;
}

export const isRecordError = (x: unknown): x is RecordError => isObj(x) && typeof x.field === 'string' && typeof x.message === 'string' && !('format' in x);

/**
 * Rebuilds a record's game with its engine alone (S: that engine's state): deals, then
 * parses and plays each move, calling `onPly(state, ply)` with the start position (ply 0)
 * and after every move (ply i + 1). Returns the final state, or an error naming the move
 * that does not fit (illegal, marked for the wrong crew or side, or played after the end).
 * The engines are deterministic, so the same record always gives the same states (the
 * viewer and `--positions` rely on it).
 */
export function replayMoves<S = unknown>(doc: GameRecordDoc, onPly?: (s: S, ply: number) => void): S | RecordError {
  const entry = findGame(doc.game);
  if (isFieldError(entry)) return fail('game', entry.message);
  const g = entry.game;
  const o = g.checkOptions(doc.options);
  if (isFieldError(o)) return fail(`options.${o.field}`, o.message);
  const s = g.newGame(o, doc.dealSeed) as S;
  onPly?.(s, 0);
  for (let i = 0; i < doc.moves.length; i++) {
    const [mover, text] = doc.moves[i];
    const field = `moves[${i}]`;
    if (g.isTerminal(s)) return fail(field, `${JSON.stringify(text)} comes after the game ended`);
    const want = entry.mover(s);
    if (mover !== want) return fail(field, `${JSON.stringify(text)} is marked for ${entry.moverNoun} ${mover}, but ${want} is to move`);
    const m = g.parseMove(s, text);
    if (isFieldError(m)) return fail(field, `${JSON.stringify(text)}: ${m.message}`);
    g.applyMove(s, m);
    onPly?.(s, i + 1);
  }
  return s;
}

