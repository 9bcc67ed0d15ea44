/**
 * A king in check stays in check: the legality shortcut for a decision of a king in check whose
 * tile chain cannot reach the check. Control by its definition (control.ts) is a chain of moves
 * and tile steps, each of which reads only the cells it passes (what stands there, the tile):
 * a chain that struck the king strikes it again on any board that differs from this one only on
 * cells it did not read. So the cells one strike on the king read (the checking piece's cell and
 * every cell control.strikes's walk read up to the strike: control.ts TOUCH, a superset) are
 * recorded once per generation (`PATH`), and a decision that moves one piece of ours other than
 * the king leaves the king in check whatever its tiles do, when no cell it may change is on that
 * path: its own cell, the cell it moves to, and every cell the tiles there may send it on to,
 * take an enemy on or change (`reach`, a superset of chain.ts: every way of a many-way arrow or
 * a horse, every start cell of a balloon, the cannon's whole line, the ice's whole slide, back
 * from a crocodile, every cave). A tile whose effect reaches further (an unused airplane, an
 * unused character, earthquake, lighthouse or grass) answers "perhaps": the probe decides. A
 * piece bought back is the same with no cell left (`putStands`).
 * The king's cell is on the path too (a cave holding him swaps him out), so the target stays.
 *
 * Only an answer of true is one (the decision is illegal); false means "ask the full test".
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
const { ALL_CELLS, controls, exists, forward, kingCell, START_LIST, START_N, START_OFF } = boardModule;
const { beginTouch, MEMO_STATES, stateKey, strikes, touchedSince } = controlModule;
const { DIRS, fileOf, KNIGHT, rankOf } = geometryModule;
const { colourOf, typeOf } = piecesModule;
const { arrowMask, cannonDir } = tilesModule;

/** PATH[cell] = the generation's tag (`pathTag`) on the cells the recorded strike read; `pathFound` whether a strike was found for that tag. */
const PATH = new Int32Array(240);
let pathTag = 0, pathFound = false;
/** The states (control.stateKey) `reach` has explored in this question: stamp `seen`. */
const SEEN = new Int32Array(MEMO_STATES);
let seen = 0;
/** `reach` gives up ("perhaps") past this many nested tile steps: a chain that long is left to the probe. */
const MAX_DEPTH = 40;

/** Records the path of one strike on the king of `side` in s (it stands in check there), for generation `tag`: a plain one when there is one (`plainPath`), else one through the tiles. */
function recordCheck(s: State, side: number, tag: number): void {
  pathTag = tag; pathFound = false;
  const k = kingCell(s, side), by = 1 - side;
  if (k < 0) return;
  PATH[k] = tag; // the king's own cell: a chain that reaches it (a cave swapping him out) may move him
  for (let i = 0; i < 120 && !pathFound; i++) {
    const c = ALL_CELLS[i], p = s.piece[c];
    if (p !== 0 && colourOf(p) === by && controls(s, c)) pathFound = plainPath(s, c, k, by, tag);
  }
  if (pathFound) return;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], p = s.piece[c];
    if (p === 0 || colourOf(p) !== by || !controls(s, c)) continue;
    const stamp = beginTouch();
    if (!strikes(s, c, k)) continue;
    for (let j = 0; j < 120; j++) if (touchedSince(ALL_CELLS[j], stamp)) PATH[ALL_CELLS[j]] = tag;
    PATH[c] = tag;
    pathFound = true;
    return;
  }
}

/**
 * Whether the piece of side `by` on c (it controls) strikes the king on k by its own move, no tile
 * in between (a pawn's diagonal, a knight's jump, a king's or pirate's step, a slider's clear
 * line); if so PATH gets `tag` on c and the cells between: control.strikes reads, for that move,
 * only what stands on c and whether each cell between is on the board and empty.
 */
function plainPath(s: State, c: number, k: number, by: number, tag: number): boolean {
  const t = typeOf(s.piece[c]), dr = rankOf(k) - rankOf(c), df = fileOf(k) - fileOf(c);
  const ar = dr < 0 ? -dr : dr, af = df < 0 ? -df : df;
  let ok = false;
  if (t === Piece.Pawn) ok = k - c === forward(by) - 1 || k - c === forward(by) + 1;
  else if (t === Piece.Knight) ok = ar * af === 2;
  else if (t === Piece.King || t === Piece.Pirate) ok = ar <= 1 && af <= 1;
  else if ((t === Piece.Rook || t === Piece.Queen) && (ar === 0) !== (af === 0) || (t === Piece.Bishop || t === Piece.Queen) && ar === af) {
    const n = ar > af ? ar : af, D = (k - c) / n;
    ok = true;
    for (let x = c + D; x !== k; x += D) if (!exists(s, x) || s.piece[x] !== 0) { ok = false; break; }
    if (ok) for (let x = c + D; x !== k; x += D) PATH[x] = tag;
  }
  if (ok) PATH[c] = tag;
  return ok;
}

/**
 * Whether the piece of ours (not the king) on `from`, moved to `to` by its own move, leaves the
 * king of `side`, in check in s, in check whatever the tiles then do (generation `tag`: the
 * path is recorded once per tag). False: perhaps not (ask the full test).
 */
