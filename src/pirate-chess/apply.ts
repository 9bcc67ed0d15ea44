/**
 * Playing a decision (`play`): a piece's own move, castling (castling.ts), en passant, buying
 * back, a bottle, a follow-up choice, a promotion, the lighthouse's order; then the tiles it
 * lands on (chain.ts), what the decision leaves owed (rum, a promotion), or the end of the turn
 * (turn-end.ts).
 *
 * Implementation notes. `play(s, m, probe)` serves both the real move and the generator's
 * legality probe (chain.ts says how they differ). The modules of the chain and of the turn's end
 * ask legality.ts whether a decision is legal, which plays it with `play`: this module gives it
 * to them (chain.usePlay, endTurn's argument), so that none of them imports this one.
 */

import * as attackModule from './attack.js';
import * as boardModule from './board.js';
import { How } from './chain.js';
import * as afterTurnModule from './after-turn.js';
import * as chainModule from './chain.js';
import * as fatesModule from './fates.js';
import * as castlingModule from './castling.js';
import * as geometryModule from './geometry.js';
import * as legalityModule from './legality.js';
import * as legalDecisionsModule from './legal-decisions.js';
import * as meetingModule from './meeting.js';
import * as lighthouseModule from './lighthouse.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as turnEndModule from './turn-end.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { hintIce } = attackModule;
const { ALL_CELLS, isLastCell, forward, kindAt } = boardModule;
const { arrive, beginReveals, emergedPromotable, hasRevealed, leftInCheck, pushTo, usePlay } = chainModule;
const { capture, drink, kill, lostIndex, place } = fatesModule;
const { castle, castledRook } = castlingModule;
const { fileOf, rankOf } = geometryModule;
const { exposed, logCell, logDirty, OK, BAD, PENDING } = legalityModule;
const { hasLegal: anyLegal } = legalDecisionsModule;
const { sealAfterTurn } = afterTurnModule;
const { lightArrange, lightExtend, lightPick } = lighthouseModule;
const { ISLANDER, partnerOf } = meetingModule;
const { moveArg, moveFrom, moveKind, moveTo } = movesModule;
const { colourOf, makePiece, PRICE, PROMOTED_BIT, typeOf } = piecesModule;
const {
  BOTTLES, CAPTURED, COINS, EP, EP_PAWN, GRASS, LOST, MET, PEND_CELL, PEND_FROM, PHASE, PLY, REVIVING, ROOK_TILE, SIDE, STEP_MASK, TRAPPED,
} = stateModule;
const { beginTurn, emergedPawn, endTurn, islanderNextTo, owe } = turnEndModule;

export { startHistory } from './turn-end.js';

/** play as this module's functions pass and call it: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const localPlay = play;

/** Whether the side to move (in a follow-up: the piece that owes it) has a legal decision (the earthquake's second pick). */
const hasLegal = (s: State): boolean => anyLegal(s, localPlay);

/** Steps of a line move a→b (the larger of the file and rank distances). */
function lineOf(a: number, b: number): number {
  const df = fileOf(b) - fileOf(a), dr = rankOf(b) - rankOf(a);
  return Math.max(Math.abs(df), Math.abs(dr));
}

/**
 * Plays decision m on s. Real (probe false): the whole decision, ending the turn when no
 * follow-up is owed. Probe: the same without turning tiles over or ending the turn; the
 * result is OK/PENDING when the move is legal, BAD when it leaves the king in check.
 */
export function play(s: State, m: number, probe: boolean): number {
  if (probe) return decide(s, m, true);
  hintIce(s); // for the control tests of this play (noteIce keeps it whole as tiles turn over)
  const r = decide(s, m, false);
  hintIce(null);
  sealAfterTurn(s); // when this play ended a turn, its legal list stands for the position now
  return r;
}

