/**
 * The "original" expansion's items: the boat, two cannonballs and the wheelbarrow
 * (full-rules-ru.txt 409-431; docs/RULES.md X-R1..X-R14). Where each lies or who has it
 * is in the state's ITEM_CELL / ITEM_HOLD slots (state.ts); this module moves items
 * between those places, and says what a move may take along (the *loads*).
 *
 * Implementation notes. An item travels like a coin: the piece in motion carries it
 * (HOLD_MOVING, with CARRY_ITEMS in PEND_CARRY), a pirate standing on a spinner or lost
 * in a cave holds it (HOLD_PIECE + p), otherwise it lies on a cell. Cannonballs are
 * interchangeable, so taking "a cannonball" takes the lowest slot at hand. Everything
 * here reads or writes only the item slots, so a game without the expansion (all slots
 * HOLD_HIDDEN) never reaches it on a hot path: callers test OPT_EXPANSION or
 * CARRY_ITEMS first.
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import * as tilesModule from './tiles.js';
import * as movesModule from './moves.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { NO_CELL } = geometryModule;
const { OPT_EXPANSION } = optionsModule;
const {
  COINS, F_CARRY, F2_COIN2, F2_TREASURE, HOLD_AFLOAT, HOLD_HIDDEN, HOLD_LYING, HOLD_MOVING, HOLD_PIECE, ITEM_BALL1, ITEM_BALL2, ITEM_BARROW,
  ITEM_BOAT, ITEM_CELL, ITEM_COUNT, ITEM_HOLD, OPTIONS, P_FLAGS, P_FLAGS2, SHIP_CELL, TREASURE_AT, put,
} = stateModule;
const { BOAT_TYPE, CANNONBALL_TYPE, WHEELBARROW_TYPE } = tilesModule;
const { BALL2_BIT, BALL_BIT, BARROW_BIT, BOAT_BIT, COIN2_BIT, COIN_BIT, TREASURE_BIT } = movesModule;

/** True when the game is played with the original expansion. */
export const expansionOn = (s: State): boolean => (s.u8[OPTIONS] & OPT_EXPANSION) !== 0;

/** Item names by slot, as the position format and the notation write them. */
export const ITEM_NAMES = ['boat', 'cannonball', 'cannonball', 'wheelbarrow'] as const;

/** Sets an item slot's place. */
export function setItem(s: State, slot: number, hold: number, cell: number): void {
  put(s, ITEM_HOLD + slot, hold);
  put(s, ITEM_CELL + slot, cell === NO_CELL ? 0 : cell);
}

/** A revealed tile of `type` puts its item on `cell` (the boat, a cannonball, the wheelbarrow); other types do nothing. */
export function revealItem(s: State, cell: number, type: number): void {
  if (type === BOAT_TYPE) setItem(s, ITEM_BOAT, HOLD_LYING, cell);
  else if (type === WHEELBARROW_TYPE) setItem(s, ITEM_BARROW, HOLD_LYING, cell);
  else if (type === CANNONBALL_TYPE) setItem(s, s.u8[ITEM_HOLD + ITEM_BALL1] === HOLD_HIDDEN ? ITEM_BALL1 : ITEM_BALL2, HOLD_LYING, cell);
}

/** Every item whose place is `from` (an ITEM_HOLD value; for HOLD_LYING only those on `fromCell`) goes to `hold` at `cell`. */
export function moveItems(s: State, from: number, fromCell: number, hold: number, cell: number): void {
  for (let i = 0; i < ITEM_COUNT; i++) {
    if (s.u8[ITEM_HOLD + i] !== from || (from === HOLD_LYING && s.u8[ITEM_CELL + i] !== fromCell)) continue;
    setItem(s, i, hold, cell);
  }
}

/** True when some item has place `hold`. */
export function anyItem(s: State, hold: number): boolean {
  for (let i = 0; i < ITEM_COUNT; i++) if (s.u8[ITEM_HOLD + i] === hold) return true;
  return false;
}

/** The crew whose launched boat floats on `cell`, or -1. */
export function boatAt(s: State, cell: number): number {
  const h = s.u8[ITEM_HOLD + ITEM_BOAT];
  return h >= HOLD_AFLOAT && h < HOLD_AFLOAT + 4 && s.u8[ITEM_CELL + ITEM_BOAT] === cell ? h - HOLD_AFLOAT : -1;
}

/**
 * True when a vessel of the crews in `crews` (a bit set of crews, treasure-island.ts
 * TEAM_CREWS) floats anywhere but on `cell`: one of their ships, or a boat launched by one
 * of them. When none does, a pirate aboard the vessel on `cell` has none to step across to.
 */
export function vesselElsewhere(s: State, crews: number, cell: number): boolean {
  const u8 = s.u8;
  for (let b = crews; b !== 0; b &= b - 1) if (u8[SHIP_CELL + 31 - Math.clz32(b & -b)] !== cell) return true;
  const h = u8[ITEM_HOLD + ITEM_BOAT];
  return h >= HOLD_AFLOAT && h < HOLD_AFLOAT + 4 && ((crews >> (h - HOLD_AFLOAT)) & 1) !== 0 && u8[ITEM_CELL + ITEM_BOAT] !== cell;
}

