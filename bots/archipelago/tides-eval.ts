/**
 * Rules of thumb for Jolly Roger and the Isle of Tides (src/archipelago/palm.ts, tide.ts),
 * for the heuristic, in hundredths of a coin aboard:
 *   a pirate up a palm while an enemy pirate stands next to the palm or the bear is within
 *     two steps: `UP_SAFE` (he cannot be struck or bitten there, line 1040); up a palm with
 *     no such threat: less `UP_IDLE` (he does nothing up there but wait);
 *   the tide's picks (`tidePick`): a crew ahead takes face-down beach tiles first (a chest
 *     under one leaves the game, and with it coins the others could still win back), a crew
 *     behind takes open ones first; then the cell nearest the leading other side's ship (its
 *     own beach shrinks). Chosen directly, not by the evaluation, which sees every pick alike.
 * The wheel and the tortoise need nothing here: the look-ahead plays the wheel's push, and
 * the tortoise matters only to swimmers, which the move generator offers it to.
 * Zero on islands without a palm or a tide, so islands 1-4 are played as before.
 */

import { STEP, W } from '../../src/archipelago/geometry.js';
import { moveArg } from '../../src/archipelago/moves.js';
import { ABOARD, allied, BEAR, controller, CREWS, isPirate, P_CELL, P_CREW, PIECES, SCORE, SHIP, State, TERRAIN, TILE, UP } from '../../src/archipelago/state.js';

export const UP_SAFE = 12, UP_IDLE = 4;

const cheb = (a: number, b: number): number => Math.max(Math.abs((a % W) - (b % W)), Math.abs(((a / W) | 0) - ((b / W) | 0)));

/** The palm terms of crew k's worth. */
export function tidesWorth(s: State, k: number): number {
  const up = s.v[UP];
  if (up === 0) return 0;
  let v = 0;
  for (let p = 0; p < PIECES; p++) {
    if (((up >> p) & 1) === 0 || s.u8[P_CREW + p] !== k) continue;
    v += threatened(s, p, k) ? UP_SAFE : -UP_IDLE;
  }
  return v;
}

/** An enemy pirate on land on or next to p's palm, or the bear within two steps. */
function threatened(s: State, p: number, k: number): boolean {
  const c = s.u8[P_CELL + p];
  if (s.v[BEAR] >= 0 && cheb(c, s.v[BEAR]) <= 2) return true;
  for (let q = 0; q < PIECES; q++) {
    const m = s.u8[P_CELL + q];
    if (m >= ABOARD || !isPirate(s, q) || allied(s, k, s.u8[P_CREW + q]) || s.u8[TERRAIN + m] === 0) continue;
    if (m === c) return true;
    for (let d = 0; d < 8; d++) if (STEP[c * 8 + d] === m) return true;
  }
  return false;
}

/** The tide pick among the `n` legal `tide` moves (see above). */
export function tidePick(s: State, moves: Int32Array, n: number): number {
  const me = controller(s), crews = s.v[CREWS];
  let leader = -1;
  for (let k = 0; k < crews; k++) if (!allied(s, me, k) && (leader < 0 || s.v[SCORE + k] > s.v[SCORE + leader])) leader = k;
  const ahead = leader < 0 || s.v[SCORE + me] > s.v[SCORE + leader];
  const ship = leader >= 0 ? s.u8[SHIP + leader] : 255;
  let best = moves[0], bestKey = Infinity;
  for (let i = 0; i < n; i++) {
    const c = moveArg(moves[i]), closed = s.u8[TILE + c] === 0;
    const key = (closed === ahead ? 0 : 100) + (ship < 240 ? cheb(c, ship) : 0);
    if (key < bestKey) { bestKey = key; best = moves[i]; }
  }
  return best;
}
