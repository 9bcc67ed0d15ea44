/**
 * Where a crew stands when an island ends (line 1104: "Побеждает тот, кто набрал больше всех
 * монет. В случае ничьи, побеждает тот, у кого больше всех живых пиратов"): its coins aboard
 * and its living pirates, for the crew alone or for its side. A side is the crew, or in 2v2
 * the team of two crews (0+2, 1+3; `allied`), whose gold is counted together (line 1160 "В
 * конце игры подсчитывается награбленное сообща золото") and so, being one player for the
 * win, whose living pirates are counted together for the tie (A-R22). The one home of these
 * counts: the outcome (game.ts), the campaign's island winners and card order (campaign.ts)
 * and the search bots read them here.
 */

import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { isPirate, MODE, OUT, P_CELL, P_CREW, PIECES, SCORE } = stateModule;

/**
 * Living pirates of crew k: its fighters in play (aboard, on land, swimming, fallen, drunk or
 * lost in the caves), Ben Gunn and the converted missionary among them; not Friday nor the
 * preaching missionary, who are no pirates.
 */
export function living(s: State, k: number): number {
  let n = 0;
  for (let p = 0; p < PIECES; p++) if (s.u8[P_CREW + p] === k && s.u8[P_CELL + p] !== OUT && isPirate(s, p)) n++;
  return n;
}

/** Coins aboard crew k's side: its own ship's, and in 2v2 its partner's too (line 1160). */
export function seatScore(s: State, k: number): number {
  return s.v[MODE] === 1 ? s.v[SCORE + (k & 1)] + s.v[SCORE + (k & 1) + 2] : s.v[SCORE + k];
}

/** Living pirates of crew k's side: in 2v2 both crews of the team. */
export function seatLiving(s: State, k: number): number {
  return s.v[MODE] === 1 ? living(s, k & 1) + living(s, (k & 1) + 2) : living(s, k);
}