export function checkStands(s: State, from: number, to: number, side: number, tag: number): boolean {
  if (pathTag !== tag) recordCheck(s, side, tag);
  if (!pathFound || PATH[from] === tag || PATH[to] === tag) return false;
  const t = typeOf(s.piece[from]);
  if (t === Piece.King) return false;
  if (++seen === 0x7fffffff) { seen = 1; SEEN.fill(0); }
  if (t === Piece.Knight) return reach(s, to, from, to - from, 1, side, t, 0);
  const df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
  const n = Math.max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
  return reach(s, to, from, (to - from) / n, n, side, t, 0);
}

/**
 * checkStands for a tile's choice (PHASE Choose) sending the piece of ours (not the king) on
 * `from` to `to` (0: off the board, the piece lost): by a horse's jump or an arrow's step, or by
 * flight (a balloon, an airplane). Other tiles' choices: false (ask the full test).
 */
export function chooseStands(s: State, from: number, to: number, side: number, tag: number): boolean {
  if (pathTag !== tag) recordCheck(s, side, tag);
  const k = s.tile[from] & 63;
  if (!pathFound || PATH[from] === tag) return false;
  if (to === 0) return (k >= Tile.Arrow1S && k <= Tile.Arrow4D);
  if (PATH[to] === tag) return false;
  const t = typeOf(s.piece[from]);
  if (++seen === 0x7fffffff) { seen = 1; SEEN.fill(0); }
  if (k === Tile.Horse || (k >= Tile.Arrow1S && k <= Tile.Arrow4D)) return reach(s, to, from, to - from, 1, side, t, 0);
  if (k === Tile.Balloon || k === Tile.Airplane) return reach(s, to, from, 0, 0, side, t, 0);
  return false;
}

/** checkStands for a piece of ours of type t bought back onto the empty cell `to` (it arrives by flight). */
export function putStands(s: State, to: number, t: number, side: number, tag: number): boolean {
  if (pathTag !== tag) recordCheck(s, side, tag);
  if (!pathFound || PATH[to] === tag) return false;
  if (++seen === 0x7fffffff) { seen = 1; SEEN.fill(0); }
  return reach(s, to, -1, 0, 0, side, t, 0);
}

/** A cell the chain may change: clear of the path, and the chain from it (come by n steps of `step` from `prev`) clear too. */
function next(s: State, y: number, prev: number, step: number, n: number, side: number, t: number, depth: number): boolean {
  return PATH[y] !== pathTag && reach(s, y, prev, step, n, side, t, depth + 1);
}

/**
 * Whether every cell the piece of ours (type t) that has come onto x (clear of the path) from
 * `prev` by n steps of `step` may go on to, take on or change by the tiles is clear of the path:
 * a superset of chain.act's effects (every way a choice may take, every slide's cell).
 */
function reach(s: State, x: number, prev: number, step: number, n: number, side: number, t: number, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const tile = s.tile[x], k = tile & 63;
  // a crocodile sends the piece back where it came from (clear: reached first), which acts again (with the steps reversed):
  // what follows depends on where it came from, so it is not remembered by its cell (control.ts go does the same); a piece put down stays
  if (k === Tile.Crocodile) return prev < 0 || reach(s, prev, x, 0 - step, n, side, t, depth + 1);
  const key = stateKey(s, x, step, n);
  if (SEEN[key] === seen) return true;
  SEEN[key] = seen;
  switch (k) {
    case Tile.Arrow1S: case Tile.Arrow1D: case Tile.Arrow2S: case Tile.Arrow2D: case Tile.Arrow3: case Tile.Arrow4S: case Tile.Arrow4D: {
      const mask = arrowMask(tile);
      for (let d = 0; d < 8; d++) if (((mask >> d) & 1) !== 0 && exists(s, x + DIRS[d]) && !next(s, x + DIRS[d], x, DIRS[d], 1, side, t, depth)) return false;
      return true; // a way off the board takes the piece off x, which is clear
    }
    case Tile.Horse:
      for (let j = 0; j < 8; j++) if (exists(s, x + KNIGHT[j]) && !next(s, x + KNIGHT[j], x, KNIGHT[j], 1, side, t, depth)) return false;
      return true;
    case Tile.Ice:
      if (step === 0) return true; // ice repeats no flight
      for (let i = 1, y = x + step; i <= n && exists(s, y); i++, y += step) if (!next(s, y, x, step, n, side, t, depth)) return false;
      return true;
    case Tile.Balloon: {
      const o = START_OFF[side * 10 + t], e = o + (t <= Piece.King ? START_N[side * 10 + t] : 0);
      for (let i = o; i < e; i++) if (!next(s, START_LIST[i], x, 0, 0, side, t, depth)) return false;
      return true;
    }
    case Tile.Cannon: {
      const D = DIRS[cannonDir(tile)];
      for (let y = x + D; exists(s, y); y += D) if (!next(s, y, x, 0, 0, side, t, depth)) return false;
      return true;
    }
    case Tile.Airplane: case Tile.BenGunn: case Tile.Missionary: case Tile.Friday: case Tile.Earthquake: case Tile.Lighthouse: case Tile.Grass:
      return s.used[x] !== 0; // unused, it reaches further than its cell: perhaps
    case Tile.Cave: // the piece stays, changes places with a lost one in another cave or comes out at another (which does not act): every cave's cell
      for (let i = 0; i < 120; i++) if ((s.tile[ALL_CELLS[i]] & 63) === Tile.Cave && PATH[ALL_CELLS[i]] === pathTag) return false;
      return true;
    default:
      return true; // the piece stops on x (a face-down tile, a tile that moves nobody, the cannibal, rum, treasure): only x changes
  }
}
