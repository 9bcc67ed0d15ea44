/**
 * Whether a position has a legal decision, remembered (legal-decisions.ts's nested `hasLegal`: a tile's
 * choice is offered only when one is safe, PC6, and a choice may land on another choice tile).
 *
 * Implementation notes. A piece sent round a cluster of many-way arrows and horses reaches the
 * same position (the same cell, the same count of tile steps V[CHAIN], the same pieces taken) by
 * many orders of choices; followed afresh each time, a move of a king in check onto such a
 * cluster took thousands of nested questions (5,467 in one random playout, 5,444 of them
 * repeats). The answer depends on the position alone: probes never look under a face-down tile,
 * and the legality shortcuts answer exactly what the slow reference answers. So the memo is a
 * cache keyed by the whole visible position, compared word for word on a hit (no hash collision
 * can answer for another position); a slot is overwritten by the next position that hashes to
 * it. Keyed words: `State.words` but `under` (never read by a probe) and the king-cell cache
 * V[KING_AT], V[KING_AT + 1] (not part of the position).
 *
 * It serves only with legality's shortcuts on (`clearLegalMemo` when they change), so the slow
 * reference never reads an answer the fast path wrote.
 */

import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { KING_AT, KNOWN_WORD, POSITION_WORDS, UNDER_WORD, V_WORD } = stateModule;

/** Slots (a power of two). A cluster's positions are at most CHAIN_LIMIT + 1 tile steps times its cells; 512 hold several. */
const SLOTS = 512;
/** Words kept per slot: the position's words less `under`. */
const KEY_WORDS = POSITION_WORDS - (KNOWN_WORD - UNDER_WORD);
/** The king-cell cache's words in a key (skipped: equal positions may cache different cells). */
const KING_KEY = V_WORD + KING_AT - (KNOWN_WORD - UNDER_WORD);

/** KEYS[slot·KEY_WORDS ..]: the position kept in a slot; HASH its hash; ANSWER 0 no legal decision, 1 some, 2 none but one failing only by an endless loop (legal-decisions.sawLoop), -1 empty slot. */
const KEYS = new Int32Array(SLOTS * KEY_WORDS);
const HASH = new Int32Array(SLOTS);
const ANSWER = new Int8Array(SLOTS).fill(-1);

/** The hash of s's keyed words (a 32-bit multiplicative mix). */
export function memoHash(s: State): number {
  const w = s.words;
  let h = 0x2545f491;
  for (let i = 0; i < UNDER_WORD; i++) h = Math.imul(h ^ w[i], 0x9e3779b1) ^ (h >>> 16);
  for (let i = KNOWN_WORD; i < POSITION_WORDS; i++) if (i !== V_WORD + KING_AT && i !== V_WORD + KING_AT + 1) h = Math.imul(h ^ w[i], 0x9e3779b1) ^ (h >>> 16);
  return h;
}

/** The remembered answer for s (hash h = memoHash(s)): 1 a legal decision, 0 none, 2 none but a loop, -1 not known. */
export function memoFind(s: State, h: number): number {
  const slot = h & (SLOTS - 1);
  if (ANSWER[slot] < 0 || HASH[slot] !== h) return -1;
  const w = s.words, o = slot * KEY_WORDS;
  for (let i = 0; i < UNDER_WORD; i++) if (KEYS[o + i] !== w[i]) return -1;
  const shift = KNOWN_WORD - UNDER_WORD;
  for (let i = KNOWN_WORD; i < POSITION_WORDS; i++) if (KEYS[o + i - shift] !== w[i] && i - shift !== KING_KEY && i - shift !== KING_KEY + 1) return -1;
  return ANSWER[slot];
}

/** Remembers whether s (hash h) has a legal decision, and when it has none whether one failed only by an endless loop. */
export function memoKeep(s: State, h: number, legal: boolean, looped = false): void {
  const slot = h & (SLOTS - 1), w = s.words, o = slot * KEY_WORDS;
  for (let i = 0; i < UNDER_WORD; i++) KEYS[o + i] = w[i]; // loops, not set(subarray): a view is an allocation
  const shift = KNOWN_WORD - UNDER_WORD;
  for (let i = KNOWN_WORD; i < POSITION_WORDS; i++) KEYS[o + i - shift] = w[i];
  HASH[slot] = h; ANSWER[slot] = legal ? 1 : looped ? 2 : 0;
}

/** Forgets every answer. */
export function clearLegalMemo(): void { ANSWER.fill(-1); }
