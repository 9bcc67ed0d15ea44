/**
 * Fights and deaths (rulebook 89-117): a struck piece goes back to its ship leaving what it
 * held on the cell, Friday struck changes sides and stays (full-rules-ru.txt 351), a dead
 * piece leaves the board; and a step along a spinner that strikes the enemies on the step
 * it reaches (rules README ruling 5).
 */

import * as geometryModule from './geometry.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import * as treasureIslandModule from './treasure-island.js';
import * as coinsModule from './coins.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { IS_LAND, NO_CELL } = geometryModule;
const { F_STEP_MASK, F_STEP_SHIFT, F2_CONVERTED, FRIDAY, MISSIONARY, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PIECES_AT_U16, SHIP_CELL, placePiece, put } = stateModule;
const { enemyPieces } = treasureIslandModule;
const { dropCarry, dropHeld } = coinsModule;
const { endTurn } = turnEndModule;

/** Index of the lowest set bit of a non-zero piece mask. */
export const lowBit = (b: number): number => 31 - Math.clz32(b & -b);
/** lowBit for this module's loops: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const localLowBit = lowBit;

/**
 * Removes a piece from the board (dead; an inhabitant leaves the game). What it held
 * standing (on a spinner, or lost in a cave) stays on its cell, as a struck pirate's
 * does (docs/RULES.md TI-R6: Friday leaving with a coin used to take it out of the game).
 */
export function kill(s: State, p: number): void {
  const at = s.u8[P_CELL + p];
  if (at !== NO_CELL && IS_LAND[at] === 1) dropHeld(s, p, at);
  placePiece(s, p, NO_CELL);
  put(s, P_FLAGS + p, 0);
  put(s, P_FLAGS2 + p, s.u8[P_FLAGS2 + p] & F2_CONVERTED);
}

/**
 * Struck pieces on `cell`: each goes back to its own ship, leaving what it held on the
 * cell; Friday instead changes sides to the attacker's crew and stays (full-rules-ru.txt, "Пятница").
 */
export function strike(s: State, cell: number, struck: number, attackerCrew: number): void {
  for (let b = struck; b !== 0; b &= b - 1) {
    const q = localLowBit(b);
    if (q === FRIDAY) { put(s, P_CREW + q, attackerCrew); continue; }
    dropHeld(s, q, cell);
    put(s, P_FLAGS + q, 0);
    placePiece(s, q, s.u8[SHIP_CELL + s.u8[P_CREW + q]]);
  }
}

/**
 * Piece p advances one step on the spinner it stands on and strikes the enemies on the step
 * it reaches (ruling 5); a coin he holds stays at the spinner's exit, since no one strikes
 * with a coin in hand (R12). The sober missionary reaching Friday's step (Friday of any crew:
 * movegen.ts mayAdvance lets him onto the enemy's only when Friday is alone there) meets him
 * and both vanish, what Friday holds staying on the tile (full-rules-ru.txt 341 "окажется с
 * ним на одной клетке"; a step is a cell, ruling 5; docs/RULES.md TI-R22).
 */
export function advanceOnSpinner(s: State, p: number): void {
  const u8 = s.u8;
  const from = u8[P_CELL + p];
  const flags = u8[P_FLAGS + p];
  const step = ((flags & F_STEP_MASK) >> F_STEP_SHIFT) + 1;
  const crew = u8[P_CREW + p];
  const enemies = s.u16[PIECES_AT_U16 + from] & enemyPieces(s, crew);
  let struck = 0;
  for (let b = enemies; b !== 0; b &= b - 1) {
    const q = localLowBit(b);
    if (((u8[P_FLAGS + q] & F_STEP_MASK) >> F_STEP_SHIFT) === step) struck |= 1 << q;
  }
  put(s, P_FLAGS + p, (flags & ~F_STEP_MASK) | (step << F_STEP_SHIFT));
  if (p === MISSIONARY && (u8[P_FLAGS2 + p] & F2_CONVERTED) === 0 && u8[P_CELL + FRIDAY] === from
    && ((u8[P_FLAGS + FRIDAY] & F_STEP_MASK) >> F_STEP_SHIFT) === step) {
    kill(s, FRIDAY);
    kill(s, p);
    return;
  }
  if (struck !== 0) {
    dropHeld(s, p, from);
    strike(s, from, struck, crew);
  }
}

/**
 * The piece in motion dies in its chain (a cycle, R6, TI-R18; an impossible move, FAQ 458
 * "Любое невозможное действие приводит к смерти"): what it carries goes back to where the
 * turn began (R7), and the turn ends.
 */
export function killMover(s: State, p: number): void {
  dropCarry(s);
  kill(s, p);
  endTurn(s);
}
