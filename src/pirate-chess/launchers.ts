/**
 * Launchers: the open tiles that may send a piece on to a cell (an arrow pointing at it, a horse
 * a knight's jump away, ice on a line with it or a jump away, a balloon when it is a start cell),
 * and the launchers of those, to closure: every tile a chain of tiles to the cell can start on
 * (control.ts follows chains as deep as play goes, ruling PC9). They depend on the tiles alone,
 * so they are kept per tile layout (the reach cache), with the hint that lists the open ice and
 * balloons (hintIce). attack.ts asks only the pieces whose own move reaches a launcher.
 *
 * Implementation notes. The caches live as long as an era: a tile layout (the tiles that send a
 * piece on and the cells off the board: LAYOUT_TILE), so a hint on tiles that differ only
 * elsewhere (face-down tiles, tiles that send nobody on) keeps them. A superset of
 * launchers is always safe (attack.ts judges each by the definition); a missing one is not.
 */

import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import { State } from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ALL_CELLS, exists, kindAt, START_LIST, START_N, START_OFF } = boardModule;
const { CELLS, DIRS, fileOf, KNIGHT, rankOf, W } = geometryModule;
const { arrowMask, kindOf } = tilesModule;

/** Start cells per colour (index colour·240 + cell): a balloon sends a piece of that colour only there. */
const START_OF = new Uint8Array(480);
for (let c = 0; c < 2; c++) for (let t = 1; t <= Piece.King; t++) for (let i = START_OFF[c * 10 + t]; i < START_OFF[c * 10 + t] + START_N[c * 10 + t]; i++) START_OF[c * 240 + START_LIST[i]] = 1;

/**
 * A hint for `launchers`: where the open ice and balloons lie, ICE[0..iceN) and BALLOON, so
 * that it need not look for ice along every line nor for balloons on every cell; iceN = -1 (the
 * safe default) makes it look. The move generator gives
 * the hint for the span of one generation (probes turn no tile over; one that swaps tiles, the
 * earthquake, takes it back) and takes it back when done; a real play (apply.ts) for its own
 * span, noting each tile it turns over (noteIce); the end of its turn judges on that hint
 * (`hintStands`) and sets it aside for the generation that goes on from its work (`hintBack`,
 * after-turn.ts). A hint may list cells that are no longer ice
 * (a tile turned back face down, PC5): `strikes` judges each launcher by its tile, so a
 * superset is safe; a missing ice cell is not.
 */
export const ICE = new Int32Array(8);
let iceN = -1;
/** The open balloons, BALLOON[0..balloonN), valid while iceN >= 0 (the same hint). */
const BALLOON = new Int32Array(4);
let balloonN = 0;
/**
 * The tile array (all 240 cells, four to a word) as the last hint read it, and whether its layout
 * is the era's with ICE[0..seenIceN) and BALLOON[0..seenBalloonN) its open ice and balloons
 * (layoutKnown; false from the start, after a list overflowed, and once a tile of the layout
 * turned over: noteIce). The layout is what the caches of an era depend on: the tiles that send a
 * piece on (arrows with their directions, the horse, ice, balloons) and the cells off the board
 * (Tile.None: an extension cell not yet added stops an ice line); LAYOUT_TILE[tile byte] is 1 for
 * those. A hint on tiles that differ from the last read only in other tiles (face-down tiles,
 * tiles turned over that send nobody on, as a search's determinizations and rollouts mostly
 * differ) keeps the era, its caches and the lists.
 */
const TILE_WORDS = CELLS >> 2;
const TILES_SEEN = new Int32Array(TILE_WORDS);
let layoutKnown = false, seenIceN = 0, seenBalloonN = 0;
const LAYOUT_TILE = new Uint8Array(256);
for (let t = 0; t < 256; t++) {
  const k = kindOf(t);
  LAYOUT_TILE[t] = t === Tile.None || (k >= Tile.Arrow1S && k <= Tile.Horse) || k === Tile.Ice || k === Tile.Balloon ? 1 : 0;
}

/** Whether two words of four tiles differ in a tile of the layout (LAYOUT_TILE) on either side. */
function layoutDiffers(a: number, b: number): boolean {
  for (let k = 0; k < 32; k += 8) {
    const x = (a >>> k) & 255, y = (b >>> k) & 255;
    if (x !== y && (LAYOUT_TILE[x] | LAYOUT_TILE[y]) !== 0) return true;
  }
  return false;
}

/**
 * The state the hint stands for (`hintStands`), null when none; and how many hints have been given
 * and tiles noted (hintIce with a state, noteIce): a hint set aside (`setHintAside`) comes back
 * (`hintBack`) only while this count has not moved, so the lists and the era are as they were.
 */
let hintedFor: State | null = null;
let hintEvents = 0;

/** How many hints have been given and tiles noted so far (for tests: a generation that gives no hint leaves it where it was). */
export const hintEventsSoFar = (): number => hintEvents;

