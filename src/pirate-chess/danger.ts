/**
 * King danger, for Pirate chess's control through tiles: every cell side `by` controls, made
 * once per position with the other side's king lifted off the board, as chess engines list the
 * squares a king may not step to. Control of a cell is a piece reaching it by its own move (a
 * knight's jump, a king's or pirate's step, a pawn's diagonal, a slider's clear line), or
 * reaching an open tile that sends it on (attack.ts, `lands`): the map follows the pieces
 * forward, first by their own moves, then through the tiles they reach, so that each of the
 * king's moves to an empty cell and the question whether it stands in check are one lookup
 * (attack.kingAttacked).
 *
 * Why the king is lifted, and why that is exact: with the king on a cell t, any chain of moves
 * that the king would block (a slider's line or an ice slide over t, a piece landing on t) reaches
 * t first, so it controls t on the lifted board as it does with the king there.
 *
 * The map holds, per cell, how many pieces reach it by their own move (COUNT[cell]) and, on the
 * tiles that send a piece on (the only cells whose entries are read, by `sendOn`), one entry per
 * such piece: ENTRY[cell · SLOTS + i] for i below COUNT[cell], packed as bits 0-3 the piece type,
 * bits 4-7 n (the steps a slider took, 1 otherwise), bits 8-15 the step (a mailbox offset: the
 * direction or the jump) plus 64. These are the arguments attack.ts's `lands` takes; ENTRY of
 * any other cell is stale. A cell is reached by at most 16 pieces (the
 * first piece of each of the 8 lines through it, pawns and adjacent kings and pirates among them,
 * and 8 knights' jumps): SLOTS = 16. A pawn's diagonal is listed whether or not a piece stands
 * there (it strikes there; it goes on through the tile there only onto a piece). SENT[cell] is 1
 * where some piece lands, or slides over on ice, after a tile sent it on (up to MAX_DEPTH tiles).
 */

import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { State } from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { capturable, controls, forward, START_LIST, START_N, START_OFF } = boardModule;
const { cellOf, DIRS, KNIGHT } = geometryModule;
const { colourOf } = piecesModule;
const { arrowMask, kindOf } = tilesModule;

export const SLOTS = 16;
export const ENTRY = new Int32Array(240 * SLOTS);
export const COUNT = new Uint8Array(240);
export const SENT = new Uint8Array(240);
/** Control follows a piece through at most this many tiles (a longer chain is a cycle's start: chain.ts). */
export const MAX_DEPTH = 3;
/** The map's tables and depth for this module's functions: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const slots = SLOTS, entry = ENTRY, count = COUNT, sent = SENT, maxDepth = MAX_DEPTH;

/** SENDS[tile byte]: 1 for the open tiles that send a piece on (arrows, horse, ice, balloon), the only ones the map follows. */
const SENDS = new Uint8Array(256);
for (let t = 0; t < 256; t++) {
  const k = kindOf(t);
  SENDS[t] = (k >= Tile.Arrow1S && k <= Tile.Arrow4D) || k === Tile.Horse || k === Tile.Ice || k === Tile.Balloon ? 1 : 0;
}
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
  count.fill(0); sent.fill(0); litN = 0;
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
        enter(tile, x, e | (n << 4));
        if (piece[x] !== 0) break;
      }
    }
  } else if (t === Piece.Pawn) {
    for (let side = -1; side <= 1; side += 2) {
      const step = forward(by) + side, x = c + step;
      if (tile[x] !== Tile.None) enter(tile, x, t | (1 << 4) | ((step + 64) << 8));
    }
  } else {
    const steps = t === Piece.Knight ? KNIGHT : DIRS; // a knight's jumps; a king's or a pirate's steps
    for (let j = 0; j < 8; j++) {
      const x = c + steps[j];
      if (tile[x] !== Tile.None) enter(tile, x, t | (1 << 4) | ((steps[j] + 64) << 8));
    }
  }
}

/** Counts a piece reaching x; on a sending tile lists its entry e too (a tile reached for the first time joins LIT). */
function enter(tile: Uint8Array, x: number, e: number): void {
  const n = count[x];
  count[x] = n + 1;
  if (SENDS[tile[x]] === 0) return;
  if (n === 0) LIT[litN++] = x;
  entry[x * slots + n] = e;
}

/** Follows every piece the map lists on the sending tile u through it (when it may land there: a pawn only onto a piece, nobody onto its own side's piece or one that may not be struck). */
function sendOn(s: State, u: number, by: number): void {
  const p = s.piece[u];
  if (p !== 0 && (colourOf(p) === by || !capturable(s, u))) return;
  // off a tile other than ice where a piece goes on depends on its type alone (a balloon's start cells), not on how it came: one of each type is followed
  const ice = kindOf(s.tile[u]) === Tile.Ice;
  let followed = 0;
  for (let i = u * slots, e = i + count[u]; i < e; i++) {
    const x = entry[i], t = x & 15;
    if (t === Piece.Pawn && p === 0) continue; // a pawn goes diagonally only to take
    if (!ice) { if (((followed >> t) & 1) !== 0) continue; followed |= 1 << t; }
    sendFrom(s, u, by, t, ((x >> 8) & 255) - 64, (x >> 4) & 15, 0);
  }
}

/**
 * The tile at x (where a piece of side `by`, type t, has landed by n steps of `step`, the
 * depth-th tile of its chain) sends it on: SENT gets every cell it then lands on or slides over,
 * as attack.ts's `lands` follows it.
 */
function sendFrom(s: State, x: number, by: number, t: number, step: number, n: number, depth: number): void {
  const tx = s.tile[x], k = kindOf(tx);
  if (k === Tile.Horse) {
    for (let j = 0; j < 8; j++) landOn(s, x + KNIGHT[j], by, t, KNIGHT[j], 1, depth + 1);
  } else if (k === Tile.Ice) {
    if (step === 0) return;
    let y = x;
    for (let i = 0; i < n; i++) {
      y += step;
      if (s.tile[y] === Tile.None) return;
      sent[y] = 1;
      if (s.piece[y] !== 0) return;
    }
    landOn(s, y, by, t, step, n, depth + 1);
  } else if (k === Tile.Balloon) {
    for (let i = START_OFF[by * 10 + t], e = i + START_N[by * 10 + t]; i < e; i++) sent[START_LIST[i]] = 1;
  } else {
    const mask = arrowMask(tx);
    for (let d = 0; d < 8; d++) if (((mask >> d) & 1) !== 0) landOn(s, x + DIRS[d], by, t, DIRS[d], 1, depth + 1);
  }
}

/** A piece sent on arrives at y (lands' own test): marked, then sent on again if it may land there and its tile sends. */
function landOn(s: State, y: number, by: number, t: number, step: number, n: number, depth: number): void {
  if (s.tile[y] === Tile.None) return;
  sent[y] = 1;
  const p = s.piece[y];
  if (p !== 0 && (colourOf(p) === by || !capturable(s, y))) return;
  if (depth < maxDepth && SENDS[s.tile[y]] !== 0) sendFrom(s, y, by, t, step, n, depth);
}
