/**
 * Pseudo-legal decisions: every decision the pieces, the tiles and the treasury allow, before
 * asking whether it leaves the king in check (legality.ts). The opening decisions of a turn
 * (moves, castlings, buying back, free revivals, bottles) and the follow-ups a tile or a
 * promotion owes, in a fixed order (the legal list keeps it).
 */

import * as attackModule from './attack.js';
import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import * as lighthouseModule from './lighthouse.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { attacked, inCheck } = attackModule;
const { ALL_CELLS, capturable, exists, forward, kindAt, mayStrike, promotionMask, START_LIST, START_N, START_OFF } = boardModule;
const { BASE_BOARD, cellOf, DIRS, EXTENSIONS, KNIGHT, rankOf } = geometryModule;
const { freeExtension, lightPickable } = lighthouseModule;
const { encodeMove } = movesModule;
const { colourOf, PRICE, REVIVABLE, typeOf } = piecesModule;
const { BOTTLES, CASTLE, COINS, EP, EP_PAWN, GRASS, HELD, LOST, PEND_CELL, PEND_FROM, PHASE, SIDE, START, STEP_MASK, TRAPPED } = stateModule;
const { arrowMask, spinnerSteps } = tilesModule;

const KING_HOME = Int32Array.of(cellOf(6, 0), cellOf(6, 10));
/** This module's own exports as its functions call them: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const localPseudoPlay = pseudoPlay, localPseudoFollowUp = pseudoFollowUp, localLand = land, localCaveExit = caveExit, localQuakeCell = quakeCell;

/**
 * Whether a piece of `side` may move to y by its own move: on the board, not its own piece;
 * an enemy only if `strike` and it can be taken there, and one past a spinner's first step
 * only by a slider (it may stop on any step; others enter on step 1: PC7); not a plain step
 * onto an open crocodile (PC8); a king never onto the open cannibal.
 */
function target(s: State, y: number, side: number, strike: boolean, king: boolean, slider = false): boolean {
  if (!exists(s, y)) return false;
  const p = s.piece[y], k = kindAt(s, y);
  if (king && k === Tile.Cannibal) return false;
  if (p === 0) return k !== Tile.Crocodile;
  if ((s.pstat[y] & STEP_MASK) > 1 && !slider) return false;
  return strike && colourOf(p) !== side && capturable(s, y);
}

/** The side's trapped pieces (pseudoPlay finds them for `extras`), and whether its king, queen or a pawn stands in the native woman's fortress. */
const TRAPPED_AT = new Int32Array(32);
let trappedN = 0, native = false;

/**
 * SHELTER[k]: 1 for the tile kinds on which no piece may be struck (both fortresses, the jungle:
 * board.capturable), indexed by the tile byte's kind (tiles.kindOf, 0..63).
 */
const SHELTER = new Uint8Array(64);
SHELTER[Tile.Fortress] = 1; SHELTER[Tile.Native] = 1; SHELTER[Tile.Jungle] = 1;

/**
 * Whether the enemy piece q (nonzero) on y, whose tile kind is k, may be struck there
 * (board.capturable): not a king or the missionary, not on a shelter.
 */
const strikable = (q: number, k: number): boolean => SHELTER[k] === 0 && (q & 15) !== Piece.King && (q & 15) !== Piece.Missionary;

/** The piece array's words (State.words 0..59, four cells each) that hold base-board cells: those of cells 34..205 (a1..l11). */
const BOARD_WORD0 = cellOf(0, 0) >> 2, BOARD_WORD1 = (cellOf(11, 10) >> 2) + 1;

/**
 * Opening decisions of the side to move, legal or not; returns the count.
 *
 * Implementation notes. The hot path of the turn's end (its mate test lists them every turn).
 * The pieces are found in ALL_CELLS' order (the base board's cells by increasing index, then
 * the four extensions) by reading the piece array four cells to a word and skipping the empty
 * words; each piece's targets are judged inline (`pieceMoves`).
 */
