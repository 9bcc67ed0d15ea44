/**
 * The tide (the Isle of Tides box, full-rules-ru.txt lines 1046-1050): "from a high hill you
 * see the tide coming in: put three beach tiles back in the box. You may take closed and open
 * tiles in different parts of the island. The tiles must be next to the water, no ship may
 * stand right against the tile, and no item or character may be on it."
 *
 * Designed: the player who turned the tide over picks the three, one decision each (`tide
 * e5`, PHASE Tide, V[TIDE_LEFT] picks left); fewer when fewer cells qualify, none when none
 * does (the turn then ends as after an empty tile). Each pick is judged on the island as it
 * then lies, so a cell bared by the first pick may be the second. "Next to the water" and
 * "right against" are the eight neighbours (tortoise.onShore).
 * "No item or character": no coins, no piece (a pirate up a palm included), not the bear,
 * not the tortoise.
 *
 * The island shrinks: the cell becomes sea (TERRAIN 0) marked WASHED in KNOWN (bit 4, so a
 * viewer and a position name it); its tile goes to the box as one more removal slot after
 * the deal's (`removed`, V[REMOVED_N]): the kind as seen if it was open, with bit 7 set
 * (public: an observation keeps it), else the face-down tile (hidden like the deal's
 * removals). A closed cell washed leaves V[CLOSED_N] one less (the end test, line 1102).
 * The clockwise ranks are recomputed round the smaller island (layout.clockRanks' ranks, as a
 * position read afresh would), and the state drops its sea table (sea.attachSea gives a
 * shrunk island none: the ships' reach is walked from then on, never a stale table's).
 */

import * as geometryModule from './geometry.js';
import * as clockRanksModule from './clock-ranks.js';
import * as seaModule from './sea.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import * as rulesModule from './rules.js';
import * as tortoiseModule from './tortoise.js';
import { Phase, type State } from './state.js';
import * as stateModule from './state.js';
import { Back } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS, STEP } = geometryModule;
const { writeClockRanks } = clockRanksModule;
const { attachSea } = seaModule;
const { move } = movesModule;
const { isLand, shipAt } = rulesModule;
const { onShore } = tortoiseModule;
const {
  BEAR, CART, CLOCK, CLOSED_N, COINS, KNOWN, MAX_REMOVED, NORTH_X, NORTH_Y, P_CELL, PEND_PIECE, PHASE, PIECES, REMOVED_N, SEEN, TERRAIN, TIDE_LEFT,
  TILE, TORTOISE, WASHED,
} = stateModule;
const { kindOf } = tilesModule;

/** Removal slot bit: the washed tile was open (its kind is public). */
export const WASHED_OPEN = 128;
/** Beach tiles one tide takes (line 1050). */
export const TIDE_TILES = 3;

/** The beach cells the tide may take now (line 1050), written as `tide` moves when out is given; their count. */
export function tidePicks(s: State, out: Int32Array | null, n: number): number {
  for (let c = 0; c < CELLS; c++) {
    if (!mayWash(s, c)) continue;
    if (out) out[n] = move(MoveKind.Tide, 0, c);
    n++;
  }
  return n;
}

function mayWash(s: State, c: number): boolean {
  if (s.u8[TERRAIN + c] !== Back.Beach || s.u8[COINS + c] !== 0 || s.v[BEAR] === c || s.v[TORTOISE] === c || s.v[CART] === c || !onShore(s, c)) return false; // the cart is an item (line 1052; cart.ts)
  for (let q = 0; q < PIECES; q++) if (s.u8[P_CELL + q] === c) return false;
  for (let d = 0; d < 8; d++) { const m = STEP[c * 8 + d]; if (m >= 0 && !isLand(s, m) && shipAt(s, m) >= 0) return false; }
  return true;
}

/** The tide turned over by piece p: the picks are owed (true), or none qualifies (false: the arrival goes on as on an empty tile). */
export function tideFound(s: State, p: number): boolean {
  if (tidePicks(s, null, 0) === 0 || s.v[REMOVED_N] >= MAX_REMOVED) return false;
  s.v[TIDE_LEFT] = TIDE_TILES; s.v[PEND_PIECE] = p; s.v[PHASE] = Phase.Tide;
  return true;
}

/** The tide takes beach cell c (a legal pick); back to PHASE Play when it has taken its three or no cell is left. */
export function wash(s: State, c: number): void {
  const t = s.u8[TILE + c];
  s.removed[s.v[REMOVED_N]++] = t !== 0 ? s.u8[SEEN + c] | WASHED_OPEN : kindOf(s.under[c]);
  if (t === 0) s.v[CLOSED_N]--;
  s.u8[TERRAIN + c] = 0; s.u8[TILE + c] = 0; s.u8[SEEN + c] = 0; s.under[c] = 0;
  s.u8[KNOWN + c] = WASHED;
  writeClockRanks(s.u8, TERRAIN, s.v[NORTH_X] / 16, s.v[NORTH_Y] / 16, CLOCK); // clock-ranks.ts: layout.clockRanks' ranks, allocating nothing
  attachSea(s); // a shrunk island: no table, its sea walked (sea.ts)
  if (--s.v[TIDE_LEFT] <= 0 || s.v[REMOVED_N] >= MAX_REMOVED || tidePicks(s, null, 0) === 0) { s.v[TIDE_LEFT] = 0; s.v[PHASE] = Phase.Play; }
}

/** Beach tiles the tide has taken so far: the cells marked WASHED. */
export function washedCount(s: State): number {
  let n = 0;
  for (let c = 0; c < CELLS; c++) if ((s.u8[KNOWN + c] & WASHED) !== 0) n++;
  return n;
}

/** Removal slots the deal took before laying (line 658, 1134); the tide's follow them. */
export const dealRemovals = (s: State): number => s.v[REMOVED_N] - washedCount(s);

/** An observation keeps the tide's open tiles (public, WASHED_OPEN); the rest of `removed` it has blanked. */
export function keepWashedOpen(out: State, s: State): void {
  for (let i = dealRemovals(s); i < s.v[REMOVED_N]; i++) if ((s.removed[i] & WASHED_OPEN) !== 0) out.removed[i] = s.removed[i];
}
