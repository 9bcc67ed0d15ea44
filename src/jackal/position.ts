/**
 * The position format: a whole game position as readable JSON, and reading it back
 * with validation.
 *
 * `toPosition(state)` writes a plain JSON object; `fromPosition(json)` reads one and
 * returns a State or an error value naming the field and the problem. Writing is
 * lossless for both tile sets: `fromPosition(toPosition(s))` equals s (statesEqual),
 * hash and derived caches included, and writing that again gives a deep-equal object.
 *
 * Format (version 2). Cells are named as in geometry (`g2`: file a..m west to east,
 * rank 1..13 from the south); crews by name (white south, yellow west, black north,
 * red east); pieces as in the move notation (`w1`..`r3`; the Treasure Island
 * inhabitants `ben`, `mis`, `fri`); players (seats) by number 0..players-1.
 *
 *   {
 *     "format": "jackal-position",        optional marker
 *     "version": 2,
 *     "options": { "mode": "4p", "tiles": "classic", "firstCrew": 0, "airplaneImmediate": false,
 *                  "lighthouse": "peek", "maxPlies": 4000, "stallPlies": 400 },
 *                                          any omitted option takes its default (options.ts);
 *                                          tiles "classic" or "treasure-island"
 *     "turn": "white",                     the crew to move
 *     "ply": 12, "stall": 3,               plies played; plies since the last progress
 *     "over": "playing",                   or "all-coins", "ply-limit", "stalled"
 *     "revealed": { "g2": "empty", "f3": "arrow3:1", "e5": "airplane:used", ... },
 *                                          face-up tiles; every other land cell is face down
 *     "layout": { "b6": "chest2", "c7": "cannon:3", ... } or null,
 *                                          the face-down tile of every face-down cell, or
 *                                          null when unknown (an observation): such a
 *                                          position lists moves but cannot reveal tiles
 *     "observation": true,                 only when the layout lists some face-down cells
 *                                          but not all: an observation of a player who
 *                                          peeked at those with the Deluxe lighthouse
 *     "coins": { "g2": 1 },                coins lying on cells (cells without coins omitted)
 *     "pirates": {                         every pirate of every crew in play, dead or alive,
 *                                          then the inhabitants who have joined a crew
 *       "w1": { "cell": "g1" },            aboard a ship, swimming, or on land
 *       "w2": { "cell": null },            dead
 *       "w3": { "cell": "d4", "trapped": true },
 *       "y1": { "cell": "c5", "drunk": 1 },       1 = skips his crew's next turn
 *       "b2": { "cell": "e7", "step": 2, "carrying": true },
 *                                          on a spinner: step 1 (I) .. 5 (V), and whether
 *                                          he holds a coin (coins on spinners travel with
 *                                          their pirate)
 *       "b3": { "cell": "f6", "lost": true, "carrying": false, "treasure": true },
 *                                          lost in the caves (on the only open cave),
 *                                          holding a coin and/or the galleon treasure
 *       "fri": { "crew": "red", "cell": "h8" },   an inhabitant: the crew he has joined;
 *                                          cell null when he has left the game. Not listed
 *                                          while no crew has found him
 *       "mis": { "crew": "white", "cell": "c3", "converted": true }
 *                                          the missionary drank: an ordinary pirate now
 *     },                                   "treasure": true on a spinner too, like "carrying"
 *     "ships": { "white": { "cell": "g1", "coins": 0 }, ... },   crews in play only
 *     "lost": 0,                           coins sunk or eaten
 *     "bottles": { "white": 0, ... },      rum bottles in each crew's store (Treasure Island)
 *     "treasure": "face-down",             where the galleon treasure is (Treasure Island):
 *                                          "face-down" (its tile is), a cell name (lying
 *                                          there), "held" (by the piece marked "treasure"),
 *                                          "carried" (by the piece in motion), a crew name
 *                                          (aboard that crew's ship), or "sunk"
 *     "grass": 0,                          crew turns left under the burning grass (Treasure Island)
 *     "known": { "c5": [0], "d9": [0, 2] }, face-down cells and the players who peeked at
 *                                          them with the Deluxe lighthouse (Treasure Island)
 *     "pending": null or {                 a follow-up decision the crew to move owes
 *       "kind": "arrow" | "horse" | "airplane-or-stay" | "airplane" | "cave-exit"
 *             | "earthquake-first" | "earthquake-second" | "lighthouse-pick"
 *             | "lighthouse-order" | "carramba",
 *       "pirate": "w1",                    the piece in motion
 *       "carrying": false,                 he holds a coin
 *       "treasure": true,                  he holds the galleon treasure (omitted when not)
 *       "start": "g1",                     where his turn began (a dropped coin returns here)
 *       "from": "g2",                      the cell he entered his current cell from
 *       "dx": 0, "dy": -1,                 his last displacement (x east, y SOUTH, -2..2)
 *       "how": "vector" | "horse" | "flight",
 *       "visits": [ { "cell": "g3", "any": true }, { "cell": "g4", "dx": 0, "dy": -1 } ],
 *                                          forced tiles passed since the turn began or the
 *                                          last choice, with the displacement he arrived
 *                                          with ("any" for single arrows), for cycles
 *       "choices": ["e5", "e5"],           choice tiles he reached this turn, one entry per
 *                                          arrival (a third arrival at one is a cycle)
 *       "first": "c5",                     earthquake-second only: the first cell chosen
 *       "picks": ["c5", "d9"]              lighthouse kinds only: the cells picked so far
 *     }
 *   }
 *
 * The Treasure Island fields (bottles, treasure, grass, known, inhabitants, lost,
 * treasure and converted flags) are written only for that tile set and rejected in a
 * classic position. Reading accepts version 1 too: a version 1 document is a version 2
 * document without the new fields (which take their empty values), so old classic
 * files still load.
 *
 * Tile codes: the tile type name (tiles.TILE_TYPES: empty, arrow1, arrow1d, arrow2,
 * arrow2d, arrow3, arrow4, arrow4d, horse, jungle, desert, swamp, mountains, ice,
 * trap, crocodile, cannibal, fortress, native, rum, balloon, airplane, cannon,
 * chest1..chest5; Treasure Island: galleon, carramba, lighthouse, ben-gunn,
 * missionary, friday, bottles1..bottles3, cave, earthquake, thicket (the Treasure
 * Island jungle), grass). Rotating types (arrows, cannon) add `:q`, the quarter turns
 * clockwise 0..3 from the printed face: at q = 0 arrow1 points north, arrow1d
 * north-east, arrow2 north+south, arrow2d NE+SW, arrow3 NW+E+S, and the cannon's
 * barrel north. A revealed arrow is written with the smallest q that gives its
 * directions (the state keeps directions, not the turn). A one-shot tile that has
 * done its work is `:used`: a flown airplane, a carramba sworn at, a lighthouse
 * looked from, an inhabitant's tile whose inhabitant has joined a crew, a rum-bottle
 * tile emptied, an earthquake that shook, grass that burnt. Reading accepts a missing
 * `:q` as 0.
 *
 * Validation: unknown fields, wrong types, cells that do not exist or are the wrong
 * kind (land/sea/side), tile counts that do not make up the tile set, pieces or
 * ships of crews not in play, flags where they mean nothing, enemies sharing a cell,
 * coins not adding up to the set's total, the treasure in other than exactly one
 * place, more rum bottles than the set holds, inhabitants and their tiles out of step,
 * Treasure Island fields in a classic game, and an inconsistent pending decision or
 * end. After the field checks the engine's state checker (check.ts) runs as a net.
 */

