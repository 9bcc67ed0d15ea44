/**
 * An Archipelago decision as a small integer (below 2^28):
 *   bits 24-27  MoveKind
 *   bits 16-19  the piece (0..12) for Step, Bottle, Revive
 *   bit  15     1: the pirate carries a coin from its cell (Step)
 *   bits 0-7    the cell (Berth, Step, Sail, Choose, Peek, Quake), a direction 0..7 (Choose
 *               on a musket), a die face 1..6 (Roll), 0 otherwise
 * A Bottle move with piece NO_PIECE declines the bottle.
 */

export const enum MoveKind { Berth = 1, Step = 2, Sail = 3, Choose = 4, Peek = 5, Quake = 6, Bottle = 7, Roll = 8, Revive = 9, Pass = 10 }
export const NO_PIECE = 15;
export const COIN_BIT = 1 << 15;

export const move = (kind: number, piece: number, arg: number): number => (kind << 24) | (piece << 16) | arg;
export const moveKind = (m: number): number => m >>> 24;
export const movePiece = (m: number): number => (m >> 16) & 15;
export const moveArg = (m: number): number => m & 255;
export const withCoin = (m: number): boolean => (m & COIN_BIT) !== 0;