/** `play`'s body. */
function decide(s: State, m: number, probe: boolean): number {
  const side = s.v[SIDE], kind = moveKind(m), from = moveFrom(m), to = moveTo(m), phase0 = s.v[PHASE];
  if (!probe) beginReveals();
  let r = OK;
  switch (kind) {
    case MoveKind.Move:
      r = movePiece(s, from, to, probe);
      break;
    case MoveKind.Castle:
      r = castle(s, from, to, probe);
      break;
    case MoveKind.EnPassant: {
      const taken = s.v[EP_PAWN];
      beginTurn(s, from);
      s.v[CAPTURED] = 1;
      capture(s, taken);
      place(s, from, to);
      r = arrive(s, to, from, to - from, 1, How.Step, probe);
      break;
    }
    case MoveKind.Revive: case MoveKind.FreeRevive: {
      beginTurn(s, -1);
      const t = moveArg(m);
      if (kind === MoveKind.Revive) s.v[COINS + side] -= PRICE[t];
      s.v[LOST + 5 * side + lostIndex(t)]--;
      s.piece[to] = makePiece(t, side); s.pstat[to] = 0; s.v[PEND_CELL] = to;
      logCell(to);
      s.v[REVIVING] = 1;
      r = arrive(s, to, -1, 0, 0, How.Flight, probe);
      s.v[REVIVING] = 0;
      break;
    }
    case MoveKind.Bottle:
      beginTurn(s, -1);
      s.v[BOTTLES + side]--;
      s.pstat[to] &= ~TRAPPED;
      s.v[PEND_CELL] = -1;
      logCell(to);
      r = leftInCheck(s, side, probe) ? BAD : OK;
      break;
    case MoveKind.Choose:
      r = choose(s, to, phase0, probe);
      break;
    case MoveKind.Arrange:
      lightArrange(s, to);
      r = OK;
      break;
    case MoveKind.Promote: {
      // the pawn's player chooses (controller); an enemy pawn freed from a cave must not check our king
      const cell = s.v[PEND_CELL], colour = colourOf(s.piece[cell]);
      s.piece[cell] = makePiece(moveArg(m), colour) | PROMOTED_BIT;
      logCell(cell);
      s.pstat[cell] &= ~STEP_MASK; // a new piece is not held by a spinner (PC7)
      s.v[PHASE] = Phase.Play;
      r = colour !== side && leftInCheck(s, side, probe) ? BAD : OK;
      break;
    }
  }
  if (r === OK && s.v[ROOK_TILE] !== 0 && s.v[PHASE] === Phase.Play) r = castledRook(s, probe); // the king's follow-ups are done
  if (probe) return r;
  return afterDecision(s, r, kind, phase0);
}

/** A real decision is made (r: OK or PENDING): count it, then owe what follows (rum, a promotion, a freed pawn's promotion) or end the turn. */
function afterDecision(s: State, r: number, kind: number, phase0: number): number {
  const side = s.v[SIDE];
  s.v[PLY]++;
  if (r === PENDING) return owe(s, r);
  const mover = s.v[PEND_CELL];
  if (phase0 !== Phase.Rum && kind !== MoveKind.Promote && mover >= 0 && s.v[BOTTLES + side] > 0 && s.v[GRASS] === 0 && islanderNextTo(s, mover)) {
    s.v[PHASE] = Phase.Rum;
    return owe(s, PENDING);
  }
  if (kind !== MoveKind.Promote && mover >= 0 && s.piece[mover] === makePiece(Piece.Pawn, side) && isLastCell(s, mover, side)) {
    s.v[PHASE] = Phase.Promote;
    return owe(s, PENDING);
  }
  // only the second cave turned over frees a piece: in this decision, or in an earlier one of the turn
  const emerged = hasRevealed() || phase0 !== Phase.Play ? emergedPawn(s) : -1;
  if (emerged >= 0) {
    s.v[PHASE] = Phase.Promote; s.v[PEND_CELL] = emerged;
    return owe(s, PENDING);
  }
  endTurn(s, localPlay);
  return r;
}

/** A piece's own move from `from` to `to` (a spinner step when they are equal), then the tiles it lands on. */
function movePiece(s: State, from: number, to: number, probe: boolean): number {
  const side = s.v[SIDE];
  beginTurn(s, from);
  const t = typeOf(s.piece[from]);
  if (t === Piece.Pawn) s.v[CAPTURED] = 1; // a pawn move resets the 50-move count like a capture; its step on a spinner too (PC31)
  if (from === to) { s.pstat[from] = (s.pstat[from] & ~STEP_MASK) | ((s.pstat[from] & STEP_MASK) + 1); return leftInCheck(s, side, probe) ? BAD : OK; }
  if (s.piece[to] !== 0) capture(s, to);
  place(s, from, to);
  if (t === Piece.Knight) return arrive(s, to, from, to - from, 1, How.Jump, probe);
  const n = lineOf(from, to);
  const r = arrive(s, to, from, (to - from) / n, n, How.Step, probe);
  if (!probe && t === Piece.Pawn && n === 2 && (to - from) === 2 * forward(side) && s.v[PEND_CELL] === to && s.piece[to] === makePiece(Piece.Pawn, side)) {
    s.v[EP] = from + forward(side); s.v[EP_PAWN] = to;
  }
  return r;
}

