/**
 * The palm (the Isle of Tides box, full-rules-ru.txt lines 1036-1042): a pirate enters its
 * cell as an empty tile and may spend another move to climb up the palm itself. Up there he
 * cannot be fought, abilities do not act on him, the bear neither smells him nor goes to him
 * (line 1040). He climbs up with nothing in his hands (a coin stays below; a climb is a move
 * of its own, so it never carries one), not onto an occupied palm, and he does not climb down
 * while anyone stands below, a comrade, an islander or the bear (line 1042).
 *
 * Designed: climbing up and climbing down are each a move (`W1 up`, `W1 down`: a step onto
 * the piece's own cell, moves.ts), and climbing down puts him on the palm's cell, from where
 * he walks on later; "anyone below" also counts the tortoise (a character on the cell). Who
 * is up: bit p of V[UP] (state.ts), the palm being the piece's cell.
 *
 * Any piece climbs, Friday and the preaching missionary too (A-J15, ruling): 1038's climb has
 * no subject ("А можно потратить ещё ход, чтобы … залезть на саму пальму", as "На эту клетку
 * можно заходить" before it, said of every piece), and the islanders' passages (914-924, 994)
 * name no palm. Up there 1040 holds for them as for a pirate: Friday is not won over (nobody
 * fights him, `enemyFridayAt`), the bear does not bite him; what is a rule of the cell stays
 * (the preacher's bar and shield, 914, A-R30; Friday meeting the preacher, 994).
 */

import * as rulesModule from './rules.js';
import { type State } from './state.js';
import * as stateModule from './state.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { canAct } = rulesModule;
const { BEAR, P_CELL, PIECES, TILE, TORTOISE, UP } = stateModule;
const { kindOf } = tilesModule;

/** Whether piece p sits up a palm. */
export const isUp = (s: State, p: number): boolean => ((s.v[UP] >> p) & 1) !== 0;

/** Whether cell c holds an open palm. */
export const isPalm = (s: State, c: number): boolean => s.u8[TILE + c] !== 0 && kindOf(s.u8[TILE + c]) === Kind.Palm;

/** Whether piece p, standing on land cell c, may climb up the palm there (line 1038, 1042). */
export function mayClimbUp(s: State, p: number, c: number): boolean {
  if (!isPalm(s, c) || !canAct(s, p)) return false;
  const up = s.v[UP];
  if (up === 0) return true;
  for (let q = 0; q < PIECES; q++) if (((up >> q) & 1) !== 0 && s.u8[P_CELL + q] === c) return false; // occupied palm
  return true;
}

/** Whether piece p, up the palm on cell c, may climb down: nobody below (line 1042). */
export function mayClimbDown(s: State, p: number, c: number): boolean {
  if (!canAct(s, p) || s.v[BEAR] === c || s.v[TORTOISE] === c) return false;
  for (let q = 0; q < PIECES; q++) if (q !== p && s.u8[P_CELL + q] === c) return false;
  return true;
}

/** Plays a climb (a step onto the piece's own palm cell): up if below, down if up. False when c is no palm (a labyrinth step). */
export function climb(s: State, p: number, c: number): boolean {
  if (!isPalm(s, c)) return false;
  s.v[UP] ^= 1 << p;
  return true;
}
