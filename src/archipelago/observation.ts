/**
 * What a player sees, and samples of what they do not. Hidden from everyone: the face-down
 * tiles (`under`) and the tiles removed before laying (`removed`, line 658); a player who
 * peeked from the lighthouse keeps the tiles it saw (KNOWN). Everything else is on the table.
 *
 * A sample deals, back by back (the backs are public, line 658), the tiles of that back in
 * the island's boxes less those seen open (SEEN) and those this player peeked at, over that
 * back's unknown closed cells and its removal slots, with fresh quarter turns. Allocates nothing.
 */

import type { Rng } from '../core/rng.js';
import { CELLS } from './geometry.js';
import { turned } from './setup.js';
import { isSolo } from './solo-state.js';
import { dealRemovals, keepWashedOpen } from './tide.js';
import { ABOARD, BOXES, CAMP_LEN, CAMP_SEED, copyInto, KNOWN, MAX_REMOVED, P_CELL, PIECES, REMOVED_N, SEEN, State, TERRAIN, TILE } from './state.js';
import { Back, KINDS, kindOf, removedCount, setCount } from './tiles.js';

/** Player's view of s into out. */
export function observeInto(out: State, s: State, player: number): State {
  copyInto(out, s);
  const bit = 1 << player;
  for (let c = 0; c < CELLS; c++) if ((s.u8[KNOWN + c] & bit) === 0) out.under[c] = 0;
  out.removed.fill(0);
  keepWashedOpen(out, s); // the tide's open tiles were seen by all (tide.ts)
  out.v[CAMP_SEED] = 0; // the campaign's next islands (campaign.ts)
  return out;
}

const COUNT = new Int32Array(KINDS);
const BAG = new Uint8Array(64);

/** Fills dst with obs and a deal of the unseen tiles over the unknown closed cells and the removal slots. */
export function determinizeInto(dst: State, obs: State, rng: Rng): void {
  copyInto(dst, obs);
  // A solo card is laid face up from its own tiles, not the boxes (A-S…, solo-mission.ts):
  // nothing is hidden, so the observation is the position (the boxes' count would not fit it).
  if (isSolo(obs)) return;
  const boxes = obs.v[BOXES];
  let slot = 0;
  for (let back = Back.Mountain; back <= Back.Beach; back++) {
    for (let k = 0; k < KINDS; k++) COUNT[k] = setCount(boxes, back, k);
    let unknown = 0;
    for (let c = 0; c < CELLS; c++) {
      if (obs.u8[TERRAIN + c] !== back) continue;
      if (obs.u8[TILE + c] !== 0) COUNT[obs.u8[SEEN + c]]--;
      else if (obs.under[c] !== 0) COUNT[kindOf(obs.under[c])]--;
      else unknown++;
    }
    // the tide's slots follow the beach removals (tide.ts): an open one is known, a closed one dealt
    let washed = 0;
    if (back === Back.Beach) {
      for (let i = dealRemovals(obs); i < obs.v[REMOVED_N]; i++) if (obs.removed[i] !== 0) COUNT[kindOf(obs.removed[i])]--; else washed++;
    }
    let n = 0;
    for (let k = 1; k < KINDS; k++) {
      if (COUNT[k] < 0) throw new Error(`archipelago: more ${k} tiles seen on ${back} than the boxes hold`);
      for (let j = 0; j < COUNT[k]; j++) BAG[n++] = k;
    }
    const gone = removedCount(boxes, back) + washed;
    if (n !== unknown + gone) throw new Error(`archipelago: ${n} unseen ${back} tiles for ${unknown} closed cells and ${gone} removals`);
    for (let i = n - 1; i > 0; i--) { const j = rng.int(i + 1), t = BAG[i]; BAG[i] = BAG[j]; BAG[j] = t; }
    let b = 0;
    for (let i = 0; i < removedCount(boxes, back); i++) dst.removed[slot++] = BAG[b++];
    if (back === Back.Beach) for (; slot < obs.v[REMOVED_N]; slot++) if (obs.removed[slot] === 0) dst.removed[slot] = BAG[b++];
    for (let c = 0; c < CELLS; c++) if (obs.u8[TERRAIN + c] === back && obs.u8[TILE + c] === 0 && obs.under[c] === 0) dst.under[c] = turned(BAG[b++], rng);
  }
  for (let i = slot; i < MAX_REMOVED; i++) dst.removed[i] = 0;
  if (obs.u8[CAMP_LEN] !== 0) dst.v[CAMP_SEED] = rng.nextU32() | 0; // a campaign's next islands: any deal
}

/** A closed cell whose tile this position does not hold (an observation): a reveal cannot be played. */
export function hiddenUnknown(s: State): boolean {
  for (let c = 0; c < CELLS; c++) if (s.u8[TERRAIN + c] !== 0 && s.u8[TILE + c] === 0 && s.under[c] === 0) return true;
  return false;
}

/** After a move on such a position: a piece stands on a closed cell (its tile was needed and unknown). */
export function revealFailed(s: State): boolean {
  for (let p = 0; p < PIECES; p++) {
    const c = s.u8[P_CELL + p];
    if (c < ABOARD && s.u8[TERRAIN + c] !== 0 && s.u8[TILE + c] === 0) return true;
  }
  return false;
}
