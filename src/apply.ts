/**
 * Applying moves. `applyMove(state, move)` is the unchecked hot path: the move is
 * assumed to be one `generateMoves` wrote for this state. `playChecked` is for
 * untrusted input and returns an error value instead.
 *
 * Implementation notes. A pirate's movement is resolved as a chain in `travel`:
 * each cell it enters acts on it (arrows, ice, crocodile, cannon, balloon, horse,
 * airplane...) until it stops, dies, or reaches a tile that asks the player for a
 * choice. A choice suspends the chain in the PENDING fields; the CHOOSE move that
 * answers it resumes the chain. The turn ends when the chain stops. Every write to
 * the visible state goes through `put`, which keeps the hash.
 *
 * Rulings used here (docs/RULES.md has the passages and tests):
 * - A chain entering a tile that moved the pirate on earlier in the same turn is a
 *   cycle: the pirate dies, and a carried coin stays on the start cell.
 * - A carried coin that meets a cell it may not enter (face-down, fortress, an
 *   enemy to strike) is left on the cell where the turn began; the pirate goes on.
 * - A coin that reaches the sea without a friendly ship there sinks (lost).
 */

import { DIR_DX, DIR_DY, IS_LAND, NO_CELL, RAY_TO_SEA, SIZE, xOf, yOf } from './geometry.js';
import { MODE_CREWS, MODE_TEAM } from './options.js';
import {
  AT_PLY, AT_STALL, COINS, EndReason, F_CARRY, F_DRUNK_MASK, F_DRUNK_SHIFT, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, HOW_FLIGHT, HOW_HORSE,
  HOW_VECTOR, LOST, MAX_PIECES, MODE, OPTIONS, OVER, P_CELL, P_CREW, P_FLAGS, PEND_CARRY, PEND_DX, PEND_DY, PEND_FROM, PEND_HOW, PEND_PIECE,
  PEND_START, PENDING, PIECES_AT_U16, Pending, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND, TILE_TYPE, TILESET, TURN, VISIT_N, VISITS, MAX_VISITS, placePiece, put,
} from './state.js';
import { Kind, TYPE_KIND, revealedArg } from './tiles.js';
import { MoveType, moveCoin, movePiece, moveTo, moveType } from './moves.js';
import { generateMoves, shipAt } from './movegen.js';
import { OPT_AIRPLANE_IMMEDIATE } from './options.js';
import { SET_TOTAL_COINS } from './setup.js';

/** Set when the current move revealed a tile or brought a coin aboard or lost one. */
let progress = false;

const signedByte = (v: number): number => (v << 24) >> 24;
const teamOf = (s: State, crew: number): number => MODE_TEAM[s.u8[MODE] * 4 + crew];

/** Piece mask of crews not allied with `crew`. */
function enemiesOf(s: State, crew: number): number {
  const u8 = s.u8;
  const t = teamOf(s, crew);
  let m = 0;
  for (let p = 0; p < MAX_PIECES; p++) {
    const c = u8[P_CREW + p];
    if (c !== 255 && teamOf(s, c) !== t) m |= 1 << p;
  }
  return m;
}

/** Enemies met when entering `cell` (on a spinner, only those on step I). */
function enemiesAt(s: State, cell: number, enemies: number): number {
  let m = s.u16[PIECES_AT_U16 + cell] & enemies;
  if (m !== 0 && s.u8[TILE_KIND + cell] === Kind.Spinner) {
    for (let b = m; b !== 0; b &= b - 1) {
      const p = 31 - Math.clz32(b & -b);
      if ((s.u8[P_FLAGS + p] & F_STEP_MASK) !== 0) m &= ~(1 << p);
    }
  }
  return m;
}

/** Turns a face-down tile face up from the layout. Chests put their coins on the cell. */
function reveal(s: State, cell: number): void {
  const code = s.layout[cell];
  const type = code & 63;
  const kind = TYPE_KIND[type];
  const arg = revealedArg(type, code >> 6);
  put(s, TILE_TYPE + cell, type);
  put(s, TILE_KIND + cell, kind);
  put(s, TILE_ARG + cell, arg);
  if (kind === Kind.Chest) put(s, COINS + cell, s.u8[COINS + cell] + arg);
  s.layout[cell] = 0;
  progress = true;
}

