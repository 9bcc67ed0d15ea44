/**
 * Legal move generation. `generateMoves(state, out)` writes every legal move of
 * the crew on turn into a caller-owned Int32Array and returns the count. It reads
 * only what the players can see (never `state.layout`), allocates nothing, and
 * filters nothing after the fact: every move it writes applies cleanly.
 *
 * Implementation notes. Enemy and friend tests are bit masks over piece slots,
 * built once per call and intersected with the PIECES_AT cache of the target cell.
 * Moves that lead into danger (a cannibal already revealed, an enemy ship) are
 * legal and generated; the rules allow them and the bots judge them. Pirates of one
 * crew standing together with the same flags are interchangeable, so only the
 * lowest slot of such a group gets moves: the list holds each distinct move once.
 * The masks and the entry into a land cell are in land-entry.ts, the follow-up choices
 * (PENDING != 0) in pending-moves.ts.
 *
 * Imports. V8's optimizing compiler reads an imported binding through its module's cell,
 * with a check that it is initialised, at every use; a module-level `const` it folds into
 * the code as its value (it specializes a function to its module's context). So the
 * engine's modules on the path of a move import their siblings as namespaces and copy what
 * they read into module constants (`const { P_CELL, ... } = stateModule`); only bindings
 * that change (land-entry.ts's masks) stay imported. Copying is safe because the engine
 * has no import circles (test/layers.test.ts): a module is evaluated before its importers.
 * Random playouts ran 1.2x faster for movegen.ts and land-entry.ts alone, about 1.5x for
 * the engine (`bench:compare --only playout` against 3478dbc).
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import { Kind } from './tiles.js';
import * as movesModule from './moves.js';
import { MoveType } from './moves.js';
import * as itemsModule from './items.js';
import * as treasureIslandModule from './treasure-island.js';
import * as landEntryModule from './land-entry.js';
import { enemyMask, expOn, loadN, ownInhabitants, pilotMask, preacherAt, teamMask } from './land-entry.js';
import * as pendingMovesModule from './pending-moves.js';
import * as swimStrikeModule from './swim-strike.js';

export { piecesMet, shipAt, vesselAt } from './land-entry.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const {
  IS_LAND, LAND_CELLS, LAND_COUNT, LANE_NEIGHBOURS, NEIGHBOURS, NO_CELL, OUTER_BASE, SHIP_FRONT, SHIP_SIDE, SHIP_SLOT, SHIP_SLOTS, SIDE_CELLS,
  SWIM_COUNT, SWIMS, VESSEL_STEPS,
} = geometryModule;
const { MODE_TEAM } = optionsModule;
const {
  COINS, CREW_SIZE, F_CARRY, F_DRUNK_MASK, F_LOST, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, F2_TREASURE, FRIDAY, MISSIONARY, MODE, OVER, P_CELL, P_CREW, P_FLAGS,
  P_FLAGS2, PENDING, PIECES_AT_U16, SHIP_CELL, TILE_ARG, TILE_KIND, TREASURE_AT, TURN, ITEM_HOLD, ITEM_CELL, ITEM_BOAT, ITEM_COUNT, HOLD_AFLOAT,
  HOLD_PIECE,
} = stateModule;
const { BOAT_BIT, BOAT_SAIL, COIN_BIT, PASS_MOVE, PIECE_SHIFT, RUM_BIT, TREASURE_BIT, TYPE_SHIFT } = movesModule;
const { boatAt, vesselElsewhere } = itemsModule;
const { TEAM_CREWS, canCarry, fightersOf, isFighter, rumAllowed, teamHasBottle } = treasureIslandModule;
const { computeMasks, landEntry, listLoads, loads, shipAt, vesselAt } = landEntryModule;
const { giftMoves, pendingMoves } = pendingMovesModule;
const { fridaySwimAttacks, swimStrikes } = swimStrikeModule;

/**
 * Capacity of a move list. Without the expansion the largest list is a crew with a
 * pirate on an unused airplane that has coins and the treasure under it: 116 flight
 * targets, each bare, with a coin and with the treasure (348), plus five more pieces'
 * 8 steps in three ways (120), two ship sails, a revive and two bottles given: 473.
 * With the original expansion the airplane may hold coins, the treasure and all four
 * items: 116 targets, each bare and with each of 17 loads (items.MAX_LOADS): 2088;
 * the five other pieces can then only find coins (8 steps x 2 = 80), plus the sails of
 * two ships (three each with the outer lane: along it both ways, or across) and of the
 * boat (five: it tacks, X-R16), a revive and two bottles: 2182. 2304 leaves room.
 */
