/**
 * Legality answered from the attack information: whether a decision leaves the mover's king
 * safe, told from the outermost generation's position (ROOT[0] in legality.ts) without playing
 * the decision on a copy, as Stockfish's `Position::legal` answers from pins and checkers.
 *
 * Contract. Each judge answers exactly what the probe of the same decision (apply.play on a
 * scratch copy, legality.exposed on what it leaves) would answer, for the decisions
 * legality.isLegal hands it: one piece of ours moved (not by castling) onto a tile that moves
 * nobody and asks nothing, or to the cell where forced.forcedEnd's trace ends it (`moveSafe`);
 * put down on such a tile (`putSafe`); lifted off the board alone (`liftSafe`: the open
 * cannibal, the edge); a move onto a tile that asks a choice, legal when one of its choices is
 * (`quietChoice`, PC30: true is an answer, false is not); the common quiet move (`quietMove`:
 * true is an answer, false is not). isLegal hands none of them a move of Friday or the
 * missionary while both stand on the board (PC34: the judges know no meeting), nor a decision
 * while a castled rook's tile has still to act. Inside a probe (`PROBING[0]` > 0) a landing is
 * judged by legality's logged judge (`useProbes`), which compares the probes' changes with
 * ROOT[0]; at the outermost level with the marks below. The judges change nothing they do not
 * put back before they answer.
 *
 * The attack information (per outermost generation, tagged by legality.TAG[0]: `beginMarks`):
 * SAFE[L] whether the king is safe at nesting level L (legality.levelSafe fills it); the marks
 * of attack.markLaunchers, made once asked for (MARKED; KING the king's cell then): LAUNCHES
 * holds the tag on the open tiles that may send a piece on to the king, FILLS on the cells where
 * a piece of ours put down may add control through ice; whether attack.markExposure would mark
 * a cell (the launchers' lines, the king's lines) is asked cell by cell (`markedAt`: MARK the
 * answer where MARK_TAG holds the tag), and whether lifting a piece opens a line on the king
 * once per cell (`lifted`: LIFT where LIFT_TAG holds the tag).
 *
 * Imports: legality.ts imports this module (and gives it what it needs of the probes,
 * `useProbes`), so this one imports neither it nor anything that does.
 */

