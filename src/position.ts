/**
 * The position format: a whole game position as readable JSON, and reading it back
 * with validation.
 *
 * `toPosition(state)` writes a plain JSON object; `fromPosition(json)` reads one and
 * returns a State or an error value naming the field and the problem. Writing is
 * lossless: `fromPosition(toPosition(s))` equals s (statesEqual), hash and derived
 * caches included, and writing that again gives a deep-equal object.
 *
 * Format (version 1). Cells are named as in geometry (`g2`: file a..m west to east,
 * rank 1..13 from the south); crews by name (white south, yellow west, black north,
 * red east); pirates as in the move notation (`w1`..`r3`).
 *
 *   {
 *     "format": "jackal-position",        optional marker
 *     "version": 1,
 *     "options": { "mode": "4p", "tiles": "classic", "firstCrew": 0, "airplaneImmediate": false,
 *                  "lighthouse": "peek", "maxPlies": 4000, "stallPlies": 400 },
 *                                          any omitted option takes its default (options.ts);
 *                                          version 1 covers the classic tile set only
 *     "turn": "white",                     the crew to move
 *     "ply": 12, "stall": 3,               plies played; plies since the last progress
 *     "over": "playing",                   or "all-coins", "ply-limit", "stalled"
 *     "revealed": { "g2": "empty", "f3": "arrow3:1", "e5": "airplane:used", ... },
 *                                          face-up tiles; every other land cell is face down
 *     "layout": { "b6": "chest2", "c7": "cannon:3", ... } or null,
 *                                          the face-down tile of every face-down cell, or
 *                                          null when unknown (an observation): such a
 *                                          position lists moves but cannot reveal tiles
 *     "coins": { "g2": 1 },                coins lying on cells (cells without coins omitted)
 *     "pirates": {                         every pirate of every crew in play, dead or alive
 *       "w1": { "cell": "g1" },            aboard a ship, swimming, or on land
 *       "w2": { "cell": null },            dead
 *       "w3": { "cell": "d4", "trapped": true },
 *       "y1": { "cell": "c5", "drunk": 1 },       1 = skips his crew's next turn
 *       "b2": { "cell": "e7", "step": 2, "carrying": true }
 *                                          on a spinner: step 1 (I) .. 5 (V), and whether
 *                                          he holds a coin (coins on spinners travel with
 *                                          their pirate)
 *     },
 *     "ships": { "white": { "cell": "g1", "coins": 0 }, ... },   crews in play only
 *     "lost": 0,                           coins sunk or eaten
 *     "pending": null or {                 a follow-up decision the crew to move owes
 *       "kind": "arrow" | "horse" | "airplane-or-stay" | "airplane",
 *       "pirate": "w1",                    the pirate in motion
 *       "carrying": false,                 he holds a coin
 *       "start": "g1",                     where his turn began (a dropped coin returns here)
 *       "from": "g2",                      the cell he entered his current cell from
 *       "dx": 0, "dy": -1,                 his last displacement (x east, y SOUTH, -2..2)
 *       "how": "vector" | "horse" | "flight",
 *       "visits": [ { "cell": "g3", "any": true }, { "cell": "g4", "dx": 0, "dy": -1 } ]
 *                                          forced tiles passed this turn, with the
 *                                          displacement he arrived with ("any" for single
 *                                          arrows), for cycle detection
 *     }
 *   }
 *
 * Tile codes: the tile type name (tiles.TILE_TYPES: empty, arrow1, arrow1d, arrow2,
 * arrow2d, arrow3, arrow4, arrow4d, horse, jungle, desert, swamp, mountains, ice,
 * trap, crocodile, cannibal, fortress, native, rum, balloon, airplane, cannon,
 * chest1..chest5). Rotating types (arrows, cannon) add `:q`, the quarter turns
 * clockwise 0..3 from the printed face: at q = 0 arrow1 points north, arrow1d
 * north-east, arrow2 north+south, arrow2d NE+SW, arrow3 NW+E+S, and the cannon's
 * barrel north. A revealed arrow is written with the smallest q that gives its
 * directions (the state keeps directions, not the turn). A flown airplane is
 * `airplane:used`. Reading accepts a missing `:q` as 0.
 *
 * Validation: unknown fields, wrong types, cells that do not exist or are the wrong
 * kind (land/sea/side), tile counts that do not make up the tile set, pirates or
 * ships of crews not in play, flags where they mean nothing, enemies sharing a cell,
 * coins not adding up to the set's total, and an inconsistent pending decision or
 * end. After the field checks the engine's state checker (check.ts) runs as a net.
 */

