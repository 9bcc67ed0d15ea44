/**
 * Pieces as bytes: bits 0-3 the type (Piece.*), bit 4 the colour (0 white, 1 black),
 * bit 5 PROMOTED (a pawn that promoted: it comes back as a pawn when revived). 0 = no piece.
 */

export const enum Piece { None = 0, Pawn = 1, Knight = 2, Bishop = 3, Rook = 4, Queen = 5, King = 6, Pirate = 7, Missionary = 8, Friday = 9 }

export const BLACK_BIT = 16;
export const PROMOTED_BIT = 32;
export const WHITE = 0;
export const BLACK = 1;

export const typeOf = (p: number): number => p & 15;
export const colourOf = (p: number): number => (p >> 4) & 1;
export const makePiece = (type: number, colour: number): number => type | (colour << 4);

/** Letters of the types, index = type: pawn P, knight N, bishop B, rook R, queen Q, king K, pirate A, missionary M, Friday F. */
export const PIECE_LETTERS = '.PNBRQKAMF';

/** Coins to buy back a lost piece of a type (pawn 1, knight/bishop 3, rook 5, queen 9); 0 = cannot be bought. */
export const PRICE = Uint8Array.of(0, 1, 3, 3, 5, 9, 0, 0, 0, 0);

/** Types that can be lost and bought back, in the order of the LOST counters (state.ts). */
export const REVIVABLE = Uint8Array.of(Piece.Pawn, Piece.Knight, Piece.Bishop, Piece.Rook, Piece.Queen);

/** Long-range types (bishop, rook, queen). */
export const isSlider = (type: number): boolean => type >= Piece.Bishop && type <= Piece.Queen;
