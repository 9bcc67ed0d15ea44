/**
 * Playing a move in the reference model: the opening move of a turn or a follow-up choice,
 * then the end of the ply, the end of the turn and the end of the game (rules README,
 * rulings 3, 6 and 7; docs/RULES.md R3, R14, R16).
 */

import { pointOf, type Cell } from './board.js';
import { endOfChain, go, kill, reveal, strikeOnLand } from './chain.js';
import {
  CREW_NAMES, addCoins, allies, boatAfloat, enemiesAt, isFriday, isSoberMissionary, isTreasureIsland, nextCrew, piece, piecesAt, type Game, type Pending,
} from './game.js';
import { fridayMeetsMissionary } from './island.js';
import { legalMoves } from './moves.js';
import { moveText, type Move } from './notation.js';
import { setCoins } from './tiles.js';
import { putDown, release, takeItems } from './items.js';
import * as islandTurn from './island-turn.js';

export { legalMoves, moveText, reveal };

/** The legal moves as notation text. */
export const legalTexts = (g: Game): string[] => legalMoves(g).map(moveText);

/** Plays the legal move with this text; throws when there is none. */
export function play(g: Game, text: string): void {
  const m = legalMoves(g).find((x) => moveText(x) === text);
  if (!m) throw new Error(`reference: "${text}" is not legal; legal: ${legalTexts(g).join(' ')}`);
  g.progress = false;
  const gift = g.pending?.kind === 'gift';
  if (gift) g.pending = m.kind === 'give-rum' ? islandTurn.give(g, m) : null;
  else if (g.pending !== null) playChoice(g, m);
  else playOpening(g, m);
  // A gift before the move leaves the turn going on (TI-R8); after the move a gift may be
  // followed by another (Friday and the missionary), and declining it ends the turn.
  finishPly(g, m.kind === 'give-rum' && !gift ? 'goes-on' : gift && m.kind === 'pass' ? 'declined' : 'done');
}

/** A new turn record for a piece about to move. */
function record(p: { name: string; cell: Cell | null }, carrying: boolean, treasure: boolean): Pending {
  return {
    kind: 'arrow', pirate: p.name, carrying, coin2: false, treasure, start: p.cell!, from: p.cell!, dx: 0, dy: 0, how: 'vector', visits: [], choices: [],
  };
}

function playOpening(g: Game, m: Move): void {
  switch (m.kind) {
    case 'move': return moveOpening(g, m);
    case 'sail': return sail(g, m.crew, m.to, m.boat === true);
    case 'revive': {
      const p = piece(g, m.piece);
      const native = [...g.open.entries()].find(([, t]) => t.name === 'native')![0];
      p.cell = native;
      return;
    }
    case 'pass': return;
    default: return islandTurn.playOpening(g, m);
  }
}

function moveOpening(g: Game, m: Extract<Move, { kind: 'move' }>): void {
  const p = piece(g, m.piece);
  const here = p.cell!;
  const tile = g.open.get(here);
  if (tile && p.step > 0 && m.to === here) return advanceOnSpinner(g, p.name);
  // Whatever he holds and does not take along stays on his cell: he puts all down and takes the load up.
  release(g, p, here);
  const coins = (m.coin ? 1 : 0) + (m.coin2 ? 1 : 0);
  if (coins > 0) addCoins(g, here, -coins);
  takeItems(g, here, { coins, treasure: m.treasure, balls: m.balls ?? 0, boat: m.boat === true, barrow: m.barrow === true });
  islandTurn.beforeMove(g, p, m);
  const t = record(p, m.coin, m.treasure);
  t.coin2 = m.coin2 === true;
  if (m.treasure) g.treasure = 'carried';
  const a = pointOf(here), b = pointOf(m.to);
  if (tile && tile.name === 'airplane' && !tile.used) {
    tile.used = true;
    return go(g, t, m.to, 'flight', 0, 0);
  }
  go(g, t, m.to, 'vector', b.x - a.x, b.y - a.y);
}

/**
 * One step on across a spinner; an enemy on that step is struck (rb 97; R12: a carrier leaves his
 * coin at the exit to strike). The sober missionary reaching Friday's step meets him (TI-R22).
 */
