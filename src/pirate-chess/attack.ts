/**
 * Control and check, fast. A piece controls the cells it could take next turn, by its own move
 * and then through the open tiles that send it on, as deep as play goes (ruling PC9; the
 * definition, control.ts `strikes`). Pieces that cannot strike control nothing (board.controls:
 * trapped, drunk, in the jungle, Friday, the missionary, a king or pawn short of a spinner's
 * last step). `attacked` answers what `strikes` would, for a whole side, without trying every
 * piece: plain chess control, then the open tiles that may send a piece on to the target
 * (launchers, gathered backwards) and only the pieces whose own move reaches one of them.
 */

import * as boardModule from './board.js';
import * as controlModule from './control.js';
import * as dangerModule from './danger.js';
import * as geometryModule from './geometry.js';
import * as linesModule from './lines.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { State } from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ALL_CELLS, controls, exists, forward, kindAt, kingCell, START_LIST, START_N, START_OFF } = boardModule;
const { landsOn: lands } = controlModule;
const { COUNT, SENT, pawnsStrike } = dangerModule;
const { CELLS, DIRS, fileOf, KNIGHT, rankOf, W } = geometryModule;
const { fedOnto } = linesModule;
const { colourOf, typeOf } = piecesModule;
const { arrowMask } = tilesModule;


/** Control's definition (control.ts), for this module's fast paths to agree with. */
export const strikes = controlModule.strikes;
export const landsOn = controlModule.landsOn;

/**
 * Whether the piece of side `by`, type t, on c, whose own move (n steps of `step`) brings it onto
 * x, is sent on to target: landsOn with the piece lifted off c (its cell is empty while it moves).
 */
function movesOn(s: State, c: number, x: number, target: number, by: number, t: number, step: number, n: number): boolean {
  const p = s.piece[c];
  s.piece[c] = 0;
  const r = lands(s, x, target, by, t, step, n, 0, c);
  s.piece[c] = p;
  return r;
}

/** Start cells per colour (index colour·240 + cell): a balloon sends a piece of that colour only there. */
const START_OF = new Uint8Array(480);
for (let c = 0; c < 2; c++) for (let t = 1; t <= Piece.King; t++) for (let i = START_OFF[c * 10 + t]; i < START_OFF[c * 10 + t] + START_N[c * 10 + t]; i++) START_OF[c * 240 + START_LIST[i]] = 1;

/**
 * A hint for `launchers`: where the open ice and balloons lie, ICE[0..iceN) and BALLOON, so
 * that it need not look for ice along every line nor for balloons on every cell; iceN = -1 (the
 * safe default) makes it look. The move generator gives
 * the hint for the span of one generation (probes turn no tile over; one that swaps tiles, the
 * earthquake, takes it back) and takes it back when done; a real play (apply.ts) for its own
 * span, noting each tile it turns over (noteIce). A hint may list cells that are no longer ice
 * (a tile turned back face down, PC5): `strikes` judges each launcher by its tile, so a
 * superset is safe; a missing ice cell is not.
 */
const ICE = new Int32Array(8);
let iceN = -1;
/** The open balloons, BALLOON[0..balloonN), valid while iceN >= 0 (the same hint). */
const BALLOON = new Int32Array(4);
let balloonN = 0;
export function hintIce(s: State | null): void {
  iceN = -1;
  if (s === null) return;
  const words = s.words, o = s.tile.byteOffset >> 2; // the tile array as TILE_WORDS words of the state's buffer (state.ts LAYOUT: 4-aligned)
  if (tilesKnown) { // the last hint's tiles, no tile turned over since: its lists stand
    let i = 0;
    while (i < TILE_WORDS && TILES_SEEN[i] === words[o + i]) i++;
    if (i === TILE_WORDS) { iceN = seenIceN; balloonN = seenBalloonN; return; }
  }
  for (let i = 0; i < TILE_WORDS; i++) TILES_SEEN[i] = words[o + i];
  let n = 0, b = 0;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], k = kindAt(s, c);
    if (k === Tile.Balloon) { if (b === BALLOON.length) { tilesKnown = false; return; } BALLOON[b++] = c; }
    if (k !== Tile.Ice) continue;
    if (n === ICE.length) { tilesKnown = false; return; }
    ICE[n++] = c;
  }
  era++; tilesKnown = true;
  iceN = seenIceN = n; balloonN = seenBalloonN = b;
}

