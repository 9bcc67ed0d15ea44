/**
 * What a player sees, and samples of what they do not. Hidden: the face-down layout
 * (`under`) and the set-aside tile (V[ASIDE]); everything else is on the table. A sample
 * deals the tiles not yet seen (the island's bag less every open tile) over the closed
 * cells and the set-aside slot, with fresh quarter turns; it allocates nothing.
 */

import type { Rng } from '../core/rng.js';
import { ALL_CELLS } from './board.js';
import { ASIDE, copyInto, ISLAND, State } from './state.js';
import { isTurned, kindOf, Tile, TILE_COUNTS, TILE_KINDS } from './tiles.js';

/** Player's view of s into out: s with the face-down layout and the set-aside tile blanked (no peeks exist yet: the lighthouse is not implemented). */
export function observeInto(out: State, s: State, _player: number): State {
  copyInto(out, s);
  out.under.fill(0);
  out.v[ASIDE] = 0;
  return out;
}

const COUNT = new Int32Array(TILE_KINDS);
const BAG = new Uint8Array(128);

/** Fills dst with obs and a deal of the unseen tiles consistent with it. */
export function determinizeInto(dst: State, obs: State, rng: Rng): void {
  copyInto(dst, obs);
  if (obs.v[ISLAND] === 1) COUNT.fill(0), COUNT[Tile.Empty] = 117;
  else COUNT.set(TILE_COUNTS);
  let closed = 0;
  for (let i = 0; i < 120; i++) {
    const t = obs.tile[ALL_CELLS[i]];
    if (t === Tile.FaceDown) closed++;
    else if (t !== Tile.None) COUNT[kindOf(t)]--;
  }
  let n = 0;
  for (let k = 0; k < TILE_KINDS; k++) for (let j = 0; j < COUNT[k]; j++) BAG[n++] = k;
  if (n !== closed + 1) throw new Error(`pirate-chess: ${n} unseen tiles for ${closed} closed cells and the set-aside one`);
  for (let i = n - 1; i > 0; i--) { const j = rng.int(i + 1), t = BAG[i]; BAG[i] = BAG[j]; BAG[j] = t; }
  let b = 0;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i];
    if (obs.tile[c] === Tile.FaceDown) dst.under[c] = turned(BAG[b++], rng);
  }
  dst.v[ASIDE] = turned(BAG[b], rng);
}

const turned = (k: number, rng: Rng): number => (isTurned(k) ? k | (rng.int(4) << 6) : k);
