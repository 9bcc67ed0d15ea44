/**
 * Board facts of a state: which cells exist now, where each piece starts, who may strike
 * and be struck. Shared by the attack test, the move generator and the tile effects.
 */

import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { BOARD_CELLS, cellOf, EXTENSIONS, isShortFile, fileOf, rankOf, W } = geometryModule;
const { colourOf, typeOf } = piecesModule;
const { HELD, KING_AT, STEP_MASK } = stateModule;
const { kindOf, spinnerSteps } = tilesModule;

/** Every cell that may ever be on the board: the 116 base cells, then the 4 extensions. */
export const ALL_CELLS = new Int32Array(120);
ALL_CELLS.set(BOARD_CELLS);
ALL_CELLS.set(EXTENSIONS, 116);

/** Back-rank order of the start, files c..j: rook, knight, bishop, queen, king, bishop, knight, rook. */
const BACK = [Piece.Rook, Piece.Knight, Piece.Bishop, Piece.Queen, Piece.King, Piece.Bishop, Piece.Knight, Piece.Rook];

/** Start cells per (colour, type): START_OFF[colour*10 + type] .. + START_N[..] in START_LIST. */
export const START_LIST = new Int32Array(32);
export const START_OFF = new Int32Array(20);
export const START_N = new Int32Array(20);
{
  let n = 0;
  for (let c = 0; c < 2; c++) {
    for (let t = 1; t <= Piece.King; t++) {
      START_OFF[c * 10 + t] = n;
      const back = c === 0 ? 0 : 10, pawns = c === 0 ? 1 : 9;
      for (let i = 0; i < 8; i++) {
        if (t === Piece.Pawn) START_LIST[n++] = cellOf(i + 2, pawns);
        else if (BACK[i] === t) START_LIST[n++] = cellOf(i + 2, back);
      }
      START_N[c * 10 + t] = n - START_OFF[c * 10 + t];
    }
  }
}

/** The cell is on the board now (base board, or an extension the lighthouse added). */
export const exists = (s: State, c: number): boolean => c >= 0 && c < 240 && s.tile[c] !== Tile.None;

/** The revealed tile kind at c, Tile.FaceDown if closed. */
export const kindAt = (s: State, c: number): number => kindOf(s.tile[c]);

/** A piece here may not be struck: in a fortress (either kind) or in the safe jungle; a king or the missionary never. */
export function capturable(s: State, c: number): boolean {
  const t = typeOf(s.piece[c]);
  if (t === Piece.King || t === Piece.Missionary) return false;
  const k = kindAt(s, c);
  return k !== Tile.Fortress && k !== Tile.Native && k !== Tile.Jungle;
}

/**
 * The piece on c may take an enemy in this move, by its own move or through the tiles (an
 * arrow, ice, a horse's jump, the airplane; ruling PC37): never Friday or the missionary ("бить
 * не может", line 69; "он не может бить", line 71), nor a piece whose move began in the safe jungle
 * at `start` (line 81: "она не может следующим ходом кого-то ударить"); `start` is the cell the
 * turn's move began on (V[START]), -1 none.
 */
export function mayStrike(s: State, c: number, start: number): boolean {
  const t = typeOf(s.piece[c]);
  return t !== Piece.Friday && t !== Piece.Missionary && !(start >= 0 && kindAt(s, start) === Tile.Jungle);
}

/** The piece here holds cells under attack: not trapped, drunk or lost in a cave, not in the jungle, not Friday or the missionary, and a king or pawn on a spinner only from its last step. */
export function controls(s: State, c: number): boolean {
  const p = s.piece[c], t = typeOf(p), st = s.pstat[c];
  if (t === Piece.Missionary || t === Piece.Friday) return false;
  if ((st & HELD) !== 0) return false;
  const k = kindAt(s, c);
  if (k === Tile.Jungle) return false;
  if ((st & STEP_MASK) !== 0 && (st & STEP_MASK) < spinnerSteps(k)) return false;
  return p !== 0;
}

/** Forward offset of a colour's pawns. */
export const forward = (colour: number): number => (colour === 0 ? W : -W);

/** The cell is the last a pawn of this colour can reach on its file (no cell ahead). */
export const isLastCell = (s: State, c: number, colour: number): boolean => !exists(s, c + forward(colour));

/** Promotion choices (bit per type) for a pawn on its last cell c: short files knight or bishop, a lighthouse extension also rook; elsewhere all four. */
export function promotionMask(c: number): number {
  const f = fileOf(c), r = rankOf(c);
  const nb = (1 << Piece.Knight) | (1 << Piece.Bishop);
  if (!isShortFile(f)) return nb | (1 << Piece.Rook) | (1 << Piece.Queen);
  return r === 1 || r === 9 ? nb | (1 << Piece.Rook) : nb;
}

/** The king's cell of a colour, -1 when it has none. V[KING_AT + colour] caches it (a hint: checked, and refreshed when stale). */
export function kingCell(s: State, colour: number): number {
  const want = Piece.King | (colour << 4), hint = s.v[KING_AT + colour];
  if ((s.piece[hint] & 31) === want) return hint;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i];
    if ((s.piece[c] & 31) === want) { s.v[KING_AT + colour] = c; return c; }
  }
  return -1;
}

/** 1 on the 32 start cells (for the balloon's reach). */
export const IS_START = new Uint8Array(240);
for (let i = 0; i < 32; i++) IS_START[START_LIST[i]] = 1;

export const isEnemy = (s: State, c: number, colour: number): boolean => s.piece[c] !== 0 && colourOf(s.piece[c]) !== colour;