/** A tile just turned over at c during a hinted span: a hint that lists ice and balloons must list it too (a full list stops hinting). */
export function noteIce(s: State, c: number): void {
  era++; tilesKnown = false; // any tile turned over may launch: the cached reaches are stale (and ICE grows past seenIceN)
  if (iceN < 0) return;
  const k = kindAt(s, c);
  if (k === Tile.Ice) { if (iceN === ICE.length) iceN = -1; else ICE[iceN++] = c; }
  else if (k === Tile.Balloon) { if (balloonN === BALLOON.length) iceN = -1; else BALLOON[balloonN++] = c; }
}

/** The launch cells of one `attacked` call (a stack) and the stamps that keep a cell from being taken twice. */
const LAUNCH = new Int32Array(240);
const SEEN = new Int32Array(240);
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

/**
 * Whether a piece of side `by` whose own move reaches the open tile u (a knight's jump, a king's
 * or pirate's step, a pawn's diagonal onto a piece or its straight step or double step onto an
 * empty cell, a slider's clear line) is sent on from u to target. Only that move is followed
 * (control.landsOn, the piece lifted): any other move of the piece that reaches target through
 * tiles starts on another launcher, which `attacked` tries in its turn (the launchers are every
 * tile a chain to target can start on).
 */
function strikesVia(s: State, u: number, target: number, by: number): boolean {
  const own = by << 4;
  for (let j = 0; j < 8; j++) {
    const kn = u + KNIGHT[j];
    if ((s.piece[kn] & 31) === (Piece.Knight | own) && controls(s, kn) && movesOn(s, kn, u, target, by, Piece.Knight, u - kn, 1)) return true;
    const D = DIRS[j];
    let x = u + D;
    const q = s.piece[x] & 31;
    if ((q === (Piece.King | own) || q === (Piece.Pirate | own)) && controls(s, x) && movesOn(s, x, u, target, by, q & 15, -D, 1)) return true;
    for (let n = 1; exists(s, x); x += D, n++) {
      const p = s.piece[x];
      if (p === 0) continue;
      const t = typeOf(p);
      if (colourOf(p) === by && (t === Piece.Queen || (t === Piece.Rook && (j & 1) === 0) || (t === Piece.Bishop && (j & 1) === 1))
        && controls(s, x) && movesOn(s, x, u, target, by, t, -D, n)) return true;
      break;
    }
  }
  const f = forward(by);
  if (s.piece[u] !== 0) { // a pawn goes diagonally only to take
    for (let side = -1; side <= 1; side += 2) {
      const c = u - f + side;
      if ((s.piece[c] & 31) === (Piece.Pawn | own) && controls(s, c) && movesOn(s, c, u, target, by, Piece.Pawn, u - c, 1)) return true;
    }
    return false;
  }
  // straight onto the empty u (not the target: it counts as a piece in the way), one step or two from the pawn's start rank (never onto or over a crocodile: pseudo.ts)
  if (u === target || kindAt(s, u) === Tile.Crocodile) return false;
  const c1 = u - f, c2 = c1 - f;
  if ((s.piece[c1] & 31) === (Piece.Pawn | own) && controls(s, c1) && movesOn(s, c1, u, target, by, Piece.Pawn, f, 1)) return true;
  return s.piece[c1] === 0 && c1 !== target && exists(s, c1) && kindAt(s, c1) !== Tile.Crocodile && (s.piece[c2] & 31) === (Piece.Pawn | own) && rankOf(c2) === (by === 0 ? 1 : 9)
    && controls(s, c2) && movesOn(s, c2, u, target, by, Piece.Pawn, f, 2);
}

