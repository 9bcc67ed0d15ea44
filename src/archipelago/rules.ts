/**
 * Legality and the small acts the generator and the mover share: who stands where, who may
 * strike whom, what a pirate may step onto (lines 684-700, 1060-1080), and sending a piece
 * to its ship or to its death. The one home of "may this piece enter that cell", so that
 * movegen.ts and chain.ts agree.
 */

import * as geometryModule from './geometry.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';
import { Card } from './abilities.js';
import * as abilitiesModule from './abilities.js';
import * as soloStateModule from './solo-state.js';
import * as cartModule from './cart.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { STEP } = geometryModule;
const {
  ABOARD, allied, BEAR, CARDS, CARRY, CAVED, FRIDAY, COINS, CONVERTED, CREWS, DRUNK_MASK, FALLEN, isPirate, LAB_MASK, LAB_SHIFT, LOST, MISSIONARY,
  OUT, P_CELL, P_CREW, P_STAT, PIECES, SHIP, START, TERRAIN, TILE, UP,
} = stateModule;
const { kindOf, NO_COIN } = tilesModule;
const { guarded, hasCard } = abilitiesModule;
const { isSolo } = soloStateModule;
const { cartBack } = cartModule;

export const isLand = (s: State, c: number): boolean => s.u8[TERRAIN + c] !== 0;

/** The crew whose ship stands on sea cell c, or -1. */
export function shipAt(s: State, c: number): number {
  for (let k = 0; k < s.v[CREWS]; k++) if (s.u8[SHIP + k] === c) return k;
  return -1;
}

/** Whether piece p is the missionary still preaching (not a pirate). */
export const isPreacher = (s: State, p: number): boolean => p === MISSIONARY && (s.u8[P_STAT + p] & CONVERTED) === 0;

/** Pirates (fighters) at c not allied with crew; step > 0 counts only those on that labyrinth step. */
export function enemiesAt(s: State, c: number, crew: number, step: number): number {
  let n = 0;
  for (let q = 0; q < PIECES; q++) {
    if (s.u8[P_CELL + q] !== c || !isPirate(s, q) || allied(s, crew, s.u8[P_CREW + q]) || ((s.v[UP] >> q) & 1) !== 0 || (s.u8[P_STAT + q] & CAVED) !== 0) continue; // up a palm: not fought (line 1040)
    if (step > 0 && ((s.u8[P_STAT + q] & LAB_MASK) >> LAB_SHIFT) !== step) continue;
    n++;
  }
  return n;
}

/** Pieces of any crew (pirates and the missionary) at c, other than `except`. */
export function piecesAt(s: State, c: number, except: number): number {
  let n = 0;
  for (let q = 0; q < PIECES; q++) if (q !== except && s.u8[P_CELL + q] === c) n++;
  return n;
}

/**
 * The preaching missionary stands at c for a crew not allied with crew (enemies may not enter,
 * line 914). Friday is none of line 914's "враги" (he cannot attack, line 994): he and the
 * preacher may come onto each other and both leave (`fridayMeets`; A-B16, A-B20). Neither
 * this nor ownPreacherAt holds for a preacher lost in the caves: out of reach, he bars no cell
 * and shields no one (A-B9, A-B24).
 */
export const enemyPreacherAt = (s: State, c: number, crew: number): boolean =>
  s.u8[P_CELL + MISSIONARY] === c && isPreacher(s, MISSIONARY) && !allied(s, crew, s.u8[P_CREW + MISSIONARY]) && (s.u8[P_STAT + MISSIONARY] & CAVED) === 0;

/** The preaching missionary of crew (or an ally) stands at c: pirates there neither strike nor are struck (line 914). */
export const ownPreacherAt = (s: State, c: number, crew: number): boolean =>
  s.u8[P_CELL + MISSIONARY] === c && isPreacher(s, MISSIONARY) && allied(s, crew, s.u8[P_CREW + MISSIONARY]) && (s.u8[P_STAT + MISSIONARY] & CAVED) === 0;

/**
 * Friday stands (or swims) at c for a crew not allied with crew: one that crew would win over by
 * attacking him (line 994); not when lost in the caves (out of reach, A-B9), nor up a palm
 * ("с ним нельзя драться", line 1040; A-J15).
 */
export const enemyFridayAt = (s: State, c: number, crew: number): boolean =>
  s.u8[P_CELL + FRIDAY] === c && !allied(s, crew, s.u8[P_CREW + FRIDAY]) && (s.u8[P_STAT + FRIDAY] & CAVED) === 0 && ((s.v[UP] >> FRIDAY) & 1) === 0;

