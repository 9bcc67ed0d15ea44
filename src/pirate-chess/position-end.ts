/**
 * The game's end as a position holds it: `result` must be what the engine would have made of
 * the rest. A position marked "playing" that its own rules had already ended (halfmove at 100,
 * ply at maxPlies, a history that shows the threefold repetition, no legal decision between
 * turns) no game reaches, and `moves`, `apply` and the bots played on from it; a result set
 * where its condition does not hold no game reaches either.
 *
 * The engine's rule (turn-end.ts): the end is tested at a turn's end (`endTurn`: no legal
 * decision for the side now to move, mate when it is in check, else stalemate; then threefold
 * repetition, the 50-move rule, the ply limit, in that order), and in the middle of a turn only
 * the ply limit (`owe`: a decision counted that reaches maxPlies ends the game with the
 * follow-up unmade). HALFMOVE and the history change only at a turn's end, so in a follow-up
 * phase they are what the last turn's end judged. What follows:
 * - in a follow-up phase `result` is "playing", or "ply-limit" exactly when ply >= maxPlies
 *   (maxPlies > 0); halfmove >= 100 or a repetition in the history is refused whatever the
 *   result (the game ended at the last turn's end);
 * - in the play phase `result` is the first of: mate or stalemate when the side to move has no
 *   legal decision (checked in check or not), repetition when the newest hash of `history` is
 *   held three times at even distances (state.ts REP_N, the turns since the last capture or pawn
 *   move), fifty-moves when halfmove >= 100, ply-limit when ply >= maxPlies, else "playing".
 * An observation (no face-down layout) is not asked for its legal decisions (they may turn on
 * the tiles it does not hold): a mate or stalemate result, or none, is taken as written there.
 *
 * Implementation notes. The legal test is movegen.generateMoves on the position read, with
 * RESULT put to "playing" for the call (generation answers 0 on a finished game); it costs one
 * move generation per position read.
 */

import { inCheck } from './attack.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { HALFMOVE, HIST_LEN, MAX_PLIES, PHASE, PLY, REP_N, Result, RESULT, SIDE, State, TURNS } from './state.js';

const NAMES = ['playing', 'white-mates', 'black-mates', 'stalemate', 'fifty-moves', 'repetition', 'ply-limit'];
const LEGAL = new Int32Array(MAX_MOVES);

/** How many times the newest recorded hash is held at even distances back, itself included (turn-end.ts endTurn's `seen`). */
export function repetitions(s: State): number {
  const n = s.v[REP_N];
  if (n === 0) return 0;
  const newest = s.hist[(s.v[TURNS] - 1) & (HIST_LEN - 1)];
  let seen = 1;
  for (let i = 2; i <= n - 1; i += 2) if (s.hist[(s.v[TURNS] - 1 - i) & (HIST_LEN - 1)] === newest) seen++;
  return seen;
}

/** Whether the side to move has a legal decision, asked of the position as if the game went on. */
function hasLegal(s: State): boolean {
  const r = s.v[RESULT];
  s.v[RESULT] = Result.Playing;
  const n = generateMoves(s, LEGAL);
  s.v[RESULT] = r;
  return n > 0;
}

/**
 * The result field's problem with s (read field by field and consistent, position-check.ts), as
 * [field, problem], or null when `result` is what the engine would have made of the rest;
 * `observation`: s does not hold the face-down layout (its legal decisions are not asked).
 */
export function endContradiction(s: State, observation: boolean): [string, string] | null {
  const r = s.v[RESULT], name = NAMES[r];
  const limit = s.v[MAX_PLIES] > 0 && s.v[PLY] >= s.v[MAX_PLIES], seen = repetitions(s), fifty = s.v[HALFMOVE] >= 100;
  const why = seen >= 3 ? `the history holds the newest position ${seen} times: threefold repetition` : `halfmove is ${s.v[HALFMOVE]}: the 50-move rule`;
  if (s.v[PHASE] !== 0) {
    if (seen >= 3 || fifty) return ['result', `${why} ended the game at the last turn's end, before this follow-up`];
    if (r === Result.Playing && limit) return ['result', `"playing", but ply ${s.v[PLY]} reached maxPlies ${s.v[MAX_PLIES]}: the game ended with the decision that reached it ("ply-limit")`];
    if (r !== Result.Playing && r !== Result.PlyLimit) return ['result', `"${name}" ends a game only at a turn's end (the play phase); a follow-up ends only at the ply limit`];
    if (r === Result.PlyLimit && !limit) return ['result', `"ply-limit" needs ply >= maxPlies > 0 (ply ${s.v[PLY]}, maxPlies ${s.v[MAX_PLIES]})`];
    return null;
  }
  const legal = observation && r >= Result.WhiteMates && r <= Result.Stalemate ? false : observation || hasLegal(s);
  let expected: number = Result.Playing;
  if (!legal) expected = inCheck(s, s.v[SIDE]) ? (s.v[SIDE] === 1 ? Result.WhiteMates : Result.BlackMates) : Result.Stalemate;
  else if (seen >= 3) expected = Result.Repetition;
  else if (fifty) expected = Result.FiftyMoves;
  else if (limit) expected = Result.PlyLimit;
  if (r === expected) return null;
  const held = [
    !legal ? `${s.v[SIDE] === 0 ? 'white' : 'black'}, to move, has no legal decision` : '', seen >= 3 ? `the history holds the newest position ${seen} times` : '',
    fifty ? `halfmove is ${s.v[HALFMOVE]}` : '', limit ? `ply ${s.v[PLY]} reached maxPlies ${s.v[MAX_PLIES]}` : '',
  ].filter((x) => x !== '').join(', ');
  if (r === Result.Playing) return ['result', `"playing", but ${held}: the game ended at the last turn's end ("${NAMES[expected]}")`];
  return ['result', `"${name}" is not what the end of the turn makes of this position: ${held ? `${held}, so "${NAMES[expected]}"` : 'the side to move has a legal decision, no repetition, halfmove under 100 and ply under maxPlies, so "playing"'}`];
}
