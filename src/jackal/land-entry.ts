/**
 * What a piece meets entering a cell, and whether it may: the move generator's masks of the
 * crew on turn (computeMasks), the pieces met on a cell (piecesMet), the vessel on a sea cell
 * (shipAt, vesselAt), and the moves of a piece entering a land cell (landEntry), shared by a
 * crew's moves (movegen.ts) and the follow-up choices (pending-moves.ts).
 *
 * Implementation notes. The masks and the loads at hand are module state, set once per
 * generateMoves call (computeMasks) and once per piece listed (listLoads), and read by every
 * entry test, so the hot path passes nothing around. Other modules read them (ES module
 * bindings are live) and set them only through those two functions. landEntry is on the path
 * of every classic move and must stay under V8's inlining limit
 * (test/jackal/inline-budget.test.ts).
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import { Kind } from './tiles.js';
import * as movesModule from './moves.js';
import * as itemsModule from './items.js';
import * as treasureIslandModule from './treasure-island.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { NO_CELL, SHIP_SIDE } = geometryModule;
const { OPT_EXPANSION } = optionsModule;
const {
  BEN_GUNN, CREW_SIZE, F2_CONVERTED, F_STEP_MASK, F_STEP_SHIFT, FRIDAY, MISSIONARY, MODE, OPTIONS, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PIECES_AT_U16,
  SHIP_CELL, TILE_ARG, TILE_KIND, inhabitantsClaimed,
} = stateModule;
const { COIN_BIT, TREASURE_BIT } = movesModule;
const { MAX_LOADS, boatAt, loadsAtHand } = itemsModule;
const { ALLIED, ENEMY_PIRATES, NOT_ALLIED, TEAM_CREWS, TEAM_PIRATES, canCarry, isFighter } = treasureIslandModule;

/** Piece masks for the crew on turn: its team, its enemies, and its own pieces that can steer a ship (R5). */
export let teamMask = 0, enemyMask = 0, pilotMask = 0;
/** Cell of the missionary while he preaches, else NO_CELL (computed per call). */
export let preacherAt = NO_CELL;
/** Piece mask of the inhabitants (slots 12..14) of the crew itself standing on the board: they move after its pirates. */
export let ownInhabitants = 0;
/** Whether the original expansion is on (set by computeMasks), and the loads the piece being listed may take along (listLoads). */
export let expOn = false;
export const loads = new Int32Array(MAX_LOADS);
export let loadN = 0;

/** The crew of the vessel on a sea cell, a ship or (with the expansion) the launched boat, or -1. */
export function vesselAt(s: State, cell: number): number {
  const k = localShipAt(s, cell);
  return k >= 0 || (s.u8[OPTIONS] & OPT_EXPANSION) === 0 ? k : boatAt(s, cell);
}

/** Sets the masks (and expOn) for `crew` on turn. */
export function computeMasks(s: State, crew: number): void {
  const u8 = s.u8;
  const mode = u8[MODE];
  expOn = (u8[OPTIONS] & OPT_EXPANSION) !== 0;
  teamMask = TEAM_PIRATES[mode * 4 + crew];
  enemyMask = ENEMY_PIRATES[mode * 4 + crew];
  pilotMask = 7 << (CREW_SIZE * crew);
  preacherAt = NO_CELL;
  ownInhabitants = 0;
  // A call of its own, so that computeMasks stays small enough for V8 to inline it into generateMoves.
  if (inhabitantsClaimed(s)) addInhabitants(s, crew, mode);
}

/** computeMasks' part for the inhabitants (slots 12..14), once one has joined a crew. */
function addInhabitants(s: State, crew: number, mode: number): void {
  const u8 = s.u8;
  // No loop: each one's P_CREW byte & 7 (7 for NO_CREW) indexes the tables.
  const t = TEAM_CREWS[mode * 4 + crew] << 3;
  const ben = u8[P_CREW + BEN_GUNN] & 7, missionary = u8[P_CREW + MISSIONARY] & 7, friday = u8[P_CREW + FRIDAY] & 7;
  teamMask |= ALLIED[t | ben] << BEN_GUNN | ALLIED[t | missionary] << MISSIONARY | ALLIED[t | friday] << FRIDAY;
  enemyMask |= NOT_ALLIED[t | ben] << BEN_GUNN | NOT_ALLIED[t | missionary] << MISSIONARY | NOT_ALLIED[t | friday] << FRIDAY;
  const own = (ben === crew ? 1 << BEN_GUNN : 0) | (missionary === crew ? 1 << MISSIONARY : 0) | (friday === crew ? 1 << FRIDAY : 0);
  const converted = (u8[P_FLAGS2 + MISSIONARY] & F2_CONVERTED) !== 0;
  preacherAt = converted ? NO_CELL : u8[P_CELL + MISSIONARY]; // treasure-island.ts preacherCell
  if (own === 0) return;
  // Pilots: Ben Gunn and a drunk missionary (isFighter); Friday never.
  pilotMask |= own & (converted ? 1 << BEN_GUNN | 1 << MISSIONARY : 1 << BEN_GUNN);
  ownInhabitants = own & ((u8[P_CELL + BEN_GUNN] !== NO_CELL ? 1 << BEN_GUNN : 0) | (u8[P_CELL + MISSIONARY] !== NO_CELL ? 1 << MISSIONARY : 0)
    | (u8[P_CELL + FRIDAY] !== NO_CELL ? 1 << FRIDAY : 0));
}

