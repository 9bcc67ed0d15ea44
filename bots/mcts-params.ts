/**
 * The parameters of `mcts` (mcts.ts): what each means, its range and default as the registry
 * declares them, and reading them from a parsed spec. The evaluation weights are the
 * heuristic's parameters with `mcts`'s own defaults (MCTS_EVAL_WEIGHTS, fitted to self-play).
 */

import { readNumericParams, type Params, type ParamSpec } from './bot.js';
import { DEFAULT_HEURISTIC, HeuristicParams, heuristicParamSpecs } from './jackal/heuristic.js';
import { MCTS_EVAL_WEIGHTS } from './jackal/eval-weights.js';

export interface MctsParams {
  /** Iterations per decision when the budget gives none. */
  iterations: number;
  /** UCT exploration constant c. */
  c: number;
  /** Rollout cut-off in plies (0 = evaluate the expanded node at once). */
  depth: number;
  /** Rollout policy. */
  rollout: 'random' | 'heuristic' | 'fast';
  /** Temperature (in coins) of the logistic that turns value margins into rewards. */
  scale: number;
  /** Virtual visits given to each seeded move (root, and down to `priorDepth`) at the heuristic's judgement of it (0 = none). */
  prior: number;
  /** Deepest node (root = 0) whose moves are all seeded with the prior when first reached. */
  priorDepth: number;
  /** Node capacity for time-only budgets. */
  maxNodes: number;
  /** 1: stop an iteration budget early once the most visited root move cannot be overtaken. */
  stop: number;
  /** Independent searches the budget is split among; their root visits are summed (1 = one search). */
  ensemble: number;
  /** CPU ms of the bot's thread per decision (0 = no time budget; the run's budget.ms overrides it). */
  ms: number;
  /** 1: below a move that reveals hidden tiles, one subtree per outcome (chance nodes); 0: one subtree for all outcomes. */
  chance: number;
  /** Pirate chess rollouts: each move drawn by rejection over the pseudo-legal decisions (`reject`, src/pirate-chess/draw.ts; the default since results/draw-settle) or from the full legal list (`list`); the same distribution, other Rng draws. */
  draw: 'list' | 'reject';
  /** Evaluation weights (and heuristic rollout settings). */
  weights: HeuristicParams;
}

const MCTS_OWN_PARAMS: readonly ParamSpec[] = [
  { name: 'iterations', type: 'int', default: 5000, min: 1, max: 10_000_000, doc: 'iterations per decision when the budget gives none' },
  { name: 'c', type: 'float', default: 0.1, min: 0, max: 100, doc: 'UCT exploration constant' },
  { name: 'depth', type: 'int', default: 4, min: 0, max: 10_000, doc: 'rollout cut-off in plies' },
  { name: 'rollout', type: 'enum', default: 'fast', values: ['random', 'heuristic', 'fast'], doc: 'rollout policy (Jackal; other games roll out uniformly)' },
  { name: 'scale', type: 'float', default: 0.3, min: 0.01, max: 1000, doc: 'temperature (coins) of the logistic from value margin to reward' },
  { name: 'prior', type: 'float', default: 30, min: 0, max: 1e6, doc: 'virtual visits per seeded move (the root\'s, and below it down to priorDepth) at the heuristic\'s judgement of it (0 = plain UCT)' },
  { name: 'priorDepth', type: 'int', default: 2, min: 0, max: 64, doc: 'deepest node (root = 0) whose moves get the prior when first reached' },
  { name: 'maxNodes', type: 'int', default: 200_000, min: 16, max: 50_000_000, doc: 'tree capacity for time-only budgets' },
  { name: 'stop', type: 'int', default: 1, min: 0, max: 1, doc: 'with an iteration budget, stop as soon as no other root move can overtake the most visited one (1; the move is the same, the time shorter) or always spend the budget (0)' },
  { name: 'ensemble', type: 'int', default: 1, min: 1, max: 64, doc: 'independent searches sharing the budget, their root visits summed (1 = one search)' },
  { name: 'ms', type: 'int', default: 0, min: 0, max: 1e9, doc: 'time budget: CPU ms of the bot\'s thread per decision (0 = none; the iterations parameter is then unused; not reproducible)' },
  { name: 'chance', type: 'int', default: 0, min: 0, max: 1, doc: 'below a move that reveals tiles, one subtree per revealed outcome (1) or one for all outcomes (0)' },
  { name: 'draw', type: 'enum', default: 'reject', values: ['list', 'reject'], doc: 'Pirate chess rollouts: each move drawn by rejection over the pseudo-legal decisions (reject: about one legality test a ply) or from the full legal list (list: the same distribution, other draws; the default before results/draw-settle); other games ignore it' },
];

/** The evaluation weights `mcts` searches with by default (and the heuristic's `enemy` and `lookahead`, read by heuristic rollouts). */
export const MCTS_WEIGHTS: Readonly<HeuristicParams> = { ...DEFAULT_HEURISTIC, ...MCTS_EVAL_WEIGHTS };

/** Registry parameters: the search's own, then the evaluation weights (the heuristic's parameters with `mcts`'s defaults). */
export const MCTS_PARAMS: readonly ParamSpec[] = [...MCTS_OWN_PARAMS, ...heuristicParamSpecs(MCTS_WEIGHTS)];

export function mctsParams(p: Params): MctsParams {
  const num = (k: string): number => (typeof p[k] === 'number' ? (p[k] as number) : (MCTS_OWN_PARAMS.find((s) => s.name === k)!.default as number));
  return {
    iterations: num('iterations'),
    c: num('c'),
    depth: num('depth'),
    rollout: p.rollout === 'heuristic' || p.rollout === 'random' ? p.rollout : 'fast',
    scale: num('scale'),
    prior: num('prior'),
    priorDepth: num('priorDepth'),
    maxNodes: num('maxNodes'),
    stop: num('stop'),
    ensemble: num('ensemble'),
    ms: num('ms'),
    chance: num('chance'),
    draw: p.draw === 'list' ? 'list' : 'reject',
    weights: readNumericParams(MCTS_WEIGHTS, p),
  };
}
