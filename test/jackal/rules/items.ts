/**
 * Test helper for the "original" expansion's scenarios: a board with the expansion on, and
 * where each of its items is, as short text a scenario can compare with what a passage says.
 */
import { cellName } from '../../../src/jackal/geometry.js';
import { CREW_LETTERS } from '../../../src/jackal/options.js';
import {
  HOLD_ABOARD, HOLD_AFLOAT, HOLD_GONE, HOLD_HIDDEN, HOLD_LYING, HOLD_PIECE, ITEM_BALL1, ITEM_BALL2, ITEM_BARROW, ITEM_BOAT, ITEM_CELL, ITEM_HOLD,
  State,
} from '../../../src/jackal/state.js';
import { board, BoardSpec, pirateName } from './board.js';

/** `board` with `expansion: original` (the spec's own options added). */
export const xboard = (spec: BoardSpec = {}): State => board({ ...spec, options: { expansion: 'original', ...spec.options } });

/**
 * Where item `slot` (ITEM_BOAT, ITEM_BALL1, ITEM_BALL2, ITEM_BARROW) is: a cell name (lying there),
 * `afloat:w:e1` (the launched boat), `aboard:w`, `held:w1` (carried on a spinner's step or in a cave),
 * `gone`, or `face-down` (its tile not yet turned over).
 */
export function item(s: State, slot: number): string {
  const h = s.u8[ITEM_HOLD + slot], c = s.u8[ITEM_CELL + slot];
  if (h === HOLD_HIDDEN) return 'face-down';
  if (h === HOLD_LYING) return cellName(c);
  if (h === HOLD_GONE) return 'gone';
  if (h >= HOLD_AFLOAT && h < HOLD_AFLOAT + 4) return `afloat:${CREW_LETTERS[h - HOLD_AFLOAT]}:${cellName(c)}`;
  if (h >= HOLD_ABOARD && h < HOLD_ABOARD + 4) return `aboard:${CREW_LETTERS[h - HOLD_ABOARD]}`;
  if (h >= HOLD_PIECE) return `held:${pirateName(h - HOLD_PIECE)}`;
  return `code ${h}`;
}

export const boatAt = (s: State): string => item(s, ITEM_BOAT);
export const barrowAt = (s: State): string => item(s, ITEM_BARROW);
/** Both cannonballs' places, sorted (the two are alike). */
export const ballsAt = (s: State): string[] => [item(s, ITEM_BALL1), item(s, ITEM_BALL2)].sort();
