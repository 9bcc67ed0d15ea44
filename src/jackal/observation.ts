/**
 * What a player at the table may know, and sampling the rest.
 *
 * `observe` copies a state with its face-down layout zeroed: the visible tiles,
 * pieces, coins, ships and the pending decision are all a player sees (rules
 * README, ruling 9). Bots receive only observations, so no bot can read a
 * face-down tile. `determinizeInto` fills an observation's face-down cells with a
 * layout sampled uniformly from the tiles not yet revealed, each rotating tile with
 * a random quarter turn: a state consistent with the observation, for search.
 *
 * Implementation notes. The hidden pool is the tile set's counts less the types
 * visible on the board; chests' coins are derived from the types, so coins are
 * conserved by any sample. Tiles the observer peeked at (Deluxe lighthouse) are
 * kept and taken out of the pool; tiles another player peeked at are sampled like
 * any other, since the observer never saw them. Scratch arrays are module-level:
 * determinizing allocates nothing.
 */

import * as geometryModule from './geometry.js';
import { Rng } from '../core/rng.js';
import * as setupModule from './setup.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import * as tilesModule from './tiles.js';
import { Kind } from './tiles.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { CELLS, LAND_CELLS, LAND_COUNT } = geometryModule;
const { stateTileSet } = setupModule;
const { KNOWN, TILE_KIND, TILE_TYPE, copyInto } = stateModule;
const { TILE_TYPE_COUNT, TYPE_ROTATES } = tilesModule;

/** A player's view: a state without its face-down layout, and who is looking. */
export class Observation {
  readonly state = new State();
  player = 0;
}

/**
 * Writes player's observation of s into out (allocating one if not given): the
 * layout is zeroed except the face-down tiles this player has peeked at with the
 * Deluxe lighthouse (KNOWN), which a player at the table remembers.
 */
export function observe(s: State, player: number, out: Observation = new Observation()): Observation {
  observeInto(out.state, s, player);
  out.player = player;
  return out;
}

/** The same view as a bare state: s copied into dst with the layout zeroed but for player's peeks. */
export function observeInto(dst: State, s: State, player: number): State {
  copyInto(dst, s);
  const layout = dst.layout;
  const bit = 1 << player;
  for (let c = 0; c < CELLS; c++) if ((s.u8[KNOWN + c] & bit) === 0) layout[c] = 0;
  return dst;
}

/** Counts of face-down tiles by type, as any player can infer them, into `pool`. Returns the total. */
export function hiddenPool(s: State, pool: Int32Array): number {
  const set = stateTileSet(s.u8);
  for (let t = 0; t < TILE_TYPE_COUNT; t++) pool[t] = set.counts[t];
  let hidden = 0;
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    if (s.u8[TILE_KIND + c] === Kind.Closed) hidden++;
    else pool[s.u8[TILE_TYPE + c]]--;
  }
  return hidden;
}

const poolScratch = new Int32Array(64);
const bagScratch = new Uint8Array(CELLS);

/**
 * Writes into dst the observed state with a sampled layout for its face-down cells.
 * dst may be the observation's own state. Allocates nothing.
 */
export function determinizeInto(dst: State, obs: State, rng: Rng): void {
  if (dst !== obs) copyInto(dst, obs);
  let hidden = hiddenPool(obs, poolScratch);
  // Tiles the observer has peeked at stay where they are; the rest is sampled.
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    const known = obs.layout[c];
    if (known !== 0 && obs.u8[TILE_KIND + c] === Kind.Closed) { poolScratch[known & 63]--; hidden--; }
  }
  let k = 0;
  for (let t = 0; t < TILE_TYPE_COUNT; t++) for (let i = poolScratch[t]; i > 0; i--) bagScratch[k++] = t;
  if (k !== hidden) throw new Error(`determinize: ${hidden} face-down cells but ${k} tiles left in the pool`);
  for (let i = k - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const x = bagScratch[i]; bagScratch[i] = bagScratch[j]; bagScratch[j] = x;
  }
  const layout = dst.layout;
  k = 0;
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    if (obs.u8[TILE_KIND + c] !== Kind.Closed) { layout[c] = 0; continue; }
    if (obs.layout[c] !== 0) { layout[c] = obs.layout[c]; continue; }
    const t = bagScratch[k++];
    layout[c] = t | ((TYPE_ROTATES[t] ? rng.int(4) : 0) << 6);
  }
}

/** Allocating convenience: a new determinized state. */
export function determinize(obs: State, rng: Rng): State {
  const s = new State();
  determinizeInto(s, obs, rng);
  return s;
}