import { CELLS, IS_LAND, LAND_CELLS, LAND_COUNT, NO_CELL, SHIP_SIDE, cellName, parseCell } from './geometry.js';
import { checkState } from './check.js';
import {
  CREW_NAMES, DEFAULT_OPTIONS, GameOptions, MODE_CREWS, MODE_ID, MODE_TEAM, MODES, OPT_AIRPLANE_IMMEDIATE, OPT_LIGHTHOUSE_OPEN, checkOptions,
} from './options.js';
import { SET_TOTAL_COINS, TILESET_NAMES, startPosition } from './setup.js';
import {
  AT_PLY, AT_STALL, COINS, CREW_SIZE, END_REASON_NAMES, F_CARRY, F_DRUNK_MASK, F_DRUNK_SHIFT, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, FIRST,
  HOW_FLIGHT, HOW_HORSE, LOST, MAX_PIECES, MAX_VISITS, MODE, NO_CREW, OPTIONS, OVER, P_CELL, P_CREW, P_FLAGS, PEND_CARRY, PEND_DX, PEND_DY,
  PEND_FROM, PEND_HOW, PEND_PIECE, PEND_START, PENDING, Pending, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND, TILE_TYPE, TILESET, TURN,
  VISIT_N, VISITS, rebuildPiecesAt, rehash,
} from './state.js';
import { Kind, TILE_SETS, TILE_TYPE_COUNT, TILE_TYPES, TYPE_ARG, TYPE_KIND, TYPE_ROTATES, revealedArg, tileTypeId } from './tiles.js';
import { parsePieceName, pieceName } from './notation.js';

export const POSITION_VERSION = 1;

/** A pirate in the position format. */
export interface PirateJson {
  cell: string | null;
  trapped?: boolean;
  drunk?: number;
  step?: number;
  carrying?: boolean;
}

export interface VisitJson { cell: string; any?: boolean; dx?: number; dy?: number }

export interface PendingJson {
  kind: 'arrow' | 'horse' | 'airplane-or-stay' | 'airplane';
  pirate: string;
  carrying: boolean;
  start: string;
  from: string;
  dx: number;
  dy: number;
  how: 'vector' | 'horse' | 'flight';
  visits: VisitJson[];
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
  coins: Record<string, number>;
  pirates: Record<string, PirateJson>;
  ships: Record<string, { cell: string; coins: number }>;
  lost: number;
  pending: PendingJson | null;
}

/** Error value of fromPosition: the field (a path like `pirates.w3.cell`) and the problem. */
export interface PositionError { code: 'bad-position'; field: string; message: string }

export const isPositionError = (r: State | PositionError): r is PositionError => !(r instanceof State);

export const PENDING_NAMES = ['none', 'arrow', 'horse', 'airplane-or-stay', 'airplane'] as const;
export const HOW_NAMES = ['vector', 'horse', 'flight'] as const;
const ANY_ENTRY = 26;
/** Kinds a coin may lie on (as the state checker has it). */
const COIN_GROUND: readonly number[] = [Kind.Empty, Kind.Spinner, Kind.Trap, Kind.RumBarrel, Kind.Airplane, Kind.Chest];
const signedByte = (v: number): number => (v << 24) >> 24;

