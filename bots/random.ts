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
        const n = game.generateMoves(obs.state, moves);
        return moves[rng.int(n)];
      },
    };
  },
};
