/**
 * The positions of `mcts`'s tree nodes, remembered for the tree walk (bots/mcts.ts `descend`):
 * each iteration plays the walk's moves from the root on a fresh determinization, and a node
 * reached by moves that turned no tile over stands for one visible position under every
 * determinization. So the first walk into such a node keeps its position (all but the hidden
 * parts) and its legal list; later walks copy them instead of playing the move (the turn end's
 * mate test included) and generating the list.
 *
 * Why the copy is the play's result. A move's play reads the hidden parts (`under`, V[ASIDE])
 * only when it turns a tile over (chain.ts `arrive`, the castled rook's tile: both note it,
 * `hasRevealed`) or in the lighthouse's follow-ups (Light, LightExt, Arrange: the picked tiles
 * and the set-aside one are laid back); the legality probes never look under a tile. So along
 * a move sequence whose plays do neither (a *blind* path), the visible position after each move
 * is a function of the root and the moves alone, and the hidden parts are the determinization's
 * own, untouched. Whether a path is blind does not depend on the determinization either (each
 * play sees the same visible position, and every closed cell of a determinization has a tile
 * under it), so a node stored once is blind for every iteration that reaches it.
 * test/bots/pirate-chess/node-positions.test.ts holds the copies to plays on many searches.
 *
 * Layout. Direct-mapped by node id, `slot = node & mask`, the first node to come keeping its
 * slot for the search (ids are given in order of creation, so the nodes kept are the oldest,
 * nearest the root and walked most); ids are fixed within a search from `reset` on, and a new
 * search bumps `epoch`, which empties every slot at once:
 *   owner[slot]  the node it holds, valid when era[slot] === epoch
 *   era[slot]    the search (epoch) that stored it
 *   shown[slot]  1 when its position is kept (0: only its list, e.g. the root's)
 *   count[slot]  its legal list's length, -1 not known yet (or longer than LIST_CAP)
 *   head[slot], tail[slot]  views on `bytes`: the state's bytes before `under` and from
 *                `known` on (State LAYOUT: piece, pstat, tile, used | known, V, hist)
 *   lists[slot·LIST_CAP ..] its legal list, in the generator's order
 * Nothing allocates after construction but the two views of each new sim object met (the
 * search passes the same one every time).
 */

import { applyMove } from '../../src/pirate-chess/apply.js';
import { hasRevealed } from '../../src/pirate-chess/chain.js';
import { ASIDE, KNOWN_WORD, PHASE, Phase, State, UNDER_WORD } from '../../src/pirate-chess/state.js';

/** Byte offsets in a State's buffer: `under` begins at HEAD_BYTES, `known` at TAIL_AT; the rest runs to STATE_BYTES. */
const HEAD_BYTES = UNDER_WORD * 4, TAIL_AT = KNOWN_WORD * 4, STATE_BYTES = new State().bytes.length;
const TAIL_BYTES = STATE_BYTES - TAIL_AT;

/** Moves kept per list at most (a mid-game opening decision has some 30-60; longer lists are generated each time). */
export const LIST_CAP = 128;

/** Whether the play of a move made in `phase0` that has just ended read nothing hidden (see the head comment). */
export const playedBlind = (phase0: number): boolean =>
  !hasRevealed() && phase0 !== Phase.Light && phase0 !== Phase.LightExt && phase0 !== Phase.Arrange;

export class NodePositions {
  private readonly mask: number;
  private readonly owner: Int32Array;
  private readonly era: Int32Array;
  private readonly shown: Uint8Array;
  private readonly count: Int32Array;
  private readonly bytes: Uint8Array;
  private readonly head: Uint8Array[] = [];
  private readonly tail: Uint8Array[] = [];
  private readonly lists: Int32Array;
  private epoch = 0;
  /** The walk's state's views (made once per state object). */
  private simOf: State | null = null;
  private simHead: Uint8Array<ArrayBufferLike> = new Uint8Array(0);
  private simTail: Uint8Array<ArrayBufferLike> = new Uint8Array(0);
  /** Walks into a node answered by a copy, and all walks into nodes (for tests and tuning). */
  copies = 0;
  moves = 0;