/** A coin still in the hands of the piece in motion goes back to where the turn began. */
function dropCarry(s: State): void {
  if (s.u8[PEND_CARRY] !== 0) {
    const start = s.u8[PEND_START];
    put(s, COINS + start, s.u8[COINS + start] + 1);
    put(s, PEND_CARRY, 0);
  }
}

/** The carried coin is gone (sea, cannibal). */
function loseCarry(s: State): void {
  if (s.u8[PEND_CARRY] !== 0) {
    put(s, LOST, s.u8[LOST] + 1);
    put(s, PEND_CARRY, 0);
    progress = true;
  }
}

function kill(s: State, p: number): void {
  placePiece(s, p, NO_CELL);
  put(s, P_FLAGS + p, 0);
}

/** Sends struck pirates back to their own ships; a coin a struck pirate held stays on the cell. */
function strike(s: State, cell: number, struck: number): void {
  for (let b = struck; b !== 0; b &= b - 1) {
    const q = 31 - Math.clz32(b & -b);
    if ((s.u8[P_FLAGS + q] & F_CARRY) !== 0) put(s, COINS + cell, s.u8[COINS + cell] + 1);
    put(s, P_FLAGS + q, 0);
    placePiece(s, q, s.u8[SHIP_CELL + s.u8[P_CREW + q]]);
  }
}

/** The piece in motion arrives on a sea cell: aboard a friendly ship, dead on an enemy one, else swimming. */
function arriveSea(s: State, p: number, cell: number): void {
  const crew = s.u8[P_CREW + p];
  const ship = shipAt(s, cell);
  if (ship >= 0) {
    if (teamOf(s, ship) === teamOf(s, crew)) {
      placePiece(s, p, cell);
      put(s, P_FLAGS + p, 0);
      if (s.u8[PEND_CARRY] !== 0) {
        put(s, SHIP_COINS + ship, s.u8[SHIP_COINS + ship] + 1);
        put(s, PEND_CARRY, 0);
        progress = true;
      }
    } else {
      loseCarry(s);
      kill(s, p);
    }
    return;
  }
  // A pirate that ends on an enemy swimmer kills it (rules README, ruling 2).
  const enemies = s.u16[PIECES_AT_U16 + cell] & enemiesOf(s, crew);
  for (let b = enemies; b !== 0; b &= b - 1) kill(s, 31 - Math.clz32(b & -b));
  loseCarry(s);
  placePiece(s, p, cell);
  put(s, P_FLAGS + p, 0);
}

/** Ends the chain with the piece standing on a land cell that does not move it on. */
function stop(s: State, p: number, cell: number, kind: number, enemies: number): void {
  const u8 = s.u8;
  if (enemies !== 0) strike(s, cell, enemies);
  placePiece(s, p, cell);
  let flags = 0;
  if (kind === Kind.Spinner) {
    if (u8[PEND_CARRY] !== 0) { flags |= F_CARRY; put(s, PEND_CARRY, 0); }
  } else if (u8[PEND_CARRY] !== 0) {
    put(s, COINS + cell, u8[COINS + cell] + 1);
    put(s, PEND_CARRY, 0);
  }
  if (kind === Kind.Trap) {
    // Free when a comrade (own crew or ally) is on the cell, and then the comrades are freed too.
    const crew = u8[P_CREW + p];
    const friends = s.u16[PIECES_AT_U16 + cell] & ~enemiesOf(s, crew) & ~(1 << p);
    if (friends === 0) flags |= F_TRAPPED;
    else for (let b = friends; b !== 0; b &= b - 1) {
      const q = 31 - Math.clz32(b & -b);
      put(s, P_FLAGS + q, u8[P_FLAGS + q] & ~F_TRAPPED);
    }
  } else if (kind === Kind.RumBarrel) {
    flags |= 2 << F_DRUNK_SHIFT;
  }
  put(s, P_FLAGS + p, flags);
}

/** Sets the last displacement of the piece in motion. */
function setDelta(s: State, dx: number, dy: number, how: number): void {
  put(s, PEND_DX, dx & 0xff);
  put(s, PEND_DY, dy & 0xff);
  put(s, PEND_HOW, how);
}

