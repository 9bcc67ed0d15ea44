/**
 * The pirates the evaluation's coin claims measure from, gathered once per `values` call
 * instead of scanning all MAX_PIECES pieces for every coin cell and team: a coin's claim asks
 * for the team's nearest free pirate (`nearest`) and whether an enemy stands beside it
 * (`enemyNear`), and a mid-game position has a dozen coin cells or more.
 *
 * `nearest` and `enemyNear` return exactly what Evaluator.nearestPirate and
 * Evaluator.enemyNear (eval.ts, the slow truth: test/bots/jackal/eval-pirates.test.ts
 * compares them on many positions) return for the state last `collect`ed: both are a
 * minimum or an any over the same pirates, whose order does not matter.
 *
 * Layout (per team t, slots t * MAX_PIECES .. + count[t]):
 *   walkFrom[slot]  the cell a free pirate's king distance is measured from: his land cell, or
 *                   for a pirate aboard a ship the land cell in front of its berth
 *                   (SHIP_FRONT; in the outer lane, X-R15, that of the berth it sails to);
 *   walkAdd[slot]   turns added to that distance: 0 on land, 1 aboard, 2 in the outer lane;
 *   standAt[slot]   the land cells of the team's pirates that could strike next turn (on land,
 *                   not trapped, not part way up a spinner: F_STEP_MASK clear), `stands[t]`
 *                   of them.
 * Free pirates are alive and not trapped; swimmers and pirates aboard a boat (the expansion)
 * walk from nowhere (Evaluator.nearestPirate skips them too).
 * Nothing here allocates after construction.
 */

import * as geometryModule from '../../src/jackal/geometry.js';
import * as optionsModule from '../../src/jackal/options.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';
import * as homeModule from './home.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { CELLS, IS_LAND, LANE_PARTNER, NO_CELL, OUTER_BASE, SHIP_FRONT, SHIP_SIDE } = geometryModule;
const { MODE_TEAM } = optionsModule;
const { F_STEP_MASK, F_TRAPPED, MAX_PIECES, MODE, P_CELL, P_CREW, P_FLAGS, SHIP_CELL } = stateModule;
const { FAR, KING_DISTANCE } = homeModule;

export class FreePirates {
  private readonly walkFrom = new Uint8Array(4 * MAX_PIECES);
  private readonly walkAdd = new Uint8Array(4 * MAX_PIECES);
  private readonly walkers = new Uint8Array(4);
  private readonly standAt = new Uint8Array(4 * MAX_PIECES);
  private readonly stands = new Uint8Array(4);

  /** Gathers the pirates of s. */
  collect(s: State): void {
    const u8 = s.u8, mode = u8[MODE];
    this.walkers.fill(0);
    this.stands.fill(0);
    for (let p = 0; p < MAX_PIECES; p++) {
      const crew = u8[P_CREW + p];
      if (crew === 255) continue;
      const at = u8[P_CELL + p], flags = u8[P_FLAGS + p];
      if (at === NO_CELL || (flags & F_TRAPPED) !== 0) continue;
      const t = MODE_TEAM[mode * 4 + crew];
      let from: number, add: number;
      if (IS_LAND[at] === 1) {
        from = at; add = 0;
        if ((flags & F_STEP_MASK) === 0) this.standAt[t * MAX_PIECES + this.stands[t]++] = at;
      } else if (SHIP_SIDE[at] !== NO_CELL && u8[SHIP_CELL + SHIP_SIDE[at]] === at) {
        if (at < OUTER_BASE) { from = SHIP_FRONT[at]; add = 1; } else { from = SHIP_FRONT[LANE_PARTNER[at]]; add = 2; }
      } else continue;
      const k = t * MAX_PIECES + this.walkers[t]++;
      this.walkFrom[k] = from;
      this.walkAdd[k] = add;
    }
  }

  /** King distance from land cell c to team t's nearest free pirate, plus the turns aboard (FAR when none): Evaluator.nearestPirate. */
  nearest(c: number, t: number): number {
    let best = FAR;
    const row = c * CELLS;
    for (let k = t * MAX_PIECES, end = k + this.walkers[t]; k < end; k++) {
      const d = KING_DISTANCE[row + this.walkFrom[k]] + this.walkAdd[k];
      if (d < best) best = d;
    }
    return best;
  }

  /** Whether a pirate of a team other than t stands free on land next to land cell c: Evaluator.enemyNear. */
  enemyNear(c: number, t: number): boolean {
    const row = c * CELLS;
    for (let u = 0; u < 4; u++) {
      if (u === t) continue;
      for (let k = u * MAX_PIECES, end = k + this.stands[u]; k < end; k++) if (KING_DISTANCE[row + this.standAt[k]] === 1) return true;
    }
    return false;
  }
}