export function pseudoPlay(s: State, out: Int32Array): number {
  const side = s.v[SIDE], piece = s.piece, words = s.words;
  let n = 0;
  trappedN = 0; native = false;
  for (let w = BOARD_WORD0; w < BOARD_WORD1; w++) {
    if (words[w] === 0) continue; // four cells with no piece
    for (let c = 4 * w, e = c + 4; c < e; c++) {
      const p = piece[c];
      if (p !== 0 && ((p >> 4) & 1) === side && BASE_BOARD[c] === 1) n = pieceMoves(s, c, p, side, out, n);
    }
  }
  for (let i = 0; i < 4; i++) {
    const c = EXTENSIONS[i], p = piece[c];
    if (p !== 0 && ((p >> 4) & 1) === side) n = pieceMoves(s, c, p, side, out, n);
  }
  // while the grass burns the other player moves these pieces: he may not spend their coins or rum (Jackal: "Командовать чужим ромом нельзя"), nor revive
  return s.v[GRASS] > 0 ? n : extras(s, side, out, n);
}

/**
 * The moves of the piece p of the side to move on c, appended to out from n; the new count. Notes
 * the trapped pieces and the native woman's fortress for `extras`. Each target is judged inline,
 * `target`'s rules read straight off the arrays: a cell off the board has tile Tile.None, and the
 * mailbox's two cells of padding (geometry.ts) keep every step and jump from a board cell inside
 * the arrays, so `exists`' bounds test is not needed here.
 */
function pieceMoves(s: State, c: number, p: number, side: number, out: Int32Array, n: number): number {
  const piece = s.piece, pstat = s.pstat, tile = s.tile;
  const st = pstat[c], t = p & 15, k = tile[c] & 63;
  if (k === Tile.Native && (t === Piece.King || t === Piece.Queen || t === Piece.Pawn)) native = true;
  if ((st & TRAPPED) !== 0 && trappedN < TRAPPED_AT.length) TRAPPED_AT[trappedN++] = c;
  if ((st & HELD) !== 0) return n;
  if ((st & STEP_MASK) !== 0 && (st & STEP_MASK) < spinnerSteps(k)) { out[n++] = encodeMove(MoveKind.Move, c, c, 0); return n; }
  const strike = k !== Tile.Jungle && t !== Piece.Missionary && t !== Piece.Friday;
  if (t === Piece.Pawn) return pawnMoves(s, c, side, strike, out, n);
  if (t >= Piece.Bishop && t <= Piece.Queen) return rays(s, c, side, t, strike, out, n);
  const jumps = t === Piece.Knight ? KNIGHT : DIRS, king = t === Piece.King;
  for (let j = 0; j < 8; j++) {
    const y = c + jumps[j], ty = tile[y];
    if (ty === Tile.None) continue;
    const q = piece[y], ky = ty & 63;
    if (king && ky === Tile.Cannibal) continue; // a king never onto the open cannibal
    if (q === 0) { if (ky !== Tile.Crocodile) out[n++] = encodeMove(MoveKind.Move, c, y, 0); }
    // one past a spinner's first step only by a slider (PC7)
    else if (strike && ((q >> 4) & 1) !== side && (pstat[y] & STEP_MASK) <= 1 && strikable(q, ky)) out[n++] = encodeMove(MoveKind.Move, c, y, 0);
  }
  return king && c === KING_HOME[side] ? castlings(s, c, side, out, n) : n;
}

/** A pawn's steps (not onto an open crocodile, PC8), its strikes and en passant, from c; appended to out from n; the new count. */
function pawnMoves(s: State, c: number, side: number, strike: boolean, out: Int32Array, n: number): number {
  const f = forward(side), y = c + f;
  if (exists(s, y) && s.piece[y] === 0 && kindAt(s, y) !== Tile.Crocodile) {
    out[n++] = encodeMove(MoveKind.Move, c, y, 0);
    const y2 = y + f;
    if (rankOf(c) === (side === 0 ? 1 : 9) && exists(s, y2) && s.piece[y2] === 0 && kindAt(s, y2) !== Tile.Crocodile) out[n++] = encodeMove(MoveKind.Move, c, y2, 0);
  }
  if (!strike) return n;
  for (let d = -1; d <= 1; d += 2) {
    const x = y + d;
    if (s.piece[x] !== 0 && target(s, x, side, true, false)) out[n++] = encodeMove(MoveKind.Move, c, x, 0);
    // en passant takes the pawn where it stands: not in a fortress or the safe jungle (capturable)
    else if (x === s.v[EP] && s.v[EP_PAWN] !== 0 && s.piece[x] === 0 && capturable(s, s.v[EP_PAWN])) out[n++] = encodeMove(MoveKind.EnPassant, c, x, 0);
  }
  return n;
}

