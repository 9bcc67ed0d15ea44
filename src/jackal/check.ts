/**
 * The state checker: re-derives every invariant of a state from scratch and lists
 * what is broken. The engine never calls it on the hot path; tests call it after
 * every move of thousands of random games (the debug re-check of Stockfish's
 * `pos_is_ok`), and the position reader uses it to reject inconsistent input.
 *
 * Invariants checked:
 * - the stored hash equals a full recompute; PIECES_AT matches P_CELL;
 * - coins are conserved: lying + in face-down chests + carried + aboard + lost = the set's total;
 * - at most three pirates a crew; pieces only of crews in play; ships on their own side;
 * - no enemy pieces share a cell, except on a spinner, and there not a step (README ruling 5);
 * - pieces stand only where one can stand (a tile that does not move them on), except
 *   the piece in motion during a pending choice; flags only where they mean something;
 * - coins lie only on revealed tiles where one can stop, never in a fortress;
 * - the face-down layout matches the face-down cells, and with the revealed tiles makes
 *   up the tile set exactly (skipped for observations, whose layout is zeroed);
 * - with the original expansion, each item is in one sound place: face down only while a
 *   tile of its type is, lying on a revealed tile where coins may lie, held by a piece on a
 *   spinner or lost in a cave, carried only by the piece in motion, the boat afloat only on
 *   a free berth; without it, every item slot is empty.
 */

import { IS_LAND, LAND_CELLS, LAND_COUNT, LANE_END, NO_CELL, SHIP_SIDE, cellName, isOuter } from './geometry.js';
import { CREW_NAMES, MODE_CREWS, MODE_TEAM, OPT_EXPANSION, OPT_STUDY } from './options.js';
import { ITEM_NAMES, boatAt } from './items.js';
import { pieceName } from './notation.js';
import { SET_HAS_GALLEON, SET_TOTAL_COINS, stateTileSet } from './setup.js';
import {
  AT_HASH_HI, AT_HASH_LO, COINS, CREW_SIZE, OPTIONS, F_CARRY, F_LOST, F2_CONVERTED, F2_TREASURE, FRIDAY, MISSIONARY, NO_CREW, P_FLAGS2, TREASURE_AT,
  TREASURE_SHIP, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, LOST, MAX_PIECES, MODE, P_CELL, P_CREW,
  P_FLAGS, PEND_CARRY, PEND_PIECE, PENDING, PIECES_AT_U16, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND, TILE_TYPE, TILESET, TURN, fullHash, syncHash,
  CARRY_COIN, CARRY_COIN2, CARRY_ITEMS, CARRY_TREASURE, F2_COIN2, HOLD_AFLOAT, HOLD_HIDDEN, HOLD_LYING, HOLD_MOVING, HOLD_PIECE, ITEM_BALL1, ITEM_BALL2,
  ITEM_BARROW, ITEM_BOAT, ITEM_CELL, ITEM_COUNT, ITEM_HOLD,
  Pending,
} from './state.js';
import { BOAT_TYPE, CANNONBALL_TYPE, WHEELBARROW_TYPE, Kind, TILE_TYPE_COUNT, TILE_TYPES, TYPE_ARG, TYPE_KIND } from './tiles.js';

/** Kinds a piece can stand on at rest. */
const STANDABLE = new Uint8Array(32);
for (const k of [Kind.Empty, Kind.Spinner, Kind.Trap, Kind.Fortress, Kind.Native, Kind.RumBarrel, Kind.Airplane, Kind.Chest,
  Kind.Galleon, Kind.Carramba, Kind.Lighthouse, Kind.BenGunn, Kind.Missionary, Kind.Friday, Kind.Bottles, Kind.Cave, Kind.Earthquake,
  Kind.Thicket, Kind.Grass]) STANDABLE[k] = 1;
