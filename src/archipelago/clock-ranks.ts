/**
 * The clockwise ranks of an island's cells, recomputed in place when the tide shrinks it
 * (tide.ts `wash`): the same ranks as layout.ts `clockRanks` (cells ordered by their bearing
 * clockwise from the north mark, nearer first on one bearing, then by index), written into
 * the state's CLOCK bytes without allocating.
 *
 * Implementation notes. `clockRanks` builds an object and a key pair per cell and sorts them
 * with Array.prototype.sort: about 240 small allocations a call, on the path of a move (a
 * washed tile). Here the keys go into module scratch arrays and an insertion sort orders the
 * cell indices (240 cells, three calls a game at most: at most 28,680 comparisons each). The
 * order compared is total (the cell index breaks ties), so any correct sort gives the same
 * ranks; the keys are computed with the same operations in the same order as clockRanks, so
 * they are the same doubles.
 */

import * as geometryModule from './geometry.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS, W } = geometryModule;

/** Per cell: its bearing clockwise from the north mark (radians, [0, 2π)) and its squared distance from the land's centre. */
const bearing = new Float64Array(CELLS), dist2 = new Float64Array(CELLS);
/** The cells in rank order (CELLS <= 256, so a byte each). */
const order = new Uint8Array(CELLS);

/** True when cell a ranks before cell b (layout.ts clockRanks' comparison). */
function before(a: number, b: number): boolean {
  const da = bearing[a] - bearing[b];
  if (da !== 0) return da < 0;
  const dd = dist2[a] - dist2[b];
  return dd !== 0 ? dd < 0 : a < b;
}

/**
 * Writes into u8[out .. out + CELLS) the rank of every cell clockwise round the land of
 * u8[terrain .. terrain + CELLS) (a byte a cell, 0 sea), from the north mark (nx, ny) in grid
 * coordinates: equal to layout.ts `clockRanks(terrain, nx, ny)`. The land must not be empty.
 * Allocates nothing.
 */
export function writeClockRanks(u8: Uint8Array, terrain: number, nx: number, ny: number, out: number): void {
  let sx = 0, sy = 0, n = 0;
  for (let c = 0; c < CELLS; c++) if (u8[terrain + c] !== 0) { sx += c % W; sy += (c / W) | 0; n++; }
  const cx = sx / n, cy = sy / n;
  const north = Math.atan2(nx - cx, -(ny - cy));
  for (let c = 0; c < CELLS; c++) {
    const dx = (c % W) - cx, dy = ((c / W) | 0) - cy;
    let a = Math.atan2(dx, -dy) - north;
    while (a < -1e-9) a += 2 * Math.PI;
    while (a >= 2 * Math.PI - 1e-9) a -= 2 * Math.PI;
    bearing[c] = a;
    dist2[c] = dx * dx + dy * dy;
  }
  for (let i = 0; i < CELLS; i++) {
    let j = i;
    while (j > 0 && before(i, order[j - 1])) { order[j] = order[j - 1]; j--; }
    order[j] = i;
  }
  for (let i = 0; i < CELLS; i++) u8[out + order[i]] = i;
}
