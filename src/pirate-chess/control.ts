/**
 * Control by its definition (ruling PC9): a piece controls a cell when one of its own moves
 * next turn, with what the open tiles then do to it, would take a piece standing there. Seed:
 * arrows "Так можно бить вражеские фигуры"; FAQ "Фигура держит под контролем поле со стрелкой.
 * Контролирует ли она поля, на которые ведёт стрелка? Да. То же самое касается клеток «конь» и
 * «воздушный шар»"; the trap answer "… он сможет ответным ходом её потратить, и тогда вам будет
 * шах" (control is what a piece could take next turn).
 *
 * What is followed, as chain.ts plays it: every move of the piece (a pawn's diagonals, its
 * straight step and double step onto empty cells; a knight's jump; a king's or pirate's step; a
 * slider's clear line), then the open tiles it lands on: an arrow's directions, the horse's
 * jumps, a balloon's start cells of the piece's type (each controlled, FAQ; from a free one its
 * tile acts), ice (the displacement repeated: the first enemy on the way taken and that cell's
 * tile acting, or a stop before its own or an untakeable piece on a cell whose tile acts; a pawn
 * repeating a straight step takes nothing and stops before any piece), a crocodile (the cannibal,
 * for a king) back to the cell the piece came from, which acts again unless its turn began there
 * (PC8: ice there repeats the displacement backwards). The target cell counts as holding a
 * takeable piece (as the king would stand there). The piece's own cell is empty while it moves.
 * Chains go as deep as play lets them (CHAIN_LIMIT tile steps, state.ts), a state met again no
 * shallower being a cycle. Not through the airplane, the cannon, a cave, a face-down tile (PC4,
 * PC9).
 *
 * Implementation notes. The search is a depth-first walk over arrival states (cell, and for ice
 * the displacement that brought the piece: the only tile whose effect depends on it), each
 * remembered with the shallowest depth it was explored at (MEMO_*): a state met again at that
 * depth or deeper reaches nothing new within the limit, so the walk is exact and bounded. One
 * walk per question (`landsOn`, `strikes`); it allocates nothing.
 */

import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { capturable, exists, forward, kindAt, START_LIST, START_N, START_OFF } = boardModule;
const { DIRS, KNIGHT, rankOf } = geometryModule;
const { colourOf, typeOf } = piecesModule;
const { CHAIN_LIMIT } = stateModule;
const { arrowMask } = tilesModule;

/** STEP_INDEX[step + 64]: 0..7 the DIRS, 8..15 the KNIGHT jumps (every displacement a piece repeats on ice). */
const STEP_INDEX = new Int8Array(129);
for (let j = 0; j < 8; j++) { STEP_INDEX[DIRS[j] + 64] = j; STEP_INDEX[KNIGHT[j] + 64] = 8 + j; }

/** Arrival states: cell + 240 · code, code 0 for a cell whose tile ignores how the piece came, else 1 + 16 · STEP_INDEX + n (ice; n ≤ 11 < 16). */
export const MEMO_STATES = 240 * 257;
/** The state of a piece arriving on x by n steps of `step` (0: a flight). */
export function stateKey(s: State, x: number, step: number, n: number): number {
  return kindAt(s, x) === Tile.Ice && step !== 0 ? x + 240 * (1 + 16 * STEP_INDEX[step + 64] + (n & 15)) : x;
}

/** MEMO_STAMP[state] = memo when this walk has explored the state, at depth MEMO_DEPTH[state]. */
const MEMO_STAMP = new Int32Array(MEMO_STATES);
const MEMO_DEPTH = new Uint8Array(MEMO_STATES);
let memo = 0;
/** The moving piece's cell, where its turn began (a crocodile sends no piece back there to act again). */
let origin = -1;
function freshWalk(): void { if (++memo === 0x7fffffff) { memo = 1; MEMO_STAMP.fill(0); } }

/**
 * TOUCH[x] = touch on every cell a walk has read since the last `beginTouch` (every cell `go` is
 * called on, every cell an ice slide passes, a balloon's start cells, a pawn's first cells): a
 * walk whose cells did not include t would have gone the same way with any piece on t, so it
 * cannot have struck t (danger.ts's filter for its pawns). Later walks of any question stamp
 * too: the marks only grow, a superset.
 */
const TOUCH = new Int32Array(240);
let touch = 1;
/** Starts a fresh record of the cells walks read (TOUCH); returns its stamp. */
export function beginTouch(): number {
  if (++touch === 0x7fffffff) { touch = 1; TOUCH.fill(0); }
  return touch;
}
/** Whether a walk read cell x since `beginTouch` returned `stamp` (false: none did, and none can have struck a piece there). */
export const touchedSince = (x: number, stamp: number): boolean => TOUCH[x] === stamp;

/** Whether a cell's tile sends a piece on (arrow, horse, balloon, ice): the only ones a walk follows. */
const sends = (k: number): boolean => (k >= Tile.Arrow1S && k <= Tile.Horse) || k === Tile.Ice || k === Tile.Balloon;

/**
 * Whether a piece of side `by`, type t, arriving on x by n steps of `step` (its depth-th tile
 * step this turn), takes target there or is sent on to it.
 */