/** Kinds a coin may lie on. */
const COIN_GROUND = new Uint8Array(32);
for (const k of [Kind.Empty, Kind.Spinner, Kind.Trap, Kind.RumBarrel, Kind.Airplane, Kind.Chest, Kind.Galleon, Kind.Carramba,
  Kind.Lighthouse, Kind.BenGunn, Kind.Missionary, Kind.Friday, Kind.Bottles, Kind.Cave, Kind.Earthquake, Kind.Grass]) COIN_GROUND[k] = 1;

/**
 * Whether piece p may rest on a tile of this kind (Friday alone visits the cannibal, TI-R6;
 * with the expansion a pirate who fired a cannonball stands on the cannon, X-R5).
 */
export const canRest = (kind: number, p: number, expansion = false): boolean =>
  STANDABLE[kind] === 1 || (p === FRIDAY && kind === Kind.Cannibal) || (expansion && kind === Kind.Cannon);
/** Whether coins and items may lie on a tile of this kind (with the expansion also a cannon, under its shooter: X-R5). */
const canLie = (kind: number, expansion: boolean): boolean => COIN_GROUND[kind] === 1 || (expansion && kind === Kind.Cannon);

/** Names as the notation writes them, for the messages. */
const cellAt = (c: number): string => (c < LANE_END ? cellName(c) : `cell ${c}`);
const crewOf = (k: number): string => CREW_NAMES[k] ?? `crew ${k}`;
const tileOf = (t: number): string => TILE_TYPES[t]?.name ?? `tile type ${t}`;

const hashScratch = new Int32Array(2);
const atScratch = new Uint16Array(256);
const countScratch = new Int32Array(64);

/**
 * Returns the broken invariants of s as readable strings (empty when s is sound).
 * `hasLayout` false skips the face-down layout checks (for observations); a study position
 * (OPT_STUDY) skips the tile set's counts and its coin total. Messages name cells, pieces,
 * crews and tiles as the notation does.
 */
export function checkState(s: State, hasLayout = true): string[] {
  const u8 = s.u8;
  const errs: string[] = [];
  syncHash(s); // the stored hash as of HASH_BASE, brought up to date (state.ts)
  fullHash(s, hashScratch);
  if (hashScratch[0] !== s.i32[AT_HASH_LO] || hashScratch[1] !== s.i32[AT_HASH_HI]) errs.push('hash differs from a full recompute');

  const present = MODE_CREWS[u8[MODE]];
  if (((present >> u8[TURN]) & 1) === 0) errs.push(`turn belongs to ${crewOf(u8[TURN])}, who does not play`);
  const pending = u8[PENDING];
  const moving = pending !== 0 && pending !== Pending.Gift ? u8[PEND_PIECE] : -1; // after the move (TI-R8) nothing is in motion

  const { carried, treasureHeld } = checkPieces(s, moving, errs);
  checkPiecesAt(s, errs);
  checkShips(s, errs);
  checkSharing(s, moving, errs);
  checkTiles(s, hasLayout, carried, treasureHeld, errs);
  checkItems(s, (u8[OPTIONS] & OPT_EXPANSION) !== 0, hasLayout, errs);
  return errs;
}

/**
 * The pieces (see the module comment): crews in play, at most three pirates a crew, flags only
 * where they mean something, pieces only where one can rest. Returns the coins and treasures
 * held or carried, for the accounting.
 */
