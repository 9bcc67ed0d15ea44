/**
 * Archipelago knowledge for the MCTS (the SearchKnowledge of knowledge.ts).
 *
 * Rollouts: a random legal decision, but a sailing one only one time in `SAIL_ODDS` when
 * anything else is legal (uniform play mostly sails, since a ship has up to 48
 * destinations, and such rollouts say little); at the die, a uniform face (the chance
 * node: bots/mcts.ts draws the roll by `chanceOutcomes` in the tree, and a rollout's
 * uniform pick has the same law). A turn with a follow-up owed (an arrow's way, peeks…) is
 * played on to its end (`midTurn`).
 *
 * Rewards. A finished game: 1 shared among the seats ranked first (coins, then living
 * pirates: line 1104). A rollout cut off: per seat, the logistic of the gain of its
 * evaluation (eval.ts, in hundredths of a coin, its side against the mean of the others)
 * since the root, over `scale` coins; the worth of the ability cards a seat holds
 * (cards.ts) counts in that evaluation, so a campaign's card choice in the tree is made by
 * it, and a rollout takes the best card by it. No prior. Nothing allocates after construction.
 */

import type { Rng } from '../../src/core/rng.js';
import { generateMoves } from '../../src/archipelago/movegen.js';
import { MoveKind, moveKind } from '../../src/archipelago/moves.js';
import { seatLiving, seatScore } from '../../src/archipelago/standing.js';
import { CREWS, PHASE, Phase, State } from '../../src/archipelago/state.js';
import { SEARCH_PLAYERS, SearchKnowledge } from '../knowledge.js';
import { ArchEvaluator, DEFAULT_ARCH_WEIGHTS } from './eval.js';
import { bestCardMove, cardsHeld } from './cards.js';

export const SAIL_ODDS = 10;
const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

export class ArchSearch implements SearchKnowledge<State> {
  readonly hasPrior = false;
  private readonly ev = new ArchEvaluator({ ...DEFAULT_ARCH_WEIGHTS });
  private readonly base = new Float64Array(SEARCH_PLAYERS);
  private readonly scale: number;

  /** `scale`: coins of evaluation gain that make a logistic unit (mcts's `scale` parameter). */
  constructor(scale: number) { this.scale = scale > 0 ? scale : 1; }

  prepare(root: State): void {
    for (let i = 0; i < root.v[CREWS]; i++) this.base[i] = this.ev.value(root, i) + cardsHeld(root, i);
  }

  rolloutMove(sim: State, moves: Int32Array, rng: Rng): number {
    const n = generateMoves(sim, moves);
    if (sim.v[PHASE] === Phase.Card) return bestCardMove(sim, moves, n); // a campaign's card by its worth (cards.ts)
    if (sim.v[PHASE] !== Phase.Play) return moves[rng.int(n)];
    let other = 0;
    for (let i = 0; i < n; i++) if (moveKind(moves[i]) !== MoveKind.Sail) other++;
    if (other === 0 || other === n || rng.int(SAIL_ODDS) === 0) return moves[rng.int(n)];
    let k = rng.int(other);
    for (let i = 0; i < n; i++) if (moveKind(moves[i]) !== MoveKind.Sail && k-- === 0) return moves[i];
    return moves[0];
  }

  midTurn(sim: State): boolean {
    const ph = sim.v[PHASE];
    return ph !== Phase.Play && ph !== Phase.Berth && ph !== Phase.Over;
  }

  terminalRewards(sim: State, out: Float64Array): void {
    const n = sim.v[CREWS];
    out.fill(0);
    let bestCoins = -1, bestAlive = -1, k = 0;
    for (let i = 0; i < n; i++) {
      const c = seatScore(sim, i), a = seatLiving(sim, i);
      if (c > bestCoins || (c === bestCoins && a > bestAlive)) { bestCoins = c; bestAlive = a; k = 1; } else if (c === bestCoins && a === bestAlive) k++;
    }
    for (let i = 0; i < n; i++) if (seatScore(sim, i) === bestCoins && seatLiving(sim, i) === bestAlive) out[i] = 1 / k;
  }

  leafRewards(sim: State, out: Float64Array): void {
    out.fill(0);
    for (let i = 0; i < sim.v[CREWS]; i++) out[i] = logistic((this.ev.value(sim, i) + cardsHeld(sim, i) - this.base[i]) / (100 * this.scale));
  }

  priorInto(): void { /* no prior */ }
}
