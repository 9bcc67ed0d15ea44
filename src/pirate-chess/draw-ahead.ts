/**
 * The next rollout decision drawn at the end of the turn, for a search that will draw it anyway
 * (bots/pirate-chess/search.ts `rolloutPlay`). The end of a turn must know whether the side to
 * move has a legal decision (mate, stalemate); draw.ts's rejection draw, made over the same
 * pseudo-legal decisions with the same Rng draws, stops at a legal decision when there is one
 * and proves there is none otherwise. So one draw answers both: the end of the turn asks
 * `drawAhead` instead of after-turn.legalAfterTurn, and the search's next rollout decision is
 * `takeDrawn`'s. The work after-turn.ts keeps for the next generation (copying the position to
 * know it unchanged, judging the first legal decision besides the drawn one) is not done.
 *
 * The contract that keeps the search the same. The caller arms a draw (`armDrawAhead`) only for a
 * play after which, if the turn ends and the game goes on, its next step is drawLegal(s, buf, rng)
 * with that Rng: then the draw is made with the Rng draws drawLegal would make, only earlier.
 * When no decision is legal the Rng is put back as it was (the game is over: nobody draws). The
 * end of a turn that ends the game otherwise (repetition, fifty moves, the ply limit) does not
 * draw (after-turn.ts answers it), nor does one under a probe or with legality's shortcuts off.
 * The drawn decision is for the state object it was drawn on, taken once; a play that does not
 * end the turn draws nothing and `takeDrawn` gives -1 (the caller draws as before).
 *
 * The draw: the pseudo-legal decisions (pseudo.ts's order) drawn uniformly without replacement
 * until one is legal, judged at the outermost level with one generation's marks
 * (legal-decisions.judgeTop), as after-turn.ts's `drawKept` does; the decision a drawn index
 * names does not depend on which were judged before, so the draw is drawLegal's.
 * test/pirate-chess/draw-ahead.test.ts holds it to drawLegal.
 */

import { Rng } from '../core/rng.js';
import * as attackModule from './attack.js';
import type { Play } from './legality.js';
import * as legalDecisionsModule from './legal-decisions.js';
import * as legalityModule from './legality.js';
import * as pseudoModule from './pseudo.js';
import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { hintIce } = attackModule;
const { atTop, beginTop, judgeTop } = legalDecisionsModule;
const { MAX_MOVES } = legalityModule;
const { pseudo } = pseudoModule;
const { SIDE } = stateModule;

/** The pseudo-legal decisions being drawn from (capacity legality.MAX_MOVES: movegen.ts argues the worst case). */
const POOL = new Int32Array(MAX_MOVES);
/** The Rng as it was before a draw that found nothing (put back). */
const SAVED = new Rng(0);
/** The armed Rng (null: the end of a turn asks after-turn.ts), the decision drawn (-1 none) and the state it was drawn on. */
let armed: Rng | null = null;
let drawn = -1;
let drawnOn: State | null = null;

/** Arms (rng) or disarms (null) the draw at the next end of a turn; any decision drawn before is dropped. */
export function armDrawAhead(rng: Rng | null): void {
  armed = rng; drawn = -1; drawnOn = null;
}

/** Disarms, keeping the decision drawn (for `takeDrawn`): after the armed play. */
export function disarmDrawAhead(): void { armed = null; }

/** Whether the end of the turn on s should draw ahead: armed, at the outermost level, the shortcuts on. */
export const drawsAhead = (): boolean => armed !== null && atTop();

/** At the end of a turn (drawsAhead): whether the side to move has a legal decision, drawing it (see above). */
export function drawAhead(s: State, play: Play): boolean {
  const rng = armed!, side = s.v[SIDE];
  SAVED.copyFrom(rng);
  let left = pseudo(s, POOL), m = -1;
  beginTop(s);
  while (left > 0) {
    const k = rng.int(left), d = POOL[k];
    if (judgeTop(s, d, side, play)) { m = d; break; }
    POOL[k] = POOL[--left];
  }
  hintIce(null);
  if (m < 0) { rng.copyFrom(SAVED); return false; }
  drawn = m; drawnOn = s;
  return true;
}

/** The decision drawn at the end of the turn just played on s, once; -1 when none was. */
export function takeDrawn(s: State): number {
  if (drawnOn !== s) return -1;
  const m = drawn;
  drawn = -1; drawnOn = null;
  return m;
}