/** Entry code of a displacement (dx, dy in -2..2): 1..25. Code 26 stands for "any" (single arrows). */
const entryCode = (dx: number, dy: number): number => (dx + 2) * 5 + (dy + 2) + 1;
const ANY_ENTRY = 26;

/**
 * Records that the piece in motion passed forced tile `cell` arriving with entry
 * `code`; returns false if it already had this turn (the chain can only repeat
 * itself: a cycle, rules README ruling 3) or the record is full.
 */
function visit(s: State, cell: number, code: number): boolean {
  const u8 = s.u8;
  const n = u8[VISIT_N];
  for (let i = 0; i < n; i++) {
    if (u8[VISITS + 2 * i] === cell && u8[VISITS + 2 * i + 1] === code) return false;
  }
  if (n === MAX_VISITS) return false;
  put(s, VISITS + 2 * n, cell);
  put(s, VISITS + 2 * n + 1, code);
  put(s, VISIT_N, n + 1);
  return true;
}

/** The entry code of the last displacement of the piece in motion. */
const lastEntry = (u8: Uint8Array): number => entryCode(signedByte(u8[PEND_DX]), signedByte(u8[PEND_DY]));

/**
 * Moves piece p on from its current cell (PEND_FROM) onto `to`, resolving every
 * tile met, until it stops (the turn ends) or a tile asks for a choice (PENDING set).
 */
function travel(s: State, p: number, to: number): void {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  for (;;) {
    if (IS_LAND[to] === 0) { arriveSea(s, p, to); endTurn(s); return; }
    let kind = u8[TILE_KIND + to];
    if (kind === Kind.Closed) { dropCarry(s); reveal(s, to); kind = u8[TILE_KIND + to]; }
    const enemies = enemiesAt(s, to, enemiesOf(s, crew));
    if (kind === Kind.Fortress || kind === Kind.Native) {
      if (enemies !== 0) { dropCarry(s); kill(s, p); endTurn(s); return; } // ruling 3: cannot stand there
      dropCarry(s); // no gold in a fortress
    } else if (enemies !== 0) {
      dropCarry(s); // no striking with a coin in hand
    }
    switch (kind) {
      case Kind.Arrow: {
        placePiece(s, p, to);
        const mask = u8[TILE_ARG + to];
        if ((mask & (mask - 1)) !== 0) { put(s, PENDING, Pending.Arrow); return; }
        if (!visit(s, to, ANY_ENTRY)) { dropCarry(s); kill(s, p); endTurn(s); return; }
        const d = 31 - Math.clz32(mask);
        setDelta(s, DIR_DX[d], DIR_DY[d], HOW_VECTOR);
        put(s, PEND_FROM, to);
        to = to + DIR_DX[d] + DIR_DY[d] * SIZE;
        continue;
      }
      case Kind.Horse:
        placePiece(s, p, to);
        put(s, PENDING, Pending.Horse);
        return;
      case Kind.Ice: {
        placePiece(s, p, to);
        const how = u8[PEND_HOW];
        if (how === HOW_HORSE) { put(s, PENDING, Pending.Horse); return; }
        if (how === HOW_FLIGHT) { put(s, PENDING, Pending.Airplane); return; }
        if (!visit(s, to, lastEntry(u8))) { dropCarry(s); kill(s, p); endTurn(s); return; }
        const nx = xOf(to) + signedByte(u8[PEND_DX]);
        const ny = yOf(to) + signedByte(u8[PEND_DY]);
        if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) { dropCarry(s); kill(s, p); endTurn(s); return; }
        put(s, PEND_FROM, to);
        to = ny * SIZE + nx;
        continue;
      }
      case Kind.Crocodile: {
        // Back to the cell it came from, which acts again (ruling 4).
        if (!visit(s, to, lastEntry(u8))) { dropCarry(s); kill(s, p); endTurn(s); return; }
        const back = u8[PEND_FROM];
        setDelta(s, -signedByte(u8[PEND_DX]), -signedByte(u8[PEND_DY]), HOW_VECTOR);
        put(s, PEND_FROM, to);
        to = back;
        continue;
      }
      case Kind.Balloon: {
        // To the pirate's own ship, even in 2v2 (rulebook, Hot-Air Balloon).
        arriveSea(s, p, u8[SHIP_CELL + crew]);
        endTurn(s);
        return;
      }
      case Kind.Cannon:
        arriveSea(s, p, RAY_TO_SEA[to * 8 + u8[TILE_ARG + to]]);
        endTurn(s);
        return;
      case Kind.Cannibal:
        loseCarry(s); // the cannibal eats the pirate with his coin (FAQ)
        kill(s, p);
        endTurn(s);
        return;
      case Kind.Airplane:
        if (u8[TILE_ARG + to] !== 0) {
          if (enemies !== 0) strike(s, to, enemies);
          placePiece(s, p, to);
          put(s, PENDING, (u8[OPTIONS] & OPT_AIRPLANE_IMMEDIATE) !== 0 ? Pending.Airplane : Pending.AirplaneOrStay);
          return;
        }
        stop(s, p, to, kind, enemies);
        endTurn(s);
        return;
      default:
        stop(s, p, to, kind, enemies);
        endTurn(s);
        return;
    }
  }
}

