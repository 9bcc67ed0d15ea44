/**
 * The legal decisions of the position a turn ended in, kept. The end of a turn must know whether
 * the side to move has a legal decision (mate, stalemate): `legalAfterTurn` tests
 * the pseudo-legal decisions in order up to the first legal one and keeps that work here (the
 * list, where it stopped, the generation whose marks judged it), so that the next
 * `generateMoves` or `drawLegal` on the same position (the next thing a player, a playout or a
 * rollout usually does) goes on from there instead of starting again; a search that never asks
 * loses nothing. A real play whose tile asks where to send the piece (chain.offerChoice) asks the
 * same question of the choices and keeps its work the same way (`legalChoiceOwed`). It resumes
 * only for the same state object, unchanged field by field since the play that ended the turn
 * or owes the choice (sealed then), with no other generation in between; any change, however
 * made, starts afresh. Never with legality's shortcuts off (the reference generates all).
 *
 * Implementation notes. The decisions are judged by legality.ts's test at the outermost level
 * (legal-decisions.judgeTop, with that level's marks; GENERATION[0] names the generation), through a
 * `Judge` made once here (JUDGE_TOP). Split from legality.ts and legal-decisions.ts, which do not import this module.
 * The work's setup is handed on too (session 29, docs/PIRATE-CHESS.md "Speed"): when the list holds
 * a king's step to an empty cell, the test starts with the king's danger map, which the next
 * generation needs and which answers the king's own safety (legal-decisions.beginTopAll); and the
 * ice hint it judged with is set aside (launchers.setHintAside) and given back to the generation
 * that goes on (launchers.hintBack: nothing hinted or turned over since) instead of read again.
 */

import * as attackModule from './attack.js';
import type { Play } from './legality.js';
import * as legalDecisionsModule from './legal-decisions.js';
import * as pseudoModule from './pseudo.js';
import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { hintBack, hintIce, setHintAside } = attackModule;
const { copyPosition, sameShown, SIDE } = stateModule;
const { atTop, beginTopAll, GENERATION, hasLegal, judgeTop } = legalDecisionsModule;
const { pseudo } = pseudoModule;

/** Whether decision m of s leaves the king of `side` safe, judged at the outermost level with the kept generation's marks (legality.ts). */
type Judge = (s: State, m: number, side: number) => boolean;

/** The pseudo-legal decisions of the position the turn ended in, in pseudo.ts's order; capacity legality.MAX_MOVES (movegen.ts argues the worst case). */
export const AFTER_TURN = new Int32Array(1024);
/** AFTER_TURN for this module's functions: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const afterTurn = AFTER_TURN;
/** The position as the play that ended the turn left it (`sealAfterTurn`). */
const AFTER_TURN_AT = new State();
/** The kept work: how many decisions AFTER_TURN holds (-1 none kept), the first legal one (-1 none), the generation (legality's tag) that judged them, the state object, whether sealed. */
let keptCount = -1, keptFirst = -1, keptTag = 0, sealed = false;
let keptState: State | null = null;

/** Nothing is kept (a new end of a turn, or a generation that does not keep). */
function forgetAfterTurn(): void { keptCount = -1; }

/** Keeps the end of the turn's work on s: `count` decisions in AFTER_TURN, those before `first` illegal, `first` legal (-1: none is), judged by generation `tag`. */
function keepAfterTurn(s: State, count: number, first: number, tag: number): void {
  keptCount = count; keptFirst = first; keptTag = tag; keptState = s; sealed = false;
}

/** The play that ended the turn is over: the kept work stands for the position as it is now. */
export function sealAfterTurn(s: State): void {
  if (keptCount < 0 || sealed || s !== keptState) return;
  copyPosition(AFTER_TURN_AT, s);
  sealed = true;
}

/** Whether the kept work stands for s, generation `tag` being the last made at the outermost level. */
const stands = (s: State, tag: number): boolean => keptCount >= 0 && sealed && s === keptState && tag === keptTag && sameShown(s, AFTER_TURN_AT);

/** The legal decisions of s into out, going on from the kept work when it stands for s (`tag`: see `stands`); the count, or -1 when it does not. */
function resumeKept(s: State, out: Int32Array, tag: number, judge: Judge): number {
  if (!stands(s, tag)) return -1;
  const count = keptCount, first = keptFirst, side = s.v[SIDE];
  keptCount = -1;
  if (first < 0) return 0;
  if (!hintBack(s)) hintIce(s); // s is as the play that set the hint aside left it (stands)
  let n = 0;
  out[n++] = afterTurn[first];
  for (let i = first + 1; i < count; i++) if (judge(s, afterTurn[i], side)) out[n++] = afterTurn[i];
  hintIce(null);
  return n;
}

