/**
 * A cheap "no" for control through open tiles (eval.ts asks it before attack.ts `attacked`, on
 * the cells tile-reach.ts says a tile's way may reach): whether every way through tiles that
 * could end on a cell would have to leave the last tile from ice that no piece can get onto with
 * the step the ice would repeat. Tile-reach marks a live ice's eight lines and knight jumps
 * whole, for any piece; most of the cells so marked are struck by nothing (some six in seven of
 * the evaluation's questions to attack.ts in the benchmark's searches), and this answers them
 * without attack.ts's backward search.
 *
 * Why a "yes" is exact, read from attack.ts `lands` (the truth): a way through tiles ends on
 * target from its last tile, which is an arrow pointing at target, a horse a knight's jump
 * away, a balloon (target a start cell), or ice. Ice sends a piece on only by the step it
 * arrived with: along a line (a clear one: every cell between ice and target empty), or by the
 * knight's jump that brought it. A piece arrives on ice u with step S only from u − S (a piece
 * of the side there: a knight for a jump, a king, pirate or pawn for a step; an arrow there; a
 * horse there, for a jump; ice there) or, along a line, from the first piece or ice on the ray
 * back from u (a slider's clear line; ice sliding on). Every one of these is looked for with no
 * test of type, `controls`, the count of steps or the depth, so the answer "no way" is given
 * only where attack.ts would find none. Control as ruling PC9 defines it (control.ts) adds ways
 * this reads too: a pawn's straight step and double step onto an empty cell, a line read past the
 * pieces of side `by` (the moving piece's own cell is empty while it moves) up to the first piece
 * of the other side (taken, or a stop before it), a crocodile behind ice (it sends a piece that
 * slid from the ice back onto it), a balloon's start cell (a way may go on from there).
 * test/bots/pirate-chess/ice-ways.test.ts holds it to `attacked` on every cell of many positions.
 *
 * Nothing allocates.
 */

import { ALL_CELLS, capturable, exists, forward, START_LIST, START_N, START_OFF } from '../../src/pirate-chess/board.js';
import { CELLS, DIRS, KNIGHT } from '../../src/pirate-chess/geometry.js';
import { colourOf, Piece, typeOf } from '../../src/pirate-chess/pieces.js';
import type { State } from '../../src/pirate-chess/state.js';
import { arrowMask, kindOf, Tile } from '../../src/pirate-chess/tiles.js';
import { type ControlMap, NONE } from './control-map.js';
import type { TileReach } from './tile-reach.js';

/** START_OF_SIDE[by·CELLS + c]: 1 when c is the start cell of a piece of side `by` (board.START_LIST), where a balloon may send it (balloonSends). */
const START_OF_SIDE = new Uint8Array(2 * CELLS);
for (let by = 0; by < 2; by++) {
  for (let t = 1; t <= Piece.King; t++) for (let i = START_OFF[by * 10 + t], e = i + START_N[by * 10 + t]; i < e; i++) START_OF_SIDE[by * CELLS + START_LIST[i]] = 1;
}

/** Whether c is the start cell of a piece of side `by`: where an open balloon may send it. */
export const startOf = (c: number, by: number): boolean => START_OF_SIDE[by * CELLS + c] === 1;

/** The sides that may get a piece onto an open balloon of s (`getsOnto`, tile-reach's marks alone), bit `by`. */
export function balloonSides(s: State, plain: ControlMap, tiles: TileReach): number {
  let sides = 0;
  for (let i = 0; i < 120; i++) {
    const b = ALL_CELLS[i];
    if (kindOf(s.tile[b]) !== Tile.Balloon) continue;
    for (let by = 0; by < 2; by++) if (getsOnto(s, b, by, plain, tiles, 0)) sides |= 1 << by;
  }
  return sides;
}

const isArrow = (k: number): boolean => k >= Tile.Arrow1S && k <= Tile.Arrow4D;

/**
 * True when no way through open tiles can end on c for side `by` (so `attacked` through tiles
 * says no); false when one may, the tiles that could send a piece on to c judged `depth` tiles
 * back (0: by tile-reach's marks alone); `plain` and `tiles` mapped for s (eval.ts `mapControl`).
 * A balloon is not looked for: the caller asks `startOf` and `balloonSides` first (a way going on
 * from a balloon's start cell is found through that cell: `getsOnto` says yes for one).
 */
export function noTileWay(s: State, c: number, by: number, plain: ControlMap, tiles: TileReach, depth: number): boolean {
  if (kindOf(s.tile[c]) === Tile.Ice) return false;
  for (let d = 0; d < 8; d++) {
    const D = DIRS[d], a = c - D, t = s.tile[a];
    // an arrow pointing at c, a horse a knight's jump away, ice on a line or a jump away: each one a piece may get onto
    if (isArrow(kindOf(t)) && ((arrowMask(t) >> d) & 1) !== 0 && getsOnto(s, a, by, plain, tiles, depth)) return false;
    const J = KNIGHT[d], u = c - J, ku = kindOf(s.tile[u]);
    if ((ku === Tile.Horse || (ku === Tile.Ice && entersIce(s, u, J, -1, by, plain, tiles, depth)))
      && getsOnto(s, u, by, plain, tiles, depth)) return false;
    for (let x = a; exists(s, x); x -= D) { // the piece moving along +D from ice on the line back from c, up to the first piece of the other side (its own may be the moving piece, off its cell)
      if (kindOf(s.tile[x]) === Tile.Ice && entersIce(s, x, D, d, by, plain, tiles, depth) && getsOnto(s, x, by, plain, tiles, depth)) return false;
      if (s.piece[x] !== 0 && colourOf(s.piece[x]) !== by) break;
    }
  }
  return true;
}