import { findDuplicateKey } from '../core/json-keys.js';
import { CELLS, IS_LAND, LAND_CELLS, LAND_COUNT, NO_CELL, SHIP_SIDE, cellName, parseCell } from './geometry.js';
import { checkState } from './check.js';
import {
  CREW_NAMES, DEFAULT_OPTIONS, GameOptions, MODE_CREWS, MODE_ID, MODE_PLAYERS, MODE_TEAM, MODES, OPT_AIRPLANE_IMMEDIATE, OPT_LIGHTHOUSE_OPEN,
  checkOptions,
} from './options.js';
import { SET_HAS_GALLEON, SET_TOTAL_COINS, TILESET_NAMES, startPosition } from './setup.js';
import {
  AT_PLY, AT_STALL, BEN_GUNN, BOTTLES, CHOICE_CELLS, CHOICE_N, COINS, CREW_SIZE, END_REASON_NAMES, F_CARRY, F_DRUNK_MASK, F_DRUNK_SHIFT, F_LOST,
  F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, F2_CONVERTED, F2_TREASURE, FIRST, FRIDAY, GRASS, HOW_FLIGHT, HOW_HORSE, KNOWN, LIGHT_PICKS, LOST,
  MAX_CHOICES, MAX_PIECES, MAX_VISITS, MISSIONARY, MODE, NO_CREW, OPTIONS, OVER, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PEND_AUX, PEND_CARRY,
  PEND_DX, PEND_DY, PEND_FROM, PEND_HOW, PEND_PIECE, PEND_START, PENDING, Pending, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND, TILE_TYPE,
  TILESET, TREASURE_AT, TREASURE_SHIP, TREASURE_SUNK, TURN, VISIT_N, VISITS, rebuildPiecesAt, rehash,
} from './state.js';
import { Kind, TILE_SETS, TILE_TYPE_COUNT, TILE_TYPES, TYPE_ARG, TYPE_KIND, TYPE_ROTATES, revealedArg, tileTypeId } from './tiles.js';
import { parsePieceName, pieceName } from './notation.js';

export const POSITION_VERSION = 2;
/** Versions fromPosition reads (version 1 is version 2 without the Treasure Island and choice fields). */
export const READABLE_VERSIONS: readonly number[] = [1, 2];

/** A piece in the position format. */
export interface PirateJson {
  /** Inhabitants only: the crew he has joined. */
  crew?: string;
  cell: string | null;
  trapped?: boolean;
  drunk?: number;
  step?: number;
  carrying?: boolean;
  lost?: boolean;
  treasure?: boolean;
  converted?: boolean;
}

export interface VisitJson { cell: string; any?: boolean; dx?: number; dy?: number }

export const PENDING_NAMES = [
  'none', 'arrow', 'horse', 'airplane-or-stay', 'airplane', 'cave-exit', 'earthquake-first', 'earthquake-second', 'lighthouse-pick',
  'lighthouse-order', 'carramba',
] as const;
export type PendingName = Exclude<(typeof PENDING_NAMES)[number], 'none'>;
export const HOW_NAMES = ['vector', 'horse', 'flight'] as const;

export interface PendingJson {
  kind: PendingName;
  pirate: string;
  carrying: boolean;
  treasure?: boolean;
  start: string;
  from: string;
  dx: number;
  dy: number;
  how: 'vector' | 'horse' | 'flight';
  visits: VisitJson[];
  choices?: string[];
  first?: string;
  picks?: string[];
}

/** A whole position, as written by toPosition. See the module comment. */
export interface PositionJson {
  format: 'jackal-position';
  version: number;
  options: GameOptions;
  turn: string;
  ply: number;
  stall: number;
  over: string;
  revealed: Record<string, string>;
  layout: Record<string, string> | null;
  observation?: boolean;
  coins: Record<string, number>;
  pirates: Record<string, PirateJson>;
  ships: Record<string, { cell: string; coins: number }>;
  lost: number;
  bottles?: Record<string, number>;
  treasure?: string;
  grass?: number;
  known?: Record<string, number[]>;
  pending: PendingJson | null;
}

/** Error value of fromPosition: the field (a path like `pirates.w3.cell`) and the problem. */
export interface PositionError { code: 'bad-position'; field: string; message: string }

export const isPositionError = (r: State | PositionError): r is PositionError => !(r instanceof State);

const ANY_ENTRY = 26;
/** PEND_CARRY values (apply.ts). */
const CARRY_COIN = 1, CARRY_TREASURE = 2;
/** Kinds a coin (or the treasure) may lie on, as the state checker has it. */
const COIN_GROUND: readonly number[] = [
  Kind.Empty, Kind.Spinner, Kind.Trap, Kind.RumBarrel, Kind.Airplane, Kind.Chest, Kind.Galleon, Kind.Carramba, Kind.Lighthouse, Kind.BenGunn,
  Kind.Missionary, Kind.Friday, Kind.Bottles, Kind.Cave, Kind.Earthquake, Kind.Grass,
];
/** Kinds whose argument is 1 (or the printed count) until the tile has done its work, then 0 (`:used`). */
const ONE_SHOT: readonly number[] = [
  Kind.Airplane, Kind.Carramba, Kind.Lighthouse, Kind.BenGunn, Kind.Missionary, Kind.Friday, Kind.Bottles, Kind.Earthquake, Kind.Grass,
];
/** The inhabitants' slots and the kinds of their tiles. */
const INHABITANTS: readonly [number, number][] = [[BEN_GUNN, Kind.BenGunn], [MISSIONARY, Kind.Missionary], [FRIDAY, Kind.Friday]];
const signedByte = (v: number): number => (v << 24) >> 24;
const isTreasureIsland = (s: State): boolean => SET_HAS_GALLEON[s.u8[TILESET]] !== 0;

// ---------------------------------------------------------------------------
// Writing

/** The code of a face-down tile from its layout byte. */
function layoutCode(code: number): string {
  const t = code & 63;
  return TYPE_ROTATES[t] ? `${TILE_TYPES[t].name}:${code >> 6}` : TILE_TYPES[t].name;
}

/** The code of a revealed tile: its type, the smallest turn giving its argument, one-shot use. */
function revealedCode(s: State, c: number): string {
  const t = s.u8[TILE_TYPE + c];
  const arg = s.u8[TILE_ARG + c];
  const name = TILE_TYPES[t].name;
  if (ONE_SHOT.includes(TYPE_KIND[t])) {
    if (arg === TYPE_ARG[t]) return name;
    if (arg === 0) return `${name}:used`;
    throw new Error(`toPosition: revealed ${name} at ${cellName(c)} has argument ${arg}, neither fresh nor used`);
  }
  if (!TYPE_ROTATES[t]) return name;
  for (let q = 0; q < 4; q++) if (revealedArg(t, q) === arg) return `${name}:${q}`;
  throw new Error(`toPosition: revealed ${name} at ${cellName(c)} has argument ${arg}, which no turn gives`);
}