/** Whether the hint stands for s: given for s and not taken back since (noteIce keeps it whole as s's tiles turn over). */
export const hintStands = (s: State): boolean => iceN >= 0 && hintedFor === s;

/** The hint set aside: its lists' lengths, its state, and hintEvents then. */
let asideIceN = -1, asideBalloonN = 0, asideEvents = -1;
let asideFor: State | null = null;

/**
 * Takes the hint back (as hintIce(null)), keeping it for `hintBack`: after-turn.ts sets aside the
 * hint of the end of a turn's test for the generation that goes on from it.
 */
export function setHintAside(): void {
  asideIceN = iceN; asideBalloonN = balloonN; asideFor = hintedFor; asideEvents = hintEvents;
  iceN = -1; hintedFor = null;
}

/**
 * Gives back the hint set aside for s, when nothing has given a hint or noted a tile since; the
 * caller vouches that s's tiles are as they were then (after-turn.ts: s unchanged since the play
 * that set it aside ended). false: nothing given back (give the hint with hintIce).
 */
export function hintBack(s: State): boolean {
  if (asideFor !== s || asideEvents !== hintEvents || asideIceN < 0) return false;
  iceN = asideIceN; balloonN = asideBalloonN; hintedFor = s;
  return true;
}

/** Gives the hint for s's tiles (null takes it back); a new era begins when their layout is not the era's. */
export function hintIce(s: State | null): void {
  iceN = -1; hintedFor = null;
  if (s === null) return;
  hintEvents++;
  const words = s.words, o = s.tile.byteOffset >> 2; // the tile array as TILE_WORDS words of the state's buffer (state.ts LAYOUT: 4-aligned)
  if (layoutKnown) { // the same layout as the last read: its lists stand (the words that differ elsewhere are taken in)
    let i = 0;
    for (; i < TILE_WORDS; i++) {
      const w = words[o + i];
      if (w === TILES_SEEN[i]) continue;
      if (layoutDiffers(w, TILES_SEEN[i])) break;
      TILES_SEEN[i] = w;
    }
    if (i === TILE_WORDS) { iceN = seenIceN; balloonN = seenBalloonN; hintedFor = s; return; }
  }
  for (let i = 0; i < TILE_WORDS; i++) TILES_SEEN[i] = words[o + i];
  era++;
  let n = 0, b = 0;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], k = kindAt(s, c);
    if (k === Tile.Balloon) { if (b === BALLOON.length) { layoutKnown = false; return; } BALLOON[b++] = c; }
    if (k !== Tile.Ice) continue;
    if (n === ICE.length) { layoutKnown = false; return; }
    ICE[n++] = c;
  }
  layoutKnown = true;
  iceN = seenIceN = n; balloonN = seenBalloonN = b;
  hintedFor = s;
}

/** A tile just turned over at c during a hinted span: a hint that lists ice and balloons must list it too (a full list stops hinting). */
export function noteIce(s: State, c: number): void {
  hintEvents++;
  if (LAYOUT_TILE[s.tile[c]] === 1) { era++; layoutKnown = false; } // a tile that may launch: the cached reaches are stale, the next hint reads the tiles
  if (iceN < 0) return;
  const k = kindAt(s, c);
  if (k === Tile.Ice) { if (iceN === ICE.length) iceN = -1; else ICE[iceN++] = c; }
  else if (k === Tile.Balloon) { if (balloonN === BALLOON.length) iceN = -1; else BALLOON[balloonN++] = c; }
}

/** The launch cells of one `attacked` call (a stack) and the stamps that keep a cell from being taken twice. */
export const LAUNCH = new Int32Array(240);
export const SEEN = new Int32Array(240);
let stamp = 0;

/**
 * Pushes onto LAUNCH the open tiles that may send a piece straight on to y: an arrow pointing
 * at y, a horse a knight's jump away, ice on a line with y (whatever stands between: a piece
 * there may be the mover itself, or taken on the way) or a knight's jump away (it repeats the
 * jump that brought the piece), and any balloon when y is a start cell of side `by`. A superset:
 * `strikes` decides exactly.
 */
