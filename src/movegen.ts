/**
 * Legal move generation. `generateMoves(state, out)` writes every legal move of
 * the crew on turn into a caller-owned Int32Array and returns the count. It reads
 * only what the players can see (never `state.layout`), allocates nothing, and
 * filters nothing after the fact: every move it writes applies cleanly.
 *
 * Implementation notes. Enemy and friend tests are bit masks over piece slots,
 * built once per call and intersected with the PIECES_AT cache of the target cell.
 * Moves that lead into danger (a cannibal already revealed, an enemy ship) are
 * legal and generated; the rules allow them and the bots judge them.
 */

import { IS_LAND, KNIGHT, LAND_CELLS, LAND_COUNT, NEIGHBOURS, NO_CELL, SHIP_FRONT, SHIP_SIDE, SHIP_SLOT, SHIP_SLOTS, SIDE_CELLS } from './geometry.js';
import { MODE_CREWS, MODE_TEAM } from './options.js';
import {
  COINS, F_CARRY, F_DRUNK_MASK, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, MAX_PIECES, MODE, OVER, P_CELL, P_CREW, P_FLAGS, PEND_PIECE, PENDING,
  PIECES_AT_U16, Pending, SHIP_CELL, State, TILE_ARG, TILE_KIND, TURN,
} from './state.js';
import { Kind } from './tiles.js';
import { COIN_BIT, MoveType, PASS_MOVE, PIECE_SHIFT, TYPE_SHIFT } from './moves.js';

/**
 * Capacity of a move list. The largest list is a crew with a pirate on an unused
 * airplane that has coins under it: 116 flight targets, each with and without a
 * coin (232), plus two more pirates' 8 steps with and without a coin (32), two ship
 * sails and a revive: 267. Treasure Island pieces (up to 3 more) add at most 48.
 * 512 leaves room.
 */
export const MAX_MOVES = 512;

const MOVE = MoveType.Move << TYPE_SHIFT;
const SAIL = MoveType.Sail << TYPE_SHIFT;
const REVIVE = MoveType.Revive << TYPE_SHIFT;
const CHOOSE = MoveType.Choose << TYPE_SHIFT;
const STAY = MoveType.Stay << TYPE_SHIFT;

/** Piece masks of the team of the crew on turn (itself and its allies) and of its enemies. */
let teamMask = 0, enemyMask = 0;

function computeMasks(s: State, crew: number): void {
  const u8 = s.u8;
  const teamBase = u8[MODE] * 4;
  const myTeam = MODE_TEAM[teamBase + crew];
  teamMask = 0; enemyMask = 0;
  for (let p = 0; p < MAX_PIECES; p++) {
    const c = u8[P_CREW + p];
    if (c === 255) continue;
    if (MODE_TEAM[teamBase + c] === myTeam) teamMask |= 1 << p;
    else enemyMask |= 1 << p;
  }
}

/** Enemies a piece entering `cell` would meet: all on the cell, or on a spinner only those on step I. */
function enemiesOnEntry(s: State, cell: number, enemies: number): number {
  let m = s.u16[PIECES_AT_U16 + cell] & enemies;
  if (m !== 0 && s.u8[TILE_KIND + cell] === Kind.Spinner) {
    for (let b = m; b !== 0; b &= b - 1) {
      const p = 31 - Math.clz32(b & -b);
      if ((s.u8[P_FLAGS + p] & F_STEP_MASK) !== 0) m &= ~(1 << p);
    }
  }
  return m;
}

/** The crew (0..3) whose ship stands on a sea cell, or -1. */
export function shipAt(s: State, cell: number): number {
  const side = SHIP_SIDE[cell];
  if (side === NO_CELL) return -1;
  return s.u8[SHIP_CELL + side] === cell ? side : -1;
}

/**
 * Writes the land entry moves of piece p (at `from`) onto cell `to`: without a coin
 * always, with a coin when one is at hand and the coin may enter. Returns the new count.
 */
function landEntry(s: State, out: Int32Array, n: number, base: number, to: number, coinAtHand: boolean): number {
  const kind = s.u8[TILE_KIND + to];
  const enemies = enemiesOnEntry(s, to, enemyMask);
  if (kind === Kind.Fortress || kind === Kind.Native) {
    if (enemies !== 0) return n; // no entering a fortress held by the enemy (rulebook, Fortress)
    out[n++] = base | to;
    return n;
  }
  out[n++] = base | to;
  if (coinAtHand && enemies === 0 && kind !== Kind.Closed) out[n++] = base | to | COIN_BIT;
  return n;
}