export const MAX_MOVES = 2304;

const MOVE = MoveType.Move << TYPE_SHIFT;
const SAIL = MoveType.Sail << TYPE_SHIFT;
const REVIVE = MoveType.Revive << TYPE_SHIFT;

/** Steps from land cell `from` to its 8 neighbours (land entries and boarding). */
function stepsFrom(s: State, out: Int32Array, n: number, base: number, p: number, from: number, items: number, fromPreacher: boolean): number {
  const u8 = s.u8;
  const myTeam = MODE_TEAM[u8[MODE] * 4 + u8[P_CREW + p]];
  for (let d = 0; d < 8; d++) {
    const to = NEIGHBOURS[from * 8 + d];
    if (IS_LAND[to] === 1) {
      n = landEntry(s, out, n, base, p, to, items, fromPreacher);
    } else {
      // Boarding a friendly ship from the front or a diagonal cell; walking into an enemy
      // ship is allowed and kills the pirate (FAQ); no stepping into open sea (rulebook).
      const ship = expOn ? vesselAt(s, to) : shipAt(s, to);
      if (ship < 0) {
        if (expOn && items !== 0 && SHIP_SIDE[to] !== NO_CELL) n = launches(s, out, n, base, p, to);
        continue;
      }
      out[n++] = base | to;
      if (MODE_TEAM[u8[MODE] * 4 + ship] === myTeam && items !== 0 && canCarry(s, p)) {
        if (expOn) {
          // Aboard with any load, the boat too: it is carried as a coin is and stowed there
          // (docs/RULES.md X-R8, *changed* in session 26: full-rules-ru.txt 415).
          for (let i = 0; i < loadN; i++) out[n++] = base | to | loads[i];
        } else {
          if (items & 1) out[n++] = base | to | COIN_BIT;
          if (items & 2) out[n++] = base | to | TREASURE_BIT;
        }
      }
    }
  }
  return n;
}

/**
 * Launching the boat (the expansion): from a shore cell with the boat at hand, a step
 * onto a free berth `to`, with every load that holds the boat (docs/RULES.md X-R7); only
 * by a piece that could steer it (X-R12: not Friday).
 */
function launches(s: State, out: Int32Array, n: number, base: number, p: number, to: number): number {
  if (!canCarry(s, p) || !isFighter(s, p)) return n;
  for (let i = 0; i < loadN; i++) if ((loads[i] & BOAT_BIT) !== 0) out[n++] = base | to | loads[i];
  return n;
}

/** True when an earlier pirate slot of the same crew stands on the same cell with the same flags. */
function hasTwin(s: State, p: number): boolean {
  if (p >= 4 * CREW_SIZE) return false;
  const u8 = s.u8;
  for (let q = p - (p % CREW_SIZE); q < p; q++) {
    if (u8[P_CELL + q] === u8[P_CELL + p] && u8[P_FLAGS + q] === u8[P_FLAGS + p] && u8[P_FLAGS2 + q] === u8[P_FLAGS2 + p]) {
      return !expOn || !holdsItem(s, p) && !holdsItem(s, q);
    }
  }
  return false;
}

/** True when standing piece p holds an expansion item (on a spinner, or lost in a cave). */
export function holdsItem(s: State, p: number): boolean {
  for (let i = 0; i < ITEM_COUNT; i++) if (s.u8[ITEM_HOLD + i] === HOLD_PIECE + p) return true;
  return false;
}

/**
 * Whether piece p on step `step` of the spinner at `from` may advance: the next step
 * holds no enemy, or he may strike everyone there (the missionary shields the pieces
 * on his own step, and strikes no one, nor does Friday or a pirate on his step). The
 * sober missionary may advance onto the enemy's Friday alone there: that is no strike but
 * their meeting, as on land (docs/RULES.md TI-R22; fight.ts advanceOnSpinner).
 */
