/**
 * The lighthouse (Deluxe peek, README ruling 8's default; ruling PC22): its finder picks three
 * closed cells, looks at their tiles and the set-aside one in private, picks where the fourth
 * tile goes (b2, k2, b10 or k10: "лишнюю клетку не откладывайте, а добавьте как поле b2, k2,
 * b10 или k10") and lays the four back face down in any order. A follow-up of three picks,
 * an extension cell and an arrangement (one of 24).
 */

import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ALL_CELLS, exists } = boardModule;
const { EXTENSIONS } = geometryModule;
const { ASIDE, ASIDE_KNOWN, controller, LIGHT, LIGHT_N, PHASE } = stateModule;

/** The 24 orders: PERMS[4k + i] = which of the four tiles (0..2 from the picked cells, 3 the set-aside one) goes to cell i (0..2 the picked cells, 3 the extension). */
export const PERMS = new Uint8Array(96);
{
  let k = 0;
  for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) for (let c = 0; c < 4; c++) for (let d = 0; d < 4; d++) {
    if (a === b || a === c || a === d || b === c || b === d || c === d) continue;
    PERMS[k++] = a; PERMS[k++] = b; PERMS[k++] = c; PERMS[k++] = d;
  }
}

/** A closed cell the lighthouse may still pick. */
export function lightPickable(s: State, c: number): boolean {
  if (s.tile[c] !== Tile.FaceDown) return false;
  for (let i = 0; i < s.v[LIGHT_N]; i++) if (s.v[LIGHT + i] === c) return false;
  return true;
}

/** Starts the lighthouse when at least three cells are still closed (else it has nothing to show, PC22); true when it did. */
export function startLighthouse(s: State): boolean {
  let closed = 0;
  for (let i = 0; i < 120; i++) if (s.tile[ALL_CELLS[i]] === Tile.FaceDown) closed++;
  if (closed < 3 || s.v[ASIDE_KNOWN] < 0) return false;
  s.v[PHASE] = Phase.Light; s.v[LIGHT_N] = 0;
  return true;
}

/** One pick; after the third the picker has seen the three tiles and the set-aside one. */
export function lightPick(s: State, c: number): void {
  s.v[LIGHT + s.v[LIGHT_N]++] = c;
  if (s.v[LIGHT_N] < 3) return;
  const bit = 1 << controller(s); // the player who makes the picks (under the burning grass, the other one)
  for (let i = 0; i < 3; i++) s.known[s.v[LIGHT + i]] |= bit;
  s.v[ASIDE_KNOWN] |= bit;
  s.v[PHASE] = Phase.LightExt;
}

/** The extension cell (0 = none: only when every extension would leave the king in check); it joins the board face down for now (its tile comes with the order). */
export function lightExtend(s: State, c: number): void {
  s.v[LIGHT + 3] = c;
  if (c !== 0) s.tile[c] = Tile.FaceDown;
  s.v[PHASE] = Phase.Arrange;
}

/** Lays the four tiles back in order k (PERMS); with no extension the fourth tile stays aside. */
export function lightArrange(s: State, k: number): void {
  const t0 = s.under[s.v[LIGHT]], t1 = s.under[s.v[LIGHT + 1]], t2 = s.under[s.v[LIGHT + 2]], t3 = s.v[ASIDE];
  const bit = 1 << controller(s); // the player who makes the picks (under the burning grass, the other one)
  for (let i = 0; i < 4; i++) {
    const j = PERMS[4 * k + i], t = j === 0 ? t0 : j === 1 ? t1 : j === 2 ? t2 : t3;
    const c = s.v[LIGHT + i];
    if (i === 3 && c === 0) s.v[ASIDE] = t;
    else { s.under[c] = t; s.known[c] = bit; }
  }
  if (s.v[LIGHT + 3] !== 0) { s.v[ASIDE] = 0; s.v[ASIDE_KNOWN] = -1; } // -1: no set-aside tile any more
  else s.v[ASIDE_KNOWN] = bit;
  s.v[PHASE] = Phase.Play;
}

/** Whether the set-aside tile is still aside (not laid on the board by the lighthouse). */
export const asideExists = (s: State): boolean => s.v[ASIDE_KNOWN] >= 0;

/** Extension cells not on the board yet. */
export function freeExtension(s: State, i: number): number {
  const c = EXTENSIONS[i];
  return exists(s, c) ? -1 : c;
}
