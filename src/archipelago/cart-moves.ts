/**
 * The steps that take the cart along (cart.ts, line 975): for each piece of the crew on turn
 * standing where the cart is, on land or aboard the ship that holds it, a step by the coins'
 * rules (open tiles where a coin may lie, no striking, an own or allied ship) with the cart
 * alone, with one coin, or with two (line 973). Apart from movegen.ts so that the cart's
 * rules stay in one place; allocates nothing.
 */

import * as geometryModule from './geometry.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import * as rulesModule from './rules.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { STEP } = geometryModule;
const { CART_BIT, COIN2_BIT, COIN_BIT, move } = movesModule;
const { canAct, isLand, isPreacher, mayEnterLand, shipAt } = rulesModule;
const { ABOARD, allied, CART, COINS, FRIDAY, labStep, MISSIONARY, P_CELL, P_CREW, SHIP, TILE, UP } = stateModule;
const { kindOf, labSteps } = tilesModule;

/** Appends the cart-carrying steps of crew's pieces to out from n (`markPieces` done); returns the new count. */
export function cartMoves(s: State, crew: number, out: Int32Array, n: number): number {
  const cart = s.v[CART];
  if (cart === 0) return n;
  for (let p = 3 * crew; p <= 3 * crew + 5; p++) {
    const q = p >= 3 * crew + 3 ? MISSIONARY + p - 3 * crew - 3 : p;
    if (q > FRIDAY || s.u8[P_CREW + q] !== crew || s.u8[P_CELL + q] !== cart || isPreacher(s, q) || !canAct(s, q)) continue;
    n = cartSteps(s, q, crew, cart, out, n);
  }
  return n;
}

function cartSteps(s: State, p: number, crew: number, at: number, out: Int32Array, n: number): number {
  if (at >= ABOARD) { // off the ship with the cart: onto land where a coin may go
    const sc = s.u8[SHIP + at - ABOARD];
    for (let d = 0; d < 8; d++) {
      const m = STEP[sc * 8 + d];
      if (m >= 0 && isLand(s, m) && mayEnterLand(s, p, crew, m, true, true)) out[n++] = move(MoveKind.Step, p, m) | CART_BIT;
    }
    return n;
  }
  if (!isLand(s, at) || ((s.v[UP] >> p) & 1) !== 0) return n;
  const step = labStep(s, p);
  if (step > 0 && step < labSteps(kindOf(s.u8[TILE + at]))) return n; // still inside a labyrinth
  const coins = Math.min(2, s.u8[COINS + at]);
  for (let d = 0; d < 8; d++) {
    const m = STEP[at * 8 + d];
    if (m < 0) continue;
    if (isLand(s, m) ? !mayEnterLand(s, p, crew, m, true, true) : shipAt(s, m) < 0 || !allied(s, crew, shipAt(s, m))) continue;
    const base = move(MoveKind.Step, p, m) | CART_BIT;
    out[n++] = base;
    if (coins >= 1) out[n++] = base | COIN_BIT;
    if (coins >= 2) out[n++] = base | COIN_BIT | COIN2_BIT;
  }
  return n;
}
