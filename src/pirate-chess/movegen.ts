/**
 * Legal moves into a caller's buffer: pseudo-legal decisions first, then each one kept unless
 * it leaves the king in check (isLegal: made and unmade on the board when its tile moves
 * nobody, else probed on a scratch copy with apply.play, probe = true; both skip the control
 * test when what they changed cannot expose the king: docs/PIRATE-CHESS.md, *Speed*).
 *
 * Capacity: MAX_MOVES = 1024. The worst opening decision we can build is nine queens, two
 * rooks, two bishops, two knights and a king in the open: 9·41 + 2·21 + 2·20 + 2·8 + 8 + 2
 * castlings = 477 (a queen on this 12×11 board reaches at most 21 cells as a rook and 20
 * as a bishop), plus buying back (5 types × at most 8 start cells = 40) and bottles (16): 533.
 * The largest follow-up is the airplane: every other cell, 119. So 1024 holds any of them.
 *
 * The probe may itself ask for the legal follow-ups of a choice tile (apply.offerChoice), so
 * the generator keeps a scratch state and a move buffer per nesting level (MAX_NEST).
 */

import { BAD, caveExit, play, quakeCell } from './apply.js';
import { attacked, hintIce, inCheck, markExposure, opened } from './attack.js';
import { ALL_CELLS, capturable, exists, forward, kindAt, kingCell, promotionMask, START_LIST, START_N, START_OFF } from './board.js';
import { cellOf, DIRS, KNIGHT, rankOf } from './geometry.js';
import { encodeMove, moveFrom, MoveKind, moveKind, moveTo } from './moves.js';
import { colourOf, Piece, PRICE, REVIVABLE, typeOf } from './pieces.js';
import {
  BOTTLES, CASTLE, COINS, copyPosition, EP, EP_PAWN, GRASS, HELD, LOST, PEND_CELL, PEND_FROM, PHASE, Phase, RESULT, Result, SIDE, State,
  STEP_MASK, TRAPPED,
} from './state.js';
import { arrowMask, spinnerSteps, Tile } from './tiles.js';
import { freeExtension, lightPickable } from './lighthouse.js';

export const MAX_MOVES = 1024;
const MAX_NEST = 6;
const SCRATCH: State[] = [];
const BUF: Int32Array[] = [];
for (let i = 0; i <= MAX_NEST; i++) { SCRATCH.push(new State()); BUF.push(new Int32Array(MAX_MOVES)); }
let nest = 0;

const KING_HOME = Int32Array.of(cellOf(6, 0), cellOf(6, 10));

/**
 * Whether a piece of `side` may move to y by its own move: on the board, not its own piece;
 * an enemy only if `strike` and it can be taken there, and one past a spinner's first step
 * only by a slider (it may stop on any step; others enter on step 1: PC7); not a plain step
 * onto an open crocodile (PC8); a king never onto the open cannibal.
 */
function target(s: State, y: number, side: number, strike: boolean, king: boolean, slider = false): boolean {
  if (!exists(s, y)) return false;
  const p = s.piece[y], k = kindAt(s, y);
  if (king && k === Tile.Cannibal) return false;
  if (p === 0) return k !== Tile.Crocodile;
  if ((s.pstat[y] & STEP_MASK) > 1 && !slider) return false;
  return strike && colourOf(p) !== side && capturable(s, y);
}

/** The side's trapped pieces (pseudoPlay finds them for `extras`), and whether its king, queen or a pawn stands in the native woman's fortress. */
const TRAPPED_AT = new Int32Array(32);
let trappedN = 0, native = false;

