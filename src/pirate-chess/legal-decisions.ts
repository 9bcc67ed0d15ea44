/**
 * The legal decisions of a position, asked of a whole list: `keepLegal` filters a generation in
 * place, `hasLegal` asks whether any decision is legal (stopping at the first), and the outermost
 * level's generation that after-turn.ts keeps (`atTop`, `beginTop`, `judgeTop`, GENERATION).
 *
 * Contract: a question begins the attack information of the position it is asked of at the
 * nesting level under way (legality.beginLegality, legality.probeLevel: a tile's choice asks
 * `hasLegal` from inside a probe) and judges each decision there with legality.isLegal, which
 * probes with the caller's `play` (apply.play) where its shortcuts cannot answer; the decisions
 * kept are pseudo.ts's, in their order. At the outermost level the ice hint (attack.hintIce) is
 * dropped when a question ends: the next position may have moved its tiles.
 *
 * Split from legality.ts (the test of one decision), which does not import this module; the
 * nesting level and the shortcuts switch stay there, read here through its functions.
 */

import * as attackModule from './attack.js';
import * as boardModule from './board.js';
import * as legalMemoModule from './legal-memo.js';
import * as legalityModule from './legality.js';
import type { Play } from './legality.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import * as pseudoModule from './pseudo.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (src/jackal/movegen.ts, "Imports")
const { hintIce } = attackModule;
const { kingCell } = boardModule;
const { memoFind, memoHash, memoKeep } = legalMemoModule;
const { moveFrom, moveKind, moveTo } = movesModule;
const { beginLegality, isLegal, MAX_MOVES, MAX_NEST, probeLevel, remembersAnswer, SCRATCH, shortcutsOn, TAG } = legalityModule;
const { pseudo } = pseudoModule;
const { CHAIN, CHAIN_LIMIT, PHASE, SIDE } = stateModule;

/** Per nesting level: the buffer of `hasLegal`'s decisions (capacity MAX_MOVES, movegen.ts argues the worst case). */
const BUF: Int32Array[] = [];
for (let i = 0; i <= MAX_NEST; i++) BUF.push(new Int32Array(MAX_MOVES));

/** Keeps, in place, the legal decisions among the first `count` of out (pseudo.ts's, in their order); returns how many. */
export function keepLegal(s: State, out: Int32Array, count: number, play: Play): number {
  const nest = probeLevel();
  if (nest >= MAX_NEST) throw new Error('pirate-chess: legality probes nested deeper than MAX_NEST');
  const side = s.v[SIDE], scratch = SCRATCH[nest];
  beginLegality(s, count > 1);
  let n = 0;
  for (let i = 0; i < count; i++) if (isLegal(s, out[i], side, scratch, play)) out[n++] = out[i];
  if (nest === 0) hintIce(null);
  return n;
}

/**
 * Whether the last `hasLegal` answered found no legal decision but one that failed only by its
 * chain running past CHAIN_LIMIT tile steps (a king's endless loop: chain.act answers BAD there;
 * chain.offerChoice reads it at once, ruling PC30). Each decision probed leaves the scratch copy
 * as its chain left it, V[CHAIN] past the limit after a loop; one the shortcuts answer follows no
 * chain (the copy keeps the -1 put there first).
 */
let looped = false;
export const sawLoop = (): boolean => looped;

/** Whether the side to move has a legal decision (for the end of a turn and the tiles' choices); stops at the first. */
export function hasLegal(s: State, play: Play): boolean {
  const nest = probeLevel();
  if (nest >= MAX_NEST) throw new Error('pirate-chess: legality probes nested deeper than MAX_NEST');
  if (s.v[PHASE] === Phase.LightExt) return true; // "no extension" stands in when none is legal
  // a chain of choices that keeps branching reaches the same positions by other orders of choices: remembered (legal-memo.ts)
  const memo = remembersAnswer(), h = memo ? memoHash(s) : 0, known = memo ? memoFind(s, h) : -1;
  if (known >= 0) { looped = known === 2; return known === 1; }
  const buf = BUF[nest], count = pseudo(s, buf), side = s.v[SIDE], scratch = SCRATCH[nest];
  beginLegality(s);
  let legal = false, loop = false;
  for (let i = 0; i < count && !legal; i++) {
    scratch.v[CHAIN] = -1;
    legal = isLegal(s, buf[i], side, scratch, play);
    if (!legal && scratch.v[CHAIN] > CHAIN_LIMIT) loop = true;
  }
  if (nest === 0) hintIce(null);
  looped = !legal && loop;
  if (memo) memoKeep(s, h, legal, looped);
  return legal;
}

/**
 * The outermost level for after-turn.ts, which tests the decisions at the end of a turn and keeps
 * the work for the next generation on the same position: whether such a generation may be made
 * now (`atTop`: no probe under way, the shortcuts on), its start (`beginTop`), its test of one
 * decision (`judgeTop`), and its tag (GENERATION[0]: which generation judged the kept work).
 */
export const GENERATION = TAG;
export const atTop = (): boolean => probeLevel() === 0 && shortcutsOn();
/** The start of the end of a turn's test, inside the real play that ended the turn (its ice hint for s may serve: legality.beginLegality). */
export function beginTop(s: State): void { beginLegality(s, false, true); }
/** beginTop for a test whose whole pseudo-legal list `list[0..count)` the next generateMoves may go on with (after-turn.ts). */
export function beginTopAll(s: State, list: Int32Array, count: number): void { beginLegality(s, kingStepsOut(s, list, count), true); }

/**
 * Whether the first `count` decisions of `list` hold a step of the side's king to an empty cell:
 * judging it needs the outermost level's danger map (legality.ts, `dangerMapped`), which then
 * answers the king's own safety too, so a generation that will judge one makes the map first
 * (beginLegality's `all`) instead of a control test for the king and the map later.
 */
function kingStepsOut(s: State, list: Int32Array, count: number): boolean {
  const k = kingCell(s, s.v[SIDE]);
  if (k < 0) return false;
  for (let i = 0; i < count; i++) {
    const m = list[i];
    if (moveFrom(m) === k && moveKind(m) === MoveKind.Move && s.piece[moveTo(m)] === 0) return true;
  }
  return false;
}
export function judgeTop(s: State, m: number, side: number, play: Play): boolean { return isLegal(s, m, side, SCRATCH[0], play); }
