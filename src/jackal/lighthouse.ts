/**
 * The lighthouse of Treasure Island (full-rules-ru.txt 316-323; docs/RULES.md TI-R13,
 * TI-R14): its first visitor picks up to four face-down cells one by one. Deluxe (`peek`,
 * the default): he sees each tile as he picks it and then puts them back in an order he
 * chooses. Old rule (`open`): each picked tile is turned over at once, for everyone; once the
 * picks are done grass burns, an earthquake shakes and a cave lets out the lost.
 */

import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { Pending, State } from './state.js';
import * as motionModule from './motion.js';
import { Kind } from './tiles.js';
import * as treasureIslandModule from './treasure-island.js';
import * as cavesModule from './caves.js';
import * as revealModule from './reveal.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { MODE_PLAYER, OPT_LIGHTHOUSE_OPEN } = optionsModule;
const { GRASS, KNOWN, LIGHT_PICKS, MODE, OPTIONS, PEND_AUX, PEND_PIECE, PENDING, TILE_ARG, TILE_KIND, put } = stateModule;
const { putMotion } = motionModule;
const { closedCount, controllingCrew, decodePermutation, grassLitValue, quakePairExists } = treasureIslandModule;
const { emerge, lostPieces } = cavesModule;
const { reveal } = revealModule;
const { turnNews } = turnEndModule;

const permScratch = new Uint8Array(4);
const pickScratch = new Uint8Array(4);

/**
 * The piece p's player picks face-down `cell` (the PEND_AUX-th pick). Returns true when
 * another pick is owed, false when the picks are done (then `lighthouseDone`).
 */
export function pickCell(s: State, cell: number): boolean {
  const u8 = s.u8;
  const k = u8[PEND_AUX];
  put(s, LIGHT_PICKS + k, cell);
  put(s, PEND_AUX, k + 1);
  let left: number;
  if ((u8[OPTIONS] & OPT_LIGHTHOUSE_OPEN) !== 0) {
    // Old rule: a tile turned over is open at once, for everyone, so each pick sees the
    // tiles opened before it (full-rules-ru.txt 320; docs/RULES.md TI-R14). What it does
    // waits for the last pick (lighthouseDone).
    reveal(s, cell);
    left = closedCount(s);
  } else {
    // Deluxe: the peeker sees each tile as he picks it, so he can choose the order to put
    // them back (his observation shows it from now on; the others' never does).
    put(s, KNOWN + cell, u8[KNOWN + cell] | (1 << MODE_PLAYER[u8[MODE] * 4 + controllingCrew(s)]));
    left = closedCount(s) - (k + 1);
  }
  return k + 1 < 4 && left > 0;
}

/** The lighthouse's picks are made: open them for good (old rule) or order the peeked tiles (Deluxe). */
export function lighthouseDone(s: State, p: number): boolean {
  const u8 = s.u8;
  const k = u8[PEND_AUX];
  if ((u8[OPTIONS] & OPT_LIGHTHOUSE_OPEN) !== 0) return openedTilesAct(s, p, k);
  if (k >= 2) { put(s, PENDING, Pending.LighthouseOrder); return true; }
  finishPeek(s, 0);
  return false;
}

/**
 * Old rule: the `k` tiles were opened as they were picked and stay open; what they hold
 * waits for the first pirate, except that once the picks are done grass burns and an
 * earthquake shakes (tile-notes-ru.txt, Grass: "сразу после окончания открытия клеток с
 * маяка"), and a cave opened while pieces are lost lets them out. Returns true when the
 * earthquake's picks are pending.
 */
function openedTilesAct(s: State, p: number, k: number): boolean {
  const u8 = s.u8;
  let quake = false;
  const lost = lostPieces(s);
  for (let i = 0; i < k; i++) {
    const c = u8[LIGHT_PICKS + i];
    const kind = u8[TILE_KIND + c];
    if (kind === Kind.Grass) { put(s, TILE_ARG + c, 0); turnNews.grassLit = true; }
    else if (kind === Kind.Earthquake) { put(s, TILE_ARG + c, 0); quake = true; }
    else if (kind === Kind.Cave && lost !== 0 && (lostPieces(s) & lost) === lost) emerge(s, lost, c);
  }
  for (let i = 0; i < 4; i++) put(s, LIGHT_PICKS + i, 0);
  put(s, PEND_AUX, 0);
  if (!quake || !quakePairExists(s)) return false;
  // The turn goes on over the earthquake's two picks (later plies): grass lit now is kept
  // in the state as "lit, burns from the next turn" (grassLitValue; controllingCrew).
  if (turnNews.grassLit) put(s, GRASS, grassLitValue(s));
  putMotion(s, PEND_PIECE, p);
  put(s, PENDING, Pending.Earthquake1);
  return true;
}

/** Deluxe lighthouse: puts the picked tiles back in the chosen order; the peeker now knows them. */
export function finishPeek(s: State, perm: number): void {
  const u8 = s.u8;
  const k = u8[PEND_AUX];
  const mode = u8[MODE];
  const peeker = MODE_PLAYER[mode * 4 + controllingCrew(s)];
  decodePermutation(perm, k, permScratch);
  for (let i = 0; i < k; i++) pickScratch[i] = s.layout[u8[LIGHT_PICKS + i]];
  for (let i = 0; i < k; i++) {
    const c = u8[LIGHT_PICKS + i];
    s.layout[c] = pickScratch[permScratch[i]];
    // Whoever peeked here before no longer knows which of the four lies here.
    put(s, KNOWN + c, 1 << peeker);
  }
  for (let i = 0; i < 4; i++) put(s, LIGHT_PICKS + i, 0);
  put(s, PEND_AUX, 0);
}