/** Plain chess control of target by side `by` (no tile in between), looking outward from target. */
function direct(s: State, target: number, by: number): boolean {
  const f = forward(by);
  for (let side = -1; side <= 1; side += 2) {
    const c = target - f + side, p = s.piece[c];
    if (p !== 0 && (p & 31) === (Piece.Pawn | (by << 4)) && controls(s, c)) return true;
  }
  for (let j = 0; j < 8; j++) {
    const c = target + KNIGHT[j], p = s.piece[c];
    if (p !== 0 && (p & 31) === (Piece.Knight | (by << 4)) && controls(s, c)) return true;
  }
  for (let d = 0; d < 8; d++) {
    const D = DIRS[d];
    let x = target + D;
    const p1 = s.piece[x];
    if (p1 !== 0 && colourOf(p1) === by && (typeOf(p1) === Piece.King || typeOf(p1) === Piece.Pirate) && controls(s, x)) return true;
    for (; exists(s, x); x += D) {
      const p = s.piece[x];
      if (p === 0) continue;
      if (colourOf(p) === by && controls(s, x)) {
        const t = typeOf(p);
        if (t === Piece.Queen || (t === Piece.Rook && (d & 1) === 0) || (t === Piece.Bishop && (d & 1) === 1)) return true;
      }
      break;
    }
  }
  return false;
}

/**
 * Whether side `by` controls target: plain chess control, else control through open tiles.
 * For the latter the tiles that may send a piece on to target are gathered backwards, up to
 * MAX_DEPTH tiles deep (launchers), and only the pieces whose own move reaches one of them are
 * followed forwards (`strikes`), instead of every piece of the side.
 */
export function attacked(s: State, target: number, by: number): boolean {
  if (iceN >= 0) {
    const key = by * 240 + target;
    if (HIT_ERA[key] === era && strikesVia(s, HIT[key], target, by)) return true;
    if (direct(s, target, by)) return true;
    if (REACH_ERA[key] !== era) reach(s, target, by, key);
    const o = REACH_OFF[key], e = o + REACH_N[key];
    if (REACH_N[key] >= 0) {
      for (let i = o; i < e; i++) if (strikesVia(s, REACH[i], target, by)) { HIT[key] = REACH[i]; HIT_ERA[key] = era; return true; }
      return false;
    }
  } else if (direct(s, target, by)) return true;
  const n = gather(s, target, by, 0);
  for (let i = 0; i < n; i++) if (strikesVia(s, LAUNCH[i], target, by)) return true;
  return false;
}

/**
 * `attacked` for the king of side 1 − by standing on target, the board otherwise as danger.ts
 * last mapped it (mapDanger(s, by, the king's cell before it moved): target empty then, or the
 * king's own cell), the king standing on target in s: one lookup in the map, which follows the
 * pieces other than pawns through the tiles too, and the definition for the few pawns the map
 * lists (danger.ts `pawnsStrike`). Exact (the argument is danger.ts's): a chain the king on
 * target would block reaches target first. `by` is the map's side, named for the reader.
 */
export function kingAttacked(s: State, target: number, _by: number): boolean {
  return COUNT[target] !== 0 || SENT[target] !== 0 || pawnsStrike(s, target);
}

/**
 * LAUNCH[0..n) from LAUNCH[0..start): the open tiles that may send a piece of side `by` on to
 * `target` through a chain of tiles of any length (launchers of launchers, until no new one: each
 * cell is taken once, SEEN), after the `start` cells already there (stamped). They depend on the
 * tiles alone. Returns n.
 */
function gather(s: State, target: number, by: number, start: number): number {
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
 * afresh). `era` moves on when a hint is given on tiles other than the last hint's (TILES_SEEN)
 * and when a tile is turned over (noteIce), the only way the tiles change within a hinted span
 * that keeps the hint (a tile turned back face down only makes the superset larger than needed;
 * swapping tiles, the earthquake, and adding a cell, the lighthouse, take the hint back:
 * legality.logDirty).
 */
