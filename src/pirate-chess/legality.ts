/**
 * Legality: whether a decision leaves the mover's king in check, decided from the position's
 * attack information where it can answer (as Stockfish's `Position::legal` answers from pins
 * and checkers), by a probe of the decision on a scratch copy where it cannot.
 *
 * Implementation notes.
 * - Which decisions the attack information answers, and how (a piece of ours moved onto a tile
 *   that moves nobody, or where forced.forcedEnd's trace ends it; a piece put down; a piece
 *   lifted off the board; a tile's choice that sends the piece to an empty quiet cell: PC30):
 *   legality-shortcuts.ts, whose contract is that each answer is the probe's. `isLegal` picks
 *   the judge; the decisions that change nothing on the board (the lighthouse's picks and order,
 *   the promotion of our own pawn, a spinner step, a bottle) it answers itself, and a king in
 *   check whose check the decision's chain cannot reach stays in check (check-stands.ts).
 * - Everything else (a chain the trace cannot follow, castling, en passant, a cave holding a lost piece, the
 *   earthquake, the lighthouse's extension) is probed: the caller's `play` (apply.ts)
 *   runs on a scratch copy with probe = true and logs the cells it changes (logCell); `exposed`
 *   then judges the king from those changes when it can (see there). The probe may itself ask
 *   whether a choice tile has a safe choice (apply.offerChoice -> legal-decisions.hasLegal), so the scratch
 *   states, buffers and logs are kept per nesting level (MAX_NEST); the judges of
 *   legality-shortcuts.ts answer at the outermost level and hand a landing inside a probe back
 *   here (`loggedSafe`, given with `useProbes`, as this module imports that one). The rules make this
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
import * as shortcutsModule from './legality-shortcuts.js';
import * as meetingModule from './meeting.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { hintIce, hintStands, inCheck, kingAttacked } = attackModule;
const { kindAt, kingCell } = boardModule;
const { moveArg, moveFrom, moveKind, moveTo } = movesModule;
const { colourOf, makePiece, typeOf } = piecesModule;
const { mapDanger, mapsMade } = dangerModule;
const { checkStands, chooseStands, putStands } = checkStandsModule;
const { clearLegalMemo } = legalMemoModule;
const { asksChoice, BACK, CHOICE, chooses, forcedEnd, inert, OFF } = forcedModule;
const {
  beginMarks, eaten, FILLS, LAUNCHES, levelMarks, liftSafe, markedAt, moveSafe, opens, PROBING, putSafe, quietChoice, quietMove, SAFE, useProbes,
} = shortcutsModule;
const { CHAIN, CHAIN_LIMIT, copyPosition, MET, PHASE, ROOK_TILE } = stateModule;
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
 * the position; SAFE[L] (legality-shortcuts.ts) 1 when the side's king is not in check there,
 * 0 when it is, -1 not yet known. The outermost level's marks (the launchers, FILLS, the marked
 * cells) are kept by legality-shortcuts.ts, tagged with TAG[0].
 *
 * A probe of level L (made on SCRATCH[L] while nest = L + 1) logs every cell where it put,
 * moved, took or changed a piece (LOG[L], chain.ts and apply.ts call logCell), and DIRTY[L] when it did
 * something else that could change control (tiles swapped, a cell added). `exposed` then
 * judges the king from the differences with ROOT[L] when it can (see there).
 */
const ROOT: State[] = [];
const LOG: Int32Array[] = [];
const LOG_N = new Int32Array(MAX_NEST + 1);
const DIRTY = new Int8Array(MAX_NEST + 1);
const LOG_LEN = 128;
for (let i = 0; i <= MAX_NEST; i++) {
  ROOT.push(SCRATCH[i]); LOG.push(new Int32Array(LOG_LEN));
}
/** Per level: the tag of the generation being judged (a fresh one per beginLegality); level 0's tags the marks (legality-shortcuts.beginMarks). */
export const TAG = new Int32Array(MAX_NEST + 1);

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
/** How many probes have been made (every nesting level), for tests that a decision is answered without one. */
let probes = 0;
export const probesMade = (): number => probes;