/** Where the galleon treasure is, as the format writes it. */
function treasurePlace(s: State): string {
  const u8 = s.u8;
  if (u8[TREASURE_AT] !== NO_CELL) return cellName(u8[TREASURE_AT]);
  if (u8[TREASURE_SHIP] === TREASURE_SUNK) return 'sunk';
  if (u8[TREASURE_SHIP] !== NO_CREW) return CREW_NAMES[u8[TREASURE_SHIP]];
  if (u8[PENDING] !== 0 && u8[PEND_CARRY] === CARRY_TREASURE) return 'carried';
  for (let p = 0; p < MAX_PIECES; p++) if ((u8[P_FLAGS2 + p] & F2_TREASURE) !== 0) return 'held';
  return 'face-down';
}

/** Writes a state as a position object (see the module comment). */
export function toPosition(s: State): PositionJson {
  const u8 = s.u8;
  const ti = isTreasureIsland(s);
  const mode = u8[MODE];
  const present = MODE_CREWS[mode];
  if (u8[PENDING] === 0) {
    // Between turns the engine clears the whole turn record; the format has no place for it then.
    for (const off of [PEND_PIECE, PEND_CARRY, PEND_START, PEND_FROM, PEND_DX, PEND_DY, PEND_HOW, PEND_AUX, VISIT_N, CHOICE_N]) {
      if (u8[off] !== 0) throw new Error(`toPosition: turn record byte ${off} is ${u8[off]} but no decision is pending`);
    }
  }
  const options: GameOptions = {
    mode: MODES[mode],
    tiles: TILESET_NAMES[u8[TILESET]],
    firstCrew: u8[FIRST],
    airplaneImmediate: (u8[OPTIONS] & OPT_AIRPLANE_IMMEDIATE) !== 0,
    lighthouse: (u8[OPTIONS] & OPT_LIGHTHOUSE_OPEN) !== 0 ? 'open' : 'peek',
    maxPlies: s.maxPlies,
    stallPlies: s.stallPlies,
  };
  const revealed: Record<string, string> = {};
  const layout: Record<string, string> = {};
  let listed = 0, faceDown = 0;
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    if (u8[TILE_KIND + c] === Kind.Closed) {
      faceDown++;
      if (s.layout[c] !== 0) { listed++; layout[cellName(c)] = layoutCode(s.layout[c]); }
    } else {
      revealed[cellName(c)] = revealedCode(s, c);
    }
  }
  const coins: Record<string, number> = {};
  for (let c = 0; c < CELLS; c++) if (u8[COINS + c] !== 0) coins[cellName(c)] = u8[COINS + c];
  const pirates: Record<string, PirateJson> = {};
  for (let p = 0; p < MAX_PIECES; p++) {
    if (u8[P_CREW + p] === NO_CREW) continue;
    const cell = u8[P_CELL + p];
    const f = u8[P_FLAGS + p];
    const f2 = u8[P_FLAGS2 + p];
    const pj: PirateJson = p >= 4 * CREW_SIZE ? { crew: CREW_NAMES[u8[P_CREW + p]], cell: null } : { cell: null };
    pj.cell = cell === NO_CELL ? null : cellName(cell);
    if (f & F_TRAPPED) pj.trapped = true;
    if (f & F_DRUNK_MASK) pj.drunk = (f & F_DRUNK_MASK) >> F_DRUNK_SHIFT;
    if (cell !== NO_CELL && IS_LAND[cell] && u8[TILE_KIND + cell] === Kind.Spinner) {
      pj.step = ((f & F_STEP_MASK) >> F_STEP_SHIFT) + 1;
      pj.carrying = (f & F_CARRY) !== 0;
    } else if (f & F_LOST) {
      pj.lost = true;
      pj.carrying = (f & F_CARRY) !== 0;
    }
    if (f2 & F2_TREASURE) pj.treasure = true;
    if (f2 & F2_CONVERTED) pj.converted = true;
    pirates[pieceName(p)] = pj;
  }
  const ships: Record<string, { cell: string; coins: number }> = {};
  for (let k = 0; k < 4; k++) {
    if ((present >> k) & 1) ships[CREW_NAMES[k]] = { cell: cellName(u8[SHIP_CELL + k]), coins: u8[SHIP_COINS + k] };
  }
  let pending: PendingJson | null = null;
  if (u8[PENDING] !== 0) {
    const visits: VisitJson[] = [];
    for (let i = 0; i < u8[VISIT_N]; i++) {
      const cell = cellName(u8[VISITS + 2 * i]);
      const code = u8[VISITS + 2 * i + 1];
      if (code === ANY_ENTRY) visits.push({ cell, any: true });
      else visits.push({ cell, dx: Math.floor((code - 1) / 5) - 2, dy: ((code - 1) % 5) - 2 });
    }
    const choices: string[] = [];
    for (let i = 0; i < u8[CHOICE_N]; i++) choices.push(cellName(u8[CHOICE_CELLS + i]));
    const kind = u8[PENDING];
    pending = {
      kind: PENDING_NAMES[kind] as PendingName,
      pirate: pieceName(u8[PEND_PIECE]),
      carrying: u8[PEND_CARRY] === CARRY_COIN,
      ...(u8[PEND_CARRY] === CARRY_TREASURE ? { treasure: true } : {}),
      start: cellName(u8[PEND_START]),
      from: cellName(u8[PEND_FROM]),
      dx: signedByte(u8[PEND_DX]),
      dy: signedByte(u8[PEND_DY]),
      how: HOW_NAMES[u8[PEND_HOW]],
      visits,
      choices,
    };
    if (kind === Pending.Earthquake2) pending.first = cellName(u8[PEND_AUX]);
    else if (kind === Pending.LighthousePick || kind === Pending.LighthouseOrder) {
      pending.picks = [];
      for (let i = 0; i < u8[PEND_AUX]; i++) pending.picks.push(cellName(u8[LIGHT_PICKS + i]));
    } else if (u8[PEND_AUX] !== 0) {
      throw new Error(`toPosition: PEND_AUX is ${u8[PEND_AUX]} during a ${PENDING_NAMES[kind]} decision`);
    }
  }
  const j: PositionJson = {
    format: 'jackal-position',
    version: POSITION_VERSION,
    options,
    turn: CREW_NAMES[u8[TURN]],
    ply: s.i32[AT_PLY],
    stall: s.i32[AT_STALL],
    over: END_REASON_NAMES[u8[OVER]],
    revealed,
    layout: listed === 0 ? null : layout,
    ...(listed !== 0 && listed < faceDown ? { observation: true } : {}),
    coins,
    pirates,
    ships,
    lost: u8[LOST],
    pending,
  };
  if (ti) {
    const bottles: Record<string, number> = {};
    for (let k = 0; k < 4; k++) if ((present >> k) & 1) bottles[CREW_NAMES[k]] = u8[BOTTLES + k];
    const known: Record<string, number[]> = {};
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      const bits = u8[KNOWN + c];
      if (bits === 0) continue;
      const who: number[] = [];
      for (let b = 0; b < 8; b++) if ((bits >> b) & 1) who.push(b);
      known[cellName(c)] = who;
    }
    // Keys in a fixed place, before "pending", so that rewrites compare as text.
    const { pending: pe, ...rest } = j;
    return { ...rest, bottles, treasure: treasurePlace(s), grass: u8[GRASS], known, pending: pe };
  }
  return j;
}