/** Ends the turn: clears the chain, sobers the crew a notch, passes the turn clockwise, checks the end. */
function endTurn(s: State): void {
  const u8 = s.u8;
  put(s, PENDING, 0);
  put(s, PEND_PIECE, 0);
  put(s, PEND_CARRY, 0);
  put(s, PEND_START, 0);
  put(s, PEND_FROM, 0);
  put(s, PEND_DX, 0);
  put(s, PEND_DY, 0);
  put(s, PEND_HOW, 0);
  for (let i = 2 * u8[VISIT_N] - 1; i >= 0; i--) put(s, VISITS + i, 0);
  put(s, VISIT_N, 0);
  const crew = u8[TURN];
  for (let p = 0; p < MAX_PIECES; p++) {
    if (u8[P_CREW + p] !== crew) continue;
    const f = u8[P_FLAGS + p];
    if ((f & F_DRUNK_MASK) !== 0) put(s, P_FLAGS + p, f - (1 << F_DRUNK_SHIFT));
  }
  const present = MODE_CREWS[u8[MODE]];
  let next = crew;
  do next = (next + 1) & 3; while (((present >> next) & 1) === 0);
  put(s, TURN, next);
}

/** Counts the ply and decides whether the game is over (only between turns). */
function finishPly(s: State): void {
  const u8 = s.u8, i32 = s.i32;
  i32[AT_PLY]++;
  i32[AT_STALL] = progress ? 0 : i32[AT_STALL] + 1;
  if (u8[PENDING] !== 0) return;
  let aboard = u8[LOST];
  for (let k = 0; k < 4; k++) aboard += u8[SHIP_COINS + k];
  if (aboard >= SET_TOTAL_COINS[u8[TILESET]]) put(s, OVER, EndReason.AllCoins);
  else if (s.maxPlies > 0 && i32[AT_PLY] >= s.maxPlies) put(s, OVER, EndReason.PlyLimit);
  else if (s.stallPlies > 0 && i32[AT_STALL] >= s.stallPlies) put(s, OVER, EndReason.Stalled);
}

/** Starts a pirate's MOVE: takes or drops a coin, leaves the cell, and travels. */
function startMove(s: State, p: number, to: number, coin: boolean): void {
  const u8 = s.u8;
  const from = u8[P_CELL + p];
  const flags = u8[P_FLAGS + p];
  const fromKind = u8[TILE_KIND + from];
  if (to === from) {
    // Advancing one step on a spinner; strikes enemies on the step it reaches (ruling 5).
    const step = ((flags & F_STEP_MASK) >> F_STEP_SHIFT) + 1;
    const crew = u8[P_CREW + p];
    const enemies = s.u16[PIECES_AT_U16 + from] & enemiesOf(s, crew);
    let struck = 0;
    for (let b = enemies; b !== 0; b &= b - 1) {
      const q = 31 - Math.clz32(b & -b);
      if (((u8[P_FLAGS + q] & F_STEP_MASK) >> F_STEP_SHIFT) === step) struck |= 1 << q;
    }
    let f = (flags & ~F_STEP_MASK) | (step << F_STEP_SHIFT);
    if (struck !== 0) {
      if ((f & F_CARRY) !== 0) { f &= ~F_CARRY; put(s, COINS + from, u8[COINS + from] + 1); }
      strike(s, from, struck);
    }
    put(s, P_FLAGS + p, f);
    endTurn(s);
    return;
  }
  put(s, PEND_PIECE, p);
  put(s, PEND_START, from);
  put(s, PEND_FROM, from);
  if (coin) {
    if ((flags & F_CARRY) === 0) put(s, COINS + from, u8[COINS + from] - 1);
    put(s, PEND_CARRY, 1);
  } else if ((flags & F_CARRY) !== 0) {
    put(s, COINS + from, u8[COINS + from] + 1); // leaves the spinner without his coin: it stays at the exit
  }
  put(s, P_FLAGS + p, 0);
  if (fromKind === Kind.Airplane && u8[TILE_ARG + from] !== 0 && IS_LAND[to] === 1) {
    put(s, TILE_ARG + from, 0); // leaving the unused airplane is flying it
    setDelta(s, 0, 0, HOW_FLIGHT);
  } else {
    setDelta(s, xOf(to) - xOf(from), yOf(to) - yOf(from), HOW_VECTOR);
  }
  travel(s, p, to);
}

