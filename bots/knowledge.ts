/**
 * What the MCTS (mcts.ts) knows of a game beyond its rules: how to play a rollout, how
 * to score a leaf, and which moves to favour before any evidence (the prior). The search
 * itself works on the game interface alone (src/core/game.ts); a game with a heuristic
 * gives the search its knowledge here, one without gets `RulesOnly`.
 *
 * Reward vectors are written into a caller's Float64Array of length `SEARCH_PLAYERS`, one
 * entry per player (seat), entries past the game's player count 0; rewards lie in [0, 1],
 * higher is better for that player. Nothing here may allocate per call: the search calls it
 * in every iteration.
 */

import type { Game } from '../src/core/game.js';
import type { Rng } from '../src/core/rng.js';

/** Players the search keeps rewards for (its tree stores this many per node). */
export const SEARCH_PLAYERS = 4;

/**
 * Exact end-of-game rewards from the players' scores (non-negative): the shared top score
 * splits 1 (a k-way tie gives each 1/k), everyone else 0. In Jackal the scores are coins
 * aboard (partners in 2v2 each hold the team's total, so they split the win); in chess
 * 1, ½, 0, so a draw gives each ½.
 */
export function shareRewards(scores: Float64Array, out: Float64Array, players: number): void {
  let best = -1, k = 0;
  for (let i = 0; i < players; i++) {
    if (scores[i] > best) { best = scores[i]; k = 1; } else if (scores[i] === best) k++;
  }
  for (let i = 0; i < players; i++) out[i] = scores[i] === best ? 1 / k : 0;
}

export interface SearchKnowledge<S> {
  /** Once per decision, with the observed root, before any other call. */
  prepare(root: S): void;
  /** A move for a rollout from the non-terminal sim; `moves` is scratch of the game's maxMoves. */
  rolloutMove(sim: S, moves: Int32Array, rng: Rng): number;
  /** Whether a rollout at its depth must still play on (Jackal: a turn in the middle of its choices). */
  midTurn(sim: S): boolean;
  /** Rewards of a terminal state. */
  terminalRewards(sim: S, out: Float64Array): void;
  /** Rewards of a non-terminal state where a rollout stopped. */
  leafRewards(sim: S, out: Float64Array): void;
  /** Whether `priorInto` has an opinion (false: the search seeds no virtual visits). */
  readonly hasPrior: boolean;
  /** For moves[0..n) of s: the mean reward vector the prior's virtual visits carry, SEARCH_PLAYERS per move. */
  priorInto(s: S, moves: Int32Array, n: number, out: Float64Array): void;
  /**
   * Chance in the tree (mcts `chance` 1), for a game whose hidden parts are revealed by
   * moves: `hidden` counts what is still hidden (a move that lowers it revealed
   * something), and `publicKey` is a 32-bit hash of everything the players see. Along one
   * move sequence from the root the public position differs between determinizations only
   * by what was revealed, so the key after a revealing move names its outcome. A game
   * without these has no chance nodes.
   */
  hidden?(sim: S): number;
  publicKey?(sim: S): number;
  /**
   * A faster equivalent of the game's determinizeInto(dst, root, rng) for the root last
   * `prepare`d: the same state, the same draws of the Rng (Jackal: bots/jackal/deal.ts, which
   * builds per root what does not change between samples). Without it the search calls the
   * game's.
   */
  determinizeInto?(dst: S, root: S, rng: Rng): void;
  /**
   * A faster equivalent of the game's generateMoves(sim, moves) for the states the tree walk
   * passes through (the root's determinization, or the state after the last `treeMove`): the
   * same moves in the same order (Pirate chess remembers the lists of the nodes it has
   * reached: bots/pirate-chess/node-positions.ts). Without it the search
   * calls the game's.
   */
  generateMoves?(sim: S, moves: Int32Array): number;
  /**
   * A faster equivalent of the game's applyMove(sim, m) for the tree walk's moves: m is the
   * move into tree node `node` (a node's id names one move sequence from the root for the
   * whole search, from `prepare` on), or `node` -1 for a move that is no node's (a chance
   * outcome the walk drew). The same state as applyMove's (a game's caches aside). Pirate
   * chess copies the positions of nodes it has reached before (node-positions.ts). Without
   * it the search calls the game's. `rollout`: the Rng the rollout will draw its first move
   * with, should the game go on, when a rollout follows this move at once (the walk's expanding
   * move), else null (as `rolloutPlay`'s `more`).
   */
  treeMove?(sim: S, node: number, m: number, rollout: Rng | null): void;
  /**
   * A faster equivalent of the game's applyMove(sim, m) for a rollout's move, `more` telling
   * whether the rollout will draw another move (with `rng`, by `rolloutMove`) should the game
   * go on: the same state, and the same draws of the Rng by the next `rolloutMove` (Pirate chess
   * draws that move at the end of the turn, where its mate test needs the same work:
   * src/pirate-chess/draw-ahead.ts). Without it the search calls the game's.
   */
  rolloutPlay?(sim: S, m: number, rng: Rng, more: boolean): void;
}

/**
 * The rules alone: uniformly random rollouts; a finished game scored by its outcome (a
 * k-way shared top score gives each of those players 1/k, the rest 0); a rollout cut off
 * before the end scores every player the same, 1/players (no opinion). For such a game
 * give the search a rollout depth that reaches the end (`mcts:depth=…`). No prior.
 */
export class RulesOnly<S> implements SearchKnowledge<S> {
  readonly hasPrior = false;
  private readonly game: Game<S, unknown>;
  private readonly scores = new Float64Array(SEARCH_PLAYERS);

  constructor(game: Game<S, unknown>) { this.game = game; }

  prepare(): void { /* nothing to prepare */ }

  rolloutMove(sim: S, moves: Int32Array, rng: Rng): number {
    return moves[rng.int(this.game.generateMoves(sim, moves))];
  }

  midTurn(): boolean { return false; }

  terminalRewards(sim: S, out: Float64Array): void {
    const sc = this.game.outcome(sim).scores;
    out.fill(0);
    for (let i = 0; i < sc.length; i++) this.scores[i] = sc[i];
    shareRewards(this.scores, out, sc.length);
  }

  leafRewards(sim: S, out: Float64Array): void {
    const n = this.game.players(sim);
    out.fill(0);
    for (let i = 0; i < n; i++) out[i] = 1 / n;
  }

  priorInto(): void { /* no prior */ }
}