/** A bishop's, rook's or queen's (type t) moves from c along its lines, up to and including the first piece; appended to out from n; the new count. */
function rays(s: State, c: number, side: number, t: number, strike: boolean, out: Int32Array, n: number): number {
  const piece = s.piece, tile = s.tile;
  const d0 = t === Piece.Bishop ? 1 : 0, dStep = t === Piece.Queen ? 1 : 2;
  for (let d = d0; d < 8; d += dStep) {
    const D = DIRS[d];
    for (let x = c + D; ; x += D) {
      const tx = tile[x];
      if (tx === Tile.None) break;
      const q = piece[x];
      if (q === 0) { if ((tx & 63) !== Tile.Crocodile) out[n++] = encodeMove(MoveKind.Move, c, x, 0); continue; }
      if (strike && ((q >> 4) & 1) !== side && strikable(q, tx & 63)) out[n++] = encodeMove(MoveKind.Move, c, x, 0); // a slider may stop on any spinner step
      break;
    }
  }
  return n;
}

/** Castling: the rights, the rook on its corner, the cells between empty, the king not in check and not crossing a controlled cell (the probe checks where it lands). */
function castlings(s: State, king: number, side: number, out: Int32Array, n: number): number {
  const rights = s.v[CASTLE] >> (2 * side);
  if ((rights & 3) === 0) return n;
  const rook = Piece.Rook | (side << 4);
  if ((rights & 1) !== 0 && (s.piece[king + 3] & 31) === rook && (s.pstat[king + 3] & HELD) === 0
    && s.piece[king + 1] === 0 && s.piece[king + 2] === 0 && !inCheck(s, side) && !attacked(s, king + 1, 1 - side)) out[n++] = encodeMove(MoveKind.Castle, king, king + 2, 0);
  if ((rights & 2) !== 0 && (s.piece[king - 4] & 31) === rook && (s.pstat[king - 4] & HELD) === 0
    && s.piece[king - 1] === 0 && s.piece[king - 2] === 0 && s.piece[king - 3] === 0 && !inCheck(s, side) && !attacked(s, king - 1, 1 - side)) out[n++] = encodeMove(MoveKind.Castle, king, king - 2, 0);
  return n;
}

/** Buying back lost pieces, free pawns at the native woman's fortress, and bottles for trapped pieces (after pseudoPlay's scan). */
function extras(s: State, side: number, out: Int32Array, n: number): number {
  if (s.v[BOTTLES + side] > 0) for (let i = 0; i < trappedN; i++) out[n++] = encodeMove(MoveKind.Bottle, 0, TRAPPED_AT[i], 0);
  for (let i = 0; i < 5; i++) {
    if (s.v[LOST + 5 * side + i] === 0) continue;
    const t = REVIVABLE[i], o = START_OFF[side * 10 + t], e = o + START_N[side * 10 + t];
    const paid = s.v[COINS + side] >= PRICE[t], free = native && t === Piece.Pawn;
    if (!paid && !free) continue;
    for (let j = o; j < e; j++) {
      const c = START_LIST[j];
      if (s.piece[c] !== 0) continue;
      if (paid) out[n++] = encodeMove(MoveKind.Revive, 0, c, t);
      if (free) out[n++] = encodeMove(MoveKind.FreeRevive, 0, c, t);
    }
  }
  return n;
}