/** OCCUPIED[c] === OCC_GEN[0]: some piece stands on c (marked by `markPieces` for one move generation). */
const OCCUPIED = new Int32Array(256);
const OCC_GEN = new Int32Array(1);

/** Marks the cells pieces stand on, for the `mayEnterLand` calls of one move generation. */
export function markPieces(s: State): void {
  let g = ++OCC_GEN[0];
  if (g > 0x3fffffff) { OCCUPIED.fill(0); g = OCC_GEN[0] = 1; }
  for (let q = 0; q < PIECES; q++) OCCUPIED[s.u8[P_CELL + q]] = g;
}

/**
 * Whether piece p of crew may step by its own move onto the land cell n, carrying a coin
 * or not; `mayStrike` false when it stands with its own preacher (who takes its sabre).
 * `markPieces(s)` must have marked the pieces' cells since s last changed.
 */
export function mayEnterLand(s: State, p: number, crew: number, n: number, coin: boolean, mayStrike: boolean): boolean {
  const t = s.u8[TILE + n];
  if (t === 0) return !coin; // a coin goes only onto open tiles (line 1063)
  const k = kindOf(t);
  if (coin && NO_COIN[k]) return false;
  if (s.v[BEAR] === n && !hasCard(s, p, Card.Tamer)) return !coin; // walking into the bear: bitten (the tamer is not)
  if (OCCUPIED[n] !== OCC_GEN[0]) return true; // nobody there: no enemy, no preacher, a free bank
  if (enemyPreacherAt(s, n, crew) && p !== FRIDAY) return false; // Friday meets him as his own side's (A-B16): with enemy pirates there, refused below
  if (isPreacher(s, p)) return enemiesAt(s, n, crew, 0) === 0 && !(k === Kind.Bank && !isSolo(s)); // someone stands there: one piece in the bank (line 788; A-R20, A-R31)
  const enemies = enemiesAt(s, n, crew, k >= Kind.Lab2 && k <= Kind.Lab4 ? 1 : 0);
  if (k === Kind.Bank && !isSolo(s)) { // solo: the three pirates start in the bank together (line 1170)
    // One pirate in the bank (line 788); one holding a coin there is immune.
    if (piecesAt(s, n, p) > enemies) return false;
    if (enemies > 0 && s.u8[COINS + n] > 0) return false;
  }
  if ((k === Kind.Fortress || k === Kind.Sanctuary) && enemyFridayAt(s, n, crew)) return false; // he holds it for his crew (lines 946, 836; A-B18)
  // Winning the enemy Friday over attacks him (line 994), as striking a pirate: not beside one's own preacher (line 914;
  // A-B16), and with empty hands (line 1064 "Бить врага с золотишком в руках нельзя"; A-B22), the daredevil's excepted.
  if ((!mayStrike || coin) && k !== Kind.Jungle && enemyFridayAt(s, n, crew) && (!mayStrike || !hasCard(s, p, Card.Daredevil))) return false;
  if (enemies === 0 || k === Kind.Jungle) return true;
  if (p === FRIDAY) return false; // Friday cannot attack (line 994)
  if ((coin && !hasCard(s, p, Card.Daredevil)) || !mayStrike) return false; // strike only with empty hands (line 1076)
  if (s.v[CARDS] !== 0 && guarded(s, n, crew)) return false; // an enemy bodyguard's cell is a fortress
  return k !== Kind.Fortress && k !== Kind.Sanctuary;
}

/**
 * Whether a piece of crew carried onto the open stand tile n by a forced move cannot stay:
 * an enemy holds a fortress or sanctuary there, an enemy preacher stands there, the bank is
 * taken (for anyone: one piece there, A-R20), Friday would stand with enemies outside the
 * jungle, the preacher with enemies anywhere, the jungle too (line 914, A-R30) (line 1092:
 * such an impossible move kills the pirate). Friday carried onto the enemy preacher alone is
 * not barred: he meets him and both leave (line 994; `fridayMeets`, A-B20).
 */
