/**
 * The Archipelago grid: an island laid from square tiles (layout.ts) in a sea of
 * W x H cells. Cell index = y * W + x, x the column (a..p, west to east), y the row (1..15,
 * north to south). The picture of a layout is laid at column and row 2, so at least two sea
 * cells surround every island and ships can sail round it. Cell 255 is never a cell (the
 * state uses 240..243 for "aboard ship k" and 255 for "none").
 *
 * Directions are numbered clockwise from north: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW;
 * a quarter turn clockwise adds 2.
 */

export const W = 16, H = 15, CELLS = W * H;
/** Where a layout's picture starts (column and row of its first character). */
export const MARGIN = 2;
/** The largest picture that keeps the margin on every side. */
export const MAX_ROWS = H - 2 * MARGIN, MAX_COLS = W - 2 * MARGIN;
export const NONE = 255;

export const DX = Int8Array.of(0, 1, 1, 1, 0, -1, -1, -1);
export const DY = Int8Array.of(-1, -1, 0, 1, 1, 1, 0, -1);
/** The knight's eight jumps (dx, dy). */
export const KNIGHT_DX = Int8Array.of(1, 2, 2, 1, -1, -2, -2, -1);
export const KNIGHT_DY = Int8Array.of(-2, -1, 1, 2, 2, 1, -1, -2);

/** The cell (x + dx, y + dy), or -1 off the grid. */
export function offset(c: number, dx: number, dy: number): number {
  const x = (c % W) + dx, y = ((c / W) | 0) + dy;
  return x < 0 || y < 0 || x >= W || y >= H ? -1 : y * W + x;
}

/** STEP[c * 8 + d]: the neighbour of c in direction d, or -1 off the grid. */
export const STEP = new Int16Array(CELLS * 8);
/** KNIGHT[c * 8 + k]: the knight jump k from c, or -1 off the grid. */
export const KNIGHT = new Int16Array(CELLS * 8);
for (let c = 0; c < CELLS; c++) {
  for (let d = 0; d < 8; d++) {
    STEP[c * 8 + d] = offset(c, DX[d], DY[d]);
    KNIGHT[c * 8 + d] = offset(c, KNIGHT_DX[d], KNIGHT_DY[d]);
  }
}

/** The direction 0..7 of a unit step (dx, dy), or -1. */
export function dirOf(dx: number, dy: number): number {
  for (let d = 0; d < 8; d++) if (DX[d] === dx && DY[d] === dy) return d;
  return -1;
}

/** `a1` (north-west corner) .. `p15`. */
export const cellName = (c: number): string => `${String.fromCharCode(97 + (c % W))}${((c / W) | 0) + 1}`;

/** A cell from its name, or -1. */
export function parseCell(text: string): number {
  const m = /^([a-p])(\d{1,2})$/.exec(text.trim().toLowerCase());
  if (!m) return -1;
  const x = m[1].charCodeAt(0) - 97, y = Number(m[2]) - 1;
  return y >= 0 && y < H ? y * W + x : -1;
}
