/**
 * The follow-up choices owed while PENDING != 0 (an arrow's direction, a horse's jump, a
 * flight, a cave exit, an earthquake's cells, the lighthouse's picks and order, carramba,
 * a gift of rum), and the gifts of rum a crew may make (TI-R8). Written, as every move
 * list, into a caller-owned Int32Array (movegen.ts generateMoves calls pendingMoves).
 */

import * as geometryModule from './geometry.js';
import * as stateModule from './state.js';
import { Pending, State } from './state.js';
import { Kind } from './tiles.js';
import * as movesModule from './moves.js';
import { MoveType } from './moves.js';
import * as treasureIslandModule from './treasure-island.js';
import * as landEntryModule from './land-entry.js';
import { enemyMask } from './land-entry.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { KNIGHT, LAND_CELLS, LAND_COUNT, NEIGHBOURS, NO_CELL } = geometryModule;
const { FRIDAY, LIGHT_PICKS, MISSIONARY, P_CELL, P_CREW, PEND_AUX, PEND_PIECE, PENDING, TILE_ARG, TILE_KIND, TURN } = stateModule;
const { PASS_MOVE, PIECE_SHIFT, TYPE_SHIFT } = movesModule;
const { FACTORIAL, caveExits, giverFor, quakeMovable } = treasureIslandModule;
const { computeMasks, landEntry } = landEntryModule;

const CHOOSE = MoveType.Choose << TYPE_SHIFT;
const STAY = MoveType.Stay << TYPE_SHIFT;
const GIVE_RUM = MoveType.GiveRum << TYPE_SHIFT;
const exitScratch = new Uint8Array(8);

/** Writes the follow-up choices owed while PENDING != 0. */
export function pendingMoves(s: State, out: Int32Array): number {
  const u8 = s.u8;
  const p = u8[PEND_PIECE];
  const at = u8[P_CELL + p];
  const base = CHOOSE | (p << PIECE_SHIFT);
  let n = 0;
  switch (u8[PENDING]) {
    case Pending.Arrow: {
      const mask = u8[TILE_ARG + at];
      for (let d = 0; d < 8; d++) if ((mask >> d) & 1) out[n++] = base | NEIGHBOURS[at * 8 + d];
      return n;
    }
    case Pending.Horse:
      for (let k = 0; k < 8; k++) {
        const to = KNIGHT[at * 8 + k];
        if (to !== NO_CELL) out[n++] = base | to;
      }
      return n;
    case Pending.AirplaneOrStay:
    case Pending.Airplane: {
      // Staying is allowed only on the airplane itself, under the classic rule. A flight
      // goes where a step could (not into an enemy's fortress), as from a waiting airplane.
      if (u8[PENDING] === Pending.AirplaneOrStay) out[n++] = STAY | (p << PIECE_SHIFT) | at;
      computeMasks(s, u8[P_CREW + p]);
      for (let i = 0; i < LAND_COUNT; i++) {
        const to = LAND_CELLS[i];
        if (to !== at) n = landEntry(s, out, n, base, p, to, 0, false);
      }
      if (n === 0) out[n++] = base | at; // nowhere to land: the flight ends where it began
      return n;
    }
    case Pending.CaveExit: {
      computeMasks(s, u8[P_CREW + p]);
      const k = caveExits(s, at, enemyMask, exitScratch);
      for (let i = 0; i < k; i++) out[n++] = base | exitScratch[i];
      return n;
    }
    case Pending.Earthquake1:
    case Pending.Earthquake2: {
      const first = u8[PENDING] === Pending.Earthquake2 ? u8[PEND_AUX] : NO_CELL;
      for (let i = 0; i < LAND_COUNT; i++) {
        const c = LAND_CELLS[i];
        if (c !== first && quakeMovable(s, c)) out[n++] = base | c;
      }
      return n;
    }
    case Pending.LighthousePick: {
      const picked = u8[PEND_AUX];
      for (let i = 0; i < LAND_COUNT; i++) {
        const c = LAND_CELLS[i];
        if (u8[TILE_KIND + c] !== Kind.Closed) continue;
        let dup = false;
        for (let j = 0; j < picked; j++) if (u8[LIGHT_PICKS + j] === c) dup = true;
        if (!dup) out[n++] = base | c;
      }
      return n;
    }
    case Pending.LighthouseOrder: {
      const perms = FACTORIAL[u8[PEND_AUX]];
      for (let i = 0; i < perms; i++) out[n++] = base | i;
      return n;
    }
    case Pending.Carramba:
      out[n++] = STAY | (p << PIECE_SHIFT) | at; // swears
      out[n++] = base | at; // keeps silent, and is lost
      return n;
    case Pending.Gift:
      // After the crew's move: a bottle for Friday or the missionary, or none (pass) (TI-R8).
      n = giftMoves(s, out, n, u8[TURN]);
      out[n++] = PASS_MOVE;
      return n;
  }
  return n;
}

/** The bottles crew `crew` may give Friday or the missionary now (TI-R8); the caller has checked the store and the grass. */
export function giftMoves(s: State, out: Int32Array, n: number, crew: number): number {
  for (let ch = MISSIONARY; ch <= FRIDAY; ch++) {
    if (giverFor(s, crew, ch) >= 0) out[n++] = GIVE_RUM | (ch << PIECE_SHIFT) | s.u8[P_CELL + ch];
  }
  return n;
}
