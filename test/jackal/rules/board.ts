/**
 * Test helper: builds rule-scenario positions by hand and plays moves by a short
 * readable description, so each scenario reads like the rule it pins.
 *
 * A board starts from `startPosition` with every land cell face down holding an
 * empty tile (so a pirate who reveals an unnamed cell finds nothing), then reveals
 * the named tiles, hides the named face-down tiles, places ships, pirates and
 * coins, and sets the turn. Pirates are named by crew letter and number: `w1`..`w3`
 * white (crew 0, south), `y1`.. yellow (west), `b1`.. black (north), `r1`.. red
 * (east). A pirate not named stays aboard his ship.
 *
 * Move descriptions (the same text `legal` lists, so a failing `play` shows them):
 *   `w1 e5`        pirate w1 moves (lands, steps, boards, swims, flies) to e5
 *   `w1 e5 coin`   the same, taking a coin
 *   `w1 > e6`      follow-up choice (arrow direction, knight jump, flight target)
 *   `w1 stay`      stays on the unused airplane
 *   `ship w f1`    white's ship sails to f1
 *   `revive w2`    w2 comes back at the native woman
 *   `pass`
 * Treasure Island (`options: { tiles: 'treasure-island' }`): the island's inhabitants
 * are named `ben` (Ben Gunn), `mis` (the missionary) and `fri` (Friday) and are placed
 * like pirates with an owner crew (`pirates: { fri: { at: 'e5', crew: 'w' } }`).
 *   `w1 e5 treasure`  moves taking the galleon treasure
 *   `w1 e5 rum`       a rum bottle gets w1 out of a trap or a spinner at once
 *   `rum fri`         a bottle from the store is given to Friday (or `rum mis`)
 *   `w1 order 5`      Deluxe lighthouse: put the peeked tiles back in permutation 5
 *   `w1 stay` / `w1 > e5` at carramba: swear / keep silent
 * The original expansion (`options: { expansion: 'original' }`): items are placed with
 * `items: { boat: 'e2', balls: ['c4'], barrow: 'e2' }` (a cell where it lies, or for the
 * boat `afloat:w:f1`); a pirate's load is listed after the cell in the move:
 *   `w1 e5 coin coin ball ball boat barrow`   (any subset, in this order)
 *   `boat w f1`       white's launched boat sails to f1
 *
 * In the rule tests (test/jackal/rules/) every position `board` builds, `play` plays from and
 * to, and `legal` lists is recorded (reached.ts) and cross-checked against the reference model
 * after the test (cross-check.setup.ts). So a scenario builds only positions a game can reach:
 * a piece stands on an open tile (name its cell in `tiles`), Friday and the sober missionary
 * never on one cell.
 */

import { CELLS, IS_LAND, NO_CELL, SHIP_SLOTS, SHIP_START_SLOT, SIDE_CELLS, cellName, parseCell } from '../../../src/jackal/geometry.js';
import { DEFAULT_OPTIONS, GameOptions, checkOptions } from '../../../src/jackal/options.js';
import { startPosition } from '../../../src/jackal/setup.js';
import {
  BOTTLES, COINS, F_DRUNK_SHIFT, F_LOST, F_STEP_SHIFT, F_TRAPPED, F2_CONVERTED, F2_TREASURE, GRASS, KNOWN, LOST, P_CELL, P_CREW, P_FLAGS,
  P_FLAGS2, PENDING, Pending, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND, TILE_TYPE, TREASURE_AT, TREASURE_SHIP, TURN, put,
  F2_COIN2, HOLD_AFLOAT, HOLD_LYING, HOLD_PIECE, ITEM_BALL1, ITEM_BALL2, ITEM_BARROW, ITEM_BOAT, ITEM_CELL, ITEM_HOLD,
  rebuildPiecesAt, rehash,
} from '../../../src/jackal/state.js';
import { KIND_NAMES, Kind, TILE_TYPES, TYPE_KIND, revealedArg, tileTypeId } from '../../../src/jackal/tiles.js';
import { MAX_MOVES, generateMoves } from '../../../src/jackal/movegen.js';
import {
  BALL2_BIT, BALL_BIT, BARROW_BIT, BOAT_BIT, BOAT_SAIL, COIN2_BIT, MoveType, moveCoin, movePiece, moveRum, moveTo, moveTreasure, moveType,
} from '../../../src/jackal/moves.js';
import { playChecked } from '../../../src/jackal/apply.js';
import { note } from './reached.js';

