/**
 * The `mcts` bot: the search of mcts.ts behind the bot interface (bot.ts). The registry
 * hands in what the search knows of each game (builtin-bots.ts `knowledgeFor`), so this
 * generic bot imports no game. One search per bot, reused across its decisions.
 */

import type { Game } from '../src/core/game.js';
import type { Bot, BotFactory } from './bot.js';
import type { SearchKnowledge } from './knowledge.js';
import { Mcts, MCTS_PARAMS, mctsParams, type MctsParams } from './mcts.js';

/** What the registry gives the `mcts` factory: the search's knowledge of a game (builtin-bots.ts `knowledgeFor`). */
export type KnowledgeFor = <S>(game: Game<S, any>, p: MctsParams) => SearchKnowledge<S>;

/** The `mcts` bot factory, its searches knowing each game by `knowledgeFor`. */
export function mctsBotWith(knowledgeFor: KnowledgeFor): BotFactory {
  return {
    name: 'mcts',
    doc: 'Information-set MCTS (Cowling, Powley & Whitehouse 2012): a fresh determinization per iteration, UCT, max^n backups, cut-off rollouts scored by the game\'s knowledge (Jackal: bots/jackal/eval.ts).',
    params: MCTS_PARAMS,
    create(params, spec, game): Bot<unknown> {
      const p = mctsParams(params);
      const search = new Mcts<unknown>(p, game, knowledgeFor(game, p));
      return {
        spec,
        chooseMove(obs, budget, rng) {
          return search.search(obs.state, budget.iterations, budget.ms > 0 ? budget.ms : search.p.ms, rng);
        },
        iterations: () => search.stats.iterations,
      };
    },
  };
}
