/**
 * How the `mcts` root choice settles with the budget (a diagnostic for the scaling study in
 * the README): over the 12 mid-game positions of the MCTS benchmark, for each budget, how
 * often the search picks the heuristic's move, the move the largest budget picks with the
 * same seed, and the move the same budget picks with another seed.
 *
 *   node dist/bench/mcts-stability.js [spec] [budgets, comma-separated]
 *
 * Deterministic (seeded searches); about a minute on one core for the defaults.
 */

import { Rng } from '../src/core/rng.js';
import { midGamePositions } from '../test/support/mid-game.js';
import { Mcts, mctsParams } from '../bots/mcts.js';
import { createBot, parseBotSpec } from '../bots/registry.js';

function main(spec: string, budgets: number[]): void {
  const parsed = parseBotSpec(spec);
  if ('code' in parsed) { console.error(`mcts-stability: ${parsed.field}: ${parsed.message}`); process.exit(2); }
  if (budgets.length === 0 || budgets.some((b) => !Number.isInteger(b) || b < 1)) { console.error('mcts-stability: budgets: whole numbers >= 1, comma-separated'); process.exit(2); }
  const positions = midGamePositions();
  const heuristic = createBot('heuristic');
  const hMoves = positions.map((o, i) => heuristic.chooseMove(o, { iterations: 0, ms: 0 }, new Rng(`stability-h:${i}`)));
  const run = (budget: number, seed: string): number[] => {
    const search = new Mcts(mctsParams(parsed.params));
    return positions.map((o, i) => search.search(o.state, budget, 0, new Rng(`${seed}:${i}`)));
  };
  const first = budgets.map((b) => run(b, 'stability-a'));
  const other = budgets.map((b) => run(b, 'stability-b'));
  const top = first[first.length - 1];
  const same = (x: number[], y: number[]): string => `${x.filter((m, i) => m === y[i]).length}/${positions.length}`;
  console.log(`${parsed.canonical}: root choice over ${positions.length} mid-game positions`);
  console.log('iterations  = heuristic  = largest budget (same seed)  = itself (other seed)');
  budgets.forEach((b, j) => console.log(`${String(b).padStart(10)}  ${same(first[j], hMoves).padStart(11)}  ${same(first[j], top).padStart(28)}  ${same(first[j], other[j]).padStart(21)}`));
}

const argv = process.argv.slice(2);
main(argv[0] ?? 'mcts', (argv[1] ?? '250,1000,4000,16000').split(',').map(Number));
