/**
 * The position reader's toolkit: field errors, checks of JSON values (each names the
 * field it reads, a path like `pirates.w3.cell`), and the context the section readers
 * share (position-read.ts).
 *
 * Implementation notes. Inside a section a failed check throws a private `Bad`, so that
 * each check stays one line; `section` turns it into a returned PositionError value at
 * the section's boundary, and no exception leaves a section reader. Anything else thrown
 * is a bug and passes through.
 */

import { IS_LAND, NO_CELL, OUTER_BASE, cellName, parseCell } from './geometry.js';
import { CREW_NAMES, GameOptions, MODE_TEAM } from './options.js';
import { State } from './state.js';
import { TILE_TYPES, TYPE_KIND, TYPE_ROTATES, tileTypeId } from './tiles.js';
import { ONE_SHOT, PositionError } from './position-format.js';
import { TileSet } from './tiles.js';

/** Thrown inside a section reader only; `section` turns it into a PositionError value. */
class Bad {
  constructor(readonly field: string, readonly message: string) {}
}
export const bad = (field: string, message: string): never => { throw new Bad(field, message); };
/**
 * A value for an error message, bounded: lists and objects by their size (never
 * stringified: 10 MB of nested lists would overflow the stack), long text cut short.
 */
export function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'object' && v !== null) return `an object of ${Object.keys(v).length} fields`;
  const t = JSON.stringify(v);
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function objectAt(v: unknown, field: string): Record<string, unknown> {
  if (!isObject(v)) bad(field, `must be an object, got ${show(v)}`);
  return v as Record<string, unknown>;
}

export function listAt(v: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(v)) bad(field, `must be a list, got ${show(v)}`);
  if ((v as unknown[]).length > max) bad(field, `at most ${max} entries, got ${(v as unknown[]).length}`);
  return v as unknown[];
}

export function onlyKeys(o: Record<string, unknown>, field: string, allowed: readonly string[]): void {
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k)) bad(field ? `${field}.${k}` : k, `unknown field (allowed: ${allowed.join(', ')})`);
  }
}

export function intAt(v: unknown, field: string, lo: number, hi: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) bad(field, `must be a whole number from ${lo} to ${hi}, got ${show(v)}`);
  return v as number;
}

export function boolAt(v: unknown, field: string): boolean {
  if (typeof v !== 'boolean') bad(field, `must be true or false, got ${show(v)}`);
  return v as boolean;
}

/**
 * A cell name: a1..m13, and when `lane` (a vessel's or a pirate's cell in a game with the
 * expansion) also an outer-lane cell like "g1+" (docs/RULES.md X-R15).
 */
export function cellAt(v: unknown, field: string, lane = false): number {
  const c = typeof v === 'string' ? parseCell(v) : NO_CELL;
  if (c === NO_CELL || typeof v !== 'string' || cellName(c) !== v.trim().toLowerCase() || (c >= OUTER_BASE && !lane)) {
    bad(field, `must be a cell name a1..m13${lane ? ' or an outer-lane cell beyond a berth (g1+)' : ''}, got ${show(v)}`);
  }
  return c;
}

export function landCellKey(key: unknown, field: string): number {
  const c = cellAt(key, field);
  if (!IS_LAND[c]) bad(field, `${key as string} is sea, not land`);
  return c;
}

export function crewAt(v: unknown, field: string, present: number): number {
  const k = CREW_NAMES.indexOf(v as (typeof CREW_NAMES)[number]);
  if (k < 0) bad(field, `must be a crew name (${CREW_NAMES.join(', ')}), got ${show(v)}`);
  if (((present >> k) & 1) === 0) bad(field, `crew ${v as string} does not play in this mode`);
  return k;
}

/** Parses a tile code; returns type | quarters << 6 (and one-shot use in bit 8). */
export function tileCodeAt(v: unknown, field: string, faceDown: boolean): number {
  const m = typeof v === 'string' ? /^([a-z0-9-]+)(?::([0-3]|used))?$/.exec(v) : null;
  if (!m) return bad(field, `must be a tile code like "empty", "arrow3:1" or "airplane:used", got ${show(v)}`);
  const t = tileTypeId(m[1]);
  if (t <= 0) return bad(field, `unknown tile type ${show(m[1])} (known: ${TILE_TYPES.slice(1).map((x) => x.name).join(', ')})`);
  if (m[2] === 'used') {
    if (!ONE_SHOT.includes(TYPE_KIND[t]) || faceDown) {
      return bad(field, `only a revealed one-shot tile (airplane, carramba, lighthouse, an inhabitant's tile, bottles, earthquake, grass) can be "used", got ${show(v)}`);
    }
    return t | 256;
  }
  const q = m[2] === undefined ? 0 : Number(m[2]);
  if (q !== 0 && !TYPE_ROTATES[t]) return bad(field, `${m[1]} does not turn; write it without ":${q}"`);
  return t | (q << 6);
}

/** A tile type's name with its article, as messages name it: "an arrow1", "a trap". */
export const tileArticle = (t: number): string => `${/^[aeiou]/.test(TILE_TYPES[t].name) ? 'an' : 'a'} ${TILE_TYPES[t].name}`;

/** Runs one section's checks: a field error raised inside becomes the returned value. */
export function section(run: () => void): PositionError | undefined {
  try {
    run();
    return undefined;
  } catch (e) {
    if (e instanceof Bad) return { code: 'bad-position', field: e.field, message: e.message };
    throw e;
  }
}

/**
 * What the section readers share: the document, the state being filled, the options, and
 * the tallies each section leaves for the later ones (tile counts, coins by place, the
 * piece in motion).
 */
export interface ReadContext {
  readonly j: Record<string, unknown>;
  readonly s: State;
  readonly u8: Uint8Array;
  readonly o: GameOptions;
  readonly mode: number;
  /** Bit k set when crew k plays. */
  readonly present: number;
  readonly set: TileSet;
  /** Treasure Island tile set. */
  readonly ti: boolean;
  /** Coins in the tile set. */
  readonly total: number;
  /** A study position: the set's counts and coin total are not enforced (position-format.ts). */
  readonly study: boolean;
  ply: number;
  stall: number;
  /** Tiles of each type revealed. */
  revealedCounts: Int32Array;
  /** The layout lists every face-down tile (false for observations). */
  hasLayout: boolean;
  /** Coins lying on cells, carried (by a piece on a spinner or in a cave, or the piece in motion), aboard, lost. */
  lying: number;
  carried: number;
  aboard: number;
  lost: number;
  /** The piece in motion during a pending decision, else -1. */
  moving: number;
  /** The piece in motion carries the galleon treasure. */
  carriedTreasure: boolean;
}

/** The team of crew k in the context's mode. */
export const teamOf = (ctx: ReadContext, k: number): number => MODE_TEAM[ctx.mode * 4 + k];