/** Lists into `loads` the loads piece p may take along from `from` when `any` (items.loadsAtHand), else none; returns their count. */
export function listLoads(s: State, p: number, from: number, atExit: boolean, any: boolean): number {
  loadN = any ? loadsAtHand(s, p, from, atExit, loads) : 0;
  return loadN;
}

/**
 * Pieces a piece entering `cell` meets: all on the cell, or on a spinner only those on
 * step I; Friday, who crosses a spinner in one move to stand on its last step, meets
 * those on the last step too (docs/RULES.md TI-R6).
 */
export function piecesMet(s: State, cell: number, mover = -1): number {
  let m = s.u16[PIECES_AT_U16 + cell];
  if (m !== 0 && s.u8[TILE_KIND + cell] === Kind.Spinner) {
    const exit = mover === FRIDAY ? (s.u8[TILE_ARG + cell] - 1) << F_STEP_SHIFT : 0;
    for (let b = m; b !== 0; b &= b - 1) {
      const p = 31 - Math.clz32(b & -b);
      const step = s.u8[P_FLAGS + p] & F_STEP_MASK;
      if (step !== 0 && step !== exit) m &= ~(1 << p);
    }
  }
  return m;
}

/** The crew (0..3) whose ship stands on a sea cell, or -1. */
export function shipAt(s: State, cell: number): number {
  const side = SHIP_SIDE[cell];
  if (side === NO_CELL) return -1;
  return s.u8[SHIP_CELL + side] === cell ? side : -1;
}

/** piecesMet and shipAt for this module's own calls: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const localPiecesMet = piecesMet, localShipAt = shipAt;

/**
 * Writes the moves of piece p entering land cell `to` directly (a step, a landing, a
 * flight): bare if the piece may enter, and with a coin / the treasure when one is at
 * hand (items bit 0 coin, bit 1 treasure) and may enter too. `fromPreacher`: the piece
 * starts beside its own missionary and so may not strike. Returns the new count.
 */
export function landEntry(s: State, out: Int32Array, n: number, base: number, p: number, to: number, items: number, fromPreacher: boolean): number {
  const kind = s.u8[TILE_KIND + to];
  const met = localPiecesMet(s, to, p);
  let enemies = met & enemyMask;
  if (kind === Kind.Thicket) enemies = 0; // no fighting in the jungle: enemies share it
  // The meeting test is a call of its own, made only for Friday and the missionary: inline it
  // grew landEntry past V8's inlining limit (460 bytes of bytecode), so stepsFrom called it
  // instead of inlining it (cffae9b; test/jackal/inline-budget.test.ts keeps it under).
  const meeting = (p === FRIDAY || p === MISSIONARY) && meetsPreacher(p, to, met, enemies);
  if (!meeting && enemies !== 0) {
    if (kind === Kind.Fortress || kind === Kind.Native) return n; // no entering a fortress held by the enemy
    if (!isFighter(s, p) || fromPreacher) return n; // cannot strike
    if ((enemies & (1 << MISSIONARY)) !== 0 && preacherAt === to) return n; // the missionary shields his cell
  }
  out[n++] = base | to;
  if (items !== 0 && (enemies === 0 || meeting) && kind !== Kind.Closed && kind !== Kind.Fortress && kind !== Kind.Native && kind !== Kind.Thicket
    && canCarry(s, p)) {
    if (expOn) {
      for (let i = 0; i < loadN; i++) out[n++] = base | to | loads[i];
    } else {
      if (items & 1) out[n++] = base | to | COIN_BIT;
      if (items & 2) out[n++] = base | to | TREASURE_BIT;
    }
  }
  return n;
}

/**
 * Whether Friday or the preaching missionary (p) meets the other on entering `to`: they
 * vanish together, so that move is open to them unless other enemies stand there (Friday
 * strikes nobody, line 351; the missionary enters no cell with enemies, line 341), and
 * Friday may bring a coin along, to either crew's missionary (it stays on the meeting
 * cell, TI-R6). `met`: the pieces met there (piecesMet); `enemies`: those of them that
 * are enemies.
 */
function meetsPreacher(p: number, to: number, met: number, enemies: number): boolean {
  return ((p === FRIDAY && preacherAt === to && (met & (1 << MISSIONARY)) !== 0)
    || (p === MISSIONARY && preacherAt !== NO_CELL && (met & (1 << FRIDAY)) !== 0))
    && (enemies & ~(1 << MISSIONARY | 1 << FRIDAY)) === 0;
}
