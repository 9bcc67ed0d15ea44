/**
 * Treasure Island parts of a turn in the reference model: giving rum and drinking it to get
 * out of a trap or off a spinner (TI-R5, TI-R6, TI-R8), the island's follow-up decisions,
 * and the grass at the end of a turn (TI-R12).
 */

import { allies, bottlesFor, crewsInPlay, grassBurning, isFriday, isSoberMissionary, piece, type Game, type Pending, type Piece } from './game.js';
import { giverOf } from './moves.js';
import { caveHooks } from './chain.js';
import * as caves from './caves.js';
import * as lighthouse from './lighthouse.js';
import type { Move } from './notation.js';
import { release } from './items.js';

/** Takes one bottle: from the crew's own store first, then from its allies' in crew order (TI-R8). */
function useBottle(g: Game, crew: number): void {
  const order = [crew, ...[0, 1, 2, 3].filter((k) => k !== crew)];
  const k = order.find((x) => g.ships[x] !== null && allies(g, x, crew) && g.bottles[x] > 0);
  if (k === undefined) throw new Error('reference: no bottle to use');
  g.bottles[k]--;
}

/** Rum given or drunk by an inhabitant: Friday leaves the game, the missionary is converted (TI-R5, TI-R6). */
function drink(g: Game, p: Piece): void {
  if (isFriday(p)) {
    release(g, p, p.cell!);
    p.cell = null;
    p.step = 0;
    p.trapped = false;
  } else if (isSoberMissionary(p)) {
    p.converted = true;
  }
}

export function playOpening(g: Game, m: Move): void {
  if (m.kind !== 'give-rum') throw new Error(`reference: ${m.kind} is not an island move`);
  give(g, m);
}

/** Crew on turn gives a bottle (TI-R8); nothing is owed after it (the caller decides whether the turn goes on). */
export function give(g: Game, m: Extract<Move, { kind: 'give-rum' }>): null {
  useBottle(g, g.turn);
  drink(g, piece(g, m.piece));
  return null;
}

/**
 * At the end of the crew's move: owes the gift decision when the team has a bottle, the grass
 * does not burn (grass lit this turn burns from the next), and a fighter of the crew stands on
 * or next to Friday or the sober missionary (full-rules-ru.txt 365; FAQ 563). The giver named
 * is the first such fighter in piece order. Returns whether it is owed.
 */
export function oweGift(g: Game): boolean {
  const crew = g.turn;
  if (bottlesFor(g, crew) === 0 || grassBurning(g)) return false;
  let giver: Piece | undefined;
  for (const x of g.pieces) {
    const f = giverOf(g, crew, x);
    if (f !== undefined && (giver === undefined || g.pieces.indexOf(f) < g.pieces.indexOf(giver))) giver = f;
  }
  if (giver === undefined) return false;
  g.pending = {
    kind: 'gift', pirate: giver.name, carrying: false, coin2: false, treasure: false, start: giver.cell!, from: giver.cell!, dx: 0, dy: 0, how: 'vector', visits: [], choices: [],
  };
  return true;
}

export function playChoice(g: Game, t: Pending, m: Move): void {
  if (t.kind === 'cave-exit' && m.kind === 'choose') {
    return caves.comeOut(piece(g, t.pirate), m.to, caveHooks(g, t, m.to).stopAt);
  }
  lighthouse.decide(g, t, m, (c) => caves.letOut(g, c)); // TI-R14: the lost come out of a cave the old lighthouse opened
}

/** A piece drinking a bottle to leave a trap or a spinner at once (`+rum`). */
export function beforeMove(g: Game, p: Piece, m: Move): void {
  if (m.kind !== 'move' || !m.rum) return;
  useBottle(g, g.turn);
  if (isSoberMissionary(p)) p.converted = true;
}

/** Whether a ship sailing onto this friendly swimmer picks him up. */
export function sailPicksUp(_p: Piece): boolean {
  return true;
}

/** The grass lit this turn burns for one round from the next turn; burning grass burns down a turn (TI-R12). */
export function endTurn(g: Game): void {
  const crews = crewsInPlay(g.options.mode).length;
  if (g.grass > crews) g.grass = crews; // lit this turn (crews + 1, or + 2 while it burned)
  else if (g.grass > 0) g.grass--;
}
