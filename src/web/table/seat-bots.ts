/**
 * The bots at a table: one per bot seat, built when the game starts and kept for the whole
 * game (a search may carry what it learned from move to move, as in the harness), each
 * drawing from its seat's stream (session.ts `tableBotSeed`). A bot sees only its seat's
 * observation, as in the harness's loop (src/harness/play.ts), and is asked only when there
 * is a choice (the table plays a forced move itself, as the harness does), so a table of
 * bots plays the game `jackal play` plays with the same seed.
 */

import type { Bot, Budget, Observation } from '../../../bots/bot.js';
import { createBuiltinBot } from '../../../bots/builtin-bots.js';
import { Rng } from '../../core/rng.js';
import { HUMAN, hintSeed, Session, tableBotSeed } from './session.js';

/** A bot's answer: the move and the milliseconds it thought. */
export interface Choice { move: number; ms: number }

export class SeatBots<S = unknown> {
  private readonly bots: (Bot<S> | null)[];
  private readonly rngs: Rng[];
  private readonly budget: Budget;

  constructor(private readonly session: Session<S>) {
    const { seats, seed, budget } = session.setup;
    this.bots = seats.map((spec) => (spec === HUMAN ? null : createBuiltinBot<S>(spec, session.game)));
    this.rngs = seats.map((_, seat) => new Rng(tableBotSeed(seed, seat)));
    this.budget = { iterations: budget.iterations, ms: budget.ms };
  }

  /** The move of the bot whose seat is to move (throws when that seat is a person's). */
  choose(): Choice {
    const seat = this.session.seat;
    const bot = this.bots[seat];
    if (!bot) throw new Error(`seat ${seat} is a person's: no bot to ask`);
    return this.ask(bot, seat, this.rngs[seat]);
  }

  /** What the bot of `spec` would play in the seat to move (a person's, for a hint), from its own stream. */
  hint(spec: string): Choice {
    const s = this.session;
    return this.ask(createBuiltinBot<S>(spec, s.game), s.seat, new Rng(hintSeed(s.setup.seed, s.plies)));
  }

  private ask(bot: Bot<S>, seat: number, rng: Rng): Choice {
    const s = this.session;
    const obs: Observation<S> = { state: s.game.observe(s.state, seat), player: seat };
    const t0 = performance.now();
    const move = bot.chooseMove(obs, this.budget, rng);
    const ms = performance.now() - t0;
    if (!s.legal().includes(move)) throw new Error(`bot ${bot.spec} in seat ${seat} returned move ${move}, not legal at ply ${s.plies}`);
    return { move, ms };
  }
}