/** The choices a tile owes (PHASE Choose) or the promotion (PHASE Promote), legal or not. */
export function pseudoFollowUp(s: State, out: Int32Array): number {
  const side = s.v[SIDE], cell = s.v[PEND_CELL], t = typeOf(s.piece[cell]);
  let n = 0;
  if (s.v[PHASE] === Phase.Promote) {
    const mask = promotionMask(cell);
    for (let u = Piece.Knight; u <= Piece.Queen; u++) if ((mask >> u) & 1) out[n++] = encodeMove(MoveKind.Promote, cell, 0, u);
    return n;
  }
  const k = kindAt(s, cell), phase = s.v[PHASE], strike = mayStrike(s, cell, s.v[START]);
  if (phase === Phase.Rum) {
    for (let d = 0; d < 8; d++) {
      const y = cell + DIRS[d], u = typeOf(s.piece[y]);
      if (s.piece[y] !== 0 && (u === Piece.Friday || u === Piece.Missionary)) out[n++] = encodeMove(MoveKind.Choose, cell, y, 0);
    }
    out[n++] = encodeMove(MoveKind.Choose, cell, 0, 0);
  } else if (phase === Phase.Light) {
    for (let i = 0; i < 120; i++) if (lightPickable(s, ALL_CELLS[i])) out[n++] = encodeMove(MoveKind.Choose, cell, ALL_CELLS[i], 0);
  } else if (phase === Phase.LightExt) {
    for (let i = 0; i < 4; i++) { const c = freeExtension(s, i); if (c >= 0) out[n++] = encodeMove(MoveKind.Choose, cell, c, 0); }
  } else if (phase === Phase.Arrange) {
    for (let i = 0; i < 24; i++) out[n++] = encodeMove(MoveKind.Arrange, cell, i, 0);
  } else if (phase === Phase.Quake || k === Tile.Earthquake) {
    const other = s.v[PHASE] === Phase.Quake ? s.v[PEND_FROM] : -1;
    for (let i = 0; i < 120; i++) if (localQuakeCell(s, ALL_CELLS[i], other)) out[n++] = encodeMove(MoveKind.Choose, cell, ALL_CELLS[i], 0);
  } else if (k === Tile.BenGunn || k === Tile.Missionary || k === Tile.Friday) {
    for (let d = 0; d < 8; d++) { const y = cell + DIRS[d]; if (exists(s, y) && s.piece[y] === 0) out[n++] = encodeMove(MoveKind.Choose, cell, y, 0); }
  } else if (k === Tile.Horse) {
    for (let j = 0; j < 8; j++) if (localLand(s, cell + KNIGHT[j], side, strike)) out[n++] = encodeMove(MoveKind.Choose, cell, cell + KNIGHT[j], 0);
  } else if (k === Tile.Balloon) {
    const o = START_OFF[side * 10 + t], e = o + (t <= Piece.King ? START_N[side * 10 + t] : 0);
    for (let i = o; i < e; i++) if (s.piece[START_LIST[i]] === 0) out[n++] = encodeMove(MoveKind.Choose, cell, START_LIST[i], 0);
  } else if (k === Tile.Cave) {
    for (let i = 0; i < 120; i++) if (localCaveExit(s, ALL_CELLS[i], cell)) out[n++] = encodeMove(MoveKind.Choose, cell, ALL_CELLS[i], 0);
  } else if (k === Tile.Airplane) {
    for (let i = 0; i < 120; i++) { const y = ALL_CELLS[i]; if (y !== cell && localLand(s, y, side, strike)) out[n++] = encodeMove(MoveKind.Choose, cell, y, 0); }
  } else {
    const mask = arrowMask(s.tile[cell]);
    let off = false; // every direction off the board is the one decision "off" (the piece is lost either way): listed once
    for (let d = 0; d < 8; d++) {
      if (((mask >> d) & 1) === 0) continue;
      const y = cell + DIRS[d];
      if (!exists(s, y)) { if (t !== Piece.King && !off) { off = true; out[n++] = encodeMove(MoveKind.Choose, cell, 0, 0); } }
      else if (localLand(s, y, side, strike)) out[n++] = encodeMove(MoveKind.Choose, cell, y, 0);
    }
  }
  return n;
}

/** A tile may put a piece of `side` on y: on the board, and empty or an enemy that can be taken (by a piece that may strike, board.mayStrike). */
export function land(s: State, y: number, side: number, strike: boolean): boolean {
  if (!exists(s, y)) return false;
  const p = s.piece[y];
  return p === 0 || (strike && colourOf(p) !== side && capturable(s, y));
}

/** An exit of the caves for the piece that entered at `mouth`: another open cave with no piece on it. */
export function caveExit(s: State, c: number, mouth: number): boolean {
  return c !== mouth && kindAt(s, c) === Tile.Cave && s.piece[c] === 0;
}

/** An open cell the earthquake may move: no piece on it, not the other pick (`other`). */
export function quakeCell(s: State, c: number, other: number): boolean {
  return s.tile[c] > Tile.FaceDown && s.piece[c] === 0 && c !== other;
}

/** Pseudo-legal decisions of the position into out (length ≥ movegen.MAX_MOVES); the count. */
export const pseudo = (s: State, out: Int32Array): number => (s.v[PHASE] === Phase.Play ? localPseudoPlay(s, out) : localPseudoFollowUp(s, out));
