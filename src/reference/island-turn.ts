/**
 * Treasure Island parts of a turn in the reference model: the moves the classic set does
 * not have (giving rum, the island's choices) and what the island adds at the end of a
 * turn (the grass). Classic games never reach them.
 */

import type { Game, Pending, Piece } from './game.js';
import type { Move } from './notation.js';

export function playOpening(_g: Game, m: Move): void {
  throw new Error(`reference: ${m.kind} is not covered yet`);
}

export function playChoice(_g: Game, t: Pending, m: Move): void {
  throw new Error(`reference: ${m.kind} during a ${t.kind} choice is not covered yet`);
}

/** Before a piece leaves its cell (a rum bottle used to get out of a trap or off a spinner). */
export function beforeMove(_g: Game, _p: Piece, _m: Move): void {}

/** Whether a ship sailing onto this friendly swimmer picks him up. */
export function sailPicksUp(_p: Piece): boolean {
  return true;
}

export function endTurn(_g: Game): void {}