function launchers(s: State, y: number, by: number, n: number): number {
  for (let d = 0; d < 8; d++) {
    const D = DIRS[d];
    let x = y - D;
    const k = kindAt(s, x);
    if (k >= Tile.Arrow1S && k <= Tile.Arrow4D && ((arrowMask(s.tile[x]) >> d) & 1) !== 0 && SEEN[x] !== stamp) { SEEN[x] = stamp; LAUNCH[n++] = x; }
    x = y + KNIGHT[d]; // a horse, or ice repeating a knight's jump
    const kk = kindAt(s, x);
    if ((kk === Tile.Horse || kk === Tile.Ice) && SEEN[x] !== stamp) { SEEN[x] = stamp; LAUNCH[n++] = x; }
    if (iceN >= 0) continue;
    for (x = y + D; exists(s, x); x += D) if (kindAt(s, x) === Tile.Ice && SEEN[x] !== stamp) { SEEN[x] = stamp; LAUNCH[n++] = x; }
  }
  for (let i = 0; i < iceN; i++) { // the same lines, from the ice: on a line with y, every cell between on the board
    const x = ICE[i];
    if (SEEN[x] === stamp) continue;
    const df = fileOf(x) - fileOf(y), dr = rankOf(x) - rankOf(y);
    if (df !== 0 && dr !== 0 && df !== dr && df !== -dr) continue;
    const D = (dr > 0 ? W : dr < 0 ? -W : 0) + (df > 0 ? 1 : df < 0 ? -1 : 0);
    let z = y + D;
    while (z !== x && exists(s, z)) z += D;
    if (z === x) { SEEN[x] = stamp; LAUNCH[n++] = x; }
  }
  if (START_OF[by * 240 + y] === 1) {
    if (iceN >= 0) {
      for (let i = 0; i < balloonN; i++) { const x = BALLOON[i]; if (SEEN[x] !== stamp) { SEEN[x] = stamp; LAUNCH[n++] = x; } }
    } else {
      for (let i = 0; i < 120; i++) {
        const x = ALL_CELLS[i];
        if (kindAt(s, x) === Tile.Balloon && SEEN[x] !== stamp) { SEEN[x] = stamp; LAUNCH[n++] = x; }
      }
    }
  }
  return n;
}

/** The ice hint's count (iceN: -1 when no hint stands), the era and SEEN's stamp, for attack.ts. */
export const hinted = (): number => iceN;
export const layoutEra = (): number => era;
export const seenStamp = (): number => stamp;

/**
 * LAUNCH[0..n) from LAUNCH[0..start): the open tiles that may send a piece of side `by` on to
 * `target` through a chain of tiles of any length (launchers of launchers, until no new one: each
 * cell is taken once, SEEN), after the `start` cells already there (stamped). They depend on the
 * tiles alone. Returns n.
 */
export function gather(s: State, target: number, by: number, start: number): number {
  if (start === 0 && ++stamp === 0x7fffffff) { stamp = 1; SEEN.fill(0); }
  let n = launchers(s, target, by, start);
  for (let i = start; i < n; i++) n = launchers(s, LAUNCH[i], by, n);
  return n;
}

/**
 * The reach cache: for each (side `by`, target) asked while the ice hint stands, the launchers
 * of every position with the same tiles (they depend on the tiles alone: `launchers`).
 * `strikesVia` judges each with the pieces as they stand. Indexed by·240 + target: REACH_ERA holds the `era` it was
 * gathered in, REACH_OFF / REACH_N its slice of REACH (REACH_N -1: the pool was full, gather
 * afresh). `era` moves on when a hint is given on a layout other than the era's (LAYOUT_TILE: the
 * tiles the launchers depend on) and when a tile of the layout is turned over (noteIce), the only
 * way the tiles change within a hinted span that keeps the hint (a tile turned back face down only
 * makes the superset larger than needed;
 * swapping tiles, the earthquake, and adding a cell, the lighthouse, take the hint back:
 * legality.logDirty).
 */
export const REACH = new Int32Array(4096);
const REACH_ERA = new Int32Array(480);
export const REACH_OFF = new Int32Array(480);
export const REACH_N = new Int32Array(480);
let era = 1, reachEra = 0, reachN = 0;
/** The reach cache's entry for key = by·240 + target, gathered now when stale (the ice hint must stand). */
export function reached(s: State, target: number, by: number, key: number): void {
  if (REACH_ERA[key] !== era) reach(s, target, by, key);
}

function reach(s: State, target: number, by: number, key: number): void {
  if (reachEra !== era) { reachEra = era; reachN = 0; }
  const n = gather(s, target, by, 0);
  REACH_ERA[key] = era;
  if (reachN + n > REACH.length) { REACH_OFF[key] = 0; REACH_N[key] = -1; return; }
  for (let i = 0; i < n; i++) REACH[reachN + i] = LAUNCH[i];
  REACH_OFF[key] = reachN; REACH_N[key] = n; reachN += n;
}

/**
 * LAUNCH[0] = k, then the launchers of k for side `by` (k itself not among them), each stamped in
 * SEEN; returns their count + 1. While the ice hint stands they come from the reach cache (the same
 * set but for k, which a cycle of tiles may put there: they depend on the tiles alone), else from
 * `gather`.
 */
export function kingLaunchers(s: State, k: number, by: number): number {
  const key = by * 240 + k;
  if (iceN >= 0 && REACH_ERA[key] !== era) reach(s, k, by, key);
  const cached = iceN >= 0 && REACH_N[key] >= 0;
  if (++stamp === 0x7fffffff) { stamp = 1; SEEN.fill(0); }
  SEEN[k] = stamp; LAUNCH[0] = k;
  if (!cached) return gather(s, k, by, 1);
  let n = 1;
  for (let i = REACH_OFF[key], e = i + REACH_N[key]; i < e; i++) {
    const x = REACH[i];
    if (x !== k) { SEEN[x] = stamp; LAUNCH[n++] = x; }
  }
  return n;
}