/** A follow-up choice (`to`, PHASE before it `phase0`): the rum thrown or not, the lighthouse's picks, the earthquake's cells, where a tile sends the piece or puts a new one. */
function choose(s: State, to: number, phase0: number, probe: boolean): number {
  const side = s.v[SIDE], cell = s.v[PEND_CELL], k = kindAt(s, cell);
  if (phase0 === Phase.Rum) { // a bottle thrown to Friday or the missionary next to the piece, or none (to = 0)
    if (to !== 0) { s.v[BOTTLES + side]--; drink(s, to, typeOf(s.piece[to])); }
    // judged in PHASE Rum: no second throw then parts the two who meet (legality.exposed, PC34); an enemy pawn freed from a
    // cave in this turn promotes next, after the meeting: some piece of its must spare the king (chain.emergedPromotable)
    const bad = leftInCheck(s, side, probe) || (probe && !freedPromotable(s, side));
    s.v[PHASE] = Phase.Play;
    return bad ? BAD : OK;
  }
  if (s.v[PHASE] === Phase.Light) { lightPick(s, to); return PENDING; }
  if (s.v[PHASE] === Phase.LightExt) { lightExtend(s, to); logDirty(); return probe && exposed(s, side) ? BAD : PENDING; }
  if (s.v[PHASE] === Phase.Quake) { // the earthquake's second cell: swap the two open tiles
    const a = s.v[PEND_FROM], ta = s.tile[a], ua = s.used[a];
    s.tile[a] = s.tile[to]; s.used[a] = s.used[to]; s.tile[to] = ta; s.used[to] = ua;
    logDirty();
    s.v[PHASE] = Phase.Play;
    return leftInCheck(s, side, probe) ? BAD : OK;
  }
  if (k === Tile.Earthquake) { // its first cell
    s.v[PHASE] = Phase.Quake; s.v[PEND_FROM] = to;
    return !probe || hasLegal(s) ? PENDING : BAD;
  }
  s.v[PHASE] = Phase.Play;
  if (k === Tile.Cave) { place(s, cell, to); return leftInCheck(s, side, probe) ? BAD : OK; } // out at the chosen exit, which does not act
  if (k === Tile.BenGunn || k === Tile.Missionary || k === Tile.Friday) {
    s.used[cell] = 1;
    // Friday or the missionary who found him beside the other meets the other at the turn's end, the joiner now pending (meeting.ts: PC35)
    if (ISLANDER[s.piece[cell]] === 1 && partnerOf(s, cell) >= 0) s.v[MET] = cell;
    s.piece[to] = makePiece(k === Tile.BenGunn ? Piece.Pirate : k === Tile.Missionary ? Piece.Missionary : Piece.Friday, side);
    s.pstat[to] = 0; s.v[PEND_CELL] = to;
    logCell(to);
    return arrive(s, to, -1, 0, 0, How.Flight, probe);
  }
  if (to === 0) { kill(s, cell); return leftInCheck(s, side, probe) ? BAD : OK; }
  if (k === Tile.Airplane) s.used[cell] = 1;
  const how = k === Tile.Horse ? How.Jump : k >= Tile.Arrow1S && k <= Tile.Arrow4D ? How.Step : How.Flight;
  return pushTo(s, cell, to, how === How.Flight ? 0 : to - cell, how === How.Flight ? 0 : 1, how, probe);
}

/** Whether every enemy pawn on its last cell (one freed from a cave in this turn, still to promote) has a piece that spares side's king (chain.emergedPromotable). */
function freedPromotable(s: State, side: number): boolean {
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], p = s.piece[c];
    if (typeOf(p) === Piece.Pawn && colourOf(p) !== side && isLastCell(s, c, colourOf(p)) && !emergedPromotable(s, c)) return false;
  }
  return true;
}

/** Plays a legal move (unchecked: one generateMoves gave). */
export function applyMove(s: State, m: number): void {
  localPlay(s, m, false);
}

usePlay(play);