// ---------------------------------------------------------------------------
// Writing

/** The code of a face-down tile from its layout byte. */
function layoutCode(code: number): string {
  const t = code & 63;
  return TYPE_ROTATES[t] ? `${TILE_TYPES[t].name}:${code >> 6}` : TILE_TYPES[t].name;
}

/** The code of a revealed tile: its type, the smallest turn giving its argument, airplane use. */
function revealedCode(s: State, c: number): string {
  const t = s.u8[TILE_TYPE + c];
  const arg = s.u8[TILE_ARG + c];
  const name = TILE_TYPES[t].name;
  if (TYPE_KIND[t] === Kind.Airplane) return arg === 0 ? `${name}:used` : name;
  if (!TYPE_ROTATES[t]) return name;
  for (let q = 0; q < 4; q++) if (revealedArg(t, q) === arg) return `${name}:${q}`;
  throw new Error(`toPosition: revealed ${name} at ${cellName(c)} has argument ${arg}, which no turn gives`);
}

/** Writes a state as a position object (see the module comment). */
export function toPosition(s: State): PositionJson {
  const u8 = s.u8;
  if (TILESET_NAMES[u8[TILESET]] !== 'classic') {
    throw new Error(`toPosition: position format ${POSITION_VERSION} covers the classic tile set only, not ${TILESET_NAMES[u8[TILESET]]}`);
  }
  const mode = u8[MODE];
  const present = MODE_CREWS[mode];
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
  let anyLayout = false;
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    if (u8[TILE_KIND + c] === Kind.Closed) {
      if (s.layout[c] !== 0) { anyLayout = true; layout[cellName(c)] = layoutCode(s.layout[c]); }
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
    const pj: PirateJson = { cell: cell === NO_CELL ? null : cellName(cell) };
    if (f & F_TRAPPED) pj.trapped = true;
    if (f & F_DRUNK_MASK) pj.drunk = (f & F_DRUNK_MASK) >> F_DRUNK_SHIFT;
    if (cell !== NO_CELL && IS_LAND[cell] && u8[TILE_KIND + cell] === Kind.Spinner) {
      pj.step = ((f & F_STEP_MASK) >> F_STEP_SHIFT) + 1;
      pj.carrying = (f & F_CARRY) !== 0;
    }
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
    pending = {
      kind: PENDING_NAMES[u8[PENDING]] as PendingJson['kind'],
      pirate: pieceName(u8[PEND_PIECE]),
      carrying: u8[PEND_CARRY] !== 0,
      start: cellName(u8[PEND_START]),
      from: cellName(u8[PEND_FROM]),
      dx: signedByte(u8[PEND_DX]),
      dy: signedByte(u8[PEND_DY]),
      how: HOW_NAMES[u8[PEND_HOW]],
      visits,
    };
  }
  return {
    format: 'jackal-position',
    version: POSITION_VERSION,
    options,
    turn: CREW_NAMES[u8[TURN]],
    ply: s.i32[AT_PLY],
    stall: s.i32[AT_STALL],
    over: END_REASON_NAMES[u8[OVER]],
    revealed,
    layout: anyLayout ? layout : null,
    coins,
    pirates,
    ships,
    lost: u8[LOST],
    pending,
  };
}

// ---------------------------------------------------------------------------
// Reading