// ---------------------------------------------------------------------------
// Reading

/** Thrown inside the reader only; fromPosition turns it into a PositionError value. */
class Bad {
  constructor(readonly field: string, readonly message: string) {}
}
const bad = (field: string, message: string): never => { throw new Bad(field, message); };
/**
 * A value for an error message, bounded: lists and objects by their size (never
 * stringified: 10 MB of nested lists would overflow the stack), long text cut short.
 */
function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'object' && v !== null) return `an object of ${Object.keys(v).length} fields`;
  const t = JSON.stringify(v);
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function objectAt(v: unknown, field: string): Record<string, unknown> {
  if (!isObject(v)) bad(field, `must be an object, got ${show(v)}`);
  return v as Record<string, unknown>;
}

function listAt(v: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(v)) bad(field, `must be a list, got ${show(v)}`);
  if ((v as unknown[]).length > max) bad(field, `at most ${max} entries, got ${(v as unknown[]).length}`);
  return v as unknown[];
}

function onlyKeys(o: Record<string, unknown>, field: string, allowed: readonly string[]): void {
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k)) bad(field ? `${field}.${k}` : k, `unknown field (allowed: ${allowed.join(', ')})`);
  }
}

function intAt(v: unknown, field: string, lo: number, hi: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) bad(field, `must be a whole number from ${lo} to ${hi}, got ${show(v)}`);
  return v as number;
}

function boolAt(v: unknown, field: string): boolean {
  if (typeof v !== 'boolean') bad(field, `must be true or false, got ${show(v)}`);
  return v as boolean;
}

function cellAt(v: unknown, field: string): number {
  const c = typeof v === 'string' ? parseCell(v) : NO_CELL;
  if (c === NO_CELL || typeof v !== 'string' || cellName(c) !== v.trim().toLowerCase()) {
    bad(field, `must be a cell name a1..m13, got ${show(v)}`);
  }
  return c;
}

function landCellKey(key: unknown, field: string): number {
  const c = cellAt(key, field);
  if (!IS_LAND[c]) bad(field, `${key as string} is sea, not land`);
  return c;
}

function crewAt(v: unknown, field: string, present: number): number {
  const k = CREW_NAMES.indexOf(v as (typeof CREW_NAMES)[number]);
  if (k < 0) bad(field, `must be a crew name (${CREW_NAMES.join(', ')}), got ${show(v)}`);
  if (((present >> k) & 1) === 0) bad(field, `crew ${v as string} does not play in this mode`);
  return k;
}

