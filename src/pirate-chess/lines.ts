/**
 * What emptying one cell opens on a king (the line test of the legality shortcuts): emptying a
 * cell changes control only along the four lines through it, so a move that empties a cell
 * marked by attack.markExposure is judged along those lines instead of by a control test.
 */

import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { State } from './state.js';
import { Tile } from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { controls, exists, kindAt } = boardModule;
const { DIRS } = geometryModule;
const { colourOf, typeOf } = piecesModule;

/**
 * What emptying the cell c alone opens for side 1 − colour, as the board now stands (c empty),
 * when the king of `colour` on k was safe before and c is neither the king's cell nor a
 * launcher (markExposure's `launches`, tagged `tag`): 1 a check along a line, 0 nothing, -1
 * perhaps something (ask attack.inCheck). Emptying a cell changes control only along the four
 * lines through it, each now clear from side to side up to the first piece on either side (or
 * the edge): a slider that controls, first piece on one side and moving along the line, now
 * reaches the other side's clear cells and first piece; ice on one side's clear part or under
 * its first piece now sees the other side's. So, with `goal` a side whose clear cells or first piece hold the king or a
 * launcher: the king first on one side and such a slider first on the other gives 1; a goal
 * across from such a slider or from ice gives -1; anything else 0.
 */
export function opened(s: State, c: number, colour: number, k: number, launches: Int32Array, tag: number): number {
  let r = 0;
  for (let d = 0; d < 4; d++) {
    const a = sideOf(s, c, DIRS[d], d, colour, k, launches, tag);
    if (a === 0) continue; // nothing on this side: the line opens nothing
    const b = sideOf(s, c, DIRS[d + 4], d, colour, k, launches, tag);
    if (((a & SLIDER) !== 0 && (b & KING) !== 0) || ((b & SLIDER) !== 0 && (a & KING) !== 0)) return 1;
    if (((a & (SLIDER | ICY)) !== 0 && (b & GOAL) !== 0) || ((b & (SLIDER | ICY)) !== 0 && (a & GOAL) !== 0)) r = -1;
  }
  return r;
}

const SLIDER = 1, ICY = 2, GOAL = 4, KING = 8;

/** One side of a line through c (direction D, d mod 4): SLIDER | ICY | GOAL | KING, as `opened` uses them. */
function sideOf(s: State, c: number, D: number, d: number, colour: number, k: number, launches: Int32Array, tag: number): number {
  let f = 0, x = c + D;
  for (; exists(s, x); x += D) {
    if (launches[x] === tag) f |= GOAL;
    if (kindAt(s, x) === Tile.Ice) f |= ICY; // under the first piece too: an enemy may take it there and go on
    if (s.piece[x] !== 0) break;
  }
  if (!exists(s, x)) return f;
  if (x === k) return f | GOAL | KING;
  const p = s.piece[x], t = typeOf(p), straight = (d & 1) === 0;
  if (colourOf(p) !== colour && (t === Piece.Queen || (t === Piece.Rook && straight) || (t === Piece.Bishop && !straight)) && controls(s, x)) f |= SLIDER;
  return f;
}