/** Sails ship k to cell `to`, carrying everyone aboard; picks up friendly swimmers, drowns enemy ones. */
function sail(s: State, k: number, to: number): void {
  const from = s.u8[SHIP_CELL + k];
  const aboard = s.u16[PIECES_AT_U16 + from];
  const there = s.u16[PIECES_AT_U16 + to];
  const enemies = enemiesOf(s, k);
  for (let b = there & enemies; b !== 0; b &= b - 1) kill(s, 31 - Math.clz32(b & -b));
  for (let b = aboard; b !== 0; b &= b - 1) placePiece(s, 31 - Math.clz32(b & -b), to);
  put(s, SHIP_CELL + k, to);
}

/**
 * Applies a move generated for this state. Unchecked: any other value is undefined
 * behaviour (use playChecked for untrusted input). Allocates nothing.
 */
export function applyMove(s: State, m: number): void {
  progress = false;
  const u8 = s.u8;
  const to = moveTo(m);
  switch (moveType(m)) {
    case MoveType.Move:
      startMove(s, movePiece(m), to, moveCoin(m));
      break;
    case MoveType.Choose: {
      const p = movePiece(m);
      const at = u8[P_CELL + p];
      const pending = u8[PENDING];
      put(s, PENDING, 0);
      put(s, PEND_FROM, at);
      if (pending === Pending.Horse) {
        setDelta(s, xOf(to) - xOf(at), yOf(to) - yOf(at), HOW_HORSE);
      } else if (pending === Pending.Arrow) {
        setDelta(s, xOf(to) - xOf(at), yOf(to) - yOf(at), HOW_VECTOR);
      } else {
        if (u8[TILE_KIND + at] === Kind.Airplane) put(s, TILE_ARG + at, 0);
        setDelta(s, 0, 0, HOW_FLIGHT);
      }
      travel(s, p, to);
      break;
    }
    case MoveType.Stay: {
      const p = movePiece(m);
      const at = u8[P_CELL + p];
      if (u8[PEND_CARRY] !== 0) { put(s, COINS + at, u8[COINS + at] + 1); put(s, PEND_CARRY, 0); }
      endTurn(s);
      break;
    }
    case MoveType.Sail:
      sail(s, movePiece(m), to);
      endTurn(s);
      break;
    case MoveType.Revive:
      placePiece(s, movePiece(m), to);
      put(s, P_FLAGS + movePiece(m), 0);
      endTurn(s);
      break;
    case MoveType.Pass:
      endTurn(s);
      break;
  }
  finishPly(s);
}

/** Error value of a checked apply. */
export interface MoveError { code: 'game-over' | 'illegal-move'; message: string }

/**
 * Applies a move from untrusted input: returns null when it was legal and applied,
 * else an error value and leaves the state untouched.
 */
export function playChecked(s: State, m: number, scratch: Int32Array): MoveError | null {
  if (s.u8[OVER] !== 0) return { code: 'game-over', message: 'the game is over' };
  const n = generateMoves(s, scratch);
  for (let i = 0; i < n; i++) {
    if (scratch[i] === m) { applyMove(s, m); return null; }
  }
  return { code: 'illegal-move', message: `move ${m} is not legal here` };
}
