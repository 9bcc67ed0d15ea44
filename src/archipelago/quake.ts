/**
 * The Archipelago's earthquake after its two picks (line 930, docs/RULES.md A-R16): the two
 * cells swap their tiles, and the player may turn the arrows it moved ("Можно менять
 * направление стрелок").
 *
 * Implementation notes. The ruling (designed where the text is silent): only the arrows on
 * the two swapped cells turn, and only face-up ones: a face-down tile's kind is unknown to
 * the player, and line 1212 forbids turning a face-down tile to suit. Each such arrow with
 * more than one distinct orientation owes a decision, the first pick's cell first; a
 * four-way arrow (all turns alike) owes none. The cells owing one wait in V[QUAKE_TURN]
 * (state.ts), packed a byte each, the low byte deciding now (cell 0, a1, is always sea, so
 * 0 means none); PHASE stays Quake until they are decided. The decision is MoveKind.Turn
 * (moves.ts): arg the cell, the piece field the quarter turns the arrow will lie with,
 * listed the present orientation first ("keep"), then the others clockwise. Allocates nothing.
 */

import * as geometryModule from './geometry.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import * as rulesModule from './rules.js';
import { Phase, type State } from './state.js';
import * as stateModule from './state.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { cellName, parseCell } = geometryModule;
const { move } = movesModule;
const { isLand } = rulesModule;
const { KNOWN, PHASE, QUAKE_FIRST, QUAKE_TURN, SEEN, TERRAIN, TILE, WHEEL_DUE } = stateModule;
const { arrowDirs, ARROW_MASK, kindOf, turnsOf } = tilesModule;

/** The two picked cells swap everything the tiles carry: backs, tiles, records, peeks, the face-down tiles. */
export function swapCells(s: State, a: number, b: number): void {
  swapByte(s, TERRAIN, a, b); swapByte(s, TILE, a, b); swapByte(s, SEEN, a, b); swapByte(s, KNOWN, a, b);
  const u = s.under[a]; s.under[a] = s.under[b]; s.under[b] = u;
}

/**
 * A wheel passed this turn and then moved by the earthquake still turns at the turn's end where
 * it now lies (line 1012 "В конце вашего хода поверните эту клетку": the tile, not the place):
 * the marks in V[WHEEL_DUE] (a cell a byte, wheel.ts) follow the swap.
 */
function moveWheelMarks(s: State, a: number, b: number): void {
  let marks = 0;
  for (let due = s.v[WHEEL_DUE], shift = 0; due !== 0; due >>>= 8, shift += 8) {
    const c = due & 255;
    marks |= (c === a ? b : c === b ? a : c) << shift;
  }
  s.v[WHEEL_DUE] = marks;
}

function swapByte(s: State, off: number, a: number, b: number): void {
  const t = s.u8[off + a]; s.u8[off + a] = s.u8[off + b]; s.u8[off + b] = t;
}

/** Whether the tile byte t is a face-up arrow with more than one distinct orientation. */
export const mayTurn = (t: number): boolean => t !== 0 && ARROW_MASK[kindOf(t)] !== 0 && distinctTurns(t) > 1;

/** Distinct orientations of an arrow tile byte (1, 2 or 4). */
function distinctTurns(t: number): number {
  const k = kindOf(t);
  if (arrowDirs(k | (1 << 6)) === arrowDirs(k)) return 1;
  return arrowDirs(k | (2 << 6)) === arrowDirs(k) ? 2 : 4;
}

/**
 * The earthquake's second pick b (its first in QUAKE_FIRST): swaps the cells and queues the
 * swapped face-up arrows that may turn. Returns whether a decision is owed (PHASE stays Quake).
 */
export function quakeSwap(s: State, b: number): boolean {
  const a = s.v[QUAKE_FIRST];
  swapCells(s, a, b);
  moveWheelMarks(s, a, b);
  s.v[QUAKE_FIRST] = -1;
  let due = 0, shift = 0;
  if (mayTurn(s.u8[TILE + a])) { due = a; shift = 8; }
  if (mayTurn(s.u8[TILE + b])) due |= b << shift;
  s.v[QUAKE_TURN] = due;
  return due !== 0;
}

/** The orientations of the arrow deciding now (QUAKE_TURN's low byte), its present one first; n moves already in out. */
export function arrowTurns(s: State, out: Int32Array | null, n: number): number {
  const c = s.v[QUAKE_TURN] & 255, t = s.u8[TILE + c], r0 = turnsOf(t), count = distinctTurns(t);
  for (let i = 0; i < count; i++) { // turns r0 .. r0 + count - 1 are pairwise distinct (the pattern repeats with period count)
    if (out) out[n] = move(MoveKind.Turn, (r0 + i) & 3, c);
    n++;
  }
  return n;
}

/** The arrow on c is laid with `turns` quarter turns; returns whether another arrow still owes its decision. */
export function turnArrow(s: State, c: number, turns: number): boolean {
  s.u8[TILE + c] = kindOf(s.u8[TILE + c]) | (turns << 6);
  s.v[QUAKE_TURN] >>>= 8;
  return s.v[QUAKE_TURN] !== 0;
}

/** The state checker's part: the queued cells hold face-up arrows that may turn, only in PHASE Quake after the picks. */
export function quakeCheck(s: State, bad: string[]): void {
  const due = s.v[QUAKE_TURN];
  if (due === 0) return;
  const ph = s.v[PHASE];
  if ((ph !== Phase.Quake && ph !== Phase.Over) || s.v[QUAKE_FIRST] >= 0 || due >>> 16 !== 0 || (due & 255) === due >>> 8) bad.push(`quake: arrows ${due} due to turn in phase ${ph} (first pick ${s.v[QUAKE_FIRST]})`);
  for (let d = due; d !== 0; d >>>= 8) {
    const c = d & 255;
    if (!isLand(s, c) || !mayTurn(s.u8[TILE + c])) bad.push(`quake: ${cellName(c)} due to turn holds no face-up arrow that turns`);
  }
}

/** Writes pending.quakeArrows (the cells still to turn, in order) when any are due. */
export function quakeToPosition(s: State, pending: Record<string, unknown>): void {
  const cells: string[] = [];
  for (let d = s.v[QUAKE_TURN]; d !== 0; d >>>= 8) cells.push(cellName(d & 255));
  if (cells.length > 0) pending.quakeArrows = cells;
}

/** Reads pending.quakeArrows (absent: none); the wrong field as [field, message], or null. */
export function readQuakeArrows(s: State, x: unknown): [string, string] | null {
  if (x === undefined || x === null) return null;
  if (!Array.isArray(x) || x.length > 2) return ['pending.quakeArrows', 'must be a list of up to 2 cells'];
  let due = 0;
  for (let i = 0; i < x.length; i++) {
    const c = typeof x[i] === 'string' ? parseCell(x[i] as string) : -1;
    if (c <= 0) return [`pending.quakeArrows[${i}]`, `must be a cell a1..p15, got ${JSON.stringify(x[i])}`];
    due |= c << (8 * i);
  }
  s.v[QUAKE_TURN] = due;
  return null;
}