function go(s: State, x: number, from: number, target: number, by: number, t: number, step: number, n: number, depth: number): boolean {
  if (!exists(s, x)) return false;
  TOUCH[x] = touch;
  if (x === target) return true;
  const p = s.piece[x];
  if (p !== 0 && (colourOf(p) === by || !capturable(s, x))) return false;
  const k = kindAt(s, x);
  if (depth >= CHAIN_LIMIT) return false;
  // the crocodile (and the cannibal, for a king) sends the piece back where it came from, which acts again unless the turn began there (PC8)
  if (k === Tile.Crocodile || (k === Tile.Cannibal && t === Piece.King)) return from !== origin && go(s, from, x, target, by, t, 0 - step, n, depth + 1);
  if (!sends(k) || (k === Tile.Ice && step === 0)) return false; // ice repeats no flight
  const key = stateKey(s, x, step, n);
  if (MEMO_STAMP[key] === memo && MEMO_DEPTH[key] <= depth) return false;
  MEMO_STAMP[key] = memo; MEMO_DEPTH[key] = depth;
  if (k === Tile.Horse) {
    for (let j = 0; j < 8; j++) if (go(s, x + KNIGHT[j], x, target, by, t, KNIGHT[j], 1, depth + 1)) return true;
    return false;
  }
  if (k === Tile.Balloon) {
    const o = START_OFF[by * 10 + t], e = o + (t <= Piece.King ? START_N[by * 10 + t] : 0);
    for (let i = o; i < e; i++) { TOUCH[START_LIST[i]] = touch; if (START_LIST[i] === target) return true; } // its start cells themselves (FAQ)
    for (let i = o; i < e; i++) if (s.piece[START_LIST[i]] === 0 && go(s, START_LIST[i], x, target, by, t, 0, 0, depth + 1)) return true;
    return false;
  }
  if (k === Tile.Ice) {
    const straight = t === Piece.Pawn && step === forward(by);
    let y = x;
    for (let i = 0; i < n; i++) {
      const z = y + step;
      if (!exists(s, z)) return false; // off the board: lost, or a king stays on the ice
      TOUCH[z] = touch;
      if (z === target) { if (!straight) return true; break; }
      const q = s.piece[z];
      if (q !== 0) { if (!straight && colourOf(q) !== by && capturable(s, z)) y = z; break; }
      y = z;
    }
    return y !== x && go(s, y, x, target, by, t, step, n, depth + 1);
  }
  const mask = arrowMask(s.tile[x]);
  for (let d = 0; d < 8; d++) if (((mask >> d) & 1) !== 0 && go(s, x + DIRS[d], x, target, by, t, DIRS[d], 1, depth + 1)) return true;
  return false;
}

/**
 * Whether a piece of side `by`, type t, whose own move from its cell `from` (n steps of `step`)
 * brings it onto x, takes target there or is sent on to it (depth: tile steps already taken). The
 * moving piece must be off the board (its cell is empty while it moves): `strikes` and attack.ts
 * lift it.
 */
export function landsOn(s: State, x: number, target: number, by: number, t: number, step: number, n: number, depth: number, from: number): boolean {
  freshWalk();
  origin = from;
  return go(s, x, from, target, by, t, step, n, depth);
}

/**
 * Whether the piece on c strikes target (c's piece must control: board.controls), by trying each
 * of its own moves: control by its definition, with no shortcut. attack.ts finds the same faster;
 * the tests hold it to this (test/pirate-chess/attack.test.ts) and this to play (control.test.ts).
 */
export function strikes(s: State, c: number, target: number): boolean {
  const p = s.piece[c], t = typeOf(p), by = colourOf(p);
  s.piece[c] = 0;
  freshWalk();
  origin = c;
  const r = movesReach(s, c, target, by, t);
  s.piece[c] = p;
  return r;
}

function movesReach(s: State, c: number, target: number, by: number, t: number): boolean {
  switch (t) {
    case Piece.Pawn: {
      const f = forward(by);
      TOUCH[c + f - 1] = touch; TOUCH[c + f] = touch; TOUCH[c + f + 1] = touch; TOUCH[c + 2 * f] = touch; // inside the mailbox from any cell a pawn stands on (geometry.ts)
      for (let side = -1; side <= 1; side += 2) {
        const x = c + f + side;
        if (x === target && exists(s, x)) return true;
        // a pawn moves diagonally only to take: it goes on through a tile only from a taken piece's cell
        if (s.piece[x] !== 0 && go(s, x, c, target, by, t, f + side, 1, 0)) return true;
      }
      // its straight steps take nothing (the target counts as a piece in the way), but the tile stepped on may send it on
      const y = c + f, y2 = y + f;
      if (y === target || !exists(s, y) || s.piece[y] !== 0 || kindAt(s, y) === Tile.Crocodile) return false;
      if (go(s, y, c, target, by, t, f, 1, 0)) return true;
      return rankOf(c) === (by === 0 ? 1 : 9) && y2 !== target && exists(s, y2) && s.piece[y2] === 0 && kindAt(s, y2) !== Tile.Crocodile
        && go(s, y2, c, target, by, t, f, 2, 0);
    }
    case Piece.Knight:
      for (let j = 0; j < 8; j++) if (go(s, c + KNIGHT[j], c, target, by, t, KNIGHT[j], 1, 0)) return true;
      return false;
    case Piece.King: case Piece.Pirate:
      for (let d = 0; d < 8; d++) if (go(s, c + DIRS[d], c, target, by, t, DIRS[d], 1, 0)) return true;
      return false;
    case Piece.Bishop: case Piece.Rook: case Piece.Queen: {
      const d0 = t === Piece.Bishop ? 1 : 0, dStep = t === Piece.Queen ? 1 : 2;
      for (let d = d0; d < 8; d += dStep) {
        const D = DIRS[d];
        for (let x = c + D, n = 1; exists(s, x); x += D, n++) {
          if (go(s, x, c, target, by, t, D, n, 0)) return true;
          if (s.piece[x] !== 0) break;
        }
      }
      return false;
    }
    default:
      return false;
  }
}
