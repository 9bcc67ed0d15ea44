/**
 * Legality: whether a decision leaves the mover's king in check, decided from the position's
 * attack information where it can answer (as Stockfish's `Position::legal` answers from pins
 * and checkers), by a probe of the decision on a scratch copy where it cannot.
 *
 * Implementation notes.
 * - The attack information of the position being judged (per nesting level): whether the king
 *   is in check, and attack.markExposure's marks: the king's lines and the lines of the open
 *   tiles that may send a piece on to the king (launchers), each up to the first piece. A
 *   decision that only moves one piece of ours (not the king) from an unmarked cell onto a tile
 *   that moves nobody, or that only puts a piece of ours down off the launchers, or that
 *   changes nothing on the board (the lighthouse's picks and order, the promotion of our own
 *   pawn) keeps a safe king safe with no control test. A marked cell that is no launcher is
 *   judged along its four lines (attack.opened); a king in check is judged by making the
 *   change on the board, one control test, and unmaking it.
 * - Everything else (a tile that moves the piece on, castling, en passant, a bottle, the
 *   cave, the earthquake, the lighthouse's extension) is probed: the caller's `play` (apply.ts)
 *   runs on a scratch copy with probe = true and logs the cells it changes (logCell); `exposed`
 *   then judges the king from those changes when it can (see there). The probe may itself ask
 *   whether a choice tile has a safe choice (apply.offerChoice -> hasLegal), so the scratch
 *   states, buffers and marks are kept per nesting level (MAX_NEST). The rules make this
 *   recursion (a tile's choices are offered only when safe, PC6); `play` comes in as a
 *   parameter so that this module does not import apply.ts (apply imports it).
 * - `setShortcuts(false)` turns every shortcut off: every decision probed, every king judged by
 *   attack.inCheck. That is the slow reference the tests hold the shortcuts to.
 */

import { hintIce, inCheck, markExposure, opened } from './attack.js';
import { kindAt, kingCell } from './board.js';
import { moveFrom, MoveKind, moveKind, moveTo } from './moves.js';
import { colourOf, Piece, typeOf } from './pieces.js';
import { pseudo } from './pseudo.js';
import { copyPosition, PHASE, Phase, SIDE, State } from './state.js';
import { Tile } from './tiles.js';

/** What a probe or a landing comes to: OK (done, king safe), BAD (king left in check), PENDING (a follow-up choice is owed, at least one safe). */
export const OK = 0, BAD = 1, PENDING = 2;

/** Plays decision m on s (apply.play); with probe = true it turns no tile over and ends no turn, and answers OK, BAD or PENDING. */
export type Play = (s: State, m: number, probe: boolean) => number;

/** Move buffers hold this many decisions (the worst case is argued in movegen.ts). */
export const MAX_MOVES = 1024;
const MAX_NEST = 6;
const SCRATCH: State[] = [];
const BUF: Int32Array[] = [];
for (let i = 0; i <= MAX_NEST; i++) { SCRATCH.push(new State()); BUF.push(new Int32Array(MAX_MOVES)); }
let nest = 0;

/**
 * Open tile kinds that cannot move or remove the piece that stops on them (index = kind):
 * a plain move there is judged by making it on the board and unmaking it, with no copy.
 */
const INERT = new Uint8Array(64);
for (const k of [Tile.FaceDown, Tile.Empty, Tile.Spin2, Tile.Spin3, Tile.Spin4, Tile.Spin5, Tile.Trap, Tile.Fortress, Tile.Native, Tile.RumBarrel,
  Tile.Chest1, Tile.Chest2, Tile.Chest3, Tile.Chest4, Tile.Chest5, Tile.Galleon, Tile.Carramba, Tile.Lighthouse, Tile.BenGunn, Tile.Missionary,
  Tile.Friday, Tile.Bottles1, Tile.Bottles2, Tile.Bottles3, Tile.Earthquake, Tile.Jungle, Tile.Grass]) INERT[k] = 1;

