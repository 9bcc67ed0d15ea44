/**
 * What an ability card is worth to a bot (the expedition; src/archipelago/abilities.ts), in
 * the evaluation's unit (eval.ts: a coin aboard is 100), and the card choice the heuristic
 * and the MCTS make between a campaign's islands.
 *
 * The values are the measured effect of holding each card on the holder's coins aboard, per
 * game, with the heuristic in every seat (experiments/ability-worth.mjs; the table and its
 * intervals in results/ability-worth/README.md), rounded to 5 hundredths of a coin. A card
 * whose interval holds zero is still worth its point estimate to the bot: the bot needs an
 * order, not a proof; a negative one is not taken (results/ability-worth, 240 paired deals,
 * 2p island 1, ply limit 1000). The values are the same for every
 * island and mode (measured on 2p island 1; the README says what that leaves out).
 */

import { moveArg, moveKind, MoveKind, movePiece, NO_PIECE } from '../../src/archipelago/moves.js';
import { ABILITY, PIRATES, State } from '../../src/archipelago/state.js';
import { CARD_MASK } from '../../src/archipelago/abilities.js';

/** Worth of each card (by Card, index 0 none) in hundredths of a coin a game. */
export const CARD_VALUE: readonly number[] = [
  0,
  /* musketeer */ 10, /* porter */ 5, /* tamer */ 15, /* bodyguard */ 15, /* navigator */ -5, /* gunner */ 0,
  /* rescuer */ 0, /* swimmer */ -10, /* runner */ 0, /* acrobat */ -10, /* daredevil */ 0, /* lookout */ 30,
];

/** The worth of the cards crew's pirates hold. */
export function cardsHeld(s: State, crew: number): number {
  let v = 0;
  for (let p = 3 * crew; p < 3 * crew + 3 && p < PIRATES; p++) v += CARD_VALUE[s.u8[ABILITY + p] & CARD_MASK];
  return v;
}

/**
 * The best card choice among `moves` (PHASE Card): the gain of a card is its worth less
 * that of the card the pirate already holds (which goes back to the box, FAQ line 1257);
 * the largest gain above zero is taken (ties to the first listed: the first pirate), else
 * `no card`. Allocates nothing.
 */
export function bestCardMove(s: State, moves: Int32Array, n: number): number {
  let pick = -1, none = 0, gain = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i];
    if (moveKind(m) !== MoveKind.Card) continue;
    const p = movePiece(m);
    if (p === NO_PIECE) { none = i; continue; }
    const g = CARD_VALUE[moveArg(m)] - CARD_VALUE[s.u8[ABILITY + p] & CARD_MASK];
    if (g > gain) { gain = g; pick = i; }
  }
  return moves[pick >= 0 ? pick : none];
}