/**
 * Whether a piece of `by` may get onto x as a step of a way (attack.ts `lands`: not where its own
 * piece or one that cannot be struck stands): by its own move (plain control; onto an empty cell
 * not by a pawn, which goes diagonally only to take), or sent there by a tile (tile-reach's marks,
 * then `noTileWay` asked of x, `depth` more tiles back: a way onto x is a way that ends on x).
 */
export function getsOnto(s: State, x: number, by: number, plain: ControlMap, tiles: TileReach, depth: number): boolean {
  const p = s.piece[x];
  if (p !== 0 && colourOf(p) === by) return tiles.may(x, by); // the moving piece's own cell is empty while it moves (control.ts)
  if (p !== 0 && !capturable(s, x)) return false;
  if (p === 0 ? plain.mover(x, by) || pawnSteps(s, x, by) : plain.attacker(x, by) !== NONE) return true;
  // a start cell: a balloon may fly a piece there, which no way through tiles ending there shows
  return tiles.may(x, by) && (depth === 0 || startOf(x, by) || !noTileWay(s, x, by, plain, tiles, depth - 1));
}

/** Whether a pawn of side `by` may step straight onto the empty x: one step, or two from its start rank (control.ts). */
function pawnSteps(s: State, x: number, by: number): boolean {
  const f = forward(by), pawn = Piece.Pawn | (by << 4);
  return (s.piece[x - f] & 31) === pawn || (s.piece[x - f] === 0 && (s.piece[x - 2 * f] & 31) === pawn);
}

/**
 * Whether a piece of `by` may arrive on the ice u with step S: a line step DIRS[d], or a knight's
 * jump (d = -1). From u − S: a piece of `by` whose move has that step, an arrow pointing along it,
 * a horse (a jump), ice; or, along a line, the first piece or ice further back (a slider of `by`
 * that moves along it, ice sliding on).
 */
function entersIce(s: State, u: number, S: number, d: number, by: number, plain: ControlMap, tiles: TileReach, depth: number): boolean {
  const x = u - S, p = s.piece[x], t = s.tile[x], k = kindOf(t);
  if (k === Tile.Ice || sendsBack(k) || (p !== 0 && colourOf(p) === by && steps(s, p, S, d, u))) return true;
  if (d < 0) return k === Tile.Horse && getsOnto(s, x, by, plain, tiles, depth);
  if (isArrow(k) && ((arrowMask(t) >> d) & 1) !== 0 && getsOnto(s, x, by, plain, tiles, depth)) return true;
  if (p !== 0 && colourOf(p) !== by) return false; // it stands in any slider's way (one of `by`'s own may be the moving piece)
  for (let y = x - S; exists(s, y); y -= S) { // a slider's line to x, a pawn's double step, ice sliding on, a crocodile sending a slide from u back
    const q = s.piece[y];
    if (kindOf(s.tile[y]) === Tile.Ice || sendsBack(kindOf(s.tile[y]))) return true;
    if (q !== 0 && colourOf(q) === by && (slides(typeOf(q), d) || (typeOf(q) === Piece.Pawn && y === u - 2 * S && S === forward(by)))) return true;
    if (q !== 0 && colourOf(q) !== by) return false;
  }
  return false;
}

/** A crocodile (the cannibal, for a king) sends a piece back where it came from (control.ts): a slide from u onto it comes back onto u with the opposite step. */
const sendsBack = (k: number): boolean => k === Tile.Crocodile || k === Tile.Cannibal;

/** Whether the piece byte p, next to u, moves onto u by the step S (DIRS[d], or a knight's jump when d = -1); a pawn only to take. */
function steps(s: State, p: number, S: number, d: number, u: number): boolean {
  const t = typeOf(p);
  if (d < 0) return t === Piece.Knight;
  if (t === Piece.King || t === Piece.Pirate) return true;
  if (t === Piece.Pawn) return s.piece[u] !== 0 ? S === forward(colourOf(p)) - 1 || S === forward(colourOf(p)) + 1 : S === forward(colourOf(p));
  return slides(t, d);
}

/** Whether a piece of type t moves along DIRS[d] any number of cells (queens all, rooks the even, orthogonal ones, bishops the odd). */
const slides = (t: number, d: number): boolean => t === Piece.Queen || (t === Piece.Rook && (d & 1) === 0) || (t === Piece.Bishop && (d & 1) === 1);