function checkPieces(s: State, moving: number, errs: string[]): { carried: number; treasureHeld: number } {
  const u8 = s.u8;
  const present = MODE_CREWS[u8[MODE]];
  const pending = u8[PENDING];
  const perCrew = [0, 0, 0, 0];
  const expansion = (u8[OPTIONS] & OPT_EXPANSION) !== 0;
  const pc = u8[PEND_CARRY];
  if (!expansion && pc > CARRY_TREASURE) errs.push(`the piece in motion carries ${pc}, an expansion load, without the expansion`);
  let carried = pending !== 0 && (pc & CARRY_COIN) !== 0 ? ((pc & CARRY_COIN2) !== 0 ? 2 : 1) : 0;
  let treasureHeld = pending !== 0 && (pc & CARRY_TREASURE) !== 0 ? 1 : 0;
  for (let p = 0; p < MAX_PIECES; p++) {
    const crew = u8[P_CREW + p];
    const cell = u8[P_CELL + p];
    const flags = u8[P_FLAGS + p];
    if (crew === 255) {
      if (cell !== NO_CELL) errs.push(`${pieceName(p)}, not in the game, stands on ${cellAt(cell)}`);
      continue;
    }
    if (crew > 3 || ((present >> crew) & 1) === 0) { errs.push(`${pieceName(p)} belongs to ${crewOf(crew)}, who does not play`); continue; }
    if (p < 4 * CREW_SIZE) {
      perCrew[crew]++;
      if (Math.floor(p / CREW_SIZE) !== crew) errs.push(`${pieceName(p)} belongs to ${crewOf(crew)}`);
    }
    const flags2 = u8[P_FLAGS2 + p];
    if ((flags2 & F2_TREASURE) !== 0) treasureHeld++;
    if ((flags2 & F2_CONVERTED) !== 0 && p !== MISSIONARY) errs.push(`${pieceName(p)} is converted but is not the missionary`);
    if (cell === NO_CELL) {
      if (flags !== 0 || (flags2 & F2_TREASURE) !== 0) errs.push(`${pieceName(p)} is dead but has flags ${flags}`);
      continue;
    }
    if (cell >= LANE_END || (!expansion && isOuter(cell))) { errs.push(`${pieceName(p)} on ${cellAt(cell)}, off the board`); continue; }
    if (isOuter(cell)) {
      // Only vessels and those aboard stand in the outer lane (docs/RULES.md X-R15).
      if (flags !== 0) errs.push(`${pieceName(p)} in the outer lane (${cellName(cell)}) has flags ${flags}`);
      if (u8[SHIP_CELL + SHIP_SIDE[cell]] !== cell && boatAt(s, cell) < 0) errs.push(`${pieceName(p)} swims in the outer lane (${cellName(cell)}), where only vessels go`);
      continue;
    }
    const kind = u8[TILE_KIND + cell];
    if (flags & F_CARRY) carried += (flags2 & F2_COIN2) !== 0 ? 2 : 1;
    if ((flags2 & F2_COIN2) !== 0 && (flags & F_CARRY) === 0) errs.push(`${pieceName(p)} holds a second coin but no first`);
    if (IS_LAND[cell]) {
      const here = `${cellName(cell)} (${kind === Kind.Closed ? 'face down' : tileOf(u8[TILE_TYPE + cell])})`;
      if (p !== moving && !canRest(kind, p, expansion)) errs.push(`${pieceName(p)} rests on ${here}, where a piece may not rest`);
      if ((flags & F_LOST) && kind !== Kind.Cave) errs.push(`${pieceName(p)} is lost underground but stands on ${here}, not a cave`);
      if ((flags & F_TRAPPED) && kind !== Kind.Trap) errs.push(`${pieceName(p)} is trapped but stands on ${here}, not a trap`);
      const step = (flags & F_STEP_MASK) >> F_STEP_SHIFT;
      if (step !== 0 && (kind !== Kind.Spinner || step >= u8[TILE_ARG + cell])) errs.push(`${pieceName(p)} on step ${step + 1} of ${here}`);
      const holds = (flags & F_CARRY) !== 0 || (flags2 & F2_TREASURE) !== 0;
      if (holds && kind !== Kind.Spinner && !(flags & F_LOST)) errs.push(`${pieceName(p)} holds a coin or the treasure on ${here}, off a spinner`);
    } else if (flags !== 0) {
      errs.push(`${pieceName(p)} at sea (${cellName(cell)}) has flags ${flags}`);
    }
  }
  for (let k = 0; k < 4; k++) if (perCrew[k] > CREW_SIZE) errs.push(`${crewOf(k)} has ${perCrew[k]} pirates`);

  return { carried, treasureHeld };
}

