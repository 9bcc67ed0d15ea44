/**
 * Solo play (the pirate puzzles, full-rules-ru.txt lines 1162-1184): what the state holds
 * of it and the questions the rest of the engine asks. A leaf module (it imports only
 * state.ts), so rules.ts, chain.ts, movegen.ts and apply.ts can ask `isSolo` without an
 * import circle; the mission files are solo-mission.ts, the turn's end solo-turn.ts.
 *
 * A solo game is mode `solo` (options.MODES index SOLO_MODE): one player, one crew (crew 0,
 * V[CREWS] = 1) whose three pirates are the puzzle's black (piece 0), yellow (piece 1) and
 * red (piece 2) pirates, moving in that order (line 1177), one move each, then the bear
 * takes its step: that is one turn (line 1179), counted in V[TURNS]. No ships: the pirates
 * start on the bank, and a pirate bitten by the bear or thrown off the island dies (line
 * 1179); the balloon carries him (and his coin) to the bank (line 1181).
 *
 * Scalars (state.ts reserves V 62-63 for solo play):
 *   SOLO_ON    the pirate whose move it is, 0 black, 1 yellow, 2 red (dead ones are skipped)
 *   SOLO_BANK  the bank's cell (the mission has exactly one bank)
 * V[ISLAND] holds the mission's number (0: a mission file of one's own).
 */

import * as geometryModule from './geometry.js';
import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS } = geometryModule;
const { CARRY, COINS, LOST, MODE, OUT, P_CELL } = stateModule;

/** The index of `solo` in options.MODES (checked by test/archipelago/solo.test.ts). */
export const SOLO_MODE = 4;
export const SOLO_ON = 62, SOLO_BANK = 63;
/** The three pirates of a solo game, in their order of moving: black, yellow, red (line 1177). */
export const SOLO_PIRATES = 3;
export const SOLO_NAMES = ['black', 'yellow', 'red'];
/** Their names in the move notation: B1, Y1, R1 (the crew letters of notation.ts). */
export const SOLO_LETTERS = 'BYR';

export const isSolo = (s: State): boolean => s.v[MODE] === SOLO_MODE;

/** Living pirates of a solo game. */
export function soloLiving(s: State): number {
  let n = 0;
  for (let p = 0; p < SOLO_PIRATES; p++) if (s.u8[P_CELL + p] !== OUT) n++;
  return n;
}

/** Coins lying in the bank (delivered). */
export const delivered = (s: State): number => s.u8[COINS + s.v[SOLO_BANK]];

/** Coins still to bring: lying on the island outside the bank, or carried in a move under way. */
export function coinsAbroad(s: State): number {
  let n = s.v[CARRY];
  const bank = s.v[SOLO_BANK];
  for (let c = 0; c < CELLS; c++) if (c !== bank) n += s.u8[COINS + c];
  return n;
}

/** Coins sunk: a coin carried into the sea is lost, and the mission can no longer be met. */
export const coinsLost = (s: State): number => s.v[LOST];
