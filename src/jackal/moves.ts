/**
 * Moves: non-negative integers below 2^18 (V8 small integers), encoded and decoded
 * only here.
 *
 * Bit layout:
 *   bits 0-7   TO     target cell (0..168): where the piece goes, the ship sails, the
 *                     revived pirate appears, or the chosen follow-up target
 *   bits 8-11  PIECE  piece slot (0..15) for MOVE, CHOOSE, STAY, REVIVE; the ship's
 *                     crew (0..3) for SAIL
 *   bit  12    COIN   MOVE only: the pirate takes a coin with him
 *   bits 13-15 TYPE   MoveType
 *   bit  16    TREASURE  MOVE only: the piece takes the galleon treasure with him
 *   bit  17    RUM    MOVE only: a rum bottle frees the pirate from a trap or a spinner
 *   bits 18-22 LOAD   MOVE only, the original expansion (docs/RULES.md X-R*): bit 18 a
 *                     second coin, 19 a cannonball, 20 a second cannonball, 21 the boat,
 *                     22 the wheelbarrow (which the second coin or cannonball needs)
 * For SAIL, PIECE 4..7 is the launched boat of crew PIECE - 4 (the expansion).
 * Bits 23-29 are free. For CHOOSE, TO is a cell except at the Deluxe lighthouse's
 * "order" decision, where it is the index of a permutation (0..23).
 *
 * Every decision of a turn is a move of the player on turn: the opening MOVE, SAIL
 * or REVIVE, then any CHOOSE or STAY the tiles ask for (rules README, ruling 3).
 */

export const enum MoveType {
  /** A pirate steps, lands, boards, swims, flies from an unused airplane, or advances on a spinner. */
  Move = 0,
  /** A ship sails one cell along its side. */
  Sail = 1,
  /** A dead pirate comes back to life at the native woman's fortress. */
  Revive = 2,
  /** Follow-up: the chosen arrow direction, knight jump or flight target (TO). */
  Choose = 3,
  /** Follow-up: stay on the unused airplane instead of flying (classic rule). */
  Stay = 4,
  /** Nothing can move: the turn passes (the rules forbid skipping, so only when forced). */
  Pass = 5,
  /** A rum bottle from the store to Friday or the missionary (PIECE), from a pirate next to him. */
  GiveRum = 6,
}

export const TYPE_SHIFT = 13;
export const PIECE_SHIFT = 8;
export const COIN_BIT = 1 << 12;
export const TREASURE_BIT = 1 << 16;
export const RUM_BIT = 1 << 17;
export const COIN2_BIT = 1 << 18;
export const BALL_BIT = 1 << 19;
export const BALL2_BIT = 1 << 20;
export const BOAT_BIT = 1 << 21;
export const BARROW_BIT = 1 << 22;
/** Every bit that says what a MOVE takes along. */
export const LOAD_BITS = COIN_BIT | TREASURE_BIT | COIN2_BIT | BALL_BIT | BALL2_BIT | BOAT_BIT | BARROW_BIT;
/** First SAIL piece value that names a boat (4 + crew). */
export const BOAT_SAIL = 4;

// The fields for this module's encoding and decoding: an export is read through its cell, a module constant is folded (movegen.ts, "Imports").
const typeShift = TYPE_SHIFT, pieceShift = PIECE_SHIFT, coinBit = COIN_BIT, treasureBit = TREASURE_BIT, rumBit = RUM_BIT;

export const encodeMove = (type: MoveType, piece: number, to: number, coin: boolean): number =>
  (type << typeShift) | (piece << pieceShift) | to | (coin ? coinBit : 0);

export const moveType = (m: number): MoveType => (m >>> typeShift) & 7;
export const movePiece = (m: number): number => (m >>> pieceShift) & 15;
export const moveTo = (m: number): number => m & 0xff;
export const moveCoin = (m: number): boolean => (m & coinBit) !== 0;
export const moveTreasure = (m: number): boolean => (m & treasureBit) !== 0;
export const moveRum = (m: number): boolean => (m & rumBit) !== 0;

export const PASS_MOVE = MoveType.Pass << TYPE_SHIFT;
