/**
 * A new game: the pieces on their start cells (docs/PIRATE-CHESS.md), every cell of the
 * board face down, the tiles dealt from the seed and one set aside (seed: "Одну клетку
 * отложите: она пригодится вам позже"). Arrows and cannons get a random quarter turn.
 */

import { Rng } from '../core/rng.js';
import { startHistory } from './apply.js';
import { BOARD_CELLS, cellOf } from './geometry.js';
import { makePiece, Piece } from './pieces.js';
import { ChessOptions, ISLANDS } from './options.js';
import { ASIDE, CASTLE, ISLAND, MAX_PLIES, State } from './state.js';
import { isTurned, Tile, TILE_COUNTS, TILE_KINDS } from './tiles.js';

const BACK = [Piece.Rook, Piece.Knight, Piece.Bishop, Piece.Queen, Piece.King, Piece.Bishop, Piece.Knight, Piece.Rook];

/** The unseen tile bag of an island kind: kinds with multiplicity (117 tiles, or 117 empties for `bare`). */
export function tileBag(island: number): number[] {
  const bag: number[] = [];
  for (let k = 0; k < TILE_KINDS; k++) for (let i = 0; i < TILE_COUNTS[k]; i++) bag.push(island === 1 ? Tile.Empty : k);
  return bag;
}

/** Fisher–Yates with a seeded generator; turned kinds get a quarter turn. Returns tile bytes. */
export function shuffleBag(bag: number[], rng: Rng): number[] {
  const out = bag.slice();
  for (let i = out.length - 1; i > 0; i--) { const j = rng.int(i + 1); const t = out[i]; out[i] = out[j]; out[j] = t; }
  for (let i = 0; i < out.length; i++) if (isTurned(out[i])) out[i] |= rng.int(4) << 6;
  return out;
}

/** The start position with no tiles yet (board cells face down, nothing under them). */
export function startPosition(island: number, maxPlies: number): State {
  const s = new State();
  for (let i = 0; i < BOARD_CELLS.length; i++) s.tile[BOARD_CELLS[i]] = Tile.FaceDown;
  for (let f = 0; f < 8; f++) {
    s.piece[cellOf(f + 2, 0)] = makePiece(BACK[f], 0);
    s.piece[cellOf(f + 2, 1)] = makePiece(Piece.Pawn, 0);
    s.piece[cellOf(f + 2, 9)] = makePiece(Piece.Pawn, 1);
    s.piece[cellOf(f + 2, 10)] = makePiece(BACK[f], 1);
  }
  s.v[CASTLE] = 15;
  s.v[MAX_PLIES] = maxPlies;
  s.v[ISLAND] = island;
  return s;
}

export function newGame(options: ChessOptions, seed: string | number): State {
  const island = ISLANDS.indexOf(options.island);
  const s = startPosition(island, options.maxPlies);
  const deal = shuffleBag(tileBag(island), new Rng(`pirate-chess-deal:${seed}`));
  for (let i = 0; i < BOARD_CELLS.length; i++) s.under[BOARD_CELLS[i]] = deal[i];
  s.v[ASIDE] = deal[116];
  startHistory(s);
  return s;
}
