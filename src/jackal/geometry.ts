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
 *
 * The outer lane (the original expansion's second sea lane, docs/RULES.md X-R15): one
 * sea cell beyond each of the 36 berths, two cells off the shore, numbered after the
 * grid: OUTER_BASE + side * 9 + slot (169..204, still a byte below NO_CELL). Only
 * vessels and those aboard stand there. The grid's own tables (NEIGHBOURS, KNIGHT,
 * RAY_TO_SEA) never name an outer cell, so a game without the expansion never meets
 * one; the per-cell tables below are sized LANE_END so they may be read at one.
 */

export const SIZE = 13;
export const CELLS = SIZE * SIZE; // 169
/** SIZE for this module's cell arithmetic: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const side = SIZE;
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

export const cellOf = (x: number, y: number): number => y * side + x;
export const xOf = (cell: number): number => cell % side;
export const yOf = (cell: number): number => (cell / side) | 0;
export const onGrid = (x: number, y: number): boolean => x >= 0 && x < side && y >= 0 && y < side;

/** Positions a ship may take along its side: index 0..8, the middle (start) is 4. */
export const SHIP_SLOTS = 9;
export const SHIP_START_SLOT = 4;
/** First outer-lane cell; outer cells are OUTER_BASE .. LANE_END - 1. */
export const OUTER_BASE = CELLS;
/** One past the last outer-lane cell (205): the size of the per-cell tables that outer cells may index. */
export const LANE_END = OUTER_BASE + 4 * SHIP_SLOTS;

/** IS_LAND[cell] = 1 for the 117 island cells, 0 for sea (outer cells included). */
export const IS_LAND = new Uint8Array(LANE_END);
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
 * SWIMS[cell * 8 + i], i < SWIM_COUNT[cell]: the sea cells of the grid next to sea cell
 * `cell`, in direction order (N, NE, .. NW, as NEIGHBOURS): where a swimmer may go (rules
 * README ruling 2), listed without the land and off-grid neighbours. 0 entries for land.
 */
export const SWIMS = new Uint8Array(CELLS * 8).fill(NO_CELL);
export const SWIM_COUNT = new Uint8Array(CELLS);
for (let c = 0; c < CELLS; c++) {
  if (IS_LAND[c] === 1) continue;
  for (let d = 0; d < 8; d++) {
    const to = NEIGHBOURS[c * 8 + d];
    if (to !== NO_CELL && IS_LAND[to] === 0) SWIMS[c * 8 + SWIM_COUNT[c]++] = to;
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
/** SIDE_CELLS[side * 9 + i] = the i-th sea cell of that side (x or y = 2 + i). */
export const SIDE_CELLS = new Uint8Array(4 * SHIP_SLOTS);
/** SHIP_FRONT[cell] = the land cell straight in front of a ship standing on cell, or NO_CELL (outer cells too: no land is in front). */
export const SHIP_FRONT = new Uint8Array(LANE_END).fill(NO_CELL);
/** SHIP_SIDE[cell] = the side whose ship may stand on cell (a berth, or with the expansion an outer cell), or NO_CELL. */
export const SHIP_SIDE = new Uint8Array(LANE_END).fill(NO_CELL);
/** SHIP_SLOT[cell] = index along the side (0..8) for berths and outer cells, else NO_CELL. */
export const SHIP_SLOT = new Uint8Array(LANE_END).fill(NO_CELL);
/** LANE_PARTNER[cell] = the outer cell beyond a berth, or the berth inside an outer cell; NO_CELL elsewhere. */
export const LANE_PARTNER = new Uint8Array(LANE_END).fill(NO_CELL);
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
    const outer = OUTER_BASE + side * SHIP_SLOTS + i;
    SHIP_SIDE[outer] = side;
    SHIP_SLOT[outer] = i;
    LANE_PARTNER[sea] = outer;
    LANE_PARTNER[outer] = sea;
  }
}

/** True for an outer-lane cell. */
export const isOuter = (cell: number): boolean => cell >= OUTER_BASE && cell < LANE_END;

/**
 * FRAME_X/FRAME_Y[cell]: where each cell lies on the 15x15 frame round the grid, in grid
 * coordinates -1..13: a grid cell at its own x, y; the outer cell beyond south berth
 * x = 2 + i at x 2 + i, y 13, and so on round (west x -1, north y -1, east x 13). For
 * distances that count the outer lane (the bots' king distance).
 */
export const FRAME_X = new Int8Array(LANE_END), FRAME_Y = new Int8Array(LANE_END);
const frameCell = new Map<number, number>();
for (let c = 0; c < LANE_END; c++) {
  let x: number, y: number;
  if (c < CELLS) { x = xOf(c); y = yOf(c); } else {
    const side = SHIP_SIDE[c], k = 2 + SHIP_SLOT[c];
    [x, y] = side === SOUTH ? [k, SIZE] : side === WEST ? [-1, k] : side === NORTH ? [k, -1] : [SIZE, k];
  }
  FRAME_X[c] = x; FRAME_Y[c] = y;
  frameCell.set((y + 1) * 16 + x + 1, c);
}

/**
 * LANE_NEIGHBOURS[cell * 8 + d] = the cell one step away in direction d among the grid
 * and the outer lane (NEIGHBOURS plus the outer cells), or NO_CELL. Only games with the
 * expansion use it: swimmers reaching a vessel in the outer lane, pirates crossing
 * between vessels.
 */
export const LANE_NEIGHBOURS = new Uint8Array(LANE_END * 8).fill(NO_CELL);
/**
 * VESSEL_STEPS[cell * 8 + d] = where a vessel on a berth or outer cell goes one step in
 * direction d without leaving its side's two lanes, or NO_CELL (the expansion). Even d
 * are straight steps (along the lane, or across to the other lane), odd d diagonal ones.
 */
export const VESSEL_STEPS = new Uint8Array(LANE_END * 8).fill(NO_CELL);
for (let c = 0; c < LANE_END; c++) {
  for (let d = 0; d < 8; d++) {
    const to = frameCell.get((FRAME_Y[c] + DIR_DY[d] + 1) * 16 + FRAME_X[c] + DIR_DX[d] + 1);
    if (to === undefined) continue;
    LANE_NEIGHBOURS[c * 8 + d] = to;
    if (SHIP_SIDE[c] !== NO_CELL && SHIP_SIDE[to] === SHIP_SIDE[c]) VESSEL_STEPS[c * 8 + d] = to;
  }
}
/**
 * Names a cell in the engine's notation: file a..m (x), rank 1..13 counted from the
 * south; an outer-lane cell is its berth's name with `+` ("g1+", beyond berth g1).
 */
export function cellName(cell: number): string {
  if (cell >= OUTER_BASE && cell < LANE_END) return cellName(LANE_PARTNER[cell]) + '+';
  return String.fromCharCode(97 + xOf(cell)) + String(SIZE - yOf(cell));
}

/**
 * Parses a cell name ("g2", or an outer-lane cell "g1+" beyond a berth); returns
 * NO_CELL when it is not one. Callers that take only grid cells test `>= OUTER_BASE`.
 */
export function parseCell(name: string): number {
  const m = /^([a-m])(1[0-3]|[1-9])(\+?)$/.exec(name.trim().toLowerCase());
  if (!m) return NO_CELL;
  const c = cellOf(m[1].charCodeAt(0) - 97, SIZE - Number(m[2]));
  return m[3] === '' ? c : LANE_PARTNER[c];
}
