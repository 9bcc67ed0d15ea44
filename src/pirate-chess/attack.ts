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
import * as launchersModule from './launchers.js';
import * as linesModule from './lines.js';
import { Piece } from './pieces.js';
import { State } from './state.js';
import { Tile } from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ALL_CELLS, controls, exists, forward, kindAt, kingCell } = boardModule;
const { landsOn: lands } = controlModule;
const { COUNT, SENT, pawnsStrike } = dangerModule;
const { cellOf, DIRS, rankOf, W } = geometryModule;
const { gather, hinted, ICE, kingLaunchers, LAUNCH, layoutEra, REACH, REACH_N, REACH_OFF, reached, SEEN, seenStamp } = launchersModule;
const { fedOnto } = linesModule;

/** The ice hint (launchers.ts), given and taken back by the move generator and plays: attack.ts's callers know it here. */
export const hintIce = launchersModule.hintIce;
export const noteIce = launchersModule.noteIce;
export const { hintBack, hintStands, setHintAside } = launchersModule;

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

/**
 * The pieces of side `by` that may reach a launcher by their own move other than pawns (knights,
 * bishops, rooks, queens, kings, pirates), PIECES[0..n), found once per `attacked` call by reading
 * the piece array four cells to a word (as danger.ts's mapDanger does) and matched with the
 * target (`direct`) and each launcher by where they stand (REL, `stepsTo`), instead of looking
 * outward from every one of those cells.
 */
const PIECES = new Int32Array(120);
/** The piece array's words that hold the cells of the board (a1..l11, the extensions among them): danger.ts's WORD0, WORD1. */
const WORD0 = cellOf(0, 0) >> 2, WORD1 = (cellOf(11, 10) >> 2) + 1;
/**
 * REL[(dr + 16) · 32 + df + 16], for a cell dr ranks and df files from a piece (the mailbox's
 * rows and columns: W = 16): bit 0 a knight's jump, bit 1 a king's step, bit 2 a rook's line,
 * bit 3 a bishop's line. ALONG[type]: the bits a piece of that type moves by (none for pawns,
 * whose moves depend on what stands there: strikesVia looks at them from the launcher).
 */
const REL = new Uint8Array(32 * 32);
for (let dr = -15; dr <= 15; dr++) for (let df = -15; df <= 15; df++) {
  const ar = Math.abs(dr), af = Math.abs(df);
  REL[(dr + 16) * 32 + df + 16] = (ar * af === 2 ? 1 : 0) | (ar <= 1 && af <= 1 && ar + af > 0 ? 2 : 0)
    | ((ar === 0) !== (af === 0) ? 4 : 0) | (ar === af && ar > 0 ? 8 : 0);
}
const ALONG = new Uint8Array(16);
ALONG[Piece.Knight] = 1; ALONG[Piece.King] = ALONG[Piece.Pirate] = 2; ALONG[Piece.Rook] = 4; ALONG[Piece.Bishop] = 8; ALONG[Piece.Queen] = 12;

