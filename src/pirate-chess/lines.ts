/**
 * What one piece of ours moved opens on our king (the line test of the legality shortcuts):
 * emptying a cell changes control only along the four lines through it, so a move that empties a
 * cell marked by attack.markExposure is judged along those lines instead of by a control test
 * (`opened`); filling an empty cell only blocks, unless it is a launcher, where an enemy pawn may
 * now take the piece and be sent on (`pawnTakesVia`). test/pirate-chess/lines.test.ts holds both
 * to control by its definition.
 */

import * as boardModule from './board.js';
import * as controlModule from './control.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { State } from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { landsOn } = controlModule;
const { controls, exists, forward, kindAt } = boardModule;
const { DIRS, rankOf } = geometryModule;
const { colourOf, typeOf } = piecesModule;
const { arrowMask } = tilesModule;

/**
 * What emptying the cell c alone opens for side 1 − colour, as the board now stands (c empty),
 * when the king of `colour` on k was safe before and c is neither the king's cell nor a
 * launcher (markExposure's `launches`, tagged `tag`): 1 a check, 0 nothing, -1 perhaps something
 * (ask attack.inCheck). Emptying a cell changes control only along the four lines through it,
 * each now clear from side to side up to the first piece on either side (or the edge): a slider
 * that controls, first piece on one side and moving along the line, now reaches the other side's
 * clear cells and first piece; ice on one side's clear part or under its first piece now sees the
 * other side's, when a piece may come onto it along the line (`fedAlong`). No other move passes
 * over a cell (jumps, steps and flights land; a pawn's double step, below), and a piece landing
 * on c stops there (no launcher). So, with `goal` a side whose clear cells or first piece hold the
 * king or a launcher: the king first on one side and such a slider first on the other gives 1;
 * such a slider across from launchers is followed onto each of them (control.landsOn: its own
 * move, then the tiles) and gives 1 when one sends it on to the king; a goal across from such ice
 * gives -1; so does an enemy pawn right behind c whose double step now reaches a launcher beyond
 * c (its single step onto c would need c to be a launcher); anything else 0.
 */
export function opened(s: State, c: number, colour: number, k: number, launches: Int32Array, tag: number): number {
  const fe = forward(1 - colour), pawn = s.piece[c - fe];
  let r = (pawn & 31) === (Piece.Pawn | ((1 - colour) << 4)) && rankOf(c - fe) === (colour === 1 ? 1 : 9) && launches[c + fe] === tag ? -1 : 0;
  for (let d = 0; d < 4; d++) {
    const a = sideOf(s, c, d, colour, k, launches, tag);
    if (a === 0) continue; // nothing on this side: the line opens nothing
    const na = firstAt;
    const b = sideOf(s, c, d + 4, colour, k, launches, tag);
    if (((a & SLIDER) !== 0 && (b & KING) !== 0) || ((b & SLIDER) !== 0 && (a & KING) !== 0)) return 1;
    if ((a & SLIDER) !== 0 && (b & GOAL) !== 0 && slidesOn(s, c, DIRS[d], na, DIRS[d + 4], colour, k, launches, tag)) return 1;
    if ((b & SLIDER) !== 0 && (a & GOAL) !== 0 && slidesOn(s, c, DIRS[d + 4], firstAt, DIRS[d], colour, k, launches, tag)) return 1;
    if (((a & ICY) !== 0 && (b & GOAL) !== 0) || ((b & ICY) !== 0 && (a & GOAL) !== 0)) r = -1;
  }
  return r;
}

const SLIDER = 1, ICY = 2, GOAL = 4, KING = 8;
/** The steps from c to the first piece (or off the board) on the side `sideOf` looked along last. */
let firstAt = 0;

/** One side of a line through c (direction DIRS[e]): SLIDER | ICY | GOAL | KING, as `opened` uses them; `firstAt` the steps to its end. */
function sideOf(s: State, c: number, e: number, colour: number, k: number, launches: Int32Array, tag: number): number {
  const D = DIRS[e];
  let f = 0, x = c + D, n = 1;
  for (; exists(s, x); x += D, n++) {
    if (launches[x] === tag) f |= GOAL;
    // ice under the first piece too: an enemy may take it there and go on
    if (kindAt(s, x) === Tile.Ice && (f & ICY) === 0 && fedAlong(s, x, e, colour)) f |= ICY;
    if (s.piece[x] !== 0) break;
  }
  firstAt = n;
  if (!exists(s, x)) return f;
  if (x === k) return f | GOAL | KING;
  const p = s.piece[x], t = typeOf(p), straight = (e & 1) === 0;
  if (colourOf(p) !== colour && (t === Piece.Queen || (t === Piece.Rook && straight) || (t === Piece.Bishop && !straight)) && controls(s, x)) f |= SLIDER;
  return f;
}

/**
 * Whether a piece of side 1 − colour may come onto the ice at i moving back along the line
 * (step −DIRS[e]), the only way the ice slides it across c (it repeats the steps that brought it;
 * a jump or a flight does not run along the line). A superset: a slider of the line's kind first
 * beyond i, a king, pirate or pawn of that side next to i (a pawn also two cells away), a crocodile
 * beyond i when a piece may come onto i the other way (it sends back a piece that slid from i onto
 * it), an arrow next to i pointing at it, or
 * ice beyond i before the first piece (a slide landing on i) all say yes.
 */
