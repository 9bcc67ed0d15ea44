/** `random`: uniform over the legal moves. */

import { generateMoves, MAX_MOVES } from '../src/jackal/movegen.js';
import type { Bot, BotFactory } from './bot.js';

export const randomBot: BotFactory = {
  name: 'random',
  doc: 'Uniform over the legal moves.',
  params: [],
  create(_params, spec): Bot {
    const moves = new Int32Array(MAX_MOVES);
    return {
      spec,
      chooseMove(obs, _budget, rng) {
        const n = generateMoves(obs.state, moves);
        return moves[rng.int(n)];
      },
    };
  },
};
