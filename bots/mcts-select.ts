/**
 * The bandit of `mcts`'s tree walk (mcts.ts `descend`): which child to follow, and which untried
 * move to expand.
 *
 * Selection (subset-armed bandit, Cowling, Powley & Whitehouse 2012, ISMCTS section IV): among
 * the children compatible with the determinization at hand (their moves legal in it), the one
 * maximising
 *     Q_j + c * sqrt(ln(A_j) / N_j)
 * where Q_j = R_j[p] / N_j is the mean reward of child j for the player p to move at the
 * parent, N_j its visits, A_j its availability (how often it was compatible when its parent
 * was visited) and c the tunable constant. A node with a compatible move not yet in the tree is
 * expanded instead (one untried move, chosen uniformly).
 *
 * Nothing here allocates; the legal-move set (move-set.ts) and the tree (mcts-tree.ts) are the
 * caller's.
 */

import type { Rng } from '../src/core/rng.js';
import type { MctsTree } from './mcts-tree.js';
import * as mctsTreeModule from './mcts-tree.js';
import type { MoveSet } from './move-set.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { R } = mctsTreeModule;

/**
 * LN[a] = Math.log(a) for the integer availabilities below LN_SIZE (the prior's virtual
 * visits are whole by default, and every compatible visit adds one), so UCT selection reads
 * the logarithm instead of calling Math.log per child. The entries are Math.log's own
 * results, so the scores, and the moves chosen, are bit for bit those of the call; a
 * fractional or larger availability calls Math.log. 16,384 entries (128 KB) cover every node
 * but the root's children in searches of a few thousand iterations.
 */
const LN_SIZE = 1 << 14;
const LN = new Float64Array(LN_SIZE);
for (let a = 1; a < LN_SIZE; a++) LN[a] = Math.log(a);

/**
 * The UCT choice (constant c) among node's children whose moves are in the legal-move set
 * (marking them there, noting where each stood in the list, and counting the availability of
 * each), for `player`; -1 when none is. With `all` (tree.allLegal held) every move child is
 * legal and the set is not read.
 */
export function selectChild(tree: MctsTree, set: MoveSet, node: number, player: number, all: boolean, c: number): number {
  const nextSibling = tree.nextSibling, move = tree.move, visits = tree.visits, avail = tree.avail, reward = tree.reward, isChance = tree.isChance, at = tree.at;
  let best = -1, bestV = -Infinity;
  for (let ch = tree.firstChild[node]; ch !== -1; ch = nextSibling[ch]) {
    if (isChance[ch] === 1) continue;
    if (!all) {
      const slot = set.find(move[ch]);
      if (slot < 0) continue; // not legal in this determinization
      set.mark[slot] = 1;
      at[ch] = set.index[slot];
    }
    const a = ++avail[ch];
    const v = visits[ch];
    const lnA = a < LN_SIZE && (a | 0) === a ? LN[a] : Math.log(a);
    const q = reward[ch * R + player] / v + c * Math.sqrt(lnA / v);
    if (q > bestV) { bestV = q; best = ch; }
  }
  return best;
}

/**
 * The index in moves[0..n) of a legal move without a child (unmarked in the set after
 * `selectChild`), drawn uniformly, when there is one and the tree has `room`; else -1 (and
 * then no draw).
 */
export function untriedMove(set: MoveSet, n: number, room: boolean, rng: Rng): number {
  const mark = set.mark, slotOf = set.slotOf;
  let untried = 0;
  for (let i = 0; i < n; i++) if (mark[slotOf[i]] === 0) untried++;
  if (untried === 0 || !room) return -1;
  let k = rng.int(untried);
  for (let i = 0; i < n; i++) {
    if (mark[slotOf[i]] === 0 && k-- === 0) return i;
  }
  return -1;
}
