/**
 * Island layouts: the designed pictures of islands 1-10 (layouts/island-N.json) and any
 * layout a user writes (the text allows own islands, line 1144), read from plain JSON with
 * field errors. The file format (docs/ARCHIPELAGO.md, "Layout files"):
 *
 *   island  a whole number naming the island (1-10 for the designed ones)
 *   boxes   1..9: the island is laid from the tiles of boxes 1..boxes (line 1134); or a list
 *           of box numbers holding box 1, any others (line 1138 "any boxes"; tiles.boxSet)
 *   rows    the picture, north up: one string a row, all of one length, at most 11 rows of
 *           12 characters; `.` sea, `M` mountain, `F` forest, `B` beach (the tile backs,
 *           line 658). The cells of each back must be exactly the tiles of that back in the
 *           boxes less those removed at random (4 + (N-1) mountain, 3 + (N-1) forest,
 *           2 + (N-1) beach for N boxes); the land must be one piece with no enclosed sea (a hole)
 *   north   optional [row, col] in picture coordinates (fractions and points outside the
 *           picture allowed): the island's north mark, from which the bear counts clockwise
 *           (line 900); default above the middle of the picture
 *   berths  optional [[row, col], ...]: the sea cells where ships may be placed, each sharing
 *           a side with a beach cell (line 1190); default every such cell
 */

// The designed islands are data bundled with the code (JSON imports), so a browser page can lay
// them; only a user's own layout file (readLayoutFile, Node only) is read with node:fs.
import island1 from './layouts/island-1.json' with { type: 'json' };
import island2 from './layouts/island-2.json' with { type: 'json' };
import island3 from './layouts/island-3.json' with { type: 'json' };
import island4 from './layouts/island-4.json' with { type: 'json' };
import island5 from './layouts/island-5.json' with { type: 'json' };
import island6 from './layouts/island-6.json' with { type: 'json' };
import island7 from './layouts/island-7.json' with { type: 'json' };
import island8 from './layouts/island-8.json' with { type: 'json' };
import island9 from './layouts/island-9.json' with { type: 'json' };
import island10 from './layouts/island-10.json' with { type: 'json' };
import { fileProblem } from '../core/file-problem.js';
import { readJsonFile } from '../core/text-file.js';
import type { FieldError } from '../core/game.js';
import * as geometryModule from './geometry.js';
import { Back } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS, MARGIN, MAX_COLS, MAX_ROWS, STEP, W } = geometryModule;
const { BACK_CHARS, BACK_NAMES, BOXES, boxList, boxSet, laidCount } = tilesModule;

export interface Layout {
  island: number;
  /** The box set (tiles.ts): N for boxes 1..N, or LIST_MARK | mask. */
  boxes: number;
  /** Per grid cell: Back.* (0 sea). */
  terrain: Uint8Array;
  /** Per grid cell: 1 where a ship may be placed. */
  berth: Uint8Array;
  /** Per grid cell: its rank clockwise from the north mark round the island's centre (0 first). */
  clock: Uint8Array;
  /** The north mark in grid coordinates (x = column, y = row). */
  northX: number;
  northY: number;
}

const bad = (field: string, message: string): FieldError => ({ code: 'bad-layout', field, message });
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
/**
 * The north mark's coordinates, in grid cells either way, at most this far out: a point far
 * outside gives a bearing as well as a near one, and the state keeps it in sixteenths in a
 * 32-bit word (position-read.ts), where 1e9 wrapped round to another bearing.
 */
export const NORTH_MAX = 1e6;

const isPair = (x: unknown): x is [number, number] => Array.isArray(x) && x.length === 2 && x.every((v) => typeof v === 'number' && Number.isFinite(v));