export function barred(s: State, p: number, crew: number, n: number, k: number): boolean {
  if (p === FRIDAY) return (k !== Kind.Jungle && enemiesAt(s, n, crew, k >= Kind.Lab2 && k <= Kind.Lab4 ? 1 : 0) > 0) || bankTaken(s, p, n, k); // he attacks no one (line 994): carried onto an enemy, an impossible move (A-B19); on a labyrinth those on its first step, as his step (mayEnterLand)
  if (enemyPreacherAt(s, n, crew)) return true;
  const enemies = enemiesAt(s, n, crew, 0);
  if (isPreacher(s, p)) return enemies > 0 || bankTaken(s, p, n, k); // with enemies in the jungle too, as his step (line 914; A-R30, A-R31)
  if ((enemies > 0 || enemyFridayAt(s, n, crew)) && (k === Kind.Fortress || k === Kind.Sanctuary)) return true; // Friday holds one too (A-B18)
  if (enemies > 0 && k !== Kind.Jungle && s.v[CARDS] !== 0 && guarded(s, n, crew)) return true;
  if (k === Kind.Bank && !isSolo(s)) return piecesAt(s, n, p) > enemies || (enemies > 0 && s.u8[COINS + n] > 0);
  return false;
}

/**
 * The bank n is taken for Friday or the preaching missionary p carried there: another piece
 * stands in it (one in the bank, line 788; A-R20), but for the other of the two, whom he meets
 * there (line 994; A-B20). Pirates are judged in `barred` with the enemies they strike.
 */
function bankTaken(s: State, p: number, n: number, k: number): boolean {
  if (k !== Kind.Bank || isSolo(s)) return false;
  const pair = p === FRIDAY ? MISSIONARY : FRIDAY;
  for (let q = 0; q < PIECES; q++) {
    if (q === p || s.u8[P_CELL + q] !== n) continue;
    if (q === pair && (q === FRIDAY || isPreacher(s, q))) continue;
    return true;
  }
  return false;
}

/** Piece p to its own ship (struck, bitten, blown): its condition cleared. The preaching missionary bitten dies (line 902). */
export function toShip(s: State, p: number): void {
  if (isPreacher(s, p) || isSolo(s) || p === FRIDAY) { kill(s, p); return; } // solo: no ships; the bear's bite kills (line 1179); the bear eats Friday for good (line 993)
  s.u8[P_CELL + p] = ABOARD + s.u8[P_CREW + p];
  s.u8[P_STAT + p] &= CONVERTED;
}

export function kill(s: State, p: number): void {
  s.u8[P_CELL + p] = OUT;
  s.u8[P_STAT + p] &= CONVERTED;
}

/**
 * Strikes the enemies of crew at c (step > 0: those on that labyrinth step): each goes to its
 * ship, leaving its coins; the musketeer stays for the die (FAQ line 1253): returns him, or -1.
 */
export function strike(s: State, c: number, crew: number, step: number): number {
  let duelist = -1;
  for (let q = 0; q < PIECES; q++) {
    if (s.u8[P_CELL + q] !== c || !isPirate(s, q) || allied(s, crew, s.u8[P_CREW + q]) || ((s.v[UP] >> q) & 1) !== 0 || (s.u8[P_STAT + q] & CAVED) !== 0) continue;
    if (step > 0 && ((s.u8[P_STAT + q] & LAB_MASK) >> LAB_SHIFT) !== step) continue;
    if (hasCard(s, q, Card.Musketeer)) duelist = q;
    else toShip(s, q);
  }
  return duelist;
}

/** The carried coin goes back to the cell the move began on (ruling of record 3; FAQ line 1226), or sinks when it began at sea. */
export function coinBack(s: State): void {
  cartBack(s); // the cart too (cart.ts)
  if (s.v[CARRY] === 0) return;
  const n = s.v[CARRY]; // two for a porter
  s.v[CARRY] = 0;
  if (s.v[START] >= 0) s.u8[COINS + s.v[START]] += n;
  else s.v[LOST] += n;
}

/** Sea cells touching land (8-neighbour): where a pirate may swim (along the shore, line 684). */
export function alongShore(s: State, c: number): boolean {
  for (let d = 0; d < 8; d++) { const n = STEP[c * 8 + d]; if (n >= 0 && s.u8[TERRAIN + n] !== 0) return true; }
  return false;
}

/** Whether piece p can act this turn: in play, not fallen, not sleeping off the rum. */
export const canAct = (s: State, p: number): boolean =>
  s.u8[P_CELL + p] !== OUT && (s.u8[P_STAT + p] & (FALLEN | CAVED)) === 0 && (s.u8[P_STAT + p] & DRUNK_MASK) !== 2; // lost in the caves: laid over