/** The PIECES_AT cache matches P_CELL; leaves the recomputed masks in atScratch. */
function checkPiecesAt(s: State, errs: string[]): void {
  const u8 = s.u8;
  atScratch.fill(0);
  for (let p = 0; p < MAX_PIECES; p++) if (u8[P_CELL + p] !== NO_CELL) atScratch[u8[P_CELL + p]] |= 1 << p;
  for (let c = 0; c < LANE_END; c++) if (s.u16[PIECES_AT_U16 + c] !== atScratch[c]) errs.push(`the pieces-at cache of ${cellAt(c)} is stale`);

}

/** Ships: one for each crew in play, on its own side. */
function checkShips(s: State, errs: string[]): void {
  const u8 = s.u8;
  const present = MODE_CREWS[u8[MODE]];
  const expansion = (u8[OPTIONS] & OPT_EXPANSION) !== 0;
  for (let k = 0; k < 4; k++) {
    const cell = u8[SHIP_CELL + k];
    if (((present >> k) & 1) === 0) {
      if (cell !== NO_CELL) errs.push(`${crewOf(k)} does not play but has a ship`);
      continue;
    }
    if (cell === NO_CELL || cell >= LANE_END || SHIP_SIDE[cell] !== k || (!expansion && isOuter(cell))) {
      errs.push(`the ${crewOf(k)} ship is off its side (${cell === NO_CELL ? 'nowhere' : cellAt(cell)})`);
    }
  }

}

/** No enemies share a cell (atScratch), except on a spinner, and there not a step (README ruling 5), and in the jungle. */
function checkSharing(s: State, moving: number, errs: string[]): void {
  const u8 = s.u8;
  const mode = u8[MODE];
  for (let c = 0; c < LANE_END; c++) {
    const m = atScratch[c];
    if ((m & (m - 1)) === 0) continue;
    if (IS_LAND[c] && u8[TILE_KIND + c] === Kind.Spinner) {
      // on a spinner enemies share the tile but not a step (README ruling 5; the position reader agrees)
      const teamOnStep = [-1, -1, -1, -1, -1, -1, -1, -1];
      for (let p = 0; p < MAX_PIECES; p++) {
        if (!((m >> p) & 1) || p === moving) continue;
        const step = (u8[P_FLAGS + p] & F_STEP_MASK) >> F_STEP_SHIFT;
        const t = MODE_TEAM[mode * 4 + u8[P_CREW + p]];
        if (teamOnStep[step] >= 0 && teamOnStep[step] !== t) errs.push(`enemies share step ${step + 1} of the spinner at ${cellName(c)}`);
        teamOnStep[step] = t;
      }
      continue;
    }
    if (IS_LAND[c] && u8[TILE_KIND + c] === Kind.Thicket) continue;
    let team = -1;
    for (let p = 0; p < MAX_PIECES; p++) {
      if (!((m >> p) & 1) || p === moving) continue;
      const t = MODE_TEAM[mode * 4 + u8[P_CREW + p]];
      if (team >= 0 && t !== team) { errs.push(`enemies share ${cellAt(c)}`); break; }
      team = t;
    }
    let ship = -1;
    for (let k = 0; k < 4; k++) if (u8[SHIP_CELL + k] === c) ship = k;
    if (ship >= 0 && team >= 0 && MODE_TEAM[mode * 4 + ship] !== team) errs.push(`enemy pirates aboard the ${crewOf(ship)} ship`);
  }

}

/**
 * Coins and tiles: coins lie only where they may; the face-down layout matches the face-down
 * cells and with the revealed tiles makes up the set; coins and the treasure are conserved.
 */