/**
 * What the legality test knows of the position being generated, per nesting level L: ROOT[L]
 * the position; SAFE[L] 1 when the side's king is not in check there, 0 when it is, -1 not
 * yet known; EXPOSED[L] and RAYS[L] hold TAG[L] on the cells attack.markExposure marked (the
 * launchers' lines, the king's lines) and LAUNCHES[L] on the open tiles that may send a piece
 * on to the king, once asked for (MARKED[L]).
 *
 * A probe of level L (made on SCRATCH[L] while nest = L + 1) logs every cell where it put,
 * moved, took or changed a piece (LOG[L], apply.ts calls logCell), and DIRTY[L] when it did
 * something else that could change control (tiles swapped, a cell added). `exposed` then
 * judges the king from the differences with ROOT[L] when it can (see there).
 */
const ROOT: State[] = [];
const SAFE = new Int8Array(MAX_NEST + 1);
const MARKED = new Int8Array(MAX_NEST + 1);
const EXPOSED: Int32Array[] = [];
const RAYS: Int32Array[] = [];
const LAUNCHES: Int32Array[] = [];
const LOG: Int32Array[] = [];
const LOG_N = new Int32Array(MAX_NEST + 1);
const DIRTY = new Int8Array(MAX_NEST + 1);
const LOG_LEN = 128;
for (let i = 0; i <= MAX_NEST; i++) {
  ROOT.push(SCRATCH[i]); EXPOSED.push(new Int32Array(240)); RAYS.push(new Int32Array(240)); LAUNCHES.push(new Int32Array(240)); LOG.push(new Int32Array(LOG_LEN));
}
const TAG = new Int32Array(MAX_NEST + 1);

/**
 * Whether the shortcuts of the legality test are on (the default). Off, every decision is probed
 * on a scratch copy and every king is judged by attack.inCheck, with no ice hint: the reference
 * the tests hold the shortcuts to (the legal decisions must be the same, in the same order).
 */
let shortcuts = true;
export function setShortcuts(on: boolean): void { shortcuts = on; }

function beginLegality(s: State): void {
  ROOT[nest] = s; SAFE[nest] = -1; MARKED[nest] = 0;
  if (nest === 0 && shortcuts) hintIce(s); // the tiles stay where they are for the whole generation: probes turn none over
  if (++TAG[nest] === 0x7fffffff) { TAG[nest] = 1; EXPOSED[nest].fill(0); RAYS[nest].fill(0); LAUNCHES[nest].fill(0); }
}

/** Whether the king is safe in ROOT[level]; a nested level's position comes from the probe one level up, which `exposed` may judge without a control test. */
function levelSafe(level: number, side: number): boolean {
  if (SAFE[level] < 0) {
    const at = nest;
    nest = level;
    SAFE[level] = exposed(ROOT[level], side) ? 0 : 1;
    nest = at;
  }
  return SAFE[level] === 1;
}

const kingSafe = (side: number): boolean => levelSafe(nest, side);

function levelMarks(level: number, side: number): void {
  if (MARKED[level] === 0) { markExposure(ROOT[level], side, EXPOSED[level], RAYS[level], LAUNCHES[level], TAG[level]); MARKED[level] = 1; }
}

/** A probe changed the piece on c (apply.ts); nothing to do outside a probe. */
export function logCell(c: number): void {
  if (nest === 0) return;
  const L = nest - 1;
  if (LOG_N[L] < LOG_LEN) LOG[L][LOG_N[L]++] = c;
  else DIRTY[L] = 1;
}

/** A probe changed something that may change control other than pieces (apply.ts). */
export function logDirty(): void {
  if (nest > 0) DIRTY[nest - 1] = 1;
  hintIce(null); // tiles may have moved
}

/**
 * Whether side's king stands in check in s. Inside a probe (nested ones included), s is the
 * outermost position ROOT[0] changed on the cells the probes logged. When the king was safe
 * there and has not moved, those changes emptied at most one cell and that cell is not marked
 * (attack.markExposure on ROOT[0]), and every cell they filled holds a piece of ours on no
 * tile that may send a piece on to the king, the king is still safe: no control test is
 * needed; when the emptied cell is marked but no launcher, attack.opened looks along the lines
 * through it. Otherwise, and outside probes, it is attack.inCheck.
 */