const CREWS = 'wybr';
/** Names of the island's inhabitants, slots 12..14 (Treasure Island). */
const INHABITANTS = ['ben', 'mis', 'fri'];

/** A piece's slot from its name (`w1` = 0, `y1` = 3, `r3` = 11; `ben` 12, `mis` 13, `fri` 14). */
export function slot(name: string): number {
  const h = INHABITANTS.indexOf(name);
  if (h >= 0) return 12 + h;
  const k = CREWS.indexOf(name[0]);
  const i = Number(name.slice(1));
  if (k < 0 || !(i >= 1 && i <= 3)) throw new Error(`bad pirate name ${name}`);
  return k * 3 + i - 1;
}

/** A piece's name from its slot. */
export const pirateName = (p: number): string => (p >= 12 ? INHABITANTS[p - 12] : CREWS[(p / 3) | 0] + String((p % 3) + 1));

/** Cell index from a name; throws on a bad name. */
export function cell(name: string): number {
  const c = parseCell(name);
  if (c === NO_CELL) throw new Error(`bad cell name ${name}`);
  return c;
}

/** A pirate placement: a cell name, `ship` (aboard his own ship), or `dead`. */
export interface PirateSpec {
  at: string;
  /** Spinner step, 1-based as printed on the tile (I = 1). */
  step?: number;
  trapped?: boolean;
  /** Skips his crew's next turn (rum barrel). */
  drunk?: boolean;
  /** Holds a coin (only meaningful on a spinner or lost in a cave). */
  carry?: boolean;
  /** Treasure Island: owner crew letter of an inhabitant (`ben`, `mis`, `fri`); required for them. */
  crew?: string;
  /** Holds the galleon treasure (on a spinner or lost in a cave). */
  treasure?: boolean;
  /** Lost in the cave system (stands on a cave). */
  lost?: boolean;
  /** The missionary has drunk and is an ordinary pirate. */
  converted?: boolean;
  /** The expansion: holds a second coin (with `carry`). */
  carry2?: boolean;
  /** The expansion: items he holds (on a spinner or lost in a cave): 'boat', 'ball', 'barrow'. */
  holds?: string[];
}

export interface BoardSpec {
  options?: Partial<GameOptions>;
  /**
   * Revealed tiles: cell → tile type name, optionally `:q` quarter turns (`arrow1:2`).
   * A trailing `!` marks a Treasure Island tile as spent (arg 0: a character already
   * found, a lighthouse used, grass burnt, carramba sworn at, an earthquake done).
   */
  tiles?: Record<string, string>;
  /** Face-down tiles: cell → tile type name (`:q` as above); unnamed cells hide an empty tile. */
  hidden?: Record<string, string>;
  /** Ship cells by crew letter. Pirates left aboard move with the ship. */
  ships?: Record<string, string>;
  pirates?: Record<string, string | PirateSpec>;
  /** Coins lying on cells (absolute; overrides a revealed chest's count). */
  coins?: Record<string, number>;
  /** Coins already aboard, by crew letter. */
  aboard?: Record<string, number>;
  lost?: number;
  /** Crew letter to move. */
  turn?: string;
  /** Treasure Island: rum bottles in each crew's store, by crew letter. */
  bottles?: Record<string, number>;
  /** Cell where the galleon treasure lies. */
  treasure?: string;
  /** Crew letter whose ship holds the galleon treasure. */
  treasureAboard?: string;
  /** Crew turns left under the burning grass. */
  grass?: number;
  /** Face-down cells known to players (Deluxe lighthouse): cell → player numbers. */
  known?: Record<string, number[]>;
  /** The expansion's items found and lying (a cell), or the boat afloat (`afloat:w:f1`); unnamed ones are face down. */
  items?: { boat?: string; balls?: string[]; barrow?: string };
}

function parseTile(spec: string): [number, number] {
  const [name, q] = spec.split(':');
  const type = tileTypeId(name);
  if (type <= 0) throw new Error(`bad tile type ${name}`);
  return [type, q === undefined ? 0 : Number(q)];
}