/** Fills PIECES with side `by`'s pieces that move by REL (ALONG not 0); returns their count. */
function piecesOf(s: State, by: number): number {
  const piece = s.piece, words = s.words, side = -by; // every colour bit a piece of side `by` has: none (white, 0) or all (black, -1)
  let n = 0;
  for (let w = WORD0; w < WORD1; w++) {
    const word = words[w];
    if (word === 0) continue;
    // bit 4 of each byte: a piece stands there and it is of side `by` (danger.ts mapDanger)
    let mine = ((word & 0x0f0f0f0f) + 0x0f0f0f0f) & ~(word ^ side) & 0x10101010;
    while (mine !== 0) {
      const bit = mine & -mine, c = 4 * w + ((31 - Math.clz32(bit)) >> 3);
      mine ^= bit;
      if (ALONG[piece[c] & 15] !== 0) PIECES[n++] = c;
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
 * tile a chain to target can start on). PIECES[0..n) holds the side's pieces other than pawns
 * (piecesOf).
 */
function strikesVia(s: State, u: number, target: number, by: number, n: number): boolean {
  const own = by << 4;
  for (let i = 0; i < n; i++) {
    const c = PIECES[i], k = stepsTo(s, c, u);
    if (k !== 0 && controls(s, c) && movesOn(s, c, u, target, by, s.piece[c] & 15, ((u - c) / k) | 0, k)) return true;
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

/**
 * How many steps the piece on c (one of PIECES) takes to reach u by its own move: 1 for a knight's
 * jump or a king's or pirate's step, a slider's count when every cell between is on the board and
 * empty; 0 when it cannot (the step is (u − c) / that count).
 */
function stepsTo(s: State, c: number, u: number): number {
  const dr = (u >> 4) - (c >> 4), df = (u & 15) - (c & 15); // W = 16: rank and file in the mailbox
  const rel = REL[(dr + 16) * 32 + df + 16] & ALONG[s.piece[c] & 15];
  if (rel === 0) return 0;
  if ((rel & 3) !== 0) return 1;
  const D = (dr > 0 ? W : dr < 0 ? -W : 0) + (df > 0 ? 1 : df < 0 ? -1 : 0);
  let x = c + D, steps = 1;
  while (x !== u && s.piece[x] === 0 && exists(s, x)) { x += D; steps++; }
  return x === u ? steps : 0;
}

/** Plain chess control of target by side `by` (no tile in between): a pawn's diagonal, or one of PIECES[0..n) (piecesOf) by its own move. */
function direct(s: State, target: number, by: number, n: number): boolean {
  const f = forward(by);
  for (let side = -1; side <= 1; side += 2) {
    const c = target - f + side, p = s.piece[c];
    if (p !== 0 && (p & 31) === (Piece.Pawn | (by << 4)) && controls(s, c)) return true;
  }
  for (let i = 0; i < n; i++) if (stepsTo(s, PIECES[i], target) !== 0 && controls(s, PIECES[i])) return true;
  return false;
}

/**
 * The launcher that last sent a piece on to the target (index by·240 + target, as the reach cache's,
 * stamped with the era: launchers.ts): tried first, before plain control, since the probes of a position in check through
 * a tile mostly leave that check standing. Any launcher that strikes answers true, so the order
 * changes nothing but the time.
 */
const HIT = new Int32Array(480);
const HIT_ERA = new Int32Array(480);

/**
 * Whether side `by` controls target: plain chess control, else control through open tiles.
 * For the latter the tiles that may send a piece on to target are gathered backwards, up to
 * any depth (launchers.ts), and only the pieces whose own move reaches one of them are
 * followed forwards (`strikes`), instead of every piece of the side.
 */
export function attacked(s: State, target: number, by: number): boolean {
  const n = piecesOf(s, by);
  if (hinted() >= 0) {
    const key = by * 240 + target, era = layoutEra();
    if (HIT_ERA[key] === era && strikesVia(s, HIT[key], target, by, n)) return true;
    if (direct(s, target, by, n)) return true;
    reached(s, target, by, key);
    const o = REACH_OFF[key], e = o + REACH_N[key];
    if (REACH_N[key] >= 0) {
      for (let i = o; i < e; i++) if (strikesVia(s, REACH[i], target, by, n)) { HIT[key] = REACH[i]; HIT_ERA[key] = era; return true; }
      return false;
    }
  } else if (direct(s, target, by, n)) return true;
  const m = gather(s, target, by, 0);
  for (let i = 0; i < m; i++) if (strikesVia(s, LAUNCH[i], target, by, n)) return true;
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
  const n = markLaunchers(s, colour, launches, fills, tag);
  for (let i = 0; i < n; i++) {
    const y = LAUNCH[i], m = i === 0 ? rays : mark;
    m[y] = tag;
    for (let d = 0; d < 8; d++) {
      for (let x = y + DIRS[d]; exists(s, x); x += DIRS[d]) {
        m[x] = tag;
        if (s.piece[x] !== 0) break;
      }
    }
  }
}

/**
 * markExposure's `launches` and `fills` alone (its lines are asked cell by cell: `rayMarked`):
 * returns how many cells LAUNCH[0..n) holds, the king's cell first and then its launchers (0: no
 * king), until the next gathering.
 */
export function markLaunchers(s: State, colour: number, launches: Int32Array, fills: Int32Array, tag: number): number {
  const k = kingCell(s, colour);
  if (k < 0) return 0;
  const n = kingLaunchers(s, k, 1 - colour);
  if (n > 1) markFills(s, k, 1 - colour, fills, tag); // fills go on launchers other than k alone
  for (let i = 1; i < n; i++) launches[LAUNCH[i]] = tag;
  return n;
}

/**
 * Whether markExposure would mark x (in `mark` or `rays`) for the king on k whose launchers hold
 * `tag` in `launches` (markLaunchers, the board unchanged since): x is the king's cell or a
 * launcher, or looking from x along one of the eight lines, over empty cells of the board, the
 * first cell that is the king's, a launcher or holds a piece is the king's or a launcher (the line
 * from it then reaches x before any piece).
 */
export function rayMarked(s: State, x: number, k: number, launches: Int32Array, tag: number): boolean {
  if (x === k || launches[x] === tag) return true;
  for (let d = 0; d < 8; d++) {
    const D = DIRS[d];
    for (let z = x + D; exists(s, z); z += D) {
      if (z === k || launches[z] === tag) return true;
      if (s.piece[z] !== 0) break;
    }
  }
  return false;
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
  const iceN = hinted();
  if (iceN >= 0) {
    const key = by * 240 + k;
    if (FILL_ERA[key] !== layoutEra()) fillLines(s, k, key, iceN);
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
  const most = fedOnto(s, x, d, by), D = DIRS[d], stamp = seenStamp();
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

/** Fills the fill cache for key while SEEN holds k's launchers (kingLaunchers just ran) and the ice hint lists iceN cells. */
function fillLines(s: State, k: number, key: number, iceN: number): void {
  const era = layoutEra(), stamp = seenStamp();
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
  const stamp = seenStamp();
  let between = 0;
  for (let y = x + D; exists(s, y); y += D) {
    if (y !== k && SEEN[y] === stamp) return true;
    if (s.piece[y] !== 0 && ++between > 2) return false;
  }
  return false;
}
