/**
 * The bear (lines 896-912): it walks one cell at a time over land, through everything,
 * towards the nearest pirate on land by the shortest walk, preferring the diagonal; between
 * pirates equally near it takes the first clockwise from the island's north mark (CLOCK).
 * Whoever is on the cell it enters is bitten and goes to its ship; the preaching missionary
 * dies. A pirate aboard or swimming is not smelt; with none on land it stays.
 * Allocates nothing (two breadth-first walks over scratch arrays).
 */

import * as geometryModule from './geometry.js';
import * as rulesModule from './rules.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Card } from './abilities.js';
import * as abilitiesModule from './abilities.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS, STEP } = geometryModule;
const { isLand, toShip } = rulesModule;
const { ABOARD, BEAR, CAVED, CLOCK, isPirate, P_CELL, P_STAT, PIECES, UP } = stateModule;
const { hasCard } = abilitiesModule;

const FROM_BEAR = new Int16Array(CELLS);
const TO_PREY = new Int16Array(CELLS);
const QUEUE = new Int16Array(CELLS);

/** Land distances (8-neighbour walks) from c into dist (-1 unreachable). */
function walk(s: State, c: number, dist: Int16Array): void {
  dist.fill(-1);
  dist[c] = 0;
  let head = 0, tail = 0;
  QUEUE[tail++] = c;
  while (head < tail) {
    const x = QUEUE[head++];
    for (let d = 0; d < 8; d++) {
      const m = STEP[x * 8 + d];
      if (m >= 0 && dist[m] < 0 && isLand(s, m)) { dist[m] = dist[x] + 1; QUEUE[tail++] = m; }
    }
  }
}

/** The bear's prey: the land cell of the nearest pirate, ties to the first clockwise from north; -1 none. */
export function bearPrey(s: State): number {
  const b = s.v[BEAR];
  if (b < 0) return -1;
  walk(s, b, FROM_BEAR);
  let best = -1;
  for (let p = 0; p < PIECES; p++) {
    const c = s.u8[P_CELL + p];
    if (c >= ABOARD || !isPirate(s, p) || !isLand(s, c) || FROM_BEAR[c] < 0 || hasCard(s, p, Card.Tamer) || ((s.v[UP] >> p) & 1) !== 0 || (s.u8[P_STAT + p] & CAVED) !== 0) continue; // up a palm: not smelt (line 1040)
    if (best < 0 || FROM_BEAR[c] < FROM_BEAR[best] || (FROM_BEAR[c] === FROM_BEAR[best] && s.u8[CLOCK + c] < s.u8[CLOCK + best])) best = c;
  }
  return best;
}

/** One step of the bear towards its prey, biting whoever is on the cell it enters. */
export function bearStep(s: State): void {
  const b = s.v[BEAR], prey = bearPrey(s);
  if (prey < 0) return;
  walk(s, prey, TO_PREY);
  let to = -1, diag = false;
  for (let d = 0; d < 8; d++) {
    const m = STEP[b * 8 + d];
    if (m < 0 || !isLand(s, m) || TO_PREY[m] !== TO_PREY[b] - 1) continue;
    const dm = (d & 1) === 1;
    if (to < 0 || (dm && !diag) || (dm === diag && s.u8[CLOCK + m] < s.u8[CLOCK + to])) { to = m; diag = dm; }
  }
  if (to < 0) return;
  s.v[BEAR] = to;
  for (let p = 0; p < PIECES; p++) if (s.u8[P_CELL + p] === to && !hasCard(s, p, Card.Tamer) && ((s.v[UP] >> p) & 1) === 0 && (s.u8[P_STAT + p] & CAVED) === 0) toShip(s, p); // lost in the caves: out of reach
}
