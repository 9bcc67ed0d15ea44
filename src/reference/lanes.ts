/**
 * The sea with the "original" expansion in the reference model: the outer lane and the
 * vessels (full-rules-ru.txt 415; docs/RULES.md X-R7..X-R12, X-R15..X-R17).
 *
 * Beyond each of the 36 berths lies one outer cell, named after its berth with `+` (`g1+`).
 * A side's vessel lanes are its 9 berths and their 9 outer cells. A ship sails one straight
 * cell (along either lane, or across between a berth and the outer cell beyond it); the boat
 * tacks, one cell in any of the eight directions; neither leaves its side nor sails onto
 * another vessel. Only vessels and those aboard stand in the outer lane.
 */

import { DIRECTIONS, areNeighbours, berths, isLand, neighbours, pointOf, sideOf, type Cell } from './board.js';
import { allies, hasExpansion, vesselAt, type Game } from './game.js';

export const isOuter = (c: Cell): boolean => c.endsWith('+');

/** The 36 outer cells. */
export const OUTER: readonly Cell[] = [0, 1, 2, 3].flatMap((side) => berths(side).map((b) => `${b}+`));

/** The side whose lanes hold c (a berth or an outer cell), or -1. */
export const laneSide = (c: Cell): number => sideOf(isOuter(c) ? c.slice(0, -1) : c);

/** The lane cell at a point, on the given side, or null. */
function laneCellAt(side: number, x: number, y: number): Cell | null {
  for (const b of berths(side)) {
    for (const c of [b, `${b}+`]) {
      const p = pointOf(c);
      if (p.x === x && p.y === y) return c;
    }
  }
  return null;
}

/**
 * Where a vessel on c may sail: the ship straight only, the boat in all eight directions (X-R16);
 * onto no vessel. Without the expansion a ship sails one berth along its side (ruling 1).
 */
export function vesselSteps(g: Game, c: Cell, boat: boolean): Cell[] {
  if (!hasExpansion(g)) {
    const side = berths(sideOf(c));
    const i = side.indexOf(c);
    return [side[i - 1], side[i + 1]].filter((x) => x !== undefined);
  }
  const side = laneSide(c);
  const p = pointOf(c);
  const out: Cell[] = [];
  DIRECTIONS.forEach((d, i) => {
    if (!boat && i % 2 === 1) return;
    const to = laneCellAt(side, p.x + d.x, p.y + d.y);
    if (to !== null && vesselAt(g, to) < 0) out.push(to);
  });
  return out;
}

/** Sea cells next to c, the outer lane counted when the game has it. */
export function seaNeighbours(g: Game, c: Cell): Cell[] {
  const grid = neighbours(c).filter((x) => !isLand(x));
  return hasExpansion(g) ? [...grid, ...OUTER.filter((x) => areNeighbours(c, x))] : grid;
}

/**
 * Where a swimmer may swim: any sea cell next to him on the grid, and an outer cell only where
 * a vessel stands (X-R17: nobody swims in the outer lane).
 */
export function swimTargets(g: Game, c: Cell): Cell[] {
  return seaNeighbours(g, c).filter((x) => !isOuter(x) || vesselAt(g, x) >= 0);
}

/** The vessels of `crew`'s team next to c, to cross to from aboard (X-R10, X-R17). */
export function teamVesselsBeside(g: Game, c: Cell, crew: number): Cell[] {
  return seaNeighbours(g, c).filter((x) => vesselAt(g, x) >= 0 && allies(g, vesselAt(g, x), crew));
}

/** A berth with no vessel on it: where the boat is launched (X-R7). */
export function freeBerth(g: Game, c: Cell): boolean {
  return !isOuter(c) && sideOf(c) >= 0 && vesselAt(g, c) < 0;
}