/** Opening decisions of the side to move, legal or not; returns the count. */
function pseudoPlay(s: State, out: Int32Array): number {
  const side = s.v[SIDE];
  let n = 0;
  trappedN = 0; native = false;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], p = s.piece[c];
    if (p === 0 || colourOf(p) !== side) continue;
    const st = s.pstat[c], t = typeOf(p), k = kindAt(s, c);
    if (k === Tile.Native && (t === Piece.King || t === Piece.Queen || t === Piece.Pawn)) native = true;
    if ((st & TRAPPED) !== 0 && trappedN < TRAPPED_AT.length) TRAPPED_AT[trappedN++] = c;
    if ((st & HELD) !== 0) continue;
    if ((st & STEP_MASK) !== 0 && (st & STEP_MASK) < spinnerSteps(k)) { out[n++] = encodeMove(MoveKind.Move, c, c, 0); continue; }
    const strike = k !== Tile.Jungle && t !== Piece.Missionary && t !== Piece.Friday;
    switch (t) {
      case Piece.Pawn: {
        const f = forward(side), y = c + f;
        if (exists(s, y) && s.piece[y] === 0 && kindAt(s, y) !== Tile.Crocodile) {
          out[n++] = encodeMove(MoveKind.Move, c, y, 0);
          const y2 = y + f;
          if (rankOf(c) === (side === 0 ? 1 : 9) && exists(s, y2) && s.piece[y2] === 0 && kindAt(s, y2) !== Tile.Crocodile) out[n++] = encodeMove(MoveKind.Move, c, y2, 0);
        }
        for (let d = -1; d <= 1; d += 2) {
          const x = y + d;
          if (strike && s.piece[x] !== 0 && target(s, x, side, true, false)) out[n++] = encodeMove(MoveKind.Move, c, x, 0);
          else if (strike && x === s.v[EP] && s.v[EP_PAWN] !== 0 && s.piece[x] === 0) out[n++] = encodeMove(MoveKind.EnPassant, c, x, 0);
        }
        break;
      }
      case Piece.Knight:
        for (let j = 0; j < 8; j++) if (target(s, c + KNIGHT[j], side, strike, false)) out[n++] = encodeMove(MoveKind.Move, c, c + KNIGHT[j], 0);
        break;
      case Piece.Bishop: case Piece.Rook: case Piece.Queen: {
        const d0 = t === Piece.Bishop ? 1 : 0, dStep = t === Piece.Queen ? 1 : 2;
        for (let d = d0; d < 8; d += dStep) {
          const D = DIRS[d];
          for (let x = c + D; exists(s, x); x += D) {
            if (target(s, x, side, strike, false, true)) out[n++] = encodeMove(MoveKind.Move, c, x, 0);
            if (s.piece[x] !== 0) break;
          }
        }
        break;
      }
      default: // king, pirate, missionary, Friday: one step any way
        for (let d = 0; d < 8; d++) if (target(s, c + DIRS[d], side, strike, t === Piece.King)) out[n++] = encodeMove(MoveKind.Move, c, c + DIRS[d], 0);
        if (t === Piece.King && c === KING_HOME[side]) n = castlings(s, c, side, out, n);
    }
  }
  // while the grass burns the other player moves these pieces: he may not spend their coins or rum (Jackal: "Командовать чужим ромом нельзя"), nor revive
  return s.v[GRASS] > 0 ? n : extras(s, side, out, n);
}

/** Castling: the rights, the rook on its corner, the cells between empty, the king not in check and not crossing a controlled cell (the probe checks where it lands). */
function castlings(s: State, king: number, side: number, out: Int32Array, n: number): number {
  const rights = s.v[CASTLE] >> (2 * side);
  if ((rights & 3) === 0) return n;
  const rook = Piece.Rook | (side << 4);
  if ((rights & 1) !== 0 && (s.piece[king + 3] & 31) === rook && (s.pstat[king + 3] & HELD) === 0
    && s.piece[king + 1] === 0 && s.piece[king + 2] === 0 && !inCheck(s, side) && !attacked(s, king + 1, 1 - side)) out[n++] = encodeMove(MoveKind.Castle, king, king + 2, 0);
  if ((rights & 2) !== 0 && (s.piece[king - 4] & 31) === rook && (s.pstat[king - 4] & HELD) === 0
    && s.piece[king - 1] === 0 && s.piece[king - 2] === 0 && s.piece[king - 3] === 0 && !inCheck(s, side) && !attacked(s, king - 1, 1 - side)) out[n++] = encodeMove(MoveKind.Castle, king, king - 2, 0);
  return n;
}

/** Buying back lost pieces, free pawns at the native woman's fortress, and bottles for trapped pieces (after pseudoPlay's scan). */
function extras(s: State, side: number, out: Int32Array, n: number): number {
  if (s.v[BOTTLES + side] > 0) for (let i = 0; i < trappedN; i++) out[n++] = encodeMove(MoveKind.Bottle, 0, TRAPPED_AT[i], 0);
  for (let i = 0; i < 5; i++) {
    if (s.v[LOST + 5 * side + i] === 0) continue;
    const t = REVIVABLE[i], o = START_OFF[side * 10 + t], e = o + START_N[side * 10 + t];
    const paid = s.v[COINS + side] >= PRICE[t], free = native && t === Piece.Pawn;
    if (!paid && !free) continue;
    for (let j = o; j < e; j++) {
      const c = START_LIST[j];
      if (s.piece[c] !== 0) continue;
      if (paid) out[n++] = encodeMove(MoveKind.Revive, 0, c, t);
      if (free) out[n++] = encodeMove(MoveKind.FreeRevive, 0, c, t);
    }
  }
  return n;
}