/** Thrown inside the reader only; fromPosition turns it into a PositionError value. */
class Bad {
  constructor(readonly field: string, readonly message: string) {}
}
const bad = (field: string, message: string): never => { throw new Bad(field, message); };
const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function objectAt(v: unknown, field: string): Record<string, unknown> {
  if (!isObject(v)) bad(field, `must be an object, got ${show(v)}`);
  return v as Record<string, unknown>;
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

function landCellKey(key: string, field: string): number {
  const c = cellAt(key, field);
  if (!IS_LAND[c]) bad(field, `${key} is sea, not land`);
  return c;
}

function crewAt(v: unknown, field: string, present: number): number {
  const k = CREW_NAMES.indexOf(v as (typeof CREW_NAMES)[number]);
  if (k < 0) bad(field, `must be a crew name (${CREW_NAMES.join(', ')}), got ${show(v)}`);
  if (((present >> k) & 1) === 0) bad(field, `crew ${v} does not play in this mode`);
  return k;
}

/** Parses a tile code; returns type | quarters << 6 (and airplane use in bit 8). */
function tileCodeAt(v: unknown, field: string, faceDown: boolean): number {
  const m = typeof v === 'string' ? /^([a-z0-9]+)(?::([0-3]|used))?$/.exec(v) : null;
  if (!m) return bad(field, `must be a tile code like "empty", "arrow3:1" or "airplane:used", got ${show(v)}`);
  const t = tileTypeId(m[1]);
  if (t <= 0) return bad(field, `unknown tile type ${show(m[1])} (known: ${TILE_TYPES.slice(1).map((x) => x.name).join(', ')})`);
  if (m[2] === 'used') {
    if (TYPE_KIND[t] !== Kind.Airplane || faceDown) return bad(field, `only a revealed airplane can be "used", got ${show(v)}`);
    return t | 256;
  }
  const q = m[2] === undefined ? 0 : Number(m[2]);
  if (q !== 0 && !TYPE_ROTATES[t]) return bad(field, `${m[1]} does not turn; write it without ":${q}"`);
  return t | (q << 6);
}

const TOP_FIELDS = ['format', 'version', 'options', 'turn', 'ply', 'stall', 'over', 'revealed', 'layout', 'coins', 'pirates', 'ships', 'lost', 'pending'];
const PIRATE_FIELDS = ['cell', 'trapped', 'drunk', 'step', 'carrying'];
const PENDING_FIELDS = ['kind', 'pirate', 'carrying', 'start', 'from', 'dx', 'dy', 'how', 'visits'];

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
  try {
    return JSON.parse(text);
  } catch (e) {
    return bad('(json)', `not valid JSON: ${(e as Error).message}`);
  }
}

