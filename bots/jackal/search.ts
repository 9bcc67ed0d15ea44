/**
 * Jackal's knowledge for the MCTS (the SearchKnowledge of knowledge.ts): rollouts by the
 * rule-based `fast` policy (rollout.ts), the full heuristic, or uniformly at random; leaves
 * scored by the evaluation of eval.ts as the gain since the root; the prior from the
 * heuristic's one-move lookahead; determinizations dealt from a plan of the root (deal.ts).
 * mcts.ts documents what these choices do in the search.
 *
 * Rewards. A finished game: a k-way shared first place gives each 1/k, others 0
 * (`shareRewards` on the coins aboard). Otherwise per player the logistic of
 * (margin − root margin) / `scale`, where a team's margin is its value less the best other
 * team's (Evaluator.rewards).
 *
 * Prior. Each move's mean reward for the team to move is the logistic of the heuristic's
 * margin after the move, measured like the rewards from the root's margin; every other
 * team gets its complement.
 *
 * Everything works on the engine's own functions and preallocated arrays: nothing here
 * allocates after construction.
 */

import * as movegenModule from '../../src/jackal/movegen.js';
import * as optionsModule from '../../src/jackal/options.js';
import type { Rng } from '../../src/core/rng.js';
import * as outcomeModule from '../../src/jackal/outcome.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';
import * as geometryModule from '../../src/jackal/geometry.js';
import { Kind } from '../../src/jackal/tiles.js';
import { Evaluator } from './eval.js';
import { HeuristicParams, HeuristicPolicy } from './heuristic.js';
import * as knowledgeModule from '../knowledge.js';
import { SearchKnowledge } from '../knowledge.js';
import { FastPolicy } from './rollout.js';
import { DealPlan } from './deal.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { generateMoves, MAX_MOVES } = movegenModule;
const { MODE_TEAM } = optionsModule;
const { controllingCrew, scoresInto } = outcomeModule;
const { AT_HASH_LO, MODE, PENDING, TILE_KIND, syncHash } = stateModule;
const { CELLS } = geometryModule;
const { SEARCH_PLAYERS, shareRewards } = knowledgeModule;

export interface JackalSearchParams {
  rollout: 'random' | 'heuristic' | 'fast';
  /** Temperature (in coins) of the logistic that turns value margins into rewards. */
  scale: number;
  /** Evaluation weights (and heuristic rollout settings). */
  weights: HeuristicParams;
}

export class JackalSearch implements SearchKnowledge<State> {
  readonly hasPrior = true;
  readonly ev: Evaluator;
  private readonly policy: HeuristicPolicy;
  private readonly fast: FastPolicy;
  private readonly heuristic: boolean;
  private readonly fastRollout: boolean;
  private readonly scale: number;
  private readonly sc = new Float64Array(SEARCH_PLAYERS);
  private readonly score = new Float64Array(MAX_MOVES);
  /** The root's deal (deal.ts): what every determinization of it shares, built by `prepare`. */
  private readonly deal = new DealPlan();

  constructor(p: JackalSearchParams) {
    this.ev = new Evaluator(p.weights);
    this.policy = new HeuristicPolicy(p.weights, this.ev);
    this.fast = new FastPolicy(this.ev);
    this.heuristic = p.rollout === 'heuristic';
    this.fastRollout = p.rollout === 'fast';
    this.scale = p.scale;
  }

  prepare(root: State): void {
    this.ev.prepare(root);
    this.ev.setBaseline(root);
    this.deal.plan(root);
  }

  /** The engine's determinizeInto(dst, root, rng) for the root last prepared (deal.ts). */
  determinizeInto(dst: State, root: State, rng: Rng): void {
    this.deal.dealInto(dst, root, rng);
  }

  rolloutMove(sim: State, moves: Int32Array, rng: Rng): number {
    return this.heuristic ? this.policy.choose(sim, rng, false)
      : this.fastRollout ? this.fast.choose(sim, moves, generateMoves(sim, moves), rng) : moves[rng.int(generateMoves(sim, moves))];
  }

  midTurn(sim: State): boolean {
    return sim.u8[PENDING] !== 0;
  }

  terminalRewards(sim: State, out: Float64Array): void {
    const players = scoresInto(sim, this.sc);
    shareRewards(this.sc, out, players);
  }

  leafRewards(sim: State, out: Float64Array): void {
    this.ev.rewards(sim, this.scale, out);
  }

  /** Face-down cells (TILE_KIND Kind.Closed). */
  hidden(sim: State): number {
    const u8 = sim.u8;
    let n = 0;
    for (let c = TILE_KIND, end = TILE_KIND + CELLS; c < end; c++) if (u8[c] === Kind.Closed) n++;
    return n;
  }

  /** The low word of the position hash, which covers exactly what a player can see (state.ts). */
  publicKey(sim: State): number {
    syncHash(sim); // brought up to date when read (state.ts)
    return sim.i32[AT_HASH_LO];
  }

  priorInto(s: State, moves: Int32Array, n: number, out: Float64Array): void {
    const ev = this.ev, score = this.score;
    this.policy.scoreAll(s, moves, n, score);
    const u8 = s.u8;
    const mover = MODE_TEAM[u8[MODE] * 4 + controllingCrew(s)];
    for (let i = 0; i < n; i++) {
      const mean = 1 / (1 + Math.exp(-(score[i] - ev.baseline[mover]) / this.scale));
      const o = i * SEARCH_PLAYERS;
      for (let q = 0; q < SEARCH_PLAYERS; q++) out[o + q] = q < ev.players ? (ev.playerTeam[q] === mover ? mean : 1 - mean) : 0;
    }
  }
}