/** Builds a position from a spec (see the module comment). */
export function board(spec: BoardSpec = {}): State {
  const o = checkOptions({ ...DEFAULT_OPTIONS, ...spec.options });
  if ('code' in o) throw new Error(o.message);
  const s = new State();
  const layout = new Uint8Array(CELLS);
  const empty = tileTypeId('empty');
  for (let c = 0; c < CELLS; c++) if (IS_LAND[c]) layout[c] = empty;
  for (const [name, t] of Object.entries(spec.hidden ?? {})) {
    const [type, q] = parseTile(t);
    layout[cell(name)] = type | (q << 6);
  }
  startPosition(s, o, layout);
  const u8 = s.u8;
  for (const [name, t0] of Object.entries(spec.tiles ?? {})) {
    const c = cell(name);
    const spent = t0.endsWith('!');
    const [type, q] = parseTile(spent ? t0.slice(0, -1) : t0);
    u8[TILE_TYPE + c] = type;
    u8[TILE_KIND + c] = TYPE_KIND[type];
    u8[TILE_ARG + c] = spent ? 0 : revealedArg(type, q);
    if (TYPE_KIND[type] === Kind.Chest) u8[COINS + c] = revealedArg(type, q);
    s.layout[c] = 0;
  }
  for (const [letter, at] of Object.entries(spec.ships ?? {})) {
    const k = CREWS.indexOf(letter);
    const old = u8[SHIP_CELL + k];
    const to = cell(at);
    for (let p = 0; p < 16; p++) if (u8[P_CELL + p] === old) u8[P_CELL + p] = to;
    u8[SHIP_CELL + k] = to;
  }
  for (const [name, v] of Object.entries(spec.pirates ?? {})) {
    const ps: PirateSpec = typeof v === 'string' ? { at: v } : v;
    const p = slot(name);
    if (p >= 12) {
      if (ps.crew === undefined) throw new Error(`inhabitant ${name} needs a crew`);
      u8[P_CREW + p] = CREWS.indexOf(ps.crew);
    }
    if (u8[P_CREW + p] === 255) throw new Error(`pirate ${name} is not in this mode`);
    const at = ps.at === 'dead' ? NO_CELL : ps.at === 'ship' ? u8[SHIP_CELL + u8[P_CREW + p]] : cell(ps.at);
    u8[P_CELL + p] = at;
    let f = 0;
    if (ps.step) f |= (ps.step - 1) << F_STEP_SHIFT;
    if (ps.trapped) f |= F_TRAPPED;
    if (ps.drunk) f |= 1 << F_DRUNK_SHIFT;
    if (ps.carry) f |= 1;
    if (ps.lost) f |= F_LOST;
    u8[P_FLAGS + p] = f;
    u8[P_FLAGS2 + p] = (ps.treasure ? F2_TREASURE : 0) | (ps.converted ? F2_CONVERTED : 0) | (ps.carry2 ? F2_COIN2 : 0);
    for (const item of ps.holds ?? []) {
      const i = item === 'boat' ? ITEM_BOAT : item === 'barrow' ? ITEM_BARROW : u8[ITEM_HOLD + ITEM_BALL1] === 0 ? ITEM_BALL1 : ITEM_BALL2;
      u8[ITEM_HOLD + i] = HOLD_PIECE + p;
    }
  }
  const placeItem = (i: number, where: string): void => {
    if (where.startsWith('afloat:')) {
      const [, letter, at] = where.split(':');
      u8[ITEM_HOLD + i] = HOLD_AFLOAT + CREWS.indexOf(letter);
      u8[ITEM_CELL + i] = cell(at);
    } else {
      u8[ITEM_HOLD + i] = HOLD_LYING;
      u8[ITEM_CELL + i] = cell(where);
    }
  };
  if (spec.items?.boat !== undefined) placeItem(ITEM_BOAT, spec.items.boat);
  (spec.items?.balls ?? []).forEach((at, i) => placeItem(ITEM_BALL1 + i, at));
  if (spec.items?.barrow !== undefined) placeItem(ITEM_BARROW, spec.items.barrow);
  for (const [letter, n] of Object.entries(spec.bottles ?? {})) u8[BOTTLES + CREWS.indexOf(letter)] = n;
  if (spec.treasure !== undefined) u8[TREASURE_AT] = cell(spec.treasure);
  if (spec.treasureAboard !== undefined) u8[TREASURE_SHIP] = CREWS.indexOf(spec.treasureAboard);
  if (spec.grass !== undefined) u8[GRASS] = spec.grass;
  for (const [name, players] of Object.entries(spec.known ?? {})) {
    for (const pl of players) u8[KNOWN + cell(name)] |= 1 << pl;
  }
  for (const [name, n] of Object.entries(spec.coins ?? {})) u8[COINS + cell(name)] = n;
  for (const [letter, n] of Object.entries(spec.aboard ?? {})) u8[SHIP_COINS + CREWS.indexOf(letter)] = n;
  if (spec.lost !== undefined) u8[LOST] = spec.lost;
  if (spec.turn !== undefined) u8[TURN] = CREWS.indexOf(spec.turn);
  rebuildPiecesAt(s);
  rehash(s);
  note(s);
  return s;
}

