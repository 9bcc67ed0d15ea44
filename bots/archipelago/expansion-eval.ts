/**
 * Rules of thumb for the expansion boxes' pieces and tiles (src/archipelago/islanders.ts,
 * caves.ts, cart.ts), added to a crew's worth by eval.ts, in hundredths of a coin aboard.
 * Ben Gunn needs nothing here: he is a pirate, so eval.ts already counts him and lets him
 * carry. The rest:
 *   Friday playing for the crew: `FRIDAY_WORTH` (a carrier that cannot be struck off a coin
 *     but can be turned), and eval.ts counts him as a carrier;
 *   a piece lost in the caves: less `LOST_IN_CAVES` (it can do nothing until the next cave);
 *   the cart with an own piece or aboard the own ship: `CART_WORTH` (two coins a trip);
 *   an own pirate on the spyglass while the ship has rowers: `SPYGLASS_WORTH`.
 * Zero on islands without these tiles, so islands 1-4 are played as before.
 */

import { ABOARD, CART, CAVED, FRIDAY, isPirate, OUT, P_CELL, P_CREW, P_STAT, PIECES, State, TILE } from '../../src/archipelago/state.js';
import { Kind, kindOf } from '../../src/archipelago/tiles.js';

export const FRIDAY_WORTH = 15, LOST_IN_CAVES = 20, CART_WORTH = 12, SPYGLASS_WORTH = 4;

/** The expansion terms of crew k's worth. */
export function expansionWorth(s: State, k: number): number {
  const cart = s.v[CART];
  let v = 0, rowers = 0, spyglass = false, hasCart = cart === ABOARD + k;
  for (let p = 0; p < PIECES; p++) {
    const c = s.u8[P_CELL + p];
    if (s.u8[P_CREW + p] !== k || c === OUT) continue;
    if (p === FRIDAY) v += FRIDAY_WORTH;
    if ((s.u8[P_STAT + p] & CAVED) !== 0) v -= LOST_IN_CAVES;
    if (cart !== 0 && c === cart) hasCart = true;
    if (c === ABOARD + k && isPirate(s, p)) rowers++;
    else if (c < ABOARD && isPirate(s, p) && s.u8[TILE + c] !== 0 && kindOf(s.u8[TILE + c]) === Kind.Spyglass) spyglass = true;
  }
  if (hasCart) v += CART_WORTH;
  if (spyglass && rowers > 0) v += SPYGLASS_WORTH;
  return v;
}