  /** A store of `slots` nodes (a power of two). */
  constructor(slots: number) {
    if (slots <= 0 || (slots & (slots - 1)) !== 0) throw new Error(`node-positions: ${slots} slots is not a power of two`);
    this.mask = slots - 1;
    this.owner = new Int32Array(slots);
    this.era = new Int32Array(slots);
    this.shown = new Uint8Array(slots);
    this.count = new Int32Array(slots);
    this.bytes = new Uint8Array(slots * (HEAD_BYTES + TAIL_BYTES));
    for (let i = 0, o = 0; i < slots; i++, o += HEAD_BYTES + TAIL_BYTES) {
      this.head.push(this.bytes.subarray(o, o + HEAD_BYTES));
      this.tail.push(this.bytes.subarray(o + HEAD_BYTES, o + HEAD_BYTES + TAIL_BYTES));
    }
    this.lists = new Int32Array(slots * LIST_CAP);
  }

  /** A new search: forgets every node, then holds the root (node 0) without its position (the determinization is the root's). */
  reset(): void {
    this.epoch++;
    this.claim(0, false);
  }

  /**
   * Plays m, the move into `node`, on sim, whose position is that of node's parent reached by a
   * blind path (`blindParent`): from the store when node is in it, else by applyMove, keeping
   * the result when the play was blind. Returns whether node's path is blind.
   */
  enter(sim: State, node: number, m: number, blindParent: boolean): boolean {
    this.moves++;
    const slot = node & this.mask;
    if (blindParent && this.holds(slot, node) && this.shown[slot] === 1) {
      this.views(sim);
      const aside = sim.v[ASIDE];
      this.simHead.set(this.head[slot]);
      this.simTail.set(this.tail[slot]);
      sim.v[ASIDE] = aside;
      this.copies++;
      return true;
    }
    const phase0 = sim.v[PHASE];
    applyMove(sim, m);
    if (!blindParent || !playedBlind(phase0)) return false;
    if (this.era[slot] === this.epoch) return true; // the slot is an older node's (nearer the root, walked more): it keeps it
    this.claim(node, true);
    this.views(sim);
    this.head[slot].set(this.simHead);
    this.tail[slot].set(this.simTail);
    return true;
  }

  /** Node's legal list into out, when kept: its length; -1 when not. */
  listOf(node: number, out: Int32Array): number {
    const slot = node & this.mask;
    if (!this.holds(slot, node)) return -1;
    const n = this.count[slot], lists = this.lists, o = slot * LIST_CAP;
    for (let i = 0; i < n; i++) out[i] = lists[o + i];
    return n;
  }

  /** Keeps moves[0..n) as node's legal list (when node holds its slot and the list fits). */
  keepList(node: number, moves: Int32Array, n: number): void {
    const slot = node & this.mask;
    if (!this.holds(slot, node) || n > LIST_CAP) return;
    const lists = this.lists, o = slot * LIST_CAP;
    for (let i = 0; i < n; i++) lists[o + i] = moves[i];
    this.count[slot] = n;
  }

  private holds(slot: number, node: number): boolean {
    return this.era[slot] === this.epoch && this.owner[slot] === node;
  }

  private claim(node: number, shown: boolean): void {
    const slot = node & this.mask;
    this.owner[slot] = node; this.era[slot] = this.epoch; this.shown[slot] = shown ? 1 : 0; this.count[slot] = -1;
  }

  private views(sim: State): void {
    if (sim === this.simOf) return;
    this.simOf = sim;
    this.simHead = sim.bytes.subarray(0, HEAD_BYTES);
    this.simTail = sim.bytes.subarray(TAIL_AT, STATE_BYTES);
  }
}
