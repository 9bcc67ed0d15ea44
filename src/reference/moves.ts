/**
 * The legal moves of a position in the reference model (rulebook "How to Move", "How to
 * Dig for Gold", "How to Strike Enemies"; rules README rulings 1-3; docs/RULES.md).
 *
 * A turn opens with one move of one piece or one ship, or a revive; when nothing can move
 * the only move is `pass` (R3). While a choice is owed the moves are that choice's options.
 * Pieces of one crew on one cell in the same condition are twins: only the first in slot
 * order is listed (R18).
 */

import { DIRECTIONS, KNIGHT_JUMPS, LAND, areNeighbours, frontOf, isLand, neighbours, shift, type Cell } from './board.js';
import {
  allies, boatAfloat, bottlesFor, coinsAt, enemiesAt, friendsAt, grassBurning, isFighter, isFriday, isPirate, isSoberMissionary, piece, piecesAt,
  mayCommandShip, sameCondition, vesselAt, type Game, type Piece,
} from './game.js';
import { NOTHING, holdsItem, isEmpty, itemsAt, loadsFrom, type Load } from './items.js';
import { freeBerth, isOuter, swimTargets, teamVesselsBeside, vesselSteps } from './lanes.js';
import * as caves from './caves.js';
import { meeting } from './island.js';
import * as lighthouse from './lighthouse.js';
import type { Move } from './notation.js';
import { arrowDirections, isSpinner, SPINNER_STEPS } from './tiles.js';

/** Where a piece stands, in the rules' words. */
export type Standing = 'aboard' | 'swimming' | 'land';

export function standing(g: Game, p: Piece): Standing {
  if (isLand(p.cell!)) return 'land';
  return vesselAt(g, p.cell!) >= 0 ? 'aboard' : 'swimming';
}

/**
 * The first of a piece's twins (same crew, cell and condition), in slot order. A piece holding
 * one of the expansion's items has no twin, nor is he one: what he holds is his own.
 */
function isFirstTwin(g: Game, p: Piece): boolean {
  if (p.name.length !== 2) return true;
  const first = g.pieces.find((q) => q.name.length === 2 && q.crew === p.crew && q.cell === p.cell && sameCondition(q, p));
  return first === p || holdsItem(g, p) || holdsItem(g, first!);
}

/** An enemy holds c in a fortress (nobody may go in, rulebook "Fortress Tiles"). */
export function enemyFortress(g: Game, c: Cell, crew: number): boolean {
  const t = g.open.get(c);
  return t !== undefined && (t.name === 'fortress' || t.name === 'native') && enemiesAt(g, c, crew).length > 0;
}

/**
 * The enemies a piece meets entering land cell c: on a spinner those on step 1, and for
 * Friday, who crosses it at once, those on the last step too (TI-R6); none in the thicket.
 */
function enemiesMetEntering(g: Game, p: Piece, c: Cell): Piece[] {
  const t = g.open.get(c);
  if (t === undefined || t.name === 'thicket') return [];
  const enemies = enemiesAt(g, c, p.crew);
  if (!isSpinner(t.name)) return enemies;
  const last = SPINNER_STEPS[t.name]!;
  return enemies.filter((e) => e.step === 1 || (isFriday(p) && e.step === last));
}

/** Pieces standing with p on land: on his cell, and on a spinner on his step (a ship is no cell: tn 167). */
const standingWith = (g: Game, p: Piece): Piece[] =>
  (isLand(p.cell!) ? piecesAt(g, p.cell!).filter((x) => x !== p && (p.step === 0 || x.step === p.step)) : []);

/**
 * May piece p step onto land cell c by a direct move? Not into a fortress an enemy holds;
 * not onto the enemies of the missionary's step or cell; he and Friday strike nobody, nor
 * does a pirate standing with his missionary (TI-R4, TI-R6).
 */
