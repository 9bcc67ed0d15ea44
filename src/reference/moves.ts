/**
 * The legal moves of a position in the reference model (rulebook "How to Move", "How to
 * Dig for Gold", "How to Strike Enemies"; rules README rulings 1-3; docs/RULES.md).
 *
 * A turn opens with one move of one piece or one ship, or a revive; when nothing can move
 * the only move is `pass` (R3). While a choice is owed the moves are that choice's options.
 * Pieces of one crew on one cell in the same condition are twins: only the first in slot
 * order is listed (R18).
 */

import { DIRECTIONS, KNIGHT_JUMPS, LAND, berths, frontOf, isLand, neighbours, shift, sideOf, type Cell } from './board.js';
import {
  allies, coinsAt, enemiesAt, friendsAt, piece, sameCondition, shipAt, type Game, type Piece,
} from './game.js';
import type { Move } from './notation.js';
import { arrowDirections, isSpinner, SPINNER_STEPS } from './tiles.js';

/** Where a piece stands, in the rules' words. */
export type Standing = 'aboard' | 'swimming' | 'land';

export function standing(g: Game, p: Piece): Standing {
  if (isLand(p.cell!)) return 'land';
  return shipAt(g, p.cell!) >= 0 ? 'aboard' : 'swimming';
}

/** The first of a piece's twins (same crew, cell and condition), in slot order. */
function isFirstTwin(g: Game, p: Piece): boolean {
  if (p.name.length !== 2) return true;
  const first = g.pieces.find((q) => q.name.length === 2 && q.crew === p.crew && q.cell === p.cell && sameCondition(q, p));
  return first === p;
}

/** An enemy holds c in a fortress (nobody may go in, rulebook "Fortress Tiles"). */
export function enemyFortress(g: Game, c: Cell, crew: number): boolean {
  const t = g.open.get(c);
  return t !== undefined && (t.name === 'fortress' || t.name === 'native') && enemiesAt(g, c, crew).length > 0;
}

/** May a piece of `crew` carry a coin onto land cell c by a direct move? Open tile, coins allowed, no enemy to strike there. */
export function coinMayGo(g: Game, c: Cell, crew: number): boolean {
  const t = g.open.get(c);
  if (t === undefined || ['fortress', 'native', 'thicket'].includes(t.name)) return false;
  const enemies = enemiesAt(g, c, crew);
  if (isSpinner(t.name)) return !enemies.some((e) => e.step === 1);
  return enemies.length === 0;
}

/** The coins a piece standing on land may take along: one lying on his cell (on a spinner only from the last step), or the one he holds. */
function mayTakeCoin(g: Game, p: Piece): boolean {
  if (p.carrying) return true;
  const t = g.open.get(p.cell!)!;
  if (isSpinner(t.name) && p.step < SPINNER_STEPS[t.name]!) return false;
  return coinsAt(g, p.cell!) > 0;
}

function step(piece: string, to: Cell, coin: boolean): Move {
  return { kind: 'move', piece, to, coin, treasure: false, rum: false };
}

/** The moves of one piece of the crew on turn. */
function pieceMoves(g: Game, p: Piece): Move[] {
  const out: Move[] = [];
  if (p.cell === null || p.trapped || p.drunk > 0 || p.lost) return out;
  const where = standing(g, p);
  if (where === 'aboard') {
    // R4: only onto the cell straight in front of the ship.
    const front = frontOf(p.cell);
    if (!enemyFortress(g, front, p.crew)) out.push(step(p.name, front, false));
    return out;
  }
  if (where === 'swimming') {
    for (const n of neighbours(p.cell)) if (!isLand(n)) out.push(step(p.name, n, false));
    return out;
  }
  const tile = g.open.get(p.cell)!;
  const coin = mayTakeCoin(g, p);
  if (isSpinner(tile.name) && p.step < SPINNER_STEPS[tile.name]!) {
    out.push(step(p.name, p.cell, false)); // a coin he holds goes along (R12); the notation writes no `$`
    return out;
  }
  if (tile.name === 'airplane' && !tile.used) {
    // R11: a pirate waiting on the unused airplane leaves it only by flying, to any land cell.
    for (const c of LAND) {
      if (c === p.cell) continue;
      out.push(...landTargets(g, p, c, coin));
    }
    return out;
  }
  for (const n of neighbours(p.cell)) {
    if (isLand(n)) { out.push(...landTargets(g, p, n, coin)); continue; }
    const k = shipAt(g, n);
    if (k < 0) continue; // rb 63: no jumping from the shore into the sea
    out.push(step(p.name, n, false));
    if (coin && allies(g, k, p.crew)) out.push(step(p.name, n, true));
  }
  return out;
}

/** A move onto land cell c, with and (when allowed) without a coin. */
function landTargets(g: Game, p: Piece, c: Cell, coin: boolean): Move[] {
  if (enemyFortress(g, c, p.crew)) return [];
  const out = [step(p.name, c, false)];
  if (coin && coinMayGo(g, c, p.crew)) out.push(step(p.name, c, true));
  return out;
}

/** Ships of the crew's team with a pirate of the crew itself aboard to steer sail one berth along their side (R5). */
function sailMoves(g: Game, crew: number): Move[] {
  const out: Move[] = [];
  g.ships.forEach((ship, k) => {
    if (ship === null || !allies(g, k, crew)) return;
    if (!friendsAt(g, ship.cell, crew).some((p) => p.crew === crew && mayCommandShip(p))) return;
    const side = berths(sideOf(ship.cell));
    const i = side.indexOf(ship.cell);
    for (const j of [i - 1, i + 1]) if (j >= 0 && j < side.length) out.push({ kind: 'sail', crew: k, to: side[j] });
  });
  return out;
}

/** Who may sail a ship: the crews' pirates (Treasure Island inhabitants differ). */
export function mayCommandShip(p: Piece): boolean {
  return p.name.length === 2 || p.name === 'ben' || (p.name === 'mis' && p.converted);
}

/** R15: a pirate of the crew's own colour on the native woman brings back a dead one of that colour. */
function reviveMoves(g: Game, crew: number): Move[] {
  const own = g.pieces.filter((p) => p.name.length === 2 && p.crew === crew);
  const dead = own.find((p) => p.cell === null);
  if (!dead) return [];
  const atNative = own.some((p) => p.cell !== null && g.open.get(p.cell)?.name === 'native');
  return atNative ? [{ kind: 'revive', piece: dead.name }] : [];
}

/** A flight goes to any land cell but its own; not into a fortress an enemy holds (no one may go in: rb "Fortress Tiles", FAQ 530). */
function flightTargets(g: Game, p: Piece): Cell[] {
  return LAND.filter((c) => c !== p.cell && !enemyFortress(g, c, p.crew));
}

/** The options of the choice owed. */
function choiceMoves(g: Game): Move[] {
  const t = g.pending!;
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
    default:
      throw new Error(`reference: choice ${t.kind} is not covered yet`);
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
  out.push(...reviveMoves(g, crew));
  if (out.length === 0) out.push({ kind: 'pass' });
  return out;
}

