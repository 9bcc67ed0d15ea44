/**
 * `mcts`'s prior (progressive bias with virtual visits; Chaslot et al., "Progressive
 * strategies for Monte-Carlo tree search", 2008). The root's moves, and those of every node
 * down to depth `priorDepth` when first reached (in the determinization at hand), start with
 * `prior` virtual visits at the reward the heuristic's evaluation gives the position after the
 * move, so the search begins from the heuristic's ranking and overrules it only with
 * evidence. Seeding the root's children (depth 1: mostly the opponent's replies) lets the
 * search spend its visits on the replies the heuristic rates best instead of trying every
 * reply once first. Virtual visits count in the final choice (most visits) but not in
 * `stats.rootVisits` (mcts.ts `finish`). mcts.ts decides when a node is seeded; this module
 * seeds it.
 */

import type { Game } from '../src/core/game.js';
import type { SearchKnowledge } from './knowledge.js';
import type { MctsTree } from './mcts-tree.js';
import * as mctsTreeModule from './mcts-tree.js';
import type { MoveSet } from './move-set.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { NO_FAST_PATH, R } = mctsTreeModule;

/**
 * Every move of `node` (whose position is s, with n legal moves) gets a child with `prior`
 * virtual visits at the mean reward vector the game's knowledge gives the move (Jackal: the
 * logistic of the heuristic's margin after the move for the team to move, the complement for
 * the others; jackal-search.ts). `moves` and `mean` are the caller's buffers (game.maxMoves
 * moves, R rewards per move); `set` is left holding the node's moves. Allocates nothing.
 */
export function seedNode<S>(
  tree: MctsTree, set: MoveSet, game: Game<S, unknown>, knowledge: SearchKnowledge<S>,
  moves: Int32Array, mean: Float64Array, prior: number, node: number, s: S, n: number,
): void {
  game.generateMoves(s, moves);
  knowledge.priorInto(s, moves, n, mean);
  // Fractional virtual visits are kept as they are (rounding 0 < prior < 0.5 to none left
  // 0/0 means); the availability starts equal, so ln(A) > 0 from the first visit on.
  if (set.fill(moves, n) !== n) tree.kids[node] = NO_FAST_PATH;
  for (let i = 0; i < n; i++) {
    const ch = tree.newNode(node, moves[i]);
    tree.at[ch] = i;
    tree.visits[ch] = prior;
    tree.avail[ch] = prior;
    for (let q = 0; q < R; q++) tree.reward[ch * R + q] = prior * mean[i * R + q];
  }
}
