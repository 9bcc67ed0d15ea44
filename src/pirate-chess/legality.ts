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
 *   that moves nobody, or that only puts a piece of ours down off the launchers (and off the
 *   cells where ice could take it or stop before it: FILLS), or that changes nothing on the
 *   board (the lighthouse's picks and order, the promotion of our own pawn) keeps a safe king
 *   safe with no control test. A marked cell that is no launcher is judged along its four
 *   lines (lines.opened); a king in check is judged by making the change on the board, one
 *   control test, and unmaking it.
 * - A move onto tiles that send the piece on by force (one-way arrows, ice, the cannon, a
 *   balloon, a cave) is judged where forced.forcedEnd's trace ends it, as a move from its cell to
 *   that cell. A move that ends on a tile that asks a choice (a horse, a many-way arrow, ...) is
 *   legal only when some choice is (PC30): one that sends the piece on to an empty quiet cell
 *   with the king safe answers (`quietChoice`, for a piece bought back onto a horse or arrow too);
 *   else it is probed. A piece the trace (or the open cannibal) takes off the board is judged with
 *   its cell emptied (`liftSafe`); one it brings back to its own quiet cell leaves the board as it was.
 * - Everything else (a chain the trace cannot follow, castling, en passant, a cave holding a lost piece, the
 *   earthquake, the lighthouse's extension) is probed: the caller's `play` (apply.ts)
 *   runs on a scratch copy with probe = true and logs the cells it changes (logCell); `exposed`
 *   then judges the king from those changes when it can (see there). The probe may itself ask
 *   whether a choice tile has a safe choice (apply.offerChoice -> legal-decisions.hasLegal), so the scratch
 *   states, buffers and marks are kept per nesting level (MAX_NEST). The rules make this
 *   recursion (a tile's choices are offered only when safe, PC6); `play` comes in as a
 *   parameter so that this module does not import apply.ts (apply imports it).
 * - The king is judged as the turn's end will find him: when Friday and the missionary will meet
 *   there (meeting.ts; PC20 takes both off), `exposed` judges him without them, or with the bottle
 *   the mover may still throw to part them (PC34: meeting.meetingExposed). The shortcuts know no
 *   meeting, so a move of either of the two is probed while both are on the board
 *   (meeting.meetMayFollow).
 * - `setShortcuts(false)` turns every shortcut off: every decision probed, every king judged by
 *   attack.inCheck. That is the slow reference the tests hold the shortcuts to.
 */

import * as attackModule from './attack.js';
import * as boardModule from './board.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import * as checkStandsModule from './check-stands.js';
import * as dangerModule from './danger.js';
import * as legalMemoModule from './legal-memo.js';
import * as forcedModule from './forced.js';
import * as linesModule from './lines.js';
import * as meetingModule from './meeting.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';
import * as geometryModule from './geometry.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { hintIce, inCheck, kingAttacked, markLaunchers, rayMarked } = attackModule;
const { ALL_CELLS, exists, kindAt, kingCell, START_LIST, START_N, START_OFF } = boardModule;
const { DIRS, KNIGHT } = geometryModule;
const { arrowMask } = tilesModule;
const { moveArg, moveFrom, moveKind, moveTo } = movesModule;
const { colourOf, makePiece, typeOf } = piecesModule;
const { mapDanger } = dangerModule;
const { checkStands, chooseStands, putStands } = checkStandsModule;
const { clearLegalMemo } = legalMemoModule;
const { asksChoice, BACK, CHOICE, chooses, forcedEnd, inert, OFF, QUIET } = forcedModule;
const { opened, pawnTakesVia } = linesModule;
const { CHAIN, CHAIN_LIMIT, copyPosition, PHASE, ROOK_TILE } = stateModule;
const { forgetPair, ISLANDER, meetingAt, meetingExposed, meetMayFollow } = meetingModule;

/** What a probe or a landing comes to: OK (done, king safe), BAD (king left in check), PENDING (a follow-up choice is owed, at least one safe). */
export const OK = 0, BAD = 1, PENDING = 2;

/** Plays decision m on s (apply.play); with probe = true it turns no tile over and ends no turn, and answers OK, BAD or PENDING. */
export type Play = (s: State, m: number, probe: boolean) => number;

/** Move buffers hold this many decisions (the worst case is argued in movegen.ts). */
export const MAX_MOVES = 1024;
/** This module's own exports as its functions use them: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const localBad = BAD, localExposed = exposed, localLogCell = logCell;
/**
 * Probes nest at most this deep, so the rules' look-ahead is never cut short. A nested
 * `hasLegal` comes only from a tile's choice (apply.offerChoice, after apply.act has counted the
 * tile step in V[CHAIN], which offers no choice past CHAIN_LIMIT) or from the earthquake's
 * first pick (whose second picks ask nothing further): the one at nesting level n (n probes
 * under way) sees V[CHAIN] ≥ n, so n ≤ CHAIN_LIMIT + 1, and the probes it makes run at
 * CHAIN_LIMIT + 2 = MAX_NEST (meeting.ts sizes its per-level arrays the same: CHAIN_LIMIT + 3 levels). (With 6 levels, a legal move whose every safe outcome lay seven
 * choices deep was missed: test/pirate-chess/legality.test.ts pins that position.)
 */
export const MAX_NEST = CHAIN_LIMIT + 2;
/** Per nesting level: the scratch copy the probes of a question asked at that level play on. */
export const SCRATCH: State[] = [];
for (let i = 0; i <= MAX_NEST; i++) SCRATCH.push(new State());
let nest = 0;

/**
 * What the legality test knows of the position being generated, per nesting level L: ROOT[L]
 * the position; SAFE[L] 1 when the side's king is not in check there, 0 when it is, -1 not
 * yet known; LAUNCHES[L] holds TAG[L] on the open tiles that may send a piece on to the king
 * and FILLS[L] on the cells where a piece of ours put down may add control through ice, once
 * asked for (MARKED[L]; KING[L] the king's cell then); whether attack.markExposure would mark a
 * cell (the launchers' lines, the king's lines) is asked cell by cell (`markedAt`: MARK[L] the
 * answer where MARK_TAG[L] holds TAG[L]).
 *
 * A probe of level L (made on SCRATCH[L] while nest = L + 1) logs every cell where it put,
 * moved, took or changed a piece (LOG[L], chain.ts and apply.ts call logCell), and DIRTY[L] when it did
 * something else that could change control (tiles swapped, a cell added). `exposed` then
 * judges the king from the differences with ROOT[L] when it can (see there).
 */
const ROOT: State[] = [];
const SAFE = new Int8Array(MAX_NEST + 1);
const MARKED = new Int8Array(MAX_NEST + 1);
const MARK: Int8Array[] = [];
const MARK_TAG: Int32Array[] = [];
const KING = new Int32Array(MAX_NEST + 1);
const LAUNCHES: Int32Array[] = [];
const FILLS: Int32Array[] = [];
const LOG: Int32Array[] = [];
const LOG_N = new Int32Array(MAX_NEST + 1);
const DIRTY = new Int8Array(MAX_NEST + 1);
const LOG_LEN = 128;
for (let i = 0; i <= MAX_NEST; i++) {
  ROOT.push(SCRATCH[i]); MARK.push(new Int8Array(240)); MARK_TAG.push(new Int32Array(240)); LAUNCHES.push(new Int32Array(240)); FILLS.push(new Int32Array(240)); LOG.push(new Int32Array(LOG_LEN));
}
/** Per level: the tag of the generation being judged (a fresh one per beginLegality), marking MARK_TAG, LAUNCHES, FILLS and LIFT_TAG. */
export const TAG = new Int32Array(MAX_NEST + 1);
/** Per level: `lifted`'s answer for a cell (LIFT) when LIFT_TAG holds the level's TAG. */
const LIFT: Int8Array[] = [];
const LIFT_TAG: Int32Array[] = [];
for (let i = 0; i <= MAX_NEST; i++) { LIFT.push(new Int8Array(240)); LIFT_TAG.push(new Int32Array(240)); }

/**
 * Whether the shortcuts of the legality test are on (the default). Off, every decision is probed
 * on a scratch copy and every king is judged by attack.inCheck, with no ice hint: the reference
 * the tests hold the shortcuts to (the legal decisions must be the same, in the same order).
 */
let shortcuts = true;
export function setShortcuts(on: boolean): void { shortcuts = on; clearLegalMemo(); }
/** Whether the shortcuts are on (setShortcuts). */
export const shortcutsOn = (): boolean => shortcuts;
/** How many probes are under way: the nesting level a question asked now is judged at. */
export const probeLevel = (): number => nest;

/**
 * Begins the judging of s's decisions at the current nesting level (a fresh TAG; nothing known yet
 * of its king). `all`: every decision of a list will be judged, the king's steps among them, so
 * the outermost level's danger map, which those need, is made at once and answers the king's own
 * safety too (levelSafe); else (a draw, the first legal decision sought: the end of a turn,
 * whose work generateMoves may or may not go on with, a search's tree walk seldom does) that is
 * one control test and the map waits for a king's step (docs/PIRATE-CHESS.md, Speed).
 */
export function beginLegality(s: State, all = false): void {
  ROOT[nest] = s; SAFE[nest] = -1; MARKED[nest] = 0; MAPPED[nest] = -1;
  if (nest === 0) mapFirst = all;
  if (nest === 0 && shortcuts) hintIce(s); // the tiles stay where they are for the whole generation: probes turn none over
  if (++TAG[nest] === 0x7fffffff) { TAG[nest] = 1; MARK_TAG[nest].fill(0); LAUNCHES[nest].fill(0); FILLS[nest].fill(0); LIFT_TAG[nest].fill(0); forgetPair(nest); }
}

/** Whether the king is safe in ROOT[level]; a nested level's position comes from the probe one level up, which `exposed` may judge without a control test. */
function levelSafe(level: number, side: number): boolean {
  if (SAFE[level] < 0 && level === 0 && (MAPPED[0] === side || (mapFirst && dangerMapped(side)))) SAFE[0] = kingAttacked(ROOT[0], kingCell(ROOT[0], side), 1 - side) ? 0 : 1;
  if (SAFE[level] < 0) {
    const at = nest;
    nest = level;
    SAFE[level] = localExposed(ROOT[level], side) ? 0 : 1;
    nest = at;
  }
  return SAFE[level] === 1;
}

const kingSafe = (side: number): boolean => levelSafe(nest, side);

/**
 * MAPPED[L]: the side whose king's danger map (danger.ts) stands for ROOT[L], -1 none; only the
 * outermost level is mapped (a generation's own position, which its probes never change).
 */
const MAPPED = new Int8Array(MAX_NEST + 1);
/** Whether the outermost generation makes its danger map first (beginLegality's `all`). */
let mapFirst = false;

/** Whether the danger map of ROOT[0] for the king of `side` stands, made now if not (false: no king, or the shortcuts are off). */
function dangerMapped(side: number): boolean {
  if (MAPPED[0] === side) return true;
  const k = kingCell(ROOT[0], side);
  if (k < 0 || !shortcuts) return false;
  mapDanger(ROOT[0], 1 - side, k);
  MAPPED[0] = side;
  return true;
}


function levelMarks(level: number, side: number): void {
  if (MARKED[level] === 0) { markLaunchers(ROOT[level], side, LAUNCHES[level], FILLS[level], TAG[level]); KING[level] = kingCell(ROOT[level], side); MARKED[level] = 1; }
}

/**
 * Whether attack.markExposure marks x in ROOT[level] (levelMarks made): asked cell by cell
 * (attack.rayMarked: the lines from x, on ROOT[level] as it stands, which the level's judging
 * leaves as it was when it asks) and kept per cell and generation (MARK_TAG, MARK), instead of
 * marking every line of every launcher, most of whose cells no decision asks about.
 */
function markedAt(level: number, x: number): boolean {
  const tag = TAG[level];
  if (MARK_TAG[level][x] === tag) return MARK[level][x] === 1;
  const r = rayMarked(ROOT[level], x, KING[level], LAUNCHES[level], tag);
  MARK_TAG[level][x] = tag; MARK[level][x] = r ? 1 : 0;
  return r;
}

/** A probe changed the piece on c (chain.ts, apply.ts); nothing to do outside a probe. */
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
 * tile that may send a piece on to the king and where ice cannot make it matter (FILLS), the king is still safe: no control test is
 * needed; when the emptied cell is marked but no launcher, lines.opened looks along the lines
 * through it. Otherwise, and outside probes, it is attack.inCheck.
 */
export function exposed(s: State, side: number): boolean {
  const other = meetingAt(s); // one piece read unless an islander moved last (meeting.ts)
  return other < 0 ? exposedNow(s, side) : meetingExposed(s, side, other, exposedChanged);
}

/** meeting.JudgeChanged: `exposedNow` with the cells a and b logged as changed by the probe under way, the log then taken back (as loggedSafe does). */
function exposedChanged(s: State, side: number, a: number, b: number): boolean {
  const L = nest - 1, n0 = L >= 0 ? LOG_N[L] : 0, dirty = L >= 0 ? DIRTY[L] : 0;
  localLogCell(a); localLogCell(b);
  const bad = exposedNow(s, side);
  if (L >= 0) { LOG_N[L] = n0; DIRTY[L] = dirty; }
  return bad;
}

/** `exposed` on the board as it stands (no meeting ahead). */
function exposedNow(s: State, side: number): boolean {
  if (nest === 0 || !shortcuts) return inCheck(s, side);
  for (let L = 0; L < nest; L++) if (DIRTY[L] !== 0) return inCheck(s, side);
  const root = ROOT[0];
  if (!levelSafe(0, side)) return inCheck(s, side);
  const king = kingCell(root, side);
  if (king < 0) return inCheck(s, side);
  if (s.piece[king] !== root.piece[king]) return kingMoved(s, side, king);
  levelMarks(0, side);
  const tag = TAG[0], launches = LAUNCHES[0], fills = FILLS[0];
  let emptied = -1;
  for (let L = 0; L < nest; L++) {
    const log = LOG[L];
    for (let i = 0; i < LOG_N[L]; i++) {
      const c = log[i], b = s.piece[c];
      if (b === root.piece[c]) continue;
      if (b === 0) {
        if (launches[c] === tag || (emptied >= 0 && emptied !== c)) return inCheck(s, side);
        emptied = c;
      } else if (colourOf(b) !== side || launches[c] === tag || fills[c] === tag) return inCheck(s, side);
    }
  }
  return emptied >= 0 && markedAt(0, emptied) ? opens(s, emptied, king, side, 0) : false;
}

/**
 * `exposed` when the probes moved the king of `side` off its cell `king` in ROOT[0]: if that is
 * all they changed (the cell it left empty, the one it reached empty in ROOT[0], no other piece
 * or condition changed) and ROOT[0]'s danger map stands for this side, the map answers
 * (attack.kingAttacked, exact for the mapped board with the king moved to an empty cell); else
 * attack.inCheck.
 */
function kingMoved(s: State, side: number, king: number): boolean {
  if (MAPPED[0] !== side || s.piece[king] !== 0) return inCheck(s, side);
  const root = ROOT[0];
  let y = -1;
  for (let L = 0; L < nest; L++) {
    const log = LOG[L];
    for (let i = 0; i < LOG_N[L]; i++) {
      const c = log[i];
      if (c === king || c === y || (s.piece[c] === root.piece[c] && s.pstat[c] === root.pstat[c])) continue;
      if (y >= 0 || root.piece[c] !== 0 || s.piece[c] !== root.piece[king]) return inCheck(s, side);
      y = c;
    }
  }
  return y < 0 ? inCheck(s, side) : kingAttacked(s, y, 1 - side);
}

/** After the cell c (no launcher) alone was emptied, the king of `side` on k safe before: whether that checks it (lines.opened, else attack.inCheck). */
function opens(s: State, c: number, k: number, side: number, level: number): boolean {
  const r = opened(s, c, side, k, LAUNCHES[level], TAG[level]);
  return r < 0 ? inCheck(s, side) : r === 1;
}

/**
 * Whether decision m leaves the side's king safe. Answered from the attack information when
 * the decision moves one piece of ours onto a tile that moves nobody (a plain move, or a
 * tile's choice of where to send the piece), puts one down there (buying back), or changes
 * nothing on the board (a spinner step, the lighthouse's picks and order, our own pawn's
 * promotion); everything else is probed on a scratch copy with `play`.
 */
export function isLegal(s: State, m: number, side: number, scratch: State, play: Play): boolean {
  const from = moveFrom(m), to = moveTo(m), kind = moveKind(m);
  if (shortcuts && s.v[ROOK_TILE] === 0) { // a castled rook's tile still to act: probe
    switch (kind) {
      case MoveKind.Move:
        if (ISLANDER[s.piece[from]] === 1 && meetMayFollow(s, nest, TAG[nest])) break; // Friday or the missionary may meet the other at the turn's end: probed (PC34)
        if (from === to) return kingSafe(side);
        if (nest === 0 && SAFE[0] === 1 && MARKED[0] === 1 && quietMove(s, from, to)) return true;
        // a king in check whose check this piece's chain cannot reach stays in check (check-stands.ts)
        if (nest === 0 && typeOf(s.piece[from]) !== Piece.King && !kingSafe(side) && checkStands(s, from, to, side, TAG[0])) return false;
        // an open tile that will ask its player for a choice is probed: the move is legal only when some choice is (PC30)
        if (inert(s, to, s.piece[from])) { if (!chooses(s, to)) return moveSafe(s, from, to, side); }
        else if (asksChoice(s, from, to, side)) { if (s.piece[to] === 0 && quietChoice(s, from, to, side, s.piece[from])) return true; }
        else if (nest === 0 && kindAt(s, to) === Tile.Cannibal && s.piece[to] === 0 && eaten(s.piece[from]) && kingSafe(side)) return liftSafe(s, from, side);
        else {
          const y = forcedEnd(s, from, to, side); // the tiles send the piece on to y (forced.ts), or stop it on a tile that asks a choice
          if (y >= CHOICE) { if (quietChoice(s, from, y - CHOICE, side, s.piece[from])) return true; }
          else if (y >= 0 && !chooses(s, y)) return moveSafe(s, from, y, side);
          else if (y === OFF && nest === 0 && kingSafe(side)) return liftSafe(s, from, side); // lost off the edge: `from` emptied alone
          else if (y === BACK) return kingSafe(side); // back where it stood: the pieces as they were
        }
        break;
      case MoveKind.Choose: {
        const phase = s.v[PHASE];
        if (phase === Phase.Light) return true; // a pick changes nothing on the board
        if (ISLANDER[s.piece[from]] === 1 && meetMayFollow(s, nest, TAG[nest])) break; // as for a move (PC34)
        if (nest === 0 && phase === Phase.Choose && typeOf(s.piece[from]) !== Piece.King && !kingSafe(side) && chooseStands(s, from, to, side, TAG[0])) return false;
        // the landing is one more tile step: past the chain's limit the probe decides (apply.act)
        if (phase !== Phase.Choose || to === 0 || !inert(s, to, s.piece[from]) || (s.v[CHAIN] >= CHAIN_LIMIT && s.tile[to] !== Tile.FaceDown)) break;
        const k = kindAt(s, from);
        if ((k === Tile.Horse || k === Tile.Airplane || k === Tile.Balloon || (k >= Tile.Arrow1S && k <= Tile.Arrow4D)) && !chooses(s, to)) return moveSafe(s, from, to, side);
        break;
      }
      case MoveKind.Arrange: return true; // the tiles go back face down
      case MoveKind.Bottle: return kingSafe(side); // freeing our own piece from a trap changes no enemy's control
      case MoveKind.Promote: if (colourOf(s.piece[from]) === side) return true; break; // our own piece never checks our king
      case MoveKind.Revive: case MoveKind.FreeRevive:
        if (nest === 0 && !kingSafe(side) && putStands(s, to, moveArg(m), side, TAG[0])) return false;
        // ice repeats no flight: a piece bought back stays on it (chain.iceRepeats)
        if ((inert(s, to, makePiece(moveArg(m), side)) || kindAt(s, to) === Tile.Ice) && !chooses(s, to)) return putSafe(s, to, makePiece(moveArg(m), side), side);
        // onto an open horse or arrow: legal when one of its ways is (PC30; one way: the piece is sent there)
        if (s.piece[to] === 0 && quietChoice(s, -1, to, side, makePiece(moveArg(m), side))) return true;
        break;
    }
  }
  copyPosition(scratch, s);
  LOG_N[nest] = 0; DIRTY[nest] = 0;
  if (nest === 0) nestedAsked = 0;
  nest++;
  const r = play(scratch, m, true);
  nest--;
  return r !== localBad;
}

/** The outermost level's marks (module constants: one load each, not two). */
const LAUNCHES0 = LAUNCHES[0], FILLS0 = FILLS[0], LIFT0 = LIFT[0], LIFT_TAG0 = LIFT_TAG[0];

/**
 * The common case of `isLegal` at the outermost level, its king known safe and its marks made
 * (SAFE[0], MARKED[0]): a piece of ours other than the king moving onto a tile that moves nobody
 * (QUIET), off the launchers and FILLS, from an unmarked cell or a marked one that is no launcher
 * whose lifting opens nothing (LIFT, once known): legal, as `moveSafe` answers it. false: ask
 * the full test (it is not an answer).
 */
function quietMove(s: State, from: number, to: number): boolean {
  const tag = TAG[0];
  if ((s.piece[from] & 15) === Piece.King || QUIET[s.tile[to] & 63] === 0 || FILLS0[to] === tag || LAUNCHES0[to] === tag) return false;
  if (!markedAt(0, from)) return true;
  return LAUNCHES0[from] !== tag && LIFT_TAG0[from] === tag && LIFT0[from] === 0;
}

/**
 * A move of the piece of ours on `from` that ends (its cells on the way empty) on the open horse,
 * many-way arrow, balloon or cave with several ways at c is legal when one of the tile's choices
 * is (PC30): found here when one sends the piece to an empty cell (not `from`) whose tile moves
 * nobody and asks nothing (a cave's exit never acts), and the king is safe with the piece there
 * (the position the probe of that choice would judge: `from` and c empty); none found this way,
 * the probe decides (other tiles, takes, chains on). from < 0: piece p bought back onto the empty
 * cell c holding an open horse or arrow (any number of ways: one sends it on without asking, to
 * the same position), judged with p put on the way's cell (putSafe); no balloon or cave then.
 */
function quietChoice(s: State, from: number, c: number, side: number, p: number): boolean {
  const k = kindAt(s, c);
  if (k === Tile.Horse) {
    for (let j = 0; j < 8; j++) if (quietLanding(s, from, c + KNIGHT[j], p) && landSafe(s, from, c + KNIGHT[j], p, side)) return true;
  } else if (k >= Tile.Arrow1S && k <= Tile.Arrow4D) {
    const mask = arrowMask(s.tile[c]);
    for (let d = 0; d < 8; d++) if (((mask >> d) & 1) !== 0 && quietLanding(s, from, c + DIRS[d], p) && landSafe(s, from, c + DIRS[d], p, side)) return true;
  } else if (from < 0) return false;
  else if (k === Tile.Balloon && typeOf(p) <= Piece.King) { // to a free start cell of its type (chain.balloonFlies), whose tile acts
    for (let i = START_OFF[side * 10 + typeOf(p)], e = i + START_N[side * 10 + typeOf(p)]; i < e; i++) {
      if (quietLanding(s, from, START_LIST[i], p) && moveSafe(s, from, START_LIST[i], side)) return true;
    }
  } else if (k === Tile.Cave) { // out at another open cave with no piece on it, which does not act (chain.cave; several: the caller asked forced.ts)
    for (let i = 0; i < 120; i++) {
      const x = ALL_CELLS[i];
      if (x !== c && x !== from && kindAt(s, x) === Tile.Cave && s.piece[x] === 0 && moveSafe(s, from, x, side)) return true;
    }
  }
  return false;
}

/** Whether the open cannibal eats `piece` (chain.act): not the king (sent back) nor Friday. */
const eaten = (piece: number): boolean => typeOf(piece) !== Piece.King && typeOf(piece) !== Piece.Friday;

/** quietChoice's landing on the empty cell y: the piece of ours on `from` moved there (moveSafe), or p put down there when from < 0 (putSafe). */
const landSafe = (s: State, from: number, y: number, p: number, side: number): boolean => (from < 0 ? putSafe(s, y, p, side) : moveSafe(s, from, y, side));

/**
 * Whether the king, safe at the outermost level, stays safe once the piece of ours on `from`
 * leaves the board (a move onto the empty open cannibal, who eats any piece but the king and
 * Friday: chain.act; or sent off the edge, forced.OFF): judged as `exposed` judges that probe,
 * whose only change is `from` emptied (a launcher: a control test; else a marked cell's lines,
 * lines.opened; an unmarked one opens nothing).
 */
function liftSafe(s: State, from: number, side: number): boolean {
  levelMarks(0, side);
  if (!markedAt(0, from)) return true;
  const p = s.piece[from], ps = s.pstat[from];
  s.piece[from] = 0; s.pstat[from] = 0;
  const bad = LAUNCHES0[from] === TAG[0] ? inCheck(s, side) : opens(s, from, KING[0], side, 0);
  s.piece[from] = p; s.pstat[from] = ps;
  return !bad;
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
 * step to an empty cell is judged on its danger map (attack.kingAttacked).
 */
function moveSafe(s: State, from: number, to: number, side: number): boolean {
  if (nest > 0) return loggedSafe(s, from, to, s.piece[from], side);
  let lines = false, taken = false;
  if (typeOf(s.piece[from]) !== Piece.King && kingSafe(side)) {
    levelMarks(nest, side);
    const tag = TAG[nest], marked = markedAt(nest, from);
    if (FILLS[nest][to] === tag) { /* ice may take the piece there, or stop before it: test */ } else if (LAUNCHES[nest][to] === tag) {
      // a piece of ours there could be taken and the taker sent on: when the cell was empty, only by a pawn (anyone else
      // landed there before), if emptying `from` opens nothing; else test
      taken = s.piece[to] === 0 && (!marked || (LAUNCHES[nest][from] !== tag && lifted(s, from, side) === 0));
    } else if (!marked) return true;
    else lines = LAUNCHES[nest][from] !== tag; // not a launcher: only the lines through it can open
  }
  const p = s.piece[from], ps = s.pstat[from], q = s.piece[to], qs = s.pstat[to];
  if (lines && lifted(s, from, side) === 0) return true;
  // the king stepping to an empty cell: its danger map (made before the step) answers
  const mapped = q === 0 && typeOf(p) === Piece.King && dangerMapped(side);
  s.piece[to] = p; s.pstat[to] = 0; s.piece[from] = 0; s.pstat[from] = 0;
  const bad = lines ? opens(s, from, kingCell(s, side), side, nest) : taken ? pawnTakesVia(s, to, kingCell(s, side), 1 - side)
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
  if (LIFT_TAG[nest][from] === TAG[nest]) return LIFT[nest][from];
  const p = s.piece[from];
  s.piece[from] = 0;
  const r = opened(s, from, side, kingCell(s, side), LAUNCHES[nest], TAG[nest]);
  s.piece[from] = p;
  LIFT_TAG[nest][from] = TAG[nest]; LIFT[nest][from] = r;
  return r;
}

/**
 * Inside a probe (nest > 0): whether the king is safe once `piece` of ours stands on `to` (from
 * `from`, or put down when from < 0), judged as the probe's own landing would be: the change is
 * made on the board and logged, and `exposed` compares the outermost position with all the
 * probes' changes (no marks of this level's position needed); then both are taken back.
 */
function loggedSafe(s: State, from: number, to: number, piece: number, side: number): boolean {
  const L = nest - 1, n0 = LOG_N[L], dirty = DIRTY[L];
  const ps = from >= 0 ? s.pstat[from] : 0, q = s.piece[to], qs = s.pstat[to];
  s.piece[to] = piece; s.pstat[to] = 0;
  if (from >= 0) { s.piece[from] = 0; s.pstat[from] = 0; localLogCell(from); }
  localLogCell(to);
  const bad = localExposed(s, side);
  LOG_N[L] = n0; DIRTY[L] = dirty;
  if (from >= 0) { s.piece[from] = piece; s.pstat[from] = ps; }
  s.piece[to] = q; s.pstat[to] = qs;
  return !bad;
}

/** Whether the king is safe once `piece` of ours is put down on the empty cell `to` (a tile that moves nobody): filling a cell only blocks, unless it is a launcher (a pawn may take there and go on: lines.pawnTakesVia) or ice may take it there or stop before it (FILLS: tested). */
function putSafe(s: State, to: number, piece: number, side: number): boolean {
  if (nest > 0) return loggedSafe(s, -1, to, piece, side);
  const safe = kingSafe(side);
  if (safe) {
    levelMarks(nest, side);
    if (LAUNCHES[nest][to] !== TAG[nest] && FILLS[nest][to] !== TAG[nest]) return true;
  }
  s.piece[to] = piece;
  const bad = safe && FILLS[nest][to] !== TAG[nest] ? pawnTakesVia(s, to, kingCell(s, side), 1 - side) : inCheck(s, side); // on a launcher only a pawn taking it is new
  s.piece[to] = 0;
  return !bad;
}

/**
 * Nested `hasLegal` questions (a tile's choices, asked inside probes) since the last probe or
 * question at nesting level 0 began; past MEMO_AFTER of them the answers are remembered
 * (legal-memo.ts: a branching chain of choices). Most generations ask none or a few: keying a
 * position costs more than answering it then (memo at every nested question: 0.98x).
 */
let nestedAsked = 0;
const MEMO_AFTER = 16;
/** Counts a `hasLegal` question (level 0 starts the count afresh); whether its answer is to be remembered. */
export function remembersAnswer(): boolean {
  if (nest === 0) { nestedAsked = 0; return false; }
  return shortcuts && ++nestedAsked > MEMO_AFTER;
}
