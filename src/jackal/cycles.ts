/**
 * The record of a turn's chain that tells a cycle (docs/RULES.md R6, TI-R18): the forced
 * tiles passed (arrow, ice, crocodile), each with the displacement it was entered by, and
 * the choice tiles reached. A forced tile met again the same way with no choice since, or a
 * choice tile reached a third time, means the chain can only repeat itself: the pirate dies
 * (rules README ruling 3). Also the last displacement of the piece in motion (PEND_DX/DY/HOW),
 * which ice repeats and the crocodile reverses.
 */

import * as stateModule from './state.js';
import { State } from './state.js';
import * as motionModule from './motion.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { CHOICE_CELLS, CHOICE_N, MAX_CHOICES, MAX_VISITS, PEND_DX, PEND_DY, PEND_HOW, VISIT_N, VISITS, put } = stateModule;
const { putMotion } = motionModule;

/** A stored byte read as a signed displacement (-128..127). */
export const signedByte = (v: number): number => (v << 24) >> 24;
/** signedByte for lastEntry: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const localSignedByte = signedByte;

/** Sets the last displacement of the piece in motion (`how`: HOW_VECTOR, HOW_HORSE or HOW_FLIGHT). */
export function setDelta(s: State, dx: number, dy: number, how: number): void {
  putMotion(s, PEND_DX, dx & 0xff);
  putMotion(s, PEND_DY, dy & 0xff);
  putMotion(s, PEND_HOW, how);
}

/** Entry code of a displacement (dx, dy in -2..2): 1..25. Code 26 stands for "any" (single arrows). */
const entryCode = (dx: number, dy: number): number => (dx + 2) * 5 + (dy + 2) + 1;
/** Entry code of a single arrow: it sends the pirate on the same way however he came. */
export const ANY_ENTRY = 26;

/** The entry code of the last displacement of the piece in motion. */
export const lastEntry = (u8: Uint8Array): number => entryCode(localSignedByte(u8[PEND_DX]), localSignedByte(u8[PEND_DY]));

/**
 * Records that the piece in motion passed forced tile `cell` arriving with entry
 * `code`; returns false if it already had this turn (the chain can only repeat
 * itself: a cycle, rules README ruling 3) or the record is full.
 */
export function visit(s: State, cell: number, code: number): boolean {
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

/**
 * Records that the piece in motion reached choice tile `cell`; returns false on its
 * third arrival this turn (or when the record is full): whatever he chooses, he has
 * come round twice, so the chain can only repeat itself, a cycle (docs/RULES.md R6).
 */
export function arriveAtChoice(s: State, cell: number): boolean {
  const u8 = s.u8;
  const n = u8[CHOICE_N];
  let seen = 0;
  for (let i = 0; i < n; i++) if (u8[CHOICE_CELLS + i] === cell) seen++;
  if (seen >= 2 || n === MAX_CHOICES) return false;
  put(s, CHOICE_CELLS + n, cell);
  put(s, CHOICE_N, n + 1);
  return true;
}

/** Forgets the forced tiles passed so far (at the end of a turn, and after each choice: R6). */
export function clearVisits(s: State): void {
  for (let i = 2 * s.u8[VISIT_N] - 1; i >= 0; i--) put(s, VISITS + i, 0);
  put(s, VISIT_N, 0);
}

/** Forgets the choice tiles reached (at the end of a turn: TI-R18 counts within one turn). */
export function clearChoices(s: State): void {
  for (let i = s.u8[CHOICE_N] - 1; i >= 0; i--) put(s, CHOICE_CELLS + i, 0);
  put(s, CHOICE_N, 0);
}
