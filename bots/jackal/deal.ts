/**
 * Determinizing one observation many times: the search samples a layout of the root's
 * face-down tiles in every iteration (mcts.ts), and the engine's `determinizeInto`
 * (src/jackal/observation.ts) rebuilds from the observation each time what does not change
 * between samples: the hidden pool, the bag of tiles left to deal, and which cells take them.
 * `DealPlan` builds those once per root (`plan`) and then deals (`dealInto`) with the same
 * draws of the Rng in the same order: the shuffle of the bag (Fisher-Yates from its end),
 * then a quarter turn for each rotating tile in LAND_CELLS order. So a deal equals the
 * engine's determinization of the same observation from the same Rng state, state and Rng
 * alike (test/bots/jackal/deal.test.ts checks both on many positions and seeds; the engine's
 * function stays the truth). The draws are made in batches by Rng.shuffle and Rng.fillInts
 * (the quarter turns first into `turns`), which give the numbers of the calls one by one.
 *
 * Layout of the plan (after `plan(obs)`):
 *   bag[0..tiles)       tile type ids left to deal, by type id ascending (the engine's order);
 *   deal[0..tiles)      the face-down cells the observer has not peeked at, in LAND_CELLS order;
 *   clear[0..clears)    the open land cells whose layout entry in obs is not zero (the engine
 *                       zeroes them; normally none).
 * Nothing allocates after construction.
 */

import type { Rng } from '../../src/core/rng.js';
import * as geometryModule from '../../src/jackal/geometry.js';
import * as observationModule from '../../src/jackal/observation.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';
import * as tilesModule from '../../src/jackal/tiles.js';
import { Kind } from '../../src/jackal/tiles.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { CELLS, LAND_CELLS, LAND_COUNT } = geometryModule;
const { hiddenPool } = observationModule;
const { copyInto, TILE_KIND } = stateModule;
const { TILE_TYPE_COUNT, TYPE_ROTATES } = tilesModule;

export class DealPlan {
  private readonly pool = new Int32Array(64);
  private readonly bag = new Uint8Array(CELLS);
  private readonly deal = new Uint8Array(CELLS);
  private readonly clear = new Uint8Array(CELLS);
  /** Scratch for one deal's shuffle of `bag`. */
  private readonly shuffled = new Uint8Array(CELLS);
  /** Scratch for one deal's quarter turns, one per rotating tile of the bag in deal order. */
  private readonly turns = new Uint8Array(CELLS);
  private tiles = 0;
  private clears = 0;
  /** Tiles of the bag that rotate (TYPE_ROTATES): the quarter-turn draws of a deal. */
  private rotating = 0;

  /** Builds the plan for observation obs; throws, as the engine does, when its face-down cells and its pool disagree. */
  plan(obs: State): void {
    const pool = this.pool;
    let hidden = hiddenPool(obs, pool);
    let tiles = 0, clears = 0;
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i], known = obs.layout[c];
      if (obs.u8[TILE_KIND + c] !== Kind.Closed) { if (known !== 0) this.clear[clears++] = c; continue; }
      if (known !== 0) { pool[known & 63]--; hidden--; } else this.deal[tiles++] = c;
    }
    let k = 0, rotating = 0;
    for (let t = 0; t < TILE_TYPE_COUNT; t++) for (let i = pool[t]; i > 0; i--) { this.bag[k++] = t; rotating += TYPE_ROTATES[t] ? 1 : 0; }
    if (k !== hidden || k !== tiles) throw new Error(`determinize: ${hidden} face-down cells but ${k} tiles left in the pool`);
    this.tiles = tiles;
    this.clears = clears;
    this.rotating = rotating;
  }

  /** Writes into dst (not obs itself) the observation last planned with a sampled layout: the engine's determinizeInto(dst, obs, rng). */
  dealInto(dst: State, obs: State, rng: Rng): void {
    copyInto(dst, obs);
    const bag = this.shuffled, n = this.tiles, layout = dst.layout;
    for (let i = 0; i < n; i++) bag[i] = this.bag[i];
    rng.shuffle(bag, n);
    for (let i = 0; i < this.clears; i++) layout[this.clear[i]] = 0;
    // the quarter turns are drawn after the shuffle, one per rotating tile in deal order
    const turns = this.turns;
    rng.fillInts(turns, this.rotating, 4);
    for (let i = 0, r = 0; i < n; i++) {
      const t = bag[i];
      layout[this.deal[i]] = t | ((TYPE_ROTATES[t] ? turns[r++] : 0) << 6);
    }
  }
}