/** The starting ship cell of a crew ('g1' white, 'a7' yellow, 'g13' black, 'm7' red). */
export const startShip = (letter: string): string => cellName(SIDE_CELLS[CREWS.indexOf(letter) * SHIP_SLOTS + SHIP_START_SLOT]);

/**
 * Readable description of a move (see the module comment). The state it is legal in
 * tells a lighthouse ordering (TO is a permutation index) from a cell choice.
 */
export function describe(m: number, s?: State): string {
  const to = cellName(moveTo(m));
  const p = movePiece(m);
  switch (moveType(m)) {
    case MoveType.Move:
      return `${pirateName(p)} ${to}${moveCoin(m) ? ' coin' : ''}${m & COIN2_BIT ? ' coin' : ''}${moveTreasure(m) ? ' treasure' : ''}`
        + `${m & BALL_BIT ? ' ball' : ''}${m & BALL2_BIT ? ' ball' : ''}${m & BOAT_BIT ? ' boat' : ''}${m & BARROW_BIT ? ' barrow' : ''}${moveRum(m) ? ' rum' : ''}`;
    case MoveType.Choose:
      if (s !== undefined && s.u8[PENDING] === Pending.LighthouseOrder) return `${pirateName(p)} order ${moveTo(m)}`;
      return `${pirateName(p)} > ${to}`;
    case MoveType.GiveRum: return `rum ${pirateName(p)}`;
    case MoveType.Stay: return `${pirateName(p)} stay`;
    case MoveType.Sail: return p >= BOAT_SAIL ? `boat ${CREWS[p - BOAT_SAIL]} ${to}` : `ship ${CREWS[p]} ${to}`;
    case MoveType.Revive: return `revive ${pirateName(p)}`;
    case MoveType.Pass: return 'pass';
  }
  return `?${m}`;
}

const buf = new Int32Array(MAX_MOVES);
const scratch = new Int32Array(MAX_MOVES);

/** Descriptions of every legal move, in generation order. */
export function legal(s: State): string[] {
  note(s);
  const n = generateMoves(s, buf);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(describe(buf[i], s));
  return out;
}

/** Whether a described move is legal. */
export const can = (s: State, desc: string): boolean => legal(s).includes(desc);

/** Legal moves of one pirate (descriptions starting with its name). */
export const movesOf = (s: State, name: string): string[] => legal(s).filter((d) => d.startsWith(name + ' '));

/** Plays the described moves in order; throws, listing the legal moves, if one is not legal. */
export function play(s: State, ...descs: string[]): State {
  note(s);
  for (const desc of descs) {
    const n = generateMoves(s, buf);
    let m = -1;
    for (let i = 0; i < n; i++) if (describe(buf[i], s) === desc) { m = buf[i]; break; }
    if (m < 0) {
      const all: string[] = [];
      for (let i = 0; i < n; i++) all.push(describe(buf[i], s));
      throw new Error(`move "${desc}" is not legal; legal: ${all.join(', ')}`);
    }
    const err = playChecked(s, m, scratch);
    if (err) throw new Error(err.message);
    note(s);
  }
  return s;
}

/** Where a pirate is: a cell name, or `dead`. */
export function where(s: State, name: string): string {
  const c = s.u8[P_CELL + slot(name)];
  return c === NO_CELL ? 'dead' : cellName(c);
}