/** The choices a tile owes (PHASE Choose) or the promotion (PHASE Promote), legal or not. */
function pseudoFollowUp(s: State, out: Int32Array): number {
  const side = s.v[SIDE], cell = s.v[PEND_CELL], t = typeOf(s.piece[cell]);
  let n = 0;
  if (s.v[PHASE] === Phase.Promote) {
    const mask = promotionMask(cell);
    for (let u = Piece.Knight; u <= Piece.Queen; u++) if ((mask >> u) & 1) out[n++] = encodeMove(MoveKind.Promote, cell, 0, u);
    return n;
  }
  const k = kindAt(s, cell), phase = s.v[PHASE];
  if (phase === Phase.Rum) {
    for (let d = 0; d < 8; d++) {
      const y = cell + DIRS[d], u = typeOf(s.piece[y]);
      if (s.piece[y] !== 0 && (u === Piece.Friday || u === Piece.Missionary)) out[n++] = encodeMove(MoveKind.Choose, cell, y, 0);
    }
    out[n++] = encodeMove(MoveKind.Choose, cell, 0, 0);
  } else if (phase === Phase.Light) {
    for (let i = 0; i < 120; i++) if (lightPickable(s, ALL_CELLS[i])) out[n++] = encodeMove(MoveKind.Choose, cell, ALL_CELLS[i], 0);
  } else if (phase === Phase.LightExt) {
    for (let i = 0; i < 4; i++) { const c = freeExtension(s, i); if (c >= 0) out[n++] = encodeMove(MoveKind.Choose, cell, c, 0); }
  } else if (phase === Phase.Arrange) {
    for (let i = 0; i < 24; i++) out[n++] = encodeMove(MoveKind.Arrange, cell, i, 0);
  } else if (phase === Phase.Quake || k === Tile.Earthquake) {
    const other = s.v[PHASE] === Phase.Quake ? s.v[PEND_FROM] : -1;
    for (let i = 0; i < 120; i++) if (quakeCell(s, ALL_CELLS[i], other)) out[n++] = encodeMove(MoveKind.Choose, cell, ALL_CELLS[i], 0);
  } else if (k === Tile.BenGunn || k === Tile.Missionary || k === Tile.Friday) {
    for (let d = 0; d < 8; d++) { const y = cell + DIRS[d]; if (exists(s, y) && s.piece[y] === 0) out[n++] = encodeMove(MoveKind.Choose, cell, y, 0); }
  } else if (k === Tile.Horse) {
    for (let j = 0; j < 8; j++) if (land(s, cell + KNIGHT[j], side)) out[n++] = encodeMove(MoveKind.Choose, cell, cell + KNIGHT[j], 0);
  } else if (k === Tile.Balloon) {
    const o = START_OFF[side * 10 + t], e = o + (t <= Piece.King ? START_N[side * 10 + t] : 0);
    for (let i = o; i < e; i++) if (s.piece[START_LIST[i]] === 0) out[n++] = encodeMove(MoveKind.Choose, cell, START_LIST[i], 0);
  } else if (k === Tile.Cave) {
    for (let i = 0; i < 120; i++) if (caveExit(s, ALL_CELLS[i], cell)) out[n++] = encodeMove(MoveKind.Choose, cell, ALL_CELLS[i], 0);
  } else if (k === Tile.Airplane) {
    for (let i = 0; i < 120; i++) { const y = ALL_CELLS[i]; if (y !== cell && land(s, y, side)) out[n++] = encodeMove(MoveKind.Choose, cell, y, 0); }
  } else {
    const mask = arrowMask(s.tile[cell]);
    for (let d = 0; d < 8; d++) {
      if (((mask >> d) & 1) === 0) continue;
      const y = cell + DIRS[d];
      if (!exists(s, y)) { if (t !== Piece.King) out[n++] = encodeMove(MoveKind.Choose, cell, 0, 0); }
      else if (land(s, y, side)) out[n++] = encodeMove(MoveKind.Choose, cell, y, 0);
    }
  }
  return n;
}

/** A tile may put a piece of `side` on y: on the board, and empty or an enemy that can be taken. */
function land(s: State, y: number, side: number): boolean {
  if (!exists(s, y)) return false;
  const p = s.piece[y];
  return p === 0 || (colourOf(p) !== side && capturable(s, y));
}

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
function isLegal(s: State, m: number, side: number, scratch: State): boolean {
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

/** Pseudo-legal decisions of the position into out; the count. */
const pseudo = (s: State, out: Int32Array): number => (s.v[PHASE] === Phase.Play ? pseudoPlay(s, out) : pseudoFollowUp(s, out));

/** Writes the legal decisions into out (length ≥ MAX_MOVES) and returns their count; 0 when the game is over. */
export function generateMoves(s: State, out: Int32Array): number {
  if (s.v[RESULT] !== Result.Playing || nest >= MAX_NEST) return 0;
  const count = pseudo(s, out), side = s.v[SIDE], scratch = SCRATCH[nest];
  beginLegality(s);
  let n = 0;
  for (let i = 0; i < count; i++) if (isLegal(s, out[i], side, scratch)) out[n++] = out[i];
  if (nest === 0) hintIce(null);
  if (n === 0 && s.v[PHASE] === Phase.LightExt) out[n++] = encodeMove(MoveKind.Choose, s.v[PEND_CELL], 0, 0); // every extension checks our king: none
  return n;
}

/** Whether the side to move has a legal decision (for the end of a turn and the tiles' choices); stops at the first. */
export function hasLegal(s: State): boolean {
  if (nest >= MAX_NEST) return false;
  if (s.v[PHASE] === Phase.LightExt) return true; // "no extension" stands in when none is legal
  const buf = BUF[nest], count = pseudo(s, buf), side = s.v[SIDE], scratch = SCRATCH[nest];
  beginLegality(s);
  let legal = false;
  for (let i = 0; i < count && !legal; i++) legal = isLegal(s, buf[i], side, scratch);
  if (nest === 0) hintIce(null);
  return legal;
}