/**
 * draw.ts's uniform draw going on from the kept work when it stands for s: the pseudo-legal
 * decisions are AFTER_TURN in pseudo(s)'s order, those before the first legal one known
 * illegal, that one legal, the rest judged with the kept generation's marks. `order` (length ≥
 * MAX_MOVES) is scratch; `draw(left)` gives the next index in [0, left). The same draws and
 * answer as a fresh draw over pseudo(s); -1 when no decision is legal; -2 when the work does not
 * stand for s (nothing consumed: the caller draws afresh).
 */
function drawKept(s: State, order: Int32Array, draw: (left: number) => number, tag: number, judge: Judge): number {
  if (!stands(s, tag)) return -2;
  const count = keptCount, first = keptFirst, side = s.v[SIDE];
  keptCount = -1;
  if (first < 0) return -1;
  if (!hintBack(s)) hintIce(s);
  for (let i = 0; i < count; i++) order[i] = i;
  let left = count, m = -1;
  while (left > 0) {
    const k = draw(left), i = order[k];
    if (i === first || (i > first && judge(s, afterTurn[i], side))) { m = afterTurn[i]; break; }
    order[k] = order[--left];
  }
  hintIce(null);
  return m;
}

/** The `play` of the resumed generation, for JUDGE_TOP. */
let topPlay: Play | null = null;
/** The judge of the kept work: legality.isLegal at the outermost level (made once: no closure per call). */
const JUDGE_TOP: Judge = (s: State, m: number, side: number): boolean => judgeTop(s, m, side, topPlay!);

/**
 * Whether the end of a turn tests for a legal decision (on by default). Measurement only
 * (bench/pirate-chess-floor.ts, `applyUntestedUs`): off, `legalAfterTurn` answers "some decision
 * is legal" without looking, so no game ends in mate or stalemate. It prices the test, the part of
 * a ply's play that a legality known before the decisions are listed would make nearly free.
 */
let turnEndTest = true;
export function setTurnEndTest(on: boolean): void { turnEndTest = on; forgetAfterTurn(); }

/** At the end of a turn: whether the side to move has a legal decision (keeping the work for generateMoves). */
export function legalAfterTurn(s: State, play: Play): boolean {
  forgetAfterTurn();
  if (!turnEndTest) return true;
  if (!atTop()) return hasLegal(s, play);
  const count = pseudo(s, afterTurn), side = s.v[SIDE];
  beginTopAll(s, afterTurn, count);
  let first = -1;
  for (let i = 0; i < count && first < 0; i++) if (judgeTop(s, afterTurn[i], side, play)) first = i;
  setHintAside(); // for the generation that goes on from this work (resumeKept, drawKept)
  keepAfterTurn(s, count, first, GENERATION[0]);
  return first >= 0;
}

/**
 * A real play's tile asks its player where to send the piece (chain.offerChoice): whether some choice is
 * legal, as legalAfterTurn asks it, keeping the work when one is: the play then ends owing that choice
 * (PENDING goes straight up; apply.afterDecision changes only PLY, legality reads it nowhere), so
 * the next generation on the position goes on from it. None legal: nothing is kept, since the
 * play goes on (the tile does not act) and its later position is not the one judged.
 */
export function legalChoiceOwed(s: State, play: Play): boolean {
  if (legalAfterTurn(s, play)) return true;
  forgetAfterTurn();
  return false;
}

/** The legal decisions of s into out, going on from the end of the turn's work when it stands for s; the count, or -1 when it does not. */
export function resumeAfterTurn(s: State, out: Int32Array, play: Play): number {
  if (!atTop()) return -1;
  topPlay = play;
  return resumeKept(s, out, GENERATION[0], JUDGE_TOP);
}

/** draw.ts's uniform draw going on from the end of the turn's work (`drawKept`); -2 when the work does not stand for s. */
export function drawAfterTurn(s: State, order: Int32Array, draw: (left: number) => number, play: Play): number {
  if (!atTop()) return -2;
  topPlay = play;
  return drawKept(s, order, draw, GENERATION[0], JUDGE_TOP);
}