function fedAlong(s: State, i: number, e: number, colour: number, bounce = true): boolean {
  const D = DIRS[e], back = (e + 4) & 7, straight = (e & 1) === 0;
  for (let x = i + D, n = 1; exists(s, x); x += D, n++) {
    const k = kindAt(s, x);
    if (k === Tile.Ice) return true;
    // a crocodile (the cannibal, for a king) sends back over i a piece that slid from i onto it: one that came onto i the other way
    if ((k === Tile.Crocodile || k === Tile.Cannibal) && bounce && fedAlong(s, i, back, colour, false)) return true;
    if (n === 1 && k >= Tile.Arrow1S && k <= Tile.Arrow4D && ((arrowMask(s.tile[x]) >> back) & 1) !== 0) return true;
    const p = s.piece[x];
    if (p === 0) continue;
    if (colourOf(p) === colour) return false;
    const t = typeOf(p);
    return t === Piece.Queen || (t === Piece.Rook && straight) || (t === Piece.Bishop && !straight)
      || (n === 1 && (t === Piece.King || t === Piece.Pirate || t === Piece.Pawn)) || (n === 2 && t === Piece.Pawn && -D === forward(1 - colour)); // a pawn's double step
  }
  return false;
}

/**
 * Whether the slider first on c's side along `from` (n steps away), moving across the emptied c
 * along `to` (= −from), lands on a launcher of that side (its clear cells and first piece) and is
 * sent on to the king on k (control.landsOn: the steps it took, then the tiles, the slider lifted
 * off its cell while it moves).
 */
function slidesOn(s: State, c: number, from: number, n: number, to: number, colour: number, k: number, launches: Int32Array, tag: number): boolean {
  const x = c + n * from, p = s.piece[x], t = typeOf(p);
  let r = false;
  s.piece[x] = 0;
  for (let y = c + to, j = 1; exists(s, y); y += to, j++) {
    if (launches[y] === tag && landsOn(s, y, k, 1 - colour, t, to, n + j, 0, x)) { r = true; break; }
    if (s.piece[y] !== 0) break;
  }
  s.piece[x] = p;
  return r;
}

/**
 * Whether a pawn of side `by` takes the piece on u (one must stand there) diagonally and the tile
 * at u sends it on to target (control.landsOn, the pawn lifted): what a piece put on an empty
 * launcher u adds to control, since any other piece could land on u before (taking there or not,
 * u's tile acts), a pawn goes diagonally only to take, and what ice does there is asked apart
 * (legality.ts FILLS).
 */
export function pawnTakesVia(s: State, u: number, target: number, by: number): boolean {
  const f = forward(by), own = by << 4;
  for (let side = -1; side <= 1; side += 2) {
    const c = u - f + side, p = s.piece[c];
    if ((p & 31) !== (Piece.Pawn | own) || !controls(s, c)) continue;
    s.piece[c] = 0;
    const r = landsOn(s, u, target, by, Piece.Pawn, u - c, 1, 0, c);
    s.piece[c] = p;
    if (r) return true;
  }
  return false;
}

/**
 * The largest displacement with which a piece of side `by` may come onto the ice at x moving along
 * DIRS[d] (0: none; the ice repeats it), as far as a probe of the other side can change the board
 * (it may take one of its own pieces off, wherever it stands): an upper bound, for attack.ts's
 * `fills`. Looking back from x, past the other side's pieces: ice or a crocodile (a slide from the
 * ice, or one from x sent back, may bring any displacement: 11, the board's longest line), an arrow next to x pointing along the line (1), and
 * the first piece of side `by` by its own move (a slider of the line's kind from n cells away n, a
 * king, pirate or pawn next to x 1, a pawn two cells behind on its double step 2); pieces of side
 * `by` behind it only as its chain might bring it back onto ice behind its own cell.
 */
export function fedOnto(s: State, x: number, d: number, by: number): number {
  const D = DIRS[d], straight = (d & 1) === 0;
  let most = 0, first = true;
  for (let z = x - D, n = 1; exists(s, z); z -= D, n++) {
    const k = kindAt(s, z);
    if (k === Tile.Ice || k === Tile.Crocodile || k === Tile.Cannibal) return 11; // a crocodile (the cannibal, for a king) sends a piece that slid from x back onto x
    if (n === 1 && k >= Tile.Arrow1S && k <= Tile.Arrow4D && ((arrowMask(s.tile[z]) >> d) & 1) !== 0) most = 1;
    const p = s.piece[z];
    if (p === 0 || colourOf(p) !== by || !first) continue; // the other side's pieces: the probe may take one off
    first = false;
    const t = typeOf(p);
    if (t === Piece.Queen || (t === Piece.Rook && straight) || (t === Piece.Bishop && !straight)) most = n;
    else if (n === 1 && (t === Piece.King || t === Piece.Pirate || t === Piece.Pawn)) most = 1;
    else if (n === 2 && t === Piece.Pawn && D === forward(by) && rankOf(z) === (by === 0 ? 1 : 9)) most = 2;
  }
  return most;
}
