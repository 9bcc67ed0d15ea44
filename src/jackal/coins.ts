/**
 * Coins and other loads: what the piece in motion carries (PEND_CARRY, a CARRY_* mask),
 * what a standing piece holds (on a spinner's step or lost in a cave: F_CARRY, F2_COIN2,
 * F2_TREASURE, the expansion's items held), and where they go: taken up at the start of a
 * move, put down where the piece stops, left where the turn began (docs/RULES.md R7: into a
 * face-down tile, a fortress, the jungle, onto an enemy), lost (sea, cannibal), or
 * delivered aboard a ship of the crew (rulebook 75-83).
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import * as motionModule from './motion.js';
import * as movesModule from './moves.js';
import * as itemsModule from './items.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { NO_CELL } = geometryModule;
const { OPT_EXPANSION } = optionsModule;
const {
  CARRY_COIN, CARRY_COIN2, CARRY_ITEMS, CARRY_NONE, CARRY_TREASURE, COINS, F_CARRY, F2_COIN2, F2_TREASURE, HOLD_ABOARD, HOLD_GONE, HOLD_LYING,
  HOLD_MOVING, HOLD_PIECE, ITEM_COUNT, ITEM_HOLD, LOST, OPTIONS, P_FLAGS, P_FLAGS2, PEND_CARRY, PEND_START, SHIP_COINS, TREASURE_AT, TREASURE_SHIP,
  TREASURE_SUNK, put,
} = stateModule;
const { putMotion } = motionModule;
const { COIN2_BIT, COIN_BIT, LOAD_BITS, TREASURE_BIT } = movesModule;
const { moveItems, takeItems } = itemsModule;
const { turnNews } = turnEndModule;

/** Coins in a carried load: 2 with the expansion's wheelbarrow (CARRY_COIN2), else 1. */
const coinsIn = (item: number): number => ((item & CARRY_COIN2) !== 0 ? 2 : 1);

/**
 * Puts what is carried (a PEND_CARRY value) down on a cell: coins onto COINS, the treasure
 * onto TREASURE_AT, the expansion's items (CARRY_ITEMS) to lie there.
 */
export function putItem(s: State, cell: number, item: number): void {
  if (item & CARRY_COIN) put(s, COINS + cell, s.u8[COINS + cell] + coinsIn(item));
  if (item & CARRY_TREASURE) put(s, TREASURE_AT, cell);
  if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_LYING, cell);
}

/** What the piece in motion carries goes back to where the turn began (R7). */
export function dropCarry(s: State): void {
  const item = s.u8[PEND_CARRY];
  if (item !== CARRY_NONE) {
    putItem(s, s.u8[PEND_START], item);
    putMotion(s, PEND_CARRY, CARRY_NONE);
  }
}

/** What the piece in motion carries is gone (sea, cannibal). */
export function loseCarry(s: State): void {
  const item = s.u8[PEND_CARRY];
  if (item & CARRY_COIN) put(s, LOST, s.u8[LOST] + coinsIn(item));
  if (item & CARRY_TREASURE) put(s, TREASURE_SHIP, TREASURE_SUNK);
  if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_GONE, NO_CELL);
  if (item !== CARRY_NONE) { putMotion(s, PEND_CARRY, CARRY_NONE); turnNews.progress = true; }
}

/** Drops what a standing piece holds (on a spinner or lost in a cave) onto `cell`. */
export function dropHeld(s: State, q: number, cell: number): void {
  const f = s.u8[P_FLAGS + q];
  const f2 = s.u8[P_FLAGS2 + q];
  if ((f & F_CARRY) !== 0) { put(s, COINS + cell, s.u8[COINS + cell] + ((f2 & F2_COIN2) !== 0 ? 2 : 1)); put(s, P_FLAGS + q, f & ~F_CARRY); }
  if ((f2 & F2_TREASURE) !== 0) put(s, TREASURE_AT, cell);
  if ((f2 & (F2_TREASURE | F2_COIN2)) !== 0) put(s, P_FLAGS2 + q, f2 & ~(F2_TREASURE | F2_COIN2));
  if ((s.u8[OPTIONS] & OPT_EXPANSION) !== 0) moveItems(s, HOLD_PIECE + q, 0, HOLD_LYING, cell);
}

/** Delivers what the piece in motion carries to crew `ship`'s ship (or launched boat, which counts the same: X-R9). */
export function deliver(s: State, ship: number): void {
  const item = s.u8[PEND_CARRY];
  if (item === CARRY_NONE) return;
  if (item & CARRY_COIN) put(s, SHIP_COINS + ship, s.u8[SHIP_COINS + ship] + coinsIn(item));
  if (item & CARRY_TREASURE) put(s, TREASURE_SHIP, ship);
  if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_ABOARD + ship, NO_CELL);
  putMotion(s, PEND_CARRY, CARRY_NONE);
  turnNews.progress = true;
}

/** True when an item is still carried by the piece in motion. */
export function anyMoving(s: State): boolean {
  for (let i = 0; i < ITEM_COUNT; i++) if (s.u8[ITEM_HOLD + i] === HOLD_MOVING) return true;
  return false;
}

/** Without the expansion: piece p takes `item` (one coin or the treasure) from `from`, putting down what he holds and does not take. */
export function takeItem(s: State, p: number, from: number, item: number): void {
  const u8 = s.u8;
  const flags = u8[P_FLAGS + p];
  const flags2 = u8[P_FLAGS2 + p];
  // Take the item: the one held, or one lying here; anything held and not taken is put down.
  if (item === CARRY_COIN && (flags & F_CARRY) === 0) put(s, COINS + from, u8[COINS + from] - 1);
  if (item === CARRY_TREASURE && (flags2 & F2_TREASURE) === 0) put(s, TREASURE_AT, NO_CELL);
  if (item !== CARRY_COIN && (flags & F_CARRY) !== 0) put(s, COINS + from, u8[COINS + from] + 1);
  if (item !== CARRY_TREASURE && (flags2 & F2_TREASURE) !== 0) put(s, TREASURE_AT, from);
  if (item === CARRY_TREASURE && (flags2 & F2_TREASURE) !== 0) put(s, TREASURE_AT, NO_CELL);
}

/**
 * With the expansion: piece p puts down on `from` all he holds (on a spinner, or lost in a
 * cave) and takes `load` from there: up to two coins, the treasure, the items. Returns the
 * PEND_CARRY bits of what he carries.
 */
export function takeLoad(s: State, p: number, from: number, load: number): number {
  const u8 = s.u8;
  dropHeld(s, p, from);
  let item = CARRY_NONE;
  if (load & COIN_BIT) {
    const n = (load & COIN2_BIT) !== 0 ? 2 : 1;
    put(s, COINS + from, u8[COINS + from] - n);
    item |= n === 2 ? CARRY_COIN | CARRY_COIN2 : CARRY_COIN;
  }
  if (load & TREASURE_BIT) { put(s, TREASURE_AT, NO_CELL); item |= CARRY_TREASURE; }
  if ((load & LOAD_BITS & ~(COIN_BIT | COIN2_BIT | TREASURE_BIT)) !== 0 && takeItems(s, p, from, load)) item |= CARRY_ITEMS;
  return item;
}
