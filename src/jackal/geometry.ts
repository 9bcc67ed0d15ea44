/**
 * Board geometry: the 13x13 grid, its land and sea, the four ship sides, and the
 * neighbour, knight and ray tables. Everything here is computed once at module load
 * into typed arrays; nothing in the engine computes coordinates in a hot path.
 *
 * Implementation notes. A cell is `y * 13 + x` with x = 0..12 west to east and
 * y = 0..12 north to south. Land is the inner 11x11 (x, y in 1..11) less its four
 * corners: 117 cells. Every other cell (the outer ring and the four inner corners)
 * is sea: 52 cells. Ships stand on sea cells of their own side, x (or y) in 2..10.
 *
 * Sides are numbered clockwise seen from above, starting at the south, which is
 * also the order crews take their turns: 0 south (white), 1 west (yellow),
 * 2 north (black), 3 east (red). Opposite sides differ by 2.
 */

export const SIZE = 13;
export const CELLS = SIZE * SIZE; // 169
/** Sentinel cell: "nowhere" (a dead pirate, an absent ship). Fits a Uint8. */
export const NO_CELL = 255;

/** Directions, clockwise from north. A quarter turn clockwise adds 2 (mod 8). */
export const N = 0, NE = 1, E = 2, SE = 3, S = 4, SW = 5, W = 6, NW = 7;
export const DIR_DX = Int8Array.of(0, 1, 1, 1, 0, -1, -1, -1);
export const DIR_DY = Int8Array.of(-1, -1, 0, 1, 1, 1, 0, -1);
/** Cell offset of one step in direction d (valid only where the step stays on the grid). */
export const DIR_DELTA = Int16Array.from(DIR_DX, (dx, d) => dx + DIR_DY[d] * SIZE);

export const KNIGHT_DX = Int8Array.of(1, 2, 2, 1, -1, -2, -2, -1);
export const KNIGHT_DY = Int8Array.of(-2, -1, 1, 2, 2, 1, -1, -2);

export const cellOf = (x: number, y: number): number => y * SIZE + x;
export const xOf = (cell: number): number => cell % SIZE;
export const yOf = (cell: number): number => (cell / SIZE) | 0;
export const onGrid = (x: number, y: number): boolean => x >= 0 && x < SIZE && y >= 0 && y < SIZE;

/** IS_LAND[cell] = 1 for the 117 island cells, 0 for sea. */
export const IS_LAND = new Uint8Array(CELLS);
/** The land cells in index order (117 entries). */
export const LAND_CELLS: Uint8Array = (() => {
  const out: number[] = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const inner = x >= 1 && x <= 11 && y >= 1 && y <= 11;
      const corner = (x === 1 || x === 11) && (y === 1 || y === 11);
      if (inner && !corner) {
        IS_LAND[cellOf(x, y)] = 1;
        out.push(cellOf(x, y));
      }
    }
  }
  return Uint8Array.from(out);
})();
export const LAND_COUNT = LAND_CELLS.length; // 117

/**
 * NEIGHBOURS[cell * 8 + d] = the cell one step away in direction d, or NO_CELL off
 * the grid. Swimmers and walkers both use it; what may be entered is the rules' call.
 */
export const NEIGHBOURS = new Uint8Array(CELLS * 8).fill(NO_CELL);
/** KNIGHT[cell * 8 + k] = the k-th knight jump from cell, or NO_CELL off the grid. */
export const KNIGHT = new Uint8Array(CELLS * 8).fill(NO_CELL);
for (let c = 0; c < CELLS; c++) {
  const x = xOf(c), y = yOf(c);
  for (let d = 0; d < 8; d++) {
    const nx = x + DIR_DX[d], ny = y + DIR_DY[d];
    if (onGrid(nx, ny)) NEIGHBOURS[c * 8 + d] = cellOf(nx, ny);
    const kx = x + KNIGHT_DX[d], ky = y + KNIGHT_DY[d];
    if (onGrid(kx, ky)) KNIGHT[c * 8 + d] = cellOf(kx, ky);
  }
}

/**
 * RAY_TO_SEA[cell * 8 + d] = the first sea cell met going from a land cell in
 * direction d (where a cannon ball lands its passenger); NO_CELL from sea cells.
 */
export const RAY_TO_SEA = new Uint8Array(CELLS * 8).fill(NO_CELL);
for (const c of LAND_CELLS) {
  for (let d = 0; d < 8; d++) {
    let x = xOf(c), y = yOf(c);
    for (;;) {
      x += DIR_DX[d]; y += DIR_DY[d];
      if (!onGrid(x, y)) break;
      if (!IS_LAND[cellOf(x, y)]) { RAY_TO_SEA[c * 8 + d] = cellOf(x, y); break; }
    }
  }
}

/** Side numbers, clockwise from the south. */
export const SOUTH = 0, WEST = 1, NORTH = 2, EAST = 3;
export const SIDE_NAMES = ['south', 'west', 'north', 'east'] as const;
/** Positions a ship may take along its side: index 0..8, the middle (start) is 4. */
export const SHIP_SLOTS = 9;
export const SHIP_START_SLOT = 4;

/** SIDE_CELLS[side * 9 + i] = the i-th sea cell of that side (x or y = 2 + i). */
export const SIDE_CELLS = new Uint8Array(4 * SHIP_SLOTS);
/** SHIP_FRONT[cell] = the land cell straight in front of a ship standing on cell, or NO_CELL. */
export const SHIP_FRONT = new Uint8Array(CELLS).fill(NO_CELL);
/** SHIP_SIDE[cell] = the side whose ship may stand on cell, or NO_CELL. */
export const SHIP_SIDE = new Uint8Array(CELLS).fill(NO_CELL);
/** SHIP_SLOT[cell] = index along the side (0..8) for ship cells, else NO_CELL. */
export const SHIP_SLOT = new Uint8Array(CELLS).fill(NO_CELL);
for (let i = 0; i < SHIP_SLOTS; i++) {
  const k = 2 + i;
  const sides: [number, number, number][] = [
    [SOUTH, cellOf(k, 12), cellOf(k, 11)],
    [WEST, cellOf(0, k), cellOf(1, k)],
    [NORTH, cellOf(k, 0), cellOf(k, 1)],
    [EAST, cellOf(12, k), cellOf(11, k)],
  ];
  for (const [side, sea, front] of sides) {
    SIDE_CELLS[side * SHIP_SLOTS + i] = sea;
    SHIP_FRONT[sea] = front;
    SHIP_SIDE[sea] = side;
    SHIP_SLOT[sea] = i;
  }
}

/** Names a cell in the engine's notation: file a..m (x), rank 1..13 counted from the south. */
export function cellName(cell: number): string {
  return String.fromCharCode(97 + xOf(cell)) + String(SIZE - yOf(cell));
}

/** Parses a cell name ("g2"); returns NO_CELL when it is not one. */
export function parseCell(name: string): number {
  const m = /^([a-m])(1[0-3]|[1-9])$/.exec(name.trim().toLowerCase());
  if (!m) return NO_CELL;
  return cellOf(m[1].charCodeAt(0) - 97, SIZE - Number(m[2]));
}