/** A layout from plain data, or the first field that is wrong. */
export function readLayout(input: unknown): Layout | FieldError {
  if (!isObject(input)) return bad('layout', 'must be a JSON object with island, boxes and rows');
  for (const k of Object.keys(input)) if (!['island', 'boxes', 'rows', 'north', 'berths'].includes(k)) return bad(k, 'not a layout field (island, boxes, rows, north, berths)');
  const { island, rows } = input;
  if (typeof island !== 'number' || !Number.isInteger(island) || island < 1) return bad('island', `must be a whole number from 1, got ${JSON.stringify(island)}`);
  const boxes = readBoxes(input.boxes);
  if (typeof boxes === 'string') return bad('boxes', boxes);
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > MAX_ROWS) return bad('rows', `must be 1..${MAX_ROWS} strings`);
  const terrain = new Uint8Array(CELLS);
  const width = typeof rows[0] === 'string' ? rows[0].length : 0;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (typeof row !== 'string') return bad(`rows[${r}]`, 'must be a string');
    if (row.length !== width || width === 0 || width > MAX_COLS) return bad(`rows[${r}]`, `must have ${width > 0 && width <= MAX_COLS ? width : `1..${MAX_COLS}`} characters like rows[0], got ${row.length}`);
    for (let c = 0; c < width; c++) {
      const b = BACK_CHARS.indexOf(row[c]);
      if (b < 0) return bad(`rows[${r}][${c}]`, `unknown terrain ${JSON.stringify(row[c])}: use . sea, M mountain, F forest, B beach`);
      terrain[(r + MARGIN) * W + c + MARGIN] = b;
    }
  }
  const shape = checkShape(terrain, width);
  if (shape) return shape;
  for (let b = Back.Mountain; b <= Back.Beach; b++) {
    let n = 0;
    for (let c = 0; c < CELLS; c++) if (terrain[c] === b) n++;
    const want = laidCount(boxes, b);
    if (n !== want) return bad('rows', `${n} ${BACK_NAMES[b]} cells; boxes ${boxList(boxes).join(',')} lay ${want} ${BACK_NAMES[b]} tiles after the removals`);
  }
  const berth = new Uint8Array(CELLS);
  if (input.berths === undefined) {
    for (let c = 0; c < CELLS; c++) if (terrain[c] === Back.Sea && againstBeach(terrain, c)) berth[c] = 1;
  } else {
    if (!Array.isArray(input.berths)) return bad('berths', 'must be a list of [row, col] pairs');
    for (let i = 0; i < input.berths.length; i++) {
      const p: unknown = input.berths[i];
      if (!isPair(p) || !Number.isInteger(p[0]) || !Number.isInteger(p[1])) return bad(`berths[${i}]`, 'must be a [row, col] pair of whole numbers');
      const y: number = p[0] + MARGIN, x: number = p[1] + MARGIN, c = y * W + x;
      if (x < 0 || y < 0 || x >= W || y * W + x >= CELLS) return bad(`berths[${i}]`, `[${p[0]}, ${p[1]}] is off the grid`);
      if (terrain[c] !== Back.Sea) return bad(`berths[${i}]`, `[${p[0]}, ${p[1]}] is land, not sea`);
      if (!againstBeach(terrain, c)) return bad(`berths[${i}]`, `[${p[0]}, ${p[1]}] is off the beach: a ship is placed only against beach (line 1190)`);
      berth[c] = 1;
    }
  }
  let berths = 0;
  for (let c = 0; c < CELLS; c++) berths += berth[c];
  if (berths < 4) return bad('berths', `${berths} berths; four ships need at least 4`);
  let northX = MARGIN + (width - 1) / 2, northY = MARGIN - 1;
  if (input.north !== undefined) {
    if (!isPair(input.north)) return bad('north', 'must be a [row, col] pair of numbers');
    const far = input.north.findIndex((z) => Math.abs(z) > NORTH_MAX);
    if (far >= 0) return bad(`north[${far}]`, `must be from -${NORTH_MAX} to ${NORTH_MAX} (picture cells; any bearing is within reach), got ${input.north[far]}`);
    northY = input.north[0] + MARGIN; northX = input.north[1] + MARGIN;
  }
  return { island, boxes, terrain, berth, clock: clockRanks(terrain, northX, northY), northX, northY };
}

/** A layout's `boxes`: N (boxes 1..N) or a list of box numbers; the box set or an error message. */
export function readBoxes(x: unknown): number | string {
  if (typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= BOXES) return x;
  if (Array.isArray(x) && x.length > 0) return boxSet(x);
  return `must be 1..${BOXES} (boxes 1-4 the base game, 5-9 the expansions) or a list of box numbers with box 1, got ${JSON.stringify(x)}`;
}