function advanceOnSpinner(g: Game, name: string): void {
  const p = piece(g, name);
  const c = p.cell!;
  p.step++;
  if (isSoberMissionary(p) && piecesAt(g, c).some((x) => isFriday(x) && x.step === p.step)) {
    fridayMeetsMissionary(g, p, c); // Friday is on this step: the only one he can meet here
    return;
  }
  const victims = enemiesAt(g, c, p.crew).filter((e) => e.step === p.step);
  if (victims.length === 0) return;
  release(g, p, c); // no one strikes with a load (R12, X-R2)
  for (const e of victims) strikeOnLand(g, e, c, p.crew);
}

/**
 * A ship (or the launched boat) sails one cell, carrying those aboard; it picks up friendly
 * swimmers and kills enemy ones (ruling 2; X-R16).
 */
function sail(g: Game, crew: number, to: Cell, boat: boolean): void {
  const from = boat ? boatAfloat(g)!.cell : g.ships[crew]!.cell;
  const aboard = piecesAt(g, from);
  for (const p of piecesAt(g, to)) {
    if (!allies(g, p.crew, crew) || !islandTurn.sailPicksUp(p)) kill(p);
  }
  if (boat) g.items!.boat = `afloat:${CREW_NAMES[crew]}:${to}`;
  else g.ships[crew]!.cell = to;
  for (const p of aboard) p.cell = to;
}

function playChoice(g: Game, m: Move): void {
  // R6: a choice of where to go resets the record of forced tiles.
  const moving = ['arrow', 'horse', 'airplane', 'airplane-or-stay'].includes(g.pending!.kind);
  const t: Pending = { ...g.pending!, visits: moving ? [] : [...g.pending!.visits], choices: [...g.pending!.choices] };
  g.pending = null;
  const p = piece(g, t.pirate);
  const here = p.cell!;
  if (m.kind === 'stay') {
    // R11: he stays on the unused airplane; what he brought lies there.
    putDown(g, t, here);
    return endOfChain(g);
  }
  if (m.kind !== 'choose' || !['arrow', 'horse', 'airplane', 'airplane-or-stay'].includes(t.kind)) return islandTurn.playChoice(g, t, m);
  const a = pointOf(here), b = pointOf(m.to);
  switch (t.kind) {
    case 'arrow': return go(g, t, m.to, 'vector', b.x - a.x, b.y - a.y);
    case 'horse': return go(g, t, m.to, 'horse', b.x - a.x, b.y - a.y);
    case 'airplane':
    case 'airplane-or-stay': {
      const tile = g.open.get(here)!;
      if (tile.name === 'airplane') tile.used = true;
      return go(g, t, m.to, 'flight', 0, 0);
    }
    default: return islandTurn.playChoice(g, t, m);
  }
}

/** Every coin aboard or lost (and on Treasure Island the treasure aboard or sunk): the game is over (ruling 6). */
function allCoinsIn(g: Game): boolean {
  let n = g.lost;
  for (const s of g.ships) if (s) n += s.coins;
  const treasureIn = !isTreasureIsland(g) || g.treasure === 'sunk' || (CREW_NAMES as readonly string[]).includes(g.treasure);
  return n === setCoins(g.options.tiles) && treasureIn;
}

/**
 * R16: each decision is a ply; the turn ends when nothing is owed; then the end of the game is
 * decided. `turn`: 'done' when the move is over, and then, when a fighter of the crew stands
 * beside Friday or the missionary with a bottle at hand, a gift decision is owed first (TI-R8);
 * 'declined' when the crew gave none; 'goes-on' after a gift before the move.
 */
function finishPly(g: Game, turn: 'done' | 'declined' | 'goes-on'): void {
  g.ply++;
  g.stall = g.progress ? 0 : g.stall + 1;
  if (g.pending !== null) return;
  if (turn === 'done' && islandTurn.oweGift(g)) return;
  if (turn !== 'goes-on') endTurn(g);
  if (allCoinsIn(g)) g.over = 'all-coins';
  else if (g.options.maxPlies > 0 && g.ply >= g.options.maxPlies) g.over = 'ply-limit';
  else if (g.options.stallPlies > 0 && g.stall >= g.options.stallPlies) g.over = 'stalled';
}

/** R14: the crew's drunk pirates sober a notch; the turn passes clockwise. */
function endTurn(g: Game): void {
  for (const p of g.pieces) if (p.crew === g.turn && p.drunk > 0) p.drunk--;
  islandTurn.endTurn(g);
  g.turn = nextCrew(g, g.turn);
}

