/**
 * Caves of Treasure Island (full-rules-ru.txt 381 "Пещера"; FAQ 569, 572, 584, 587;
 * docs/RULES.md TI-R9, TI-R10): one system. With only one cave open a piece entering it is
 * lost underground, holding what it carried; when a second opens the lost come out there
 * and the opener goes to theirs; with two or more open a piece entering one comes out at
 * another free one in the same move (the player's choice among several).
 */

import * as geometryModule from './geometry.js';
import * as stateModule from './state.js';
import { Pending, State } from './state.js';
import * as motionModule from './motion.js';
import { Kind } from './tiles.js';
import * as itemsModule from './items.js';
import * as treasureIslandModule from './treasure-island.js';
import * as coinsModule from './coins.js';
import * as fightModule from './fight.js';
import * as stopModule from './stop.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { NO_CELL } = geometryModule;
const {
  CARRY_COIN, CARRY_COIN2, CARRY_ITEMS, CARRY_NONE, CARRY_TREASURE, COINS, F_CARRY, F_LOST, F2_COIN2, F2_CONVERTED, F2_TREASURE, HOLD_MOVING,
  HOLD_PIECE, MAX_PIECES, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PEND_CARRY, PEND_PIECE, PENDING, TREASURE_AT, placePiece, put,
} = stateModule;
const { putMotion } = motionModule;
const { moveItems } = itemsModule;
const { caveExits, enemyPieces } = treasureIslandModule;
const { dropHeld } = coinsModule;
const { lowBit, strike } = fightModule;
const { stop } = stopModule;

const exitScratch = new Uint8Array(8);

/** Mask of pieces lost in the cave system. */
export function lostPieces(s: State): number {
  let m = 0;
  for (let p = 0; p < MAX_PIECES; p++) if ((s.u8[P_FLAGS + p] & F_LOST) !== 0) m |= 1 << p;
  return m;
}

/** Lost pieces come out of the cave at `cell`, putting down what they hold there. */
export function emerge(s: State, lost: number, cell: number): void {
  for (let b = lost; b !== 0; b &= b - 1) {
    const q = lowBit(b);
    placePiece(s, q, cell);
    put(s, P_FLAGS + q, s.u8[P_FLAGS + q] & ~F_LOST);
    dropHeld(s, q, cell);
  }
}

/**
 * The piece has entered cave `cell` (whose enemies it has already met). With another
 * cave open it comes out at a free exit (a choice when there are several); with none,
 * it is lost underground until one opens (full-rules-ru.txt, "Пещера"). Returns true
 * when a choice is pending.
 */
export function enterCave(s: State, p: number, cell: number, enemies: number): boolean {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  if (enemies !== 0) strikeAtMouth(s, cell, enemies, crew);
  const lost = lostPieces(s) & ~(1 << p);
  if (lost !== 0) {
    const other = u8[P_CELL + lowBit(lost)];
    if (other !== cell) {
      // A second cave has opened: the lost come out here, the opener goes through to theirs.
      placePiece(s, p, cell);
      emerge(s, lost, cell);
      return stop(s, p, other, Kind.Cave, 0);
    }
  }
  const n = caveExits(s, cell, enemyPieces(s, crew), exitScratch);
  if (n < 0) { getLost(s, p, cell); return false; } // no other cave open
  if (n === 0) return stop(s, p, cell, Kind.Cave, 0); // every exit blocked by an enemy: he stays at the mouth
  if (n === 1) return stop(s, p, exitScratch[0], Kind.Cave, 0);
  placePiece(s, p, cell);
  putMotion(s, PEND_PIECE, p);
  put(s, PENDING, Pending.CaveExit);
  return true;
}

/**
 * The piece entering cave `cell` strikes the enemies at its mouth and picks up the loot lying
 * there to take it through (FAQ 584: "встали на клетку пещеры, взяли монету и оказались с ней
 * в другом выходе"). He came empty-handed (no striking with a coin); the treasure first, being
 * worth 3.
 */
function strikeAtMouth(s: State, cell: number, enemies: number, crew: number): void {
  const u8 = s.u8;
  strike(s, cell, enemies, crew);
  if (u8[TREASURE_AT] === cell) { put(s, TREASURE_AT, NO_CELL); putMotion(s, PEND_CARRY, CARRY_TREASURE); }
  else if (u8[COINS + cell] !== 0) { put(s, COINS + cell, u8[COINS + cell] - 1); putMotion(s, PEND_CARRY, CARRY_COIN); }
}

/** The only open cave: piece p is lost inside, holding what he carries. */
function getLost(s: State, p: number, cell: number): void {
  const u8 = s.u8;
  placePiece(s, p, cell);
  const item = u8[PEND_CARRY];
  putMotion(s, PEND_CARRY, CARRY_NONE);
  put(s, P_FLAGS + p, F_LOST | ((item & CARRY_COIN) !== 0 ? F_CARRY : 0));
  put(s, P_FLAGS2 + p, (u8[P_FLAGS2 + p] & F2_CONVERTED) | ((item & CARRY_TREASURE) !== 0 ? F2_TREASURE : 0) | ((item & CARRY_COIN2) !== 0 ? F2_COIN2 : 0));
  if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_PIECE + p, NO_CELL);
}
