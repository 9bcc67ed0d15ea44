/**
 * Treasure Island hooks of the reference model: the places where the island's tiles and
 * inhabitants change a classic rule. Each hook returns the classic answer for the classic
 * set (and for ordinary pirates), so chain.ts and moves.ts read as the classic rules.
 *
 * Not yet covered: the Treasure Island set as a whole (inhabitants, rum bottles, caves,
 * earthquake, grass, lighthouse, carramba, thicket, galleon). The differential test plays
 * classic games only until these are written.
 */

import type { Cell } from './board.js';
import type { Game, Pending, Piece } from './game.js';

/** A struck piece that does not go back to a ship (Friday changes sides): handled, true. */
export function strikeSpecial(_g: Game, _victim: Piece, _c: Cell): boolean {
  return false;
}

/** Whether a piece arriving at a friendly ship goes aboard. */
export function mayBoard(_p: Piece): boolean {
  return true;
}

/** Meetings at sea that are not plain strikes (inhabitants): handled, true. */
export function meetAtSea(_g: Game, _p: Piece, _c: Cell): boolean {
  return false;
}

/** Effects of turning a tile over beyond placing it (characters, bottles...): handled the whole arrival, true. */
export function onReveal(_g: Game, _t: Pending, _c: Cell): boolean {
  return false;
}

export function cannibalSpares(_p: Piece): boolean {
  return false;
}

/** Island tiles with their own arrival (cave, carramba, lighthouse...): handled, true. */
export function arriveSpecial(_g: Game, _t: Pending, _c: Cell): boolean {
  return false;
}

/** Whether the piece may strike the enemies it meets here (the missionary forbids it). */
export function mayStrikeHere(_g: Game, _p: Piece, _c: Cell, _met: Piece[]): boolean {
  return true;
}

/** Whether a coin may be carried onto this tile (the thicket takes no items). */
export function mayCarryInto(_g: Game, _c: Cell): boolean {
  return true;
}

export function spinnerEntryStep(_g: Game, _p: Piece, _c: Cell): number {
  return 1;
}

export function trapCatches(_p: Piece): boolean {
  return true;
}

export function drinksAtBarrel(_g: Game, _p: Piece): boolean {
  return true;
}

/** After a piece settles: an island effect that asks for a decision returns true. */
export function afterSettle(_g: Game, _t: Pending, _p: Piece, _c: Cell): boolean {
  return false;
}
