/**
 * Roger's wheel (the Jolly Roger box, full-rules-ru.txt lines 1010-1014): "a pirate who
 * comes onto this cell moves in the direction of its arrows; at the end of your turn turn
 * the cell 90 degrees clockwise; it turns only once a turn, even if a pirate passed it
 * several times".
 *
 * Designed (the text has no picture): the wheel's arrows all point one way, north when laid
 * unturned, so it sends an arriving piece one cell on like a one-arrow tile, straight, and
 * its quarter turns (tile byte bits 6-7, tiles.ts) walk that way round N, E, S, W. "Your
 * turn" is the turn of the crew whose move brought a piece onto it: only the crew on turn
 * moves pieces onto tiles (the bear and the tortoise act on no tile), so that is the turn in
 * which it was passed. A wheel passed is marked in V[WHEEL_DUE] (up to three cells a byte
 * each; cell 0 is always sea, so 0 is "none"); `turnWheels` turns each marked wheel once
 * when the turn closes and clears the marks. A wheel the earthquake moved away before the
 * turn's end is not turned (its old cell no longer holds a wheel).
 */

import { type State } from './state.js';
import * as stateModule from './state.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { TILE, WHEEL_DUE } = stateModule;
const { kindOf, turnsOf } = tilesModule;

/** The direction (geometry.ts numbering) a laid wheel sends a piece: north turned by its quarter turns. */
export const wheelDir = (t: number): number => (2 * turnsOf(t)) & 7;

/** Marks the wheel on cell c as passed this turn (once, however often). */
export function wheelPassed(s: State, c: number): void {
  const due = s.v[WHEEL_DUE];
  for (let shift = 0; shift < 24; shift += 8) {
    const x = (due >> shift) & 255;
    if (x === c) return;
    if (x === 0) { s.v[WHEEL_DUE] = due | (c << shift); return; }
  }
}

/** The end of a turn: each wheel passed in it turns a quarter clockwise (line 1012), once (line 1014). */
export function turnWheels(s: State): void {
  let due = s.v[WHEEL_DUE];
  if (due === 0) return;
  s.v[WHEEL_DUE] = 0;
  while (due !== 0) {
    const c = due & 255, t = s.u8[TILE + c];
    due >>>= 8;
    if (t !== 0 && kindOf(t) === Kind.Wheel) s.u8[TILE + c] = Kind.Wheel | (((turnsOf(t) + 1) & 3) << 6);
  }
}