/** Parses a tile code; returns type | quarters << 6 (and one-shot use in bit 8). */
function tileCodeAt(v: unknown, field: string, faceDown: boolean): number {
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

const TOP_FIELDS = [
  'format', 'version', 'options', 'turn', 'ply', 'stall', 'over', 'revealed', 'layout', 'observation', 'coins', 'pirates', 'ships', 'lost',
  'bottles', 'treasure', 'grass', 'known', 'pending',
];
const TI_FIELDS = ['bottles', 'treasure', 'grass', 'known'];
const PIRATE_FIELDS = ['crew', 'cell', 'trapped', 'drunk', 'step', 'carrying', 'lost', 'treasure', 'converted'];
const FLAG_FIELDS = ['trapped', 'drunk', 'step', 'carrying', 'lost', 'treasure', 'converted'];
const PENDING_FIELDS = ['kind', 'pirate', 'carrying', 'treasure', 'start', 'from', 'dx', 'dy', 'how', 'visits', 'choices', 'first', 'picks'];

/** Reads a position object (or its JSON text) into a new State, or returns an error naming the field. */
export function fromPosition(input: unknown): State | PositionError {
  try {
    return read(typeof input === 'string' ? parseJson(input) : input);
  } catch (e) {
    if (e instanceof Bad) return { code: 'bad-position', field: e.field, message: e.message };
    throw e;
  }
}

function parseJson(text: string): unknown {
  let j: unknown;
  try {
    j = JSON.parse(text);
  } catch (e) {
    return bad('(json)', `not valid JSON: ${(e as Error).message}`);
  }
  const dup = findDuplicateKey(text);
  if (dup) bad(dup.path, 'given twice (JSON would keep only the last)');
  return j;
}

function read(input: unknown): State {
  const j = objectAt(input, '(position)');
  onlyKeys(j, '', TOP_FIELDS);
  if (j.format !== undefined && j.format !== 'jackal-position') bad('format', `must be "jackal-position", got ${show(j.format)}`);
  if (!READABLE_VERSIONS.includes(j.version as number)) bad('version', `must be ${READABLE_VERSIONS.join(' or ')}, got ${show(j.version)}`);

  // Options.
  const oj = j.options === undefined ? {} : objectAt(j.options, 'options');
  onlyKeys(oj, 'options', Object.keys(DEFAULT_OPTIONS));
  const o = checkOptions(oj);
  if ('code' in o) return bad(`options.${o.field}`, o.message);
  // Start from the engine's own start position, then write every field the format covers.
  const s = new State();
  startPosition(s, o, new Uint8Array(CELLS));
  const u8 = s.u8;
  const mode = MODE_ID[o.mode];
  const present = MODE_CREWS[mode];
  const set = TILE_SETS[o.tiles];
  u8[MODE] = mode;
  u8[OPTIONS] = (o.airplaneImmediate ? OPT_AIRPLANE_IMMEDIATE : 0) | (o.lighthouse === 'open' ? OPT_LIGHTHOUSE_OPEN : 0);
  u8[FIRST] = o.firstCrew;
  u8[TILESET] = TILESET_NAMES.indexOf(o.tiles);
  s.maxPlies = o.maxPlies;
  s.stallPlies = o.stallPlies;
  const ti = isTreasureIsland(s);
  if (!ti) for (const f of TI_FIELDS) if (j[f] !== undefined) bad(f, `a Treasure Island field; this game uses the ${o.tiles} tile set`);
  const team = (k: number): number => MODE_TEAM[mode * 4 + k];

  u8[TURN] = crewAt(j.turn, 'turn', present);
  const ply = j.ply === undefined ? 0 : intAt(j.ply, 'ply', 0, 2 ** 31 - 1);
  const stall = j.stall === undefined ? 0 : intAt(j.stall, 'stall', 0, ply);
  s.i32[AT_PLY] = ply;
  s.i32[AT_STALL] = stall;

  // Tiles: revealed, then the face-down layout.
  for (let c = 0; c < CELLS; c++) u8[TILE_KIND + c] = IS_LAND[c] ? Kind.Closed : Kind.Sea;
  const counts = new Int32Array(TILE_TYPE_COUNT);
  const rj = j.revealed === undefined ? {} : objectAt(j.revealed, 'revealed');
  for (const [key, v] of Object.entries(rj)) {
    const field = `revealed.${key}`;
    const c = landCellKey(key, field);
    const code = tileCodeAt(v, field, false);
    const t = code & 63;
    u8[TILE_TYPE + c] = t;
    u8[TILE_KIND + c] = TYPE_KIND[t];
    u8[TILE_ARG + c] = code & 256 ? 0 : revealedArg(t, (code >> 6) & 3);
    if (++counts[t] > set.counts[t]) bad(field, `more ${TILE_TYPES[t].name} tiles than the ${set.name} set holds (${set.counts[t]})`);
  }
  const revealedCounts = counts.slice();
  if (j.layout === undefined) bad('layout', 'missing: give the face-down tiles, or null when they are unknown');
  const partial = j.observation === undefined ? false : boolAt(j.observation, 'observation');
  if (partial && j.layout === null) bad('observation', 'an observation with "layout": null needs no "observation" mark; give it only with a partial layout');
  let hasLayout = j.layout !== null;
  if (hasLayout) {
    const lj = objectAt(j.layout, 'layout');
    for (const [key, v] of Object.entries(lj)) {
      const field = `layout.${key}`;
      const c = landCellKey(key, field);
      if (u8[TILE_KIND + c] !== Kind.Closed) bad(field, `${key} is revealed; the layout lists face-down cells only`);
      const code = tileCodeAt(v, field, true);
      s.layout[c] = code & 255;
      const t = code & 63;
      if (++counts[t] > set.counts[t]) bad(field, `more ${TILE_TYPES[t].name} tiles (revealed and face down) than the ${set.name} set holds (${set.counts[t]})`);
    }
    if (!partial) {
      for (let i = 0; i < LAND_COUNT; i++) {
        const c = LAND_CELLS[i];
        if (u8[TILE_KIND + c] === Kind.Closed && s.layout[c] === 0) {
          bad(`layout.${cellName(c)}`, `face-down cell ${cellName(c)} has no tile in the layout (an observation's partial layout is marked "observation": true)`);
        }
      }
    } else {
      if (!ti) bad('observation', 'a partial layout comes from a Deluxe lighthouse peek (Treasure Island); a classic observation has "layout": null');
      hasLayout = false; // checked as an observation
    }
  }

  // Coins lying on cells.
  let lying = 0;
  const cj = j.coins === undefined ? {} : objectAt(j.coins, 'coins');
  const total = SET_TOTAL_COINS[u8[TILESET]];
  for (const [key, v] of Object.entries(cj)) {
    const field = `coins.${key}`;
    const c = landCellKey(key, field);
    const n = intAt(v, field, 0, total);
    const kind = u8[TILE_KIND + c];
    if (n > 0 && kind === Kind.Closed) bad(field, `${key} is face down; coins lie only on revealed tiles`);
    if (n > 0 && !COIN_GROUND.includes(kind)) bad(field, `coins cannot lie on a ${TILE_TYPES[u8[TILE_TYPE + c]].name} tile`);
    u8[COINS + c] = n;
    lying += n;
  }

  // Ships.
  const sj = objectAt(j.ships, 'ships');
  onlyKeys(sj, 'ships', CREW_NAMES.filter((_, k) => (present >> k) & 1));
  let aboard = 0;
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) === 0) { u8[SHIP_CELL + k] = NO_CELL; continue; }
    const field = `ships.${CREW_NAMES[k]}`;
    if (sj[CREW_NAMES[k]] === undefined) bad(field, 'missing: every crew in play has a ship');
    const shj = objectAt(sj[CREW_NAMES[k]], field);
    onlyKeys(shj, field, ['cell', 'coins']);
    const c = cellAt(shj.cell, `${field}.cell`);
    if (SHIP_SIDE[c] !== k) bad(`${field}.cell`, `${shj.cell as string} is not a cell of the ${CREW_NAMES[k]} ship's side`);
    u8[SHIP_CELL + k] = c;
    u8[SHIP_COINS + k] = shj.coins === undefined ? 0 : intAt(shj.coins, `${field}.coins`, 0, total);
    aboard += u8[SHIP_COINS + k];
  }
  const lost = j.lost === undefined ? 0 : intAt(j.lost, 'lost', 0, total);
  u8[LOST] = lost;

  // Pieces: the crews' pirates, then the inhabitants who joined a crew.
  const pj = objectAt(j.pirates, 'pirates');
  u8.fill(NO_CELL, P_CELL, P_CELL + MAX_PIECES);
  u8.fill(NO_CREW, P_CREW, P_CREW + MAX_PIECES);
  for (const key of Object.keys(pj)) {
    const p = parsePieceName(key);
    if (p < 0 || pieceName(p) !== key) bad(`pirates.${key}`, 'unknown piece name (w1..w3, y1..y3, b1..b3, r1..r3; ben, mis, fri)');
    if (p >= 4 * CREW_SIZE && !ti) bad(`pirates.${key}`, `the inhabitants live on Treasure Island; this game uses the ${o.tiles} tile set`);
    if (p < 4 * CREW_SIZE && ((present >> Math.floor(p / CREW_SIZE)) & 1) === 0) {
      bad(`pirates.${key}`, `crew ${CREW_NAMES[Math.floor(p / CREW_SIZE)]} does not play in this mode`);
    }
  }
  let carried = 0;
  for (let p = 0; p < MAX_PIECES; p++) {
    const name = pieceName(p);
    const field = `pirates.${name}`;
    let k: number;
    if (p < 4 * CREW_SIZE) {
      k = Math.floor(p / CREW_SIZE);
      if (((present >> k) & 1) === 0) continue;
      if (pj[name] === undefined) bad(field, 'missing: list every pirate of every crew in play (cell null when dead)');
    } else if (pj[name] === undefined) {
      continue;
    }
    const one = objectAt(pj[name], field);
    onlyKeys(one, field, PIRATE_FIELDS);
    if (p < 4 * CREW_SIZE) {
      k = Math.floor(p / CREW_SIZE);
      if (one.crew !== undefined) bad(`${field}.crew`, 'a pirate belongs to the crew of his letter; "crew" is for the inhabitants');
    } else {
      if (one.crew === undefined) bad(`${field}.crew`, 'missing: the crew the inhabitant has joined');
      k = crewAt(one.crew, `${field}.crew`, present);
    }
    u8[P_CREW + p] = k;
    if (one.converted !== undefined && boolAt(one.converted, `${field}.converted`)) {
      if (p !== MISSIONARY) bad(`${field}.converted`, 'only the missionary is converted');
      u8[P_FLAGS2 + p] |= F2_CONVERTED;
    }
    if (one.cell === undefined) bad(`${field}.cell`, 'missing: a cell name, or null when dead or out of the game');
    if (one.cell === null) {
      for (const f of FLAG_FIELDS) if (f !== 'converted' && one[f] !== undefined) bad(`${field}.${f}`, 'a dead piece has no flags');
      continue;
    }
    const c = cellAt(one.cell, `${field}.cell`);
    u8[P_CELL + p] = c;
    let flags = 0;
    if (IS_LAND[c]) {
      const kind = u8[TILE_KIND + c];
      if (kind === Kind.Closed) bad(`${field}.cell`, `${one.cell as string} is face down; no piece stands on a face-down tile`);
      if (one.trapped !== undefined && boolAt(one.trapped, `${field}.trapped`)) {
        if (kind !== Kind.Trap) bad(`${field}.trapped`, `${one.cell as string} is not a trap`);
        flags |= F_TRAPPED;
      }
      if (one.drunk !== undefined) {
        const d = intAt(one.drunk, `${field}.drunk`, 0, 2);
        if (d !== 0 && kind !== Kind.RumBarrel) bad(`${field}.drunk`, `${one.cell as string} is not a rum barrel`);
        flags |= d << F_DRUNK_SHIFT;
      }
      const isLost = one.lost !== undefined && boolAt(one.lost, `${field}.lost`);
      if (isLost) {
        if (kind !== Kind.Cave) bad(`${field}.lost`, `${one.cell as string} is not a cave`);
        flags |= F_LOST;
      }
      const holdsTreasure = one.treasure !== undefined && boolAt(one.treasure, `${field}.treasure`);
      if (kind === Kind.Spinner) {
        const steps = u8[TILE_ARG + c];
        const step = one.step === undefined ? 1 : intAt(one.step, `${field}.step`, 1, steps);
        flags |= (step - 1) << F_STEP_SHIFT;
      } else if (one.step !== undefined) {
        bad(`${field}.step`, `${one.cell as string} is not a spinner`);
      }
      if (one.carrying !== undefined && boolAt(one.carrying, `${field}.carrying`)) {
        if (kind !== Kind.Spinner && !isLost) bad(`${field}.carrying`, `${one.cell as string} is not a spinner and he is not lost in a cave (elsewhere coins lie on the cell)`);
        flags |= F_CARRY;
        carried++;
      }
      if (holdsTreasure) {
        if (!ti) bad(`${field}.treasure`, 'the galleon treasure is in the Treasure Island set only');
        if (kind !== Kind.Spinner && !isLost) bad(`${field}.treasure`, `${one.cell as string} is not a spinner and he is not lost in a cave (elsewhere the treasure lies on the cell)`);
        u8[P_FLAGS2 + p] |= F2_TREASURE;
      }
    } else {
      for (const f of FLAG_FIELDS) if (f !== 'converted' && one[f] !== undefined) bad(`${field}.${f}`, 'a piece at sea has no flags');
      const side = SHIP_SIDE[c];
      if (side !== NO_CELL && u8[SHIP_CELL + side] === c && team(side) !== team(k)) {
        bad(`${field}.cell`, `${one.cell as string} is the ${CREW_NAMES[side]} ship, an enemy of ${CREW_NAMES[k]}`);
      }
    }
    u8[P_FLAGS + p] = flags;
  }
  rebuildPiecesAt(s);

  // The inhabitants and their tiles: found (listed) exactly when the tile is revealed and used.
  if (ti) {
    for (const [p, kind] of INHABITANTS) {
      let tile = NO_CELL;
      for (let i = 0; i < LAND_COUNT; i++) if (u8[TILE_KIND + LAND_CELLS[i]] === kind) tile = LAND_CELLS[i];
      const found = u8[P_CREW + p] !== NO_CREW;
      const used = tile !== NO_CELL && u8[TILE_ARG + tile] === 0;
      if (found && !used) bad(`pirates.${pieceName(p)}`, `listed, but his tile is ${tile === NO_CELL ? 'face down' : `${cellName(tile)}, not yet used`}`);
      if (!found && used) bad(`pirates.${pieceName(p)}`, `missing: his tile at ${cellName(tile)} is used, so a crew has found him`);
    }
  }

  // Pending decision.
  let moving = -1;
  let carriedTreasure = false;
  if (j.pending !== undefined && j.pending !== null) {
    const pe = objectAt(j.pending, 'pending');
    onlyKeys(pe, 'pending', PENDING_FIELDS);
    const kind = PENDING_NAMES.indexOf(pe.kind as PendingName);
    if (kind <= 0) bad('pending.kind', `must be one of ${PENDING_NAMES.slice(1).join(', ')}, got ${show(pe.kind)}`);
    if (kind >= Pending.CaveExit && !ti) bad('pending.kind', `${pe.kind as string} is a Treasure Island decision; this game uses the ${o.tiles} tile set`);
    const p = typeof pe.pirate === 'string' ? parsePieceName(pe.pirate) : -1;
    if (p < 0 || u8[P_CREW + p] === NO_CREW) bad('pending.pirate', `must name a piece in play, got ${show(pe.pirate)}`);
    if (u8[P_CREW + p] !== u8[TURN]) bad('pending.pirate', `${pe.pirate as string} is not of the crew to move (${CREW_NAMES[u8[TURN]]})`);
    const at = u8[P_CELL + p];
    if (at === NO_CELL || !IS_LAND[at]) bad('pending.pirate', `${pe.pirate as string} must stand on land to owe a choice`);
    if (u8[P_FLAGS + p] !== 0 || (u8[P_FLAGS2 + p] & F2_TREASURE) !== 0) bad(`pirates.${pe.pirate as string}`, 'the piece in motion has no flags');
    const tk = u8[TILE_KIND + at];
    const ta = u8[TILE_ARG + at];
    const here = `${pe.pirate as string} stands on ${cellName(at)}, a ${TILE_TYPES[u8[TILE_TYPE + at]].name}`;
    const open = o.lighthouse === 'open';
    if (kind === Pending.Arrow && !(tk === Kind.Arrow && (ta & (ta - 1)) !== 0)) bad('pending.kind', `an arrow choice needs a multi-way arrow; ${here}`);
    if (kind === Pending.Horse && tk !== Kind.Horse && tk !== Kind.Ice) bad('pending.kind', `a horse choice needs a horse or ice; ${here}`);
    if (kind === Pending.AirplaneOrStay && !(tk === Kind.Airplane && ta !== 0)) bad('pending.kind', `airplane-or-stay needs an unused airplane; ${here}`);
    if (kind === Pending.AirplaneOrStay && o.airplaneImmediate) bad('pending.kind', 'airplane-or-stay does not occur with airplaneImmediate (use "airplane")');
    if (kind === Pending.Airplane && !(tk === Kind.Ice || (tk === Kind.Airplane && ta !== 0))) bad('pending.kind', `a flight choice needs an unused airplane or ice; ${here}`);
    if (kind === Pending.CaveExit && tk !== Kind.Cave) bad('pending.kind', `a cave exit needs a cave; ${here}`);
    if ((kind === Pending.Earthquake1 || kind === Pending.Earthquake2) && !(ta === 0 && (tk === Kind.Earthquake || (open && tk === Kind.Lighthouse)))) {
      bad('pending.kind', `an earthquake choice needs a used earthquake (or, under the open lighthouse rule, a used lighthouse); ${here}`);
    }
    if ((kind === Pending.LighthousePick || kind === Pending.LighthouseOrder) && !(tk === Kind.Lighthouse && ta === 0)) {
      bad('pending.kind', `a lighthouse choice needs a used lighthouse; ${here}`);
    }
    if (kind === Pending.LighthouseOrder && open) bad('pending.kind', 'lighthouse-order is the Deluxe (peek) rule; options.lighthouse is "open"');
    if (kind === Pending.Carramba && !(tk === Kind.Carramba && ta !== 0)) bad('pending.kind', `a carramba choice needs an unused carramba; ${here}`);
    const carry = pe.carrying === undefined ? false : boolAt(pe.carrying, 'pending.carrying');
    carriedTreasure = pe.treasure === undefined ? false : boolAt(pe.treasure, 'pending.treasure');
    if (carry && carriedTreasure) bad('pending.treasure', 'he carries a coin or the treasure, not both');
    if (carriedTreasure && !ti) bad('pending.treasure', 'the galleon treasure is in the Treasure Island set only');
    if ((carry || carriedTreasure) && kind >= Pending.Earthquake1) bad(carry ? 'pending.carrying' : 'pending.treasure', `nothing is carried during a ${pe.kind as string} decision (he put it down)`);
    if (carry) carried++;
    const how = HOW_NAMES.indexOf(pe.how as PendingJson['how']);
    if (how < 0) bad('pending.how', `must be one of ${HOW_NAMES.join(', ')}, got ${show(pe.how)}`);
    if (tk === Kind.Ice && kind === Pending.Horse && how !== HOW_HORSE) bad('pending.how', 'a horse choice on ice follows a horse jump: how must be "horse"');
    if (tk === Kind.Ice && kind === Pending.Airplane && how !== HOW_FLIGHT) bad('pending.how', 'a flight choice on ice follows a flight: how must be "flight"');
    u8[PENDING] = kind;
    u8[PEND_PIECE] = p;
    u8[PEND_CARRY] = carry ? CARRY_COIN : carriedTreasure ? CARRY_TREASURE : 0;
    u8[PEND_START] = cellAt(pe.start, 'pending.start');
    u8[PEND_FROM] = cellAt(pe.from, 'pending.from');
    u8[PEND_DX] = intAt(pe.dx, 'pending.dx', -2, 2) & 0xff;
    u8[PEND_DY] = intAt(pe.dy, 'pending.dy', -2, 2) & 0xff;
    u8[PEND_HOW] = how;
    const vj = pe.visits === undefined ? [] : listAt(pe.visits, 'pending.visits', MAX_VISITS);
    vj.forEach((v, i) => {
      const field = `pending.visits[${i}]`;
      const one = objectAt(v, field);
      onlyKeys(one, field, ['cell', 'any', 'dx', 'dy']);
      const c = landCellKey(one.cell, `${field}.cell`);
      let code: number;
      if (one.any !== undefined) {
        if (one.any !== true) bad(`${field}.any`, 'must be true when given');
        if (one.dx !== undefined || one.dy !== undefined) bad(field, 'give either "any": true or dx and dy');
        code = ANY_ENTRY;
      } else {
        code = (intAt(one.dx, `${field}.dx`, -2, 2) + 2) * 5 + intAt(one.dy, `${field}.dy`, -2, 2) + 2 + 1;
      }
      u8[VISITS + 2 * i] = c;
      u8[VISITS + 2 * i + 1] = code;
    });
    u8[VISIT_N] = vj.length;
    const chj = pe.choices === undefined ? [] : listAt(pe.choices, 'pending.choices', MAX_CHOICES);
    chj.forEach((v, i) => {
      const c = landCellKey(v, `pending.choices[${i}]`);
      if (chj.slice(0, i).filter((w) => w === v).length >= 2) bad(`pending.choices[${i}]`, `${v as string} a third time: the third arrival at a choice tile is a cycle, so it is never recorded`);
      u8[CHOICE_CELLS + i] = c;
    });
    u8[CHOICE_N] = chj.length;
    if (kind === Pending.Earthquake2) {
      if (pe.first === undefined) bad('pending.first', 'missing: the first cell the earthquake moves');
      const c = landCellKey(pe.first, 'pending.first');
      if (c === at) bad('pending.first', `${pe.first as string} has ${pe.pirate as string} on it; the earthquake moves only empty tiles`);
      u8[PEND_AUX] = c;
    } else if (pe.first !== undefined) {
      bad('pending.first', 'only for an earthquake-second decision');
    }
    if (kind === Pending.LighthousePick || kind === Pending.LighthouseOrder) {
      const pk = pe.picks === undefined ? [] : listAt(pe.picks, 'pending.picks', kind === Pending.LighthousePick ? 3 : 4);
      if (kind === Pending.LighthouseOrder && pk.length < 2) bad('pending.picks', 'the order is chosen for 2 to 4 picked tiles');
      pk.forEach((v, i) => {
        const field = `pending.picks[${i}]`;
        const c = landCellKey(v, field);
        if (u8[TILE_KIND + c] !== Kind.Closed) bad(field, `${v as string} is revealed; the lighthouse picks face-down tiles`);
        if (pk.indexOf(v) !== i) bad(field, `${v as string} picked twice`);
        u8[LIGHT_PICKS + i] = c;
      });
      u8[PEND_AUX] = pk.length;
    } else if (pe.picks !== undefined) {
      bad('pending.picks', 'only for a lighthouse decision');
    }
    moving = p;
  }

  // Enemies sharing a cell: only on a spinner (on different steps) or in the jungle (the
  // Treasure Island thicket). Comrades never share a trap with a caught pirate (arriving
  // frees him), except Friday, who frees nobody. The piece in motion is excepted.
  for (let p = 0; p < MAX_PIECES; p++) {
    const cp = u8[P_CELL + p];
    if (cp === NO_CELL || p === moving) continue;
    for (let q = p + 1; q < MAX_PIECES; q++) {
      if (u8[P_CELL + q] !== cp || q === moving) continue;
      const kp = u8[P_CREW + p], kq = u8[P_CREW + q];
      if (team(kp) === team(kq)) {
        if (((u8[P_FLAGS + p] | u8[P_FLAGS + q]) & F_TRAPPED) && p !== FRIDAY && q !== FRIDAY) {
          bad(`pirates.${pieceName(u8[P_FLAGS + p] & F_TRAPPED ? p : q)}.trapped`, `a comrade shares the trap at ${cellName(cp)}, so he is free`);
        }
        continue;
      }
      if (IS_LAND[cp] && u8[TILE_KIND + cp] === Kind.Thicket) continue;
      const spinner = IS_LAND[cp] && u8[TILE_KIND + cp] === Kind.Spinner;
      if (!spinner) bad(`pirates.${pieceName(q)}.cell`, `enemies ${pieceName(p)} and ${pieceName(q)} share ${cellName(cp)}`);
      if ((u8[P_FLAGS + p] & F_STEP_MASK) === (u8[P_FLAGS + q] & F_STEP_MASK)) {
        bad(`pirates.${pieceName(q)}.step`, `enemies ${pieceName(p)} and ${pieceName(q)} share a step of the spinner at ${cellName(cp)}`);
      }
    }
  }

  // Coins add up to the set's total.
  let hiddenChest = 0;
  for (let t = 0; t < TILE_TYPE_COUNT; t++) if (TYPE_KIND[t] === Kind.Chest) hiddenChest += (set.counts[t] - revealedCounts[t]) * TYPE_ARG[t];
  const sum = lying + hiddenChest + carried + aboard + lost;
  if (sum !== total) {
    bad('coins', `coins do not add up: ${lying} lying + ${hiddenChest} in face-down chests + ${carried} carried + ${aboard} aboard + ${lost} lost = ${sum}, the ${set.name} set holds ${total}`);
  }

  // Treasure Island: the treasure, the rum bottles, the grass, the peeks.
  if (ti) readTreasureIsland(s, j, present, revealedCounts, carriedTreasure);

  // The end.
  const over = j.over === undefined ? 0 : END_REASON_NAMES.indexOf(j.over as (typeof END_REASON_NAMES)[number]);
  if (over < 0) bad('over', `must be one of ${END_REASON_NAMES.join(', ')}, got ${show(j.over)}`);
  if (over !== 0 && u8[PENDING] !== 0) bad('over', 'a game does not end while a choice is pending');
  const treasureIn = !ti || u8[TREASURE_SHIP] !== NO_CREW;
  const allIn = aboard + lost === total && treasureIn;
  const what = ti ? 'every coin aboard or lost and the treasure aboard or sunk' : 'every coin aboard or lost';
  if (over === 1 && !allIn) bad('over', `all-coins needs ${what} (${aboard + lost} of ${total} coins${ti ? `, treasure ${treasureIn ? 'in' : 'not in'}` : ''})`);
  if (over === 0 && allIn && u8[PENDING] === 0) bad('over', `${what}, so the game is over ("all-coins")`);
  if (over === 2 && !(o.maxPlies > 0 && ply >= o.maxPlies)) bad('over', `ply-limit needs ply >= options.maxPlies (${ply} < ${o.maxPlies})`);
  if (over === 3 && !(o.stallPlies > 0 && stall >= o.stallPlies)) bad('over', `stalled needs stall >= options.stallPlies (${stall} < ${o.stallPlies})`);
  u8[OVER] = over;

  rehash(s);
  const errs = checkState(s, hasLayout);
  if (errs.length !== 0) bad('(position)', `inconsistent: ${errs.join('; ')}`);
  return s;
}

