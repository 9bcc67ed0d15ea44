/**
 * What a player sees, and samples of what they do not. Hidden: the face-down layout
 * (`under`) and the set-aside tile (V[ASIDE]), except the tiles this player saw at the
 * lighthouse (`known`, V[ASIDE_KNOWN]); everything else is on the table. A sample
 * deals the tiles not yet seen (the island's bag less every open tile) over the closed
 * cells and the set-aside slot, with fresh quarter turns; it allocates nothing.
 */

import type { Rng } from '../core/rng.js';
import { ALL_CELLS } from './board.js';
import { ASIDE, ASIDE_KNOWN, copyInto, ISLAND, LIGHT, PHASE, Phase, State } from './state.js';
import { asideExists } from './lighthouse.js';
import { isTurned, kindOf, Tile, TILE_COUNTS, TILE_KINDS } from './tiles.js';

/** Player's view of s into out: s with the face-down layout and the set-aside tile blanked, except what this player saw at the lighthouse. */
export function observeInto(out: State, s: State, player: number): State {
  copyInto(out, s);
  const bit = 1 << player;
  for (let i = 0; i < 120; i++) { const c = ALL_CELLS[i]; if ((s.known[c] & bit) === 0) out.under[c] = 0; }
  if (s.v[ASIDE_KNOWN] < 0 || (s.v[ASIDE_KNOWN] & bit) === 0) out.v[ASIDE] = 0;
  return out;
}

const COUNT = new Int32Array(TILE_KINDS);
const BAG = new Uint8Array(128);

/** Fills dst with obs and a deal of the unseen tiles (the island's bag less open and known tiles) over the unknown closed cells and the set-aside slot. */
export function determinizeInto(dst: State, obs: State, rng: Rng): void {
  copyInto(dst, obs);
  if (obs.v[ISLAND] === 1) COUNT.fill(0), COUNT[Tile.Empty] = 117;
  else COUNT.set(TILE_COUNTS);
  let slots = asideExists(obs) && obs.v[ASIDE] === 0 ? 1 : 0;
  if (obs.v[ASIDE] !== 0) COUNT[kindOf(obs.v[ASIDE])]--;
  const laying = obs.v[PHASE] === Phase.Arrange ? obs.v[LIGHT + 3] : -1; // gets its tile with the order
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], t = obs.tile[c];
    if (c === laying) continue;
    if (t === Tile.FaceDown) { if (obs.under[c] === 0) slots++; else COUNT[kindOf(obs.under[c])]--; }
    else if (t !== Tile.None) COUNT[kindOf(t)]--;
  }
  let n = 0;
  for (let k = 0; k < TILE_KINDS; k++) for (let j = 0; j < COUNT[k]; j++) BAG[n++] = k;
  if (n !== slots) throw new Error(`pirate-chess: ${n} unseen tiles for ${slots} unknown closed cells and set-aside slot`);
  for (let i = n - 1; i > 0; i--) { const j = rng.int(i + 1), t = BAG[i]; BAG[i] = BAG[j]; BAG[j] = t; }
  let b = 0;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i];
    if (obs.tile[c] === Tile.FaceDown && obs.under[c] === 0 && c !== laying) dst.under[c] = turned(BAG[b++], rng);
  }
  if (asideExists(obs) && obs.v[ASIDE] === 0) dst.v[ASIDE] = turned(BAG[b], rng);
}

const turned = (k: number, rng: Rng): number => (isTurned(k) ? k | (rng.int(4) << 6) : k);
