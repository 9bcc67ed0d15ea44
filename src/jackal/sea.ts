/**
 * The sea (rulebook 55-67; rules README rulings 1, 2): a piece arriving on a sea cell is
 * taken aboard a ship of its team, dies on an enemy's, or swims, striking (at sea: killing)
 * a swimmer there, with the water rules of the island's inhabitants (tile-notes-ru.txt,
 * water and ships; docs/RULES.md TI-R7); the expansion's boat is launched onto a free berth
 * (X-R7); a ship or the launched boat sails, with everyone aboard (R5, X-R16).
 */

import * as geometryModule from './geometry.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import * as motionModule from './motion.js';
import * as movesModule from './moves.js';
import * as movegenModule from './movegen.js';
import * as itemsModule from './items.js';
import * as treasureIslandModule from './treasure-island.js';
import * as coinsModule from './coins.js';
import * as fightModule from './fight.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { NO_CELL, SHIP_SIDE } = geometryModule;
const {
  CARRY_ITEMS, FRIDAY, HOLD_AFLOAT, HOLD_MOVING, ITEM_BOAT, ITEM_CELL, ITEM_HOLD, MISSIONARY, P_CREW, P_FLAGS, PEND_CARRY, PIECES_AT_U16, SHIP_CELL,
  placePiece, put,
} = stateModule;
const { putMotion } = motionModule;
const { BOAT_SAIL } = movesModule;
const { vesselAt } = movegenModule;
const { setItem } = itemsModule;
const { enemyPieces, isFighter, isPreacher, preacherCell, teamOfCrew } = treasureIslandModule;
const { anyMoving, deliver, loseCarry } = coinsModule;
const { kill, lowBit } = fightModule;
const { turnNews } = turnEndModule;

/**
 * The piece in motion arrives on a sea cell: aboard a friendly ship, dead on an enemy
 * one, else swimming; a swimmer met there is struck, which at sea kills (ruling 2),
 * with the water rules of the island's inhabitants (tile-notes-ru.txt, water and ships).
 */
export function arriveSea(s: State, p: number, cell: number): void {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  const ship = vesselAt(s, cell);
  if (ship >= 0) {
    if (teamOfCrew(s, ship) === teamOfCrew(s, crew)) {
      placePiece(s, p, cell);
      put(s, P_FLAGS + p, 0);
      deliver(s, ship);
    } else {
      loseCarry(s);
      kill(s, p);
    }
    return;
  }
  if ((u8[PEND_CARRY] & CARRY_ITEMS) !== 0 && u8[ITEM_HOLD + ITEM_BOAT] === HOLD_MOVING && SHIP_SIDE[cell] !== NO_CELL && isFighter(s, p)) {
    launch(s, p, cell);
    return;
  }
  loseCarry(s);
  if (swim(s, p, cell, crew)) {
    placePiece(s, p, cell);
    put(s, P_FLAGS + p, 0);
  }
}

/**
 * Piece p of `crew` swims onto `cell` and meets who swims there (TI-R7): Friday and the
 * missionary meeting both vanish, either dies meeting anyone else; a pirate striking the
 * missionary dies; else enemy swimmers die and an enemy Friday changes sides. Returns
 * false when p is gone. Does not place p: the caller does (arriveSea, and cannon.ts for
 * a comrade who flies along from the cannon, X-R20).
 */
export function swim(s: State, p: number, cell: number, crew: number): boolean {
  const here = s.u16[PIECES_AT_U16 + cell];
  const enemies = here & enemyPieces(s, crew);
  const preacher = preacherCell(s) === cell && p !== MISSIONARY;
  if (p === FRIDAY || isPreacher(s, p)) {
    // Friday and the missionary meet and both vanish; either dies striking anyone else. Not
    // where an enemy of the mover swims with the other: then he dies alone, as a chain ending
    // there kills him on land (docs/RULES.md TI-R6, TI-R23).
    const partner = p === FRIDAY ? (preacher ? MISSIONARY : -1) : ((here >> FRIDAY) & 1 ? FRIDAY : -1);
    if (partner >= 0 && (enemies & ~(1 << partner)) === 0) { kill(s, partner); kill(s, p); return false; }
    if (enemies !== 0) { kill(s, p); return false; }
  } else if (enemies !== 0) {
    if (preacher && (enemies & (1 << MISSIONARY)) !== 0) { kill(s, p); return false; } // striking the missionary: the pirate dies
    for (let b = enemies; b !== 0; b &= b - 1) {
      const q = lowBit(b);
      if (q === FRIDAY) put(s, P_CREW + q, crew); // Friday changes sides instead
      else kill(s, q);
    }
  }
  return true;
}

/**
 * The piece in motion brings the boat onto free water at berth `cell` (the expansion,
 * docs/RULES.md X-R7): the boat is launched there as a vessel of his crew with him aboard,
 * whatever else he carries is aboard it (X-R9), his team's swimmers there are picked up
 * and enemy swimmers drown (tile-notes-ru.txt 209 "Шлюпка может подбирать пиратов из воды
 * в момент спуска на воду"; 71 "топить плещущихся врагов").
 */
function launch(s: State, p: number, cell: number): void {
  const crew = s.u8[P_CREW + p];
  setItem(s, ITEM_BOAT, HOLD_AFLOAT + crew, cell);
  for (let b = s.u16[PIECES_AT_U16 + cell] & enemyPieces(s, crew); b !== 0; b &= b - 1) kill(s, lowBit(b));
  placePiece(s, p, cell);
  put(s, P_FLAGS + p, 0);
  if ((s.u8[PEND_CARRY] & CARRY_ITEMS) !== 0 && !anyMoving(s)) putMotion(s, PEND_CARRY, s.u8[PEND_CARRY] & ~CARRY_ITEMS);
  deliver(s, crew);
  turnNews.progress = true;
}

/**
 * Sails ship k (or, k >= BOAT_SAIL, crew k - BOAT_SAIL's launched boat) to cell `to`,
 * carrying everyone aboard; picks up friendly swimmers, drowns enemy ones.
 */
export function sail(s: State, k: number, to: number): void {
  const boat = k >= BOAT_SAIL;
  if (boat) k -= BOAT_SAIL;
  const from = boat ? s.u8[ITEM_CELL + ITEM_BOAT] : s.u8[SHIP_CELL + k];
  const aboard = s.u16[PIECES_AT_U16 + from];
  const there = s.u16[PIECES_AT_U16 + to];
  const enemies = enemyPieces(s, k);
  for (let b = there & enemies; b !== 0; b &= b - 1) kill(s, lowBit(b));
  for (let b = aboard; b !== 0; b &= b - 1) placePiece(s, lowBit(b), to);
  if (boat) put(s, ITEM_CELL + ITEM_BOAT, to);
  else put(s, SHIP_CELL + k, to);
}