/** Reads and checks the Treasure Island fields: treasure, bottles, grass, known. */
function readTreasureIsland(s: State, j: Record<string, unknown>, present: number, revealedCounts: Int32Array, carriedTreasure: boolean): void {
  const u8 = s.u8;
  const set = TILE_SETS[TILESET_NAMES[u8[TILESET]]];
  const galleon = tileTypeId('galleon');
  const galleonUp = revealedCounts[galleon] > 0;
  let holder = -1;
  for (let p = 0; p < MAX_PIECES; p++) {
    if ((u8[P_FLAGS2 + p] & F2_TREASURE) === 0) continue;
    if (holder >= 0) bad(`pirates.${pieceName(p)}.treasure`, `${pieceName(holder)} holds the treasure already`);
    holder = p;
  }
  const tv = j.treasure === undefined ? 'face-down' : j.treasure;
  const heldField = holder >= 0 ? `pirates.${pieceName(holder)}.treasure` : 'pending.treasure';
  const stray = holder >= 0 || carriedTreasure;
  if (typeof tv !== 'string') return bad('treasure', `must be "face-down", a cell, "held", "carried", a crew name or "sunk", got ${show(tv)}`);
  if (tv === 'face-down') {
    if (galleonUp) bad('treasure', 'the galleon tile is revealed, so the treasure is not face down');
  } else if (!galleonUp) {
    bad('treasure', `the galleon tile is face down, so the treasure is too (write "face-down"), got ${show(tv)}`);
  }
  if (tv === 'held') {
    if (holder < 0) bad('treasure', '"held", but no piece is marked "treasure": true');
  } else if (tv === 'carried') {
    if (!carriedTreasure) bad('treasure', '"carried", but the pending decision has no "treasure": true');
  } else if (stray) {
    bad(heldField, `the treasure is "${tv}", so no piece holds it`);
  }
  if (tv === 'sunk') {
    u8[TREASURE_SHIP] = TREASURE_SUNK;
  } else if ((CREW_NAMES as readonly string[]).includes(tv)) {
    u8[TREASURE_SHIP] = crewAt(tv, 'treasure', present);
  } else if (!['face-down', 'held', 'carried'].includes(tv)) {
    const c = cellAt(tv, 'treasure');
    if (!IS_LAND[c]) bad('treasure', `${tv} is sea; a sunk treasure is "sunk"`);
    const kind = u8[TILE_KIND + c];
    if (!COIN_GROUND.includes(kind)) bad('treasure', `the treasure cannot lie on ${tv}, a ${kind === Kind.Closed ? 'face-down' : TILE_TYPES[u8[TILE_TYPE + c]].name} tile`);
    u8[TREASURE_AT] = c;
  }

  // Rum bottles: the stores, plus those still lying on revealed tiles and under face-down ones, make at most the set's.
  const bj = j.bottles === undefined ? {} : objectAt(j.bottles, 'bottles');
  onlyKeys(bj, 'bottles', CREW_NAMES.filter((_, k) => (present >> k) & 1));
  let setBottles = 0, inPlay = 0;
  for (let t = 0; t < TILE_TYPE_COUNT; t++) {
    if (TYPE_KIND[t] !== Kind.Bottles) continue;
    setBottles += set.counts[t] * TYPE_ARG[t];
    inPlay += (set.counts[t] - revealedCounts[t]) * TYPE_ARG[t];
  }
  for (let i = 0; i < LAND_COUNT; i++) if (u8[TILE_KIND + LAND_CELLS[i]] === Kind.Bottles) inPlay += u8[TILE_ARG + LAND_CELLS[i]];
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) === 0 || bj[CREW_NAMES[k]] === undefined) continue;
    u8[BOTTLES + k] = intAt(bj[CREW_NAMES[k]], `bottles.${CREW_NAMES[k]}`, 0, setBottles);
    inPlay += u8[BOTTLES + k];
  }
  if (inPlay > setBottles) bad('bottles', `more rum bottles (stores, lying and face down: ${inPlay}) than the set holds (${setBottles})`);

  // Grass: burning for up to one round after a grass tile burnt.
  let crews = 0;
  for (let k = 0; k < 4; k++) crews += (present >> k) & 1;
  // crews + 1 means "lit during this turn, burns from the next" (while an earthquake's picks,
  // which the lighting turn's player still makes, are pending: docs/RULES.md TI-R12).
  const grass = j.grass === undefined ? 0 : intAt(j.grass, 'grass', 0, crews + 1);
  if (grass === crews + 1 && u8[PENDING] !== Pending.Earthquake1 && u8[PENDING] !== Pending.Earthquake2) {
    bad('grass', `${crews + 1} (lit this turn) is only possible while an earthquake's picks are pending`);
  }
  if (grass !== 0) {
    let burnt = false;
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      if (u8[TILE_KIND + c] === Kind.Grass && u8[TILE_ARG + c] === 0) burnt = true;
    }
    if (!burnt) bad('grass', 'the grass burns only after a grass tile has burnt ("grass:used")');
  }
  u8[GRASS] = grass;

  // Peeks: face-down cells and the players who know them.
  const players = MODE_PLAYERS[u8[MODE]];
  const kj = j.known === undefined ? {} : objectAt(j.known, 'known');
  for (const [key, v] of Object.entries(kj)) {
    const field = `known.${key}`;
    const c = landCellKey(key, field);
    if (u8[TILE_KIND + c] !== Kind.Closed) bad(field, `${key} is revealed; only face-down tiles are peeked at`);
    const who = listAt(v, field, players);
    if (who.length === 0) bad(field, 'list the players who know the tile (omit the cell when none does)');
    let bits = 0;
    who.forEach((x, i) => {
      const b = intAt(x, `${field}[${i}]`, 0, players - 1);
      if ((bits >> b) & 1) bad(`${field}[${i}]`, `player ${b} listed twice`);
      bits |= 1 << b;
    });
    u8[KNOWN + c] = bits;
  }
  if (j.observation === true) {
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      if (s.layout[c] !== 0 && u8[KNOWN + c] === 0) bad(`layout.${cellName(c)}`, 'an observation knows only the face-down tiles its player peeked at ("known")');
    }
  }
}
