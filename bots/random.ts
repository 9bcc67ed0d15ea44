/** `random`: uniform over the legal moves, for any game. */

import type { Bot, BotFactory } from './bot.js';

export const randomBot: BotFactory = {
  name: 'random',
  doc: 'Uniform over the legal moves.',
  params: [],
  create(_params, spec, game): Bot<unknown> {
    const moves = new Int32Array(game.maxMoves);
    return {
      spec,
      chooseMove(obs, _budget, rng) {
        // the caller's list when it gives one (the harness does), else the bot's own
        if (obs.legal !== undefined && obs.legalCount !== undefined) return obs.legal[rng.int(obs.legalCount)];
        const n = game.generateMoves(obs.state, moves);
        return moves[rng.int(n)];
      },
    };
  },
};
