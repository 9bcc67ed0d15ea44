/**
 * What each tile that moves a piece on does to it, one function a tile kind (rulebook
 * 135-197; docs/RULES.md R6-R11, R17, TI-R18): arrows, the horse, ice, the crocodile, the
 * balloon, the cannibal and the airplane. (The cannon is cannon.ts, caves caves.ts; tiles
 * where the piece stops are stop.ts.) Each is called by the chain (chain.ts › travel) with
 * the piece in motion arriving on `to`, and returns the next cell of the chain, or DONE when
 * the chain has ended here (the turn ended, or a choice is pending), or STOP when the piece
 * stops on `to` and the tile acts as a standing place (stop.ts).
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { Pending, State } from './state.js';
import * as motionModule from './motion.js';
import * as cyclesModule from './cycles.js';
import * as coinsModule from './coins.js';
import * as fightModule from './fight.js';
import * as seaModule from './sea.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { DIR_DX, DIR_DY, SIZE, xOf, yOf } = geometryModule;
const { OPT_AIRPLANE_IMMEDIATE } = optionsModule;
const {
  FRIDAY, HOW_FLIGHT, HOW_HORSE, HOW_VECTOR, OPTIONS, P_CREW, PEND_DX, PEND_DY, PEND_FROM, PEND_HOW, PENDING, SHIP_CELL, TILE_ARG, placePiece, put,
} = stateModule;
const { putMotion } = motionModule;
const { ANY_ENTRY, arriveAtChoice, lastEntry, setDelta, signedByte, visit } = cyclesModule;
const { loseCarry } = coinsModule;
const { kill, killMover, strike } = fightModule;
const { arriveSea } = seaModule;
const { endTurn } = turnEndModule;

/** The chain has ended on this cell: the turn is over or a choice is pending. */
export const DONE = -1;
/** The piece stops on this cell and the tile acts on it as on any standing place. */
export const STOP = -2;
/** DONE and STOP for this module's returns: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const done = DONE, stopHere = STOP;

/**
 * Arrow (rulebook 136-138): a single arrow sends the piece on (met again with no choice
 * since: a cycle, R6); a multi-way arrow asks which way (reached a third time: TI-R18).
 */
export function arrow(s: State, p: number, to: number): number {
  placePiece(s, p, to);
  const mask = s.u8[TILE_ARG + to];
  if ((mask & (mask - 1)) !== 0) {
    if (!arriveAtChoice(s, to)) { killMover(s, p); return done; }
    put(s, PENDING, Pending.Arrow);
    return done;
  }
  if (!visit(s, to, ANY_ENTRY)) { killMover(s, p); return done; }
  const d = 31 - Math.clz32(mask);
  setDelta(s, DIR_DX[d], DIR_DY[d], HOW_VECTOR);
  putMotion(s, PEND_FROM, to);
  return to + DIR_DX[d] + DIR_DY[d] * SIZE;
}

/** Horse (rulebook 140-142): the player picks a knight jump. */
export function horse(s: State, p: number, to: number): number {
  placePiece(s, p, to);
  if (!arriveAtChoice(s, to)) { killMover(s, p); return done; }
  put(s, PENDING, Pending.Horse);
  return done;
}

/**
 * Ice (rulebook 155; FAQ 494, 500; R9): repeats the last displacement; after a knight jump
 * the player picks a new jump, after a flight a new flight. Off the board: the piece dies.
 */
export function ice(s: State, p: number, to: number): number {
  const u8 = s.u8;
  placePiece(s, p, to);
  const how = u8[PEND_HOW];
  if (how !== HOW_VECTOR && !arriveAtChoice(s, to)) { killMover(s, p); return done; }
  if (how === HOW_HORSE) { put(s, PENDING, Pending.Horse); return done; }
  if (how === HOW_FLIGHT) { put(s, PENDING, Pending.Airplane); return done; }
  if (!visit(s, to, lastEntry(u8))) { killMover(s, p); return done; }
  const nx = xOf(to) + signedByte(u8[PEND_DX]);
  const ny = yOf(to) + signedByte(u8[PEND_DY]);
  if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) { killMover(s, p); return done; }
  putMotion(s, PEND_FROM, to);
  return ny * SIZE + nx;
}

/**
 * Crocodile: back to the cell it came from, which acts again (ruling 4). The way back counts
 * as the same kind of move (step, knight jump, flight), so ice there repeats a jump or a
 * flight as a choice (docs/RULES.md R8).
 */
export function crocodile(s: State, p: number, to: number): number {
  const u8 = s.u8;
  if (!visit(s, to, lastEntry(u8))) { killMover(s, p); return done; }
  const back = u8[PEND_FROM];
  setDelta(s, -signedByte(u8[PEND_DX]), -signedByte(u8[PEND_DY]), u8[PEND_HOW]);
  putMotion(s, PEND_FROM, to);
  return back;
}

/** Balloon: to the pirate's own ship, even in 2v2 (rulebook, Hot-Air Balloon). */
export function balloon(s: State, p: number): number {
  arriveSea(s, p, s.u8[SHIP_CELL + s.u8[P_CREW + p]]);
  endTurn(s);
  return done;
}

/**
 * Cannibal: eats the pirate with his coin (FAQ 545). Friday does not fear him (TI-R6) and
 * stops there, but what he brings is eaten: it leaves the game (the cannibal eats gold, FAQ
 * 545; line 994 "Монеты, оставленные им у людоеда, выбывают из игры").
 */
export function cannibal(s: State, p: number): number {
  if (p === FRIDAY) { loseCarry(s); return stopHere; }
  loseCarry(s);
  kill(s, p);
  endTurn(s);
  return done;
}

/**
 * Airplane (rulebook 197; R11, R17): entering the unused airplane (striking the enemies
 * waiting on it) offers a flight, or with the classic rule to stay; a used one is an empty tile.
 */
export function airplane(s: State, p: number, to: number, enemies: number): number {
  const u8 = s.u8;
  if (u8[TILE_ARG + to] === 0) return stopHere;
  if (enemies !== 0) strike(s, to, enemies, u8[P_CREW + p]);
  placePiece(s, p, to);
  if (!arriveAtChoice(s, to)) { killMover(s, p); return done; }
  put(s, PENDING, (u8[OPTIONS] & OPT_AIRPLANE_IMMEDIATE) !== 0 ? Pending.Airplane : Pending.AirplaneOrStay);
  return done;
}