function mayEnter(g: Game, p: Piece, c: Cell): boolean {
  const met = enemiesMetEntering(g, p, c);
  if (meeting(g, p, c, met)) return true; // Friday and the missionary may go to meet (TI-R6: whoever comes to whom)
  if (enemyFortress(g, c, p.crew)) return false;
  if (met.length === 0) return true;
  if (met.some(isSoberMissionary) || isSoberMissionary(p) || isFriday(p)) return false;
  return !standingWith(g, p).some(isSoberMissionary);
}

/**
 * May a carried coin or the treasure go onto land cell c by a direct move? Open tile, items
 * allowed, no enemy to strike there; Friday meeting the missionary of either crew strikes
 * nobody, so he may bring it (TI-R6).
 */
export function itemMayGo(g: Game, p: Piece, c: Cell): boolean {
  const t = g.open.get(c);
  if (t === undefined || ['fortress', 'native', 'thicket'].includes(t.name)) return false;
  const met = enemiesMetEntering(g, p, c);
  return met.length === 0 || meeting(g, p, c, met);
}

/**
 * What a piece standing on land has at hand to take along: what he holds, and what lies on his
 * cell (on a spinner only at the exit, the last step). At the exit he may swap what he holds for
 * another thing lying there (TI-R16); with the expansion's wheelbarrow he takes two (X-R3).
 */
function atHand(g: Game, p: Piece, leavingEarly: boolean): Load {
  if (isSoberMissionary(p)) return NOTHING;
  const t = g.open.get(p.cell!)!;
  const early = leavingEarly || (isSpinner(t.name) && p.step < SPINNER_STEPS[t.name]!);
  const held = (p.carrying ? 1 : 0) + (p.coin2 ? 1 : 0);
  const items = itemsAt(g, early ? [`held:${p.name}`] : [`held:${p.name}`, p.cell!]);
  return {
    coins: held + (early ? 0 : coinsAt(g, p.cell!)),
    treasure: p.treasure || (!early && g.treasure === p.cell),
    ...items,
  };
}

/** A move of a piece to `to`, taking `load` along. */
function step(piece: string, to: Cell, load: Load = NOTHING, rum = false): Move {
  const { coins, treasure, balls, boat, barrow } = load;
  return { kind: 'move', piece, to, coin: coins > 0, coin2: coins > 1, treasure, balls, boat, barrow, rum };
}

/** The moves of one piece of the crew on turn. */
function pieceMoves(g: Game, p: Piece): Move[] {
  const out: Move[] = [];
  if (p.cell === null || p.drunk > 0 || p.lost) return out;
  const where = standing(g, p);
  if (where === 'aboard') {
    // R4: only onto the cell straight in front of the ship; from the outer lane nothing is in front (X-R17).
    if (!isOuter(p.cell)) {
      const front = frontOf(p.cell);
      if (mayEnter(g, p, front)) out.push(step(p.name, front));
    }
    // X-R10: across to a vessel of his team next to his (a ship and the boat).
    for (const v of teamVesselsBeside(g, p.cell, p.crew)) out.push(step(p.name, v));
    return out;
  }
  if (where === 'swimming') {
    // In the water of his own missionary a pirate attacks no one (TI-R19): no swim onto enemies, but onto a ship.
    // Friday attacks no one anywhere (TI-R7): no swim onto enemies but the sober missionary alone, whom he meets.
    const shielded = !isSoberMissionary(p) && piecesAt(g, p.cell).some((x) => isSoberMissionary(x) && allies(g, x.crew, p.crew));
    for (const n of swimTargets(g, p.cell)) {
      const enemies = vesselAt(g, n) < 0 ? enemiesAt(g, n, p.crew) : [];
      if (shielded && enemies.length > 0) continue;
      if (isFriday(p) && enemies.some((x) => !isSoberMissionary(x))) continue;
      out.push(step(p.name, n));
    }
    return out;
  }
  const tile = g.open.get(p.cell)!;
  const rum = bottlesFor(g, p.crew) > 0 && !grassBurning(g);
  if (p.trapped) return rum ? leave(g, p, true) : [];
  if (isSpinner(tile.name) && p.step < SPINNER_STEPS[tile.name]!) {
    if (mayAdvance(g, p)) out.push(step(p.name, p.cell)); // a coin he holds goes along (R12); the notation writes no `$`
    if (rum) out.push(...leave(g, p, true));
    return out;
  }
  if (tile.name === 'airplane' && !tile.used) {
    // R11: a pirate waiting on the unused airplane leaves it only by flying, to any land cell.
    const loads = loadsFrom(atHand(g, p, false));
    for (const c of LAND) if (c !== p.cell) out.push(...landTargets(g, p, c, loads, false));
    return out;
  }
  return leave(g, p, false);
}