function mayAdvance(s: State, p: number, from: number, step: number): boolean {
  const u8 = s.u8;
  const all = s.u16[PIECES_AT_U16 + from];
  let ahead = 0;
  for (let b = all & enemyMask; b !== 0; b &= b - 1) {
    const q = 31 - Math.clz32(b & -b);
    if (((u8[P_FLAGS + q] & F_STEP_MASK) >> F_STEP_SHIFT) === step + 1) ahead |= 1 << q;
  }
  if (ahead === 0) return true;
  if (!isFighter(s, p)) return ahead === 1 << FRIDAY && p === MISSIONARY; // not converted: a fighter
  if (preacherAt !== from) return true;
  const preacherStep = (u8[P_FLAGS + MISSIONARY] & F_STEP_MASK) >> F_STEP_SHIFT;
  if ((ahead >> MISSIONARY) & 1) return false; // the enemy missionary is on that step
  return !(((teamMask >> MISSIONARY) & 1) !== 0 && preacherStep === step); // own missionary beside him
}

/** Writes a piece's moves. */
function pieceMoves(s: State, out: Int32Array, n: number, p: number, rum: boolean): number {
  const u8 = s.u8;
  const from = u8[P_CELL + p];
  const flags = u8[P_FLAGS + p];
  if ((flags & (F_DRUNK_MASK | F_LOST)) !== 0) return n; // sleeping off the rum, or lost in a cave
  const base = MOVE | (p << PIECE_SHIFT);
  if (IS_LAND[from] === 0) {
    if (expOn) return seaMovesExpansion(s, out, n, base, p, from);
    if (shipAt(s, from) >= 0) {
      // Aboard: landing only onto the cell straight in front (rules README, ruling 1).
      return landEntry(s, out, n, base, p, SHIP_FRONT[from], 0, false);
    }
    // Swimming: to any neighbouring sea cell (ruling 2); a friendly ship there takes him aboard.
    // Beside his own missionary he strikes no swimmer (TI-R19), Friday none anywhere (TI-R7; swim-strike.ts).
    const shielded = preacherAt === from && p !== MISSIONARY;
    for (let i = from * 8, end = i + SWIM_COUNT[from]; i < end; i++) {
      const to = SWIMS[i];
      if ((!shielded || !swimStrikes(s, to)) && (p !== FRIDAY || !fridaySwimAttacks(s, to))) out[n++] = base | to;
    }
    return n;
  }
  const kind = u8[TILE_KIND + from];
  // Beside his own missionary: on his cell, and on a spinner on his step (docs/RULES.md TI-R4,
  // "step by step"): a pirate on the last step may strike when the missionary is on another.
  const fromPreacher = preacherAt === from && p !== MISSIONARY
    && (kind !== Kind.Spinner || (u8[P_FLAGS + MISSIONARY] & F_STEP_MASK) === (flags & F_STEP_MASK));
  // Items at hand: held (on a spinner) or lying here; on a spinner only at its exit (R12).
  let items = ((flags & F_CARRY) !== 0 ? 1 : 0) | ((u8[P_FLAGS2 + p] & F2_TREASURE) !== 0 ? 2 : 0);
  const atExit = kind !== Kind.Spinner || ((flags & F_STEP_MASK) >> F_STEP_SHIFT) === u8[TILE_ARG + from] - 1;
  if (atExit) {
    if (u8[COINS + from] !== 0) items |= 1;
    if (u8[TREASURE_AT] === from) items |= 2;
  }
  if (expOn) {
    // The common case first: nothing at hand (no coin, no treasure, no item lying here or held).
    const h = HOLD_PIECE + p;
    const none = items === 0 && u8[ITEM_CELL] !== from && u8[ITEM_CELL + 1] !== from && u8[ITEM_CELL + 2] !== from && u8[ITEM_CELL + 3] !== from
      && u8[ITEM_HOLD] !== h && u8[ITEM_HOLD + 1] !== h && u8[ITEM_HOLD + 2] !== h && u8[ITEM_HOLD + 3] !== h;
    items = listLoads(s, p, from, atExit, !none && canCarry(s, p)) !== 0 ? 1 : 0;
  }
  if ((flags & F_TRAPPED) !== 0) {
    // Caught: only a rum bottle gets him out on his own (full-rules-ru.txt, "Бутылки рома").
    return rum ? stepsFrom(s, out, n, base | RUM_BIT, p, from, items, fromPreacher) : n;
  }
  if (!atExit) {
    // Advance one step (ruling 5), striking the enemies on it, if this piece may strike
    // them: not the missionary or Friday, not a pirate beside his own missionary, and
    // not enemies beside theirs (docs/RULES.md TI-R4); otherwise he waits.
    if (mayAdvance(s, p, from, (flags & F_STEP_MASK) >> F_STEP_SHIFT)) out[n++] = base | from;
    return rum ? stepsFrom(s, out, n, base | RUM_BIT, p, from, items, fromPreacher) : n;
  }
  if (kind === Kind.Airplane && u8[TILE_ARG + from] !== 0) {
    // Standing on the unused airplane: leaving it is flying it, to any land cell (rulebook, Aeroplane).
    for (let i = 0; i < LAND_COUNT; i++) {
      const to = LAND_CELLS[i];
      if (to !== from) n = landEntry(s, out, n, base, p, to, items, fromPreacher);
    }
    return n;
  }
  return stepsFrom(s, out, n, base, p, from, items, fromPreacher);
}