/** Writes a pirate's moves. */
function pieceMoves(s: State, out: Int32Array, n: number, p: number, crew: number): number {
  const u8 = s.u8;
  const from = u8[P_CELL + p];
  const flags = u8[P_FLAGS + p];
  if ((flags & (F_TRAPPED | F_DRUNK_MASK)) !== 0) {
    // Trapped, or sleeping off the rum (DRUNK 1 or 2; 2 cannot occur on the crew's own turn).
    return n;
  }
  const base = MOVE | (p << PIECE_SHIFT);
  if (IS_LAND[from] === 0) {
    const ship = shipAt(s, from);
    if (ship >= 0) {
      // Aboard: landing only onto the cell straight in front (rules README, ruling 1).
      return landEntry(s, out, n, base, SHIP_FRONT[from], false);
    }
    // Swimming: to any neighbouring sea cell (ruling 2); a friendly ship there takes him aboard.
    for (let d = 0; d < 8; d++) {
      const to = NEIGHBOURS[from * 8 + d];
      if (to === NO_CELL || IS_LAND[to] === 1) continue;
      out[n++] = base | to;
    }
    return n;
  }
  const kind = u8[TILE_KIND + from];
  let coinAtHand = (flags & F_CARRY) !== 0;
  if (kind === Kind.Spinner) {
    const step = (flags & F_STEP_MASK) >> F_STEP_SHIFT;
    const last = u8[TILE_ARG + from] - 1;
    if (step < last) {
      out[n++] = base | from; // advance one step (ruling 5)
      return n;
    }
    if (!coinAtHand && u8[COINS + from] !== 0) coinAtHand = true; // coins left at the spinner's exit
  } else if (u8[COINS + from] !== 0) {
    coinAtHand = true;
  }
  if (kind === Kind.Airplane && u8[TILE_ARG + from] !== 0) {
    // Standing on the unused airplane: leaving it is flying it, to any land cell (rulebook, Aeroplane).
    for (let i = 0; i < LAND_COUNT; i++) {
      const to = LAND_CELLS[i];
      if (to !== from) n = landEntry(s, out, n, base, to, coinAtHand);
    }
    return n;
  }
  for (let d = 0; d < 8; d++) {
    const to = NEIGHBOURS[from * 8 + d];
    if (IS_LAND[to] === 1) {
      n = landEntry(s, out, n, base, to, coinAtHand);
    } else {
      // Boarding a friendly ship from the front or a diagonal cell; walking into an enemy
      // ship is allowed and kills the pirate (FAQ); no stepping into open sea (rulebook).
      const ship = shipAt(s, to);
      if (ship < 0) continue;
      const friendly = MODE_TEAM[u8[MODE] * 4 + ship] === MODE_TEAM[u8[MODE] * 4 + crew];
      out[n++] = base | to;
      if (friendly && coinAtHand) out[n++] = base | to | COIN_BIT;
    }
  }
  return n;
}

/** Writes the follow-up choices owed while PENDING != 0. */
function pendingMoves(s: State, out: Int32Array): number {
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
    case Pending.Airplane:
      // Staying is allowed only on the airplane itself, under the classic rule.
      if (u8[PENDING] === Pending.AirplaneOrStay) out[n++] = STAY | (p << PIECE_SHIFT) | at;
      for (let i = 0; i < LAND_COUNT; i++) {
        const to = LAND_CELLS[i];
        if (to !== at) out[n++] = base | to;
      }
      return n;
  }
  return n;
}

/**
 * Writes the legal moves of the player on turn into `out` (capacity MAX_MOVES) and
 * returns their count: 0 only when the game is over; a lone PASS when nothing can move.
 */
export function generateMoves(s: State, out: Int32Array): number {
  const u8 = s.u8;
  if (u8[OVER] !== 0) return 0;
  if (u8[PENDING] !== 0) return pendingMoves(s, out);
  const crew = u8[TURN];
  computeMasks(s, crew);
  let n = 0;
  let hasDead = false;
  let nativeCell = NO_CELL;
  for (let p = 0; p < MAX_PIECES; p++) {
    if (u8[P_CREW + p] !== crew) continue;
    const at = u8[P_CELL + p];
    if (at === NO_CELL) { hasDead = true; continue; }
    if (u8[TILE_KIND + at] === Kind.Native) nativeCell = at;
    n = pieceMoves(s, out, n, p, crew);
  }
  // Sailing: a ship of the crew's team with at least one pirate of that team aboard
  // (rules README, ruling 1; FAQ: an allied pirate may sail the ship).
  const teamBase = u8[MODE] * 4;
  const present = MODE_CREWS[u8[MODE]];
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) === 0 || MODE_TEAM[teamBase + k] !== MODE_TEAM[teamBase + crew]) continue;
    const at = u8[SHIP_CELL + k];
    if ((s.u16[PIECES_AT_U16 + at] & teamMask) === 0) continue;
    const slot = SHIP_SLOT[at];
    if (slot > 0) out[n++] = SAIL | (k << PIECE_SHIFT) | SIDE_CELLS[k * SHIP_SLOTS + slot - 1];
    if (slot < SHIP_SLOTS - 1) out[n++] = SAIL | (k << PIECE_SHIFT) | SIDE_CELLS[k * SHIP_SLOTS + slot + 1];
  }
  // Reviving at the native woman: one dead pirate of the crew's own colour per turn.
  if (hasDead && nativeCell !== NO_CELL) {
    for (let p = 0; p < MAX_PIECES; p++) {
      if (u8[P_CREW + p] === crew && u8[P_CELL + p] === NO_CELL) {
        out[n++] = REVIVE | (p << PIECE_SHIFT) | nativeCell;
        break;
      }
    }
  }
  if (n === 0) out[n++] = PASS_MOVE;
  return n;
}