/**
 * Stepping off a land cell to a neighbour: land, or a vessel (rb 63: no jumping into the sea);
 * with the boat at hand, a free berth, which launches it (X-R7; only a pirate launches, X-R12).
 * `rum`: a bottle gets him out at once.
 */
function leave(g: Game, p: Piece, rum: boolean): Move[] {
  const out: Move[] = [];
  const loads = loadsFrom(atHand(g, p, rum && !p.trapped));
  for (const n of neighbours(p.cell!)) {
    if (isLand(n)) { out.push(...landTargets(g, p, n, loads, rum)); continue; }
    const k = vesselAt(g, n);
    if (k < 0) {
      if (freeBerth(g, n) && mayCommandShip(p)) for (const l of loads) if (l.boat) out.push(step(p.name, n, l, rum));
      continue;
    }
    out.push(step(p.name, n, NOTHING, rum));
    if (!allies(g, k, p.crew)) continue;
    for (const l of loads) if (!isEmpty(l)) out.push(step(p.name, n, l, rum)); // X-R8: the boat too is stowed aboard by a step
  }
  return out;
}

/** A move onto land cell c, with and (when allowed) without what he may take along. */
function landTargets(g: Game, p: Piece, c: Cell, loads: Load[], rum: boolean): Move[] {
  if (!mayEnter(g, p, c)) return [];
  const out = [step(p.name, c, NOTHING, rum)];
  if (itemMayGo(g, p, c)) for (const l of loads) if (!isEmpty(l)) out.push(step(p.name, c, l, rum));
  return out;
}

/**
 * One step on across a spinner. A piece that may not strike the enemies on the next step
 * waits instead: the missionary, Friday, a pirate on his missionary's step, anyone when the
 * enemy missionary is on that step (TI-R4). But the sober missionary may step onto the enemy's
 * Friday alone there: they meet, as on land (TI-R22).
 */
function mayAdvance(g: Game, p: Piece): boolean {
  const next = enemiesAt(g, p.cell!, p.crew).filter((e) => e.step === p.step + 1);
  if (next.length === 0) return true;
  if (isSoberMissionary(p) && next.every(isFriday)) return true;
  if (isFriday(p) || isSoberMissionary(p) || next.some(isSoberMissionary)) return false;
  return !standingWith(g, p).some(isSoberMissionary);
}

/**
 * A bottle to Friday or the missionary, by a fighter of the crew on or next to his cell, at any
 * moment of the turn: before the move (this list) and after it (a gift decision) (TI-R8).
 */
function giveRumMoves(g: Game, crew: number): Move[] {
  if (bottlesFor(g, crew) === 0 || grassBurning(g)) return [];
  return giftsBeside(g, crew);
}

/** The fighter of the crew who may give `target` a bottle: on or next to his cell, not lost underground (line 381). */
export function giverOf(g: Game, crew: number, target: Piece): Piece | undefined {
  if (target.cell === null || target.lost || !(isFriday(target) || isSoberMissionary(target))) return undefined;
  return g.pieces.find((f) => f.crew === crew && f.cell !== null && !f.lost && isFighter(f)
    && (f.cell === target.cell || areNeighbours(f.cell, target.cell!)));
}

/** The gifts crew `crew` may make (the store and the grass are the caller's question). */
function giftsBeside(g: Game, crew: number): Move[] {
  return g.pieces.filter((x) => giverOf(g, crew, x) !== undefined).map((x) => ({ kind: 'give-rum', piece: x.name }));
}