/**
 * With the expansion, the moves of piece p at sea on `from` (a grid sea cell or an outer
 * one). Aboard a vessel: landing only onto the cell straight in front (rules README,
 * ruling 1; none from the outer lane, two cells off the shore), and across to a vessel of
 * the team next to this one (docs/RULES.md X-R10, X-R15). Swimming: to any neighbouring
 * sea cell of the grid (ruling 2), or onto a vessel next to him in the outer lane (his
 * team's takes him aboard, an enemy's kills him, as at a ship); nobody swims there (X-R15).
 */
function seaMovesExpansion(s: State, out: Int32Array, n: number, base: number, p: number, from: number): number {
  const u8 = s.u8;
  if (vesselAt(s, from) >= 0) {
    if (SHIP_FRONT[from] !== NO_CELL) n = landEntry(s, out, n, base, p, SHIP_FRONT[from], 0, false);
    if (!vesselElsewhere(s, TEAM_CREWS[u8[MODE] * 4 + u8[P_CREW + p]], from)) return n; // no team vessel to step across to
    const myTeam = MODE_TEAM[u8[MODE] * 4 + u8[P_CREW + p]];
    for (let d = 0; d < 8; d++) {
      const to = LANE_NEIGHBOURS[from * 8 + d];
      if (to === NO_CELL || IS_LAND[to] === 1) continue;
      const k = vesselAt(s, to);
      if (k >= 0 && MODE_TEAM[u8[MODE] * 4 + k] === myTeam) out[n++] = base | to;
    }
    return n;
  }
  for (let d = 0; d < 8; d++) {
    const to = LANE_NEIGHBOURS[from * 8 + d];
    if (to === NO_CELL || IS_LAND[to] === 1 || (to >= OUTER_BASE && vesselAt(s, to) < 0)) continue;
    if (preacherAt === from && p !== MISSIONARY && swimStrikes(s, to)) continue; // beside his missionary (TI-R19)
    if (p === FRIDAY && fridaySwimAttacks(s, to)) continue; // Friday attacks nobody (TI-R7)
    out[n++] = base | to;
  }
  return n;
}


/**
 * The launched boat's sails (the expansion, docs/RULES.md X-R11, X-R15): one cell in any
 * of the eight directions (it tacks: "галсами, то есть по диагонали тоже") within its
 * side's two lanes, steered by a pirate of the crew to move aboard, when the boat belongs
 * to its team; never onto a ship.
 */
