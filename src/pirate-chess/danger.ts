/**
 * King danger, for Pirate chess's control through tiles: the cells each piece of side `by`
 * reaches by its own move (a knight's jump, a king's or pirate's step, a pawn's diagonal, a
 * slider's clear line), listed once per position with the other side's king lifted off the
 * board, as chess engines list the squares a king may not step to. Control of a cell is a
 * piece reaching it by its own move, or reaching an open tile that sends it on (attack.ts); with
 * the map, each of the king's moves and the question whether it stands in check ask only the
 * tiles that may send a piece on to its cell (attack.kingAttacked), never the board for the
 * pieces that reach them.
 *
 * The map holds, per cell, one entry per piece that reaches it: ENTRY[cell · SLOTS + i] for i
 * below COUNT[cell], packed as bits 0-3 the piece type, bits 4-7 n (the steps a slider took, 1
 * otherwise), bits 8-15 the step (a mailbox offset: the direction or the jump) plus 64. These are
 * the arguments attack.ts's `lands` takes. A cell is reached by at most 16 pieces (the first
 * piece of each of the 8 lines through it, pawns and adjacent kings and pirates among them, and 8
 * knights' jumps): SLOTS = 16. A pawn's diagonal is listed whether or not a piece stands there (it
 * strikes there; it goes on through the tile there only onto a piece, which the caller asks).
 */

import { ALL_CELLS, controls, forward } from './board.js';
import { DIRS, KNIGHT } from './geometry.js';
import { colourOf, Piece, typeOf } from './pieces.js';
import { State } from './state.js';
import { Tile } from './tiles.js';

export const SLOTS = 16;
export const ENTRY = new Int32Array(240 * SLOTS);
export const COUNT = new Uint8Array(240);

/** The directions of a type's lines, for sliders: bishops the odd DIRS, rooks the even, queens all. */
const FIRST_DIR = Int8Array.of(0, 0, 0, 1, 0, 0), DIR_STEP = Int8Array.of(0, 0, 0, 2, 2, 1);

/**
 * Maps what the pieces of side `by` that control reach by their own move, the cell `lift` (the
 * other side's king) taken as empty. Until the next call, COUNT and ENTRY describe that board.
 */
export function mapDanger(s: State, by: number, lift: number): void {
  COUNT.fill(0);
  const piece = s.piece, tile = s.tile, kept = piece[lift];
  piece[lift] = 0;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], p = piece[c];
    if (p === 0 || colourOf(p) !== by || !controls(s, c)) continue;
    const t = typeOf(p);
    // from a cell of the board a step or a jump stays inside the mailbox (geometry.ts): Tile.None marks the cells off the board
    if (t >= Piece.Bishop && t <= Piece.Queen) {
      for (let d = FIRST_DIR[t]; d < 8; d += DIR_STEP[t]) {
        const D = DIRS[d], e = t | ((D + 64) << 8);
        for (let x = c + D, n = 1; tile[x] !== Tile.None; x += D, n++) {
          ENTRY[x * SLOTS + COUNT[x]++] = e | (n << 4);
          if (piece[x] !== 0) break;
        }
      }
    } else if (t === Piece.Pawn) {
      for (let side = -1; side <= 1; side += 2) {
        const step = forward(by) + side, x = c + step;
        if (tile[x] !== Tile.None) ENTRY[x * SLOTS + COUNT[x]++] = t | (1 << 4) | ((step + 64) << 8);
      }
    } else {
      const steps = t === Piece.Knight ? KNIGHT : DIRS; // a knight's jumps; a king's or a pirate's steps
      for (let j = 0; j < 8; j++) {
        const x = c + steps[j];
        if (tile[x] !== Tile.None) ENTRY[x * SLOTS + COUNT[x]++] = t | (1 << 4) | ((steps[j] + 64) << 8);
      }
    }
  }
  piece[lift] = kept;
}
