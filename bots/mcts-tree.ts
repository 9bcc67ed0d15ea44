/**
 * The search tree of `mcts` (mcts.ts): its storage, node allocation and reset, and the
 * questions asked of the stored statistics (the root's most visited child, whether the
 * search is decided, the walk's shortcut `allLegal`). The search decides what to store;
 * this module only keeps it.
 *
 * Layout: a struct of arrays indexed by node, node 0 the root. A node's children form a
 * singly linked list (firstChild, nextSibling; -1 ends it), newest first. A node is either
 * a move node (`move` is the move into it) or, with the search's `chance` 1, a chance node
 * (`isChance` 1, `move` the outcome's key, knowledge.publicKey) under the revealing move
 * node. Rewards are R = SEARCH_PLAYERS floats per node (reward[node * R + player]), the sum
 * of the reward vectors backed up through it.
 *
 * Contract: the arrays are preallocated by `ensure` and replaced (contents lost) only when
 * it grows them, so a caller may hold them in locals for the length of one search step but
 * must read them from the tree again after `ensure`. `reset` empties the tree without
 * clearing the arrays: `newNode` writes every field of the node it hands out. Nothing here
 * allocates after `ensure`.
 */

import * as knowledgeModule from './knowledge.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { SEARCH_PLAYERS } = knowledgeModule;

/** Reward slots per node: one per player, for games of up to this many players. */
export const R = SEARCH_PLAYERS;

/** kids[node] of a node seeded with a move listed twice: far enough below 0 that its count of children never reaches a list's length, so `allLegal` is never asked. */
export const NO_FAST_PATH = -(1 << 30);

/** The tree's nodes (struct of arrays); one per search instance, reused across searches. */
export class MctsTree {
  /** Nodes the arrays hold. */
  cap = 0;
  /** Nodes in use: 0..count. */
  count = 0;
  parent = new Int32Array(0);
  firstChild = new Int32Array(0);
  nextSibling = new Int32Array(0);
  /** The move into the node; for a chance node, the outcome's key (knowledge.publicKey). */
  move = new Int32Array(0);
  /** 1 for a chance node: the child of a revealing move node for one outcome of it. */
  isChance = new Uint8Array(0);
  // Visits and availability are counts, but the prior's virtual visits may be fractional.
  visits = new Float64Array(0);
  avail = new Float64Array(0);
  /** R floats per node: the summed reward vectors. */
  reward = new Float64Array(0);
  /**
   * at[ch]: where child ch's move stood in the node's legal list when last found there, so a
   * revisit whose list holds every child's move at its `at` needs no legal-move set (`allLegal`).
   */
  at = new Int32Array(0);
  /** kids[node]: its move children (chance children not counted); NO_FAST_PATH and up when its seeded list held a move twice. */
  kids = new Int32Array(0);

  /** Grows the arrays to hold n nodes (discarding the tree) when they hold fewer. */
  ensure(n: number): void {
    if (n <= this.cap) return;
    this.cap = n;
    this.parent = new Int32Array(n);
    this.firstChild = new Int32Array(n);
    this.nextSibling = new Int32Array(n);
    this.move = new Int32Array(n);
    this.isChance = new Uint8Array(n);
    this.visits = new Float64Array(n);
    this.avail = new Float64Array(n);
    this.reward = new Float64Array(n * R);
    this.at = new Int32Array(n);
    this.kids = new Int32Array(n);
  }

  /** Empties the tree and makes the root (node 0). The caller has ensured room. */
  reset(): void {
    this.count = 0;
    this.newNode(-1, 0);
  }

  /**
   * A new move node under `par` (-1: none, for the root) for move m: no visits, availability
   * 1, zero rewards, first in par's children and counted in kids[par]. The caller checks
   * that count < cap.
   */
  newNode(par: number, m: number): number {
    const i = this.count++;
    this.parent[i] = par;
    this.firstChild[i] = -1;
    this.move[i] = m;
    this.isChance[i] = 0;
    this.visits[i] = 0;
    this.avail[i] = 1;
    this.kids[i] = 0;
    const reward = this.reward, o = i * R;
    reward[o] = 0; reward[o + 1] = 0; reward[o + 2] = 0; reward[o + 3] = 0;
    if (par >= 0) { this.nextSibling[i] = this.firstChild[par]; this.firstChild[par] = i; this.kids[par]++; } else this.nextSibling[i] = -1;
    return i;
  }