const REACH = new Int32Array(4096);
const REACH_ERA = new Int32Array(480);
const REACH_OFF = new Int32Array(480);
const REACH_N = new Int32Array(480);
let era = 1, reachEra = 0, reachN = 0;
/**
 * The launcher that last sent a piece on to the target (same index as REACH_ERA, stamped with
 * the era): tried first, before plain control, since the probes of a position in check through
 * a tile mostly leave that check standing. Any launcher that strikes answers true, so the order
 * changes nothing but the time.
 */
const HIT = new Int32Array(480);
const HIT_ERA = new Int32Array(480);
/** The tile array (all 240 cells, four to a word) when `era` began (hintIce), unless a tile turned over since (tilesKnown false): a hint on the same tiles keeps the era. */
const TILE_WORDS = CELLS >> 2;
const TILES_SEEN = new Int32Array(TILE_WORDS);
let tilesKnown = false, seenIceN = 0, seenBalloonN = 0;

function reach(s: State, target: number, by: number, key: number): void {
  if (reachEra !== era) { reachEra = era; reachN = 0; }
  const n = gather(s, target, by, 0);
  REACH_ERA[key] = era;
  if (reachN + n > REACH.length) { REACH_OFF[key] = 0; REACH_N[key] = -1; return; }
  for (let i = 0; i < n; i++) REACH[reachN + i] = LAUNCH[i];
  REACH_OFF[key] = reachN; REACH_N[key] = n; reachN += n;
}

/**
 * Marks every cell whose emptying, alone, might let side 1 − colour's control reach the king of
 * `colour`: the king's cell, the open tiles that may send a piece on to it (launchers, every
 * level), and the cells on a line from one of those up to the first piece (its cell included:
 * emptying it opens the line; a cell past it stays behind it). The move generator relies on it:
 * when the king is not in check, a move that empties one unmarked cell, its piece not the king
 * and going to a tile that moves nobody, cannot put the king in check (filling a cell or taking
 * a piece there only blocks or removes control); for a marked cell lines.opened tells. The king's
 * own lines get the tag in `rays`, the launchers and their lines in `mark`. `launches` gets the
 * tag on the launchers alone: a piece of ours put there could be taken and sent on to the king,
 * and emptying one might let an enemy land there. `fills` gets it on the cells where a piece of
 * ours put down might add control through ice (chain.iceRepeats): a launcher on a line with open
 * ice (a slide that passed over it now takes there, and its tile acts) and the next cell beyond
 * it from the ice (a slide stops before a piece there, on the launcher, whose tile acts).
 */
export function markExposure(s: State, colour: number, mark: Int32Array, rays: Int32Array, launches: Int32Array, fills: Int32Array, tag: number): void {
  const k = kingCell(s, colour);
  if (k < 0) return;
  const n = kingLaunchers(s, k, 1 - colour);
  if (n > 1) markFills(s, k, 1 - colour, fills, tag); // fills go on launchers other than k alone
  for (let i = 0; i < n; i++) {
    const y = LAUNCH[i], m = i === 0 ? rays : mark;
    m[y] = tag;
    if (i > 0) launches[y] = tag;
    for (let d = 0; d < 8; d++) {
      for (let x = y + DIRS[d]; exists(s, x); x += DIRS[d]) {
        m[x] = tag;
        if (s.piece[x] !== 0) break;
      }
    }
  }
}

/**
 * LAUNCH[0] = k, then the launchers of k for side `by` (k itself not among them), each stamped in
 * SEEN; returns their count + 1. While the ice hint stands they come from the reach cache (the same
 * set but for k, which a cycle of tiles may put there: they depend on the tiles alone), else from
 * `gather`.
 */