export const coinsAt = (s: State, name: string): number => s.u8[COINS + cell(name)];
export const aboard = (s: State, letter: string): number => s.u8[SHIP_COINS + CREWS.indexOf(letter)];
export const lost = (s: State): number => s.u8[LOST];
/** Crew letter to move. */
export const turn = (s: State): string => CREWS[s.u8[TURN]];
export const pending = (s: State): number => s.u8[PENDING];
export const shipCell = (s: State, letter: string): string => cellName(s.u8[SHIP_CELL + CREWS.indexOf(letter)]);
/** Visible kind of a cell's tile ('closed', 'empty', 'arrow', ...). */
export const kindAt = (s: State, name: string): string => KIND_NAMES[s.u8[TILE_KIND + cell(name)]];
export const tileArg = (s: State, name: string): number => s.u8[TILE_ARG + cell(name)];
export const flags = (s: State, name: string): number => s.u8[P_FLAGS + slot(name)];
export const isTrapped = (s: State, name: string): boolean => (flags(s, name) & F_TRAPPED) !== 0;
/** Spinner step, 1-based (I = 1). */
export const stepOf = (s: State, name: string): number => ((flags(s, name) >> F_STEP_SHIFT) & 7) + 1;
export const carries = (s: State, name: string): boolean => (flags(s, name) & 1) !== 0;

/** Every coin accounted for: on cells, carried on spinners, aboard, lost. */
export function coinTotal(s: State): number {
  let n = s.u8[LOST];
  for (let c = 0; c < CELLS; c++) n += s.u8[COINS + c];
  for (let p = 0; p < 16; p++) if (s.u8[P_CELL + p] !== NO_CELL) n += s.u8[P_FLAGS + p] & 1;
  for (let k = 0; k < 4; k++) n += s.u8[SHIP_COINS + k];
  return n;
}

/** Sets the crew to move (for scenarios that skip the other crews' turns). */
export function setTurn(s: State, letter: string): State {
  put(s, TURN, CREWS.indexOf(letter));
  return s;
}

/**
 * Lets the other crews move until it is `letter`'s turn again: each plays its first
 * legal ship move if it has one, else its first legal move (deterministic).
 */
export function untilTurn(s: State, letter: string): State {
  for (let guard = 0; turn(s) !== letter || pending(s) !== 0; guard++) {
    if (guard > 20) throw new Error('untilTurn: no progress');
    const all = legal(s);
    play(s, all.find((d) => d.startsWith('ship ')) ?? all[0]);
  }
  return s;
}

// ---------------------------------------------------------------------------
// Treasure Island readers.

/** Crew letter a piece plays for (`-` for an unused slot). */
export const crewOf = (s: State, name: string): string => CREWS[s.u8[P_CREW + slot(name)]] ?? '-';
/** Rum bottles in a crew's store. */
export const bottles = (s: State, letter: string): number => s.u8[BOTTLES + CREWS.indexOf(letter)];
/** Where the galleon treasure lies, or `-` when it does not lie on the island. */
export const treasureAt = (s: State): string => (s.u8[TREASURE_AT] === NO_CELL ? '-' : cellName(s.u8[TREASURE_AT]));
/** Crew letter whose ship holds the treasure, `sunk`, or `-`. */
export const treasureShip = (s: State): string => {
  const k = s.u8[TREASURE_SHIP];
  return k === 255 ? '-' : k === 4 ? 'sunk' : CREWS[k];
};
export const holdsTreasure = (s: State, name: string): boolean => (s.u8[P_FLAGS2 + slot(name)] & F2_TREASURE) !== 0;
export const isLost = (s: State, name: string): boolean => (flags(s, name) & F_LOST) !== 0;
export const isConverted = (s: State, name: string): boolean => (s.u8[P_FLAGS2 + slot(name)] & F2_CONVERTED) !== 0;
export const grass = (s: State): number => s.u8[GRASS];
/** Players (bit mask) who know the face-down tile of a cell. */
export const knownBy = (s: State, name: string): number => s.u8[KNOWN + cell(name)];
/** The type name of a face-down cell's tile in the layout ('' when revealed). */
export const hiddenType = (s: State, name: string): string => {
  const t = s.layout[cell(name)] & 63;
  return t === 0 ? '' : TILE_NAMES[t];
};
const TILE_NAMES = TILE_TYPES.map((t) => t.name);
