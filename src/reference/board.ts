/**
 * The board of the reference model: a 13x13 grid of cells, named as players name them.
 *
 * Rules README, "The games and tile sets" and ruling 1: the outer ring is sea; land is
 * the inner 11x11 minus its four corners (117 cells). Each crew's ship sails on one side,
 * on the 9 sea cells of that side that face land, and starts in the middle.
 *
 * Cells are plain strings `a1`..`m13`: file a..m from west to east, rank 1..13 from the
 * south. Inside, a cell is also a point {x, y} with x growing east and y growing SOUTH
 * (row 0 is the north edge), so "north" is dy = -1.
 */

export type Cell = string;

export interface Point { x: number; y: number }

export const SIZE = 13;
const FILES = 'abcdefghijklm';

export function cellAt(x: number, y: number): Cell | null {
  if (x < 0 || x >= SIZE || y < 0 || y >= SIZE) return null;
  return FILES[x] + String(SIZE - y);
}

/**
 * The point of a cell. An outer-lane cell of the original expansion (`g1+`, beyond berth g1,
 * docs/RULES.md X-R15) lies one cell further out than its berth: off the grid, at x or y
 * -1 or 13, so that "next to" counts it as the rules do (X-R17).
 */
export function pointOf(c: Cell): Point {
  if (c.endsWith('+')) {
    const b = pointOf(c.slice(0, -1));
    return { x: b.x === 0 ? -1 : b.x === SIZE - 1 ? SIZE : b.x, y: b.y === 0 ? -1 : b.y === SIZE - 1 ? SIZE : b.y };
  }
  return { x: FILES.indexOf(c[0]), y: SIZE - Number(c.slice(1)) };
}

/** True for a real cell name like `g2` (lower case, in range). */
export function isCellName(v: unknown): v is Cell {
  if (typeof v !== 'string' || !/^[a-m](1[0-3]|[1-9])$/.test(v)) return false;
  return true;
}

export function isLand(c: Cell): boolean {
  if (c.endsWith('+')) return false;
  const { x, y } = pointOf(c);
  if (x < 1 || x > 11 || y < 1 || y > 11) return false;
  const corner = (x === 1 || x === 11) && (y === 1 || y === 11);
  return !corner;
}

export const isSea = (c: Cell): boolean => !isLand(c);

/** Every cell of the grid, north-west first, row by row. */
export const ALL_CELLS: readonly Cell[] = (() => {
  const out: Cell[] = [];
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) out.push(cellAt(x, y)!);
  return out;
})();

export const LAND: readonly Cell[] = ALL_CELLS.filter(isLand);

/** The cell reached from c by the displacement (dx, dy), or null off the grid. */
export function shift(c: Cell, dx: number, dy: number): Cell | null {
  const p = pointOf(c);
  return cellAt(p.x + dx, p.y + dy);
}

/** The eight directions, clockwise from north, as displacements (y grows south). */
export const DIRECTIONS: readonly Point[] = [
  { x: 0, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 0 }, { x: 1, y: 1 },
  { x: 0, y: 1 }, { x: -1, y: 1 }, { x: -1, y: 0 }, { x: -1, y: -1 },
];

/** The eight knight jumps ("ход конём", an L in any direction). */
export const KNIGHT_JUMPS: readonly Point[] = [
  { x: 1, y: -2 }, { x: 2, y: -1 }, { x: 2, y: 1 }, { x: 1, y: 2 },
  { x: -1, y: 2 }, { x: -2, y: 1 }, { x: -2, y: -1 }, { x: -1, y: -2 },
];

/** The cells around c (up to 8), clockwise from north. */
export function neighbours(c: Cell): Cell[] {
  const out: Cell[] = [];
  for (const d of DIRECTIONS) {
    const n = shift(c, d.x, d.y);
    if (n !== null) out.push(n);
  }
  return out;
}

export function areNeighbours(a: Cell, b: Cell): boolean {
  const p = pointOf(a), q = pointOf(b);
  return a !== b && Math.abs(p.x - q.x) <= 1 && Math.abs(p.y - q.y) <= 1;
}

// Sides: crew 0 south, 1 west, 2 north, 3 east.

/** The 9 berths of a side, in order along the shore (index 4 is the middle, the start). */
export function berths(side: number): Cell[] {
  const out: Cell[] = [];
  for (let i = 2; i <= 10; i++) {
    if (side === 0) out.push(cellAt(i, 12)!);
    if (side === 1) out.push(cellAt(0, i)!);
    if (side === 2) out.push(cellAt(i, 0)!);
    if (side === 3) out.push(cellAt(12, i)!);
  }
  return out;
}

/** The side whose berths include c, or -1. */
export function sideOf(c: Cell): number {
  for (let side = 0; side < 4; side++) if (berths(side).includes(c)) return side;
  return -1;
}

/** The land cell straight in front of a berth (the only landing cell, README ruling 1). */
export function frontOf(berth: Cell): Cell {
  const { x, y } = pointOf(berth);
  if (y === 12) return cellAt(x, 11)!;
  if (y === 0) return cellAt(x, 1)!;
  if (x === 0) return cellAt(1, y)!;
  return cellAt(11, y)!;
}