/** True when the item in `slot` is at hand for piece p on `cell`: held by p, or (when `lying`) lying there. */
const atHand = (s: State, slot: number, p: number, cell: number, lying: boolean): boolean => {
  const h = s.u8[ITEM_HOLD + slot];
  return h === HOLD_PIECE + p || (lying && h === HOLD_LYING && s.u8[ITEM_CELL + slot] === cell);
};

/**
 * Writes into `out` the loads piece p on `cell` may take along (move bits, each non-zero)
 * and returns how many: one item in hand (a coin, the treasure, a cannonball, the boat),
 * or with the wheelbarrow the wheelbarrow and up to two of those (two coins, two
 * cannonballs, a coin and a cannonball, the boat and a coin...; full-rules-ru.txt 431,
 * tile-notes-ru.txt 169 "в руках — 1, с тачкой — 2 + сама тачка"). At hand: what he holds,
 * and when `lying` what lies on the cell. At most 17 loads.
 */
export function loadsAtHand(s: State, p: number, cell: number, lying: boolean, out: Int32Array): number {
  const u8 = s.u8;
  let coins = ((u8[P_FLAGS + p] & F_CARRY) !== 0 ? 1 : 0) + ((u8[P_FLAGS2 + p] & F2_COIN2) !== 0 ? 1 : 0);
  if (lying) coins += u8[COINS + cell];
  const treasure = (u8[P_FLAGS2 + p] & F2_TREASURE) !== 0 || (lying && u8[TREASURE_AT] === cell);
  // Most cells hold nothing: no item lies here and he holds none (ITEM_CELL is 0 unless lying or afloat).
  if (coins === 0 && !treasure && u8[ITEM_CELL] !== cell && u8[ITEM_CELL + 1] !== cell && u8[ITEM_CELL + 2] !== cell && u8[ITEM_CELL + 3] !== cell
    && u8[ITEM_HOLD] !== HOLD_PIECE + p && u8[ITEM_HOLD + 1] !== HOLD_PIECE + p && u8[ITEM_HOLD + 2] !== HOLD_PIECE + p && u8[ITEM_HOLD + 3] !== HOLD_PIECE + p) return 0;
  const balls = (atHand(s, ITEM_BALL1, p, cell, lying) ? 1 : 0) + (atHand(s, ITEM_BALL2, p, cell, lying) ? 1 : 0);
  const boat = atHand(s, ITEM_BOAT, p, cell, lying);
  const barrow = atHand(s, ITEM_BARROW, p, cell, lying);
  // The single items, each at most once; then the second of a kind.
  let k = 0;
  if (coins > 0) singles[k++] = COIN_BIT;
  if (treasure) singles[k++] = TREASURE_BIT;
  if (balls > 0) singles[k++] = BALL_BIT;
  if (boat) singles[k++] = BOAT_BIT;
  let n = 0;
  for (let i = 0; i < k; i++) out[n++] = singles[i];
  if (!barrow) return n;
  out[n++] = BARROW_BIT;
  for (let i = 0; i < k; i++) out[n++] = BARROW_BIT | singles[i];
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) out[n++] = BARROW_BIT | singles[i] | singles[j];
  if (coins > 1) out[n++] = BARROW_BIT | COIN_BIT | COIN2_BIT;
  if (balls > 1) out[n++] = BARROW_BIT | BALL_BIT | BALL2_BIT;
  return n;
}
const singles = new Int32Array(4);

/** Loads loadsAtHand can write at most: 4 singles, the wheelbarrow alone, with 1 of 4, with 2 of 4 (6), and the two pairs. */
export const MAX_LOADS = 17;

/**
 * Piece p starting a move from `from` takes `load` (move bits) along: what he held and
 * does not take is put down on `from`, what he takes is picked up there. Coins and the
 * treasure are the caller's (apply.ts); here only the item slots. Returns true when
 * he carries an item.
 */
export function takeItems(s: State, p: number, from: number, load: number): boolean {
  moveItems(s, HOLD_PIECE + p, 0, HOLD_LYING, from);
  let carried = false;
  if (load & BOAT_BIT) carried = pickUp(s, ITEM_BOAT, from) || carried;
  if (load & BARROW_BIT) carried = pickUp(s, ITEM_BARROW, from) || carried;
  if (load & BALL_BIT) {
    const first = s.u8[ITEM_HOLD + ITEM_BALL1] === HOLD_LYING && s.u8[ITEM_CELL + ITEM_BALL1] === from ? ITEM_BALL1 : ITEM_BALL2;
    carried = pickUp(s, first, from) || carried;
    if (load & BALL2_BIT) carried = pickUp(s, first === ITEM_BALL1 ? ITEM_BALL2 : ITEM_BALL1, from) || carried;
  }
  return carried;
}

/** The item in `slot`, if it lies on `cell`, is now carried by the piece in motion; true if it was. */
function pickUp(s: State, slot: number, cell: number): boolean {
  if (s.u8[ITEM_HOLD + slot] !== HOLD_LYING || s.u8[ITEM_CELL + slot] !== cell) return false;
  setItem(s, slot, HOLD_MOVING, NO_CELL);
  return true;
}

/** Cannonballs the piece in motion carries (0..2). */
export function movingBalls(s: State): number {
  return (s.u8[ITEM_HOLD + ITEM_BALL1] === HOLD_MOVING ? 1 : 0) + (s.u8[ITEM_HOLD + ITEM_BALL2] === HOLD_MOVING ? 1 : 0);
}
