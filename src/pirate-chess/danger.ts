/**
 * King danger, for Pirate chess's control through tiles: every cell side `by` controls, made
 * once per position with the other side's king lifted off the board, as chess engines list the
 * squares a king may not step to. Control of a cell is a piece reaching it by its own move (a
 * knight's jump, a king's or pirate's step, a pawn's diagonal, a slider's clear line), or
 * reaching an open tile that sends it on (control.ts, the definition): the map follows the pieces
 * other than pawns forward, first by their own moves, then through the tiles they reach, so that
 * each of the king's moves to an empty cell and the question whether it stands in check are one
 * lookup (attack.kingAttacked); pawns that reach a sending tile are listed and asked by the
 * definition (`pawnsStrike`).
 *
 * Why the king is lifted, and why that is exact: with the king on a cell t, any chain of moves
 * that the king would block (a slider's line or an ice slide over t, a piece landing on t) reaches
 * t first, and every such first touch of t takes the king there (the target counts as a takeable
 * piece: control.ts), so it controls t on the lifted board as it does with the king there. Pawns
 * break this (their straight steps touch a cell without taking, a pawn sliding straight on ice
 * stops before the king and that cell's tile acts): hence their list.
 *
 * The map holds, per cell, how many pieces reach it by their own move (COUNT[cell]) and, on the
 * tiles that send a piece on (the only cells whose entries are read, by `sendOn`), one entry per
 * such piece: ENTRY[cell · SLOTS + i] for i below COUNT[cell], packed as bits 0-3 the piece type,
 * bits 4-7 n (the steps a slider took, 1 otherwise), bits 8-15 the step (a mailbox offset: the
 * direction or the jump) plus 64, bits 16-23 the piece's cell (lifted while it is followed: its
 * cell is empty while it moves). These are the arguments control.landsOn takes; ENTRY of
 * any other cell is stale. A cell is reached by at most 16 pieces (the
 * first piece of each of the 8 lines through it, pawns and adjacent kings and pirates among them,
 * and 8 knights' jumps): SLOTS = 16. A pawn's diagonal is listed whether or not a piece stands
 * there (it strikes there; pawns are not followed through tiles: PAWNS). SENT[cell] is 1
 * where some piece lands, or slides over on ice, after a tile sent it on (up to CHAIN_LIMIT tile
 * steps, as control.ts follows it).
 */

import * as boardModule from './board.js';
import * as controlModule from './control.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ALL_CELLS, capturable, controls, forward, START_LIST, START_N, START_OFF } = boardModule;
const { beginTouch, MEMO_STATES, stateKey, strikes, touchedSince } = controlModule;
const { cellOf, DIRS, KNIGHT } = geometryModule;
const { colourOf } = piecesModule;
const { CHAIN_LIMIT } = stateModule;
const { arrowMask, kindOf } = tilesModule;

export const SLOTS = 16;
export const ENTRY = new Int32Array(240 * SLOTS);
export const COUNT = new Uint8Array(240);
export const SENT = new Uint8Array(240);
/** The map's tables for this module's functions: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const slots = SLOTS, entry = ENTRY, count = COUNT, sent = SENT;
/** The pawns of side `by` one of whose own moves (diagonals, straight step, double step) reaches a sending tile: PAWNS[0..pawnN) (a side has at most 8 pawns: buying back returns lost ones). */
const PAWNS = new Int32Array(16);
let pawnN = 0;
/** The states a piece followed through the tiles has been explored in, and the shallowest depth (control.ts's walk, marking instead of testing). */
const MEMO_STAMP = new Int32Array(MEMO_STATES);
const MEMO_DEPTH = new Uint8Array(MEMO_STATES);
let memo = 0;

/** SENDS[tile byte]: 1 for the open tiles that send a piece on (arrows, horse, ice, balloon), the only ones the map follows. */
const SENDS = new Uint8Array(256);
for (let t = 0; t < 256; t++) {
  const k = kindOf(t);
  SENDS[t] = (k >= Tile.Arrow1S && k <= Tile.Arrow4D) || k === Tile.Horse || k === Tile.Ice || k === Tile.Balloon ? 1 : 0;
}
/**
 * The filter of `pawnsStrike`: `mapped` counts the maps made; when `touchMapped` equals it, the
 * listed pawns' walks on this map's board have been made, control.ts recording the cells they
 * read (TOUCH, a record any later walk may restart: copied at once), and PAWN_READ holds `mapped`
 * on those cells (a cell no walk read cannot be struck by them).
 */
let mapped = 1, touchMapped = -1;
/** How many maps have been made (`mapDanger`): a map stands for the board it was made on only while this has not moved (legality.ts checks it: a test may map another board in between). */
export const mapsMade = (): number => mapped;
const PAWN_READ = new Float64Array(240);
/** The sending tiles some piece reaches by its own move, LIT[0..litN), gathered while mapping. */
const LIT = new Int32Array(120);
let litN = 0;