function boatSails(s: State, out: Int32Array, n: number, crew: number): number {
  const u8 = s.u8;
  const h = u8[ITEM_HOLD + ITEM_BOAT];
  if (h < HOLD_AFLOAT || h >= HOLD_AFLOAT + 4) return n;
  const k = h - HOLD_AFLOAT;
  const teamBase = u8[MODE] * 4;
  if (MODE_TEAM[teamBase + k] !== MODE_TEAM[teamBase + crew]) return n;
  const at = u8[ITEM_CELL + ITEM_BOAT];
  if ((s.u16[PIECES_AT_U16 + at] & pilotMask) === 0) return n;
  const base = SAIL | ((BOAT_SAIL + k) << PIECE_SHIFT);
  for (let d = 0; d < 8; d++) {
    const to = VESSEL_STEPS[at * 8 + d];
    if (to !== NO_CELL && shipAt(s, to) < 0) out[n++] = base | to;
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
  // One read of the four stores says whether the crew's team has rum (treasure-island.ts TEAM_BOTTLES).
  const rum = teamHasBottle(s, crew) && rumAllowed(s);
  let n = 0;
  let hasDead = false;
  let nativeCell = NO_CELL;
  // The crew's pirates are slots 3 crew .. 3 crew + 2; then the inhabitants it owns.
  for (let p = crew * CREW_SIZE, last = p + CREW_SIZE; p < last; p++) {
    const at = u8[P_CELL + p];
    if (at === NO_CELL) { hasDead = true; continue; }
    // (An outer-lane cell, expansion only, has no tile: its TILE_KIND byte is another field's.)
    if (u8[TILE_KIND + at] === Kind.Native && at < OUTER_BASE) nativeCell = at;
    // A twin is an earlier slot of the crew on the same cell: PIECES_AT rules most out at once.
    if ((s.u16[PIECES_AT_U16 + at] & ((1 << p) - (1 << (crew * CREW_SIZE)))) !== 0 && hasTwin(s, p)) continue;
    n = pieceMoves(s, out, n, p, rum);
  }
  // Then the inhabitants the crew owns on the board (computeMasks found them), in slot order.
  for (let b = ownInhabitants; b !== 0; b &= b - 1) n = pieceMoves(s, out, n, 31 - Math.clz32(b & -b), rum);
  // Sailing: a ship of the crew's team (its own or an ally's) with a pirate of the crew
  // itself aboard to steer it (docs/RULES.md R5: FAQ 512-513, "a pirate of the allied crew
  // may steer the ship"). Friday and the missionary do not sail (tile-notes-ru.txt, water
  // and ships).
  for (let ships = TEAM_CREWS[u8[MODE] * 4 + crew]; ships !== 0; ships &= ships - 1) {
    const k = 31 - Math.clz32(ships & -ships);
    const at = u8[SHIP_CELL + k];
    if ((s.u16[PIECES_AT_U16 + at] & pilotMask) === 0) continue;
    if (expOn) {
      // One straight step: along its lane, or across between the berths and the outer lane
      // (X-R15); the launched boat takes a cell as a ship does, and no vessel sails onto
      // another (X-R11).
      for (let d = 0; d < 8; d += 2) {
        const to = VESSEL_STEPS[at * 8 + d];
        if (to !== NO_CELL && boatAt(s, to) < 0) out[n++] = SAIL | (k << PIECE_SHIFT) | to;
      }
      continue;
    }
    const slot = SHIP_SLOT[at];
    if (slot > 0) out[n++] = SAIL | (k << PIECE_SHIFT) | SIDE_CELLS[k * SHIP_SLOTS + slot - 1];
    if (slot < SHIP_SLOTS - 1) out[n++] = SAIL | (k << PIECE_SHIFT) | SIDE_CELLS[k * SHIP_SLOTS + slot + 1];
  }
  if (expOn) n = boatSails(s, out, n, crew);
  // Reviving at the native woman: one dead pirate of the crew's own colour per turn, brought
  // about by a pirate of that colour, and not while the crew has three fighters (Treasure
  // Island: Ben Gunn and a drunk missionary count; full-rules-ru.txt, "Крепость с аборигенкой").
  if (hasDead && nativeCell !== NO_CELL && fightersOf(s, crew) < CREW_SIZE) {
    for (let p = crew * CREW_SIZE; p < (crew + 1) * CREW_SIZE; p++) {
      if (u8[P_CELL + p] === NO_CELL) {
        out[n++] = REVIVE | (p << PIECE_SHIFT) | nativeCell;
        break;
      }
    }
  }
  // A bottle for Friday or the missionary, from a fighter of the crew standing next to him: at
  // any moment of the turn (FAQ 563), so before the move too; it does not end the turn (TI-R8).
  if (rum) n = giftMoves(s, out, n, crew);
  if (n === 0) out[n++] = PASS_MOVE;
  return n;
}