/**
 * Begins the judging of s's decisions at the current nesting level (a fresh TAG; nothing known yet
 * of its king). `all`: the king's steps to an empty cell will be judged (a whole list; the end of a
 * turn whose list holds one, legal-decisions.beginTopAll: the next generation goes on from its
 * work), so the outermost level's danger map, which those need, is made at once and answers the
 * king's own safety too (levelSafe); else (a draw, the first legal decision sought: a search's
 * rollout) that is one control test and the map waits for a king's step (docs/PIRATE-CHESS.md,
 * Speed). At the outermost level the ice hint is given, unless `inPlay` (the end of a turn, inside
 * the real play that ended it: legal-decisions.beginTop) and the play's hint for s stands (apply.play
 * gave it, noteIce kept it whole); only there, so that a hint left standing by a play that threw
 * is never trusted.
 */
export function beginLegality(s: State, all = false, inPlay = false): void {
  ROOT[nest] = s; SAFE[nest] = -1; MAPPED[nest] = -1;
  if (nest === 0) mapFirst = all;
  // the tiles stay where they are for the whole generation: probes turn none over
  if (nest === 0 && shortcuts && !(inPlay && hintStands(s))) hintIce(s);
  const wrapped = ++TAG[nest] === 0x7fffffff;
  if (wrapped) { TAG[nest] = 1; forgetPair(nest); }
  if (nest === 0) beginMarks(s, TAG[0], wrapped);
}