/** The directions of a type's lines, for sliders: bishops the odd DIRS, rooks the even, queens all. */
const FIRST_DIR = Int8Array.of(0, 0, 0, 1, 0, 0), DIR_STEP = Int8Array.of(0, 0, 0, 2, 2, 1);

/** The piece array's words (State.words, four cells each, `piece` first in the state's bytes) that hold the cells of ALL_CELLS: those of cells a1..l11, the extensions among them. */
const WORD0 = cellOf(0, 0) >> 2, WORD1 = (cellOf(11, 10) >> 2) + 1;

/**
 * Maps what the pieces of side `by` that control reach, the cell `lift` (the other side's king)
 * taken as empty: by their own move (COUNT, ENTRY), and through the tiles (SENT). Until the next
 * call, COUNT, ENTRY and SENT describe that board.
 *
 * Implementation notes. The pieces are found by reading the piece array four cells to a word,
 * skipping the empty words (only cells of the board hold pieces: check.ts) and picking the bytes
 * of side `by`'s pieces with bit operations (no branch per cell: a cell's side is no pattern a
 * branch predicts); the map is a set, so the order the pieces are met in changes nothing.
 */
export function mapDanger(s: State, by: number, lift: number): void {
  count.fill(0); sent.fill(0); litN = 0; pawnN = 0; mapped++;
  const piece = s.piece, words = s.words, kept = piece[lift];
  piece[lift] = 0;
  const side = -by; // every colour bit a piece of side `by` has: none (white, 0) or all (black, -1)
  for (let w = WORD0; w < WORD1; w++) {
    const word = words[w];
    if (word === 0) continue; // four cells with no piece
    // bit 4 of each byte: a piece stands there (its type, bits 0-3, is never 0: adding 15 carries into bit 4) and it is of side `by` (bit 4, the colour)
    let mine = ((word & 0x0f0f0f0f) + 0x0f0f0f0f) & ~(word ^ side) & 0x10101010;
    while (mine !== 0) {
      const bit = mine & -mine, c = 4 * w + ((31 - Math.clz32(bit)) >> 3);
      mine ^= bit;
      if (controls(s, c)) reach(s, c, piece[c] & 15, by);
    }
  }
  for (let i = 0; i < litN; i++) sendOn(s, LIT[i], by);
  piece[lift] = kept;
}

/** Enters every cell the piece of side `by`, type t, on c reaches by its own move. */
function reach(s: State, c: number, t: number, by: number): void {
  const piece = s.piece, tile = s.tile;
  // from a cell of the board a step or a jump stays inside the mailbox (geometry.ts): Tile.None marks the cells off the board
  if (t >= Piece.Bishop && t <= Piece.Queen) {
    for (let d = FIRST_DIR[t]; d < 8; d += DIR_STEP[t]) {
      const D = DIRS[d], e = t | ((D + 64) << 8);
      for (let x = c + D, n = 1; tile[x] !== Tile.None; x += D, n++) {
        enter(tile, x, e | (n << 4) | (c << 16));
        if (piece[x] !== 0) break;
      }
    }
  } else if (t === Piece.Pawn) {
    const f = forward(by);
    for (let side = -1; side <= 1; side += 2) if (tile[c + f + side] !== Tile.None) enter(tile, c + f + side, t | (1 << 4) | ((f + side + 64) << 8) | (c << 16));
    // listed when a move of it may reach a sending tile (a superset: the definition decides)
    if ((SENDS[tile[c + f - 1]] | SENDS[tile[c + f]] | SENDS[tile[c + f + 1]] | SENDS[tile[c + 2 * f]]) !== 0 && pawnN < PAWNS.length) PAWNS[pawnN++] = c;
  } else {
    const steps = t === Piece.Knight ? KNIGHT : DIRS; // a knight's jumps; a king's or a pirate's steps
    for (let j = 0; j < 8; j++) {
      const x = c + steps[j];
      if (tile[x] !== Tile.None) enter(tile, x, t | (1 << 4) | ((steps[j] + 64) << 8) | (c << 16));
    }
  }
}

/**
 * Whether a pawn the last map listed strikes target, by the definition (control.strikes), the
 * board as mapped but for the king of the other side, which stands on target.
 */
export function pawnsStrike(s: State, target: number): boolean {
  if (pawnN === 0) return false;
  if (touchMapped !== mapped) { // the listed pawns' walks on the board as mapped (the king lifted off target): the cells they read, kept here
    const k = s.piece[target];
    s.piece[target] = 0;
    const stamp = beginTouch();
    for (let i = 0; i < pawnN; i++) strikes(s, PAWNS[i], -1);
    s.piece[target] = k;
    for (let i = 0; i < 120; i++) if (touchedSince(ALL_CELLS[i], stamp)) PAWN_READ[ALL_CELLS[i]] = mapped;
    touchMapped = mapped;
  }
  // a walk that never read target goes the same way with the king there, and strikes nothing there (control.ts, TOUCH)
  if (PAWN_READ[target] !== mapped) return false;
  for (let i = 0; i < pawnN; i++) if (strikes(s, PAWNS[i], target)) return true;
  return false;
}

