/**
 * An Archipelago decision as a small integer (below 2^28):
 *   bits 24-27  MoveKind
 *   bits 16-20  the piece (0..PIECES-1, state.ts) for Step, Bottle, Revive
 *   bit  15     1: the pirate carries a coin from its cell (Step)
 *   bits 0-7    the cell (Berth, Step, Sail, Choose, Peek, Quake, Tide), a direction 0..7 (Choose
 *               on a musket), a die face 1..6 (Roll), 0 or BOTTLE_GIFT (Bottle), 0 otherwise
 * A Bottle move with piece NO_PIECE declines the bottle; arg 0 is the bottle's one use for the
 * piece (line 772 for one's own fallen or inside a labyrinth: raised, led out; else the gift of
 * lines 918, 994), arg BOTTLE_GIFT the gift of line 918 to the crew's own preaching missionary
 * where arg 0 would lead him out or raise him (A-B25). Turn (the earthquake's arrows,
 * quake.ts): bits 0-7 the cell, bits 16-17 the quarter turns the arrow will lie with.
 * The expedition's (abilities.ts, campaign.ts): bit 14 COIN2_BIT with COIN_BIT: a porter
 * carries two coins (Step); Fire: the gunner (piece) fires from its cell; Draw (a chance
 * outcome): bits 0-11 the mask of the cards drawn face up, bit c-1 for card c; Card: piece
 * takes card arg (piece NO_PIECE: no card).
 */

export const enum MoveKind { Berth = 1, Step = 2, Sail = 3, Choose = 4, Peek = 5, Quake = 6, Bottle = 7, Roll = 8, Revive = 9, Pass = 10, Tide = 11, Turn = 12, Fire = 13, Draw = 14, Card = 15 }
export const NO_PIECE = 31;
/** Bottle: the gift to one's own preacher, fallen or inside a labyrinth, who turns pirate there (line 918; A-B25). */
export const BOTTLE_GIFT = 1;
export const COIN_BIT = 1 << 15;
export const COIN2_BIT = 1 << 14;
/** Step: the piece takes the cart along from its cell or off its ship (cart.ts), with the coins of COIN_BIT/COIN2_BIT. */
export const CART_BIT = 1 << 13;
export const withCart = (m: number): boolean => (m & CART_BIT) !== 0;

export const move = (kind: number, piece: number, arg: number): number => (kind << 24) | (piece << 16) | arg;
export const moveKind = (m: number): number => m >>> 24;
export const movePiece = (m: number): number => (m >> 16) & 31;
export const moveArg = (m: number): number => m & 255;
export const withCoin = (m: number): boolean => (m & COIN_BIT) !== 0;
/** Coins a Step carries: 0, 1, or 2 (a porter, COIN2_BIT). */
export const coinsOf = (m: number): number => ((m & COIN_BIT) === 0 ? 0 : (m & COIN2_BIT) === 0 ? 1 : 2);
/** The Draw outcome's mask of cards (bit c-1: card c). */
export const drawMask = (m: number): number => m & 0xfff;