  /** The chance child of move node `node` for outcome `key`; -1 when there is none yet. */
  findOutcome(node: number, key: number): number {
    for (let ch = this.firstChild[node]; ch !== -1; ch = this.nextSibling[ch]) {
      if (this.isChance[ch] === 1 && this.move[ch] === key) return ch;
    }
    return -1;
  }

  /** A new chance child of move node `node` for outcome `key` (not counted in kids[node]). The caller checks that count < cap. */
  newOutcome(node: number, key: number): number {
    const out = this.newNode(node, key);
    this.isChance[out] = 1;
    this.kids[node]--; // an outcome, not a move child
    return out;
  }

  /**
   * Whether every move child of node (kids[node] === n of them, checked by the caller) has
   * its move at its `at` in moves[0..n). The children's moves are distinct (the seeding
   * keeps the fast path from a node whose list held a move twice, NO_FAST_PATH; an
   * expansion adds only a move without a child), so their `at`s are n distinct indices:
   * every legal move has a child, every child is legal, and the set-based walk would mark
   * all of them and find nothing untried (no Rng draw): the same choice.
   */
  allLegal(node: number, moves: Int32Array, n: number): boolean {
    const move = this.move, at = this.at, isChance = this.isChance, nextSibling = this.nextSibling;
    for (let ch = this.firstChild[node]; ch !== -1; ch = nextSibling[ch]) {
      if (isChance[ch] === 1) continue;
      const i = at[ch];
      if (i >= n || moves[i] !== move[ch]) return false;
    }
    return true;
  }

  /** The most visited root child (ties: the better reward for `player`); -1 when the root has none. */
  bestRootChild(player: number): number {
    const visits = this.visits, reward = this.reward;
    let best = -1;
    for (let ch = this.firstChild[0]; ch !== -1; ch = this.nextSibling[ch]) {
      if (best < 0 || visits[ch] > visits[best] ||
        (visits[ch] === visits[best] && reward[ch * R + player] > reward[best * R + player])) best = ch;
    }
    return best;
  }

  /** The sum of the root children's visits, virtual ones included. */
  rootChildVisits(): number {
    let sum = 0;
    for (let ch = this.firstChild[0]; ch !== -1; ch = this.nextSibling[ch]) sum += this.visits[ch];
    return sum;
  }

  /**
   * Whether the root's most visited child leads every other by more than `left` visits:
   * each iteration adds one visit to one root child, so none can then catch up (ties
   * included) and the search would return the same move.
   */
  decided(left: number): boolean {
    let top = -1, second = -1;
    for (let ch = this.firstChild[0]; ch !== -1; ch = this.nextSibling[ch]) {
      const v = this.visits[ch];
      if (v > top) { second = top; top = v; } else if (v > second) second = v;
    }
    return top - Math.max(second, 0) > left;
  }

  /**
   * The root's children: each move, its visits less `virtual`, and its mean reward for
   * `player` (virtual visits included). For diagnostics; it allocates.
   */
  rootChildren(player: number, virtual: number): { move: number; visits: number; mean: number }[] {
    const out: { move: number; visits: number; mean: number }[] = [];
    for (let ch = this.count > 0 ? this.firstChild[0] : -1; ch !== -1; ch = this.nextSibling[ch]) {
      out.push({ move: this.move[ch], visits: this.visits[ch] - virtual, mean: this.visits[ch] > 0 ? this.reward[ch * R + player] / this.visits[ch] : 0 });
    }
    return out;
  }

  /** The chance children of the root's child for move m (0 when it has none). */
  outcomesBelow(m: number): number {
    let k = 0;
    for (let ch = this.count > 0 ? this.firstChild[0] : -1; ch !== -1; ch = this.nextSibling[ch]) {
      if (this.move[ch] !== m) continue;
      for (let g = this.firstChild[ch]; g !== -1; g = this.nextSibling[g]) k += this.isChance[g];
    }
    return k;
  }
}