/** Sea cells sharing a side with a beach cell. */
function againstBeach(terrain: Uint8Array, c: number): boolean {
  for (let d = 0; d < 8; d += 2) { const n = STEP[c * 8 + d]; if (n >= 0 && terrain[n] === Back.Beach) return true; }
  return false;
}

/** One piece of land (8-connected), and every sea cell joined by sides to the open sea. */
function checkShape(terrain: Uint8Array, width: number): FieldError | null {
  const seen = new Uint8Array(CELLS), queue = new Int16Array(CELLS);
  let head = 0, tail = 0;
  queue[tail++] = 0; seen[0] = 1; // cell a1 is always sea (the margin)
  while (head < tail) {
    const c = queue[head++];
    for (let d = 0; d < 8; d += 2) { const n = STEP[c * 8 + d]; if (n >= 0 && !seen[n] && terrain[n] === Back.Sea) { seen[n] = 1; queue[tail++] = n; } }
  }
  for (let c = 0; c < CELLS; c++) {
    if (terrain[c] === Back.Sea && !seen[c]) return bad(`rows[${((c / W) | 0) - MARGIN}][${(c % W) - MARGIN}]`, 'a hole: this sea cell is enclosed by land');
  }
  let first = -1, land = 0;
  for (let c = 0; c < CELLS; c++) if (terrain[c] !== Back.Sea) { land++; if (first < 0) first = c; }
  head = tail = 0; queue[tail++] = first; seen[first] = 2;
  while (head < tail) {
    const c = queue[head++];
    for (let d = 0; d < 8; d++) { const n = STEP[c * 8 + d]; if (n >= 0 && seen[n] !== 2 && terrain[n] !== Back.Sea) { seen[n] = 2; queue[tail++] = n; } }
  }
  return tail === land ? null : bad('rows', `the land is not one piece (${tail} of ${land} cells joined to the first; width ${width})`);
}

/** Ranks of every cell clockwise round the land's centre, starting from the north mark; nearer first on one bearing. */
export function clockRanks(terrain: Uint8Array, nx: number, ny: number): Uint8Array {
  let sx = 0, sy = 0, n = 0;
  for (let c = 0; c < CELLS; c++) if (terrain[c] !== Back.Sea) { sx += c % W; sy += (c / W) | 0; n++; }
  const cx = sx / n, cy = sy / n;
  const north = Math.atan2(nx - cx, -(ny - cy)); // bearing of the mark, clockwise from up
  const key = (c: number): [number, number] => {
    const dx = (c % W) - cx, dy = ((c / W) | 0) - cy;
    let a = Math.atan2(dx, -dy) - north;
    while (a < -1e-9) a += 2 * Math.PI;
    while (a >= 2 * Math.PI - 1e-9) a -= 2 * Math.PI;
    return [a, dx * dx + dy * dy];
  };
  const order = Array.from({ length: CELLS }, (_, c) => c).map((c) => ({ c, k: key(c) }));
  order.sort((p, q) => p.k[0] - q.k[0] || p.k[1] - q.k[1] || p.c - q.c);
  const clock = new Uint8Array(CELLS);
  order.forEach((o, i) => { clock[o.c] = i; });
  return clock;
}

const DESIGNED: readonly unknown[] = [island1, island2, island3, island4, island5, island6, island7, island8, island9, island10];

/** Islands 1-4 the base game's, 5-10 need the expansions (line 1286); island 10 lays all nine boxes, like island 9 (there is no tenth box). */
export const DESIGNED_ISLANDS = 10;
const CACHE = new Map<number, Layout>();

/** Designed island n (1..10), read and checked once. */
export function designedIsland(n: number): Layout {
  let l = CACHE.get(n);
  if (!l) {
    const r = readLayout(DESIGNED[n - 1]);
    if ('code' in r) throw new Error(`layouts/island-${n}.json: ${r.field}: ${r.message}`);
    CACHE.set(n, (l = r));
  }
  return l;
}

/** A layout file's contents, or an error naming the file's field. */
export function readLayoutFile(path: string): Layout | FieldError {
  let data: unknown;
  try { data = readJsonFile(path); } catch (e) { return bad('layout', fileProblem(path, e)); }
  const r = readLayout(data);
  return 'code' in r ? { ...r, field: `layout.${r.field}` } : r;
}
