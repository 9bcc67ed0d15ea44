/**
 * A turn's start and end: the opening decision clears the en-passant chance and the chain
 * record (`beginTurn`, castling rights going with the king's or a rook's first move); the end
 * (`endTurn`) sobers the drunk, lets Friday and the missionary meet (PC20), passes the turn,
 * records the position for repetition (PC14), lets the grass burn (PC24), and sees whether the
 * game ended: mate or stalemate asks legality whether the side now to move has a legal
 * decision (after-turn.ts, or draw-ahead.ts when a search has armed it), which plays decisions
 * with apply.play, so apply.ts passes it in.
 */

import * as afterTurnModule from './after-turn.js';
import * as attackModule from './attack.js';
import * as boardModule from './board.js';
import * as drawAheadModule from './draw-ahead.js';
import * as geometryModule from './geometry.js';
import { Play } from './legality.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { Phase, Result, State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { inCheck } = attackModule;
const { ALL_CELLS, isLastCell } = boardModule;
const { drawAhead, drawsAhead } = drawAheadModule;
const { cellOf, DIRS } = geometryModule;
const { legalAfterTurn } = afterTurnModule;
const { colourOf, makePiece, typeOf } = piecesModule;
const {
  CAPTURED, CASTLE, cellKeyAt, CHAIN, DRUNK_MASK, DRUNK_SHIFT, EP, EP_PAWN, GRASS, GRASS_LIT, HALFMOVE, HASH_SEED, hashCells, HASHED, HASHED_N,
  hashScalars, HIST_LEN, MAX_PLIES, MET, mixCell, PEND_CELL, PEND_FROM, PHASE, PLY, positionHash, REP_N, RESULT, SIDE, START, TURNS,
} = stateModule;

/**
 * A follow-up decision is owed. The ply limit counts decisions, so a game that reaches it
 * mid-turn ends there, with the decision unmade: a game never runs past maxPlies.
 */
export function owe(s: State, r: number): number {
  if (s.v[MAX_PLIES] > 0 && s.v[PLY] >= s.v[MAX_PLIES]) s.v[RESULT] = Result.PlyLimit;
  return r;
}

/** Opening decision of a turn: clears the en-passant chance and the chain record. */
export function beginTurn(s: State, start: number): void {
  s.v[EP] = 0; s.v[EP_PAWN] = 0; s.v[CHAIN] = 0; s.v[CAPTURED] = 0; s.v[MET] = 0;
  s.v[START] = start;
  // castling rights go with the king's or a rook's first move, or a rook taken on its corner
  s.v[CASTLE] &= ~castleBits(start);
}

/** The rook corners c1, j1, c11, j11, and the castling bit each rook holds. */
const CORNER_CELLS = Int32Array.of(cellOf(2, 0), cellOf(9, 0), cellOf(2, 10), cellOf(9, 10));
const CORNER_BITS = Int32Array.of(2, 1, 8, 4);
const WHITE_KING = cellOf(6, 0), BLACK_KING = cellOf(6, 10);

function castleBits(c: number): number {
  if (c === WHITE_KING) return 3;
  if (c === BLACK_KING) return 12;
  for (let i = 0; i < 4; i++) if (CORNER_CELLS[i] === c) return CORNER_BITS[i];
  return 0;
}

/** Friday or the missionary (either side's) stands next to cell c. */
export function islanderNextTo(s: State, c: number): boolean {
  for (let d = 0; d < 8; d++) {
    const t = typeOf(s.piece[c + DIRS[d]]);
    if (s.piece[c + DIRS[d]] !== 0 && (t === Piece.Friday || t === Piece.Missionary)) return true;
  }
  return false;
}

/** A pawn on its last cell that is not the mover (one freed from a cave, PC18), -1 when none: it promotes before the turn ends. */
export function emergedPawn(s: State): number {
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], p = s.piece[c];
    if (typeOf(p) === Piece.Pawn && isLastCell(s, c, colourOf(p))) return c;
  }
  return -1;
}

/**
 * The turn's end walks the cells once: side `side`'s drunk pieces sober up one step, Friday and
 * the missionary (either side's) are found, and the cells' part of the position's hash is made
 * on the way (state.hashCells, after the sobering; check.ts holds the result to positionHash).
 * Friday next to the missionary: both leave the game (PC20), and the cells' part is made again.
 * Returns the cells' part of the hash.
 */