/** Whether the king is safe in ROOT[level]; a nested level's position comes from the probe one level up, which `exposed` may judge without a control test. */
function levelSafe(level: number, side: number): boolean {
  if (SAFE[level] < 0 && level === 0 && (mapStands(side) || (mapFirst && dangerMapped(side)))) SAFE[0] = kingAttacked(ROOT[0], kingCell(ROOT[0], side), 1 - side) ? 0 : 1;
  if (SAFE[level] < 0) {
    const at = nest;
    nest = level; PROBING[0] = level;
    SAFE[level] = localExposed(ROOT[level], side) ? 0 : 1;
    nest = at; PROBING[0] = at;
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
/** danger.mapsMade() when ROOT[0]'s map was made: a map made since (of another board) replaced it. */
let mapId = 0;
/** Whether the danger map of ROOT[0] for the king of `side` stands (MAPPED[0], and no map made since). */
const mapStands = (side: number): boolean => MAPPED[0] === side && mapId === mapsMade();

/** Whether the danger map of ROOT[0] for the king of `side` stands, made now if not (false: no king, or the shortcuts are off). */
function dangerMapped(side: number): boolean {
  if (mapStands(side)) return true;
  const k = kingCell(ROOT[0], side);
  if (k < 0 || !shortcuts) return false;
  mapDanger(ROOT[0], 1 - side, k);
  MAPPED[0] = side; mapId = mapsMade();
  return true;
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
  levelMarks(side);
  const tag = TAG[0], launches = LAUNCHES, fills = FILLS;
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
  return emptied >= 0 && markedAt(emptied) ? opens(s, emptied, king, side) : false;
}

/**
 * `exposed` when the probes moved the king of `side` off its cell `king` in ROOT[0]: if that is
 * all they changed (the cell it left empty, the one it reached empty in ROOT[0], no other piece
 * or condition changed) and ROOT[0]'s danger map stands for this side, the map answers
 * (attack.kingAttacked, exact for the mapped board with the king moved to an empty cell); else
 * attack.inCheck.
 */
function kingMoved(s: State, side: number, king: number): boolean {
  if (!mapStands(side) || s.piece[king] !== 0) return inCheck(s, side);
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

/**
 * Whether decision m leaves the side's king safe. Answered from the attack information when
 * the decision moves one piece of ours onto a tile that moves nobody (a plain move, or a
 * tile's choice of where to send the piece, a cave's exit among them: it does not act), puts one
 * down there (buying back; also onto ice or the crocodile, where it stays, and the cannibal, which
 * eats it), takes it off the board (an arrow's "off"), or changes nothing on the board (a spinner
 * step, the lighthouse's picks and order, our own pawn's promotion); everything else is probed on
 * a scratch copy with `play`.
 */
export function isLegal(s: State, m: number, side: number, scratch: State, play: Play): boolean {
  const from = moveFrom(m), to = moveTo(m), kind = moveKind(m);
  if (shortcuts && s.v[ROOK_TILE] === 0 && s.v[MET] === 0) { // a castled rook's tile still to act, or a pair met beside a character who joined (the shortcuts know no meeting, PC34): probe
    switch (kind) {
      case MoveKind.Move:
        if (ISLANDER[s.piece[from]] === 1 && meetMayFollow(s, nest, TAG[nest])) break; // Friday or the missionary may meet the other at the turn's end: probed (PC34)
        if (from === to) return kingSafe(side);
        if (nest === 0 && SAFE[0] === 1 && quietMove(s, from, to)) return true;
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
        if (phase !== Phase.Choose) break;
        const k = kindAt(s, from);
        if (k === Tile.Cave) return moveSafe(s, from, to, side); // out at the chosen exit, which does not act (apply.choose)
        if (to === 0) { if (nest === 0 && kingSafe(side)) return liftSafe(s, from, side); break; } // an arrow's "off": the piece is lost, its cell emptied alone
        // the landing is one more tile step: past the chain's limit the probe decides (apply.act)
        if (!inert(s, to, s.piece[from]) || (s.v[CHAIN] >= CHAIN_LIMIT && s.tile[to] !== Tile.FaceDown)) break;
        if ((k === Tile.Horse || k === Tile.Airplane || k === Tile.Balloon || (k >= Tile.Arrow1S && k <= Tile.Arrow4D)) && !chooses(s, to)) return moveSafe(s, from, to, side);
        break;
      }
      case MoveKind.Arrange: return true; // the tiles go back face down
      case MoveKind.Bottle: return kingSafe(side); // freeing our own piece from a trap changes no enemy's control
      case MoveKind.Promote: if (colourOf(s.piece[from]) === side) return true; break; // our own piece never checks our king
      case MoveKind.Revive: case MoveKind.FreeRevive:
        if (nest === 0 && !kingSafe(side) && putStands(s, to, moveArg(m), side, TAG[0])) return false;
        // ice repeats no flight, and the crocodile sends back only a piece that came from a cell: a piece bought back stays on
        // either (chain.iceRepeats, chain.backFromCrocodile); the cannibal eats it (no king or Friday is bought back), leaving
        // the board as it was
        if ((inert(s, to, makePiece(moveArg(m), side)) || kindAt(s, to) === Tile.Ice || kindAt(s, to) === Tile.Crocodile) && !chooses(s, to)) return putSafe(s, to, makePiece(moveArg(m), side), side);
        if (kindAt(s, to) === Tile.Cannibal) return kingSafe(side);
        // onto an open horse or arrow: legal when one of its ways is (PC30; one way: the piece is sent there)
        if (s.piece[to] === 0 && quietChoice(s, -1, to, side, makePiece(moveArg(m), side))) return true;
        break;
    }
  }
  probes++;
  copyPosition(scratch, s);
  LOG_N[nest] = 0; DIRTY[nest] = 0;
  if (nest === 0) nestedAsked = 0;
  PROBING[0] = ++nest;
  const r = play(scratch, m, true);
  PROBING[0] = --nest;
  return r !== localBad;
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

useProbes((side) => levelSafe(0, side), dangerMapped, loggedSafe);