function read(input: unknown): State {
  const j = objectAt(input, '(position)');
  onlyKeys(j, '', TOP_FIELDS);
  if (j.format !== undefined && j.format !== 'jackal-position') bad('format', `must be "jackal-position", got ${show(j.format)}`);
  if (j.version !== POSITION_VERSION) bad('version', `must be ${POSITION_VERSION}, got ${show(j.version)}`);

  // Options.
  const oj = j.options === undefined ? {} : objectAt(j.options, 'options');
  onlyKeys(oj, 'options', Object.keys(DEFAULT_OPTIONS));
  const o = checkOptions(oj);
  if ('code' in o) return bad(`options.${o.field}`, o.message);
  if (o.tiles !== 'classic') bad('options.tiles', `position format ${POSITION_VERSION} covers the classic tile set only, not ${o.tiles}`);
  // Start from the engine's own start position, so that state fields this format does
  // not cover (those of other tile sets) hold their start values; then write every field it does.
  const s = new State();
  startPosition(s, o, new Uint8Array(CELLS));
  const u8 = s.u8;
  const mode = MODE_ID[o.mode];
  const present = MODE_CREWS[mode];
  const set = TILE_SETS[o.tiles];
  u8[MODE] = mode;
  u8[OPTIONS] = o.airplaneImmediate ? OPT_AIRPLANE_IMMEDIATE : 0;
  u8[FIRST] = o.firstCrew;
  u8[TILESET] = TILESET_NAMES.indexOf(o.tiles);
  s.maxPlies = o.maxPlies;
  s.stallPlies = o.stallPlies;
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
    u8[TILE_ARG + c] = TYPE_KIND[t] === Kind.Airplane ? (code & 256 ? 0 : 1) : revealedArg(t, (code >> 6) & 3);
    if (++counts[t] > set.counts[t]) bad(field, `more ${TILE_TYPES[t].name} tiles than the ${set.name} set holds (${set.counts[t]})`);
  }
  const revealedCounts = counts.slice();
  const hasLayout = j.layout !== null;
  if (j.layout === undefined) bad('layout', 'missing: give the face-down tiles, or null when they are unknown');
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
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      if (u8[TILE_KIND + c] === Kind.Closed && s.layout[c] === 0) bad(`layout.${cellName(c)}`, `face-down cell ${cellName(c)} has no tile in the layout`);
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
    if (SHIP_SIDE[c] !== k) bad(`${field}.cell`, `${shj.cell} is not a cell of the ${CREW_NAMES[k]} ship's side`);
    u8[SHIP_CELL + k] = c;
    u8[SHIP_COINS + k] = shj.coins === undefined ? 0 : intAt(shj.coins, `${field}.coins`, 0, total);
    aboard += u8[SHIP_COINS + k];
  }
  const lost = j.lost === undefined ? 0 : intAt(j.lost, 'lost', 0, total);
  u8[LOST] = lost;

  // Pirates.
  const pj = objectAt(j.pirates, 'pirates');
  u8.fill(NO_CELL, P_CELL, P_CELL + MAX_PIECES);
  u8.fill(NO_CREW, P_CREW, P_CREW + MAX_PIECES);
  for (const key of Object.keys(pj)) {
    const p = parsePieceName(key);
    if (p < 0 || pieceName(p) !== key) bad(`pirates.${key}`, 'unknown pirate name (w1..w3, y1..y3, b1..b3, r1..r3)');
    if (((present >> Math.floor(p / CREW_SIZE)) & 1) === 0) bad(`pirates.${key}`, `crew ${CREW_NAMES[Math.floor(p / CREW_SIZE)]} does not play in this mode`);
  }
  let carried = 0;
  for (let p = 0; p < MAX_PIECES; p++) {
    const k = Math.floor(p / CREW_SIZE);
    if (k > 3 || ((present >> k) & 1) === 0) continue;
    const field = `pirates.${pieceName(p)}`;
    if (pj[pieceName(p)] === undefined) bad(field, 'missing: list every pirate of every crew in play (cell null when dead)');
    const one = objectAt(pj[pieceName(p)], field);
    onlyKeys(one, field, PIRATE_FIELDS);
    u8[P_CREW + p] = k;
    if (one.cell === undefined) bad(`${field}.cell`, 'missing: a cell name, or null when dead');
    if (one.cell === null) {
      for (const f of ['trapped', 'drunk', 'step', 'carrying']) if (one[f] !== undefined) bad(`${field}.${f}`, 'a dead pirate has no flags');
      continue;
    }
    const c = cellAt(one.cell, `${field}.cell`);
    u8[P_CELL + p] = c;
    let flags = 0;
    if (IS_LAND[c]) {
      const kind = u8[TILE_KIND + c];
      if (kind === Kind.Closed) bad(`${field}.cell`, `${one.cell} is face down; no pirate stands on a face-down tile`);
      if (one.trapped !== undefined && boolAt(one.trapped, `${field}.trapped`)) {
        if (kind !== Kind.Trap) bad(`${field}.trapped`, `${one.cell} is not a trap`);
        flags |= F_TRAPPED;
      }
      if (one.drunk !== undefined) {
        const d = intAt(one.drunk, `${field}.drunk`, 0, 2);
        if (d !== 0 && kind !== Kind.RumBarrel) bad(`${field}.drunk`, `${one.cell} is not a rum barrel`);
        flags |= d << F_DRUNK_SHIFT;
      }
      if (kind === Kind.Spinner) {
        const steps = u8[TILE_ARG + c];
        const step = one.step === undefined ? 1 : intAt(one.step, `${field}.step`, 1, steps);
        flags |= (step - 1) << F_STEP_SHIFT;
        if (one.carrying !== undefined && boolAt(one.carrying, `${field}.carrying`)) { flags |= F_CARRY; carried++; }
      } else {
        if (one.step !== undefined) bad(`${field}.step`, `${one.cell} is not a spinner`);
        if (one.carrying !== undefined) bad(`${field}.carrying`, `${one.cell} is not a spinner (elsewhere coins lie on the cell)`);
      }
    } else {
      for (const f of ['trapped', 'drunk', 'step', 'carrying']) if (one[f] !== undefined) bad(`${field}.${f}`, 'a pirate at sea has no flags');
      const side = SHIP_SIDE[c];
      if (side !== NO_CELL && u8[SHIP_CELL + side] === c && team(side) !== team(k)) {
        bad(`${field}.cell`, `${one.cell} is the ${CREW_NAMES[side]} ship, an enemy of ${CREW_NAMES[k]}`);
      }
    }
    u8[P_FLAGS + p] = flags;
  }
  rebuildPiecesAt(s);

  // Pending decision.
  let moving = -1;
  if (j.pending !== undefined && j.pending !== null) {
    const pe = objectAt(j.pending, 'pending');
    onlyKeys(pe, 'pending', PENDING_FIELDS);
    const kind = PENDING_NAMES.indexOf(pe.kind as PendingJson['kind']);
    if (kind <= 0) bad('pending.kind', `must be one of ${PENDING_NAMES.slice(1).join(', ')}, got ${show(pe.kind)}`);
    const p = typeof pe.pirate === 'string' ? parsePieceName(pe.pirate) : -1;
    if (p < 0 || u8[P_CREW + p] === NO_CREW) bad('pending.pirate', `must name a pirate in play, got ${show(pe.pirate)}`);
    if (u8[P_CREW + p] !== u8[TURN]) bad('pending.pirate', `${pe.pirate} is not of the crew to move (${CREW_NAMES[u8[TURN]]})`);
    const at = u8[P_CELL + p];
    if (at === NO_CELL || !IS_LAND[at]) bad('pending.pirate', `${pe.pirate} must stand on land to owe a choice`);
    if (u8[P_FLAGS + p] !== 0) bad(`pirates.${pe.pirate}`, 'the pirate in motion has no flags');
    const tk = u8[TILE_KIND + at];
    const ta = u8[TILE_ARG + at];
    const here = `${pe.pirate} stands on ${cellName(at)}, a ${TILE_TYPES[u8[TILE_TYPE + at]].name}`;
    if (kind === Pending.Arrow && !(tk === Kind.Arrow && (ta & (ta - 1)) !== 0)) bad('pending.kind', `an arrow choice needs a multi-way arrow; ${here}`);
    if (kind === Pending.Horse && tk !== Kind.Horse && tk !== Kind.Ice) bad('pending.kind', `a horse choice needs a horse or ice; ${here}`);
    if (kind === Pending.AirplaneOrStay && !(tk === Kind.Airplane && ta !== 0)) bad('pending.kind', `airplane-or-stay needs an unused airplane; ${here}`);
    if (kind === Pending.AirplaneOrStay && o.airplaneImmediate) bad('pending.kind', 'airplane-or-stay does not occur with airplaneImmediate (use "airplane")');
    if (kind === Pending.Airplane && !(tk === Kind.Ice || (tk === Kind.Airplane && ta !== 0))) bad('pending.kind', `a flight choice needs an unused airplane or ice; ${here}`);
    const carry = pe.carrying === undefined ? false : boolAt(pe.carrying, 'pending.carrying');
    if (carry) carried++;
    const how = HOW_NAMES.indexOf(pe.how as PendingJson['how']);
    if (how < 0) bad('pending.how', `must be one of ${HOW_NAMES.join(', ')}, got ${show(pe.how)}`);
    if (tk === Kind.Ice && kind === Pending.Horse && how !== HOW_HORSE) bad('pending.how', 'a horse choice on ice follows a horse jump: how must be "horse"');
    if (tk === Kind.Ice && kind === Pending.Airplane && how !== HOW_FLIGHT) bad('pending.how', 'a flight choice on ice follows a flight: how must be "flight"');
    u8[PENDING] = kind;
    u8[PEND_PIECE] = p;
    u8[PEND_CARRY] = carry ? 1 : 0;
    u8[PEND_START] = cellAt(pe.start, 'pending.start');
    u8[PEND_FROM] = cellAt(pe.from, 'pending.from');
    u8[PEND_DX] = intAt(pe.dx, 'pending.dx', -2, 2) & 0xff;
    u8[PEND_DY] = intAt(pe.dy, 'pending.dy', -2, 2) & 0xff;
    u8[PEND_HOW] = how;
    const vj = pe.visits === undefined ? [] : pe.visits;
    if (!Array.isArray(vj)) bad('pending.visits', `must be a list, got ${show(vj)}`);
    if ((vj as unknown[]).length > MAX_VISITS) bad('pending.visits', `at most ${MAX_VISITS} entries`);
    (vj as unknown[]).forEach((v, i) => {
      const field = `pending.visits[${i}]`;
      const one = objectAt(v, field);
      onlyKeys(one, field, ['cell', 'any', 'dx', 'dy']);
      const c = landCellKey(one.cell as string, `${field}.cell`);
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
    u8[VISIT_N] = (vj as unknown[]).length;
    moving = p;
  }

  // Enemies sharing a cell: only on a spinner, on different steps. Comrades never share
  // a trap with a caught pirate (arriving frees him). The piece in motion is excepted.
  for (let p = 0; p < MAX_PIECES; p++) {
    const cp = u8[P_CELL + p];
    if (cp === NO_CELL || p === moving) continue;
    for (let q = p + 1; q < MAX_PIECES; q++) {
      if (u8[P_CELL + q] !== cp || q === moving) continue;
      const kp = u8[P_CREW + p], kq = u8[P_CREW + q];
      if (team(kp) === team(kq)) {
        if ((u8[P_FLAGS + p] | u8[P_FLAGS + q]) & F_TRAPPED) bad(`pirates.${pieceName(u8[P_FLAGS + p] & F_TRAPPED ? p : q)}.trapped`, `a comrade shares the trap at ${cellName(cp)}, so he is free`);
        continue;
      }
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

  // The end.
  const over = j.over === undefined ? 0 : END_REASON_NAMES.indexOf(j.over as (typeof END_REASON_NAMES)[number]);
  if (over < 0) bad('over', `must be one of ${END_REASON_NAMES.join(', ')}, got ${show(j.over)}`);
  if (over !== 0 && u8[PENDING] !== 0) bad('over', 'a game does not end while a choice is pending');
  const allIn = aboard + lost === total;
  if (over === 1 && !allIn) bad('over', `all-coins needs every coin aboard or lost (${aboard + lost} of ${total})`);
  if (over === 0 && allIn && u8[PENDING] === 0) bad('over', 'every coin is aboard or lost, so the game is over ("all-coins")');
  if (over === 2 && !(o.maxPlies > 0 && ply >= o.maxPlies)) bad('over', `ply-limit needs ply >= options.maxPlies (${ply} < ${o.maxPlies})`);
  if (over === 3 && !(o.stallPlies > 0 && stall >= o.stallPlies)) bad('over', `stalled needs stall >= options.stallPlies (${stall} < ${o.stallPlies})`);
  u8[OVER] = over;

  rehash(s);
  const errs = checkState(s, hasLayout);
  if (errs.length !== 0) bad('(position)', `inconsistent: ${errs.join('; ')}`);
  return s;
}