function soberMeetAndHash(s: State, side: number): number {
  const piece = s.piece, pstat = s.pstat, bytes = s.bytes; // bytes: the cells' keys (state.cellKeyAt), after the sobering
  let friday = -1, missionary = -1, h = HASH_SEED;
  for (let i = 0; i < HASHED_N; i++) {
    const c = HASHED[i], p = piece[c];
    if (p !== 0) {
      const t = p & 15, st = pstat[c];
      if (t === Piece.Friday) friday = c;
      else if (t === Piece.Missionary) missionary = c;
      if ((st & DRUNK_MASK) !== 0 && colourOf(p) === side) pstat[c] = st - (1 << DRUNK_SHIFT);
    }
    const x = cellKeyAt(bytes, c);
    if (x !== 0) h = mixCell(h, c, x);
  }
  if (friday < 0 || missionary < 0) return h;
  for (let d = 0; d < 8; d++) {
    if (friday + DIRS[d] !== missionary) continue;
    piece[friday] = 0; pstat[friday] = 0; piece[missionary] = 0; pstat[missionary] = 0;
    return hashCells(s);
  }
  return h;
}

/** The turn is over: sober up, pass the turn, record the position, and see whether the game ended. */
export function endTurn(s: State, play: Play): void {
  const side = s.v[SIDE];
  s.v[PHASE] = Phase.Play; s.v[PEND_CELL] = 0; s.v[PEND_FROM] = 0; s.v[MET] = 0;
  // a rook taken (or pushed off) its corner loses its castling right
  for (let i = 0; i < 4; i++) if ((s.piece[CORNER_CELLS[i]] & 31) !== makePiece(Piece.Rook, i >> 1)) s.v[CASTLE] &= ~CORNER_BITS[i];
  const cells = soberMeetAndHash(s, side); // the board changes no more before the hash is taken
  // en passant only past a pawn that ended its turn where its double step put it (a follow-up may have moved it on)
  if (s.v[EP] !== 0 && s.piece[s.v[EP_PAWN]] !== makePiece(Piece.Pawn, side)) { s.v[EP] = 0; s.v[EP_PAWN] = 0; }
  // the grass burns for the two turns after the one that lit it (a second grass lit meanwhile starts the round again)
  if (s.v[GRASS] > 0) s.v[GRASS]--;
  if (s.v[GRASS_LIT] !== 0) { s.v[GRASS] = 2; s.v[GRASS_LIT] = 0; }
  s.v[SIDE] = 1 - side;
  s.v[TURNS]++;
  if (s.v[CAPTURED] !== 0) { s.v[HALFMOVE] = 0; s.v[REP_N] = 0; } else s.v[HALFMOVE]++;
  // REP_N counts the recorded turns before this one, all of which may repeat it
  const h = hashScalars(s, cells);
  let seen = 1;
  const back = Math.min(s.v[REP_N], HIST_LEN - 1);
  for (let i = 2; i <= back; i += 2) if (s.hist[(s.v[TURNS] - 1 - i) & (HIST_LEN - 1)] === h) seen++;
  s.hist[(s.v[TURNS] - 1) & (HIST_LEN - 1)] = h;
  if (s.v[REP_N] < HIST_LEN - 1) s.v[REP_N]++;
  const over = seen >= 3 || s.v[HALFMOVE] >= 100 || (s.v[MAX_PLIES] > 0 && s.v[PLY] >= s.v[MAX_PLIES]);
  // a search's next rollout decision, drawn now, answers the mate test too (draw-ahead.ts); not when the game ends anyway
  const legal = !over && drawsAhead() ? drawAhead(s, play) : legalAfterTurn(s, play);
  if (!legal) s.v[RESULT] = inCheck(s, 1 - side) ? (side === 0 ? Result.WhiteMates : Result.BlackMates) : Result.Stalemate;
  else if (seen >= 3) s.v[RESULT] = Result.Repetition;
  else if (s.v[HALFMOVE] >= 100) s.v[RESULT] = Result.FiftyMoves;
  else if (s.v[MAX_PLIES] > 0 && s.v[PLY] >= s.v[MAX_PLIES]) s.v[RESULT] = Result.PlyLimit;
}

/** Starts the repetition record at the current position (a new game, a scenario). */
export function startHistory(s: State): void {
  s.v[REP_N] = 1;
  s.hist[(s.v[TURNS] - 1) & (HIST_LEN - 1)] = positionHash(s);
}
