/**
 * A new game: the tiles of boxes 1..N shuffled per back, the random removals set aside
 * face down (line 658, line 1134), the rest laid face down on the layout's cells of their
 * back with random quarter turns, ships not yet placed (the berth phase opens the game,
 * white first, line 1190), three pirates of each crew waiting to board.
 */

import * as stallModule from './stall.js';
import { Rng } from '../core/rng.js';
import * as geometryModule from './geometry.js';
import type { Layout } from './layout.js';
import { ArchOptions } from './options.js';
import * as optionsModule from './options.js';
import * as soloMissionModule from './solo-mission.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Back } from './tiles.js';
import * as tilesModule from './tiles.js';
import * as seaModule from './sea.js';
import * as expeditionModule from './expedition.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { progressMark } = stallModule;
const { CELLS } = geometryModule;
const { layoutOf, missionOf, MODE_CREWS, MODES } = optionsModule;
const { layMission } = soloMissionModule;
const {
  BEAR, BEAR_CREW, BERTH, CLOSED_N, NORTH_X, NORTH_Y, BOTTLE_SUPPLY, BOXES, CLOCK, COIN_SUPPLY, CREWS, ISLAND, MAX_PLIES, MODE, MOVED, OUT, P_CELL,
  P_CREW, PHASE, PIECES, QUAKE_FIRST, REMOVED_N, SHIP, START, TERRAIN, TURN, STALL_MARK,
} = stateModule;
const { isTurned, KINDS, removedCount, setCount } = tilesModule;
const { attachSea } = seaModule;
const { startExpedition } = expeditionModule;

/** Bottles and coins in the bank at the start (line 645: 19 coins, 5 bottles). */
export const COINS_TOTAL = 19, BOTTLES_TOTAL = 5;

export function newGame(o: ArchOptions, seed: string | number): State {
  if (o.mode === 'solo') return layMission(missionOf(o), o.missionFile === null ? o.mission : 0, o.maxPlies); // no chance: every tile given
  const s = layIsland(layoutOf(o), o.layout === null ? o.island : 0, MODES.indexOf(o.mode), o.maxPlies, new Rng(seed));
  if (o.abilities !== '' || o.campaign !== '') startExpedition(s, o.abilities, o.campaign, seed); // cards given, a campaign's record
  return s;
}

/** Lays `layout` for `mode` (options.MODES index) with its hidden tiles dealt from rng. */
export function layIsland(layout: Layout, island: number, mode: number, maxPlies: number, rng: Rng): State {
  const s = new State();
  s.u8.set(layout.terrain, TERRAIN);
  s.u8.set(layout.berth, BERTH);
  s.u8.set(layout.clock, CLOCK);
  const bag = new Uint8Array(64);
  let r = 0;
  for (let back = Back.Mountain; back <= Back.Beach; back++) {
    let n = 0;
    for (let k = 1; k < KINDS; k++) for (let j = setCount(layout.boxes, back, k); j > 0; j--) bag[n++] = k;
    for (let i = n - 1; i > 0; i--) { const j = rng.int(i + 1), t = bag[i]; bag[i] = bag[j]; bag[j] = t; }
    const gone = removedCount(layout.boxes, back);
    for (let i = 0; i < gone; i++) s.removed[r++] = bag[i];
    let b = gone;
    for (let c = 0; c < CELLS; c++) if (layout.terrain[c] === back) { s.under[c] = turned(bag[b++], rng); s.v[CLOSED_N]++; }
    if (b !== n) throw new Error(`archipelago: ${n - gone} ${back} tiles for ${b - gone} cells`);
  }
  const v = s.v;
  v[REMOVED_N] = r; v[MODE] = mode; v[CREWS] = MODE_CREWS[mode]; v[BOXES] = layout.boxes; v[ISLAND] = island;
  v[MAX_PLIES] = maxPlies; v[COIN_SUPPLY] = COINS_TOTAL; v[BOTTLE_SUPPLY] = BOTTLES_TOTAL;
  v[BEAR] = -1; v[BEAR_CREW] = -1; v[QUAKE_FIRST] = -1; v[MOVED] = -1; v[START] = -1;
  v[PHASE] = Phase.Berth; v[TURN] = 0;
  v[STALL_MARK] = progressMark(s); // the stall count starts with the game (stall.ts)
  v[NORTH_X] = Math.round(layout.northX * 16); v[NORTH_Y] = Math.round(layout.northY * 16);
  attachSea(s);
  for (let p = 0; p < PIECES; p++) { s.u8[P_CELL + p] = OUT; s.u8[P_CREW + p] = p < 12 ? (p / 3) | 0 : OUT; }
  for (let k = 0; k < 4; k++) s.u8[SHIP + k] = OUT;
  return s;
}

export const turned = (k: number, rng: Rng): number => (isTurned(k) ? k | (rng.int(4) << 6) : k);