export function exposed(s: State, side: number): boolean {
  if (nest === 0 || !shortcuts) return inCheck(s, side);
  for (let L = 0; L < nest; L++) if (DIRTY[L] !== 0) return inCheck(s, side);
  const root = ROOT[0];
  if (!levelSafe(0, side)) return inCheck(s, side);
  const king = kingCell(root, side);
  if (king < 0 || s.piece[king] !== root.piece[king]) return inCheck(s, side);
  levelMarks(0, side);
  const tag = TAG[0], marks = EXPOSED[0], launches = LAUNCHES[0];
  let emptied = -1;
  for (let L = 0; L < nest; L++) {
    const log = LOG[L];
    for (let i = 0; i < LOG_N[L]; i++) {
      const c = log[i], b = s.piece[c];
      if (b === root.piece[c]) continue;
      if (b === 0) {
        if (launches[c] === tag || (emptied >= 0 && emptied !== c)) return inCheck(s, side);
        emptied = c;
      } else if (colourOf(b) !== side || launches[c] === tag) return inCheck(s, side);
    }
  }
  return emptied >= 0 && (marks[emptied] === tag || RAYS[0][emptied] === tag) ? opens(s, emptied, king, side, 0) : false;
}

/** After the cell c (no launcher) alone was emptied, the king of `side` on k safe before: whether that checks it (attack.opened, else attack.inCheck). */
function opens(s: State, c: number, k: number, side: number, level: number): boolean {
  const r = opened(s, c, side, k, LAUNCHES[level], TAG[level]);
  return r < 0 ? inCheck(s, side) : r === 1;
}

/**
 * Whether decision m leaves the side's king safe. A plain move onto a tile that moves nobody
 * is made and unmade on the board, and needs no check test at all when the king is safe, the
 * piece is not the king and its cell is not one attack.markExposure marks (a marked cell that
 * is no launcher: attack.opened looks along its lines); a spinner step changes no control of
 * the enemy; everything else is probed on a scratch copy.
 */
function isLegal(s: State, m: number, side: number, scratch: State, play: Play): boolean {
  const from = moveFrom(m), to = moveTo(m), kind = moveKind(m);
  if (kind === MoveKind.Move && from === to && shortcuts) return kingSafe(side);
  if (kind === MoveKind.Move && shortcuts && (INERT[kindAt(s, to)] === 1 || (kindAt(s, to) === Tile.Airplane && s.used[to] !== 0))) {
    let lines = false;
    if (typeOf(s.piece[from]) !== Piece.King && kingSafe(side)) {
      levelMarks(nest, side);
      const tag = TAG[nest];
      if (EXPOSED[nest][from] !== tag && RAYS[nest][from] !== tag) return true;
      lines = LAUNCHES[nest][from] !== tag; // not a launcher: only the lines through it can open
    }
    const p = s.piece[from], ps = s.pstat[from], q = s.piece[to], qs = s.pstat[to];
    s.piece[to] = p; s.pstat[to] = 0; s.piece[from] = 0; s.pstat[from] = 0;
    const bad = lines ? opens(s, from, kingCell(s, side), side, nest) : inCheck(s, side);
    s.piece[from] = p; s.pstat[from] = ps; s.piece[to] = q; s.pstat[to] = qs;
    return !bad;
  }
  copyPosition(scratch, s);
  LOG_N[nest] = 0; DIRTY[nest] = 0;
  nest++;
  const r = play(scratch, m, true);
  nest--;
  return r !== BAD;
}

/** Keeps, in place, the legal decisions among the first `count` of out (pseudo.ts's, in their order); returns how many. */
export function keepLegal(s: State, out: Int32Array, count: number, play: Play): number {
  if (nest >= MAX_NEST) return 0;
  const side = s.v[SIDE], scratch = SCRATCH[nest];
  beginLegality(s);
  let n = 0;
  for (let i = 0; i < count; i++) if (isLegal(s, out[i], side, scratch, play)) out[n++] = out[i];
  if (nest === 0) hintIce(null);
  return n;
}

/** Whether the side to move has a legal decision (for the end of a turn and the tiles' choices); stops at the first. */
export function hasLegal(s: State, play: Play): boolean {
  if (nest >= MAX_NEST) return false;
  if (s.v[PHASE] === Phase.LightExt) return true; // "no extension" stands in when none is legal
  const buf = BUF[nest], count = pseudo(s, buf), side = s.v[SIDE], scratch = SCRATCH[nest];
  beginLegality(s);
  let legal = false;
  for (let i = 0; i < count && !legal; i++) legal = isLegal(s, buf[i], side, scratch, play);
  if (nest === 0) hintIce(null);
  return legal;
}
