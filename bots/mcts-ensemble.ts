/**
 * `mcts`'s ensemble (`ensemble` E > 1): root parallelisation (Chaslot, Winands & van den Herik,
 * "Parallel Monte-Carlo Tree Search", 2008) run serially. The budget is split among E searches,
 * one after the other on the same Rng, each from a fresh tree; the move with the most visits
 * summed over the searches is played (ties: the better summed reward for the player to move).
 * This module keeps the votes; mcts.ts `search` runs the searches.
 */

import type { MctsTree } from './mcts-tree.js';
import * as mctsTreeModule from './mcts-tree.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { R } = mctsTreeModule;

/** The root's moves and their summed visits and rewards; allocates only in its constructor. */
export class RootVotes {
  /** The root's legal moves, written by the caller (the game's generator's list). */
  readonly moves: Int32Array;
  private readonly visits: Float64Array;
  private readonly reward: Float64Array;

  constructor(maxMoves: number) {
    this.moves = new Int32Array(maxMoves);
    this.visits = new Float64Array(maxMoves);
    this.reward = new Float64Array(maxMoves);
  }

  /** No votes yet for the n0 moves in `moves`. */
  begin(n0: number): void {
    this.visits.fill(0, 0, n0);
    this.reward.fill(0, 0, n0);
  }

  /** Adds a finished search's root children: each one's visits and its reward for `player` go to its move. */
  count(tree: MctsTree, n0: number, player: number): void {
    for (let ch = tree.firstChild[0]; ch !== -1; ch = tree.nextSibling[ch]) {
      const m = tree.move[ch];
      let i = 0;
      while (i < n0 && this.moves[i] !== m) i++;
      this.visits[i] += tree.visits[ch];
      this.reward[i] += tree.reward[ch * R + player];
    }
  }

  /** The move with the most summed visits (ties: the better summed reward; then the first listed). */
  winner(n0: number): number {
    let best = 0;
    for (let i = 1; i < n0; i++) {
      if (this.visits[i] > this.visits[best] || (this.visits[i] === this.visits[best] && this.reward[i] > this.reward[best])) best = i;
    }
    return this.moves[best];
  }
}
