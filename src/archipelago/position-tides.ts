/**
 * The position format's keys for Jolly Roger and the Isle of Tides (position.ts writes them
 * with `tidesToPosition`, position-read.ts reads them with `readTides`); each is written only
 * when it is not the default, so a base-game position is unchanged:
 *
 *   pieces.W1.up     true: the pirate sits up the palm on its cell (palm.ts)
 *   tortoise         { at: cell, crew, head: "N".."NW" | null } the elephant tortoise (tortoise.ts)
 *   tide             { cells: [cell, ...], tiles: [...] } the beach cells the tide took (now sea,
 *                    in grid order) and the tiles it put in the box, in the order taken: "kind" an open one (public), "closed:kind"
 *                    a face-down one, "closed" a face-down one this position does not know
 *   pending.wheels   [cell, ...] wheels passed this turn, to turn at its end (wheel.ts)
 *   pending.tideLeft picks the tide still owes (phase "tide")
 */

import { CELLS, cellName, parseCell } from './geometry.js';
import { CREW_NAMES, KNOWN, PIECES, REMOVED_N, TERRAIN, TIDE_LEFT, TORTOISE, TORTOISE_CREW, TORTOISE_HEAD, UP, WASHED, WHEEL_DUE, type State } from './state.js';
import { DIR_NAMES, pieceByName, pieceName } from './notation.js';
import { dealRemovals, WASHED_OPEN } from './tide.js';
import { KIND_NAMES, kindOf } from './tiles.js';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Adds the keys above to a position `o` (its `pieces` and `pending` already written). */
export function tidesToPosition(s: State, o: Obj): void {
  const v = s.v, pieces = o.pieces as Record<string, Obj>, pending = o.pending as Obj;
  for (let p = 0; p < PIECES; p++) if (((v[UP] >> p) & 1) !== 0 && pieces[pieceName(p)]) pieces[pieceName(p)].up = true;
  if (v[TORTOISE] !== 0) o.tortoise = { at: cellName(v[TORTOISE]), crew: CREW_NAMES[v[TORTOISE_CREW]], head: v[TORTOISE_HEAD] ? DIR_NAMES[v[TORTOISE_HEAD] - 1] : null };
  const cells: string[] = [];
  for (let c = 0; c < CELLS; c++) if ((s.u8[KNOWN + c] & WASHED) !== 0) cells.push(cellName(c));
  if (cells.length > 0) {
    const tiles: string[] = [];
    for (let i = dealRemovals(s); i < v[REMOVED_N]; i++) {
      const t = s.removed[i];
      tiles.push(t === 0 ? 'closed' : (t & WASHED_OPEN) !== 0 ? KIND_NAMES[kindOf(t)] : `closed:${KIND_NAMES[kindOf(t)]}`);
    }
    o.tide = { cells, tiles };
  }
  const wheels: string[] = [];
  for (let due = v[WHEEL_DUE]; due !== 0; due >>>= 8) wheels.push(cellName(due & 255));
  if (wheels.length > 0) pending.wheels = wheels;
  if (v[TIDE_LEFT] > 0) pending.tideLeft = v[TIDE_LEFT];
}

/** Reads the keys above into s (its cells, pieces and pending read); the first wrong field as [field, message], or null. */
export function readTides(s: State, o: Obj): [string, string] | null {
  const v = s.v;
  if (isObj(o.pieces)) {
    for (const [name, e] of Object.entries(o.pieces)) {
      if (!isObj(e) || e.up === undefined) continue;
      if (typeof e.up !== 'boolean') return [`pieces.${name}.up`, 'must be true or false'];
      if (e.up) v[UP] |= 1 << pieceByName(name);
    }
  }
  if (o.tortoise !== undefined && o.tortoise !== null) {
    const t = o.tortoise;
    if (!isObj(t)) return ['tortoise', 'must be null or { at, crew, head }'];
    const at = typeof t.at === 'string' ? parseCell(t.at) : -1, crew = CREW_NAMES.indexOf(String(t.crew));
    if (at <= 0) return ['tortoise.at', `must be a cell a1..p15, got ${JSON.stringify(t.at)}`];
    if (crew < 0) return ['tortoise.crew', `must be a crew (${CREW_NAMES.join(', ')}), got ${JSON.stringify(t.crew)}`];
    const head = t.head === null || t.head === undefined ? -1 : DIR_NAMES.indexOf(String(t.head));
    if (t.head !== null && t.head !== undefined && head < 0) return ['tortoise.head', `must be null or one of ${DIR_NAMES.join(', ')}`];
    v[TORTOISE] = at; v[TORTOISE_CREW] = crew; v[TORTOISE_HEAD] = head + 1;
  }
  return readTide(s, o) ?? readPendingTides(s, o.pending);
}

function readTide(s: State, o: Obj): [string, string] | null {
  if (o.tide === undefined) return null;
  const t = o.tide;
  if (!isObj(t) || !Array.isArray(t.cells) || !Array.isArray(t.tiles) || t.cells.length !== t.tiles.length) return ['tide', 'must be { cells: [...], tiles: [...] } of one length'];
  for (let i = 0; i < t.cells.length; i++) {
    const c = typeof t.cells[i] === 'string' ? parseCell(t.cells[i] as string) : -1;
    if (c < 0) return [`tide.cells[${i}]`, `must be a cell a1..p15, got ${JSON.stringify(t.cells[i])}`];
    if (s.u8[TERRAIN + c] !== 0) return [`tide.cells[${i}]`, 'is land: a washed cell is sea'];
    s.u8[KNOWN + c] |= WASHED;
    const m = typeof t.tiles[i] === 'string' ? /^(closed)?(?::?([a-z0-9]+))?$/.exec(t.tiles[i] as string) : null;
    const k = m && m[2] ? KIND_NAMES.indexOf(m[2]) : m && m[1] ? 0 : -1;
    if (!m || k < 0 || (!m[1] && k === 0)) return [`tide.tiles[${i}]`, `must be a kind, "closed:<kind>" or "closed", got ${JSON.stringify(t.tiles[i])}`];
    if (removalsFull(s)) return ['tide', 'more tiles in the box than the state holds'];
    s.removed[s.v[REMOVED_N]++] = m[1] ? k : k | WASHED_OPEN;
  }
  return null;
}

const removalsFull = (s: State): boolean => s.v[REMOVED_N] >= s.removed.length;

function readPendingTides(s: State, x: unknown): [string, string] | null {
  if (!isObj(x)) return null;
  if (x.wheels !== undefined) {
    if (!Array.isArray(x.wheels) || x.wheels.length > 3) return ['pending.wheels', 'must be a list of up to 3 cells'];
    let due = 0;
    for (let i = 0; i < x.wheels.length; i++) {
      const c = typeof x.wheels[i] === 'string' ? parseCell(x.wheels[i] as string) : -1;
      if (c <= 0) return [`pending.wheels[${i}]`, `must be a cell a1..p15, got ${JSON.stringify(x.wheels[i])}`];
      due |= c << (8 * i);
    }
    s.v[WHEEL_DUE] = due;
  }
  if (x.tideLeft !== undefined) {
    const n = x.tideLeft;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 3) return ['pending.tideLeft', `must be a whole number from 0 to 3, got ${JSON.stringify(n)}`];
    s.v[TIDE_LEFT] = n;
  }
  return null;
}
