/**
 * The elephant tortoise (the Jolly Roger box, full-rules-ru.txt lines 1018-1028): a figure
 * set on its tile when found. It walks after the player who found it, along the island's
 * edge cells, clockwise, one cell a turn (line 1022); it opens no closed tile, attacks no one
 * and no one attacks it, tiles and abilities do not act on it, the bear does not notice it
 * (line 1024); swimmers may climb out of the water onto its cell if no other character is
 * there (line 1026; any swimmer, A-J5); found inland, it first walks to an edge cell (line 1028).
 *
 * Designed: it walks at the end of each turn of the crew that found it, that turn included
 * (as the bear walks at once when woken, line 898). An edge cell is a land cell with sea
 * among its eight neighbours (`onShore`). Clockwise
 * along the edge is the left-hand wall walk with the sea on the left: from the direction
 * back-left of its last step, turning clockwise, it takes the first land cell after a sea
 * cell (two neighbours adjacent in that turn share a side, so that cell touches the sea too
 * and is an edge cell). With no last step it starts the turn from north. Inland, it steps
 * towards the nearest edge cell by the shortest 8-neighbour walk, the first such step
 * clockwise from north. A pirate standing on its cell stays when it walks: the text gives
 * it no rider, so "carries swimmers" (issue 28) is read as line 1026, it brings a swimmer
 * ashore. The tortoise is one figure (V[TORTOISE], 0 none) and one tile in the set.
 * Allocates nothing.
 */

import * as geometryModule from './geometry.js';
import * as rulesModule from './rules.js';
import { type State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS, STEP } = geometryModule;
const { isLand } = rulesModule;
const { BEAR, P_CELL, PIECES, TORTOISE, TORTOISE_CREW, TORTOISE_HEAD } = stateModule;

/** Whether land cell c is an edge cell: sea among its eight neighbours ("next to the water"). */
export function onShore(s: State, c: number): boolean {
  for (let d = 0; d < 8; d++) { const m = STEP[c * 8 + d]; if (m < 0 || !isLand(s, m)) return true; }
  return false;
}

/** The tortoise found on cell c by crew: it stands there, no step taken yet. */
export function tortoiseFound(s: State, c: number, crew: number): void {
  s.v[TORTOISE] = c; s.v[TORTOISE_CREW] = crew; s.v[TORTOISE_HEAD] = 0;
}

/**
 * Whether swimming piece p may climb out of the water onto land cell c: the tortoise is there
 * and no other character (line 1026). Any swimmer, Friday and the preaching missionary too
 * (A-J5, ruling): 1026 "Пираты могут выбираться из воды" lifts line 684's "Выбираться на сушу
 * из воды — тоже [не умеет]" for the pieces 684 lets swim, and those include the islanders.
 */
export function climbsOut(s: State, p: number, c: number): boolean {
  if (s.v[TORTOISE] !== c || s.v[BEAR] === c) return false;
  for (let q = 0; q < PIECES; q++) if (q !== p && s.u8[P_CELL + q] === c) return false;
  return true;
}

const SEEN_AT = new Uint8Array(CELLS);
/** ROOT[m]: the first step of the walk that reached m. */
const ROOT = new Int16Array(CELLS);
const QUEUE = new Int16Array(CELLS);

/** The tortoise's next cell from c (it stays when none). */
export function tortoiseNext(s: State): number {
  const c = s.v[TORTOISE];
  if (c === 0) return 0;
  if (!onShore(s, c)) return inland(s, c);
  const head = s.v[TORTOISE_HEAD] - 1;
  let start = 0;
  if (head >= 0) start = (head + 5) & 7; // back-left of its last step
  let sea = false;
  for (let i = 0; i < 16; i++) {
    const d = (start + i) & 7, m = STEP[c * 8 + d];
    if (m < 0 || !isLand(s, m)) { sea = true; continue; }
    if (sea) return m;
  }
  return c;
}

/**
 * One step towards the nearest edge cell over land: the first step of the breadth-first walk
 * (neighbours taken clockwise from north) that first reaches an edge cell.
 */
function inland(s: State, c: number): number {
  SEEN_AT.fill(0);
  let head = 0, tail = 0;
  SEEN_AT[c] = 1;
  for (let d = 0; d < 8; d++) {
    const m = STEP[c * 8 + d];
    if (m < 0 || !isLand(s, m)) continue;
    if (onShore(s, m)) return m;
    SEEN_AT[m] = 1; ROOT[m] = m; QUEUE[tail++] = m;
  }
  while (head < tail) {
    const x = QUEUE[head++];
    for (let d = 0; d < 8; d++) {
      const m = STEP[x * 8 + d];
      if (m < 0 || SEEN_AT[m] !== 0 || !isLand(s, m)) continue;
      if (onShore(s, m)) return ROOT[x];
      SEEN_AT[m] = 1; ROOT[m] = ROOT[x]; QUEUE[tail++] = m;
    }
  }
  return c;
}

/** The end of a turn of the crew that found the tortoise: one step clockwise along the edge (line 1022). */
export function tortoiseWalk(s: State, crew: number): void {
  const c = s.v[TORTOISE];
  if (c === 0 || s.v[TORTOISE_CREW] !== crew) return;
  const m = tortoiseNext(s);
  if (m === c) return;
  for (let d = 0; d < 8; d++) if (STEP[c * 8 + d] === m) s.v[TORTOISE_HEAD] = d + 1;
  s.v[TORTOISE] = m;
}
