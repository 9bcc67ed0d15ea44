/**
 * Moves: non-negative integers below 2^24, encoded and decoded only here.
 *
 * Bit layout:
 *   bits 0-7    FROM  the cell the piece leaves (Move, Castle, EnPassant); the piece that
 *                     owes the follow-up (Choose, Promote); 0 for Revive, FreeRevive, Bottle
 *   bits 8-15   TO    the target cell: where the piece goes (Move; FROM = TO advances one
 *                     step on a spinner), the king's cell (Castle), the chosen target
 *                     (Choose), the revived piece's cell, the trapped piece a bottle frees;
 *                     0 for Choose = "off the board" (a multi-way arrow pointing off it) or,
 *                     at the lighthouse's extension, "no extension"; for Arrange the index
 *                     (0..23) of the lighthouse's permutation (lighthouse.PERMS)
 *   bits 16-19  ARG   a piece type: the promotion (Promote) or the piece bought back (Revive)
 *   bits 20-23  KIND  MoveKind
 *
 * Every decision of a turn is a move of the side on turn: the opening Move, Castle,
 * EnPassant, Revive, FreeRevive or Bottle, then any Choose or Promote the tiles ask for.
 */

export const enum MoveKind { Move = 0, Castle = 1, EnPassant = 2, Revive = 3, FreeRevive = 4, Bottle = 5, Choose = 6, Promote = 7, Arrange = 8 }

export const encodeMove = (kind: number, from: number, to: number, arg: number): number =>
  (kind << 20) | (arg << 16) | (to << 8) | from;

export const moveFrom = (m: number): number => m & 255;
export const moveTo = (m: number): number => (m >>> 8) & 255;
export const moveArg = (m: number): number => (m >>> 16) & 15;
export const moveKind = (m: number): number => (m >>> 20) & 15;
