/**
 * Turning a face-down tile over in the reference model: its own module, because both the
 * chain of a move (chain.ts) and the lighthouse (lighthouse.ts) turn tiles over.
 */

import type { Cell } from './board.js';
import { addCoins, type Game } from './game.js';
import { CHEST_COINS } from './tiles.js';
import { revealItem } from './items.js';

/** Turns a face-down tile over (a tile revealed is progress, R16). */
export function reveal(g: Game, c: Cell): void {
  const t = g.hidden?.get(c);
  if (!t) throw new Error(`reference: no face-down tile known at ${c}`);
  g.hidden!.delete(c);
  g.known.delete(c);
  g.open.set(c, { name: t.name, q: t.q, used: false });
  g.progress = true;
  const coins = CHEST_COINS[t.name];
  if (coins) addCoins(g, c, coins);
  if (t.name === 'galleon') g.treasure = c;
  revealItem(g, t.name, c);
}
