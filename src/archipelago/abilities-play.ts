/**
 * The ability cards' acts that are more than a test at one place (abilities.ts lists every
 * hook): the musketeer's duel, the gunner's shot, and what the rescuer and the lookout do
 * at the end of their crew's turn. Allocates nothing.
 */

import * as geometryModule from './geometry.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import * as rulesModule from './rules.js';
import { Choice, Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Card } from './abilities.js';
import * as abilitiesModule from './abilities.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { STEP } = geometryModule;
const { move } = movesModule;
const { canAct, isLand, toShip } = rulesModule;
const {
  ABILITY, ABOARD, CHAIN, CHOICE, CREWS, FALLEN, FIRED, KNOWN, MOVED, P_CELL, P_CREW, P_STAT, PEND_CELL, PEND_PIECE, PHASE, TILE,
} = stateModule;
const { actingHolderOf, holderOf } = abilitiesModule;

/** Die faces on which the musketeer parries (designed: 4, 5, 6; on 1-3 he is struck as anyone). */
export const PARRY_FROM = 4;

/**
 * The musketeer's duel (FAQ line 1253), in PHASE Duel: the die shows `face`. The attacker is
 * V[PEND_PIECE], the cell V[PEND_CELL]. From PARRY_FROM up the musketeer parries and the
 * attacker goes to its own ship; below, the musketeer goes to his. The caller ends the turn.
 */
export function duel(s: State, face: number): void {
  const attacker = s.v[PEND_PIECE], musketeer = holderOf(s, Card.Musketeer);
  s.v[PHASE] = Phase.Play;
  if (musketeer < 0 || s.u8[P_CELL + musketeer] !== s.v[PEND_CELL]) throw new Error('archipelago: a duel without the musketeer on its cell');
  toShip(s, face >= PARRY_FROM ? attacker : musketeer);
}

/** The gunner's shot (a move `W1 fire`): once an island, instead of a move, he fires as the musket from his cell (line 828). */
export function fire(s: State, p: number): void {
  s.u8[ABILITY + p] |= FIRED;
  s.v[MOVED] = p; s.v[CHAIN] = 0;
  s.v[PEND_PIECE] = p; s.v[PEND_CELL] = s.u8[P_CELL + p]; s.v[CHOICE] = Choice.Musket; s.v[PHASE] = Phase.Choose;
}

/** Writes the gunner's `fire` move when crew holds him, he has not fired this island, and he stands free on land. */
export function fireMoves(s: State, crew: number, out: Int32Array, n: number): number {
  const p = actingHolderOf(s, Card.Gunner); // up a palm he does not fire (A-J13)
  if (p < 0 || s.u8[P_CREW + p] !== crew || (s.u8[ABILITY + p] & FIRED) !== 0 || !canAct(s, p)) return n;
  const at = s.u8[P_CELL + p];
  if (at < ABOARD && isLand(s, at) && s.u8[TILE + at] !== 0) out[n++] = move(MoveKind.Fire, p, 0);
  return n;
}

/**
 * At the end of crew's turn (apply.ts closeTurn): the rescuer raises every fallen comrade on
 * his cell or next to it (line 762 needs a comrade to arrive on the pit); the lookout peeks,
 * for his crew, at the closed tiles next to him (as from the lighthouse, line 812).
 */
export function turnEndCards(s: State, crew: number): void {
  const r = actingHolderOf(s, Card.Rescuer); // up a palm neither card acts (A-J13)
  if (r >= 0 && s.u8[P_CREW + r] === crew && onLand(s, s.u8[P_CELL + r])) {
    const at = s.u8[P_CELL + r];
    for (let q = 3 * crew; q < 3 * crew + 3; q++) {
      if (q !== r && (s.u8[P_STAT + q] & FALLEN) !== 0 && near(at, s.u8[P_CELL + q])) s.u8[P_STAT + q] &= ~FALLEN;
    }
  }
  const l = actingHolderOf(s, Card.Lookout);
  if (l >= 0 && s.u8[P_CREW + l] === crew && onLand(s, s.u8[P_CELL + l]) && crew < s.v[CREWS]) {
    const at = s.u8[P_CELL + l];
    for (let d = 0; d < 8; d++) {
      const m = STEP[at * 8 + d];
      if (m >= 0 && isLand(s, m) && s.u8[TILE + m] === 0) s.u8[KNOWN + m] |= 1 << crew;
    }
  }
}

const onLand = (s: State, c: number): boolean => c < ABOARD && isLand(s, c);

/** Cell b is a or one of its eight neighbours. */
function near(a: number, b: number): boolean {
  if (a === b) return true;
  for (let d = 0; d < 8; d++) if (STEP[a * 8 + d] === b) return true;
  return false;
}