function checkTiles(s: State, hasLayout: boolean, carried: number, treasureHeld: number, errs: string[]): void {
  const u8 = s.u8;
  const study = (u8[OPTIONS] & OPT_STUDY) !== 0;
  const expansion = (u8[OPTIONS] & OPT_EXPANSION) !== 0;
  let lying = 0;
  for (let c = 0; c < 169; c++) {
    const n = u8[COINS + c];
    if (n === 0) continue;
    lying += n;
    if (!IS_LAND[c] || !canLie(u8[TILE_KIND + c], expansion)) errs.push(`${n} coins lie on ${cellAt(c)} (${!IS_LAND[c] ? 'sea' : u8[TILE_KIND + c] === Kind.Closed ? 'face down' : tileOf(u8[TILE_TYPE + c])}), where no coin may lie`);
  }
  let aboard = u8[LOST];
  for (let k = 0; k < 4; k++) aboard += u8[SHIP_COINS + k];
  const total = SET_TOTAL_COINS[u8[TILESET]];

  // Tiles and layout.
  const set = stateTileSet(u8);
  const counts = countScratch;
  counts.fill(0);
  let hiddenChestCoins = 0, hiddenGalleon = 0;
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    const kind = u8[TILE_KIND + c];
    if (kind === Kind.Closed) {
      if (u8[TILE_TYPE + c] !== 0) errs.push(`face-down ${cellName(c)} shows a tile type`);
      if (hasLayout) {
        const t = s.layout[c] & 63;
        if (t === 0 || t >= TILE_TYPE_COUNT) errs.push(`face-down ${cellName(c)} has no tile in the layout`);
        else {
          counts[t]++;
          if (TYPE_KIND[t] === Kind.Chest) hiddenChestCoins += TYPE_ARG[t];
          if (TYPE_KIND[t] === Kind.Galleon) hiddenGalleon++;
        }
      }
    } else {
      const t = u8[TILE_TYPE + c];
      if (t === 0 || TYPE_KIND[t] !== kind) errs.push(`revealed ${cellName(c)}: its kind does not match its tile (${tileOf(t)})`);
      counts[t]++;
      if (s.layout[c] !== 0) errs.push(`revealed ${cellName(c)} still has a face-down tile in the layout`);
    }
  }
  for (let c = 0; c < 169; c++) if (!IS_LAND[c] && (u8[TILE_KIND + c] !== Kind.Sea || s.layout[c] !== 0)) errs.push(`sea ${cellName(c)} has a tile`);
  if (hasLayout) {
    for (let t = 1; t < TILE_TYPE_COUNT && !study; t++) {
      if (counts[t] !== set.counts[t]) errs.push(`${tileOf(t)}: ${counts[t]} tiles on the board, the ${set.name} set has ${set.counts[t]}`);
    }
    if (!study && lying + hiddenChestCoins + carried + aboard !== total) {
      errs.push(`coins: ${lying} lying + ${hiddenChestCoins} face down + ${carried} carried + ${aboard} aboard or lost != ${total}`);
    }
    // The galleon treasure is in exactly one place: face down, lying, held, carried, aboard or sunk.
    const tAt = u8[TREASURE_AT], tShip = u8[TREASURE_SHIP];
    const places = hiddenGalleon + (tAt !== NO_CELL ? 1 : 0) + treasureHeld + (tShip !== NO_CREW ? 1 : 0);
    if (places !== SET_HAS_GALLEON[u8[TILESET]]) errs.push(`the galleon treasure is in ${places} places`);
    if (tAt !== NO_CELL && (!IS_LAND[tAt] || !canLie(u8[TILE_KIND + tAt], expansion))) errs.push(`the treasure lies on ${cellAt(tAt)}, where it may not lie`);
  } else if (!study && lying + carried + aboard > total) {
    errs.push(`coins: more than ${total} in play`);
  }
}

