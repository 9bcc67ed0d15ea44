/**
 * Chance in `mcts`'s tree walk (mcts.ts `descend`): two kinds.
 *
 * Chance nodes (`chance` 1). A move onto face-down land reveals a tile every player then
 * sees, and the play that follows depends on it; with one node per move sequence the
 * replies below such a move are chosen as if the same reply suited every tile (the
 * opponent's reply to an arrow and to a trap share one statistic). With `chance` 1 a move
 * node whose move revealed tiles (the knowledge's `hidden` count fell) has one chance
 * child per outcome seen, keyed by the public position after it (`publicKey`), and the
 * walk goes on below the outcome at hand: the tree then follows the root player's
 * information sets, as SO-ISMCTS defines its nodes, instead of merging them across
 * outcomes. The move node keeps the statistics of all its outcomes, which is what the
 * choice above it needs. Chance nodes are not moves: they take no part in selection,
 * and the prior's depth counts moves only. The tree stores them (mcts-tree.ts `newOutcome`).
 *
 * A game's own chance nodes (`Game.isChance`: Archipelago's die) are sampled, not stored:
 * when the walk reaches one, the iteration draws an outcome by `chanceOutcomes`'
 * probabilities (`drawOutcome`) and goes on from the same tree node, so the statistics below
 * average over the rolls (open-loop sampling, as in Couëtoux et al. 2011 for continuous chance).
 */

import type { Game } from '../src/core/game.js';
import type { Rng } from '../src/core/rng.js';

/** An outcome of the chance node s, drawn by its probabilities: `outcomes` and `probs` are scratch of the game's maxMoves. */
export function drawOutcome<S>(game: Game<S, unknown>, s: S, outcomes: Int32Array, probs: Float64Array, rng: Rng): number {
  const n = game.chanceOutcomes!(s, outcomes, probs);
  let x = rng.float();
  for (let i = 0; i < n - 1; i++) { x -= probs[i]; if (x < 0) return outcomes[i]; }
  return outcomes[n - 1];
}
