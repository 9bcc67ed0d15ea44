/**
 * Writing a state in the position format (position-format.ts): `toPosition`. Lossless
 * for both tile sets; a state the format cannot express (a turn record left between
 * turns, a revealed tile whose argument no code gives) is an engine bug and throws.
 */

import { CELLS, IS_LAND, LAND_CELLS, LAND_COUNT, NO_CELL, cellName } from './geometry.js';
import { CREW_NAMES, GameOptions, MODE_CREWS, MODES, OPT_AIRPLANE_IMMEDIATE, OPT_EXPANSION, OPT_LIGHTHOUSE_OPEN, OPT_STUDY } from './options.js';
import { TILESET_NAMES } from './setup.js';
import {
  AT_PLY, AT_STALL, BOTTLES, CHOICE_CELLS, CHOICE_N, COINS, CREW_SIZE, END_REASON_NAMES, F_CARRY, F_DRUNK_MASK, F_DRUNK_SHIFT, F_LOST, F_STEP_MASK,
  F_STEP_SHIFT, F_TRAPPED, F2_CONVERTED, F2_TREASURE, FIRST, GRASS, KNOWN, LIGHT_PICKS, LOST, MAX_PIECES, MODE, NO_CREW, OPTIONS, OVER, P_CELL,
  P_CREW, P_FLAGS, P_FLAGS2, PEND_AUX, PEND_CARRY, PEND_DX, PEND_DY, PEND_FROM, PEND_HOW, PEND_PIECE, PEND_START, PENDING, Pending, SHIP_CELL,
  SHIP_COINS, State, TILE_ARG, TILE_KIND, TILE_TYPE, TILESET, TREASURE_AT, TREASURE_SHIP, TREASURE_SUNK, TURN, VISIT_N, VISITS,
} from './state.js';
import { Kind, TILE_TYPES, TYPE_ARG, TYPE_KIND, TYPE_ROTATES, revealedArg } from './tiles.js';
import { pieceName } from './notation.js';
import {
  ANY_ENTRY, HOW_NAMES, ItemsJson, ONE_SHOT, PENDING_NAMES, POSITION_VERSION, PendingJson, PendingName, PirateJson, PositionJson, VisitJson, isTreasureIsland,
  signedByte,
} from './position-format.js';
import {
  CARRY_COIN, CARRY_COIN2, CARRY_TREASURE, F2_COIN2, HOLD_ABOARD, HOLD_AFLOAT, HOLD_GONE, HOLD_HIDDEN, HOLD_LYING, HOLD_MOVING, HOLD_PIECE, ITEM_BALL1,
  ITEM_BALL2, ITEM_BARROW, ITEM_BOAT, ITEM_CELL, ITEM_HOLD,
} from './state.js';

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
  // PEND_CARRY is a bit set with the expansion: the treasure may go with a coin or items in the wheelbarrow.
  if (u8[PENDING] !== 0 && (u8[PEND_CARRY] & CARRY_TREASURE) !== 0) return 'carried';
  for (let p = 0; p < MAX_PIECES; p++) if ((u8[P_FLAGS2 + p] & F2_TREASURE) !== 0) return 'held';
  return 'face-down';
}

/** The game options a state was set up with. */
function optionsJson(s: State): GameOptions {
  const u8 = s.u8;
  const mode = u8[MODE];
  return {
    mode: MODES[mode],
    tiles: TILESET_NAMES[u8[TILESET]],
    firstCrew: u8[FIRST],
    airplaneImmediate: (u8[OPTIONS] & OPT_AIRPLANE_IMMEDIATE) !== 0,
    lighthouse: (u8[OPTIONS] & OPT_LIGHTHOUSE_OPEN) !== 0 ? 'open' : 'peek',
    // Written only when on, so that positions of games without it read as they always did.
    ...((u8[OPTIONS] & OPT_EXPANSION) !== 0 ? { expansion: 'original' as const } : {}),
    maxPlies: s.maxPlies,
    stallPlies: s.stallPlies,
  };
}

/** The pieces in play, as the format writes them (absent: not in this game; cell null: dead or gone). */
function piratesJson(s: State): Record<string, PirateJson> {
  const u8 = s.u8;
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
    if (f2 & F2_COIN2) pj.secondCoin = true;
    pirates[pieceName(p)] = pj;
  }
  return pirates;
}