function kingLaunchers(s: State, k: number, by: number): number {
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

/** attacked for inCheck: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const localAttacked = attacked;

/** Whether the king of `colour` stands in check. */
export function inCheck(s: State, colour: number): boolean {
  const k = kingCell(s, colour);
  return k >= 0 && localAttacked(s, k, 1 - colour);
}

/**
 * `fills` (markExposure, after `gather`: the launchers hold SEEN's stamp, the king's cell k too):
 * along each line from open ice x on which a piece of side `by` may come onto x (`fedOnto`: the
 * largest displacement it may bring, which the ice repeats), each launcher the slide reaches with at
 * most two pieces before it (a probe empties at most one cell, and the enemy's moving piece is off
 * its cell), and the cell beyond it when the slide reaches that too (a stop before it, on the
 * launcher).
 */
function markFills(s: State, k: number, by: number, fills: Int32Array, tag: number): void {
  if (iceN >= 0) {
    const key = by * 240 + k;
    if (FILL_ERA[key] !== era) fillLines(s, k, key);
    if (FILL_N[key] >= 0) {
      for (let i = FILL_OFF[key], e = i + FILL_N[key]; i < e; i++) fillLine(s, FILL[i] >> 3, FILL[i] & 7, k, by, fills, tag);
      return;
    }
  }
  const ice = iceN >= 0 ? iceN : -1;
  for (let j = 0; ice < 0 ? j < 120 : j < ice; j++) {
    const x = ice < 0 ? ALL_CELLS[j] : ICE[j];
    for (let d = 0; d < 8; d++) if (launcherAhead(s, x, DIRS[d], k)) fillLine(s, x, d, k, by, fills, tag);
  }
}

/** markFills along DIRS[d] from x, when x is open ice. */
function fillLine(s: State, x: number, d: number, k: number, by: number, fills: Int32Array, tag: number): void {
  if (kindAt(s, x) !== Tile.Ice) return;
  const most = fedOnto(s, x, d, by), D = DIRS[d];
  let between = 0;
  for (let y = x + D, far = 1; far <= most && exists(s, y); y += D, far++) {
    if (y !== k && SEEN[y] === stamp) { fills[y] = tag; if (far < most && exists(s, y + D)) fills[y + D] = tag; }
    if (s.piece[y] !== 0 && ++between > 2) break;
  }
}

/**
 * The fill cache: for the king's cell k (key by·240 + k, era as the reach cache's), the lines
 * (ice cell·8 + direction, FILL[FILL_OFF..+FILL_N)) from the hinted ice that hold a launcher of k
 * other than k, whatever stands on them: a superset of the lines `fillLine` marks on (launchers and
 * ice depend on the tiles alone), so markFills looks back (fedOnto) only along those. FILL_N -1: the
 * pool was full, look along every line.
 */
const FILL = new Int32Array(2048);
const FILL_ERA = new Int32Array(480);
const FILL_OFF = new Int32Array(480);
const FILL_N = new Int32Array(480);
let fillEra = 0, fillN = 0;

/** Fills the fill cache for key while SEEN holds k's launchers (kingLaunchers just ran). */
function fillLines(s: State, k: number, key: number): void {
  if (fillEra !== era) { fillEra = era; fillN = 0; }
  FILL_ERA[key] = era; FILL_OFF[key] = fillN; FILL_N[key] = -1;
  let n = fillN;
  for (let j = 0; j < iceN; j++) {
    const x = ICE[j];
    for (let d = 0; d < 8; d++) {
      let y = x + DIRS[d];
      while (exists(s, y) && (y === k || SEEN[y] !== stamp)) y += DIRS[d];
      if (!exists(s, y)) continue;
      if (n === FILL.length) return;
      FILL[n++] = x * 8 + d;
    }
  }
  FILL_N[key] = n - fillN; fillN = n;
}

/** Whether a launcher other than k (SEEN's stamp) stands on the line from x along D before a third piece: markFills's marks go only there. */
function launcherAhead(s: State, x: number, D: number, k: number): boolean {
  let between = 0;
  for (let y = x + D; exists(s, y); y += D) {
    if (y !== k && SEEN[y] === stamp) return true;
    if (s.piece[y] !== 0 && ++between > 2) return false;
  }
  return false;
}
