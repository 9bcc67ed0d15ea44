/**
 * The legal lists of positions the search has seen, remembered: `mcts` walks its tree once an
 * iteration and generates the legal moves of every node it passes (to know which children the
 * determinization allows), and most of those positions it has met before. A hit copies the
 * list; a miss generates it (movegen.generateMoves) and keeps it. The list is the generator's,
 * in its order, so the search draws and selects exactly as without the cache.
 *
 * Implementation notes. The legal list depends on the visible position alone: the legality
 * probes never look under a face-down tile (chain.ts turns none over in a probe) nor at the
 * set-aside tile (read only when the lighthouse lays it, lighthouse.ts). So the key is the
 * position's words (State's one buffer up to `hist`) less the face-down layout `under`, and
 * with the set-aside tile V[ASIDE] and the king-cell cache V[KING_AT], V[KING_AT + 1] (not part
 * of the position) zeroed; a hit compares the whole key word for word, so no hash collision can
 * answer for another position. Direct-mapped: a slot is overwritten by the next position that
 * hashes to it. Lists longer than LIST_CAP are not kept (rare: only the lighthouse's and the
 * airplane's choices and crowded openings pass it). Nothing allocates after construction but a
 * word view of each new state object met (the search passes the same one every time).
 */

import { generateMoves } from '../../src/pirate-chess/movegen.js';
import { ASIDE, CHAIN, HIST_LEN, KING_AT, NV, PEND_CELL, PEND_FROM, PHASE, PLY, State, TURNS } from '../../src/pirate-chess/state.js';

const PROBE = new State();
/** Word offsets in a State's buffer (state.ts LAYOUT): `under` [UNDER, KNOWN), then `known` and the scalars V up to END. */
const UNDER = PROBE.under.byteOffset >> 2, KNOWN = PROBE.known.byteOffset >> 2, V = PROBE.v.byteOffset >> 2;
const END = V + NV;
if (PROBE.piece.byteOffset !== 0 || (PROBE.under.byteOffset & 3) !== 0 || PROBE.known.byteOffset - PROBE.under.byteOffset !== PROBE.under.length || !(ASIDE < KING_AT)) {
  throw new Error('legal-cache: the State layout no longer has its arrays word-aligned, `under` just before `known`, and V[ASIDE] before V[KING_AT]');
}
/**
 * A key: words [0, UNDER) then [KNOWN, END), with the words of V[ASIDE], V[KING_AT] and
 * V[KING_AT + 1] held 0. The three runs of the scalars compared: [KNOWN, A), [A + 1, K), [K + 2, END).
 */
const KEY_WORDS = UNDER + END - KNOWN;
const A = V + ASIDE, K = V + KING_AT, SHIFT = KNOWN - UNDER;

/** Moves kept per slot at most (a mid-game opening decision has some 30-60). */
export const LIST_CAP = 128;

export class LegalCache {
  private readonly mask: number;
  /** keys[slot·KEY_WORDS ..]: the position a slot holds; hashes[slot] its hash; counts[slot] its list's length, -1 empty. */
  private readonly keys: Int32Array;
  private readonly hashes: Int32Array;
  private readonly counts: Int32Array;
  /** lists[slot·LIST_CAP ..]: the slot's legal list. */
  private readonly lists: Int32Array;
  private words: Int32Array<ArrayBufferLike> = new Int32Array(0);
  private wordsOf: State | null = null;
  /** Lookups answered from a slot, and all lookups (for tests and tuning). */
  hits = 0;
  lookups = 0;

  /** A cache of `slots` positions (a power of two). */
  constructor(slots: number) {
    if (slots <= 0 || (slots & (slots - 1)) !== 0) throw new Error(`legal-cache: ${slots} slots is not a power of two`);
    this.mask = slots - 1;
    this.keys = new Int32Array(slots * KEY_WORDS);
    this.hashes = new Int32Array(slots);
    this.counts = new Int32Array(slots).fill(-1);
    this.lists = new Int32Array(slots * LIST_CAP);
  }

  /** movegen.generateMoves(s, out): the same count and moves, from the cache when s's position is in it. */
  generateMoves(s: State, out: Int32Array): number {
    this.lookups++;
    const h = this.hashOf(s), slot = h & this.mask, n = this.counts[slot];
    if (n >= 0 && this.hashes[slot] === h && this.sameKey(slot)) {
      this.hits++;
      const lists = this.lists, o = slot * LIST_CAP;
      for (let i = 0; i < n; i++) out[i] = lists[o + i];
      return n;
    }
    const count = generateMoves(s, out);
    if (count <= LIST_CAP) this.keep(slot, h, out, count);
    return count;
  }

  /** Forgets every list. */
  clear(): void { this.counts.fill(-1); }

  /**
   * The slot hash of s: the engine's hash of the position at the last turn end (state.ts
   * positionHash, kept in `hist` by turn-end.ts; at the start of a turn it is this position's)
   * mixed with the scalars that move within a turn (the ply, the decision owed, its cells, the
   * tile steps) and the tile of the cell owing a choice (the one a reveal opened). Only a slot
   * index: a hit compares the whole key (sameKey).
   */
  private hashOf(s: State): number {
    if (s !== this.wordsOf) { this.wordsOf = s; this.words = new Int32Array(s.bytes.buffer, s.bytes.byteOffset, END); }
    const v = s.v;
    let h = Math.imul(s.hist[(v[TURNS] - 1) & (HIST_LEN - 1)] ^ v[PLY], 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16) ^ (v[PHASE] << 24) ^ (v[PEND_CELL] << 16) ^ (v[PEND_FROM] << 8) ^ v[CHAIN], 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13) ^ s.tile[v[PEND_CELL] & 255] ^ (v[TURNS] << 8), 0xc2b2ae35);
    return h ^ (h >>> 16);
  }

  /** Whether the slot holds the position of the words last hashed (the whole key compared). */
  private sameKey(slot: number): boolean {
    const keys = this.keys, w = this.words, o = slot * KEY_WORDS, q = o - SHIFT;
    for (let i = 0; i < UNDER; i++) if (keys[o + i] !== w[i]) return false;
    for (let i = KNOWN; i < A; i++) if (keys[q + i] !== w[i]) return false;
    for (let i = A + 1; i < K; i++) if (keys[q + i] !== w[i]) return false;
    for (let i = K + 2; i < END; i++) if (keys[q + i] !== w[i]) return false;
    return true;
  }

  private keep(slot: number, h: number, moves: Int32Array, n: number): void {
    const keys = this.keys, w = this.words, o = slot * KEY_WORDS, q = o - SHIFT;
    for (let i = 0; i < UNDER; i++) keys[o + i] = w[i];
    for (let i = KNOWN; i < END; i++) keys[q + i] = w[i];
    keys[q + A] = 0; keys[q + K] = 0; keys[q + K + 1] = 0;
    const lists = this.lists, l = slot * LIST_CAP;
    for (let i = 0; i < n; i++) lists[l + i] = moves[i];
    this.hashes[slot] = h; this.counts[slot] = n;
  }
}