import * as attackModule from './attack.js';
import * as boardModule from './board.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import * as forcedModule from './forced.js';
import * as linesModule from './lines.js';
import type { State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';
import * as geometryModule from './geometry.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { inCheck, kingAttacked, markLaunchers, rayMarked } = attackModule;
const { ALL_CELLS, capturable, exists, kindAt, kingCell, mayStrike, START_LIST, START_N, START_OFF } = boardModule;
const { DIRS, KNIGHT } = geometryModule;
const { arrowMask } = tilesModule;
const { colourOf, typeOf } = piecesModule;
const { chooses, inert, QUIET } = forcedModule;
const { opened, pawnTakesVia } = linesModule;
const { CHAIN_LIMIT } = stateModule;

/** legality.MAX_NEST + 1 nesting levels (legality.ts cannot be imported: it imports this module). */
const LEVELS = CHAIN_LIMIT + 3;
/** Per nesting level L: 1 when the side's king is safe in the position judged there, 0 when in check, -1 not yet known (legality.levelSafe). */
const safeAt = new Int8Array(LEVELS);
/** probing[0]: how many probes are under way (legality.ts keeps it equal to its nesting level). */
const probing = new Int32Array(1);

/** The outermost generation's position and tag (`beginMarks`). */
let root: State | null = null;
let tag = 0;
/** The marks of the outermost generation (head comment); marksMade[0] 1 once made, king[0] the king's cell then. */
const marksMade = new Int8Array(1);
const king = new Int32Array(1);
const launches = new Int32Array(240);
const fills = new Int32Array(240);
const MARK = new Int8Array(240);
const MARK_TAG = new Int32Array(240);
const LIFT = new Int8Array(240);
const LIFT_TAG = new Int32Array(240);
/** The arrays above as legality.ts reads them (a module's own exports are cells even inside it, so its functions use the constants: movegen.ts, "Imports"). */
export const SAFE = safeAt, PROBING = probing, LAUNCHES = launches, FILLS = fills;

/** This module's exported functions as its own functions call them: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const localMoveSafe = moveSafe, localPutSafe = putSafe, localMarkedAt = markedAt, localLevelMarks = levelMarks, localOpens = opens, localLiftSafe = liftSafe;

/** What the judges need of legality.ts's probes, given by it when it loads (`useProbes`). */
let safeAtTop = (_side: number): boolean => { throw new Error('pirate-chess: legality-shortcuts.ts used before legality.ts gave it the probes'); };
let mappedAtTop = safeAtTop;
let loggedSafe = (_s: State, _from: number, _to: number, _piece: number, _side: number): boolean => safeAtTop(_side);

/**
 * legality.ts gives the judges: whether the outermost level's king is safe (legality.levelSafe(0,
 * side), asked when safeAt[0] is not yet known), whether its danger map stands for side's king
 * (made now if not: legality.dangerMapped), and the judge of a landing inside a probe
 * (legality.loggedSafe: `piece` of ours on `to`, from `from` or put down when from < 0).
 */
export function useProbes(safe: (side: number) => boolean, mapped: (side: number) => boolean,
  logged: (s: State, from: number, to: number, piece: number, side: number) => boolean): void {
  safeAtTop = safe; mappedAtTop = mapped; loggedSafe = logged;
}

/** The outermost generation begins (legality.beginLegality at level 0): position s, a fresh tag t; `wrapped` when the tags start again from 1 (every mark forgotten). */
export function beginMarks(s: State, t: number, wrapped: boolean): void {
  root = s; tag = t; marksMade[0] = 0;
  if (wrapped) { MARK_TAG.fill(0); launches.fill(0); fills.fill(0); LIFT_TAG.fill(0); }
}

/** Whether the outermost level's king is safe. */
const kingSafe = (side: number): boolean => (safeAt[0] >= 0 ? safeAt[0] === 1 : safeAtTop(side));

/** Makes the outermost generation's marks for side's king, once. */
export function levelMarks(side: number): void {
  if (marksMade[0] === 0) { markLaunchers(root!, side, launches, fills, tag); king[0] = kingCell(root!, side); marksMade[0] = 1; }
}

/**
 * Whether attack.markExposure marks x in the outermost position (levelMarks made): asked cell
 * by cell (attack.rayMarked: the lines from x, on that position as it stands, which the judging
 * leaves as it was when it asks) and kept per cell and generation (MARK_TAG, MARK), instead of
 * marking every line of every launcher, most of whose cells no decision asks about.
 */
export function markedAt(x: number): boolean {
  if (MARK_TAG[x] === tag) return MARK[x] === 1;
  const r = rayMarked(root!, x, king[0], launches, tag);
  MARK_TAG[x] = tag; MARK[x] = r ? 1 : 0;
  return r;
}

/** After the cell c (no launcher) alone was emptied, the king of `side` on k safe before: whether that checks it (lines.opened, else attack.inCheck). */
export function opens(s: State, c: number, k: number, side: number): boolean {
  const r = opened(s, c, side, k, launches, tag);
  return r < 0 ? inCheck(s, side) : r === 1;
}

/**
 * The common case of legality.isLegal at the outermost level, its king known safe (safeAt[0]):
 * a piece of ours other than the king moving onto a tile that moves nobody (QUIET), off the
 * launchers and FILLS, from an unmarked cell or a marked one that is no launcher whose lifting
 * opens nothing (LIFT, once known): legal, as `moveSafe` answers it. false: the marks are not
 * made yet, or ask the full test (it is not an answer).
 */
export function quietMove(s: State, from: number, to: number): boolean {
  if (marksMade[0] !== 1 || (s.piece[from] & 15) === Piece.King || QUIET[s.tile[to] & 63] === 0 || fills[to] === tag || launches[to] === tag) return false;
  if (!localMarkedAt(from)) return true;
  return launches[from] !== tag && LIFT_TAG[from] === tag && LIFT[from] === 0;
}

/**
 * A move of the piece of ours on `from` that ends (its cells on the way empty) on the open horse,
 * many-way arrow, balloon or cave with several ways at c is legal when one of the tile's choices
 * is (PC30): found here when one sends the piece to an empty cell (not `from`) whose tile moves
 * nobody and asks nothing (a cave's exit never acts), and the king is safe with the piece there
 * (the position the probe of that choice would judge: `from` and c empty); none found this way,
 * the probe decides (other tiles, chains on). from < 0: piece p bought back onto the empty
 * cell c holding an open horse or arrow (any number of ways: one sends it on without asking, to
 * the same position), judged with p put on the way's cell (putSafe); no balloon or cave then.
 * A horse's or arrow's way may also (`otherWay`) take an enemy on such a tile, bring the piece back
 * to `from`, or (an arrow's) send it off the board.
 */
export function quietChoice(s: State, from: number, c: number, side: number, p: number): boolean {
  const k = kindAt(s, c);
  if (k === Tile.Horse) {
    for (let j = 0; j < 8; j++) {
      const y = c + KNIGHT[j];
      if (quietLanding(s, from, y, p) ? landSafe(s, from, y, p, side) : exists(s, y) && otherWay(s, from, y, p, side)) return true; // no jump off the board
    }
  } else if (k >= Tile.Arrow1S && k <= Tile.Arrow4D) {
    const mask = arrowMask(s.tile[c]);
    for (let d = 0; d < 8; d++) {
      if (((mask >> d) & 1) === 0) continue;
      const y = c + DIRS[d];
      if (quietLanding(s, from, y, p) ? landSafe(s, from, y, p, side) : otherWay(s, from, y, p, side)) return true;
    }
  } else if (from < 0) return false;
  else if (k === Tile.Balloon && typeOf(p) <= Piece.King) { // to a free start cell of its type (chain.balloonFlies), whose tile acts
    for (let i = START_OFF[side * 10 + typeOf(p)], e = i + START_N[side * 10 + typeOf(p)]; i < e; i++) {
      if (quietLanding(s, from, START_LIST[i], p) && localMoveSafe(s, from, START_LIST[i], side)) return true;
    }
  } else if (k === Tile.Cave) { // out at another open cave with no piece on it, which does not act (chain.cave; several: the caller asked forced.ts)
    for (let i = 0; i < 120; i++) {
      const x = ALL_CELLS[i];
      if (x !== c && x !== from && kindAt(s, x) === Tile.Cave && s.piece[x] === 0 && localMoveSafe(s, from, x, side)) return true;
    }
  }
  return false;
}

/** Whether the open cannibal eats `piece` (chain.act): not the king (sent back) nor Friday. */
export const eaten = (piece: number): boolean => typeOf(piece) !== Piece.King && typeOf(piece) !== Piece.Friday;

/** quietChoice's landing on the empty cell y: the piece of ours on `from` moved there (moveSafe), or p put down there when from < 0 (putSafe). */
const landSafe = (s: State, from: number, y: number, p: number, side: number): boolean => (from < 0 ? localPutSafe(s, y, p, side) : localMoveSafe(s, from, y, side));

/**
 * Whether the king, safe at the outermost level, stays safe once the piece of ours on `from`
 * leaves the board (a move onto the empty open cannibal, who eats any piece but the king and
 * Friday: chain.act; or sent off the edge, forced.OFF): judged as legality.exposed judges that
 * probe, whose only change is `from` emptied (a launcher: a control test; else a marked cell's
 * lines, lines.opened; an unmarked one opens nothing). Outermost level only.
 */
export function liftSafe(s: State, from: number, side: number): boolean {
  localLevelMarks(side);
  if (!localMarkedAt(from)) return true;
  const p = s.piece[from], ps = s.pstat[from];
  s.piece[from] = 0; s.pstat[from] = 0;
  const bad = launches[from] === tag ? inCheck(s, side) : localOpens(s, from, king[0], side);
  s.piece[from] = p; s.pstat[from] = ps;
  return !bad;
}

/**
 * quietChoice's other ways of a horse or arrow, at the outermost level with the king safe, each
 * answered as its probe would (true is an answer, false is not): y is `from`, whose tile moves
 * nobody and asks nothing (the pieces stand as before the move: safe, as forced.BACK); y is off
 * the board and the piece no king (an arrow's "off" choice: lost, `from` emptied alone, liftSafe;
 * bought back, nothing changed); y holds an enemy the piece may take there (chain.canLand: the
 * piece may strike, board.mayStrike with the turn begun on `from`; the enemy capturable), on a
 * tile that moves nobody and asks nothing (moveSafe, the enemy taken). A horse never sends a piece
 * off the board: its caller asks only its jumps onto the board.
 */
function otherWay(s: State, from: number, y: number, p: number, side: number): boolean {
  if (probing[0] !== 0 || !kingSafe(side)) return false;
  if (!exists(s, y)) return typeOf(p) !== Piece.King && (from < 0 || localLiftSafe(s, from, side));
  if (from < 0) return false;
  if (y === from) return inert(s, from, p) && !chooses(s, from);
  const q = s.piece[y];
  return q !== 0 && colourOf(q) !== side && capturable(s, y) && mayStrike(s, from, from) && inert(s, y, p) && !chooses(s, y)
    && localMoveSafe(s, from, y, side);
}

/** Whether `piece` sent to y lands on an empty cell of the board, not `from`, whose tile moves nobody and asks nothing. */
const quietLanding = (s: State, from: number, y: number, piece: number): boolean =>
  y !== from && exists(s, y) && s.piece[y] === 0 && inert(s, y, piece) && !chooses(s, y);

/**
 * Whether the king is safe once the piece of ours on `from` stands on `to` (an enemy there
 * taken), the tile there moving nobody: no control test when the king is safe, the piece is not
 * the king and `from` is not marked; a marked cell that is no launcher is judged along its lines
 * (lines.opened); a move onto an empty launcher whose `from` opens nothing asks only whether an
 * enemy pawn takes the piece there and is sent on (lines.pawnTakesVia: anyone else could land on
 * the empty cell before), unless ice may take it there or stop before it (FILLS); else the move is made and unmade for one control test; the king's own
 * step to an empty cell is judged on its danger map (attack.kingAttacked). Inside a probe: the logged judge.
 */
export function moveSafe(s: State, from: number, to: number, side: number): boolean {
  if (probing[0] > 0) return loggedSafe(s, from, to, s.piece[from], side);
  let lines = false, taken = false;
  if (typeOf(s.piece[from]) !== Piece.King && kingSafe(side)) {
    localLevelMarks(side);
    const marked = localMarkedAt(from);
    if (fills[to] === tag) { /* ice may take the piece there, or stop before it: test */ } else if (launches[to] === tag) {
      // a piece of ours there could be taken and the taker sent on: when the cell was empty, only by a pawn (anyone else
      // landed there before), if emptying `from` opens nothing; else test
      taken = s.piece[to] === 0 && (!marked || (launches[from] !== tag && lifted(s, from, side) === 0));
    } else if (!marked) return true;
    else lines = launches[from] !== tag; // not a launcher: only the lines through it can open
  }
  const p = s.piece[from], ps = s.pstat[from], q = s.piece[to], qs = s.pstat[to];
  if (lines && lifted(s, from, side) === 0) return true;
  // the king stepping to an empty cell: its danger map (made before the step) answers
  const mapped = q === 0 && typeOf(p) === Piece.King && mappedAtTop(side);
  s.piece[to] = p; s.pstat[to] = 0; s.piece[from] = 0; s.pstat[from] = 0;
  const bad = lines ? localOpens(s, from, kingCell(s, side), side) : taken ? pawnTakesVia(s, to, kingCell(s, side), 1 - side)
    : mapped ? kingAttacked(s, to, 1 - side) : inCheck(s, side);
  s.piece[from] = p; s.pstat[from] = ps; s.piece[to] = q; s.pstat[to] = qs;
  return !bad;
}

/**
 * lines.opened for the piece of ours on `from` lifted off the board (put nowhere), once per
 * cell and generation (LIFT_TAG, LIFT): 0 means no line through `from` can open on the king,
 * wherever the piece goes, since putting it down on a cell that is no launcher (taking an enemy
 * there or not) only blocks; else each move is judged with the piece on its target.
 */
function lifted(s: State, from: number, side: number): number {
  if (LIFT_TAG[from] === tag) return LIFT[from];
  const p = s.piece[from];
  s.piece[from] = 0;
  const r = opened(s, from, side, kingCell(s, side), launches, tag);
  s.piece[from] = p;
  LIFT_TAG[from] = tag; LIFT[from] = r;
  return r;
}

/** Whether the king is safe once `piece` of ours is put down on the empty cell `to` (a tile that moves nobody): filling a cell only blocks, unless it is a launcher (a pawn may take there and go on: lines.pawnTakesVia) or ice may take it there or stop before it (FILLS: tested). Inside a probe: the logged judge. */
export function putSafe(s: State, to: number, piece: number, side: number): boolean {
  if (probing[0] > 0) return loggedSafe(s, -1, to, piece, side);
  const safe = kingSafe(side);
  if (safe) {
    localLevelMarks(side);
    if (launches[to] !== tag && fills[to] !== tag) return true;
  }
  s.piece[to] = piece;
  const bad = safe && fills[to] !== tag ? pawnTakesVia(s, to, kingCell(s, side), 1 - side) : inCheck(s, side); // on a launcher only a pawn taking it is new
  s.piece[to] = 0;
  return !bad;
}
