/**
 * The state checker's part for the Jolly Roger and Isle of Tides pieces and marks (check.ts
 * calls it): who sits up a palm, the tortoise, the wheels due to turn, the tide's picks and
 * the washed cells. Each broken invariant is one readable line.
 */

import { CELLS, cellName } from './geometry.js';
import { pieceName } from './notation.js';
import { isLand } from './rules.js';
import {
  ABOARD, CREWS, KNOWN, P_CELL, PHASE, Phase, PIECES, REMOVED_N, TIDE_LEFT, TILE, TORTOISE, TORTOISE_CREW, TORTOISE_HEAD, UP, WASHED, WHEEL_DUE,
  type State,
} from './state.js';
import { Kind, kindOf } from './tiles.js';

export function rogerTidesCheck(s: State, bad: string[]): void {
  const up = s.v[UP];
  if (up >>> PIECES !== 0) bad.push(`up: bits beyond the ${PIECES} pieces`);
  for (let p = 0; p < PIECES; p++) {
    if (((up >> p) & 1) === 0) continue;
    const c = s.u8[P_CELL + p];
    if (c >= ABOARD || !isLand(s, c) || s.u8[TILE + c] === 0 || kindOf(s.u8[TILE + c]) !== Kind.Palm) { bad.push(`${pieceName(p)}: up a palm off a palm`); continue; }
    for (let q = p + 1; q < PIECES; q++) if (((up >> q) & 1) !== 0 && s.u8[P_CELL + q] === c) bad.push(`${cellName(c)}: two up one palm`);
  }
  const t = s.v[TORTOISE];
  if (t !== 0) {
    if (t < 0 || t >= CELLS || !isLand(s, t)) bad.push(`the tortoise off the island (${t})`);
    if (s.v[TORTOISE_CREW] < 0 || s.v[TORTOISE_CREW] >= s.v[CREWS]) bad.push(`the tortoise's crew ${s.v[TORTOISE_CREW]}`);
    if (s.v[TORTOISE_HEAD] < 0 || s.v[TORTOISE_HEAD] > 8) bad.push(`the tortoise's heading ${s.v[TORTOISE_HEAD]}`);
  }
  for (let due = s.v[WHEEL_DUE]; due !== 0; due >>>= 8) if (!isLand(s, due & 255)) bad.push(`a wheel due to turn at sea (${cellName(due & 255)})`);
  const tide = s.v[PHASE] === Phase.Tide, over = s.v[PHASE] === Phase.Over; // the ply limit may end a game between picks
  if ((tide && s.v[TIDE_LEFT] === 0) || (!tide && !over && s.v[TIDE_LEFT] > 0) || s.v[TIDE_LEFT] < 0 || s.v[TIDE_LEFT] > 3) bad.push(`tide: ${s.v[TIDE_LEFT]} picks left in phase ${s.v[PHASE]}`);
  let washed = 0;
  for (let c = 0; c < CELLS; c++) {
    if ((s.u8[KNOWN + c] & WASHED) === 0) continue;
    washed++;
    if (isLand(s, c)) bad.push(`${cellName(c)}: washed by the tide but land`);
  }
  if (washed > s.v[REMOVED_N]) bad.push(`tide: ${washed} cells washed, ${s.v[REMOVED_N]} removal slots`);
}
