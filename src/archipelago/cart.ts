/**
 * The cart of Thousand Caves (line 971), rulings A-B11..A-B12 in docs/RULES.md. Turned over,
 * the cart figure stands on its tile (V[CART]). A piece that may carry coins (a pirate, Ben
 * Gunn, Friday; not the preaching missionary, line 924) takes it along on a step from its
 * cell, or down from its ship, and with the cart carries two coins at once (line 973). The
 * cart goes by the coins' rules (line 975): only onto open tiles where a coin may lie, never
 * while striking, back where the move began when the move fails, sunk in the sea, aboard an
 * own or allied ship with its carrier (and taken off again by any of that ship's pieces).
 */

import { State } from './state.js';
import * as stateModule from './state.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CART, CART_HELD } = stateModule;
const { NO_COIN } = tilesModule;

/** The cart tile of kind k just turned over at n: the cart figure stands there. */
export function cartFound(s: State, k: number, n: number): void {
  if (k === Kind.Cart) s.v[CART] = n;
}

/** The moving piece at `from` (a cell or 240 + k aboard) takes the cart along. */
export function cartTaken(s: State, from: number): void {
  s.v[CART] = from; s.v[CART_HELD] = 1;
}

/** The held cart goes back where the move began (the coin's rule, ruling of record 3). */
export function cartBack(s: State): void {
  s.v[CART_HELD] = 0;
}

/** The carrier stands on the open tile n of kind k: the cart with it, or back where it began on a tile no coin may lie on; at the cannibal it is gone with Friday's coins (line 992). */
export function cartDown(s: State, n: number, k: number): void {
  if (s.v[CART_HELD] === 0) return;
  s.v[CART_HELD] = 0;
  if (k === Kind.Cannibal) s.v[CART] = 0;
  else if (!NO_COIN[k]) s.v[CART] = n;
}

/** The carrier boards ship k with it (or, onto an enemy ship, it sinks: aboard = -1). */
export function cartAboard(s: State, aboard: number): void {
  if (s.v[CART_HELD] === 0) return;
  s.v[CART_HELD] = 0;
  s.v[CART] = aboard < 0 ? 0 : 240 + aboard;
}

/** The carrier lands in the sea: the cart sinks (line 1065). */
export function cartSunk(s: State): void {
  if (s.v[CART_HELD] === 0) return;
  s.v[CART_HELD] = 0; s.v[CART] = 0;
}
