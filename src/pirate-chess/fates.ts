/**
 * What befalls a piece on the board in a move or a tile's chain (chain.ts, apply.ts,
 * castling.ts): it is killed (a chess piece joins its side's lost pieces, LOST, to be bought
 * back: ruling PC13), captured, placed on another cell, or drinks rum (PC16, PC20). Each logs
 * the cells it changes for the legality probe (legality.logCell).
 */

import * as legalityModule from './legality.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import * as stateModule from './state.js';
import type { State } from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { logCell } = legalityModule;
const { colourOf, PROMOTED_BIT, REVIVABLE, typeOf } = piecesModule;
const { CAPTURED, DRUNK_MASK, DRUNK_SHIFT, LOST, PEND_CELL, REVIVING } = stateModule;

/** This module's own exports as its functions call them: an export is read through its cell even in its module (movegen.ts, "Imports"). */
const localLostIndex = lostIndex, localKill = kill;

/** The index of a revivable type in the LOST counters, -1 for kings and the Jackal characters. */
export function lostIndex(type: number): number {
  for (let i = 0; i < 5; i++) if (REVIVABLE[i] === type) return i;
  return -1;
}

/** Removes the piece on c; a chess piece (a promoted one as a pawn) joins its side's lost pieces. */
export function kill(s: State, c: number): void {
  const p = s.piece[c];
  const i = localLostIndex((p & PROMOTED_BIT) !== 0 ? Piece.Pawn : typeOf(p));
  if (i >= 0 && s.v[REVIVING] === 0) s.v[LOST + 5 * colourOf(p) + i]++;
  s.piece[c] = 0; s.pstat[c] = 0;
  if (s.v[PEND_CELL] === c) s.v[PEND_CELL] = -1;
  logCell(c);
}

export function capture(s: State, c: number): void {
  localKill(s, c);
  s.v[CAPTURED] = 1;
}

/** Moves the piece from a to b (b empty), fresh: off any spinner step, free of any trap. */
export function place(s: State, a: number, b: number): void {
  s.piece[b] = s.piece[a]; s.pstat[b] = 0;
  s.piece[a] = 0; s.pstat[a] = 0;
  s.v[PEND_CELL] = b;
  logCell(a); logCell(b);
}

/**
 * Rum (a barrel, or bottles found): Friday drinks and leaves the game, the missionary drinks
 * and becomes a pirate like Ben Gunn, anyone else must skip its side's next turn (a barrel
 * only: bottles go to the side's store).
 */
export function drink(s: State, cell: number, t: number): void {
  logCell(cell);
  if (t === Piece.Friday) { s.piece[cell] = 0; s.pstat[cell] = 0; if (s.v[PEND_CELL] === cell) s.v[PEND_CELL] = -1; }
  else if (t === Piece.Missionary) s.piece[cell] = (s.piece[cell] & ~15) | Piece.Pirate;
  else s.pstat[cell] = (s.pstat[cell] & ~DRUNK_MASK) | (2 << DRUNK_SHIFT);
}
