/**
 * The cannon with the "original" expansion in the reference model: the shot of a pirate who
 * brings a cannonball, and who flies along with one who does not (full-rules-ru.txt 423;
 * FAQ 566, 578; docs/RULES.md X-R4..X-R6, X-R19, X-R20).
 */

import { shift, type Cell, type Point } from './board.js';
import { addCoins, coinsAt, isFighter, piecesAt, vesselAt, type Game, type Piece } from './game.js';
import { destroyHeld, moveItems, setPlace, slotsAt } from './items.js';

/**
 * The shot along direction d from the cannon at c (X-R5): one carried ball is spent, and every
 * cell in line to the edge of the grid is cleared: pieces there die, any crew's, inhabitants and
 * swimmers too (not those aboard a vessel, FAQ 578, nor those lost underground), what they held
 * with them; coins lying there are lost, the treasure sinks, items are destroyed.
 */
export function fire(g: Game, c: Cell, d: Point, kill: (p: Piece) => void): void {
  const ball = slotsAt(g, 'carried').find((s) => s === 'ball0' || s === 'ball1')!;
  setPlace(g.items!, ball, 'gone');
  g.progress = true; // the ball is spent: a load gone, as a coin lost (R16 with X-R2)
  for (let x = shift(c, d.x, d.y); x !== null; x = shift(x, d.x, d.y)) {
    if (vesselAt(g, x) >= 0) continue;
    for (const p of piecesAt(g, x)) {
      if (p.lost) continue;
      destroyHeld(g, p);
      kill(p);
    }
    const coins = coinsAt(g, x);
    if (coins > 0) { addCoins(g, x, -coins); g.lost += coins; }
    if (g.treasure === x) g.treasure = 'sunk';
    moveItems(g, x, 'gone');
  }
}

/** Comrades flying along land in two turns: those who fight, before the arriving piece; Friday (and the sober missionary) after (X-R20). */
export function flyingOrder(comrades: Piece[]): [Piece[], Piece[]] {
  return [comrades.filter(isFighter), comrades.filter((p) => !isFighter(p))];
}