/**
 * Vessels of the crew's team with a pirate of the crew itself aboard to steer (R5): ships one
 * berth along their side, with the expansion a cell along or across the two lanes, and the
 * launched boat one cell in any direction within its side's lanes (X-R11, X-R16).
 */
function sailMoves(g: Game, crew: number): Move[] {
  const out: Move[] = [];
  const steered = (c: Cell): boolean => friendsAt(g, c, crew).some((p) => p.crew === crew && mayCommandShip(p));
  g.ships.forEach((ship, k) => {
    if (ship === null || !allies(g, k, crew) || !steered(ship.cell)) return;
    for (const to of vesselSteps(g, ship.cell, false)) out.push({ kind: 'sail', crew: k, to });
  });
  const boat = boatAfloat(g);
  if (boat !== null && allies(g, boat.crew, crew) && steered(boat.cell)) {
    for (const to of vesselSteps(g, boat.cell, true)) out.push({ kind: 'sail', crew: boat.crew, to, boat: true });
  }
  return out;
}


/** R15: a pirate of the crew's own colour on the native woman brings back a dead one of that colour. */
function reviveMoves(g: Game, crew: number): Move[] {
  const own = g.pieces.filter((p) => isPirate(p) && p.crew === crew);
  const dead = own.find((p) => p.cell === null);
  if (!dead) return [];
  // TI-R3: not while the crew has three or more fighters on the board.
  if (g.pieces.filter((p) => p.crew === crew && p.cell !== null && isFighter(p)).length >= 3) return [];
  const atNative = own.some((p) => p.cell !== null && g.open.get(p.cell)?.name === 'native');
  return atNative ? [{ kind: 'revive', piece: dead.name }] : [];
}

/** A flight goes to any land cell but its own where a direct move could go: not into a fortress an enemy holds (FAQ 530), not onto enemies the flier may not strike (TI-R4, TI-R6). */
function flightTargets(g: Game, p: Piece): Cell[] {
  return LAND.filter((c) => c !== p.cell && mayEnter(g, p, c));
}

/** The options of the choice owed. */
function choiceMoves(g: Game): Move[] {
  const t = g.pending!;
  if (t.kind === 'gift') return [...giftsBeside(g, g.turn), { kind: 'pass' }]; // after the move: give, or not (TI-R8)
  const p = piece(g, t.pirate);
  const here = p.cell!;
  const to = (c: Cell): Move => ({ kind: 'choose', piece: p.name, to: c });
  switch (t.kind) {
    case 'arrow': {
      const tile = g.open.get(here)!;
      return arrowDirections(tile.name, tile.q).map((d) => to(shift(here, DIRECTIONS[d].x, DIRECTIONS[d].y)!));
    }
    case 'horse':
      return KNIGHT_JUMPS.map((j) => shift(here, j.x, j.y)).filter((c): c is Cell => c !== null).map(to);
    case 'airplane-or-stay':
      return [...flightTargets(g, p).map(to), { kind: 'stay' }];
    case 'airplane':
      return flightTargets(g, p).map(to);
    case 'cave-exit':
      return caves.exits(g, here, p.crew).map(to);
    default:
      return lighthouse.choices(g);
  }
}

/** Every legal move, in no particular order (compare as a set). */
export function legalMoves(g: Game): Move[] {
  if (g.over !== 'playing') return [];
  if (g.pending !== null) return choiceMoves(g);
  const crew = g.turn;
  const out: Move[] = [];
  for (const p of g.pieces) {
    if (p.crew !== crew || p.cell === null || !isFirstTwin(g, p)) continue;
    out.push(...pieceMoves(g, p));
  }
  out.push(...sailMoves(g, crew));
  out.push(...giveRumMoves(g, crew));
  out.push(...reviveMoves(g, crew));
  if (out.length === 0) out.push({ kind: 'pass' });
  return out;
}

