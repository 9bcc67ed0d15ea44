/**
 * Control and check. A piece controls the cells it could strike next turn, and, through
 * an open tile it could land on, the cells that tile sends it to (seed FAQ: "Фигура держит
 * под контролем поле со стрелкой. Контролирует ли она поля, на которые ведёт стрелка? Да.
 * То же самое касается клеток «конь» и «воздушный шар»"); ice is followed the same way,
 * since it moves the piece on by force (ruling PC9). Pieces that cannot strike control
 * nothing (board.controls: trapped, drunk, in the jungle, Friday, the missionary, a king or
 * pawn short of a spinner's last step).
 */

import { ALL_CELLS, capturable, controls, exists, forward, IS_START, kindAt, kingCell, START_LIST, START_N, START_OFF } from './board.js';
import { DIRS, KNIGHT } from './geometry.js';
import { colourOf, Piece, typeOf } from './pieces.js';
import { State } from './state.js';
import { arrowMask, Tile } from './tiles.js';

const MAX_DEPTH = 3;

/** Whether a piece of side `by`, of type t, that reaches cell x by n steps of `step`, strikes target there or through x's tile. */
function lands(s: State, x: number, target: number, by: number, t: number, step: number, n: number, depth: number): boolean {
  if (!exists(s, x)) return false;
  if (x === target) return true;
  const p = s.piece[x];
  if (p !== 0 && (colourOf(p) === by || !capturable(s, x))) return false;
  if (depth >= MAX_DEPTH) return false;
  const k = kindAt(s, x);
  if (k >= Tile.Arrow1S && k <= Tile.Arrow4D) {
    const mask = arrowMask(s.tile[x]);
    for (let d = 0; d < 8; d++) if ((mask >> d) & 1 && lands(s, x + DIRS[d], target, by, t, DIRS[d], 1, depth + 1)) return true;
  } else if (k === Tile.Horse) {
    for (let j = 0; j < 8; j++) if (lands(s, x + KNIGHT[j], target, by, t, KNIGHT[j], 1, depth + 1)) return true;
  } else if (k === Tile.Balloon) {
    const o = START_OFF[by * 10 + t], e = o + START_N[by * 10 + t];
    for (let i = o; i < e; i++) if (START_LIST[i] === target) return true;
  } else if (k === Tile.Ice && step !== 0) {
    let y = x;
    for (let i = 0; i < n; i++) {
      y += step;
      if (!exists(s, y)) return false;
      if (y === target) return true;
      if (s.piece[y] !== 0) return false;
    }
    return lands(s, y, target, by, t, step, n, depth + 1);
  }
  return false;
}

/** Whether the piece on c strikes target (c's piece must control: board.controls). */
function strikes(s: State, c: number, target: number): boolean {
  const p = s.piece[c], t = typeOf(p), by = colourOf(p);
  switch (t) {
    case Piece.Pawn: {
      const f = forward(by);
      for (let side = -1; side <= 1; side += 2) {
        const x = c + f + side;
        if (x === target && exists(s, x)) return true;
        // a pawn moves diagonally only to take: it goes on through a tile only from a taken piece's cell
        if (s.piece[x] !== 0 && lands(s, x, target, by, t, f + side, 1, 0)) return true;
      }
      return false;
    }
    case Piece.Knight:
      for (let j = 0; j < 8; j++) if (lands(s, c + KNIGHT[j], target, by, t, KNIGHT[j], 1, 0)) return true;
      return false;
    case Piece.King: case Piece.Pirate:
      for (let d = 0; d < 8; d++) if (lands(s, c + DIRS[d], target, by, t, DIRS[d], 1, 0)) return true;
      return false;
    case Piece.Bishop: case Piece.Rook: case Piece.Queen: {
      const d0 = t === Piece.Rook ? 0 : t === Piece.Bishop ? 1 : 0, dStep = t === Piece.Queen ? 1 : 2;
      for (let d = d0; d < 8; d += dStep) {
        const D = DIRS[d];
        for (let x = c + D, n = 1; exists(s, x); x += D, n++) {
          if (lands(s, x, target, by, t, D, n, 0)) return true;
          if (s.piece[x] !== 0) break;
        }
      }
      return false;
    }
    default:
      return false;
  }
}

/**
 * Whether an open tile could send a piece on to target: an arrow next to it, a horse a
 * knight's jump away, an open balloon when target is a start cell, ice on a clear line to it.
 * When none can, control is the plain chess kind and `direct` decides alone.
 */
function tileMayReach(s: State, target: number): boolean {
  for (let d = 0; d < 8; d++) {
    const D = DIRS[d];
    const k = kindAt(s, target + D);
    if (k >= Tile.Arrow1S && k <= Tile.Arrow4D) return true;
    if (kindAt(s, target + KNIGHT[d]) === Tile.Horse) return true;
    for (let x = target + D; exists(s, x); x += D) {
      if (kindAt(s, x) === Tile.Ice) return true;
      if (s.piece[x] !== 0) break;
    }
  }
  if (IS_START[target] === 1) for (let i = 0; i < 120; i++) if (kindAt(s, ALL_CELLS[i]) === Tile.Balloon) return true;
  return false;
}

/** Plain chess control of target by side `by` (no tile in between), looking outward from target. */
function direct(s: State, target: number, by: number): boolean {
  const f = forward(by);
  for (let side = -1; side <= 1; side += 2) {
    const c = target - f + side, p = s.piece[c];
    if (p !== 0 && (p & 31) === (Piece.Pawn | (by << 4)) && controls(s, c)) return true;
  }
  for (let j = 0; j < 8; j++) {
    const c = target + KNIGHT[j], p = s.piece[c];
    if (p !== 0 && (p & 31) === (Piece.Knight | (by << 4)) && controls(s, c)) return true;
  }
  for (let d = 0; d < 8; d++) {
    const D = DIRS[d];
    let x = target + D;
    const p1 = s.piece[x];
    if (p1 !== 0 && colourOf(p1) === by && (typeOf(p1) === Piece.King || typeOf(p1) === Piece.Pirate) && controls(s, x)) return true;
    for (; exists(s, x); x += D) {
      const p = s.piece[x];
      if (p === 0) continue;
      if (colourOf(p) === by && controls(s, x)) {
        const t = typeOf(p);
        if (t === Piece.Queen || (t === Piece.Rook && (d & 1) === 0) || (t === Piece.Bishop && (d & 1) === 1)) return true;
      }
      break;
    }
  }
  return false;
}

/** Whether side `by` controls target. */
export function attacked(s: State, target: number, by: number): boolean {
  if (!tileMayReach(s, target)) return direct(s, target, by);
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], p = s.piece[c];
    if (p === 0 || colourOf(p) !== by || !controls(s, c)) continue;
    if (strikes(s, c, target)) return true;
  }
  return false;
}

/** Whether the king of `colour` stands in check. */
export function inCheck(s: State, colour: number): boolean {
  const k = kingCell(s, colour);
  return k >= 0 && attacked(s, k, 1 - colour);
}