/** Counts a piece reaching x; on a sending tile lists its entry e too (a tile reached for the first time joins LIT). */
function enter(tile: Uint8Array, x: number, e: number): void {
  const n = count[x];
  count[x] = n + 1;
  if (SENDS[tile[x]] === 0) return;
  if (n === 0) LIT[litN++] = x;
  entry[x * slots + n] = e;
}

/**
 * Follows every piece the map lists on the sending tile u through it (when it may land there:
 * nobody onto its own side's piece or one that may not be struck), each lifted off its cell while
 * followed (so no two can share a walk: where a chain goes may depend on which cell is empty).
 */
function sendOn(s: State, u: number, by: number): void {
  const p = s.piece[u], piece = s.piece;
  if (p !== 0 && (colourOf(p) === by || !capturable(s, u))) return;
  for (let i = u * slots, e = i + count[u]; i < e; i++) {
    const x = entry[i], t = x & 15, step = ((x >> 8) & 255) - 64, n = (x >> 4) & 15, c = x >>> 16;
    if (t === Piece.Pawn) continue; // pawns are asked by the definition (PAWNS)
    if (++memo === 0x7fffffff) { memo = 1; MEMO_STAMP.fill(0); }
    const q = piece[c];
    piece[c] = 0; origin = c;
    explore(s, u, by, t, step, n, 0);
    piece[c] = q;
  }
}

/** The cell of the piece being followed, where its turn began (a crocodile sends no piece back there to act again). */
let origin = -1;

/** The state of a piece on the sending tile x (come by n steps of `step`, depth tile steps so far) is explored now unless it was, no deeper, in this walk. */
function explore(s: State, x: number, by: number, t: number, step: number, n: number, depth: number): void {
  const key = stateKey(s, x, step, n);
  if (MEMO_STAMP[key] === memo && MEMO_DEPTH[key] <= depth) return;
  MEMO_STAMP[key] = memo; MEMO_DEPTH[key] = depth;
  sendFrom(s, x, by, t, step, n, depth);
}

/**
 * The tile at x (where a piece of side `by`, type t, not a pawn, has landed by n steps of `step`,
 * the depth-th tile step of its chain) sends it on: SENT gets every cell it then lands on, slides
 * over or takes on, as control.ts follows it.
 */
function sendFrom(s: State, x: number, by: number, t: number, step: number, n: number, depth: number): void {
  const tx = s.tile[x], k = kindOf(tx);
  if (k === Tile.Horse) {
    for (let j = 0; j < 8; j++) landOn(s, x + KNIGHT[j], x, by, t, KNIGHT[j], 1, depth + 1);
  } else if (k === Tile.Ice) {
    let y = x;
    for (let i = 0; i < n; i++) {
      const z = y + step;
      if (s.tile[z] === Tile.None) return; // off the board: lost, or a king stays on the ice
      sent[z] = 1;
      const q = s.piece[z];
      if (q !== 0) { if (colourOf(q) !== by && capturable(s, z)) y = z; break; } // taken, or a stop before it
      y = z;
    }
    if (y !== x) landOn(s, y, x, by, t, step, n, depth + 1);
  } else if (k === Tile.Balloon) {
    const o = START_OFF[by * 10 + t], e = o + (t <= Piece.King ? START_N[by * 10 + t] : 0);
    for (let i = o; i < e; i++) sent[START_LIST[i]] = 1; // its start cells themselves (FAQ)
    for (let i = o; i < e; i++) if (s.piece[START_LIST[i]] === 0) landOn(s, START_LIST[i], x, by, t, 0, 0, depth + 1);
  } else {
    const mask = arrowMask(tx);
    for (let d = 0; d < 8; d++) if (((mask >> d) & 1) !== 0) landOn(s, x + DIRS[d], x, by, t, DIRS[d], 1, depth + 1);
  }
}

/**
 * A piece sent on arrives at y from `from` (control.ts's test): marked, then sent on again if it
 * may land there and its tile sends (no flight repeated on ice), or sent back by a crocodile (the
 * cannibal, for a king) to act again on `from` unless its turn began there (PC8).
 */
function landOn(s: State, y: number, from: number, by: number, t: number, step: number, n: number, depth: number): void {
  if (s.tile[y] === Tile.None) return;
  sent[y] = 1;
  const p = s.piece[y];
  if (p !== 0 && (colourOf(p) === by || !capturable(s, y))) return;
  if (depth >= CHAIN_LIMIT) return;
  const k = kindOf(s.tile[y]);
  if (k === Tile.Crocodile || (k === Tile.Cannibal && t === Piece.King)) { if (from !== origin) landOn(s, from, y, by, t, 0 - step, n, depth + 1); return; }
  if (SENDS[s.tile[y]] !== 0 && (step !== 0 || k !== Tile.Ice)) explore(s, y, by, t, step, n, depth);
}