/** The pending decision and the turn record of the piece in motion, or null between decisions. */
function pendingJson(s: State): PendingJson | null {
  const u8 = s.u8;
  if (u8[PENDING] === 0) return null;
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
  const pending: PendingJson = {
    kind: PENDING_NAMES[kind] as PendingName,
    pirate: pieceName(u8[PEND_PIECE]),
    carrying: (u8[PEND_CARRY] & CARRY_COIN) !== 0,
    ...((u8[PEND_CARRY] & CARRY_TREASURE) !== 0 ? { treasure: true } : {}),
    ...((u8[PEND_CARRY] & CARRY_COIN2) !== 0 ? { secondCoin: true } : {}),
    start: cellName(u8[PEND_START]),
    from: cellName(u8[PEND_FROM]),
    dx: signedByte(u8[PEND_DX]),
    dy: signedByte(u8[PEND_DY]),
    how: HOW_NAMES[u8[PEND_HOW]],
    visits,
    choices,
  };
  if (kind === Pending.Gift) {
    // The gift after the move (TI-R8): no piece is in motion; start and from name the giver's cell.
    pending.start = pending.from = cellName(u8[P_CELL + u8[PEND_PIECE]]);
  } else if (kind === Pending.Earthquake2) pending.first = cellName(u8[PEND_AUX]);
  else if (kind === Pending.LighthousePick || kind === Pending.LighthouseOrder) {
    pending.picks = [];
    for (let i = 0; i < u8[PEND_AUX]; i++) pending.picks.push(cellName(u8[LIGHT_PICKS + i]));
  } else if (u8[PEND_AUX] !== 0) {
    throw new Error(`toPosition: PEND_AUX is ${u8[PEND_AUX]} during a ${PENDING_NAMES[kind]} decision`);
  }
  return pending;
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
  const options = optionsJson(s);
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
  const pirates = piratesJson(s);
  const ships: Record<string, { cell: string; coins: number }> = {};
  for (let k = 0; k < 4; k++) {
    if ((present >> k) & 1) ships[CREW_NAMES[k]] = { cell: cellName(u8[SHIP_CELL + k]), coins: u8[SHIP_COINS + k] };
  }
  const pending = pendingJson(s);
  const j: PositionJson = {
    format: 'jackal-position',
    version: POSITION_VERSION,
    ...((u8[OPTIONS] & OPT_STUDY) !== 0 ? { study: true as const } : {}),
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
  // Keys in a fixed place, the set's and the expansion's fields before "pending", so that
  // rewrites compare as text.
  if (!ti && (u8[OPTIONS] & OPT_EXPANSION) === 0) return j;
  const { pending: pe, ...rest } = j;
  return {
    ...rest,
    ...(ti ? islandFields(s) : {}),
    ...((u8[OPTIONS] & OPT_EXPANSION) !== 0 ? { items: itemsJson(s) } : {}),
    pending: pe,
  };
}

/** Where each expansion item is, as the format writes it (also the `show` board's item line). */
export function itemsJson(s: State): ItemsJson {
  const place = (i: number): string => {
    const h = s.u8[ITEM_HOLD + i], c = s.u8[ITEM_CELL + i];
    if (h === HOLD_HIDDEN) return 'face-down';
    if (h === HOLD_LYING) return cellName(c);
    if (h === HOLD_MOVING) return 'carried';
    if (h === HOLD_GONE) return 'gone';
    if (h >= HOLD_PIECE) return `held:${pieceName(h - HOLD_PIECE)}`;
    if (h >= HOLD_AFLOAT && h < HOLD_AFLOAT + 4) return `afloat:${CREW_NAMES[h - HOLD_AFLOAT]}:${cellName(c)}`;
    if (h >= HOLD_ABOARD && h < HOLD_ABOARD + 4) return `aboard:${CREW_NAMES[h - HOLD_ABOARD]}`;
    throw new Error(`toPosition: item slot ${i} has place code ${h}`);
  };
  return { boat: place(ITEM_BOAT), cannonballs: [place(ITEM_BALL1), place(ITEM_BALL2)], wheelbarrow: place(ITEM_BARROW) };
}

/** The Treasure Island fields. */
function islandFields(s: State): Pick<PositionJson, 'bottles' | 'treasure' | 'grass' | 'known'> {
  const u8 = s.u8;
  const present = MODE_CREWS[u8[MODE]];
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
  return { bottles, treasure: treasurePlace(s), grass: u8[GRASS], known };
}
