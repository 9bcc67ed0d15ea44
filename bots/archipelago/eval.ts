/**
 * The Archipelago evaluation: what a crew's position is worth, in hundredths of a coin
 * aboard, from an observation (it reads nothing hidden). Terms (weights in ArchWeights):
 *   coins aboard (100 each; a 2v2 team pools its ships);
 *   each coin on the island, by how soon it can be home: `coinNear` less `pirateStep` for
 *     each step from the crew's nearest piece that can carry it, less `shipStep` for each
 *     step from the coin to the crew's ship (a ship sails at the speed of its crew aboard,
 *     so the ship's distance counts for less than a pirate's walk), at least 0;
 *   each living pirate (`pirate`), less `fallen` in a pit, less `labStep` for each
 *     labyrinth step still to walk, less `swimming` at sea;
 *   the bear's threat: `bear` for an own pirate next to it, half of it two steps away;
 *   the bank: `bank` for an own pirate standing on coins in the bank (immune, line 754);
 *   exploring: `explore` for each step from the crew's nearest piece to a closed tile, and
 *     for each of its pirates standing on a closed tile (in a look-ahead on an observation
 *     the step that turns a tile over stands on it unturned) `reveal` plus what lies under
 *     it: its share of the unfound coins, `coinNear` x the coins the bank still holds for
 *     the chests face down (on the island or removed before laying) / those face-down tiles
 *     (`findWorth`). Without that share, 5 against a strike's gain, four crews berthed
 *     round one open cell struck each other off it to the ply limit (docs/BOTS.md).
 * A side's value is its own less `enemy` times the mean value of the other sides.
 */

import { CELLS, W } from '../../src/archipelago/geometry.js';
import {
  ABOARD, allied, BEAR, FRIDAY, CLOSED_N, COIN_SUPPLY, COINS, CREWS, FALLEN, isPirate, labStep, MODE, OUT, P_CELL, P_CREW, P_STAT, PIECES, REMOVED_N, SCORE, SHIP, State,
  TERRAIN, TILE,
} from '../../src/archipelago/state.js';
import { Kind, kindOf, labSteps } from '../../src/archipelago/tiles.js';
import { expansionWorth } from './expansion-eval.js';
import { tidesWorth } from './tides-eval.js';

export interface ArchWeights {
  coinNear: number; pirateStep: number; shipStep: number; pirate: number; fallen: number; labStep: number;
  swimming: number; bear: number; bank: number; explore: number; reveal: number; enemy: number;
}

export const DEFAULT_ARCH_WEIGHTS: Readonly<ArchWeights> = {
  coinNear: 70, pirateStep: 4, shipStep: 3, pirate: 30, fallen: 10, labStep: 2, swimming: 8, bear: 20, bank: 6, explore: 1.5, reveal: 5, enemy: 0.5,
};

const cheb = (a: number, b: number): number => Math.max(Math.abs((a % W) - (b % W)), Math.abs(((a / W) | 0) - ((b / W) | 0)));

/** Where piece p effectively is: its cell, or its ship's cell when aboard; -1 dead. */
function placeOf(s: State, p: number): number {
  const c = s.u8[P_CELL + p];
  if (c === OUT) return -1;
  return c >= ABOARD ? s.u8[SHIP + c - ABOARD] : c;
}

/**
 * The worth of a pirate standing on a closed tile: `reveal` plus `coinNear` x the coins
 * expected under it. The bank's coins not yet dealt (COIN_SUPPLY) are those of the chests
 * still face down, on the island (CLOSED_N) or removed before laying (REMOVED_N); every
 * face-down tile is taken as equally likely to hold them (the backs are not told apart).
 */
export function findWorth(s: State, w: ArchWeights): number {
  const faceDown = s.v[CLOSED_N] + s.v[REMOVED_N];
  return w.reveal + (faceDown > 0 ? (w.coinNear * s.v[COIN_SUPPLY]) / faceDown : 0);
}

export class ArchEvaluator {
  readonly w: ArchWeights;
  private readonly side = new Float64Array(4);

  constructor(w: ArchWeights) { this.w = w; }

  /** Crew k's own worth (not counting its allies). */
  crewWorth(s: State, k: number): number {
    const w = this.w, ship = s.u8[SHIP + k];
    let v = 100 * s.v[SCORE + k], nearClosed = 99, bear = s.v[BEAR];
    const find = findWorth(s, w);
    for (let p = 0; p < PIECES; p++) {
      if (s.u8[P_CREW + p] !== k || !isPirate(s, p)) continue;
      const at = placeOf(s, p);
      if (at < 0) continue;
      v += w.pirate;
      const st = s.u8[P_STAT + p], cell = s.u8[P_CELL + p];
      if (st & FALLEN) v -= w.fallen;
      if (cell < ABOARD) {
        const steps = labSteps(kindOf(s.u8[TILE + cell]));
        if (steps > 0 && labStep(s, p) > 0) v -= w.labStep * (steps - labStep(s, p));
        if (s.u8[TERRAIN + cell] === 0) v -= w.swimming;
        else {
          if (bear >= 0) { const d = cheb(cell, bear); if (d <= 1) v -= w.bear; else if (d === 2) v -= w.bear / 2; }
          if (kindOf(s.u8[TILE + cell]) === Kind.Bank && s.u8[COINS + cell] > 0) v += w.bank;
          if (s.u8[TILE + cell] === 0) v += find;
        }
      }
    }
    for (let c = 0; c < CELLS; c++) {
      if (s.u8[TERRAIN + c] === 0) continue;
      const coins = s.u8[COINS + c], closed = s.u8[TILE + c] === 0;
      if (coins === 0 && !closed) continue;
      let dp = 99;
      for (let p = 0; p < PIECES; p++) {
        if (s.u8[P_CREW + p] !== k || (!isPirate(s, p) && p !== FRIDAY)) continue; // Friday carries too (islanders.ts)
        const at = placeOf(s, p);
        if (at < 0 || (s.u8[P_CELL + p] < ABOARD && s.u8[TERRAIN + s.u8[P_CELL + p]] === 0)) continue; // swimmers carry nothing
        const d = cheb(at, c);
        if (d < dp) dp = d;
      }
      if (closed) { if (dp < nearClosed) nearClosed = dp; continue; }
      if (dp === 99 || ship === OUT) continue;
      const worth = w.coinNear - w.pirateStep * dp - w.shipStep * cheb(c, ship);
      if (worth > 0) v += worth * (1 + 0.5 * (coins - 1));
    }
    if (nearClosed < 99) v -= w.explore * nearClosed;
    return v + expansionWorth(s, k) + tidesWorth(s, k); // Friday, the caves, the cart, the spyglass (expansion-eval.ts); the palm (tides-eval.ts)
  }

  /** The value of seat k's side: its worth (a 2v2 team's summed) less `enemy` x the mean of the other sides'. */
  value(s: State, k: number): number {
    const crews = s.v[CREWS];
    for (let i = 0; i < crews; i++) this.side[i] = this.crewWorth(s, i);
    let own = 0, other = 0, others = 0;
    for (let i = 0; i < crews; i++) {
      if (allied(s, k, i)) own += this.side[i];
      else { other += this.side[i]; others++; }
    }
    if (s.v[MODE] === 1) others /= 2;
    return own - (others > 0 ? (this.w.enemy * other) / others : 0);
  }
}
