/**
 * Caves in the reference model (full-rules-ru.txt 381 "Пещера"; FAQ 569, 572, 584, 587;
 * docs/RULES.md TI-R9, TI-R10). All caves are one system. With one cave open, a piece
 * entering is lost underground; when a second opens, the lost come out there and the opener
 * goes to their cave; with two or more open, a piece entering comes out of another cave
 * (the player's choice) in the same move, and an exit where an enemy stands is closed.
 */

import type { Cell } from './board.js';
import { addCoins, enemiesAt, type Game, type Pending, type Piece } from './game.js';
import { LAND } from './board.js';
import { fridayMeetsMissionary, mayStrikeHere } from './island.js';
import { hold, release } from './items.js';

/** Open cave cells. */
export const openCaves = (g: Game): Cell[] => LAND.filter((c) => g.open.get(c)?.name === 'cave');

/** Exits a piece of `crew` may come out of, entering at c. */
export function exits(g: Game, c: Cell, crew: number): Cell[] {
  return openCaves(g).filter((x) => x !== c && enemiesAt(g, x, crew).length === 0);
}

/** The pieces lost underground come out of the cave at c, putting down what they held there. */
export function letOut(g: Game, c: Cell): void {
  for (const x of g.pieces) {
    if (!x.lost || x.cell === null || x.cell === c) continue;
    release(g, x, c);
    x.cell = c;
    x.lost = false;
  }
}

/** Strikes those at the mouth; the striker picks up what lies there (the treasure first, else a coin) and takes it along (TI-R10). */
function strikeAtMouth(g: Game, t: Pending, p: Piece, c: Cell, strike: (victim: Piece) => void, dropAtStart: () => void): void {
  const victims = enemiesAt(g, c, p.crew).filter((e) => e !== p);
  if (victims.length === 0) return;
  dropAtStart();
  for (const v of victims) strike(v);
  if (g.treasure === c) { t.treasure = true; g.treasure = 'carried'; }
  else if ((g.coins.get(c) ?? 0) > 0) { t.carrying = true; addCoins(g, c, -1); }
}

export interface CaveHooks {
  strike: (victim: Piece) => void;
  dropAtStart: () => void;
  /** The piece in motion dies; what it carried goes back where the move began. */
  killMover: () => void;
  /** Stops the piece at a cell (puts down what it carries, ends the chain). */
  stopAt: (c: Cell) => void;
  owe: () => void;
}

/** A piece enters the cave at c; `justOpened`: it turned the tile over. */
export function enter(g: Game, t: Pending, p: Piece, c: Cell, justOpened: boolean, h: CaveHooks): void {
  if (fridayMeetsMissionary(g, p, c)) return h.stopAt(c); // what Friday brings stays in the cave's mouth (TI-R6)
  const caves = openCaves(g);
  const lost = g.pieces.filter((x) => x.lost && x.cell !== null && x.cell !== c);
  if (justOpened && caves.length === 2 && lost.length > 0) {
    // The second cave: the lost come out here; the opener goes to their cave.
    const other = caves.find((x) => x !== c)!;
    letOut(g, c);
    p.cell = other;
    h.stopAt(other);
    return;
  }
  // One who may not strike (Friday, the sober missionary; anyone against the missionary)
  // brought by a chain onto enemies at the mouth or lost inside dies: an impossible move kills
  // (TI-R6, FAQ 458). A direct step there is not offered at all.
  const met = enemiesAt(g, c, p.crew).filter((e) => e !== p);
  if (met.length > 0 && !mayStrikeHere(g, p, c, met)) return h.killMover();
  strikeAtMouth(g, t, p, c, h.strike, h.dropAtStart);
  if (caves.length === 1) {
    p.lost = true;
    hold(g, t, p);
    g.pending = null;
    return;
  }
  const ways = exits(g, c, p.crew);
  if (ways.length === 0) return h.stopAt(c);
  if (ways.length === 1) {
    p.cell = ways[0];
    return h.stopAt(ways[0]);
  }
  h.owe();
}

/** The chosen exit. */
export function comeOut(p: Piece, to: Cell, stopAt: (c: Cell) => void): void {
  p.cell = to;
  stopAt(to);
}

