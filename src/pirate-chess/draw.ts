/**
 * One legal decision drawn uniformly at random, judging as few decisions as it can: rejection
 * sampling over the pseudo-legal decisions (pseudo.ts), for searches that want one random
 * decision and not the whole list (the `mcts` rollouts and expansions, bots/pirate-chess/search.ts).
 *
 * The draw. The pseudo-legal decisions are drawn uniformly without replacement (the drawn one
 * swapped with the last of those left, the pool shrunk by one) until one is legal (legal-decisions.ts
 * keepLegal on that one decision). Drawing without replacement until the first hit visits the
 * pool in a uniformly random order, and the first legal decision of a uniformly random order is uniform over the
 * legal decisions (exchanging two legal decisions maps the orders where one comes first onto
 * those where the other does, one to one). So the draw has the distribution of
 * `moves[rng.int(generateMoves(s, moves))]`, the legal list being pseudo(s) filtered by
 * keepLegal (movegen.ts), though not the same Rng draws. The one decision generateMoves adds
 * beyond pseudo(s), "no extension" at the lighthouse when every extension checks our king, is
 * returned here in the same case.
 *
 * Cost: a pseudo-legal generation and, with p of the pseudo-legal decisions legal, about 1/p
 * judgements (one in most positions), where generateMoves judges them all. Right after a turn
 * ended (most rollout plies) the end of the turn has already generated the list and judged it
 * up to its first legal decision (after-turn.ts legalAfterTurn, the mate test): the draw goes on
 * from that work (after-turn.drawAfterTurn), with the same list, the same draws and so the same
 * decision.
 */

import type { Rng } from '../core/rng.js';
import * as afterTurnModule from './after-turn.js';
import * as applyModule from './apply.js';
import * as legalDecisionsModule from './legal-decisions.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import * as pseudoModule from './pseudo.js';
import { Phase, Result, State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { play } = applyModule;
const { keepLegal } = legalDecisionsModule;
const { drawAfterTurn } = afterTurnModule;
const { encodeMove } = movesModule;
const { pseudo } = pseudoModule;
const { PEND_CELL, PHASE, RESULT } = stateModule;

/** The decision being judged: keepLegal on a list of one (each call begins a fresh generation, so its answer is keepLegal's on the whole list). */
const ONE = new Int32Array(1);
/** The Rng of the draw under way, for DRAW (after-turn.drawAfterTurn takes the draw as a function: allocated once, here). */
let drawing: Rng | null = null;
const DRAW = (left: number): number => drawing!.int(left);

/**
 * A legal decision of s drawn uniformly (see above), using buf (length ≥ movegen.MAX_MOVES) as
 * scratch; -1 when there is none (the game is over). Allocates nothing.
 */
export function drawLegal(s: State, buf: Int32Array, rng: Rng): number {
  if (s.v[RESULT] !== Result.Playing) return -1;
  drawing = rng;
  let m = drawAfterTurn(s, buf, DRAW, play);
  if (m === -2) { // afresh: the same draws over the same list
    m = -1;
    let left = pseudo(s, buf);
    while (left > 0) {
      const k = rng.int(left), d = buf[k];
      ONE[0] = d;
      if (keepLegal(s, ONE, 1, play) === 1) { m = d; break; }
      buf[k] = buf[--left];
    }
  }
  // every extension checks our king: "no extension" is the one decision (movegen.generateMoves)
  if (m < 0 && s.v[PHASE] === Phase.LightExt) m = encodeMove(MoveKind.Choose, s.v[PEND_CELL], 0, 0);
  return m;
}