/** The expansion's items (see the module comment). */
function checkItems(s: State, expansion: boolean, hasLayout: boolean, errs: string[]): void {
  const u8 = s.u8;
  const pending = u8[PENDING];
  let moving = 0;
  for (let i = 0; i < ITEM_COUNT; i++) {
    const h = u8[ITEM_HOLD + i], c = u8[ITEM_CELL + i];
    const name = `${ITEM_NAMES[i]} (slot ${i})`;
    if (!expansion) {
      if (h !== 0 || c !== 0) errs.push(`${name} has a place without the expansion`);
      continue;
    }
    const type = i === ITEM_BOAT ? BOAT_TYPE : i === ITEM_BARROW ? WHEELBARROW_TYPE : CANNONBALL_TYPE;
    if (h === HOLD_LYING || (h >= HOLD_AFLOAT && h < HOLD_AFLOAT + 4)) {
      if (h === HOLD_LYING && (!IS_LAND[c] || !canLie(u8[TILE_KIND + c], true))) errs.push(`${name} lies on ${cellAt(c)}, where nothing may lie`);
      if (h !== HOLD_LYING) {
        if (i !== ITEM_BOAT) errs.push(`${name} is afloat`);
        if (SHIP_SIDE[c] === NO_CELL || u8[SHIP_CELL + SHIP_SIDE[c]] === c) errs.push(`the boat floats on ${cellAt(c)}, not a free berth`);
        for (let b = s.u16[PIECES_AT_U16 + c]; b !== 0; b &= b - 1) {
          const q = 31 - Math.clz32(b & -b);
          if (MODE_TEAM[u8[MODE] * 4 + u8[P_CREW + q]] !== MODE_TEAM[u8[MODE] * 4 + h - HOLD_AFLOAT]) errs.push(`${pieceName(q)} is aboard an enemy boat`);
        }
      }
    } else if (c !== 0) {
      errs.push(`${name} has a cell but is not lying or afloat`);
    }
    if (h === HOLD_MOVING) { moving++; if (pending === 0) errs.push(`${name} is carried between turns`); }
    if (h >= HOLD_PIECE) {
      const q = h - HOLD_PIECE, at = u8[P_CELL + q];
      if (at === NO_CELL || !IS_LAND[at] || (u8[TILE_KIND + at] !== Kind.Spinner && (u8[P_FLAGS + q] & F_LOST) === 0)) errs.push(`${name} is held by ${pieceName(q)}, who is not on a spinner or lost`);
    }
    if (h > HOLD_AFLOAT + 3 && h < HOLD_PIECE) errs.push(`${name} has place code ${h}`);
    if (h === HOLD_HIDDEN && hasLayout) {
      let hidden = 0;
      for (let k = 0; k < LAND_COUNT; k++) if (u8[TILE_KIND + LAND_CELLS[k]] === Kind.Closed && (s.layout[LAND_CELLS[k]] & 63) === type) hidden++;
      if (hidden === 0) errs.push(`${name} is face down but no ${TILE_TYPES[type].name} tile is`);
    }
  }
  if (!expansion) return;
  // Revealed item tiles and items found agree: as many found as tiles of the type are face up.
  for (const [type, first, last] of [[BOAT_TYPE, ITEM_BOAT, ITEM_BOAT], [CANNONBALL_TYPE, ITEM_BALL1, ITEM_BALL2], [WHEELBARROW_TYPE, ITEM_BARROW, ITEM_BARROW]]) {
    let found = 0;
    for (let i = first; i <= last; i++) if (u8[ITEM_HOLD + i] !== HOLD_HIDDEN) found++;
    let up = 0;
    for (let k = 0; k < LAND_COUNT; k++) if (u8[TILE_KIND + LAND_CELLS[k]] !== Kind.Closed && u8[TILE_TYPE + LAND_CELLS[k]] === type) up++;
    if (found !== up) errs.push(`${found} ${TILE_TYPES[type].name} items found but ${up} such tiles face up`);
  }
  if ((moving !== 0) !== ((u8[PEND_CARRY] & CARRY_ITEMS) !== 0)) errs.push(`${moving} items carried but the carry mark says ${(u8[PEND_CARRY] & CARRY_ITEMS) !== 0}`);
}
